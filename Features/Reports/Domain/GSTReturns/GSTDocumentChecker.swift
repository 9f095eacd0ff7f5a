import Foundation
import IndiaTax
import SharedCore

/// Checks documents field by field as the GST portal does, and keeps what it worked out about
/// parties, places, rates, codes and units so that a period of many documents is checked quickly.
struct GSTDocumentChecker {
  private let filer: GSTIN
  private let period: GSTReturnPeriod
  private let rules: GSTReturnRules
  /// The HSN digits Table 12 asks for, by the first day of each rule period; `nil` for no HSN check.
  private let aggregateTurnover: Decimal?
  private let parties: [String: ReportingParty]

  private var gstins: [String: Result<GSTIN?, GSTINError>] = [:]
  private var places: [PlaceKey: GSTStateCodeError?] = [:]
  private var rates: [Decimal: Int?] = [:]
  private var allowedRates: [Int: Set<Int>] = [:]
  private var codes: [String: HSNLookup] = [:]
  private var units: [String: GSTUnitQuantityCode] = [:]
  private var digits: [Int: Int?] = [:]

  private enum HSNLookup {
    case missing
    case invalid(HSNCodeError)
    case code(HSNCode)
  }

  private struct PlaceKey: Hashable {
    let code: String
    let day: Int
  }

  init(
    filer: GSTIN, period: GSTReturnPeriod, rules: GSTReturnRules, aggregateTurnover: Decimal?, parties: [ReportingParty]
  ) {
    self.filer = filer
    self.period = period
    self.rules = rules
    self.aggregateTurnover = aggregateTurnover
    var byID: [String: ReportingParty] = [:]
    for party in parties { byID[party.id] = party }
    self.parties = byID
  }

  /// Checks an issued, uncancelled document of the period.
  mutating func check(_ document: ReportingDocument, number: String) throws(GSTReturnError) -> GSTCheckedDocument {
    func fail(_ field: GSTReturnError.Field, _ problem: GSTReturnError.Problem, line: Int? = nil) -> GSTReturnError {
      GSTReturnError(document: number, line: line, field: field, problem: problem)
    }
    guard document.currency == .inr else { throw fail(.currency, .currency(document.currency.code)) }
    guard period.contains(document.date) else { throw fail(.date, .outsidePeriod(document.date, period)) }
    if let original = document.originalDate, original > document.date {
      throw fail(.originalDate, .originalAfterNote(original))
    }
    guard document.total.minorUnits >= 0 else { throw fail(.total, .negative(document.total)) }
    let outward = document.direction == .outward
    guard let party = parties[document.partyID] else { throw fail(.party, .missing) }
    let gstin = try counterpartyGSTIN(party, on: document.date, number: number)
    let filerState = filer.state.code
    let supplierState: String
    let placeOfSupply: String
    if outward {
      if let stated = document.supplierStateCode, stated != filerState {
        throw fail(.supplierStateCode, .mismatch(expected: filerState, found: stated))
      }
      supplierState = filerState
      switch document.supply {
      case .exportWithPayment, .exportWithoutPayment:
        if let stated = document.placeOfSupply, stated != "96" {
          throw fail(.placeOfSupply, .mismatch(expected: "96", found: stated))
        }
        placeOfSupply = "96"
      case .sezWithPayment, .sezWithoutPayment, .deemedExport, .regular:
        if document.supply != .regular, gstin == nil { throw fail(.partyGSTIN, .missing) }
        guard let stated = document.placeOfSupply else { throw fail(.placeOfSupply, .missing) }
        if let problem = placeProblem(stated, on: document.date) { throw fail(.placeOfSupply, .stateCode(problem)) }
        placeOfSupply = stated
      }
    } else {
      supplierState = document.supplierStateCode ?? gstin?.state.code ?? filerState
      placeOfSupply = document.placeOfSupply ?? filerState
    }
    let isInterState: Bool
    switch document.supply {
    case .exportWithPayment, .exportWithoutPayment, .sezWithPayment, .sezWithoutPayment: isInterState = true
    case .regular, .deemedExport: isInterState = supplierState != placeOfSupply
    }
    let withoutPayment = document.supply == .exportWithoutPayment || document.supply == .sezWithoutPayment
    let ruleDate = document.originalDate ?? document.date
    var lines: [GSTCheckedDocument.Line] = []
    lines.reserveCapacity(document.lines.count)
    for (index, line) in document.lines.enumerated() {
      lines.append(
        try check(
          line, at: index + 1, number: number, outward: outward, isInterState: isInterState,
          withoutPayment: withoutPayment, ruleDate: ruleDate))
    }
    return GSTCheckedDocument(
      document: document, number: number, sign: document.kind == .creditNote ? -1 : 1, counterpartyGSTIN: gstin,
      placeOfSupply: placeOfSupply, isInterState: isInterState, lines: lines)
  }

  // MARK: - Lines

  private mutating func check(
    _ line: ReportingDocumentLine, at index: Int, number: String, outward: Bool, isInterState: Bool,
    withoutPayment: Bool, ruleDate: CalendarDate
  ) throws(GSTReturnError) -> GSTCheckedDocument.Line {
    func fail(_ field: GSTReturnError.Field, _ problem: GSTReturnError.Problem) -> GSTReturnError {
      GSTReturnError(document: number, line: index, field: field, problem: problem)
    }
    let amounts = GSTTaxAmounts(line)
    for (field, money) in [
      (GSTReturnError.Field.taxable, line.taxable), (.igst, line.igst), (.cgst, line.cgst),
      (.sgst, line.sgst), (.cess, line.cess),
    ] where money.currency != .inr || money.minorUnits < 0 {
      throw money.currency != .inr ? fail(.currency, .currency(money.currency.code)) : fail(field, .negative(money))
    }
    var hundredths = 0
    if line.treatment == .taxable {
      guard let rate = rateHundredths(line.rate), !outward || isAllowed(rate, on: ruleDate) else {
        throw fail(.rate, .rate(line.rate, on: ruleDate))
      }
      hundredths = rate
      if outward {
        try checkHeads(amounts, rate: rate, isInterState: isInterState, withoutPayment: withoutPayment, fail)
      }
    } else if amounts.taxPaise != 0 {
      throw fail(
        amounts.igstPaise != 0 ? .igst : amounts.cgstPaise != 0 ? .cgst : amounts.sgstPaise != 0 ? .sgst : .cess,
        .taxOnUntaxedSupply(Money(minorUnits: amounts.taxPaise, currency: .inr)))
    }
    var hsn: String?
    if outward, line.treatment != .nonGST, let aggregateTurnover {
      let code: HSNCode
      switch hsnCode(line.hsn) {
      case .missing: throw fail(.hsn, .missing)
      case .invalid(let error): throw fail(.hsn, .hsn(error))
      case .code(let value): code = value
      }
      if let required = requiredDigits(aggregateTurnover, on: ruleDate), code.digits < required {
        throw fail(.hsn, .hsnDigits(found: code.digits, required: required))
      }
      hsn = code.code
    }
    return GSTCheckedDocument.Line(
      treatment: line.treatment, rateHundredths: hundredths, amounts: amounts, hsn: hsn,
      unit: hsn?.hasPrefix("99") == true ? .notApplicable : unit(line.unit), quantity: line.quantity,
      description: line.description)
  }

  /// CGST and SGST, equal, within a state; IGST alone across a border; no tax on a zero-rated supply
  /// without payment; and the tax the taxable value at the rate, to within ₹1.
  private func checkHeads(
    _ amounts: GSTTaxAmounts, rate: Int, isInterState: Bool, withoutPayment: Bool,
    _ fail: (GSTReturnError.Field, GSTReturnError.Problem) -> GSTReturnError
  ) throws(GSTReturnError) {
    let inr = { (paise: Int64) in Money(minorUnits: paise, currency: .inr) }
    if withoutPayment {
      if amounts.igstPaise != 0 { throw fail(.igst, .taxHead(expected: "no IGST on a supply without payment")) }
      if amounts.cgstPaise != 0 { throw fail(.cgst, .taxHead(expected: "no CGST on a zero-rated supply")) }
      if amounts.sgstPaise != 0 { throw fail(.sgst, .taxHead(expected: "no SGST on a zero-rated supply")) }
      return
    }
    if isInterState {
      if amounts.cgstPaise != 0 { throw fail(.cgst, .taxHead(expected: "IGST, not CGST, on an inter-state supply")) }
      if amounts.sgstPaise != 0 { throw fail(.sgst, .taxHead(expected: "IGST, not SGST, on an inter-state supply")) }
    } else {
      if amounts.igstPaise != 0 { throw fail(.igst, .taxHead(expected: "CGST and SGST, not IGST, within a state")) }
      if amounts.cgstPaise != amounts.sgstPaise {
        throw fail(
          .sgst,
          .mismatch(
            expected: "SGST equal to CGST \(inr(amounts.cgstPaise).amount.plainString)",
            found: inr(amounts.sgstPaise).amount.plainString))
      }
    }
    let (product, overflow) = amounts.taxablePaise.multipliedReportingOverflow(by: Int64(rate))
    guard !overflow else { throw fail(.taxable, .outOfRange) }
    // The taxable value at the rate, rounded half up to the paisa (without adding first: the product
    // may be within 5,000 of the largest Int64).
    let expected = product / 10_000 + (product % 10_000 >= 5_000 ? 1 : 0)
    let found = amounts.igstPaise &+ amounts.cgstPaise &+ amounts.sgstPaise
    let (difference, differenceOverflow) = found.subtractingReportingOverflow(expected)
    if differenceOverflow || difference > 100 || difference < -100 {
      throw fail(isInterState ? .igst : .cgst, .taxForRate(expected: inr(expected), found: inr(found)))
    }
  }

  // MARK: - Cached look-ups

  private mutating func counterpartyGSTIN(_ party: ReportingParty, on date: CalendarDate, number: String)
    throws(GSTReturnError) -> GSTIN?
  {
    let result: Result<GSTIN?, GSTINError>
    if let cached = gstins[party.id] {
      result = cached
    } else {
      let text = party.gstin?.trimmingCharacters(in: .whitespaces) ?? ""
      if text.isEmpty {
        result = .success(nil)
      } else {
        do { result = .success(try GSTIN(text)) } catch { result = .failure(error) }
      }
      gstins[party.id] = result
    }
    switch result {
    case .failure(let error):
      throw GSTReturnError(document: number, field: .partyGSTIN, problem: .gstin(error))
    case .success(let gstin):
      if let gstin, !gstin.state.isRegistrationState(on: date) {
        throw GSTReturnError(
          document: number, field: .partyGSTIN,
          problem: .gstin(.stateCode(.notRegistrationState(gstin.state, on: date))))
      }
      return gstin
    }
  }

  private mutating func placeProblem(_ code: String, on date: CalendarDate) -> GSTStateCodeError? {
    let key = PlaceKey(code: code, day: date.dayNumber)
    if let cached = places[key] { return cached }
    var problem: GSTStateCodeError?
    do { _ = try GSTStateCode.placeOfSupply(code, on: date) } catch { problem = error }
    places[key] = problem
    return problem
  }

  private mutating func rateHundredths(_ rate: Decimal) -> Int? {
    if let cached = rates[rate] { return cached }
    let value = GSTRateHundredths.of(rate)
    rates[rate] = value
    return value
  }

  private mutating func isAllowed(_ rate: Int, on date: CalendarDate) -> Bool {
    guard let tablePeriod = rules.rates.period(on: date) else { return false }
    let key = tablePeriod.effectiveFrom.dayNumber
    if let allowed = allowedRates[key] { return allowed.contains(rate) }
    let allowed = Set(tablePeriod.entries.compactMap { GSTRateHundredths.of($0.rate) })
    allowedRates[key] = allowed
    return allowed.contains(rate)
  }

  private mutating func hsnCode(_ text: String?) -> HSNLookup {
    guard let text else { return .missing }
    if let cached = codes[text] { return cached }
    let lookup: HSNLookup
    if text.allSatisfy(\.isWhitespace) {
      lookup = .missing
    } else {
      do { lookup = .code(try HSNCode(text)) } catch { lookup = .invalid(error) }
    }
    codes[text] = lookup
    return lookup
  }

  private mutating func requiredDigits(_ aggregateTurnover: Decimal, on date: CalendarDate) -> Int? {
    let day = date.dayNumber
    if let cached = digits[day] { return cached }
    let required = rules.hsnDigits.minimumDigits(aggregateTurnover: aggregateTurnover, on: date)
    digits[day] = required
    return required
  }

  private mutating func unit(_ text: String?) -> GSTUnitQuantityCode {
    guard let text else { return .others }
    if let cached = units[text] { return cached }
    let code = GSTUnitQuantityCode(unit: text)
    units[text] = code
    return code
  }
}
