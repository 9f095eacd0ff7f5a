#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/bn.h>
#include <openssl/sha.h>
#include <openssl/err.h>
#include <openssl/obj_mac.h>
#include <openssl/core_names.h>
#include <openssl/param_build.h>
// getrandom(2), which SystemCrypto uses for random bytes (Glibc's module map leaves it out).
#include <sys/random.h>

/// SHA-256 of `count` bytes at `bytes` into the 32 bytes at `digest`, with the low-level
/// SHA256_Init/Update/Final. OpenSSL 3 deprecates them in favour of EVP, but EVP_Digest spends
/// more time setting up its context than hashing a short message (about 3x here for 64 bytes),
/// and the low-level functions run the same assembly. Returns 1 on success.
static inline int sharedcore_sha256(const unsigned char *bytes, size_t count, unsigned char *digest) {
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
  SHA256_CTX context;
  int status = SHA256_Init(&context) && SHA256_Update(&context, bytes, count) && SHA256_Final(digest, &context);
  OPENSSL_cleanse(&context, sizeof(context));
#pragma clang diagnostic pop
  return status;
}
