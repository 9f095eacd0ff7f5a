/// Why a company could not be named, found, opened or removed.
public enum CompanyError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The identifier is not 1–64 lowercase letters, digits and `-` (``CompanyID``).
  case invalidID(String)
  /// The company's name is empty once trimmed, or longer than 100 characters.
  case invalidName(String)
  /// No company with this identifier is on this device.
  case unknownCompany(CompanyID)
  /// The list of companies saved on this device could not be read or written.
  case storage(String)

  /// What went wrong, naming the company or value at fault.
  public var description: String {
    switch self {
    case .invalidID(let text):
      "\"\(text)\" is not a company identifier: use 1–64 lowercase letters, digits and '-'"
    case .invalidName(let name): "\"\(name)\" is not a company name: give 1–100 characters"
    case .unknownCompany(let id): "No company \(id) is on this device"
    case .storage(let problem): "The companies on this device could not be saved or read: \(problem)"
    }
  }
}
