import SharedCore
import Swinject

/// The DI container against Swinject on the same graph: 1,000 registrations, a singleton, and a
/// transient with one (singleton) dependency.
///
/// Swinject's plain `Container` is measured, which is not thread-safe (its `synchronize()`d
/// resolver is slower); ours is always safe to share between tasks.
enum ContainerPeerBenchmarks: BenchmarkSuite {
  static let name = "container-peers"

  struct MissingService: Error {}

  static func run() async throws {
    Report.comparisonHeader("container vs Swinject 2.10.0 (1,000 registrations)", peer: "Swinject")
    let ours = try ContainerBenchmarks.makeBuilder().build()
    let theirs = makeSwinject()

    Report.comparison(
      try Benchmark.measureSideBySide(
        "resolve singleton", iterations: 100_000,
        ours: { blackHole(try ours.resolve(ContainerBenchmarks.Service.self)) },
        theirs: { blackHole(try required(theirs.resolve(ContainerBenchmarks.Service.self))) }
      ), goal: 10)
    Report.comparison(
      try Benchmark.measureSideBySide(
        "resolve transient with 1 singleton dependency", iterations: 100_000,
        ours: { blackHole(try ours.resolve(ContainerBenchmarks.Point.self, name: "dependent")) },
        theirs: { blackHole(try required(theirs.resolve(ContainerBenchmarks.Point.self, name: "dependent"))) }
      ), goal: 10)
  }

  /// The graph of ``ContainerBenchmarks/makeBuilder()`` in Swinject.
  private static func makeSwinject() -> Swinject.Container {
    typealias Service = ContainerBenchmarks.Service
    typealias Point = ContainerBenchmarks.Point
    let container = Swinject.Container()
    container.register(Service.self) { _ in Service(id: 1) }.inObjectScope(.container)
    container.register(Service.self, name: "named") { _ in Service(id: 2) }.inObjectScope(.container)
    container.register(Point.self) { _ in Point(x: 1, y: 2) }
    container.register(Point.self, name: "argument") { (_, x: Int) in Point(x: x, y: 0) }
    container.register(Point.self, name: "dependent") { resolver in
      Point(x: resolver.resolve(Service.self)?.id ?? -1, y: 0)
    }
    container.register(Int.self) { _ in 42 }.inObjectScope(.container)
    for index in 0..<994 {
      let entry = container.register(Service.self, name: "filler-\(index)") { _ in Service(id: index) }
      entry.inObjectScope(index.isMultiple(of: 2) ? .container : .transient)
    }
    return container
  }

  private static func required<T>(_ value: T?) throws -> T {
    guard let value else { throw MissingService() }
    return value
  }
}
