extension CryptoError: AppErrorConvertible {
  /// ``AppError/local(_:)`` from ``AppError/LocalFailure/Source/crypto``; never transient.
  public var appError: AppError { .local(.init(.crypto, reason: description)) }
}

extension SecureStorageError: AppErrorConvertible {
  /// The Keychain's "interaction not allowed" (-25308: the device is locked) is transient; every
  /// other secure-storage failure is not.
  public var appError: AppError {
    switch self {
    case .crypto(let error): return error.appError
    case .keychain(let operation, let status):
      let isLocked = status == Self.interactionNotAllowed
      return .local(.init(.secureStorage, reason: "Keychain \(operation) failed (\(status))", isTransient: isLocked))
    case .invalidKey(let key, let reason):
      return .local(.init(.secureStorage, reason: "invalid key '\(key)': \(reason)"))
    case .authenticationFailed(let key):
      return .local(.init(.secureStorage, reason: "record '\(key)' failed authentication"))
    case .corruptedStore(let path, let reason): return .local(.init(.secureStorage, reason: "\(path): \(reason)"))
    case .invalidKeyFile(let path, let reason): return .local(.init(.secureStorage, reason: "\(path): \(reason)"))
    case .keyFileMissing(let path): return .local(.init(.secureStorage, reason: "key file missing at \(path)"))
    case .fileSystem(let path, let operation, let code):
      return .local(.init(.secureStorage, reason: "\(operation) \(path) failed (errno \(code))"))
    }
  }

  /// `errSecInteractionNotAllowed`: the item is protected and the device is locked.
  private static let interactionNotAllowed: Int32 = -25308
}

extension PreferencesError: AppErrorConvertible {
  /// ``AppError/local(_:)`` from ``AppError/LocalFailure/Source/storage``; never transient.
  public var appError: AppError {
    switch self {
    case .decodingFailed(let key, let reason): .local(.init(.storage, reason: "preference '\(key)': \(reason)"))
    case .encodingFailed(let key, let reason): .local(.init(.storage, reason: "preference '\(key)': \(reason)"))
    case .corruptedFile(let path, let reason): .local(.init(.storage, reason: "\(path): \(reason)"))
    case .fileSystem(let path, let operation, let code):
      .local(.init(.storage, reason: "\(operation) \(path) failed (errno \(code))"))
    }
  }
}

extension ResolutionError: AppErrorConvertible {
  /// A factory's own failure keeps its classification (a database that cannot open is a storage
  /// failure); any other resolution failure is ``AppError/LocalFailure/Source/composition``.
  public var appError: AppError {
    if case .factoryFailed(let underlying) = reason { return AppError(underlying) }
    return .local(.init(.composition, reason: description))
  }
}

extension ContainerBuildError: AppErrorConvertible {
  /// ``AppError/local(_:)`` from ``AppError/LocalFailure/Source/composition``.
  public var appError: AppError { .local(.init(.composition, reason: description)) }
}
