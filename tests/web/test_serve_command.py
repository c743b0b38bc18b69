"""``cardtable serve`` on the command line: its one-line failures and what it prints at start."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.cli import main
from tests.web.terminal import served


def test_without_the_web_extra_it_says_how_to_get_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import cardtable.web

    monkeypatch.setitem(sys.modules, "textual_serve", None)
    monkeypatch.setitem(sys.modules, "cardtable.web.server", None)
    monkeypatch.delattr(cardtable.web, "server", raising=False)
    assert main(["serve"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert (
        err
        == "cardtable: serving to a browser needs the web extra: pip install 'cardtable[web]' (or 'make serve')\n"
    )


@pytest.mark.parametrize("port", ["0", "65536", "http"])
def test_a_bad_port_is_one_usage_line(port: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["serve", "--port", port])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--port" in err


def test_a_port_in_use_is_one_line(isolated_home: Path) -> None:
    pytest.importorskip("textual_serve", reason="the web extra (textual-serve) is not installed")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run(
            [sys.executable, "-m", "cardtable", "serve", "--port", str(port)],
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "CARDTABLE_HOME": str(isolated_home)},
        )
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.startswith(f"cardtable: cannot listen on 127.0.0.1:{port}: ")
    assert result.stderr.count("\n") == 1


def first_lines(home: Path, *arguments: str, count: int) -> list[str]:
    """The first ``count`` lines ``cardtable serve`` prints, then stop it."""
    pytest.importorskip("textual_serve", reason="the web extra (textual-serve) is not installed")
    env = {**os.environ, "CARDTABLE_HOME": str(home), "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(
        [sys.executable, "-m", "cardtable", "serve", *arguments],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
    )
    assert process.stdout is not None
    try:
        return [process.stdout.readline() for _ in range(count)]
    finally:
        process.terminate()
        assert process.wait(timeout=30) == 0
        process.stdout.close()


def test_another_host_warns_and_prints_the_token_address(isolated_home: Path, free_port: int) -> None:
    warning, address = first_lines(isolated_home, "--host", "0.0.0.0", "--port", str(free_port), count=2)
    assert warning == (
        f"Warning: anyone who can reach port {free_port} on 0.0.0.0 can play and see the saves in "
        "this user folder.\n"
    )
    assert address.startswith(f"cardtable is served at http://{socket.gethostname()}:{free_port}/?token=")


def test_no_token_prints_a_bare_address(isolated_home: Path, free_port: int) -> None:
    (line,) = first_lines(isolated_home, "--no-token", "--port", str(free_port), count=1)
    assert line == f"cardtable is served at http://127.0.0.1:{free_port}/  (Ctrl+C stops)\n"


def test_the_served_page_comes_from_the_running_server(isolated_home: Path, free_port: int) -> None:
    pytest.importorskip("textual_serve", reason="the web extra (textual-serve) is not installed")
    from urllib.error import HTTPError
    from urllib.request import urlopen

    with served(isolated_home, free_port) as address:
        with urlopen(address, timeout=10) as response:
            assert response.status == 200 and b"<title>cardtable" in response.read()
        with pytest.raises(HTTPError) as refused:
            urlopen(address.split("?")[0], timeout=10)
        assert refused.value.code == 403
        refused.value.close()
