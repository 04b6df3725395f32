"""`make voila`'s page (issue 22, issue 23 item 8): our template (share/jupyter/voila/templates/
mjteach) keeps every request on the machine and fits a phone's screen.

The command is the Makefile's own (``make -n voila``), started on a free port; the lesson is opened
in Chromium at 390 x 844 with touch, every request recorded and any to another host aborted.
Screenshot: test-artifacts/voila-narrow-*.png.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from voila_helpers import start_make_voila

from .conftest import free_port, small_controls, stop
from .test_ui_a11y import audit

ROOT = Path(__file__).resolve().parents[2]
LESSON = "en/02-kan-procedure.ipynb"


@pytest.fixture(scope="module")
def voila_url(chromium):
    """`make voila`'s server on a free loopback port; yields its base URL and token."""
    if not (ROOT / ".venv" / "bin" / "voila").exists():
        pytest.skip("needs the project's .venv (make test makes it)")
    port = free_port()
    server, url = start_make_voila(port)
    try:
        assert url, "make voila printed no address with a token"
        yield f"http://127.0.0.1:{port}", url.rsplit("=", 1)[1]
    finally:
        stop(server)


def test_make_voila_lesson_requests_nothing_off_the_machine_and_fits_a_phone(
        browser, voila_url, artifacts):
    """The lesson rendered by `make voila` at 390 x 844 (touch): no request to any other host
    (Voila's lab template links Font Awesome from a CDN), no horizontal page scroll, the title
    wider than a few letters, every button and menu in the outputs a 44 px touch target, and the
    kernel ran the lesson (its KanLab shows a wall); at 360 x 740 axe-core finds nothing serious or
    critical on the page."""
    base, token = voila_url
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                  is_mobile=True)
    outside: list[str] = []

    def route(r):
        url = r.request.url
        if url.startswith((base + "/", "data:", "blob:", "ws://127.0.0.1")):
            r.continue_()
        else:
            outside.append(url)
            r.abort()

    context.route("**/*", route)
    page = context.new_page()
    try:
        page.goto(f"{base}/voila/render/{LESSON}?token={token}", timeout=120_000)
        # the wall drawn for this width (a phone gets it in rows, the square is hidden)
        page.locator(".mjt-kanlab .mjt-wallview svg >> visible=true").first.wait_for(
            timeout=120_000)
        widths = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
        title = page.locator("h1").first.bounding_box()
        small = small_controls(page)
        page.screenshot(path=str(artifacts / "voila-narrow-02.png"))
        # axe-core on the narrowest phone, the whole page (our template and the outputs)
        page.set_viewport_size({"width": 360, "height": 740})
        page.wait_for_timeout(300)
        serious = audit(page, "voila-narrow-02-360", "body")
        page.screenshot(path=str(artifacts / "voila-narrow-02-360.png"))
    finally:
        context.close()
    assert outside == []
    assert widths[0] <= widths[1], f"page scrolls sideways: {widths[0]} px wide in {widths[1]}"
    assert title["width"] >= 0.6 * 390, f"title squeezed to {title['width']:.0f} px"
    assert small == [], "controls under a 44 x 44 px touch target"
    assert serious == [], "axe-core: serious or critical at 360 px"
