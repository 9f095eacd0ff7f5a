/// Why a cell of a ``ProductCSVExtraColumn`` could not be read.
struct ProductCSVCellError: Error {
  /// A sentence for the import report.
  let message: String
}
