"""The contract every game implements, and the checks ``apply`` runs for all of them.

A game is a state, the seats that must act now, the legal actions of a seat, ``apply``, a per-seat
view and a result. Subclasses write the rules (``_setup``, ``to_act``, ``prompt``, ``_perform``,
``view``, ``result``, ``status``); this class makes ``apply`` safe: it refuses anything that is not
in the seat's prompt before a single field changes, so the rules handlers never re-check legality.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from engine.core import rng
from engine.core.actions import Action, Prompt
from engine.core.errors import GameOverError, IllegalActionError, NotYourTurnError, SetupError
from engine.core.log import LogEntry
from engine.core.state import GameState

S = TypeVar("S", bound=GameState)
View = dict[str, Any]


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A game option chosen at setup, e.g. ``OptionSpec("nelson", ("off", "on"), "off", "...")``."""

    key: str
    choices: tuple[str, ...]
    default: str
    help: str


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended. ``winners`` is empty when nobody won; a draw lists no winners."""

    winners: tuple[str, ...]
    summary: str
    draw: bool = False
    scores: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Provenance:
    """Where a component value came from: ``rulebook §x``, ``public source: ...`` or ``reconstructed: why``."""

    item: str
    value: str
    source: str

    @property
    def reconstructed(self) -> bool:
        return self.source.startswith("reconstructed")


class Game(ABC, Generic[S]):
    """One game title. Instances hold no per-game data: every call takes the state it works on."""

    key: ClassVar[str]
    title: ClassVar[str]
    blurb: ClassVar[str]
    hidden_information: ClassVar[bool] = False
    state_type: ClassVar[type[GameState]]
    scenarios: ClassVar[dict[str, str]]  # key -> one-line description; the first is the default
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()

    # --- set-up -------------------------------------------------------------------------------

    @abstractmethod
    def seats(self, options: Mapping[str, str]) -> tuple[str, ...]:
        """The seats a game with these (resolved) options has, in seating order."""

    def seat_label(self, seat: str) -> str:
        """How a seat is named to players."""
        return seat.replace("_", " ").title()

    def resolve_options(self, options: Mapping[str, str] | None) -> dict[str, str]:
        """Fill in defaults and refuse unknown keys or values."""
        given = dict(options or {})
        specs = {spec.key: spec for spec in self.option_specs}
        for key, value in given.items():
            spec = specs.get(key)
            if spec is None:
                known = ", ".join(specs) or "none"
                raise SetupError(f"{self.title} has no option {key!r} (options: {known})")
            if value not in spec.choices:
                raise SetupError(f"option {key} must be one of {', '.join(spec.choices)}, not {value!r}")
        return {key: given.get(key, spec.default) for key, spec in specs.items()}

    def setup(self, seed: int, scenario: str | None = None, options: Mapping[str, str] | None = None) -> S:
        """A new game: the seed fixes every die and shuffle that follows."""
        scenario = scenario or next(iter(self.scenarios))
        if scenario not in self.scenarios:
            raise SetupError(
                f"{self.title} has no scenario {scenario!r} (scenarios: {', '.join(self.scenarios)})"
            )
        resolved = self.resolve_options(options)
        base: dict[str, Any] = {
            "game": self.key,
            "scenario": scenario,
            "options": resolved,
            "seats": list(self.seats(resolved)),
            "seed": seed,
            "rng": rng.seed_state(seed),
        }
        state = self._setup(base)
        _flush_dice(state)
        return state

    @abstractmethod
    def _setup(self, base: dict[str, Any]) -> S:
        """Build the opening state from the shared fields in ``base`` (``scenario``, ``options``, ...)."""

    # --- play ---------------------------------------------------------------------------------

    @abstractmethod
    def to_act(self, state: S) -> list[str]:
        """The seats that must act now (empty once the game is over)."""

    @abstractmethod
    def prompt(self, state: S, seat: str) -> Prompt:
        """What ``seat`` is asked now, with its legal actions (none when it is not its turn)."""

    def legal_actions(self, state: S, seat: str) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        return self.prompt(state, seat).actions

    def apply(self, state: S, seat: str, action: Action) -> list[LogEntry]:
        """Carry out ``action`` for ``seat`` and return the log entries it wrote.

        Raises a ``RulesError`` and leaves the state untouched when the game is over, the seat may
        not act, or the action is not one of its legal actions.
        """
        if self.result(state) is not None:
            raise GameOverError("this game is over")
        acting = self.to_act(state)
        if seat not in acting:
            raise NotYourTurnError(self._not_your_turn(state, seat, acting))
        prompt = self.prompt(state, seat)
        chosen = next((a for a in prompt.actions if a == action), None)
        if chosen is None:
            raise IllegalActionError(f"{action.notation()!r} is not possible now. {prompt.text}")
        rng_before, script_before = state.rng, len(state.script)
        state.log = []
        state.revealed = False
        self._perform(state, seat, chosen)
        _flush_dice(state)
        state.step += 1
        state.undoable = (
            state.rng == rng_before
            and len(state.script) == script_before
            and not state.revealed
            and self.to_act(state) == [seat]
        )
        return list(state.log)

    def _not_your_turn(self, state: S, seat: str, acting: list[str]) -> str:
        if seat not in state.seats:
            return f"there is no seat {seat!r} in this game"
        names = ", ".join(self.seat_label(s) for s in acting) or "nobody"
        return f"it is not {self.seat_label(seat)}'s turn: waiting for {names}"

    @abstractmethod
    def _perform(self, state: S, seat: str, action: Action) -> None:
        """Carry out a legal action (already checked against the prompt; never raises RulesError)."""

    # --- what players see ---------------------------------------------------------------------

    @abstractmethod
    def view(self, state: S, seat: str | None) -> View:
        """What ``seat`` may see (``None``: the public channel). Hidden things are absent, not masked."""

    @abstractmethod
    def status(self, state: S) -> str:
        """One line saying where the game stands, e.g. ``"Turn 3, activity phase: Prussia to act"``."""

    @abstractmethod
    def result(self, state: S) -> Result | None:
        """How the game ended, or None while it goes on."""

    def invariant_violations(self, state: S) -> list[str]:
        """Broken invariants of this state, in words (self-play and tests check this after every step)."""
        return []

    def determinize(self, state: S, seat: str | None, seed: int) -> S:
        """A state that agrees with all ``seat`` can see and re-draws the rest from ``seed``.

        Games without hidden information return a copy; hidden-information games override this.
        """
        if self.hidden_information:
            raise NotImplementedError(f"{self.key} has hidden information and must implement determinize")
        return self.clone(state)

    # --- reference for players (/rules) -------------------------------------------------------

    def help_topics(self) -> dict[str, str]:
        """Rules summaries in our own words, by topic."""
        return {}

    def provenance(self) -> list[Provenance]:
        """Every component value and where it came from; players can list the reconstructed ones."""
        return []

    # --- state handling -----------------------------------------------------------------------

    def load(self, data: Mapping[str, Any]) -> S:
        """A state from its dict form (as stored)."""
        return self.state_type.from_dict(dict(data))  # type: ignore[return-value]

    def clone(self, state: S) -> S:
        """An independent copy (through JSON, so it also proves the state is plain data)."""
        return self.state_type.from_json(state.to_json())  # type: ignore[return-value]

    def replay(
        self,
        seed: int,
        scenario: str | None,
        options: Mapping[str, str] | None,
        actions: Iterable[tuple[str, Action]],
    ) -> S:
        """Rebuild a game from its seed and action list."""
        state = self.setup(seed, scenario, options)
        for seat, action in actions:
            self.apply(state, seat, action)
        return state


def log(state: GameState, text: str, to: str | None = None) -> None:
    """Write a log entry; the dice rolled since the previous entry are shown with it."""
    state.log.append({"text": text, "dice": state.dice, "to": to})
    state.dice = []


def _flush_dice(state: GameState) -> None:
    if state.dice:
        log(state, "Dice rolled")
