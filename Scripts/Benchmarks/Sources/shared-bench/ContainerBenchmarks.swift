import SharedCore

/// The DI container's hot paths with 1,000 registrations present.
enum ContainerBenchmarks: BenchmarkSuite {
  static let name = "container"

  /// A small service to resolve.
  final class Service: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
  }

  /// A small value type for the transient benchmark.
  struct Point: Sendable {
    var x: Int
    var y: Int
  }

  static func run() async throws {
    Report.header("container (1,000 registrations)")

    let build = try Benchmark.measure("build a container from 1,000 registrations", samples: 15, iterations: 20) {
      blackHole(try makeBuilder().build())
    }
    Report.line(build, target: "< 5 ms")

    let container = try makeBuilder().build()
    let singleton = try Benchmark.measure("resolve singleton", iterations: 200_000) {
      blackHole(try container.resolve(Service.self))
    }
    Report.line(singleton, target: "< 100 ns")

    let transient = try Benchmark.measure("resolve transient (small struct)", iterations: 200_000) {
      blackHole(try container.resolve(Point.self))
    }
    Report.line(transient, target: "< 250 ns")

    let named = try Benchmark.measure("resolve named singleton", iterations: 200_000) {
      blackHole(try container.resolve(Service.self, name: "named"))
    }
    Report.line(named)

    let argument = try Benchmark.measure("resolve transient with an argument", iterations: 200_000) {
      blackHole(try container.resolve(Point.self, name: "argument", argument: 7))
    }
    Report.line(argument)

    let withDependency = try Benchmark.measure("resolve transient with 1 singleton dependency", iterations: 100_000) {
      blackHole(try container.resolve(Point.self, name: "dependent"))
    }
    Report.line(withDependency)
  }

  /// 1,000 registrations: 994 named fillers plus the six services measured.
  static func makeBuilder() -> ContainerBuilder {
    var builder = ContainerBuilder()
    builder.register(Service.self, lifetime: .singleton) { _ in Service(id: 1) }
    builder.register(Service.self, name: "named", lifetime: .singleton) { _ in Service(id: 2) }
    builder.register(Point.self) { _ in Point(x: 1, y: 2) }
    builder.register(Point.self, name: "argument") { (_, x: Int) in Point(x: x, y: 0) }
    builder.register(Point.self, name: "dependent") { r in Point(x: try r.resolve(Service.self).id, y: 0) }
    builder.register(Int.self, lifetime: .singleton) { _ in 42 }
    for index in 0..<994 {
      let lifetime: Lifetime = index.isMultiple(of: 2) ? .singleton : .transient
      builder.register(Service.self, name: "filler-\(index)", lifetime: lifetime) { _ in Service(id: index) }
    }
    return builder
  }
}
