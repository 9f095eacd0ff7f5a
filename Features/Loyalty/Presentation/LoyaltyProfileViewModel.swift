import Observation
import SharedCore

/// The profile screen: the user's details and points balance, and the points history.
///
/// Both load independently, so a slow history never holds back the balance. The screen needs a
/// signed-in user; signed out, both fail with `AppError.unauthorized`.
@MainActor
public final class LoyaltyProfileViewModel: StatefulViewModel<LoyaltyProfileState>, ViewModel {
  private enum Key: Hashable, Sendable {
    case profile
    case pointsHistory
  }

  private let sdk: WarplySDK

  /// Creates the view model.
  public init(sdk: WarplySDK) {
    self.sdk = sdk
    super.init(initialState: LoyaltyProfileState())
  }

  /// Handles one profile-screen event.
  public func send(_ event: LoyaltyProfileEvent) {
    switch event {
    case .appeared, .refresh: reload()
    }
  }

  private func reload() {
    let sdk = sdk
    load(\.profile, key: Key.profile) { try await sdk.getProfile() }
    load(\.pointsHistory, key: Key.pointsHistory) { try await sdk.getPointsHistory() }
  }
}
