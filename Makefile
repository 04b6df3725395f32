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

.PHONY: lab voila test test-fast bench bench-lite fuzz oracle lint lock check-latest clean lite lite-serve lite-manifest

$(STAMP): pyproject.toml $(LOCK)
	$(PYTHON) tools/check_python.py
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet --require-hashes -r $(LOCK)
	$(PY) -m pip install --quiet --no-deps --no-build-isolation -e .
	touch $(STAMP)

# JupyterLab on the learner's own copy (my-lessons/, not tracked): running a lesson never changes
# lessons/; the copy follows updates of lessons the learner did not edit (tools/my_lessons.py).
# Its browser console shows one harmless error, "Shared module @jupyterlite/services doesn't
# exist": the site's Pyodide kernel extension (make lite) is in the same venv; docs/notes/jupyter.md.
lab: $(STAMP)
	@$(PY) tools/my_lessons.py
	@echo "Starting JupyterLab on my-lessons/. Open the address JupyterLab prints below, the one with ?token= and a long code after it. Stop it: press Ctrl+C twice."
	$(VENV)/bin/jupyter lab my-lessons/ $(JUPYTER_FLAGS)

# Voila answers only with its token (--token makes one, as JupyterLab does): without it anyone on
# the machine could start kernels. The URL it prints carries the token. Its page is our template
# share/jupyter/voila/templates/mjteach (found through JUPYTER_PATH): no request to a CDN, and the
# phone-sized layout of the JupyterLite site's reading mode.
voila: $(STAMP)
	@echo "Starting Voila on lessons/. Open the address Voila prints below, the one with ?token= and a long code after it. Stop it: press Ctrl+C."
	env JUPYTER_PATH=$(CURDIR)/share/jupyter $(VENV)/bin/voila lessons/ --token --template=mjteach $(VOILA_FLAGS)

# The whole course in the browser (JupyterLite + Pyodide, no server): a static site in build/lite.
# Downloads Pyodide (npm) and the wheels pinned in tools/lite/manifest.json once, into build/.
lite: $(STAMP)
	$(PY) tools/build_lite.py

lite-serve: $(STAMP)
	$(PY) tools/build_lite.py --if-stale
	$(PY) tools/serve_lite.py --dir build/lite --port $${PORT:-8000}

# After `make lock` or a Pyodide bump: resolve the site's wheels again and rewrite the manifest.
lite-manifest: $(STAMP)
	$(PY) tools/build_lite.py --update-manifest

test: $(STAMP)
	$(PY) -m pytest tests lessons $(PYTEST_NBVAL)

test-fast: $(STAMP)
	$(PY) -m pytest tests -m "not browser and not slow"

bench: $(STAMP)
	$(PY) benchmarks/run.py

# The seeded fuzz suite in full (tests/fuzzing.py: records, command lines, Python API, scenarios,
# packs, progress files): FUZZ_SCALE times the cases `make test` runs (default 25, a few minutes);
# FUZZ_SEED picks another seed. Must find 0 tracebacks, 0 hangs, 0 exit codes off docs/exit-codes.md.
fuzz: $(STAMP)
	FUZZ_SCALE=$${FUZZ_SCALE:-25} FUZZ_SEED=$${FUZZ_SEED:-23} $(PY) -m pytest tests/test_fuzz_inputs.py -q

# The practice sweeps in full (tests/sweep.py): the oracles on every concept x all 200 seeds of every
# preset x difficulty (72,600 exercises) and the choices' form on all 100 seeds (36,300), a few
# minutes; `make test` checks each concept on its share of the seeds of every cell and, by name,
# the seeds that once showed a defect.
oracle: $(STAMP)
	ORACLE_FULL=1 $(PY) -m pytest tests/test_practice_oracle_scoring.py \
	  tests/test_practice_oracle_table.py tests/test_practice_choices.py -q

# Only the JupyterLite figures (also part of `make bench`): size, cold/warm start, press latency.
bench-lite: $(STAMP)
	$(PY) benchmarks/bench_lite.py

lint: $(STAMP)
	$(VENV)/bin/ruff check mjteach tests

# Re-resolve every dependency (runtime, lab, test) for Python 3.10–3.13 into the one lock, with
# hashes, and write Binder's file from it (the runtime + lab part only, the same versions).
lock:
	$(PYTHON) -m venv build/uv
	build/uv/bin/pip install --quiet uv==$(UV_VERSION)
	build/uv/bin/uv pip compile pyproject.toml requirements/build.in --extra lab --extra lite --extra test \
	  --universal --python-version 3.10 --generate-hashes --no-header --upgrade -q -o $(LOCK).new
	{ echo "# The one lock (make lock): .venv, CI and Binder install exactly these versions."; \
	  echo "# uv pip compile pyproject.toml requirements/build.in --extra lab --extra lite --extra test --universal --python-version 3.10 --generate-hashes"; \
	  cat $(LOCK).new; } > $(LOCK) && rm $(LOCK).new
	build/uv/bin/uv pip compile pyproject.toml --extra lab --universal --python-version 3.10 \
	  --constraint $(LOCK) --no-header --no-annotate -q -o binder/requirements.txt.new
	$(PYTHON) tools/binder_from_lock.py binder/requirements.txt.new $(LOCK)
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
