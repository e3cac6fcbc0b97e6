"""The conformance checks every game must pass (``tests/engine/test_conformance.py`` runs them).

``check_game`` plays random games and reports, in words for developers, every way a game breaks
the contract:

* play: no crash, no dead end (a seat asked to act with no legal action, or nobody to act before
  the end), every legal action's notation reads back as itself, no action offered twice;
* state: the JSON form and the copy equal the state at every step, a copy is independent, the
  game's invariants hold, and seed + actions replay to the same final state and log;
* words: every message the game produced (prompts, labels, public forms, log, status, result)
  renders in every language the game has a catalog for, with no missing key, name or argument;
* secrets (non-interference): for states that differ only in what a seat R cannot see (the game's
  ``determinize`` and its ``perturbations``), what R observes is identical: R's view, R's prompt,
  the status, the turn, who must act, every acting seat's prompt key and flags and the answer a
  client's standing orders would give for it, the log lines R may read and R's pictures; and it stays identical while every seat takes the same actions in both states for
  several steps, the public form of each action taken included, up to an action that reveals
  something (a draw, a card shown): after it, what the channel sees must still be identical, and
  the pair is left there, since R may be the seat the hidden fact was shown to;
* counts (``check_decision_counts``): a secret decision takes as many stored actions (version moves)
  whatever its content, as far as any other seat can tell.

``check_reference`` covers what does not need play: names, options, scenarios, help topics,
provenance and a picture of the public view and of each seat's view.

``check_line`` follows the same twins along a line of play a test chooses, to reach a secret that
random play seldom meets (a called-off attack, a retreat past a scout), and also reports an action
that discloses something in one twin only.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import engine
from engine.core import (
    Action,
    ActionKind,
    Game,
    GameState,
    Msg,
    Prompt,
    RulesError,
    StandingOrders,
    is_visible,
    rng,
    standing_answer,
)
from engine.core.agent import Agent, info_for
from engine.core.rng import Rng, derive
from i18n import LANGUAGES, MissingText, Translator, translator
from i18n.catalogs import package_folder
from images import render_board, render_sheets

AnyGame = Game[Any, Any]
FOLLOW_STEPS = 4  # identical actions taken in both states of a pair, after the first comparison


@dataclass
class Report:
    """Failures found (capped per kind, so one bug does not drown the rest) and checks made."""

    game: str
    failures: list[str] = field(default_factory=list)
    checks: Counter[str] = field(default_factory=Counter)
    _kinds: Counter[str] = field(default_factory=Counter)

    def fail(self, kind: str, detail: str) -> None:
        self._kinds[kind] += 1
        if self._kinds[kind] <= 3:
            self.failures.append(f"{self.game}: {kind}: {detail}")

    def count(self, kind: str) -> None:
        self.checks[kind] += 1


def languages_of(game: AnyGame) -> list[str]:
    """The languages the game has a catalog in."""
    target = engine.TITLES.get(game.key) or engine.EXAMPLES.get(game.key, "")
    package = target.partition(":")[0]
    return [lang for lang in LANGUAGES if (package_folder(package) / "locales" / lang).is_dir()]


# --- messages -------------------------------------------------------------------------------------


def prompt_messages(prompt: Prompt) -> Iterator[Msg]:
    yield prompt.text
    for action in prompt.actions:
        if action.label is not None:
            yield action.label
        if action.public is not None:
            yield action.public
    for finish in (*prompt.gather.finish, *prompt.gather.picks) if prompt.gather else ():
        if finish.label is not None:
            yield finish.label


def check_words(report: Report, messages: list[Msg], tongues: list[Translator]) -> None:
    """Every message renders in every language, with no key, name or argument missing."""
    for msg in messages:
        for tr in tongues:
            report.count("words")
            try:
                text = tr(msg)
            except MissingText as missing:
                report.fail("missing text", str(missing))
                continue
            if "{" in text or text == msg.key:
                report.fail("unrendered text", f"{tr.lang} {msg.key}: {text!r}")


# --- what a seat observes -------------------------------------------------------------------------


def observation(game: AnyGame, state: GameState, seat: str | None, *, pictures: bool) -> dict[str, object]:
    """Everything ``seat`` (None: the channel) learns from the game as it stands."""
    acting = game.to_act(state)
    seen: dict[str, object] = {
        "view": json.loads(json.dumps(game.view(state, seat), sort_keys=True, default=str)),
        "status": game.status(state).to_json(),
        "turn": game.turn(state),
        "to_act": acting,
        "asked": [_public_shape(game.prompt(state, s)) for s in acting],
        "standing": [_standing(game, game.prompt(state, s)) for s in acting],
        "log": [e for e in state.log if is_visible(e, seat)],
    }
    if seat is not None:
        seen["prompt"] = _whole(game.prompt(state, seat))
    if pictures:
        view = game.view(state, seat)
        seen["board"] = render_board(view)
        seen["sheets"] = render_sheets(view) if seat is not None else []
    return seen


def _public_shape(prompt: Prompt) -> object:
    """What a client may act on without the player, and the question asked: public by contract."""
    decline = prompt.decline.notation() if prompt.decline else None
    forced = prompt.actions[0].notation() if prompt.forced and prompt.actions else None
    return [prompt.key, prompt.text.to_json(), prompt.window, decline, forced, prompt.private]


def _standing(game: AnyGame, prompt: Prompt) -> str | None:
    """What a client answers for a player whose standing orders pass every window and take forced steps."""
    answer = standing_answer(prompt, StandingOrders(frozenset(game.window_kinds), forced=True))
    return answer.notation() if answer is not None else None


def _whole(prompt: Prompt) -> object:
    gather = prompt.gather
    return [
        _public_shape(prompt),
        [
            gather.verb,
            [[a.notation(), a.label.to_json() if a.label else None] for a in (*gather.finish, *gather.picks)],
        ]
        if gather
        else None,
        [
            [
                a.notation(),
                a.label.to_json() if a.label else None,
                a.kind.value,
                a.public_form.to_json() if a.public_form else None,
            ]
            for a in prompt.actions
        ],
    ]


def _difference(a: Mapping[str, object], b: Mapping[str, object]) -> str:
    keys = [k for k in a if a[k] != b.get(k)]
    if "view" in keys:
        va, vb = a["view"], b["view"]
        assert isinstance(va, dict) and isinstance(vb, dict)
        inner = [k for k in va if va[k] != vb.get(k)]
        return f"view keys {inner[:5]}" + (
            f" and {[k for k in keys if k != 'view']}" if len(keys) > 1 else ""
        )
    return f"{keys[:5]}"


def check_secrets(report: Report, game: AnyGame, state: GameState, seed: int, *, pictures: bool) -> None:
    """Non-interference for every seat (and the channel) at this state."""
    for seat in [None, *state.seats]:
        twins = [game.determinize(state, seat, seed), *game.perturbations(state, seat, seed)]
        for n, twin in enumerate(twins):
            report.count("secret pairs")
            real = game.clone(state)
            for s in (real, twin):  # the future is hidden from all: both draw the one re-seeded future
                rng.reseed(s, seed)
            _follow(report, game, real, twin, seat, Rng(derive(seed, n)), pictures)


def _follow(
    report: Report,
    game: AnyGame,
    real: GameState,
    twin: GameState,
    seat: str | None,
    pick: Rng,
    pictures: bool,
) -> None:
    who = seat or "the channel"
    for step in range(FOLLOW_STEPS + 1):
        a = observation(game, real, seat, pictures=pictures and step == 0)
        b = observation(game, twin, seat, pictures=pictures and step == 0)
        if a != b:
            report.fail("leak", f"{who} can tell two states apart {step} step(s) on: {_difference(a, b)}")
            return
        acting = game.to_act(real)
        if not acting or step == FOLLOW_STEPS:
            return
        mover = acting[pick.below(len(acting))]
        common = [x for x in game.legal_actions(real, mover) if x in game.legal_actions(twin, mover)]
        if not common:
            return
        choice = common[pick.below(len(common))]
        public = [_action_in(game, s, mover, choice) for s in (real, twin)]
        if seat != mover and public[0] != public[1]:
            report.fail("leak", f"{who} reads {mover}'s {choice.notation()!r} differently: {public}")
            return
        steps = [game.apply(s, mover, choice) for s in (real, twin)]
        if real.disclosed or twin.disclosed:
            return  # the rules showed everyone something hidden (a flipped card): the pair ends here
        if (steps[0].handoff, steps[0].public_changed) != (steps[1].handoff, steps[1].public_changed):
            report.fail("leak", f"{who} sees a different pace after {choice.notation()!r}")
            return
        if real.revealed or twin.revealed:
            # Something hidden was shown to a seat (a draw, a reveal): it may be what differs, and
            # R may be the one who saw it. What the channel sees must still be the same; then stop.
            a, b = (observation(game, s, None, pictures=False) for s in (real, twin))
            if a != b:
                report.fail(
                    "leak", f"the channel can tell two states apart after a reveal: {_difference(a, b)}"
                )
            return


def check_line(
    report: Report,
    game: AnyGame,
    state: GameState,
    seat: str | None,
    line: list[tuple[str, Action]],
    seed: int = 0,
) -> None:
    """Non-interference along a line of play the caller chooses (the moves that reach a secret):
    each twin of ``state`` for ``seat`` (``determinize`` and every perturbation: one hidden SP, one
    hidden identity, one hidden commander's place...) takes the actions of ``line`` as long as both
    states offer them, and what ``seat`` observes is compared before and after each, as random
    play compares it (``_follow``), up to an action that discloses something hidden in both.

    An action that discloses in one twin only is reported too: along a line chosen to reach a
    secret (no elimination or other step where the rules themselves show the hidden fact), whether
    anything is turned over must not depend on what ``seat`` cannot see."""
    twins = [game.determinize(state, seat, seed), *game.perturbations(state, seat, seed)]
    for twin in twins:
        report.count("secret pairs")
        _follow_line(report, game, game.clone(state), twin, seat, line)


def _follow_line(
    report: Report,
    game: AnyGame,
    real: GameState,
    twin: GameState,
    seat: str | None,
    line: list[tuple[str, Action]],
) -> None:
    who = seat or "the channel"
    for step in range(len(line) + 1):
        a, b = (observation(game, s, seat, pictures=False) for s in (real, twin))
        if a != b:
            report.fail("leak", f"{who} can tell two states apart {step} step(s) on: {_difference(a, b)}")
            return
        if step == len(line):
            return
        mover, action = line[step]
        if not all(action in game.legal_actions(s, mover) for s in (real, twin)):
            return
        public = [_action_in(game, s, mover, action) for s in (real, twin)]
        if seat != mover and public[0] != public[1]:
            report.fail("leak", f"{who} reads {mover}'s {action.notation()!r} differently: {public}")
            return
        for s in (real, twin):
            game.apply(s, mover, action)
        if real.disclosed != twin.disclosed:
            report.fail("leak", f"{who} sees {action.notation()!r} disclose something in one state only")
            return
        if real.disclosed:
            return
        if real.revealed or twin.revealed:
            a, b = (observation(game, s, None, pictures=False) for s in (real, twin))
            if a != b:
                report.fail(
                    "leak", f"the channel can tell two states apart after a reveal: {_difference(a, b)}"
                )
            return


def _action_in(game: AnyGame, state: GameState, seat: str, action: Action) -> object:
    offered = next(a for a in game.legal_actions(state, seat) if a == action)
    form = offered.public_form
    return form.to_json() if form else None


# --- secret decisions, counted --------------------------------------------------------------------

DECISION_WAYS = 6  # random ways a seat completes one secret decision
DECISION_DEPTH = 16  # a way longer than this is dropped (a seat that never ends is another check's)


def check_decision_counts(report: Report, game: AnyGame, state: GameState, seed: int) -> None:
    """A secret choice made of several clicks is one decision to the others (issue 21): for each seat
    M asked a secret question (an action whose public form is not its label), M completes the
    decision several ways at random, changes of mind (``BACK`` actions) aside, up to the first
    thing another seat or the channel can see (a log line, a hand-off, the public view, M's prompt
    key). Ways that end in states R cannot tell apart are twins differing only in what R cannot see:
    they must have taken the same number of stored actions (each one a version move)."""
    pick = Rng(seed)
    for mover in game.to_act(state):
        if not any(a.public is not None for a in game.prompt(state, mover).actions):
            continue
        ways = [_decide(game, game.clone(state), mover, pick) for _ in range(DECISION_WAYS)]
        ends = [way for way in ways if way is not None]
        for seat in [None, *(s for s in state.seats if s != mover)]:
            report.count("secret decisions")
            counts: dict[str, int] = {}
            for end, taken in ends:
                seen = json.dumps(observation(game, end, seat, pictures=False), sort_keys=True, default=str)
                first = counts.setdefault(seen, taken)
                if first != taken:
                    who = seat or "the channel"
                    report.fail(
                        "leak",
                        f"{who} counts {first} or {taken} stored actions of {mover}'s "
                        f"{game.prompt(state, mover).key} that end alike",
                    )
                    return


def _decide(game: AnyGame, state: GameState, mover: str, pick: Rng) -> tuple[GameState, int] | None:
    """``mover`` acts at random until the others can see something; the state then and the number
    of actions taken (None: no end within ``DECISION_DEPTH``)."""
    key, acting = game.prompt(state, mover).key, game.to_act(state)
    for taken in range(1, DECISION_DEPTH + 1):
        choices = [a for a in game.legal_actions(state, mover) if a.kind is not ActionKind.BACK]
        if not choices:
            return None
        step = game.apply(state, mover, choices[pick.below(len(choices))])
        others = [s for s in state.seats if s != mover]
        heard = any(is_visible(e, s) for e in step.entries for s in [None, *others])
        asked = game.prompt(state, mover).key if mover in game.to_act(state) else None
        if heard or step.handoff or step.public_changed or game.to_act(state) != acting or asked != key:
            return state, taken
    return None


# --- playing ----------------------------------------------------------------------------------------


def check_game(
    game: AnyGame,
    seeds: range,
    *,
    scenario: str | None = None,
    options: Mapping[str, str] | None = None,
    max_steps: int = 5000,
    secret_every: int = 0,
    pictures_every: int = 0,
    report: Report | None = None,
) -> Report:
    """Play one random game per seed, checking everything at every step (secrets every
    ``secret_every`` steps of hidden-information games, with pictures every ``pictures_every``; a game
    without private views shows every seat the channel's view, checked as often)."""
    report = report or Report(game.key)
    tongues = [translator(lang, strict=True) for lang in languages_of(game)]
    for seed in seeds:
        try:
            _play(report, game, seed, scenario, options, max_steps, tongues, secret_every, pictures_every)
        except Exception as error:  # report the crash, with its seed, and go on with the next game
            report.fail("crash", f"seed {seed}: {type(error).__name__}: {error}")
    return report


def _play(
    report: Report,
    game: AnyGame,
    seed: int,
    scenario: str | None,
    options: Mapping[str, str] | None,
    max_steps: int,
    tongues: list[Translator],
    secret_every: int,
    pictures_every: int,
) -> None:
    state = game.setup(seed, scenario, options)
    if game.setup(seed, scenario, options).to_json() != state.to_json():
        report.fail("determinism", f"seed {seed}: two set-ups from one seed differ")
    pick = Rng(seed ^ 0x5EED)
    played: list[tuple[str, Action]] = []
    quiet = game.clone(state)  # a search's playout: the same game, without log nor labels
    quiet.quiet = True
    words: list[Msg] = [Msg.from_json(e["msg"]) for e in state.log]
    turn = game.turn(state)
    for step in range(max_steps):
        words.append(game.status(state))
        if game.turn(state) < turn:
            report.fail(
                "turn", f"seed {seed} step {step}: the turn went back from {turn} to {game.turn(state)}"
            )
        turn = game.turn(state)
        _check_state(report, game, state, seed)
        acting = game.to_act(state)
        if not acting:
            if game.result(state) is None:
                report.fail("dead end", f"seed {seed} step {step}: nobody is asked to act, and no result")
            break
        if not game.private_views and secret_every and step % secret_every == 0:
            check_shared_views(report, game, state, f"seed {seed} step {step}")
        hidden = game.hidden_information and secret_every and step % secret_every == 0
        if hidden:
            pictures = bool(pictures_every) and step % pictures_every == 0
            check_secrets(report, game, state, seed * 7919 + step, pictures=pictures)
            check_decision_counts(report, game, state, seed * 7919 + step)
        choices: list[tuple[str, Action]] = []
        for seat in acting:
            prompt = game.prompt(state, seat)
            words.extend(prompt_messages(prompt))
            _check_prompt(report, game, seed, step, seat, prompt)
            choices.extend((seat, a) for a in prompt.actions)
            check_quiet(report, game, state, quiet, seat, prompt, f"seed {seed} step {step} {seat}")
        if not choices:
            break
        seat, action = choices[pick.below(len(choices))]
        before = state.copy()
        frozen = before.to_json()
        step_result = game.apply(state, seat, action)
        if game.to_act(quiet) == acting:
            game.apply(quiet, seat, action, observe=False, legal=True)
        if before.to_json() != frozen:
            report.fail("copy", f"seed {seed} step {step}: applying to a state changed its copy")
        words.extend(Msg.from_json(e["msg"]) for e in step_result.entries)  # type: ignore[arg-type]
        played.append((seat, action))
        report.count("steps")
    else:
        report.fail("too long", f"seed {seed}: no result after {max_steps} actions")
    result = game.result(state)
    if result is not None:
        words.extend([result.summary, Msg(f"{game.key}-reason-{result.reason}")])
        report.count("games finished")
    check_words(report, words, tongues)
    again = game.replay(seed, scenario, options, played)
    if again.to_json() != state.to_json():
        report.fail("replay", f"seed {seed}: seed + {len(played)} actions replay to another state")


def check_quiet(
    report: Report, game: AnyGame, state: GameState, quiet: GameState, seat: str, asked: Prompt, where: str
) -> None:
    """A quiet copy (``GameState.quiet``: a search's playout), played alongside ``state`` with the
    same actions, is the same game: the same state but for the log, the same actions offered
    (verbs, arguments and kinds), only their labels left out."""
    report.count("quiet steps")
    if _unlogged(quiet) != _unlogged(state) or game.to_act(quiet) != game.to_act(state):
        report.fail("quiet", f"{where}: a quiet copy went another way")
        return
    offered = [(a.verb, a.args, a.kind) for a in game.legal_actions(quiet, seat)]
    if offered != [(a.verb, a.args, a.kind) for a in asked.actions]:
        report.fail("quiet", f"{where}: a quiet state offers other actions")


def _unlogged(state: GameState) -> dict[str, object]:
    return {k: v for k, v in state.to_dict().items() if k != "log"}


def check_shared_views(report: Report, game: AnyGame, state: GameState, where: str) -> None:
    """A game without private views (``Game.private_views``) shows every seat what the channel sees,
    log lines included, its ``seat`` aside: the bot posts its prompts in the channel and sends no DM."""
    report.count("shared views")
    public = {k: v for k, v in game.view(state, None).items() if k != "seat"}
    for seat in state.seats:
        if {k: v for k, v in game.view(state, seat).items() if k != "seat"} != public:
            report.fail("private view", f"{where}: {seat} sees what the channel does not")


def _check_state(report: Report, game: AnyGame, state: GameState, seed: int) -> None:
    report.count("states")
    text = state.to_json()
    if game.load(json.loads(text)).to_json() != text:
        report.fail("json", f"seed {seed} step {state.step}: the JSON form does not load back the same")
    if game.clone(state).to_json() != text:
        report.fail("copy", f"seed {seed} step {state.step}: a copy differs from its state")
    for violation in game.invariant_violations(state):
        report.fail("invariant", f"seed {seed} step {state.step}: {violation}")


def _check_prompt(report: Report, game: AnyGame, seed: int, step: int, seat: str, prompt: Prompt) -> None:
    where = f"seed {seed} step {step} {seat}"
    if not prompt.actions:
        report.fail("dead end", f"{where}: asked to act ({prompt.key}) with no legal action")
    notations = [a.notation() for a in prompt.actions]
    if len(set(notations)) != len(notations):
        report.fail("duplicate action", f"{where}: {prompt.key} offers an action twice")
    for action in prompt.actions:
        try:
            parsed = Action.parse(action.notation())
        except RulesError:
            parsed = None
        if parsed != action:
            report.fail("notation", f"{where}: {action.notation()!r} does not read back as itself")
        if action.label is None:
            report.fail("label", f"{where}: {action.notation()!r} has no label")
    if prompt.forced and len(prompt.actions) != 1:
        report.fail("flags", f"{where}: {prompt.key} is forced with {len(prompt.actions)} actions")
    if prompt.window is not None and (prompt.decline is None or prompt.decline not in prompt.actions):
        report.fail("flags", f"{where}: window {prompt.window} has no decline among its actions")
    if prompt.window is not None and prompt.window not in game.window_kinds:
        report.fail("flags", f"{where}: window {prompt.window} is not among the game's window kinds")
    gather = prompt.gather
    if gather is not None:
        picks = gather.picks if gather.whole else [a for a in prompt.actions if a.verb == gather.verb]
        if not picks or any(p.verb != gather.verb or p.label is None for p in picks):
            report.fail("flags", f"{where}: {prompt.key} gathers {gather.verb} but offers none")
        for finish in gather.finish:
            if finish.verb == gather.verb or finish.kind is not ActionKind.DONE or finish.label is None:
                report.fail("flags", f"{where}: {prompt.key} finishes a gathering with {finish.notation()!r}")
        for action in prompt.actions if gather.whole else ():
            if gather.composes(action) and gather.parts(action) is None:
                report.fail("flags", f"{where}: {prompt.key} offers {action.notation()!r}, no pick makes it")


# --- agents: what a seat's samples, and so its agent, may depend on ---------------------------------


def check_agents(
    game: AnyGame,
    seeds: range,
    *,
    scenario: str | None = None,
    options: Mapping[str, str] | None = None,
    every: int = 7,
    agent: Agent | None = None,
    max_steps: int = 5000,
    report: Report | None = None,
) -> Report:
    """Play one random game per seed and check, every ``every`` steps, the samples of every seat
    (``check_samples``) and, when ``agent`` is given, its choices (``check_choices``)."""
    report = report or Report(game.key)
    for seed in seeds:
        state = game.setup(seed, scenario, options)
        pick = Rng(seed ^ 0xA6E7)
        for step in range(max_steps):
            acting = game.to_act(state)
            if not acting:
                break
            if step % every == 0:
                check_samples(report, game, state, seed * 7919 + step)
                if agent is not None:
                    check_choices(report, game, state, agent, seed * 7919 + step)
            seat = acting[pick.below(len(acting))]
            game.apply(state, seat, pick.choice(game.legal_actions(state, seat)), observe=False)
    return report


def check_samples(report: Report, game: AnyGame, state: GameState, seed: int) -> None:
    """For every seat (and the channel): states it cannot tell apart (``determinize``,
    ``perturbations``) give the same sample for one seed, and two seeds give two futures, neither
    the real one (a sample never foresees the real dice and shuffles)."""
    for seat in [None, *state.seats]:
        who = seat or "the channel"
        drawn = game.determinize(state, seat, seed)
        text = drawn.to_json()
        for twin in [game.determinize(state, seat, seed + 1), *game.perturbations(state, seat, seed)]:
            report.count("sample pairs")
            other = game.determinize(twin, seat, seed)
            if other.to_json() != text:
                report.fail("sample", f"{who}'s sample depends on what it cannot see: {_apart(drawn, other)}")
                return
        again = game.determinize(state, seat, seed + 1)
        if drawn.script or drawn.rng == state.rng or again.rng == drawn.rng:
            report.fail("future", f"{who}'s samples keep the real future or share one between seeds")


def check_choices(report: Report, game: AnyGame, state: GameState, agent: Agent, seed: int) -> None:
    """Each seat to act: its agent, handed the ``Info`` of a state it cannot tell apart from this
    one and a generator seeded alike, chooses the same action."""
    for seat in game.to_act(state):
        chosen = agent.choose(info_for(game, state, seat, Rng(seed)))
        for twin in [game.determinize(state, seat, seed + 1), *game.perturbations(state, seat, seed)]:
            report.count("choice pairs")
            other = agent.choose(info_for(game, twin, seat, Rng(seed)))
            if other != chosen:
                report.fail(
                    "choice", f"{seat}'s agent chose {chosen} and {other} in states it cannot tell apart"
                )
                return


def _apart(a: GameState, b: GameState) -> str:
    da, db = a.to_dict(), b.to_dict()
    return f"fields {[k for k in da if da[k] != db.get(k)][:5]}"


# --- reference --------------------------------------------------------------------------------------


def check_reference(game: AnyGame, report: Report | None = None) -> Report:
    """Names, options, scenarios, help, provenance and pictures of a freshly set-up game."""
    report = report or Report(game.key)
    tongues = [translator(lang, strict=True) for lang in languages_of(game)]
    if not tongues:
        report.fail("missing text", "the game has no catalog at all")
    for fault in game.machine.check():
        report.fail("machine", fault)
    names: list[Msg] = [game.title, game.blurb]
    names += [Msg(f"{game.key}-scenario-{key}") for key in game.scenarios]
    for spec in game.option_specs:
        names.append(Msg(f"{game.key}-option-{spec.key}"))
        names += [Msg(f"{game.key}-option-{spec.key}-{choice}") for choice in spec.choices]
    state = game.setup(1)
    seats = {seat for spec_options in _option_sets(game) for seat in game.seats(spec_options)}
    names += [Msg(game.seat_ref(seat).key) for seat in sorted(seats)]
    topics = game.help_topics()
    if not topics:
        report.fail("help", "no help topics")
    for topic in topics:
        names.append(Msg(f"{game.key}-help-{topic}"))
        for tr in tongues:
            if not tr.has(f"{game.key}-help-{topic}", "title"):
                report.fail("help", f"{tr.lang}: topic {topic} has no title")
    for item in game.provenance():
        names += [item.item, item.value, item.source]
    check_words(report, names, tongues)
    for seat in [None, *state.seats]:
        view = game.view(state, seat)
        report.count("pictures")
        if not render_board(view).startswith(b"\x89PNG"):
            report.fail("picture", f"the board of {seat or 'the channel'} is not a PNG")
        if seat is not None and game.private_views:
            for name, png in render_sheets(view):
                if not png.startswith(b"\x89PNG"):
                    report.fail("picture", f"{seat}'s sheet {name} is not a PNG")
    return report


def _option_sets(game: AnyGame) -> list[dict[str, str]]:
    """Each option value tried once over the defaults (enough to meet every seat)."""
    sets = [game.resolve_options(None)]
    for spec in game.option_specs:
        for choice in spec.choices:
            sets.append({**sets[0], spec.key: choice})
    return sets
