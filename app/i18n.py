"""Felt's words in the player's language, over the standard library's gettext.

One domain, ``felt``: the catalogues are app/locale/<code>/LC_MESSAGES/felt.mo, compiled from
the .po files beside them (``make pot`` re-extracts app/locale/felt.pot from the code and
merges it into each .po; ``make catalogues`` compiles them). English is the language of the
code itself and has no catalogue.

    from app.i18n import _, ngettext, pgettext, npgettext, N_

    _("Settings")
    ngettext("{count} hand", "{count} hands", n).format(count=n)
    pgettext("animation", "normal")        # a word whose sense the context settles
    LABEL = N_("Window size")               # marked for the catalogue, translated at use: _(LABEL)

Every call looks up the current language, so a switch (``set_language``) takes effect on
the next drawn frame without a restart; ``subscribe`` tells a listener (the App, which lays
every scene out again) when it happens. A translator's comment is a ``# TRANSLATORS:`` line
just above the call; build sentences whole with named placeholders.

A missing or broken catalogue never stops Felt: the language falls back to English and the
diagnostic log says so in one line.

The pseudo-language ``qps`` (tests only, never offered to players) is made by ``pseudo``, not
by a catalogue: every string bracketed, accented and about 40 % longer, its placeholders kept,
so a test can see a string that escaped translation and text that does not fit its box.

Pure Python: no pygame (the command line's --check-language runs without a display).
"""

from __future__ import annotations

import re
import weakref
from contextlib import contextmanager
from typing import Callable, Iterator

from app.log import log

DOMAIN = "felt"
ENGLISH = "en"
LANGUAGES = ("en", "fr", "hi")  # the languages Felt speaks
PSEUDO = "qps"  # the tests' pseudo-language
SYSTEM = "system"  # the setting that follows the system's language
CHOICES = (SYSTEM,) + LANGUAGES  # the Settings row, in order
# each language named in itself (never translated: a player looks for their own language's name)
NAMES = {"en": "English", "fr": "Français", "hi": "हिन्दी", PSEUDO: "[Ƥšéûðô]"}
# the locale variables, in gettext's order of precedence
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_code = ENGLISH
_translations = None  # the current language's gettext catalogue (None: English, or qps)
_loaded: dict[str, object] = {}  # language code -> its catalogue, loaded once
_listeners: list[Callable[[], Callable[[str], None] | None]] = []


# ----------------------------------------------------------------------------- the language


def system_language(environ=None) -> str:
    """The system's language if Felt speaks it, else English: the first locale variable that
    is set decides (LANGUAGE may list several, in order of preference: the first Felt speaks
    is taken); "C" and "POSIX" are English."""
    if environ is None:
        import os

        environ = os.environ
    for name in LOCALE_VARIABLES:
        value = environ.get(name, "")
        if not value:
            continue
        for part in value.split(":"):
            code = re.split(r"[_.@-]", part.strip(), maxsplit=1)[0].lower()
            if code in LANGUAGES:
                return code
        return ENGLISH
    return ENGLISH


def resolve(choice: str) -> str:
    """The language code a Settings choice means ("system" becomes the system's language)."""
    return system_language() if choice == SYSTEM else choice


def language() -> str:
    """The current language's code."""
    return _code


def choice_name(choice: str) -> str:
    """A Settings choice as the player reads it: "System (Français)", "English", "हिन्दी"."""
    if choice == SYSTEM:
        # TRANSLATORS: the language setting that follows the computer's; {language} is the
        # language that is (a language's own name, such as "English" or "हिन्दी")
        return _("System ({language})").format(language=NAMES[system_language()])
    return NAMES.get(choice, choice)


def set_language(code: str) -> bool:
    """Speak ``code`` (one of LANGUAGES, or PSEUDO) from the next call on, and tell the
    listeners; True if the language changed. ValueError naming a code Felt does not speak.
    A language whose catalogue cannot be read is spoken in English (logged)."""
    global _code, _translations
    if code not in LANGUAGES and code != PSEUDO:
        raise ValueError(f"no language {code!r}; Felt speaks {', '.join(LANGUAGES)}")
    translations = catalogue(code) if code in LANGUAGES and code != ENGLISH else None
    if code == _code and translations is _translations:
        return False
    _code, _translations = code, translations
    for ref in list(_listeners):
        fn = ref()
        if fn is None:
            _listeners.remove(ref)
        else:
            fn(code)
    return True


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Speak ``code`` inside the block only, telling no listener (nothing on screen changes):
    for words kept for later in every language, such as a saved game's line. ValueError
    naming a code Felt does not speak."""
    global _code, _translations
    if code not in LANGUAGES and code != PSEUDO:
        raise ValueError(f"no language {code!r}; Felt speaks {', '.join(LANGUAGES)}")
    kept = _code, _translations
    _code = code
    _translations = catalogue(code) if code in LANGUAGES and code != ENGLISH else None
    try:
        yield
    finally:
        _code, _translations = kept


def subscribe(fn: Callable[[str], None]) -> None:
    """Call ``fn(code)`` after each change of language. A bound method is held weakly (an
    object that is gone is forgotten), a plain function for good."""
    if hasattr(fn, "__self__"):
        _listeners.append(weakref.WeakMethod(fn))
    else:
        _listeners.append(lambda: fn)


def unsubscribe(fn: Callable[[str], None]) -> None:
    _listeners[:] = [ref for ref in _listeners if ref() not in (None, fn)]


# ----------------------------------------------------------------------------- catalogues


def catalogue(code: str):
    """The gettext catalogue of ``code`` (loaded once), or None when it is missing or cannot
    be read: then that language is English, and the log says why in one line."""
    if code not in _loaded:
        _loaded[code] = load_catalogue(code)
    return _loaded[code]


def catalogue_path(code: str, folder=None):
    from app.paths import locale_dir

    return (folder or locale_dir()) / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def load_catalogue(code: str, folder=None):
    """Read ``code``'s compiled catalogue from ``folder`` (default: app.paths.locale_dir());
    None, with one line in the log, if it is missing or broken."""
    import gettext

    path = catalogue_path(code, folder)
    try:
        with open(path, "rb") as fp:
            return gettext.GNUTranslations(fp)
    except FileNotFoundError:
        log.warning("language %s: no catalogue at %s; English is used instead", code, path)
    except Exception as exc:  # a damaged file fails in many ways (OSError, struct, Unicode...): never fatal
        log.warning("language %s: the catalogue %s cannot be read (%s); English is used instead", code, path, exc)
    return None


def forget() -> None:
    """Forget the loaded catalogues (they are read again when next needed; tests)."""
    _loaded.clear()


def found(code: str) -> bool:
    """Whether ``code`` is spoken from its own catalogue (English needs none)."""
    return code == ENGLISH or catalogue(code) is not None


# ----------------------------------------------------------------------------- the calls


def _(message: str) -> str:
    """``message`` in the current language."""
    if _translations is not None:
        return _translations.gettext(message)
    if _code == PSEUDO:
        return pseudo(message)
    return message


gettext = _


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the count ``n`` (the language's own plural rule: French
    "1 main" / "2 mains", and 0 is singular there). Format the count in yourself."""
    if _translations is not None:
        return _translations.ngettext(singular, plural, n)
    text = singular if n == 1 else plural
    return pseudo(text) if _code == PSEUDO else text


def pgettext(context: str, message: str) -> str:
    """``message`` in the sense ``context`` gives it ("on" as a switch, "normal" as a speed)."""
    if _translations is not None:
        return _translations.pgettext(context, message)
    return pseudo(message) if _code == PSEUDO else message


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    if _translations is not None:
        return _translations.npgettext(context, singular, plural, n)
    text = singular if n == 1 else plural
    return pseudo(text) if _code == PSEUDO else text


def N_(message: str) -> str:
    """Marks ``message`` for the catalogue and returns it unchanged: a constant made before
    the language is known, translated where it is shown with ``_()``."""
    return message


# ----------------------------------------------------------------------------- numbers

#: each language's decimal mark and thousands separator (French: a comma, and a no-break
#: space between groups of three; Hindi: Indian grouping, 1,00,000 for a lakh)
NUMBER_MARKS = {"fr": (",", "\u00a0")}


def number(value: float, decimals: int | None = None) -> str:
    """``value`` as the current language writes numbers: 4,000 and 7.5 in English, 4 000
    and 7,5 in French, 1,00,000 in Hindi. ``decimals``: that many places (None: a whole
    number as it is, else at most one place, trailing zeros dropped)."""
    x = float(value)
    if decimals is None:
        text = f"{x:.0f}" if x.is_integer() else f"{x:.1f}".rstrip("0").rstrip(".")
    else:
        text = f"{x:.{decimals}f}"
    sign, text = ("-", text[1:]) if text.startswith("-") else ("", text)
    whole, __, frac = text.partition(".")
    point, sep = NUMBER_MARKS.get(_code, (".", ","))
    if _code == "hi" and len(whole) > 3:  # the last three digits, then groups of two
        head, tail = whole[:-3], whole[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        whole = sep.join(([head] if head else []) + groups + [tail])
    elif len(whole) > 3:
        whole = f"{int(whole):,}".replace(",", sep)
    return sign + whole + (point + frac if frac else "")


# ----------------------------------------------------------------------------- the pseudo-language

# format fields ({name}, {count:>3}), printf conversions (%(name)s, %d, %.1f) and %%
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%(?:\([^)]*\))?[#0 +-]*\d*(?:\.\d+)?[sdifgeExXr%]")
ACCENTED = str.maketrans("aAcCeEgGiInNoOsSuUyYzZ", "àÀçÇéÉĝĜîÎñÑöÖšŠûÛýÝžŽ")
FILLER = "ŀôŕéɱ ïƥšûɱ ðôŀôŕ šïţ àɱéţ "
GROWTH = 0.4


def pseudo(text: str) -> str:
    """``text`` in the pseudo-language: accented, bracketed and about 40 % longer, every
    placeholder untouched ("{name} wins" -> "[{name} ŵîñš ŀôŕ]"). The empty string stays empty."""
    if not text:
        return text
    pieces, last = [], 0
    for m in PLACEHOLDER.finditer(text):
        pieces.append(text[last:m.start()].translate(ACCENTED))
        pieces.append(m.group())
        last = m.end()
    pieces.append(text[last:].translate(ACCENTED))
    extra = max(1, round(len(text) * GROWTH) - 3)  # the brackets and the space count too
    pad = (FILLER * (extra // len(FILLER) + 1))[:extra].rstrip() or FILLER[0]
    pad += FILLER[0] * (extra - len(pad))  # (a padding cut on a space is made up again)
    return "[" + "".join(pieces) + " " + pad + "]"
