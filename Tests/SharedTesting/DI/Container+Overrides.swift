import SharedCore

extension Container {
  /// Runs `operation` with a derived container in which `configure`'s registrations replace the
  /// originals; nothing leaks into `self` or into other tests running in parallel.
  ///
  /// ```swift
  /// try await app.withOverrides({ $0.register(Clock.self) { _ in FixedClock() } }) { container in
  ///   let model = try container.resolve(CheckoutViewModel.self)
  ///   …
  /// }
  /// ```
  public func withOverrides<Result>(
    _ configure: (inout OverrideBuilder) throws -> Void,
    operation: (Container) async throws -> Result
  ) async throws -> Result {
    try await operation(try overriding(configure))
  }
}
