import Foundation
import PartiesFeature
import SharedCore
import SharedTesting
import Testing

/// The buckets as day ranges: the defaults, custom boundaries, and on random ledgers and boundaries a
/// partition of the days and of what is open.
@Suite struct PartyAgeingBucketTests {
  @Test func theDefaultBucketsAreNotDueAndDisjointRangesOfDaysPastDue() {
    let buckets = PartyAgeingBuckets()
    #expect(buckets.labels == ["Not due", "0–30", "31–60", "61–90", "91+"])
    #expect(buckets.all.map(\.firstDay) == [nil, 0, 31, 61, 91])
    #expect(buckets.all.map(\.lastDay) == [-1, 30, 60, 90, nil])
  }

  /// Custom boundaries keep their order and drop repeats and days that are not positive.
  @Test func customBoundaries() {
    let buckets = PartyAgeingBuckets(boundaries: [15, 45, 45, -1, 0])
    #expect(buckets.labels == ["Not due", "0–15", "16–45", "46+"])
    #expect(PartyAgeingBuckets(boundaries: []).labels == ["Not due", "0+"])
    #expect(buckets.bucket(forDaysPastDue: -1) == 0)
    #expect(buckets.bucket(forDaysPastDue: 0) == 1)
    #expect(buckets.bucket(forDaysPastDue: 15) == 1)
    #expect(buckets.bucket(forDaysPastDue: 16) == 2)
    #expect(buckets.bucket(forDaysPastDue: 46) == 3)
  }

  /// On random ledgers, as of random days and under random boundaries, every day past due falls in
  /// exactly one bucket, and the buckets add up to what is open on documents (advances aside): each
  /// open item's remainder is in the bucket of its days past due.
  @Test(arguments: 1...30)
  func bucketsPartitionTheOpenBalanceOnRandomLedgers(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let boundaries = (0..<Int.random(in: 0...5, using: &random)).map { _ in Int.random(in: -5...200, using: &random) }
    let buckets = PartyAgeingBuckets(boundaries: boundaries)
    for days in -400...400 {
      #expect(buckets.all.filter { $0.contains(daysPastDue: days) }.count == 1, "\(days) days under \(boundaries)")
      #expect(buckets.all[buckets.bucket(forDaysPastDue: days)].contains(daysPastDue: days))
    }
    let kinds: [PartyLedgerEntryKind] = [.salesInvoice, .debitNote, .paymentReceived, .creditNote, .adjustmentDebit]
    let start = PartyLedgerTests.day("2026-01-01")
    let entries = (0..<Int.random(in: 5...60, using: &random)).map { index in
      let kind = kinds.randomElement(using: &random) ?? .salesInvoice
      let date = start.adding(days: Int.random(in: 0...200, using: &random))
      return PartyLedgerEntry(
        id: "e\(index)", partyId: "pa_asha", kind: kind, date: date,
        amount: Money(minorUnits: Int64.random(in: 1...500_000, using: &random), currency: .inr),
        dueDate: kind.isDocument ? date.adding(days: Int.random(in: 0...90, using: &random)) : nil,
        recordedAt: Date(timeIntervalSince1970: Double(index)))
    }
    let ledger = PartyLedger(party: PartyLedgerTests.asha, entries: entries)
    let asOf = start.adding(days: Int.random(in: 0...400, using: &random))
    let ageing = ledger.ageing(asOf: asOf, buckets: buckets)
    let open = ledger.openItems(asOf: asOf).debits.filter { !$0.entry.kind.isPayment }
    #expect(ageing.amounts.count == buckets.all.count)
    #expect(ageing.total == open.reduce(0) { $0 + $1.remaining })
    var expected = Array(repeating: Decimal(0), count: buckets.all.count)
    for item in open {
      expected[buckets.bucket(forDaysPastDue: asOf.dayNumber - item.entry.ageingDate.dayNumber)] += item.remaining
    }
    #expect(ageing.amounts == expected)
    let notDue = open.filter { $0.entry.ageingDate > asOf }.reduce(Decimal(0)) { $0 + $1.remaining }
    #expect(ageing.amounts[0] == notDue, "the first bucket holds exactly what is not yet due")
  }
}
