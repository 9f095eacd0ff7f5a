import Foundation
import SharedCore

/// Hands out a rounded document-level amount (a tax head of one rate) to its lines one at a time,
/// carrying each line's rounding error to the next and giving the last line the remainder, so that the
/// shares add up to the document amount exactly.
struct BillRoundingShare {
  /// The rounded document-level amount.
  let total: Decimal
  /// How many shares are still to be handed out.
  private var remaining: Int
  /// The rounding error carried so far.
  private var carry: Decimal = 0
  /// What has been handed out.
  private var assigned: Decimal = 0

  init(total: Decimal, count: Int) {
    self.total = total
    self.remaining = count
  }

  /// The next line's share of the total, given its exact (unrounded) amount.
  mutating func take(_ exact: Decimal, scale: Int) -> Decimal {
    remaining -= 1
    if remaining <= 0 {
      let last = total - assigned
      assigned = total
      return last
    }
    let carried = exact + carry
    let share = carried.rounded(scale: scale)
    carry = carried - share
    assigned += share
    return share
  }
}
