extension DigitalLink {
  /// Assembles a Digital Link from GS1 elements (e.g. decoded from a barcode) as GS1's engine does when
  /// generating a URI: the first AI that is a primary key becomes the key, the qualifier sequence with
  /// the most AIs present is hoisted into the path, and every other element becomes a data attribute.
  ///
  /// Values, `req=`/`ex=` rules and data-attribute eligibility are validated. Repeated AIs with equal
  /// values are merged.
  /// - Throws: ``DigitalLinkError/noPrimaryKeyForURI`` without a key, or the first validation failure.
  public init(
    elements input: [GS1Element], nonAIParameters: [QueryParameter] = [], stem: String = DigitalLink.canonicalStem,
    options: Options = .init()
  ) throws(DigitalLinkError) {
    var elements: [GS1Element] = []
    var entries: [GS1AIEntry] = []
    for element in input {
      if let earlier = elements.first(where: { $0.ai == element.ai }) {
        if earlier.value != element.value { throw .duplicateAI(ai: element.ai) }
        continue
      }
      guard let entry = GS1Dictionary.entry(for: element.ai) ?? Self.unknownEntry(element.ai, options) else {
        throw .unknownAI(ai: element.ai)
      }
      try GS1ValueValidator.validateAll(ai: element.ai, entry: entry, value: element.value)
      elements.append(element)
      entries.append(entry)
    }
    guard let keyIndex = entries.firstIndex(where: \.isPrimaryKey), let sequences = entries[keyIndex].qualifierSequences
    else { throw .noPrimaryKeyForURI }
    let present = Set(elements.map(\.ai))
    let best = sequences.max { lhs, rhs in
      lhs.filter(present.contains).count < rhs.filter(present.contains).count
    }
    let chosen = sequences.first { $0.filter(present.contains).count == best?.filter(present.contains).count } ?? []
    let qualifiers = chosen.compactMap { ai in elements.first { $0.ai == ai } }
    let pathAIs = Set([elements[keyIndex].ai] + qualifiers.map(\.ai))
    var attributes: [GS1Element] = []
    for (element, entry) in zip(elements, entries) where !pathAIs.contains(element.ai) {
      let eligible = entry.isUnknown ? options.unknownAIsAsDataAttributes : entry.dataAttribute
      if !eligible { throw .notDataAttribute(ai: element.ai) }
      attributes.append(element)
    }
    if options.validateAssociations { try GS1AssociationRules.validate(elements, entries: entries) }
    self.init(
      primaryKey: elements[keyIndex], qualifiers: qualifiers, attributes: attributes,
      nonAIParameters: nonAIParameters, stem: stem)
  }

  /// Parses a GS1 element string — bracketed (`(01)…(21)…`) or raw scanner data with an optional
  /// symbology identifier (`]d2`, `]Q3`, `]C1`, `]e0`, `]J1`, `]E0`, `]E4`) and GS (0x1D) separators —
  /// and assembles the Digital Link, validated as ``init(elements:nonAIParameters:stem:options:)``.
  public init(elementString: String, options: Options = .init()) throws(DigitalLinkError) {
    let parsed = try GS1ElementString(elementString, options: options)
    try self.init(elements: parsed.elements, options: options)
  }

  /// The elements as a ``GS1ElementString`` (path first, then attributes).
  public var gs1ElementString: GS1ElementString { GS1ElementString(validatedElements: elements) }

  static func unknownEntry(_ ai: String, _ options: Options) -> GS1AIEntry? {
    guard options.permitUnknownAIs else { return nil }
    var bytes = Array(ai.utf8)
    return bytes.withUnsafeMutableBufferPointer { GS1Dictionary.unknownEntry(digits: UnsafeBufferPointer($0)) }
  }
}
