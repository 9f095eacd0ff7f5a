import SharedCore
import Testing

/// A view model isolated to the main actor whose initializer only stores its dependencies,
/// so a (nonisolated) factory can create it: the recommended way to register view models.
@MainActor final class CounterViewModel {
  let repository: any ProductRepository
  private(set) var count = 0

  nonisolated init(repository: any ProductRepository) {
    self.repository = repository
  }

  func increment() { count += 1 }
}

/// A view model whose initializer must run on the main actor.
@MainActor final class MainInitViewModel {
  let source: String

  init(repository: any ProductRepository) {
    source = repository.source
  }
}

@Suite struct ContainerMainActorTests {
  @MainActor @Test func mainActorViewModelWithNonisolatedInit() throws {
    var builder = ContainerBuilder()
    try builder.include(ProductsModule())
    builder.register(CounterViewModel.self) { r in CounterViewModel(repository: try r.resolve()) }
    let model = try builder.build().resolve(CounterViewModel.self)
    model.increment()
    #expect(model.count == 1)
    #expect(model.repository.source == "remote")
  }

  @MainActor @Test func mainActorInitializerThroughAFactoryClosure() throws {
    typealias MakeViewModel = @MainActor @Sendable () -> MainInitViewModel
    var builder = ContainerBuilder()
    try builder.include(ProductsModule())
    builder.register(MakeViewModel.self) { r in
      let repository = try r.resolve((any ProductRepository).self, name: "local")
      return { MainInitViewModel(repository: repository) }
    }
    let makeViewModel = try builder.build().resolve(MakeViewModel.self)
    #expect(makeViewModel().source == "local")
  }
}
