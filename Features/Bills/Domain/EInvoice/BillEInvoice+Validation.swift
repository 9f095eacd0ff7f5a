import Foundation
import SharedCore

extension BillEInvoice {
  /// How GSTINs are checked.
  public enum GSTINMode: Sendable, Hashable {
    /// The check character must match (production).
    case strict
    /// Only the state code and the PAN part are checked: the NIC sandbox's test GSTINs (such as
    /// `02AMBPG7773M002`) break the rules of the last three characters.
    case sandbox
  }

  /// What the portal would reject: required fields, 1–1000 items, allowed GST rates on the document
  /// date, state codes, PIN codes, GSTINs, the document number, HSN codes, the round-off range, and
  /// header totals against the sum of the items within `tolerance` (₹1, as the portal's own checks
  /// allow). An empty list means none was found.
  public func validate(
    gstins mode: GSTINMode = .strict, rates: BillGSTRateTable = .india, tolerance: Decimal = 1
  ) -> [BillEInvoiceIssue] {
    var issues: [BillEInvoiceIssue] = []
    func issue(_ path: String, _ problem: BillEInvoiceIssue.Problem) {
      issues.append(BillEInvoiceIssue(path: path, problem: problem))
    }
    if version != "1.1" { issue("Version", .invalidValue(version)) }
    if transaction.taxScheme != "GST" { issue("TranDtls.TaxSch", .invalidValue(transaction.taxScheme)) }
    if !["B2B", "SEZWP", "SEZWOP", "EXPWP", "EXPWOP", "DEXP"].contains(transaction.supplyType) {
      issue("TranDtls.SupTyp", .invalidValue(transaction.supplyType))
    }
    if !["INV", "CRN", "DBN"].contains(document.type) { issue("DocDtls.Typ", .invalidValue(document.type)) }
    if !Self.isDocumentNumber(document.number) { issue("DocDtls.No", .documentNumber(document.number)) }
    let date = Self.calendarDate(document.date)
    if date == nil { issue("DocDtls.Dt", .date(document.date)) }

    let exporting = transaction.supplyType.hasPrefix("EXP")
    checkParty(seller, "SellerDtls", mode: mode, mayBeUnregistered: false, issue)
    checkParty(buyer, "BuyerDtls", mode: mode, mayBeUnregistered: exporting, issue)
    if let shipTo { checkParty(shipTo, "ShipDtls", mode: mode, mayBeUnregistered: true, issue) }
    if let pos = buyer.placeOfSupply {
      if !Self.isStateCode(pos) { issue("BuyerDtls.Pos", .stateCode(pos)) }
    } else {
      issue("BuyerDtls.Pos", .missing)
    }

    if !(1...1000).contains(items.count) { issue("ItemList", .itemCount(items.count)) }
    let allowed = date.flatMap { rates.rates(on: $0) } ?? []
    for (index, item) in items.enumerated() {
      let path = "ItemList[\(index)]"
      if Int(item.serialNumber) == nil { issue("\(path).SlNo", .invalidValue(item.serialNumber)) }
      if !Self.isHSN(item.hsnCode) { issue("\(path).HsnCd", .hsnCode(item.hsnCode)) }
      if !allowed.contains(item.gstRate) { issue("\(path).GstRt", .rateNotAllowed(item.gstRate)) }
      let parts =
        item.assessableAmount + (item.igstAmount ?? 0) + (item.cgstAmount ?? 0) + (item.sgstAmount ?? 0)
        + (item.cessAmount ?? 0) + (item.specificCessAmount ?? 0)
      checkTotal("\(path).TotItemVal", expected: parts, found: item.totalItemValue, tolerance, issue)
      checkTotal(
        "\(path).AssAmt", expected: item.totalAmount - (item.discount ?? 0), found: item.assessableAmount, tolerance,
        issue)
    }
    checkValues(tolerance, issue)
    if let eWayBill, !(0...BillEWayBillRules.maximumDistance).contains(eWayBill.distance) {
      issue("EwbDtls.Distance", .invalidValue(String(eWayBill.distance)))
    }
    return issues
  }

  private func checkValues(_ tolerance: Decimal, _ issue: (String, BillEInvoiceIssue.Problem) -> Void) {
    func sum(_ value: (Item) -> Decimal?) -> Decimal { items.reduce(Decimal(0)) { $0 + (value($1) ?? 0) } }
    checkTotal("ValDtls.AssVal", expected: sum(\.assessableAmount), found: values.assessableValue, tolerance, issue)
    checkTotal("ValDtls.CgstVal", expected: sum(\.cgstAmount), found: values.cgstValue ?? 0, tolerance, issue)
    checkTotal("ValDtls.SgstVal", expected: sum(\.sgstAmount), found: values.sgstValue ?? 0, tolerance, issue)
    checkTotal("ValDtls.IgstVal", expected: sum(\.igstAmount), found: values.igstValue ?? 0, tolerance, issue)
    checkTotal(
      "ValDtls.CesVal", expected: sum(\.cessAmount) + sum(\.specificCessAmount), found: values.cessValue ?? 0,
      tolerance, issue)
    let roundOff = values.roundOffAmount ?? 0
    let limit = Decimal(9999) / 100
    if roundOff < -limit || roundOff > limit {
      issue("ValDtls.RndOffAmt", .roundOffOutOfRange(roundOff))
    }
    let invoice =
      sum(\.totalItemValue) + (values.otherCharges ?? 0) - (values.discount ?? 0) + roundOff
    checkTotal("ValDtls.TotInvVal", expected: invoice, found: values.totalInvoiceValue, tolerance, issue)
  }

  private func checkTotal(
    _ path: String, expected: Decimal, found: Decimal, _ tolerance: Decimal,
    _ issue: (String, BillEInvoiceIssue.Problem) -> Void
  ) {
    let difference = expected - found
    if difference > tolerance || -difference > tolerance {
      issue(path, .totalMismatch(expected: expected, found: found))
    }
  }

  private func checkParty(
    _ party: Party, _ path: String, mode: GSTINMode, mayBeUnregistered: Bool,
    _ issue: (String, BillEInvoiceIssue.Problem) -> Void
  ) {
    if party.legalName.isEmpty { issue("\(path).LglNm", .missing) }
    if party.address1.isEmpty { issue("\(path).Addr1", .missing) }
    if party.location.isEmpty { issue("\(path).Loc", .missing) }
    if !Self.isStateCode(party.stateCode) { issue("\(path).Stcd", .stateCode(party.stateCode)) }
    if let pin = party.pin {
      if !(100_000...999_999).contains(pin) { issue("\(path).Pin", .pinCode(pin)) }
    } else if path == "SellerDtls" {
      issue("\(path).Pin", .missing)
    }
    if mayBeUnregistered && party.gstin == "URP" { return }
    switch BillGSTINCheck.check(party.gstin) {
    case .valid: break
    case .badCheckCharacter: if mode == .strict { issue("\(path).Gstin", .gstinCheckCharacter(party.gstin)) }
    case .invalid: issue("\(path).Gstin", .gstin(party.gstin))
    }
  }

  static func isStateCode(_ code: String) -> Bool {
    guard code.utf8.count == 2, let number = Int(code) else { return false }
    return (1...38).contains(number) || number == 96 || number == 97
  }

  static func isHSN(_ code: String) -> Bool {
    [4, 6, 8].contains(code.utf8.count) && code.utf8.allSatisfy { $0 >= 48 && $0 <= 57 }
  }

  /// `^[a-zA-Z1-9][a-zA-Z0-9/-]{0,15}$`.
  static func isDocumentNumber(_ number: String) -> Bool {
    let bytes = Array(number.utf8)
    guard (1...16).contains(bytes.count) else { return false }
    func letter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }
    guard letter(bytes[0]) || (49...57).contains(bytes[0]) else { return false }
    return bytes.allSatisfy {
      letter($0) || (48...57).contains($0) || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "-")
    }
  }

  /// `dd/MM/yyyy` as a date.
  static func calendarDate(_ text: String) -> CalendarDate? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 2, parts[1].count == 2, parts[2].count == 4 else { return nil }
    return CalendarDate("\(parts[2])-\(parts[1])-\(parts[0])")
  }
}
