import Foundation
import SharedCore

/// The fonts shipped with the module (Noto Sans, SIL Open Font License 1.1, `Resources/Fonts/OFL.txt`):
/// Latin with Greek, Cyrillic and "₹", and one family for each Indian script, regular and bold.
enum BillPDFBundledFonts {
  /// The file name (without `-Regular.ttf` / `-Bold.ttf`) of each Indian script's family.
  static let scriptFamilies: [(WritingScript, String)] = [
    (.devanagari, "NotoSansDevanagari"), (.bengali, "NotoSansBengali"), (.gurmukhi, "NotoSansGurmukhi"),
    (.gujarati, "NotoSansGujarati"), (.oriya, "NotoSansOriya"), (.tamil, "NotoSansTamil"),
    (.telugu, "NotoSansTelugu"), (.kannada, "NotoSansKannada"), (.malayalam, "NotoSansMalayalam"),
  ]

  /// The parsed fonts: Latin regular and bold, then each script's regular and bold in `scriptFamilies` order.
  static let fonts: Result<BillPDFFontFiles, BillFontError> = Result { () throws(BillFontError) in
    let latin = (try load("NotoSans-Regular"), try load("NotoSans-Bold"))
    var scripts: [(WritingScript, TrueTypeFont, TrueTypeFont)] = []
    for (script, family) in scriptFamilies {
      scripts.append((script, try load(family + "-Regular"), try load(family + "-Bold")))
    }
    return BillPDFFontFiles(regular: latin.0, bold: latin.1, scripts: scripts)
  }

  private static func load(_ name: String) throws(BillFontError) -> TrueTypeFont {
    guard let url = Bundle.module.url(forResource: name, withExtension: "ttf", subdirectory: "Fonts"),
      let data = try? Data(contentsOf: url)
    else { throw .resourceMissing(name + ".ttf") }
    return try TrueTypeFont(bytes: [UInt8](data))
  }
}

/// Parsed font files for a renderer: the Latin pair and each script's pair.
struct BillPDFFontFiles: Sendable {
  var regular: TrueTypeFont
  var bold: TrueTypeFont
  var scripts: [(WritingScript, TrueTypeFont, TrueTypeFont)]

  /// The faces, loaded into `shaper`, and the regular (0) and bold (1) typefaces over them.
  func faces(shaper: any TextShaper) throws(BillFontError) -> ([PDFFontFace], [PDFTypeface]) {
    var faces = [try PDFFontFace(regular, shaper: shaper), try PDFFontFace(bold, shaper: shaper)]
    var regularScripts: [WritingScript: Int] = [:]
    var boldScripts: [WritingScript: Int] = [:]
    for (script, regularFont, boldFont) in scripts {
      regularScripts[script] = faces.count
      faces.append(try PDFFontFace(regularFont, shaper: shaper))
      boldScripts[script] = faces.count
      faces.append(try PDFFontFace(boldFont, shaper: shaper))
    }
    return (faces, [PDFTypeface(latin: 0, scripts: regularScripts), PDFTypeface(latin: 1, scripts: boldScripts)])
  }

  /// The characters of `text` no bundled font has a glyph for, each once, in order.
  func uncovered(in text: String) -> [Unicode.Scalar] {
    var missing: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars
    where !scalar.properties.isDefaultIgnorableCodePoint && scalar.properties.generalCategory != .control {
      if regular.glyph(for: scalar) == nil, !scripts.contains(where: { $0.1.glyph(for: scalar) != nil }),
        !missing.contains(scalar)
      {
        missing.append(scalar)
      }
    }
    return missing
  }
}
