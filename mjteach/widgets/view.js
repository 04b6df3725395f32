// mjteach one-view widgets: draw the whole view-model `vm` (one synced trait) in one go.
// Python computes everything; this module only draws nodes and sends presses back as
// {type: "act", id, ...}. No icon font, no CDN: every glyph is text or inline SVG.
// A new `vm` is PATCHED into the page, never redrawn whole: a node whose data did not change
// keeps its element untouched (a subtree taken out and put back is styled and laid out anew:
// ~75 ms for the full-wall picture inside JupyterLab's style sheets); a changed picture is
// morphed with the wall's tiles keyed by their yama index, so a kan re-styles the few tiles
// that changed, a language switch the texts.
// Accessibility: real controls with labels, disabled buttons stay focusable (aria-disabled +
// title = the reason), tile racks are toolbars with roving tabindex, focus survives redraws.

// Faces, tile frames and hatch patterns (the children of a picture's <defs>) are named by their
// content (render/svg.py content_id: same name, same drawing) and recur in every picture. They are
// kept in one hidden <svg> per page that only grows, and taken out of each picture before it is
// put in the page. Why: when an element with a name is added to or removed from the page, the
// browser re-resolves every <use> of that name and rebuilds its copy of the drawing; with each
// picture carrying its own <defs>, a kan that redrew the hand's tiles (their buttons are new)
// rebuilt every tile of the wall: 60-130 ms of style and layout after each tap on a phone
// (issue 22). One copy per page serves every picture, and no tap adds or removes a name.
function sharedDefs(doc) {
  let defs = doc.getElementById("mjt-shared-defs");
  if (!defs) {
    // not display:none: a pattern inside a hidden <svg> paints nothing
    const box = doc.createElement("div");
    box.innerHTML = '<svg aria-hidden="true" focusable="false" width="0" height="0" '
      + 'style="position:absolute;width:0;height:0;overflow:hidden"><defs id="mjt-shared-defs"></defs></svg>';
    defs = box.querySelector("defs");
    doc.body.appendChild(box.firstChild);
  }
  if (!defs._names) defs._names = new Set([...defs.children].map((c) => c.id));
  return defs;
}

function shareDefs(container, doc) {
  // move the named drawings of every picture in `container` (not yet in the page) to the page's
  // shared <defs>, or drop them when it holds them already
  const found = container.querySelectorAll("defs");
  if (!found.length) return;
  const shared = sharedDefs(doc);
  for (const d of found) {
    for (const c of [...d.children]) {
      if (!c.id || !c.id.startsWith("mjt-")) continue;
      if (shared._names.has(c.id)) c.remove();
      else {
        shared._names.add(c.id);
        shared.appendChild(c);
      }
    }
  }
}

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "mjt-view-root";
  // keep JupyterLab's notebook shortcuts (arrows, Enter, a/b/m …) away from our controls
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  el.appendChild(root);
  const doc = el.ownerDocument || document;
  const openState = new Map(); // details id -> open, as the learner left it
  const rackFocus = new Map(); // rack id -> focused index

  function send(id, extra) {
    performance.mark("mjt-send");  // a press leaves for Python (benchmarks/bench_lite.py --breakdown)
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
      shareDefs(b, doc);
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

  // Nothing depends on hover: a tap on a disabled button or on a picture's part with a <title>
  // (a wall tile) writes that title on the page, in a line after the row or picture (sticky at
  // the screen's bottom while it is in view). The next redraw drops it: it is no node of the
  // view-model, so children() puts the real children before it and removes it.
  function note(after, text) {
    const old = root.querySelector(":scope .mjt-tap-note");
    if (old) old.remove();
    if (!after || after === root) return;
    const p = document.createElement("p");
    p.className = "mjt-tap-note";
    p.setAttribute("role", "status");
    p.textContent = text;
    after.after(p);
  }

  root.addEventListener("click", (ev) => {
    const t = ev.target;
    if (!t || !t.closest) return;
    const pic = t.closest(".mjt-html");
    if (!pic) return;
    for (let g = t; g && g !== pic; g = g.parentNode) {
      const title = g.firstElementChild;
      if (title && title.tagName === "title") { note(pic, title.textContent); return; }
    }
  });

  // the last drawn tree: node id -> {node, el}
  let drawn = new Map();
  let next = new Map();

  function build(node) {
    const e = fresh(node);
    next.set(node.id, { node, el: e });
    return e;
  }

  const same = (a, b) => a === b || JSON.stringify(a) === JSON.stringify(b);

  function patch(node) {
    // the element for `node`: last draw's element patched in place when the node kept its id
    // and kind, else a new one
    const old = drawn.get(node.id);
    if (!old || old.node.t !== node.t) return build(node);
    const e = old.el, was = old.node;
    next.set(node.id, { node, el: e });
    switch (node.t) {
      case "col": case "row": case "grid": case "details":
        if (node.t === "details") {
          const s = e.firstElementChild;
          if (s.textContent !== (node.summary || "")) s.textContent = node.summary || "";
        }
        children(e, node.c || [], node.t === "details" ? 1 : 0);
        break;
      case "html":
        if (was.html !== node.html) morphHtml(e, node.html || "");
        break;
      case "button":
        if (!same(was, node)) {
          e.textContent = node.label || "";
          if (node.title) e.title = node.title; else e.removeAttribute("title");
          if (node.disabled) e.setAttribute("aria-disabled", "true"); else e.removeAttribute("aria-disabled");
          e.className = "mjt-button" + (node.style ? " mjt-" + node.style : "");
          e._node = node;
        }
        break;
      default:
        if (!same(was, node)) {  // small controls: a new element (focus is put back by draw)
          const n = fresh(node);
          next.set(node.id, { node, el: n });
          return n;
        }
        return e;
    }
    if ((was.cls || "") !== (node.cls || "") || node.t === "button") {
      (was.cls || "").split(" ").forEach((c) => c && e.classList.remove(c));
      (node.cls || "").split(" ").forEach((c) => c && e.classList.add(c));
    }
    if (!!e.hidden !== !!node.hidden) e.hidden = !!node.hidden;
    return e;
  }

  function children(e, kids, skip) {
    // put the children's elements in order under `e` (after `skip` fixed ones), moving only
    // those out of place
    kids.forEach((c, i) => {
      const want = patch(c);
      const at = e.childNodes[skip + i];
      if (at !== want) e.insertBefore(want, at || null);
    });
    while (e.childNodes.length > skip + kids.length) e.removeChild(e.lastChild);
  }

  // Morphing a changed picture into the one on the page. Children are matched by key (the
  // wall's tiles by tag + yama index, defs by id), the rest in order among their own tag; the
  // kept ones keep their place, so a kan or a replay jump that takes tiles out or puts them
  // back moves no other tile (a moved element is styled and laid out anew). morphdom was
  // tried first: it moves every keyed sibling after a run of removed ones (measured: the
  // replay jump stayed at ~200 ms under load).
  function keyOf(n) {
    if (n.nodeType !== 1) return null;
    const tile = n.getAttribute("data-tile");
    if (tile !== null && n.hasAttribute("data-pose")) return "T" + tile;  // in a hand: by face
    const i = n.getAttribute("data-index");
    if (i !== null) return n.tagName + i + (n.hasAttribute("data-taken") ? "t" : "");  // wall
    const id = n.getAttribute("id");
    return id ? "#" + id : null;
  }

  function keysOf(parent) {
    // [child, key] with repeated keys numbered in order (three 6m in a hand: T6m, T6m#1, T6m#2)
    const count = new Map();
    const out = [];
    for (let c = parent.firstChild; c; c = c.nextSibling) {
      let k = keyOf(c);
      if (k !== null) {
        const n = count.get(k) || 0;
        count.set(k, n + 1);
        if (n) k += "#" + n;
      }
      out.push([c, k]);
    }
    return out;
  }

  function morphAttrs(a, b) {
    const want = b.attributes;
    for (let i = 0; i < want.length; i++) {
      const x = want[i];
      const ns = x.namespaceURI;
      const cur = ns ? a.getAttributeNS(ns, x.localName) : a.getAttribute(x.name);
      if (cur !== x.value) {
        if (ns) a.setAttributeNS(ns, x.name, x.value); else a.setAttribute(x.name, x.value);
      }
    }
    const have = a.attributes;
    for (let i = have.length - 1; i >= 0; i--) {
      const x = have[i];
      const ns = x.namespaceURI;
      if (ns ? !b.hasAttributeNS(ns, x.localName) : !b.hasAttribute(x.name)) {
        if (ns) a.removeAttributeNS(ns, x.localName); else a.removeAttribute(x.name);
      }
    }
  }

  function morphDefs(from, to) {
    // the named drawings are in the page's shared <defs> (shareDefs); whatever else a picture's
    // <defs> holds only grows: new ones are added, none is removed or moved (a removed name
    // makes the browser re-resolve every <use> of it)
    const have = new Set();
    for (let c = from.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) have.add(c.getAttribute("id"));
    for (const c of [...to.childNodes]) {
      if (c.nodeType === 1 && !have.has(c.getAttribute("id"))) from.appendChild(c);
    }
  }

  function morphKids(from, to) {
    if (from.nodeName === "defs") { morphDefs(from, to); return; }
    const byKey = new Map();
    const loose = new Map(); // tag -> unkeyed children in order
    for (const [c, k] of keysOf(from)) {
      if (k !== null) byKey.set(k, c);
      else {
        const tag = c.nodeType === 1 ? c.tagName : "#" + c.nodeType;
        if (!loose.has(tag)) loose.set(tag, []);
        loose.get(tag).push(c);
      }
    }
    const used = new Set();
    const result = [];
    for (const [c, k] of keysOf(to)) {
      let m = null;
      if (k !== null) {
        m = byKey.get(k) || null;
        if (m && m.tagName !== c.tagName) m = null;
      } else {
        const list = loose.get(c.nodeType === 1 ? c.tagName : "#" + c.nodeType);
        if (list && list.length) m = list.shift();
      }
      if (m && !used.has(m)) {
        used.add(m);
        if (m.nodeType === 1) morphEl(m, c);
        else if (m.nodeValue !== c.nodeValue) m.nodeValue = c.nodeValue;
        result.push(m);
      } else result.push(c);
    }
    for (let c = from.firstChild; c;) {
      const n = c.nextSibling;
      if (!used.has(c)) from.removeChild(c);
      c = n;
    }
    let cur = from.firstChild;
    for (const r of result) {
      if (r === cur) cur = cur.nextSibling;
      else from.insertBefore(r, cur);  // a new node (or, rarely, one that changed places)
    }
  }

  function morphEl(a, b) {
    if (a.isEqualNode(b)) return;  // most tiles after a kan: nothing to walk
    morphAttrs(a, b);
    morphKids(a, b);
  }

  function morphHtml(e, html) {
    const tpl = document.createElement("template");
    tpl.innerHTML = html;
    shareDefs(tpl.content, doc);
    morphKids(e, tpl.content);
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
        shareDefs(e, doc);
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
        e._node = node;
        e.addEventListener("click", (ev) => {
          ev.stopPropagation();
          if (!e._node.disabled) send(e._node.id);
          else if (e._node.title) note(e.parentElement, e._node.title);  // why it is off, by tap
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
        // the choice is Python's to make: send it, and show the model's choice until Python's
        // answer names another (a refused choice, e.g. rules a lab cannot deal, leaves the view-
        // model as it was, so nothing would redraw the select)
        sel.addEventListener("change", () => {
          send(node.id, { index: sel.selectedIndex });
          sel.selectedIndex = node.index;
        });
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
    // read by benchmarks/bench_widgets_browser.py (detail: the view's classes)
    performance.mark("mjt-draw-start", { detail: vm.root.cls || "" });
    next = new Map();
    if (vm.lang && root.lang !== vm.lang) root.lang = vm.lang;  // read aloud in that language
    const top = patch(vm.root);
    if (root.firstChild !== top || root.childNodes.length !== 1) root.replaceChildren(top);
    drawn = next;
    if (fid) {
      let sel = `[data-id="${fid}"]`;
      const target = (fidx !== null && root.querySelector(`${sel}[data-index="${fidx}"]`))
        || root.querySelector(`${sel}.mjt-sel`) || root.querySelector(sel);
      if (target && target.focus) {
        target.focus();
        if (caret !== null && target.setSelectionRange) target.setSelectionRange(caret, caret);
      }
    }
    performance.mark("mjt-draw-end", { detail: vm.root.cls || "" });
  }

  // tell Python when this copy comes into or leaves sight: a language switch relabels the views
  // in sight first and sends the others when they are scrolled to (View._language_changed)
  const copy = Math.random().toString(36).slice(2);
  let io = null;
  if (typeof IntersectionObserver !== "undefined") {
    io = new IntersectionObserver((entries) => {
      model.send({ type: "seen", copy, on: entries[entries.length - 1].isIntersecting });
    });
    io.observe(root);
  }

  // tell Python whether this copy is on a narrow screen (the breakpoint of view.css), when drawn
  // and when that changes: a view sends its narrow layout (the wall in rows) only when a copy is
  // narrow, so a desktop never draws it (View.narrow), and what view.css hides there (the wall's
  // square) only when a copy is wide, so a phone alone never draws it (View.wide)
  const mq = typeof matchMedia === "function" ? matchMedia("(max-width: 40rem)") : null;
  const tellNarrow = () => model.send({ type: "narrow", copy, on: mq.matches });
  if (mq) {
    tellNarrow();
    mq.addEventListener("change", tellNarrow);
  }

  model.on("change:vm", draw);
  draw();
  return () => {
    model.off("change:vm", draw);
    if (mq) mq.removeEventListener("change", tellNarrow);
    if (io) {
      io.disconnect();
      try { model.send({ type: "seen", copy, on: null }); } catch (e) { /* comm closed */ }
    }
  };
}

export default { render };
