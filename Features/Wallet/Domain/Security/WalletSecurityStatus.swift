import Foundation

/// The device's security status (`GET /security/mobile/status`).
public struct WalletSecurityStatus: Sendable, Hashable, Codable {
  /// The overall state.
  public var overallStatus: WalletSecurityLevel
  /// A score from 0 (worst) to 100 (best).
  public var securityScore: Int
  /// Current alerts.
  public var alerts: [WalletSecurityAlert]
  /// What the user can do.
  public var recommendations: [WalletSecurityRecommendation]
  /// When the backend last assessed the device.
  public var lastSecurityScan: Date

  /// Creates a status.
  public init(
    overallStatus: WalletSecurityLevel, securityScore: Int, alerts: [WalletSecurityAlert],
    recommendations: [WalletSecurityRecommendation], lastSecurityScan: Date
  ) {
    self.overallStatus = overallStatus
    self.securityScore = securityScore
    self.alerts = alerts
    self.recommendations = recommendations
    self.lastSecurityScan = lastSecurityScan
  }
}
