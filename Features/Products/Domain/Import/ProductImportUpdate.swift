import SharedCore

/// What a product import reports as it runs: progress, then its report (or why it stopped, with
/// nothing saved).
public typealias ProductImportUpdate = CSVImportUpdate
