# Felt: `make run` opens the game, `make test` runs the whole suite headless.
# Every target creates .venv on first use and installs what it needs.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test dist bench clean

$(PY):
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,build]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m app

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest

dist: $(STAMP)
	rm -rf build dist
	$(PY) -m PyInstaller --noconfirm --clean build.spec

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m bench

clean:
	rm -rf build dist $(VENV) .pytest_cache .hypothesis
