import Foundation

/// `transform` applied to an array's elements in order, computed ahead of their consumer on a
/// dispatch worker thread, a chunk at a time: while a database's queue writes one chunk's rows, the
/// next chunks' are being derived on another core.
///
/// For bulk work inside a transaction that runs on a database's own queue. ``next()`` waits for the
/// worker when the consumer is ahead of it, holding the calling thread: do not consume one with
/// bulk work on Swift concurrency's cooperative pool. Fewer than `2 × chunkSize` elements, or a
/// single core, are mapped on the calling thread as they are consumed, with no worker at all.
///
/// The worker stops at the first chunk that throws; ``next()`` rethrows that error when the
/// consumer reaches that chunk. A consumer released early stops the worker after its current chunk.
/// Not thread-safe: consume it on one thread.
package final class LookaheadMap<Element: Sendable, Result: Sendable> {
  /// What the worker and the consumer share.
  ///
  /// Thread safety: `ready` and `isAbandoned` are read and written only with `condition` locked;
  /// the worker signals it after each chunk.
  private final class Shared: @unchecked Sendable {
    let condition = NSCondition()
    /// Chunks the worker finished and the consumer has not taken yet, in order.
    var ready: [Swift.Result<[Result], any Error>] = []
    /// Whether the consumer is gone, so the worker should stop.
    var isAbandoned = false
  }

  private let elements: [Element]
  private let transform: @Sendable (Element) throws -> Result
  private let chunkSize: Int
  /// Set when a worker computes the chunks; `nil` when the consumer does.
  private let shared: Shared?
  /// The chunk being consumed, the position in it, and how many elements were taken in chunks.
  private var current: [Result] = []
  private var position = 0
  private var taken = 0
  private var failure: (any Error)?

  /// Starts computing `transform` over `elements` ahead of ``next()``.
  package init(
    _ elements: [Element], chunkSize: Int = 512, _ transform: @escaping @Sendable (Element) throws -> Result
  ) {
    self.elements = elements
    self.transform = transform
    self.chunkSize = Swift.max(1, chunkSize)
    guard ProcessInfo.processInfo.activeProcessorCount > 1, elements.count >= 2 * self.chunkSize else {
      shared = nil
      return
    }
    let shared = Shared()
    self.shared = shared
    let size = self.chunkSize
    DispatchQueue.global().async {
      for start in stride(from: 0, to: elements.count, by: size) {
        let chunk = Self.map(elements, from: start, count: size, transform)
        shared.condition.lock()
        shared.ready.append(chunk)
        let stops = shared.isAbandoned
        shared.condition.signal()
        shared.condition.unlock()
        if stops { return }
        if case .failure = chunk { return }
      }
    }
  }

  deinit {
    guard let shared else { return }
    shared.condition.lock()
    shared.isAbandoned = true
    shared.condition.unlock()
  }

  /// The next result, in the elements' order; `nil` after the last.
  /// - Throws: The error `transform` threw in the chunk this result belongs to.
  package func next() throws -> Result? {
    if let failure { throw failure }
    if position == current.count {
      guard taken < elements.count else { return nil }
      do {
        current = try takeChunk()
      } catch {
        failure = error
        throw error
      }
      position = 0
    }
    defer { position += 1 }
    return current[position]
  }

  /// The next chunk's results: the worker's, waiting for them if need be, or computed here.
  private func takeChunk() throws -> [Result] {
    let chunk: Swift.Result<[Result], any Error>
    if let shared {
      shared.condition.lock()
      while shared.ready.isEmpty { shared.condition.wait() }
      chunk = shared.ready.removeFirst()
      shared.condition.unlock()
    } else {
      chunk = Self.map(elements, from: taken, count: chunkSize, transform)
    }
    taken = Swift.min(taken + chunkSize, elements.count)
    return try chunk.get()
  }

  /// `transform` over the chunk of up to `count` elements starting at `start`.
  private static func map(
    _ elements: [Element], from start: Int, count: Int, _ transform: (Element) throws -> Result
  ) -> Swift.Result<[Result], any Error> {
    Swift.Result { try elements[start..<Swift.min(start + count, elements.count)].map(transform) }
  }
}
