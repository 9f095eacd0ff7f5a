import SharedCore

/// The import screen over ProductCatalog's CSV import: progress while rows are processed, then the report
/// of created and updated records and every refused row with its line, column and reason.
public typealias ProductImportViewModel = CSVImportViewModel

extension CSVImportViewModel {
  /// An import screen importing into `catalog`.
  public convenience init(catalog: ProductCatalog) {
    self.init { catalog.importCSV($0) }
  }
}
