import Foundation
import SharedCore

/// An `InventoryClient` in memory for tests of features that post stock (bills): the items you give
/// it, stock that goes down and up as postings say, and a record of every posting and reversal.
///
/// It keeps the contract's promises (a product it does not know, a unit it is not sold in, stock
/// that would go below zero, are refused naming the line; posting again under a reference records
/// nothing twice) without the catalog's batch and serial rules, so a test can assert exactly what a
/// document posted.
///
/// ```swift
/// let inventory = RecordingInventory(items: [InventoryItem(id: "rice", name: "Rice", baseUnit: "kg", onHand: 50)])
/// let bills = try SyncBillsRepository(store: store, inventory: inventory, accounts: accounts, configuration: settings)
/// // … issue an invoice for 2 kg …
/// #expect(await inventory.onHand("rice") == 48)
/// #expect(await inventory.postings.map(\.reference.text) == ["INV/25-26/00001"])
/// ```
public actor RecordingInventory: InventoryClient {
  /// The items, by id, with their stock as postings left it.
  public private(set) var items: [String: InventoryItem]
  /// Every posting that recorded something, in order.
  public private(set) var postings: [StockPosting] = []
  /// Every reversal that moved something back, in order.
  public private(set) var reversals: [StockPosting] = []
  /// Whether stock may go below zero.
  public let allowsNegativeStock: Bool
  private var postedReferences: Set<String> = []
  private var failure: (any Error)?

  /// An inventory holding `items`.
  public init(items: [InventoryItem], allowsNegativeStock: Bool = false) {
    self.items = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    self.allowsNegativeStock = allowsNegativeStock
  }

  /// Makes the next call that changes stock throw `error` (a crash or an outage in the middle of a day).
  public func failNextPosting(with error: any Error) { failure = error }

  /// The stock of `productID`, in its base unit.
  public func onHand(_ productID: String) -> Decimal { items[productID]?.onHand ?? 0 }

  /// The items whose name or SKU contains `text`, ignoring case.
  public func items(matching text: String) -> [InventoryItem] {
    items.values.filter {
      $0.name.localizedCaseInsensitiveContains(text) || ($0.sku?.localizedCaseInsensitiveContains(text) ?? false)
    }.sorted { $0.name < $1.name }
  }

  /// The item, if known.
  public func item(_ productID: String) -> InventoryItem? { items[productID] }

  /// The stock-moving lines in the base unit, checked against stock.
  public func plan(_ posting: StockPosting) throws -> [StockPostingLine] {
    var stock = items.mapValues(\.onHand)
    var planned: [StockPostingLine] = []
    for line in posting.lines {
      guard let item = items[line.productID] else {
        throw InventoryPostingError.productNotFound(lineID: line.lineID, productID: line.productID)
      }
      guard item.tracksStock else { continue }
      guard let quantity = item.baseQuantity(line.quantity, in: line.unit) else {
        throw InventoryPostingError.unitNotSold(lineID: line.lineID, unit: line.unit ?? "", productID: item.id)
      }
      let available = stock[item.id] ?? 0
      if !posting.kind.isInbound, !allowsNegativeStock, available < quantity {
        throw InventoryPostingError.refused(
          lineID: line.lineID, productID: item.id,
          reason: "Only \(available.plainString) in stock; \(quantity.plainString) requested.")
      }
      stock[item.id] = available + (posting.kind.isInbound ? quantity : -quantity)
      var recorded = line
      recorded.quantity = quantity
      recorded.unit = nil
      planned.append(recorded)
    }
    return planned
  }

  /// Records the posting once per reference.
  public func post(_ posting: StockPosting) throws {
    if let failure = takeFailure() { throw failure }
    guard !postedReferences.contains(posting.reference.text) else { return }
    let planned = try plan(posting)
    for line in planned { items[line.productID]?.onHand += posting.kind.isInbound ? line.quantity : -line.quantity }
    postedReferences.insert(posting.reference.text)
    postings.append(posting)
  }

  /// Moves back a posted reference's stock, once.
  public func reverse(_ posting: StockPosting, reason: String, at date: Date) throws {
    if let failure = takeFailure() { throw failure }
    guard postedReferences.remove(posting.reference.text) != nil,
      let posted = postings.last(where: { $0.reference.text == posting.reference.text })
    else { return }
    for line in posted.lines {
      guard let item = items[line.productID], item.tracksStock,
        let quantity = item.baseQuantity(line.quantity, in: line.unit)
      else { continue }
      items[line.productID]?.onHand -= posted.kind.isInbound ? quantity : -quantity
    }
    reversals.append(posted)
  }

  private func takeFailure() -> (any Error)? {
    defer { failure = nil }
    return failure
  }
}
