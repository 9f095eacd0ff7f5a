import BillsFeature
import BillsTesting
import Foundation
import PrintingTesting
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// What the company's invoice and tax settings change on a printed bill: the line table's columns and
/// the product fields among them, the copy markers' words, how amounts are written, and a composition
/// taxable person's bill of supply without tax columns.
@Suite struct BillCompanyDocumentsTests {
  static let size = CompanyProductField(id: "size", label: "Size", kind: .list(["S", "M", "L"]))

  /// Two pieces at 500 rupees, 18 %, in size M.
  static func document() -> BillDocument {
    var document = BillsHarness.invoice(party: "p1", lines: [(nil, "2", "500")])
    document.number = "INV/25-26/00001"
    document.lines[0].productFields = ["size": "M"]
    return document
  }

  /// `document()` printed as `company` says; under the composition scheme its line charges no tax.
  static func invoice(_ company: CompanyDocumentSettings, copy: BillCopy? = nil) throws -> BillPDFInvoice {
    let printing = try BillCompanyPrinting(company)
    var document = Self.document()
    if let declaration = company.compositionDeclaration {
      document.lines[0].line.tax = .untaxed(.outsideScope, reason: declaration)
    }
    var invoice = try BillPDFInvoice(
      document: document, totals: try document.totals(calculator: BillCalculator()), seller: BillsSamples.seller,
      buyer: BillPDFInvoice.Party(name: "Asha Traders"), settings: printing.settings, copy: copy,
      formatter: printing.formatter(for: document.currency), words: printing.words(for: document.currency))
    printing.apply(to: &invoice, kind: document.kind)
    return invoice
  }

  static func runs(_ invoice: BillPDFInvoice) throws -> [String] {
    try PDFInspector(try BillPDFRenderer(shaper: SystemTextShaper()).render(invoice).data).textRuns(page: 0)
  }

  @Test func theChosenColumnsAndProductFieldsPrintInTheirOrder() throws {
    let invoice = try Self.invoice(
      CompanyDocumentSettings(
        lineColumns: [.serialNumber, .description, .quantity, .unit, .rate, .tax, .total],
        printedProductFields: [Self.size]))
    #expect(
      invoice.columns == [
        .standard(.serialNumber), .standard(.description), .productField(id: "size", title: "Size"),
        .standard(.quantity), .standard(.unit), .standard(.rate), .standard(.tax), .standard(.total),
      ])
    let line = try #require(invoice.lines.first)
    // With a unit column the quantity prints without its unit.
    #expect(
      invoice.columns.map(line.text(for:)) == ["1", "Item 1", "M", "2", "pcs", "₹500.00", "₹180.00", "₹1,180.00"])
    let runs = try Self.runs(invoice)
    for text in ["Size", "M", "Unit", "pcs", "Tax Amt.", "₹180.00"] { #expect(runs.contains(text), "missing \(text)") }
    #expect(!runs.contains("Disc."))
    #expect(!runs.contains("2 pcs"))
  }

  @Test func theStandardColumnsPrintTheQuantityWithItsUnit() throws {
    let invoice = try Self.invoice(CompanyDocumentSettings())
    #expect(invoice.columns == BillPDFInvoice.Column.standardColumns)
    let line = try #require(invoice.lines.first)
    #expect(line.text(for: .standard(.quantity)) == "2 pcs")
    #expect(line.text(for: .productField(id: "size", title: "Size")) == "M")
    #expect(try Self.runs(invoice).contains("Disc."))
  }

  @Test func manyColumnsShrinkButTheDescriptionKeepsItsRoomAndEveryValuePrints() throws {
    let fields = (1...6).map { CompanyProductField(id: "f\($0)", label: "Field \($0)", kind: .text) }
    var document = Self.document()
    document.lines[0].productFields = Dictionary(uniqueKeysWithValues: fields.map { ($0.id, "v-\($0.id)") })
    let printing = try BillCompanyPrinting(
      CompanyDocumentSettings(lineColumns: DocumentLineColumn.allCases, printedProductFields: fields))
    let invoice = try BillPDFInvoice(
      document: document, totals: try document.totals(calculator: BillCalculator()), seller: BillsSamples.seller,
      buyer: BillPDFInvoice.Party(name: "Asha Traders"), settings: printing.settings)
    #expect(invoice.columns.count == DocumentLineColumn.allCases.count + fields.count)
    let text = try Self.runs(invoice).joined(separator: " ")
    for field in fields { #expect(text.contains("v-\(field.id)"), "missing the value of \(field.id)") }
    #expect(text.contains("Item 1"))
  }

  @Test func theCompanysCopyWordsMarkTheirCopiesAndTheOthersKeepTheLanguagesWords() throws {
    let company = CompanyDocumentSettings(copyLabels: [.originalForRecipient: "Buyer's copy"])
    #expect(try Self.invoice(company, copy: .originalForRecipient).copyLabel == "Buyer's copy")
    #expect(try Self.invoice(company, copy: .triplicateForSupplier).copyLabel == "Triplicate for Supplier")
    var hindi = company
    hindi.language = "hi"
    #expect(
      try Self.invoice(hindi, copy: .duplicateForTransporter).copyLabel == BillPDFLabels.hindi.duplicateForTransporter)
    #expect(try Self.runs(try Self.invoice(company, copy: .originalForRecipient)).contains("Buyer's copy"))
  }

  @Test func amountsAreWrittenInTheCompanysGroupingAndTheDocumentsCurrency() throws {
    let indian = try BillCompanyPrinting(CompanyDocumentSettings())
    let international = try BillCompanyPrinting(CompanyDocumentSettings(digitGrouping: .international))
    let amount = try DecimalParser.parse("1234567.5")
    #expect(indian.formatter(for: .inr).string(for: amount) == "₹12,34,567.50")
    #expect(international.formatter(for: .inr).string(for: amount) == "₹1,234,567.50")
    #expect(international.formatter(for: .usd).string(for: amount) == "$1,234,567.50")
    #expect(international.formatter(for: try #require(Currency.iso("AED"))).string(for: amount) == "AED 1,234,567.50")
    #expect(international.formatter(for: try #require(Currency.iso("JPY"))).string(for: amount) == "¥1,234,568")
    #expect(indian.words(for: .inr).words(for: amount).hasPrefix("Rupees Twelve Lakh"))
    #expect(international.words(for: .usd).words(for: amount).hasPrefix("One Million"))
    #expect(international.words(for: .usd).words(for: amount).hasSuffix("Dollars and Fifty Cents Only"))
  }

  @Test func aCompositionBillOfSupplyPrintsNoTaxColumnOrSummary() throws {
    let invoice = try Self.invoice(
      CompanyDocumentSettings(
        lineColumns: [.serialNumber, .description, .quantity, .taxRate, .tax, .total],
        compositionDeclaration: "Composition taxable person, not eligible to collect tax on supplies"))
    #expect(invoice.title == BillCompanyPrinting.billOfSupplyTitle)
    #expect(
      invoice.columns == [.standard(.serialNumber), .standard(.description), .standard(.quantity), .standard(.total)])
    #expect(invoice.taxSummary.isEmpty && invoice.taxSummaryTotal == nil)
    #expect(!(try Self.runs(invoice)).contains("Tax Summary"))
  }

  @Test func receiptsWriteTheUnitAndLeaveOutTheTaxRateOfABillOfSupply() throws {
    let regular = try Self.invoice(
      CompanyDocumentSettings(lineColumns: [.serialNumber, .description, .quantity, .unit, .rate, .taxRate, .total]))
    #expect(BillReceiptText.text(for: regular, paper: .width80mm).contains("2 pcs x ₹500.00 @18%"))
    let composition = try Self.invoice(
      CompanyDocumentSettings(compositionDeclaration: "Composition taxable person, not eligible to collect tax"))
    let receipt = BillReceiptText.text(for: composition, paper: .width80mm)
    #expect(receipt.contains("2 pcs x ₹500.00"))
    #expect(!receipt.contains("@18%"))
  }

  @Test func underCompositionAPurchaseBillAndATaxedNoteKeepTheirTax() throws {
    let printing = try BillCompanyPrinting(
      CompanyDocumentSettings(compositionDeclaration: "Composition taxable person, not eligible to collect tax"))
    for kind in [BillDocumentKind.purchaseBill, .creditNote] {
      let document = BillsHarness.invoice(party: "p1", lines: [(nil, "2", "500")], kind: kind)
      var invoice = try BillPDFInvoice(
        document: document, totals: try document.totals(calculator: BillCalculator()), seller: BillsSamples.seller,
        buyer: BillPDFInvoice.Party(name: "Asha Traders"), settings: printing.settings)
      printing.apply(to: &invoice, kind: kind)
      #expect(invoice.columns.contains(.standard(.taxRate)), "\(kind)")
      #expect(!invoice.taxSummary.isEmpty, "\(kind)")
      #expect(invoice.title != BillCompanyPrinting.billOfSupplyTitle, "\(kind)")
      #expect(invoice.terms.isEmpty == (kind == .purchaseBill), "\(kind)")
    }
  }

  @Test func aTableWithoutADescriptionGetsOneAndNothingPrintsTwice() {
    let size = Self.size
    #expect(
      BillPDFInvoice.Column.table([.serialNumber, .quantity, .quantity, .total], productFields: [size, size])
        == [
          .standard(.serialNumber), .standard(.description), .productField(id: "size", title: "Size"),
          .standard(.quantity), .standard(.total),
        ])
    #expect(BillPDFInvoice.Column.table([], productFields: []) == [.standard(.description)])
  }
}
