"""What starting toolform costs: each command's time as a ratio to ``python -c pass``.

Each command runs in a fresh interpreter, several times, interleaved with the baseline so that a
busy machine slows both alike; the figure is the median wall time over the runs, and the ratio to
the baseline's median in the same run is what compares across machines. Goals (issue 14):
``toolform --version`` <= 4x, ``import toolform.sdk`` <= 6x, ``import toolform.parse`` <= 4x.
The module counts say what each import loads (toolform's own modules, and all of them).
Bytecode is cached, as an installed package has it (``PYTHONDONTWRITEBYTECODE`` is dropped and the
cache goes to a temporary ``PYTHONPYCACHEPREFIX``, filled by one warm-up run of each command);
without it every run would time compiling toolform's source rather than importing it.
Run: python benchmarks/bench_import.py [--runs N]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

GOALS: dict[str, float] = {
    "toolform --version": 4.0,
    "import toolform.sdk": 6.0,
    "import toolform.parse": 4.0,
}
COUNTED = (
    "toolform.sdk",
    "toolform.parse",
    "toolform.prompts",
    "toolform.toolset",
    "toolform.loop",
    "toolform.cli.main",
)
_COUNT = (
    "import sys; before = set(sys.modules); import {module}; "
    "new = [m for m in sys.modules if m not in before]; "
    "print(len([m for m in new if m.split('.')[0] == 'toolform']), len(new))"
)


def _commands() -> dict[str, list[str]]:
    py = sys.executable
    script = shutil.which("toolform")
    version = [script, "--version"] if script else [py, "-m", "toolform.cli.main", "--version"]
    return {
        "python -c pass": [py, "-c", "pass"],
        "toolform --version": version,
        "import toolform.sdk": [py, "-c", "import toolform.sdk"],
        "import toolform.parse": [py, "-c", "import toolform.parse"],
    }


def _once(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=env)
    return time.perf_counter() - start


def measure(runs: int) -> dict[str, float]:
    """Median seconds per command; the commands take turns so that load drifts hit all alike."""
    commands = _commands()
    times: dict[str, list[float]] = {name: [] for name in commands}
    with tempfile.TemporaryDirectory(prefix="toolform-pycache-") as cache:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = cache
        for command in commands.values():  # one warm-up each: file cache, bytecode cache
            _once(command, env)
        for _ in range(runs):
            for name, command in commands.items():
                times[name].append(_once(command, env))
    return {name: statistics.median(values) for name, values in times.items()}


def module_counts(module: str) -> tuple[int, int]:
    """How many toolform modules, and modules in all, importing ``module`` loads."""
    out = subprocess.run(
        [sys.executable, "-c", _COUNT.format(module=module)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    return int(out[0]), int(out[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    medians = measure(args.runs)
    base = medians["python -c pass"]
    rows = []
    for name, seconds in medians.items():
        ratio = seconds / base
        goal = GOALS.get(name)
        verdict = "" if goal is None else ("ok" if ratio <= goal else "over")
        rows.append(
            {"command": name, "ms": seconds * 1e3, "ratio": ratio, "goal": goal, "verdict": verdict}
        )
    counts = {module: module_counts(module) for module in COUNTED}
    if args.json:
        print(json.dumps({"runs": args.runs, "rows": rows, "modules": counts}, indent=2))
        return
    print(f"median of {args.runs} runs each; ratio = time / time of `python -c pass`")
    print(f"{'command':<24} {'ms':>8} {'ratio':>7} {'goal':>6}")
    for row in rows:
        goal = f"<={row['goal']:g}" if row["goal"] else ""
        print(
            f"{row['command']:<24} {row['ms']:8.1f} {row['ratio']:7.2f} {goal:>6} {row['verdict']}"
        )
    print(f"\n{'import':<24} {'toolform modules':>16} {'all modules':>12}")
    for module, (own, total) in counts.items():
        print(f"{module:<24} {own:>16} {total:>12}")


if __name__ == "__main__":
    main()
