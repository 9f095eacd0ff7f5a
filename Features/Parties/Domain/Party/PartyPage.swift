import SharedCore

/// One page of a party list.
public struct PartyPage: Sendable, Hashable, PagedListPage {
  /// The items, by name.
  public let items: [PartyListItem]
  /// The offset of the next page, or `nil` on the last page.
  public let nextOffset: Int?

  /// A page.
  public init(items: [PartyListItem], nextOffset: Int?) {
    self.items = items
    self.nextOffset = nextOffset
  }
}
