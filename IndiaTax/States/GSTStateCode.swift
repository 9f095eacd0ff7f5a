import SharedCore

/// A GST state code: the first two digits of a GSTIN, the state of an address on an invoice and the
/// code of a place of supply (`"27"` Maharashtra, `"96"` other countries).
///
/// Codes change with the map, so the questions to ask depend on a date:
///
/// - ``init(_:)`` accepts every code GST's state master has ever had, `25`, `28`, `96` and `99`
///   included: the codes a stored record or an old document may carry. Use it to read data back.
/// - ``placeOfSupply(_:on:)`` accepts the codes that are places of supply on a date: the states and
///   union territories of that day, `97` (other territory) and `96` (other countries).
/// - ``registrationState(_:on:)`` accepts the codes GSTINs carry on a date: the states and union
///   territories of that day, `97`, and `99` (Centre jurisdiction).
///
/// ```swift
/// let today = CalendarDate("2026-06-01")!
/// try GSTStateCode.placeOfSupply("27", on: today).name   // "Maharashtra"
/// try GSTStateCode.placeOfSupply("25", on: today)
/// // GSTStateCodeError: Daman and Diu merged into … (26) on 26 Jan 2020; …
/// GSTStateCode("25")?.isPlaceOfSupply(on: CalendarDate("2019-12-31")!)   // true
/// GSTStateCode("+1")                                                      // nil: not two digits
/// ```
public struct GSTStateCode: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The two digits.
  public let code: String

  /// The code, if it is two ASCII digits that GST's state master has ever had.
  public init?(_ code: String) {
    guard Self.isTwoDigits(code), GSTStateEntry.master[code] != nil else { return nil }
    self.code = code
  }

  /// The code of a place of supply on `date`.
  /// - Throws: ``GSTStateCodeError`` when `text` is not two digits, is no code, or is not a place of
  ///   supply on `date` (saying why and which code replaced it).
  public static func placeOfSupply(_ text: String, on date: CalendarDate) throws(GSTStateCodeError) -> GSTStateCode {
    let state = try known(text)
    guard state.isPlaceOfSupply(on: date) else { throw .notPlaceOfSupply(state, on: date) }
    return state
  }

  /// The code of a state of registration (a GSTIN's first two digits) on `date`.
  /// - Throws: ``GSTStateCodeError`` when `text` is not two digits, is no code, or no GSTIN carries it
  ///   on `date`.
  public static func registrationState(_ text: String, on date: CalendarDate) throws(GSTStateCodeError)
    -> GSTStateCode
  {
    let state = try known(text)
    guard state.isRegistrationState(on: date) else { throw .notRegistrationState(state, on: date) }
    return state
  }

  /// A code of the master, whatever its dates.
  /// - Throws: ``GSTStateCodeError/notTwoDigits(_:)`` or ``GSTStateCodeError/unknown(_:)``.
  public static func known(_ text: String) throws(GSTStateCodeError) -> GSTStateCode {
    guard isTwoDigits(text) else { throw .notTwoDigits(text) }
    guard let state = GSTStateCode(text) else { throw .unknown(text) }
    return state
  }

  /// Whether it is a place of supply on `date`.
  public func isPlaceOfSupply(on date: CalendarDate) -> Bool { entry.placeOfSupply?.contains(date) ?? false }

  /// Whether GSTINs carry it on `date`.
  public func isRegistrationState(on date: CalendarDate) -> Bool { entry.registrations?.contains(date) ?? false }

  /// Whether any GSTIN has ever carried it (`25` has; `28` and `96` never have).
  public var isEverRegistrationState: Bool { entry.registrations != nil }

  /// The first day it is a place of supply, if it ever is.
  public var placeOfSupplyFrom: CalendarDate? { entry.placeOfSupply?.from }

  /// The last day it is a place of supply, if it has stopped being one.
  public var placeOfSupplyUntil: CalendarDate? { entry.placeOfSupply?.until }

  /// The code that took its place (`26` for `25`, `37` for `28`).
  public var successor: GSTStateCode? { entry.successor.flatMap(GSTStateCode.init) }

  /// Its name today, or when it was last in force.
  public var name: String { entry.names.last?.name ?? code }

  /// Its name on `date` (`26` was Dadra and Nagar Haveli until the merger of 26 Jan 2020).
  public func name(on date: CalendarDate) -> String { entry.name(on: date) }

  /// What it stands for on `date` (Jammu and Kashmir was a state until 30 Oct 2019).
  public func kind(on date: CalendarDate) -> GSTStateKind { entry.kind(on: date) }

  /// Every code of the master, in order.
  public static let all: [GSTStateCode] = GSTStateEntry.master.keys.sorted().compactMap(GSTStateCode.init)

  /// The places of supply on `date`, in order.
  public static func placesOfSupply(on date: CalendarDate) -> [GSTStateCode] {
    all.filter { $0.isPlaceOfSupply(on: date) }
  }

  /// `27 Maharashtra`.
  public var description: String { "\(code) \(name)" }

  /// Orders by code.
  public static func < (lhs: GSTStateCode, rhs: GSTStateCode) -> Bool { lhs.code < rhs.code }

  /// Decodes the two digits: any code of the master, so records written under earlier maps still load.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText { try GSTStateCode.known($0) }
  }

  /// Encodes the two digits.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(code)
  }

  var entry: GSTStateEntry {
    // Every value is built from a code of the master.
    GSTStateEntry.master[code] ?? GSTStateEntry(code, code)
  }

  private static func isTwoDigits(_ text: String) -> Bool {
    text.utf8.count == 2 && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }
}
