import BillsFeature
import Foundation
import SharedCore
import SharedPlatform

/// BillsFeature against the goals: the totals of a 1,000-line GST invoice (goal < 2 ms),
/// next to the same engine doing every step in `Decimal` (the straightforward implementation of
/// the same rules), a 200-line invoice with names in three scripts rendered to PDF (goal < 100 ms),
/// a counter receipt (goal < 10 ms) and the QR code of a UPI payment link (goal < 1 ms).
enum BillsBenchmarks: BenchmarkSuite {
  static let name = "bills"

  static func run() async throws {
    Report.header("Bills: totals and PDF")
    let draft = try thousandLineDraft()
    let fast = BillCalculator()
    let plain = BillCalculator(arithmetic: .decimal)
    guard try fast.totals(for: draft) == plain.totals(for: draft) else {
      throw BillsBenchmarkFailure("the two arithmetics disagree on the benchmark draft")
    }
    let totals = try Benchmark.measureSideBySide(
      "totals of a 1,000-line GST invoice", samples: 21, iterations: 5,
      ours: { blackHole(try fast.totals(for: draft)) },
      theirs: { blackHole(try plain.totals(for: draft)) })
    Report.comparison(totals)
    Report.note("ours: \(Report.format(totals.ours.median)) per invoice (goal < 2 ms); theirs: Decimal throughout")

    let renderer = try BillPDFRenderer(shaper: SystemTextShaper())
    let invoice = pdfInvoice(lineCount: 200)
    let render = try Benchmark.measure(
      "render a 200-line invoice (Latin, Devanagari, Tamil names) to PDF", samples: 11, iterations: 1
    ) {
      blackHole(try renderer.render(invoice))
    }
    Report.line(render, target: "< 100 ms")
    Report.note("\(try renderer.render(invoice).pageCount) pages, \(try renderer.render(invoice).data.count) bytes")

    var receiptInvoice = pdfInvoice(lineCount: 8)
    let intent = try UPIPaymentIntent(
      payeeAddress: "shreeganesh@okicici", payeeName: "Shree Ganesh Traders", amount: 1_050_000,
      note: "Invoice INV/26-27/0042", transactionReference: "INV/26-27/0042")
    receiptInvoice.paymentQRCode = try BillPDFInvoice.QRBlock(payload: intent.uri, caption: ["Scan to pay"])
    let receipt = try Benchmark.measure("render an 8-line 58 mm receipt with a UPI code", samples: 21, iterations: 3) {
      blackHole(try renderer.renderReceipt(receiptInvoice, paper: .width58mm))
    }
    Report.line(receipt, target: "< 10 ms")
    let qr = try Benchmark.measure("encode a UPI payment link as a QR code (level M)", samples: 21, iterations: 50) {
      blackHole(try intent.qrCode())
    }
    Report.line(qr, target: "< 1 ms")
    Report.note("\(intent.uri.utf8.count)-byte link, version \(try intent.qrCode().version)")
  }

  /// 1,000 lines within a state at the four GST 2.0 rates, with discounts, cess on some lines and
  /// quantities with fractions, dated between GST 2.0 (22 September 2025) and the end of the cess (1 February 2026).
  private static func thousandLineDraft() throws -> BillDraft {
    guard let date = CalendarDate(year: 2026, month: 1, day: 10) else { throw BillsBenchmarkFailure("date") }
    let rates: [Decimal] = [0, 5, 18, 40]
    var generator = SplitMix64(seed: 7)
    let lines = try (0..<1_000).map { index in
      let price = try DecimalParser.parse("\(Int(generator.next() % 90_000) + 100).\(generator.next() % 100)")
      let quantity = try DecimalParser.parse("\(generator.next() % 20 + 1).\(generator.next() % 4 * 25)")
      let rate = rates[index % rates.count]
      return BillLine(
        id: "\(index + 1)", quantity: quantity, unitPrice: price,
        discount: index % 3 == 0 ? .percent(10) : nil,
        tax: rate == 0 ? .untaxed(.exempt, reason: "Exempt supply") : .standard(rate),
        cess: index % 7 == 0 && rate == 40 ? BillCess(rate: 12) : nil)
    }
    return BillDraft(
      date: date, currency: .inr, regime: .gst(BillGSTSupply(supplierStateCode: "27", placeOfSupply: "27")),
      lines: lines, roundOff: .nearest(1))
  }

  /// Item names in Latin, Devanagari and Tamil, with conjuncts and vowel signs to shape.
  private static let descriptions = [
    "Cotton kurta, size M, indigo block print", "सूती कुर्ता, साइज़ M, नील ब्लॉक प्रिंट", "பருத்தி குர்தா, நீல அச்சு",
  ]

  private static func pdfInvoice(lineCount: Int) -> BillPDFInvoice {
    let lines = (1...lineCount).map { index in
      BillPDFInvoice.Line(
        serial: "\(index)", description: descriptions[index % descriptions.count] + " \(index)", hsn: "62114290",
        quantity: "\(index % 9 + 1) pcs", rate: "₹1,250.00", taxableValue: "₹\(index % 9 + 1),250.00", taxRate: "5%",
        amount: "₹\(index % 9 + 1),312.50")
    }
    return BillPDFInvoice(
      title: "Tax Invoice", number: "INV/26-27/0042",
      details: [.init("Invoice Date", "2026-04-10"), .init("Place of Supply", "Maharashtra (27)")],
      seller: .init(
        name: "Shree Ganesh Traders", addressLines: ["12, MG Road", "Pune 411001"], gstin: "27AAPFU0939F1ZV"),
      buyer: .init(name: "Asha Stores", addressLines: ["4, FC Road", "Pune 411004"], gstin: "27AAACR5055K1Z7"),
      lines: lines,
      taxSummary: [
        .init(
          hsn: "62114290", taxRate: "5%", taxableValue: "₹10,00,000.00", cgst: "₹25,000.00",
          sgst: "₹25,000.00")
      ],
      totals: [.init("Taxable value", "₹10,00,000.00"), .init("Total Payable", "₹10,50,000.00", isEmphasized: true)],
      amountInWords: "Rupees Ten Lakh Fifty Thousand Only")
  }
}

/// A benchmark precondition that did not hold.
struct BillsBenchmarkFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
