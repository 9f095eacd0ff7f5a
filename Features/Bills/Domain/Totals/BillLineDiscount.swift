import Foundation

/// A discount on a line before tax, as recorded on the invoice (CGST Act s.15(3)): a percentage of the
/// line amount or a fixed amount.
public enum BillLineDiscount: Sendable, Hashable, Codable {
  /// A percentage (0–100) of the line amount, rounded half up to the currency's minor unit.
  case percent(Decimal)
  /// A fixed amount in the document's currency.
  case amount(Decimal)
}
