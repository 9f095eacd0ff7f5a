import Foundation
import SharedCore

/// The value axis of a bar chart: from `lower` to `upper`, ticks every `step`, all exact.
///
/// The axis always includes zero. Its ends are the lowest and highest values rounded out to a
/// multiple of `step`, and `step` is 1, 2 or 5 times a power of ten, the one nearest to the range
/// divided into ``targetTickCount`` intervals (so an axis has 3 to 10 intervals). Values that are
/// all zero, or none, give the axis 0 to 1.
package struct PrintedChartScale: Sendable, Hashable {
  /// The number of intervals between ticks the axis aims for.
  package static let targetTickCount = 5

  /// The bottom of the axis: zero, or a negative multiple of `step`.
  package let lower: Decimal
  /// The top of the axis: zero, or a positive multiple of `step`.
  package let upper: Decimal
  /// The distance between ticks.
  package let step: Decimal

  /// The scale for `values`.
  package init(values: [Decimal]) {
    let low = min(values.min() ?? 0, 0)
    let high = max(values.max() ?? 0, 0)
    guard high > low else {
      (lower, upper, step) = (0, 1, 1)
      return
    }
    let step = Self.niceStep(near: (high - low) / Decimal(Self.targetTickCount))
    self.step = step
    lower = low < 0 ? -((-low) / step).rounded(scale: 0, .up) * step : 0
    upper = high > 0 ? (high / step).rounded(scale: 0, .up) * step : 0
  }

  /// The tick values from `lower` to `upper`.
  package var ticks: [Decimal] {
    var ticks: [Decimal] = []
    var value = lower
    while value <= upper {
      ticks.append(value)
      value += step
    }
    return ticks
  }

  /// Where `value` lies on the axis: 0 at `lower`, 1 at `upper`.
  package func fraction(of value: Decimal) -> Double {
    Self.double((value - lower) / (upper - lower))
  }

  /// The one of 1, 2, 5 or 10 times a power of ten nearest to `rough` (positive), by the
  /// thresholds of Heckbert's "nice numbers" (Graphics Gems, 1990): 1 below 1.5, 2 below 3, 5 below 7.
  static func niceStep(near rough: Decimal) -> Decimal {
    var exponent = Int(log10(double(rough)).rounded(.down))
    // The logarithm of a Double may land a hair off an exact power of ten; correct for it exactly.
    while Decimal(sign: .plus, exponent: exponent, significand: 1) > rough { exponent -= 1 }
    while Decimal(sign: .plus, exponent: exponent + 1, significand: 1) <= rough { exponent += 1 }
    let fraction = rough / Decimal(sign: .plus, exponent: exponent, significand: 1)
    let significand: Decimal =
      if fraction < 1.5 { 1 } else if fraction < 3 { 2 } else if fraction < 7 { 5 } else { 10 }
    return significand * Decimal(sign: .plus, exponent: exponent, significand: 1)
  }

  /// `value` as a `Double`, for positions on the page.
  static func double(_ value: Decimal) -> Double {
    NSDecimalNumber(decimal: value).doubleValue
  }
}
