/// ``BillRoundingShare`` in integers: hands out a rounded total to members whose exact amounts are
/// numerators over a common denominator, carrying each rounding error to the next member and giving
/// the last one the remainder.
struct BillFixedPointShare {
  let total: Int64
  let denominator: Int64
  private var remaining: Int
  private var carry: Int64 = 0
  private var assigned: Int64 = 0

  init(total: Int64, denominator: Int64, count: Int) {
    self.total = total
    self.denominator = denominator
    self.remaining = count
  }

  /// The next member's share, given its exact amount as a numerator over ``denominator``; `nil` on
  /// overflow.
  mutating func take(_ numerator: Int64) -> Int64? {
    remaining -= 1
    if remaining <= 0 {
      let last = total - assigned
      assigned = total
      return last
    }
    guard let carried = BillFixedPoint.add(numerator, carry) else { return nil }
    let share = BillFixedPoint.divide(carried, by: denominator)
    guard let whole = BillFixedPoint.multiply(share, denominator) else { return nil }
    carry = carried - whole
    assigned += share
    return share
  }
}
