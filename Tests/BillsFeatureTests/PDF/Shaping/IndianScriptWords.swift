import Foundation
import SharedCore
import Testing

/// `Fixtures/indian-script-words.json`: words in each script with the family that draws them.
struct IndianScriptWords: Decodable {
  struct Script: Decodable, CustomTestStringConvertible {
    let script: String
    let family: String
    let words: [String]

    var testDescription: String { script }

    /// The script as the shaper names it.
    var writingScript: WritingScript? { WritingScript(rawValue: script) }

    /// The regular font's file in the module's sources.
    var fontURL: URL {
      IndianScriptWords.fontsDirectory.appendingPathComponent(family + "-Regular.ttf")
    }
  }

  let scripts: [Script]

  static let fontsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Printing/Resources/Fonts")

  /// The table, or an empty one when the fixture is missing (the tests then fail on `#require`).
  static let table: [Script] =
    (try? JSONDecoder().decode(IndianScriptWords.self, from: Fixtures.data("indian-script-words.json")))?.scripts ?? []
}
