// The system libcrypto (OpenSSL 3), for the wallet benchmark's raw ECDSA P-256 baseline.
#include <openssl/evp.h>
#include <openssl/x509.h>
#include <openssl/err.h>
