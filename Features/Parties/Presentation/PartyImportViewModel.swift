import SharedCore

/// The import screen over PartyBook's CSV import: progress while rows are processed, then the report
/// of created and updated records and every refused row with its line, column and reason.
///
/// Another name for SharedCore's `CSVImportViewModel`, not a type of its own: `ProductImportViewModel` names the same
/// type, so an app cannot overload a function on both.
public typealias PartyImportViewModel = CSVImportViewModel

extension CSVImportViewModel {
  /// An import screen importing into `book`.
  public convenience init(book: PartyBook) {
    self.init { book.importCSV($0) }
  }
}
