/// Fans values out to any number of `AsyncStream` subscribers.
///
/// Each subscriber first receives the current value, then every later one. Ending or cancelling
/// the consuming loop terminates the stream, and its `onTermination` removes the subscriber at
/// once, so ``subscriberCount`` drops without waiting for another value.
package final class SnapshotBroadcaster<Element: Sendable>: Sendable {
  private struct Subscribers {
    var nextID = 0
    var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
    var isFinished = false
  }

  private let subscribers = LockedValue(Subscribers())

  /// Creates a broadcaster with no subscribers.
  package init() {}

  /// How many streams are currently subscribed.
  package var subscriberCount: Int {
    subscribers.withLock { $0.continuations.count }
  }

  /// A new stream that starts with `current` and then receives every ``yield(_:)``.
  ///
  /// If the broadcaster has already finished, the stream yields `current` and ends.
  package func stream(
    startingWith current: Element,
    bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy
  ) -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: bufferingPolicy)
    continuation.yield(current)
    let id: Int? = subscribers.withLock { state in
      guard !state.isFinished else { return nil }
      defer { state.nextID += 1 }
      state.continuations[state.nextID] = continuation
      return state.nextID
    }
    guard let id else {
      continuation.finish()
      return stream
    }
    continuation.onTermination = { [weak self] _ in
      self?.subscribers.withLock { _ = $0.continuations.removeValue(forKey: id) }
    }
    return stream
  }

  /// Delivers `element` to every subscriber.
  package func yield(_ element: Element) {
    let continuations = subscribers.withLock { $0.continuations.isEmpty ? [] : Array($0.continuations.values) }
    for continuation in continuations { continuation.yield(element) }
  }

  /// Ends every stream; later subscribers get their first value and then end.
  package func finish() {
    let continuations = subscribers.withLock { state in
      state.isFinished = true
      defer { state.continuations = [:] }
      return Array(state.continuations.values)
    }
    for continuation in continuations { continuation.finish() }
  }
}
