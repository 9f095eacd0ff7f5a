import Foundation
import SharedCore
import Testing

@Suite("The guarded clock")
struct GuardedClockTests {
  let start = Date(timeIntervalSince1970: 1_767_225_600)

  func reading(_ wallClock: Date, boot: String = "boot-1", sinceBoot: Duration) -> DeviceTimeReading {
    DeviceTimeReading(wallClock: wallClock, uptime: DeviceUptime(bootID: boot, sinceBoot: sinceBoot))
  }

  @Test func countsElapsedTimeOnTheBootClockWhateverTheWallClockSays() {
    var clock = GuardedClock()
    let first = clock.advance(with: reading(start, sinceBoot: .seconds(100)))
    #expect(first == 1_767_225_600_000)
    let later = clock.advance(with: reading(start.addingTimeInterval(-86_400), sinceBoot: .seconds(160)))
    #expect(later == first + 60_000, "the wall clock set back a day changes nothing")
    let jumped = clock.advance(with: reading(start.addingTimeInterval(365 * 86_400), sinceBoot: .seconds(220)))
    #expect(jumped == first + 120_000, "nor does one set a year forward")
  }

  @Test func neverGoesBackAfterARestartAndMarksTheTimeUnmeasured() {
    var clock = GuardedClock()
    clock.anchor(toServerTime: start, reading: reading(start, sinceBoot: .seconds(100)))
    #expect(clock.isMeasuredSinceContact)
    let afterRestart = clock.advance(
      with: reading(start.addingTimeInterval(-3_600), boot: "boot-2", sinceBoot: .seconds(5)))
    #expect(afterRestart == 1_767_225_600_000)
    #expect(!clock.isMeasuredSinceContact)
    clock.anchor(
      toServerTime: start.addingTimeInterval(600), reading: reading(start, boot: "boot-2", sinceBoot: .seconds(10)))
    #expect(clock.isMeasuredSinceContact && clock.latestMilliseconds == 1_767_226_200_000)
  }

  @Test func aServerTimeSetsItBackwardsToo() {
    var clock = GuardedClock()
    clock.advance(with: reading(start.addingTimeInterval(86_400), sinceBoot: .seconds(1)))
    #expect(clock.anchor(toServerTime: start, reading: reading(start, sinceBoot: .seconds(2))) == 1_767_225_600_000)
  }

  @Test func aTrustedTimeMovesItForwardOnly() {
    var clock = GuardedClock()
    clock.advance(with: reading(start, sinceBoot: .seconds(10)))
    #expect(
      clock.advance(atLeastTo: 1_767_225_500_000, reading: reading(start, sinceBoot: .seconds(10))) == 1_767_225_600_000
    )
    #expect(
      clock.advance(atLeastTo: 1_767_300_000_000, reading: reading(start, sinceBoot: .seconds(10))) == 1_767_300_000_000
    )
    #expect(clock.advance(with: reading(start, sinceBoot: .seconds(11))) == 1_767_300_001_000)
  }

  @Test func withoutABootClockTheWallClockNeverMovesItBack() {
    var clock = GuardedClock()
    clock.advance(with: DeviceTimeReading(wallClock: start, uptime: nil))
    #expect(
      clock.advance(with: DeviceTimeReading(wallClock: start.addingTimeInterval(-60), uptime: nil)) == 1_767_225_600_000
    )
  }

  @Test func roundTripsThroughJSON() throws {
    var clock = GuardedClock()
    clock.anchor(toServerTime: start, reading: reading(start, sinceBoot: .seconds(3)))
    #expect(try JSONDecoder().decode(GuardedClock.self, from: JSONEncoder().encode(clock)) == clock)
  }
}
