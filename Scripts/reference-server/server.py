#!/usr/bin/env python3
"""Entry point: ``python3 Scripts/reference-server/server.py [--port 0] [--db PATH] [--token-ttl S]``."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from refserver.server import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
