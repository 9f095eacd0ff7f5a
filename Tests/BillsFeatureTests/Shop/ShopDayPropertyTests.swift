import BillsFeature
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedTesting
import ShopTesting
import Testing

/// Random shop days on two tills of one business, seeded: purchases bringing batches and serial
/// numbers, sales of variants, batches (first-expiring picked) and serials, payments on either till,
/// returns credited (across the 22 September 2025 rate change, at the supply's rates), cancellations,
/// and a sync at the end of each day. After every day, on both tills:
///
/// - stock: what the catalog lists on hand equals its ledger's sum and the business's own count of
///   what was bought, sold, returned and cancelled, per variant; no batch, variant or product is below
///   zero (the shop forbids negative stock); a batch-tracked product's batches add up to it; a
///   serial-tracked product has exactly one serial in stock per unit;
/// - money: each customer's balance equals what was invoiced, less credit notes, payments and
///   cancelled invoices;
/// - documents: every issued document's totals satisfy the engine's identities, CGST equals SGST, and
///   amounts are whole paise;
/// - numbers: unique across the tills, and each till's numbers of a series are the first ones of its
///   blocks, in order, without a gap.
///
/// `Scripts/test` runs a few days per seed; `SHOP_SOAK_DAYS=<n>` runs `n` days per seed.
@Suite struct ShopDayPropertyTests {
  static let days = ProcessInfo.processInfo.environment["SHOP_SOAK_DAYS"].flatMap(Int.init) ?? 12

  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomShopDaysKeepStockMoneyAndNumbersStraight(seed: UInt64) async throws {
    var day = ShopDay(seed: seed, shop: try await ShopDayBusiness.open())
    for _ in 0..<Self.days {
      try await day.run()
      try await day.check()
      day.advance()
    }
    #expect(day.issued > 0)
  }
}
