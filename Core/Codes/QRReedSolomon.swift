/// Reed–Solomon error correction over GF(2⁸) with the field polynomial x⁸ + x⁴ + x³ + x² + 1 (0x11D)
/// and generator polynomials with roots α⁰ … α^(n−1), as ISO/IEC 18004 §7.5.2 and Annex A define.
enum QRReedSolomon {
  /// αⁱ for i in 0..<510 (the powers repeat after 255, so a product's index needs no reduction).
  private static let exponents: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 510)
    var value = 1
    for index in 0..<255 {
      table[index] = UInt8(value)
      table[index + 255] = UInt8(value)
      value <<= 1
      if value & 0x100 != 0 { value ^= 0x11D }
    }
    return table
  }()

  /// The i with αⁱ = x, for x in 1...255 (entry 0 is unused).
  private static let logarithms: [Int] = {
    var table = [Int](repeating: 0, count: 256)
    for index in 0..<255 { table[Int(exponents[index])] = index }
    return table
  }()

  /// The product of `a` and `b` in GF(2⁸).
  static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
    guard a != 0, b != 0 else { return 0 }
    return exponents[logarithms[Int(a)] + logarithms[Int(b)]]
  }

  /// The generator polynomial of `degree` (x − α⁰)(x − α¹)…(x − α^(degree−1)): its coefficients from
  /// x^(degree−1) down to x⁰, the leading 1 of x^degree left out.
  static func generator(degree: Int) -> [UInt8] {
    var coefficients = [UInt8](repeating: 0, count: degree)
    guard degree > 0 else { return coefficients }
    coefficients[degree - 1] = 1
    var root: UInt8 = 1
    for _ in 0..<degree {
      for index in 0..<degree {
        coefficients[index] = multiply(coefficients[index], root)
        if index + 1 < degree { coefficients[index] ^= coefficients[index + 1] }
      }
      root = multiply(root, 2)
    }
    return coefficients
  }

  /// The error-correction codewords of `data`: the remainder of data(x)·x^n divided by the generator
  /// polynomial of degree n whose coefficients `generator` holds.
  static func remainder(of data: some Collection<UInt8>, generator: [UInt8]) -> [UInt8] {
    var remainder = [UInt8](repeating: 0, count: generator.count)
    guard !generator.isEmpty else { return remainder }
    for codeword in data {
      let factor = codeword ^ remainder[0]
      for index in 0..<(generator.count - 1) { remainder[index] = remainder[index + 1] }
      remainder[generator.count - 1] = 0
      guard factor != 0 else { continue }
      let factorLogarithm = logarithms[Int(factor)]
      for (index, coefficient) in generator.enumerated() where coefficient != 0 {
        remainder[index] ^= exponents[logarithms[Int(coefficient)] + factorLogarithm]
      }
    }
    return remainder
  }
}
