import Foundation

/// A CBV 2.0 disposition: the 33 bare terms the EPCIS 2.0 JSON Schema enumerates
/// (`disposition-JSON-Schema.json`), written on the wire as the bare term (`"in_transit"`).
///
/// Cases are the CBV terms, camel-cased. JSON-LD expands a bare term to
/// `https://ref.gs1.org/cbv/Disp-<term>` (CBV 2.0 §7.2).
public enum CBVDisposition: String, Sendable, Hashable, CaseIterable, Codable {
  case active
  case containerClosed = "container_closed"
  case damaged, destroyed, dispensed, disposed, encoded, expired
  case inProgress = "in_progress"
  case inTransit = "in_transit"
  case inactive
  case noPedigreeMatch = "no_pedigree_match"
  case nonSellableOther = "non_sellable_other"
  case partiallyDispensed = "partially_dispensed"
  case recalled, reserved
  case retailSold = "retail_sold"
  case returned
  case sellableAccessible = "sellable_accessible"
  case sellableNotAccessible = "sellable_not_accessible"
  case stolen, unknown, available
  case completenessVerified = "completeness_verified"
  case completenessInferred = "completeness_inferred"
  case conformant
  case containerOpen = "container_open"
  case mismatchInstance = "mismatch_instance"
  case mismatchClass = "mismatch_class"
  case mismatchQuantity = "mismatch_quantity"
  case needsReplacement = "needs_replacement"
  case nonConformant = "non_conformant"
  case unavailable

  /// The GS1 Web URI prefix of dispositions.
  public static let uriPrefix = "https://ref.gs1.org/cbv/Disp-"

  /// Reads a bare term (`"in_transit"`), its GS1 Web URI (`https://ref.gs1.org/cbv/Disp-in_transit`)
  /// or its EPCIS 1.x URN (`urn:epcglobal:cbv:disp:in_transit`), normalising to the bare term.
  /// - Throws: ``EPCISError/unknownVocabularyValue(field:value:allowed:)`` listing the allowed terms.
  public init(parsing text: String) throws {
    let term = CBVTerm.bare(text, uriPrefix: Self.uriPrefix, urnPrefix: "urn:epcglobal:cbv:disp:")
    guard let disposition = Self(rawValue: term) else {
      throw EPCISError.unknownVocabularyValue(
        field: "disposition", value: text, allowed: Self.allCases.map(\.rawValue))
    }
    self = disposition
  }

  /// Decodes any of the forms ``init(parsing:)`` accepts.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do {
      try self.init(parsing: text)
    } catch {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
    }
  }

  /// The full GS1 Web URI (`https://ref.gs1.org/cbv/Disp-in_transit`).
  public var uri: String { Self.uriPrefix + rawValue }
}
