"""toolform: load tool definitions, render them into prompts, parse replies, run the call loop.

The public API is ``toolform.sdk``; everything else is internal and may move.
"""

__version__ = "0.1.0"
