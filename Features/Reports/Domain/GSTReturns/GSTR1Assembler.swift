import Foundation
import IndiaTax
import SharedCore

/// Puts checked documents into the tables of GSTR-1 and sums them, in paise.
struct GSTR1Assembler {
  private typealias Return = GSTR1Return

  private struct B2CSKey: Hashable {
    let supplyType: Return.SupplyType
    let placeOfSupply: String
    let rateHundredths: Int
  }

  private struct HSNKey: Hashable {
    let isB2B: Bool
    let hsn: String
    let unit: GSTUnitQuantityCode
    let rateHundredths: Int
  }

  private struct HSNTotal {
    var description: String
    var quantity: Decimal
    var amounts: GSTTaxAmounts
  }

  private struct NilTotal {
    var nilRated: Int64 = 0
    var exempt: Int64 = 0
    var nonGST: Int64 = 0
  }

  private struct IssuedNumber {
    let series: String?
    let number: GSTDocumentNumber
    let isCancelled: Bool

    /// The series, or the number's prefix when the document has none.
    var seriesKey: Substring { series.map { Substring($0) } ?? number.prefix }
  }

  private let gstin: String
  private let period: GSTReturnPeriod
  private let rules: GSTReturnRules
  private let shippingBills: [String: Return.ShippingBill]
  private let hsnSplit: Bool

  private var b2b: [String: [Return.Invoice]] = [:]
  private var b2cl: [String: [Return.Invoice]] = [:]
  private var b2cs: [B2CSKey: GSTTaxAmounts] = [:]
  private var cdnr: [String: [Return.Note]] = [:]
  private var cdnur: [Return.Note] = []
  private var exports: [Return.ExportType: [Return.Invoice]] = [:]
  private var nilTotals: [Return.NilSupplyType: NilTotal] = [:]
  private var hsn: [HSNKey: HSNTotal] = [:]
  private var issued: [Return.DocumentNature: [IssuedNumber]] = [:]
  private var sectionTotals: [Return.Section: GSTTaxAmounts] = [:]

  init(
    gstin: String, period: GSTReturnPeriod, rules: GSTReturnRules, shippingBills: [String: GSTR1Return.ShippingBill],
    hsnSplit: Bool
  ) {
    self.gstin = gstin
    self.period = period
    self.rules = rules
    self.shippingBills = shippingBills
    self.hsnSplit = hsnSplit
  }

  /// Counts an issued document (cancelled or not) for Table 13.
  mutating func addIssued(_ document: ReportingDocument, number: String) {
    let nature: Return.DocumentNature =
      switch document.kind {
      case .invoice: .outwardInvoice
      case .creditNote: .creditNote
      case .debitNote: .debitNote
      }
    issued[nature, default: []].append(
      IssuedNumber(series: document.series, number: GSTDocumentNumber(number), isCancelled: document.isCancelled))
  }

  /// Puts an uncancelled document into its tables; `originalValue` is the value of the invoice a
  /// note corrects, when known.
  mutating func add(_ checked: GSTCheckedDocument, originalValue: Int64? = nil) {
    let document = checked.document
    var items: [Return.Item] = []
    for line in checked.lines {
      switch line.treatment {
      case .taxable:
        if let index = items.firstIndex(where: { $0.rateHundredths == line.rateHundredths }) {
          items[index].amounts.add(line.amounts)
        } else {
          items.append(Return.Item(rateHundredths: line.rateHundredths, amounts: line.amounts))
        }
      case .nilRated, .exempt, .nonGST:
        addNil(line, of: checked)
      }
      if line.treatment != .nonGST, let code = line.hsn { addHSN(line, code: code, of: checked) }
    }
    guard !items.isEmpty else { return }
    items.sort { $0.rateHundredths < $1.rateHundredths }
    let value = document.total
    let isNote = document.kind != .invoice
    let noteType: Return.NoteType = document.kind == .creditNote ? .credit : .debit

    if checked.isExport {
      let exportType: Return.ExportType = document.supply == .exportWithPayment ? .withPayment : .withoutPayment
      if isNote {
        let type: Return.UnregisteredNoteType = exportType == .withPayment ? .exportWithPayment : .exportWithoutPayment
        cdnur.append(
          Return.Note(
            type: noteType, number: checked.number, date: document.date, value: value, placeOfSupply: "96",
            unregisteredType: type, items: items))
        total(.cdnur, items, sign: checked.sign)
      } else {
        exports[exportType, default: []].append(
          Return.Invoice(
            number: checked.number, date: document.date, value: value, placeOfSupply: "96",
            shippingBill: shippingBills[document.id], items: items))
        total(.exp, items, sign: 1)
      }
    } else if let gstin = checked.counterpartyGSTIN {
      let type: Return.InvoiceType =
        switch document.supply {
        case .sezWithPayment: .sezWithPayment
        case .sezWithoutPayment: .sezWithoutPayment
        case .deemedExport: .deemedExport
        case .regular, .exportWithPayment, .exportWithoutPayment: .regular
        }
      if isNote {
        cdnr[gstin.value, default: []].append(
          Return.Note(
            type: noteType, number: checked.number, date: document.date, value: value,
            placeOfSupply: checked.placeOfSupply, isReverseCharge: document.isReverseCharge, invoiceType: type,
            items: items))
        total(.cdnr, items, sign: checked.sign)
      } else {
        b2b[gstin.value, default: []].append(
          Return.Invoice(
            number: checked.number, date: document.date, value: value, placeOfSupply: checked.placeOfSupply,
            isReverseCharge: document.isReverseCharge, type: type, items: items))
        total(.b2b, items, sign: 1)
      }
    } else if checked.isInterState, let threshold = rules.b2clThresholdPaise(on: checked.ruleDate),
      max(value.minorUnits, isNote ? originalValue ?? 0 : 0) > threshold
    {
      if isNote {
        cdnur.append(
          Return.Note(
            type: noteType, number: checked.number, date: document.date, value: value,
            placeOfSupply: checked.placeOfSupply, unregisteredType: .b2cl, items: items))
        total(.cdnur, items, sign: checked.sign)
      } else {
        b2cl[checked.placeOfSupply, default: []].append(
          Return.Invoice(
            number: checked.number, date: document.date, value: value, placeOfSupply: checked.placeOfSupply,
            items: items))
        total(.b2cl, items, sign: 1)
      }
    } else {
      let supplyType: Return.SupplyType = checked.isInterState ? .interState : .intraState
      for item in items {
        let key = B2CSKey(
          supplyType: supplyType, placeOfSupply: checked.placeOfSupply, rateHundredths: item.rateHundredths)
        b2cs[key, default: .zero].add(item.amounts, sign: checked.sign)
      }
      total(.b2cs, items, sign: checked.sign)
    }
  }

  /// The return.
  /// - Throws: ``GSTReturnError/Problem/outOfRange`` when a sum ran past 64 bits of paise.
  func finish() throws(GSTReturnError) -> GSTR1Return {
    var totals = GSTTaxAmounts.zero
    for (_, amounts) in sectionTotals { totals.add(amounts) }
    guard !totals.overflowed, !hsn.values.contains(where: { $0.amounts.overflowed }),
      !b2cs.values.contains(where: \.overflowed)
    else {
      throw GSTReturnError(document: "GSTR-1 \(period.fp)", field: .total, problem: .outOfRange)
    }
    let byDateThenNumber: (Return.Invoice, Return.Invoice) -> Bool = {
      ($0.date, $0.number) < ($1.date, $1.number)
    }
    let notesByDateThenNumber: (Return.Note, Return.Note) -> Bool = { ($0.date, $0.number) < ($1.date, $1.number) }
    return GSTR1Return(
      gstin: gstin, period: period,
      b2b: b2b.map { Return.Recipient(gstin: $0.key, invoices: $0.value.sorted(by: byDateThenNumber)) }
        .sorted { $0.gstin < $1.gstin },
      b2cl: b2cl.map {
        Return.PlaceOfSupplyInvoices(placeOfSupply: $0.key, invoices: $0.value.sorted(by: byDateThenNumber))
      }
      .sorted { $0.placeOfSupply < $1.placeOfSupply },
      b2cs: b2cs.filter { $0.value != .zero }
        .map {
          Return.B2CSummary(
            supplyType: $0.key.supplyType, placeOfSupply: $0.key.placeOfSupply, rateHundredths: $0.key.rateHundredths,
            amounts: $0.value)
        }
        .sorted {
          ($0.supplyType.rawValue, $0.placeOfSupply, $0.rateHundredths)
            < ($1.supplyType.rawValue, $1.placeOfSupply, $1.rateHundredths)
        },
      cdnr: cdnr.map { Return.NoteRecipient(gstin: $0.key, notes: $0.value.sorted(by: notesByDateThenNumber)) }
        .sorted { $0.gstin < $1.gstin },
      cdnur: cdnur.sorted(by: notesByDateThenNumber),
      exports: exports.map { Return.ExportInvoices(type: $0.key, invoices: $0.value.sorted(by: byDateThenNumber)) }
        .sorted { $0.type < $1.type },
      nilSupplies: nilTotals.map {
        Return.NilSupplies(
          supplyType: $0.key, nilRated: Money(minorUnits: $0.value.nilRated, currency: .inr),
          exempt: Money(minorUnits: $0.value.exempt, currency: .inr),
          nonGST: Money(minorUnits: $0.value.nonGST, currency: .inr))
      }.sorted { $0.supplyType < $1.supplyType },
      hsn: hsnSummary(), documentsIssued: documentsIssued(), totals: totals, sectionTotals: sectionTotals)
  }

  // MARK: - Tables

  private mutating func total(_ section: Return.Section, _ items: [Return.Item], sign: Int64) {
    var sum = sectionTotals[section] ?? .zero
    for item in items { sum.add(item.amounts, sign: sign) }
    sectionTotals[section] = sum
  }

  private mutating func addNil(_ line: GSTCheckedDocument.Line, of checked: GSTCheckedDocument) {
    let type: Return.NilSupplyType =
      switch (checked.isInterState, checked.isRegistered) {
      case (true, true): .interStateB2B
      case (false, true): .intraStateB2B
      case (true, false): .interStateB2C
      case (false, false): .intraStateB2C
      }
    let value = line.amounts.taxablePaise &* checked.sign
    var total = nilTotals[type] ?? NilTotal()
    switch line.treatment {
    case .nilRated: total.nilRated &+= value
    case .exempt: total.exempt &+= value
    case .nonGST: total.nonGST &+= value
    case .taxable: break
    }
    nilTotals[type] = total
  }

  private mutating func addHSN(_ line: GSTCheckedDocument.Line, code: String, of checked: GSTCheckedDocument) {
    let key = HSNKey(
      isB2B: hsnSplit && checked.isRegistered, hsn: code, unit: line.unit, rateHundredths: line.rateHundredths)
    let quantity = line.unit == .notApplicable ? 0 : (checked.sign < 0 ? -line.quantity : line.quantity)
    if var total = hsn[key] {
      total.quantity += quantity
      total.amounts.add(line.amounts, sign: checked.sign)
      hsn[key] = total
    } else {
      var amounts = GSTTaxAmounts.zero
      amounts.add(line.amounts, sign: checked.sign)
      hsn[key] = HSNTotal(description: Self.shortDescription(line.description), quantity: quantity, amounts: amounts)
    }
  }

  private func hsnSummary() -> Return.HSNSummary {
    var b2bRows: [Return.HSNRow] = []
    var b2cRows: [Return.HSNRow] = []
    let sorted = hsn.sorted {
      ($0.key.hsn, $0.key.unit.code, $0.key.rateHundredths) < ($1.key.hsn, $1.key.unit.code, $1.key.rateHundredths)
    }
    for (key, total) in sorted {
      let row = Return.HSNRow(
        hsn: key.hsn, description: total.description, unit: key.unit, quantity: total.quantity,
        rateHundredths: key.rateHundredths, amounts: total.amounts)
      if !hsnSplit || key.isB2B { b2bRows.append(row) } else { b2cRows.append(row) }
    }
    return Return.HSNSummary(isSplit: hsnSplit, b2b: b2bRows, b2c: b2cRows)
  }

  /// Table 13: per nature and series, runs of consecutive numbers (a gap in the numbers starts a new
  /// run), with how many of each run were cancelled.
  private func documentsIssued() -> [Return.DocumentsIssued] {
    issued.keys.sorted().map { nature in
      var bySeries: [Substring: [IssuedNumber]] = [:]
      for entry in issued[nature] ?? [] { bySeries[entry.seriesKey, default: []].append(entry) }
      var ranges: [Return.DocumentRange] = []
      for series in bySeries.keys.sorted() {
        let entries = (bySeries[series] ?? []).map { ($0.number, $0.isCancelled) }
          .sorted { ($0.0.prefix, $0.0.serial ?? -1, $0.0.text) < ($1.0.prefix, $1.0.serial ?? -1, $1.0.text) }
        var run: (first: GSTDocumentNumber, last: GSTDocumentNumber, total: Int, cancelled: Int)?
        for (number, isCancelled) in entries {
          if var current = run, number.continues(current.last) {
            current.last = number
            current.total += 1
            current.cancelled += isCancelled ? 1 : 0
            run = current
          } else {
            if let current = run {
              ranges.append(
                Return.DocumentRange(
                  from: current.first.text, to: current.last.text, total: current.total, cancelled: current.cancelled))
            }
            run = (number, number, 1, isCancelled ? 1 : 0)
          }
        }
        if let current = run {
          ranges.append(
            Return.DocumentRange(
              from: current.first.text, to: current.last.text, total: current.total, cancelled: current.cancelled))
        }
      }
      return Return.DocumentsIssued(nature: nature, ranges: ranges)
    }
  }

  /// At most 30 characters, as Table 12 takes.
  private static func shortDescription(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.count <= 30 ? trimmed : String(trimmed.prefix(30)).trimmingCharacters(in: .whitespaces)
  }
}
