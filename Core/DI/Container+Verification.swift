extension Container {
  /// Resolves every registration once and reports every problem: missing dependencies, cycles,
  /// scope violations, factories that throw, and factories taking a runtime argument that have
  /// neither a `verificationArgument` nor a `verificationExemption`.
  ///
  /// It runs in a throwaway copy of the container (fresh singletons, and one scope of every
  /// scope name in use, nested in order of first registration), so the real singletons are not
  /// created. Factories do run, with their side effects (opening a database file, say): in an
  /// app's test suite, verify with platform services swapped for in-memory ones (SharedTesting's
  /// `verifyWithoutSideEffects()`).
  ///
  /// A scope whose services read the value it was made for (``scopeContext(_:of:)``, a company's
  /// identity, say) is made with the value `scopeContexts` gives for its name, else the one its
  /// module registered with ``ContainerBuilder/registerVerificationContext(_:for:)``; without
  /// either, those services are reported with
  /// ``ResolutionError/Reason/argumentMismatch(expected:actual:)``.
  public func verify(scopeContexts: [ScopeName: any Sendable] = [:]) -> VerificationReport {
    var context = Container(registry: registry)
    for name in registry.scopeNames {
      let key = name.rawValue
      let sample =
        context.isRegistered(ScopeVerificationContext.self, name: key)
        ? (try? context.resolve(ScopeVerificationContext.self, name: key))?.value : nil
      context = Container(scope: name, parent: context, context: scopeContexts[name] ?? sample)
    }
    var problems: [ResolutionError] = []
    var seen: Set<String> = []
    var unverified: [ServiceKey] = []
    var exempted: [VerificationReport.Exemption] = []
    var verified = 0
    for registration in registry.registrations {
      do {
        switch try registration.verify(in: context) {
        case .verified: verified += 1
        case .unverified: unverified.append(registration.key)
        case .exempted(let reason): exempted.append(VerificationReport.Exemption(key: registration.key, reason: reason))
        }
      } catch {
        verified += 1
        let problem =
          (error as? ResolutionError)
          ?? ResolutionError(key: registration.key, path: [registration.key], reason: .factoryFailed(underlying: error))
        if seen.insert(problem.identity).inserted {
          problems.append(problem)
        }
      }
    }
    return VerificationReport(problems: problems, verifiedCount: verified, unverified: unverified, exempted: exempted)
  }
}

extension ResolutionError {
  /// What makes two reports of one problem the same: the failing key and reason, and for a
  /// cycle the set of keys in it (so `A → B → A` and `B → A → B` count once).
  var identity: String {
    switch reason {
    case .cycle:
      return "cycle:" + Set(path.map(\.description)).sorted().joined(separator: ",")
    case .notRegistered:
      return "missing:\(key)"
    case .argumentMismatch:
      return "argument:\(key)"
    case .scopeNotActive(let scope):
      return "scope:\(scope):\(key)"
    case .scopeClosed(let scope):
      return "closed:\(scope):\(key)"
    case .containerShutDown:
      return "shut down:\(key)"
    case .factoryFailed:
      return "factory:\(key)"
    }
  }
}

extension Container {
  /// Whether a factory is registered for `type` under `name` (in this container's registry, whatever
  /// the lifetime).
  public func isRegistered<Service>(_ type: Service.Type, name: String? = nil) -> Bool {
    registry.slots[ServiceKey(Service.self, name: name)] != nil
  }
}
