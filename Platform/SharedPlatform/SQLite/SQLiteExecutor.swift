import Dispatch
import SharedCore

/// The serial executor of one ``SQLiteDatabase``: its jobs run, one at a time and in order, on a
/// private serial dispatch queue.
///
/// SQLite calls block: on `fsync` at commit, on another process's lock for up to the busy timeout.
/// Swift concurrency's cooperative pool has only as many threads as the machine has cores, and a
/// thread blocked there stalls unrelated tasks. A dispatch queue's work runs on threads the
/// system supplies outside that pool, so a database can block its own queue without starving
/// anyone else.
final class SQLiteExecutor: SerialExecutor {
  private let queue: DispatchQueue

  init(label: String) {
    queue = DispatchQueue(label: label)
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
