/// The current status and the continuations of every open ``ConnectivityMonitor/updates()``
/// stream; owned by a monitor actor or a lock, which serialises access.
struct StatusBroadcast {
  private(set) var status: ConnectivityStatus = .unknown
  private var continuations: [Int: AsyncStream<ConnectivityStatus>.Continuation] = [:]
  private var nextID = 0

  /// Registers a stream; `onTermination` is called with its id when the consumer stops.
  mutating func subscribe(onTermination: @escaping @Sendable (Int) -> Void) -> AsyncStream<ConnectivityStatus> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: ConnectivityStatus.self, bufferingPolicy: .bufferingNewest(8))
    let id = nextID
    nextID += 1
    continuations[id] = continuation
    continuation.onTermination = { _ in onTermination(id) }
    continuation.yield(status)
    return stream
  }

  mutating func unsubscribe(_ id: Int) {
    continuations[id] = nil
  }

  /// Sets the status, yielding it to every stream when it changed.
  mutating func publish(_ newStatus: ConnectivityStatus) {
    guard newStatus != status else { return }
    status = newStatus
    for continuation in continuations.values { continuation.yield(newStatus) }
  }

  /// Ends every stream.
  mutating func finishAll() {
    for continuation in continuations.values { continuation.finish() }
    continuations.removeAll()
  }
}
