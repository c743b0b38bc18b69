"""The web server of ``cardtable serve``: an aiohttp application that hands each browser tab its
own ``cardtable`` process through textual-serve's ``AppService``.

The command it runs is fixed when the server starts (this Python, ``-m cardtable``; the data and
user folders come from the environment); nothing in a request chooses a command or an argument.
The page is our own template (the suite's title, fonts from textual-serve's wheel: no internet),
and the websocket messages from the page are checked before anything reaches the app.
"""

from __future__ import annotations

import asyncio
import json
import shlex
import signal
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from html import escape
from importlib.resources import files
from pathlib import Path
from string import Template

import textual_serve
from aiohttp import WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.download_manager import DownloadManager

from cardtable.web.access import Access, error_page, middleware

PAGE_TITLE = "cardtable: Lux Nova, Aether Lanes, Lux Aeterna, Luminous"
MAX_SESSIONS = 8
"""Browser tabs served at once (each runs its own process); another tab is told to wait."""
MAX_MESSAGE = 64 * 1024
"""The largest websocket message a page may send (a key or a paste)."""
SIZE_LIMITS = (10, 400)
"""The smallest and largest terminal width or height a page may ask for."""
QUIT_WAIT = 5.0
"""Seconds an app is given to quit (its match is already saved) before it is killed."""
STATIC = Path(textual_serve.__file__).resolve().parent / "static"


def app_command() -> str:
    """The one command every tab runs: this interpreter, ``-m cardtable`` (the menu)."""
    return shlex.join([sys.executable, "-m", "cardtable"])


@dataclass
class Sessions:
    """The tabs being served, so that stopping the server ends their apps cleanly."""

    limit: int = MAX_SESSIONS
    services: set[TabApp] = field(default_factory=set)

    @property
    def full(self) -> bool:
        return len(self.services) >= self.limit


class TabApp(AppService):
    """textual-serve's process manager for one tab, whose ``stop`` also waits for the process to
    end (killing it after ``QUIT_WAIT`` seconds), so none outlives the server."""

    async def stop(self) -> None:
        await super().stop()
        process = self._process
        if process is None or process.returncode is not None:
            return
        try:
            await asyncio.wait_for(process.wait(), QUIT_WAIT)
        except TimeoutError:
            process.kill()
            await process.wait()


SESSIONS = web.AppKey("sessions", Sessions)


def render_page(font_size: int) -> str:
    """The page: the terminal element and textual-serve's script, with our title and fonts."""
    template = Template(files("cardtable.web").joinpath("templates/index.html").read_text("utf-8"))
    return template.substitute(title=escape(PAGE_TITLE), font_size=font_size)


def clamp(value: object, low: int, high: int, default: int) -> int:
    """``value`` as an int within [low, high]; ``default`` when it is not a whole number."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        return default
    try:
        number = int(value)
    except ValueError:
        return default
    return max(low, min(high, number))


async def handle_index(request: web.Request) -> web.StreamResponse:
    """The page (``?fontsize=N`` picks the text size, 8-40)."""
    font_size = clamp(request.query.get("fontsize", "16"), 8, 40, 16)
    return web.Response(text=render_page(font_size), content_type="text/html")


async def relay(websocket: web.WebSocketResponse, service: AppService) -> None:
    """Pass the page's messages to the app: keys and pastes, resizes, focus; answer pings.
    A message that is not one of these is ignored."""
    low, high = SIZE_LIMITS
    async for message in websocket:
        if message.type != WSMsgType.TEXT:
            continue
        try:
            envelope = json.loads(message.data)
        except ValueError:
            continue
        if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
            continue
        kind, payload = envelope[0], envelope[1] if len(envelope) > 1 else None
        if kind == "stdin" and isinstance(payload, str):
            await service.send_bytes(payload.encode("utf-8", "replace"))
        elif kind == "resize" and isinstance(payload, dict):
            width = clamp(payload.get("width"), low, high, 80)
            height = clamp(payload.get("height"), low, high, 24)
            await service.set_terminal_size(width, height)
        elif kind == "ping":
            await websocket.send_json(["pong", payload])
        elif kind == "blur":
            await service.blur()
        elif kind == "focus":
            await service.focus()


async def handle_websocket(request: web.Request) -> web.StreamResponse:
    """One tab: start its own ``cardtable`` process and relay between the two until either ends."""
    sessions = request.app[SESSIONS]
    if sessions.full:
        return error_page(503, "Too many tabs", f"At most {sessions.limit} tabs play at once.")
    websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_MESSAGE)
    low, high = SIZE_LIMITS
    width = clamp(request.query.get("width", "80"), low, high, 80)
    height = clamp(request.query.get("height", "24"), low, high, 24)
    await websocket.prepare(request)

    async def close() -> None:
        await websocket.close()

    service = TabApp(
        app_command(),
        write_bytes=websocket.send_bytes,
        write_str=websocket.send_str,
        close=close,
        download_manager=DownloadManager(),
    )
    sessions.services.add(service)
    try:
        await service.start(width, height)
        await relay(websocket, service)
    except (ConnectionError, asyncio.CancelledError):
        pass
    finally:
        sessions.services.discard(service)
        await service.stop()
        await websocket.close()
    return websocket


async def stop_sessions(app: web.Application) -> None:
    """On shutdown: ask every app to quit (each saved its match after every move)."""
    services = list(app[SESSIONS].services)
    await asyncio.gather(*(service.stop() for service in services), return_exceptions=True)


def build_app(access: Access, *, sessions: Sessions | None = None) -> web.Application:
    """The aiohttp application: the page, the websocket and the static files, behind ``access``."""
    app = web.Application(middlewares=[middleware(access)])
    app[SESSIONS] = sessions or Sessions()
    app.add_routes(
        [
            web.get("/", handle_index),
            web.get("/ws", handle_websocket),
            web.static("/static", STATIC),
        ]
    )
    app.on_shutdown.append(stop_sessions)
    return app


async def serve(access: Access, host: str, port: int, on_ready: Callable[[], None]) -> None:
    """Listen on ``host:port`` (an OSError when it cannot), call ``on_ready``, and serve until
    cancelled; then end every tab's app and close."""
    runner = web.AppRunner(build_app(access), access_log=None, handle_signals=False)
    await runner.setup()
    try:
        await web.TCPSite(runner, host, port).start()
        on_ready()
        await asyncio.Event().wait()
    finally:
        await runner.cleanup()


def run(access: Access, host: str, port: int, on_ready: Callable[[], None]) -> None:
    """Serve until Ctrl+C or SIGTERM (both stop it cleanly)."""
    loop = asyncio.new_event_loop()
    task = loop.create_task(serve(access, host, port, on_ready))
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, task.cancel)
    try:
        loop.run_until_complete(task)
    except asyncio.CancelledError:
        pass
    finally:
        loop.close()
