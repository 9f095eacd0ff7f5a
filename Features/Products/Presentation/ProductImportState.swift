import SharedCore

/// What the catalog import screen shows.
public typealias ProductImportState = CSVImportState
