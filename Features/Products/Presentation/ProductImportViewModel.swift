import SharedCore

/// The import screen over ProductCatalog's CSV import: progress while rows are processed, then the report
/// of created and updated records and every refused row with its line, column and reason.
///
/// Another name for SharedCore's `CSVImportViewModel`, not a type of its own: `PartyImportViewModel` names the same
/// type, so an app cannot overload a function on both.
public typealias ProductImportViewModel = CSVImportViewModel

extension CSVImportViewModel {
  /// An import screen importing into `catalog`.
  public convenience init(catalog: ProductCatalog) {
    self.init { catalog.importCSV($0) }
  }
}
