"""The wheel carries the card data and the rules: install it elsewhere and validate from another folder."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_wheel_ships_data_and_validates_from_another_directory(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(wheels),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    wheel = next(wheels.glob("cardtable-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    data_files = [n for n in names if n.startswith("cardtable/data/")]
    assert data_files, "the wheel has no card data"
    assert any(n.startswith("cardtable/docs/rules/") and n.endswith(".md") for n in names)
    assert not any(n.startswith("tests/") for n in names)
    assert "cardtable/py.typed" in names, "the wheel does not say it is typed (PEP 561)"

    # A fresh venv that sees our dependencies (through a .pth file) but not our source tree.
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    ours = sysconfig.get_paths()["purelib"]
    Path(site, "deps.pth").write_text(ours + "\n")
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "-q", str(wheel)]
        if _pip_supports_python_flag()
        else [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", site, str(wheel)],
        check=True,
        capture_output=True,
        text=True,
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "CARDTABLE_DATA")}
    result = subprocess.run(
        [
            str(python),
            "-c",
            "import cardtable, sys; from cardtable.cli import main; print(cardtable.__file__, file=sys.stderr); raise SystemExit(main(['validate']))",
        ],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr + result.stdout
    assert str(ROOT) not in result.stderr.splitlines()[0]  # the installed copy ran, not the checkout
    assert "is valid" in result.stdout


def _pip_supports_python_flag() -> bool:
    out = subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True, text=True).stdout
    major = int(out.split()[1].split(".")[0])
    return major >= 22
