import SharedCore

/// A payment card on the user's account; the number is only ever held masked (`**** 1111`).
public struct LoyaltyCard: Sendable, Hashable, Codable, Identifiable {
  /// The platform's handle for the card, used to delete it.
  public var token: String
  /// The masked number as the platform returns it.
  public var maskedNumber: String
  /// The issuer.
  public var issuer: String
  /// The holder's name.
  public var holder: String
  /// The expiry month (`MM`).
  public var expirationMonth: String
  /// The expiry year (`yyyy`).
  public var expirationYear: String

  /// The identity: ``token``.
  public var id: String { token }

  /// Reads the platform's card object; a number that arrives unmasked is masked here.
  public init(platform value: JSONValue, path: String = "card") throws(WarplyError) {
    let object = try LoyaltyJSONObject(value, path: path)
    token = try object.required("token")
    maskedNumber = LoyaltyCardNumber.mask(object.string("card_number") ?? "")
    issuer = object.string("card_issuer") ?? ""
    holder = object.string("cardholder") ?? ""
    expirationMonth = object.string("expiration_month") ?? ""
    expirationYear = object.string("expiration_year") ?? ""
  }
}
