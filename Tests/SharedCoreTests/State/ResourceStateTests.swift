import SharedCore
import Testing

@Suite struct ResourceStateTests {
  typealias State = ResourceState<[Int], AppError>

  @Test func valueIsTheFreshestAvailable() {
    #expect(State.idle.value == nil)
    #expect(State.empty.value == nil)
    #expect(State.loading(previous: [1]).value == [1])
    #expect(State.success([2], origin: .cache).value == [2])
    #expect(State.failed(.notFound, previous: [3]).value == [3])
  }

  @Test func errorAndLoadingFlags() {
    #expect(State.failed(.forbidden, previous: nil).error == .forbidden)
    #expect(State.success([1]).error == nil)
    #expect(State.loading.isLoading)
    #expect(!State.empty.isLoading)
    #expect(State.success([1], origin: .cache).origin == .cache)
    #expect(State.loading.origin == nil)
  }

  @Test func emptyCollectionBecomesEmpty() {
    #expect(State(collection: []) == .empty)
    #expect(State(collection: [1, 2], origin: .cache) == .success([1, 2], origin: .cache))
  }

  @Test func reloadingAndFailingKeepTheLastGoodValue() {
    let loaded = State.success([7], origin: .network)
    #expect(loaded.reloading == .loading(previous: [7]))
    #expect(loaded.reloading.failing(with: .network(.offline)) == .failed(.network(.offline), previous: [7]))
  }

  @Test(arguments: [
    (State.idle, ResourceState<Int, AppError>.idle),
    (.empty, .empty),
    (.loading(previous: [1, 2]), .loading(previous: 2)),
    (.success([1, 2, 3], origin: .cache), .success(3, origin: .cache)),
    (.failed(.notFound, previous: [4]), .failed(.notFound, previous: 1)),
  ])
  func mapTransformsEveryCarriedValue(input: State, expected: ResourceState<Int, AppError>) {
    #expect(input.map(\.count) == expected)
  }

  @Test func mapErrorKeepsValues() {
    struct Wrapped: Error, Equatable { let inner: AppError }
    let state = State.failed(.forbidden, previous: [1])
    #expect(state.mapError(Wrapped.init) == .failed(Wrapped(inner: .forbidden), previous: [1]))
  }

  @Test func hashableWhenPartsAre() {
    let set: Set<State> = [.idle, .idle, .empty, .success([1])]
    #expect(set.count == 3)
  }
}
