import Observation

/// The base class that keeps feature view models short.
///
/// It holds one `State` value, observable through the Observation framework (SwiftUI reads
/// `viewModel.state.products`) and also streamed as snapshots through ``states(bufferingPolicy:)``
/// for tests, UIKit and the command line. Subclasses change it with ``update(_:)`` and start work
/// with the keyed `load` helpers, which own their tasks: a newer load for a key cancels the older
/// one, a cancelled load writes nothing, and every task is cancelled when the view model is
/// closed or deinitialised.
///
/// Capture dependencies, not `self`, in load operations (`{ [repository] in … }`): a task that
/// holds its view model strongly keeps it alive until the task ends.
@MainActor
@Observable
open class StatefulViewModel<State: Sendable & Equatable> {
  /// The current state. Views read it; subclasses change it with ``update(_:)``.
  public private(set) var state: State

  /// The tasks this view model owns, keyed by the resource they load.
  @ObservationIgnored public let tasks = TaskRegistry()

  @ObservationIgnored private let snapshots = SnapshotBroadcaster<State>()

  /// The latest load started for each key, and the state to return to if it is cancelled.
  @ObservationIgnored var latestLoads: [AnyHashable: LatestLoad] = [:]

  /// Creates a view model in `initialState`.
  public init(initialState: State) {
    state = initialState
  }

  deinit {
    tasks.cancelAll()
    snapshots.finish()
  }

  /// A stream of state snapshots: the current state first, then each distinct change.
  ///
  /// Any number of streams may be open at once. Ending the consuming loop unsubscribes; the
  /// streams finish when the view model is closed or deinitialised.
  /// - Parameter bufferingPolicy: What to keep while the consumer is busy. The default keeps
  ///   every snapshot (tests and logs want each transition); pass `.bufferingNewest(1)` to
  ///   receive only the latest state.
  public final func states(
    bufferingPolicy: AsyncStream<State>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<State> {
    snapshots.stream(startingWith: state, bufferingPolicy: bufferingPolicy)
  }

  /// How many snapshot streams are subscribed.
  public final var stateSubscriberCount: Int { snapshots.subscriberCount }

  /// Applies `mutation` to the state and publishes the result if it changed.
  public final func update(_ mutation: (inout State) -> Void) {
    var next = state
    mutation(&next)
    guard next != state else { return }
    state = next
    snapshots.yield(next)
  }

  /// Cancels every task and finishes every snapshot stream.
  ///
  /// Call it when a screen goes away but something may still hold the view model; `deinit`
  /// does the same automatically.
  open func close() {
    tasks.cancelAll()
    snapshots.finish()
  }
}
