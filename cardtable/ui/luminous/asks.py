"""The questions the Luminous screen asks: what to do with a card (target, then payment), which
attack (with its forecast), which blockers (with a live forecast), the orb of the turn, the
mulligan, the trigger order, the damage split, the discard, the piles, the stops and conceding.

:class:`Asking` is a mixin of the screen: every answer becomes an engine action sent with
``act``; the options always come from the engine's legal actions."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from rich.text import Text

from cardtable.engine.actions import Action
from cardtable.games.luminous.presentation import subject
from cardtable.ui.luminous import build, glyphs, inspect, stops
from cardtable.ui.luminous.dialogs import SplitDialog
from cardtable.ui.stops_dialog import choose_stops
from cardtable.ui.widgets.multi_pick_dialog import MultiPickDialog
from cardtable.ui.widgets.pick_dialog import Choice, PickDialog, StableLines, choice_key
from cardtable.ui.widgets.pile_dialog import PileDialog

_key = choice_key
BLOCK_REFUSAL = "Only the defender blocks, in the block/effect step, before passing once."


class Asking:
    """The screen's dialogs (mixed into the screen, which provides the attributes used here)."""

    state: Any
    settings: Any
    app: Any
    viewer: int | None
    zone: str
    _legal: list[Action]
    _asked: tuple[int, int] | None
    _dialogs: int
    match: Any
    _discard_lines: StableLines
    """The discard's lines as it began (its turn and seat), kept so the numbers stay put."""

    if TYPE_CHECKING:  # provided by the screen

        def table(self) -> Any: ...
        def selected(self) -> str | None: ...
        def act(self, action: Any) -> bool: ...
        def notify(self, message: str, **kwargs: Any) -> None: ...
        def _push(self, screen: Any, callback: Any = None) -> None: ...
        def seat_stops(self) -> dict[int, Any]: ...
        def render_state(self) -> None: ...
        def action_show_result(self) -> None: ...

        @property
        def is_attached(self) -> bool: ...

    def _warn(self, message: str, title: str) -> None:
        """Say why a key did nothing: one notice at a time (a new one replaces the last), so
        repeated keys do not stack notices over the inspector on a small terminal."""
        self.app.clear_notifications()
        self.notify(message, title=title, severity="warning", timeout=4)

    def _pick(
        self,
        title: str,
        detail: str | Text,
        actions: list[Action],
        then: Any = None,
        greyed: tuple[str, ...] = (),
        builds_action: bool = True,
    ) -> None:
        """Ask which of ``actions`` (each as the engine's sentence); ``then`` gets the one picked
        (default: pay for it and act). ``greyed``: lines listed first that cannot be taken (their
        reason on their last line), keeping their keys so the others' never shift.
        ``builds_action``: a question of a play being built (False: a decision the table asks)."""
        then = then or self._pay_and_act
        choices = [Choice(f"greyed-{i}", line, _key(i), enabled=False) for i, line in enumerate(greyed)]
        choices += [
            Choice(str(i), self._option_text(action), _key(len(greyed) + i))
            for i, action in enumerate(actions)
        ]

        def chosen(choice: str | None) -> None:
            if choice is not None:
                then(actions[int(choice)])

        self._push(PickDialog(title, detail, choices, builds_action=builds_action), chosen)

    def _option_text(self, action: Action) -> Text:
        """The sentence for ``action`` with whose the target is right after the target's name
        ("Use Mobile Armory on Silgar's Elite (Bo's unit ⚔4 ♥3 · ready) — expend"): at the end of
        the line, after the cost, the note read as the cost's ("expend (Bo's unit ...)")."""
        words = build.describe(self.state, action)
        whose = build.target_note(self.table(), action)
        head, rest = build.around_cost(words, "")
        out = Text(head)
        if whose:
            out.append(f" ({whose})", style="dim")
        out.append(rest)
        if action.KIND in ("play", "activate"):
            note = inspect.payment_note(self.state, action)
            if note.plain:
                out.append("\n   ")
                out.append_text(note)
        return out

    # ----- decisions that are not priority ------------------------------------------------

    def _ask_decision(self, force: bool = False) -> None:
        if not self.is_attached or self.app.screen is not self or self._dialogs:
            return
        table = self.table()
        if not table.my_decision or table.decision_kind in ("priority", ""):
            return
        key = (len(self.state.history), self.viewer if self.viewer is not None else -1)
        if self._asked == key and not force:
            return
        self._asked = key
        kind = table.decision_kind
        legal = list(self._legal)
        if not legal:
            return
        if kind == "mulligan":
            self._ask_mulligan(legal)
        elif kind == "assign":
            self._ask_split(legal)
        elif kind == "order":
            mine = any(side.active and side.deciding for side in table.sides)
            why = "it is your turn" if mine else "the player whose turn it is has none left"
            self._pick(
                "Your triggers: which resolves next?",
                # (playtest25-lum: "you are the active player" was said in the other's turn too)
                f"Triggers that fire together form a batch: yours resolve now ({why}), one at a "
                "time, in the order you choose.",
                legal,
                self.act,
                builds_action=False,
            )
        else:
            self._ask_discard(legal)

    def _ask_discard(self, legal: list[Action]) -> None:
        """Discard down to six, one card a dialog: two copies of a card are one line (play-test:
        "Discard Walk Back" twice), and the lines are the hand the discard began with, a card
        discarded greyed in its place, so the numbers never shift between the dialogs (issue 25
        leftovers: they renumbered after each discard)."""
        once: dict[str, Action] = {}
        for action in legal:
            once.setdefault(build.describe(self.state, action), action)
        table = self.table()
        choices, lines = self._discard_lines.choices(
            (table.turn, self.viewer), {w: w for w in once}, "discarded"
        )
        left = table.to_discard
        detail = (
            f"Your hand is over six cards at the end of your turn: {left} more to discard, one at a "
            "time (a card discarded stays listed, greyed)."
        )

        def chosen(choice: str | None) -> None:
            if choice is not None and lines[int(choice)] in once:
                self.act(once[lines[int(choice)]])

        self._push(PickDialog(f"Discard down to six: {left} to go", detail, choices), chosen)

    def _ask_mulligan(self, legal: list[Action]) -> None:
        from cardtable.games.luminous.actions import Mulligan

        limit = max(len(getattr(a, "cards", ())) for a in legal)
        hand = self.table().hand or ()
        choices = [
            Choice(
                card.iid,
                Text.assemble(
                    (card.name, "bold"), "  ", glyphs.cost(card.essence, card.check), f" · {card.text}"
                ),
                _key(i),
            )
            for i, card in enumerate(hand)
        ]
        first = self.table().first == self.viewer
        detail = (
            f"You {'start' if first else 'play second'}: you may put up to {limit} card"
            f"{'s' if limit != 1 else ''} on the bottom of your deck and draw as many. Pick none to keep."
        )

        def chosen(picks: tuple[str, ...] | None) -> None:
            if picks is None:
                self.notify("Look around as long as you like; d (or the Decide button) asks again.")
                return
            self.act(Mulligan(picks))

        self._push(
            MultiPickDialog(
                "Your opening hand: mulligan?",
                detail,
                choices,
                limit=limit,
                confirm_words=lambda picks: (
                    f"put {len(picks)} back and draw {len(picks)}" if picks else "keep this hand"
                ),
            ),
            chosen,
        )

    def _ask_split(self, legal: list[Action]) -> None:
        table = self.table()
        split, face = table.split, table.combat
        if split is None:
            return
        keywords = split.keywords
        extras = [k.capitalize() for k in ("lunge", "overwhelm") if k in keywords]
        detail = Text.assemble(
            (split.attacker_name, "bold"),
            f" deals {split.power} damage, split as you choose among its blockers"
            + (f" ({', '.join(extras)})" if extras else "")
            + ". Their damage to it is dealt at the same time"
            + (", except Lunge strikes first." if "lunge" in keywords else "."),
        )
        by_split = {option.split: option for option in split.options}

        def chosen(picked: tuple[int, ...] | None) -> None:
            if picked is None:
                self.notify("Look around as long as you like; d (or the Decide button) asks again.")
                return
            option = by_split.get(tuple(picked))
            if option is not None:
                self.act(option.action)

        def preview(picked: tuple[int, ...]) -> str:
            option = by_split.get(tuple(picked))
            if option is None or option.plan is None or face is None:
                return ""
            return build.damage_lines(dataclasses.replace(face, plan=option.plan))[-1]

        self._push(
            SplitDialog(
                "Split the attacker's damage",
                detail,
                split.power,
                list(split.blockers),
                split.suggested,
                overwhelm="overwhelm" in keywords,
                preview=preview,
            ),
            chosen,
        )

    # ----- paying -------------------------------------------------------------------------

    def _pay_and_act(self, action: Action) -> None:
        """Send ``action``, paid the careful way; only when payments lead to different outcomes
        (some other card or ability stays payable one way and not the other), first show which
        orbs and Blooms each way spends and which orb satisfies the check (the suggestion first).
        Payments that come to the same are settled silently."""
        from cardtable.games.luminous.api import payment_options

        options = payment_options(self.state, action)
        if len(options) <= 1:
            pay = options[0].pay if options and not getattr(action, "pay", ()) else None
            self.act(dataclasses.replace(action, pay=pay) if pay is not None else action)  # type: ignore[call-arg]
            return
        from cardtable.games.luminous.api import still_payable

        choices = []
        for index, option in enumerate(options):
            label = inspect.payment_words(self.state, option)
            if index == 0:
                label.append("  (suggested)", style="italic dim")
            kept = still_payable(self.state, action, option)
            label.append(f"\n   then payable: {', '.join(kept) if kept else 'no other card'}", style="dim")
            choices.append(Choice(str(index), label, _key(index)))

        def chosen(choice: str | None) -> None:
            if choice is not None:
                self.act(dataclasses.replace(action, pay=options[int(choice)].pay))  # type: ignore[call-arg]

        self._push(
            PickDialog(
                f"{build.describe(self.state, action)}: pay how?",
                "These payments leave different cards payable afterwards. Ready orbs expend for one "
                "essence; a Luminous Bloom is sacrificed for one. The orb check needs an orb of its "
                "colour in play that this payment does not use (expended is fine).",
                choices,
                builds_action=True,
            ),
            chosen,
        )

    # ----- priority actions ---------------------------------------------------------------

    def use_card(self, table: Any, chosen: str) -> None:
        """Play or use the chosen card (asking the target, then the payment), or say why not."""
        actions = build.uses(self._legal, chosen)
        if not actions:
            if any(a.KIND == "attack" and subject(a) == chosen for a in self._legal):
                self.action_attack()
                return
            self._warn(build.why_not(table, self.viewer, chosen), "Not now")
            return
        name = build.describe(self.state, actions[0]).split(" on ")[0].split(" — ")[0]
        own = build.own_lone_target(self.state, self.table(), actions)
        if own:  # a lone target of one's own is never taken silently (playtest16)
            self._pick(own, "Esc keeps it.", actions)
            return
        if len(actions) == 1:
            self._pay_and_act(actions[0])
            return
        actions = build.foe_first(self.table(), actions)
        self._pick(f"{name}: which?", "Choose the target (each line says what it costs).", actions)

    def action_attack(self) -> None:
        """Attack: with the unit under the cursor, else first ask which unit (every unit of
        yours listed, those that cannot attack greyed with the reason), then at what."""
        attacks = build.of_kind(self._legal, "attack")
        if not attacks:
            self._warn(self._why_no_attack(), "No attack")
            return
        chosen = self.selected()
        mine = [a for a in attacks if subject(a) == chosen]
        table = self.table()
        side = next(side for side in table.sides if side.seat == self.viewer)
        # With more than one unit the question is asked even when one alone can attack: keys typed
        # ahead ("a 3 1") then meet the unit question they were typed for, never the targets
        # (playtest23-lum M1 T29: the 3 took target 3, a relic, instead of the Favored).
        if mine or len(side.units) == 1:
            self._attack_targets(mine or attacks)
            return
        choices = []
        for index, unit in enumerate(side.units):
            targets = sum(1 for a in attacks if subject(a) == unit.iid)
            label = Text(
                f"{unit.label or unit.name}  ⚔{unit.attack} ♥{unit.health - unit.damage}", style="bold"
            )
            if targets:
                label.append(f"  {targets} target{'s' if targets > 1 else ''}", style="dim")
            else:
                label.append(f"  ({build.unit_rest_reason(unit)})", style="dim")
            choices.append(Choice(unit.iid, label, _key(index), enabled=bool(targets)))

        def picked(choice: str | None) -> None:
            if choice is not None:
                self._attack_targets([a for a in attacks if subject(a) == choice])

        self._push(
            PickDialog(
                "Attack with which unit?",
                "Then choose what it attacks, with what each way of blocking would lead to. "
                "Tip: put the cursor on a unit and press a to skip this question.",
                choices,
                builds_action=True,
            ),
            picked,
        )

    def _attack_targets(self, attacks: list[Action]) -> None:
        """The attack dialog for ``attacks`` (one unit's, or the only attacker's): each target
        with the forecast of not blocking and of each way of blocking."""
        choices = []
        for index, action in enumerate(attacks):
            label = Text(build.describe(self.state, action), style="bold")
            whose = build.target_note(self.table(), action)
            if whose:
                label.append(f" ({whose})", style="dim")
            lines = inspect.attack_forecast_lines(
                self.state, self.table(), getattr(action, "unit", ""), getattr(action, "target", "favored")
            )
            for line in lines[:4]:
                label.append("\n   ")
                label.append_text(line)
            choices.append(Choice(str(index), label, _key(index)))

        def picked(choice: str | None) -> None:
            if choice is not None:
                self.act(attacks[int(choice)])

        attacker = subject(attacks[0])
        units = [u for side in self.table().sides for u in side.units if u.iid == attacker]
        title = f"Attack with {units[0].label or units[0].name}: at what?" if units else "Attack: at what?"
        self._push(
            PickDialog(
                title,  # the unit is chosen by now (playtest23-lum: "which unit" after it was)
                "Attacking expends the unit and starts a Combat Phase. Under each attack: what not "
                "blocking and each way of blocking (best for the defender first) lead to if nobody "
                "plays anything else; the inspector lists more." + build.barrier_note(self.table(), attacks),
                choices,
                builds_action=True,
            ),
            picked,
        )

    def _why_no_orb(self) -> str:
        mine = [side for side in self.table().sides if side.seat == self.viewer]
        if mine and mine[0].orb_played and mine[0].active:
            return "You have already played an orb this turn."
        return "Orbs are played once per turn by the active player in their Main phase."

    def act_refusal(self, action: str, table: Any) -> str:
        """Why a table key does nothing while the viewer holds priority, in Luminous's words
        (the shared refusal toast, ``ui/table/refused.py``; table25m left Luminous the generic one)."""
        if action in ("attack", "attack_then_pass"):
            return self._why_no_attack()
        if action == "block":
            return BLOCK_REFUSAL
        if action == "orb":
            return self._why_no_orb()
        if action == "use_then_pass":
            return "P plays the card under the cursor, then passes: choose a card you can play now."
        return "That is not possible at this moment."

    def _why_no_attack(self) -> str:
        table = self.table()
        if self.viewer is None:
            return "Nobody is at the keyboard."
        if not any(side.active and side.seat == self.viewer for side in table.sides):
            return "Only the active player attacks, in their own Main phase."
        if table.combat is not None:
            return "One combat at a time: finish this Combat Phase first (Space passes)."
        mine = next(side for side in table.sides if side.seat == self.viewer)
        if not mine.units:  # not "no unit of yours can" when there is none (playtest22-lum)
            return "You have no units in play to attack with."
        return "No unit of yours can attack now (expended, or arrived this turn without Dash)."

    def action_block(self) -> None:
        blocks = build.of_kind(self._legal, "block")
        if not blocks:
            self._warn(BLOCK_REFUSAL, "No block")
            return
        eligible: list[str] = []
        for action in blocks:
            for unit in getattr(action, "units", ()):
                if unit not in eligible:
                    eligible.append(unit)
        table = self.table()
        units = {unit.iid: unit for side in table.sides for unit in side.units}
        choices = []
        for index, iid in enumerate(eligible):
            unit = units[iid]
            label = f"{unit.label or unit.name}  ⚔{unit.attack} ♥{unit.health - unit.damage}"
            choices.append(Choice(iid, label, _key(index)))
        combat = table.combat
        detail = ""
        if combat is not None:
            detail = (
                f"{combat.attacker_name} (⚔{combat.attack}) attacks {combat.target_name}. Block with any "
                "number of ready units: blocking expends them. Passing before you block gives up blocking."
            )

        best = inspect.best_block(self.state, eligible)

        def chosen(picks: tuple[str, ...] | None) -> None:
            if picks:
                from cardtable.games.luminous.actions import Block

                self.act(Block(picks))

        self._push(
            MultiPickDialog(
                "Block with which units?",
                detail,
                choices,
                note=lambda picks: inspect.block_note(self.state, self.table(), picks, best),
                confirm_words=lambda picks: f"block with {len(picks)}",
                allow_none=False,
            ),
            chosen,
        )

    def action_orb(self) -> None:
        if self.match.state.is_over:  # the board says "o shows the result" once the match is over
            self.action_show_result()
            return
        options = build.of_kind(self._legal, "orb", "bloom", "pivot")
        if not options:
            self._warn(self._why_no_orb(), "No orb")
            return
        seen: set[str] = set()
        distinct = []
        for action in options:  # one Pivot per colour pair: which orb of a colour goes is all the same
            words = build.describe(self.state, action)
            if words not in seen:
                seen.add(words)
                distinct.append(action)
        title = "Play an orb (does not pass priority)"
        detail = (
            "Once per turn. After six basic orbs: a Luminous Bloom, or a Pivot (a ready orb goes back "
            "to the pile and another colour comes in)."
        )
        # With no Bloom left the Bloom keeps its line and its key, greyed with the engine's reason:
        # the Pivots' numbers never shift under a habitual "o 1" (playtest23-lum M1 T24).
        refusal = self.table().bloom_refusal
        greyed = (f"Play a Luminous Bloom\n   not now: {refusal}",) if refusal else ()
        self._pick(title, detail, distinct, self.act, greyed)

    # ----- viewers and settings -----------------------------------------------------------

    def action_piles(self) -> None:
        me = self.viewer if self.viewer is not None else 0
        sides = {side.seat: side for side in self.table().sides}
        choices: list[Choice] = []
        for seat in (me, 1 - me):
            side = sides[seat]
            for pile, count in (("discard", side.discard), ("void", side.void)):
                label = f"{side.name}'s {'discard pile' if pile == 'discard' else 'Void'} ({count})"
                choices.append(Choice(f"{pile}-{seat}", label, _key(len(choices))))
        self._push(
            PickDialog("Which pile?", "Discard piles and Voids are public: anyone may look.", choices),
            lambda choice: self.open_pile(choice) if choice else None,
        )

    def open_pile(self, key: str) -> None:
        pile, _, seat = key.partition("-")
        title, lines = build.pile_lines(self.state, int(seat), pile)
        self._push(PileDialog(title, [Text(line) for line in lines]))

    def action_stops(self) -> None:
        """How the seat at the keys is asked, and its stops (its own, remembered for its name)."""
        seat = self.viewer
        if seat is None:
            self.notify("The stops belong to a seat: set them when it is your turn to act.")
            return
        choose_stops(
            self,
            game_id=self.match.info.id,
            name=self.state.players[seat],
            current=self.seat_stops()[seat],
            windows=stops.WINDOWS,
            stops_help="At a stop you are asked whenever you hold priority, whatever your hand. "
            "Elsewhere the game passes for you (so nobody learns anything from it).",
            stops_when_answering=False,
            suggested=stops.parse(stops.DEFAULT_STOPS),
            done=lambda _choice: self.render_state(),
        )
