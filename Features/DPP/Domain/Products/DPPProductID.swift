import SharedCore

/// A TraceWise product id: `gtin:serial` for a serialised unit, or a bare GTIN for a product class.
///
/// Parsing checks the GTIN (14 digits, GS1 mod-10 check digit) and the serial (1–20 characters of
/// GS1 AI 21's character set 82, no `:`), so a malformed id fails locally with a
/// ``DPPProductIDError`` instead of reaching the server.
public struct DPPProductID: Sendable, Hashable, CustomStringConvertible {
  /// The GTIN-14.
  public let gtin: String
  /// The serial number, if the id names one unit.
  public let serial: String?

  /// Creates an id from its parts without validation (for values that came from the server).
  public init(gtin: String, serial: String? = nil) {
    self.gtin = gtin
    self.serial = serial.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Parses `gtin:serial` or `gtin`.
  /// - Throws: ``DPPProductIDError`` naming the part that is wrong.
  public init(parsing text: String) throws(DPPProductIDError) {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let gtin = String(parts[0])
    guard !gtin.isEmpty else { throw .emptyGTIN }
    guard gtin.utf8.count == 14, gtin.utf8.allSatisfy({ (48...57).contains($0) }) else {
      throw .malformedGTIN(gtin)
    }
    guard GS1CheckDigit.isValidMod10(gtin) else { throw .checkDigit(gtin) }
    var serial: String?
    if parts.count == 2 {
      let value = String(parts[1])
      guard !value.isEmpty else { throw .emptySerial }
      guard value.utf8.count <= 20, value.utf8.allSatisfy(Self.isSerialByte) else {
        throw .malformedSerial(value)
      }
      serial = value
    }
    self.init(gtin: gtin, serial: serial)
  }

  /// `gtin:serial`, or the GTIN alone.
  public var description: String {
    serial.map { "\(gtin):\($0)" } ?? gtin
  }

  /// GS1 character set 82 (GS1 General Specifications §7.11), minus `:`, the id separator.
  private static func isSerialByte(_ byte: UInt8) -> Bool {
    byte != UInt8(ascii: ":") && GS1CharacterTables.cset82Value[Int(byte)] >= 0
  }
}
