import Foundation
import SharedTesting

#if os(macOS) || os(Linux)  // Foundation.Process: not on iOS, tvOS, watchOS

  /// Validates JSON documents against a JSON Schema with Python's `jsonschema` (installed by
  /// `Scripts/test`), in one `python3` process per batch.
  struct JSONSchemaValidator {
    /// A document the validator rejected.
    struct Failure: CustomStringConvertible {
      var name: String
      var message: String
      var description: String { "\(name): \(message)" }
    }

    /// The outcome of one batch.
    struct Report {
      var exitStatus: Int32
      var failures: [Failure]
      var output: String
    }

    let schema: URL

    /// Writes each document to a fresh temp dir and validates them all (Draft 7, with format checks).
    func validate(_ documents: [(name: String, json: Data)]) async throws -> Report {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("epcis-schema-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      var paths: [String] = []
      for (index, document) in documents.enumerated() {
        let file = directory.appendingPathComponent("\(index).json")
        try document.json.write(to: file)
        paths.append(file.path)
      }
      let (status, output) = try await CommandLineTool.run(
        URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", Self.script, schema.path] + paths,
        standardError: .mergedIntoOutput)
      var failures: [Failure] = []
      for line in output.split(separator: "\n") where line.hasPrefix("FAIL ") {
        let parts = line.dropFirst(5).split(separator: " ", maxSplits: 1)
        let index = Int(parts.first.map { String($0) }?.replacingOccurrences(of: ".json", with: "") ?? "") ?? -1
        let name = documents.indices.contains(index) ? documents[index].name : String(parts.first ?? "")
        failures.append(Failure(name: name, message: parts.count > 1 ? String(parts[1]) : ""))
      }
      return Report(exitStatus: status, failures: failures, output: output)
    }

    private static let script = """
      import json, os, sys
      import jsonschema
      schema = json.load(open(sys.argv[1]))
      cls = jsonschema.validators.validator_for(schema)
      validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
      failed = False
      for path in sys.argv[2:]:
          errors = sorted(validator.iter_errors(json.load(open(path))), key=lambda e: list(e.absolute_path))
          if errors:
              failed = True
              first = errors[0]
              where = "/".join(str(p) for p in first.absolute_path)
              print("FAIL %s at /%s: %s" % (os.path.basename(path), where, first.message[:400]))
      sys.exit(1 if failed else 0)
      """
  }
#endif
