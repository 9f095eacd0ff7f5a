import SharedCore

/// What the catalog import screen sends its `ProductImportViewModel`.
///
/// Another name for SharedCore's `CSVImportEvent`, not a type of its own: `PartyImportEvent` names the same
/// type, so an app cannot overload a function on both.
public typealias ProductImportEvent = CSVImportEvent
