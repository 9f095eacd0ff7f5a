import Foundation
import IndiaTax
import ReportsFeature
import ReportsTesting
import SharedCore
import Testing

/// Every fault the portal refuses, named by document, line and field.
@Suite struct GSTReturnValidationTests {
  typealias Samples = GSTReturnSamples

  let august = Samples.day(2024, 8, 5)

  func error(
    _ document: ReportingDocument, parties: [ReportingParty] = Samples.parties, fp: String = "082024"
  ) throws -> GSTReturnError {
    let builder = GSTR1Builder(
      gstin: try GSTIN(Samples.supplierGSTIN), period: try GSTReturnPeriod(fp: fp), aggregateTurnover: 4_00_00_000)
    do {
      _ = try builder.build(documents: [document], parties: parties)
    } catch {
      #expect(builder.problems(documents: [document], parties: parties) == [error])
      return error
    }
    Issue.record("no error for \(document.number ?? document.id)")
    throw CancellationError()
  }

  func intraState(_ line: ReportingDocumentLine, number: String = "INV-7") -> ReportingDocument {
    Samples.document(number, date: august, party: Samples.maharashtraCustomer, placeOfSupply: "27", lines: [line])
  }

  func interState(_ line: ReportingDocumentLine, number: String = "INV-7") -> ReportingDocument {
    Samples.document(number, date: august, party: Samples.karnatakaCustomer, placeOfSupply: "29", lines: [line])
  }

  var goodLine: ReportingDocumentLine { Samples.line(taxablePaise: 1_000_00, rate: 18, interState: false) }

  @Test func aDocumentInAnotherCurrency() throws {
    var document = intraState(goodLine)
    document.currency = .usd
    #expect(try error(document) == GSTReturnError(document: "INV-7", field: .currency, problem: .currency("USD")))
  }

  @Test func aLineInAnotherCurrency() throws {
    let line = ReportingDocumentLine(
      description: "Item", hsn: "8471", quantity: 1, rate: 0, taxable: Money(minorUnits: 100, currency: .eur))
    #expect(
      try error(intraState(line))
        == GSTReturnError(document: "INV-7", line: 1, field: .currency, problem: .currency("EUR")))
  }

  @Test func aDateOutsideThePeriod() throws {
    var document = intraState(goodLine)
    document.date = Samples.day(2024, 9, 1)
    let period = try GSTReturnPeriod(fp: "082024")
    #expect(
      try error(document)
        == GSTReturnError(document: "INV-7", field: .date, problem: .outsidePeriod(Samples.day(2024, 9, 1), period)))
  }

  @Test func aCancelledDocumentOutsideThePeriod() throws {
    var document = intraState(goodLine)
    document.isCancelled = true
    document.date = Samples.day(2024, 7, 31)
    #expect(try error(document).field == .date)
  }

  @Test func aNoteWhoseOriginalIsLater() throws {
    var note = intraState(goodLine, number: "CN-1")
    note.kind = .creditNote
    note.originalDate = Samples.day(2024, 8, 6)
    #expect(
      try error(note)
        == GSTReturnError(document: "CN-1", field: .originalDate, problem: .originalAfterNote(Samples.day(2024, 8, 6))))
  }

  @Test func aNoteWhoseOriginalIsInAnEarlierPeriodIsFine() throws {
    var note = intraState(goodLine, number: "CN-1")
    note.kind = .creditNote
    note.originalDate = Samples.day(2023, 3, 31)
    let builder = GSTR1Builder(
      gstin: try GSTIN(Samples.supplierGSTIN), period: try GSTReturnPeriod(fp: "082024"), aggregateTurnover: 1)
    #expect(try builder.build(documents: [note], parties: Samples.parties).cdnr.count == 1)
  }

  @Test func aNegativeTotal() throws {
    var document = intraState(goodLine)
    document.total = Samples.inr(-1)
    #expect(
      try error(document) == GSTReturnError(document: "INV-7", field: .total, problem: .negative(Samples.inr(-1))))
  }

  @Test func anUnknownParty() throws {
    #expect(
      try error(intraState(goodLine), parties: [])
        == GSTReturnError(document: "INV-7", field: .party, problem: .missing))
  }

  @Test func aWrongRecipientGSTIN() throws {
    let party = ReportingParty(id: "mum", name: "Mumbai Retail", gstin: "27AAACR5055K1Z8")
    let found = try error(intraState(goodLine), parties: [party])
    #expect(found.document == "INV-7")
    #expect(found.field == .partyGSTIN)
    #expect(found.problem == .gstin(.checkCharacter(expected: "7", found: "8")))
  }

  @Test func anSEZSupplyWithoutGSTIN() throws {
    let document = Samples.document(
      "INV-7", date: august, party: Samples.walkIn, placeOfSupply: "24", supply: .sezWithPayment,
      lines: [Samples.line(taxablePaise: 1_000_00, rate: 18, interState: true)])
    #expect(try error(document) == GSTReturnError(document: "INV-7", field: .partyGSTIN, problem: .missing))
  }

  @Test func anotherSupplierState() throws {
    var document = intraState(goodLine)
    document.supplierStateCode = "29"
    #expect(
      try error(document)
        == GSTReturnError(document: "INV-7", field: .supplierStateCode, problem: .mismatch(expected: "27", found: "29"))
    )
  }

  @Test func anExportWithAPlaceInIndia() throws {
    let document = Samples.document(
      "INV-7", date: august, party: Samples.abroad, placeOfSupply: "27", supply: .exportWithoutPayment,
      lines: [Samples.line(taxablePaise: 1_000_00, rate: 0, interState: true)])
    #expect(
      try error(document)
        == GSTReturnError(document: "INV-7", field: .placeOfSupply, problem: .mismatch(expected: "96", found: "27")))
  }

  @Test func noPlaceOfSupply() throws {
    var document = intraState(goodLine)
    document.placeOfSupply = nil
    #expect(try error(document) == GSTReturnError(document: "INV-7", field: .placeOfSupply, problem: .missing))
  }

  @Test func anUnknownPlaceOfSupply() throws {
    var document = intraState(goodLine)
    document.placeOfSupply = "45"
    #expect(
      try error(document)
        == GSTReturnError(document: "INV-7", field: .placeOfSupply, problem: .stateCode(.unknown("45"))))
  }

  @Test func aPlaceOfSupplyMergedAway() throws {
    var document = interState(Samples.line(taxablePaise: 1_000_00, rate: 18, interState: true))
    document.placeOfSupply = "25"
    let found = try error(document)
    #expect(found.field == .placeOfSupply)
    guard case .stateCode(.notPlaceOfSupply(let state, _)) = found.problem else {
      Issue.record("\(found)")
      return
    }
    #expect(state.code == "25")
  }

  @Test func aRateThatIsNoGSTRate() throws {
    let line = Samples.line(taxablePaise: 1_000_00, rate: 13, interState: false)
    #expect(
      try error(intraState(line))
        == GSTReturnError(document: "INV-7", line: 1, field: .rate, problem: .rate(13, on: august)))
  }

  @Test func aRateFinerThanAHundredth() throws {
    var line = goodLine
    line.rate = Decimal(string: "18.005") ?? 0
    #expect(try error(intraState(line)).field == .rate)
  }

  @Test func aNegativeTaxableValue() throws {
    var line = goodLine
    line.taxable = Samples.inr(-5)
    #expect(
      try error(intraState(line))
        == GSTReturnError(document: "INV-7", line: 1, field: .taxable, problem: .negative(Samples.inr(-5))))
  }

  @Test func integratedTaxWithinAState() throws {
    let line = Samples.line(taxablePaise: 1_000_00, rate: 18, interState: true)
    let found = try error(intraState(line))
    #expect(found.line == 1)
    #expect(found.field == .igst)
    guard case .taxHead = found.problem else {
      Issue.record("\(found)")
      return
    }
  }

  @Test func centralTaxAcrossABorder() throws {
    let found = try error(interState(goodLine))
    #expect(found.field == .cgst)
    guard case .taxHead = found.problem else {
      Issue.record("\(found)")
      return
    }
  }

  @Test func unequalCentralAndStateTax() throws {
    var line = goodLine
    line.sgst = Samples.inr(90_01)
    let found = try error(intraState(line))
    #expect(found.field == .sgst)
    guard case .mismatch = found.problem else {
      Issue.record("\(found)")
      return
    }
  }

  @Test func taxThatIsNotTheRate() throws {
    var line = Samples.line(taxablePaise: 1_000_00, rate: 18, interState: true)
    line.igst = Samples.inr(178_99)
    #expect(
      try error(interState(line))
        == GSTReturnError(
          document: "INV-7", line: 1, field: .igst,
          problem: .taxForRate(expected: Samples.inr(180_00), found: Samples.inr(178_99))))
  }

  @Test func taxWithinARupeeOfTheRateIsAccepted() throws {
    var line = Samples.line(taxablePaise: 1_000_00, rate: 18, interState: true)
    line.igst = Samples.inr(179_00)
    let builder = GSTR1Builder(
      gstin: try GSTIN(Samples.supplierGSTIN), period: try GSTReturnPeriod(fp: "082024"), aggregateTurnover: 1)
    #expect(builder.problems(documents: [interState(line)], parties: Samples.parties).isEmpty)
  }

  @Test func taxOnAnExportWithoutPayment() throws {
    let document = Samples.document(
      "INV-7", date: august, party: Samples.abroad, placeOfSupply: "96", supply: .exportWithoutPayment,
      lines: [Samples.line(taxablePaise: 1_000_00, rate: 18, interState: true)])
    let found = try error(document)
    #expect(found.field == .igst)
    guard case .taxHead = found.problem else {
      Issue.record("\(found)")
      return
    }
  }

  @Test func taxOnAnExemptLine() throws {
    var line = Samples.line(taxablePaise: 1_000_00, rate: 0, interState: false, treatment: .exempt)
    line.cgst = Samples.inr(1)
    #expect(
      try error(intraState(line))
        == GSTReturnError(document: "INV-7", line: 1, field: .cgst, problem: .taxOnUntaxedSupply(Samples.inr(1))))
  }

  @Test func noHSN() throws {
    let line = Samples.line(taxablePaise: 1_000_00, rate: 18, interState: false, hsn: " ")
    #expect(try error(intraState(line)) == GSTReturnError(document: "INV-7", line: 1, field: .hsn, problem: .missing))
  }

  @Test func anHSNThatIsNoCode() throws {
    let line = Samples.line(taxablePaise: 1_000_00, rate: 18, interState: false, hsn: "84713")
    #expect(
      try error(intraState(line))
        == GSTReturnError(document: "INV-7", line: 1, field: .hsn, problem: .hsn(.hsnLength("84713"))))
  }

  @Test func tooFewHSNDigits() throws {
    let line = Samples.line(taxablePaise: 1_000_00, rate: 18, interState: false, hsn: "84")
    #expect(
      try error(intraState(line))
        == GSTReturnError(document: "INV-7", line: 1, field: .hsn, problem: .hsnDigits(found: 2, required: 4)))
  }

  @Test func sumsBeyondSixtyFourBitsOfPaise() throws {
    let huge = Int64.max / 2 + 1
    let documents = ["INV-1", "INV-2"].map { number in
      Samples.document(
        number, date: august, party: Samples.walkIn, placeOfSupply: "27",
        lines: [Samples.line(taxablePaise: huge, rate: 0, interState: false)])
    }
    let builder = GSTR1Builder(
      gstin: try GSTIN(Samples.supplierGSTIN), period: try GSTReturnPeriod(fp: "082024"), aggregateTurnover: 1)
    #expect(throws: GSTReturnError(document: "GSTR-1 082024", field: .total, problem: .outOfRange)) {
      try builder.build(documents: documents, parties: Samples.parties)
    }
  }

  @Test func aTaxableValueAtTheEdgeOfSixtyFourBitsIsRefusedNotACrash() throws {
    // 0.1 % of this value in hundredths of a percent is within 5,000 of Int64.max: rounding it must
    // not overflow.
    let line = ReportingDocumentLine(
      description: "Item", hsn: "8471", quantity: 1, rate: Decimal(string: "0.1") ?? 0,
      taxable: Samples.inr((Int64.max - 100) / 10))
    let found = try error(interState(line))
    #expect(found.field == .igst)
    guard case .taxForRate(let expected, let tax) = found.problem else {
      Issue.record("\(found)")
      return
    }
    #expect(expected.minorUnits == (Int64.max - 100) / 10 / 1_000 + 1)
    #expect(tax.isZero)
  }

  @Test func problemsListsEveryBadDocumentAndKeepsTheGoodOnesOut() throws {
    let builder = GSTR1Builder(
      gstin: try GSTIN(Samples.supplierGSTIN), period: try GSTReturnPeriod(fp: "082024"), aggregateTurnover: 1)
    let documents = [
      intraState(goodLine, number: "INV-1"),
      intraState(Samples.line(taxablePaise: 1_000_00, rate: 13, interState: false), number: "INV-2"),
      intraState(goodLine, number: "INV-3"),
      interState(goodLine, number: "INV-4"),
    ]
    let problems = builder.problems(documents: documents, parties: Samples.parties)
    #expect(problems.map(\.document) == ["INV-2", "INV-4"])
    #expect(problems.map(\.field) == [.rate, .cgst])
    #expect(problems.first?.description == "INV-2, line 1, rate: 13% is not a GST rate on 2024-08-05.")
  }
}
