"""``cardtable serve``: play the suite in a browser tab (textual-serve, the ``web`` extra)."""

from __future__ import annotations

import argparse
import socket
from typing import TYPE_CHECKING

from cardtable.cli.parsing import check_custom_data, fail

if TYPE_CHECKING:
    from cardtable.cli.parsing import Commands

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000


def port_number(text: str) -> int:
    """A TCP port, 1-65535 (argparse type)."""
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 1-65535, not {port}")
    return port


def add(commands: Commands) -> None:
    """The ``serve`` parser."""
    serve = commands.add_parser(
        "serve",
        help="play in a browser: serve the suite on a local address",
        description="Serve the suite to a web browser: each tab gets the menu, with the same "
        "saves, settings and history as the terminal. Needs the web extra "
        "(pip install 'cardtable[web]'). The address printed at start carries a token; "
        "without it the page is refused.",
    )
    serve.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help=f"the address to listen on (default {DEFAULT_HOST}: this computer only; "
        "0.0.0.0 lets anyone who can reach the port play and see your saves)",
    )
    serve.add_argument(
        "--port", type=port_number, default=DEFAULT_PORT, help=f"the port (default {DEFAULT_PORT})"
    )
    serve.add_argument(
        "--no-token",
        action="store_true",
        help="do not ask for the token in the address (anyone who reaches the port can play)",
    )


def shown_host(host: str) -> str:
    """The host part of the printed address: the machine's name for a wildcard address."""
    if host in ("0.0.0.0", "::", ""):
        return socket.gethostname()
    return f"[{host}]" if ":" in host else host


def run(args: argparse.Namespace) -> int:
    """Serve until Ctrl+C; one line and exit 1 when the extra is missing or the port is taken."""
    from cardtable.web import MISSING_EXTRA

    try:
        from cardtable.web import server
        from cardtable.web.access import Access, is_loopback
    except ImportError:
        return fail(MISSING_EXTRA)
    if check_custom_data():
        return 1
    access = Access.for_port(args.port, token_required=not args.no_token)
    address = f"http://{shown_host(args.host)}:{args.port}/{access.query()}"

    def ready() -> None:
        if not is_loopback(args.host):
            print(
                f"Warning: anyone who can reach port {args.port} on {args.host} can play "
                "and see the saves in this user folder.",
                flush=True,
            )
        print(f"cardtable is served at {address}  (Ctrl+C stops)", flush=True)

    try:
        server.run(access, args.host, args.port, ready)
    except OSError as error:
        return fail(f"cannot listen on {args.host}:{args.port}: {error.strerror or error}")
    return 0
