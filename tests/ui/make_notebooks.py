"""Write the small notebooks the browser tests open (run: python tests/ui/make_notebooks.py).

They stand in for the lessons until those exist; each cell uses the widgets as a lesson would.
"""

from __future__ import annotations

from pathlib import Path

import nbformat

HERE = Path(__file__).parent / "notebooks"

NOTEBOOKS = {
    "widgets_basic.ipynb": [
        (
            "md",
            "# Widget check: hand builder, rules, quiz, language\n"
            "Run all cells (Run ▸ Run All Cells).",
        ),
        (
            "code",
            "import mjteach\n"
            "from mjteach.widgets import HandBuilder, LanguagePicker, Quiz, RuleSwitcher\n"
            "mjteach.set_language('en')\nLanguagePicker()",
        ),
        ("code", 'builder = HandBuilder("123m")\nbuilder'),
        ("code", "switcher = RuleSwitcher()\nswitcher"),
        (
            "code",
            'quiz = Quiz({"en": "Which kan keeps the hand concealed?",\n'
            '             "ja": "門前のままの槓は？",\n'
            '             "zh": "哪种杠保持门前？"},\n'
            '            ["daiminkan", "kakan", "ankan"], answer="ankan",\n'
            '            explanation={"en": "An ankan is made from four tiles "\n'
            '                                "of your own hand."},\n'
            '            why_wrong={"daiminkan": {"en": "A daiminkan calls a discard: "\n'
            '                                           "the hand is open.",\n'
            '                                     "ja": "大明槓は捨て牌を鳴くので門前ではなくなる。",\n'
            '                                     "zh": "大明杠用的是别人打出的牌，手牌就不再门前。"},\n'
            '                       "kakan": {"en": "A kakan adds a tile to a pon, "\n'
            '                                       "already an open set.",\n'
            '                                 "ja": "加槓はポン（すでに副露）に牌を足す槓。",\n'
            '                                 "zh": "加杠是在已经副露的碰上加一张。"}})\nquiz',
        ),
    ],
    "kan_lab.ipynb": [
        ("md", "# Widget check: KanLab and WallView\nRun all cells (Run ▸ Run All Cells)."),
        (
            "code",
            "import mjteach\nfrom mjteach.widgets import KanLab, LanguagePicker, RuleSwitcher\n"
            "mjteach.set_language('en')\nLanguagePicker()",
        ),
        ("code", 'lab = KanLab.demo("ankan")\nlab'),
        ("code", 'lab_kakan = KanLab.demo("kakan")\nlab_kakan'),
        ("code", 'lab_dmk = KanLab.demo("daiminkan")\nlab_dmk'),
        ("code", "switcher = RuleSwitcher()\nswitcher.link(lab, lab_kakan, lab_dmk)\nswitcher"),
    ],
    "more_widgets.ipynb": [
        (
            "md",
            "# Widget check: WallView, CallLab, ReplayViewer\nRun all cells (Run ▸ Run All Cells).",
        ),
        (
            "code",
            "import mjteach\nfrom mjteach.widgets import CallLab, ReplayViewer, WallView\n"
            "mjteach.set_language('en')",
        ),
        ("code", 'wall = WallView("four", seed=3)\nwall'),
        ("code", 'calls = CallLab("three_way")\ncalls'),
        ("code", 'replay = ReplayViewer("daiminkan")\nreplay'),
    ],
    "voila_demo.ipynb": [
        ("md", "# mjteach under Voila"),
        (
            "code",
            "import mjteach\nfrom mjteach.widgets import HandBuilder\nmjteach.set_language('en')\n"
            'builder = HandBuilder("123m")\nbuilder',
        ),
    ],
}

# one page with every widget, per language: the reflow test opens it at phone and tablet sizes
REFLOW_CELL = """import mjteach
from mjteach.widgets import (CallLab, HandBuilder, KanLab, Practice, Quiz, ReplayViewer,
                             RuleSwitcher, WallView)
mjteach.set_language({lang!r})
lab = KanLab.demo("daiminkan")
display(lab)
display(WallView("four", seed=3))
display(CallLab("three_way"))
display(ReplayViewer("daiminkan"))
display(Quiz("1 + 1?", ["1", "2", "3"], answer="2",
             why_wrong={{"1": "One more.", "3": "One less."}}))
display(Practice(concepts=["meld-layout"], seed=1, lesson="reflow"))
display(Practice(concepts=["rinshan-wall"], seed=2, lesson="reflow-wall"))
switcher = RuleSwitcher()
switcher.link(lab)
display(switcher)
HandBuilder("123m")"""

for _lang in ("en", "ja", "zh"):
    NOTEBOOKS[f"reflow_{_lang}.ipynb"] = [
        ("md", f"# Every widget on a narrow screen ({_lang})"),
        ("code", REFLOW_CELL.format(lang=_lang)),
    ]


def main() -> None:
    HERE.mkdir(exist_ok=True)
    for name, cells in NOTEBOOKS.items():
        nb = nbformat.v4.new_notebook()
        nb.metadata["kernelspec"] = {
            "name": "python3",
            "display_name": "Python 3 (ipykernel)",
            "language": "python",
        }
        for kind, src in cells:
            nb.cells.append(
                nbformat.v4.new_markdown_cell(src)
                if kind == "md"
                else nbformat.v4.new_code_cell(src)
            )
        for i, cell in enumerate(nb.cells):
            cell["id"] = f"cell-{i}"
        nbformat.write(nb, HERE / name)


if __name__ == "__main__":
    main()
