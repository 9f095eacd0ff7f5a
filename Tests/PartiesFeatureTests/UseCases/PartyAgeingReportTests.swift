import Foundation
import PartiesFeature
import PartiesTesting
import SharedCore
import SharedTesting
import Testing

/// The ageing report the book reads from the store's open items, at every bucket boundary.
@Suite struct PartyAgeingReportTests {
  /// One invoice per boundary, each of a different power of two rupees, so that every bucket's sum
  /// names the invoices in it; each day of the table falls in exactly one bucket.
  @Test func theReportPutsEachInvoiceInTheBucketOfItsDaysPastDue() async throws {
    let book = try PartyBookListingTests.book()
    let party = try await book.create(PartyBookListingTests.form("Asha", kind: .customer))
    let asOf = PartiesSamples.day("2026-06-30")
    var expected: [String: Decimal] = [:]
    for (index, row) in PartyAgeingTests.boundaries.enumerated() {
      let rupees = Decimal(sign: .plus, exponent: 0, significand: Decimal(1 << index))
      _ = try await book.recordDocument(
        for: party.id, .salesInvoice, amount: Money(rounding: rupees, currency: .inr), on: asOf.adding(days: -200),
        reference: "INV-\(index)", dueDate: asOf.adding(days: -row.daysPastDue))
      expected[row.label, default: 0] += rupees
    }
    let report = try await book.ageingReport(asOf: asOf)
    let total = report.total
    #expect(total.buckets.labels == ["Not due", "0–30", "31–60", "61–90", "91+"])
    #expect(total.amounts == total.buckets.labels.map { expected[$0] ?? 0 })
    #expect(total.total == (try await book.party(party.id))?.balance)
  }
}
