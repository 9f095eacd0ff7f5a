// outbox-worker: drains an outbox database slowly, for the outbox kill test.
//
//   outbox-worker <database-path> <delivery-log-path> <delay-milliseconds> <stall-after>
//
// Each delivery waits `delay`, then appends the item's idempotency key and a newline to the
// delivery log and fsyncs it; only then does the processor mark the item delivered. After
// `stall-after` deliveries, the next item is logged (it reached the "server") and the worker then
// blocks before the outbox can mark it delivered, so the test can SIGKILL it at exactly that point
// without racing it, and check that nothing was lost.
import Foundation
import SharedCore
import SharedPlatform

let arguments = CommandLine.arguments
guard arguments.count == 5, let delay = Int(arguments[3]), let stallAfter = Int(arguments[4]) else {
  FileHandle.standardError.write(Data("usage: outbox-worker <database> <delivery-log> <delay-ms> <stall-after>\n".utf8))
  exit(64)
}
let databaseURL = URL(fileURLWithPath: arguments[1])
let logURL = URL(fileURLWithPath: arguments[2])

do {
  guard
    FileManager.default.fileExists(atPath: logURL.path)
      || FileManager.default.createFile(atPath: logURL.path, contents: nil)
  else {
    throw CocoaError(.fileWriteUnknown)
  }
  let log = try FileHandle(forWritingTo: logURL)
  let outbox = try SQLiteOutbox.open(at: databaseURL)
  let delivered = Counter()
  let processor = OutboxProcessor(store: outbox) { item in
    try await Task.sleep(for: .milliseconds(delay))
    try log.seekToEnd()
    try log.write(contentsOf: Data((item.idempotencyKey.uuidString + "\n").utf8))
    try log.synchronize()
    if await delivered.increment() > stallAfter {
      try await Task.sleep(for: .seconds(3_600))  // in flight: killed here, never marked delivered
    }
  }
  let report = try await processor.drain()
  print("delivered \(report.delivered.count)")
} catch {
  FileHandle.standardError.write(Data("outbox-worker: \(error)\n".utf8))
  exit(1)
}

/// Counts deliveries across the processor's calls.
actor Counter {
  private var value = 0

  /// Adds one and returns the new count.
  func increment() -> Int {
    value += 1
    return value
  }
}
