"""Languages: app.i18n over gettext, the catalogues in app/locale and how they are found.

The catalogue checks are what keep the three languages complete: felt.pot must be what Babel
extracts from the code now (a string marked without `make pot` fails here), and every .po
must translate every message of it, none empty and none fuzzy, with the same placeholders,
and its committed .mo must be that .po compiled (`make catalogues`)."""

import io
import logging
import shlex
import shutil
import sys
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_keywords, parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

import app.paths
from app import i18n
from app.i18n import _, ngettext, npgettext, pgettext
from app.main import main
from app.store import settings as store

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "app" / "locale"
POT = LOCALE / "felt.pot"
PLURAL_FORMS = {"fr": "nplurals=2; plural=(n > 1);", "hi": "nplurals=2; plural=(n != 1);"}
NAME_RULE = ("A name needs 1 to {count} character; it stays {name}.",
             "A name needs 1 to {count} characters; it stays {name}.")


def po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / "felt.po"


def read(path: Path, locale=None):
    with open(path, "rb") as f:
        return read_po(f, locale=locale)


def key(message) -> tuple:
    """A message's identity: its context, its id and (if plural) its plural id."""
    ids = message.id if isinstance(message.id, tuple) else (message.id,)
    return (message.context,) + tuple(ids)


def placeholders(text: str) -> list[str]:
    return sorted(i18n.PLACEHOLDER.findall(text))


# ----------------------------------------------------------------------------- the calls


@pytest.mark.parametrize("code,forms", [
    ("en", {0: "characters", 1: "character;", 2: "characters"}),
    ("fr", {0: "caractère\u00a0;", 1: "caractère\u00a0;", 2: "caractères"}),  # 0 is singular in French
    ("hi", {0: "होने चाहिए", 1: "होना चाहिए", 2: "होने चाहिए"}),
])
def test_ngettext_takes_each_languages_plural_form(code, forms):
    i18n.set_language(code)
    for n, word in forms.items():
        text = ngettext(*NAME_RULE, n).format(count=n, name="Noor")
        assert word in text and str(n) in text and "Noor" in text, (code, n, text)


@pytest.mark.parametrize("code", ["fr", "hi"])
def test_each_catalogue_has_its_languages_plural_rule(code):
    assert read(po_path(code)).plural_forms == PLURAL_FORMS[code]
    assert i18n.catalogue(code).plural(0) == (0 if code == "fr" else 1)


def test_pgettext_tells_one_word_in_two_senses_apart():
    assert pgettext("switch", "off") == pgettext("animation", "off") == "off"
    i18n.set_language("fr")
    assert pgettext("switch", "off") == "désactivé"
    assert pgettext("animation", "off") == "désactivées"
    assert npgettext("hand", "{count} hand", "{count} hands", 2) == "{count} hands"  # not in the catalogue: English
    i18n.set_language("hi")
    assert pgettext("switch", "on") == "चालू"


def test_every_call_speaks_the_language_of_the_moment():
    assert _("Settings") == "Settings"
    i18n.set_language("fr")
    assert _("Settings") == "Paramètres"
    i18n.set_language("hi")
    assert _("Settings") == "सेटिंग्स"
    i18n.set_language("en")
    assert _("Settings") == "Settings"
    with pytest.raises(ValueError, match="no language 'de'"):
        i18n.set_language("de")
    assert i18n.language() == "en"


def test_a_listener_hears_each_change_once():
    heard = []

    class Scene:
        def relayout(self, code):
            heard.append(code)

    scene = Scene()
    i18n.subscribe(scene.relayout)
    i18n.set_language("fr")
    i18n.set_language("fr")  # no change: nothing said
    i18n.set_language("hi")
    assert heard == ["fr", "hi"]
    del scene  # held weakly: a listener that is gone is forgotten
    i18n.set_language("en")
    assert heard == ["fr", "hi"]


# ----------------------------------------------------------------------------- the system's language


@pytest.mark.parametrize("environ,code", [
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "hi_IN"}, "hi"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}, "en"),  # the first variable set decides
    ({"LANGUAGE": "de:hi:fr", "LANG": "de_DE"}, "hi"),  # the first of the list Felt speaks
    ({"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "fr_CA", "LANG": "en_GB"}, "fr"),
    ({}, "en"),
])
def test_the_system_language_is_one_felt_speaks_or_english(environ, code):
    assert i18n.system_language(environ) == code


def test_the_first_start_speaks_the_systems_language(monkeypatch, tmp_path):
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert store.load()[0].language == "system"  # no settings file yet
    assert main(["--screenshot", str(tmp_path / "menu.png"), "--scene", "menu"]) == 0
    assert i18n.language() == "fr"
    monkeypatch.setenv("LANG", "pt_BR.UTF-8")  # a language Felt does not speak: English
    assert main(["--screenshot", str(tmp_path / "menu.png"), "--scene", "menu"]) == 0
    assert i18n.language() == "en"


def test_the_language_setting_takes_only_the_offered_languages():
    assert store.LANGUAGES == i18n.CHOICES
    s = store.Settings()
    s.set("language", "hi")
    assert s.language == "hi"
    with pytest.raises(ValueError, match="language"):
        s.set("language", "qps")  # the tests' pseudo-language is not a setting
    assert s.language == "hi"
    assert [i18n.choice_name(c) for c in i18n.LANGUAGES] == ["English", "Français", "हिन्दी"]


# ----------------------------------------------------------------------------- the pseudo-language


def test_the_pseudo_language_brackets_accents_lengthens_and_keeps_placeholders():
    text = i18n.pseudo("{name} wins %(count)d hands, %s left, 100%% sure")
    assert text.startswith("[") and text.endswith("]")
    for p in ("{name}", "%(count)d", "%s", "%%"):
        assert p in text
    assert "ŵ" in text or "î" in text
    assert i18n.pseudo("") == ""
    i18n.set_language(i18n.PSEUDO)
    assert _("Settings") == i18n.pseudo("Settings") and _("Settings").startswith("[Šéttîñĝš ")
    assert pgettext("switch", "on").startswith("[öñ ")
    assert ngettext("{count} hand", "{count} hands", 2).format(count=2).startswith("[2 ")


def test_every_message_in_the_pseudo_language_is_bracketed_longer_with_its_placeholders():
    for message in read(POT):
        if not message.id:
            continue
        for text in (message.id if isinstance(message.id, tuple) else (message.id,)):
            out = i18n.pseudo(text)
            assert out[0] == "[" and out[-1] == "]", out
            assert len(out) >= 1.35 * len(text), (text, out)
            assert placeholders(out) == placeholders(text), (text, out)
            names = {p[1:-1]: "X" for p in placeholders(text) if p.startswith("{")}
            assert "[" in out.format(**names)  # still formats with the same names


# ----------------------------------------------------------------------------- the catalogues


def makefile_keywords() -> dict:
    """The keywords `make pot` extracts with (the Makefile's KEYWORDS), as Babel reads them."""
    line = next(li for li in (ROOT / "Makefile").read_text().splitlines() if li.startswith("KEYWORDS :="))
    words = shlex.split(line.split(":=", 1)[1])
    return parse_keywords([w for w in words if w != "-k"])


def extracted() -> dict[tuple, list[str]]:
    """What Babel finds in the code now, as `make pot` extracts it: message -> its comments."""
    with open(ROOT / "babel.cfg") as f:
        method_map, options_map = parse_mapping_cfg(f)
    out = {}
    for _file, _line, msg, comments, context in extract_from_dir(
            str(ROOT), method_map, options_map, keywords=makefile_keywords(), comment_tags=("TRANSLATORS:",),
            strip_comment_tags=True):
        ids = msg if isinstance(msg, tuple) else (msg,)
        out.setdefault((context,) + tuple(ids), []).extend(comments)
    return out


def test_the_pot_is_up_to_date_with_the_code():
    """A string marked in the code and not in felt.pot (or the other way round) fails here:
    run `make pot` and translate what it adds to each .po."""
    in_code = extracted()
    in_pot = {key(m) for m in read(POT) if m.id}
    assert len(in_code) >= 40
    missing, stale = sorted(set(in_code) - in_pot, key=str), sorted(in_pot - set(in_code), key=str)
    assert not missing and not stale, f"run `make pot`: not in felt.pot: {missing}; no longer in the code: {stale}"


def test_a_string_with_placeholders_tells_the_translator_what_they_are():
    bare = [k for k, comments in extracted().items() if "{" in "".join(k[1:]) and not comments]
    assert not bare, f"add a '# TRANSLATORS:' comment above: {bare}"


@pytest.mark.parametrize("code", ["fr", "hi"])
def test_every_message_is_translated_none_fuzzy_with_its_placeholders(code):
    catalogue = read(po_path(code), locale=code)
    template = {key(m): m for m in read(POT) if m.id}
    have = {key(m): m for m in catalogue if m.id}
    assert set(template) - set(have) == set(), f"{code}: run `make pot`, then translate the new messages"
    assert set(have) - set(template) == set(), f"{code}: messages no longer in the code: run `make pot`"
    assert not catalogue.fuzzy
    for k, m in have.items():
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        assert "fuzzy" not in m.flags, f"{code}: fuzzy: {k}"
        assert len(strings) == catalogue.num_plurals if m.pluralizable else len(strings) == 1
        for s in strings:
            assert s.strip(), f"{code}: not translated: {k}"
            assert placeholders(s) == placeholders(k[1]), f"{code}: placeholders differ: {k} -> {s!r}"


@pytest.mark.parametrize("code", ["fr", "hi"])
def test_each_committed_mo_is_its_po_compiled(code):
    """Felt reads the .mo: run `make catalogues` after changing a .po."""
    import gettext

    buf = io.BytesIO()
    write_mo(buf, read(po_path(code), locale=code))
    buf.seek(0)
    fresh = gettext.GNUTranslations(buf)
    with open(po_path(code).with_suffix(".mo"), "rb") as f:
        committed = gettext.GNUTranslations(f)
    assert committed._catalog == fresh._catalog, f"app/locale/{code}/LC_MESSAGES/felt.mo is stale: make catalogues"


def test_the_hindi_catalogue_is_in_devanagari():
    for m in read(po_path("hi"), locale="hi"):
        if m.id:
            s = "".join(m.string) if isinstance(m.string, tuple) else m.string
            assert any("\u0900" <= ch <= "\u097f" for ch in s), (m.id, s)


# ----------------------------------------------------------------------------- finding them


def test_a_broken_catalogue_falls_back_to_english_with_one_log_line(tmp_path, monkeypatch, caplog):
    (tmp_path / "fr" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "fr" / "LC_MESSAGES" / "felt.mo").write_bytes(b"\xde\x12\x04\x95 not a catalogue")
    monkeypatch.setattr(app.paths, "locale_dir", lambda: tmp_path)
    i18n.forget()
    with caplog.at_level(logging.WARNING, logger="felt"):
        i18n.set_language("fr")
        assert _("Settings") == "Settings" and ngettext("a", "b", 0) == "b"
        i18n.set_language("hi")  # missing altogether
        assert _("Settings") == "Settings"
        i18n.set_language("fr")
        assert _("Settings") == "Settings"
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 2, lines  # one line per language, not one per call
    assert "fr" in lines[0] and "cannot be read" in lines[0] and "English" in lines[0]
    assert "hi" in lines[1] and "no catalogue" in lines[1]


def test_check_language_prints_one_translated_word(capsys, tmp_path, monkeypatch):
    assert main(["--check-language", "fr"]) == 0
    assert capsys.readouterr().out == "Paramètres\n"
    assert main(["--check-language", "hi"]) == 0
    assert capsys.readouterr().out == "सेटिंग्स\n"
    assert main(["--check-language", "de"]) == 2
    assert "no language 'de'" in capsys.readouterr().err
    monkeypatch.setattr(app.paths, "locale_dir", lambda: tmp_path)  # no catalogue there
    i18n.forget()
    assert main(["--check-language", "fr"]) == 1
    assert capsys.readouterr().out == "Settings\n"


def test_a_bundle_finds_its_catalogues_inside_itself(tmp_path, monkeypatch):
    """In a PyInstaller bundle the catalogues are under sys._MEIPASS/app/locale (build.spec
    puts them there; CI runs the real bundle's --check-language)."""
    shutil.copytree(LOCALE, tmp_path / "app" / "locale", ignore=shutil.ignore_patterns("*.po", "*.pot"))
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert app.paths.locale_dir() == tmp_path / "app" / "locale"
    i18n.forget()
    i18n.set_language("fr")
    assert _("Settings") == "Paramètres"


def test_the_wheel_and_the_bundle_take_every_compiled_catalogue():
    """pyproject's package data and build.spec's datas name the .mo files (CI builds the
    wheel and the bundle and asks each for French)."""
    import tomllib

    mos = sorted(p.relative_to(ROOT / "app") for p in LOCALE.glob("*/LC_MESSAGES/felt.mo"))
    assert [p.parts[1] for p in mos] == ["fr", "hi"]
    globs = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]["app"]
    assert all(any(p.match(g) for g in globs) for p in mos)
    assert '"LC_MESSAGES", "felt.mo"' in (ROOT / "build.spec").read_text()


def test_numbers_are_written_as_each_language_writes_them():
    try:
        i18n.set_language("en")
        assert [i18n.number(x) for x in (4000, 7.5, 3.0, -1234567)] == ["4,000", "7.5", "3", "-1,234,567"]
        assert i18n.number(0.25, 2) == "0.25" and i18n.number(99.6, 0) == "100"
        i18n.set_language("fr")
        assert [i18n.number(x) for x in (4000, 7.5, 12)] == ["4\u00a0000", "7,5", "12"]
        assert i18n.number(1234.56, 1) == "1\u00a0234,6"
        i18n.set_language("hi")
        assert [i18n.number(x) for x in (4000, 100000, 12345678)] == ["4,000", "1,00,000", "1,23,45,678"]
    finally:
        i18n.set_language("en")
