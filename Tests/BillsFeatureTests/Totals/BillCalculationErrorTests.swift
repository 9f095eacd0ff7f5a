import BillsFeature
import Foundation
import SharedCore
import Testing

/// Bad input is refused with a typed error naming the line (index and identifier) and the field.
@Suite struct BillCalculationErrorTests {
  let calculator = BillCalculator()
  static let lineA = BillDraftPosition.line(index: 0, id: "a")
  static let lineB = BillDraftPosition.line(index: 1, id: "b")

  func error(_ draft: BillDraft) -> BillCalculationError? {
    do {
      _ = try calculator.totals(for: draft)
      return nil
    } catch {
      return error
    }
  }

  func gstError(_ second: BillLine) -> BillCalculationError? {
    error(Drafts.gst([Drafts.line("a", "1", at: "10"), second]))
  }

  func line(
    quantity: String = "2", price: String = "10", priceDiscount: String = "0", base: String = "1",
    discount: BillLineDiscount? = nil, allowances: [BillLineAllowanceCharge] = [], tax: BillTax = .standard(18),
    cess: BillCess? = nil, currency: Currency? = nil
  ) -> BillLine {
    BillLine(
      id: "b", quantity: dec(quantity), unitPrice: dec(price), priceDiscount: dec(priceDiscount),
      baseQuantity: dec(base), discount: discount, allowancesAndCharges: allowances, tax: tax, cess: cess,
      currency: currency)
  }

  @Test func anEmptyDraft() {
    #expect(error(Drafts.gst([])) == .emptyDraft)
    #expect(BillCalculationError.emptyDraft.field == .lines)
  }

  @Test func lineFieldErrorsNameTheLineAndField() {
    let cases: [(BillLine, BillCalculationError, BillDraftField)] = [
      (line(quantity: "-1"), .negativeQuantity(Self.lineB, quantity: -1), .quantity),
      (line(price: "-5"), .negativeValue(Self.lineB, field: .unitPrice, value: -5), .unitPrice),
      (line(priceDiscount: "-1"), .negativeValue(Self.lineB, field: .priceDiscount, value: -1), .priceDiscount),
      (
        line(priceDiscount: "11"), .discountExceedsAmount(Self.lineB, field: .priceDiscount, discount: 11, amount: 10),
        .priceDiscount
      ),
      (line(base: "0"), .nonPositiveBaseQuantity(Self.lineB, value: 0), .baseQuantity),
      (line(discount: .percent(101)), .discountPercentOutOfRange(Self.lineB, percent: 101), .discount),
      (
        line(discount: .amount(dec("20.01"))),
        .discountExceedsAmount(Self.lineB, field: .discount, discount: dec("20.01"), amount: 20), .discount
      ),
      (
        line(allowances: [.allowance(15), .allowance(6)]),
        .discountExceedsAmount(Self.lineB, field: .lineAllowanceCharge, discount: 21, amount: 20),
        .lineAllowanceCharge
      ),
      (
        line(discount: .amount(dec("1.005"))),
        .tooManyFractionDigits(Self.lineB, field: .discount, value: dec("1.005")), .discount
      ),
      (line(tax: .standard(13)), .rateNotInTable(Self.lineB, rate: 13, date: day("2025-10-01")), .taxRate),
      (line(tax: .standard(-5)), .negativeValue(Self.lineB, field: .taxRate, value: -5), .taxRate),
      (
        line(tax: BillTax(category: .exempt, rate: 5)),
        .rateNotAllowedForCategory(Self.lineB, category: .exempt, rate: 5), .taxRate
      ),
      (
        line(tax: .untaxed(.intraCommunitySupply)), .categoryNotAllowed(Self.lineB, category: .intraCommunitySupply),
        .taxCategory
      ),
      (line(tax: .untaxed(.exempt), cess: BillCess(rate: 1)), .notApplicable(Self.lineB, field: .cessRate), .cessRate),
      (
        line(cess: BillCess(rate: -1)), .negativeValue(Self.lineB, field: .cessRate, value: -1), .cessRate
      ),
      (
        line(currency: .usd), .currencyMismatch(Self.lineB, expected: "INR", found: "USD"), .currency
      ),
    ]
    for (badLine, expected, field) in cases {
      let found = gstError(badLine)
      #expect(found == expected)
      #expect(found?.field == field)
      #expect(found?.position == Self.lineB)
      #expect(found?.description.contains("line 2 (\"b\")") == true)
    }
  }

  @Test func numbersThatAreNotNumbers() {
    var line = line()
    line.unitPrice = .nan
    #expect(gstError(line) == .notANumber(Self.lineB, field: .unitPrice))
    #expect(gstError(self.line(tax: .standard(.nan))) == .notANumber(Self.lineB, field: .taxRate))
    #expect(gstError(self.line(discount: .amount(.nan))) == .notANumber(Self.lineB, field: .discount))
    let nanIncrement = error(Drafts.gst([Drafts.line("a", "1", at: "1")], roundOff: .nearest(.nan)))
    #expect(nanIncrement?.field == .roundOff)
  }

  @Test func duplicateIdentifiers() {
    #expect(
      error(Drafts.gst([Drafts.line("a", "1", at: "1"), Drafts.line("a", "1", at: "1")]))
        == .duplicateID(.line(index: 1, id: "a")))
    let charge = BillDocumentAllowanceCharge(id: "x", isCharge: true, amount: 1, tax: .standard(18))
    #expect(
      error(Drafts.gst([Drafts.line("a", "1", at: "1")], allowancesAndCharges: [charge, charge]))
        == .duplicateID(.allowanceCharge(index: 1, id: "x")))
  }

  @Test func documentLevelAllowanceAndChargeErrors() {
    let position = BillDraftPosition.allowanceCharge(index: 0, id: "ship")
    func failing(_ amount: String, _ tax: BillTax = .standard(18), currency: Currency? = nil) -> BillCalculationError? {
      error(
        Drafts.gst(
          [Drafts.line("a", "1", at: "100")],
          allowancesAndCharges: [
            BillDocumentAllowanceCharge(id: "ship", isCharge: true, amount: dec(amount), tax: tax, currency: currency)
          ]))
    }
    #expect(failing("-1") == .negativeValue(position, field: .amount, value: -1))
    #expect(failing("1.001") == .tooManyFractionDigits(position, field: .amount, value: dec("1.001")))
    #expect(failing("1", .standard(13)) == .rateNotInTable(position, rate: 13, date: day("2025-10-01")))
    #expect(failing("1", currency: .eur) == .currencyMismatch(position, expected: "INR", found: "EUR"))
  }

  @Test func vatRules() {
    func vat(_ line: BillLine) -> BillCalculationError? {
      error(BillDraft(date: day("2024-01-01"), currency: .eur, regime: .vat, lines: [line]))
    }
    #expect(
      vat(BillLine(id: "a", quantity: 1, unitPrice: 1, tax: .standard(0)))
        == .rateNotAllowedForCategory(Self.lineA, category: .standardRate, rate: 0))
    #expect(
      vat(BillLine(id: "a", quantity: 1, unitPrice: 1, tax: .standard(101)))
        == .rateNotAllowedForCategory(Self.lineA, category: .standardRate, rate: 101))
    #expect(
      vat(BillLine(id: "a", quantity: 1, unitPrice: 1, tax: .standard(20), cess: BillCess(rate: 1)))
        == .notApplicable(Self.lineA, field: .cessRate))
    // EN 16931 allows a negative quantity (a returned item) and any positive rate.
    #expect(vat(BillLine(id: "a", quantity: -1, unitPrice: 1, tax: .standard(19))) == nil)
  }

  @Test func documentErrors() {
    let lines = [Drafts.line("a", "1", at: "100")]
    let badState = BillTaxRegime.gst(BillGSTSupply(supplierStateCode: "27", placeOfSupply: "45"))
    #expect(error(Drafts.gst(lines, regime: badState)) == .invalidStateCode(field: .placeOfSupply, code: "45"))
    let badSupplier = BillTaxRegime.gst(BillGSTSupply(supplierStateCode: "7", placeOfSupply: "07"))
    #expect(error(Drafts.gst(lines, regime: badSupplier)) == .invalidStateCode(field: .supplierStateCode, code: "7"))
    let abroad = BillTaxRegime.gst(BillGSTSupply(supplierStateCode: "97", placeOfSupply: "96"))
    #expect(error(Drafts.gst(lines, regime: abroad)) == nil)
    #expect(error(Drafts.gst(lines, roundOff: .nearest(0))) == .invalidRoundOffIncrement(0))
    #expect(
      error(Drafts.gst(lines, roundOff: .amount(dec("0.001"))))
        == .tooManyFractionDigits(.document, field: .roundOff, value: dec("0.001")))
    var prepaid = Drafts.gst(lines)
    prepaid.prepaidAmount = -1
    #expect(error(prepaid) == .negativeValue(.document, field: .prepaidAmount, value: -1))
    #expect(
      BillCalculationError.creditNoteExceedsOriginal(creditNoteTotal: 2, originalTotal: 1).field == .originalTotal)
  }
}
