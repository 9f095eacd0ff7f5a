extension Container {
  /// Resolves every registration once and reports every problem: missing dependencies, cycles,
  /// scope violations and factories that throw.
  ///
  /// It runs in a throwaway copy of the container (fresh singletons, and one scope of every
  /// scope name in use, nested in order of first registration), so the real singletons are not
  /// created. Factories do run, with their side effects, so verify a container configured for
  /// tests. Registrations whose factory needs a runtime argument are resolved with their
  /// `verificationArgument`, or listed as skipped when they have none.
  public func verify() -> VerificationReport {
    var context = Container(registry: registry)
    for name in registry.scopeNames {
      context = context.makeScope(name)
    }
    var problems: [ResolutionError] = []
    var seen: Set<String> = []
    var skipped: [ServiceKey] = []
    var verified = 0
    for registration in registry.registrations {
      do {
        if try registration.verify(in: context) {
          verified += 1
        } else {
          skipped.append(registration.key)
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
    return VerificationReport(problems: problems, verifiedCount: verified, skipped: skipped)
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
    case .factoryFailed:
      return "factory:\(key)"
    }
  }
}
