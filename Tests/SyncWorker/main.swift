// sync-worker: syncs a store with the reference server until it succeeds, for the sync kill test.
//
//   sync-worker <database-path> <server-url> <username> <page-size>
//
// The test SIGKILLs it at seeded random moments during upload and download, then starts it again;
// whatever moment the kill lands on, the store and the server must end up agreeing.
import Foundation
import SharedCore
import SharedPlatform
import SharedTesting

let arguments = CommandLine.arguments
guard arguments.count == 5, let baseURL = URL(string: arguments[2]), let pageSize = Int(arguments[4]) else {
  FileHandle.standardError.write(Data("usage: sync-worker <database> <server-url> <username> <page-size>\n".utf8))
  exit(64)
}

do {
  let database = try SQLiteDatabase(.file(URL(fileURLWithPath: arguments[1]), synchronous: .full))
  let store = try SQLiteSyncStore(database: database, schema: .testSchema())
  let remote = try await ReferenceServer.syncRemote(baseURL: baseURL, username: arguments[3])
  let engine = SyncEngine(store: store, remote: remote, pageSize: pageSize)
  // Tells the kill test that the sync starts now, so it can time its kill from here rather than
  // from the launch, whose cost varies with the machine's load.
  _ = FileManager.default.createFile(atPath: arguments[1] + ".ready", contents: nil)
  var attempts = 0
  while true {
    attempts += 1
    do {
      let report = try await engine.sync()
      print("synced uploaded=\(report.uploaded) downloaded=\(report.downloaded) attempts=\(attempts)")
      break
    } catch let error as AppError where error.isRetryable && attempts < 50 {
      try await Task.sleep(for: .milliseconds(20))
    }
  }
} catch {
  FileHandle.standardError.write(Data("sync-worker: \(error)\n".utf8))
  exit(1)
}
