/// A validated sequence of GS1 elements, read from bracketed text (`(01)…(10)…`) or from raw
/// scanner data (FNC1 transmitted as GS, 0x1D, optionally behind a symbology identifier).
///
/// Values are validated against the GS1 Barcode Syntax Dictionary exactly as ``DigitalLink`` does:
/// lengths, character sets, check digits, dates and other linters, then `req=`/`ex=` rules.
public struct GS1ElementString: Sendable, Hashable {
  /// The elements in their original order.
  public let elements: [GS1Element]
  /// The symbology identifier the scan data started with (`]d2`), if any.
  public let symbologyIdentifier: String?

  /// ASCII GS (group separator), which scanners transmit for FNC1.
  public static let groupSeparator: Character = "\u{1D}"

  /// Parses bracketed text when `text` starts with `(`, otherwise raw scan data.
  public init(_ text: String, options: DigitalLink.Options = .init()) throws(DigitalLinkError) {
    if text.hasPrefix("(") {
      try self.init(bracketed: text, options: options)
    } else {
      try self.init(scanData: text, options: options)
    }
  }

  /// Parses GS1 bracketed syntax, e.g. `(01)09520123456788(10)ABC1`; a literal `(` in a value is written `\(`.
  public init(bracketed text: String, options: DigitalLink.Options = .init()) throws(DigitalLinkError) {
    let parsed = try GS1BracketedParser.parse(Array(text.utf8), options: options)
    try self.init(parsed, symbologyIdentifier: nil, options: options)
  }

  /// Parses raw scan data: an optional symbology identifier (`]C1` GS1-128, `]e0` GS1 DataBar,
  /// `]d2` GS1 DataMatrix, `]Q3` GS1 QR Code, `]J1` GS1 DotCode; `]E0` EAN-13 and `]E4` EAN-8 become
  /// a GTIN-14), then AIs and values with GS (or `^`) after each variable-length value.
  public init(scanData text: String, options: DigitalLink.Options = .init()) throws(DigitalLinkError) {
    let scanned = try GS1ScanDataParser.parse(Array(text.utf8), options: options)
    try self.init(scanned.elements, symbologyIdentifier: scanned.symbologyIdentifier, options: options)
  }

  init(validatedElements: [GS1Element]) {
    elements = validatedElements
    symbologyIdentifier = nil
  }

  private init(_ parsed: [(GS1Element, GS1AIEntry)], symbologyIdentifier: String?, options: DigitalLink.Options)
    throws(DigitalLinkError)
  {
    guard !parsed.isEmpty else { throw .emptyElementString }
    for (index, (element, _)) in parsed.enumerated() {
      let differing = parsed[..<index].contains { $0.0.ai == element.ai && $0.0.value != element.value }
      if differing { throw .duplicateAI(ai: element.ai) }
    }
    for (element, entry) in parsed {
      try GS1ValueValidator.validateAll(ai: element.ai, entry: entry, value: element.value)
    }
    if options.validateAssociations {
      try GS1AssociationRules.validate(parsed.map(\.0), entries: parsed.map(\.1))
    }
    elements = parsed.map(\.0)
    self.symbologyIdentifier = symbologyIdentifier
  }

  /// The bracketed form, e.g. `(01)09520123456788(10)ABC1`.
  public var bracketed: String { elements.map(\.bracketed).joined() }

  /// Raw scan data as a GS1 DataMatrix/QR reader would transmit it: the symbology identifier, then
  /// each AI and value, with GS after every variable-length value except the last.
  public func scanData(symbologyIdentifier identifier: String = "]d2") -> String {
    var text = identifier
    for (index, element) in elements.enumerated() {
      text += element.ai + element.value
      let fixed = GS1Dictionary.entry(for: element.ai)?.fixedLength ?? false
      if !fixed && index < elements.count - 1 { text.append(Self.groupSeparator) }
    }
    return text
  }

  /// The value of `ai`, if present.
  public func value(for ai: String) -> String? { elements.first { $0.ai == ai }?.value }
}
