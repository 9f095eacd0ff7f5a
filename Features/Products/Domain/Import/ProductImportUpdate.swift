import SharedCore

/// What a product import reports as it runs: progress, then its report (or why it stopped, with
/// nothing saved).
///
/// Another name for SharedCore's `CSVImportUpdate`, not a type of its own: `PartyImportUpdate` names the same
/// type, so an app cannot overload a function on both.
public typealias ProductImportUpdate = CSVImportUpdate
