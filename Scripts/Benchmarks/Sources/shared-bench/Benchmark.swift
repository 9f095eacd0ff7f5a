#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny measuring harness: repeated samples of a batch of iterations, reporting the median.
///
/// Each sample times `iterations` calls of `body` with `ContinuousClock`; the per-operation
/// time is the sample's duration divided by `iterations`. Medians resist the noise of shared
/// machines; p10/p90 show the spread.
struct Benchmark {
  /// The figures of one benchmark.
  struct Result {
    var name: String
    var nanosecondsPerOperation: [Double]

    var median: Double { percentile(0.5) }
    var p10: Double { percentile(0.1) }
    var p90: Double { percentile(0.9) }
    var operationsPerSecond: Double { 1e9 / median }

    func percentile(_ fraction: Double) -> Double {
      let sorted = nanosecondsPerOperation.sorted()
      guard !sorted.isEmpty else { return .nan }
      let index = Int((Double(sorted.count - 1) * fraction).rounded())
      return sorted[index]
    }
  }

  /// Measures `body`, running it `iterations` times per sample after one warm-up sample.
  static func measure(
    _ name: String,
    samples: Int = 15,
    iterations: Int,
    _ body: () throws -> Void
  ) rethrows -> Result {
    let clock = ContinuousClock()
    var perOperation: [Double] = []
    for sample in 0...samples {
      let start = clock.now
      for _ in 0..<iterations { try body() }
      let elapsed = clock.now - start
      if sample > 0 { perOperation.append(elapsed.nanoseconds / Double(iterations)) }
    }
    return Result(name: name, nanosecondsPerOperation: perOperation)
  }

  /// Measures an async `body`, as ``measure(_:samples:iterations:_:)``; `prepare` runs before
  /// each sample, untimed.
  static func measureAsync(
    _ name: String,
    samples: Int = 15,
    iterations: Int,
    prepare: () async throws -> Void = {},
    _ body: () async throws -> Void
  ) async rethrows -> Result {
    let clock = ContinuousClock()
    var perOperation: [Double] = []
    for sample in 0...samples {
      try await prepare()
      let start = clock.now
      for _ in 0..<iterations { try await body() }
      let elapsed = clock.now - start
      if sample > 0 { perOperation.append(elapsed.nanoseconds / Double(iterations)) }
    }
    return Result(name: name, nanosecondsPerOperation: perOperation)
  }
}

extension Benchmark {
  /// Writes the file system's dirty pages to disk before a timed section, so the kernel's
  /// write-back of a setup's bulk writes (hundreds of megabytes for the parties and products
  /// suites) does not compete with the timed code for the machine's cores. Takes as long as the
  /// disk needs; call it outside any timing.
  static func settle() {
    sync()
  }

  /// Measures two bodies doing the same work (ours, then a peer's) in alternation, one sample of
  /// each per round, so drift in the machine's load affects both alike.
  static func measureSideBySide(
    _ name: String,
    samples: Int = 15,
    iterations: Int,
    ours: () throws -> Void,
    theirs: () throws -> Void
  ) rethrows -> Comparison {
    let clock = ContinuousClock()
    var perOperation: ([Double], [Double]) = ([], [])
    for round in 0...samples {
      var start = clock.now
      for _ in 0..<iterations { try ours() }
      let oursElapsed = clock.now - start
      start = clock.now
      for _ in 0..<iterations { try theirs() }
      let theirsElapsed = clock.now - start
      guard round > 0 else { continue }
      perOperation.0.append(oursElapsed.nanoseconds / Double(iterations))
      perOperation.1.append(theirsElapsed.nanoseconds / Double(iterations))
    }
    return Comparison(
      ours: Result(name: name, nanosecondsPerOperation: perOperation.0),
      theirs: Result(name: name, nanosecondsPerOperation: perOperation.1))
  }

  /// The async form of ``measureSideBySide(_:samples:iterations:ours:theirs:)``.
  static func measureSideBySideAsync(
    _ name: String,
    samples: Int = 15,
    iterations: Int,
    ours: () async throws -> Void,
    theirs: () async throws -> Void
  ) async rethrows -> Comparison {
    let clock = ContinuousClock()
    var perOperation: ([Double], [Double]) = ([], [])
    for round in 0...samples {
      var start = clock.now
      for _ in 0..<iterations { try await ours() }
      let oursElapsed = clock.now - start
      start = clock.now
      for _ in 0..<iterations { try await theirs() }
      let theirsElapsed = clock.now - start
      guard round > 0 else { continue }
      perOperation.0.append(oursElapsed.nanoseconds / Double(iterations))
      perOperation.1.append(theirsElapsed.nanoseconds / Double(iterations))
    }
    return Comparison(
      ours: Result(name: name, nanosecondsPerOperation: perOperation.0),
      theirs: Result(name: name, nanosecondsPerOperation: perOperation.1))
  }

  /// Our figures and a peer's for the same work.
  struct Comparison {
    var ours: Result
    var theirs: Result

    /// How many times faster ours is (the peer's median over ours); above 1 means we are faster.
    var speedup: Double { theirs.median / ours.median }
  }

  /// Measures several async bodies in alternation, one sample of each per round, so drift in the
  /// machine's load affects them all alike; use it when the interesting figure is a difference.
  static func measureInterleavedAsync(
    _ cases: [(name: String, body: () async throws -> Void)],
    samples: Int = 15,
    iterations: Int
  ) async throws -> [Result] {
    let clock = ContinuousClock()
    var perOperation = Array(repeating: [Double](), count: cases.count)
    for round in 0...samples {
      for (index, benchmark) in cases.enumerated() {
        let start = clock.now
        for _ in 0..<iterations { try await benchmark.body() }
        let elapsed = clock.now - start
        if round > 0 { perOperation[index].append(elapsed.nanoseconds / Double(iterations)) }
      }
    }
    return zip(cases, perOperation).map { Result(name: $0.name, nanosecondsPerOperation: $1) }
  }
}

extension Duration {
  /// The duration in nanoseconds, as a floating-point number.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}

/// Keeps the optimizer from deleting the work being measured.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
