/// The latest load a ``StatefulViewModel`` started for one key, and the property state to
/// return to if that load is cancelled.
struct LatestLoad {
  /// Tells this load apart from newer loads for the same key.
  let id = LoadID()
  /// The load's key in the view model's ``TaskRegistry``.
  let key: AnyHashable
  /// The property's state before loading began (a `ResourceState` of the property's type).
  let restoring: Any
}

/// A unique identity, compared by reference.
final class LoadID: Equatable, Sendable {
  static func == (lhs: LoadID, rhs: LoadID) -> Bool { lhs === rhs }
}
