"""Whether an endpoint runs on the user's own machine or network, which sets two defaults.

A server on loopback or a private address is the user's hardware: it is priced ``self_hosted``
rather than ``frontier_api``, and a bench run asks it one request at a time unless it says how
many it serves in parallel (a hosted API takes many). The rule reads only the URL's host; it
never resolves a name, so it costs nothing and cannot hang.
"""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

#: Host names that always mean this machine or its network (RFC 6761 and mDNS).
_LOCAL_NAMES = ("localhost",)
_LOCAL_SUFFIXES = (".localhost", ".local", ".internal", ".lan", ".home.arpa")


def is_local_url(url: str) -> bool:
    """True when ``url``'s host is loopback, private, link-local or a local name."""
    try:
        host = (urlsplit(url).hostname or "").rstrip(".").lower()
    except ValueError:
        return False
    if not host:
        return False
    if host in _LOCAL_NAMES or host.endswith(_LOCAL_SUFFIXES):
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False  # a public name: resolving it here could hang, and rarely changes the answer
    return address.is_loopback or address.is_private or address.is_link_local


def default_price_for(url: str | None) -> str:
    """The named price a run against ``url`` is costed at (``self_hosted`` for a local one)."""
    return "self_hosted" if url and is_local_url(url) else "frontier_api"
