"""Age of Napoleon: the three reaction windows to an enemy move (interception, Mud, withdrawal) build their
prompts with one helper (campaign_flow.reaction_prompt), each exactly as it was written out by hand before:
the question and text of its kind about the area, the window flag, the options, the decline last."""

from __future__ import annotations

import engine
from engine.ageofnapoleon import refs
from engine.ageofnapoleon.campaign_flow import (
    FREE,
    MUD,
    Activation,
    Interception,
    MudWindow,
    Withdrawal,
    interceptors,
    mud_matters,
    withdrawals,
)
from engine.ageofnapoleon.data.cards import CARDS
from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.state import AonState, free_move
from engine.core import Action, ActionKind, Msg, Prompt
from engine.core.rng import Rng

GAME = engine.find_game("ageofnapoleon")
G = "ageofnapoleon"


def written_out(s: AonState, frame: Interception | MudWindow | Withdrawal, seat: str) -> Prompt:
    """Each window's prompt as it was built before the helper (the reference)."""
    side = Side(seat)
    label = f"{G}-act-stand" if isinstance(frame, Withdrawal) else f"{G}-act-decline"
    decline = Action("decline", (), Msg(label), ActionKind.DONE)
    window = {Interception: "intercept", MudWindow: "mud", Withdrawal: "withdraw"}[type(frame)]
    p = Prompt(
        f"{G}-ask-{window}",
        Msg(f"{G}-prompt-{window}", area=refs.area(frame.area)),
        window=window,
        decline=decline,
        private=isinstance(frame, MudWindow),
    )
    if isinstance(frame, Interception):
        payments = ([FREE] if free_move(side) in s.lasting else []) + sorted(set(s.deck.hands[side]))
        for pay in payments:
            for start in interceptors(s, frame.area, side):
                text = (
                    Msg(f"{G}-act-intercept-free", area=refs.area(start))
                    if pay == FREE
                    else Msg(f"{G}-act-intercept", card=refs.card(pay), area=refs.area(start))
                )
                p.add("intercept", pay, start, label=text)
    elif isinstance(frame, MudWindow):
        if MUD in s.deck.hands[side] and CARDS[MUD].side in (None, side):
            p.add("mud", label=Msg(f"{G}-act-mud", area=refs.area(frame.area)), kind=ActionKind.DONE)
    else:
        for to in withdrawals(s, frame.area, side, frame.came_from):
            p.add("withdraw", to, label=Msg(f"{G}-act-withdraw", area=refs.area(to)))
    p.actions.append(decline)
    return p


def same(a: Prompt, b: Prompt) -> bool:
    def actions(p: Prompt) -> list[tuple[str, Msg | None, ActionKind]]:
        return [(x.notation(), x.label, x.kind) for x in p.actions]

    return (a.key, a.text, a.window, a.private, a.forced, a.gather) == (
        b.key,
        b.text,
        b.window,
        b.private,
        b.forced,
        b.gather,
    ) and (actions(a), a.decline, a.decline and a.decline.label) == (
        actions(b),
        b.decline,
        b.decline and b.decline.label,
    )


def test_each_window_prompt_is_the_one_written_out() -> None:
    met: dict[str, int] = {}
    options: dict[str, int] = {}
    for seed in range(1, 7):
        state = GAME.setup(seed)
        pick = Rng(seed)
        for _ in range(600):
            acting = GAME.to_act(state)
            if not acting:
                break
            top = state.frames[-1]
            prompt = GAME.prompt(state, acting[0])
            if isinstance(top, (Interception, MudWindow, Withdrawal)):
                assert same(prompt, written_out(state, top, acting[0])), top.kind
                assert prompt.actions[-1] == prompt.decline and prompt.window is not None
                met[top.kind] = met.get(top.kind, 0) + 1
                options[top.kind] = options.get(top.kind, 0) + (len(prompt.actions) > 1)
            legal = prompt.actions
            GAME.apply(state, acting[0], legal[pick.below(len(legal))], observe=False)
    assert set(met) == {"interception", "mud", "withdrawal"}, met
    assert all(options.values()), options  # each seen with options to take, not only the decline


def test_mud_is_asked_only_where_one_area_less_changes_the_move() -> None:
    """Aid 移動 (Mud: -1): where the mover's land options (Forced March counted as held) are the same with one
    area less, Mud changes nothing and is not asked; the test reads the map, the army and the round, never a
    hand (emptying both hands leaves its answer as it was)."""
    seen = {True: 0, False: 0}
    for seed in range(1, 9):
        state = GAME.setup(seed)
        pick = Rng(seed)
        for _ in range(600):
            acting = GAME.to_act(state)
            if not acting:
                break
            top = state.frames[-1]
            if isinstance(top, Activation) and top.stage == "move" and not top.mud:
                side = Side(top.side)
                matters = mud_matters(state, top.corps, top.start, side)
                seen[matters] += 1
                blind = GAME.clone(state)
                for hand in blind.deck.hands.values():
                    hand.clear()
                assert mud_matters(blind, top.corps, top.start, side) is matters
                held = GAME.clone(state)
                held.deck.hands[side].append("forced_march")  # the mover's best case
                plain = [a.notation() for a in GAME.legal_actions(held, top.side)]
                moving = held.frames[-1]
                assert isinstance(moving, Activation)
                moving.mud = True
                muddy = [a.notation() for a in GAME.legal_actions(held, top.side)]
                assert (plain != muddy) is matters
            legal = GAME.legal_actions(state, acting[0])
            GAME.apply(state, acting[0], legal[pick.below(len(legal))], observe=False)
    assert seen[True] and seen[False], seen
