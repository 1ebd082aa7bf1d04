import json

from app.store import settings as st


def test_round_trip(tmp_path):
    p = tmp_path / "settings.json"
    s = st.Settings()
    s.set("four_colour", True)
    s.set("animation", "off")
    s.set("window_size", (1920, 1080))
    s.set("card_back", "waves")
    st.save(s, p)
    loaded, msg = st.load(p)
    assert msg is None
    assert loaded == s
    assert json.loads(p.read_text())["version"] == st.VERSION


def test_missing_file_gives_defaults(tmp_path):
    s, msg = st.load(tmp_path / "none.json")
    assert s == st.Settings() and msg is None


def test_broken_file_is_reported_once_set_aside_and_replaced(tmp_path):
    p = tmp_path / "settings.json"
    p.write_text("{ this is not json")
    s, msg = st.load(p)
    assert s == st.Settings()
    assert msg and "settings" in msg and "set aside as settings.json.broken-" in msg
    assert "Expecting" not in msg and "(" not in msg  # one plain sentence, no parser text
    aside = list(tmp_path.glob("settings.json.broken-*"))
    assert len(aside) == 1 and aside[0].read_text() == "{ this is not json"
    # reported once: the next start finds a good file
    s2, msg2 = st.load(p)
    assert msg2 is None and s2 == st.Settings()


def test_wrong_version_is_set_aside(tmp_path):
    p = tmp_path / "settings.json"
    p.write_text(json.dumps({"version": 99, "sound": False}))
    s, msg = st.load(p)
    assert msg and "newer version" in msg and s.sound is True


def test_bad_value_is_refused_by_name_and_rest_kept(tmp_path):
    p = tmp_path / "settings.json"
    p.write_text(json.dumps({"version": 1, "animation": "warp", "sound": False}))
    s, msg = st.load(p)
    assert "Animations" in msg  # (named as Settings shows it)
    assert s.animation == "normal" and s.sound is False


def test_atomic_write_leaves_no_temp_files(tmp_path):
    p = tmp_path / "settings.json"
    for _ in range(3):
        st.save(st.Settings(), p)
    assert [x.name for x in tmp_path.iterdir()] == ["settings.json"]
