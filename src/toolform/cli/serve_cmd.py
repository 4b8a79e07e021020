"""``toolform serve``: an OpenAI-compatible proxy that gives any model tool calling.

The web stack (Starlette, uvicorn, httpx) comes with the ``serve`` extra and is imported only
when the server starts, so the rest of the command line never loads it; without the extra the
command says which one to install.
"""

from __future__ import annotations

import argparse
import logging
import sys

from toolform.cli.common import print_json, timeout_seconds
from toolform.errors import ServeError

NAME = "serve"
EXAMPLES = (
    "toolform serve --upstream http://localhost:8000/v1 --format xml_schema --check",
    "toolform serve --upstream http://localhost:8000/v1 --protocol hermes --on-invalid retry "
    "--guard standard --check",
)
EXIT_CODES = {
    0: "--check found the settings good",
    2: "user error (bad flags, the serve extra missing, the port taken): one line on stderr",
    130: "stopped with Ctrl-C after the requests in flight were answered (SIGTERM stops it the "
    "same way and ends with that signal's status)",
}
ON_INVALID = ("text", "retry")
GUARD_LEVELS = ("off", "report", "standard", "strict")


def _port(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"not a port number (0 to 65535): {text!r}")
    return int(text)


def _size(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"not a number of bytes above 0: {text!r}")
    return int(text)


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--upstream", required=True, help="the OpenAI-compatible base URL to ask, ending in /v1"
    )
    p.add_argument("--model", help="model name sent upstream (default: each request's model)")
    p.add_argument("--format", help="format id (default: the advisor's choice per model)")
    p.add_argument("--protocol", help="answer protocol id (default: the format's or advisor's)")
    p.add_argument("--guard", choices=GUARD_LEVELS, help="guard level for the tools (default off)")
    p.add_argument(
        "--on-invalid",
        choices=ON_INVALID,
        default="text",
        help="an invalid call: return the reply as text with the validation report, or re-ask once",
    )
    p.add_argument("--host", default="127.0.0.1", help="address to listen on")
    p.add_argument("--port", type=_port, default=8080, help="port to listen on")
    p.add_argument(
        "--timeout", type=timeout_seconds, default=120.0, help="seconds a request may take"
    )
    p.add_argument(
        "--max-body", type=_size, default=8 * 2**20, help="largest request body, in bytes"
    )
    p.add_argument("--trace-dir", help="write each request's prompt and reply to this folder")
    p.add_argument("--api-key", help="key sent upstream when a request carries none")
    p.add_argument("--check", action="store_true", help="check the settings, print them, exit")


def run(args: argparse.Namespace) -> int:
    from toolform.serve import EXTRA_HINT, EXTRA_MODULES
    from toolform.serve.settings import Settings

    settings = Settings(
        args.upstream,
        model=args.model,
        format_id=args.format,
        protocol_id=args.protocol,
        guard=None if args.guard in (None, "off") else args.guard,
        on_invalid=args.on_invalid,
        timeout_s=args.timeout,
        max_body_bytes=args.max_body,
        trace_dir=args.trace_dir,
        api_key=args.api_key,
    ).check()
    try:
        import uvicorn

        from toolform.serve.app import create_app
        from toolform.serve.listen import bind
    except ModuleNotFoundError as exc:
        if (exc.name or "").partition(".")[0] not in EXTRA_MODULES:
            raise
        raise ServeError(EXTRA_HINT) from None
    app = create_app(settings=settings)
    if args.check:
        shown = {k: v for k, v in vars(settings).items() if k != "api_key"}
        print_json({**shown, "host": args.host, "port": args.port})
        return 0
    sock = bind(args.host, args.port)
    logging.basicConfig(level=logging.INFO, format="%(message)s", stream=sys.stderr)
    config = uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=int(args.timeout))
    port = sock.getsockname()[1]
    sys.stderr.write(f"toolform serve: http://{args.host}:{port}/v1 -> {args.upstream}\n")
    server = uvicorn.Server(config)
    server.run(sockets=[sock])  # SIGINT and SIGTERM end it gracefully, answering what is in flight
    # uvicorn raises the signal again once it has shut down, which ends the process the usual
    # way; a process that inherited SIGINT ignored (started in the background by a shell) would
    # then return here, and still owes the exit status the signal stands for.
    captured = getattr(server, "_captured_signals", [])
    return 128 + int(captured[-1]) if captured else 0
