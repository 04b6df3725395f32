// Run a Python file in the site's own Pyodide under Node, with every package of the site's
// pyodide-lock.json loaded (the kernel's shims aside): the same interpreter and wheels a learner's
// browser gets, without the browser. Usage: node run_in_pyodide.mjs SITE_DIR SCRIPT.py [DATA.json]
// DATA (optional) is copied to /data.json inside Pyodide. Exit code 0 unless Python raised.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [site, script, data] = process.argv.slice(2);
const dist = path.resolve(site, "static", "pyodide") + path.sep;
const { loadPyodide } = await import(pathToFileURL(dist + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: dist });
const lock = JSON.parse(fs.readFileSync(dist + "pyodide-lock.json", "utf8"));
const shims = new Set(["pyodide-kernel", "piplite", "ipykernel"]);
await pyodide.loadPackage(Object.keys(lock.packages).filter((n) => !shims.has(n)),
  { messageCallback: () => {} });
if (data) pyodide.FS.writeFile("/data.json", fs.readFileSync(data));
try {
  await pyodide.runPythonAsync(fs.readFileSync(script, "utf8"));
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
