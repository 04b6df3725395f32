// The reading mode of the mjteach site (tools/lite_pages.py adds this script to JupyterLite's
// Notebook interface, notebooks/index.html). A learner who opens a lesson from the landing page
// should not need to know Jupyter:
// * a banner (role=status, in the lesson's language: the edition folder of ?path=, else the
//   browser's) says that Python is starting, then how far the lesson's run is, then that the
//   widgets are live (and fades), or that Python did not start;
// * once the kernel is idle the lesson runs by itself (JupyterLab's "Run All Cells"); the saved
//   outputs stay readable meanwhile, each replaced by its live output as its cell runs;
// * the run does not leave the notebook "unsaved" (no "leave the page?" question on the way back);
// * until JupyterLab has drawn the notebook (seconds on a phone) the lesson's preview is shown
//   (mjteach-reading/preview/<path>.html, written at build time: text and saved pictures, no
//   code); then the notebook replaces it, scrolled to the cell the learner was reading;
// * the banner is a bar at the foot of the screen whose height the page keeps free (the CSS
//   variable --mjteach-banner, followed as the banner's text changes): it never lies over the
//   lesson, and once the lesson is live only its "All lessons" link stays;
// * on a narrow screen (NARROW, as reading.css) the Notebook interface's menu bar and the
//   notebook's toolbar (kernel name and status, "Not Trusted") are hidden: the banner says what
//   a learner needs to know; a wider window (a turned tablet) gets them back.
// Texts: the JSON in #mjteach-reading-messages, written at build time from the i18n catalogs.
(function () {
  "use strict";
  const LANGS = ["en", "ja", "zh"];
  const START_TIMEOUT_MS = 240000;
  const NARROW = window.matchMedia("(max-width: 600px)");
  const messages = JSON.parse(document.getElementById("mjteach-reading-messages").textContent);
  const path = new URLSearchParams(window.location.search).get("path") || "";
  const edition = path.split("/")[0];
  const browserLang = (navigator.language || "en").slice(0, 2);
  const lang = LANGS.includes(edition) ? edition : LANGS.includes(browserLang) ? browserLang : "en";
  const text = messages[lang];

  const banner = document.createElement("div");
  banner.className = "mjteach-reading-banner";
  banner.setAttribute("role", "status");
  banner.setAttribute("aria-live", "polite");
  banner.lang = lang;
  banner.dataset.state = "starting";
  const status = document.createElement("span");
  status.className = "mjteach-reading-status";
  const home = document.createElement("a");
  home.className = "mjteach-reading-home";
  home.href = "../index.html" + (LANGS.includes(edition) ? "#" + edition : "");
  home.textContent = text.lessons;
  banner.append(status, home);

  const preview = document.createElement("div");
  preview.className = "mjteach-preview";
  preview.lang = lang;
  let previewDone = false;
  const previewUrl = "../mjteach-reading/preview/" + path.split("/").map(encodeURIComponent).join("/") + ".html";
  if (path) {
    fetch(previewUrl)
      .then((r) => (r.ok ? r.text() : ""))
      .then((html) => {
        if (html && !previewDone) {
          preview.innerHTML = html;
          document.body.appendChild(preview);
        }
      })
      .catch(() => {});
  }

  // the notebook drawn: remove the preview, the notebook scrolled to the cell read in it
  async function replacePreview(panel) {
    await until(() => panel.content.node.querySelector(".jp-MarkdownCell .jp-RenderedMarkdown"), START_TIMEOUT_MS);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    previewDone = true;
    if (!preview.isConnected) return;
    const top = [...preview.querySelectorAll(":scope > .cell")].find((c) => c.getBoundingClientRect().bottom > 0);
    if (top && preview.scrollTop > 0) {
      const id = top.id.replace(/^cell-id=/, "");
      const index = panel.content.widgets.findIndex((c) => c.model.id === id);
      if (index >= 0) {
        // the active cell is where JupyterLab scrolls on its own: make it the one read
        panel.content.activeCellIndex = index;
        panel.content.widgets[index].node.scrollIntoView({ block: "start" });
      }
    }
    preview.remove();
  }

  function show(state, message) {
    banner.dataset.state = state;
    status.textContent = message;
  }

  function until(check, timeoutMs, pauseMs = 100) {
    return new Promise((resolve, reject) => {
      const start = Date.now();
      (function poll() {
        let value;
        try {
          value = check();
        } catch (err) {
          return reject(err);
        }
        if (value) return resolve(value);
        if (Date.now() - start > timeoutMs) return reject(new Error("timed out"));
        setTimeout(poll, pauseMs);
      })();
    });
  }

  async function run() {
    show("starting", text.starting);
    const app = await until(() => (window.jupyterapp && window.jupyterapp.shell ? window.jupyterapp
      : null), START_TIMEOUT_MS);
    fitChrome(app, null);
    await app.restored;
    const panel = await until(() => {
      const w = app.shell.currentWidget;
      return w && w.sessionContext && w.content ? w : null;
    }, START_TIMEOUT_MS);
    fitChrome(app, panel);
    NARROW.addEventListener("change", () => fitChrome(app, panel));
    await panel.context.ready;
    replacePreview(panel).catch((err) => {
      console.warn("mjteach reading mode: preview kept", err);
    });
    await panel.sessionContext.ready;
    const kernelOf = () => panel.sessionContext.session && panel.sessionContext.session.kernel;
    const kernel = await until(() => {
      const k = kernelOf();
      if (k && k.status === "dead") throw new Error("kernel dead");
      return k && k.status === "idle" ? k : null;
    }, START_TIMEOUT_MS, 200);
    const total = panel.content.widgets.filter((c) => c.model.type === "code").length;
    let done = 0;
    const counted = (_, msg) => {
      if (msg.header.msg_type === "execute_input") {
        done = Math.min(total, done + 1);
        show("running", text.running.replace("{done}", done).replace("{total}", total));
      }
    };
    kernel.iopubMessage.connect(counted);
    show("running", text.running.replace("{done}", 0).replace("{total}", total));
    // Run All makes the last cell the active one and scrolls to it: the learner keeps reading
    // where they are instead (the notebook's own scrolling is off during the run)
    const notebook = panel.content;
    notebook.scrollToItem = notebook.scrollToCell = () => Promise.resolve();
    try {
      await app.commands.execute("notebook:run-all-cells");
    } finally {
      kernel.iopubMessage.disconnect(counted);
      delete notebook.scrollToItem; // the class's own methods again
      delete notebook.scrollToCell;
    }
    panel.context.model.dirty = false;
    show("ready", text.ready);
    setTimeout(() => banner.classList.add("mjteach-reading-done"), 5000);
  }

  // the banner's height kept free at the foot of the page; JupyterLab lays its shell out again
  // on a window resize, so one is sent when that height changes
  function reserve() {
    const height = Math.ceil(banner.getBoundingClientRect().height);
    const root = document.documentElement;
    if (root.style.getPropertyValue("--mjteach-banner") === height + "px") return;
    root.style.setProperty("--mjteach-banner", height + "px");
    window.dispatchEvent(new Event("resize"));
  }

  // the Notebook interface's menu bar and the notebook's toolbar: hidden on a narrow screen
  // (reading.css hides them at once; hiding the widgets lets JupyterLab give their room back)
  function fitChrome(app, panel) {
    const hide = NARROW.matches;
    if (app.shell.menu) app.shell.menu.setHidden(hide);
    if (panel && panel.toolbar) panel.toolbar.setHidden(hide);
  }

  function start() {
    document.body.appendChild(banner);
    if (window.ResizeObserver) new ResizeObserver(reserve).observe(banner);
    reserve();
    run().catch((err) => {
      console.error("mjteach reading mode:", err);
      show("failed", text.failed);
    });
  }

  if (document.body) start();
  else document.addEventListener("DOMContentLoaded", start);
})();
