import Foundation

/// A CBV 2.0 business step: the 41 bare terms the EPCIS 2.0 JSON Schema enumerates
/// (`bizStep-JSON-Schema.json`), written on the wire as the bare term (`"shipping"`).
///
/// Cases are the CBV terms, camel-cased. JSON-LD expands a bare term to
/// `https://ref.gs1.org/cbv/BizStep-<term>` (CBV 2.0 §7.1).
public enum CBVBusinessStep: String, Sendable, Hashable, CaseIterable, Codable, CBVVocabulary {
  case accepting, arriving, assembling, collecting, commissioning, consigning
  case creatingClassInstance = "creating_class_instance"
  case cycleCounting = "cycle_counting"
  case decommissioning, departing, destroying, disassembling, dispensing, encoding
  case enteringExiting = "entering_exiting"
  case holding, inspecting, installing, killing, loading, other, packing, picking, receiving, removing
  case repackaging, repairing, replacing, reserving
  case retailSelling = "retail_selling"
  case shipping
  case stagingOutbound = "staging_outbound"
  case stockTaking = "stock_taking"
  case stocking, storing, transporting, unloading, unpacking
  case voidShipping = "void_shipping"
  case sensorReporting = "sensor_reporting"
  case sampling

  /// The GS1 Web URI prefix of business steps.
  public static let uriPrefix = "https://ref.gs1.org/cbv/BizStep-"

  /// The EPCIS 1.x URN prefix.
  public static let urnPrefix = "urn:epcglobal:cbv:bizstep:"
  /// The EPCIS field this vocabulary fills.
  public static let fieldName = "bizStep"

  /// Decodes the bare term, its GS1 Web URI or its URN (see ``init(parsing:)``).
  public init(from decoder: any Decoder) throws {
    self = try Self.decodeTerm(from: decoder)
  }
}
