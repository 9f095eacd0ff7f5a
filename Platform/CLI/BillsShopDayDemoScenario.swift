import BillsFeature
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore

/// A shop's day across Products, Parties and Bills, against the reference server: on 15 September
/// 2025 a kurta is sold at 12 % GST; syrup is bought in two batches with their expiry and MRP (a
/// purchase bill creates them); on 1 October a T-shirt in size M and three bottles of syrup are sold
/// (the batches that expire first are picked and named on the line); then two kurtas come back and
/// are credited at the 12 % of their supply, though new sales of the kurta pay 5 % since 22 September
/// 2025. Lines and drafts are made from what `InventoryClient` and `PartyAccountsClient` answer.
///
/// `container` must hold ``ProductsModule``, ``PartiesModule``, ``BillsModule`` and the platform's
/// sync store and engine, signed in to the business backend (the Bills scenario signs in).
func runBillsShopDayScenario(container: Container, output: (String) -> Void) async throws {
  guard let september15 = CalendarDate(year: 2025, month: 9, day: 15),
    let october1 = CalendarDate(year: 2025, month: 10, day: 1)
  else { return }
  let session = container.makeScope(.session)
  defer { session.close() }
  let bills = try session.resolve((any BillsRepository).self)
  let catalog = try session.resolve(ProductCatalog.self)
  let book = try session.resolve(PartyBook.self)
  let inventory = try session.resolve((any InventoryClient).self)
  let engine = try container.resolve(SyncEngine.self)

  try await bills.prepareNumbering(for: [.salesInvoice, .creditNote, .purchaseBill], on: september15)
  _ = try await engine.sync()
  output("numbers   blocks for 2025-26 invoices, credit notes and purchase bills prepared and synced")

  let meera = try await shopDayParty("Meera Boutique", gstin: "27AADCB2230M1ZT", book: book)
  let pharma = try await shopDayParty("Deccan Pharma Distributors", gstin: "27AAACD1234E1Z9", book: book)
  // The kurta is at 5 % in the catalog today; on 15 September 2025 it was sold at the 12 % then in force.
  let kurta = try await shopDayProduct(
    ["name": "Cotton kurta", "sku": "KURTA-C", "price": "950", "rate": "5", "hsn": "6211"], opening: 20,
    catalog: catalog)
  guard let kurtaItem = try await inventory.item(kurta.id), let buyer = try await book.party(meera) else { return }
  var kurtaLine = try BillDocumentLine(id: "1", product: kurtaItem, quantity: 5)
  kurtaLine.line.tax = .standard(12)
  let early = try await bills.issue(
    try await bills.createDraft(
      BillDocument(for: buyer.account, supplierStateCode: "27", issueDate: september15, lines: [kurtaLine])
    ).id)
  output(
    "15 Sep    \(early.document.number ?? "-"): 5 × Cotton kurta at 12 %: tax \(shopDayRupees(early.totals.taxAmount)), "
      + "payable \(shopDayRupees(early.totals.payableAmount))")
  let today = try await shopDaySale(
    [(kurta.id, nil, 1)], to: meera, on: october1, inventory: inventory, book: book, bills: bills)
  output(
    "1 Oct     \(today.document.number ?? "-"): 1 × Cotton kurta at \(today.totals.taxBreakdown.first?.rate.plainString ?? "-") %"
      + " since 22 Sep 2025: tax \(shopDayRupees(today.totals.taxAmount))")

  var tee = try await shopDayProduct(
    ["name": "Round-neck T-shirt", "sku": "TEE-RN", "price": "499", "rate": "5", "hsn": "6109"], opening: 0,
    catalog: catalog
  ).product
  tee.variants = try ProductVariantMatrix([.init("Size", values: ["S", "M", "L"])]).variants(baseSKU: "TEE-RN")
  tee = try await catalog.save(tee).product
  let medium = tee.variants[1]
  _ = try await catalog.adjustStock(
    tee.id, StockMovementRequest(kind: .opening, quantity: 6, variantId: medium.id, occurredAt: Date()))
  var syrup = try await shopDayProduct(
    ["name": "Cough syrup 100 ml", "sku": "SYR-100", "price": "90", "rate": "5", "hsn": "3004"], opening: 0,
    catalog: catalog
  ).product
  syrup.tracksBatches = true
  syrup = try await catalog.save(syrup).product

  let batches = [
    StockPostingBatch(
      number: "B-3001", quantity: 2, expiresOn: CalendarDate(year: 2030, month: 1, day: 31),
      mrp: try Money("95", currency: .inr)),
    StockPostingBatch(
      number: "B-3101", quantity: 10, expiresOn: CalendarDate(year: 2031, month: 1, day: 31),
      mrp: try Money("99", currency: .inr)),
  ]
  guard let syrupItem = try await inventory.item(syrup.id), let supplier = try await book.party(pharma) else { return }
  var purchaseLine = try BillDocumentLine(id: "1", product: syrupItem, quantity: 12, batches: batches)
  purchaseLine.line.unitPrice = 60
  let purchase = try await bills.issue(
    try await bills.createDraft(
      BillDocument(
        .purchaseBill, for: supplier.account, supplierStateCode: "27", issueDate: october1,
        lines: [purchaseLine])
    ).id)
  output(
    "1 Oct     purchase \(purchase.document.number ?? "-"): 12 × syrup in batches "
      + batches.map { "\($0.number) (expires \($0.expiresOn.map { "\($0)" } ?? "-"), MRP ₹\($0.mrp?.amount ?? 0))" }
      .joined(separator: ", "))

  let sale = try await shopDaySale(
    [(tee.id, medium.id, 1), (syrup.id, nil, 3)], to: meera, on: october1, inventory: inventory, book: book,
    bills: bills)
  for line in sale.document.lines {
    let picked = line.batches.map { "\($0.number) × \($0.quantity.plainString)" }.joined(separator: ", ")
    output("  \(sale.document.number ?? "-")  \(line.description)\(picked.isEmpty ? "" : ": batches \(picked)")")
  }
  let mediumLeft = try await catalog.ledger(tee.id).onHand(variantId: medium.id)
  let byBatch = try await catalog.ledger(syrup.id).onHandByBatch()
  output(
    "stock     T-shirt size M: \(mediumLeft.plainString) left; syrup by batch: "
      + byBatch.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.plainString)" }.joined(separator: ", "))

  let returned = try early.document.returnedLine("1", quantity: 2)
  let credit = try await bills.issue(
    try await bills.createCreditNote(against: early.id, issueDate: october1, lines: [returned]).id)
  let rate = credit.totals.taxBreakdown.first?.rate ?? 0
  output(
    "credit    \(credit.document.number ?? "-") for 2 kurtas of \(early.document.number ?? "-") (15 Sep): at "
      + "\(rate.plainString) %, the supply's rate (new kurta sales pay 5 % since 22 Sep 2025): "
      + "tax \(shopDayRupees(credit.totals.taxAmount)), \(shopDayRupees(credit.totals.payableAmount))")
  let report = try await engine.sync()
  output("sync      \(report.uploaded) changes up, \(report.rejected) refused")
}

/// A registered customer or vendor in Maharashtra, due in 30 days.
private func shopDayParty(_ name: String, gstin: String, book: PartyBook) async throws -> String {
  var form = PartyForm()
  form.name = name
  form.gstin = gstin
  form.billingState = "27"
  form.billingCity = "Pune"
  form.paymentTermsDays = "30"
  return try await book.create(form).id
}

/// A product from `fields` (name, sku, price, rate, hsn) with `opening` pieces on hand.
private func shopDayProduct(
  _ fields: [String: String], opening: Decimal, catalog: ProductCatalog
) async throws -> ProductListItem {
  let draft = ProductDraft([
    .name: fields["name"] ?? "", .sku: fields["sku"] ?? "", .salePrice: fields["price"] ?? "",
    .gstRate: fields["rate"] ?? "", .taxCode: fields["hsn"] ?? "", .unit: "pcs",
  ])
  let created: ProductListItem
  switch try await catalog.create(draft, allowSameName: true) {
  case .created(let item): created = item
  case .possibleDuplicates:
    throw AppError.validation([.init(field: "name", message: "\(fields["name"] ?? "") exists")])
  }
  if opening > 0 {
    _ = try await catalog.adjustStock(
      created.id, StockMovementRequest(kind: .opening, quantity: opening, occurredAt: Date()))
  }
  return created
}

/// Issues an invoice dated `day` to `partyID` with a line per (product, variant, quantity), made from
/// what the inventory and the party's account answer.
private func shopDaySale(
  _ items: [(productID: String, variantID: String?, quantity: Decimal)], to partyID: String, on day: CalendarDate,
  inventory: any InventoryClient, book: PartyBook, bills: any BillsRepository
) async throws -> BillListItem {
  var lines: [BillDocumentLine] = []
  for (index, item) in items.enumerated() {
    guard let product = try await inventory.item(item.productID) else {
      throw AppError.validation([.init(field: "product", message: "no product \(item.productID)")])
    }
    lines.append(
      try BillDocumentLine(id: "\(index + 1)", product: product, variantID: item.variantID, quantity: item.quantity))
  }
  guard let party = try await book.party(partyID) else {
    throw AppError.validation([.init(field: "party", message: "no party \(partyID)")])
  }
  let draft = try await bills.createDraft(
    BillDocument(for: party.account, supplierStateCode: "27", issueDate: day, lines: lines))
  return try await bills.issue(draft.id)
}

private func shopDayRupees(_ amount: Decimal) -> String { BillAmountFormatter.rupees.string(for: amount) }
