import Foundation
import SharedCore

extension ReportRegisters {
  /// The stock summary for `period`: each stock-keeping product's opening stock, what came in and
  /// went out in the period, and its closing stock valued first-in-first-out and at weighted average
  /// (``StockValuation``), with the closing value of the largest holdings as a chart.
  ///
  /// A purchase's stock is valued at the taxable value of its bill's lines for the product (the bill
  /// whose posting reference the movements carry); other stock coming in at the product's purchase
  /// price.
  public func stockSummary(for period: ReportPeriod) async throws -> ReportRegister {
    let currency = configuration.currency
    let (stock, purchases) = try await store.read { db in
      (
        try RegisterQueries.stock(through: period.end.dayNumber, currency: currency, db),
        try RegisterQueries.documents(.inward, in: Int.min / 2...period.end.dayNumber, db)
      )
    }
    let costs = Self.purchaseCosts(purchases, movements: stock.movements)
    var builder = RegisterBuilder(currency: currency)
    var rows: [[ReportRegister.Cell]] = []
    var holdings: [(name: String, value: Decimal)] = []
    for product in stock.products where product.tracksStock {
      let movements = stock.movements[product.id] ?? []
      let valued = movements.map { movement in
        StockValuation.Movement(
          date: movement.date, quantity: movement.quantity,
          unitCost: movement.unitCost?.amount
            ?? movement.reference.flatMap { costs[CostKey(reference: $0, productID: product.id)] })
      }
      let opening = movements.filter { $0.date < period.start }.reduce(Decimal(0)) { $0 + $1.quantity }
      let during = movements.filter { $0.date >= period.start }
      let inward = during.filter { $0.quantity > 0 }.reduce(Decimal(0)) { $0 + $1.quantity }
      let outward = during.filter { $0.quantity < 0 }.reduce(Decimal(0)) { $0 - $1.quantity }
      let fallback = product.purchasePrice?.amount
      let fifo = StockValuation(method: .fifo, fallbackCost: fallback).closing(after: valued)
      let average = StockValuation(method: .weightedAverage, fallbackCost: fallback).closing(after: valued)
      let fifoValue = try Money(rounding: fifo.value, currency: currency)
      holdings.append((product.name, fifoValue.amount))
      rows.append(
        builder.row([
          .text(product.name), .text(product.unit ?? ""), .quantity(opening), .quantity(inward), .quantity(outward),
          .quantity(fifo.quantity), .amount(fifoValue), .amount(try Money(rounding: average.value, currency: currency)),
        ]))
    }
    let largest = holdings.sorted { $0.value > $1.value }.prefix(12)
    return ReportRegister(
      kind: .stockSummary, title: "Stock summary", period: period,
      columns: [
        .init(title: "Product", content: .text), .init(title: "Unit", content: .text),
        .init(title: "Opening", content: .quantity), .init(title: "In", content: .quantity),
        .init(title: "Out", content: .quantity), .init(title: "Closing", content: .quantity),
        .init(title: "Value (FIFO)", content: .amount), .init(title: "Value (weighted average)", content: .amount),
      ], rows: rows, totals: builder.totals(label: "Total", columns: 8),
      chart: ReportRegister.Chart(
        title: "Closing stock value (FIFO)", bars: largest.map { .init(label: $0.name, value: $0.value) }))
  }

  struct CostKey: Hashable {
    var reference: String
    var productID: String
  }

  /// The unit cost of each purchase's stock: its bill's taxable value for the product over the
  /// quantity its movements brought in.
  static func purchaseCosts(
    _ purchases: [ReportingDocument], movements: [String: [ReportingStockMovement]]
  ) -> [CostKey: Decimal] {
    var values: [CostKey: Decimal] = [:]
    for document in purchases where document.kind == .invoice && !document.isCancelled {
      guard let reference = document.postingReference else { continue }
      for line in document.lines {
        guard let productID = line.productID else { continue }
        values[CostKey(reference: reference, productID: productID), default: 0] += line.taxable.amount
      }
    }
    var quantities: [CostKey: Decimal] = [:]
    for (productID, list) in movements {
      for movement in list where movement.quantity > 0 {
        guard let reference = movement.reference else { continue }
        quantities[CostKey(reference: reference, productID: productID), default: 0] += movement.quantity
      }
    }
    return values.reduce(into: [:]) { costs, entry in
      if let quantity = quantities[entry.key], quantity > 0 { costs[entry.key] = entry.value / quantity }
    }
  }
}
