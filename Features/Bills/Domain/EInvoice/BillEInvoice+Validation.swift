import Foundation
import IndiaTax
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

  /// What the portal would reject: required fields, 1–1000 items, GST rates in force on the document
  /// date for each item's HSN code, state codes, PIN codes, GSTINs, the document number, HSN codes,
  /// the round-off range, and header totals against the sum of the items within `tolerance` (₹1, as
  /// the portal's own checks allow). An empty list means none was found.
  ///
  /// The reference data is IndiaTax's, read on the document date: a seller's state code must be one
  /// GSTINs carry that day, a buyer's, ship-to's and place of supply's a place of supply that day
  /// (so `25` is refused after Daman and Diu merged into `26`, and `+1` always); a GSTIN may be of any
  /// kind GSTN issues (regular, TDS, TCS, UIN, non-resident, OIDAR, government department); an HSN
  /// code or SAC has the schema's 4 to 8 digits; a rate kept for named goods only (12 % for bricks
  /// after 22 Sep 2025) passes for those goods alone.
  public func validate(
    gstins mode: GSTINMode = .strict, rates: GSTRateTable = .india, tolerance: Decimal = 1
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
    checkParty(seller, "SellerDtls", on: date, mode: mode, role: .seller, issue)
    checkParty(buyer, "BuyerDtls", on: date, mode: mode, role: exporting ? .buyerAbroad : .buyer, issue)
    if let shipTo { checkParty(shipTo, "ShipDtls", on: date, mode: mode, role: .shipTo, issue) }
    if let pos = buyer.placeOfSupply {
      if !Self.isPlaceOfSupply(pos, on: date) { issue("BuyerDtls.Pos", .stateCode(pos)) }
    } else {
      issue("BuyerDtls.Pos", .missing)
    }

    if !(1...1000).contains(items.count) { issue("ItemList", .itemCount(items.count)) }
    for (index, item) in items.enumerated() {
      let path = "ItemList[\(index)]"
      if Int(item.serialNumber) == nil { issue("\(path).SlNo", .invalidValue(item.serialNumber)) }
      let code = Self.hsnCode(item.hsnCode)
      if code == nil { issue("\(path).HsnCd", .hsnCode(item.hsnCode)) }
      if !(date.map { rates.allows(item.gstRate, on: $0, for: code) } ?? false) {
        issue("\(path).GstRt", .rateNotAllowed(item.gstRate))
      }
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

  /// Whose details a party section holds, which decides its state code and whether it may be unregistered.
  private enum Role {
    /// The seller: a registered supplier, its state one GSTINs carry.
    case seller
    /// A buyer in India: registered.
    case buyer
    /// A buyer of an export: `URP` (unregistered) allowed.
    case buyerAbroad
    /// Where the goods go: `URP` allowed.
    case shipTo
  }

  private func checkParty(
    _ party: Party, _ path: String, on date: CalendarDate?, mode: GSTINMode, role: Role,
    _ issue: (String, BillEInvoiceIssue.Problem) -> Void
  ) {
    if party.legalName.isEmpty { issue("\(path).LglNm", .missing) }
    if party.address1.isEmpty { issue("\(path).Addr1", .missing) }
    if party.location.isEmpty { issue("\(path).Loc", .missing) }
    let stateInForce =
      role == .seller
      ? Self.isRegistrationState(party.stateCode, on: date) : Self.isPlaceOfSupply(party.stateCode, on: date)
    if !stateInForce { issue("\(path).Stcd", .stateCode(party.stateCode)) }
    if let pin = party.pin {
      if !(100_000...999_999).contains(pin) { issue("\(path).Pin", .pinCode(pin)) }
    } else if role == .seller {
      issue("\(path).Pin", .missing)
    }
    if role == .buyerAbroad || role == .shipTo, party.gstin == "URP" { return }
    // The schema wants the GSTIN as written: 15 uppercase letters and digits.
    if let gstin = try? GSTIN(party.gstin, on: date), gstin.value == party.gstin { return }
    if let gstin = try? GSTIN(party.gstin, on: date, checkCharacter: .sandbox), gstin.value == party.gstin {
      // The state code and holder are right; only the last three characters are not (sandbox GSTINs).
      if mode == .strict { issue("\(path).Gstin", .gstinCheckCharacter(party.gstin)) }
    } else {
      issue("\(path).Gstin", .gstin(party.gstin))
    }
  }

  /// Whether `code` is a place of supply on `date` (or ever, when the date could not be read).
  static func isPlaceOfSupply(_ code: String, on date: CalendarDate?) -> Bool {
    guard let date else { return GSTStateCode(code)?.placeOfSupplyFrom != nil }
    return GSTStateCode(code)?.isPlaceOfSupply(on: date) ?? false
  }

  /// Whether GSTINs carry `code` on `date` (or ever, when the date could not be read).
  static func isRegistrationState(_ code: String, on date: CalendarDate?) -> Bool {
    guard let date else { return GSTStateCode(code)?.isEverRegistrationState ?? false }
    return GSTStateCode(code)?.isRegistrationState(on: date) ?? false
  }

  /// The item's HSN code or SAC, if it is one with the schema's 4 to 8 digits.
  static func hsnCode(_ text: String) -> HSNCode? {
    guard text.utf8.count >= 4, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
      return nil
    }
    return try? HSNCode(text)
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
