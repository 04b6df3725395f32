// TileRack: a row of clickable SVG tiles (mjteach). One <button> per tile, roving tabindex,
// arrow keys / Home / End move the focus, Enter or Space presses the focused tile.
// A press is sent to Python as a custom message {type: "click", index}; Python decides what it means.

function render({ model, el }) {
  let focusIdx = 0;
  const root = document.createElement("div");
  root.className = "mjt-rack";
  root.setAttribute("role", "toolbar");
  // keep JupyterLab's notebook shortcuts (arrows, Enter) away from the rack
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  el.appendChild(root);

  function buttons() {
    return Array.from(root.querySelectorAll("button.mjt-tile"));
  }

  function setFocus(i) {
    const bs = buttons();
    if (!bs.length) return;
    focusIdx = Math.max(0, Math.min(i, bs.length - 1));
    bs.forEach((b, j) => { b.tabIndex = j === focusIdx ? 0 : -1; });
    bs[focusIdx].focus();
  }

  function press(i) {
    if (!model.get("enabled")) return;
    focusIdx = i;
    model.send({ type: "click", index: i });
  }

  function onKey(e) {
    const n = buttons().length;
    if (!n) return;
    let i = focusIdx;
    switch (e.key) {
      case "ArrowRight": case "ArrowDown": i = (i + 1) % n; break;
      case "ArrowLeft": case "ArrowUp": i = (i - 1 + n) % n; break;
      case "Home": i = 0; break;
      case "End": i = n - 1; break;
      case "Enter": case " ":
        e.preventDefault(); e.stopPropagation(); press(focusIdx); return;
      default: return;
    }
    e.preventDefault();
    e.stopPropagation();
    setFocus(i);
  }

  function draw() {
    const hadFocus = root.contains(document.activeElement);
    const tiles = model.get("tiles");
    const svgs = model.get("svgs");
    const labels = model.get("labels");
    const hl = new Set(model.get("highlight"));
    const selected = model.get("selected");
    const enabled = model.get("enabled");
    root.setAttribute("aria-label", model.get("caption"));
    root.classList.toggle("mjt-disabled", !enabled);
    if (focusIdx >= tiles.length) focusIdx = Math.max(0, tiles.length - 1);
    const frag = document.createDocumentFragment();
    tiles.forEach((t, i) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "mjt-tile";
      b.dataset.tile = t;
      b.dataset.index = String(i);
      if (hl.has(i)) b.classList.add("mjt-hl");
      if (i === selected) { b.classList.add("mjt-sel"); b.setAttribute("aria-pressed", "true"); }
      b.setAttribute("aria-label", labels[i] || t);
      if (!enabled) b.setAttribute("aria-disabled", "true");
      b.tabIndex = i === focusIdx ? 0 : -1;
      b.innerHTML = svgs[i] || t;
      b.addEventListener("click", (e) => { e.stopPropagation(); press(i); });
      b.addEventListener("focus", () => { focusIdx = i; buttons().forEach((x, j) => { x.tabIndex = j === i ? 0 : -1; }); });
      frag.appendChild(b);
    });
    root.replaceChildren(frag);
    if (!tiles.length) {
      const empty = document.createElement("span");
      empty.className = "mjt-empty";
      empty.textContent = model.get("empty_text");
      root.appendChild(empty);
    }
    if (hadFocus && tiles.length) setFocus(focusIdx);
  }

  root.addEventListener("keydown", onKey);
  const names = ["tiles", "svgs", "labels", "highlight", "selected", "enabled", "caption", "empty_text"];
  names.forEach((n) => model.on(`change:${n}`, draw));
  draw();
  return () => { names.forEach((n) => model.off(`change:${n}`, draw)); };
}

export default { render };
