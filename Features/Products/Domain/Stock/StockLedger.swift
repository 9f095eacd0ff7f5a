import Foundation
import SharedCore

/// One product's stock movements and what follows from them: stock on hand (overall, per variant,
/// per batch), serials in stock, and the movements a new stock-out should record.
///
/// The ledger is a value: it never changes a movement, and on-hand stock always equals the sum of
/// the movements.
public struct StockLedger: Sendable, Hashable {
  /// The product.
  public let product: Product
  /// Its movements, oldest first.
  public private(set) var movements: [StockMovement]

  /// The ledger of `product` from `movements` (others' movements are ignored).
  public init(product: Product, movements: [StockMovement]) {
    self.product = product
    self.movements = movements.filter { $0.productId == product.id }.sorted { $0.occurredAt < $1.occurredAt }
  }

  /// Stock on hand: the sum of every movement (of `variantId` when given).
  public func onHand(variantId: String? = nil) -> Decimal {
    movements.reduce(into: Decimal.zero) { sum, movement in
      if variantId == nil || movement.variantId == variantId { sum += movement.delta }
    }
  }

  /// Stock on hand per batch number (of `variantId` when given); batches at zero are included.
  public func onHandByBatch(variantId: String? = nil) -> [String: Decimal] {
    movements.reduce(into: [:]) { totals, movement in
      guard let batch = movement.batch, variantId == nil || movement.variantId == variantId else { return }
      totals[batch, default: 0] += movement.delta
    }
  }

  /// The serial numbers in stock.
  public var serialsInStock: Set<String> {
    movements.reduce(into: Set<String>()) { serials, movement in
      if movement.kind.isInbound {
        serials.formUnion(movement.serials)
      } else {
        serials.subtract(movement.serials)
      }
    }
  }

  /// The movements to record for `request`, checked against the ledger: one per batch a stock-out
  /// draws from (first-expiry-first-out unless the request names a batch; for serials, the batches
  /// they came in with), else one.
  /// - Parameters:
  ///   - request: What moves.
  ///   - policy: Whether stock may go below zero.
  ///   - today: Batches that expired before this day are not drawn from by FEFO.
  ///   - makeID: A fresh id per movement.
  /// - Throws: ``StockError``.
  public func plan(
    _ request: StockMovementRequest, policy: StockPolicy, today: CalendarDate, makeID: () -> String
  ) throws(StockError) -> [StockMovement] {
    guard product.tracksStock else { throw .notTracked }
    guard request.quantity > 0 else { throw .nonPositiveQuantity }
    if request.kind == .adjustmentIn || request.kind == .adjustmentOut,
      request.reason?.trimmingWhitespace().isEmpty ?? true
    {
      throw .missingReason
    }
    try checkVariant(request.variantId)
    try checkSerials(request)
    func movement(quantity: Decimal, batch: String?, serials: [String]? = nil) -> StockMovement {
      StockMovement(
        id: makeID(), productId: product.id, variantId: request.variantId, kind: request.kind, quantity: quantity,
        batch: batch, serials: serials ?? request.serials, reason: request.reason, reference: request.reference,
        occurredAt: request.occurredAt)
    }
    let available = onHand(variantId: request.variantId)
    if !request.kind.isInbound, !policy.allowsNegativeStock, available < request.quantity {
      throw .insufficientStock(available: available, requested: request.quantity)
    }
    guard product.tracksBatches else { return [movement(quantity: request.quantity, batch: nil)] }
    if let batch = request.batch {
      guard product.batch(batch) != nil else { throw .unknownBatch(batch) }
      let inBatch = onHandByBatch(variantId: request.variantId)[batch] ?? 0
      if !request.kind.isInbound, !policy.allowsNegativeStock, inBatch < request.quantity {
        throw .insufficientBatch(batch: batch, available: inBatch, requested: request.quantity)
      }
      return [movement(quantity: request.quantity, batch: batch)]
    }
    guard !request.kind.isInbound else { throw .unknownBatch(nil) }
    if product.tracksSerials {
      return try serialsByBatch(request.serials, variantId: request.variantId).map { batch, serials in
        movement(quantity: Decimal(serials.count), batch: batch, serials: serials)
      }
    }
    let allocation = try allocateFEFO(request.quantity, variantId: request.variantId, today: today, policy: policy)
    return allocation.map { movement(quantity: $0.quantity, batch: $0.batch) }
  }

  /// The serials of a stock-out grouped by the batch each came in with (its latest inbound
  /// movement's), batches in the order their first serial is listed: the units named leave from
  /// their own batches, whatever the expiry order.
  func serialsByBatch(
    _ serials: [String], variantId: String?
  ) throws(StockError) -> [(batch: String, serials: [String])] {
    var batchOfSerial: [String: String] = [:]
    for movement in movements where movement.kind.isInbound && (variantId == nil || movement.variantId == variantId) {
      for serial in movement.serials { batchOfSerial[serial] = movement.batch }
    }
    var groups: [(batch: String, serials: [String])] = []
    for serial in serials {
      guard let batch = batchOfSerial[serial] else {
        throw .serials("\(serial) came in without a batch: name the batch it leaves from.")
      }
      if let index = groups.firstIndex(where: { $0.batch == batch }) {
        groups[index].serials.append(serial)
      } else {
        groups.append((batch, [serial]))
      }
    }
    return groups
  }

  /// Draws `quantity` from batches in stock, earliest expiry first (batches without expiry last,
  /// expired batches never), splitting across batches as needed.
  func allocateFEFO(
    _ quantity: Decimal, variantId: String?, today: CalendarDate, policy: StockPolicy
  ) throws(StockError) -> [(batch: String, quantity: Decimal)] {
    let stock = onHandByBatch(variantId: variantId)
    let candidates = product.batches
      .filter { batch in (stock[batch.number] ?? 0) > 0 && !(batch.expiresOn.map { $0 < today } ?? false) }
      .sorted { lhs, rhs in
        switch (lhs.expiresOn, rhs.expiresOn) {
        case (let left?, let right?): left == right ? lhs.number < rhs.number : left < right
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): lhs.number < rhs.number
        }
      }
    var remaining = quantity
    var allocation: [(batch: String, quantity: Decimal)] = []
    for batch in candidates where remaining > 0 {
      let take = min(remaining, stock[batch.number] ?? 0)
      allocation.append((batch.number, take))
      remaining -= take
    }
    if remaining > 0 {
      let sellable = quantity - remaining
      guard policy.allowsNegativeStock, let last = candidates.last ?? product.batches.last else {
        throw .insufficientStock(available: sellable, requested: quantity)
      }
      if let index = allocation.firstIndex(where: { $0.batch == last.number }) {
        allocation[index].quantity += remaining
      } else {
        allocation.append((last.number, remaining))
      }
    }
    return allocation
  }

  private func checkVariant(_ variantId: String?) throws(StockError) {
    if product.variants.isEmpty {
      guard variantId == nil else { throw .unknownVariant(variantId) }
    } else {
      guard let variantId, product.variants.contains(where: { $0.id == variantId }) else {
        throw .unknownVariant(variantId)
      }
    }
  }

  private func checkSerials(_ request: StockMovementRequest) throws(StockError) {
    guard product.tracksSerials else {
      guard request.serials.isEmpty else { throw .serials("This product does not track serial numbers.") }
      return
    }
    guard Decimal(request.serials.count) == request.quantity else {
      throw .serials("Enter one serial number per unit (\(request.quantity.plainString)).")
    }
    guard Set(request.serials).count == request.serials.count else { throw .serials("A serial number repeats.") }
    let inStock = serialsInStock
    if request.kind.isInbound {
      if let serial = request.serials.first(where: inStock.contains) {
        throw .serials("\(serial) is already in stock.")
      }
    } else if let serial = request.serials.first(where: { !inStock.contains($0) }) {
      throw .serials("\(serial) is not in stock.")
    }
  }
}
