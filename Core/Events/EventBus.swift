/// A typed publish–subscribe bus delivering events as `AsyncStream`s.
///
/// Subscribe by type (`events(of: CampaignsLoaded.self)`) or, for older callers, by name
/// (`events(named: "campaigns.loaded")`). Posting never blocks and never waits for subscribers.
/// Ending the consuming loop (or cancelling its task) terminates the stream, and the stream's
/// `onTermination` removes the subscriber immediately.
///
/// **Buffering.** Each subscriber has its own bounded buffer of ``bufferSize`` events. When a
/// subscriber falls that far behind, the *oldest* undelivered events are dropped for it alone
/// (`bufferingNewest`); ``droppedEventCount`` counts them. Events posted from one task reach
/// each subscriber in posting order; events posted concurrently have no defined order.
public final class EventBus: Sendable {
  /// Offers an event to one subscriber; returns `true` if it wanted it but its buffer was full.
  private typealias Deliver = @Sendable (any BusEvent) -> Bool

  private struct Registry {
    var nextID = 0
    var subscribers: [Int: Deliver] = [:]
    var dropped = 0
  }

  /// How many undelivered events each subscriber may buffer.
  public let bufferSize: Int
  private let registry = LockedValue(Registry())

  /// Creates a bus whose subscribers each buffer up to `bufferSize` events (at least 1).
  public init(bufferSize: Int = 256) {
    self.bufferSize = max(1, bufferSize)
  }

  /// How many streams are subscribed.
  public var subscriberCount: Int {
    registry.withLock { $0.subscribers.count }
  }

  /// How many deliveries were dropped because a subscriber's buffer was full.
  public var droppedEventCount: Int {
    registry.withLock { $0.dropped }
  }

  /// Delivers `event` to every subscriber of its type and of its name.
  public func post(_ event: any BusEvent) {
    let subscribers = registry.withLock { Array($0.subscribers.values) }
    let dropped = subscribers.reduce(0) { count, deliver in deliver(event) ? count + 1 : count }
    if dropped > 0 { registry.withLock { $0.dropped += dropped } }
  }

  /// A stream of every event of type `Event` posted from now on.
  public func events<Event: BusEvent>(of type: Event.Type = Event.self) -> AsyncStream<Event> {
    let (stream, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(bufferSize))
    subscribe(continuation) { event in
      guard let event = event as? Event else { return false }
      return Self.isDropped(continuation.yield(event))
    }
    return stream
  }

  /// A stream of every event whose type's ``BusEvent/name`` is `name`, posted from now on.
  public func events(named name: String) -> AsyncStream<any BusEvent> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: (any BusEvent).self, bufferingPolicy: .bufferingNewest(bufferSize))
    subscribe(continuation) { event in
      type(of: event).name == name && Self.isDropped(continuation.yield(event))
    }
    return stream
  }

  private func subscribe<Element>(_ continuation: AsyncStream<Element>.Continuation, deliver: @escaping Deliver) {
    let id = registry.withLock { registry in
      defer { registry.nextID += 1 }
      registry.subscribers[registry.nextID] = deliver
      return registry.nextID
    }
    continuation.onTermination = { [weak self] _ in
      self?.registry.withLock { _ = $0.subscribers.removeValue(forKey: id) }
    }
  }

  private static func isDropped<Element>(_ result: AsyncStream<Element>.Continuation.YieldResult) -> Bool {
    if case .dropped = result { return true }
    return false
  }
}
