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

  let meera = try await BillsDemoRecords.customer(
    BillsDemoParty(name: "Meera Boutique", gstin: "27AADCB2230M1ZT", state: "27", city: "Pune", pin: 411_004),
    book: book)
  let pharma = try await BillsDemoRecords.customer(
    BillsDemoParty(
      name: "Deccan Pharma Distributors", gstin: "27AAACD1234E1Z9", state: "27", city: "Pune", pin: 411_018),
    book: book)
  // The kurta is at 5 % in the catalog today; on 15 September 2025 it was sold at the 12 % then in force.
  let kurta = try await BillsDemoRecords.product(
    BillsDemoItem(id: "1", name: "Cotton kurta", hsn: "6211", quantity: "5", price: "950", rate: 5), opening: 20,
    catalog: catalog)
  var kurtaLine = try await shopDayLine("1", kurta, quantity: 5, inventory: inventory)
  kurtaLine.line.tax = .standard(12)
  let early = try await shopDayIssue(.salesInvoice, [kurtaLine], to: meera, on: september15, book: book, bills: bills)
  output(
    "15 Sep    \(early.document.number ?? "-"): 5 × Cotton kurta at 12 %: tax "
      + "\(BillsDemoRecords.rupees(early.totals.taxAmount)), payable \(BillsDemoRecords.rupees(early.totals.payableAmount))"
  )
  let today = try await shopDayIssue(
    .salesInvoice, [try await shopDayLine("1", kurta, quantity: 1, inventory: inventory)], to: meera, on: october1,
    book: book, bills: bills)
  output(
    "1 Oct     \(today.document.number ?? "-"): 1 × Cotton kurta at \(today.totals.taxBreakdown.first?.rate.plainString ?? "-") %"
      + " since 22 Sep 2025: tax \(BillsDemoRecords.rupees(today.totals.taxAmount))")

  let teeID = try await BillsDemoRecords.product(
    BillsDemoItem(id: "1", name: "Round-neck T-shirt", hsn: "6109", quantity: "1", price: "499", rate: 5), opening: 0,
    catalog: catalog)
  guard var tee = try await catalog.product(teeID)?.product else {
    throw SyncStoreError.recordNotFound(type: "products", id: teeID)
  }
  tee.variants = try ProductVariantMatrix([.init("Size", values: ["S", "M", "L"])]).variants(baseSKU: "TEE-RN")
  tee = try await catalog.save(tee).product
  let medium = tee.variants[1]
  _ = try await catalog.adjustStock(
    tee.id, StockMovementRequest(kind: .opening, quantity: 6, variantId: medium.id, occurredAt: Date()))
  let syrupID = try await BillsDemoRecords.product(
    BillsDemoItem(id: "2", name: "Cough syrup 100 ml", hsn: "3004", quantity: "3", price: "90", rate: 5), opening: 0,
    catalog: catalog)
  guard var syrup = try await catalog.product(syrupID)?.product else {
    throw SyncStoreError.recordNotFound(type: "products", id: syrupID)
  }
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
  var purchaseLine = try await shopDayLine("1", syrup.id, quantity: 12, batches: batches, inventory: inventory)
  purchaseLine.line.unitPrice = 60
  let purchase = try await shopDayIssue(
    .purchaseBill, [purchaseLine], to: pharma, on: october1, book: book, bills: bills)
  output(
    "1 Oct     purchase \(purchase.document.number ?? "-"): 12 × syrup in batches "
      + batches.map { "\($0.number) (expires \($0.expiresOn.map { "\($0)" } ?? "-"), MRP ₹\($0.mrp?.amount ?? 0))" }
      .joined(separator: ", "))

  let sale = try await shopDayIssue(
    .salesInvoice,
    [
      try await shopDayLine("1", tee.id, variant: medium.id, quantity: 1, inventory: inventory),
      try await shopDayLine("2", syrup.id, quantity: 3, inventory: inventory),
    ], to: meera, on: october1, book: book, bills: bills)
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
      + "tax \(BillsDemoRecords.rupees(credit.totals.taxAmount)), \(BillsDemoRecords.rupees(credit.totals.payableAmount))"
  )
  let report = try await engine.sync()
  output("sync      \(report.uploaded) changes up, \(report.rejected) refused")
}

/// Line `id`: `quantity` of the product `productID` (its variant `variant`, from `batches`) at its
/// sale price, HSN and rates, as the inventory answers for it.
private func shopDayLine(
  _ id: String, _ productID: String, variant: String? = nil, quantity: Decimal, batches: [StockPostingBatch] = [],
  inventory: any InventoryClient
) async throws -> BillDocumentLine {
  guard let product = try await inventory.item(productID) else {
    throw SyncStoreError.recordNotFound(type: "products", id: productID)
  }
  return try BillDocumentLine(id: id, product: product, variantID: variant, quantity: quantity, batches: batches)
}

/// Drafts and issues a `kind` document dated `day` for `partyID` with `lines`.
private func shopDayIssue(
  _ kind: BillDocumentKind, _ lines: [BillDocumentLine], to partyID: String, on day: CalendarDate, book: PartyBook,
  bills: any BillsRepository
) async throws -> BillListItem {
  guard let party = try await book.party(partyID) else {
    throw SyncStoreError.recordNotFound(type: "parties", id: partyID)
  }
  let draft = try await bills.createDraft(
    BillDocument(kind, for: party.account, supplierStateCode: "27", issueDate: day, lines: lines))
  return try await bills.issue(draft.id)
}
