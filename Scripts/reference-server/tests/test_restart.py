"""A restart on the same port and database file: the port can be bound again at once, the data is kept."""

import http.client
import json
import os
import socket
import tempfile
import threading
import unittest
import uuid
from typing import Any

from refserver.application import Application
from refserver.server import ReferenceHTTPServer


class RunningServer:
    """A server over ``db_path`` on ``port`` (0: any free one), serving on a thread until ``stop``."""

    def __init__(self, db_path: str, port: int = 0) -> None:
        self.app = Application(db_path, token_ttl=900)
        self.server = ReferenceHTTPServer(self.app, port)
        self.port = self.server.server_address[1]
        self._thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()

    def request(self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None) -> Any:
        """One request on a keep-alive connection the server closes when it stops (its side lingers)."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        try:
            connection.request(method, path, body=json.dumps(body).encode() if body is not None else None,
                               headers={"Content-Type": "application/json", **(headers or {})})
            response = connection.getresponse()
            data = response.read()
            return response.status, json.loads(data) if data else None
        finally:
            connection.close()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.app.store.close()
        self._thread.join(timeout=10)


class RestartTests(unittest.TestCase):
    def setUp(self) -> None:
        self._temp = tempfile.TemporaryDirectory(prefix="refserver-restart-")
        self.db_path = os.path.join(self._temp.name, "reference.sqlite")

    def tearDown(self) -> None:
        self._temp.cleanup()

    def login(self, server: RunningServer) -> dict[str, str]:
        status, tokens = server.request("POST", "/v1/auth/token", {"username": "shop", "password": "demo-password"})
        self.assertEqual(status, 200, tokens)
        return {"Authorization": f"Bearer {tokens['accessToken']}"}

    def test_the_listening_socket_reuses_its_address(self) -> None:
        server = RunningServer(self.db_path)
        try:
            self.assertNotEqual(server.server.socket.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR), 0)
        finally:
            server.stop()

    def test_a_new_server_on_the_same_port_and_file_serves_the_records_at_once(self) -> None:
        first = RunningServer(self.db_path)
        auth = self.login(first)
        status, created = first.request("POST", "/v1/sync/sync-parties", {"name": "Asha Traders"},
                                        headers={**auth, "Idempotency-Key": str(uuid.uuid4())})
        self.assertEqual(status, 201, created)
        port = first.port
        first.stop()

        second = RunningServer(self.db_path, port)
        try:
            self.assertEqual(second.port, port)
            auth = self.login(second)  # the signing key is the new process's own: sign in again
            status, changes = second.request("GET", "/v1/sync/sync-parties/changes", headers=auth)
            self.assertEqual(status, 200, changes)
            self.assertEqual([change["id"] for change in changes["changes"]], [created["record"]["id"]])
        finally:
            second.stop()


if __name__ == "__main__":
    unittest.main()
