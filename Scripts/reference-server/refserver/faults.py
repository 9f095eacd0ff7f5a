"""Fault injection: per-request ``X-Fault-*`` headers and admin-defined rules."""

from __future__ import annotations

import itertools
import re
import threading
from collections import Counter
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from typing import Any

from .app import HTTPError, Request

#: The longest delay a fault may ask for, in milliseconds (ten minutes).
MAX_DELAY_MS = 600_000
#: Fields of an admin rule document (``POST /admin/faults``).
RULE_FIELDS = frozenset({"pathPrefix", "method", "status", "retryAfter", "delayMs", "processingMs", "drop",
                         "dropResponse", "garbleResponse", "times"})

_ASCII_DIGITS = re.compile(r"[0-9]+")
_METHOD = re.compile(r"[A-Za-z]+")
_FLAGS = {"1": True, "true": True, "0": False, "false": False}


@dataclass(frozen=True)
class FaultPlan:
    """What to do to one request: wait, then drop it, answer ``status``, or drop the route's response.

    A 1xx ``status`` is sent as an informational (interim) response, after which the route answers.
    With ``drop_response`` the route runs to completion (its effects are committed) and the connection
    is then closed without a response: the fault that idempotency and token-rotation tests need.
    ``processing_ms`` is time the route spends working once it has the request: a request carrying an
    ``Idempotency-Key`` holds its key for that long, so a retry with the key meanwhile is answered
    409 ``IDEMPOTENCY_KEY_IN_USE``. With ``garble_response`` the route runs and a success answer's
    body arrives cut short (unreadable JSON under a 2xx status).
    """

    delay_ms: int = 0
    status: int | None = None
    retry_after: str | None = None
    drop: bool = False
    drop_response: bool = False
    processing_ms: int = 0
    garble_response: bool = False


@dataclass
class FaultRule:
    """An admin rule: requests whose path starts with ``path_prefix`` (and ``method``) get ``plan``."""

    id: str
    path_prefix: str
    method: str | None
    plan: FaultPlan
    remaining: int | None

    def matches(self, request: Request) -> bool:
        """Whether this rule applies to ``request``; admin routes are exempt, so rules can always be cleared."""
        if request.path.startswith("/admin/"):
            return False
        return request.path.startswith(self.path_prefix) and self.method in (None, request.method)


def _invalid(message: str) -> HTTPError:
    return HTTPError(400, "INVALID_FAULT", message)


# MARK: - Validation of admin rule fields (JSON values)

def _json_int(value: Any, name: str, minimum: int, maximum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _invalid(f"{name} must be an integer, got {value!r}")
    if value < minimum or (maximum is not None and value > maximum):
        bounds = f"in {minimum}...{maximum}" if maximum is not None else f">= {minimum}"
        raise _invalid(f"{name} must be an integer {bounds}, got {value!r}")
    return value


def _json_bool(value: Any, name: str) -> bool:
    if not isinstance(value, bool):
        raise _invalid(f"{name} must be a boolean, got {value!r}")
    return value


# MARK: - Validation of header values (text)

def _header_int(text: str, name: str, minimum: int, maximum: int | None = None) -> int:
    digits = text.strip()
    if not _ASCII_DIGITS.fullmatch(digits):
        raise _invalid(f"{name} must be an integer, got {text[:40]!r}")
    if len(digits) > 12:
        raise _invalid(f"{name} is out of range: {digits[:40]}…")
    return _json_int(int(digits), name, minimum, maximum)


def _header_flag(text: str | None, name: str) -> bool:
    if text is None:
        return False
    flag = _FLAGS.get(text.strip().lower())
    if flag is None:
        raise _invalid(f"{name} must be 1, true, 0 or false, got {text!r}")
    return flag


# MARK: - Shared checks

def _retry_after(value: Any, name: str) -> str:
    """A ``Retry-After`` value: delay-seconds or an HTTP-date (RFC 9110 §10.2.3), on one line."""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(_json_int(value, name, 0))
    if not isinstance(value, str):
        raise _invalid(f"{name} must be a string or an integer, got {value!r}")
    if not value.isascii() or not value.isprintable() or not value.strip():
        raise _invalid(f"{name} must be printable ASCII on one line, got {value!r}")
    if _ASCII_DIGITS.fullmatch(value):
        return value
    try:
        date = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        date = None
    if date is None:
        raise _invalid(f"{name} must be delay-seconds or an HTTP-date, got {value!r}")
    return value


def _check_outcome(plan: FaultPlan, names: tuple[str, str, str, str]) -> FaultPlan:
    """At most one of a status, a drop, a dropped response and a garbled response."""
    outcomes = (plan.status is not None, plan.drop, plan.drop_response, plan.garble_response)
    chosen = [name for name, on in zip(names, outcomes) if on]
    if len(chosen) > 1:
        raise _invalid(f"{' and '.join(chosen)} cannot be combined: a fault has one outcome")
    return plan


class FaultInjector:
    """Decides the :class:`FaultPlan` for each request; thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._rules: list[FaultRule] = []
        self._key_hits: Counter[str] = Counter()
        self._ids = itertools.count(1)

    def add_rule(self, spec: dict[str, Any]) -> str:
        """Validate an admin rule document (see the contract) and append it; returns its id."""
        unknown = sorted(set(spec) - RULE_FIELDS)
        if unknown:
            raise _invalid(f"unknown field(s) {', '.join(unknown)}; known: {', '.join(sorted(RULE_FIELDS))}")
        present = {name: value for name, value in spec.items() if value is not None}
        prefix = present.get("pathPrefix")
        if not isinstance(prefix, str) or not prefix.startswith("/"):
            raise _invalid("pathPrefix must be a string starting with '/'")
        method = present.get("method")
        if method is not None and (not isinstance(method, str) or not _METHOD.fullmatch(method)):
            raise _invalid(f"method must be an HTTP method name, got {method!r}")
        plan = _check_outcome(FaultPlan(
            delay_ms=_json_int(present.get("delayMs", 0), "delayMs", 0, MAX_DELAY_MS),
            status=_json_int(present["status"], "status", 200, 599) if "status" in present else None,
            retry_after=_retry_after(present["retryAfter"], "retryAfter") if "retryAfter" in present else None,
            drop=_json_bool(present.get("drop", False), "drop"),
            drop_response=_json_bool(present.get("dropResponse", False), "dropResponse"),
            processing_ms=_json_int(present.get("processingMs", 0), "processingMs", 0, MAX_DELAY_MS),
            garble_response=_json_bool(present.get("garbleResponse", False), "garbleResponse"),
        ), ("status", "drop", "dropResponse", "garbleResponse"))
        times = _json_int(present["times"], "times", 1) if "times" in present else None
        with self._lock:
            rule = FaultRule(f"fault-{next(self._ids)}", prefix, method.upper() if method else None, plan, times)
            self._rules.append(rule)
            return rule.id

    def clear(self) -> None:
        """Remove every rule and forget every ``X-Fault-Key`` count."""
        with self._lock:
            self._rules.clear()
            self._key_hits.clear()

    def plan_for(self, request: Request) -> FaultPlan | None:
        """Return the fault for ``request``: its headers first, else the first matching rule."""
        from_headers = self._plan_from_headers(request)
        if from_headers is not None:
            return from_headers
        with self._lock:
            for rule in self._rules:
                if rule.matches(request):
                    if rule.remaining is not None:
                        rule.remaining -= 1
                        if rule.remaining <= 0:
                            self._rules.remove(rule)
                    return rule.plan
        return None

    def _plan_from_headers(self, request: Request) -> FaultPlan | None:
        status_text = request.header("x-fault-status")
        delay_text = request.header("x-fault-delay-ms")
        drop = _header_flag(request.header("x-fault-drop"), "X-Fault-Drop")
        drop_response = _header_flag(request.header("x-fault-drop-response"), "X-Fault-Drop-Response")
        processing_text = request.header("x-fault-processing-ms")
        garble = _header_flag(request.header("x-fault-garble-response"), "X-Fault-Garble-Response")
        if (status_text is None and delay_text is None and processing_text is None and not drop
                and not drop_response and not garble):
            return None
        status = _header_int(status_text, "X-Fault-Status", 100, 599) if status_text is not None else None
        if status == 101:
            raise _invalid("X-Fault-Status 101 would switch protocols; use another status")
        delay = _header_int(delay_text, "X-Fault-Delay-Ms", 0, MAX_DELAY_MS) if delay_text is not None else 0
        retry_text = request.header("x-fault-retry-after")
        retry_after = _retry_after(retry_text, "X-Fault-Retry-After") if retry_text is not None else None
        processing = (_header_int(processing_text, "X-Fault-Processing-Ms", 0, MAX_DELAY_MS)
                      if processing_text is not None else 0)
        plan = _check_outcome(FaultPlan(delay, status, retry_after, drop, drop_response, processing, garble),
                              ("X-Fault-Status", "X-Fault-Drop", "X-Fault-Drop-Response", "X-Fault-Garble-Response"))
        times_text, key = request.header("x-fault-times"), request.header("x-fault-key")
        if times_text is not None:
            if not key:
                raise _invalid("X-Fault-Times requires X-Fault-Key")
            times = _header_int(times_text, "X-Fault-Times", 0)
            with self._lock:
                self._key_hits[key] += 1
                if self._key_hits[key] > times:
                    return FaultPlan(delay_ms=delay)
        return plan
