import Foundation

/// What the import screen sends its ``PartyImportViewModel``.
public enum PartyImportEvent: Sendable, Hashable {
  /// Import a CSV file's bytes.
  case importCSV(Data)
  /// Stop the import (nothing is saved).
  case cancel
}
