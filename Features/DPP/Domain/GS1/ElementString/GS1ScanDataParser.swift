/// Reads raw GS1 scan data: symbology identifier, then AIs and values separated by GS (FNC1).
enum GS1ScanDataParser {
  /// Symbology identifiers (ISO/IEC 15424) whose data is a GS1 AI element string.
  static let aiDataSymbologies: Set<String> = ["]C1", "]e0", "]d2", "]Q3", "]J1"]

  static func parse(_ bytes: [UInt8], options: DigitalLink.Options) throws(DigitalLinkError)
    -> (elements: [(GS1Element, GS1AIEntry)], symbologyIdentifier: String?)
  {
    var start = 0
    var identifier: String?
    if bytes.first == UInt8(ascii: "]") {
      guard bytes.count >= 3 else { throw .unsupportedSymbology(identifier: String(decoding: bytes, as: UTF8.self)) }
      let symbology = String(decoding: bytes[0..<3], as: UTF8.self)
      identifier = symbology
      start = 3
      if symbology == "]E0" || symbology == "]E4" {
        return (try eanAsGTIN(Array(bytes[3...]), padding: symbology == "]E0" ? 1 : 6), symbology)
      }
      guard aiDataSymbologies.contains(symbology) else { throw .unsupportedSymbology(identifier: symbology) }
    }
    return (try parseAIData(bytes, from: start, options: options), identifier)
  }

  private static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x1D || byte == UInt8(ascii: "^") }

  private static func parseAIData(_ bytes: [UInt8], from start: Int, options: DigitalLink.Options)
    throws(DigitalLinkError) -> [(GS1Element, GS1AIEntry)]
  {
    var result: [(GS1Element, GS1AIEntry)] = []
    var position = start
    while position < bytes.count {
      if isSeparator(bytes[position]) {
        position += 1
        continue
      }
      guard let (ai, entry) = aiPrefix(of: bytes, at: position, options: options) else {
        throw .noAIPrefix(position: position)
      }
      position += ai.utf8.count
      var end = position
      let limit = entry.fixedLength ? min(bytes.count, position + entry.maximumLength) : bytes.count
      while end < limit, !isSeparator(bytes[end]) { end += 1 }
      let value = Array(bytes[position..<end])
      guard !value.isEmpty else { throw .valueTooShort(ai: ai) }
      try GS1BracketedParser.checkLength(ai: ai, entry: entry, value)
      result.append((GS1Element(ai: ai, value: String(decoding: value, as: UTF8.self)), entry))
      position = end
    }
    return result
  }

  /// The AI that prefixes the data at `position` (AIs sharing two leading digits share a length).
  private static func aiPrefix(of bytes: [UInt8], at position: Int, options: DigitalLink.Options)
    -> (String, GS1AIEntry)?
  {
    for length in 2...4 where position + length <= bytes.count {
      let candidate = String(decoding: bytes[position..<(position + length)], as: UTF8.self)
      if let entry = GS1Dictionary.entry(for: candidate) { return (candidate, entry) }
    }
    if options.permitUnknownAIs {
      for length in 2...4 where position + length <= bytes.count {
        let candidate = String(decoding: bytes[position..<(position + length)], as: UTF8.self)
        // Unknown AIs are only readable when known AIs fix the AI length for their first two digits.
        if GS1Dictionary.aiLength(forPrefixOf: candidate) == length,
          let entry = DigitalLink.unknownEntry(candidate, options)
        {
          return (candidate, entry)
        }
      }
    }
    return nil
  }

  /// EAN-13 / EAN-8 data (`]E0`, `]E4`) as AI (01), left-padded to 14 digits.
  private static func eanAsGTIN(_ digits: [UInt8], padding: Int) throws(DigitalLinkError)
    -> [(GS1Element, GS1AIEntry)]
  {
    guard let entry = GS1Dictionary.entry(for: "01") else { return [] }
    let value = String(repeating: "0", count: padding) + String(decoding: digits, as: UTF8.self)
    try GS1BracketedParser.checkLength(ai: "01", entry: entry, Array(value.utf8))
    return [(GS1Element(ai: "01", value: value), entry)]
  }
}
