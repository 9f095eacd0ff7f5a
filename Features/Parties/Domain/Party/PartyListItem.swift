/// A party as lists show it, with its sync status.
public struct PartyListItem: Sendable, Hashable, Identifiable {
  /// The party.
  public var party: Party
  /// Where it stands with the server.
  public var status: PartySyncStatus

  /// The party's id.
  public var id: String { party.id }

  /// A list item.
  public init(party: Party, status: PartySyncStatus) {
    self.party = party
    self.status = status
  }
}
