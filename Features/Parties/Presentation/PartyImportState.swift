import SharedCore

/// What the party import screen shows.
///
/// Another name for SharedCore's `CSVImportState`, not a type of its own: `ProductImportState` names the same
/// type, so an app cannot overload a function on both.
public typealias PartyImportState = CSVImportState
