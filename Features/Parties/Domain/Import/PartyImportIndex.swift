import Foundation
import IndiaTax
import SharedCore

/// Who already holds each GSTIN and each name-and-phone pair (and, among parties with neither a
/// GSTIN nor a phone, each name), for an import's re-import matching: the parties in the store,
/// then the rows staged so far.
struct PartyImportIndex {
  private var byGSTIN: [String: String] = [:]
  private var byNameAndPhone: [String: String] = [:]
  private var byNameOnly: [String: String] = [:]

  /// The key of a name and a phone's 10 digits.
  static func key(name: String, phone: String) -> String { nameKey(name) + "\u{1F}" + phone }

  /// A name as the parties list keys it.
  static func nameKey(_ name: String) -> String {
    PartySearchText.folded(name.trimmingWhitespaceAndNewlines())
  }

  /// The party with `gstin`, if any.
  func owner(ofGSTIN gstin: String) -> String? { byGSTIN[gstin] }

  /// The party with this name and first phone, if any.
  func owner(name: String, phone: String) -> String? { byNameAndPhone[Self.key(name: name, phone: phone)] }

  /// The party with this name and neither a GSTIN nor a phone, if any.
  func owner(unidentifiedName name: String) -> String? { byNameOnly[Self.key(name: name, phone: "")] }

  /// Records `party` under `id` (replacing what its previous version recorded).
  mutating func add(_ party: Party, id: String) {
    add(id: id, gstin: party.gstin?.value, nameKey: Self.nameKey(party.name), phone: party.phones.first?.digits)
  }

  /// Records a stored party from its list columns (its GSTIN, folded name and first phone).
  mutating func add(id: String, gstin: String?, nameKey: String, phone: String?) {
    if let gstin { byGSTIN[gstin] = id }
    if let phone { byNameAndPhone[nameKey + "\u{1F}" + phone] = id }
    if gstin == nil, phone == nil { byNameOnly[nameKey + "\u{1F}"] = id }
  }

  /// Forgets `party`.
  mutating func remove(_ party: Party) {
    if let gstin = party.gstin { byGSTIN[gstin.value] = nil }
    if let phone = party.phones.first { byNameAndPhone[Self.key(name: party.name, phone: phone.digits)] = nil }
    if party.gstin == nil, party.phones.isEmpty { byNameOnly[Self.key(name: party.name, phone: "")] = nil }
  }

  /// Every party in the store that is not merged, from the parties list. A GSTIN two parties hold (a
  /// clash, see `PartyBook.gstinClashes()`) finds its holder: the holder is added last.
  static func load(in db: any SQLiteQuerying) throws -> PartyImportIndex {
    var index = PartyImportIndex()
    for row in try db.query(
      """
      SELECT id, gstin, name_key, phone FROM parties_list WHERE merged_into IS NULL
      ORDER BY version IS NULL DESC, length(id) DESC, id DESC
      """)
    {
      var gstin: String?
      if case .text(let text)? = row["gstin"] { gstin = text }
      var phone: String?
      if case .text(let text)? = row["phone"] { phone = text }
      index.add(
        id: try row.value(String.self, named: "id"), gstin: gstin,
        nameKey: try row.value(String.self, named: "name_key"), phone: phone)
    }
    return index
  }
}
