"""The contract every game implements, and the checks ``apply`` runs for all of them.

A game is a state, the seats that must act now, the legal actions of a seat, ``apply``, a per-seat
view and a result. Every game runs on the one turn machine (``flow.Machine``): the state's frame
stack says who is asked what. Subclasses write the rules (``_setup``, the frames, ``view``,
``status``); this class makes ``apply`` safe: it refuses anything that is not in the seat's prompt
before a single field changes, so the frames never re-check legality. It also tells a client what
an action did to the pace of play (``Step``) and whether it may be taken back (``UndoPolicy``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final, Generic, TypeVar

from engine.core import rng
from engine.core.actions import Action, ActionKind, Prompt
from engine.core.errors import GameOverError, IllegalActionError, NotYourTurnError, RulesError, SetupError
from engine.core.flow import Frame, Machine
from engine.core.log import LogEntry, is_visible, log
from engine.core.messages import Json, Msg, Ref
from engine.core.state import GameState, Result, UndoPolicy
from engine.core.windows import seat_ref

if TYPE_CHECKING:
    from engine.core.agent import Scripted

S = TypeVar("S", bound=GameState)
# plain names for a hot path, as every ``apply`` picks one (engine/README.md, "Enum members on a hot path")
FREE, CONSENT, NEVER = UndoPolicy.FREE, UndoPolicy.CONSENT, UndoPolicy.NEVER
V = TypeVar("V", bound=Mapping[str, object])


class GameNotOverError(RulesError):
    """The view with nothing hidden was asked for while the game goes on."""


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A game option chosen at setup, e.g. ``OptionSpec("nelson", ("off", "on"), "off")``.

    Its words are in the game's catalog: ``{game}-option-{key}`` describes it and
    ``{game}-option-{key}-{choice}`` names each choice.
    """

    key: str
    choices: tuple[str, ...]
    default: str


@dataclass(frozen=True, slots=True)
class Provenance:
    """Where a component value came from, for players: ``reconstructed`` marks our own reconstruction."""

    item: Msg  # what the value is ("Movement allowance of Ney's corps")
    value: Msg  # the value itself, in words
    source: Msg  # "rulebook §x", "rulebook example §y" or "reconstructed: why"
    reconstructed: bool


@dataclass(slots=True)
class Step:
    """What one ``apply`` did, for a client pacing play.

    ``handoff`` is true when the seats to act changed or the rules closed a stretch of play
    (a checkpoint): the moment to tell the table. ``public_changed`` says whether the public view
    changed (a new board is worth showing); it is computed only when ``apply`` was asked to observe.
    Its fields are ``Final`` (one is made per ``apply``; a frozen dataclass's ``__init__`` would
    set each through ``object.__setattr__``, as ``Action`` explains).
    """

    entries: Final[list[LogEntry]]
    to_act: Final[tuple[str, ...]]
    handoff: Final[bool]
    public_changed: Final[bool]
    undo: Final[UndoPolicy]


class Game(ABC, Generic[S, V]):
    """One game title. Instances hold no per-game data: every call takes the state it works on."""

    key: ClassVar[str]
    # Two different things a game may hide. ``hidden_information``: the state holds facts some seat
    # cannot see (a hand, a face-down block, a cup's order, even one hidden from everyone), so a
    # search must ``determinize`` it. ``private_views``: a seat may see what the others may not,
    # so its view, its prompts and the lines written for it reach its player alone (by DM in
    # Discord). A solitaire's cups are the first without the second: nothing is secret from the
    # player that is not secret from everyone, and its prompts belong in the channel.
    hidden_information: ClassVar[bool] = False
    private_views: ClassVar[bool] = False
    state_type: ClassVar[type[GameState]]
    machine: ClassVar[Machine]  # type: ignore[type-arg]
    scenarios: ClassVar[tuple[str, ...]]  # the first is the default; names: ``{game}-scenario-{key}``
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    window_kinds: ClassVar[
        tuple[str, ...]
    ] = ()  # reaction windows (``Prompt.window``): ``{game}-window-{kind}``

    # --- names (the catalogs hold the words) --------------------------------------------------

    @property
    def title(self) -> Msg:
        return Msg(f"{self.key}-title")

    @property
    def blurb(self) -> Msg:
        return Msg(f"{self.key}-blurb")

    def seat_ref(self, seat: str) -> Ref:
        """A seat as a message argument."""
        return seat_ref(self.key, seat)

    def side(self, seat: str) -> str:
        """The side ``seat`` plays for: the seats of one side share what they see and concede
        together. Each seat is a side of its own unless the game says otherwise."""
        return seat

    def scenario_ref(self, scenario: str) -> Ref:
        return Ref(f"{self.key}-scenario", scenario)

    # --- set-up -------------------------------------------------------------------------------

    @abstractmethod
    def seats(self, options: Mapping[str, str]) -> tuple[str, ...]:
        """The seats a game with these (resolved) options has, in seating order."""

    def resolve_options(self, options: Mapping[str, str] | None) -> dict[str, str]:
        """Fill in defaults and refuse unknown keys or values."""
        given = dict(options or {})
        specs = {spec.key: spec for spec in self.option_specs}
        for key, value in given.items():
            spec = specs.get(key)
            if spec is None:
                raise SetupError(Msg("core-error-no-option", game=self.title, option=key[:40]))
            if value not in spec.choices:
                raise SetupError(
                    Msg(
                        "core-error-option-value",
                        option=key,
                        value=value[:40],
                        choices=tuple(spec.choices),
                    )
                )
        return {key: given.get(key, spec.default) for key, spec in specs.items()}

    def check_scenario(self, scenario: str | None) -> str:
        """The scenario key (the default when None); raises SetupError for an unknown one."""
        scenario = scenario or self.scenarios[0]
        if scenario not in self.scenarios:
            raise SetupError(Msg("core-error-no-scenario", game=self.title, scenario=scenario[:40]))
        return scenario

    def setup(self, seed: int, scenario: str | None = None, options: Mapping[str, str] | None = None) -> S:
        """A new game: the seed fixes every die and shuffle that follows."""
        scenario = self.check_scenario(scenario)
        resolved = self.resolve_options(options)
        base: dict[str, Json] = {
            "game": self.key,
            "scenario": scenario,
            "options": dict(resolved),
            "seats": list(self.seats(resolved)),
            "seed": seed,
            "rng": rng.seed_state(seed),
        }
        state = self._setup(base)
        self.machine.advance(state)
        _flush_dice(state)
        return state

    @abstractmethod
    def _setup(self, base: dict[str, Json]) -> S:
        """The opening state from the shared fields in ``base``, with its first frame pushed."""

    # --- play ---------------------------------------------------------------------------------

    # to_act (``Machine.to_act`` written out), prompt, legal_actions and apply read the top frame's
    # ``who`` in place: a search asks them at every step, and a call costs as much as the reading.
    # (Every game's state has its frame stack, ``flow.Stateful``, which ``GameState`` does not name.)
    def to_act(self, state: S) -> list[str]:
        """The seats that must act now (empty once the game is over): those the top frame waits for."""
        frames: list[Frame[Any]] = state.frames  # type: ignore[attr-defined]  # (above)
        if state.result is not None or not frames:
            return []
        return list(frames[-1].who)

    def prompt(self, state: S, seat: str) -> Prompt:
        """What ``seat`` is asked now, with its legal actions (none when it is not its turn)."""
        frames: list[Frame[Any]] = state.frames  # type: ignore[attr-defined]  # (above)
        if state.result is not None or not frames or seat not in frames[-1].who:
            return Prompt("core-waiting", Msg("core-prompt-waiting", status=self.status(state)))
        return self.machine.prompt(state, seat)

    def legal_actions(self, state: S, seat: str) -> list[Action]:
        frames: list[Frame[Any]] = state.frames  # type: ignore[attr-defined]  # (above)
        if state.result is not None or not frames or seat not in frames[-1].who:
            return []
        return self.machine.prompt(state, seat).actions

    def apply(
        self,
        state: S,
        seat: str,
        action: Action,
        *,
        observe: bool = True,
        legal: bool = False,
        stored: bool = False,
    ) -> Step:
        """Carry out ``action`` for ``seat``; returns what it wrote and did to the pace of play.

        Raises a ``RulesError`` and leaves the state untouched when the game is over, the seat may
        not act, or the action is not one of its legal actions. For search, which checks legality
        once per step: ``observe=False`` skips the comparison of public views before and after, and
        ``legal=True`` says the action was taken from ``legal_actions(state, seat)`` of this very
        state, so the prompt is not built a second time (like python-chess's ``push``, nothing is
        checked then: never pass it for an action a person chose). ``stored=True`` replays an action
        a stored game holds: a verb an earlier release offered for the question (``Prompt.former``)
        is carried out too.
        """
        machine, frames = self.machine, state.frames  # type: ignore[attr-defined]  # (above to_act)
        acting = tuple(frames[-1].who) if state.result is None and frames else ()
        chosen = action if legal else self._check(state, seat, action, acting, stored=stored)
        before = self.public_fingerprint(state) if observe else ""
        rng_before, script_before = state.rng, len(state.script)
        state.log = []
        state.revealed = state.disclosed = state.checkpoint = False
        after = machine.answer(state, seat, chosen)
        if state.dice:
            _flush_dice(state)
        state.step += 1
        chance = state.rng != rng_before or len(state.script) != script_before
        state.undo = undo = self._undo_policy(state, seat, chance, after)
        return Step(
            state.log.copy() if state.log else [],
            after,
            after != acting or state.checkpoint,
            observe and self.public_fingerprint(state) != before,
            undo,
        )

    def offered(self, state: S, seat: str, action: Action) -> Action:
        """The prompt's own copy of ``action``, with its label and public form; a RulesError when
        ``seat`` may not take it now."""
        return self._check(state, seat, action, tuple(self.to_act(state)))

    def _check(
        self, state: S, seat: str, action: Action, acting: tuple[str, ...], *, stored: bool = False
    ) -> Action:
        """The prompt's own copy of ``action``; a RulesError when it may not be taken now."""
        if state.result is not None:
            raise GameOverError(Msg("core-error-game-over"))
        if seat not in acting:
            raise NotYourTurnError(self._not_your_turn(state, seat, acting))
        prompt = self.machine.prompt(state, seat)
        chosen = next((a for a in prompt.actions if a == action), None)
        if chosen is None and stored and action.verb in prompt.former:
            return action
        if chosen is None:
            raise IllegalActionError(
                Msg("core-error-illegal", action=action.notation()[:60], asked=prompt.text)
            )
        return chosen

    def _undo_policy(self, state: S, seat: str, chance: bool, after: tuple[str, ...]) -> UndoPolicy:
        """Nothing drawn, rolled or revealed comes back without the others' consent; solitaire: never."""
        solitaire = len(state.seats) == 1
        if chance or state.revealed or state.disclosed:
            return NEVER if solitaire else CONSENT
        if after == (seat,) or solitaire:
            return FREE
        return CONSENT

    def _not_your_turn(self, state: S, seat: str, acting: tuple[str, ...]) -> Msg:
        if seat not in state.seats:
            return Msg("core-error-no-seat", seat=seat[:40])
        return Msg(
            "core-error-not-your-turn",
            seat=self.seat_ref(seat),
            waiting=tuple(self.seat_ref(s) for s in acting),
        )

    # --- what players see ---------------------------------------------------------------------

    @abstractmethod
    def view(self, state: S, seat: str | None) -> V:
        """What ``seat`` may see (``None``: the public channel). Hidden things are absent, not masked."""

    def final_view(self, state: S) -> V:
        """The view with nothing hidden, once the game has a result (``GameNotOverError`` before).

        A view of the same type as ``view``, public (``seat`` None), every seat's private parts
        filled in (hidden-information games override ``_final_view``: each seat's own parts under
        ``seats``, every piece named); without hidden information it is the public view.
        """
        if state.result is None:
            raise GameNotOverError(Msg("core-error-not-over"))
        return self._final_view(state)

    def _final_view(self, state: S) -> V:
        return self.view(state, None)

    @abstractmethod
    def status(self, state: S) -> Msg:
        """One line saying where the game stands and who is asked what (never a secret)."""

    def result(self, state: S) -> Result | None:
        """How the game ended, or None while it goes on."""
        return state.result

    def turn(self, state: S) -> int:
        """The number of the turn (or round) being played, as every seat sees it: 0 before the first
        and for a game that does not number its turns. It never goes down."""
        return 0

    def public_fingerprint(self, state: S) -> str:
        """A digest of the public view, the log aside (whether ``apply`` changed what all can see)."""
        view = {k: v for k, v in self.view(state, None).items() if k != "log"}
        return repr(view)

    def invariant_violations(self, state: S) -> list[str]:
        """Broken invariants of this state, for developers (self-play and tests check this)."""
        return []

    def determinize(self, state: S, seat: str | None, seed: int) -> S:
        """A state that agrees with all ``seat`` can see and re-draws the rest from ``seed``.

        The future is re-drawn too, for every game: the copy's generator is re-seeded from ``seed``
        and its scripted dice are dropped, so a search never foresees a die or a shuffle; and the
        log entries of the last action that ``seat`` may not read are left out. What ``seat`` cannot
        see of the present is re-drawn by the game's ``_redraw`` (hidden-information games override
        it). Two states ``seat`` cannot tell apart give the same state for the same ``seed``.
        """
        if self.hidden_information and type(self)._redraw is Game._redraw:
            raise NotImplementedError(f"{self.key} has hidden information and must implement _redraw")
        other = self.clone(state)
        self._redraw(other, seat, rng.Rng(seed))
        other.log = [entry for entry in other.log if is_visible(entry, seat)]
        rng.reseed(other, seed)
        return other

    def _redraw(self, state: S, seat: str | None, pick: rng.Rng) -> None:
        """Deal anew, in place and with ``pick``, everything of the present ``seat`` cannot see
        (hidden hands, deck orders, hidden identities), whatever it was: the result depends only on
        what ``seat`` can see and on ``pick``. Nothing to do without hidden information."""

    # --- hints for search (``engine.core.search``): cheap, and reading only the state given ---------

    # The playout steps past the action compared before ``estimate`` scores a playout, for a game
    # whose estimate needs a longer horizon; None: the levels' own (``engine.core.levels.DEPTH``).
    playout_depth: ClassVar[int | None] = None
    # How far the levels trust the game's scripted players when they compare its choice with others
    # by paired playouts: the standard errors by which another action must beat it, and how many
    # actions at random are compared with it; None: the levels' own (``engine.core.levels.SECURE``,
    # ``OTHERS``). A game whose scripted player leaves more on the table trusts it less.
    search_secure: ClassVar[float | None] = None
    search_others: ClassVar[int | None] = None

    def estimate(self, state: S, seat: str) -> float | None:
        """How good the position is for ``seat``'s side, from 0 (lost) to 1 (won), for a playout
        cut short; None when the game gives no estimate (playouts then run to the end)."""
        return None

    def playout_action(self, state: S, seat: str, actions: list[Action], pick: rng.Rng) -> Action:
        """The action a playout takes for ``seat``: any, uniformly, but not one that steps back in a
        composition while another is offered. Games may guide playouts with a cheap rule of thumb."""
        forward = [a for a in actions if a.kind is not ActionKind.BACK] or actions
        return forward[pick.below(len(forward))]

    def scripted(self, seat: str) -> Mapping[str, Scripted]:
        """The game's scripted players for ``seat``, by name, the strongest first: the ``easy`` AI
        and the guide of the search's playouts (``engine.core.levels``). None by default."""
        return {}

    def perturbations(self, state: S, seat: str | None, seed: int) -> list[S]:
        """States differing from ``state`` only in what ``seat`` cannot see, each by one small change
        (two hidden units swapped, a card exchanged between a hidden hand and the deck...), for the
        conformance suite's non-interference check. Hidden-information games override this."""
        return []

    # --- reference for players (/rules) -------------------------------------------------------

    def help_topics(self) -> tuple[str, ...]:
        """Topic keys; the catalog entry ``{game}-help-{topic}`` holds each text (``.title`` its title)."""
        return ()

    def provenance(self) -> list[Provenance]:
        """Every component value and where it came from; players can list the reconstructed ones."""
        return []

    # --- state handling -----------------------------------------------------------------------

    def load(self, data: dict[str, Json]) -> S:
        """A state from its plain form (as stored)."""
        return self.state_type.from_dict(data)  # type: ignore[return-value]

    def clone(self, state: S) -> S:
        """An independent copy."""
        return state.copy()

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
            self.apply(state, seat, action, observe=False)
        return state


def _flush_dice(state: GameState) -> None:
    """The dice rolled since the last entry, in an entry of their own; a quiet state drops them (its
    rules may leave their messages unmade: ``engine/README.md``, "Agents and search")."""
    if state.quiet:
        state.dice = []
    elif state.dice:
        log(state, Msg("core-log-dice"))
