import DPPFeature

/// `shared-cli parse-dl URI…`: parses each GS1 Digital Link and prints its element string, or
/// GS1's reason for rejecting it. Exits non-zero if any URI is rejected.
enum ParseDigitalLinkCommand {
  static func run(_ arguments: CommandLineArguments, output: Output) -> Int32 {
    output.section("GS1 Digital Link")
    var rejected = false
    for uri in arguments.positional {
      do {
        let link = try DigitalLink(uri)
        output.line("\(uri)\n    → \(link.elementString)")
      } catch {
        rejected = true
        output.line("\(uri)\n    ✗ \(error.message)")
      }
    }
    return rejected ? 1 : 0
  }
}
