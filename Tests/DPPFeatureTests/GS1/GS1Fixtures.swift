import DPPFeature
import Foundation
import Testing

/// Test data copied from /work/shared/data/gs1 into `Tests/DPPFeatureTests/Fixtures`.
enum GS1Fixtures {
  /// One row of `digital-link-vectors.tsv`.
  struct Vector: Sendable, CustomTestStringConvertible {
    let id: String
    let options: DigitalLink.Options
    let uri: String
    let valid: Bool
    /// The bracketed element string for accepted rows; GS1's message (with annotations) for rejected ones.
    let expectation: String

    var testDescription: String { id }
  }

  /// Every row of the vectors file, in file order.
  static let vectors: [Vector] = {
    let url = Fixtures.url("digital-link-vectors.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line -> Vector? in
      guard !line.hasPrefix("#") else { return nil }
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard columns.count == 5 else { return nil }
      return Vector(
        id: columns[0], options: options(columns[1]), uri: columns[2], valid: columns[3] == "valid",
        expectation: columns[4])
    }
  }()

  static func options(_ text: String) -> DigitalLink.Options {
    let names = Set(text.split(separator: ",").map(String.init))
    return DigitalLink.Options(
      permitZeroSuppressedGTIN: names.contains("permitZeroSuppressedGTIN"),
      permitConvenienceAlphas: names.contains("permitConvenienceAlphas"),
      permitUnknownAIs: names.contains("permitUnknownAIs"),
      unknownAIsAsDataAttributes: names.contains("unknownAIasDLattr"))
  }
}
