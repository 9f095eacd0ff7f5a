import SharedCore

/// What the party import screen sends its `PartyImportViewModel`.
///
/// Another name for SharedCore's `CSVImportEvent`, not a type of its own: `ProductImportEvent` names the same
/// type, so an app cannot overload a function on both.
public typealias PartyImportEvent = CSVImportEvent
