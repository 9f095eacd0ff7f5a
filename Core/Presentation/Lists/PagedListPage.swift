/// One page of a list as a ``PagedListLoader`` loads it: its items, and where the next page starts.
///
/// Features' page types conform (a product page, a party page, a bill list page), so one loader
/// serves every list screen.
public protocol PagedListPage: Sendable {
  /// What the list shows.
  associatedtype Item: Sendable
  /// The page's items, in the list's order.
  var items: [Item] { get }
  /// The offset of the next page, or `nil` on the last page.
  var nextOffset: Int? { get }
}
