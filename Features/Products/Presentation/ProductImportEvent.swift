import Foundation

/// What the import screen sends its ``ProductImportViewModel``.
public enum ProductImportEvent: Sendable, Hashable {
  /// Import a CSV file's bytes.
  case importCSV(Data)
  /// Stop the import (rows already saved stay saved).
  case cancel
}
