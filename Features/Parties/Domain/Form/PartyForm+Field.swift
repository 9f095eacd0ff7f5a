import Foundation
import IndiaTax
import SharedCore

extension PartyForm {
  /// The form's fields by name: the keys of ``PartyValidator``'s field errors and the columns of a
  /// party CSV file.
  public enum Field: String, Sendable, Hashable, CaseIterable {
    /// `customer`, `vendor` or `both`.
    case kind
    /// Required.
    case name
    /// The registered business name.
    case companyName
    /// 15 characters.
    case gstin
    /// 10 characters.
    case pan
    /// Comma-separated mobile numbers.
    case phones
    /// An email address.
    case email
    /// Street lines, one per line.
    case billingLines
    /// The city.
    case billingCity
    /// A GST state code.
    case billingState
    /// Six digits.
    case billingPincode
    /// An amount (`1,23,456.50` accepted).
    case openingBalance
    /// `receivable` or `payable`.
    case openingBalanceSide
    /// `yyyy-MM-dd`.
    case openingBalanceDate
    /// An amount; empty for no limit.
    case creditLimit
    /// Whole days.
    case paymentTermsDays
    /// Comma-separated.
    case tags
    /// Free text.
    case notes
  }

  /// The text of `field`. Setting ``PartyForm/Field/kind`` or ``PartyForm/Field/openingBalanceSide`` to text that is
  /// not one of their values (``PartyKind``'s or ``PartyBalanceSide``'s raw values, any case)
  /// leaves them as they were.
  public subscript(field: Field) -> String {
    get {
      switch field {
      case .kind: kind.rawValue
      case .name: name
      case .companyName: companyName
      case .gstin: gstin
      case .pan: pan
      case .phones: phones
      case .email: email
      case .billingLines: billingLines
      case .billingCity: billingCity
      case .billingState: billingState
      case .billingPincode: billingPincode
      case .openingBalance: openingBalance
      case .openingBalanceSide: openingBalanceSide.rawValue
      case .openingBalanceDate: openingBalanceDate
      case .creditLimit: creditLimit
      case .paymentTermsDays: paymentTermsDays
      case .tags: tags
      case .notes: notes
      }
    }
    set {
      let choice = newValue.trimmingWhitespace().lowercased()
      switch field {
      case .kind: kind = PartyKind(rawValue: choice) ?? kind
      case .name: name = newValue
      case .companyName: companyName = newValue
      case .gstin: gstin = newValue
      case .pan: pan = newValue
      case .phones: phones = newValue
      case .email: email = newValue
      case .billingLines: billingLines = newValue
      case .billingCity: billingCity = newValue
      case .billingState: billingState = newValue
      case .billingPincode: billingPincode = newValue
      case .openingBalance: openingBalance = newValue
      case .openingBalanceSide: openingBalanceSide = PartyBalanceSide(rawValue: choice) ?? openingBalanceSide
      case .openingBalanceDate: openingBalanceDate = newValue
      case .creditLimit: creditLimit = newValue
      case .paymentTermsDays: paymentTermsDays = newValue
      case .tags: tags = newValue
      case .notes: notes = newValue
      }
    }
  }

  /// The form of an existing party, for editing or export: validating it gives the party back
  /// (amounts with the currency's decimals, phones as 10 digits).
  public init(_ party: Party) {
    self.init()
    kind = party.kind
    name = party.name
    companyName = party.companyName ?? ""
    gstin = party.gstin?.value ?? ""
    pan = party.pan?.value ?? ""
    phones = party.phones.map(\.digits).joined(separator: ", ")
    email = party.email?.value ?? ""
    billingLines = party.billingAddress?.lines.joined(separator: "\n") ?? ""
    billingCity = party.billingAddress?.city ?? ""
    billingState = party.billingAddress?.state?.code ?? ""
    billingPincode = party.billingAddress?.pincode ?? ""
    if let opening = party.openingBalance {
      openingBalance = opening.amount.formattedAmount
      openingBalanceSide = opening.side
      openingBalanceDate = opening.date.description
    }
    creditLimit = party.creditLimit?.formattedAmount ?? ""
    paymentTermsDays = party.paymentTermsDays.map(String.init) ?? ""
    tags = party.tags.joined(separator: ", ")
    notes = party.notes ?? ""
  }
}
