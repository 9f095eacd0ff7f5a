import Foundation

/// A time the device's user cannot move: the backend's time at the last contact plus the time
/// elapsed since on the boot clock, which counts sleep and cannot be set.
///
/// Whatever the wall clock says between contacts changes nothing. Without a usable boot reading (a
/// restart, a boot clock that went back, a platform without one) the elapsed time is unknown: the
/// guarded time is then the wall clock but never earlier than the last guarded time, it is anchored
/// again there, and after a restart ``isMeasuredSinceContact`` stays `false` until the next contact.
/// Between contacts the guarded time never moves backwards; a contact
/// (``anchor(toServerTime:reading:)``) sets it to the backend's time, backwards too, which undoes
/// a wall clock that was jumped forward before a restart.
///
/// The clock is a value: a feature stores its fields (``latestMilliseconds``, ``anchor``,
/// ``isMeasuredSinceContact``) beside its own data and advances it in the same transaction.
///
/// ```swift
/// var clock = GuardedClock(stored)                 // as saved last time
/// let now = clock.advance(with: timeSource.now())  // milliseconds since 1970, never going back
/// save(clock)
/// ```
public struct GuardedClock: Sendable, Hashable, Codable {
  /// Where elapsed time is counted from: the guarded time at one reading of the boot clock.
  public struct Anchor: Sendable, Hashable, Codable {
    /// The guarded time at the reading, in milliseconds since 1970.
    public var guardedMilliseconds: Int64
    /// The boot the reading belongs to.
    public var bootID: String
    /// The boot clock's reading, in milliseconds since that boot.
    public var uptimeMilliseconds: Int64

    /// Creates an anchor.
    public init(guardedMilliseconds: Int64, bootID: String, uptimeMilliseconds: Int64) {
      self.guardedMilliseconds = guardedMilliseconds
      self.bootID = bootID
      self.uptimeMilliseconds = uptimeMilliseconds
    }
  }

  /// The latest guarded time handed out, in milliseconds since 1970.
  public private(set) var latestMilliseconds: Int64
  /// Where elapsed time is counted from, once a boot clock was read.
  public private(set) var anchor: Anchor?
  /// Whether the time since the last contact was measured without a break: `false` after the
  /// device restarted, until ``anchor(toServerTime:reading:)``.
  public private(set) var isMeasuredSinceContact: Bool

  /// A clock as stored, or a new one (`latestMilliseconds` 0, no anchor, not measured).
  public init(latestMilliseconds: Int64 = 0, anchor: Anchor? = nil, isMeasuredSinceContact: Bool = false) {
    self.latestMilliseconds = latestMilliseconds
    self.anchor = anchor
    self.isMeasuredSinceContact = isMeasuredSinceContact
  }

  /// The guarded time as a date.
  public var now: Date { Date(timeIntervalSince1970: TimeInterval(latestMilliseconds) / 1000) }

  /// Advances the clock with `reading` and returns the guarded time now, in milliseconds since 1970.
  @discardableResult
  public mutating func advance(with reading: DeviceTimeReading) -> Int64 {
    var now = latestMilliseconds
    let wallClock = Self.milliseconds(reading.wallClock) ?? latestMilliseconds
    if let uptime = reading.uptime {
      let sinceBoot = Self.milliseconds(uptime.sinceBoot)
      if let current = anchor, current.bootID == uptime.bootID, sinceBoot >= current.uptimeMilliseconds {
        let (elapsed, overflow) = current.guardedMilliseconds.addingReportingOverflow(
          sinceBoot - current.uptimeMilliseconds)
        now = max(now, overflow ? Int64.max : elapsed)
      } else {
        // The first reading, a restart or a boot clock that went back: the time in between is unknown.
        now = max(now, wallClock)
        if anchor != nil { isMeasuredSinceContact = false }
        anchor = Anchor(guardedMilliseconds: now, bootID: uptime.bootID, uptimeMilliseconds: sinceBoot)
      }
    } else {
      now = max(now, wallClock)
    }
    latestMilliseconds = now
    return now
  }

  /// Sets the guarded time to `serverTime` (backwards too), anchored at `reading`'s boot clock, and
  /// marks the time measured. A `serverTime` outside 64-bit milliseconds only advances the clock.
  /// - Returns: The guarded time now, in milliseconds since 1970.
  @discardableResult
  public mutating func anchor(toServerTime serverTime: Date, reading: DeviceTimeReading) -> Int64 {
    guard let server = Self.milliseconds(serverTime) else { return advance(with: reading) }
    latestMilliseconds = server
    anchor = reading.uptime.map {
      Anchor(guardedMilliseconds: server, bootID: $0.bootID, uptimeMilliseconds: Self.milliseconds($0.sinceBoot))
    }
    isMeasuredSinceContact = true
    return server
  }

  /// Advances the clock with `reading`, then to `trusted` if that is later: a time the device's
  /// user cannot forge (a date signed by a trusted party) moves the clock forward, never back, and
  /// the boot clock counts on from there. It does not count as a contact
  /// (``isMeasuredSinceContact`` is unchanged).
  /// - Returns: The guarded time now, in milliseconds since 1970.
  @discardableResult
  public mutating func advance(atLeastTo trusted: Int64, reading: DeviceTimeReading) -> Int64 {
    let now = advance(with: reading)
    guard trusted > now else { return now }
    latestMilliseconds = trusted
    if let uptime = reading.uptime {
      anchor = Anchor(
        guardedMilliseconds: trusted, bootID: uptime.bootID, uptimeMilliseconds: Self.milliseconds(uptime.sinceBoot))
    }
    return trusted
  }

  /// `date` in whole milliseconds since 1970; `nil` outside 64-bit milliseconds (or not a number).
  public static func milliseconds(_ date: Date) -> Int64? {
    Int64(exactly: (date.timeIntervalSince1970 * 1000).rounded(.down))
  }

  /// `duration` in whole milliseconds (saturating).
  public static func milliseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    return overflow ? (seconds < 0 ? .min : .max) : whole + attoseconds / 1_000_000_000_000_000
  }
}
