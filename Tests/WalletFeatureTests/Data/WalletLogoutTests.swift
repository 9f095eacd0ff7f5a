import Foundation
import SharedCore
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

/// Logging out always signs the device out, whether or not the backend heard of it.
@Suite("Wallet logout signs out locally, online or not")
struct WalletLogoutTests {
  @Test func aLogoutThatCannotReachTheBackendStillSignsOutAndReportsTheFailure() async throws {
    let backend = try WalletFakeBackend()
    let container = try await Container.walletTesting(backend: backend)
    let api = try container.resolve(WalletAPI.self)
    await backend.transport.on(nil, "/api/v1/auth/logout", reply: .fail(.network(.offline)))

    await #expect(throws: WalletError.networkError(.offline)) {
      try await api.logout(refreshToken: WalletFakeBackend.initialRefreshToken)
    }

    #expect(try await container.resolve(TokenManager.self, name: WalletModule.clientName).isSignedIn == false)
  }

  @Test func aLogoutTheBackendRefusesStillSignsOut() async throws {
    let backend = try WalletFakeBackend()
    let container = try await Container.walletTesting(backend: backend)
    let api = try container.resolve(WalletAPI.self)
    await backend.transport.on(
      nil, "/api/v1/auth/logout", reply: .error(500, code: "INTERNAL_SERVER_ERROR", message: "down"))

    await #expect(throws: WalletError.self) {
      try await api.logout(refreshToken: WalletFakeBackend.initialRefreshToken)
    }

    #expect(try await container.resolve(TokenManager.self, name: WalletModule.clientName).isSignedIn == false)
  }
}
