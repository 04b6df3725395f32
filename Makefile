# Two commands do all set-up: `make lab` opens the lessons, `make test` runs every test.
# Both create ./.venv (Python 3.10–3.13) and install exactly the versions in requirements/lock.txt
# (the one lock: .venv, CI and Binder all use it; `make lock` re-resolves it).
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
LOCK := requirements/lock.txt
STAMP := $(VENV)/.mjteach-installed
PYTEST_NBVAL := --nbval --nbval-current-env --nbval-sanitize-with lessons/sanitize.cfg
UV_VERSION := 0.13.9
# JupyterLab refuses root unless told: pass --allow-root only for uid 0 (Voila has no such check).
# With no display (no DISPLAY/WAYLAND_DISPLAY, not macOS) print the URL instead of opening a browser.
NO_BROWSER := $(shell [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ] && [ "$$(uname)" != Darwin ] && echo --no-browser)
JUPYTER_FLAGS := $(NO_BROWSER) $(shell [ "$$(id -u)" = 0 ] && echo --allow-root)
VOILA_FLAGS := $(if $(NO_BROWSER),--no-browser,)

.PHONY: lab voila test test-fast bench lint lock check-latest clean

$(STAMP): pyproject.toml $(LOCK)
	$(PYTHON) tools/check_python.py
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet --require-hashes -r $(LOCK)
	$(PY) -m pip install --quiet --no-deps --no-build-isolation -e .
	touch $(STAMP)

lab: $(STAMP)
	@echo "Starting JupyterLab on lessons/: open the URL it prints (http://127.0.0.1:8888/lab?token=...). Stop it: press Ctrl+C twice."
	$(VENV)/bin/jupyter lab lessons/ $(JUPYTER_FLAGS)

voila: $(STAMP)
	@echo "Starting Voila on lessons/: open the URL it prints (http://localhost:8866/). Stop it: press Ctrl+C."
	$(VENV)/bin/voila lessons/ $(VOILA_FLAGS)

test: $(STAMP)
	$(PY) -m pytest tests lessons $(PYTEST_NBVAL)

test-fast: $(STAMP)
	$(PY) -m pytest tests -m "not browser and not slow"

bench: $(STAMP)
	$(PY) benchmarks/run.py

lint: $(STAMP)
	$(VENV)/bin/ruff check mjteach tests

# Re-resolve every dependency (runtime, lab, test) for Python 3.10–3.13 into the one lock, with
# hashes, and write Binder's file from it (the runtime + lab part only, the same versions).
lock:
	$(PYTHON) -m venv build/uv
	build/uv/bin/pip install --quiet uv==$(UV_VERSION)
	build/uv/bin/uv pip compile pyproject.toml requirements/build.in --extra lab --extra test \
	  --universal --python-version 3.10 --generate-hashes --no-header --upgrade -q -o $(LOCK).new
	{ echo "# The one lock (make lock): .venv, CI and Binder install exactly these versions."; \
	  echo "# uv pip compile pyproject.toml requirements/build.in --extra lab --extra test --universal --python-version 3.10 --generate-hashes"; \
	  cat $(LOCK).new; } > $(LOCK) && rm $(LOCK).new
	build/uv/bin/uv pip compile pyproject.toml --extra lab --universal --python-version 3.10 \
	  --constraint $(LOCK) --no-header --no-annotate -q -o binder/requirements.txt.new
	{ echo "# Binder: the runtime + lab part of requirements/lock.txt (written by make lock; do not edit)."; \
	  echo "# repo2docker reads only this folder; the last line installs mjteach itself from the repo root."; \
	  cat binder/requirements.txt.new; echo "."; } > binder/requirements.txt && rm binder/requirements.txt.new

# Not part of `make test`: a throw-away venv with the newest releases, fast tests only, to see
# whether upstream moved in a way that breaks us.
check-latest:
	rm -rf build/latest
	$(PYTHON) -m venv build/latest
	build/latest/bin/pip install --quiet --upgrade pip
	build/latest/bin/pip install --quiet --upgrade -e '.[lab,test]'
	@echo "check-latest: where the newest releases differ from the lock (lock pin -> newest):"
	-@build/latest/bin/python -m pytest tests/test_binder_env.py::test_venv_is_exactly_the_lock -q \
	  -p no:cacheprovider 2>&1 | grep -o "lock pin -> installed: .*" || echo "  (no difference)"
	build/latest/bin/python -m pytest tests -m "not browser and not slow" -q -p no:cacheprovider \
	  --deselect tests/test_binder_env.py::test_venv_is_exactly_the_lock
	@echo "check-latest: the newest releases pass the fast tests; run make lock to move the lock up"

clean:
	rm -rf $(VENV) build *.egg-info
