import Foundation
import IndiaTax
import SharedCore

/// A customer or vendor: who they are, how to reach them, how they are taxed and what credit they
/// get. The ledger is kept apart, as entries (``PartyLedgerEntry``).
public struct Party: Sendable, Hashable, Codable {
  /// The record id (a local id until the server has acknowledged the party). Not among the encoded
  /// fields: the store keeps it.
  public var id: String = ""
  /// Customer, vendor or both.
  public var kind: PartyKind
  /// The name shown in lists and on documents.
  public var name: String
  /// The registered business name, when it differs.
  public var companyName: String?
  /// The GSTIN, for registered parties.
  public var gstin: GSTIN?
  /// The PAN (the one inside the GSTIN when there is one).
  public var pan: PAN?
  /// Mobile numbers, the first being the main one.
  public var phones: [IndianPhoneNumber]
  /// The email address.
  public var email: PartyEmailAddress?
  /// Where documents are addressed.
  public var billingAddress: PartyAddress?
  /// Where goods go, when elsewhere.
  public var shippingAddress: PartyAddress?
  /// The default place of supply: the GSTIN's state, else the billing address's.
  public var placeOfSupply: GSTStateCode?
  /// The balance brought forward.
  public var openingBalance: PartyOpeningBalance?
  /// The most the party may owe; `nil` for no limit.
  public var creditLimit: Money?
  /// Days from a document's date to its due date; `nil` for due on receipt.
  public var paymentTermsDays: Int?
  /// A standing discount in percent on the party's documents.
  public var discountPercent: Decimal?
  /// Free labels for filtering.
  public var tags: [String]
  /// Notes.
  public var notes: String?
  /// Whether the party is archived (out of lists, kept on past documents).
  public var isArchived: Bool
  /// The party this one was merged into; its ledger now belongs there.
  public var mergedInto: String?
  /// The party's id in another system the app keeps in step with (an accounting package, a web
  /// shop): set by the app, never by the book, unique among parties not merged, synced with the
  /// party and kept across edits. Unlike ``id`` (a local id until the server acknowledges the
  /// party), it never changes on its own; ``PartyKey/external(_:)`` finds the party by it.
  public var externalKey: String?

  /// A party; everything but the kind and name is optional.
  public init(
    id: String = "", kind: PartyKind, name: String, companyName: String? = nil, gstin: GSTIN? = nil, pan: PAN? = nil,
    phones: [IndianPhoneNumber] = [], email: PartyEmailAddress? = nil, billingAddress: PartyAddress? = nil,
    shippingAddress: PartyAddress? = nil, placeOfSupply: GSTStateCode? = nil,
    openingBalance: PartyOpeningBalance? = nil,
    creditLimit: Money? = nil, paymentTermsDays: Int? = nil, discountPercent: Decimal? = nil, tags: [String] = [],
    notes: String? = nil, isArchived: Bool = false, mergedInto: String? = nil, externalKey: String? = nil
  ) {
    self.id = id
    self.kind = kind
    self.name = name
    self.companyName = companyName
    self.gstin = gstin
    self.pan = pan ?? gstin?.pan
    self.phones = phones
    self.email = email
    self.billingAddress = billingAddress
    self.shippingAddress = shippingAddress
    self.placeOfSupply = placeOfSupply ?? gstin?.state ?? billingAddress?.state
    self.openingBalance = openingBalance
    self.creditLimit = creditLimit
    self.paymentTermsDays = paymentTermsDays
    self.discountPercent = discountPercent
    self.tags = tags
    self.notes = notes
    self.isArchived = isArchived
    self.mergedInto = mergedInto
    self.externalKey = externalKey
  }

  private enum CodingKeys: String, CodingKey {
    case kind, name, companyName, gstin, pan, phones, email, billingAddress, shippingAddress, placeOfSupply
    case openingBalance, creditLimit, paymentTermsDays, discountPercent, tags, notes, isArchived, mergedInto
    case externalKey
  }

  /// The due date of a document dated `date` under the party's payment terms.
  public func dueDate(forDocumentDated date: CalendarDate) -> CalendarDate {
    date.adding(days: max(0, paymentTermsDays ?? 0))
  }
}
