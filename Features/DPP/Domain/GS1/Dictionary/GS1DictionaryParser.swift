/// Reads the GS1 Barcode Syntax Dictionary's text format into ``GS1AIEntry`` values.
///
/// Line syntax (see the dictionary's header): `AIs [Flags] Specification [Attributes…] [# Title]`,
/// where AIs is one AI or a range (`3100-3105`), Flags are characters such as `*` and `?`, each
/// specification component is `Type[,linter…]` (`N13,csum`, `X..20`, `[N3],iso3166`), and
/// attributes are `req=…`, `ex=…` and `dlpkey[=…]`.
enum GS1DictionaryParser {
  /// A line the parser could not read, with its 1-based line number.
  struct ParseError: Error, Hashable, CustomStringConvertible {
    let line: Int
    let reason: String

    var description: String { "GS1 syntax dictionary line \(line): \(reason)" }
  }

  /// Parses the whole dictionary; ranges of AIs are expanded to one entry per AI.
  static func entries(from text: String) throws(ParseError) -> [GS1AIEntry] {
    var entries: [GS1AIEntry] = []
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingTrailingWhitespace()
      guard !line.isEmpty, line.first != "#" else { continue }
      entries += try parseLine(line, number: offset + 1)
    }
    return entries
  }

  private static func parseLine(_ line: Substring, number: Int) throws(ParseError) -> [GS1AIEntry] {
    let body: Substring
    let title: String
    if let hash = line.firstIndex(of: "#") {
      body = line[..<hash]
      title = String(line[line.index(after: hash)...].trimmingLeadingWhitespace().trimmingTrailingWhitespace())
    } else {
      body = line
      title = ""
    }
    var tokens = body.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
    guard let ais = tokens.popFirst() else { throw ParseError(line: number, reason: "no AI") }
    var flags: Substring = ""
    if let next = tokens.first, !isComponent(next) {
      flags = next
      tokens.removeFirst()
    }
    var components: [GS1Component] = []
    var requires: [[[String]]] = []
    var excludes: [String] = []
    var qualifierSequences: [[String]]?
    var excludesFirst = false
    for token in tokens {
      if token == "dlpkey" {
        qualifierSequences = []
      } else if token.hasPrefix("dlpkey=") {
        qualifierSequences = token.dropFirst(7).split(separator: "|").map { $0.split(separator: ",").map(String.init) }
      } else if token.hasPrefix("req=") {
        requires.append(token.dropFirst(4).split(separator: ",").map { $0.split(separator: "+").map(String.init) })
      } else if token.hasPrefix("ex=") {
        if requires.isEmpty && excludes.isEmpty { excludesFirst = true }
        excludes += token.dropFirst(3).split(separator: ",").map(String.init)
      } else {
        components.append(try parseComponent(token, line: number))
      }
    }
    return try expand(ais, line: number).map { ai in
      GS1AIEntry(
        ai: ai, title: title, fixedLength: flags.contains("*"), dataAttribute: flags.contains("?"),
        components: components, requires: requires, excludes: excludes, qualifierSequences: qualifierSequences,
        excludesFirst: excludesFirst)
    }
  }

  private static func isComponent(_ token: Substring) -> Bool {
    let first = token.first == "[" ? token.dropFirst().first : token.first
    return first.map { "NXYZ".contains($0) } ?? false
  }

  /// `N13,csum`, `X..20`, `[N3],iso3166` → a component.
  private static func parseComponent(_ token: Substring, line: Int) throws(ParseError) -> GS1Component {
    let optional = token.first == "["
    let parts = token.filter { $0 != "[" && $0 != "]" }.split(separator: ",")
    guard let type = parts.first, let code = type.first else {
      throw ParseError(line: line, reason: "empty component in \"\(token)\"")
    }
    let characterSet: GS1CharacterSet
    switch code {
    case "N": characterSet = .numeric
    case "X": characterSet = .cset82
    case "Y": characterSet = .cset39
    case "Z": characterSet = .cset64
    default: throw ParseError(line: line, reason: "unknown character set \"\(code)\" in \"\(token)\"")
    }
    var lengthText = type.dropFirst()
    let variable = lengthText.hasPrefix("..")
    if variable { lengthText = lengthText.dropFirst(2) }
    guard let maximum = Int(lengthText), maximum > 0 else {
      throw ParseError(line: line, reason: "bad length in \"\(token)\"")
    }
    var linters: [GS1Linter] = []
    for name in parts.dropFirst() {
      guard let linter = GS1Linter(dictionaryName: name) else {
        throw ParseError(line: line, reason: "unknown linter \"\(name)\"")
      }
      linters.append(linter)
    }
    return GS1Component(characterSet, (variable ? 1 : maximum)...maximum, optional: optional, linters: linters)
  }

  /// `"3100-3105"` → the six AIs; `"01"` → `["01"]`.
  private static func expand(_ ais: Substring, line: Int) throws(ParseError) -> [String] {
    let bounds = ais.split(separator: "-")
    guard let first = bounds.first, bounds.count <= 2, let low = Int(first), first.allSatisfy(\.isASCIIDigit),
      let high = Int(bounds.last ?? first), low <= high
    else { throw ParseError(line: line, reason: "bad AI or AI range \"\(ais)\"") }
    let width = first.count
    return (low...high).map { number in
      let digits = String(number)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
  }
}

extension GS1Linter {
  /// The linter named `name` in the dictionary (`csumalpha`, `yymmd0`, …).
  init?(dictionaryName name: Substring) {
    switch name {
    case "csumalpha": self = .csumAlpha
    case "nozeroprefix": self = .noZeroPrefix
    case "pieceoftotal": self = .pieceOfTotal
    case "iso3166999": self = .iso3166Or999
    case "iso3166alpha2": self = .iso3166Alpha2
    case "importeridx": self = .importerIndex
    case "hasnondigit": self = .hasNonDigit
    case "posinseqslash": self = .positionInSequence
    case "packagetype": self = .packageType
    case "mediatype": self = .mediaType
    case "couponcode": self = .couponCode
    case "couponposoffer": self = .couponPositiveOffer
    case "yesno": self = .yesNo
    case "percentencoded": self = .pcenc
    default: self.init(rawValue: String(name))
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension Substring {
  fileprivate func trimmingTrailingWhitespace() -> Substring {
    var result = self
    while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
    return result
  }

  fileprivate func trimmingLeadingWhitespace() -> Substring {
    var result = self
    while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
    return result
  }
}
