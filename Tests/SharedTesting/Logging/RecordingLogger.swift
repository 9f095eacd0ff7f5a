import Foundation
import SharedCore

/// An ``AppLogger`` that keeps every record in memory, so tests can assert on what was (and was
/// not) logged.
///
/// `@unchecked Sendable`: `stored` is only touched under `lock`.
public final class RecordingLogger: AppLogger, @unchecked Sendable {
  /// The least severe level recorded.
  public let minimumLevel: LogLevel
  private let lock = NSLock()
  private var stored: [LogRecord] = []

  /// Creates a logger recording from `minimumLevel` up.
  public init(minimumLevel: LogLevel = .trace) {
    self.minimumLevel = minimumLevel
  }

  /// Records `record`.
  public func write(_ record: LogRecord) {
    lock.withLock { stored.append(record) }
  }

  /// Every record so far.
  public var records: [LogRecord] { lock.withLock { stored } }
}
