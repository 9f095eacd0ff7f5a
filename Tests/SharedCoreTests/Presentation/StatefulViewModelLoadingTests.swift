import SharedCore
import SharedTesting
import Testing

@MainActor
@Suite struct StatefulViewModelLoadingTests {
  struct Offline: Error {}

  @Test func successfulLoadMovesThroughLoadingToSuccess() async {
    let viewModel = CatalogViewModel(fetch: { ["tea", "coffee"] })
    viewModel.send(.refresh)
    #expect(viewModel.state.products == .loading(previous: nil))
    await viewModel.load(\.products, key: "products") { ["tea", "coffee"] }.value
    #expect(viewModel.state.products == .success(["tea", "coffee"], origin: .network))
  }

  @Test func emptyCollectionBecomesEmpty() async {
    let viewModel = CatalogViewModel(fetch: { [] })
    await viewModel.load(\.products, key: "products", origin: .cache) { [String]() }.value
    #expect(viewModel.state.products == .empty)
  }

  @Test func singleValueRecordsItsOrigin() async {
    let viewModel = CatalogViewModel(fetch: { [] })
    await viewModel.load(\.detail, key: "detail", origin: .cache) { "tea" }.value
    #expect(viewModel.state.detail == .success("tea", origin: .cache))
  }

  @Test func failureIsMappedToAppErrorAndKeepsThePreviousValue() async {
    let viewModel = CatalogViewModel(fetch: { [] })
    await viewModel.load(\.products, key: "products") { ["tea"] }.value
    await viewModel.load(\.products, key: "products") { () throws -> [String] in throw AppError.notFound }.value
    #expect(viewModel.state.products == .failed(.notFound, previous: ["tea"]))

    await viewModel.load(\.products, key: "products") { () throws -> [String] in throw Offline() }.value
    #expect(viewModel.state.products == .failed(.network(.other("Offline")), previous: ["tea"]))
  }

  @Test func newerLoadCancelsTheOlderAndTheOlderResultNeverAppears() async {
    let fetch = SuspendedOperation<[String]>()
    let viewModel = CatalogViewModel(fetch: { try await fetch() })
    var snapshots = viewModel.states().makeAsyncIterator()
    viewModel.send(.refresh)
    await fetch.waitForCalls(1)

    let newer = viewModel.load(\.products, key: "products") { ["fresh"] }
    await fetch.waitForCancellations(1)
    await newer.value
    fetch.resumeAll(returning: ["stale"])

    var seen: [ResourceState<[String], AppError>] = []
    for _ in 0..<3 { if let next = await snapshots.next() { seen.append(next.products) } }
    #expect(seen == [.idle, .loading(previous: nil), .success(["fresh"], origin: .network)])
    #expect(viewModel.state.products == .success(["fresh"], origin: .network))
  }

  @Test func anExplicitlyCancelledLoadReturnsToThePreviousStateNeverAFailure() async {
    let fetch = SuspendedOperation<[String]>()
    let viewModel = CatalogViewModel(fetch: { try await fetch() })
    viewModel.send(.refresh)
    await fetch.waitForCalls(1)
    viewModel.tasks.cancel("products")
    await fetch.waitForCancellations(1)
    while viewModel.state.products.isLoading { await Task.yield() }
    #expect(viewModel.state.products == .idle)

    await viewModel.load(\.products, key: "products") { ["tea"] }.value
    await viewModel.load(\.products, key: "products") { () throws -> [String] in throw AppError.cancelled }.value
    #expect(viewModel.state.products == .success(["tea"], origin: .network))
  }

  @Test func cancellingTheNewerOfTwoLoadsReturnsToTheStateBeforeBoth() async {
    let fetch = SuspendedOperation<[String]>()
    let viewModel = CatalogViewModel(fetch: { try await fetch() })
    await viewModel.load(\.products, key: "products") { ["tea"] }.value
    viewModel.send(.refresh)
    await fetch.waitForCalls(1)
    viewModel.send(.refresh)
    await fetch.waitForCalls(2)
    viewModel.tasks.cancel("products")
    await fetch.waitForCancellations(2)
    while viewModel.state.products.isLoading { await Task.yield() }
    #expect(viewModel.state.products == .success(["tea"], origin: .network))
  }

  @Test func aCancelledStreamKeepsWhatItAlreadyDelivered() async {
    let viewModel = CatalogViewModel(fetch: { [] })
    let (stream, continuation) = AsyncStream.makeStream(of: ResourceState<[String], AppError>.self)
    let task = viewModel.load(\.products, key: "products") { stream }
    continuation.yield(.success(["cached"], origin: .cache))
    while viewModel.state.products.isLoading { await Task.yield() }
    viewModel.tasks.cancel("products")
    await task.value
    #expect(viewModel.state.products == .success(["cached"], origin: .cache))
  }

  @Test func differentKeysDoNotCancelEachOther() async {
    let fetch = SuspendedOperation<[String]>()
    let detail = SuspendedOperation<String>()
    let viewModel = CatalogViewModel(fetch: { try await fetch() }, fetchDetail: { _ in try await detail() })
    viewModel.send(.refresh)
    viewModel.send(.open("1"))
    await fetch.waitForCalls(1)
    await detail.waitForCalls(1)
    #expect(viewModel.tasks.count == 2)
    fetch.resumeAll(returning: ["tea"])
    detail.resumeAll(returning: "Tea")
    while viewModel.tasks.count > 0 { await Task.yield() }
    #expect(fetch.cancelledCount == 0)
    #expect(viewModel.state.products == .success(["tea"]))
    #expect(viewModel.state.detail == .success("Tea"))
  }

  @Test func tasksAreCancelledWhenTheViewModelGoesAway() async {
    let fetch = SuspendedOperation<[String]>()
    weak var released: CatalogViewModel?
    do {
      let viewModel = CatalogViewModel(fetch: { try await fetch() })
      released = viewModel
      viewModel.send(.refresh)
      await fetch.waitForCalls(1)
    }
    await fetch.waitForCancellations(1)
    #expect(released == nil)
    #expect(fetch.cancelledCount == 1)
  }

  @Test func streamOfStatesIsAppliedInOrder() async {
    let viewModel = CatalogViewModel(fetch: { [] })
    var snapshots = viewModel.states().makeAsyncIterator()
    _ = await snapshots.next()
    let task = viewModel.load(\.products, key: "products") {
      AsyncStream<ResourceState<[String], AppError>> { continuation in
        continuation.yield(.success(["cached"], origin: .cache))
        continuation.yield(.success(["fresh"], origin: .network))
        continuation.finish()
      }
    }
    await task.value
    #expect(await snapshots.next()?.products == .loading(previous: nil))
    #expect(await snapshots.next()?.products == .success(["cached"], origin: .cache))
    #expect(await snapshots.next()?.products == .success(["fresh"], origin: .network))
  }

  @Test func failingStreamKeepsTheLastEmittedValue() async {
    let viewModel = CatalogViewModel(fetch: { [] })
    await viewModel.load(\.products, key: "products") {
      AsyncThrowingStream<ResourceState<[String], AppError>, any Error> { continuation in
        continuation.yield(.success(["cached"], origin: .cache))
        continuation.finish(throwing: AppError.network(.offline))
      }
    }.value
    #expect(viewModel.state.products == .failed(.network(.offline), previous: ["cached"]))
  }
}
