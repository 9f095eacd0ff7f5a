/// What ``Container/verify()`` found: every problem in the graph at once.
///
/// ```swift
/// let report = container.verify()
/// #expect(report.isEmpty, "\(report)")
/// ```
public struct VerificationReport: Sendable, CustomStringConvertible {
  /// One entry per distinct problem (a missing key reached by several services appears once,
  /// with the first path that reached it; a cycle appears once).
  public let problems: [ResolutionError]
  /// How many registrations were resolved.
  public let verifiedCount: Int
  /// Registrations not resolved because their factory needs a runtime argument.
  public let skipped: [ServiceKey]

  /// Whether the graph has no problems.
  public var isEmpty: Bool { problems.isEmpty }

  /// A printable summary, one problem per line.
  public var description: String {
    var lines: [String] = []
    let verified = "Verified \(verifiedCount) registration" + (verifiedCount == 1 ? "" : "s")
    if problems.isEmpty {
      lines.append("\(verified): no problems.")
    } else {
      lines.append("\(verified): \(problems.count) problem" + (problems.count == 1 ? "." : "s."))
      for (number, problem) in problems.enumerated() {
        lines.append("\(number + 1). \(problem)")
      }
    }
    if !skipped.isEmpty {
      let names = skipped.map(\.description).joined(separator: ", ")
      lines.append("Not verified (need a runtime argument): \(names).")
    }
    return lines.joined(separator: "\n")
  }
}
