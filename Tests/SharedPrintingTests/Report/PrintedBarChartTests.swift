import Foundation
import PrintingTesting
import SharedPlatform
import SharedPrinting
import Testing

/// The chart draws one bar per value, read back from the page's content stream, each as tall as
/// its value on a scale whose top is the round tick at or above the largest value; negative bars
/// hang below the zero line; a chart of zeros or of no bars still prints.
@Suite struct PrintedBarChartTests {
  private static func report(_ values: [Decimal]) -> PrintedReport {
    var report = PrintedReportSamples.register(rowCount: 2)
    report.chart = PrintedReportSamples.monthlyChart(values)
    return report
  }

  private static func bars(_ report: PrintedReport) throws -> [PDFRectangle] {
    let pages = try PrintedReportSamples.contentStreams(report.pdf(shaper: SystemTextShaper()))
    return PrintedReportSamples.filledRectangles(in: try #require(pages.first), color: PrintedReportLayout.barColor)
  }

  @Test func oneBarPerValueScaledToTheLargest() throws {
    let values: [Decimal] = [1200, 3400, 250, 560.5, 9999.99, 4200, 7100, 80, 6000, 5000, 3000, 1000]
    let report = Self.report(values)
    let bars = try Self.bars(report)
    try #require(bars.count == values.count)
    let layout = try report.laidOut(shaper: SystemTextShaper())
    let plot = try #require(layout.plot)
    #expect(layout.bars.count == values.count)
    // The largest value, 9999.99, reaches all but 0.0001 % of the axis, whose top is 10000.
    let tallest = try #require(bars.max { $0.height < $1.height })
    #expect(abs(tallest.height - plot.height * 0.999999) < 0.01)
    #expect(tallest.y + tallest.height <= plot.maxY + 0.001)
    for (bar, value) in zip(bars, values) {
      let expected = plot.height * NSDecimalNumber(decimal: value / 10000).doubleValue
      #expect(abs(bar.height - expected) < 0.01, "\(value)")
      #expect(abs(bar.y - plot.y) < 0.001, "\(value) starts on the zero line at the bottom")
    }
    let lefts = bars.map(\.x)
    #expect(lefts == lefts.sorted())
    #expect(zip(bars, bars.dropFirst()).allSatisfy { $0.x + $0.width < $1.x })
    #expect(bars.allSatisfy { $0.x >= plot.x && $0.x + $0.width <= plot.maxX + 0.001 })
  }

  @Test func negativeValuesHangBelowTheZeroLine() throws {
    let values: [Decimal] = [-350, 1200, 0, -40.25]
    let layout = try Self.report(values).laidOut(shaper: SystemTextShaper())
    let plot = try #require(layout.plot)
    let scale = PrintedChartScale(values: values)
    #expect(scale.lower == -500 && scale.upper == 1500 && scale.step == 500)
    let zero = plot.y + plot.height * 0.25
    try #require(layout.bars.count == 4)
    #expect(abs(layout.bars[0].y - (zero - plot.height * 0.175)) < 0.001)
    #expect(abs(layout.bars[0].maxY - zero) < 0.001)
    #expect(abs(layout.bars[1].y - zero) < 0.001)
    #expect(abs(layout.bars[1].maxY - (zero + plot.height * 0.6)) < 0.001)
    #expect(layout.bars[2].height == 0)
    #expect(layout.bars[3].maxY - zero < 0.001 && layout.bars[3].y < zero)
    #expect(layout.bars.allSatisfy { $0.y >= plot.y - 0.001 && $0.maxY <= plot.maxY + 0.001 })
  }

  @Test(arguments: [[0, 0, 0], []] as [[Decimal]])
  func aChartOfZerosOrOfNoBarsPrintsItsAxis(values: [Decimal]) throws {
    let report = Self.report(values)
    let layout = try report.laidOut(shaper: SystemTextShaper())
    #expect(layout.bars.count == values.count)
    #expect(layout.bars.allSatisfy { $0.height == 0 })
    #expect(try Self.bars(report).count == values.count)
    let scale = try #require(report.chart?.scale)
    #expect(scale.lower == 0 && scale.upper == 1 && scale.ticks == [0, 1])
    #expect(try PDFInspector(report.pdf(shaper: SystemTextShaper())).pageObjects().count == 1)
  }

  @Test func longLabelsAndValuesStayInTheirSlots() throws {
    var report = Self.report([])
    report.chart?.bars = (0..<12).map {
      PrintedBarChart.Bar(
        label: "Mahashivratri special sale \($0)", value: 123_456_789.12, valueLabel: "₹12,34,56,789.12")
    }
    let layout = try report.laidOut(shaper: SystemTextShaper())
    let plot = try #require(layout.plot)
    try #require(layout.chartLabels.count == 24)
    for (index, placed) in layout.chartLabels.enumerated() {
      #expect(abs(placed.slot.x - (plot.x + plot.width / 12 * Double(index / 2))) < 0.001)
      #expect(placed.x >= placed.slot.x + 1 - 0.001, "\(placed.text)")
      #expect(placed.x + placed.width <= placed.slot.maxX - 1 + 0.001, "\(placed.text)")
    }
    let values = layout.chartLabels.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
    let labels = layout.chartLabels.enumerated().filter { !$0.offset.isMultiple(of: 2) }.map(\.element)
    // In portrait the amounts are shrunk to the smallest size, then cut; the labels are cut.
    #expect(values.allSatisfy { $0.size == 5 && $0.text.hasSuffix("…") && $0.text.hasPrefix("₹12,") })
    #expect(labels.allSatisfy { $0.text.hasSuffix("…") && $0.text.hasPrefix("Maha") })
    report.orientation = .landscape
    let wide = try report.laidOut(shaper: SystemTextShaper())
    // In landscape the slots are wide enough for each amount, uncut.
    #expect(
      wide.chartLabels.enumerated().filter { $0.offset.isMultiple(of: 2) }.allSatisfy {
        $0.element.text == "₹12,34,56,789.12" && $0.element.size >= 5
      })
  }

  @Test func anInvalidValueIsATypedError() throws {
    var report = Self.report([1, 2])
    report.chart?.bars[1].value = .nan
    #expect(throws: PrintedReportError.invalidBarValue(bar: 1)) {
      try report.pdf(shaper: SystemTextShaper())
    }
  }
}
