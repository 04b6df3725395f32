"""Serve the JupyterLite site (``build/lite``) on 127.0.0.1 (`make lite-serve`).

Any static web server works for the site; this one only makes sure ``.mjs`` and ``.wasm`` get the
types browsers require for module workers and WebAssembly (older Pythons' ``mimetypes`` lack
``.mjs``). The browser needs http://127.0.0.1 or localhost (or https) for the service worker that
lets the kernel read the site's files.

Usage: ``python tools/serve_lite.py [--dir build/lite] [--port 8000]``; stop with Ctrl+C.
"""

from __future__ import annotations

import argparse
import functools
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".ipynb": "application/json",
    ".whl": "application/octet-stream",
    ".svg": "image/svg+xml",
}


class LiteHandler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, format, *args):  # noqa: A002 (the base class's name)
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)


def make_server(site: Path, port: int = 0, verbose: bool = False) -> ThreadingHTTPServer:
    """A loopback HTTP server for ``site`` (port 0: a free one); call ``serve_forever``."""
    if not (site / "jupyter-lite.json").exists():
        raise FileNotFoundError(f"{site} holds no JupyterLite site: run `make lite` first")
    handler = functools.partial(LiteHandler, directory=str(site))
    server = ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.verbose = verbose  # type: ignore[attr-defined]
    server.daemon_threads = True
    return server


def serve_in_thread(site: Path) -> tuple[ThreadingHTTPServer, str]:
    """Start a quiet server in a daemon thread; return it and its base URL (for tests)."""
    server = make_server(site)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--dir", type=Path, default=ROOT / "build" / "lite")
    ap.add_argument("--port", type=int, default=8000)
    args = ap.parse_args(argv)
    try:
        server = make_server(args.dir, args.port, verbose=True)
    except FileNotFoundError as err:
        print(err, file=sys.stderr)
        return 1
    base = f"http://127.0.0.1:{server.server_address[1]}"
    print(f"Serving the mjteach JupyterLite site from {args.dir}\n"
          f"  learners open {base}/ (the lessons, each in the reading mode)\n"
          f"  teachers: {base}/lab/index.html (JupyterLab, every notebook)\n"
          f"  stop with Ctrl+C", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("stopped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
