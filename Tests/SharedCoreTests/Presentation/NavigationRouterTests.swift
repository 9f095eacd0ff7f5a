import SharedCore
import Testing

@MainActor
@Suite struct NavigationRouterTests {
  enum Route: Hashable, Sendable {
    case products
    case detail(Int)
    case form(Int?)
    case settings
  }

  @Test func pushAndPop() {
    let router = NavigationRouter<Route>()
    router.push(.products)
    router.push(.detail(1))
    #expect(router.path == [.products, .detail(1)])
    #expect(router.top == .detail(1))
    #expect(router.pop() == .detail(1))
    #expect(router.pop() == .products)
    #expect(router.pop() == nil)
  }

  @Test(arguments: [(0, 3), (1, 2), (2, 1), (3, 0), (9, 0), (-1, 3)])
  func popCount(count: Int, remaining: Int) {
    let router = NavigationRouter<Route>(path: [.products, .detail(1), .form(1)])
    router.pop(count: count)
    #expect(router.path.count == remaining)
  }

  @Test func popToRouteAndRoot() {
    let router = NavigationRouter<Route>(path: [.products, .detail(1), .form(1), .settings])
    #expect(router.pop(to: .detail(1)))
    #expect(router.path == [.products, .detail(1)])
    #expect(!router.pop(to: .settings))
    router.popToRoot()
    #expect(router.path.isEmpty)
  }

  @Test func replaceStack() {
    let router = NavigationRouter<Route>(path: [.settings])
    router.replaceStack(with: [.products, .detail(7)])
    #expect(router.path == [.products, .detail(7)])
  }

  @Test func presentAndDismiss() {
    let router = NavigationRouter<Route>()
    router.present(.form(nil))
    #expect(router.presented == .form(nil))
    #expect(router.isPresentingSheet && !router.isPresentingFullScreenCover)
    router.present(.settings, style: .fullScreenCover)
    #expect(router.snapshot == NavigationSnapshot(path: [], presented: .settings, style: .fullScreenCover))
    router.isPresentingSheet = false  // not a sheet: ignored
    #expect(router.presented == .settings)
    router.isPresentingFullScreenCover = false
    #expect(router.presented == nil)
    router.present(.form(1))
    router.dismiss()
    #expect(router.snapshot == NavigationSnapshot())
  }

  @Test func snapshotsRecordEveryChangeInOrder() async {
    let router = NavigationRouter<Route>()
    let snapshots = router.snapshots()
    router.push(.products)
    router.push(.detail(2))
    router.present(.form(2))
    router.dismiss()
    router.popToRoot()
    router.popToRoot()  // no change, no snapshot
    router.path = [.settings]  // as a SwiftUI binding would
    var received: [NavigationSnapshot<Route>] = []
    for await snapshot in snapshots.prefix(7) { received.append(snapshot) }
    #expect(
      received == [
        NavigationSnapshot(),
        NavigationSnapshot(path: [.products]),
        NavigationSnapshot(path: [.products, .detail(2)]),
        NavigationSnapshot(path: [.products, .detail(2)], presented: .form(2), style: .sheet),
        NavigationSnapshot(path: [.products, .detail(2)]),
        NavigationSnapshot(path: []),
        NavigationSnapshot(path: [.settings]),
      ])
  }
}
