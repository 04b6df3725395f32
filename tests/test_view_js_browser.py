"""view.js in headless Chromium without Jupyter: a plain page, a stand-in for the widget model
(``get`` / ``on`` / ``send``) and view-models made by the Python widgets. Checks the update path
a tap takes (issue 22): a view-model patched into the page gives the same DOM as drawing it
afresh, and the pictures' named drawings (faces, tile frames, hatch patterns) live once in the
page's shared ``<defs>``, so a redraw adds or removes no name (each such change made the browser
rebuild every ``<use>`` of that name in the page: 60-130 ms after each kan on a phone).

Needs Debian's chromium (skipped when it is missing unless MJTEACH_REQUIRE_BROWSER is set).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mjteach
from mjteach.render.save import CHROMIUM_ARGS
from mjteach.widgets import KanLab

pytestmark = pytest.mark.browser

WIDGETS = Path(mjteach.__file__).parent / "widgets"

#: in the page: load view.js as a module, draw view-models into stand-in models
HARNESS = """async ([src]) => {
    const url = URL.createObjectURL(new Blob([src], {type: "text/javascript"}));
    const view = (await import(url)).default;
    window.mjtDraw = (el, vm) => {
        const handlers = [];
        const model = {
            vm, sent: [],
            get: (k) => (k === "vm" ? model.vm : undefined),
            on: (ev, f) => handlers.push(f),
            off: () => {},
            send: (m) => model.sent.push(m),
            set: (v) => { model.vm = v; handlers.forEach((f) => f()); },
        };
        view.render({model, el});
        return model;
    };
}"""


@pytest.fixture(scope="module")
def page(chromium, playwright_api):
    browser = playwright_api.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
    pg = browser.new_page(viewport={"width": 390, "height": 844})
    css = (WIDGETS / "view.css").read_text(encoding="utf-8")
    pg.set_content(f"<!doctype html><html><head><style>{css}</style></head>"
                   '<body><div id="patched"></div><div id="fresh"></div></body></html>')
    pg.evaluate(HARNESS, [(WIDGETS / "view.js").read_text(encoding="utf-8")])
    yield pg
    browser.close()


def _kan_view_models() -> tuple[dict, dict]:
    """A KanLab's view-model before and after an ankan, as sent while one copy of it is on a
    phone and one on a desktop (both the wall's square and its rows are in it)."""
    mjteach.set_language("en")
    lab = KanLab.demo("ankan")
    lab._on_front_msg(lab, {"type": "narrow", "copy": "phone", "on": True}, None)
    lab._on_front_msg(lab, {"type": "narrow", "copy": "desk", "on": False}, None)
    lab.press("draw")
    before = json.loads(json.dumps(lab.view_model()))
    lab.press("ankan")
    return before, json.loads(json.dumps(lab.view_model()))


def test_a_patched_kan_is_the_fresh_drawing_and_adds_no_named_drawing_to_the_page(page):
    before, after = _kan_view_models()
    found = page.evaluate(
        """([before, after]) => {
            const patched = document.getElementById("patched");
            const fresh = document.getElementById("fresh");
            const model = window.mjtDraw(patched, before);
            const named = () => [...document.querySelectorAll("[id^='mjt-']")]
                .filter((e) => e.id !== "mjt-shared-defs").map((e) => e.id);
            // every name's element, and whether it is drawn where it lies
            const watch = new MutationObserver(() => {});
            watch.observe(patched, {childList: true, subtree: true});
            model.set(after);
            const added = [], removed = [];
            const ids = (n) => (n.nodeType === 1 ? [n, ...n.querySelectorAll("[id]")] : [])
                .map((e) => e.id).filter((id) => id.startsWith("mjt-"));
            for (const r of watch.takeRecords()) {
                for (const n of r.addedNodes) added.push(...ids(n));
                for (const n of r.removedNodes) removed.push(...ids(n));
            }
            window.mjtDraw(fresh, after);
            const inPictures = [...patched.querySelectorAll("[id^='mjt-']")].map((e) => e.id);
            const names = named();
            const unresolved = [];
            for (const el of patched.querySelectorAll("use")) {
                const ref = el.getAttribute("xlink:href") || el.getAttribute("href");
                if (!document.getElementById(ref.slice(1))) unresolved.push(ref);
            }
            // a pattern paints only from a part of the page that is drawn
            for (const el of patched.querySelectorAll("[fill^='url(#']")) {
                const ref = el.getAttribute("fill").slice(4, -1);
                const target = document.getElementById(ref.slice(1));
                let drawn = !!target;
                for (let e = target; e && e.nodeType === 1; e = e.parentElement)
                    if (getComputedStyle(e).display === "none") drawn = false;
                if (!drawn) unresolved.push(ref);
            }
            return {
                same: patched.firstChild.isEqualNode(fresh.firstChild),
                inPictures: [...new Set(inPictures)],
                twice: names.filter((n, i) => names.indexOf(n) !== i),
                added, removed,
                unresolved: [...new Set(unresolved)],
            };
        }""",
        [before, after],
    )
    assert found["same"], "the patched DOM differs from drawing the view-model afresh"
    assert found["inPictures"] == []  # every named drawing is in the page's shared <defs>
    assert found["twice"] == []
    assert found["added"] == [] and found["removed"] == []  # the kan changed no name in the view
    # each <use> finds its drawing, each hatch its pattern in a part of the page that is drawn
    # (the square is hidden at this width: the pattern found there painted no hatch on the rows)
    assert found["unresolved"] == []


def test_a_refused_choice_in_a_drop_down_shows_the_rules_in_force_again(page):
    """The newcomer trial: choosing three-player rules for a lab whose hand cannot be dealt under
    them was refused (the lab kept Tenhou's rules, the switcher said why), yet the drop-down kept
    showing 三人麻雀: Python's answer was the same view-model as before, so nothing was redrawn. A
    select now shows the model's choice until Python's answer names another."""
    from mjteach.widgets import RuleSwitcher

    mjteach.set_language("en")
    sw = RuleSwitcher()
    vm = json.loads(json.dumps(sw.view_model()))
    shown = page.evaluate(
        """([vm]) => {
            const el = document.getElementById("patched");
            el.replaceChildren();
            const model = window.mjtDraw(el, vm);
            const sel = el.querySelector("select");
            const before = sel.selectedIndex;
            sel.selectedIndex = sel.options.length - 1;   // the learner picks another preset
            sel.dispatchEvent(new Event("change"));
            const sent = model.sent.filter((m) => m.type === "act").map((m) => m.index);
            model.set(JSON.parse(JSON.stringify(vm)));     // Python refused: the same view-model
            return {before, sent, after: el.querySelector("select").selectedIndex};
        }""", [vm])
    assert shown["sent"] and shown["sent"][-1] != shown["before"]
    assert shown["after"] == shown["before"]
