import Foundation

/// The parsed command line: a subcommand, `--name value` options and positional arguments.
///
/// Deliberately tiny (SharedCore has no package dependencies, so no ArgumentParser).
struct CommandLineArguments {
  /// What went wrong reading the command line.
  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  let command: String
  let options: [String: String]
  let positional: [String]

  init(_ arguments: [String]) throws(UsageError) {
    var iterator = arguments.makeIterator()
    command = iterator.next() ?? "help"
    var options: [String: String] = [:]
    var positional: [String] = []
    while let argument = iterator.next() {
      guard argument.hasPrefix("--") else {
        positional.append(argument)
        continue
      }
      let name = String(argument.dropFirst(2))
      guard let value = iterator.next() else { throw UsageError(description: "option --\(name) needs a value") }
      options[name] = value
    }
    self.options = options
    self.positional = positional
  }

  /// The value of `--name` as a URL, or a usage error naming the option.
  func url(_ name: String) throws(UsageError) -> URL {
    guard let text = options[name] else { throw UsageError(description: "missing --\(name)") }
    guard let url = URL(string: text), url.scheme != nil, url.host != nil else {
      throw UsageError(description: "--\(name) is not an absolute URL: \(text)")
    }
    return url
  }
}
