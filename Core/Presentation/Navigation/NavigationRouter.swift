import Observation

/// A navigation stack of route values, replacing coordinators and navigators with plain data.
///
/// Routes are plain `Hashable` values (`enum ProductsRoute { case detail(Product.ID) }`), so
/// navigation is tested without a UI. On Apple platforms SwiftUI binds to it directly:
/// `NavigationStack(path: $router.path)` and `.sheet(isPresented: $router.isPresentingSheet)`.
/// Every change is also published as a ``NavigationSnapshot`` through ``snapshots(bufferingPolicy:)``.
@MainActor
@Observable
public final class NavigationRouter<Route: Hashable & Sendable> {
  /// The pushed routes, root first. SwiftUI writes it when the user swipes back.
  public var path: [Route] = [] {
    didSet { publish() }
  }

  /// The modally presented route, if any. SwiftUI writes `nil` when the user dismisses it.
  public var presented: Route? {
    didSet { publish() }
  }

  /// How ``presented`` is shown.
  public private(set) var presentationStyle: PresentationStyle = .sheet

  @ObservationIgnored private let broadcaster = SnapshotBroadcaster<NavigationSnapshot<Route>>()
  @ObservationIgnored private var lastPublished = NavigationSnapshot<Route>()

  /// Creates a router, optionally with routes already pushed.
  public init(path: [Route] = []) {
    self.path = path
    lastPublished = snapshot
  }

  deinit {
    broadcaster.finish()
  }

  /// The current navigation state.
  public var snapshot: NavigationSnapshot<Route> {
    NavigationSnapshot(path: path, presented: presented, style: presentationStyle)
  }

  /// The route on top of the stack, or `nil` at the root.
  public var top: Route? { path.last }

  /// A stream of snapshots: the current one first, then one per change.
  public func snapshots(
    bufferingPolicy: AsyncStream<NavigationSnapshot<Route>>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<NavigationSnapshot<Route>> {
    broadcaster.stream(startingWith: snapshot, bufferingPolicy: bufferingPolicy)
  }

  // MARK: - Stack

  /// Pushes `route` on top of the stack.
  public func push(_ route: Route) {
    path.append(route)
  }

  /// Pops the top route and returns it; does nothing at the root.
  @discardableResult
  public func pop() -> Route? {
    path.popLast()
  }

  /// Pops up to `count` routes (fewer if the stack is shorter); a count below 1 does nothing.
  public func pop(count: Int) {
    guard count > 0, !path.isEmpty else { return }
    path.removeLast(min(count, path.count))
  }

  /// Pops back to the most recent occurrence of `route`; returns `false` if it is not on the stack.
  @discardableResult
  public func pop(to route: Route) -> Bool {
    guard let index = path.lastIndex(of: route) else { return false }
    pop(count: path.count - index - 1)
    return true
  }

  /// Pops every route, back to the root screen.
  public func popToRoot() {
    guard !path.isEmpty else { return }
    path.removeAll()
  }

  /// Replaces the whole stack in one change (deep links, restoring state).
  public func replaceStack(with routes: [Route]) {
    path = routes
  }

  // MARK: - Modal presentation

  /// Presents `route` modally, replacing any presented route.
  public func present(_ route: Route, style: PresentationStyle = .sheet) {
    presentationStyle = style
    presented = route
  }

  /// Dismisses the presented route, if any.
  public func dismiss() {
    presented = nil
  }

  /// Whether a sheet is presented; setting `false` dismisses it (for SwiftUI bindings).
  public var isPresentingSheet: Bool {
    get { presented != nil && presentationStyle == .sheet }
    set { if !newValue, presentationStyle == .sheet { dismiss() } }
  }

  /// Whether a full-screen cover is presented; setting `false` dismisses it.
  public var isPresentingFullScreenCover: Bool {
    get { presented != nil && presentationStyle == .fullScreenCover }
    set { if !newValue, presentationStyle == .fullScreenCover { dismiss() } }
  }

  private func publish() {
    let current = snapshot
    guard current != lastPublished else { return }
    lastPublished = current
    broadcaster.yield(current)
  }
}
