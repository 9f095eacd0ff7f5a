// wallet-worker: a child process for the wallet kill tests, killed with SIGKILL at seeded moments.
//
//   wallet-worker <database-path> <vectors.json> <log-path> [--hold]
//     Accepts the fixture's offline tokens into a vault and confirms divisions with the fixture's
//     change tokens, without a network (see LocalRun.swift). With --hold it waits to be killed
//     once done instead of exiting, so a kill aimed near the end still lands.
//
//   wallet-worker server <database-path> <plan.json> <log-path>
//     Accepts the plan's tokens, records its spends and divisions, then syncs them with the
//     reference server (see ServerRun.swift).
//
// Each step is logged and fsynced once done: a line in the log is a promise the vault must keep
// after a SIGKILL at any moment; a rerun resumes idempotently.
import Foundation

let arguments = CommandLine.arguments
do {
  if arguments.count == 5, arguments[1] == "server" {
    try await runAgainstServer(
      database: URL(fileURLWithPath: arguments[2]), plan: URL(fileURLWithPath: arguments[3]),
      log: URL(fileURLWithPath: arguments[4]))
  } else if arguments.count == 4 || (arguments.count == 5 && arguments[4] == "--hold") {
    try await runLocal(
      database: URL(fileURLWithPath: arguments[1]), vectors: URL(fileURLWithPath: arguments[2]),
      log: URL(fileURLWithPath: arguments[3]), holdWhenDone: arguments.count == 5)
  } else {
    FileHandle.standardError.write(
      Data(
        "usage: wallet-worker <database> <vectors.json> <log> [--hold] | wallet-worker server <database> <plan.json> <log>\n"
          .utf8))
    exit(64)
  }
} catch {
  FileHandle.standardError.write(Data("wallet-worker: \(error)\n".utf8))
  exit(1)
}
