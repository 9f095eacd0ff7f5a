import BillsFeature
import BillsTesting
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedTesting
import Testing

/// Seeded random runs of issues, payments and cancellations, about half of them armed to crash
/// between postings: once the pending postings are completed, stock and party ledgers agree
/// with the documents exactly, and the numbers issued are unique and gap-free.
@Suite struct BillPostingPropertyTests {
  @Test(arguments: [11, 2026, 90210] as [UInt64])
  func ledgersAgreeWithTheDocumentsAfterRandomCrashes(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let h = try BillsHarness.make(blockSize: 100, lowWaterMark: 1)
    _ = try await h.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    let parties = [try await h.customer("Asha Traders"), try await h.customer("Bala Stores")].map(\.id)
    var products: [String] = []
    for index in 0..<3 {
      products.append(try await h.product("Item \(index)", sku: "SKU-\(index)", price: "10", opening: "1000").id)
    }
    let prices = ["10", "99.50", "250", "0.05"]
    let crashTypes = [ProductsSyncTypes.stockMovements.name, PartiesSyncTypes.ledgerEntries.name]
    var crashes = 0

    for _ in 0..<50 {
      let open = try await h.repository.list(BillListQuery(statuses: [.issued, .partiallyPaid], limit: 1000)).items
      if Bool.random(using: &random) {
        h.store.failCreates(
          of: crashTypes[Int.random(in: 0..<2, using: &random)], after: Int.random(in: 0..<3, using: &random))
      }
      do {
        switch (Int.random(in: 0..<5, using: &random), open.randomElement(using: &random)) {
        case (3, let target?):
          let whole = max(1, Int(truncating: target.outstanding as NSDecimalNumber) / 2)
          let amount = min(Decimal(Int.random(in: 1...whole, using: &random)), target.outstanding)
          _ = try await h.repository.recordPayment(
            BillPaymentRequest(
              amount: try Money(rounding: amount, currency: .inr), date: day("2025-10-05"), mode: .cash),
            to: target.id)
        case (4, let target?):
          _ = try await h.repository.cancel(target.id)
        default:
          let lines = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            (
              productID: Optional(products[Int.random(in: 0..<3, using: &random)]),
              quantity: "\(Int.random(in: 1...5, using: &random))", price: prices.randomElement(using: &random) ?? "1"
            )
          }
          let party = parties[Int.random(in: 0..<2, using: &random)]
          let draft = try await h.repository.createDraft(BillsHarness.invoice(party: party, lines: lines))
          _ = try await h.repository.issue(draft.id)
        }
      } catch is FailingSyncStore.Crash {
        crashes += 1
      }
      h.store.disarm()
    }
    _ = try await h.repository.completePendingPostings()
    #expect(crashes >= 5, "\(crashes) crashes")

    let documents = try await h.repository.list(BillListQuery(limit: 1000)).items
    #expect(documents.allSatisfy { !$0.hasPendingPostings })
    let live = documents.filter { $0.document.status != .cancelled }
    for product in products {
      var sold = Decimal(0)
      for item in live {
        for line in item.document.lines where line.productID == product { sold += line.line.quantity }
      }
      #expect(try await h.onHand(product) == 1000 - sold, "stock of \(product)")
    }
    for party in parties {
      let invoiced = live.filter { $0.document.partyID == party }.reduce(Decimal(0)) { $0 + $1.totals.payableAmount }
      let paid = documents.filter { $0.document.partyID == party }.reduce(Decimal(0)) { $0 + $1.document.paidAmount }
      #expect(try await h.balance(party) == invoiced - paid, "balance of \(party)")
    }
    let sequences = documents.compactMap { $0.document.number }.compactMap { Int($0.suffix(5)) }.sorted()
    #expect(sequences == Array(1...documents.count))
  }
}
