"""The JupyterLite site's own pages: the landing page and the reading mode (issue 22).

* ``index.html`` (the site's root) lists the lessons of each edition (en, ja, zh), each section
  in its own language, and links every lesson to the reading mode; teachers get a link to the
  full JupyterLab (``lab/``).
* The reading mode is JupyterLite's Notebook interface (``notebooks/index.html?path=...``): one
  document, no side panels. ``tools/lite/reading.js`` and ``reading.css`` are added to that page:
  a banner in the lesson's language says what happens while Python starts, the lesson runs by
  itself once the kernel is idle (its saved outputs stay readable until each cell's new output
  replaces them), and on a narrow screen the page keeps to the screen's width.
* A preview of each lesson (``mjteach-reading/preview/<lesson>.html``: its text and saved
  pictures, no code, rendered here with nbconvert) is shown at once while JupyterLab's front end
  loads (several seconds on a phone), then replaced by the live notebook at the same place.

Texts come from the i18n catalogs (domain ``site``), looked up here at build time for each
language: the browser gets them as a small JSON object inside the page.

Called by tools/build_lite.py after ``jupyter lite build``.
"""

from __future__ import annotations

import html
import json
import re
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent
READING_FILES = (HERE / "lite" / "reading.js", HERE / "lite" / "reading.css")
#: the folder of the site that holds the reading mode's script and style
READING_DIR = "mjteach-reading"
#: the reading mode's messages (catalog keys) and the editions they are given for
READING_KEYS = ("reading.starting", "reading.running", "reading.ready", "reading.failed",
                "reading.lessons")
LANGUAGES = ("en", "ja", "zh")
#: the language's own name, for the landing page's short menu (not translated on purpose)
LANGUAGE_NAMES = {"en": "English", "ja": "日本語", "zh": "中文"}


def lesson_title(notebook: Path) -> str:
    """The text of the notebook's first Markdown heading (level 1), else its file name."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    for cell in cells:
        if cell["cell_type"] != "markdown":
            continue
        source = cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])
        for line in source.splitlines():
            if m := re.match(r"^#\s+(.+?)\s*#*\s*$", line):
                return m[1]
    return notebook.stem


def reading_url(rel: str) -> str:
    """The reading mode's address of the lesson ``rel`` (a path under lessons/), from the root."""
    return f"notebooks/index.html?path={rel}"


def editions(lessons: list[Path], root: Path) -> dict[str, list[Path]]:
    """The lessons grouped by their first folder under ``root`` (the edition), in file order;
    a notebook directly in ``root`` goes under ``""``."""
    groups: dict[str, list[Path]] = {}
    for nb in lessons:
        rel = nb.relative_to(root)
        groups.setdefault(rel.parts[0] if len(rel.parts) > 1 else "", []).append(nb)
    return groups


#: JupyterLite's apps read the root page's ``#jupyter-config-data`` (config-utils.js merges the
#: config of every parent folder's index.html): the landing page keeps the built one.
CONFIG_SCRIPT = re.compile(r'<script id="jupyter-config-data".*?</script>', re.S)


def landing_page(lessons: list[Path], root: Path, config_script: str) -> str:
    """The site's index.html: per edition a heading, a line on how to start and every lesson
    linked to the reading mode, in the edition's language; a link to the full JupyterLab.
    ``config_script`` is JupyterLite's ``#jupyter-config-data`` element of the root page."""
    from mjteach.i18n import t

    groups = editions(lessons, root)
    order = [e for e in LANGUAGES if e in groups] + sorted(e for e in groups if e not in LANGUAGES)
    nav = " · ".join(f'<a href="#{e or "lessons"}" lang="{e or "en"}">'
                     f'{html.escape(LANGUAGE_NAMES.get(e, e or "lessons"))}</a>' for e in order)
    sections = []
    for edition in order:
        lang = edition if edition in LANGUAGES else "en"
        items = "\n".join(
            f'    <li><a href="{html.escape(reading_url(nb.relative_to(root).as_posix()))}">'
            f"{html.escape(lesson_title(nb))}</a></li>" for nb in groups[edition])
        sections.append(
            f'<section id="{edition or "lessons"}" lang="{lang}">\n'
            f"  <h2>{html.escape(t('site.edition', lang))}</h2>\n"
            f"  <p>{html.escape(t('site.intro', lang))}</p>\n"
            f"  <ol>\n{items}\n  </ol>\n"
            f'  <p class="teachers"><a href="lab/index.html">{html.escape(t("site.teachers", lang))}'
            f"</a></p>\n</section>")
    body = "\n".join(sections)
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>mjteach</title>
<style>
  body {{ margin: 0 auto; max-width: 46rem; padding: 0.5rem 1rem 2rem; font: 16px/1.5 system-ui,
         -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK JP", sans-serif; color: #1b1b1b; }}
  h1 {{ font-size: 1.6rem; margin: 0.6rem 0; }}
  h2 {{ font-size: 1.25rem; margin: 1.6rem 0 0.3rem; }}
  a {{ box-sizing: border-box; }}
  nav a, .teachers a {{ display: inline-block; min-height: 44px; line-height: 44px; }}
  nav a {{ padding: 0 0.5rem; }}
  ol {{ padding-left: 0; list-style: none; margin: 0; }}
  li a {{ display: block; min-height: 44px; line-height: 1.4; padding: 0.6rem 0.25rem; border-bottom: 1px solid #ddd;
          overflow-wrap: anywhere; }}
  a {{ color: #0b57a4; }}
  .teachers {{ font-size: 0.9rem; }}
</style>
{config_script}
</head>
<body>
<header>
<h1>mjteach</h1>
<nav>{nav}</nav>
</header>
<main>
{body}
</main>
</body>
</html>
"""


def reading_messages() -> dict[str, dict[str, str]]:
    """The banner's texts in every language: ``{lang: {name: text}}``, ``{done}`` and
    ``{total}`` left for the page to fill."""
    from mjteach.i18n import t

    keep = {"done": "{done}", "total": "{total}"}
    return {lang: {key.split(".", 1)[1]: t(key, lang, **keep) for key in READING_KEYS}
            for lang in LANGUAGES}


#: relative links between lessons (``./05-ankan.ipynb#anchor``) in a preview's HTML
LESSON_LINK = re.compile(r'href="(?:\./)?([^":/?#]+\.ipynb)(#[^"]*)?"')


def without_widget_outputs(nb):
    """``nb`` without the outputs that are widget views (their saved text is only a repr; the
    live widget comes with the kernel), so a preview shows text, pictures and printed lines."""
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = [o for o in cell.get("outputs", [])
                            if "application/vnd.jupyter.widget-view+json" not in o.get("data", {})]
    return nb


def preview(notebook: Path, rel: str) -> str:
    """The lesson's preview: an HTML fragment of its Markdown and saved outputs, no code; links
    to other lessons point to their reading mode."""
    import nbformat
    from nbconvert import HTMLExporter

    exporter = HTMLExporter(template_name="basic", exclude_input=True,
                            exclude_input_prompt=True, exclude_output_prompt=True)
    body, _ = exporter.from_notebook_node(without_widget_outputs(nbformat.read(notebook, 4)))
    folder = rel.rsplit("/", 1)[0] + "/" if "/" in rel else ""
    return LESSON_LINK.sub(
        lambda m: f'href="index.html?path={html.escape(folder + m[1])}{m[2] or ""}"', body)


def install(site: Path, lessons: list[Path], root: Path) -> None:
    """Write the landing page and the previews, and add the reading mode to the site's Notebook
    interface."""
    index = site / "index.html"
    found = CONFIG_SCRIPT.search(index.read_text(encoding="utf-8"))
    if not found:
        raise SystemExit(f"{index}: no #jupyter-config-data script (JupyterLite's root page)")
    index.write_text(landing_page(lessons, root, found[0]), encoding="utf-8")
    folder = site / READING_DIR
    folder.mkdir(exist_ok=True)
    for src in READING_FILES:
        shutil.copy2(src, folder / src.name)
    for nb in lessons:
        rel = nb.relative_to(root).as_posix()
        target = folder / "preview" / (rel + ".html")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(preview(nb, rel), encoding="utf-8")
    page = site / "notebooks" / "index.html"
    text = page.read_text(encoding="utf-8")
    messages = json.dumps(reading_messages(), ensure_ascii=False).replace("</", "<\\/")
    tags = (f'<link rel="stylesheet" href="../{READING_DIR}/reading.css">\n'
            f'<script id="mjteach-reading-messages" type="application/json">{messages}</script>\n'
            f'<script src="../{READING_DIR}/reading.js" defer></script>\n')
    if "</head>" not in text:
        raise SystemExit(f"{page}: no </head> to add the reading mode to")
    page.write_text(text.replace("</head>", tags + "</head>", 1), encoding="utf-8")
    # reading.js drives the page through the app object, which JupyterLite exposes on request
    config_path = site / "notebooks" / "jupyter-lite.json"
    config = json.loads(config_path.read_text(encoding="utf-8"))
    config["jupyter-config-data"]["exposeAppInBrowser"] = "true"
    config_path.write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
