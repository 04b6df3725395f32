// mjteach one-view widgets: draw the whole view-model `vm` (one synced trait) in one go.
// Python computes everything; this module only draws nodes and sends presses back as
// {type: "act", id, ...}. No icon font, no CDN: every glyph is text or inline SVG.
// Accessibility: real controls with labels, disabled buttons stay focusable (aria-disabled +
// title = the reason), tile racks are toolbars with roving tabindex, focus survives redraws.

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "mjt-view-root";
  // keep JupyterLab's notebook shortcuts (arrows, Enter, a/b/m …) away from our controls
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  el.appendChild(root);
  const openState = new Map(); // details id -> open, as the learner left it
  const rackFocus = new Map(); // rack id -> focused index

  function send(id, extra) {
    model.send(Object.assign({ type: "act", id }, extra || {}));
  }

  function labelled(node, control, text) {
    // a visible label bound to its control (select / input): never cut off, read by screen readers
    const wrap = document.createElement("label");
    wrap.className = "mjt-field";
    const span = document.createElement("span");
    span.className = "mjt-field-label";
    span.textContent = text;
    wrap.append(span, control);
    if (node.title) wrap.title = node.title;
    return wrap;
  }

  function rack(node) {
    const bar = document.createElement("div");
    bar.className = "mjt-rack";
    bar.setAttribute("role", "toolbar");
    bar.setAttribute("aria-label", node.caption || "");
    if (!node.enabled) bar.classList.add("mjt-disabled");
    const hl = new Set(node.highlight || []);
    let focus = Math.min(rackFocus.get(node.id) || 0, Math.max(0, node.tiles.length - 1));
    const buttons = [];
    node.tiles.forEach((t, i) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "mjt-tile";
      b.dataset.id = node.id;
      b.dataset.index = String(i);
      b.dataset.tile = t;
      if (hl.has(i)) b.classList.add("mjt-hl");
      if (i === node.selected) { b.classList.add("mjt-sel"); b.setAttribute("aria-pressed", "true"); }
      else b.setAttribute("aria-pressed", "false");
      b.setAttribute("aria-label", node.labels[i] || t);
      if (!node.enabled) b.setAttribute("aria-disabled", "true");
      b.tabIndex = i === focus ? 0 : -1;
      b.innerHTML = node.svgs[i] || t;
      // the picture's own name would be read twice: the button's label says it
      b.querySelectorAll("svg").forEach((s) => s.setAttribute("aria-hidden", "true"));
      b.addEventListener("click", (e) => {
        e.stopPropagation();
        rackFocus.set(node.id, i);
        if (node.enabled) send(node.id, { index: i });
      });
      b.addEventListener("focus", () => {
        rackFocus.set(node.id, i);
        buttons.forEach((x, j) => { x.tabIndex = j === i ? 0 : -1; });
      });
      buttons.push(b);
      bar.appendChild(b);
    });
    bar.addEventListener("keydown", (e) => {
      const n = buttons.length;
      if (!n) return;
      let i = rackFocus.get(node.id) || 0;
      switch (e.key) {
        case "ArrowRight": case "ArrowDown": i = (i + 1) % n; break;
        case "ArrowLeft": case "ArrowUp": i = (i - 1 + n) % n; break;
        case "Home": i = 0; break;
        case "End": i = n - 1; break;
        default: return;
      }
      e.preventDefault();
      e.stopPropagation();
      rackFocus.set(node.id, i);
      buttons.forEach((x, j) => { x.tabIndex = j === i ? 0 : -1; });
      buttons[i].focus();
    });
    if (!node.tiles.length) {
      const empty = document.createElement("span");
      empty.className = "mjt-empty";
      empty.textContent = node.empty || "";
      bar.appendChild(empty);
    }
    return bar;
  }

  // big nodes (pictures, racks) that did not change are moved into the new tree, not re-parsed
  let reuse = new Map(); // node id -> {sig, el} from the last draw
  let next = new Map();

  function build(node) {
    if (node.t === "html" || node.t === "rack") {
      const sig = node.t === "html" ? node.html + "|" + (node.cls || "") + (node.hidden ? "|h" : "")
        : JSON.stringify(node);
      const old = reuse.get(node.id);
      if (old && old.sig === sig) { next.set(node.id, old); return old.el; }
      const el = fresh(node);
      next.set(node.id, { sig, el });
      return el;
    }
    return fresh(node);
  }

  function fresh(node) {
    let e;
    switch (node.t) {
      case "col": case "row": case "grid": {
        e = document.createElement("div");
        e.className = "mjt-" + node.t;
        (node.c || []).forEach((c) => e.appendChild(build(c)));
        break;
      }
      case "details": {
        e = document.createElement("details");
        e.className = "mjt-details";
        const open = openState.has(node.id) ? openState.get(node.id) : node.open;
        e.open = !!open;
        const s = document.createElement("summary");
        s.dataset.id = node.id;
        s.textContent = node.summary || "";
        e.appendChild(s);
        (node.c || []).forEach((c) => e.appendChild(build(c)));
        e.addEventListener("toggle", () => {
          openState.set(node.id, e.open);
          send(node.id, { open: e.open });
        });
        break;
      }
      case "html": {
        e = document.createElement("div");
        e.className = "mjt-html";
        e.innerHTML = node.html || "";
        break;
      }
      case "button": {
        e = document.createElement("button");
        e.type = "button";
        e.className = "mjt-button" + (node.style ? " mjt-" + node.style : "");
        e.dataset.id = node.id;
        e.textContent = node.label || "";
        if (node.title) e.title = node.title;
        if (node.disabled) e.setAttribute("aria-disabled", "true");
        e.addEventListener("click", (ev) => {
          ev.stopPropagation();
          if (!node.disabled) send(node.id);
        });
        break;
      }
      case "toggle": {
        e = document.createElement("button");
        e.type = "button";
        e.className = "mjt-button mjt-toggle";
        e.dataset.id = node.id;
        e.textContent = node.label || "";
        e.setAttribute("aria-pressed", node.value ? "true" : "false");
        if (node.title) e.title = node.title;
        e.addEventListener("click", (ev) => { ev.stopPropagation(); send(node.id); });
        break;
      }
      case "select": {
        const sel = document.createElement("select");
        sel.className = "mjt-select";
        (node.options || []).forEach((label, i) => {
          const o = document.createElement("option");
          o.value = String(i);
          o.textContent = label;
          sel.appendChild(o);
        });
        sel.selectedIndex = node.index;
        if (node.disabled) sel.disabled = true;
        sel.addEventListener("change", () => send(node.id, { index: sel.selectedIndex }));
        if (node.label) e = labelled(node, sel, node.label);
        else { sel.setAttribute("aria-label", node.title || ""); e = sel; }
        sel.dataset.id = node.id;
        break;
      }
      case "radio": {
        e = document.createElement("fieldset");
        e.className = "mjt-radio";
        if (node.label) {
          const lg = document.createElement("legend");
          lg.textContent = node.label;
          e.appendChild(lg);
        }
        (node.options || []).forEach((label, i) => {
          const l = document.createElement("label");
          const r = document.createElement("input");
          r.type = "radio";
          r.name = node.id;
          r.dataset.id = node.id;
          r.dataset.index = String(i);
          r.checked = i === node.index;
          r.addEventListener("change", () => { if (r.checked) send(node.id, { index: i }); });
          l.append(r, document.createTextNode(" " + label));
          e.appendChild(l);
        });
        break;
      }
      case "check": {
        const box = document.createElement("input");
        box.type = "checkbox";
        box.checked = !!node.value;
        box.addEventListener("change", () => send(node.id, { value: box.checked }));
        e = document.createElement("label");
        e.className = "mjt-field mjt-check";
        if (node.title) e.title = node.title;
        e.append(box, document.createTextNode(" " + (node.label || "")));
        box.dataset.id = node.id;
        break;
      }
      case "text": {
        const inp = document.createElement("input");
        inp.type = "text";
        inp.className = "mjt-input";
        inp.value = node.value || "";
        inp.placeholder = node.placeholder || "";
        inp.addEventListener("change", () => send(node.id, { value: inp.value }));
        inp.addEventListener("keydown", (ev) => {
          if (ev.key === "Enter") { ev.preventDefault(); send(node.id, { value: inp.value, submit: true }); }
          ev.stopPropagation();
        });
        if (node.label) e = labelled(node, inp, node.label);
        else { inp.setAttribute("aria-label", node.placeholder || node.title || ""); e = inp; }
        inp.dataset.id = node.id;
        break;
      }
      case "rack":
        e = rack(node);
        break;
      default:
        e = document.createElement("div");
    }
    e.dataset.node = node.id;
    if (node.cls) node.cls.split(" ").forEach((c) => c && e.classList.add(c));
    if (node.hidden) e.hidden = true;
    return e;
  }

  function draw() {
    // remember the focused control (and caret) to put the focus back after the redraw
    const a = document.activeElement;
    let fid = null, fidx = null, caret = null;
    if (a && root.contains(a)) {
      fid = a.dataset.id || null;
      fidx = a.dataset.index || null;
      if (a.tagName === "INPUT" && a.type === "text") caret = a.selectionStart;
    }
    const vm = model.get("vm") || {};
    if (!vm.root) return;
    next = new Map();
    root.replaceChildren(build(vm.root));
    reuse = next;
    if (fid) {
      let sel = `[data-id="${fid}"]`;
      const target = (fidx !== null && root.querySelector(`${sel}[data-index="${fidx}"]`))
        || root.querySelector(`${sel}.mjt-sel`) || root.querySelector(sel);
      if (target && target.focus) {
        target.focus();
        if (caret !== null && target.setSelectionRange) target.setSelectionRange(caret, caret);
      }
    }
  }

  model.on("change:vm", draw);
  draw();
  return () => model.off("change:vm", draw);
}

export default { render };
