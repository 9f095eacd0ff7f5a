import Foundation

/// Apple Root CA – G3, the root App Store signed data chains to, pinned in the module.
///
/// Its DER is Apple's published `AppleRootCA-G3.cer` (https://www.apple.com/certificateauthority/),
/// SHA-256 `63343ABF B89A6A03 EBB57E9B 3F5FA7BE 7C4F5C75 6F3017B3 A8C488C3 653E9179`. It is the only
/// trust input of ``PlansSignedDataVerifier``: the root a JWS carries in its own `x5c` is never
/// trusted.
public enum PlansAppleRoot {
  /// The SHA-256 fingerprint of ``certificateG3``'s DER, hex.
  public static let fingerprintG3 = "63343abfb89a6a03ebb57e9b3f5fa7be7c4f5c756f3017b3a8c488c3653e9179"

  /// Apple Root CA – G3 (DER; P-384, valid 2014-04-30 to 2039-04-30).
  public static let certificateG3 = Data(base64Encoded: base64G3) ?? Data()

  private static let base64G3 =
    "MIICQzCCAcmgAwIBAgIILcX8iNLFS5UwCgYIKoZIzj0EAwMwZzEbMBkGA1UEAwwSQXBwbGUgUm9vdCBDQSAtIEczMSYwJAYD"
    + "VQQLDB1BcHBsZSBDZXJ0aWZpY2F0aW9uIEF1dGhvcml0eTETMBEGA1UECgwKQXBwbGUgSW5jLjELMAkGA1UEBhMCVVMwHhcN"
    + "MTQwNDMwMTgxOTA2WhcNMzkwNDMwMTgxOTA2WjBnMRswGQYDVQQDDBJBcHBsZSBSb290IENBIC0gRzMxJjAkBgNVBAsMHUFw"
    + "cGxlIENlcnRpZmljYXRpb24gQXV0aG9yaXR5MRMwEQYDVQQKDApBcHBsZSBJbmMuMQswCQYDVQQGEwJVUzB2MBAGByqGSM49"
    + "AgEGBSuBBAAiA2IABJjpLz1AcqTtkyJygRMc3RCV8cWjTnHcFBbZDuWmBSp3ZHtfTjjTuxxEtX/1H7YyYl3J6YRbTzBPEVoA"
    + "/VhYDKX1DyxNB0cTddqXl5dvMVztK517IDvYuVTZXpmkOlEKMaNCMEAwHQYDVR0OBBYEFLuw3qFYM4iapIqZ3r6966/ayySr"
    + "MA8GA1UdEwEB/wQFMAMBAf8wDgYDVR0PAQH/BAQDAgEGMAoGCCqGSM49BAMDA2gAMGUCMQCD6cHEFl4aXTQY2e3v9GwOAEZL"
    + "uN+yRhHFD/3meoyhpmvOwgPUnPWTxnS4at+qIxUCMG1mihDK1A3UT82NQz60imOlM27jbdoXt2QfyFMm+YhidDkLF1vLUagM"
    + "6BgD56KyKA=="
}
