# Felt: `make run` opens the game, `make test` runs the whole suite headless, `make release`
# builds dist/felt-<version>-linux-x86_64.tar.gz (the bundle, felt.desktop, the icons and
# install.sh / uninstall.sh). Every target creates .venv on first use and installs what it needs.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
VERSION := $(shell sed -n 's/^__version__ = "\([^"]*\)".*/\1/p' app/__init__.py)
RELEASE := felt-$(VERSION)-linux-$(shell uname -m)
# the languages' catalogues (see `make pot` below)
POT := app/locale/felt.pot
LOCALES := fr hi
PO := $(LOCALES:%=app/locale/%/LC_MESSAGES/felt.po)
MO := $(PO:.po=.mo)
BABEL := $(VENV)/bin/pybabel

.PHONY: run test dist release deb screenshots bench soak storms ladder icons clean pot catalogues

$(PY):
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,build,i18n]'
	touch $(STAMP)

run: $(STAMP) $(MO)
	$(PY) -m app

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest

dist: $(STAMP) $(MO)
	rm -rf build dist
	$(PY) -m PyInstaller --noconfirm --clean build.spec

# Languages (README's Languages section). One gettext domain, "felt", in app/locale:
#   make pot         extract app/locale/felt.pot from the code and merge it into each .po
#                    (new strings come in empty, changed ones marked fuzzy, for the translator)
#   make catalogues  compile each .po into the .mo Felt reads (committed beside it: a clone,
#                    the wheel and the bundle carry them); run and dist compile a changed .po
# the calls Felt translates with (app/i18n.py), and the comments above them for translators
KEYWORDS := -k _ -k N_ -k ngettext:1,2 -k pgettext:1c,2 -k npgettext:1c,2,3

pot: $(STAMP)
	$(BABEL) -q extract -F babel.cfg --no-default-keywords $(KEYWORDS) --add-comments=TRANSLATORS: \
	    --strip-comments --add-location=file --sort-by-file --project=Felt --version=$(VERSION) \
	    --copyright-holder="the Felt authors" -o $(POT) .
	$(BABEL) -q update -i $(POT) -d app/locale -D felt --ignore-pot-creation-date

catalogues: $(MO)

app/locale/%/LC_MESSAGES/felt.mo: app/locale/%/LC_MESSAGES/felt.po | $(STAMP)
	$(BABEL) compile --statistics -D felt -i $< -o $@

# the archive: one folder felt-<version>/ holding the bundle (felt/), felt.desktop, icons/,
# the AppStream metainfo, COPYRIGHT and licenses/ (the same as the Debian package's), install.sh
# and uninstall.sh
release: dist
	rm -rf build/release && mkdir -p build/release/felt-$(VERSION)
	cp -R dist/felt build/release/felt-$(VERSION)/felt
	cp -R assets/icons build/release/felt-$(VERSION)/icons
	cp packaging/felt.desktop packaging/install.sh packaging/uninstall.sh build/release/felt-$(VERSION)/
	cp packaging/io.github.feltcards.Felt.metainfo.xml build/release/felt-$(VERSION)/
	cp packaging/copyright build/release/felt-$(VERSION)/COPYRIGHT
	cp -R packaging/licenses build/release/felt-$(VERSION)/licenses
	chmod 755 build/release/felt-$(VERSION)/install.sh build/release/felt-$(VERSION)/uninstall.sh
	tar -C build/release -czf dist/$(RELEASE).tar.gz felt-$(VERSION)
	@echo "dist/$(RELEASE).tar.gz: $$(du -h dist/$(RELEASE).tar.gz | cut -f1)"

# the Debian package dist/felt_<version>_<arch>.deb from the bundle (packaging/deb/build.sh)
deb: dist
	sh packaging/deb/build.sh dist/felt $(VERSION) dist

# the AppStream screenshots (packaging/*.metainfo.xml names them), to publish with a release
SHOTS := menu twenty_nine:trick jammat:reveal tile_poker:crowded three_thirteen:wilds
screenshots: $(STAMP)
	mkdir -p dist/screenshots
	for s in $(SHOTS); do SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy FELT_HOME=build/shots-home \
	    $(PY) -m app --screenshot dist/screenshots/$${s%%:*}.png --scene $$s --size 1920x1080 || exit 1; done

# remake assets/icons/*.png (they are committed)
icons: $(STAMP)
	SDL_VIDEODRIVER=dummy $(PY) tools/make_icons.py

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m bench

# 100,000 seeded random games per game with every invariant checked (hours; SOAK_GAMES=N for fewer)
soak: $(STAMP)
	$(PY) -m bench soak

# 5,000 seeded random events over every scene with every check (tens of minutes;
# FELT_STORM_EVENTS=N for fewer, FELT_STORM_ONLY=menu,jammat:start for some scenes)
storms: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m bench storms

# every game's computer levels played against each other (about half an hour on 2 cores):
# writes assets/ladder.json and README's table (LADDER_SCALE=0.1 for a trial at a tenth)
ladder: $(STAMP)
	$(PY) -m bench.ladder

clean:
	rm -rf build dist $(VENV) .pytest_cache .hypothesis
