// libFuzzer entry point for PlansFeature's JWS parser and the certificate DER reader it feeds.
// Scripts/fuzz-plans-jws compiles it with the parser's sources and runs it; it must never trap,
// whatever bytes it is given (anything but a well-formed JWS is a typed error).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func plansJWSFuzzTarget(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(UnsafeBufferPointer(start: bytes, count: count))
  let text = String(decoding: data, as: UTF8.self)
  if let jws = try? PlansJWS(compact: text) {
    for certificate in jws.certificateChain {
      _ = try? X509CertificateFields(der: certificate)
    }
    _ = try? JSONValue(parsing: jws.payload)
  }
  _ = try? X509CertificateFields(der: data)
  return 0
}
