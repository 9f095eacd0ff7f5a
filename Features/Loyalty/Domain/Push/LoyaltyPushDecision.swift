/// What the app should do with a push (``LoyaltyPushRouter/handleNotification(_:appState:)``).
public enum LoyaltyPushDecision: Sendable, Hashable {
  /// Not a loyalty push: hand it to the app's other SDKs.
  case notLoyalty
  /// A delivery already handled (the same push delivered twice): do nothing.
  case duplicate
  /// Present the destination now.
  case present(LoyaltyDestination)
  /// The app is in the foreground: show the dialog, and present the destination if the user accepts.
  case confirm(LoyaltyDestination, then: LoyaltyDestination)
  /// The app was closed: kept until ``LoyaltyPushRouter/handlePendingNotification()``.
  case pending
  /// A custom action, given to the ``WarplyPushHandler``.
  case forwarded
}
