/// Parses GS1 Digital Link URIs from UTF-8 bytes, following GS1's reference syntax engine
/// (`gs1_parseDLuri` in `dl.c`) check for check, so verdicts and messages match it.
struct DigitalLinkURIParser {
  let bytes: UnsafeBufferPointer<UInt8>
  let options: DigitalLink.Options

  private var path: [GS1Element] = []
  private var pathEntries: [GS1AIEntry] = []
  private var attributes: [GS1Element] = []
  private var attributeEntries: [GS1AIEntry] = []
  private var nonAIParameters: [DigitalLink.QueryParameter] = []
  private var scratch: [UInt8] = []

  init(bytes: UnsafeBufferPointer<UInt8>, options: DigitalLink.Options) {
    self.bytes = bytes
    self.options = options
  }

  /// Parses and validates the whole URI.
  mutating func parse() throws(DigitalLinkError) -> DigitalLink {
    let count = bytes.count
    let uriCharacters = GS1CharacterTables.uriCharacters
    for index in 0..<count where !uriCharacters[Int(bytes[index])] {
      throw .illegalCharacter(position: index)
    }
    let domainStart = try schemeLength()
    guard let pathStart = firstIndex(of: "/", in: domainStart..<count), pathStart > domainStart else {
      throw .missingDomainOrPath
    }
    for index in domainStart..<pathStart where GS1CharacterTables.badDomainCharacters[Int(bytes[index])] {
      throw .illegalDomainCharacter(position: index)
    }
    let end = firstIndex(of: "#", in: pathStart..<count) ?? count
    let queryMark = firstIndex(of: "?", in: pathStart..<end)
    let pathEnd = queryMark ?? end

    let keyStart = try findPrimaryKey(in: pathStart..<pathEnd)
    try parsePath(keyStart..<pathEnd)
    if let queryMark { try parseQuery((queryMark + 1)..<end) }
    try validateStructure()
    for (element, entry) in zip(path + attributes, pathEntries + attributeEntries) {
      try GS1ValueValidator.validateAll(ai: element.ai, entry: entry, value: element.value)
    }
    if options.validateAssociations {
      try GS1AssociationRules.validate(path + attributes, entries: pathEntries + attributeEntries)
    }
    return DigitalLink(
      primaryKey: path[0], qualifiers: Array(path.dropFirst()), attributes: attributes,
      nonAIParameters: nonAIParameters,
      stem: String(decoding: UnsafeBufferPointer(rebasing: bytes[..<keyStart]), as: UTF8.self))
  }

  // MARK: - Scheme, key search, path

  private func schemeLength() throws(DigitalLinkError) -> Int {
    if hasPrefix("https://") || hasPrefix("HTTPS://") { return 8 }
    if hasPrefix("http://") || hasPrefix("HTTP://") { return 7 }
    throw .invalidScheme
  }

  /// Walks `/AI/value` pairs from the right until an AI is a primary key; returns the offset of
  /// the `/` before that key. A segment that is not an AI ends the search.
  private func findPrimaryKey(in range: Range<Int>) throws(DigitalLinkError) -> Int {
    var cursor = range.upperBound
    while let valueSlash = lastIndex(of: "/", in: range.lowerBound..<cursor),
      let aiSlash = lastIndex(of: "/", in: range.lowerBound..<valueSlash)
    {
      guard let (_, entry) = resolvePathAI((aiSlash + 1)..<valueSlash) else { break }
      if entry.isPrimaryKey { return aiSlash }
      cursor = aiSlash
    }
    throw .noPrimaryKey
  }

  /// Resolves a path AI: digits, a convenience alpha (when permitted), or an unknown AI (when permitted).
  private func resolvePathAI(_ range: Range<Int>) -> (String, GS1AIEntry)? {
    let segment = UnsafeBufferPointer(rebasing: bytes[range])
    if options.permitConvenienceAlphas, (3...5).contains(segment.count), !(48...57).contains(segment[0]),
      let ai = DigitalLinkConvenienceAlphas.aiByAlpha[String(decoding: segment, as: UTF8.self)],
      let entry = GS1Dictionary.entry(for: ai)
    {
      return (ai, entry)
    }
    return resolveNumericAI(segment)
  }

  private func resolveNumericAI(_ segment: UnsafeBufferPointer<UInt8>) -> (String, GS1AIEntry)? {
    if let entry = GS1Dictionary.entry(digits: segment) { return (entry.ai, entry) }
    if options.permitUnknownAIs, let entry = GS1Dictionary.unknownEntry(digits: segment) { return (entry.ai, entry) }
    return nil
  }

  private mutating func parsePath(_ range: Range<Int>) throws(DigitalLinkError) {
    var position = range.lowerBound
    while position < range.upperBound {
      let aiStart = position + 1
      guard let aiEnd = firstIndex(of: "/", in: aiStart..<range.upperBound),
        let (ai, entry) = resolvePathAI(aiStart..<aiEnd)
      else { throw .noPrimaryKey }
      let valueEnd = firstIndex(of: "/", in: (aiEnd + 1)..<range.upperBound) ?? range.upperBound
      if aiEnd + 1 >= valueEnd { throw .emptyPathValue(ai: ai) }
      let value = try decodeValue(ai: ai, entry: entry, (aiEnd + 1)..<valueEnd, query: false)
      path.append(GS1Element(ai: ai, value: value))
      pathEntries.append(entry)
      position = valueEnd
    }
  }

  // MARK: - Query

  private mutating func parseQuery(_ range: Range<Int>) throws(DigitalLinkError) {
    var position = range.lowerBound
    while position < range.upperBound {
      if bytes[position] == UInt8(ascii: "&") {
        position += 1
        continue
      }
      let parameterEnd = firstIndex(of: "&", in: position..<range.upperBound) ?? range.upperBound
      defer { position = parameterEnd }
      guard let equals = firstIndex(of: "=", in: position..<parameterEnd) else {
        nonAIParameters.append(.init(name: decodedText(position..<parameterEnd), value: nil))
        continue
      }
      let name = UnsafeBufferPointer(rebasing: bytes[position..<equals])
      guard !name.isEmpty, name.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
        let value = decodedText((equals + 1)..<parameterEnd)
        nonAIParameters.append(.init(name: decodedText(position..<equals), value: value))
        continue
      }
      guard let (ai, entry) = resolveNumericAI(name) else {
        throw .unknownQueryAI(ai: String(decoding: name, as: UTF8.self))
      }
      if equals + 1 == parameterEnd { throw .emptyQueryValue(ai: ai) }
      let value = try decodeValue(ai: ai, entry: entry, (equals + 1)..<parameterEnd, query: true)
      attributes.append(GS1Element(ai: ai, value: value))
      attributeEntries.append(entry)
    }
  }

  // MARK: - Values

  /// Percent-decodes a value, pads a zero-suppressed GTIN when permitted, and applies GS1's early length check.
  private mutating func decodeValue(ai: String, entry: GS1AIEntry, _ range: Range<Int>, query: Bool)
    throws(DigitalLinkError) -> String
  {
    scratch.removeAll(keepingCapacity: true)
    do {
      try GS1PercentEncoding.decode(UnsafeBufferPointer(rebasing: bytes[range]), query: query, into: &scratch)
    } catch {
      throw query ? .nullInQueryValue(ai: ai) : .nullInPathValue(ai: ai)
    }
    if options.permitZeroSuppressedGTIN, ai == "01", [8, 12, 13].contains(scratch.count) {
      scratch.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: 14 - scratch.count), at: 0)
    }
    let value = scratch
    let result = value.withUnsafeBufferPointer { buffer in
      Result { () throws(DigitalLinkError) in
        try GS1ValueValidator.checkLength(ai: ai, entry: entry, length: buffer.count, value: buffer)
      }
    }
    try result.get()
    return String(decoding: value, as: UTF8.self)
  }

  private func decodedText(_ range: Range<Int>) -> String {
    let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    return GS1PercentEncoding.decode(raw, query: true) ?? raw
  }

  // MARK: - Structure

  /// The key-qualifier sequence, duplicates, data-attribute eligibility and "belongs in the path".
  private func validateStructure() throws(DigitalLinkError) {
    let pathAIs = path.map(\.ai)
    let sequences = pathEntries[0].qualifierSequences ?? []
    guard GS1Dictionary.qualifiers(pathAIs.dropFirst(), fitAnyOf: sequences) else {
      throw .invalidKeyQualifierSequence(path: pathAIs)
    }
    for (index, attribute) in attributes.enumerated() {
      if pathAIs.contains(attribute.ai) || attributes[..<index].contains(where: { $0.ai == attribute.ai }) {
        throw .duplicateAI(ai: attribute.ai)
      }
      let entry = attributeEntries[index]
      let eligible = entry.isUnknown ? options.unknownAIsAsDataAttributes : entry.dataAttribute
      if !eligible { throw .notDataAttribute(ai: attribute.ai) }
      // Could the attribute have been a qualifier at some position of the path?
      guard sequences.contains(where: { $0.contains(attribute.ai) }) else { continue }
      for position in 1...pathAIs.count {
        var trial = pathAIs
        trial.insert(attribute.ai, at: position)
        if GS1Dictionary.qualifiers(trial.dropFirst(), fitAnyOf: sequences) { throw .belongsInPath(ai: attribute.ai) }
      }
    }
  }

  // MARK: - Byte helpers

  private func hasPrefix(_ prefix: StaticString) -> Bool {
    let length = prefix.utf8CodeUnitCount
    guard bytes.count >= length else { return false }
    let expected = UnsafeBufferPointer(start: prefix.utf8Start, count: length)
    return bytes[..<length].elementsEqual(expected)
  }

  private func firstIndex(of character: Unicode.Scalar, in range: Range<Int>) -> Int? {
    let target = UInt8(ascii: character)
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] == target { return index }
      index += 1
    }
    return nil
  }

  private func lastIndex(of character: Unicode.Scalar, in range: Range<Int>) -> Int? {
    let target = UInt8(ascii: character)
    var index = range.upperBound
    while index > range.lowerBound {
      index -= 1
      if bytes[index] == target { return index }
    }
    return nil
  }
}

extension DigitalLink {
  /// Parses a GS1 Digital Link URI exactly as GS1's reference syntax engine does: scheme and domain
  /// rules, custom stems, the primary key found from the right, ordered key qualifiers, query data
  /// attributes, non-AI parameters (kept in ``nonAIParameters``), fragments ignored, percent-decoding,
  /// and full value validation from the GS1 Barcode Syntax Dictionary.
  ///
  /// - Throws: ``DigitalLinkError`` naming the AI and rule that failed.
  public init(_ uri: String, options: Options = .init()) throws(DigitalLinkError) {
    var text = uri
    let result = text.withUTF8 { bytes in
      Result { () throws(DigitalLinkError) in
        var parser = DigitalLinkURIParser(bytes: bytes, options: options)
        return try parser.parse()
      }
    }
    self = try result.get()
  }
}
