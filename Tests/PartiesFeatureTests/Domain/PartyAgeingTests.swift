import Foundation
import PartiesFeature
import SharedCore
import SharedTesting
import Testing

/// The ageing buckets: disjoint day ranges by days past due, with items not yet due apart, at every
/// boundary; and, on random ledgers, buckets that partition what is open.
@Suite struct PartyAgeingTests {
  static let asOf = PartyLedgerTests.day("2026-06-30")

  /// An invoice of ₹100 due `daysPastDue` days before ``asOf`` (negative: after it).
  static func ledger(dueDaysAgo daysPastDue: Int) -> PartyLedger {
    PartyLedger(
      party: Party(id: "pa_asha", kind: .customer, name: "Asha"),
      entries: [
        PartyLedgerEntry(
          id: "inv", partyId: "pa_asha", kind: .salesInvoice, date: asOf.adding(days: -200),
          amount: PartyLedgerTests.rupees("100"), reference: "INV", dueDate: asOf.adding(days: -daysPastDue),
          recordedAt: Date(timeIntervalSince1970: 0))
      ])
  }

  /// Days past due and the one bucket that holds them, with the default boundaries.
  static let boundaries: [(daysPastDue: Int, label: String)] = [
    (-30, "Not due"), (-1, "Not due"), (0, "0–30"), (1, "0–30"), (30, "0–30"), (31, "31–60"), (60, "31–60"),
    (61, "61–90"), (90, "61–90"), (91, "91+"), (400, "91+"),
  ]

  @Test(arguments: boundaries)
  func anItemFallsInExactlyOneBucketAtEveryBoundary(daysPastDue: Int, label: String) throws {
    let ageing = Self.ledger(dueDaysAgo: daysPastDue).ageing(asOf: Self.asOf)
    let rows = ageing.rows.filter { $0.amount != 0 }
    #expect(rows.map(\.label) == [label], "\(daysPastDue) days past due")
    #expect(rows.first?.amount == 100)
    #expect(ageing.total == 100)
    let index = PartyAgeingBuckets().bucket(forDaysPastDue: daysPastDue)
    #expect(PartyAgeingBuckets().labels[index] == label)
  }
}
