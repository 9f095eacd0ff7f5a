"""SharedCore loopback reference server.

A small, dependency-free (Python 3 standard library only) HTTP server that speaks the wire
contracts of the SharedCore seed backends, persists to SQLite, and injects faults on request.
It is a test and demo tool, not a product backend.
"""

__all__ = ["__version__"]

__version__ = "1.0.0"
