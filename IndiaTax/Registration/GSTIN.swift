import SharedCore

/// A GST identification number: 15 characters whose last is a check character computed with GSTN's
/// base-36 algorithm. GSTN issues several kinds (``GSTINKind``), told apart by their structure:
///
/// | kind | characters 1–2 | 3–12 | 13 | 14 | 15 |
/// |---|---|---|---|---|---|
/// | regular | state | PAN | entity number | `Z` (or `1`–`9`, `A`, `B`, `E`–`J`) | check |
/// | TDS deductor | state | TAN (or PAN) | entity number | `D` | check |
/// | TCS (e-commerce operator) | state | PAN | entity number | `C` | check |
/// | government department | state | TAN-shaped identifier | digit | `Z` | check |
/// | UIN | state | year, country or body code, serial | `U` or `O` | `N` | check |
/// | non-resident taxable person | state | year, country code, serial | `N` | `R` | check |
/// | OIDAR | `99` | year, country code, serial | `O` | `S` | check |
///
/// Each part is checked and the first wrong one is named with its position, so a form can say what
/// to fix:
///
/// ```swift
/// let gstin = try GSTIN("27AAPFU0939F1ZV")
/// gstin.kind              // .regular
/// gstin.state.name        // "Maharashtra"
/// gstin.pan?.entityType   // .firm
/// try GSTIN("0717UNO00157UNO").kind   // .uniqueIdentity
/// try GSTIN("27AAPFU0939F1ZX")        // GSTINError.checkCharacter(expected: "V", found: "X")
/// try GSTIN("25AAPFU0939F1ZZ", on: CalendarDate("2026-06-01")!)
/// // GSTINError.stateCode: Daman and Diu merged into … (26) …
/// ```
///
/// Without a date the state code may be any a GSTIN has ever carried (so stored GSTINs of Daman and
/// Diu, 25, still read); with a date it must be one GSTINs carry on that day.
public struct GSTIN: Sendable, Hashable, Codable, CustomStringConvertible {
  /// How strictly the characters after the holder's number are verified.
  public enum CheckCharacterRule: Sendable, Hashable {
    /// The entity number, character 14 and the check character must be right (production).
    case verified
    /// Only the state code and characters 3–12 are verified: test GSTINs of the government's sandbox
    /// (such as `02AMBPG7773M002`) break the rules of the last three characters on purpose.
    case sandbox
  }

  /// Who a GSTIN is registered on: characters 3–12.
  public enum Holder: Sendable, Hashable {
    /// A PAN (regular, TCS, and TDS deductors registered on a PAN).
    case pan(PAN)
    /// A TAN (TDS deductors, government departments).
    case tan(TAN)
    /// The two-digit year of registration, a three-letter country (or UN body) code and a five-digit
    /// serial (UIN, non-resident and OIDAR registrations).
    case issued(year: String, country: String, serial: String)
  }

  /// The 15 characters, uppercase.
  public let value: String
  /// The kind of registration.
  public let kind: GSTINKind
  /// The state of registration (characters 1–2).
  public let state: GSTStateCode
  /// Who it is registered on (characters 3–12).
  public let holder: Holder

  /// The holder's PAN, when it is registered on one.
  public var pan: PAN? {
    if case .pan(let pan) = holder { pan } else { nil }
  }

  /// The holder's TAN, when it is registered on one.
  public var tan: TAN? {
    if case .tan(let tan) = holder { tan } else { nil }
  }

  /// The entity number of a registration on a PAN or TAN: the holder's registration count in the
  /// state (character 13, `1`–`9` then `A`–`Z`).
  public var entityNumber: Character? {
    kind.isRegisteredOnIndianTaxNumber ? Array(value)[12] : nil
  }

  /// Reads a GSTIN; lowercase letters and surrounding spaces are accepted.
  /// - Parameters:
  ///   - text: The GSTIN.
  ///   - date: When given, the state code must be one GSTINs carry on that day (a GSTIN entered
  ///     today, or one printed on a document of that date); otherwise any a GSTIN has ever carried.
  ///   - rule: How strictly the last characters are verified.
  /// - Throws: ``GSTINError`` naming the first part that is wrong and where.
  public init(_ text: String, on date: CalendarDate? = nil, checkCharacter rule: CheckCharacterRule = .verified)
    throws(GSTINError)
  {
    let value = text.trimmingWhitespace().uppercased()
    let characters = Array(value)
    guard characters.count == 15 else { throw .length(characters.count) }
    if let index = characters.firstIndex(where: { !$0.isASCIIDigit && !$0.isASCIIUppercaseLetter }) {
      throw .character(position: index + 1, found: characters[index], expected: .letterOrDigit)
    }
    let kind = Self.kind(of: characters)
    self.state = try Self.state(of: characters, kind: kind, on: date)
    self.holder = try Self.holder(of: characters, kind: kind)
    if rule == .verified { try Self.verifyTail(of: characters, kind: kind) }
    self.value = value
    self.kind = kind
  }

  /// The check character of the first 14 characters: each character's base-36 value, weighted 1
  /// and 2 alternately, its product's base-36 digits summed; the check makes the sum a multiple of 36.
  public static func checkCharacter(for first14: some Collection<Character>) -> Character {
    var sum = 0
    for (index, character) in first14.enumerated() {
      let value = alphabet.firstIndex(of: character) ?? 0
      let product = value * (index.isMultiple(of: 2) ? 1 : 2)
      sum += product / 36 + product % 36
    }
    return alphabet[(36 - sum % 36) % 36]
  }

  /// The 15 characters.
  public var description: String { value }

  /// Decodes the text form. Stored GSTINs were verified when entered; sandbox ones, and ones of
  /// states since merged, stay readable.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText { try GSTIN($0, checkCharacter: .sandbox) }
  }

  /// Encodes ``value``.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(value)
  }

  // MARK: - Structure

  private static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
  /// Character 14 of a regular registration (`C` and `D` mark TCS and TDS registrations).
  private static let regularFourteenth = Set("Z123456789ABEFGHIJ")

  /// The kind, from characters 13–14 and 7: it decides how the rest is read.
  private static func kind(of characters: [Character]) -> GSTINKind {
    switch (characters[12], characters[13]) {
    case ("N", "R"): .nonResident
    case ("U", "N"), ("O", "N"): .uniqueIdentity
    case ("O", "S"): .onlineServicesFromAbroad
    case (_, "D"): .taxDeductor
    case (_, "C"): .taxCollector
    default: characters[6].isASCIIDigit ? .governmentDepartment : .regular
    }
  }

  private static func state(of characters: [Character], kind: GSTINKind, on date: CalendarDate?)
    throws(GSTINError) -> GSTStateCode
  {
    for index in 0..<2 where !characters[index].isASCIIDigit {
      throw .character(position: index + 1, found: characters[index], expected: .digit)
    }
    let state: GSTStateCode
    do { state = try GSTStateCode.known(String(characters[0..<2])) } catch { throw .stateCode(error) }
    guard (kind == .onlineServicesFromAbroad) == (state.code == "99") else {
      throw .stateCodeNotForKind(state, kind)
    }
    guard state.isEverRegistrationState else { throw .stateCode(.notRegistrationState(state, on: nil)) }
    if let date, !state.isRegistrationState(on: date) {
      throw .stateCode(.notRegistrationState(state, on: date))
    }
    return state
  }

  private static func holder(of characters: [Character], kind: GSTINKind) throws(GSTINError) -> Holder {
    let number = String(characters[2..<12])
    switch kind {
    case .regular, .taxCollector:
      return .pan(try pan(number))
    case .taxDeductor:
      return characters[6].isASCIIDigit ? .tan(try tan(number)) : .pan(try pan(number))
    case .governmentDepartment:
      return .tan(try tan(number))
    case .uniqueIdentity, .nonResident, .onlineServicesFromAbroad:
      for index in 2..<12 {
        let wantsLetter = (4...6).contains(index)
        let character = characters[index]
        guard wantsLetter ? character.isASCIIUppercaseLetter : character.isASCIIDigit else {
          throw .character(position: index + 1, found: character, expected: wantsLetter ? .letter : .digit)
        }
      }
      return .issued(
        year: String(characters[2..<4]), country: String(characters[4..<7]), serial: String(characters[7..<12]))
    }
  }

  private static func pan(_ text: String) throws(GSTINError) -> PAN {
    do { return try PAN(text) } catch { throw .pan(error) }
  }

  private static func tan(_ text: String) throws(GSTINError) -> TAN {
    do { return try TAN(text) } catch { throw .tan(error) }
  }

  /// Characters 13–15: the entity number, character 14 and the check character.
  private static func verifyTail(of characters: [Character], kind: GSTINKind) throws(GSTINError) {
    switch kind {
    case .regular, .taxDeductor, .taxCollector:
      guard characters[12] != "0" else { throw .entityNumber(characters[12]) }
    case .governmentDepartment:
      guard characters[12].isASCIIDigit else {
        throw .character(position: 13, found: characters[12], expected: .digit)
      }
    case .uniqueIdentity, .nonResident, .onlineServicesFromAbroad:
      break
    }
    switch kind {
    case .regular: guard regularFourteenth.contains(characters[13]) else { throw .fourteenthCharacter(characters[13]) }
    case .governmentDepartment: guard characters[13] == "Z" else { throw .fourteenthCharacter(characters[13]) }
    default: break
    }
    let expected = checkCharacter(for: characters[0..<14])
    guard characters[14] == expected else { throw .checkCharacter(expected: expected, found: characters[14]) }
  }
}
