import SharedCore
import SharedTesting
import Testing

@MainActor
@Suite struct StatefulViewModelTests {
  @Test func sendUpdatesObservableState() {
    let viewModel = CatalogViewModel(fetch: { [] })
    viewModel.send(.rename("Shop"))
    #expect(viewModel.state.title == "Shop")
  }

  @Test func snapshotStreamStartsWithCurrentStateThenEachChangeInOrder() async throws {
    let fetch = SuspendedOperation<[String]>()
    let viewModel = CatalogViewModel(fetch: { try await fetch() })
    var snapshots = viewModel.states().makeAsyncIterator()
    #expect(await snapshots.next()?.products == .idle)

    viewModel.send(.refresh)
    #expect(await snapshots.next()?.products == .loading(previous: nil))
    await fetch.waitForCalls(1)
    fetch.resumeAll(returning: ["tea"])
    #expect(await snapshots.next()?.products == .success(["tea"], origin: .network))
  }

  @Test func everySubscriberGetsTheCurrentSnapshotFirst() async {
    let viewModel = CatalogViewModel(fetch: { [] })
    viewModel.send(.rename("First"))
    var first = viewModel.states().makeAsyncIterator()
    var second = viewModel.states().makeAsyncIterator()
    #expect(viewModel.stateSubscriberCount == 2)
    #expect(await first.next()?.title == "First")
    #expect(await second.next()?.title == "First")

    viewModel.send(.rename("Second"))
    #expect(await first.next()?.title == "Second")
    #expect(await second.next()?.title == "Second")
  }

  @Test func unchangedStateIsNotRepublished() async {
    let viewModel = CatalogViewModel(fetch: { [] })
    var snapshots = viewModel.states().makeAsyncIterator()
    _ = await snapshots.next()
    viewModel.send(.rename("Catalog"))  // same title: no snapshot
    viewModel.send(.rename("Shop"))
    #expect(await snapshots.next()?.title == "Shop")
  }

  @Test func endingAStreamUnsubscribes() async {
    let viewModel = CatalogViewModel(fetch: { [] })
    let consumer = Task { @MainActor in
      for await _ in viewModel.states() {}
    }
    while viewModel.stateSubscriberCount == 0 { await Task.yield() }
    consumer.cancel()
    await consumer.value
    #expect(viewModel.stateSubscriberCount == 0)
  }

  @Test func closeFinishesStreamsAndCancelsTasks() async {
    let fetch = SuspendedOperation<[String]>()
    let viewModel = CatalogViewModel(fetch: { try await fetch() })
    let snapshots = viewModel.states()
    viewModel.send(.refresh)
    await fetch.waitForCalls(1)

    viewModel.close()
    await fetch.waitForCancellations(1)
    var received: [CatalogState] = []
    for await snapshot in snapshots { received.append(snapshot) }
    #expect(received.map(\.products) == [.idle, .loading(previous: nil)])
    #expect(viewModel.tasks.count == 0)
  }
}
