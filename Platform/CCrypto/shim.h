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
#include <openssl/x509.h>
#include <openssl/x509_vfy.h>
#include <openssl/x509v3.h>
#include <string.h>
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

/// Verifies that `leaf` chains to `anchor` (the only trusted certificate) through `intermediate`
/// (untrusted) at `at` (Unix seconds), with X509_V_FLAG_X509_STRICT and at most one intermediate,
/// never X509_V_FLAG_PARTIAL_CHAIN. Returns X509_V_OK (0) and the built chain's length in
/// *chainLength on success; an X509_V_ERR_* code (> 0) and its depth in *errorDepth on a refusal;
/// -1 when libcrypto failed. `intermediate` may be NULL. The caller keeps ownership of the three
/// certificates: the `sk_X509_*` calls are macros Swift cannot import, which is why this lives here.
static inline int sharedcore_x509_verify_chain(X509 *anchor, X509 *intermediate, X509 *leaf, int64_t at,
                                               int *chainLength, int *errorDepth) {
  int result = -1;
  X509_STORE *store = X509_STORE_new();
  X509_STORE_CTX *context = X509_STORE_CTX_new();
  STACK_OF(X509) *untrusted = sk_X509_new_null();
  if (store && context && untrusted && X509_STORE_add_cert(store, anchor) == 1
      && (intermediate == NULL || sk_X509_push(untrusted, intermediate) > 0)
      && X509_STORE_CTX_init(context, store, leaf, untrusted) == 1) {
    X509_VERIFY_PARAM *param = X509_STORE_CTX_get0_param(context);
    X509_VERIFY_PARAM_set_flags(param, X509_V_FLAG_X509_STRICT | X509_V_FLAG_USE_CHECK_TIME);
    X509_VERIFY_PARAM_set_depth(param, 1);
    X509_VERIFY_PARAM_set_time(param, (time_t)at);
    int status = X509_verify_cert(context);
    if (status == 1) {
      *chainLength = sk_X509_num(X509_STORE_CTX_get0_chain(context));
      result = X509_V_OK;
    } else if (status == 0) {
      result = X509_STORE_CTX_get_error(context);
      *errorDepth = X509_STORE_CTX_get_error_depth(context);
      if (result <= 0) result = -1;
    }
  }
  sk_X509_free(untrusted); /* the stack only: the certificates stay the caller's */
  X509_STORE_CTX_free(context);
  X509_STORE_free(store);
  ERR_clear_error();
  return result;
}
