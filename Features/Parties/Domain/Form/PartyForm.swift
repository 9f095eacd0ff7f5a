/// What a party form holds, as typed: every field text, checked by ``PartyValidator``.
public struct PartyForm: Sendable, Hashable {
  /// Customer, vendor or both.
  public var kind: PartyKind = .customer
  /// Required.
  public var name = ""
  /// The registered business name.
  public var companyName = ""
  /// 15 characters, checked part by part.
  public var gstin = ""
  /// 10 characters; must match the PAN inside the GSTIN when both are given.
  public var pan = ""
  /// Mobile numbers separated by commas.
  public var phones = ""
  /// An email address.
  public var email = ""
  /// Billing street lines, one per line.
  public var billingLines = ""
  /// Billing city.
  public var billingCity = ""
  /// Billing state code (`27`).
  public var billingState = ""
  /// Billing PIN code.
  public var billingPincode = ""
  /// The opening balance amount (`1,23,456.50` accepted).
  public var openingBalance = ""
  /// Which way the opening balance runs.
  public var openingBalanceSide: PartyBalanceSide = .receivable
  /// The opening balance's date, `yyyy-MM-dd`.
  public var openingBalanceDate = ""
  /// The credit limit amount; empty for none.
  public var creditLimit = ""
  /// Payment terms in days; empty for due on receipt.
  public var paymentTermsDays = ""
  /// Tags separated by commas.
  public var tags = ""
  /// Notes.
  public var notes = ""

  /// An empty form.
  public init() {}
}
