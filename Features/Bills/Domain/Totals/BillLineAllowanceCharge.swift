import Foundation

/// An allowance (reducing) or charge (increasing) on one line (EN 16931 BG-27 / BG-28).
public struct BillLineAllowanceCharge: Sendable, Hashable, Codable {
  /// Whether this is a charge (BT-141) rather than an allowance (BT-136).
  public var isCharge: Bool
  /// The amount, zero or more, in the document's currency, at most its minor-unit digits.
  public var amount: Decimal
  /// Why (BT-139 / BT-144).
  public var reason: String?

  /// An allowance or charge.
  public init(isCharge: Bool, amount: Decimal, reason: String? = nil) {
    self.isCharge = isCharge
    self.amount = amount
    self.reason = reason
  }

  /// An allowance of `amount`.
  public static func allowance(_ amount: Decimal, reason: String? = nil) -> BillLineAllowanceCharge {
    BillLineAllowanceCharge(isCharge: false, amount: amount, reason: reason)
  }

  /// A charge of `amount`.
  public static func charge(_ amount: Decimal, reason: String? = nil) -> BillLineAllowanceCharge {
    BillLineAllowanceCharge(isCharge: true, amount: amount, reason: reason)
  }
}
