import Foundation

/// What a document feature needs to know of a customer or vendor: who they are, where they are
/// registered and supplied, and what they owe. The narrow view of a party that crosses the seam
/// between features.
public struct PartyAccount: Sendable, Hashable, Codable, Identifiable {
  /// The party's id. A party merged into another answers as the survivor, under the survivor's id.
  public var id: String
  /// The name on documents.
  public var name: String
  /// The registered business name, when it differs.
  public var companyName: String?
  /// The GSTIN, when registered (15 characters, already checked).
  public var gstin: String?
  /// The PAN, when known.
  public var pan: String?
  /// The billing address.
  public var billingAddress: PartyAccountAddress?
  /// The shipping address, when goods go elsewhere.
  public var shippingAddress: PartyAccountAddress?
  /// The place of supply the party set explicitly (a GST state code), when any.
  public var placeOfSupply: String?
  /// A phone number, when known.
  public var phone: String?
  /// An e-mail address, when known.
  public var email: String?
  /// Days allowed to pay, when the party has terms.
  public var paymentTermsDays: Int?
  /// What the party owes (positive) or is owed (negative) now.
  public var balance: Money?

  /// Creates an account view.
  public init(
    id: String, name: String, companyName: String? = nil, gstin: String? = nil, pan: String? = nil,
    billingAddress: PartyAccountAddress? = nil, shippingAddress: PartyAccountAddress? = nil,
    placeOfSupply: String? = nil, phone: String? = nil, email: String? = nil, paymentTermsDays: Int? = nil,
    balance: Money? = nil
  ) {
    self.id = id
    self.name = name
    self.companyName = companyName
    self.gstin = gstin
    self.pan = pan
    self.billingAddress = billingAddress
    self.shippingAddress = shippingAddress
    self.placeOfSupply = placeOfSupply
    self.phone = phone
    self.email = email
    self.paymentTermsDays = paymentTermsDays
    self.balance = balance
  }
}
