"""A tiny routing framework over :mod:`http.server`: requests, responses, errors and path routes."""

from __future__ import annotations

import json
import math
import re
import uuid
from dataclasses import dataclass, field
from typing import Any, Callable
from urllib.parse import parse_qs, unquote, urlsplit


@dataclass
class Request:
    """An incoming HTTP request, fully read (body included) before routing."""

    method: str
    target: str
    headers: dict[str, str]
    body: bytes = b""
    path_params: dict[str, str] = field(default_factory=dict)
    principal: Any = None

    @property
    def path(self) -> str:
        """The percent-decoded path, without the query."""
        return unquote(urlsplit(self.target).path) or "/"

    @property
    def raw_path(self) -> str:
        """The path exactly as sent (still percent-encoded), without the query."""
        return urlsplit(self.target).path or "/"

    @property
    def query(self) -> dict[str, str]:
        """Query parameters; for repeated names the first value wins."""
        parsed = parse_qs(urlsplit(self.target).query, keep_blank_values=True)
        return {name: values[0] for name, values in parsed.items()}

    def header(self, name: str, default: str | None = None) -> str | None:
        """Return a header value by case-insensitive name."""
        return self.headers.get(name.lower(), default)

    def json(self) -> Any:
        """Parse the body as JSON (``None`` when empty); raises a 400 ``INVALID_JSON`` if invalid.

        Beyond the parser's own checks, RFC 8259 JSON excludes ``NaN``/``Infinity`` (and numbers
        that overflow to them), and its strings are Unicode text, so a lone UTF-16 surrogate
        escape such as ``"\\ud800"`` is rejected too.
        """
        if not self.body:
            return None
        try:
            value = json.loads(self.body, parse_constant=_reject_constant, parse_float=_finite_float)
        except RecursionError:
            raise HTTPError(400, "INVALID_JSON", "Request body nests too deeply") from None
        except ValueError as error:  # UnicodeDecodeError included
            raise HTTPError(400, "INVALID_JSON", f"Request body is not valid JSON: {error}") from error
        try:
            json.dumps(value, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            raise HTTPError(400, "INVALID_JSON", "Request body has a string with a lone UTF-16 surrogate") from None
        return value

    def json_object(self) -> dict[str, Any]:
        """Parse the body as a JSON object; anything else is a 400 ``INVALID_REQUEST``."""
        value = self.json()
        if not isinstance(value, dict):
            raise HTTPError(400, "INVALID_REQUEST", "Request body must be a JSON object")
        return value


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _finite_float(text: str) -> float:
    value = float(text)
    if math.isinf(value):
        raise ValueError(f"number {text[:40]} is out of range")
    return value


@dataclass
class Response:
    """An HTTP response; ``body`` is serialised as JSON unless it is ``bytes`` or ``None``."""

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)

    def encoded_body(self) -> bytes:
        """Return the body bytes to send."""
        if self.body is None:
            return b""
        if isinstance(self.body, bytes):
            return self.body
        return json.dumps(self.body, separators=(",", ":")).encode("utf-8")


class HTTPError(Exception):
    """An error answered with the TraceWise envelope ``{"error": {code, message, correlationId}}``."""

    def __init__(self, status: int, code: str, message: str, headers: dict[str, str] | None = None):
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers or {}

    def to_response(self) -> Response:
        """Render this error as a :class:`Response` carrying a fresh correlation id."""
        return error_response(self.status, self.code, self.message, self.headers)


def error_response(status: int, code: str, message: str, headers: dict[str, str] | None = None) -> Response:
    """Build an error envelope response with a new ``X-Correlation-ID``."""
    correlation_id = str(uuid.uuid4())
    all_headers = {"X-Correlation-ID": correlation_id, **(headers or {})}
    body = {"error": {"code": code, "message": message, "correlationId": correlation_id}}
    return Response(status, body, all_headers)


Handler = Callable[[Request], Response]

_PARAM = re.compile(r"\{(\w+)(:path)?\}")


@dataclass(frozen=True)
class Route:
    """A method plus a path pattern such as ``/v1/events/{gtin}/{serial}`` or ``/01/{rest:path}``."""

    method: str
    pattern: re.Pattern[str]
    handler: Handler
    raw_params: frozenset[str] = frozenset()


class Router:
    """Maps ``(method, path)`` to handlers; ``{name}`` matches one segment, ``{name:path}`` the rest.

    Routes match the raw (still percent-encoded) path. A ``{name}`` parameter is handed over
    percent-decoded; a ``{name:path}`` parameter stays raw, so its handler splits it at ``/`` before
    decoding each segment (an encoded ``%2F`` is data, not a separator).
    """

    def __init__(self) -> None:
        self._routes: list[Route] = []

    def add(self, method: str, template: str, handler: Handler) -> None:
        """Register ``handler`` for ``method`` (or ``*`` for any) and a path ``template``."""
        def replace(match: re.Match[str]) -> str:
            name, is_path = match.group(1), match.group(2)
            return f"(?P<{name}>.+)" if is_path else f"(?P<{name}>[^/]+)"

        regex = "^" + _PARAM.sub(replace, re.escape(template).replace(r"\{", "{").replace(r"\}", "}")) + "$"
        raw_params = frozenset(match.group(1) for match in _PARAM.finditer(template) if match.group(2))
        self._routes.append(Route(method.upper(), re.compile(regex), handler, raw_params))

    def route(self, method: str, template: str) -> Callable[[Handler], Handler]:
        """Decorator form of :meth:`add`."""
        def register(handler: Handler) -> Handler:
            self.add(method, template, handler)
            return handler
        return register

    def include(self, other: "Router") -> None:
        """Append every route of ``other``."""
        self._routes.extend(other._routes)

    def dispatch(self, request: Request) -> Response:
        """Find the route for ``request`` and call it; 404 / 405 envelopes when nothing matches.

        ``HEAD`` is served by the ``GET`` route (the socket layer sends the headers only). A path
        known for other methods is a 405 whose ``Allow`` header lists them.
        """
        method = "GET" if request.method == "HEAD" else request.method
        allowed: set[str] = set()
        for route in self._routes:
            match = route.pattern.match(request.raw_path)  # raw, so an encoded "/" stays inside its segment
            if not match:
                continue
            if route.method in ("*", method):
                request.path_params = {name: value if name in route.raw_params else unquote(value)
                                       for name, value in match.groupdict().items()}
                return route.handler(request)
            allowed.add(route.method)
        if allowed:
            if "GET" in allowed:
                allowed.add("HEAD")
            raise HTTPError(405, "METHOD_NOT_ALLOWED", f"{request.method} is not allowed on {request.path}",
                            {"Allow": ", ".join(sorted(allowed))})
        raise HTTPError(404, "NOT_FOUND", f"No route for {request.method} {request.path}")
