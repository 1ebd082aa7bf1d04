"""The ladder file (assets/ladder.json, made by bench/ladder.py): its format, how a broken one
is refused, the words built from it, the runner's pairings from the registry's levels, and
README's table staying the file's."""

import copy
import dataclasses
import json
import logging
from pathlib import Path

import pytest

from app.paths import asset_path
from app.games import descriptor, game_ids
from app.store import ladder
from bench import ladder as runner

ROOT = Path(__file__).resolve().parent.parent.parent


def fig(opponent="easy", games=100, wins=60, draws=4, **more):
    share = wins / games
    return {"opponent": opponent, "games": games, "wins": wins, "draws": draws, "share": share,
            "interval": [max(0.0, share - 0.1), min(1.0, share + 0.1)], **more}


def sample() -> dict:
    return {
        "version": ladder.VERSION, "felt": "0.1.0", "scale": 1.0,
        "games": {
            "jammat": {"measure": "wins", "unit": "deal", "players": 2, "options": {"deals": 1}, "seed": 1,
                       "levels": {"easy": [fig("normal", wins=30)], "normal": [fig("easy", games=2000, wins=1220)]}},
            "three_by_three": {"measure": "face_down", "unit": "game", "players": 1, "options": {}, "seed": 1,
                               "levels": {"greedy": [fig(None, wins=2, draws=0, mean=8.71, mean_interval=[8.5, 8.9])]}},
            "three_thirteen": {"measure": "totals", "unit": "game", "players": 2, "options": {}, "seed": 1,
                               "levels": {"hard": [fig("normal", wins=70, draws=0, mean=44.2, opponent_mean=47.6,
                                                       difference_interval=[-5.0, -1.8])]}},
        },
    }


def write(tmp_path, data, name="ladder.json") -> Path:
    p = tmp_path / name
    p.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return p


# ----------------------------------------------------------------------------- the file shipped
def test_the_shipped_ladder_has_the_format_and_only_current_levels():
    data = ladder.read(asset_path("ladder.json"))
    assert data is not None, "assets/ladder.json is missing or broken: run make ladder"
    assert isinstance(data["felt"], str) and data["felt"]
    assert set(data["games"]) == set(game_ids())
    for gid, g in data["games"].items():
        plan = runner.plan(gid)
        assert (g["measure"], g["unit"], g["players"], g["options"]) == (plan.measure, plan.unit, plan.players,
                                                                         plan.options)
        levels = descriptor(gid).levels
        assert set(g["levels"]) <= set(levels), f"{gid}: a level the game no longer has"
        for level, figs in g["levels"].items():
            for f in figs:
                assert f["opponent"] is None if plan.players == 1 else f["opponent"] in levels
                assert f["opponent"] != level


def test_readme_shows_the_shipped_ladder():
    data = ladder.read(asset_path("ladder.json"))
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert runner.update_readme(text, data) == text, "README's ladder table is not the file's: " \
                                                     "python -m bench.ladder --readme-only"
    assert runner.readme_section(data) in text


# ----------------------------------------------------------------------------- reading
def test_a_good_file_reads_and_words_each_level(tmp_path):
    p = write(tmp_path, sample())
    assert ladder.read(p) == sample()
    assert ladder.level_sentences("jammat", ("easy", "normal", "expert"), p) == {
        "easy": "wins 30 % of deals against normal (100 deals)",
        "normal": "wins 61 % of deals against easy (2,000 deals)",
    }
    assert ladder.level_sentences("three_by_three", ("greedy", "hint"), p) == {
        "greedy": "leaves 8.7 cards face down on average, all turned up in 2 % of 100 games"}
    assert ladder.level_sentences("three_thirteen", ("easy", "hard"), p) == {
        "hard": "scores 44 to normal's 48 on average (low wins) and wins 70 % of 100 games"}
    assert ladder.level_sentences("tile_poker", ("greedy", "hard"), p) == {}


def test_a_missing_file_gives_no_figures_and_no_log(tmp_path, caplog):
    with caplog.at_level(logging.WARNING, "felt"):
        assert ladder.read(tmp_path / "nothing.json") is None
        assert ladder.level_sentences("jammat", ("easy", "normal"), tmp_path / "nothing.json") == {}
    assert caplog.records == []


def broken_samples():
    out = {"not json": "{\"version\": 1, ", "empty": "", "a list": "[1, 2]", "not utf-8": b"\xff\xfe{}"}

    def mutated(name, change):
        d = sample()
        change(d)
        out[name] = d

    mutated("another format", lambda d: d.update(version=2))
    mutated("no games", lambda d: d.pop("games"))
    mutated("unknown measure", lambda d: d["games"]["jammat"].update(measure="points"))
    mutated("unknown unit", lambda d: d["games"]["jammat"].update(unit="round"))
    mutated("no figures", lambda d: d["games"]["jammat"]["levels"].update(easy=[]))
    mutated("games zero", lambda d: d["games"]["jammat"]["levels"]["easy"][0].update(games=0))
    mutated("games a string", lambda d: d["games"]["jammat"]["levels"]["easy"][0].update(games="100"))
    mutated("more wins than games", lambda d: d["games"]["jammat"]["levels"]["easy"][0].update(wins=99))
    mutated("share above 1", lambda d: d["games"]["jammat"]["levels"]["easy"][0].update(share=1.5))
    mutated("share outside its interval", lambda d: d["games"]["jammat"]["levels"]["easy"][0].update(share=0.9))
    mutated("interval backwards", lambda d: d["games"]["jammat"]["levels"]["easy"][0].update(interval=[0.4, 0.2]))
    mutated("no opponent", lambda d: d["games"]["jammat"]["levels"]["easy"][0].update(opponent=None))
    mutated("an opponent alone", lambda d: d["games"]["three_by_three"]["levels"]["greedy"][0].update(opponent="x"))
    mutated("no mean", lambda d: d["games"]["three_by_three"]["levels"]["greedy"][0].pop("mean"))
    mutated("a mean not a number", lambda d: d["games"]["three_thirteen"]["levels"]["hard"][0].update(mean=True))
    mutated("no difference", lambda d: d["games"]["three_thirteen"]["levels"]["hard"][0].pop("difference_interval"))
    return out


@pytest.mark.parametrize("name", sorted(broken_samples()))
def test_a_broken_file_gives_no_figures_and_one_log_line(tmp_path, caplog, name):
    content = broken_samples()[name]
    p = tmp_path / "ladder.json"
    if isinstance(content, bytes):
        p.write_bytes(content)
    else:
        p.write_text(content if isinstance(content, str) else json.dumps(content))
    before = p.read_bytes()
    with caplog.at_level(logging.WARNING, "felt"):
        assert ladder.level_sentences("jammat", ("easy", "normal"), p) == {}
    assert len(caplog.records) == 1 and "ladder" in caplog.records[0].getMessage()
    assert p.read_bytes() == before  # an asset: never moved or written


def test_check_says_what_is_wrong():
    d = sample()
    d["games"]["jammat"]["levels"]["normal"][0]["wins"] = 5000
    with pytest.raises(ladder.LadderError, match="jammat normal figure 1: more wins and draws than games"):
        ladder.check(d)
    assert ladder.check(sample()) == sample()


def test_percent_never_rounds_a_chance_to_nothing_or_certainty():
    assert [ladder.percent(x) for x in (0, 0.0038, 0.61, 0.996, 1)] == [
        "0 %", "under 1 %", "61 %", "over 99 %", "100 %"]


def test_markdown_has_a_row_per_figure_with_its_interval():
    text = ladder.markdown(sample(), {"jammat": "Jammat", "three_by_three": "Three By Three",
                                      "three_thirteen": "Three Thirteen"}, ("three_by_three", "jammat"))
    rows = text.splitlines()
    assert len(rows) == 2 + 4
    assert rows[2].startswith("| Three By Three | greedy | leaves 8.7 cards")
    assert "face down 8.50 to 8.90" in rows[2]
    assert rows[3] == "| Jammat | easy | wins 30 % of deals against normal (100 deals) | 20 % to 40 % |"
    assert "points -5.0 to -1.8" in rows[5]


# ----------------------------------------------------------------------------- the runner
def test_pairings_follow_the_registrys_levels(monkeypatch):
    assert runner.pairings("jammat") == [("normal", "easy"), ("expert", "normal"), ("expert", "easy")]
    assert runner.pairings("tile_poker") == [("hard", "greedy"), ("expert", "hard"), ("expert", "greedy")]
    assert runner.pairings("three_by_three") == [(lv,) for lv in descriptor("three_by_three").levels]
    # a level added to the registry is played at once: against the one below and the weakest,
    # unless the plan keeps it to the one below
    tp = descriptor("tile_poker")
    tp_bench = dataclasses.replace(tp.bench, ladder=dataclasses.replace(tp.bench.ladder, below_only=frozenset({"master"})))
    changed = {"tile_poker": dataclasses.replace(tp, levels=("greedy", "hard", "expert", "master"), bench=tp_bench),
               "jammat": dataclasses.replace(descriptor("jammat"), levels=("easy", "normal", "expert", "master"))}
    monkeypatch.setattr(runner, "descriptor", lambda gid: changed.get(gid) or descriptor(gid))
    assert runner.pairings("tile_poker")[-1:] == [("master", "expert")]
    assert len(runner.pairings("tile_poker")) == 4
    assert runner.pairings("jammat")[-2:] == [("master", "expert"), ("master", "easy")]
    assert runner.deals_for("jammat", ("master", "easy"), 1.0) == runner.NEW_LEVEL
    assert runner.deals_for("jammat", ("normal", "easy"), 0.5) == runner.plan("jammat").deals["normal"] // 2
    assert runner.deals_for("jammat", ("normal", "easy"), 1e-9) == 2
    assert descriptor("jammat").levels == ("easy", "normal", "expert")  # the real one untouched


def test_the_runner_writes_a_file_the_reader_takes_the_same_whatever_the_processes(tmp_path, capsys):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    assert runner.main(["tile_poker", "--scale", "0.004", "--jobs", "1", "--out", str(a)]) == 0
    assert runner.main(["tile_poker", "--scale", "0.004", "--jobs", "2", "--out", str(b)]) == 0
    assert a.read_text() == b.read_text()
    data = ladder.read(a)
    g = data["games"]["tile_poker"]
    assert list(g["levels"]) == list(descriptor("tile_poker").levels)
    hard, greedy = g["levels"]["hard"][0], g["levels"]["greedy"][0]
    assert hard["opponent"] == "greedy" and greedy["opponent"] == "hard"
    assert hard["games"] == greedy["games"] == 2 * 2  # two deals, seats swapped
    assert hard["wins"] + greedy["wins"] + hard["draws"] == hard["games"]
    assert hard["draws"] == greedy["draws"]
    # one game again keeps the others
    d = copy.deepcopy(data)
    d["games"]["jammat"] = sample()["games"]["jammat"]
    a.write_text(json.dumps(d))
    assert runner.main(["tile_poker", "--scale", "0.004", "--jobs", "1", "--out", str(a)]) == 0
    again = ladder.read(a)
    assert again["games"]["jammat"] == sample()["games"]["jammat"]
    assert again["games"]["tile_poker"] == data["games"]["tile_poker"]


def test_the_runner_refuses_bad_arguments(capsys, tmp_path):
    assert runner.main(["chess", "--out", str(tmp_path / "x.json")]) == 2
    assert "no game chess" in capsys.readouterr().err
    assert runner.main(["--scale", "0", "--out", str(tmp_path / "x.json")]) == 2
    assert not (tmp_path / "x.json").exists()


def test_the_readme_table_is_replaced_between_its_markers():
    text = f"intro\n{runner.BEGIN}\nold table\n{runner.END}\nafter\n"
    new = runner.update_readme(text, sample())
    assert new.startswith(f"intro\n{runner.BEGIN}\n| game |") and new.endswith(f"|\n{runner.END}\nafter\n")
    assert "old table" not in new
    with pytest.raises(ValueError):
        runner.update_readme("no markers", sample())


def test_the_file_is_read_from_the_bundles_assets_when_frozen(tmp_path, monkeypatch):
    assert ladder.ladder_path() == ROOT / "assets" / "ladder.json"
    monkeypatch.setattr("sys.frozen", True, raising=False)
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert ladder.ladder_path() == tmp_path / "assets" / "ladder.json"
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "ladder.json").write_text(json.dumps(sample()))
    assert ladder.level_sentences("jammat", ("easy",)) == {"easy": "wins 30 % of deals against normal (100 deals)"}


def test_the_runner_gives_twenty_nine_game_points_per_hand_with_an_interval():
    # per deal, per level: hands won and game points per hand, as the simulator reports them
    deals = [[{"games": 2, "wins": w, "draws": 0, "mean_score": 0.0, "hands": 2, "hands_won": w,
               "points_per_hand": p},
              {"games": 2, "wins": 2 - w, "draws": 0, "mean_score": 0.0, "hands": 2, "hands_won": 2 - w,
               "points_per_hand": -p}] for w, p in ((2, 1.5), (1, 0.0), (1, -0.5), (2, 1.0))]
    mine = runner.figure("wins", deals, 0, "hard")
    theirs = runner.figure("wins", deals, 1, "expert")
    assert mine["wins"] == 6 and mine["games"] == 8
    assert mine["points"] == 0.5 and theirs["points"] == -0.5
    lo, hi = mine["points_interval"]
    assert lo < 0.5 < hi
    ladder.check_figure(mine, "wins", "twenty_nine expert")
    # games without game points keep their figures as they were
    plain = [[{k: v for k, v in d.items() if k in ("games", "wins", "draws", "mean_score")} for d in deal]
             for deal in deals]
    assert "points" not in runner.figure("wins", plain, 0, "hard")
