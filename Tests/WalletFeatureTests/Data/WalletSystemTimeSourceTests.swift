import Foundation
import SharedCore
import Testing
import WalletFeature

@Suite("The platform's clocks")
struct WalletSystemTimeSourceTests {
  @Test func readsABootClockThatNeverGoesBackWithinOneBoot() throws {
    let source = WalletSystemTimeSource()
    let first = try #require(source.now().uptime, "Linux and Apple platforms have a boot clock")
    let second = try #require(source.now().uptime)
    #expect(!first.bootID.isEmpty && first.bootID == second.bootID)
    #expect(first.sinceBoot > .zero && second.sinceBoot >= first.sinceBoot)
    #if os(Linux)
      let bootID = try String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)
      #expect(first.bootID == bootID.trimmingCharacters(in: .whitespacesAndNewlines))
    #endif
  }
}
