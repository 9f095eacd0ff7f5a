import SharedCore

/// What the catalog import screen sends its `ProductImportViewModel`.
public typealias ProductImportEvent = CSVImportEvent
