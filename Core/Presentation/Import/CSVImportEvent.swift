import Foundation

/// What an import screen sends its ``CSVImportViewModel``.
public enum CSVImportEvent: Sendable, Hashable {
  /// Import a CSV file's bytes.
  case importCSV(Data)
  /// Stop the import (nothing is saved).
  case cancel
}
