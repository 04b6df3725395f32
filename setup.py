"""Compile the gettext catalogs into every wheel (see mjteach/i18n/__init__.py, "Why the two ways").

All metadata is in pyproject.toml; this file only adds one step to ``build_py``: write
``mjteach/i18n/locale/<lang>/LC_MESSAGES/<domain>.mo`` from the ``.pot``/``.po`` files, so an
installed mjteach (or the wheel a JupyterLite site serves to Pyodide) reads its messages with the
standard library's gettext and needs no Babel. An editable install reads the ``.po`` files instead.
"""

import importlib.util
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


class BuildPyWithCatalogs(build_py):
    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):
            return  # a source checkout reads the .po files
        spec = importlib.util.spec_from_file_location(
            "mjteach_pofiles", HERE / "mjteach" / "i18n" / "pofiles.py"
        )
        pofiles = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = pofiles  # dataclasses look their module up there
        spec.loader.exec_module(pofiles)  # stdlib + Babel only (build-system requires)
        build = Path(self.build_lib) / "mjteach"
        written = pofiles.compile_mo(build / "i18n" / "locale", HERE / "mjteach" / "i18n" / "locale")
        # the lesson catalogs (msgid = English paragraph), read by mjteach.course
        written += pofiles.plain_compile_mo(build / "course" / "locale", HERE / "mjteach" / "course" / "locale")
        for path in written:
            self.announce(f"compiled {path}", level=2)


setup(cmdclass={"build_py": BuildPyWithCatalogs})
