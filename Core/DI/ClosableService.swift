/// A service that holds resources (open files, connections, sockets, running tasks) until it is
/// closed.
///
/// ``Container/shutDown()`` closes every instance it created that conforms, newest first, so a
/// service is closed before the services it was made from (a sync store before its database). Conform
/// a service you register when it must release something the process would otherwise keep until it
/// exits: a database file a new container will open, a timer, a socket.
///
/// ```swift
/// extension ReceiptPrinter: ClosableService {
///   public func close() async { await connection.disconnect() }
/// }
/// ```
public protocol ClosableService: Sendable {
  /// Releases what the service holds and waits until it is released. Work the service does after
  /// this fails with its own error (a closed database throws `SQLiteError.closed`). Closing twice
  /// does nothing.
  func close() async
}
