"""`make voila` as the tests start it: the Makefile's own command line (``make -n voila``), on a
chosen port, and the address with the token it prints (tests/test_voila_token.py,
tests/ui/test_voila_page.py)."""

from __future__ import annotations

import re
import shlex
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def make_voila_command() -> list[str]:
    """The command line `make voila` runs (its recipe line that starts voila)."""
    dry = subprocess.run(["make", "-s", "-n", "voila", "STAMP=Makefile"], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    line = next(line for line in dry.splitlines() if re.search(r"/voila\s", line + " "))
    return shlex.split(line)


def start_make_voila(port: int, timeout: float = 90) -> tuple[subprocess.Popen, str | None]:
    """Start `make voila`'s command on ``port`` (no browser); return the process and the address
    with ``?token=`` it printed (None if it printed none before ``timeout`` s or stopped)."""
    server = subprocess.Popen([*make_voila_command(), "--no-browser", f"--port={port}"], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    url = None
    deadline = time.monotonic() + timeout
    while url is None and time.monotonic() < deadline:
        line = server.stdout.readline()
        if not line and server.poll() is not None:
            break
        found = re.search(r"http://\S+\?token=(\w+)", line)
        url = found and found.group(0)
    return server, url
