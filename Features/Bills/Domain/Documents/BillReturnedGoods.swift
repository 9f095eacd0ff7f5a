import Foundation

/// What a credit note took back of one line of the document it credits: how much, and which serial
/// numbers.
public struct BillReturnedGoods: Sendable, Hashable, Codable {
  /// The credited document's line the goods were sold on.
  public var originalLineID: String
  /// How much came back, in that line's unit.
  public var quantity: Decimal
  /// The serial numbers that came back.
  public var serials: [String]

  /// Goods returned from the line `originalLineID`.
  public init(originalLineID: String, quantity: Decimal, serials: [String] = []) {
    self.originalLineID = originalLineID
    self.quantity = quantity
    self.serials = serials
  }
}
