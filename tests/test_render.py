"""Pictures of tiles, melds and hands (mjteach.render): layout as the articles describe it
(槓 § 槓の種類, 副露 § ポン/チー), titles per language, red-five marks, determinism, the CLI."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from render_helpers import HREF, box, face_of, parse, symbols, texts, tiles, title, use_of

import mjteach
from mjteach import Hand, Meld, Tile
from mjteach.cli import main as cli_main
from mjteach.render import hand_svg, meld_svg, save_svg, tile_svg
from mjteach.render.faces import back_symbol


def _meld_tiles(svg: str):
    root = parse(svg)
    return root, tiles(root)


def _bottom(b):
    return b[1] + b[3]


# ----- the called tile sideways by source ----------------------------------------------------
@pytest.mark.parametrize(
    ("meld", "slot"),
    [
        (Meld.chi("345m", "3m"), 0),
        (Meld.pon("555p", "5p", "kamicha"), 0),
        (Meld.pon("555p", "5p", "toimen"), 1),
        (Meld.pon("555p", "5p", "shimocha"), 2),
        (Meld.daiminkan("7777s", "7s", "kamicha"), 0),
        (Meld.daiminkan("7777s", "7s", "toimen"), 1),
        (Meld.daiminkan("7777s", "7s", "shimocha"), 3),
    ],
    ids=["chi-kamicha", "pon-kamicha", "pon-toimen", "pon-shimocha", "daiminkan-kamicha",
         "daiminkan-toimen", "daiminkan-shimocha"],
)
def test_called_tile_lies_sideways_at_the_sources_side(meld, slot):
    """副露 § ポン/チー, 槓 § 大明槓: the called tile is turned sideways at the left for kamicha,
    in the middle for toimen and at the right for shimocha; it lies on the same baseline."""
    _, ts = _meld_tiles(meld_svg(meld))
    poses = [g.get("data-pose") for g in ts]
    assert poses.count("sideways") == 1
    assert poses.index("sideways") == slot
    boxes = [box(g) for g in ts]
    side = boxes[slot]
    others = [b for i, b in enumerate(boxes) if i != slot]
    assert side[2] > side[3], "a sideways tile is wider than tall"
    assert all(abs(_bottom(b) - _bottom(side)) < 0.01 for b in others)
    xs_left = [b for b in others if b[0] < side[0]]
    xs_right = [b for b in others if b[0] > side[0]]
    if meld.source.value == "kamicha":
        assert not xs_left and len(xs_right) == len(others)
    elif meld.source.value == "shimocha":
        assert not xs_right and len(xs_left) == len(others)
    else:
        assert xs_left and xs_right
    # the sideways tile's title names the seat it came from
    assert meld.source.label("en") in title(ts[slot])


def test_daiminkan_from_toimen_may_turn_the_third_tile():
    """槓 § 大明槓: from toimen the article shows the second or the third tile turned."""
    m = Meld.daiminkan("7777s", "7s", "toimen")
    _, ts = _meld_tiles(meld_svg(m, daiminkan_toimen_slot=2))
    assert [g.get("data-pose") for g in ts] == ["up", "up", "sideways", "up"]


@pytest.mark.parametrize(("option", "down_slots"), [("ends", [0, 3]), ("middle", [1, 2])])
def test_ankan_shows_two_backs_at_the_ends_or_in_the_middle(option, down_slots):
    """槓 § 暗槓: two of the four tiles are turned face down, both ends or the middle two."""
    root, ts = _meld_tiles(meld_svg(Meld.ankan("8888s"), ankan_face_down=option))
    ts.sort(key=lambda g: box(g)[0])
    back_id = back_symbol()[0]
    hrefs = [use_of(g).get(HREF)[1:] for g in ts]
    assert [i for i, h in enumerate(hrefs) if h == back_id] == down_slots
    assert [g.get("data-pose") for g in ts].count("down") == 2
    face_ids = {h for h in hrefs if h != back_id}
    assert len(face_ids) == 1 and "8s" in texts(symbols(root)[face_ids.pop()])
    assert all(g.get("data-pose") != "sideways" for g in ts), "an ankan has no called tile"


@pytest.mark.parametrize("source", ["kamicha", "toimen", "shimocha"])
def test_kakan_added_tile_lies_on_top_of_the_called_tile(source):
    """槓 § 加槓: the added tile is laid sideways on the pon's sideways tile (not beside it), so the
    pon's source stays visible; the meld is as wide as the pon."""
    pon = Meld.pon("888p", "8p", source)
    kakan = pon.with_added("8p")
    _, ts = _meld_tiles(meld_svg(kakan))
    by_pose = {}
    for g in ts:
        by_pose.setdefault(g.get("data-pose"), []).append(box(g))
    (side,), (stacked,) = by_pose["sideways"], by_pose["stacked"]
    assert stacked[0] == pytest.approx(side[0]), "same column as the called tile"
    assert stacked[1] + stacked[3] <= side[1] + 0.01, "above it, not beside it"
    assert stacked[2] > stacked[3]
    pon_width = float(parse(meld_svg(pon)).get("width"))
    assert float(parse(meld_svg(kakan)).get("width")) == pytest.approx(pon_width)
    # the pon's source is still where the pon had it
    _, pon_ts = _meld_tiles(meld_svg(pon))
    assert [g.get("data-pose") for g in pon_ts].index("sideways") == [
        g.get("data-pose") for g in ts if g.get("data-pose") != "stacked"].index("sideways")


# ----- titles and languages --------------------------------------------------------------------
@pytest.mark.parametrize(("lang", "expected"), [("en", "Green dragon"), ("ja", "發"), ("zh", "发")])
def test_tile_title_is_the_name_in_the_language(lang, expected):
    """Each tile carries a <title> and aria-label with its name in the chosen language."""
    root = parse(tile_svg("6z", lang=lang))
    (g,) = tiles(root)
    assert title(g) == expected
    assert g.get("aria-label") == expected and g.get("role") == "img"


def test_titles_follow_the_current_language():
    """Without ``lang`` the titles follow mjteach.set_language; the meld source is named too."""
    mjteach.set_language("ja")
    root = parse(meld_svg(Meld.pon("055p", "0p", "kamicha")))
    names = [title(g) for g in tiles(root)]
    assert any("赤五筒" in n and "上家" in n for n in names)
    mjteach.set_language("zh")
    assert title(tiles(parse(tile_svg("0s")))[0]) == "红五条"


# ----- faces -----------------------------------------------------------------------------------
def test_red_five_is_marked_by_a_shape_not_only_colour():
    """A red five gets a corner mark (class mjt-aka) that the plain five has not."""
    for red, plain in (("0m", "5m"), ("0p", "5p"), ("0s", "5s")):
        r_root = parse(tile_svg(red))
        p_root = parse(tile_svg(plain))
        r_face = face_of(r_root, tiles(r_root)[0])
        p_face = face_of(p_root, tiles(p_root)[0])
        assert [g for g in r_face.iter() if g.get("class") == "mjt-aka"]
        assert not [g for g in p_face.iter() if g.get("class") == "mjt-aka"]
        assert title(tiles(r_root)[0]).startswith("Red 5")


@pytest.mark.parametrize(
    ("tile", "latin", "glyphs"),
    [("5m", "5m", "五萬"), ("9m", "9m", "九萬"), ("1z", "E", "東"), ("2z", "S", "南"),
     ("3z", "W", "西"), ("4z", "N", "北"), ("5z", "Wh", "白"), ("6z", "G", "發"), ("7z", "R", "中"),
     ("3p", "3p", ""), ("7s", "7s", "")],
)
def test_faces_show_a_latin_label_besides_the_kanji(tile, latin, glyphs):
    """Man and honor tiles read without a CJK font: they carry the Latin number or letter."""
    root = parse(tile_svg(tile))
    text = texts(face_of(root, tiles(root)[0]))
    assert text.startswith(latin)
    for ch in glyphs:
        assert ch in text


@pytest.mark.parametrize("n", range(2, 10))
def test_pin_and_sou_faces_show_as_many_circles_or_sticks_as_their_number(n):
    """Pin tiles show n circles, sou tiles n bamboo sticks (1s is a bird)."""
    for suit in "ps":
        root = parse(tile_svg(f"{n}{suit}"))
        face = face_of(root, tiles(root)[0])
        parts = [u for u in face.iter("{http://www.w3.org/2000/svg}use")]
        frame = parts[0]
        assert frame.get("width") is None  # the shared frame comes first
        assert len(parts) - 1 == n


def test_tile_poses():
    """tile_svg draws up (3:4), sideways (4:3), down (a back) and stacked (two sideways tiles)."""
    up = parse(tile_svg("1m", width=30))
    assert (float(up.get("width")), float(up.get("height"))) == pytest.approx((30, 40))
    side = tiles(parse(tile_svg("1m", pose="sideways", width=30)))[0]
    assert box(side)[2:] == pytest.approx((40, 30))
    down_root = parse(tile_svg("1m", pose="down"))
    assert use_of(tiles(down_root)[0]).get(HREF)[1:] == back_symbol()[0]
    assert "1m" not in texts(down_root.find("{http://www.w3.org/2000/svg}defs"))
    stacked = tiles(parse(tile_svg("1m", pose="stacked")))
    assert [g.get("data-pose") for g in stacked] == ["sideways", "stacked"]
    assert box(stacked[1])[1] + box(stacked[1])[3] <= box(stacked[0])[1]
    with pytest.raises(ValueError, match="pose"):
        tile_svg("1m", pose="flying")
    with pytest.raises(ValueError, match="width"):
        tile_svg("1m", width=0)


# ----- hands -----------------------------------------------------------------------------------
def test_hand_layout_drawn_tile_apart_and_melds_right_aligned():
    """A hand: concealed tiles, a gap, the drawn tile, a gap, then the melds at the right as on the
    table (the first meld declared lies at the far right)."""
    hand = Hand.parse("123m456p+7s (3<45s) [1111z]")
    root = parse(hand_svg(hand))
    width = float(root.get("width"))
    ts = tiles(root)
    concealed = [box(g) for g in ts if g.get("data-index") and int(g.get("data-index")) < 6]
    drawn = [box(g) for g in ts if g.get("data-index") == "6"][0]
    steps = [b[0] - a[0] for a, b in zip(concealed, concealed[1:], strict=False)]
    assert max(steps) - min(steps) < 0.01
    assert drawn[0] - (concealed[-1][0] + concealed[-1][2]) > 3 * (steps[0] - concealed[0][2])
    melds = {m.get("data-meld"): m for m in root.iter("{http://www.w3.org/2000/svg}g")
             if m.get("class") == "mjt-meld"}
    first = [box(g) for g in tiles(melds["0"])]
    second = [box(g) for g in tiles(melds["1"])]
    right_edge = max(b[0] + b[2] for b in first)
    assert min(b[0] for b in first) > max(b[0] + b[2] for b in second)
    assert width - right_edge < 2
    assert min(b[0] for b in second) - (drawn[0] + drawn[2]) > 3
    # notation order puts the first meld on the left instead
    root2 = parse(hand_svg(hand, meld_order="notation"))
    m2 = {m.get("data-meld"): m for m in root2.iter("{http://www.w3.org/2000/svg}g")
          if m.get("class") == "mjt-meld"}
    assert max(box(g)[0] for g in tiles(m2["0"])) < min(box(g)[0] for g in tiles(m2["1"]))


def test_highlight_is_an_outline_a_raise_and_a_marker():
    """No state by colour alone: a highlighted tile is raised and gets an outline and a marker."""
    root = parse(hand_svg("123m456p789s11z+1z", highlight=["1z"]))
    ts = tiles(root)
    lit = [g for g in ts if g.get("data-highlight") == "1"]
    assert [g.get("data-tile") for g in lit] == ["1z", "1z", "1z"]
    plain = [g for g in ts if g.get("data-highlight") is None]
    assert box(lit[0])[1] < box(plain[0])[1]
    for g in lit:
        assert g.find("{http://www.w3.org/2000/svg}rect") is not None
        assert g.find("{http://www.w3.org/2000/svg}path") is not None
    with pytest.raises(ValueError, match="outside"):
        hand_svg("123m", highlight=[7])


def test_hand_labels_name_each_meld_and_its_source():
    """labels=True writes the meld kind and source under each meld and "drawn" under the tile."""
    text = texts(parse(hand_svg("1m+1m (3<45s) (2^+222p) [1111z]", labels=True, lang="ja")))
    for part in ("ツモ", "チー", "◀上家", "加槓", "▲対面", "暗槓"):
        assert part in text


def test_models_draw_themselves_in_a_notebook():
    """Tile, Meld and Hand have _repr_svg_ (Jupyter shows them as pictures)."""
    for obj in (Tile.parse("0p"), Meld.parse("(8<+888p)"), Hand.parse("2399m222666p [8888s]")):
        root = parse(obj._repr_svg_())
        assert root.tag == "{http://www.w3.org/2000/svg}svg" and tiles(root)


# ----- determinism and self-containment --------------------------------------------------------
def test_same_input_gives_the_same_bytes_in_another_process():
    """Output is deterministic: no random ids; a new interpreter with another hash seed draws the
    same bytes."""
    notation = "239m+0m (3<45s) (7^+777z) [8888s]"
    here = hand_svg(notation, labels=True)
    tile_svg("9p")  # other pictures in between change nothing
    assert hand_svg(notation, labels=True) == here
    code = ("import sys; from mjteach.render import hand_svg; "
            f"sys.stdout.write(hand_svg({notation!r}, labels=True))")
    env = dict(os.environ, PYTHONHASHSEED="12345")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         check=True).stdout
    assert out == here


def test_pictures_use_no_outside_resources():
    """No image files, web fonts or CDN: only our own shapes and local font names."""
    svg = hand_svg("123m456p789s1234z+5z") + tile_svg("0s")
    assert "<image" not in svg and "@import" not in svg and "@font-face" not in svg
    for url in ("http://", "https://"):
        rest = svg.replace("http://www.w3.org/2000/svg", "").replace(
            "http://www.w3.org/1999/xlink", "")
        assert url not in rest


def test_symbol_ids_are_derived_from_content():
    """Pictures on one page may share an id only for identical drawings: equal ids mean equal
    markup, and a red five's face has another id than the plain five's."""
    import xml.etree.ElementTree as ET

    a = symbols(parse(tile_svg("5p")))
    b = symbols(parse(hand_svg("55p5s+0p")))
    shared = set(a) & set(b)
    assert shared
    for i in shared:
        assert ET.tostring(a[i]) == ET.tostring(b[i])
    assert set(symbols(parse(tile_svg("5p")))) != set(symbols(parse(tile_svg("0p"))))


# ----- saving and the command line -------------------------------------------------------------
def test_save_svg_writes_a_standalone_file(tmp_path):
    """save_svg(obj_or_svg, path) saves any figure for slides in one call."""
    p = save_svg(Hand.parse("123m+4m"), tmp_path / "sub" / "hand.svg")
    text = p.read_text(encoding="utf-8")
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>')
    assert tiles(parse(text.split("\n", 1)[1]))
    p2 = save_svg(meld_svg("[8888s]"), tmp_path / "m.svg")
    assert len(tiles(parse(p2.read_text().split("\n", 1)[1]))) == 4
    with pytest.raises(TypeError):
        save_svg(42, tmp_path / "x.svg")


def test_cli_render_writes_the_hand(tmp_path, capsys):
    """mjteach render "HAND" -o hand.svg --lang ja --ankan middle"""
    out = tmp_path / "hand.svg"
    rc = cli_main(["render", "2399m222666p [8888s]", "-o", str(out), "--lang", "ja",
                   "--ankan", "middle", "--width", "40"])
    assert rc == 0
    root = parse(out.read_text(encoding="utf-8").split("\n", 1)[1])
    ts = tiles(root)
    assert title(ts[0]) == "二萬"
    meld = [g for g in ts if g.get("data-slot")]
    assert [g.get("data-pose") for g in meld] == ["up", "down", "down", "up"]
    assert float(use_of(ts[0]).get("width")) == 40


def test_cli_bad_notation_exits_2_with_the_column(capsys):
    """Bad notation: exit status 2 and the message naming the column, no traceback."""
    rc = cli_main(["render", "2399m22266p8", "-o", "/dev/null"])
    err = capsys.readouterr().err
    assert rc == 2
    assert "column 12" in err and "suit letter" in err
    assert "Traceback" not in err
    rc = cli_main(["render", "123m (1<23p)", "--width", "-3"])
    assert rc == 2 and "--width" in capsys.readouterr().err


def test_melds_row_keeps_the_order_given_and_captions_each_meld():
    """melds_svg lays melds left to right as given (for comparing a pon, its kakan and the
    daiminkan it must not be mistaken for, 槓 § 加槓) with a caption under each."""
    from mjteach.render import melds_svg

    pon = Meld.pon("888p", "8p", "kamicha")
    row = [pon, pon.with_added("8p"), Meld.daiminkan("8888p", "8p", "toimen")]
    root = parse(melds_svg(row, lang="ja"))
    groups = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == "mjt-meld"]
    assert [g.get("data-kind") for g in groups] == ["pon", "kakan", "daiminkan"]
    lefts = [min(box(t)[0] for t in tiles(g)) for g in groups]
    assert lefts == sorted(lefts)
    text = texts(root)
    assert "ポン" in text and "加槓" in text and "大明槓" in text and "▲対面" in text
    with pytest.raises(ValueError, match="captions"):
        melds_svg(row, captions=["a"])


def test_every_render_message_exists_in_three_languages():
    """Every learner-facing text the pictures use is an i18n key with en, ja and zh."""
    import re
    from pathlib import Path

    from mjteach.i18n.catalog import CATALOG

    root = Path(mjteach.__file__).parent
    sources = [*sorted((root / "render").glob("*.py")), root / "commands" / "render.py"]
    keys = set()
    for path in sources:
        keys |= set(re.findall(r'"(render\.[a-z0-9_.]+)"', path.read_text(encoding="utf-8")))
    keys |= {f"render.caption.{k}" for k in ("chi", "pon", "daiminkan", "kakan", "ankan")}
    keys |= {f"render.seat_short.{s}" for s in ("kamicha", "toimen", "shimocha")}
    keys |= {f"render.wall.seat{n}" for n in range(4)}
    keys |= {f"render.wall.legend.{c}" for c in "RDKUHNJ"}
    assert len(keys) > 30
    for key in sorted(keys):
        assert key in CATALOG, key
        assert all(CATALOG[key].get(lang) for lang in ("en", "ja", "zh")), key
