/// The whole navigation state at one moment: the stack and the modal on top of it.
public struct NavigationSnapshot<Route: Hashable & Sendable>: Sendable, Hashable {
  /// The pushed routes, root first (the root screen itself is not a route).
  public var path: [Route]
  /// The modally presented route, if any.
  public var presented: Route?
  /// How ``presented`` is shown; `nil` when nothing is presented.
  public var style: PresentationStyle?

  /// Creates a snapshot.
  public init(path: [Route] = [], presented: Route? = nil, style: PresentationStyle? = nil) {
    self.path = path
    self.presented = presented
    self.style = presented == nil ? nil : style
  }
}
