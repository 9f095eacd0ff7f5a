import Foundation

/// Folding and match expressions for the parties search index.
enum PartySearchText {
  /// Lowercased, without diacritics; Devanagari and other scripts are kept as they are.
  static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// Every word of `query` as a prefix phrase (`"asha"*`, `"tra"*`), in order; empty for a query
  /// with no words.
  static func phrases(_ query: String) -> [String] {
    // The split drops every other character, quotes included, so each word quotes as it is.
    folded(query).split { !($0.isLetter || $0.isNumber || $0.isMark) }.map { "\"\($0)\"*" }
  }

  /// The FTS5 query matching every one of `phrases` (`"asha"* AND "tra"*`).
  static func matchExpression(_ phrases: [String]) -> String {
    phrases.joined(separator: " AND ")
  }
}

extension Character {
  fileprivate var isMark: Bool { unicodeScalars.allSatisfy { $0.properties.generalCategory.isMark } }
}

extension Unicode.GeneralCategory {
  fileprivate var isMark: Bool { self == .nonspacingMark || self == .spacingMark || self == .enclosingMark }
}
