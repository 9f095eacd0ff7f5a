import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The platform's clocks: the wall clock, and a boot clock that keeps counting while the device
/// sleeps.
///
/// - **Linux:** `CLOCK_BOOTTIME` (it counts suspend, and no one can set it), with the boot id of
///   `/proc/sys/kernel/random/boot_id`.
/// - **Apple platforms:** `CLOCK_MONOTONIC_RAW`, which is `mach_continuous_time()` and, unlike
///   `CLOCK_UPTIME_RAW` (`mach_absolute_time()`), keeps counting while the device sleeps, with the
///   boot session's UUID (`sysctl kern.bootsessionuuid`).
/// - **Elsewhere**, or when the boot cannot be identified: no boot clock
///   (``DeviceTimeReading/uptime`` is `nil`), and a ``GuardedClock`` falls back to the wall clock, which it
///   never lets move backwards.
public struct SystemDeviceTimeSource: DeviceTimeSource {
  /// This boot's id, read once: a process never outlives the boot it started in.
  private let bootID: String?

  /// Creates the source (reads the boot id once).
  public init() {
    bootID = Self.readBootID()
  }

  /// The wall clock, and the boot clock when the platform has one.
  public func now() -> DeviceTimeReading {
    let wallClock = Date()
    guard let bootID, let sinceBoot = Self.readSinceBoot() else {
      return DeviceTimeReading(wallClock: wallClock, uptime: nil)
    }
    return DeviceTimeReading(wallClock: wallClock, uptime: DeviceUptime(bootID: bootID, sinceBoot: sinceBoot))
  }

  #if canImport(Glibc)
    private static func readSinceBoot() -> Duration? {
      var time = timespec()
      guard clock_gettime(CLOCK_BOOTTIME, &time) == 0 else { return nil }
      return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }

    private static func readBootID() -> String? {
      guard let text = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8) else {
        return nil
      }
      let id = text.trimmingCharacters(in: .whitespacesAndNewlines)
      return id.isEmpty ? nil : id
    }
  #elseif canImport(Darwin)
    private static func readSinceBoot() -> Duration? {
      let nanoseconds = clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW)
      guard nanoseconds > 0, let signed = Int64(exactly: nanoseconds) else { return nil }
      return .nanoseconds(signed)
    }

    private static func readBootID() -> String? {
      var size = 0
      guard sysctlbyname("kern.bootsessionuuid", nil, &size, nil, 0) == 0, size > 1 else { return nil }
      var bytes = [CChar](repeating: 0, count: size)
      guard sysctlbyname("kern.bootsessionuuid", &bytes, &size, nil, 0) == 0 else { return nil }
      let id = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return id.isEmpty ? nil : id
    }
  #else
    private static func readSinceBoot() -> Duration? { nil }

    private static func readBootID() -> String? { nil }
  #endif
}
