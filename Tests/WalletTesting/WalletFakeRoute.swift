import SharedCore

/// The routes ``WalletFakeBackend`` answers, relative to its base URL.
enum WalletFakeRoute: CaseIterable, Sendable {
  case refresh, validateSession, logout
  case balance, history
  case validateToken, divideToken, publicKeys
  case submit, sync, status, syncOffline
  case securityStatus, securityEvent, recommendations

  var method: HTTPMethod {
    switch self {
    case .validateSession, .balance, .history, .publicKeys, .sync, .status, .securityStatus, .recommendations: .get
    default: .post
    }
  }

  var pattern: String {
    switch self {
    case .refresh: "/auth/refresh"
    case .validateSession: "/auth/validate-session"
    case .logout: "/auth/logout"
    case .balance: "/wallet/*/balance"
    case .history: "/wallet/history"
    case .validateToken: "/tokens/validate"
    case .divideToken: "/tokens/divide"
    case .publicKeys: "/tokens/public-keys"
    case .submit: "/transactions/submit"
    case .sync: "/transactions/sync"
    case .status: "/transactions/*/status"
    case .syncOffline: "/transactions/sync-offline"
    case .securityStatus: "/security/mobile/status"
    case .securityEvent: "/security/events"
    case .recommendations: "/security/recommendations"
    }
  }
}
