import DPPFeature
import SharedCore
import SharedTesting

/// Builds loaders and use cases over a ``TraceWiseHarness``.
extension TraceWiseHarness {
  func makeLoader(cache: InMemoryCacheStore = InMemoryCacheStore()) -> DPPProductDetailsLoader {
    DPPProductDetailsLoader(
      cache: DPPScannedProductCache(store: cache, products: products), resolver: resolver, events: events, pageSize: 2)
  }
}

/// Collects a view model's state snapshots until `done` holds for one of them.
@MainActor
func states<State: Sendable & Equatable>(
  of viewModel: StatefulViewModel<State>,
  after action: () -> Void,
  until done: (State) -> Bool
) async -> [State] {
  let stream = viewModel.states()
  action()
  var collected: [State] = []
  for await state in stream {
    collected.append(state)
    if done(state) { break }
  }
  return collected
}
