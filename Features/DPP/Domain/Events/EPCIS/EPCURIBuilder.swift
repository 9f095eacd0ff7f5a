// Builds the constrained GS1 Digital Link URIs that CBV 2.0 allows as EPCIS object identifiers.
//
// CBV 2.0 §8 constrains them: the `https://id.gs1.org` stem, the GTIN as 14 digits, then a lot (AI 10)
// **or** a serial (AI 21), and no query string. Validation (check digit, lengths, character set 82)
// and escaping come from `DigitalLink`, so EPCIS identifiers follow exactly the GS1 rules scans do.

/// Why an identifier could not become a constrained Digital Link URI.
public enum EPCURIError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Neither a lot nor a serial was given.
  case missingLotOrSerial
  /// Both a lot and a serial were given; CBV 2.0 allows one of them.
  case bothLotAndSerial
  /// The GTIN, lot or serial breaks a GS1 rule (check digit, length, character set); see the cause.
  case invalidElement(DigitalLinkError)

  /// A one-line explanation naming the AI and what is wrong.
  public var description: String {
    switch self {
    case .missingLotOrSerial: "a lot (10) or a serial (21) is required"
    case .bothLotAndSerial: "give a lot (10) or a serial (21), not both"
    case .invalidElement(let cause): cause.ai.map { "(\($0)) " + cause.message } ?? cause.message
    }
  }
}

/// The constrained Digital Link URI for a serialised or lot-level trade item:
/// `https://id.gs1.org/01/{gtin14}/21/{serial}` or `https://id.gs1.org/01/{gtin14}/10/{lot}`.
///
/// - Throws: ``EPCURIError`` naming the AI and the GS1 rule it breaks.
func constrainedDigitalLinkURI(gtin: String, lot: String?, serial: String?) throws(EPCURIError) -> String {
  let qualifier: GS1Element
  switch (lot, serial) {
  case (nil, nil): throw .missingLotOrSerial
  case (.some, .some): throw .bothLotAndSerial
  case (.some(let lot), nil): qualifier = GS1Element(ai: "10", value: lot)
  case (nil, .some(let serial)): qualifier = GS1Element(ai: "21", value: serial)
  }
  do {
    return try DigitalLink(elements: [GS1Element(ai: "01", value: gtin), qualifier]).epcURI
  } catch {
    throw .invalidElement(error)
  }
}
