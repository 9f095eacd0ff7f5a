// shared-cli: the command-line host that composes every SharedCore feature module.
//
//   shared-cli demo --base-url URL [--data-dir DIR] [--out-dir DIR]   end-to-end tour against the reference server
//   shared-cli verify                                                 print the container's verification report
//   shared-cli parse-dl URI…                                          parse GS1 Digital Links, print element strings
import Foundation

let usage = """
  usage: shared-cli demo --base-url URL [--data-dir DIR] [--out-dir DIR]
         shared-cli verify
         shared-cli parse-dl URI…
  """

let output = Output.standard
let status: Int32
do {
  let arguments = try CommandLineArguments(Array(CommandLine.arguments.dropFirst()))
  switch arguments.command {
  case "demo": status = try await DemoCommand.run(arguments, output: output)
  case "verify": status = try VerifyCommand.run(arguments, output: output)
  case "parse-dl": status = ParseDigitalLinkCommand.run(arguments, output: output)
  case "help", "--help", "-h":
    print(usage)
    status = 0
  default:
    print("unknown command \(arguments.command)\n\(usage)")
    status = 2
  }
} catch let error as CommandLineArguments.UsageError {
  print("error: \(error)\n\(usage)")
  status = 2
} catch {
  print("error: \(error)")
  status = 1
}
exit(status)
