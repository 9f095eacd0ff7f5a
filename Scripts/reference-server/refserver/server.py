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
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Sequence

from . import __version__
from .app import HTTPError, Request, Response, error_response
from .application import DEFAULT_API_KEY, Application

log = logging.getLogger("refserver")

#: Largest request body accepted (bytes).
MAX_BODY = 4 * 1024 * 1024


class RequestHandler(BaseHTTPRequestHandler):
    """Reads a request fully, applies fault injection, dispatches, and writes the response."""

    protocol_version = "HTTP/1.1"
    # TCP_NODELAY: without it, a keep-alive client's next request waits out the peer's
    # delayed ACK (~40 ms on Linux) behind Nagle's algorithm.
    disable_nagle_algorithm = True
    server_version = f"SharedCoreReferenceServer/{__version__}"
    server: "ReferenceHTTPServer"

    def _read_body(self) -> bytes:
        """Read the body per ``Content-Length`` or ``Transfer-Encoding: chunked`` (RFC 9112 §6-7)."""
        if "chunked" in (self.headers.get("Transfer-Encoding") or "").lower():
            body = bytearray()
            while True:
                size_line = self.rfile.readline(1024).split(b";", 1)[0].strip()
                size = int(size_line, 16)  # ValueError → 400 below
                if size == 0:
                    while self.rfile.readline(1024) not in (b"\r\n", b"\n", b""):
                        pass  # trailer fields are ignored
                    return bytes(body)
                if len(body) + size > MAX_BODY:
                    raise ValueError("body too large")
                body += self.rfile.read(size)
                self.rfile.readline(1024)  # CRLF after the chunk
        length = int(self.headers.get("Content-Length") or "0")
        if not 0 <= length <= MAX_BODY:
            raise ValueError("bad or too large Content-Length")
        return self.rfile.read(length) if length else b""

    def _serve(self) -> None:
        try:
            body = self._read_body()
        except ValueError as error:
            self._write(error_response(400, "INVALID_REQUEST", f"Unreadable request body: {error}"), close=True)
            return
        headers = {name.lower(): value for name, value in self.headers.items()}
        request = Request(self.command, self.path, headers, body)
        app = self.server.app
        if not request.path.startswith("/admin/"):
            app.stats.record_request(request.method, request.path)
        try:
            plan = app.faults.plan_for(request)
        except HTTPError as error:
            self._write(error.to_response())
            return
        if plan is not None:
            if plan.delay_ms:
                time.sleep(plan.delay_ms / 1000)
            if plan.drop:
                self.close_connection = True
                try:
                    self.connection.shutdown(socket.SHUT_RDWR)
                except OSError:  # the peer may already be gone
                    pass
                return
            if plan.status is not None:
                headers = {"Retry-After": plan.retry_after} if plan.retry_after else {}
                self._write(error_response(plan.status, "INJECTED_FAULT", f"Injected fault {plan.status}", headers))
                return
        self._write(app.handle(request))

    def _write(self, response: Response, close: bool = False) -> None:
        payload = response.encoded_body()
        self.send_response(response.status)
        headers = dict(response.headers)
        if payload and not any(name.lower() == "content-type" for name in headers):
            headers["Content-Type"] = "application/json"
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(payload)))
        if close:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        if payload and self.command != "HEAD":
            self.wfile.write(payload)

    do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = do_HEAD = _serve

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


def parse_arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    """Parse the command line described in the README."""
    parser = argparse.ArgumentParser(description="SharedCore loopback reference server")
    parser.add_argument("--port", type=int, default=0, help="TCP port (0 = any free port)")
    parser.add_argument("--db", help="SQLite database path (default: a fresh temporary file)")
    parser.add_argument("--token-ttl", type=int, default=900, help="access-token lifetime in seconds")
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
    app = Application(db_path, args.token_ttl, args.api_keys or (DEFAULT_API_KEY,), args.rate_limit)
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
