import Foundation

/// A credit note issued against a document, as the document records it.
public struct BillAppliedCredit: Sendable, Hashable, Codable {
  /// The credit note's identifier.
  public var creditNoteID: String
  /// The credit note's number.
  public var number: String
  /// The amount it credits: its payable amount.
  public var amount: Decimal
  /// The goods it took back, per line of the credited document; later credit notes may return only
  /// what is left.
  public var returnedGoods: [BillReturnedGoods]

  /// An applied credit.
  public init(creditNoteID: String, number: String, amount: Decimal, returnedGoods: [BillReturnedGoods] = []) {
    self.creditNoteID = creditNoteID
    self.number = number
    self.amount = amount
    self.returnedGoods = returnedGoods
  }

  private enum CodingKeys: String, CodingKey {
    case creditNoteID, number, amount, returnedGoods
  }

  /// Decodes a credit, recorded with or without its returned goods.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    creditNoteID = try container.decode(String.self, forKey: .creditNoteID)
    number = try container.decode(String.self, forKey: .number)
    amount = try container.decode(Decimal.self, forKey: .amount)
    returnedGoods = try container.decodeIfPresent([BillReturnedGoods].self, forKey: .returnedGoods) ?? []
  }
}
