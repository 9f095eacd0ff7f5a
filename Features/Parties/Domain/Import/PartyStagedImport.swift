import SharedCore

/// The valid rows of an import waiting to be saved in one transaction: new parties under a
/// placeholder id until the store gives them theirs, and changes to existing ones, in file order.
/// A later row for the same party replaces the staged one, as a second import would.
struct PartyStagedImport {
  private var order: [String] = []
  private var staged: [String: (party: Party, isNew: Bool)] = [:]

  /// The placeholder id of a party first seen on `line`; never a store id.
  static func placeholderID(line: Int) -> String { "import-line-\(line)" }

  /// The staged party with `id`, if any.
  func party(_ id: String) -> Party? { staged[id]?.party }

  /// Whether `id` is a party this import creates.
  func isNew(_ id: String) -> Bool { staged[id]?.isNew ?? false }

  /// Stages `party` (replacing an earlier row for the same party).
  mutating func stage(_ party: Party, isNew: Bool) {
    if staged[party.id] == nil { order.append(party.id) }
    staged[party.id] = (party, isNew)
  }

  /// The store writes, in file order.
  func writes(through parties: SyncCollection<Party>) throws -> [SyncLocalWrite] {
    try order.compactMap { id in
      guard let entry = staged[id] else { return nil }
      return entry.isNew ? try parties.creating(entry.party) : try parties.updating(id, to: entry.party)
    }
  }
}
