"""The wall pictures (mjteach.render.wall): every tile on its side of the square, the dead wall,
rinshan / indicator / ura / haitei positions labelled, the break, and the haitei moving into the
dead wall after each kan (槓 § 嶺上牌; FORMATS.md §5.1 positions)."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from render_helpers import box, parse, texts, tiles, title

from mjteach.render import dead_wall_svg, kan_shift_svg, wall_rows_svg, wall_svg
from mjteach.render.wall import text_width, wall_roles
from mjteach.rules import PRESETS, Rules
from mjteach.wall import Wall

SVG = "{http://www.w3.org/2000/svg}"


def _by_index(svg: str) -> dict[int, object]:
    return {int(g.get("data-index")): g for g in tiles(parse(svg)) if g.get("data-index")}


def _centre(b):
    return b[0] + b[2] / 2, b[1] + b[3] / 2


def _side_of(b, mid):
    cx, cy = _centre(b)
    dx, dy = cx - mid, cy - mid
    if abs(dy) > abs(dx):
        return 0 if dy > 0 else 2
    return 1 if dx > 0 else 3


def _dealt(seed=7, rules=None):
    w = Wall.from_seed(seed, rules or Rules())
    w.deal()
    return w


def test_positions_are_labelled_as_tenhou_lays_them_out():
    """槓 § 嶺上牌 and FORMATS.md §5.1: rinshan 1, 0, 3, 2; dora indicator 5; kan-dora 7, 9, 11, 13;
    ura 4 under the indicator; haitei 14; next draw 83 after the deal."""
    roles = wall_roles(_dealt())
    assert roles == {1: ["R1"], 0: ["R2"], 3: ["R3"], 2: ["R4"], 5: ["D"], 7: ["K1"],
                     9: ["K2"], 11: ["K3"], 13: ["K4"], 4: ["U"], 14: ["H"], 83: ["N"]}


def _badge_centres(root):
    """(text, centre) of every badge, rotation undone (a rotation about the centre keeps it)."""
    out = []
    for g in root.iter(f"{SVG}g"):
        if g.get("class") != "mjt-badge":
            continue
        rect = g.find(f"{SVG}rect")
        cx = float(rect.get("x")) + float(rect.get("width")) / 2
        cy = float(rect.get("y")) + float(rect.get("height")) / 2
        out.append((texts(g), (cx, cy), rect))
    return out


def test_badges_stand_beside_their_stack_and_never_cover_a_face():
    """Each badge lies outside every tile, next to the stack of the tile it names: its nearest
    tile belongs to that stack (issue 13 §3: D and K1 covered the face-up indicators)."""
    w = _dealt()
    w.reveal_kan_dora()
    root = parse(wall_svg(w))
    placed = {int(g.get("data-index")): box(g) for g in tiles(root) if g.get("data-index")}
    found = {}
    for text, (cx, cy), rect in _badge_centres(root):
        bw, bh = float(rect.get("width")), float(rect.get("height"))
        side = (bh, bw) if w.position(2 * 0)[0] in (1, 3) else (bw, bh)  # rotated on 1 and 3
        for i, (x, y, tw, th) in placed.items():  # the badge's box reaches into no tile
            ww, hh = side
            assert not (x < cx + ww / 2 - 1 and cx - ww / 2 + 1 < x + tw
                        and y < cy + hh / 2 - 1 and cy - hh / 2 + 1 < y + th), (text, i)
        nearest = min(placed, key=lambda i: (_centre(placed[i])[0] - cx) ** 2
                      + (_centre(placed[i])[1] - cy) ** 2)
        found[text] = nearest // 2  # the stack
    assert found == {"R1": 0, "R2": 0, "R3": 1, "R4": 1, "D": 2, "U": 2, "K1": 3, "K2": 4,
                     "K3": 5, "K4": 6, "H": 7, "N": 41}
    # the face-up indicators are outside every badge
    for text, (cx, cy), _rect in _badge_centres(root):
        for i in (5, 7):
            x, y, tw, th = placed[i]
            assert not (x <= cx <= x + tw and y <= cy <= y + th), (text, i)


@pytest.mark.parametrize("width", [16, 22])
def test_wall_text_is_at_least_11_px_at_a_notebook_cells_width(width):
    """Every text in the wall pictures is ≥ 11 px when the picture is shown at a notebook cell's
    width (800 px; wider pictures are scaled down), KanLab's width 16 included."""
    w = _dealt()
    w.draw_rinshan()
    for svg in (wall_svg(w, width=width, shift_history=True), dead_wall_svg(w, width=width + 8),
                kan_shift_svg(w, width=width)):
        root = parse(svg)
        scale = min(1.0, 800 / float(root.get("width")))
        sizes = [float(e.get("font-size")) for e in root.iter() if e.get("font-size")]
        assert sizes and min(sizes) * scale >= 11, (min(sizes), scale)


def test_legend_names_every_badge_and_the_history_labels():
    """Every badge drawn (R, D, K, U, H, N, J) and the H0/H1 labels are explained in the legend."""
    w = _dealt(seed=4)
    for _ in range(2):
        w.draw_rinshan()
    root = parse(wall_svg(w, shift_history=True))
    legend = next(g for g in root.iter(f"{SVG}g") if g.get("class") == "mjt-legend")
    text = texts(legend)
    for code in ("R1", "D ", "K1", "U ", "H ", "N ", "J ", "H0, H1"):
        assert code in text, code
    drawn = {c for b, _, _ in _badge_centres(root) for c in b.split("·")}
    assert {c.rstrip("0123456789") for c in drawn} <= {"R", "D", "K", "U", "H", "N", "J"}


def test_every_tile_lies_on_the_side_the_wall_says_and_tops_nearer_the_centre():
    """A square of 4 sides × 17 stacks: each yama index is drawn on side ``position(i)[0]``; in a
    stack the top tile (odd index) is the one nearer the centre."""
    w = Wall.from_seed(3)
    svg = wall_svg(w, reveal="all")
    placed = _by_index(svg)
    xs = [box(g)[0] for g in placed.values()] + [box(g)[0] + box(g)[2] for g in placed.values()]
    mid = (min(xs) + max(xs)) / 2  # the square's centre (the legend lies under the square)
    assert len(placed) == 136
    per_side = {0: 0, 1: 0, 2: 0, 3: 0}
    for i, g in placed.items():
        side = w.position(i)[0]
        assert _side_of(box(g), mid) == side, i
        per_side[side] += 1
    assert per_side == {0: 34, 1: 34, 2: 34, 3: 34}
    for j in range(68):
        top, bottom = _centre(box(placed[2 * j + 1])), _centre(box(placed[2 * j]))
        assert abs(top[0] - mid) + abs(top[1] - mid) < abs(bottom[0] - mid) + abs(bottom[1] - mid)


def test_the_break_lies_between_the_first_rinshan_stack_and_the_first_dealt_stack():
    """開門: the wall opens between yama stack 0 (rinshan) and the first dealt stack (134, 135)."""
    w = Wall.from_seed(11)
    root = parse(wall_svg(w))
    placed = _by_index(wall_svg(w))
    brk = [g for g in root.iter(f"{SVG}g") if g.get("class") == "mjt-break"][0]
    m = re.match(r"M([-\d.]+) ([-\d.]+)L([-\d.]+) ([-\d.]+)", brk.find(f"{SVG}path").get("d"))
    x1, y1, x2, y2 = map(float, m.groups())
    a, b = _centre(box(placed[1])), _centre(box(placed[135]))
    if x1 == x2:  # vertical line: the two stacks lie left and right of it
        assert min(a[0], b[0]) < x1 < max(a[0], b[0])
    else:
        assert min(a[1], b[1]) < y1 < max(a[1], b[1])
    assert "break" in texts(brk)


def test_dead_wall_is_shaded_tile_by_tile():
    """The dead wall (14 tiles) is hatched; after the deal 52 dealt tiles are outlined as taken."""
    w = _dealt()
    root = parse(wall_svg(w))
    dead = [r for r in root.iter(f"{SVG}rect") if r.get("class") == "mjt-dead"]
    assert len(dead) == 14
    taken = [p for p in root.iter(f"{SVG}path") if p.get("class") == "mjt-taken"][0]
    assert taken.get("d").count("M") == 52


def test_first_kan_drops_the_top_tile_and_moves_the_old_haitei_into_the_dead_wall():
    """槓 § 嶺上牌: at the 1st (and 3rd) kan the old haitei joins the dead wall and the tile on it
    drops down, becoming the new haitei with nothing on top; at the 2nd (and 4th) kan that lone
    tile joins the dead wall."""
    w = _dealt()
    before = _by_index(wall_svg(w, reveal="all"))
    w.draw_rinshan()
    after1 = _by_index(wall_svg(w, reveal="all"))
    assert 1 not in after1  # R1 drawn
    assert box(after1[15]) == pytest.approx(box(before[14])), "15 dropped into 14's place"
    assert title(after1[15]) == "haitei (the last tile to draw): 6 Sou"
    assert "joined the dead wall" in title(after1[14]) and after1[14].get("data-pulled") is None
    assert box(after1[14]) != pytest.approx(box(before[14])), "14 pulled out from under"
    assert wall_roles(w)[15] == ["H"]
    w.draw_rinshan()
    after2 = _by_index(wall_svg(w, reveal="all"))
    assert box(after2[14]) == pytest.approx(box(before[14]))
    assert box(after2[15]) == pytest.approx(box(before[15]))
    assert wall_roles(w)[16] == ["H"]
    root = parse(wall_svg(w))
    assert len([r for r in root.iter(f"{SVG}rect") if r.get("class") == "mjt-dead"]) == 14


def test_kan_shift_rows_show_the_haitei_after_each_kan():
    """kan_shift_svg: haitei at 14, 15, 16, 17, 18 after 0–4 kans (one row each)."""
    svg = kan_shift_svg(Wall.from_seed(5))
    root = parse(svg)
    haitei = sorted(int(g.get("data-index")) for g in tiles(root) if "haitei (the last" in title(g))
    assert haitei == [14, 15, 16, 17, 18]
    pulled = sorted(int(g.get("data-index")) for g in tiles(root) if g.get("data-pulled"))
    assert pulled == [14, 16]  # after the 1st and the 3rd kan only
    assert "after kan 4" in texts(root)


def test_dead_wall_alone_shows_seven_stacks_and_the_haitei():
    """dead_wall_svg: the 14 dead-wall tiles plus the live wall's end, labelled."""
    w = _dealt()
    w.reveal_kan_dora()
    root = parse(dead_wall_svg(w))
    idx = {int(g.get("data-index")) for g in tiles(root)}
    assert set(range(14)) <= idx and 14 in idx
    faces = {int(g.get("data-index")): g.get("data-tile") for g in tiles(root)}
    assert faces[5] == w.yama[5].notation and faces[7] == w.yama[7].notation
    assert faces[9] is None  # not turned yet: face down
    assert "Dead wall (7 stacks)" in texts(root)


def test_dead_wall_close_up_separates_the_live_wall_and_marks_the_shifted_tiles():
    """After two kans the dead wall's 14 tiles lie over stacks 1-7 (槓 § 嶺上牌): the close-up
    draws a boundary after stack 7 with the words "dead wall" / "live wall", and the two tiles
    that came from the live wall (yama 14, 15) carry J."""
    w = _dealt()
    w.draw_rinshan()
    w.draw_rinshan()
    root = parse(dead_wall_svg(w, width=30))
    assert {14, 15} <= set(w.dead_wall_indices())
    boundary = [e for e in root.iter(f"{SVG}path") if e.get("class") == "mjt-boundary"]
    assert len(boundary) == 1
    bx = float(re.match(r"M([\d.]+)", boundary[0].get("d")).group(1))
    placed = _by_index(dead_wall_svg(w, width=30))
    assert box(placed[15])[0] < bx < box(placed[16])[0]
    words = texts(root)
    assert "dead wall" in words and "live wall" in words
    joined = "joined the dead wall"
    assert joined in title(placed[14]) and joined in title(placed[15])
    assert joined not in title(placed[13])
    assert "(7 stacks)" in words


def test_old_four_stack_rule_and_three_player_variants():
    """Old rule: a dead wall of 4 stacks (8 tiles); three-player: 108 tiles and 8 rinshan tiles."""
    old = _dealt(rules=PRESETS["old_rule"])
    root = parse(wall_svg(old))
    assert len([r for r in root.iter(f"{SVG}rect") if r.get("class") == "mjt-dead"]) == 8
    assert wall_roles(old)[8] == ["H"]
    sanma = _dealt(rules=PRESETS["sanma_tenhou"])
    roles = wall_roles(sanma)
    assert [roles[i] for i in (1, 0, 3, 2, 5, 4, 7, 6)] == [[f"R{n}"] for n in range(1, 9)]
    svg = wall_svg(sanma, reveal="all")
    assert len(_by_index(svg)) == 108 - 13 * 3


@pytest.mark.parametrize("preset", ["tenhou", "old_rule", "sanma_tenhou"])
def test_full_wall_svg_stays_under_60_kb(preset):
    """Issue 5 § Speed: the full-wall SVG ≤ 60 KB, even with every face shown."""
    w = Wall.from_seed(1, PRESETS[preset])
    for kwargs in ({}, {"reveal": "all"}, {"reveal": "all", "taken": "faded"}):
        assert len(wall_svg(w, **kwargs).encode("utf-8")) <= 60_000
    w.deal()
    assert len(wall_svg(w, reveal="all", taken="faded").encode("utf-8")) <= 60_000


def test_wall_title_follows_the_language_and_is_deterministic():
    """Titles and legend in the chosen language; the same wall gives the same bytes."""
    w = _dealt()
    ja = wall_svg(w, lang="ja")
    assert "残りツモ70枚" in ja and "開門" in ja
    assert wall_svg(w, lang="ja") == ja
    with pytest.raises(ValueError, match="reveal"):
        wall_svg(w, reveal="some")


_REDRAWN = """
import hashlib
from mjteach.render import dead_wall_svg, wall_rows_svg, wall_svg
from mjteach.rules import PRESETS
from mjteach.wall import Wall

def pictures():
    out = []
    for preset in ("tenhou", "sanma_tenhou"):
        w = Wall.from_seed(5, PRESETS[preset])
        w.deal()
        for _ in range(3):
            lit = sorted(w.dead_wall_indices())[:2]
            for lang in ("en", "ja"):
                out += [wall_svg(w, lang=lang, highlight=lit, shift_history=True),
                        wall_rows_svg(w, lang=lang, highlight=lit),
                        dead_wall_svg(w, lang=lang, width=30)]
            w.draw_rinshan()
            w.reveal_kan_dora()
    return hashlib.sha256("\\0".join(out).encode()).hexdigest()
"""


def test_a_wall_redrawn_after_kans_is_the_same_bytes_as_in_a_fresh_interpreter():
    """A redrawn wall takes the tiles it placed before from a cache (render.draw, issue 22: a
    tap's time on a phone): every picture of a kan sequence, drawn twice here (the second time
    from the cache), is the same bytes as in a new interpreter that draws it once, faces
    (``<symbol>`` in ``<defs>``) included."""
    scope: dict = {}
    exec(_REDRAWN, scope)  # noqa: S102 - our own code, run here and in a fresh interpreter
    first = scope["pictures"]()
    assert scope["pictures"]() == first
    fresh = subprocess.run([sys.executable, "-c", _REDRAWN + "print(pictures())"],
                           capture_output=True, text=True, check=True).stdout.strip()
    assert fresh == first


def test_turned_indicators_are_shown_upright_with_the_dora_they_point_to():
    """Each turned indicator is repeated upright in the middle with its dora (9→1, N→E, Red→White;
    sanma 1m→9m), so the face is readable whatever side it lies on."""
    w = _dealt(seed=21)
    w.reveal_kan_dora()
    root = parse(wall_svg(w))
    inds = {g.get("data-indicator"): g.get("data-tile") for g in tiles(root)
            if g.get("data-indicator")}
    doras = {g.get("data-dora"): g.get("data-tile") for g in tiles(root) if g.get("data-dora")}
    assert inds == {str(k): t.notation for k, t in enumerate(w.dora_indicators)}
    assert doras == {str(k): t.dora().notation for k, t in enumerate(w.dora_indicators)}
    assert len(inds) == 2


def test_shift_history_labels_where_the_haitei_lay_before_each_kan():
    """槓 § 嶺上牌: the haitei moves one tile per kan, so the 1st and 2nd kan's old haitei share a
    stack (bottom, then the dropped top tile), as do the 3rd and 4th."""
    w = _dealt(seed=4)
    for _ in range(3):
        w.draw_rinshan()
    root = parse(wall_svg(w, shift_history=True))
    hist = [g for g in root.iter(f"{SVG}g") if g.get("class") == "mjt-history"]
    assert [t.text for t in hist[0]] == ["H0·H1", "H2"] or [t.text for t in hist[0]] == [
        "H2", "H0·H1"]
    assert not [g for g in parse(wall_svg(w)).iter(f"{SVG}g") if g.get("class") == "mjt-history"]


@pytest.mark.parametrize("width", [16, 22, 30])
def test_shift_history_labels_stay_inside_the_picture(width):
    """The H0/H1 labels outside the left (North) side were cut off at the picture's edge (seen in
    KanLab's wall, width 16): rotated -90 the glyphs grow to -x from the baseline, rotated +90 to
    +x, upright to -y; every label must lie inside the viewBox."""
    for seed in range(12):  # the dice put the haitei (and the labels) on every side
        w = _dealt(seed=seed)
        for _ in range(2):
            w.draw_rinshan()
        root = parse(wall_svg(w, width=width, shift_history=True))
        total, height = float(root.get("width")), float(root.get("height"))
        # the square is drawn inside a translate (unused margins trimmed): picture coordinates
        shift = next(g.get("transform") for g in root.iter(f"{SVG}g")
                     if (g.get("transform") or "").startswith("translate"))
        dx, dy = (float(v) for v in re.findall(r"-?[\d.]+", shift)[:2])
        for g in root.iter(f"{SVG}g"):
            if g.get("class") != "mjt-history":
                continue
            for label in g:
                x, y = float(label.get("x")) + dx, float(label.get("y")) + dy
                size = float(label.get("font-size"))
                m = re.search(r"rotate\((-?\d+)", label.get("transform") or "")
                rot = int(m.group(1)) if m else 0
                inside = {
                    0: size <= y <= height,
                    -90: x - size >= 0,
                    90: x + size <= total,
                }[rot]
                assert inside, (seed, width, rot, x, y)


def test_highlighted_rinshan_tile_shows_where_it_came_from():
    """After a kan the rinshan tile has left the wall; highlighted, it is drawn pale and face up in
    its old place (top of the first stack, yama[1]) with an outline, in both wall pictures."""
    w = _dealt()
    tile = w.draw_rinshan()
    for svg in (wall_svg(w, highlight=[1]), wall_svg(w, highlight=[1], taken="gap"),
                dead_wall_svg(w, highlight=[1])):
        g = _by_index(svg)[1]
        assert g.get("data-taken") == "1" and g.get("data-highlight") == "1"
        assert g.get("data-tile") == tile.notation
        assert tile.name("en") in title(g)
    assert 1 not in _by_index(wall_svg(w, taken="gap"))


def _label_boxes(root):
    """(text, (x0, y0, x1, y1)) of every badge and history label (H0·H1), rotation undone: a
    badge is turned about its own centre; a history label (middle-anchored) about its baseline
    point, its glyphs growing to +x when turned +90, to -x when turned -90, up when upright."""
    out = []
    turned = {id(child): g for g in root.iter(f"{SVG}g") if "rotate" in (g.get("transform") or "")
              for child in g}
    for g in root.iter(f"{SVG}g"):
        if g.get("class") == "mjt-badge":
            rect = g.find(f"{SVG}rect")
            x, y = float(rect.get("x")), float(rect.get("y"))
            bw, bh = float(rect.get("width")), float(rect.get("height"))
            cx, cy = x + bw / 2, y + bh / 2
            if id(g) in turned:
                bw, bh = bh, bw
            out.append((texts(g), (cx - bw / 2, cy - bh / 2, cx + bw / 2, cy + bh / 2)))
        elif g.get("class") == "mjt-history":
            for label in g:
                x, y = float(label.get("x")), float(label.get("y"))
                size = float(label.get("font-size"))
                along = text_width(label.text, size)
                m = re.search(r"rotate\((-?\d+)", label.get("transform") or "")
                rot = int(m.group(1)) if m else 0
                out.append((label.text, {
                    0: (x - along / 2, y - size, x + along / 2, y),
                    90: (x, y - along / 2, x + size, y + along / 2),
                    -90: (x - size, y - along / 2, x, y + along / 2),
                }[rot]))
    return out


@pytest.mark.parametrize("preset", ["tenhou", "old_rule", "sanma_tenhou"])
def test_wall_labels_never_overlap(preset):
    """No two labels (role badges, H0/H1 history labels) of a wall picture touch, through 0-4 kans
    (槓 § 嶺上牌: the boundary moves one tile per kan, a whole stack under the old 4-stack rule).
    A newcomer saw "J·K2" and "K1" run into each other under the old rule: a badge is wider than a
    stack, so badges of neighbouring stacks in one lane are spread apart along the wall."""
    checked = 0
    for seed in range(4):
        w = _dealt(seed=seed, rules=PRESETS[preset])
        for kans in range(5):
            for svg in (wall_svg(w, shift_history=True), wall_svg(w, width=16, shift_history=True),
                        dead_wall_svg(w, width=30), kan_shift_svg(w, kans=4),
                        wall_rows_svg(w)):
                boxes = _label_boxes(parse(svg))
                for k, (a, (ax0, ay0, ax1, ay1)) in enumerate(boxes):
                    for b, (bx0, by0, bx1, by1) in boxes[k + 1:]:
                        assert ax1 <= bx0 or bx1 <= ax0 or ay1 <= by0 or by1 <= ay0, \
                            (preset, seed, kans, a, b)
                checked += len(boxes)
            if kans < 4:
                w.draw_rinshan()
                if w.rules.kan_dora:
                    w.reveal_kan_dora()
    assert checked > 200


@pytest.mark.parametrize(("lang", "rinshan", "kan_dora"), [
    ("en", "dead wall · replacement tile 1 (rinshan)", "dead wall · kan-dora indicator 1"),
    ("ja", "王牌・嶺上牌（1枚目）", "王牌・槓ドラ表示牌（1枚目）"),
    ("zh", "王牌·岭上牌（第1张）", "王牌·杠宝牌指示牌（第1张）"),
])
def test_wall_tooltips_name_each_position_in_words_not_indices(lang, rinshan, kan_dora):
    """槓 § 嶺上牌: a learner hovering the dead wall reads what a tile is (rinshan tile, kan-dora
    indicator) in the edition's language; the wall index stays only in data-index (reader report
    4.9: no ``yama[1]`` in a tooltip)."""
    w = _dealt()
    placed = _by_index(wall_svg(w, reveal="all", lang=lang))
    first_rinshan, first_kan_dora = w.rinshan_indices()[0], w.all_indicator_indices()[1]
    colon = ":" if lang == "en" else "："  # the language's colon (mjteach.i18n.punctuation)
    assert title(placed[first_rinshan]).startswith(rinshan + colon)
    assert title(placed[first_kan_dora]).startswith(kan_dora + colon)
    assert all("yama" not in title(g) and "[" not in title(g) for g in placed.values())


@pytest.mark.parametrize("preset", ["tenhou", "old_rule", "sanma_tenhou"])
def test_wall_rows_fit_a_phone_with_every_stack_in_yama_order_and_11_px_text(preset):
    """The wall unrolled for a narrow screen (issue 22): at most 275 px wide at 100 % (a 320 px
    phone less the page margins), every text ≥ 11 px there, every yama position shown once (on the table or as a taken
    outline), rows of one side's length (4 rows for 4 players), each row left to right in yama
    order from the break, the boundary line drawn after the last dead-wall stack."""
    for kans in range(5):
        w = _dealt(seed=3, rules=PRESETS[preset])
        for _ in range(kans):
            w.draw_rinshan()
        root = parse(wall_rows_svg(w))
        assert float(root.get("width")) <= 275
        sizes = [float(e.get("font-size")) for e in root.iter() if e.get("font-size")]
        assert min(sizes) >= 11
        shown = {int(e.get("data-index")) for e in root.iter()
                 if e.get("data-index") and (e.get("class") == "mjt-tile"
                                             or e.get("class") == "mjt-taken")}
        assert shown == set(range(w.size))
        per_row = max(w.position(i)[1] for i in range(w.size)) + 1
        x_of = {int(g.get("data-index")): box(g)[0] for g in tiles(root)
                if g.get("data-index") and not g.get("data-pulled")}
        y_of = {int(g.get("data-index")): box(g)[1] for g in tiles(root)
                if g.get("data-index") and not g.get("data-pulled")}
        for i, x in x_of.items():
            j = i // 2  # the yama stack
            for k, x2 in x_of.items():
                if k // 2 // per_row == j // per_row and k // 2 > j:  # later in the same row
                    assert x2 > x
                if k // 2 // per_row > j // per_row:  # a later row lies lower
                    assert y_of[k] > y_of[i]
        assert len({j // per_row for j in range(w.size // 2)}) == -(-w.size // 2 // per_row)
        line = next(e for e in root.iter(f"{SVG}path") if e.get("class") == "mjt-boundary")
        bx = float(re.match(r"M([-\d.]+)", line.get("d"))[1])
        last = max(w.dead_wall_indices()) // 2
        on_row = [x for i, x in x_of.items() if i // 2 // per_row == last // per_row]
        dead_x = [x for i, x in x_of.items() if i // 2 == last]
        assert max(dead_x) < bx  # right of the last dead stack
        assert all(x > bx for i, x in x_of.items()
                   if i // 2 // per_row == last // per_row and i // 2 > last) and on_row


def test_the_square_leaves_no_empty_lanes_on_sides_without_labels():
    """Lanes outside each wall are kept for badges (R1, D, K1 …), the break and the H0/H1 labels;
    a side without any is drawn without them. Failed before: 100-150 px of white above and below
    every wall square whose labels are all on one side (lesson 03 cells 10 and 20, the KanLab's
    wall; the JupyterLab read-through), the picture being as tall as with four labelled sides."""
    from mjteach.render.draw import tile_size
    from mjteach.render.wall import _LANES, MIN_TEXT, _Geometry, _lane, _side_sizes

    w = Wall.from_seed(6, Rules.preset("tenhou"))
    w.deal()
    root = parse(wall_svg(w, width=22, legend=False))
    assert w.position(0)[0] == 3  # seed 6: the dead wall, its badges and the break on the left
    tw, th = tile_size(22)
    fs = max(MIN_TEXT, tw * 0.42)
    full = _Geometry(_side_sizes(w), 22, margin=_lane(th, fs, _LANES) + fs)
    lane = full.margin - fs
    height = float(root.get("height"))
    assert height <= full.total - 2 * lane + 2 * fs  # top and bottom lanes dropped
    assert float(root.get("width")) > height  # the labelled sides keep theirs
