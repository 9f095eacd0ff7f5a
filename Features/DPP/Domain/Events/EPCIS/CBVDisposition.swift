import Foundation

/// A CBV 2.0 disposition: the 33 bare terms the EPCIS 2.0 JSON Schema enumerates
/// (`disposition-JSON-Schema.json`), written on the wire as the bare term (`"in_transit"`).
///
/// Cases are the CBV terms, camel-cased. JSON-LD expands a bare term to
/// `https://ref.gs1.org/cbv/Disp-<term>` (CBV 2.0 §7.2).
public enum CBVDisposition: String, Sendable, Hashable, CaseIterable, Codable, CBVVocabulary {
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

  /// The EPCIS 1.x URN prefix.
  public static let urnPrefix = "urn:epcglobal:cbv:disp:"
  /// The EPCIS field this vocabulary fills.
  public static let fieldName = "disposition"

  /// Decodes the bare term, its GS1 Web URI or its URN (see ``init(parsing:)``).
  public init(from decoder: any Decoder) throws {
    self = try Self.decodeTerm(from: decoder)
  }
}
