// outbox-worker: drains an outbox database slowly, for the outbox kill test.
//
//   outbox-worker <database-path> <delivery-log-path> <delay-milliseconds>
//
// Each delivery waits `delay`, then appends the item's idempotency key and a newline to the
// delivery log and fsyncs it; only then does the processor mark the item delivered. The test
// SIGKILLs this process mid-drain and checks that nothing was lost.
import Foundation
import SharedCore
import SharedPlatform

let arguments = CommandLine.arguments
guard arguments.count == 4, let delay = Int(arguments[3]) else {
  FileHandle.standardError.write(Data("usage: outbox-worker <database> <delivery-log> <delay-ms>\n".utf8))
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
  let processor = OutboxProcessor(store: outbox) { item in
    try await Task.sleep(for: .milliseconds(delay))
    try log.seekToEnd()
    try log.write(contentsOf: Data((item.idempotencyKey.uuidString + "\n").utf8))
    try log.synchronize()
  }
  let report = try await processor.drain()
  print("delivered \(report.delivered.count)")
} catch {
  FileHandle.standardError.write(Data("outbox-worker: \(error)\n".utf8))
  exit(1)
}
