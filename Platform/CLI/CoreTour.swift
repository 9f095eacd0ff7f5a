import Foundation
import SharedCore

/// A short, printed walk through SharedCore's vocabulary: states, errors, configuration, events.
enum CoreTour {
  private struct ProductScanned: BusEvent {
    static let name = "dpp.productScanned"
    let gtin: String
  }

  static func run(output: Output) async {
    output.section("Core tour")

    var state: ResourceState<[String], AppError> = .idle
    state = state.reloading
    output.line("ResourceState: idle → \(describe(state))")
    state = ResourceState(collection: ["09520123456788"], origin: .cache)
    output.line("  cache answered → \(describe(state))")
    state = state.reloading.failing(with: .network(.offline))
    output.line("  refresh failed offline → \(describe(state)); still showing \(state.value ?? [])")

    let errors: [AppError] = [
      AppError(status: 429, retryAfter: .seconds(2)), AppError(status: 503, code: "MAINTENANCE"), .network(.tls),
    ]
    for error in errors {
      output.line("AppError \(error): retryable=\(error.isRetryable) — \"\(error.userMessage)\"")
    }

    var configuration = CoreConfiguration.highSecurity
    configuration.logging.level = .debug
    let issues = configuration.validate()
    output.line("CoreConfiguration.highSecurity with debug logging → \(issues.count) issue(s)")
    for issue in issues { output.line("  \(issue)") }

    let bus = EventBus()
    let typed = bus.events(of: ProductScanned.self)
    let named = bus.events(named: ProductScanned.name)
    bus.post(ProductScanned(gtin: "09520123456788"))
    var typedIterator = typed.makeAsyncIterator()
    var namedIterator = named.makeAsyncIterator()
    let byType = await typedIterator.next()
    let byName = await namedIterator.next()
    let byNameDescription = byName.map { type(of: $0).name } ?? "-"
    output.line("EventBus: by type got \(byType?.gtin ?? "-"), by name got \(byNameDescription)")

    let masker = LogMasker()
    let secretLine =
      "POST /v1/auth/token password=hunter2 Authorization: Bearer eyJhbGciOi.eyJzdWIi.c2ln "
      + "card 4111 1111 1111 1111"
    output.line("LogMasker: \(masker.mask(secretLine))")
  }

  private static func describe(_ state: ResourceState<[String], AppError>) -> String {
    func count(_ items: [String]?) -> String { items.map { "\($0.count) item(s)" } ?? "none" }
    switch state {
    case .idle: return "idle"
    case .empty: return "empty"
    case .loading(let previous): return "loading(previous: \(count(previous)))"
    case .success(let value, let origin): return "success(\(count(value)), origin: \(origin))"
    case .failed(let error, let previous): return "failed(\(error), previous: \(count(previous)))"
    }
  }
}
