"""`make voila` serves the lessons only to whoever has its token (issue 23 item 7).

Without a token anyone on the machine could open the lessons and start kernels through Voila's
API. The command is read from the Makefile itself (``make -n voila``), started on a free port and
asked without and with the token it prints.
"""
from __future__ import annotations

import re
import shlex
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
VOILA = ROOT / ".venv" / "bin" / "voila"


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):  # a redirect to the login page is the answer
        return None


def _status(url: str) -> int:
    opener = urllib.request.build_opener(_NoRedirect)
    try:
        with opener.open(url, timeout=10) as answer:
            return answer.status
    except urllib.error.HTTPError as refused:
        return refused.code


def _voila_command() -> list[str]:
    dry = subprocess.run(["make", "-s", "-n", "voila", "STAMP=Makefile"], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    line = next(line for line in dry.splitlines() if re.search(r"/voila\s", line + " "))
    return shlex.split(line)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.slow
@pytest.mark.skipif(not VOILA.exists(), reason="needs the project's .venv (make test makes it)")
def test_make_voila_answers_only_with_its_token():
    command = _voila_command()
    assert "--token" in command, f"make voila runs without a token: {command}"
    port = _free_port()
    server = subprocess.Popen([*command, "--no-browser", f"--port={port}"], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        url = None
        deadline = time.monotonic() + 60
        while url is None and time.monotonic() < deadline:
            line = server.stdout.readline()
            if not line and server.poll() is not None:
                break
            found = re.search(r"http://\S+\?token=(\w+)", line)
            url = found and found.group(0)
        assert url, "Voila printed no address with a token"
        base = f"http://localhost:{port}"
        lesson = f"{base}/voila/render/en/01-kantsu.ipynb"
        assert _status(lesson) in (302, 403), "a lesson is served without the token"
        assert _status(f"{lesson}?token={url.rsplit('=', 1)[1]}") == 200
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
