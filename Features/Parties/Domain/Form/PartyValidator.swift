import Foundation
import IndiaTax
import SharedCore

/// Checks a ``PartyForm`` as the party form does and builds the ``Party``, with one message per
/// field that is wrong (field names are the form's property names).
///
/// The GSTIN and the billing state are checked against the states of ``date`` (IndiaTax's
/// `GSTStateCode`): a GSTIN of Daman and Diu (25) or the state code of undivided Andhra Pradesh (28)
/// is refused today with the code to use instead, while parties stored with them still load.
public struct PartyValidator: Sendable {
  /// The currency of balances and limits.
  public var currency: Currency
  /// How strictly GSTINs are checked.
  public var gstinRule: GSTIN.CheckCharacterRule
  /// The day the form is filled in: GSTINs and states must be in force on it.
  public var date: CalendarDate

  /// A validator for forms filled in on `date`.
  public init(currency: Currency = .inr, gstinRule: GSTIN.CheckCharacterRule = .verified, on date: CalendarDate) {
    self.currency = currency
    self.gstinRule = gstinRule
    self.date = date
  }

  /// The party, or `AppError.validation` listing every wrong field.
  public func validate(_ form: PartyForm, id: String = "") -> Result<Party, AppError> {
    var problems: [AppError.FieldError] = []
    func check<T, E: Error & CustomStringConvertible>(_ field: String, _ text: String, _ read: (String) throws(E) -> T)
      -> T?
    {
      let trimmed = text.trimmingWhitespaceAndNewlines()
      guard !trimmed.isEmpty else { return nil }
      do { return try read(trimmed) } catch {
        problems.append(.init(field: field, message: error.description))
        return nil
      }
    }
    let name = form.name.trimmingWhitespaceAndNewlines()
    if name.isEmpty { problems.append(.init(field: "name", message: "Name is required.")) }
    let rule = gstinRule
    let date = date
    let gstin = check("gstin", form.gstin) { (text) throws(GSTINError) in
      try GSTIN(text, on: date, checkCharacter: rule)
    }
    let pan = check("pan", form.pan) { (text) throws(PANError) in try PAN(text) }
    if let pan, let inner = gstin?.pan, inner != pan {
      problems.append(.init(field: "pan", message: "The PAN \(pan) is not the one inside the GSTIN (\(inner))."))
    }
    var phones: [IndianPhoneNumber] = []
    for text in form.phones.split(separator: ",") {
      if let phone = check(
        "phones", String(text), { (text) throws(IndianPhoneNumberError) in try IndianPhoneNumber(text) })
      {
        phones.append(phone)
      }
    }
    let email = check("email", form.email) { (text) throws(PartyEmailAddressError) in try PartyEmailAddress(text) }
    let state = check("billingState", form.billingState) { (text) throws(GSTStateCodeError) in
      try GSTStateCode.placeOfSupply(text, on: date)
    }
    let pincode = check("billingPincode", form.billingPincode) { (text) throws(PartyFieldError) in
      guard text.count == 6, text.allSatisfy({ $0.isASCII && $0.isNumber }), text.first != "0" else {
        throw PartyFieldError("A PIN code has 6 digits and does not start with 0.")
      }
      return text
    }
    let currency = currency
    let opening = check("openingBalance", form.openingBalance) { (text) throws(PartyFieldError) in
      try Self.money(text, currency)
    }
    let openingDate = check("openingBalanceDate", form.openingBalanceDate) { (text) throws(PartyFieldError) in
      guard let date = CalendarDate(text) else { throw PartyFieldError("Use a date such as 2026-04-01.") }
      return date
    }
    if opening != nil, openingDate == nil, form.openingBalanceDate.trimmingWhitespace().isEmpty {
      problems.append(.init(field: "openingBalanceDate", message: "An opening balance needs its date."))
    }
    let limit = check("creditLimit", form.creditLimit) { (text) throws(PartyFieldError) in
      try Self.money(text, currency)
    }
    let terms = check("paymentTermsDays", form.paymentTermsDays) { (text) throws(PartyFieldError) in
      guard let days = Int(text), (0...3_650).contains(days) else {
        throw PartyFieldError("Payment terms are a whole number of days, 0 to 3650.")
      }
      return days
    }
    guard problems.isEmpty else { return .failure(.validation(problems)) }
    let lines = form.billingLines.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }
    let hasAddress = !lines.isEmpty || !form.billingCity.isEmpty || state != nil || pincode != nil
    let party = Party(
      id: id, kind: form.kind, name: name, companyName: Self.nonEmpty(form.companyName), gstin: gstin, pan: pan,
      phones: phones, email: email,
      billingAddress: hasAddress
        ? PartyAddress(
          lines: lines.filter { !$0.isEmpty }, city: form.billingCity.trimmingWhitespace(),
          state: state,
          pincode: pincode) : nil,
      openingBalance: zip(opening, openingDate).map {
        PartyOpeningBalance(amount: $0, side: form.openingBalanceSide, date: $1)
      },
      creditLimit: limit, paymentTermsDays: terms,
      tags: form.tags.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty },
      notes: Self.nonEmpty(form.notes))
    return .success(party)
  }

  private static func money(_ text: String, _ currency: Currency) throws(PartyFieldError) -> Money {
    let amount: Decimal
    do { amount = try DecimalParser.parse(text, grouping: .any) } catch {
      throw PartyFieldError("\"\(text)\" is not an amount.")
    }
    guard amount >= 0 else { throw PartyFieldError("An amount cannot be negative.") }
    do { return try Money(amount.plainString, currency: currency) } catch {
      throw PartyFieldError("Use at most \(currency.minorUnitDigits) decimals.")
    }
  }

  private static func nonEmpty(_ text: String) -> String? {
    let trimmed = text.trimmingWhitespaceAndNewlines()
    return trimmed.isEmpty ? nil : trimmed
  }
}

/// A message about one form field.
struct PartyFieldError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
  guard let a, let b else { return nil }
  return (a, b)
}
