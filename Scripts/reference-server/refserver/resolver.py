"""A GS1-conformant-style Digital Link resolver for GTINs (GS1 Resolver 1.2, RFC 9264 linksets).

``GET /01/{gtin}[/22/{cpv}][/10/{lot}][/21/{serial}]``:

- ``?linkType=gs1:dpp`` (or another known type) → 307 to that link;
- no or unknown ``linkType`` → 307 to the default link (``gs1:pip``);
- ``?linkType=all`` / ``?linkType=linkset`` / ``Accept: application/linkset+json`` → 200 linkset;
- unknown GTIN → 404, malformed GTIN or qualifiers → 400.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote, urlencode

from .app import HTTPError, Request, Response, Router
from .gs1 import decode_segment, parse_qualifiers, require_gtin14
from .store import Store
from .tracewise.passports import find_passport
from .tracewise.products import find_product

VOCABULARY = "https://gs1.org/voc/"
LINKSET_TYPE = "application/linkset+json"
DEFAULT_LINK_TYPE = "pip"


def _base_url(request: Request) -> str:
    return f"http://{request.header('host') or '127.0.0.1'}"


def _links(store: Store, request: Request, gtin: str, serial: str | None) -> dict[str, dict[str, Any]]:
    """Available links by GS1 link type (short name, e.g. ``dpp``)."""
    product = find_product(store, gtin, serial)
    if product is None:
        raise HTTPError(404, "PRODUCT_NOT_FOUND", f"No product with GTIN {gtin}")
    base = _base_url(request)
    query = {"gtin": gtin, **({"serial": serial} if serial else {})}
    links = {
        "pip": {"href": f"{base}/v1/products?{urlencode(query)}", "title": f"{product['name']}: product information",
                "type": "application/json", "hreflang": ["en"]},
        "epcis": {"href": f"{base}/v1/events/{quote(gtin + (':' + serial if serial else ''), safe=':')}",
                  "title": f"{product['name']}: lifecycle events", "type": "application/json"},
    }
    passport = find_passport(store, gtin, serial)
    if passport is not None:
        links["dpp"] = {"href": f"{base}/dpp/{quote(passport['id'])}",
                        "title": f"{product['name']}: digital product passport", "type": "application/json",
                        "hreflang": ["en"]}
    return links


def _short_name(link_type: str) -> str:
    """``gs1:dpp`` or ``https://gs1.org/voc/dpp`` → ``dpp``."""
    for prefix in ("gs1:", VOCABULARY):
        if link_type.startswith(prefix):
            return link_type[len(prefix):]
    return link_type


def routes(store: Store) -> Router:
    """The ``/01/…`` resolver route (public, no API key)."""
    router = Router()

    @router.route("GET", "/01/{rest:path}")
    def resolve(request: Request) -> Response:
        raw_gtin, _, qualifier_path = request.path_params["rest"].partition("/")
        gtin = require_gtin14(decode_segment(raw_gtin), "GTIN (01)")
        serial = parse_qualifiers(qualifier_path).get("21")
        links = _links(store, request, gtin, serial)
        link_type = request.query.get("linkType", "")
        anchor = f"{_base_url(request)}{request.raw_path.rstrip('/')}"
        linkset_link = f'<{anchor}?linkType=linkset>; rel="linkset"; type="{LINKSET_TYPE}"'
        if link_type in ("all", "linkset") or LINKSET_TYPE in (request.header("accept") or ""):
            entry: dict[str, Any] = {"anchor": anchor, f"{VOCABULARY}defaultLink": [links[DEFAULT_LINK_TYPE]]}
            entry.update({f"{VOCABULARY}{name}": [link] for name, link in links.items()})
            body = {"linkset": [entry]}
            return Response(200, body, {"Content-Type": LINKSET_TYPE, "Link": linkset_link})
        target = links.get(_short_name(link_type), links[DEFAULT_LINK_TYPE])
        return Response(307, None, {"Location": target["href"], "Link": linkset_link, "Vary": "Accept"})

    return router
