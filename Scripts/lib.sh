# Shared helpers for Scripts/*. Source it: `source "$(dirname "$0")/lib.sh"`.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export ROOT

log() { printf '==> %s\n' "$*" >&2; }
fatal() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Installs Debian packages (as root, or through sudo).
apt_install() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

# Installs what the build needs and a fresh machine may lack: the SQLite, OpenSSL and HarfBuzz
# headers, and for the tests qpdf and poppler-utils (pdftotext, pdftoppm: the PDF checks),
# HarfBuzz's hb-shape (the reference for text shaping), zbar-tools (zbarimg decodes the QR
# codes we draw) and the openssl tool (the Plans test chain, the reference server's signatures) on
# Linux, and Python's jsonschema (used to validate EPCIS exports). Idempotent and quiet.
ensure_dependencies() {
  command -v swift >/dev/null || fatal "Swift 6 toolchain not found on PATH"
  command -v python3 >/dev/null || fatal "python3 not found on PATH"
  if [ "$(uname -s)" = "Linux" ]; then
    local missing=()
    [ -f /usr/include/sqlite3.h ] || missing+=(libsqlite3-dev)
    [ -f /usr/include/openssl/evp.h ] || missing+=(libssl-dev)
    [ -f /usr/include/harfbuzz/hb.h ] || missing+=(libharfbuzz-dev)
    command -v hb-shape >/dev/null || missing+=(libharfbuzz-bin)
    command -v zbarimg >/dev/null || missing+=(zbar-tools)
    command -v pkg-config >/dev/null || missing+=(pkg-config)
    command -v openssl >/dev/null || missing+=(openssl)
    command -v qpdf >/dev/null || missing+=(qpdf)
    { command -v pdftotext >/dev/null && command -v pdftoppm >/dev/null; } || missing+=(poppler-utils)
    if [ ${#missing[@]} -gt 0 ]; then
      log "installing ${missing[*]}"
      apt_install "${missing[@]}"
    fi
  fi
  if ! python3 -c 'import jsonschema' 2>/dev/null; then
    log "installing Python jsonschema"
    python3 -m pip install --quiet jsonschema 2>/dev/null \
      || python3 -m pip install --quiet --user jsonschema 2>/dev/null \
      || { [ "$(uname -s)" = "Linux" ] && apt_install python3-jsonschema; } \
      || fatal "could not install Python jsonschema"
  fi
}

# Runs `swift build "$@"` showing its progress: a line at every tenth of the steps (with the step's
# own "[n/m] Compiling …" text), every diagnostic, and the closing line, on standard error.
swift_build_with_progress() {
  local status
  set +e
  swift build "$@" 2>&1 | awk '
    /^\[[0-9]+\/[0-9]+\]/ {
      split(substr($1, 2, length($1) - 2), step, "/")
      tenth = int(10 * step[1] / step[2])
      if (tenth > shown) { shown = tenth; printf "    %3d%%  %s\n", 100 * step[1] / step[2], $0; fflush() }
      next
    }
    /error|warning|Build complete|Compiling|Building for/ { print "    " $0; fflush() }
  ' >&2
  status=${PIPESTATUS[0]}
  set -e
  return "$status"
}
