import SharedCore

/// What the party import screen sends its `PartyImportViewModel`.
public typealias PartyImportEvent = CSVImportEvent
