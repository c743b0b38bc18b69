"""Who may open the served suite, and what the server does with a page's messages (aiohttp's
test client; no browser)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest

pytest.importorskip("textual_serve", reason="the web extra (textual-serve) is not installed")

from aiohttp import WSMsgType  # noqa: E402
from aiohttp.test_utils import TestClient, TestServer  # noqa: E402

from cardtable.web.access import Access, is_loopback  # noqa: E402
from cardtable.web.server import MAX_MESSAGE, PAGE_TITLE, Sessions, build_app, clamp  # noqa: E402

TOKEN = "s3cret-token"
ACCESS = Access(token=TOKEN, cookie="cardtable-8000")


@asynccontextmanager
async def serving(access: Access = ACCESS, sessions: Sessions | None = None) -> AsyncIterator[TestClient]:
    """A test client of the server's application, closed at the end."""
    client = TestClient(TestServer(build_app(access, sessions=sessions)))
    await client.start_server()
    try:
        yield client
    finally:
        await client.close()


async def test_the_page_needs_the_token_and_sets_the_cookie() -> None:
    async with serving() as client:
        missing = await client.get("/")
        assert missing.status == 403 and "Token needed" in await missing.text()
        wrong = await client.get("/?token=guess")
        assert wrong.status == 403 and "Wrong token" in await wrong.text()
        assert "cardtable-8000" not in wrong.cookies
        good = await client.get(f"/?token={TOKEN}")
        page = await good.text()
        assert good.status == 200 and f"<title>{PAGE_TITLE}</title>" in page
        assert "fonts.googleapis" not in page  # works with no internet
        cookie = good.cookies["cardtable-8000"]
        assert cookie.value == TOKEN and cookie["httponly"] and cookie["samesite"] == "Strict"


async def test_static_files_and_the_websocket_are_refused_without_the_token() -> None:
    async with serving() as client:
        assert (await client.get("/static/js/textual.js")).status == 403
        assert (await client.get("/ws")).status == 403
        with_cookie = await client.get("/static/js/textual.js", cookies={"cardtable-8000": TOKEN})
        assert with_cookie.status == 200
        stale = await client.get("/static/js/textual.js", cookies={"cardtable-8000": "old"})
        assert stale.status == 403


async def test_a_websocket_from_another_site_is_refused_even_with_the_token() -> None:
    async with serving(Access(token=None, cookie="cardtable-8000")) as client:
        response = await client.get("/ws", headers={"Origin": "http://evil.example"})
        assert response.status == 403


async def test_no_token_serves_the_page_to_anyone_without_a_cookie() -> None:
    async with serving(Access(token=None, cookie="cardtable-8000")) as client:
        response = await client.get("/")
        assert response.status == 200 and "cardtable-8000" not in response.cookies


async def test_a_tab_past_the_limit_is_told_to_wait() -> None:
    async with serving(sessions=Sessions(limit=0)) as client:
        response = await client.get(f"/ws?token={TOKEN}")
        assert response.status == 503 and "At most 0 tabs" in await response.text()


async def test_a_tab_runs_the_app_and_ignores_malformed_messages() -> None:
    async with serving() as client:
        socket = await client.ws_connect(f"/ws?token={TOKEN}&width=100&height=30")
        screen = b""
        while b"Lux Nova" not in screen:
            message = await socket.receive(timeout=60)
            assert message.type == WSMsgType.BINARY, message
            screen += message.data
        for junk in (
            "not json",
            "[]",
            "{}",
            json.dumps([1, 2]),
            json.dumps(["stdin", 5]),
            json.dumps(["resize", {"width": 10**12, "height": "x"}]),
            json.dumps(["resize", [1]]),
            json.dumps(["open_url", {"url": "file:///etc/passwd"}]),
        ):
            await socket.send_str(junk)
        await socket.send_bytes(b"\x00binary")
        await socket.send_str(json.dumps(["ping", "still there?"]))
        while True:
            message = await socket.receive(timeout=30)
            if message.type == WSMsgType.TEXT:
                assert json.loads(message.data) == ["pong", "still there?"]
                break
            assert message.type == WSMsgType.BINARY, message
        await socket.send_str(json.dumps(["stdin", "q"]))  # the menu's Quit
        while (await socket.receive(timeout=30)).type not in (WSMsgType.CLOSE, WSMsgType.CLOSED):
            pass


async def test_a_message_over_the_limit_closes_the_tab() -> None:
    async with serving() as client:
        socket = await client.ws_connect(f"/ws?token={TOKEN}")
        await socket.send_str(json.dumps(["stdin", "x" * (MAX_MESSAGE + 1)]))
        while (await socket.receive(timeout=60)).type not in (WSMsgType.CLOSE, WSMsgType.CLOSED):
            pass
        assert socket.closed


@pytest.mark.parametrize(
    ("host", "loopback"),
    [
        ("127.0.0.1", True),
        ("127.8.0.1", True),
        ("localhost", True),
        ("::1", True),
        ("[::1]", True),
        ("0.0.0.0", False),
        ("::", False),
        ("192.168.1.5", False),
        ("example.org", False),
    ],
)
def test_which_hosts_are_loopback(host: str, loopback: bool) -> None:
    assert is_loopback(host) is loopback


def test_sizes_from_a_page_are_clamped() -> None:
    assert clamp("120", 10, 400, 80) == 120
    assert clamp(10**9, 10, 400, 80) == 400
    assert clamp(-3, 10, 400, 80) == 10
    assert clamp("wide", 10, 400, 80) == 80
    assert clamp(None, 10, 400, 80) == 80
    assert clamp(True, 10, 400, 80) == 80


def test_each_server_gets_its_own_token() -> None:
    first, second = (Access.for_port(8000, token_required=True) for _ in range(2))
    assert first.token and second.token and first.token != second.token
    assert len(first.token) >= 24 and first.query() == f"?token={first.token}"
    assert Access.for_port(8000, token_required=False).query() == ""
