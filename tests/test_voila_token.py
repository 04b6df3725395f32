"""`make voila` serves the lessons only to whoever has its token (issue 23 item 7).

Without a token anyone on the machine could open the lessons and start kernels through Voila's
API. The command is read from the Makefile itself (``make -n voila``), started on a free port and
asked without and with the token it prints.
"""
from __future__ import annotations

import socket
import subprocess
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from voila_helpers import make_voila_command, start_make_voila

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


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.slow
@pytest.mark.skipif(not VOILA.exists(), reason="needs the project's .venv (make test makes it)")
def test_make_voila_answers_only_with_its_token():
    command = make_voila_command()
    assert "--token" in command, f"make voila runs without a token: {command}"
    port = _free_port()
    server, url = start_make_voila(port, timeout=60)
    try:
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
