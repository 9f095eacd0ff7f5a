import SharedCore

/// What a product import did: rows created and updated (a row whose SKU matches an existing product
/// or an earlier row updates it), and every row it refused with where and why.
///
/// Another name for SharedCore's `CSVImportReport`, not a type of its own: `PartyImportReport` names the same
/// type, so an app cannot overload a function on both.
public typealias ProductImportReport = CSVImportReport
