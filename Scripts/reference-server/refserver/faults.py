"""Fault injection: per-request ``X-Fault-*`` headers and admin-defined rules."""

from __future__ import annotations

import itertools
import threading
from collections import Counter
from dataclasses import dataclass
from typing import Any

from .app import HTTPError, Request


@dataclass(frozen=True)
class FaultPlan:
    """What to do to one request: wait, then drop the connection or answer ``status``."""

    delay_ms: int = 0
    status: int | None = None
    retry_after: str | None = None
    drop: bool = False

    @property
    def is_failure(self) -> bool:
        """Whether the request is answered by the fault rather than by its route."""
        return self.drop or self.status is not None


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


def _int(value: Any, name: str, minimum: int = 0) -> int:
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise HTTPError(400, "INVALID_FAULT", f"{name} must be an integer, got {value!r}") from None
    if isinstance(value, bool) or number < minimum:
        raise HTTPError(400, "INVALID_FAULT", f"{name} must be an integer >= {minimum}, got {value!r}")
    return number


def _status(value: Any, name: str) -> int:
    status = _int(value, name)
    if not 100 <= status <= 599:
        raise HTTPError(400, "INVALID_FAULT", f"{name} must be an HTTP status (100-599), got {value!r}")
    return status


class FaultInjector:
    """Decides the :class:`FaultPlan` for each request; thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._rules: list[FaultRule] = []
        self._key_hits: Counter[str] = Counter()
        self._ids = itertools.count(1)

    def add_rule(self, spec: dict[str, Any]) -> str:
        """Validate an admin rule document (see the contract) and append it; returns its id."""
        prefix = spec.get("pathPrefix")
        if not isinstance(prefix, str) or not prefix.startswith("/"):
            raise HTTPError(400, "INVALID_FAULT", "pathPrefix must be a string starting with '/'")
        method = spec.get("method")
        if method is not None and not isinstance(method, str):
            raise HTTPError(400, "INVALID_FAULT", "method must be a string")
        retry_after = spec.get("retryAfter")
        if retry_after is not None and not isinstance(retry_after, (str, int)):
            raise HTTPError(400, "INVALID_FAULT", "retryAfter must be a string or an integer")
        drop = spec.get("drop", False)
        if not isinstance(drop, bool):
            raise HTTPError(400, "INVALID_FAULT", "drop must be a boolean")
        plan = FaultPlan(
            delay_ms=_int(spec.get("delayMs", 0), "delayMs"),
            status=_status(spec["status"], "status") if spec.get("status") is not None else None,
            retry_after=str(retry_after) if retry_after is not None else None,
            drop=drop,
        )
        times = _int(spec["times"], "times", minimum=1) if spec.get("times") is not None else None
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
        drop = request.header("x-fault-drop") in ("1", "true")
        if status_text is None and delay_text is None and not drop:
            return None
        status = _status(status_text, "X-Fault-Status") if status_text is not None else None
        delay = _int(delay_text, "X-Fault-Delay-Ms") if delay_text is not None else 0
        times_text, key = request.header("x-fault-times"), request.header("x-fault-key")
        if times_text is not None:
            if not key:
                raise HTTPError(400, "INVALID_FAULT", "X-Fault-Times requires X-Fault-Key")
            times = _int(times_text, "X-Fault-Times")
            with self._lock:
                self._key_hits[key] += 1
                if self._key_hits[key] > times:
                    return FaultPlan(delay_ms=delay)
        return FaultPlan(delay_ms=delay, status=status, retry_after=request.header("x-fault-retry-after"), drop=drop)
