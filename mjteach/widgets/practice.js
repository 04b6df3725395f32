// Practice (mjteach): draws the one view-model Python sends (model "view") and sends clicks.
// No rules here: Python grades. Progress JSON is kept in localStorage under view.storage_key;
// on load a saved copy is sent back ("restore"), then every new view is saved.

function h(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = text;
  return e;
}

function render({ model, el }) {
  const root = h("div", "mjt-practice");
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  el.appendChild(root);
  const send = (msg) => model.send(msg);

  function save(view) {
    try { localStorage.setItem(view.storage_key, view.progress_json); } catch (e) { /* private mode */ }
  }

  function draw() {
    const v = model.get("view") || {};
    root.innerHTML = "";
    root.setAttribute("lang", v.lang || "en");
    root.setAttribute("data-state", v.state || "");
    root.setAttribute("data-concept", v.concept || "");
    const L = v.labels || {};

    const head = h("div", "mjt-pr-head");
    head.appendChild(h("span", "mjt-pr-concept", v.concept_label));
    head.appendChild(h("span", "mjt-pr-rules", v.rules));
    root.appendChild(head);
    root.appendChild(h("p", "mjt-pr-prompt", v.prompt));

    const done = v.state === "right" || v.state === "explained";
    const figs = h("div", "mjt-pr-figures");
    (v.figures || []).forEach((f) => {
      const fig = h("figure", f.taps ? "mjt-pr-figure mjt-pr-taps" : "mjt-pr-figure");
      const pic = h("div", "mjt-pr-svg");
      pic.innerHTML = f.svg;
      fig.appendChild(pic);
      if (f.narrow) {  // a phone shows this one instead (practice.css)
        pic.classList.add("mjt-pr-wide");
        const alt = h("div", "mjt-pr-svg mjt-pr-narrow");
        alt.innerHTML = f.narrow;
        fig.appendChild(alt);
      }
      fig.appendChild(h("figcaption", null, f.caption));
      figs.appendChild(fig);
    });
    root.appendChild(figs);

    // the wall: a click on a tile of the wall whose index is a choice answers with it (only
    // the wall's pictures: the hand's tiles have indices too)
    if (v.wall_click && !done) {
      const ids = new Set((v.choices || []).map((c) => c.id));
      figs.querySelectorAll(".mjt-pr-taps g[data-index]").forEach((g) => {
        const id = g.getAttribute("data-index");
        if (!ids.has(id)) return;
        g.classList.add("mjt-pr-clickable");
        g.addEventListener("click", () => send({ type: "answer", id }));
      });
    }

    const choices = h("div", "mjt-pr-choices");
    choices.setAttribute("role", "group");
    (v.choices || []).forEach((c) => {
      const b = h("button", "mjt-pr-choice");
      b.type = "button";
      b.setAttribute("data-id", c.id);
      if (c.svg) {
        const s = h("span", "mjt-pr-choice-svg");
        s.innerHTML = c.svg;
        b.appendChild(s);
        b.setAttribute("aria-label", c.label);
      } else {
        b.textContent = c.label;
      }
      if (v.multi) b.setAttribute("aria-pressed", c.selected ? "true" : "false");
      if (c.selected) b.classList.add("mjt-pr-selected");
      if (c.correct) b.classList.add("mjt-pr-correct");
      b.disabled = done;
      b.addEventListener("click", () => send({ type: "answer", id: c.id }));
      choices.appendChild(b);
    });
    root.appendChild(choices);

    const bar = h("div", "mjt-pr-bar");
    if (v.multi && !done) {
      const chk = h("button", "mjt-pr-check", L.check);
      chk.type = "button";
      chk.addEventListener("click", () => send({ type: "check" }));
      bar.appendChild(chk);
    }
    if (done) {
      const nx = h("button", "mjt-pr-next", L.next);
      nx.type = "button";
      nx.addEventListener("click", () => send({ type: "next" }));
      bar.appendChild(nx);
    }
    root.appendChild(bar);

    const fb = h("div", "mjt-pr-feedback", v.feedback);
    fb.setAttribute("role", "status");
    fb.setAttribute("aria-live", "polite");
    root.appendChild(fb);
    if (v.hint) {
      const hint = h("div", "mjt-pr-hint");
      hint.appendChild(h("strong", null, L.hint_title + " "));
      hint.appendChild(document.createTextNode(v.hint));
      root.appendChild(hint);
    }
    if (done) {
      const why = h("div", "mjt-pr-why");
      why.appendChild(h("strong", null, L.why_title));
      if (v.yours) why.appendChild(h("p", "mjt-pr-yours", v.yours));
      (v.explanation || []).forEach((line) => why.appendChild(h("p", null, line)));
      if (v.mistake) why.appendChild(h("p", "mjt-pr-mistake", v.mistake));
      why.appendChild(h("p", "mjt-pr-source", v.source));
      root.appendChild(why);
    }

    // progress per concept of this lesson, export / import
    const prog = h("details", "mjt-pr-progress");
    prog.open = true;
    prog.appendChild(h("summary", null, L.progress_title));
    const table = h("table");
    const tr0 = h("tr");
    ["", L.box, L.right_seen].forEach((x) => tr0.appendChild(h("th", null, x)));
    table.appendChild(tr0);
    (v.progress || []).forEach((r) => {
      const tr = h("tr");
      tr.setAttribute("data-concept", r.concept);
      tr.appendChild(h("td", null, r.label));
      const box = h("td", "mjt-pr-box");
      box.appendChild(h("meter")).setAttribute("aria-hidden", "true");
      const m = box.querySelector("meter");
      m.min = 0; m.max = 5; m.value = r.box;
      box.appendChild(h("span", "mjt-pr-boxnum", String(r.box)));
      tr.appendChild(box);
      tr.appendChild(h("td", "mjt-pr-score", r.right + "/" + r.seen));
      table.appendChild(tr);
    });
    prog.appendChild(table);
    const io = h("div", "mjt-pr-io");
    const ex = h("button", "mjt-pr-export", L.export);
    ex.type = "button";
    ex.addEventListener("click", () => {
      const blob = new Blob([v.progress_json], { type: "application/json" });
      const a = document.createElement("a");
      a.href = URL.createObjectURL(blob);
      a.download = (v.storage_key || "mjteach-practice") + ".json";
      document.body.appendChild(a);
      a.click();
      a.remove();
    });
    io.appendChild(ex);
    const lab = h("label", "mjt-pr-import", L.import + " ");
    const inp = h("input");
    inp.type = "file";
    inp.accept = ".json,application/json";
    inp.addEventListener("change", () => {
      const f = inp.files && inp.files[0];
      if (!f) return;
      f.text().then((text) => send({ type: "import", text }));
    });
    lab.appendChild(inp);
    io.appendChild(lab);
    prog.appendChild(io);
    if (v.error) {
      const err = h("div", "mjt-pr-error", v.error);
      err.setAttribute("role", "alert");
      prog.appendChild(err);
    }
    root.appendChild(prog);
  }

  // first the saved progress of this browser, if any, then save every new view
  const first = model.get("view") || {};
  let stored = null;
  try { stored = localStorage.getItem(first.storage_key || "mjteach-practice"); } catch (e) { /* none */ }
  if (stored) send({ type: "restore", text: stored });
  model.on("change:view", () => { save(model.get("view")); draw(); });
  draw();
}

export default { render };
