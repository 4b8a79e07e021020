"""Template formats against the peer each reproduces: jinja2 rendering the model family's chat
template (tests/data/chat_templates/, or the folder named by TOOLFORM_CHAT_TEMPLATES) for the same
tools, as transformers does (compiled once, as transformers caches it).

Prints the time ratio jinja2 / toolform per template (above 1 means toolform is faster).
Run: python benchmarks/bench_templates.py
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "formats")]

from test_formats_template import AGREEMENT, TEMPLATES, render_chat_template  # noqa: E402

from toolform.formats.options import DEFAULT_OPTIONS  # noqa: E402
from toolform.formats.registry import get_format  # noqa: E402
from toolform.sdk import Toolset  # noqa: E402

HARD = ROOT / "tests" / "data" / "hard_tools.json"
REPEATS = 15


def median_time(fn: Callable[[], object], inner: int = 10) -> float:
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        for _ in range(inner):
            fn()
        times.append((time.perf_counter() - start) / inner)
    return statistics.median(times)


def templates(toolset: Toolset) -> None:
    tools = toolset.tools
    exported = toolset.to_openai()
    print("template format              jinja2/toolform time")
    for fid, (name, extra) in sorted(AGREEMENT.items()):
        path = TEMPLATES / name
        if not path.exists():
            print(f"{fid:28} (template file not stored)")
            continue
        spec = get_format(fid)
        try:
            render_chat_template(path, exported, **extra)
        except Exception as exc:  # the template cannot render these tools (see the test)
            print(f"{fid:28} (jinja2 fails: {type(exc).__name__})")
            continue
        peer = median_time(lambda p=path, x=extra: render_chat_template(p, exported, **x))
        ours = median_time(lambda s=spec: s.render(tools, DEFAULT_OPTIONS))
        print(f"{fid:28} {peer / ours:8.1f}x")


if __name__ == "__main__":
    templates(Toolset.load(HARD))
