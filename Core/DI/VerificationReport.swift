/// What ``Container/verify(scopeContexts:)`` found: every problem in the graph at once.
///
/// ```swift
/// let report = container.verify()
/// #expect(report.isEmpty, "\(report)")
/// ```
public struct VerificationReport: Sendable, CustomStringConvertible {
  /// A registration left unverified on purpose, and why.
  public struct Exemption: Sendable, Hashable {
    /// The registration not resolved.
    public let key: ServiceKey
    /// Why it cannot be verified with a sample argument.
    public let reason: String
  }

  /// One entry per distinct problem (a missing key reached by several services appears once,
  /// with the first path that reached it; a cycle appears once).
  public let problems: [ResolutionError]
  /// How many registrations were resolved.
  public let verifiedCount: Int
  /// Registrations not resolved because their factory needs a runtime argument and they declare
  /// neither a `verificationArgument` nor a `verificationExemption`. Each is a problem: the graph
  /// behind it was not checked.
  public let unverified: [ServiceKey]
  /// Registrations not resolved on purpose, with the reason each declares.
  public let exempted: [Exemption]

  /// Whether the graph has no problems and nothing was left unverified without a reason.
  public var isEmpty: Bool { problems.isEmpty && unverified.isEmpty }

  /// A printable summary, one problem per line.
  public var description: String {
    var lines: [String] = []
    let verified = "Verified \(verifiedCount) registration" + (verifiedCount == 1 ? "" : "s")
    let count = problems.count + unverified.count
    if count == 0 {
      lines.append("\(verified): no problems.")
    } else {
      lines.append("\(verified): \(count) problem" + (count == 1 ? "." : "s."))
      let entries =
        problems.map(\.description)
        + unverified.map {
          "\($0) was not verified: its factory takes a runtime argument; declare a verificationArgument"
            + " (or a verificationExemption with the reason)."
        }
      for (number, entry) in entries.enumerated() {
        lines.append("\(number + 1). \(entry)")
      }
    }
    for exemption in exempted {
      lines.append("Exempted from verification: \(exemption.key) (\(exemption.reason)).")
    }
    return lines.joined(separator: "\n")
  }
}
