import SharedCore

/// What a party import reports as it runs: progress, then its report (or why it stopped, with
/// nothing saved).
///
/// Another name for SharedCore's `CSVImportUpdate`, not a type of its own: `ProductImportUpdate` names the same
/// type, so an app cannot overload a function on both.
public typealias PartyImportUpdate = CSVImportUpdate
