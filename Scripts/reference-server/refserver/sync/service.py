"""The sync contract's semantics: versions, tombstones, references, idempotency keys and the change feed."""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from datetime import datetime, timezone
from typing import Any, Callable, Iterable, Mapping

from ..app import HTTPError, Response
from ..idempotency import REPLAY_HEADER
from ..stats import Stats
from ..store import Store
from .collection import FieldError, SyncCollection, UniqueValue
from .cursor import CursorCodec
from .errors import SyncError, validation_failed
from .records import RecordTables, StoredRecord, StoredResponse, server_id
from .unique import Clash, unique_conflict

#: Fields a client may not send, and why.
RESERVED_FIELDS = {"id": "is assigned by the server", "version": "is sent in If-Match, not among the fields"}
#: Most records one seed request creates.
MAX_SEED = 1_000_000


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _document(record_id: str, version: int, deleted: bool, fields: Mapping[str, Any]) -> str:
    return json.dumps({"id": record_id, "version": version, "updatedAt": _now(), "deleted": deleted,
                       "fields": fields}, separators=(",", ":"))


def _fingerprint(*parts: Any) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def _json_body(text: str) -> bytes:
    return text.encode("utf-8")


def _record_body(record: StoredRecord) -> str:
    """``{"record": R}`` around the stored document, which is already JSON."""
    return f'{{"record":{record.document}}}'


class SyncService:
    """Every collection's records, per account, in the server's SQLite store.

    Each write runs in one transaction together with its idempotency key, so a response lost after
    the commit is replayed on retry rather than performed twice. Every change takes the next value
    of one sequence; the change feed is that sequence, so a record appears once, in its latest state.
    """

    def __init__(self, store: Store, stats: Stats, collections: Iterable[SyncCollection] = ()) -> None:
        self._store = store
        self._stats = stats
        self._tables = RecordTables(store)
        self._cursors = CursorCodec()
        self._collections: dict[str, SyncCollection] = {}
        for collection in collections:
            self.declare(collection)

    # MARK: - Collections

    def declare(self, collection: SyncCollection) -> None:
        """Serve ``collection``; the collections its references point into must be declared first (or be itself)."""
        if collection.name in self._collections:
            raise ValueError(f"collection {collection.name!r} is already declared")
        if any(existing.id_prefix == collection.id_prefix for existing in self._collections.values()):
            raise ValueError(f"id prefix {collection.id_prefix!r} of {collection.name!r} is already used")
        for path in collection.reference_paths:
            if path.target != collection.name and path.target not in self._collections:
                raise ValueError(f"{collection.name}.{path.path} references undeclared collection {path.target!r}")
        self._collections[collection.name] = collection

    def collection(self, name: str) -> SyncCollection:
        """The declared collection ``name``; 404 ``UNKNOWN_COLLECTION`` otherwise."""
        collection = self._collections.get(name)
        if collection is None:
            raise HTTPError(404, "UNKNOWN_COLLECTION", f"No sync collection named {name!r}")
        return collection

    def reset(self) -> None:
        """Forget every record and idempotency key (the change sequence keeps counting)."""
        self._tables.wipe()

    # MARK: - Writes

    def create(self, account: str, collection: SyncCollection, fields: dict[str, Any], key: str) -> Response:
        """Create a record from ``fields``: 201 with the record, or the replay of ``key``'s first answer."""
        def perform() -> tuple[int, StoredRecord, bool]:
            references = self._check(account, collection, fields)
            stored = fields if collection.complete is None else collection.complete(fields, self._live_fields(
                account, collection))
            unique = self._check_unique(account, collection, stored, None)
            seq = self._tables.advance_sequence()
            new_id = server_id(collection.id_prefix, seq)
            record = StoredRecord(new_id, 1, False, _document(new_id, 1, False, stored))
            self._tables.save(account, collection.name, record, seq)
            self._tables.add_references(account, collection.name, new_id, references)
            self._tables.add_unique(account, collection.name, new_id, unique)
            return 201, record, True

        fingerprint = _fingerprint("create", collection.name, fields)
        return self._write(account, key, fingerprint, perform, "syncCreates")

    def update(self, account: str, collection: SyncCollection, record_id: str, fields: dict[str, Any],
               expected_version: int, key: str | None) -> Response:
        """Replace a record's fields if it is still at ``expected_version``: 200 with the new version."""
        self._require_mutable(collection)

        def perform() -> tuple[int, StoredRecord, bool]:
            current = self._require(account, collection, record_id)
            if current.deleted or current.version != expected_version:
                raise self._conflict(collection, current, expected_version)
            references = self._check(account, collection, fields)
            unique = self._check_unique(account, collection, fields, record_id)
            version = current.version + 1
            record = StoredRecord(record_id, version, False, _document(record_id, version, False, fields))
            self._tables.save(account, collection.name, record, self._tables.advance_sequence())
            self._tables.clear_references(account, collection.name, record_id)
            self._tables.add_references(account, collection.name, record_id, references)
            self._tables.clear_unique(account, collection.name, record_id)
            self._tables.add_unique(account, collection.name, record_id, unique)
            return 200, record, True

        fingerprint = _fingerprint("update", collection.name, record_id, expected_version, fields)
        return self._write(account, key, fingerprint, perform, "syncUpdates")

    def delete(self, account: str, collection: SyncCollection, record_id: str, expected_version: int,
               key: str | None) -> Response:
        """Turn a record into a tombstone if it is at ``expected_version`` and nothing live references it.

        Deleting a tombstone answers the tombstone again, whatever the version, so a retried delete succeeds.
        """
        self._require_mutable(collection)

        def perform() -> tuple[int, StoredRecord, bool]:
            current = self._require(account, collection, record_id)
            if current.deleted:
                return 200, current, False
            if current.version != expected_version:
                raise self._conflict(collection, current, expected_version)
            referrer = self._tables.first_referrer(account, collection.name, record_id)
            if referrer is not None:
                raise SyncError(409, "REFERENCED",
                                f"{collection.name} record {record_id} is referenced by {referrer.collection} "
                                f"record {referrer.id} ({referrer.field}); delete or change that first",
                                members={"referencedBy": {"collection": referrer.collection, "id": referrer.id,
                                                          "field": referrer.field}})
            version = current.version + 1
            record = StoredRecord(record_id, version, True, _document(record_id, version, True, {}))
            self._tables.save(account, collection.name, record, self._tables.advance_sequence())
            self._tables.clear_references(account, collection.name, record_id)
            self._tables.clear_unique(account, collection.name, record_id)
            return 200, record, True

        fingerprint = _fingerprint("delete", collection.name, record_id, expected_version)
        return self._write(account, key, fingerprint, perform, "syncDeletes")

    def _write(self, account: str, key: str | None, fingerprint: str,
               perform: Callable[[], tuple[int, StoredRecord, bool]], counter: str) -> Response:
        """Replay ``key``'s first answer, or ``perform`` the write and keep its answer, in one transaction."""
        with self._store.transaction():
            answer = self._tables.stored_response(account, key) if key is not None else None
            replayed = answer is not None
            if answer is None:
                status, record, performed = perform()
                answer = StoredResponse(fingerprint, status, f'"{record.version}"', _record_body(record))
                if key is not None:
                    self._tables.store_response(account, key, answer)
        headers = {"ETag": answer.etag}
        if replayed:
            if answer.fingerprint != fingerprint:
                raise HTTPError(422, "IDEMPOTENCY_KEY_REUSED",
                                "Idempotency-Key was already used for a different request")
            self._stats.increment("idempotentReplays")
            headers[REPLAY_HEADER] = "true"
        elif performed:
            self._stats.increment(counter)
        return Response(answer.status, _json_body(answer.body), headers)

    def _live_fields(self, account: str, collection: SyncCollection) -> list[Mapping[str, Any]]:
        """The fields of every live record of the account's collection."""
        documents = (json.loads(document) for document in self._tables.documents(account, collection.name))
        return [document["fields"] for document in documents if not document["deleted"]]

    @staticmethod
    def _require_mutable(collection: SyncCollection) -> None:
        if collection.append_only:
            raise SyncError(405, "APPEND_ONLY",
                            f"{collection.name} records are append-only: record a correcting one instead")

    def _require(self, account: str, collection: SyncCollection, record_id: str) -> StoredRecord:
        record = self._tables.find(account, collection.name, record_id)
        if record is None:
            raise HTTPError(404, "RECORD_NOT_FOUND", f"No {collection.name} record {record_id!r}")
        return record

    @staticmethod
    def _conflict(collection: SyncCollection, current: StoredRecord, expected_version: int) -> SyncError:
        state = "deleted" if current.deleted else f"at version {current.version}"
        return SyncError(409, "VERSION_CONFLICT",
                         f"{collection.name} record {current.id} is {state}, not at version {expected_version}",
                         members={"current": current.to_json()})

    def _check(self, account: str, collection: SyncCollection,
               fields: Mapping[str, Any]) -> list[tuple[str, str, str]]:
        """Validate ``fields`` and their references; returns ``(field, target collection, id)`` or raises 422."""
        errors = [FieldError(name, reason) for name, reason in RESERVED_FIELDS.items() if name in fields]
        references, field_errors = collection.check(fields)
        errors.extend(field_errors)
        wanted: dict[str, set[str]] = defaultdict(set)
        for path, _, record_id in references:
            wanted[path.target].add(record_id)
        live = {target: self._tables.live_ids(account, target, ids) for target, ids in wanted.items()}
        for path, location, record_id in references:
            if record_id not in live[path.target]:
                errors.append(FieldError(location, f"names no live {path.target} record: {record_id!r}"))
        if errors:
            raise validation_failed(errors)
        return [(location, path.target, record_id) for path, location, record_id in references]

    def _check_unique(self, account: str, collection: SyncCollection, fields: Mapping[str, Any],
                      record_id: str | None) -> list[UniqueValue]:
        """The unique values ``fields`` hold, or 422 ``UNIQUE_CONFLICT`` when one it adds is another's.

        Only values the write adds to the record are checked: a value the record already held stays
        its own, so editing one of two records an older server let share a code (or that were seeded
        so) is not refused for a clash it did not make.
        """
        values = list(collection.unique(fields))
        held = self._tables.unique_keys(account, collection.name, record_id) if record_id is not None else set()
        clashes: list[Clash] = []
        for value in values:
            if (value.rule, value.key) in held:
                continue
            holder = self._tables.unique_holder(account, collection.name, value.rule, value.key, record_id)
            if holder is not None:
                clashes.append(Clash(value, *holder))
        if clashes:
            raise unique_conflict(collection.name, clashes)
        return values

    # MARK: - Reads

    def get(self, account: str, collection: SyncCollection, record_id: str) -> Response:
        """200 with the record (a tombstone included) and its ``ETag``; 404 ``RECORD_NOT_FOUND``."""
        record = self._require(account, collection, record_id)
        return Response(200, _json_body(_record_body(record)), {"ETag": f'"{record.version}"'})

    def changes(self, account: str, collection: SyncCollection, since: str | None, limit: int) -> Response:
        """The records changed after the cursor ``since`` (all when ``None``), oldest change first."""
        after = self._cursors.decode(since, account, collection.name) if since is not None else 0
        rows = self._tables.changes(account, collection.name, after, limit + 1)
        has_more = len(rows) > limit
        rows = rows[:limit]
        cursor = self._cursors.encode(account, collection.name, rows[-1][0] if rows else after)
        documents = ",".join(document for _, document in rows)
        return Response(200, _json_body(f'{{"changes":[{documents}],"nextCursor":{json.dumps(cursor)},'
                                        f'"hasMore":{json.dumps(has_more)}}}'))

    # MARK: - Administration

    def records(self, account: str, collection: SyncCollection) -> Response:
        """Every record of the account's collection, tombstones included, ordered by id."""
        documents = ",".join(self._tables.documents(account, collection.name))
        return Response(200, _json_body(f'{{"records":[{documents}]}}'))

    def seed(self, account: str, collection: SyncCollection, count: int, fields: dict[str, Any]) -> Response:
        """Create ``count`` records with ``fields`` in one transaction (not counted as creates).

        Fields are validated and references checked as for a create; unique values are not checked,
        so a test can make the duplicates an older server let through, which later writes then see.
        """
        if not 1 <= count <= MAX_SEED:
            raise HTTPError(400, "INVALID_REQUEST", f"count must be an integer in 1...{MAX_SEED}")
        with self._store.transaction():
            references = self._check(account, collection, fields)
            last = self._tables.advance_sequence(count)
            first = last - count + 1
            self._tables.insert_series(account, collection.name, collection.id_prefix, first, last, _now(),
                                       json.dumps(fields))
            self._tables.add_series_references(account, collection.name, collection.id_prefix, first, last,
                                               references)
            # Indexed, not checked: seeding can make the duplicates an older server let through.
            self._tables.add_series_unique(account, collection.name, collection.id_prefix, first, last,
                                           collection.unique(fields))
        return Response(201, {"created": count, "firstId": server_id(collection.id_prefix, first),
                              "lastId": server_id(collection.id_prefix, last)})
