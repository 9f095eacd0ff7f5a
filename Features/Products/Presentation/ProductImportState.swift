import SharedCore

/// What the catalog import screen shows.
///
/// Another name for SharedCore's `CSVImportState`, not a type of its own: `PartyImportState` names the same
/// type, so an app cannot overload a function on both.
public typealias ProductImportState = CSVImportState
