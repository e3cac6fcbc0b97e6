"""Age of Napoleon: the rules' own decisions, asked of the players (issue 18): the corps that fight (aid
戦闘結果表, BT-2 to BT-4, the attacker declaring first), the winter losses (aid 冬季損耗表, WA-3: the owner
chooses), Mud against an enemy move (aid 移動; inventory §4) and withdrawal before battle (public rules: the
defender may withdraw; aid 行軍損耗表 MA-1 names it; the conditions reconstructed, DATA.md §11)."""

from __future__ import annotations

import pytest

from engine.ageofnapoleon.army import commander
from engine.ageofnapoleon.battle_flow import Battle
from engine.ageofnapoleon.campaign_flow import Activation
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.game import AgeOfNapoleon
from engine.ageofnapoleon.state import AonState
from engine.ageofnapoleon.winter_flow import WinterAttrition
from engine.core import Action, IllegalActionError, Ref, entry_msg, find
from engine.core.rng import Rng, script

GAME = AgeOfNapoleon()
GRANDE_ARMEE = ("davout", "lannes", "ney", "murat", "augereau", "marmont")  # Davout (rank 4) commands


def _battle(state: AonState, french: tuple[str, ...], coalition: tuple[str, ...]) -> None:
    state.location = {c: "bayern" for c in (*french, *coalition)}
    state.frames.append(Battle(area="bayern", attacker="french"))
    GAME.machine.advance(state)


def test_a_side_over_its_leader_s_rank_declares_which_corps_fight() -> None:
    state = GAME.setup(1)
    _battle(state, GRANDE_ARMEE, ("mack", "ferdinand"))  # BT-3: only a side with more than the rank declares
    assert GAME.to_act(state) == ["french"]
    prompt = GAME.prompt(state, "french")
    assert prompt.key == "ageofnapoleon-ask-participants" and not prompt.private
    # one pick per corps beside Davout, not one line per set of three (BT-4: the commander always fights)
    assert {a.verb for a in prompt.actions} == {"add"}
    assert sorted(a.args[0] for a in prompt.actions) == ["augereau", "lannes", "marmont", "murat", "ney"]
    gather = prompt.gather
    assert gather is not None and not gather.whole and gather.verb == "add"  # public picks, then "fight"
    assert [f.verb for f in gather.finish] == ["fight"]
    with pytest.raises(IllegalActionError):  # fighting before as many as the rank allows are picked
        GAME.apply(state, "french", Action("fight"))
    with pytest.raises(IllegalActionError):  # a corps not in the battle
        GAME.apply(state, "french", Action("add", ("mack",)))
    for corps in ("lannes", "ney", "augereau"):
        GAME.apply(state, "french", Action("add", (corps,)))
    prompt = GAME.prompt(state, "french")
    assert prompt.text.key == "ageofnapoleon-prompt-participants-so-far"
    assert {a.verb for a in prompt.actions} == {"drop", "fight"}  # three picked: no more adds
    GAME.apply(state, "french", Action("drop", ("augereau",)))  # a pick taken back
    GAME.apply(state, "french", Action("add", ("marmont",)))
    GAME.apply(state, "french", Action("fight"))
    battle = find(state, Battle)
    assert battle is not None and battle.fighting["french"][0] == "davout"
    assert set(battle.fighting["french"]) == {"davout", "lannes", "ney", "marmont"}
    assert battle.fighting["coalition"] == ["mack", "ferdinand"]  # they fit Mack's rank: all fight
    assert sorted(GAME.to_act(state)) == ["coalition", "french"]  # on to the secret battle cards


def test_a_big_stack_is_declared_in_a_short_menu() -> None:
    # BT-2/BT-3 with 16 corps under a rank-6 leader: 15 picks and never a line per combination (6,435)
    state = GAME.setup(4)
    french = tuple(c for c, k in ROSTER.items() if k.country == "france")[:16]
    _battle(state, french, ("mack", "ferdinand"))
    battle = find(state, Battle)
    assert battle is not None
    chief = commander(list(french))
    need = ROSTER[chief].rank - 1
    for _ in range(need):
        prompt = GAME.prompt(state, "french")
        assert len(prompt.actions) <= len(french)
        GAME.apply(state, "french", next(a for a in prompt.actions if a.verb == "add"))
    GAME.apply(state, "french", Action("fight"))
    assert len(battle.fighting["french"]) == need + 1


def test_the_attacker_declares_first_then_the_defender() -> None:
    state = GAME.setup(2)
    _battle(state, GRANDE_ARMEE, ("mack", "ferdinand", "hiller", "bellegarde"))  # Mack: rank 3, 4 corps
    assert GAME.to_act(state) == ["french"]
    for corps in ("lannes", "ney", "murat"):
        GAME.apply(state, "french", Action("add", (corps,)))
    GAME.apply(state, "french", Action("fight"))
    assert GAME.to_act(state) == ["coalition"]  # BT-3: the defender declares after the attacker
    prompt = GAME.prompt(state, "coalition")
    assert prompt.key == "ageofnapoleon-ask-participants" and len(prompt.actions) == 3  # 2 of 3 beside Mack
    GAME.apply(state, "coalition", Action("add", ("ferdinand",)))
    GAME.apply(state, "coalition", Action("add", ("hiller",)))
    GAME.apply(state, "coalition", Action("fight"))
    battle = find(state, Battle)
    assert battle is not None and set(battle.fighting["coalition"]) == {"mack", "ferdinand", "hiller"}
    said = [entry_msg(e) for e in state.log]  # this step's log: the declaration, then the battle begins
    assert [m.key for m in said] == ["ageofnapoleon-log-declared", "ageofnapoleon-log-battle-start"]
    assert said[0].args["seat"] == Ref("ageofnapoleon-seat", "coalition")


def test_the_owner_chooses_the_winter_losses() -> None:
    state = GAME.setup(3)
    state.location = {c: "smolensk" for c in ("napoleon", "davout", "soult", "ney")}
    script(state, [2])  # barren -2: die 0, size 4: row 1 (1) + 1 = 2 losses (aid 冬季損耗表, A-4)
    state.frames.append(WinterAttrition())
    GAME.machine.advance(state)
    assert GAME.to_act(state) == ["french"]
    prompt = GAME.prompt(state, "french")
    assert prompt.key == "ageofnapoleon-ask-winter-losses"
    army = ["davout", "napoleon", "ney", "soult"]
    assert sorted(a.args[0] for a in prompt.actions) == army  # one line per corps
    assert prompt.gather is not None and [f.verb for f in prompt.gather.finish] == ["lose"]
    with pytest.raises(IllegalActionError):  # two are lost, not fewer
        GAME.apply(state, "french", Action("lose"))
    GAME.apply(state, "french", Action("add", ("napoleon",)))  # WA-3: even Napoleon, if it so chooses
    GAME.apply(state, "french", Action("add", ("ney",)))
    assert {a.verb for a in GAME.prompt(state, "french").actions} == {"drop", "lose"}
    GAME.apply(state, "french", Action("lose"))
    assert set(state.out) >= {"napoleon", "ney"} and state.location == {
        "davout": "smolensk",
        "soult": "smolensk",
    }
    assert "winter_lost:napoleon" in state.lasting  # permanent: Veteran never brings it back
    assert entry_msg(state.log[-1]).key == "ageofnapoleon-log-winter-lost"


def test_an_army_losing_every_corps_to_winter_is_not_asked() -> None:
    state = GAME.setup(3)
    state.location = {c: "smolensk" for c in ("napoleon", "davout", "soult")}
    script(state, [1])  # die -1: row 1 (1) + 2 = 3 losses, the whole army
    state.frames.append(WinterAttrition())
    GAME.machine.advance(state)
    assert not any(c in state.location for c in ("napoleon", "davout", "soult"))
    assert (
        GAME.to_act(state) == ["french"]
        and GAME.prompt(state, "french").key != "ageofnapoleon-ask-winter-losses"
    )


def _activate(hand: list[str], discards: list[str] | None = None) -> AonState:
    state = GAME.setup(4)  # 1805: the French free move from Württemberg
    state.deck.hands[Side.COALITION] = hand
    if discards is not None:
        state.deck.discard = discards
    GAME.apply(state, "french", Action("army", ("free", "wuerttemberg")))
    return state


def test_mud_is_asked_alike_whatever_the_hand_holds() -> None:
    with_mud, without = _activate(["mud", "depot"]), _activate(["depot", "veteran"])
    for state in (with_mud, without):  # the same public question: who, what kind, privately, a window
        assert GAME.to_act(state) == ["coalition"]
        prompt = GAME.prompt(state, "coalition")
        assert (prompt.key, prompt.window, prompt.private) == ("ageofnapoleon-ask-mud", "mud", True)
        assert prompt.decline in prompt.actions and not prompt.forced
        assert GAME.view(state, "french")["to_act"] == ["coalition"]
    assert [a.verb for a in GAME.prompt(without, "coalition").actions] == ["decline"]
    assert [a.verb for a in GAME.prompt(with_mud, "coalition").actions] == ["mud", "decline"]
    assert GAME.to_act(_activate([])) == ["french"]  # no card in hand (a public count): not asked
    assert GAME.to_act(_activate(["depot"], ["mud", "mud"])) == ["french"]  # both Mud cards discarded: public


def test_mud_takes_one_area_from_the_enemy_move() -> None:
    slowed, free = _activate(["mud"]), _activate(["depot"])
    GAME.apply(slowed, "coalition", Action("mud"))
    GAME.apply(free, "coalition", Action("decline"))
    moving = find(slowed, Activation)
    assert moving is not None and moving.mud and slowed.deck.discard[-1] == "mud"
    far = {a.args for a in GAME.legal_actions(free, "french") if a.verb == "to"}
    near = {a.args for a in GAME.legal_actions(slowed, "french") if a.verb == "to"}
    assert near < far  # aid 移動: Mud -1


def test_the_defender_may_withdraw_before_the_battle() -> None:
    state = GAME.setup(5)
    state.location = {"napoleon": "wuerttemberg", "soult": "wuerttemberg", "mack": "bayern", "karl": "tirol"}
    state.deck.hands[Side.COALITION] = []  # no Mud question, no interception afterwards
    GAME.apply(state, "french", Action("army", ("free", "wuerttemberg")))
    GAME.apply(state, "french", Action("to", ("bayern",)))
    assert GAME.to_act(state) == ["coalition"]
    prompt = GAME.prompt(state, "coalition")
    assert (prompt.key, prompt.window) == ("ageofnapoleon-ask-withdraw", "withdraw")
    places = {a.args[0] for a in prompt.actions if a.verb == "withdraw"}
    assert "wuerttemberg" not in places  # not where the attacker came from
    assert "boehmen" in places and "tirol" in places  # free of enemy corps (friends are welcome)
    script(state, [4])  # reconstructed: a die of 4 or more
    GAME.apply(state, "coalition", Action("withdraw", ("boehmen",)))
    assert state.location["mack"] == "boehmen" and state.location["napoleon"] == "bayern"
    assert state.battle is None and entry_msg(state.log[-1]).key != "ageofnapoleon-log-battle-start"


def test_a_failed_withdrawal_leaves_the_battle_to_be_fought() -> None:
    state = GAME.setup(5)
    state.location = {"napoleon": "wuerttemberg", "mack": "bayern"}
    state.deck.hands[Side.COALITION] = []
    GAME.apply(state, "french", Action("army", ("free", "wuerttemberg")))
    GAME.apply(state, "french", Action("to", ("bayern",)))
    script(state, [3])
    GAME.apply(state, "coalition", Action("withdraw", ("boehmen",)))
    assert state.location["mack"] == "bayern"
    assert find(state, Battle) is not None and sorted(GAME.to_act(state)) == ["coalition", "french"]


def _scripted(state: AonState, seat: str) -> Action:
    decide = GAME.scripted(seat)["general"].decide
    return decide(GAME.view(state, seat), GAME.prompt(state, seat), Rng(1))


def test_the_scripted_players_answer_every_new_question() -> None:
    state = GAME.setup(2)
    _battle(state, GRANDE_ARMEE, ("mack", "ferdinand", "hiller", "bellegarde"))
    for _ in range(3):  # the strongest three beside Davout, picked one by one
        GAME.apply(state, "french", _scripted(state, "french"))
    assert _scripted(state, "french").verb == "fight"
    battle = find(state, Battle)
    assert battle is not None and set(battle.marked) == {"lannes", "ney", "murat"}
    GAME.apply(state, "french", _scripted(state, "french"))
    assert _scripted(state, "coalition") in GAME.legal_actions(state, "coalition")
    winter = GAME.setup(3)
    winter.location = {c: "smolensk" for c in ("napoleon", "davout", "soult", "ney")}
    script(winter, [2])
    winter.frames.append(WinterAttrition())
    GAME.machine.advance(winter)
    while find(winter, WinterAttrition) is not None and GAME.to_act(winter) == ["french"]:
        GAME.apply(winter, "french", _scripted(winter, "french"))
    assert "ney" in winter.out and "napoleon" not in winter.out  # the lowest ranks go, Napoleon stays
    muddy = _activate(["mud"])  # Napoleon's army of five: worth slowing
    assert _scripted(muddy, "coalition").verb == "mud"
    assert _scripted(_activate(["depot"]), "coalition").verb == "decline"
    beaten = GAME.setup(5)
    beaten.location = {"napoleon": "wuerttemberg", "soult": "wuerttemberg", "mack": "bayern"}
    beaten.deck.hands[Side.COALITION] = []
    GAME.apply(beaten, "french", Action("army", ("free", "wuerttemberg")))
    GAME.apply(beaten, "french", Action("to", ("bayern",)))
    assert _scripted(beaten, "coalition").verb == "withdraw"  # 10 against Mack's 4


def _rolled(dice: list[int]) -> AonState:
    """Davout's four corps attack Mack's three in Bayern, no battle cards, with these battle dice."""
    state = GAME.setup(1)
    corps = ("davout", "lannes", "ney", "murat", "mack", "ferdinand", "hiller")
    state.location = dict.fromkeys(corps, "bayern")
    state.deck.hands[Side.FRENCH] = []
    state.deck.hands[Side.COALITION] = []
    state.frames.append(Battle(area="bayern", attacker="french"))
    GAME.machine.advance(state)
    GAME.apply(state, "french", Action("commit"))
    script(state, dice)
    GAME.apply(state, "coalition", Action("commit"))
    return state


def test_the_owner_chooses_which_corps_take_the_battle_losses() -> None:
    # BT-11 to BT-14 (aid 戦闘結果表): 17 against 10, dice 2 and 1: the Coalition loses 2 (one for good, one
    # temporarily, to the prisoner box) and the French none; who takes them is the owner's choice
    # (reconstructed: the aid does not say; as in winter, WA-3), first the permanent loss, then the other
    state = _rolled([2, 1])
    assert GAME.to_act(state) == ["coalition"]
    prompt = GAME.prompt(state, "coalition")
    assert prompt.key == "ageofnapoleon-ask-losses" and not prompt.private
    assert prompt.text.key == "ageofnapoleon-prompt-losses-permanent" and prompt.text.args["n"] == 1
    assert sorted(a.args[0] for a in prompt.actions) == ["ferdinand", "hiller", "mack"]
    assert prompt.gather is not None and [f.verb for f in prompt.gather.finish] == ["take"]
    with pytest.raises(IllegalActionError):  # nothing marked yet
        GAME.apply(state, "coalition", Action("take"))
    GAME.apply(state, "coalition", Action("add", ("hiller",)))
    GAME.apply(state, "coalition", Action("take"))
    prompt = GAME.prompt(state, "coalition")
    assert prompt.text.key == "ageofnapoleon-prompt-losses-prisoners"  # the loser's temporary loss
    assert sorted(a.args[0] for a in prompt.actions) == ["ferdinand", "mack"]
    GAME.apply(state, "coalition", Action("add", ("ferdinand",)))
    GAME.apply(state, "coalition", Action("take"))
    assert "hiller" in state.out and "hiller" not in state.location  # BT-12
    assert state.prisoners[Side.FRENCH] == ["ferdinand"]  # BT-13
    assert {"mack", "davout", "lannes", "ney", "murat"} <= set(state.reduced)  # BT-14
    keys = [entry_msg(e).key for e in state.log]
    assert "ageofnapoleon-log-battle-lost" in keys and "ageofnapoleon-log-battle-captured" in keys


def test_the_attacker_takes_his_losses_first_and_a_forced_choice_is_not_asked() -> None:
    # dice 2 and 5: one loss each, the attacker chooses first (the order of BT-3); dice 6 and 1: the
    # Coalition loses 3 of its 3 corps: it chooses the 2 lost for good, the last is taken prisoner unasked
    state = _rolled([2, 5])
    assert GAME.to_act(state) == ["french"]
    GAME.apply(state, "french", Action("add", ("murat",)))
    GAME.apply(state, "french", Action("take"))
    assert GAME.to_act(state) == ["coalition"]
    GAME.apply(state, "coalition", Action("add", ("mack",)))
    GAME.apply(state, "coalition", Action("take"))
    assert {"murat", "mack"} <= set(state.out)
    state = _rolled([6, 1])
    assert GAME.prompt(state, "coalition").text.args["n"] == 2
    GAME.apply(state, "coalition", Action("add", ("mack",)))
    GAME.apply(state, "coalition", Action("add", ("hiller",)))
    GAME.apply(state, "coalition", Action("take"))
    assert {"mack", "hiller"} <= set(state.out) and state.prisoners[Side.FRENCH] == ["ferdinand"]
