#if canImport(CoreText)
  import CoreText
  import Foundation
  import SharedCore

  /// A font loaded into Core Text, shaping with the system's typesetter.
  ///
  /// `CTFont` is immutable and documented thread-safe, and every call makes its own line, so one
  /// loaded font shapes from several threads at once.
  final class CoreTextShapingFont: ShapingFont, @unchecked Sendable {
    /// Immutable (`CTFont`); Core Text's font objects are safe to use from any thread.
    private let font: CTFont
    private let postScriptName: String
    let unitsPerEm: Int

    init(bytes: [UInt8]) throws(TextShapingError) {
      guard let descriptor = CTFontManagerCreateFontDescriptorFromData(Data(bytes) as CFData) else {
        throw .unreadableFont("Core Text could not read the file")
      }
      let probe = CTFontCreateWithFontDescriptor(descriptor, 12, nil)
      let upem = Int(CTFontGetUnitsPerEm(probe))
      guard (16...16_384).contains(upem), CTFontGetGlyphCount(probe) > 0 else {
        throw .unreadableFont("no glyphs, or units per em \(upem)")
      }
      // At a size of one em per design unit, Core Text's advances and positions are in design units.
      font = CTFontCreateWithFontDescriptor(descriptor, CGFloat(upem), nil)
      postScriptName = CTFontCopyPostScriptName(font) as String
      unitsPerEm = upem
    }

    func shape(_ text: String, script: WritingScript, language: String?) throws(TextShapingError) -> [ShapedGlyph] {
      guard !text.isEmpty else { return [] }
      // Core Text reports UTF-16 offsets; clusters are Unicode scalar indices.
      var scalarIndex: [Int] = []
      scalarIndex.reserveCapacity(text.utf16.count + 1)
      for (index, scalar) in text.unicodeScalars.enumerated() {
        scalarIndex.append(index)
        if scalar.utf16.count == 2 { scalarIndex.append(index) }
      }
      let attributes: [CFString: Any] = [
        kCTFontAttributeName: font, kCTLanguageAttributeName: (language ?? script.defaultLanguage) as CFString,
      ]
      guard let string = CFAttributedStringCreate(nil, text as CFString, attributes as CFDictionary) else {
        throw .outOfMemory(textLength: scalarIndex.count)
      }
      let line = CTLineCreateWithAttributedString(string)
      guard let runs = CTLineGetGlyphRuns(line) as? [CTRun] else { return [] }
      var glyphs: [ShapedGlyph] = []
      var pen = 0.0
      for run in runs {
        try checkFont(of: run)
        let count = CTRunGetGlyphCount(run)
        guard count > 0 else { continue }
        let whole = CFRange(location: 0, length: 0)
        var runGlyphs = [CGGlyph](repeating: 0, count: count)
        var indices = [CFIndex](repeating: 0, count: count)
        var advances = [CGSize](repeating: .zero, count: count)
        var positions = [CGPoint](repeating: .zero, count: count)
        CTRunGetGlyphs(run, whole, &runGlyphs)
        CTRunGetStringIndices(run, whole, &indices)
        CTRunGetAdvances(run, whole, &advances)
        CTRunGetPositions(run, whole, &positions)
        for index in 0..<count {
          guard scalarIndex.indices.contains(indices[index]) else {
            throw .inconsistentResult("string index \(indices[index]) is past the text")
          }
          glyphs.append(
            ShapedGlyph(
              glyph: UInt32(runGlyphs[index]),
              cluster: scalarIndex[indices[index]],
              advance: Int(advances[index].width.rounded()),
              xOffset: Int((Double(positions[index].x) - pen).rounded()),
              yOffset: Int(Double(positions[index].y).rounded())
            )
          )
          pen += Double(advances[index].width)
        }
      }
      return glyphs
    }

    /// Core Text substitutes a system font for characters ours lacks; those glyphs are not ours.
    private func checkFont(of run: CTRun) throws(TextShapingError) {
      let attributes = CTRunGetAttributes(run) as NSDictionary
      guard let value = attributes[kCTFontAttributeName as String] else { return }
      let object = value as CFTypeRef
      guard CFGetTypeID(object) == CTFontGetTypeID() else { return }
      let runFont = unsafeBitCast(object, to: CTFont.self)  // checked: the type identifier is CTFont's
      guard CTFontCopyPostScriptName(runFont) as String == postScriptName else {
        throw .inconsistentResult("Core Text drew part of the text with another font")
      }
    }
  }
#endif
