"""Hypothesis profiles, chosen with ``HYPOTHESIS_PROFILE`` (docs/contributing.md).

``default`` is sized so that the whole suite stays within its time budget on a 2-core machine,
and is derandomized: every run, on every machine, tries the same examples, so a red CI is a real
defect and can be reproduced. ``deep`` tries ten times as many examples, freshly drawn each run,
to hunt for new failures before a release.
"""

from __future__ import annotations

import os
from typing import Any

from hypothesis import settings

BASE_EXAMPLES = 40

settings.register_profile("default", max_examples=BASE_EXAMPLES, deadline=None, derandomize=True)
settings.register_profile("deep", max_examples=10 * BASE_EXAMPLES, deadline=None)


def load() -> None:
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


def examples(n: int, **others: Any) -> settings:
    """Settings for a test that needs ``n`` examples under ``default``, scaled with the profile
    (a fixed ``max_examples`` would ignore ``deep``); ``others`` are further settings."""
    scaled = max(1, n * settings.default.max_examples // BASE_EXAMPLES)
    return settings(max_examples=scaled, **others)
