/// Where the CLI writes what it shows a person: headed sections of indented lines on stdout.
struct Output: Sendable {
  let write: @Sendable (String) -> Void

  static let standard = Output { print($0) }

  func section(_ title: String) {
    write("\n== \(title)")
  }

  func line(_ text: String) {
    write("  " + text)
  }
}
