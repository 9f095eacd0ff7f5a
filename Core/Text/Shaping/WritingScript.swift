/// A writing system whose text a shaper lays out by its own rules (ISO 15924).
///
/// The Indian scripts of the Eighth Schedule that shops print in, and the Latin, Greek and Cyrillic
/// alphabets. ``of(_:)`` tells a character's script from its Unicode block; digits, spaces,
/// punctuation, symbols and joiners belong to no script and take their neighbours' (see ``runs(in:)``).
public enum WritingScript: String, Sendable, Hashable, CaseIterable, Codable {
  case latin = "Latn"
  case greek = "Grek"
  case cyrillic = "Cyrl"
  /// Hindi, Marathi, Nepali, Sanskrit, Konkani, Maithili, Dogri, Bodo.
  case devanagari = "Deva"
  /// Bengali, Assamese, Manipuri.
  case bengali = "Beng"
  /// Punjabi.
  case gurmukhi = "Guru"
  case gujarati = "Gujr"
  /// Odia.
  case oriya = "Orya"
  case tamil = "Taml"
  case telugu = "Telu"
  case kannada = "Knda"
  case malayalam = "Mlym"

  /// The four-letter ISO 15924 code, as HarfBuzz and OpenType expect it (`"Deva"`).
  public var iso15924Code: String { rawValue }

  /// The language a shaper assumes for the script when none is given (BCP 47).
  public var defaultLanguage: String {
    switch self {
    case .latin: "en"
    case .greek: "el"
    case .cyrillic: "ru"
    case .devanagari: "hi"
    case .bengali: "bn"
    case .gurmukhi: "pa"
    case .gujarati: "gu"
    case .oriya: "or"
    case .tamil: "ta"
    case .telugu: "te"
    case .kannada: "kn"
    case .malayalam: "ml"
    }
  }

  /// Whether the script needs a shaper to be drawn correctly (conjuncts, reordering, marks).
  public var needsShaping: Bool {
    switch self {
    case .latin, .greek, .cyrillic: false
    default: true
    }
  }

  /// The script `scalar` is written in, or `nil` for a character shared by all scripts (digits,
  /// spaces, punctuation, symbols, the dandas, joiners, combining accents) or of a script not listed.
  public static func of(_ scalar: Unicode.Scalar) -> WritingScript? {
    switch scalar.value {
    case 0x0964, 0x0965: nil  // danda and double danda: shared by the Indian scripts
    case 0x0900...0x097F, 0xA8E0...0xA8FF, 0x1CD0...0x1CFF: .devanagari
    case 0x0980...0x09FF: .bengali
    case 0x0A00...0x0A7F: .gurmukhi
    case 0x0A80...0x0AFF: .gujarati
    case 0x0B00...0x0B7F: .oriya
    case 0x0B80...0x0BFF, 0x11FC0...0x11FFF: .tamil
    case 0x0C00...0x0C7F: .telugu
    case 0x0C80...0x0CFF: .kannada
    case 0x0D00...0x0D7F: .malayalam
    case 0x0041...0x005A, 0x0061...0x007A, 0x00AA, 0x00BA, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x024F,
      0x1E00...0x1EFF:
      .latin
    case 0x0370...0x0373, 0x0376...0x03FF, 0x1F00...0x1FFF: .greek
    case 0x0400...0x052F: .cyrillic
    default: nil
    }
  }

  /// `text` cut into runs of one script each, in logical order, covering every character.
  ///
  /// A character of no script joins the run before it (a space or digit after Hindi words stays
  /// Devanagari, so the shaper sees whole words); leading ones join the first run with a script,
  /// and text with no script at all is one Latin run.
  public static func runs(in text: String) -> [WritingScriptRun] {
    var runs: [WritingScriptRun] = []
    var current: WritingScript?
    var start = 0
    var index = 0
    for scalar in text.unicodeScalars {
      if let script = of(scalar), script != current {
        if let current, index > start {
          runs.append(WritingScriptRun(script: current, scalars: start..<index))
          start = index
        }
        current = script
      }
      index += 1
    }
    if index > start || runs.isEmpty {
      runs.append(WritingScriptRun(script: current ?? .latin, scalars: start..<index))
    }
    return runs
  }
}
