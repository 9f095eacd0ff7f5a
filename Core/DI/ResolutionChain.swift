/// The identity of one top-level resolve and everything it resolves on the way.
///
/// A chain owns the singleton and scoped cells it is creating. When it has to wait for a cell
/// another chain is creating, it records the cell in ``waitingOn`` so the
/// ``CreationCoordinator`` can spot a wait that would close a loop (a cycle split across tasks)
/// and report it instead of deadlocking.
@usableFromInline
final class ResolutionChain: @unchecked Sendable {
  /// The cell this chain is blocked on. Guarded by the coordinator's lock.
  var waitingOn: OnceCell?
}
