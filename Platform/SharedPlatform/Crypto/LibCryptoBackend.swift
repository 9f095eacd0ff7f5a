#if !canImport(CryptoKit) && canImport(CCrypto)
  import CCrypto
  import Foundation
  import Glibc
  import SharedCore

  /// ``SystemCrypto``'s Linux backend: the system libcrypto (OpenSSL 3) through its EVP APIs.
  ///
  /// Every OpenSSL object is freed with `defer` right where it is created, except the AES-GCM
  /// cipher contexts each thread keeps (``LibCryptoGCMContexts``); on failure the thread's OpenSSL
  /// error queue is drained into ``CryptoError/libraryFailure(operation:code:)``.
  enum LibCryptoBackend {
    /// SHA-256 through the low-level `SHA256_*` functions (`sharedcore_sha256` in the CCrypto
    /// shim), written straight into the result.
    static func sha256(_ data: Data) -> Data {
      var digest = Data(count: 32)
      let status = digest.withUnsafeMutableBytes { output in
        data.withOpenSSLBytes { bytes, count in
          sharedcore_sha256(bytes, count, output.baseAddress?.assumingMemoryBound(to: UInt8.self))
        }
      }
      // The low-level SHA-256 functions cannot fail on valid pointers; the protocol is non-throwing.
      precondition(status == 1, "libcrypto SHA256_Final failed")
      return digest
    }

    /// HMAC-SHA-256 through the one-shot `HMAC()` (not deprecated in OpenSSL 3).
    static func hmacSHA256(key: Data, message: Data) -> Data {
      var mac = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
      var length: UInt32 = 0
      let result = key.withOpenSSLBytes { keyBytes, keyCount in
        message.withOpenSSLBytes { messageBytes, messageCount in
          HMAC(EVP_sha256(), keyBytes, Int32(clamping: keyCount), messageBytes, messageCount, &mac, &length)
        }
      }
      // As for `sha256`: only an allocation failure makes `HMAC()` return NULL.
      precondition(result != nil && length == 32, "libcrypto HMAC(SHA-256) failed: out of memory")
      return Data(mac.prefix(Int(length)))
    }

    /// `count` bytes from the kernel CSPRNG; see ``fillRandom(_:count:)``.
    static func randomBytes(count: Int) throws(CryptoError) -> Data {
      try ownedData(count: count) { (buffer) throws(CryptoError) in try fillRandom(buffer, count: count) }
    }

    /// Fills `count` bytes at `buffer` from the kernel CSPRNG with `getrandom(2)`, which blocks
    /// only until the kernel pool is first seeded at boot. It costs a third of OpenSSL 3's
    /// `RAND_bytes`, whose shared DRBG is reached through a provider lookup and a lock on every call.
    static func fillRandom(_ buffer: UnsafeMutablePointer<UInt8>, count: Int) throws(CryptoError) {
      var filled = 0
      while filled < count {
        let read = getrandom(buffer + filled, count - filled, 0)
        if read > 0 {
          filled += read
        } else if errno != EINTR {
          throw .libraryFailure(operation: "getrandom(count: \(count))", code: Int(errno))
        }
      }
    }

    /// `count` bytes written by `fill` into a fresh allocation that the returned `Data` takes over
    /// without copying or zero-filling it first. If `fill` throws, the bytes are wiped and freed.
    static func ownedData(
      count: Int,
      filledBy fill: (UnsafeMutablePointer<UInt8>) throws(CryptoError) -> Void
    ) throws(CryptoError) -> Data {
      // `malloc(0)` may return NULL; one spare byte keeps the pointer valid for OpenSSL.
      guard let bytes = malloc(max(count, 1))?.assumingMemoryBound(to: UInt8.self) else {
        throw .libraryFailure(operation: "malloc(\(count))", code: Int(ENOMEM))
      }
      do throws(CryptoError) {
        try fill(bytes)
      } catch {
        OPENSSL_cleanse(bytes, count)
        free(bytes)
        throw error
      }
      guard count > 0 else {
        free(bytes)
        return Data()
      }
      return Data(bytesNoCopy: bytes, count: count, deallocator: .free)
    }

    /// A ``CryptoError/libraryFailure(operation:code:)`` carrying the oldest queued OpenSSL
    /// error; the rest of the queue is cleared so it cannot leak into a later call.
    static func libraryFailure(_ operation: String) -> CryptoError {
      let code = ERR_get_error()
      ERR_clear_error()
      return .libraryFailure(operation: operation, code: Int(truncatingIfNeeded: code))
    }
  }

  extension Data {
    /// Calls `body` with a pointer to the bytes and their count, without copying.
    ///
    /// The pointer is never NULL, even for empty data: OpenSSL gives some NULL arguments a
    /// special meaning (a NULL HMAC key means "reuse the previous key").
    func withOpenSSLBytes<Value, Failure: Error>(
      _ body: (UnsafePointer<UInt8>, Int) throws(Failure) -> Value
    ) throws(Failure) -> Value {
      // `withUnsafeBytes` rethrows untyped errors, so the body's typed error travels in a `Result`.
      let outcome = withUnsafeBytes { raw -> Result<Value, Failure> in
        let bytes = raw.bindMemory(to: UInt8.self)
        if let base = bytes.baseAddress, !bytes.isEmpty {
          return Result { () throws(Failure) in try body(base, bytes.count) }
        }
        var placeholder: UInt8 = 0
        return withUnsafePointer(to: &placeholder) { pointer in Result { () throws(Failure) in try body(pointer, 0) } }
      }
      return try outcome.get()
    }

    /// Calls `body` with a pointer to the mutable bytes, without copying; never NULL, as for
    /// ``withOpenSSLBytes(_:)``.
    mutating func withOpenSSLMutableBytes<Value, Failure: Error>(
      _ body: (UnsafeMutablePointer<UInt8>) throws(Failure) -> Value
    ) throws(Failure) -> Value {
      let outcome = withUnsafeMutableBytes { raw -> Result<Value, Failure> in
        let bytes = raw.bindMemory(to: UInt8.self)
        if let base = bytes.baseAddress, !bytes.isEmpty { return Result { () throws(Failure) in try body(base) } }
        var placeholder: UInt8 = 0
        return withUnsafeMutablePointer(to: &placeholder) { pointer in
          Result { () throws(Failure) in try body(pointer) }
        }
      }
      return try outcome.get()
    }
  }
#endif
