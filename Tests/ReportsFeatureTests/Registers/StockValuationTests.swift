import Foundation
import ReportsFeature
import SharedCore
import Testing

@Suite struct StockValuationTests {
  static func day(_ n: Int) -> CalendarDate { CalendarDate(year: 2026, month: 4, day: n)! }

  /// Worked by hand: 10 @ 100 and 10 @ 120 in, 15 out, 5 @ 130 in. FIFO keeps 5 @ 120 and 5 @ 130;
  /// the average is 110 when 15 go out, leaving 5 worth 550, then 5 @ 130 in.
  @Test(arguments: [
    (StockValuation.Method.fifo, Decimal(10), Decimal(1250)), (.weightedAverage, 10, 1200),
  ])
  func valuesLayersByMethod(method: StockValuation.Method, quantity: Decimal, value: Decimal) {
    let movements = [
      StockValuation.Movement(date: Self.day(1), quantity: 10, unitCost: 100),
      StockValuation.Movement(date: Self.day(2), quantity: 10, unitCost: 120),
      StockValuation.Movement(date: Self.day(3), quantity: -15),
      StockValuation.Movement(date: Self.day(4), quantity: 5, unitCost: 130),
    ]
    let closing = StockValuation(method: method).closing(after: movements.reversed())
    #expect(closing == StockValuation.Closing(quantity: quantity, value: value))
  }

  @Test(arguments: StockValuation.Method.allCases)
  func sellingMoreThanIsOnHandLeavesANegativeQuantityAtTheLastCost(method: StockValuation.Method) {
    let closing = StockValuation(method: method).closing(after: [
      .init(date: Self.day(1), quantity: 2, unitCost: 50), .init(date: Self.day(2), quantity: -5),
    ])
    #expect(closing == StockValuation.Closing(quantity: -3, value: -150))
    let restocked = StockValuation(method: .fifo).closing(after: [
      .init(date: Self.day(1), quantity: 2, unitCost: 50), .init(date: Self.day(2), quantity: -5),
      .init(date: Self.day(3), quantity: 4, unitCost: 60),
    ])
    #expect(restocked == StockValuation.Closing(quantity: 1, value: 60))
  }

  @Test(arguments: StockValuation.Method.allCases)
  func stockWithoutACostComesInAtTheFallback(method: StockValuation.Method) {
    let closing = StockValuation(method: method, fallbackCost: 25).closing(after: [
      .init(date: Self.day(1), quantity: 4), .init(date: Self.day(2), quantity: -1),
    ])
    #expect(closing == StockValuation.Closing(quantity: 3, value: 75))
  }
}
