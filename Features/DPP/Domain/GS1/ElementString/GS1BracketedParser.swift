/// Reads GS1 bracketed element strings (`(AI)value(AI)value…`).
enum GS1BracketedParser {
  static func parse(_ bytes: [UInt8], options: DigitalLink.Options) throws(DigitalLinkError)
    -> [(GS1Element, GS1AIEntry)]
  {
    var result: [(GS1Element, GS1AIEntry)] = []
    var position = 0
    while position < bytes.count {
      guard bytes[position] == UInt8(ascii: "("),
        let close = bytes[(position + 1)...].firstIndex(of: UInt8(ascii: ")"))
      else { throw .malformedElementString(position: position) }
      let ai = String(decoding: bytes[(position + 1)..<close], as: UTF8.self)
      guard let entry = GS1Dictionary.entry(for: ai) ?? DigitalLink.unknownEntry(ai, options) else {
        throw .unknownAI(ai: ai)
      }
      var value: [UInt8] = []
      position = close + 1
      while position < bytes.count, bytes[position] != UInt8(ascii: "(") {
        if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "(") {
          position += 1
        }
        value.append(bytes[position])
        position += 1
      }
      guard !value.isEmpty else { throw .malformedElementString(position: close + 1) }
      try checkLength(ai: ai, entry: entry, value)
      result.append((GS1Element(ai: ai, value: String(decoding: value, as: UTF8.self)), entry))
    }
    return result
  }

  static func checkLength(ai: String, entry: GS1AIEntry, _ value: [UInt8]) throws(DigitalLinkError) {
    let result = value.withUnsafeBufferPointer { buffer in
      Result { () throws(DigitalLinkError) in
        try GS1ValueValidator.checkLength(ai: ai, entry: entry, length: buffer.count, value: buffer)
      }
    }
    try result.get()
  }
}
