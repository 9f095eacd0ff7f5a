import Foundation
import SharedCore
import SharedTesting
import WalletFeature

extension WalletFakeBackend {
  // MARK: - Security

  func securityStatus() -> WalletSecurityStatus {
    let penalty: [WalletSecuritySeverity: Int] = [.low: 2, .medium: 5, .high: 15, .critical: 40]
    let score = max(0, 100 - events.reduce(0) { $0 + (penalty[$1.0.severity] ?? 0) })
    let alerts = events.filter { $0.0.severity == .high || $0.0.severity == .critical }.map { event, receipt in
      WalletSecurityAlert(
        id: "alert-\(receipt.eventId)", type: event.severity == .critical ? .error : .warning,
        message: event.description, timestamp: receipt.recordedAt)
    }
    let overall: WalletSecurityLevel =
      events.contains { $0.0.severity == .critical } ? .critical : alerts.isEmpty ? .healthy : .warning
    return WalletSecurityStatus(
      overallStatus: overall, securityScore: score, alerts: alerts, recommendations: recommendations(),
      lastSecurityScan: Date())
  }

  func reportEvent(_ event: WalletSecurityEvent, _ request: HTTPRequest) -> WalletSecurityEventReceipt {
    let key = request.headers["Idempotency-Key"]
    if let key, let receipt = eventReceipts[key] { return receipt }
    let receipt = WalletSecurityEventReceipt(eventId: makeId("evt"), recordedAt: Date())
    events.append((event, receipt))
    if let key { eventReceipts[key] = receipt }
    return receipt
  }

  func recommendations() -> [WalletSecurityRecommendation] {
    var result = [
      WalletSecurityRecommendation(
        id: "rec-biometrics", priority: .medium, title: "Enable biometric authentication",
        description: "Use Face ID or Touch ID to protect the wallet.")
    ]
    for kind in Set(events.map { $0.0.eventType.rawValue }).sorted() {
      result.append(
        WalletSecurityRecommendation(
          id: "rec-\(kind)", priority: .high, title: "Review \(kind.replacingOccurrences(of: "_", with: " "))",
          description: "A \(kind.replacingOccurrences(of: "_", with: " ")) event was reported."))
    }
    return result
  }
}
