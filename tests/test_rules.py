"""Rules options and presets (rulesets.md §2 tables and §4 options model)."""

from __future__ import annotations

import pytest

from mjteach.rules import (
    PRESETS,
    CallPriority,
    DeadWallReplenish,
    KanDoraTiming,
    Kuikae,
    RiichiAnkan,
    Rules,
)


def test_default_rules_are_tenhou_and_named_so():
    """rulesets.md §4: defaults are Tenhou 4-player with red fives."""
    assert Rules() == Rules.preset("tenhou")
    assert Rules().name == "tenhou"
    assert Rules().aka_count("m") == Rules().aka_count("p") == Rules().aka_count("s") == 1


def test_tenhou_kan_dora_ankan_immediate_minkan_after_discard():
    """rulesets.md §2.1 Tenhou row [S3, S3b, S4]: ankan at once, daiminkan/kakan at the discard."""
    r = Rules.preset("tenhou")
    assert r.kan_dora_timing_ankan is KanDoraTiming.IMMEDIATE
    assert r.kan_dora_timing_daiminkan is KanDoraTiming.AFTER_DISCARD
    assert r.kan_dora_timing_kakan is KanDoraTiming.AFTER_DISCARD
    assert r.kan_dora_counts_for_rinshan("ankan") is True
    assert r.kan_dora_counts_for_rinshan("daiminkan") is False


@pytest.mark.parametrize("preset", ["m_league", "wrc", "ema_2016"])
def test_presets_that_turn_every_kan_dora_at_once(preset):
    """rulesets.md §2.1: M.League, WRC, EMA 2016 turn every kan's indicator immediately."""
    r = Rules.preset(preset)
    assert {r.kan_dora_timing(k) for k in ("ankan", "daiminkan", "kakan")} == {KanDoraTiming.IMMEDIATE}


def test_jpml_has_no_kan_dora_no_ura_and_strict_riichi_ankan():
    """rulesets.md §2.1 / §2.2 JPML row [S22]: 槓ドラ・槓ウラなし; composition must not change."""
    r = Rules.preset("jpml")
    assert (r.kan_dora, r.kan_ura_dora, r.ura_dora) == (False, False, False)
    assert r.riichi_ankan is RiichiAnkan.SAME_DECOMPOSITION and r.riichi_ankan_no_yaku_loss
    assert r.kan_dora_counts_for_rinshan("ankan") is False


def test_kokushi_chankan_on_ankan_mahjong_soul_yes_tenhou_no():
    """rulesets.md §2.2 / §3 item 3: Tenhou no [S3, S9]; Mahjong Soul yes [S8, S9]."""
    assert Rules.preset("tenhou").kokushi_chankan_ankan is False
    assert Rules.preset("mahjong_soul").kokushi_chankan_ankan is True


def test_old_rule_preset_has_a_four_stack_dead_wall_replenished_by_stacks():
    """槓 § 嶺上牌: 古めのルールでは王牌は4幢残し."""
    r = Rules.preset("old_rule")
    assert r.dead_wall_size == 8 and r.dead_wall_replenish is DeadWallReplenish.STACK
    assert r.kan_on_tile_before_haitei is True


def test_sanma_presets_have_three_players_eight_rinshan_and_no_chi():
    """rulesets.md §2.5/§2.6 sanma rows [S34]; 副露 § チー: no chi in three-player."""
    for name in ("sanma_tenhou", "sanma_mahjong_soul"):
        r = Rules.preset(name)
        assert (r.players, r.rinshan_tiles, r.chi_allowed, r.aka_count("m")) == (3, 8, False, 0)


def test_call_priority_and_kuikae_variants():
    """rulesets.md §2.5: WRC 2015 first call wins; Saikouisen Classic allows kuikae."""
    assert Rules.preset("wrc").call_priority is CallPriority.FIRST_CALL
    assert Rules.preset("tenhou").call_priority is CallPriority.RON_PON_CHI
    assert Rules.preset("saikouisen_classic").kuikae is Kuikae.ALLOWED
    assert Rules.preset("tenhou").kuikae is Kuikae.FORBIDDEN


def test_diff_lists_what_differs_and_marks_unverified():
    """A teacher's table: Tenhou vs WRC differs on red fives and open-kan dora timing; WRC's red-five
    value is unverified (rulesets.md §4.3)."""
    diff = {d.option: d for d in Rules.preset("tenhou").diff(Rules.preset("wrc"))}
    assert {"aka_dora", "kan_dora_timing_daiminkan", "kan_dora_timing_kakan", "suukaikan"} <= set(diff)
    assert "kan_dora_timing_ankan" not in diff
    assert diff["aka_dora"].unverified is True
    assert diff["suukaikan"].a is True and diff["suukaikan"].b is False


def test_replace_renames_to_custom_and_rejects_unknown_or_bad_values():
    changed = Rules().replace(kuitan=False)
    assert changed.name == "custom" and changed.kuitan is False and Rules().kuitan is True
    with pytest.raises(TypeError, match="unknown rules option"):
        Rules().replace(kuitan_typo=False)
    with pytest.raises(ValueError, match="kuikae='x'"):
        Rules().replace(kuikae="x")
    with pytest.raises(ValueError, match="kan_dora='no': must be True or False"):
        Rules().replace(kan_dora="no")
    with pytest.raises(ValueError, match="dead_wall_size"):
        Rules().replace(dead_wall_size=13)


def test_preset_lookup_accepts_aliases_and_names_unknown_ones():
    assert Rules.preset("MJS") == PRESETS["mahjong_soul"]
    assert Rules.preset("m-league").name == "m_league"
    with pytest.raises(KeyError, match="unknown rules preset 'nope'; known: tenhou"):
        Rules.preset("nope")
    with pytest.raises(TypeError):
        Rules.preset(None)


def test_rules_round_trip_through_a_dict():
    r = Rules.preset("jpml")
    assert Rules.from_dict(r.to_dict()) == r
    assert Rules.from_dict({"preset": "wrc", "kuitan": False}).kuitan is False


def test_every_option_has_a_docstring():
    """Teachers read each option's meaning from the switcher; every field documents itself."""
    missing = [o for o in Rules.option_names() if not Rules.option_doc(o)]
    # Options whose name is the field's standard term and need no sentence.
    assert set(missing) <= {"players", "ura_dora", "kan_dora", "kan_ura_dora", "kan_dora_timing_ankan",
                            "kan_dora_timing_daiminkan", "kan_dora_timing_kakan", "riichi_ankan",
                            "pao_yakuman", "pao_suukantsu_needs_daiminkan", "pao_scope", "kuikae",
                            "kuitan", "call_priority", "sanchahou_abort", "nagashi_mangan", "renhou",
                            "kazoe_yakuman", "kiriage_mangan", "double_wind_pair_fu",
                            "open_pinfu_ron_fu", "rinshan_counts_as_haitei", "kita",
                            "suukaikan_check"}


@pytest.mark.parametrize("lang, make, words", [
    ("ja", lambda: Rules().with_option("kuitan=maybe"), ["kuitan", "true か false"]),
    ("zh", lambda: Rules().with_option("kuitan=maybe"), ["kuitan", "只能是 true 或 false"]),
    ("ja", lambda: Rules().replace(dead_wall_size=13), ["dead_wall_size=13", "7幢", "4幢"]),
    ("zh", lambda: Rules().replace(dead_wall_size=13), ["dead_wall_size=13", "7幢", "4幢"]),
    ("ja", lambda: Rules.preset("nope"), ["'nope'", "tenhou"]),
    ("zh", lambda: Rules().with_option("no_such=1"), ["no_such", "kuitan"]),
])
def test_bad_rule_option_is_refused_in_the_learners_language(lang, make, words):
    """A teacher's typo in a rule option is answered in the chosen language, naming the option
    and what it accepts (DESIGN: clear errors in en/ja/zh)."""
    from mjteach import i18n

    with i18n.language(lang):
        with pytest.raises((ValueError, KeyError)) as err:
            make()
    assert all(w in str(err.value) for w in words), str(err.value)


# ----- Rules("m_league"): the first argument names a preset, never silently Tenhou's rules ------
@pytest.mark.parametrize("name", ["m_league", "wrc", "jpml", "mleague", "M-League", "sanma"])
def test_rules_given_only_a_preset_name_builds_that_preset_not_tenhou(name):
    assert Rules(name) == Rules.preset(name)
    assert Rules(name=name) == Rules.preset(name)
    assert Rules(name).name == Rules.preset(name).name
    assert Rules(name).unverified == Rules.preset(name).unverified


def test_rules_m_league_and_wrc_by_name_have_their_own_options():
    assert Rules("m_league").kiriage_mangan is True
    assert not Rules("wrc").has_aka_dora


def test_round_with_rules_by_name_plays_that_preset():
    from mjteach import Round

    assert Round(rules=Rules("wrc"), seed=1).rules == Rules.preset("wrc")


def test_rules_name_that_is_not_a_preset_alone_is_refused_listing_presets():
    with pytest.raises(ValueError, match=r"'nosuch'.*m_league.*Rules\.preset"):
        Rules("nosuch")


def test_rules_name_close_to_a_preset_is_refused_even_with_options():
    with pytest.raises(ValueError, match="m_league"):
        Rules("m_leage", kuitan=False)


def test_rules_preset_name_with_options_is_refused_pointing_to_preset_replace():
    """Rules("wrc", kuitan=False) would be Tenhou's rules without kuitan labelled "wrc"."""
    with pytest.raises(ValueError, match=r"Rules\.preset\('wrc'\)\.replace"):
        Rules("wrc", kuitan=False)


def test_rules_name_that_is_not_text_is_a_type_error():
    with pytest.raises(TypeError, match="name"):
        Rules(42)


def test_rules_labels_that_callers_use_keep_working():
    assert Rules().name == "tenhou" and Rules() == Rules.preset("tenhou")
    assert Rules("tenhou", kuitan=False).kuitan is False  # Tenhou's values are the defaults
    assert Rules().replace().name == "custom"
    assert Rules(name="house", kuitan=False).name == "house"
    wrc = Rules.preset("wrc")
    assert Rules.from_dict(wrc.to_dict()) == wrc
    assert Rules.preset("tenhou").replace(aka_dora=(("m", 0), ("p", 0), ("s", 0)), name="tenhou").name == "tenhou"


# ----- Rules options that are not scalars: a wrong shape is a TypeError naming the option -------
@pytest.mark.parametrize("option, value", [
    ("aka_dora", 5),
    ("aka_dora", "m1"),
    ("aka_dora", (("m", "1"),)),
    ("aka_dora", (("m", 1, 2),)),
    ("aka_dora", (("m", True),)),
    ("aka_dora", {"m": None}),
    ("aka_dora", ((1, 1),)),
    ("pao_yakuman", 5),
    ("pao_yakuman", "daisangen"),
    ("pao_yakuman", {1, 2}),
    ("unverified", 5),
    ("unverified", "kuitan"),
    ("unverified", [None]),
])
def test_rules_option_of_wrong_shape_is_a_type_error_naming_it(option, value):
    with pytest.raises(TypeError, match=rf"{option}=.*must be"):
        Rules(**{option: value})
    with pytest.raises(TypeError, match=rf"{option}="):
        Rules().replace(**{option: value})


def test_rules_options_given_as_lists_or_sets_are_stored_as_the_fields_types():
    r = Rules(aka_dora=[["m", 0], ("p", 1), ("s", 1)], pao_yakuman=["daisangen"],
              unverified={"kuitan"})
    assert r.aka_dora == (("m", 0), ("p", 1), ("s", 1))
    assert r.pao_yakuman == frozenset({"daisangen"}) and r.unverified == frozenset({"kuitan"})
    hash(r)
