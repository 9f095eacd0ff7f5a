"""Contract test resources: public ``GET /v1/ping`` and protected ``/v1/echo[/anything]``."""

from __future__ import annotations

from .app import Request, Response, Router
from .auth import AuthService
from .idempotency import IdempotencyCache

REDACTED_HEADERS = ("authorization", "x-api-key")


def describe(request: Request, sub: str) -> dict[str, object]:
    """The echo document: method, path, query, redacted lowercased headers, parsed body, caller."""
    headers = {name: ("<redacted>" if name in REDACTED_HEADERS else value)
               for name, value in request.headers.items()}
    return {"method": request.method, "path": request.path, "query": request.query, "headers": headers,
            "body": request.json(), "sub": sub}


def routes(auth: AuthService, idempotency: IdempotencyCache) -> Router:
    """The ping and echo routes."""
    router = Router()

    @router.route("GET", "/v1/ping")
    def ping(request: Request) -> Response:
        return Response(200, {"ok": True})

    def echo(request: Request) -> Response:
        principal = auth.authenticate(request)
        if request.method == "POST":
            scope = f"echo:{principal.sub}"
            return idempotency.run(request, scope, lambda: Response(200, describe(request, principal.sub)))
        return Response(200, describe(request, principal.sub))

    for method in ("GET", "POST", "PUT", "DELETE", "PATCH"):
        router.add(method, "/v1/echo", echo)
        router.add(method, "/v1/echo/{rest:path}", echo)
    return router
