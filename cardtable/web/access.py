"""Who may open the served suite: the token in the address (or the cookie the first good request
sets) and, for the websocket, a page of this server (its Origin), so another web site open in the
same browser cannot drive the app."""

from __future__ import annotations

import hmac
import ipaddress
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from html import escape
from urllib.parse import urlsplit

from aiohttp import web
from aiohttp.typedefs import Middleware

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

TOKEN_PARAMETER = "token"


@dataclass(frozen=True)
class Access:
    """The server's access rule: ``token`` is None when no token is asked (``--no-token``)."""

    token: str | None
    cookie: str
    """The cookie that carries the token after the first good request (named after the port, so
    two servers on one host keep apart)."""

    @classmethod
    def for_port(cls, port: int, *, token_required: bool) -> Access:
        """A fresh random token (unless none is required) and the cookie name for ``port``."""
        token = secrets.token_urlsafe(18) if token_required else None
        return cls(token=token, cookie=f"cardtable-{port}")

    def query(self) -> str:
        """What the printed address ends with: ``?token=...``, or nothing."""
        return f"?{TOKEN_PARAMETER}={self.token}" if self.token else ""

    def allows(self, request: web.Request) -> bool:
        """True when the request carries the right token (address or cookie), or none is asked."""
        if self.token is None:
            return True
        given = request.query.get(TOKEN_PARAMETER) or request.cookies.get(self.cookie) or ""
        return hmac.compare_digest(given.encode(), self.token.encode())


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and any loopback address (127.0.0.0/8, ::1)."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def same_origin(request: web.Request) -> bool:
    """True when the request has no Origin (not from a web page) or one naming this server."""
    origin = request.headers.get("Origin")
    if origin is None:
        return True
    return urlsplit(origin).netloc.lower() == request.host.lower()


def error_page(status: int, title: str, text: str) -> web.Response:
    """A small HTML page saying why the app is not shown."""
    body = (
        "<!DOCTYPE html><html><head><meta charset='utf-8'>"
        f"<title>cardtable: {escape(title)}</title></head>"
        "<body style='background:#0c181f;color:#e8e8e8;font-family:monospace;padding:2em'>"
        f"<h1>{escape(title)}</h1><p>{escape(text)}</p></body></html>"
    )
    return web.Response(status=status, text=body, content_type="text/html")


def refused(request: web.Request) -> web.Response:
    """The page for a missing or wrong token."""
    given = TOKEN_PARAMETER in request.query
    return error_page(
        403,
        "Wrong token" if given else "Token needed",
        "This cardtable server needs the address it printed when it started, token included "
        "(http://HOST:PORT/?token=...)."
        + (" The token in this address is not the right one." if given else ""),
    )


def middleware(access: Access) -> Middleware:
    """The aiohttp middleware that lets through only requests ``access`` allows, sets the cookie
    after a good address, and refuses a websocket opened from another site."""

    @web.middleware
    async def check(request: web.Request, handler: Handler) -> web.StreamResponse:
        if not access.allows(request):
            return refused(request)
        if not same_origin(request):
            return error_page(403, "Refused", "This page belongs to another site.")
        response = await handler(request)
        if access.token and request.query.get(TOKEN_PARAMETER) and not response.prepared:
            response.set_cookie(access.cookie, access.token, httponly=True, samesite="Strict", path="/")
        return response

    return check
