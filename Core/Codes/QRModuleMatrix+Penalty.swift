extension QRModuleMatrix {
  /// The penalty score of the matrix as it stands (ISO/IEC 18004 §7.8.3, Table 11): the lower, the
  /// fewer features a reader could be misled by.
  ///
  /// - Each run of five or more modules of one colour in a row or column: 3, plus 1 for each module past five.
  /// - Each 2 × 2 block of one colour: 3.
  /// - Each dark–light–dark–dark–dark–light–dark run (1:1:3:1:1, like a finder) in a row or column with
  ///   four light modules on one side, the quiet zone counting as light: 40.
  /// - 10 for each full 5 % that the share of dark modules strays from half.
  ///
  /// The loops over modules add and compare 0s and 1s instead of branching on colours: masked data is
  /// as good as random, so a branch per module would be mispredicted half the time.
  func penalty() -> Int {
    var runs = [Int](repeating: 0, count: size + 2)
    var total = 0
    for line in 0..<size {
      total += linePenalty(start: line * size, step: 1, runs: &runs)
      total += linePenalty(start: line, step: size, runs: &runs)
    }
    return total + blockPenalty() + balancePenalty()
  }

  /// The run and finder-like penalties of the row (`step` 1) or column (`step` `size`) from `start`.
  ///
  /// The line is first cut into runs, written to `runs` (light, dark, light… from a light run that may
  /// be empty), so that finder-like patterns are looked for run by run rather than module by module.
  private func linePenalty(start: Int, step: Int, runs: inout [Int]) -> Int {
    var count = 0
    var length = 0
    var previous: UInt8 = 0
    var index = start
    for _ in 0..<size {
      let module = modules[index]
      let startsRun = Int(module ^ previous)
      runs[count] = length
      count += startsRun
      length = length * (1 - startsRun) + 1
      previous = module
      index += step
    }
    runs[count] = length
    count += 1

    var penalty = 0
    for run in runs[..<count] { penalty += run >= 5 ? run - 2 : 0 }

    // The quiet zone lengthens the light runs at both ends, or is the light run after a dark end.
    runs[0] += size
    if previous == 1 {
      runs[count] = size
      count += 1
    } else {
      runs[count - 1] += size
    }
    // Dark runs are at odd indices; each may be the 3-wide centre of a finder-like pattern.
    for center in stride(from: 3, to: count - 3, by: 2) where runs[center] == runs[center - 1] * 3 {
      let unit = runs[center - 1]
      guard runs[center - 2] == unit, runs[center + 1] == unit, runs[center + 2] == unit else { continue }
      let before = runs[center - 3]
      let after = runs[center + 3]
      if before >= unit * 4, after >= unit { penalty += 40 }
      if after >= unit * 4, before >= unit { penalty += 40 }
    }
    return penalty
  }

  /// 3 for each 2 × 2 block of one colour.
  private func blockPenalty() -> Int {
    var count = 0
    for y in 0..<(size - 1) {
      var index = y * size
      for _ in 0..<(size - 1) {
        let module = modules[index]
        let differences =
          (module ^ modules[index + 1]) | (module ^ modules[index + size]) | (module ^ modules[index + size + 1])
        count += Int(1 - differences)
        index += 1
      }
    }
    return count * 3
  }

  /// 10 for each full 5 % that the share of dark modules strays from half.
  private func balancePenalty() -> Int {
    var darkCount = 0
    for module in modules { darkCount += Int(module) }
    let moduleCount = modules.count
    return ((abs(darkCount * 20 - moduleCount * 10) + moduleCount - 1) / moduleCount - 1) * 10
  }
}
