import BillsFeature
import Foundation
import PartiesFeature
import ProductsFeature
import ReportsFeature
import SharedCore
import ShopTesting
import Testing

/// A shop's day across Products, Parties, Bills and Reports composed as an app composes them: the
/// dashboard sees every invoice, purchase, payment, credit note, stock movement and expense through
/// the features' fact sources, exact to the paisa.
@Suite struct ShopDayDashboardTests {
  func rupees(_ text: String) -> Money { (try? Money(text, currency: .inr)) ?? .zero(.inr) }

  @Test func aDayOfSellingBuyingPayingAndSpendingShowsOnTheDashboard() async throws {
    let shop = try await ShopTestbed.make()
    try await shop.openForBusiness()
    _ = try await shop.bills.prepareNumbering(for: [.purchaseBill], on: shop.today)
    try await shop.sync()
    let rice = try await shop.product("Rice 25 kg", sku: "RICE-25", price: "1250", gstRate: "5", opening: 10)
    let tea = try await shop.product("Tea 1 kg", sku: "TEA-1", price: "400", gstRate: "5", hsn: "0902", opening: 3)
    let asha = try await shop.customer("Asha Traders")
    let bengaluru = try await shop.customer("राम किराना", state: "29")
    let vendor = try await shop.customer("Mumbai Wholesale")

    let first = try await shop.sell([.init(rice, 2)], to: asha)  // 2,500 + 5% = 2,625
    let second = try await shop.sell([.init(tea, 1)], to: bengaluru)  // 400 + 5% IGST = 420
    try await shop.pay("420", to: second, mode: .cash)
    try await shop.pay("1000", to: first)
    _ = try await shop.credit(1, on: first)  // 1,250 + 5% = 1,312.50 back
    _ = try await shop.buy([.init(tea, 5)], from: vendor)  // 2,000 + 5% = 2,100
    _ = try await shop.expenses.record(
      Expense(date: shop.today, category: "Transport", amount: rupees("350"), paymentMode: .cash))

    let day = try await shop.dashboard.snapshot(for: ReportPeriod(shop.today...shop.today), granularity: .day)
    #expect(day.sales == rupees("1732.50"))
    #expect(day.salesTaxable == rupees("1650"))
    #expect(day.gstCollected == rupees("82.50"))
    #expect(day.purchases == rupees("2100"))
    #expect(day.inputTaxCredit == rupees("100"))
    #expect(day.expenses == rupees("350"))
    #expect(day.grossProfit == rupees("-350"))
    #expect(day.cash == DashboardSnapshot.Flow(received: rupees("420"), paid: rupees("350")))
    #expect(day.bank.received == rupees("1000"))
    #expect(day.receivables.total == rupees("312.50"))
    #expect(day.payables.total == rupees("2100"))
    #expect(day.topProducts.map(\.name) == ["Rice 25 kg", "Tea 1 kg"])
    #expect(day.topProducts.map(\.amount) == [rupees("1250"), rupees("400")])
    #expect(day.topCustomers.map(\.name) == ["Asha Traders", "राम किराना"])
    #expect(day.topVendors.map(\.name) == ["Mumbai Wholesale"])
    #expect(day.series.points.map(\.sales) == [rupees("1732.50")])
    #expect(try await shop.onHand(tea) == 7)
  }

  @Test func anotherTillsInvoiceReachesTheDashboardBySync() async throws {
    let server = try ShopTestServer()
    let office = try await ShopTestbed.make(device: "office", server: server)
    let till = try await ShopTestbed.make(device: "till-2", server: server)
    try await office.openForBusiness()
    try await till.openForBusiness()
    let rice = try await till.product("Rice 25 kg", sku: "RICE-25", price: "1250", gstRate: "5", opening: 10)
    let asha = try await till.customer("Asha Traders")
    _ = try await till.sell([.init(rice, 4)], to: asha)
    try await till.sync()
    try await office.sync()
    let year = ReportPeriod.financialYear(containing: office.today)
    let seen = try await office.dashboard.snapshot(for: year)
    #expect(seen.sales == rupees("5250"))
    #expect(seen.receivables.total == rupees("5250"))
    #expect(seen.topProducts.first?.name == "Rice 25 kg")
    #expect(seen.topProducts.first?.quantity == 4)
  }
}
