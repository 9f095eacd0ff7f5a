import Foundation
import IndiaTax
import SharedCore

/// The business's party settings.
public struct PartiesConfiguration: Sendable {
  /// The currency of balances, payments and limits.
  public var currency: Currency
  /// What a document over a party's credit limit does.
  public var creditPolicy: PartyCreditPolicy
  /// The ageing report's buckets.
  public var ageingBuckets: PartyAgeingBuckets
  /// How strictly GSTINs are checked (`.sandbox` against the government's test system).
  public var gstinRule: GSTIN.CheckCharacterRule
  /// The time zone that decides what "today" is.
  public var timeZone: TimeZone

  /// Settings for a business in India by default: rupees, warn over the credit limit, not due, 0–30,
  /// 31–60, 61–90 and 91+ days past due, verified GSTINs, Indian Standard Time.
  public init(
    currency: Currency = .inr, creditPolicy: PartyCreditPolicy = .warn,
    ageingBuckets: PartyAgeingBuckets = PartyAgeingBuckets(), gstinRule: GSTIN.CheckCharacterRule = .verified,
    timeZone: TimeZone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
  ) {
    self.currency = currency
    self.creditPolicy = creditPolicy
    self.ageingBuckets = ageingBuckets
    self.gstinRule = gstinRule
    self.timeZone = timeZone
  }

  /// The form validator for these settings, for forms filled in on `date`.
  public func validator(on date: CalendarDate) -> PartyValidator {
    PartyValidator(currency: currency, gstinRule: gstinRule, on: date)
  }
}
