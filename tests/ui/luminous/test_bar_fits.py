"""The bar's prompt at 80x24 (issue 25, "Readable at 80x24": never cut mid-word): hints that do
not fit are left out whole (seen in play: "a: attack · Spac…")."""

from __future__ import annotations

from rich.text import Text

from cardtable.ui.luminous.scenes import midgame
from cardtable.ui.luminous.widgets import fit_parts
from tests.ui.luminous.helpers import lum_app, opened


def test_parts_that_do_not_fit_are_left_out_whole() -> None:
    text = Text("Ana holds priority · pass: Main phase ends · Enter: play/use · a: attack · Space: pass")
    assert fit_parts(text, 60).plain == "Ana holds priority · pass: Main phase ends · Enter: play/use"
    assert fit_parts(text, 200).plain == text.plain
    assert fit_parts(Text("one long part without separators"), 10).plain == "one long part without separators"


async def test_the_bar_prompt_at_80x24_ends_with_a_whole_hint() -> None:
    app = lum_app(start=midgame())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        bar = screen.query_one("#bar")
        prompt = "".join(segment.text for segment in bar.rows(80, 2)[1]).rstrip()  # type: ignore[attr-defined]
        assert "…" not in prompt, prompt
        assert prompt.startswith(" Ana holds priority"), prompt
        last = prompt.rsplit(" · ", 1)[-1]
        assert last in ("Enter: play/use", "o: orb", "a: attack", "Space: pass") or last.startswith(
            "pass:"
        ), prompt
