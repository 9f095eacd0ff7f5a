import Foundation
import SharedCore

/// One entry of the transaction or points history.
public struct LoyaltyHistoryEntry: Sendable, Hashable, Codable {
  /// When it happened.
  public var date: Date?
  /// What it was (`Fuel`, `Coupon redeemed`).
  public var description: String
  /// Points earned (positive) or spent (negative).
  public var points: Int
  /// The amount paid, for transactions.
  public var amount: Decimal?

  /// Reads a transaction (`transaction_date`, `product`) or points entry (`entry_date`, `description`).
  public init(platform value: JSONValue, path: String = "entry") throws(WarplyError) {
    let object = try LoyaltyJSONObject(value, path: path)
    date = object.date("transaction_date") ?? object.date("entry_date")
    description = object.string("product") ?? object.string("description") ?? ""
    points = object.int("points") ?? 0
    amount = object.decimal("amount")
  }

  /// `entries` newest first; entries without a date go last, in their original order.
  public static func newestFirst(_ entries: [LoyaltyHistoryEntry]) -> [LoyaltyHistoryEntry] {
    entries.enumerated().sorted { left, right in
      switch (left.element.date, right.element.date) {
      case (let l?, let r?): l != r ? l > r : left.offset < right.offset
      case (.some, .none): true
      case (.none, .some): false
      case (.none, .none): left.offset < right.offset
      }
    }.map(\.element)
  }
}
