"""Stop `make` early, with a plain message, when python3 is outside the tested range.

The range (3.10 to 3.13) is what `make test-fast` was run under (README, pyproject's
requires-python); requirements/lock.txt resolves for exactly those versions.
"""

import sys

LOW, HIGH = (3, 10), (3, 13)

if not LOW <= sys.version_info[:2] <= HIGH:
    sys.exit(
        f"mjteach needs Python {LOW[0]}.{LOW[1]} to {HIGH[0]}.{HIGH[1]}; this is "
        f"{sys.version.split()[0]} ({sys.executable}). Run make with another one, e.g. "
        f"`make test PYTHON=python3.11`."
    )
