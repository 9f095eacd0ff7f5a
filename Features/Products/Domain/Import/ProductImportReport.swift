import SharedCore

/// What a product import did: rows created and updated (a row whose SKU matches an existing product
/// or an earlier row updates it), and every row it refused with where and why.
public typealias ProductImportReport = CSVImportReport
