// The site's `pyodideUrl` (tools/build_lite.py puts it next to pyodide.mjs): the Pyodide kernel's
// worker imports this module and calls its loadPyodide(options) with the site's
// loadPyodideOptions. It is Pyodide's own loadPyodide, plus:
// * the notebook's folder ("" on sys.path, the kernel's /drive: every look-up there is a
//   synchronous request through the service worker to the page) is searched after the installed
//   packages instead of before them, so the ~50 imports of the kernel's start and of a lesson's
//   first cells no longer ask the page about the notebook's folder first. A learner's own module
//   in that folder still imports; it just cannot shadow an installed package or the stdlib.
// * one line in the worker's console with where the start-up went, e.g.
//   "mjteach-lite: Pyodide 314.0.7 core 1252 ms, 27 packages 1473 ms" (benchmarks/bench_lite.py
//   reads it).
import { loadPyodide as loadPyodideCore, version } from "./pyodide.mjs";

export { version };

export async function loadPyodide(options = {}) {
  const { packages = [], ...rest } = options;
  const start = performance.now();
  const pyodide = await loadPyodideCore(rest);
  const core = performance.now();
  await pyodide.loadPackage(packages, { messageCallback() {} });
  const loaded = performance.now();
  pyodide.runPython('import sys\nif "" in sys.path:\n    sys.path.remove("")\nsys.path.append("")');
  console.log(`mjteach-lite: Pyodide ${version} core ${Math.round(core - start)} ms, ` +
              `${packages.length} packages ${Math.round(loaded - core)} ms`);
  return pyodide;
}
