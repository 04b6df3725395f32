"""Build the in-browser course: a JupyterLite site with Pyodide, every lesson and mjteach (`make lite`).

Everything the site needs at run time is inside the site folder (default ``build/lite``):

* Pyodide's core from the npm package ``pyodide`` (the version and integrity pinned in
  ``tools/lite/manifest.json``), without sourcemaps, type files or demo consoles, its standard
  library with bytecode added (the npm zip is sources only); the kernel loads it through
  ``tools/lite/kernel-start.mjs`` (the notebook's folder last on ``sys.path``; timings in the
  worker's console);
* every Python package the kernel and the lessons import, as pure wheels next to Pyodide, listed in
  the site's own ``pyodide-lock.json`` (sha256 of the wheel shipped) and pre-loaded when the kernel
  starts (``loadPyodideOptions.packages``), so lessons begin with ``import mjteach`` as everywhere else
  and nothing is fetched from PyPI or a CDN (``disablePyPIFallback``);
* the mjteach wheel built from this checkout;
* every ``.ipynb`` under ``lessons/`` (folders kept) plus the lessons' README;
* the site's own pages (``tools/lite_pages.py``): the landing page ``index.html`` listing the
  lessons per edition, each linked to the reading mode (the Notebook interface with
  ``tools/lite/reading.js``: a status banner in the lesson's language, the lesson run by itself).

Versions: a package pinned in ``requirements/lock.txt`` (the project's one lock) gets that version, so
the widget front ends bundled from ``.venv`` (jupyterlab_widgets, anywidget) match their Python side;
the kernel's own packages that the lock does not pin (jedi, micropip, ...) take Pyodide's versions.

Downloads happen at build time only (``npm pack`` and ``pip download``, cached in ``build/lite-cache``)
and are checked against the sha256 / sha512 values in the manifest. ``--update-manifest`` resolves the
wheel set again from the two locks (run it after ``make lock`` or a Pyodide bump) and rewrites the
manifest.

Known traps, and where they are handled:

* "No version of module anywidget is registered": the anywidget and jupyterlab_widgets front ends
  are bundled from ``.venv`` (``LABEXTENSIONS``), the same versions as the wheels (lock.txt); the
  test compares each bundled front end with the one inside its wheel.
* "Can't find a pure Python 3 wheel for widgetsnbextension": the kernel's own stand-in wheel
  (pyodide-kernel's ``static/pypi``) is in the lock and pre-loaded; nothing is resolved at run time.
* Pyodide checks each wheel's sha256 against its lock: the lock is written from the files shipped.
* A learner's edited copy (IndexedDB) hiding newer lessons: ``contentsStorageName`` changes with
  every release (a hash of the lessons and the wheel).
* The service worker (how the kernel reads the site's files) needs https, localhost or 127.0.0.1.
* Pyodide 314 is Python 3.14, above the ``requires-python`` range the project tests natively
  (3.10-3.13): Pyodide's loader does not check it, and tests/ui/test_lite.py runs every module
  and every lesson cell in this very interpreter.

Usage: ``python tools/build_lite.py [--update-manifest] [--out build/lite] [--if-stale]``.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from email.parser import Parser
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import lite_pages  # noqa: E402  (next to this script)

ROOT = Path(__file__).resolve().parents[1]
MANIFEST = ROOT / "tools" / "lite" / "manifest.json"
LOCK_TXT = ROOT / "requirements" / "lock.txt"
LESSONS = ROOT / "lessons"
CACHE = ROOT / "build" / "lite-cache"
SRC = ROOT / "build" / "lite-src"
OUT = ROOT / "build" / "lite"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
#: JupyterLab settings of the site (its overrides.json). A lesson holds many stored outputs
#: (pictures, tables): "defer" attaches the cells below the first screen when the page is idle
#: instead of all of them before the notebook shows, so the kernel's worker starts sooner and does
#: not share the CPU with that rendering (7 alternating cold/warm pairs at load 8-11: sooner in 5 of
#: 7, by 1.0 s warm and 1.8 s cold on average, within the noise; benchmarks/HISTORY.md).
#: JupyterLab's default is "contentVisibility" (every cell attached).
SETTINGS = {"@jupyterlab/notebook-extension:tracker": {"windowingMode": "defer"}}
#: the module the kernel's worker loads Pyodide through (the site's ``pyodideUrl``)
KERNEL_START = ROOT / "tools" / "lite" / "kernel-start.mjs"
#: front-end extensions bundled into the site (from .venv's share/jupyter/labextensions)
LABEXTENSIONS = (
    "@jupyter-widgets/jupyterlab-manager",
    "anywidget",
    "@jupyterlite/pyodide-kernel-extension",
)
#: what the kernel worker imports before it is ready (pyodide-kernel's worker.ts, initKernel)
KERNEL_ROOTS = ("micropip", "comm", "jedi", "ipython")
#: shims shipped inside the pyodide-kernel extension (its static/pypi folder): installed as they are
KERNEL_SHIMS = ("piplite", "ipykernel", "pyodide-kernel", "widgetsnbextension")
#: Pyodide's files a site needs; the rest (sourcemaps, .d.ts, demo consoles, README) are left out
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.js",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "package.json",
)
#: the environment markers of the Pyodide interpreter (Python 3.14 in WebAssembly)
PYODIDE_ENV = {
    "python_version": "3.14",
    "python_full_version": "3.14.2",
    "sys_platform": "emscripten",
    "platform_system": "Emscripten",
    "platform_machine": "wasm32",
    "os_name": "posix",
    "implementation_name": "cpython",
    "platform_python_implementation": "CPython",
    "extra": "",
}
PIP_PURE = ["--only-binary=:all:", "--python-version", "3.14", "--platform", "any",
            "--implementation", "py", "--abi", "none"]


def canonical(name: str) -> str:
    """PEP 503 name: lower case, runs of ``-_.`` as one ``-``."""
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run(cmd: list[str], **kw) -> None:
    print("+", " ".join(map(str, cmd)), flush=True)
    subprocess.run(cmd, check=True, **kw)


# ---------------------------------------------------------------- inputs


def lock_pins() -> dict[str, str]:
    """Versions pinned in requirements/lock.txt whose markers hold under Pyodide."""
    from packaging.markers import Marker

    pins: dict[str, str] = {}
    for line in LOCK_TXT.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^([A-Za-z0-9_.\-]+)==([^\s;\\]+)\s*(?:;\s*([^\\]+?))?\s*\\?$", line)
        if not m:
            continue
        name, version, marker = m.groups()
        if marker and not Marker(marker).evaluate(PYODIDE_ENV):
            continue
        pins[canonical(name)] = version
    return pins


def runtime_requirements() -> list[str]:
    """mjteach's runtime dependencies (names only; versions come from the locks)."""
    from importlib.metadata import requires

    from packaging.requirements import Requirement

    reqs = [Requirement(r) for r in requires("mjteach") or []]
    return [canonical(r.name) for r in reqs if r.marker is None or "extra" not in str(r.marker)]


def wheel_requires(whl: Path) -> list[str]:
    """Names a wheel requires under Pyodide (its METADATA Requires-Dist, markers evaluated)."""
    from packaging.requirements import Requirement

    with zipfile.ZipFile(whl) as zf:
        meta = next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))
        msg = Parser().parsestr(zf.read(meta).decode("utf-8"))
    out = []
    for text in msg.get_all("Requires-Dist") or []:
        req = Requirement(text)
        if req.marker is None or req.marker.evaluate(PYODIDE_ENV):
            out.append(canonical(req.name))
    return out


def wheel_imports(whl: Path) -> list[str]:
    """Top-level import names of a wheel (folders with __init__.py and single modules)."""
    names = set()
    with zipfile.ZipFile(whl) as zf:
        for n in zf.namelist():
            top = n.split("/", 1)[0]
            if top.endswith((".dist-info", ".data")):
                continue
            if "/" in n or n.endswith(".py"):
                names.add(top.removesuffix(".py"))
    return sorted(names)


def pip_download(specs: list[str], dest: Path) -> None:
    dest.mkdir(parents=True, exist_ok=True)
    run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", *PIP_PURE,
         "-d", str(dest), *specs])


def find_wheel(dest: Path, name: str, version: str) -> Path:
    for whl in dest.glob("*.whl"):
        stem = whl.name.split("-")
        if canonical(stem[0]) == name and stem[1] == version:
            return whl
    raise FileNotFoundError(f"no wheel for {name}=={version} in {dest}")


def fetch_pyodide(spec: dict) -> Path:
    """The npm tarball of Pyodide's core, checked against the manifest's sha512 integrity."""
    tgz = CACHE / f"pyodide-{spec['version']}.tgz"
    if not tgz.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        run(["npm", "pack", f"pyodide@{spec['version']}", "--pack-destination", str(CACHE),
             "--silent"], stdout=subprocess.DEVNULL)
    digest = "sha512-" + base64.b64encode(hashlib.sha512(tgz.read_bytes()).digest()).decode()
    if spec.get("integrity") and digest != spec["integrity"]:
        raise SystemExit(f"{tgz}: integrity {digest} is not the manifest's {spec['integrity']}")
    spec["integrity"] = digest
    return tgz


def pyodide_lock_of(tgz: Path) -> dict:
    with tarfile.open(tgz) as tf:
        return json.load(tf.extractfile("package/pyodide-lock.json"))


# ---------------------------------------------------------------- manifest


def update_manifest() -> dict:
    """Resolve the wheel set from lock.txt + Pyodide's lock and write tools/lite/manifest.json."""
    old = json.loads(MANIFEST.read_text(encoding="utf-8")) if MANIFEST.exists() else {}
    spec = {"package": "pyodide", "version": old.get("pyodide", {}).get("version", "314.0.7")}
    tgz = fetch_pyodide(spec)
    base = pyodide_lock_of(tgz)["packages"]
    pins = lock_pins()
    todo = [*KERNEL_ROOTS, *runtime_requirements()]
    wheels: dict[str, dict] = {}
    dest = CACHE / "wheels"
    while todo:
        name = todo.pop(0)
        if name in wheels or name in KERNEL_SHIMS:
            continue
        if name in pins:
            version, origin = pins[name], "requirements/lock.txt"
        elif name in base:
            version, origin = base[name]["version"], "pyodide-lock.json"
        else:
            raise SystemExit(f"{name}: pinned neither in {LOCK_TXT.name} nor in Pyodide's lock")
        pip_download([f"{name}=={version}"], dest)
        whl = find_wheel(dest, name, version)
        wheels[name] = {"name": name, "version": version, "file": whl.name,
                        "sha256": sha256(whl), "from": origin}
        todo += wheel_requires(whl)
    manifest = {
        "about": "Pinned inputs of the JupyterLite site (tools/build_lite.py --update-manifest).",
        "pyodide": spec,
        "wheels": sorted(wheels.values(), key=lambda w: w["name"]),
    }
    MANIFEST.parent.mkdir(parents=True, exist_ok=True)
    MANIFEST.write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {MANIFEST.relative_to(ROOT)}: pyodide {spec['version']}, {len(wheels)} wheels")
    return manifest


def fetch_wheels(manifest: dict) -> list[Path]:
    """Every wheel of the manifest from the cache (downloaded if missing), sha256 checked."""
    dest = CACHE / "wheels"
    missing = [f"{w['name']}=={w['version']}" for w in manifest["wheels"]
               if not (dest / w["file"]).exists()]
    if missing:
        pip_download(missing, dest)
    out = []
    for w in manifest["wheels"]:
        whl = dest / w["file"]
        if sha256(whl) != w["sha256"]:
            raise SystemExit(f"{whl}: sha256 differs from {MANIFEST.relative_to(ROOT)}")
        out.append(whl)
    return out


# ---------------------------------------------------------------- site


def build_mjteach_wheel(dest: Path) -> Path:
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    # setuptools copies into build/lib and never deletes there: a module removed from the
    # checkout would stay in the wheel. Start from an empty build/lib.
    for stale in (ROOT / "build" / "lib", *(ROOT / "build").glob("bdist.*")):
        shutil.rmtree(stale, ignore_errors=True)
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "-w", str(dest), str(ROOT)], cwd=ROOT)
    return next(dest.glob("mjteach-*.whl"))


def labextension_dir(name: str) -> Path:
    for base in (Path(sys.prefix), Path(sys.base_prefix)):
        path = base / "share" / "jupyter" / "labextensions" / name
        if (path / "package.json").exists():
            return path
    raise SystemExit(f"front-end extension {name} is not installed in {sys.prefix}")


def lock_entry(whl: Path, name: str, version: str) -> dict:
    return {
        "name": name, "version": version, "file_name": whl.name, "install_dir": "site",
        "sha256": sha256(whl), "package_type": "package", "imports": wheel_imports(whl),
        "depends": [], "unvendored_tests": False,
    }


def assemble_pyodide(tgz: Path, wheels: list[Path], dest: Path) -> list[str]:
    """Pyodide's core plus every wheel in one folder with a lock of exactly those wheels.

    Each wheel and the standard library (``python_stdlib.zip``, sources only in the npm core) get
    their bytecode compiled by this Pyodide (``tools/lite/precompile.mjs``), so the browser skips
    compiling the standard library, IPython, ipywidgets and mjteach at every start. Returns the
    package names to pre-load when the kernel starts.
    """
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    with tarfile.open(tgz) as tf:
        for fname in (*PYODIDE_FILES, "pyodide-lock.json"):
            (dest / fname).write_bytes(tf.extractfile(f"package/{fname}").read())
    info = json.loads((dest / "pyodide-lock.json").read_text(encoding="utf-8"))["info"]
    shims = labextension_dir("@jupyterlite/pyodide-kernel-extension") / "static" / "pypi"
    shim_wheels = [w for w in shims.glob("*.whl") if not w.name.startswith("widgetsnbextension-3")]
    raw = dest.parent / "wheels-raw"
    shutil.rmtree(raw, ignore_errors=True)
    raw.mkdir()
    all_wheels = [*wheels, *shim_wheels]
    shipped = {canonical(w.name.split("-")[0]) for w in all_wheels}
    for whl in all_wheels:
        copy_wheel(whl, raw / whl.name, shipped)
    shutil.copy2(dest / "python_stdlib.zip", raw / "python_stdlib.zip")
    run([node(), str(ROOT / "tools" / "lite" / "precompile.mjs"), str(dest), str(raw), str(dest)])
    packages: dict[str, dict] = {}
    for whl in sorted(raw.glob("*.whl")):
        name, version = canonical(whl.name.split("-")[0]), whl.name.split("-")[1]
        packages[name] = lock_entry(dest / whl.name, name, version)
    shutil.rmtree(raw)
    lock = {"info": info, "packages": dict(sorted(packages.items())), "tool": {}}
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n", encoding="utf-8")
    return sorted(packages)


def left_out(member: str, shipped: set[str]) -> bool:
    """Whether a wheel's file is left out of the site: jedi's bundled type stubs of libraries the
    site does not ship (``jedi/third_party/typeshed/stubs/<dist>/``, ``django-stubs``).

    They only help completion on those libraries, which the site cannot install (no PyPI), and
    they are 4,800 of the 8,300 files every kernel start unpacks from the wheels (~0.6 s CPU).
    The stubs of a shipped library (e.g. Pygments, defusedxml) and of the standard library stay.
    """
    if member.startswith("jedi/third_party/django-stubs/"):
        return "django" not in shipped
    prefix = "jedi/third_party/typeshed/stubs/"
    if member.startswith(prefix):
        return canonical(member[len(prefix):].split("/", 1)[0]) not in shipped
    return False


def copy_wheel(src: Path, dest: Path, shipped: set[str]) -> None:
    """Copy a wheel, without the files :func:`left_out` names (and their RECORD lines)."""
    with zipfile.ZipFile(src) as zf:
        drop = {n for n in zf.namelist() if left_out(n, shipped)}
        if not drop:
            shutil.copy2(src, dest)
            return
        with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as out:
            for info in zf.infolist():
                if info.filename in drop:
                    continue
                data = zf.read(info)
                if info.filename.endswith(".dist-info/RECORD"):
                    lines = data.decode("utf-8").splitlines(keepends=True)
                    data = "".join(ln for ln in lines
                                   if ln.rsplit(",", 2)[0] not in drop).encode("utf-8")
                out.writestr(info, data)


def node() -> str:
    found = shutil.which("node")
    if not found:
        raise SystemExit("node is needed to build the site (apt-get install nodejs npm)")
    return found


def stage_contents(dest: Path) -> list[Path]:
    """Every lesson notebook (folders kept) and the lessons' README into ``dest``."""
    shutil.rmtree(dest, ignore_errors=True)
    files = [*lesson_files(), *sorted(LESSONS.rglob("README.md"))]
    for src in files:
        target = dest / src.relative_to(LESSONS)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, target)
    return files


def lesson_files() -> list[Path]:
    """Every lesson notebook under lessons/ (any depth: editions, practice), sorted."""
    return sorted(p for p in LESSONS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def input_digest() -> str:
    """sha256 over everything a site is built from: lessons, the package, the pins, this script
    and its helpers in tools/lite (the manifest among them).

    Stored in the site's ``mjteach-build.json``; equal digests mean the site is up to date.
    """
    files = [*lesson_files(), *sorted(LESSONS.rglob("README.md")), LOCK_TXT,
             *sorted(p for p in MANIFEST.parent.iterdir() if p.is_file()),
             Path(__file__).resolve(), Path(lite_pages.__file__).resolve(),
             ROOT / "pyproject.toml"]
    files += sorted(p for p in (ROOT / "mjteach").rglob("*")
                    if p.is_file() and "__pycache__" not in p.parts)
    h = hashlib.sha256()
    for p in files:
        h.update(p.relative_to(ROOT).as_posix().encode() + b"\0" + p.read_bytes())
    return h.hexdigest()


def is_fresh(out: Path = OUT) -> bool:
    """Whether ``out`` holds a site built from the current checkout."""
    info = out / "mjteach-build.json"
    if not info.exists():
        return False
    return json.loads(info.read_text(encoding="utf-8")).get("inputs") == input_digest()


def release_tag() -> str:
    """12 hex digits naming this release's browser storage (from :func:`input_digest`: file
    contents only, so every machine building the same checkout gets the same name).

    JupyterLite keeps a learner's edited copy of a notebook in the browser (IndexedDB); a new
    ``contentsStorageName`` for a new release means newer lessons are not hidden by old copies.
    """
    return input_digest()[:12]


def use_kernel_start(out: Path) -> None:
    """Point the kernel at ``tools/lite/kernel-start.mjs`` (Pyodide's loadPyodide, with the
    notebook's folder searched last on sys.path and the start-up's timings in the console).

    Done after ``jupyter lite build``: its pyodide addon sets ``pyodideUrl`` to pyodide.mjs.
    """
    shutil.copy2(KERNEL_START, out / "static" / "pyodide" / KERNEL_START.name)
    path = out / "jupyter-lite.json"
    config = json.loads(path.read_text(encoding="utf-8"))
    kernel = config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]
    kernel["pyodideUrl"] = f"./static/pyodide/{KERNEL_START.name}"
    path.write_text(json.dumps(config, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def build(out: Path, manifest: dict) -> None:
    tgz = fetch_pyodide(manifest["pyodide"])
    wheels = fetch_wheels(manifest)
    mjteach_whl = build_mjteach_wheel(SRC / "mjteach-wheel")
    # lite_dir/static/pyodide is where the pyodide addon looks for a local Pyodide
    preload = assemble_pyodide(tgz, [*wheels, mjteach_whl], SRC / "static" / "pyodide")
    contents = stage_contents(SRC / "contents")
    tag = release_tag()
    version = mjteach_whl.name.split("-")[1]
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "mjteach",
            "contentsStorageName": f"mjteach-{version}-{tag}",
            "litePluginSettings": {
                KERNEL_PLUGIN: {
                    "disablePyPIFallback": True,
                    "pipliteUrls": [],
                    "loadPyodideOptions": {"packages": preload},
                }
            },
        },
    }
    (SRC / "jupyter-lite.json").write_text(json.dumps(config, indent=1) + "\n", encoding="utf-8")
    (SRC / "overrides.json").write_text(json.dumps(SETTINGS, indent=1) + "\n", encoding="utf-8")
    build_config = {
        "LiteBuildConfig": {
            "apps": ["lab", "notebooks", "tree"],
            "contents": [str(SRC / "contents")],
            "output_dir": str(out),
            # only the three front ends the lessons need, at the versions installed in .venv
            "ignore_sys_prefix": ["federated_extensions"],
            "federated_extensions": [str(labextension_dir(n)) for n in LABEXTENSIONS],
            "no_sourcemaps": True,
            "no_unused_shared_packages": True,
        },
    }
    (SRC / "jupyter_lite_config.json").write_text(json.dumps(build_config, indent=1) + "\n",
                                                  encoding="utf-8")
    shutil.rmtree(out, ignore_errors=True)
    # a fresh build every time: doit's record of earlier builds skips needed patch steps
    (SRC / ".jupyterlite.doit.db").unlink(missing_ok=True)
    run([str(Path(sys.executable).parent / "jupyter-lite"), "build", "--lite-dir", str(SRC)],
        cwd=SRC)
    use_kernel_start(out)
    lite_pages.install(out, lesson_files(), LESSONS)
    (out / "mjteach-build.json").write_text(json.dumps({
        "mjteach": version, "wheel": mjteach_whl.name, "wheel_sha256": sha256(mjteach_whl),
        "release": tag, "pyodide": manifest["pyodide"]["version"], "inputs": input_digest(),
        "lessons": [p.relative_to(LESSONS).as_posix() for p in contents if p.suffix == ".ipynb"],
    }, indent=1) + "\n", encoding="utf-8")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"JupyterLite site: {out} ({size / 1e6:.1f} MB, {len(contents)} files of lessons, "
          f"{len(preload)} packages pre-loaded, storage mjteach-{version}-{tag})")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--update-manifest", action="store_true",
                    help="resolve the wheel set again from the locks and rewrite the manifest")
    ap.add_argument("--out", type=Path, default=OUT, help="site folder (default build/lite)")
    ap.add_argument("--if-stale", action="store_true",
                    help="do nothing when the site was built from the current checkout")
    args = ap.parse_args(argv)
    if args.if_stale and not args.update_manifest and is_fresh(args.out.resolve()):
        print(f"{args.out} is up to date")
        return 0
    manifest = update_manifest() if args.update_manifest else json.loads(MANIFEST.read_text())
    build(args.out.resolve(), manifest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
