"""The HTTP layer: connection bursts, body limits, error envelopes for every status, HEAD, no-body statuses."""

import socket
import threading
import time
import unittest

from tests.support import ServerTestCase


class ConnectionBurstTests(ServerTestCase):
    def test_fifty_simultaneous_connections_are_all_answered_promptly(self) -> None:
        # A listen backlog of 5 (Python's default) overflows here: the kernel drops the excess
        # handshakes and the client retries after a 1 s SYN timeout, so the slowest takes over 1 s.
        count = 50
        barrier = threading.Barrier(count)
        latencies: list[float] = []
        failures: list[BaseException] = []
        lock = threading.Lock()

        def ping() -> None:
            barrier.wait()
            started = time.monotonic()
            try:
                with socket.create_connection(self.server.server_address[:2], timeout=10) as connection:
                    connection.sendall(b"GET /v1/ping HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                    received = b""
                    while chunk := connection.recv(4096):
                        received += chunk
                self.assertTrue(received.startswith(b"HTTP/1.1 200 "), received[:40])
            except BaseException as error:  # reported below, on the test's thread
                with lock:
                    failures.append(error)
                return
            with lock:
                latencies.append(time.monotonic() - started)

        threads = [threading.Thread(target=ping) for _ in range(count)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        self.assertEqual(failures, [])
        self.assertEqual(len(latencies), count)
        self.assertLess(max(latencies), 0.9, f"slowest of {count} connections")
        self.assertEqual(self.server.request_queue_size, 128)


if __name__ == "__main__":
    unittest.main()
