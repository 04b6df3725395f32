// Add CPython 3.14 bytecode (unchecked-hash .pyc) to pure wheels and to Pyodide's standard library,
// compiled by the site's own Pyodide under Node, so a learner's browser imports the standard
// library, IPython, ipywidgets and mjteach without compiling their sources first
// (tools/build_lite.py calls this at build time).
// * wheels: __pycache__/*.pyc next to the sources (what pip would write on install);
// * python_stdlib.zip: the npm core ships it as sources only (Python compiled every module it
//   imported, at every start); zipimport reads a module's NAME.pyc in the zip before NAME.py,
//   so each .pyc goes next to its .py (the sources stay, for tracebacks and inspect).
// Usage: node precompile.mjs PYODIDE_DIR IN_DIR OUT_DIR
//   every IN_DIR/*.whl and IN_DIR/python_stdlib.zip -> OUT_DIR/ (same names)
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [dist, inDir, outDir] = process.argv.slice(2).map((p) => path.resolve(p) + path.sep);
const { loadPyodide } = await import(pathToFileURL(dist + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: dist });
pyodide.FS.mkdirTree("/in");
pyodide.FS.mkdirTree("/out");
const archives = fs.readdirSync(inDir).filter((n) => n.endsWith(".whl") || n === "python_stdlib.zip");
for (const name of archives) pyodide.FS.writeFile("/in/" + name, fs.readFileSync(inDir + name));
await pyodide.runPythonAsync(`
import compileall, os, py_compile, shutil, zipfile

def entry(out, name, data):
    info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = (0o40755 << 16 | 0x10) if name.endswith("/") else 0o644 << 16
    out.writestr(info, data)

for name in sorted(os.listdir("/in")):
    tree = "/tmp/" + name
    with zipfile.ZipFile("/in/" + name) as zf:
        members = zf.namelist()
        zf.extractall(tree)
    stdlib = name == "python_stdlib.zip"
    compileall.compile_dir(tree, quiet=2, workers=1, legacy=stdlib,
                           invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    added = sorted(os.path.relpath(os.path.join(d, f), tree)
                   for d, _, fs in os.walk(tree) for f in fs if f.endswith(".pyc"))
    record = "" if stdlib else next(m for m in members if m.endswith(".dist-info/RECORD"))
    with zipfile.ZipFile("/out/" + name, "w", zipfile.ZIP_DEFLATED) as out:
        for m in [*(m for m in members if m != record), *added]:
            if m.endswith("/"):
                entry(out, m, b"")
            else:
                with open(os.path.join(tree, m), "rb") as fh:
                    entry(out, m, fh.read())
        if record:
            lines = open(os.path.join(tree, record), encoding="utf-8").read().rstrip("\\n")
            entry(out, record, lines + "\\n" + "".join(f"{a},,\\n" for a in added))
    shutil.rmtree(tree)
`);
for (const name of archives) fs.writeFileSync(outDir + name, pyodide.FS.readFile("/out/" + name));
console.log(`precompiled ${archives.length} archives`);
