// Add CPython 3.14 bytecode (__pycache__/*.pyc, unchecked-hash) to pure wheels, compiled by the
// site's own Pyodide under Node, so a learner's browser imports IPython, ipywidgets and mjteach
// without compiling their sources first (tools/build_lite.py calls this at build time).
// Usage: node precompile.mjs PYODIDE_DIR IN_DIR OUT_DIR  (every IN_DIR/*.whl -> OUT_DIR/*.whl)
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [dist, inDir, outDir] = process.argv.slice(2).map((p) => path.resolve(p) + path.sep);
const { loadPyodide } = await import(pathToFileURL(dist + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: dist });
pyodide.FS.mkdirTree("/in");
pyodide.FS.mkdirTree("/out");
const wheels = fs.readdirSync(inDir).filter((n) => n.endsWith(".whl"));
for (const name of wheels) pyodide.FS.writeFile("/in/" + name, fs.readFileSync(inDir + name));
await pyodide.runPythonAsync(`
import compileall, os, py_compile, shutil, zipfile
for name in sorted(os.listdir("/in")):
    tree = "/tmp/" + name
    with zipfile.ZipFile("/in/" + name) as zf:
        members = zf.namelist()
        zf.extractall(tree)
    compileall.compile_dir(tree, quiet=2, workers=1,
                           invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    added = sorted(os.path.relpath(os.path.join(d, f), tree)
                   for d, _, fs in os.walk(tree) for f in fs if f.endswith(".pyc"))
    record = next(m for m in members if m.endswith(".dist-info/RECORD"))
    with zipfile.ZipFile("/out/" + name, "w", zipfile.ZIP_DEFLATED) as out:
        for m in [*(m for m in members if m != record), *added]:
            info = zipfile.ZipInfo(m, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            if not m.endswith("/"):
                with open(os.path.join(tree, m), "rb") as fh:
                    out.writestr(info, fh.read())
        lines = open(os.path.join(tree, record), encoding="utf-8").read().rstrip("\\n")
        info = zipfile.ZipInfo(record, date_time=(1980, 1, 1, 0, 0, 0))
        info.external_attr = 0o644 << 16
        out.writestr(info, lines + "\\n" + "".join(f"{a},,\\n" for a in added),
                     zipfile.ZIP_DEFLATED)
    shutil.rmtree(tree)
`);
for (const name of wheels) fs.writeFileSync(outDir + name, pyodide.FS.readFile("/out/" + name));
console.log(`precompiled ${wheels.length} wheels`);
