"""The proxy's listening socket, bound before uvicorn starts.

Binding it here lets ``toolform serve`` report a taken port in one line (uvicorn would log and
exit). The socket is made with ``IPPROTO_TCP`` named: asyncio turns Nagle's algorithm off
(``TCP_NODELAY``) only on sockets whose protocol says TCP, and a socket made with the default
protocol number 0 passes that 0 on to every connection it accepts, which then waits ~40 ms for
the client's delayed ACK between the headers and the body of each response.
"""

from __future__ import annotations

import socket

from toolform.errors import ServeError


def bind(host: str, port: int) -> socket.socket:
    """A TCP socket bound to ``host:port`` (port 0: any free port), ready for uvicorn."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        raise ServeError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    return sock
