import Foundation
import SharedCore

/// The tax classification printed on a GST invoice line: an HSN code for goods (4, 6 or 8 digits) or a
/// SAC code for services (6 digits starting with `99`).
public struct ProductTaxCode: Sendable, Hashable, Codable, CustomStringConvertible {
  /// What the code classifies.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// Harmonized System of Nomenclature: goods.
    case hsn
    /// Services Accounting Code: services.
    case sac
  }

  /// The digits.
  public let code: String

  /// Whether the code is an HSN (goods) or a SAC (services) code.
  public var kind: Kind { code.hasPrefix("99") ? .sac : .hsn }

  /// Reads `text`.
  /// - Throws: ``ProductTaxCodeError``: not digits, an HSN code that is not 4, 6 or 8 digits, a SAC
  ///   code (starting `99`) that is not 6 digits.
  public init(_ text: String) throws(ProductTaxCodeError) {
    let code = text.trimmingWhitespace()
    guard !code.isEmpty, code.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
      throw .notDigits(text)
    }
    if code.hasPrefix("99") {
      guard code.utf8.count == 6 else { throw .sacLength(code) }
    } else {
      guard [4, 6, 8].contains(code.utf8.count) else { throw .hsnLength(code) }
    }
    self.code = code
  }

  /// The digits.
  public var description: String { code }

  /// Decodes the digits.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText { try ProductTaxCode($0) }
  }

  /// Encodes the digits.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(code)
  }
}
