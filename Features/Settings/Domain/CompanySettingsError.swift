/// Why settings could not be saved or read.
public enum CompanySettingsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// One problem with one setting.
  public struct Problem: Sendable, Hashable, CustomStringConvertible {
    /// The setting, as a path in its section (`bankAccounts[0].ifsc`).
    public var field: String
    /// What is wrong with it.
    public var message: String

    /// A problem with `field`.
    public init(field: String, message: String) {
      self.field = field
      self.message = message
    }

    /// `field: message`.
    public var description: String { "\(field): \(message)" }
  }

  /// The settings of `section` break these rules; nothing was saved.
  case invalid(section: String, problems: [Problem])
  /// The stored record of `section` could not be read as its settings.
  case unreadable(section: String, reason: String)

  /// What went wrong, naming the section and each setting at fault.
  public var description: String {
    switch self {
    case .invalid(let section, let problems):
      "The \(section) settings were not saved: " + problems.map(\.description).joined(separator: "; ")
    case .unreadable(let section, let reason): "The stored \(section) settings could not be read: \(reason)"
    }
  }
}
