import Foundation

/// How ``LifecycleEvent/epcisObjectEvent(eventID:options:)`` writes what EPCIS has no field for.
public struct EPCISExportOptions: Sendable, Hashable {
  /// The CURIE prefix for ``LifecycleEvent/details`` keys that are not URIs/CURIEs already.
  public var extensionPrefix: String
  /// The namespace IRI the prefix stands for; ``EPCISDocument`` declares it in `@context`.
  public var extensionNamespace: String
  /// The zone to report in `eventTimeZoneOffset` (and to write `eventTime` in); `nil` keeps the
  /// offset written in the event's own timestamp (`Z` → `+00:00`).
  public var timeZone: TimeZone?

  /// Creates export options.
  public init(
    extensionPrefix: String = "tw",
    extensionNamespace: String = "https://tracewise.io/epcis/",
    timeZone: TimeZone? = nil
  ) {
    self.extensionPrefix = extensionPrefix
    self.extensionNamespace = extensionNamespace
    self.timeZone = timeZone
  }
}
