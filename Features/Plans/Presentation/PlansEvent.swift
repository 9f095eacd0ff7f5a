/// What the plan screen asks of ``PlansViewModel``.
public enum PlansEvent: Sendable, Hashable {
  /// Restore purchases made on the user's other devices from the backend.
  case restore
  /// Look again at the current time (an expiry may have passed).
  case refresh
}
