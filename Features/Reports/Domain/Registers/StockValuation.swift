import Foundation
import SharedCore

/// The value of a product's stock from its movements, by first-in-first-out or by weighted average.
///
/// Movements are taken in date order. Stock that comes in at a known cost (a purchase valued at its
/// bill's taxable value) adds a layer at that cost; stock that comes in without one (opening stock,
/// a count found more, a customer's return) is valued at `fallbackCost` (the product's purchase
/// price) when there is one, else at the current cost (the average, or the last layer's). Stock going
/// out takes the oldest layers first (FIFO) or the running average (weighted average). Selling more
/// than is on hand leaves a negative quantity valued at the last known cost.
public struct StockValuation: Sendable, Hashable {
  /// How stock going out is costed.
  public enum Method: String, Sendable, Hashable, CaseIterable {
    /// First in, first out: the oldest layers go out first.
    case fifo
    /// Weighted average: every unit on hand costs the running average.
    case weightedAverage
  }

  /// One movement.
  public struct Movement: Sendable, Hashable {
    /// When.
    public var date: CalendarDate
    /// The signed change: positive in, negative out.
    public var quantity: Decimal
    /// What one unit cost, when it came in at a known cost.
    public var unitCost: Decimal?

    /// A movement.
    public init(date: CalendarDate, quantity: Decimal, unitCost: Decimal? = nil) {
      self.date = date
      self.quantity = quantity
      self.unitCost = unitCost
    }
  }

  /// The stock left and what it is worth.
  public struct Closing: Sendable, Hashable {
    /// The quantity on hand.
    public var quantity: Decimal
    /// Its value, unrounded.
    public var value: Decimal

    /// A closing stock.
    public init(quantity: Decimal, value: Decimal) {
      self.quantity = quantity
      self.value = value
    }
  }

  /// How stock going out is costed.
  public var method: Method
  /// The unit cost of stock that comes in without one, when known.
  public var fallbackCost: Decimal?

  /// A valuation.
  public init(method: Method, fallbackCost: Decimal? = nil) {
    self.method = method
    self.fallbackCost = fallbackCost
  }

  /// The closing stock after `movements` (sorted by date here, stably).
  public func closing(after movements: [Movement]) -> Closing {
    let ordered = movements.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
      .map(\.element)
    switch method {
    case .fifo: return fifo(ordered)
    case .weightedAverage: return weightedAverage(ordered)
    }
  }

  private func fifo(_ movements: [Movement]) -> Closing {
    var layers: [(quantity: Decimal, cost: Decimal)] = []
    var lastCost = fallbackCost ?? 0
    var shortfall: Decimal = 0
    for movement in movements {
      if movement.quantity > 0 {
        let cost = movement.unitCost ?? fallbackCost ?? lastCost
        var incoming = movement.quantity
        // Stock sold before it came in is made good first.
        let covered = min(incoming, shortfall)
        shortfall -= covered
        incoming -= covered
        if incoming > 0 { layers.append((incoming, cost)) }
        lastCost = cost
      } else {
        var outgoing = -movement.quantity
        while outgoing > 0, let first = layers.first {
          let taken = min(first.quantity, outgoing)
          outgoing -= taken
          lastCost = first.cost
          if taken == first.quantity { layers.removeFirst() } else { layers[0].quantity -= taken }
        }
        shortfall += outgoing
      }
    }
    let quantity = layers.reduce(Decimal(0)) { $0 + $1.quantity } - shortfall
    let value = layers.reduce(Decimal(0)) { $0 + $1.quantity * $1.cost } - shortfall * lastCost
    return Closing(quantity: quantity, value: value)
  }

  private func weightedAverage(_ movements: [Movement]) -> Closing {
    var quantity: Decimal = 0
    var value: Decimal = 0
    var lastCost = fallbackCost ?? 0
    for movement in movements {
      let average = quantity > 0 ? value / quantity : lastCost
      if movement.quantity > 0 {
        let cost = movement.unitCost ?? fallbackCost ?? average
        value += movement.quantity * cost
        quantity += movement.quantity
        lastCost = cost
      } else {
        value += movement.quantity * average
        quantity += movement.quantity
        lastCost = average
      }
    }
    return Closing(quantity: quantity, value: value)
  }
}
