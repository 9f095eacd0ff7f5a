import Foundation
import SharedPrinting
import SharedTesting
import Testing

/// The chart's axis: exact round ticks 1, 2 or 5 times a power of ten apart, from zero or the
/// lowest value rounded down to the highest rounded up.
@Suite struct PrintedChartScaleTests {
  @Test(
    arguments: [
      ([9999.99], 0, 10000, 2000),
      ([1], 0, 1, 0.2),
      ([0.07, 0.3], 0, 0.3, 0.05),
      ([-350, 1200, 0], -500, 1500, 500),
      ([-80, -20], -80, 0, 20),
      ([100], 0, 100, 20),
      ([101], 0, 120, 20),
      ([123_456_789.12], 0, 140_000_000, 20_000_000),
      ([-350, 9999.99], -2000, 10000, 2000),
      ([0, 0], 0, 1, 1),
      ([], 0, 1, 1),
    ] as [([Decimal], Decimal, Decimal, Decimal)])
  func knownValuesGiveRoundAxes(values: [Decimal], lower: Decimal, upper: Decimal, step: Decimal) {
    let scale = PrintedChartScale(values: values)
    #expect(scale.lower == lower)
    #expect(scale.upper == upper)
    #expect(scale.step == step)
  }

  @Test func randomValuesGiveAnAxisThatHoldsThemOnFewRoundTicks() {
    var generator = SeededGenerator(seed: 0x5CA1E)
    for round in 0..<500 {
      let count = Int.random(in: 1...12, using: &generator)
      let exponent = Int.random(in: -3...9, using: &generator)
      let values = (0..<count).map { _ in
        Decimal(Int.random(in: -40_000...99_999, using: &generator))
          * Decimal(sign: .plus, exponent: exponent - 4, significand: 1)
      }
      let scale = PrintedChartScale(values: values)
      let ticks = scale.ticks
      #expect(scale.lower <= min(values.min() ?? 0, 0), "round \(round)")
      #expect(scale.upper >= max(values.max() ?? 0, 0), "round \(round)")
      #expect(ticks.first == scale.lower && ticks.last == scale.upper, "round \(round)")
      #expect((4...11).contains(ticks.count), "round \(round): \(ticks)")
      #expect(ticks.contains(0), "round \(round)")
      var significand = scale.step
      while significand >= 10 { significand /= 10 }
      while significand < 1 { significand *= 10 }
      #expect([1, 2, 5].contains(significand), "round \(round): step \(scale.step)")
      for value in values {
        let fraction = scale.fraction(of: value)
        #expect(fraction >= 0 && fraction <= 1, "round \(round)")
      }
    }
  }
}
