/// Why a register could not be printed.
public enum ReportRegisterPrintError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A text has a character no bundled font covers: the text, for the user to correct.
  case unprintableText(String)
  /// The register's table or chart could not be laid out: why.
  case layout(String)

  /// What went wrong, for the user.
  public var description: String {
    switch self {
    case .unprintableText(let reason): "A text cannot be printed: \(reason)"
    case .layout(let reason): "The register cannot be laid out: \(reason)"
    }
  }
}
