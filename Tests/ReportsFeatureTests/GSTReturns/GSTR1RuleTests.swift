import Foundation
import IndiaTax
import ReportsFeature
import ReportsTesting
import SharedCore
import Testing

/// The dated rules and the special cases of GSTR-1, one document at a time.
@Suite struct GSTR1RuleTests {
  typealias Samples = GSTReturnSamples

  func build(
    _ documents: [ReportingDocument], fp: String, turnover: Decimal = 4_00_00_000, quarterly: Bool = false,
    earlier: [ReportingDocument] = []
  ) throws -> GSTR1Return {
    try GSTR1Builder(
      gstin: try GSTIN(Samples.supplierGSTIN),
      period: try GSTReturnPeriod(fp: fp, length: quarterly ? .quarter : .month),
      aggregateTurnover: turnover
    ).build(documents: documents, parties: Samples.parties, earlierInvoices: earlier)
  }

  /// ₹1.5 lakh to an unregistered buyer in Karnataka.
  func lakhAndAHalf(on date: CalendarDate) -> ReportingDocument {
    Samples.document(
      "INV-1", date: date, party: Samples.walkIn, placeOfSupply: "29",
      lines: [Samples.line(taxablePaise: 1_27_118_64, rate: 18, interState: true)])
  }

  @Test func aLakhAndAHalfOn31July2024IsB2CS() throws {
    let invoice = lakhAndAHalf(on: Samples.day(2024, 7, 31))
    #expect(invoice.total == Samples.inr(1_50_000_00))
    let gstr1 = try build([invoice], fp: "072024")
    #expect(gstr1.b2cl.isEmpty)
    #expect(gstr1.b2cs.map(\.placeOfSupply) == ["29"])
    #expect(gstr1.b2cs.first?.supplyType == .interState)
  }

  @Test func aLakhAndAHalfOn1August2024IsB2CL() throws {
    let gstr1 = try build([lakhAndAHalf(on: Samples.day(2024, 8, 1))], fp: "082024")
    #expect(gstr1.b2cs.isEmpty)
    #expect(gstr1.b2cl.map(\.placeOfSupply) == ["29"])
    #expect(gstr1.b2cl.first?.invoices.map(\.number) == ["INV-1"])
  }

  @Test func anIntraStateInvoiceAboveTheThresholdStaysB2CS() throws {
    let invoice = Samples.document(
      "INV-1", date: Samples.day(2024, 8, 1), party: Samples.walkIn, placeOfSupply: "27",
      lines: [Samples.line(taxablePaise: 5_00_000_00, rate: 18, interState: false)])
    let gstr1 = try build([invoice], fp: "082024")
    #expect(gstr1.b2cl.isEmpty)
    #expect(gstr1.b2cs.first?.supplyType == .intraState)
  }

  @Test func aNoteOnAnEarlierB2CLInvoiceGoesToCDNUR() throws {
    let original = lakhAndAHalf(on: Samples.day(2024, 8, 1))
    let note = Samples.document(
      "CN-1", kind: .creditNote, date: Samples.day(2024, 9, 3), party: Samples.walkIn, placeOfSupply: "29",
      originalNumber: "INV-1", originalDate: Samples.day(2024, 8, 1),
      lines: [Samples.line(taxablePaise: 1_000_00, rate: 18, interState: true)])
    let withOriginal = try build([note], fp: "092024", earlier: [original])
    #expect(withOriginal.cdnur.map(\.unregisteredType) == [.b2cl])
    #expect(withOriginal.b2cs.isEmpty)
    let withoutOriginal = try build([note], fp: "092024")
    #expect(withoutOriginal.cdnur.isEmpty)
    #expect(withoutOriginal.b2cs.first?.amounts.taxablePaise == -1_000_00)
  }

  @Test func tableTwelveNeedsFourDigitsUpToFiveCrore() throws {
    let invoice = Samples.document(
      "INV-1", date: Samples.day(2024, 8, 5), party: Samples.maharashtraCustomer, placeOfSupply: "27",
      lines: [Samples.line(taxablePaise: 100_00, rate: 18, interState: false, hsn: "8471")])
    #expect(try build([invoice], fp: "082024", turnover: 5_00_00_000).hsn.b2b.map(\.hsn) == ["8471"])
    #expect(throws: GSTReturnError(document: "INV-1", line: 1, field: .hsn, problem: .hsnDigits(found: 4, required: 6)))
    {
      try build([invoice], fp: "082024", turnover: 5_00_00_001)
    }
  }

  @Test func tableTwelveAboveFiveCroreTakesSixDigits() throws {
    let invoice = Samples.document(
      "INV-1", date: Samples.day(2024, 8, 5), party: Samples.maharashtraCustomer, placeOfSupply: "27",
      lines: [Samples.line(taxablePaise: 100_00, rate: 18, interState: false, hsn: "847130")])
    #expect(try build([invoice], fp: "082024", turnover: 6_00_00_000).hsn.b2b.map(\.hsn) == ["847130"])
  }

  @Test func theHSNSummaryIsSplitFromMay2025() throws {
    func documents(on day: Int, month: Int) -> [ReportingDocument] {
      [
        Samples.document(
          "INV-1", date: Samples.day(2025, month, day), party: Samples.maharashtraCustomer, placeOfSupply: "27",
          lines: [Samples.line(taxablePaise: 100_00, rate: 18, interState: false)]),
        Samples.document(
          "INV-2", date: Samples.day(2025, month, day), party: Samples.walkIn, placeOfSupply: "27",
          lines: [Samples.line(taxablePaise: 300_00, rate: 18, interState: false)]),
      ]
    }
    let april = try build(documents(on: 30, month: 4), fp: "042025")
    #expect(!april.hsn.isSplit)
    #expect(april.hsn.b2b.map(\.amounts.taxablePaise) == [400_00])
    let aprilText = try #require(String(data: april.json(), encoding: .utf8))
    #expect(aprilText.contains(#""hsn":{"data":[{"num":1,"hsn_sc":"8471""#))

    let may = try build(documents(on: 1, month: 5), fp: "052025")
    #expect(may.hsn.isSplit)
    #expect(may.hsn.b2b.map(\.amounts.taxablePaise) == [100_00])
    #expect(may.hsn.b2c.map(\.amounts.taxablePaise) == [300_00])
    let mayText = try #require(String(data: may.json(), encoding: .utf8))
    #expect(mayText.contains(#""hsn":{"hsn_b2b":[{"num":1"#))
    #expect(mayText.contains(#""hsn_b2c":[{"num":1"#))
  }

  @Test func theAprilToJune2025QuarterHasTheSplitHSNSummary() throws {
    let invoice = Samples.document(
      "INV-1", date: Samples.day(2025, 4, 10), party: Samples.walkIn, placeOfSupply: "27",
      lines: [Samples.line(taxablePaise: 300_00, rate: 18, interState: false)])
    let quarter = try build([invoice], fp: "062025", quarterly: true)
    #expect(quarter.hsn.isSplit)
    #expect(quarter.hsn.b2c.map(\.amounts.taxablePaise) == [300_00])
    var january = invoice
    january.date = Samples.day(2025, 1, 10)
    #expect(!(try build([january], fp: "032025", quarterly: true).hsn.isSplit))
  }

  @Test func cancelledDocumentsAreOnlyCountedAsIssued() throws {
    let cancelled = Samples.document(
      "INV-2", date: Samples.day(2024, 8, 5), party: Samples.maharashtraCustomer, placeOfSupply: "27",
      isCancelled: true, lines: [Samples.line(taxablePaise: 100_00, rate: 18, interState: false)])
    let kept = Samples.document(
      "INV-1", date: Samples.day(2024, 8, 5), party: Samples.maharashtraCustomer, placeOfSupply: "27",
      lines: [Samples.line(taxablePaise: 200_00, rate: 18, interState: false)])
    let gstr1 = try build([cancelled, kept], fp: "082024")
    #expect(gstr1.b2b.flatMap(\.invoices).map(\.number) == ["INV-1"])
    #expect(gstr1.totals.taxablePaise == 200_00)
    #expect(gstr1.hsn.b2b.map(\.amounts.taxablePaise) == [200_00])
    #expect(
      gstr1.documentsIssued.first?.ranges == [
        GSTR1Return.DocumentRange(from: "INV-1", to: "INV-2", total: 2, cancelled: 1)
      ])
  }

  @Test func draftsAndInwardDocumentsAreLeftOut() throws {
    let draft = Samples.document(
      nil, date: Samples.day(2024, 8, 5), party: Samples.walkIn, placeOfSupply: "27",
      lines: [Samples.line(taxablePaise: 100_00, rate: 13, interState: false)])
    let purchase = Samples.document(
      "BILL-9", direction: .inward, date: Samples.day(2023, 1, 1), party: Samples.maharashtraCustomer,
      placeOfSupply: "27", lines: [Samples.line(taxablePaise: 100_00, rate: 18, interState: false)])
    let gstr1 = try build([draft, purchase], fp: "082024")
    #expect(gstr1 == GSTR1Return(gstin: Samples.supplierGSTIN, period: try GSTReturnPeriod(fp: "082024")))
    #expect(String(data: gstr1.json(), encoding: .utf8) == #"{"gstin":"27AAPFU0939F1ZV","fp":"082024"}"#)
  }

  @Test func documentsIssuedSplitAtGapsAndKeepSeriesApart() throws {
    func invoice(_ number: String, series: String? = nil, cancelled: Bool = false) -> ReportingDocument {
      Samples.document(
        number, date: Samples.day(2024, 8, 5), party: Samples.walkIn, placeOfSupply: "27", isCancelled: cancelled,
        series: series, lines: [Samples.line(taxablePaise: 100_00, rate: 18, interState: false)])
    }
    let documents = [
      invoice("A/0009"), invoice("A/0010", cancelled: true), invoice("A/0011"), invoice("A/0014"),
      invoice("B-1", series: "Counter"), invoice("B-2", series: "Counter", cancelled: true), invoice("MISC"),
    ]
    let gstr1 = try build(documents, fp: "082024")
    #expect(gstr1.documentsIssued.map(\.nature) == [.outwardInvoice])
    #expect(
      gstr1.documentsIssued.first?.ranges == [
        GSTR1Return.DocumentRange(from: "A/0009", to: "A/0011", total: 3, cancelled: 1),
        GSTR1Return.DocumentRange(from: "A/0014", to: "A/0014", total: 1, cancelled: 0),
        GSTR1Return.DocumentRange(from: "B-1", to: "B-2", total: 2, cancelled: 1),
        GSTR1Return.DocumentRange(from: "MISC", to: "MISC", total: 1, cancelled: 0),
      ])
  }

  @Test func aQuarterlyReturnIsNamedByItsLastMonthAndTakesItsThreeMonths() throws {
    let documents = [7, 8, 9].map { month in
      Samples.document(
        "INV-\(month)", date: Samples.day(2024, month, 15), party: Samples.maharashtraCustomer, placeOfSupply: "27",
        lines: [Samples.line(taxablePaise: 100_00, rate: 18, interState: false)])
    }
    let gstr1 = try build(documents, fp: "092024", quarterly: true)
    #expect(gstr1.b2b.first?.invoices.count == 3)
    let text = try #require(String(data: gstr1.json(), encoding: .utf8))
    #expect(text.contains(#""fp":"092024""#))
  }

  @Test(arguments: [
    ("pcs", "PCS"), ("Pieces", "PCS"), ("kg", "KGS"), ("Kgs.", "KGS"), ("litre", "LTR"), ("Liters", "LTR"),
    ("NOS", "NOS"), ("nos", "NOS"), ("box", "BOX"), ("Dozen", "DOZ"), ("sq. ft.", "SQF"), ("ml", "MLT"),
    ("metre", "MTR"), ("pair", "PRS"), ("bunch of five", "OTH"), ("", "OTH"),
  ])
  func freeTextUnitsMapToUQC(_ unit: String, _ code: String) {
    #expect(GSTUnitQuantityCode(unit: unit).code == code)
  }

  @Test func servicesAreSummarisedWithoutUnitOrQuantity() throws {
    let invoice = Samples.document(
      "INV-1", date: Samples.day(2024, 8, 5), party: Samples.maharashtraCustomer, placeOfSupply: "27",
      lines: [Samples.line(taxablePaise: 100_00, rate: 18, interState: false, hsn: "998314", unit: "hrs", quantity: 3)])
    let row = try #require(try build([invoice], fp: "082024").hsn.b2b.first)
    #expect(row.unit == .notApplicable)
    #expect(row.quantity == 0)
  }

  @Test(arguments: [Decimal(0), 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28])
  func everyRateBeforeGST2IsAccepted(_ rate: Decimal) throws {
    let invoice = Samples.document(
      "INV-1", date: Samples.day(2024, 8, 5), party: Samples.karnatakaCustomer, placeOfSupply: "29",
      lines: [Samples.line(taxablePaise: 1_000_00, rate: rate, interState: true)])
    let item = try #require(try build([invoice], fp: "082024").b2b.first?.invoices.first?.items.first)
    #expect(item.rate == rate)
  }

  @Test func fortyPercentIsARateFrom22September2025() throws {
    func invoice(_ day: Int) -> ReportingDocument {
      Samples.document(
        "INV-1", date: Samples.day(2025, 9, day), party: Samples.karnatakaCustomer, placeOfSupply: "29",
        lines: [Samples.line(taxablePaise: 1_000_00, rate: 40, interState: true, hsn: "870380")])
    }
    #expect(try build([invoice(22)], fp: "092025").totals.igstPaise == 400_00)
    #expect(throws: GSTReturnError.self) { try build([invoice(21)], fp: "092025") }
  }
}
