import Foundation

/// A CBV 2.0 disposition: the 33 bare terms the EPCIS 2.0 JSON Schema enumerates
/// (`disposition-JSON-Schema.json`), written on the wire as the bare term (`"in_transit"`).
///
/// Cases are the CBV terms, camel-cased. JSON-LD expands a bare term to
/// `https://ref.gs1.org/cbv/Disp-<term>` (CBV 2.0 §7.2).
///
/// Each case's summary paraphrases the term's definition in GS1 Core Business Vocabulary 2.0,
/// section 7.2, and ends with the term as written on the wire.
public enum CBVDisposition: String, Sendable, Hashable, CaseIterable, Codable, CBVVocabulary {
  /// A commissioned object has just been introduced into the supply chain (`active`).
  case active
  /// The object is loaded in a container whose doors are closed and whose shipment is sealed (`container_closed`).
  case containerClosed = "container_closed"
  /// The object's usefulness or value is impaired by a defect (`damaged`).
  case damaged
  /// The object has been made fully unusable (`destroyed`).
  case destroyed
  /// The full quantity of a product has been distributed to a consumer (`dispensed`).
  case dispensed
  /// The object has been returned for disposal (`disposed`).
  case disposed
  /// An instance-level identifier has been written to a barcode or RFID tag but not yet commissioned (`encoded`).
  case encoded
  /// The object's expiration date has passed (`expired`).
  case expired
  /// The object is proceeding through points in the supply chain; an optional, general disposition (`in_progress`).
  case inProgress = "in_progress"
  /// The object is being shipped between two trading partners (`in_transit`).
  case inTransit = "in_transit"
  /// The object has been decommissioned but may be reintroduced into the supply chain (`inactive`).
  case inactive
  /// Validating the object's pedigree found no match, so it is quarantined for investigation (`no_pedigree_match`).
  case noPedigreeMatch = "no_pedigree_match"
  /// The object cannot be sold to a customer (`non_sellable_other`).
  case nonSellableOther = "non_sellable_other"
  /// Part of a product has been distributed to a customer and the rest kept for later (`partially_dispensed`).
  case partiallyDispensed = "partially_dispensed"
  /// The object cannot be sold, for public-safety reasons (`recalled`).
  case recalled
  /// An instance-level identifier has been allocated for a third party (`reserved`).
  case reserved
  /// A customer has purchased the product (`retail_sold`).
  case retailSold = "retail_sold"
  /// The object has been sent or brought back, for any reason; it may or may not be sellable (`returned`).
  case returned
  /// The product can be sold as is, and customers can reach it to buy it (`sellable_accessible`).
  case sellableAccessible = "sellable_accessible"
  /// The product can be sold as is, but customers cannot reach it to buy it (`sellable_not_accessible`).
  case sellableNotAccessible = "sellable_not_accessible"
  /// The object has been taken without permission or right (`stolen`).
  case stolen
  /// The object's condition is not known (`unknown`).
  case unknown
  /// The object is back in service or in the supply chain, for example after a successful repair (`available`).
  case available
  /// Every aggregated child was verified present, on unpacking or on inspection (`completeness_verified`).
  case completenessVerified = "completeness_verified"
  /// An aggregation is inferred complete, without unpacking, from upstream aggregation data (`completeness_inferred`).
  case completenessInferred = "completeness_inferred"
  /// The outcome of a passed inspection in an inspecting or repairing step (`conformant`).
  case conformant
  /// A container's doors have been opened or a shipment's seal broken, whether authorised or not (`container_open`).
  case containerOpen = "container_open"
  /// Instance-level identifiers do not match the ones expected (`mismatch_instance`).
  case mismatchInstance = "mismatch_instance"
  /// Class-level identifiers do not match the ones expected (`mismatch_class`).
  case mismatchClass = "mismatch_class"
  /// The quantity does not match the quantity expected (`mismatch_quantity`).
  case mismatchQuantity = "mismatch_quantity"
  /// Components or other assets must be replaced for functional requirements to be met (`needs_replacement`).
  case needsReplacement = "needs_replacement"
  /// The outcome of a failed inspection in an inspecting or repairing step (`non_conformant`).
  case nonConformant = "non_conformant"
  /// The object has been removed from service or from the supply chain, for example pending repair (`unavailable`).
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
