# Two commands do all set-up: `make lab` opens the lessons, `make test` runs every test.
# Both create ./.venv (Python >= 3.10) and install the project with what it needs.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.mjteach-installed
PYTEST_NBVAL := --nbval --nbval-current-env --nbval-sanitize-with lessons/sanitize.cfg

.PHONY: lab voila test test-fast bench lint clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[lab,test]'
	touch $(STAMP)

lab: $(STAMP)
	$(VENV)/bin/jupyter lab lessons/

voila: $(STAMP)
	$(VENV)/bin/voila lessons/ --no-browser

test: $(STAMP)
	$(PY) -m pytest tests lessons $(PYTEST_NBVAL)

test-fast: $(STAMP)
	$(PY) -m pytest tests -m "not browser and not slow"

bench: $(STAMP)
	$(PY) benchmarks/run.py

lint: $(STAMP)
	$(VENV)/bin/ruff check mjteach tests

clean:
	rm -rf $(VENV) build *.egg-info
