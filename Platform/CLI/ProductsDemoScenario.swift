import Foundation
import ProductsFeature
import SharedCore

/// The Products demo against the reference server: import a CSV catalog of a few hundred rows with
/// some bad ones (progress bar, then the report), search offline (prefix, multi-word, Hindi), scan a
/// UPC-A barcode that finds an EAN-13 product, sell first-expiry-first-out across batches, show the
/// alerts, then sign in and sync (local ids replaced by the server's).
///
/// `container` must hold ``ProductsModule`` and the platform's sync store and engine.
func runProductsDemoScenario(container: Container, baseURL: URL, output: (String) -> Void) async throws {
  let session = container.makeScope(.session)
  defer { session.close() }
  let catalog = try session.resolve(ProductCatalog.self)

  var bar = ""
  var report = ProductImportReport()
  for await update in catalog.importCSV(Data(demoCatalogCSV().utf8)) {
    switch update {
    case .progress(let done, let total) where total > 0:
      let filled = done * 30 / total
      let line =
        "import    [" + String(repeating: "#", count: filled) + String(repeating: ".", count: 30 - filled)
        + "] \(done)/\(total)"
      if done == total || filled != bar.filter({ $0 == "#" }).count { bar = line }
    case .progress: break
    case .finished(let finished): report = finished
    case .failed(let error): throw error
    }
  }
  output(bar)
  output(
    "import    \(report.rows) rows: \(report.created) created, \(report.updated) updated, \(report.errors.count) refused"
  )
  for error in report.errors { output("          \(error)") }

  for query in ["basm", "blu tsh", "बास चा"] {
    let hits = try await catalog.search(query, limit: 3)
    output(
      "search    \"\(query)\" → " + hits.map { "\($0.product.name) [\($0.product.sku ?? "-")]" }.joined(separator: ", ")
    )
  }

  let scanned = try await catalog.lookup(barcode: "036000291452")
  output(
    "scan      UPC-A 036000291452 → "
      + scanned.map {
        "\($0.product.name) (imported as EAN-13 0036000291452, kept as GTIN-14 "
          + "\($0.product.barcodes.map(\.lookupKey).joined(separator: ", ")))"
      }
      .joined(separator: ", "))

  let milk = try await demoBatchedProduct(catalog)
  let sold = try await catalog.adjustStock(
    milk.id, StockMovementRequest(kind: .sale, quantity: 15, reference: "INV-DEMO-1", occurredAt: Date()))
  output(
    "fefo      sold 15 × \(milk.name): " + sold.map { "\($0.quantity) from \($0.batch ?? "-")" }.joined(separator: ", ")
  )
  let alerts = try await catalog.alerts()
  let lowStock = alerts.filter { if case .lowStock = $0 { true } else { false } }
  output("alerts    \(alerts.count): \(lowStock.count) products low on stock (imported without opening stock), and:")
  for alert in alerts where alert.productId == milk.id { output("          \(describe(alert, name: milk.name))") }

  let products = try session.resolve(BackendSession.self, name: ProductsModule.backendName)
  let tokens = try await products.client.send(BusinessAuthEndpoints.signIn(username: "demo", password: "demo-password"))
  try await products.signIn(tokens.authTokens(receivedAt: Date()))
  let before = try await catalog.product(milk.id)
  try await container.resolve(SyncEngine.self).sync()
  let after = try await catalog.product(milk.id)
  output(
    "sync      \(report.created + 1) products and their stock uploaded; \(milk.name): \(before?.id ?? "-") → "
      + "\(after?.id ?? "-") (\(after?.status.rawValue ?? "-"), on hand \(after?.onHand.description ?? "-"))")
}

/// A few hundred products, mostly good; five rows are refused for different reasons.
private func demoCatalogCSV() -> String {
  var writer = CSVWriter()
  writer.append([
    "Item Name", "SKU Code", "Selling Price", "GST %", "Barcode", "HSN", "Category", "Low Stock Threshold",
  ])
  writer.append(["Blue T-Shirt", "TS-BLU", "499", "5", "", "6109", "Apparel", "3"])
  writer.append(["Cola 330 ml", "COLA-330", "40", "40", "0036000291452", "2202", "Beverages", "24"])
  writer.append(["बासमती चावल", "RICE-BAS", "1,20,000.50", "5", "", "1006", "अनाज", "10"])
  writer.append(["Basmati Rice 5 kg", "RICE-5", "650", "5", "", "1006", "Grocery", "5"])
  for index in 1...300 {
    writer.append(["Item \(index)", "ITEM-\(index)", "\(index).50", "18", "", "9403", "Furniture", "2"])
  }
  writer.append(["Soap", "SOAP-1", "-5", "18", "", "3401", "Personal care", ""])
  writer.append(["Shampoo", "SHAM-1", "120", "17", "", "3305", "Personal care", ""])
  writer.append(["Toothpaste", "TP-1", "85", "18", "4006381333932", "3306", "Personal care", ""])
  writer.append(["", "NONAME", "10", "5", "", "", "", ""])
  return writer.text + "Comb \"wide\",COMB-1,35,18,,9615,Personal care,\r\n"
}

/// Milk in two batches, the sooner one expiring in three days.
private func demoBatchedProduct(_ catalog: ProductCatalog) async throws -> Product {
  guard case .created(let item) = try await catalog.create(ProductDraft([.name: "Milk 1 L", .lowStockThreshold: "20"]))
  else { throw AppError.conflict(message: "a product named Milk 1 L exists") }
  var milk = item.product
  let today = catalog.today
  milk.tracksBatches = true
  milk.batches = [
    ProductBatch(number: "M-0612", expiresOn: today.adding(days: 10)),
    ProductBatch(number: "M-0605", expiresOn: today.adding(days: 3)),
  ]
  _ = try await catalog.save(milk)
  for batch in milk.batches {
    _ = try await catalog.adjustStock(
      milk.id, StockMovementRequest(kind: .purchase, quantity: 12, batch: batch.number, occurredAt: Date()))
  }
  return milk
}

private func describe(_ alert: StockAlert, name: String) -> String {
  switch alert {
  case .lowStock(_, let onHand, let threshold): "low stock  \(name): \(onHand) on hand (threshold \(threshold))"
  case .nearExpiry(_, let batch, let date, let days, let onHand):
    "expiring   \(name) batch \(batch) on \(date) (in \(days) days), \(onHand) on hand"
  case .expired(_, let batch, let date, let onHand): "expired    \(name) batch \(batch) on \(date), \(onHand) on hand"
  }
}
