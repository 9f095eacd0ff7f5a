import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct ContainerConcurrencyTests {
  @Test func singletonIsCreatedExactlyOnceUnderContention() async throws {
    let creations = CallCounter()
    var builder = ContainerBuilder()
    builder.register(Database.self, lifetime: .singleton) { _ in
      creations.increment()
      Thread.sleep(forTimeInterval: 0.005)  // widen the race window
      return Database()
    }
    let container = try builder.build()
    let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<1_000 {
        group.addTask { ObjectIdentifier(try container.resolve(Database.self)) }
      }
      return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
    }
    #expect(creations.count == 1)
    #expect(identities.count == 1)
  }

  @Test(.timeLimit(.minutes(1))) func contendedCreationWaitsOnlyForTheOneRunningFactory() async throws {
    // Four times more resolving tasks than the pool has threads: the waiters block their
    // threads, but only until the one factory already running (on a thread of its own, with no
    // suspension point) returns. Every waiter gets that one instance, and the burst finishes
    // (a waiter that needed a free pool thread to be woken would deadlock here, caught by the
    // time limit). How long it takes is measured by `Scripts/bench container`, not asserted here:
    // wall-clock bounds fail on a loaded machine.
    let factoryDuration = 0.2
    let creations = CallCounter()
    var builder = ContainerBuilder()
    builder.register(Database.self, lifetime: .singleton) { _ in
      creations.increment()
      Thread.sleep(forTimeInterval: factoryDuration)
      return Database()
    }
    let container = try builder.build()
    let count = ProcessInfo.processInfo.activeProcessorCount * 4
    let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<count {
        group.addTask { ObjectIdentifier(try container.resolve(Database.self)) }
      }
      return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
    }
    #expect(creations.count == 1)
    #expect(identities.count == 1, "every waiter got the one instance the running factory made")
  }

  @Test func differentSingletonsResolveInParallel() async throws {
    var builder = ContainerBuilder()
    for index in 0..<50 {
      builder.register(Database.self, name: "db\(index)", lifetime: .singleton) { _ in Database(name: "db\(index)") }
    }
    let container = try builder.build()
    let names = try await withThrowingTaskGroup(of: String.self) { group in
      for index in 0..<500 {
        group.addTask { try container.resolve(Database.self, name: "db\(index % 50)").name }
      }
      return try await group.reduce(into: Set<String>()) { $0.insert($1) }
    }
    #expect(names.count == 50)
  }

  @Test func transientCycleIsReportedWithItsPath() throws {
    var builder = ContainerBuilder()
    builder.register(ServiceA.self) { r in ServiceA(try r.resolve()) }
    builder.register(ServiceB.self) { r in ServiceB(try r.resolve()) }
    let container = try builder.build()
    let error = try #require(throws: ResolutionError.self) { try container.resolve(ServiceA.self) }
    #expect(error.description == "Circular dependency: ServiceA → ServiceB → ServiceA.")
    #expect(error.path.map(\.description) == ["ServiceA", "ServiceB", "ServiceA"])
  }

  @Test func singletonCycleIsReportedNotDeadlocked() throws {
    var builder = ContainerBuilder()
    builder.register(ServiceC.self) { r in
      _ = try r.resolve(ServiceA.self)
      return ServiceC()
    }
    builder.register(ServiceA.self, lifetime: .singleton) { r in ServiceA(try r.resolve()) }
    builder.register(ServiceB.self, lifetime: .singleton) { r in ServiceB(try r.resolve()) }
    let container = try builder.build()
    let error = try #require(throws: ResolutionError.self) { try container.resolve(ServiceC.self) }
    #expect(error.description == "Circular dependency: ServiceA → ServiceB → ServiceA.")
    // The failed creations left the cells empty: the same error again, not a hang.
    #expect(throws: ResolutionError.self) { try container.resolve(ServiceB.self) }
  }

  @Test func cycleSplitAcrossThreadsIsReportedNotDeadlocked() async throws {
    let aStarted = Latch()
    let bStarted = Latch()
    var builder = ContainerBuilder()
    builder.register(ServiceA.self, lifetime: .singleton) { r in
      aStarted.open()
      bStarted.wait()
      return ServiceA(try r.resolve())
    }
    builder.register(ServiceB.self, lifetime: .singleton) { r in
      bStarted.open()
      aStarted.wait()
      return ServiceB(try r.resolve())
    }
    let container = try builder.build()
    async let first = onThread { Result { try container.resolve(ServiceA.self) } }
    async let second = onThread { Result { try container.resolve(ServiceB.self) } }
    let results = await [first.map { _ in "" }, second.map { _ in "" }]
    let messages = Set(
      results.map { result in
        switch result {
        case .success: "resolved"
        case .failure(let error): String(describing: error)
        }
      })
    #expect(
      messages == [
        "Circular dependency: ServiceA → ServiceB → ServiceA.",
        "Circular dependency: ServiceB → ServiceA → ServiceB.",
      ]
    )
  }

  /// Runs `body` on a new thread, so blocking waits cannot starve the cooperative pool.
  private func onThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: body()) }.start()
    }
  }
}
