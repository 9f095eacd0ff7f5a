/// A `readPoint` or `bizLocation`: `{"id": <URI>}` (EPCIS 2.0 §7.3.4), typically an SGLN
/// Digital Link URI (`https://id.gs1.org/414/9520123456788/254/1`) or an EPC URN.
public struct EPCISLocation: Sendable, Hashable, Codable {
  /// The location's URI.
  public var id: String

  /// Wraps a location URI as is.
  public init(id: String) {
    self.id = id
  }

  /// Reads a location given as a URI (kept as is) or a bare 13-digit GLN, which becomes
  /// `https://id.gs1.org/414/{gln}` (optionally `/254/{extension}`).
  /// - Throws: ``EPCISError/invalidLocation(field:value:)`` naming `field` for anything else.
  public init(parsing text: String, field: String, glnExtension: String? = nil) throws {
    if text.utf8.count == 13, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
      var elements = [GS1Element(ai: "414", value: text)]
      if let glnExtension { elements.append(GS1Element(ai: "254", value: glnExtension)) }
      guard let link = try? DigitalLink(elements: elements) else {
        throw EPCISError.invalidLocation(field: field, value: text)
      }
      self.init(id: link.epcURI)
    } else if EPCISNames.isURIOrCURIE(text), !text.contains(where: \.isWhitespace) {
      self.init(id: text)
    } else {
      throw EPCISError.invalidLocation(field: field, value: text)
    }
  }
}

/// Name rules the EPCIS 2.0 JSON Schema applies to extension members and URIs.
enum EPCISNames {
  /// Whether `name` looks like an absolute URI or a CURIE: `scheme-or-prefix:rest`, with a letter first.
  static func isURIOrCURIE(_ name: String) -> Bool {
    guard let colon = name.firstIndex(of: ":"), colon != name.startIndex, name.index(after: colon) != name.endIndex
    else { return false }
    let prefix = name[..<colon]
    guard let first = prefix.first, first.isASCII, first.isLetter else { return false }
    return prefix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-._".contains($0)) }
  }
}
