import Foundation
import SharedCore

/// A CBV 2.0 vocabulary written on the wire as bare terms (`"shipping"`, `"in_transit"`).
///
/// Conforming enums get parsing of the three spellings EPCIS data uses (the bare term, its GS1 Web
/// URI, its EPCIS 1.x URN), the full ``uri``, and decoding that accepts any of them.
public protocol CBVVocabulary: RawRepresentable, CaseIterable, Sendable where RawValue == String {
  /// The GS1 Web URI prefix (`https://ref.gs1.org/cbv/BizStep-`).
  static var uriPrefix: String { get }
  /// The EPCIS 1.x URN prefix (`urn:epcglobal:cbv:bizstep:`).
  static var urnPrefix: String { get }
  /// The EPCIS field the vocabulary fills (`bizStep`), named in errors.
  static var fieldName: String { get }
}

extension CBVVocabulary {
  /// Reads a bare term, its GS1 Web URI or its EPCIS 1.x URN (prefixes matched
  /// case-insensitively, `http://` accepted for `https://`), normalising to the bare term.
  /// - Throws: ``EPCISError/unknownVocabularyValue(field:value:allowed:)`` listing the allowed terms.
  public init(parsing text: String) throws {
    let trimmed = text.trimmingWhitespace()
    var term = trimmed
    let httpPrefix = Self.uriPrefix.replacingOccurrences(of: "https://", with: "http://")
    let lowercased = trimmed.lowercased()
    for prefix in [Self.uriPrefix, httpPrefix, Self.urnPrefix] where lowercased.hasPrefix(prefix.lowercased()) {
      term = String(trimmed.dropFirst(prefix.count))
      break
    }
    guard let value = Self(rawValue: term) else {
      throw EPCISError.unknownVocabularyValue(
        field: Self.fieldName, value: text, allowed: Self.allCases.map(\.rawValue))
    }
    self = value
  }

  /// Decodes any spelling ``init(parsing:)`` accepts; an unknown term is `dataCorrupted` at its path.
  static func decodeTerm(from decoder: any Decoder) throws -> Self {
    try decoder.decodeText { try Self(parsing: $0) }
  }

  /// The full GS1 Web URI (`https://ref.gs1.org/cbv/BizStep-shipping`).
  public var uri: String { Self.uriPrefix + rawValue }
}
