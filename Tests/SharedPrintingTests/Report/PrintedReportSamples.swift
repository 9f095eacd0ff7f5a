import Foundation
import PrintingTesting
import SharedPrinting
import Testing

/// Reports for the tests: a sales register with names in several Indian scripts, and helpers that
/// read back what the engine drew.
enum PrintedReportSamples {
  /// Party names in Latin and Indian scripts, cycled through the rows.
  static let names = [
    "Shree Ganesh Traders", "श्री गणेश ट्रेडर्स", "கோயம்புத்தூர் ஸ்டோர்ஸ்", "কলকাতা বস্ত্রালয়", "ಬೆಂಗಳೂರು ಮಾರ್ಟ್",
    "Basmati बासमती House",
  ]

  /// The register's columns: date, number, party, taxable value and total.
  static let columns: [PrintedTable.Column] = [
    .text("Date", width: 1.1), .text("Invoice", width: 1.4), .text("Party", width: 3),
    .number("Taxable value", width: 1.5), .number("Total", width: 1.5),
  ]

  /// Row `index` of the register: short texts that fit their cells on one line.
  static func row(_ index: Int) -> [String] {
    [
      "\(10 + index % 19)-04-2025", "INV/\(1000 + index)", names[index % names.count],
      "₹\(1000 + index * 7).00", "₹\(1180 + index * 8).26",
    ]
  }

  /// A register of `rowCount` rows with a totals row and, when `chart` is set, a monthly bar chart.
  static func register(rowCount: Int, chart: Bool = true) -> PrintedReport {
    let table = PrintedTable(
      columns: columns, rows: (0..<rowCount).map(row), totals: ["", "", "Total", "₹99,999.00", "₹1,17,998.82"])
    return PrintedReport(
      title: "Sales register", subtitles: ["April 2025 – March 2026", "श्री गणेश ट्रेडर्स, Pune"],
      chart: chart ? monthlyChart([1200, 3400, 0, 560.5, 9999.99, 4200]) : nil, table: table)
  }

  /// A chart of one bar per value, labelled by month.
  static func monthlyChart(_ values: [Decimal]) -> PrintedBarChart {
    let months = ["Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan", "Feb", "Mar"]
    return PrintedBarChart(
      title: "Sales by month",
      bars: values.enumerated().map { PrintedBarChart.Bar(label: months[$0.offset % 12], value: $0.element) })
  }

  /// The decompressed content stream of each page of `data`.
  static func contentStreams(_ data: Data) throws -> [String] {
    let pdf = try PDFInspector(data)
    return try pdf.pageObjects().map { page in
      let pageText = try #require(pdf.objects[page])
      let contents = try #require(PDFInspector.value(of: "Contents", in: pageText).flatMap { Int($0) })
      return PDFInspector.latin1(try #require(pdf.streams[contents])[...])
    }
  }

  /// The rectangles filled with `color` in `content`: x, y, width and height.
  static func filledRectangles(in content: String, color: PDFColor) -> [PDFRectangle] {
    let fill = [color.red, color.green, color.blue].map(PDFObject.number).joined(separator: " ") + " rg\n"
    var rectangles: [PDFRectangle] = []
    var rest = content[...]
    while let range = rest.range(of: fill) {
      rest = rest[range.upperBound...]
      let line = rest.prefix { $0 != "\n" }
      let fields = line.split(separator: " ")
      guard fields.count == 6, fields[4] == "re", fields[5] == "f" else { continue }
      let numbers = fields.prefix(4).compactMap { Double($0) }
      guard numbers.count == 4 else { continue }
      rectangles.append(PDFRectangle(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    }
    return rectangles
  }

  /// The text of `file`, extracted by poppler's pdftotext (pages `first` to `last` when given).
  static func extractedText(_ data: Data, pages: ClosedRange<Int>? = nil) async throws -> String {
    let directory = try PDFTools.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("report.pdf")
    try data.write(to: file)
    var arguments = ["-enc", "UTF-8"]
    if let pages { arguments += ["-f", "\(pages.lowerBound)", "-l", "\(pages.upperBound)"] }
    let result = try await PDFTools.run("pdftotext", arguments + [file.path, "-"])
    #expect(result.status == 0)
    return result.output
  }

  /// qpdf's verdict on `data`: whether it found no errors.
  static func qpdfAccepts(_ data: Data) async throws -> Bool {
    let directory = try PDFTools.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("report.pdf")
    try data.write(to: file)
    let result = try await PDFTools.run("qpdf", ["--check", file.path])
    return result.status == 0 && result.output.contains("No syntax or stream encoding errors found")
  }
}
