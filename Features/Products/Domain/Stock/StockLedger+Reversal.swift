import Foundation
import SharedCore

extension StockLedger {
  /// The movements that take back what `posting`'s reference moved and nothing has moved back yet:
  /// per variant and batch, the same quantity (and serial numbers) the other way.
  func reversals(of posting: StockPosting, reason: String, at date: Date, timeZone: TimeZone) -> [StockMovement] {
    struct Key: Hashable {
      var variantID: String?
      var batch: String?
    }
    let kind = posting.kind.movementKind
    let reversal = posting.kind.reversal.movementKind
    var outstanding: [Key: Decimal] = [:]
    var serials: [Key: [String]] = [:]
    var order: [Key] = []
    for movement in movements
    where posting.reference.matches(movement.reference, on: CalendarDate(movement.occurredAt, in: timeZone)) {
      let key = Key(variantID: movement.variantId, batch: movement.batch)
      if movement.kind == kind {
        if outstanding[key] == nil { order.append(key) }
        outstanding[key, default: 0] += movement.quantity
        serials[key, default: []] += movement.serials
      } else if movement.kind == reversal {
        outstanding[key, default: 0] -= movement.quantity
        serials[key] = serials[key]?.filter { !movement.serials.contains($0) }
      }
    }
    return order.compactMap { key in
      guard let quantity = outstanding[key], quantity > 0 else { return nil }
      return StockMovement(
        id: "", productId: product.id, variantId: key.variantID, kind: reversal, quantity: quantity, batch: key.batch,
        serials: serials[key] ?? [], reason: reason, reference: posting.reference.text, occurredAt: date)
    }
  }
}
