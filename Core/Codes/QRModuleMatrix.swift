/// The square of modules a symbol is drawn on: the function patterns (finders and their separators,
/// timing, alignment, the dark module), the format and version information, then the data placed
/// around them and masked (ISO/IEC 18004 §6.3 and §7.7–7.10).
///
/// Modules are stored row by row in one flat buffer; `x` counts columns and `y` rows from the top left.
struct QRModuleMatrix {
  /// The symbol's version, 1–40.
  let version: Int
  /// The modules on each side.
  let size: Int
  /// The modules, row by row: 1 is dark, 0 light (numbers rather than `Bool`s, so that the penalty
  /// rules add and compare them without branches).
  private(set) var modules: [UInt8]
  /// 1 for each module that carries data, 0 for those of function patterns and symbol information.
  private var dataModules: [UInt8]

  /// A matrix of `version` with its function patterns drawn and room left for the format information.
  init(version: Int) {
    self.version = version
    size = QRCode.size(ofVersion: version)
    modules = [UInt8](repeating: 0, count: size * size)
    dataModules = [UInt8](repeating: 1, count: size * size)
    drawTimingPatterns()
    drawFinderPattern(centerX: 3, centerY: 3)
    drawFinderPattern(centerX: size - 4, centerY: 3)
    drawFinderPattern(centerX: 3, centerY: size - 4)
    drawAlignmentPatterns()
    // Reserve the format information's modules (and draw the dark module) until the mask is chosen.
    drawFormatBits(0)
    drawVersionBits()
  }

  /// Places `codewords` bit by bit, most significant first, in the two-module-wide columns that run
  /// up and down from the bottom right, skipping the function patterns and the vertical timing pattern
  /// (§7.7.3). Modules left over (the remainder bits) stay light.
  mutating func place(_ codewords: [UInt8]) {
    let bitCount = codewords.count * 8
    var bitIndex = 0
    var right = size - 1
    while right >= 1 {
      if right == 6 { right = 5 }
      let upward = (right + 1) & 2 == 0
      for step in 0..<size {
        let y = upward ? size - 1 - step : step
        for x in stride(from: right, through: right - 1, by: -1) where dataModules[y * size + x] == 1 {
          guard bitIndex < bitCount else { return }
          modules[y * size + x] = codewords[bitIndex >> 3] >> (7 - (bitIndex & 7)) & 1
          bitIndex += 1
        }
      }
      right -= 2
    }
  }

  /// Tries each mask with the format information for it, keeps the one with the lowest penalty (the
  /// first of equals) and returns it.
  mutating func applyBestMask(errorCorrection: QRCode.ErrorCorrection) -> QRMask {
    let unmasked = self
    var bestPenalty = Int.max
    var bestMask = QRMask.all[0]
    for mask in QRMask.all {
      var candidate = unmasked
      candidate.apply(mask)
      candidate.drawFormatBits(QRSymbolInformation.formatBits(errorCorrection: errorCorrection, mask: mask))
      let penalty = candidate.penalty()
      if penalty < bestPenalty {
        self = candidate
        bestPenalty = penalty
        bestMask = mask
      }
    }
    return bestMask
  }

  /// Inverts the data modules `mask` selects; applying the same mask again undoes it.
  mutating func apply(_ mask: QRMask) {
    var index = 0
    for y in 0..<size {
      for x in 0..<size {
        modules[index] ^= mask.bit(x: x, y: y) & dataModules[index]
        index += 1
      }
    }
  }

  // MARK: - Function patterns

  private mutating func setFunctionModule(x: Int, y: Int, dark: Bool) {
    modules[y * size + x] = dark ? 1 : 0
    dataModules[y * size + x] = 0
  }

  /// Row 6 and column 6: dark and light in turn, dark at both ends (§6.3.5).
  private mutating func drawTimingPatterns() {
    for index in 0..<size {
      setFunctionModule(x: 6, y: index, dark: index % 2 == 0)
      setFunctionModule(x: index, y: 6, dark: index % 2 == 0)
    }
  }

  /// A 7 × 7 finder pattern centred on (`centerX`, `centerY`) with its light separator (§6.3.3–6.3.4).
  private mutating func drawFinderPattern(centerX: Int, centerY: Int) {
    for dy in -4...4 {
      for dx in -4...4 {
        let x = centerX + dx
        let y = centerY + dy
        guard (0..<size).contains(x), (0..<size).contains(y) else { continue }
        let ring = max(abs(dx), abs(dy))
        setFunctionModule(x: x, y: y, dark: ring != 2 && ring != 4)
      }
    }
  }

  /// The 5 × 5 alignment patterns at every pair of the version's centre coordinates except the three
  /// the finder patterns occupy (§6.3.6).
  private mutating func drawAlignmentPatterns() {
    let centers = QRModuleMatrix.alignmentPatternCenters(version: version)
    let last = centers.count - 1
    for (row, centerY) in centers.enumerated() {
      for (column, centerX) in centers.enumerated() {
        if (row == 0 && column == 0) || (row == 0 && column == last) || (row == last && column == 0) { continue }
        for dy in -2...2 {
          for dx in -2...2 {
            setFunctionModule(x: centerX + dx, y: centerY + dy, dark: max(abs(dx), abs(dy)) != 1)
          }
        }
      }
    }
  }

  /// The row and column coordinates of the alignment patterns' centres (ISO/IEC 18004 Annex E): none
  /// in version 1; from version 2, 6 and then equally spaced (an even step) up to `size` − 7.
  static func alignmentPatternCenters(version: Int) -> [Int] {
    guard version >= 2 else { return [] }
    let count = version / 7 + 2
    let step = (version * 8 + count * 3 + 5) / (count * 4 - 4) * 2
    let last = QRCode.size(ofVersion: version) - 7
    return [6] + (0..<(count - 1)).reversed().map { last - $0 * step }
  }

  /// The 15 format bits twice, around the top-left finder and split between the other two, and the
  /// dark module beside the bottom-left finder (§7.9.1).
  private mutating func drawFormatBits(_ bits: Int) {
    func bit(_ index: Int) -> Bool { bits >> index & 1 == 1 }
    for index in 0...5 { setFunctionModule(x: 8, y: index, dark: bit(index)) }
    setFunctionModule(x: 8, y: 7, dark: bit(6))
    setFunctionModule(x: 8, y: 8, dark: bit(7))
    setFunctionModule(x: 7, y: 8, dark: bit(8))
    for index in 9..<15 { setFunctionModule(x: 14 - index, y: 8, dark: bit(index)) }
    for index in 0..<8 { setFunctionModule(x: size - 1 - index, y: 8, dark: bit(index)) }
    for index in 8..<15 { setFunctionModule(x: 8, y: size - 15 + index, dark: bit(index)) }
    setFunctionModule(x: 8, y: size - 8, dark: true)
  }

  /// From version 7, the 18 version bits in two 6 × 3 blocks, above the bottom-left finder and left of
  /// the top-right one (§7.10).
  private mutating func drawVersionBits() {
    guard version >= 7 else { return }
    let bits = QRSymbolInformation.versionBits(version: version)
    for index in 0..<18 {
      let dark = bits >> index & 1 == 1
      let near = index / 3
      let far = size - 11 + index % 3
      setFunctionModule(x: far, y: near, dark: dark)
      setFunctionModule(x: near, y: far, dark: dark)
    }
  }
}
