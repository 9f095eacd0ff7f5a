import BillsFeature
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedTesting
import ShopTesting
import Testing

/// One seeded run of shop days over a ``ShopDayBusiness``, with the business's own count of stock and
/// money to check the tills against.
struct ShopDay {
  let shop: ShopDayBusiness
  var random: SeededGenerator
  /// The business's count of stock per product and variant (`""` for a product without variants).
  var stock: [String: [String: Decimal]] = [:]
  /// The business's count of what each customer owes.
  var owed: [String: Decimal] = [:]
  /// Every issued document's id, with its kind.
  var documents: [(id: String, kind: BillDocumentKind)] = []
  /// How many documents were issued.
  var issued = 0
  private var purchases = 0

  init(seed: UInt64, shop: ShopDayBusiness) {
    self.shop = shop
    self.random = SeededGenerator(seed: seed)
  }

  private var today: CalendarDate { shop.tills[0].today }
  /// 22 September 2025, when 12 % ended for the kurta.
  private static let rateChange = CalendarDate(dayNumber: 20_353)

  /// Moves both tills one to three days on.
  mutating func advance() {
    let next = today.adding(days: Int.random(in: 1...3, using: &random))
    for till in shop.tills { till.move(to: next) }
  }

  /// Three to eight random operations on random tills, then both tills sync.
  mutating func run() async throws {
    // Each till opens the day as an app does at sign-in: numbers for the day's financial year (a new
    // one from 1 April) are asked for and brought down.
    for till in shop.tills {
      try await till.bills.prepareNumbering(for: [.salesInvoice, .creditNote, .purchaseBill], on: today)
    }
    for till in shop.tills { try await till.sync() }
    if purchases == 0 { try await purchase(on: shop.tills[0]) }
    for _ in 0..<Int.random(in: 3...8, using: &random) {
      let till = shop.tills[Int.random(in: 0...1, using: &random)]
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<40: try await sell(on: till, tracked: till.device == shop.tills[0].device)
      case 40..<55: try await purchase(on: till)
      case 55..<75: try await pay(on: till)
      // Returns are taken at one desk (till 1): two tills crediting one invoice offline could each
      // take back the same serial number, which only the server can settle.
      case 75..<90: try await creditAReturn(on: shop.tills[0])
      default: try await cancel(on: till)
      }
    }
    for till in shop.tills + [shop.tills[0]] { try await till.sync() }
    // A document is known by the server's id from here on: the till that made it maps its local id.
    for (index, document) in documents.enumerated() {
      for till in shop.tills {
        if let found = try await till.bills.document(document.id) {
          documents[index].id = found.id
          break
        }
      }
    }
  }

  // MARK: - Operations

  private mutating func purchase(on till: ShopTestbed) async throws {
    purchases += 1
    let tag = "\(today.dayNumber)-\(purchases)"
    let expiry = today.adding(days: Int.random(in: 200...900, using: &random))
    let serials = (1...2).map { "IMEI-\(tag)-\($0)" }
    var items = [
      try await item(shop.rice, quantity: Decimal(Int.random(in: 5...20, using: &random)), on: till),
      try await item(shop.tee, variant: shop.teeVariants[0], quantity: 4, on: till),
      try await item(shop.tee, variant: shop.teeVariants[1], quantity: 4, on: till),
      try await item(
        shop.syrup, quantity: 6, batches: [StockPostingBatch(number: "S-\(tag)", quantity: 6, expiresOn: expiry)],
        on: till),
      try await item(
        shop.phone, quantity: 2, batches: [StockPostingBatch(number: "P-\(tag)", quantity: 2, expiresOn: expiry)],
        serials: serials, on: till),
    ]
    if today < Self.rateChange { items.append(try await item(shop.kurta, quantity: 5, on: till)) }
    guard let vendor = try await till.book.party(shop.vendor) else { throw ShopDayError.lost("vendor") }
    let bill = try await till.buy(items, from: vendor)
    record(bill, sign: 1)
  }

  /// A sale of random goods to a random customer; batch- and serial-tracked goods only when `tracked`
  /// (they are sold at one counter: two tills selling the last of a batch or the same serial number
  /// offline would each succeed, and only the server can settle that).
  private mutating func sell(on till: ShopTestbed, tracked: Bool) async throws {
    let customer = shop.customers[Int.random(in: 0..<shop.customers.count, using: &random)]
    var items: [ShopTestbed.Item] = []
    for _ in 1...Int.random(in: 1...2, using: &random) {
      let quantity = Decimal(Int.random(in: 1...3, using: &random))
      switch Int.random(in: 0..<5, using: &random) {
      case 0: items.append(try await item(shop.rice, quantity: quantity, on: till))
      case 1:
        let variant = shop.teeVariants[Int.random(in: 0...1, using: &random)]
        items.append(try await item(shop.tee, variant: variant, quantity: quantity, on: till))
      case 2 where tracked: items.append(try await item(shop.syrup, quantity: quantity, on: till))
      case 3 where tracked:
        let inStock = try await till.catalog.ledger(shop.phone).serialsInStock.sorted()
        guard let serial = inStock.randomElement(using: &random) else { continue }
        items.append(try await item(shop.phone, quantity: 1, serials: [serial], on: till))
      case 2, 3: continue
      default:
        guard today < Self.rateChange else { continue }
        items.append(try await item(shop.kurta, quantity: quantity, on: till))
      }
    }
    guard !items.isEmpty, Set(items.map(\.product.id)).count == items.count,
      let party = try await till.book.party(customer)
    else { return }
    let draft = try await till.bills.createDraft(
      BillDocument(
        for: party.account, supplierStateCode: "27", issueDate: today, lines: try await till.lines(for: items)))
    let short = try await shortLine(of: draft.document, on: till)
    do {
      let invoice = try await till.bills.issue(draft.id)
      #expect(short == nil, "issued though \(short ?? "") is short")
      record(invoice, sign: -1)
      owed[customer, default: 0] += invoice.totals.payableAmount
    } catch {
      #expect(short != nil, "refused with stock for every line: \(error)")
      try await till.bills.deleteDraft(draft.id)
    }
  }

  private mutating func pay(on till: ShopTestbed) async throws {
    guard let invoice = try await openInvoice(on: till) else { return }
    let rupees = max(1, Int(truncating: invoice.outstanding as NSNumber) / Int.random(in: 1...3, using: &random))
    let amount = min(Decimal(rupees), invoice.outstanding)
    do {
      _ = try await till.pay(amount.plainString, to: invoice)
      owed[invoice.document.partyID, default: 0] -= amount
    } catch BillsRepositoryError.postingsPendingOnAnotherDevice {
      // The other till has not synced the invoice's postings yet: a payment waits for them.
    }
  }

  private mutating func creditAReturn(on till: ShopTestbed) async throws {
    guard let invoice = try await openInvoice(on: till), let first = invoice.document.lines.first else { return }
    do {
      let credit = try await till.credit(1, ofLine: first.line.id, on: invoice)
      // A return is priced at the invoice's rates, whatever the rates of the note's own day.
      #expect(credit.totals.lines.first?.rate == invoice.totals.lines.first?.rate)
      record(credit, sign: 1)
      owed[invoice.document.partyID, default: 0] -= credit.totals.payableAmount
    } catch is BillDocumentError {
      // Nothing left to return on that line, or more credited than is outstanding: refused, as it must be.
    } catch BillsRepositoryError.postingsPendingOnAnotherDevice {}
  }

  private mutating func cancel(on till: ShopTestbed) async throws {
    guard let invoice = try await openInvoice(on: till) else { return }
    do {
      let cancelled = try await till.bills.cancel(invoice.id)
      record(cancelled, sign: 1, isNew: false)
      owed[invoice.document.partyID, default: 0] -= invoice.totals.payableAmount
    } catch BillsRepositoryError.creditsApplied, BillsRepositoryError.postingsPendingOnAnotherDevice {}
  }

  // MARK: - Helpers

  /// `quantity` of the product `productID` as `till` holds it.
  private func item(
    _ productID: String, variant: String? = nil, quantity: Decimal, batches: [StockPostingBatch] = [],
    serials: [String] = [], on till: ShopTestbed
  ) async throws -> ShopTestbed.Item {
    guard let product = try await till.catalog.product(productID) else {
      throw ShopDayError.lost("product \(productID)")
    }
    return ShopTestbed.Item(product, quantity, variant: variant, batches: batches, serials: serials)
  }

  /// A random open sales invoice as `till` sees it.
  private mutating func openInvoice(on till: ShopTestbed) async throws -> BillListItem? {
    let invoices = documents.filter { $0.kind == .salesInvoice }
    guard let pick = invoices.randomElement(using: &random),
      let invoice = try await till.bills.document(pick.id),
      [.issued, .partiallyPaid].contains(invoice.document.status)
    else { return nil }
    return invoice
  }

  /// The first line of `document` that asks for more than `till` has in stock, named.
  private func shortLine(of document: BillDocument, on till: ShopTestbed) async throws -> String? {
    for line in document.lines {
      guard let productID = line.productID else { continue }
      let ledger = try await till.catalog.ledger(productID)
      if ledger.onHand(variantId: line.variantID) < line.line.quantity { return line.description }
      if !line.serials.isEmpty, !Set(line.serials).isSubset(of: ledger.serialsInStock) { return line.description }
    }
    return nil
  }

  /// Counts `item`'s stock, in (`sign` 1: a purchase, a return, a cancellation) or out (-1: a sale),
  /// and a new document (not a cancellation) among those issued.
  private mutating func record(_ item: BillListItem, sign: Decimal, isNew: Bool = true) {
    if isNew {
      issued += 1
      documents.append((item.id, item.document.kind))
    }
    for line in item.document.lines {
      guard let productID = line.productID else { continue }
      stock[productID, default: [:]][line.variantID ?? "", default: 0] += sign * line.line.quantity
    }
  }
}
