import Foundation
import SharedCore

/// Turns a document's ``StockPosting`` into the stock movements that record it, line by line, each
/// checked against the ledger as the lines before it leave it.
///
/// Posting again subtracts what is already posted under the posting's reference: per product, the
/// quantities by variant and batch and the serial numbers already moved count towards the lines in
/// order, so only what is missing is planned.
struct StockPostingPlanner {
  /// A pool of stock already posted under the reference: by variant and batch.
  private struct PoolKey: Hashable {
    var variantID: String?
    var batch: String?
  }

  private let posting: StockPosting
  /// The ledgers of the products posted, as the lines planned so far leave them.
  private var ledgers: [String: StockLedger] = [:]
  /// Products that exist but keep no stock.
  private var untracked: Set<String> = []
  /// What is already posted under the reference, not yet counted towards a line.
  private var posted: [String: [PoolKey: Decimal]] = [:]
  private var postedSerials: [String: Set<String>] = [:]

  /// Reads the ledger of every product the posting names; with `subtractingPosted`, also what is
  /// already posted under its reference.
  init(posting: StockPosting, catalog: ProductCatalog, subtractingPosted: Bool) async throws {
    self.posting = posting
    let kind = posting.kind.movementKind
    let zone = catalog.configuration.timeZone
    for productID in posting.productIDs {
      guard let found = try await catalog.product(productID) else { continue }
      guard found.product.tracksStock else {
        untracked.insert(productID)
        continue
      }
      var ledger = try await catalog.ledger(found.product.id)
      if posting.kind.isInbound, ledger.product.tracksBatches {
        // Batches a purchase brings in exist once it is posted; planning sees them already.
        var product = ledger.product
        for batch in posting.lines.filter({ $0.productID == productID }).flatMap(\.batches)
        where product.batch(batch.number) == nil {
          product.batches.append(ProductBatch(number: batch.number, expiresOn: batch.expiresOn, mrp: batch.mrp))
        }
        ledger = StockLedger(product: product, movements: ledger.movements)
      }
      ledgers[productID] = ledger
      guard subtractingPosted else { continue }
      for movement in ledger.movements
      where movement.kind == kind
        && posting.reference.matches(movement.reference, on: CalendarDate(movement.occurredAt, in: zone))
      {
        posted[productID, default: [:]][PoolKey(variantID: movement.variantId, batch: movement.batch), default: 0] +=
          movement.quantity
        postedSerials[productID, default: []].formUnion(movement.serials)
      }
    }
  }

  /// The movements still to record, and each stock-moving line as recorded (base unit, batches).
  /// - Throws: ``InventoryPostingError`` naming the first line refused.
  mutating func plan(policy: StockPolicy, today: CalendarDate) throws(InventoryPostingError)
    -> (lines: [StockPostingLine], movements: [StockMovement])
  {
    var lines: [StockPostingLine] = []
    var movements: [StockMovement] = []
    for line in posting.lines {
      if untracked.contains(line.productID) { continue }
      guard let ledger = ledgers[line.productID] else {
        throw .productNotFound(lineID: line.lineID, productID: line.productID)
      }
      let planned = try plan(line, ledger: ledger, policy: policy, today: today)
      ledgers[line.productID] = StockLedger(product: ledger.product, movements: ledger.movements + planned.movements)
      movements += planned.movements
      lines.append(planned.line)
    }
    return (lines, movements)
  }

  /// One line: its base quantity, the requests it makes (one per named batch, else one), less what
  /// is already posted, each planned by the ledger.
  private mutating func plan(
    _ line: StockPostingLine, ledger: StockLedger, policy: StockPolicy, today: CalendarDate
  ) throws(InventoryPostingError) -> (line: StockPostingLine, movements: [StockMovement]) {
    let product = ledger.product
    func refused(_ reason: String) -> InventoryPostingError {
      .refused(lineID: line.lineID, productID: line.productID, reason: reason)
    }
    let quantity: Decimal
    do {
      quantity = try line.unit.map { try product.unit.baseQuantity(line.quantity, in: $0) } ?? line.quantity
    } catch {
      throw .unitNotSold(lineID: line.lineID, unit: line.unit ?? "", productID: line.productID)
    }
    let named = line.batches.reduce(Decimal(0)) { $0 + $1.quantity }
    if !line.batches.isEmpty, named != quantity {
      throw refused(
        "The batches add up to \(named.plainString), but the line is \(quantity.plainString) \(product.unit.base).")
    }
    if product.tracksSerials, Decimal(line.serials.count) != quantity {
      throw refused(
        "Enter one serial number per unit: \(line.serials.count) for \(quantity.plainString) \(product.unit.base).")
    }
    if product.tracksSerials, posting.kind.isInbound, line.batches.count > 1 {
      throw refused("Serial numbers come in with one batch per line: split the line by batch.")
    }
    // Serial numbers name their units: outgoing ones leave from the batches they came in with.
    let serials = line.serials.filter { !(postedSerials[line.productID]?.contains($0) ?? false) }
    let requests: [(batch: String?, quantity: Decimal)] =
      if product.tracksSerials && !posting.kind.isInbound {
        [(nil, Decimal(serials.count))]
      } else if line.batches.isEmpty {
        [(nil, quantity)]
      } else {
        line.batches.map { ($0.number, $0.quantity) }
      }
    var movements: [StockMovement] = []
    for request in requests {
      let remaining =
        product.tracksSerials ? request.quantity : request.quantity - consume(request.quantity, of: line, request.batch)
      guard remaining > 0 else { continue }
      let movementRequest = StockMovementRequest(
        kind: posting.kind.movementKind, quantity: remaining, variantId: line.variantID, batch: request.batch,
        serials: serials, reference: posting.reference.text, occurredAt: posting.occurredAt)
      let running = StockLedger(product: product, movements: ledger.movements + movements)
      do {
        movements += try running.plan(movementRequest, policy: policy, today: today, makeID: { "" })
      } catch {
        throw refused(error.description)
      }
    }
    if product.tracksSerials { postedSerials[line.productID, default: []].formUnion(serials) }
    var recorded = line
    recorded.quantity = quantity
    recorded.unit = nil
    if product.tracksBatches {
      recorded.batches = Self.batches(of: movements, describing: line.batches)
    }
    return (recorded, movements)
  }

  /// Counts up to `quantity` of what is already posted towards the line (from the named batch, or any
  /// batch of the line's variant), and returns how much was counted.
  private mutating func consume(_ quantity: Decimal, of line: StockPostingLine, _ batch: String?) -> Decimal {
    guard var pools = posted[line.productID] else { return 0 }
    var counted = Decimal(0)
    let keys = pools.keys.filter { $0.variantID == line.variantID && (batch == nil || $0.batch == batch) }
      .sorted { ($0.batch ?? "") < ($1.batch ?? "") }
    for key in keys where counted < quantity {
      let taken = min(pools[key] ?? 0, quantity - counted)
      pools[key, default: 0] -= taken
      counted += taken
    }
    posted[line.productID] = pools
    return counted
  }

  /// The batches `movements` draw from or bring in, with the dates and MRP the line named for them.
  private static func batches(of movements: [StockMovement], describing named: [StockPostingBatch])
    -> [StockPostingBatch]
  {
    var order: [String] = []
    var quantities: [String: Decimal] = [:]
    for movement in movements {
      guard let batch = movement.batch else { continue }
      if quantities[batch] == nil { order.append(batch) }
      quantities[batch, default: 0] += movement.quantity
    }
    return order.map { number in
      let described = named.first { $0.number == number }
      return StockPostingBatch(
        number: number, quantity: quantities[number] ?? 0, manufacturedOn: described?.manufacturedOn,
        expiresOn: described?.expiresOn, mrp: described?.mrp)
    }
  }
}
