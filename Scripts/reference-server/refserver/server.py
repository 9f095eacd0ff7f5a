"""The HTTP layer: the request handler (faults applied here), the threading server, and the CLI."""

from __future__ import annotations

import argparse
import logging
import os
import signal
import socket
import sys
import tempfile
import threading
import time
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Sequence

from . import __version__
from .app import HTTPError, Request, Response, error_response
from .application import DEFAULT_API_KEY, Application
from .auth import DEFAULT_REFRESH_GRACE, MAX_REFRESH_GRACE, MAX_TOKEN_LIFETIME
from .faults import FaultPlan
from .inflight import IN_USE_RETRY_AFTER

log = logging.getLogger("refserver")

#: Largest request body accepted (bytes); a larger one is answered 413 ``PAYLOAD_TOO_LARGE``.
MAX_BODY = 4 * 1024 * 1024
#: After an answer that leaves part of the request unread, how long (seconds) and how many bytes
#: the server keeps reading and discarding before it closes (see ``RequestHandler._linger``).
LINGER_SECONDS = 2.0
LINGER_BYTES = 64 * 1024 * 1024

#: Envelope codes for the errors the standard library answers before a request reaches a route.
STANDARD_ERROR_CODES = {
    400: "INVALID_REQUEST", 404: "NOT_FOUND", 405: "METHOD_NOT_ALLOWED", 408: "REQUEST_TIMEOUT",
    413: "PAYLOAD_TOO_LARGE", 414: "URI_TOO_LONG", 431: "HEADER_FIELDS_TOO_LARGE", 501: "NOT_IMPLEMENTED",
    505: "HTTP_VERSION_NOT_SUPPORTED",
}

_DIGITS = frozenset(b"0123456789")
_HEX_DIGITS = frozenset(b"0123456789abcdefABCDEF")


def has_no_content(status: int) -> bool:
    """Whether a response with ``status`` never carries content (1xx, 204, 304: RFC 9110 §6.4.1)."""
    return status < 200 or status in (204, 304)


def garbled(response: Response) -> Response:
    """``response`` with its body cut to half its length: a success whose JSON cannot be read."""
    payload = response.encoded_body()
    return Response(response.status, payload[: len(payload) // 2], {**response.headers, "Content-Type": "application/json"})


def _too_large() -> HTTPError:
    return HTTPError(413, "PAYLOAD_TOO_LARGE", f"Request body exceeds the limit of {MAX_BODY} bytes")


class ClientGone(Exception):
    """The client closed the connection before sending the whole request: there is nobody to answer."""


class RequestHandler(BaseHTTPRequestHandler):
    """Reads a request fully, applies fault injection, dispatches, and writes the response."""

    protocol_version = "HTTP/1.1"
    # TCP_NODELAY: without it, a keep-alive client's next request waits out the peer's
    # delayed ACK (~40 ms on Linux) behind Nagle's algorithm.
    disable_nagle_algorithm = True
    server_version = f"SharedCoreReferenceServer/{__version__}"
    server: "ReferenceHTTPServer"

    # MARK: - Reading

    def _read_body(self) -> bytes:
        """Read the body per ``Transfer-Encoding: chunked`` or ``Content-Length`` (RFC 9112 §6-7)."""
        transfer_encoding = self.headers.get("Transfer-Encoding")
        if transfer_encoding is not None:
            if transfer_encoding.strip().lower() != "chunked":
                raise HTTPError(501, "NOT_IMPLEMENTED",
                                f"Transfer-Encoding {transfer_encoding!r} is not supported (only chunked)")
            return self._read_chunked()
        lengths = {value.strip() for value in self.headers.get_all("Content-Length") or ()}
        if not lengths:
            return b""
        length = lengths.pop()
        if lengths or not length or not _DIGITS.issuperset(length.encode("latin-1")):
            values = ", ".join(self.headers.get_all("Content-Length") or ())
            raise HTTPError(400, "INVALID_REQUEST", f"Content-Length must be one decimal number, got {values!r}")
        if int(length) > MAX_BODY:
            raise _too_large()
        return self._read_exactly(int(length))

    def _read_chunked(self) -> bytes:
        body = bytearray()
        while True:
            size_text = self._read_line("chunk size").split(b";", 1)[0].strip()
            if not size_text or len(size_text) > 16 or not _HEX_DIGITS.issuperset(size_text):
                raise HTTPError(400, "INVALID_REQUEST", f"Chunk size {size_text[:16]!r} is not hexadecimal")
            size = int(size_text, 16)
            if size == 0:
                while self._read_line("trailer field").strip():
                    pass  # trailer fields are ignored
                return bytes(body)
            if len(body) + size > MAX_BODY:
                raise _too_large()
            body += self._read_exactly(size)
            if self._read_line("chunk end").strip():
                raise HTTPError(400, "INVALID_REQUEST", f"Chunk of {size} bytes is not followed by CRLF")

    def _read_line(self, what: str) -> bytes:
        line = self.rfile.readline(1024)
        if not line:
            raise ClientGone
        if not line.endswith(b"\n"):
            raise HTTPError(400, "INVALID_REQUEST", f"The {what} line is longer than 1024 bytes")
        return line

    def _read_exactly(self, count: int) -> bytes:
        data = self.rfile.read(count) if count else b""
        if len(data) < count:
            raise ClientGone
        return data

    def handle_expect_100(self) -> bool:
        """Refuse an announced oversize body before the client sends it; otherwise ``100 Continue``."""
        length = (self.headers.get("Content-Length") or "").strip()
        if length and _DIGITS.issuperset(length.encode("latin-1")) and int(length) > MAX_BODY:
            self._write(_too_large().to_response(), close=True)
            return False
        return super().handle_expect_100()

    # MARK: - Serving

    def _serve(self) -> None:
        headers = {name.lower(): value for name, value in self.headers.items()}
        request = Request(self.command, self.path, headers)
        app = self.server.app
        if not request.path.startswith("/admin/"):
            app.stats.record_request(request.method, request.path)
        try:
            request.body = self._read_body()
        except HTTPError as error:
            self._write(error.to_response(), close=True)  # the rest of the request is unread
            return
        except ClientGone:
            self.close_connection = True
            return
        try:
            plan = app.faults.plan_for(request)
        except HTTPError as error:
            self._write(error.to_response())
            return
        if plan is not None:
            if plan.delay_ms:
                time.sleep(plan.delay_ms / 1000)
            if plan.drop:
                self._drop()
                return
            if plan.status is not None and plan.status < 200:
                self.send_response_only(plan.status)  # informational: the route's answer follows
                self.end_headers()
            elif plan.status is not None:
                headers = {"Retry-After": plan.retry_after} if plan.retry_after else {}
                self._write(error_response(plan.status, "INJECTED_FAULT", f"Injected fault {plan.status}", headers))
                return
        response = self._handle_holding_key(request, plan)
        if response is None:
            return
        if plan is not None and plan.drop_response:
            self._drop()  # the route's effects are committed; its answer is lost
            return
        if plan is not None and plan.garble_response and 200 <= response.status < 300:
            response = garbled(response)  # the route's effects are committed; its answer is unreadable
        self._write(response)

    def _handle_holding_key(self, request: Request, plan: FaultPlan | None) -> Response | None:
        """Run the route, holding the request's ``Idempotency-Key`` while it works.

        A write whose key another request of the same client holds is answered 409
        ``IDEMPOTENCY_KEY_IN_USE`` at once (``None`` is returned: the answer is written).
        """
        processing = plan.processing_ms if plan is not None else 0
        key = request.header("idempotency-key")
        if not key or request.method in ("GET", "HEAD"):
            if processing:
                time.sleep(processing / 1000)
            return self.server.app.handle(request)
        in_flight = self.server.app.in_flight
        client = request.header("authorization") or request.header("x-api-key") or ""
        if not in_flight.claim(client, key):
            self._write(error_response(409, "IDEMPOTENCY_KEY_IN_USE",
                                       "A request with this Idempotency-Key is still being processed; "
                                       "ask again later with the same key", {"Retry-After": IN_USE_RETRY_AFTER}))
            return None
        try:
            if processing:
                time.sleep(processing / 1000)
            return self.server.app.handle(request)
        finally:
            in_flight.release(client, key)

    do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = do_HEAD = _serve

    # MARK: - Writing

    def _write(self, response: Response, close: bool = False) -> None:
        """Send ``response``; 1xx, 204 and 304 go without content and without ``Content-Length``.

        ``close`` is for answers sent before the request was read completely: the connection is
        then closed without a reset (see :meth:`_linger`).
        """
        no_content = has_no_content(response.status)
        payload = b"" if no_content else response.encoded_body()
        self.send_response(response.status)
        headers = dict(response.headers)
        if payload and not any(name.lower() == "content-type" for name in headers):
            headers["Content-Type"] = "application/json"
        for name, value in headers.items():
            self.send_header(name, value)
        if not no_content:
            self.send_header("Content-Length", str(len(payload)))
        if close:
            self.send_header("Connection", "close")
        self.end_headers()
        if payload and self.command != "HEAD":
            self.wfile.write(payload)
        if close:
            self._linger()

    def _linger(self) -> None:
        """Close without a reset: stop writing, then read and discard what the client still sends.

        Closing a socket with unread input makes the kernel send a reset, which can destroy the
        response before the client reads it (a broken pipe on the client's side). So the response
        is sent, writing is shut down (the client sees the end of the response), and the input is
        drained until the client closes, for at most :data:`LINGER_SECONDS` and :data:`LINGER_BYTES`.
        """
        self.close_connection = True
        try:
            self.wfile.flush()
            self.connection.shutdown(socket.SHUT_WR)
            deadline = time.monotonic() + LINGER_SECONDS
            drained = 0
            while drained < LINGER_BYTES and (remaining := deadline - time.monotonic()) > 0:
                self.connection.settimeout(remaining)
                chunk = self.rfile.read1(64 * 1024)
                if not chunk:
                    break
                drained += len(chunk)
        except OSError:  # a timeout, or a client that already reset
            pass

    def _drop(self) -> None:
        """Close the connection without sending anything."""
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:  # the peer may already be gone
            pass

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """Answer the standard library's own errors (request line, 414, 431, 501…) with the JSON envelope."""
        if self.command is None:  # the request line did not parse: answer in HTTP/1.1, not HTTP/0.9
            self.request_version = self.protocol_version
        self.log_error("code %d, message %s", code, message)
        code_name = STANDARD_ERROR_CODES.get(code) or HTTPStatus(code).name
        self._write(error_response(code, code_name, message or HTTPStatus(code).phrase), close=True)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - signature from base class
        log.info("%s %s", self.address_string(), format % args)


class ReferenceHTTPServer(ThreadingHTTPServer):
    """A threading HTTP server bound to an :class:`Application`."""

    daemon_threads = True
    allow_reuse_address = True
    # The listen backlog: Python's default of 5 overflows when a test suite opens a few dozen
    # connections at once, and the kernel then makes clients wait out a 1 s SYN retransmission.
    request_queue_size = 128

    def __init__(self, app: Application, port: int = 0, host: str = "127.0.0.1") -> None:
        super().__init__((host, port), RequestHandler)
        self.app = app

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:<port>``."""
        host, port = self.server_address[:2]
        return f"http://{host}:{port}"


def _seconds(text: str) -> int:
    """An access-token lifetime from the command line: whole seconds within the server's bounds."""
    if not text.isascii() or not text.isdigit() or int(text) > MAX_TOKEN_LIFETIME:
        raise argparse.ArgumentTypeError(f"must be whole seconds in 0...{MAX_TOKEN_LIFETIME}, got {text!r}")
    return int(text)


def _grace(text: str) -> int:
    """A refresh-token grace period from the command line: whole seconds in 0...60."""
    if not text.isascii() or not text.isdigit() or int(text) > MAX_REFRESH_GRACE:
        raise argparse.ArgumentTypeError(f"must be whole seconds in 0...{MAX_REFRESH_GRACE}, got {text!r}")
    return int(text)


def parse_arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    """Parse the command line described in the README."""
    parser = argparse.ArgumentParser(description="SharedCore loopback reference server")
    parser.add_argument("--port", type=int, default=0, help="TCP port (0 = any free port)")
    parser.add_argument("--db", help="SQLite database path (default: a fresh temporary file)")
    parser.add_argument("--token-ttl", type=_seconds, default=900, help="access-token lifetime in seconds")
    parser.add_argument("--refresh-grace", type=_grace, default=DEFAULT_REFRESH_GRACE,
                        help="seconds a rotated refresh token still answers its unused successor pair (0 = none)")
    parser.add_argument("--api-key", action="append", dest="api_keys",
                        help="accepted X-API-Key value (repeatable; default: demo-api-key)")
    parser.add_argument("--rate-limit", type=int, default=0,
                        help="TraceWise requests per minute per API key before 429 (0 = unlimited)")
    parser.add_argument("--verbose", action="store_true", help="log every request to stderr")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the server until SIGTERM/SIGINT; prints ``LISTENING <url>`` as the first stdout line."""
    args = parse_arguments(argv)
    logging.basicConfig(stream=sys.stderr, level=logging.INFO if args.verbose else logging.WARNING,
                        format="%(asctime)s %(levelname)s %(message)s")
    temp_dir = None
    db_path = args.db
    if db_path is None:
        temp_dir = tempfile.TemporaryDirectory(prefix="refserver-")
        db_path = os.path.join(temp_dir.name, "reference.sqlite")
    app = Application(db_path, args.token_ttl, args.api_keys or (DEFAULT_API_KEY,), args.rate_limit,
                      args.refresh_grace)
    server = ReferenceHTTPServer(app, args.port)

    def stop(signum: int, frame: object) -> None:
        threading.Thread(target=server.shutdown, daemon=True).start()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    # A parent may spawn us from a thread that blocks signals (e.g. a Dispatch worker); the mask
    # is inherited across exec, so unblock the two we handle.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    print(f"LISTENING {server.base_url}", flush=True)
    try:
        server.serve_forever(poll_interval=0.1)
    finally:
        server.server_close()
        app.store.close()
        if temp_dir is not None:
            temp_dir.cleanup()
    return 0
