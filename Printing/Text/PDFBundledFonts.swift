import Foundation
import SharedCore

/// The fonts shipped with the target (Noto Sans, SIL Open Font License 1.1, `Resources/Fonts/OFL.txt`):
/// Latin with Greek, Cyrillic and "₹", and one family for each Indian script, regular and bold.
package enum PDFBundledFonts {
  /// The file name (without `-Regular.ttf` / `-Bold.ttf`) of each Indian script's family.
  package static let scriptFamilies: [(WritingScript, String)] = [
    (.devanagari, "NotoSansDevanagari"), (.bengali, "NotoSansBengali"), (.gurmukhi, "NotoSansGurmukhi"),
    (.gujarati, "NotoSansGujarati"), (.oriya, "NotoSansOriya"), (.tamil, "NotoSansTamil"),
    (.telugu, "NotoSansTelugu"), (.kannada, "NotoSansKannada"), (.malayalam, "NotoSansMalayalam"),
  ]

  /// The parsed fonts: Latin regular and bold, then each script's regular and bold in `scriptFamilies` order.
  package static let fonts: Result<PDFFontFiles, PDFFontError> = Result { () throws(PDFFontError) in
    let latin = (try load("NotoSans-Regular"), try load("NotoSans-Bold"))
    var scripts: [(WritingScript, TrueTypeFont, TrueTypeFont)] = []
    for (script, family) in scriptFamilies {
      scripts.append((script, try load(family + "-Regular"), try load(family + "-Bold")))
    }
    return PDFFontFiles(regular: latin.0, bold: latin.1, scripts: scripts)
  }

  private static func load(_ name: String) throws(PDFFontError) -> TrueTypeFont {
    guard let url = Bundle.module.url(forResource: name, withExtension: "ttf", subdirectory: "Fonts"),
      let data = try? Data(contentsOf: url)
    else { throw .resourceMissing(name + ".ttf") }
    return try TrueTypeFont(bytes: [UInt8](data))
  }
}
