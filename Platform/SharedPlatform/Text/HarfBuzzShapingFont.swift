#if canImport(CHarfBuzz)
  import CHarfBuzz
  import SharedCore

  /// A font loaded into HarfBuzz (the system `libharfbuzz`), shaping with its OpenType tables.
  ///
  /// The font object is made immutable after loading; HarfBuzz documents immutable fonts and faces
  /// as safe to shape with from several threads at once, each call using its own buffer.
  final class HarfBuzzShapingFont: ShapingFont, @unchecked Sendable {
    /// Immutable after `init` (`hb_font_make_immutable`); only read by `hb_shape`, which is thread-safe on it.
    private let font: OpaquePointer
    let unitsPerEm: Int

    init(bytes: [UInt8]) throws(TextShapingError) {
      guard !bytes.isEmpty, bytes.count <= Int(UInt32.max) else {
        throw .unreadableFont("the file is empty or too large")
      }
      let blob = bytes.withUnsafeBufferPointer { buffer in
        buffer.baseAddress.map { base in
          base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { characters in
            hb_blob_create(characters, UInt32(buffer.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)
          }
        }
      }
      guard let blob else { throw .unreadableFont("the file is empty") }
      defer { hb_blob_destroy(blob) }
      guard let face = hb_face_create(blob, 0) else { throw .unreadableFont("HarfBuzz made no face") }
      defer { hb_face_destroy(face) }
      let upem = Int(hb_face_get_upem(face))
      guard hb_face_get_glyph_count(face) > 0, (16...16_384).contains(upem) else {
        throw .unreadableFont("not a TrueType or OpenType font (no glyphs, or units per em \(upem))")
      }
      guard let font = hb_font_create(face) else { throw .unreadableFont("HarfBuzz made no font") }
      hb_font_set_scale(font, Int32(upem), Int32(upem))
      hb_font_make_immutable(font)
      self.font = font
      unitsPerEm = upem
    }

    deinit {
      hb_font_destroy(font)
    }

    func shape(_ text: String, script: WritingScript, language: String?) throws(TextShapingError) -> [ShapedGlyph] {
      let scalars = text.unicodeScalars.map(\.value)
      guard !scalars.isEmpty else { return [] }
      guard let buffer = hb_buffer_create() else { throw .outOfMemory(textLength: scalars.count) }
      defer { hb_buffer_destroy(buffer) }
      scalars.withUnsafeBufferPointer { characters in
        hb_buffer_add_utf32(buffer, characters.baseAddress, Int32(characters.count), 0, Int32(characters.count))
      }
      hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
      hb_buffer_set_script(buffer, hb_script_from_string(script.iso15924Code, -1))
      hb_buffer_set_language(buffer, hb_language_from_string(language ?? script.defaultLanguage, -1))
      hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
      hb_shape(font, buffer, nil, 0)
      guard hb_buffer_allocation_successful(buffer) != 0 else { throw .outOfMemory(textLength: scalars.count) }
      var count: UInt32 = 0
      guard let infos = hb_buffer_get_glyph_infos(buffer, &count), count > 0,
        let positions = hb_buffer_get_glyph_positions(buffer, nil)
      else { return [] }
      var glyphs: [ShapedGlyph] = []
      glyphs.reserveCapacity(Int(count))
      for index in 0..<Int(count) {
        let info = infos[index]
        let position = positions[index]
        guard Int(info.cluster) < scalars.count else {
          throw .inconsistentResult("cluster \(info.cluster) is past the text's \(scalars.count) characters")
        }
        glyphs.append(
          ShapedGlyph(
            glyph: info.codepoint,
            cluster: Int(info.cluster),
            advance: Int(position.x_advance),
            xOffset: Int(position.x_offset),
            yOffset: Int(position.y_offset)
          )
        )
      }
      return glyphs
    }
  }
#endif
