import Foundation

/// A CBV 2.0 business step: the 41 bare terms the EPCIS 2.0 JSON Schema enumerates
/// (`bizStep-JSON-Schema.json`), written on the wire as the bare term (`"shipping"`).
///
/// Cases are the CBV terms, camel-cased. JSON-LD expands a bare term to
/// `https://ref.gs1.org/cbv/BizStep-<term>` (CBV 2.0 §7.1).
public enum CBVBusinessStep: String, Sendable, Hashable, CaseIterable, Codable {
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

  /// Reads a bare term (`"shipping"`), its GS1 Web URI (`https://ref.gs1.org/cbv/BizStep-shipping`)
  /// or its EPCIS 1.x URN (`urn:epcglobal:cbv:bizstep:shipping`), normalising to the bare term.
  /// - Throws: ``EPCISError/unknownVocabularyValue(field:value:allowed:)`` listing the allowed terms.
  public init(parsing text: String) throws {
    let term = CBVTerm.bare(text, uriPrefix: Self.uriPrefix, urnPrefix: "urn:epcglobal:cbv:bizstep:")
    guard let step = Self(rawValue: term) else {
      throw EPCISError.unknownVocabularyValue(field: "bizStep", value: text, allowed: Self.allCases.map(\.rawValue))
    }
    self = step
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

  /// The full GS1 Web URI (`https://ref.gs1.org/cbv/BizStep-shipping`).
  public var uri: String { Self.uriPrefix + rawValue }
}

/// Helpers shared by the CBV vocabularies.
enum CBVTerm {
  /// Strips a GS1 Web URI or URN prefix (case-insensitively) from `text`.
  static func bare(_ text: String, uriPrefix: String, urnPrefix: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    for prefix in [uriPrefix, uriPrefix.replacingOccurrences(of: "https://", with: "http://"), urnPrefix]
    where trimmed.lowercased().hasPrefix(prefix.lowercased()) {
      return String(trimmed.dropFirst(prefix.count))
    }
    return trimmed
  }
}
