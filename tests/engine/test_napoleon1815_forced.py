"""Forced steps (engine README, ``Prompt.forced``): a prompt with one action is flagged forced only
when every other seat can tell that one action is all there is, and which. Each newly flagged kind
has a position where it is forced, a twin that differs in what the other seats cannot see (same flag,
same forced action, same observation for them), and a position where one action is left for a
hidden reason and the flag stays off."""

from __future__ import annotations

from engine.core import Prompt
from engine.napoleon1815 import deck
from engine.napoleon1815.allocation import SpreadFatigue, spread_damage, spread_fatigue
from engine.napoleon1815.events.blue import Strengthen
from engine.napoleon1815.initiative import Initiative
from engine.napoleon1815.movement import Capture, OpFields
from engine.napoleon1815.recovery import Recovery
from engine.napoleon1815.state import N1815Frame, N1815State
from tests.engine.test_napoleon1815_helpers import (
    GAME,
    act,
    apply,
    ask,
    blank,
    give,
    push_frames,
    put,
    stack_deck,
    start_operations,
    token,
)
from tools.conformance import observation

ONE, FOUR = 13, 33  # French cards worth 1 and 4 MP (Valour, Road blocked)
COMBINED = 27  # the French deck's one Combined operation card (EVT-47)
OTHER = 14  # another French card (Rapid deployment)
FRENCH_BLUE = (4, 5, 6, 7, 8, 9)  # Intuition, General advance, Reconnaissance, Lamarque, Reserve, Foresight


def prompt(s: N1815State, seat: str = "france") -> Prompt:
    return GAME.prompt(s, seat)


def forced(s: N1815State, seat: str = "france") -> str | None:
    """The action a client may take for the seat, or None: it must be asked."""
    p = prompt(s, seat)
    return p.actions[0].notation() if p.forced else None


def options(s: N1815State, seat: str = "france") -> list[str]:
    return [a.notation() for a in prompt(s, seat).actions]


def alike(a: N1815State, b: N1815State, seat: str = "allies") -> bool:
    """``seat`` (and the channel) observe the same: views, status, every prompt's key and flags, the
    forced action and the standing orders' answers."""
    return all(
        observation(GAME, a, who, pictures=False) == observation(GAME, b, who, pictures=False)
        for who in (seat, None)
    )


def frame(s: N1815State, f: N1815Frame) -> N1815State:
    """Ask ``f``'s question inside an Operations Phase."""
    push_frames(s, f)
    return s


def fatigue(s: N1815State) -> SpreadFatigue:
    f = s.frames[-1]
    assert isinstance(f, SpreadFatigue)
    return f


def swap(s: N1815State, t: str, block: str, inf: int, cav: int) -> N1815State:
    """A twin where the block behind token ``t`` (hidden from the enemy) is another, of this strength."""
    twin = GAME.clone(s)
    twin.pieces[t] = twin.pieces[t]._replace(block=block, infantry=inf, cavalry=cav)
    return twin


# --- MOV-8: spreading fatigue -------------------------------------------------------------------


def _moved_alone(block: str = "derlon") -> N1815State:
    """Grognard: one hidden French block marches from Ligny to Fleurus and stops."""
    s = blank(rules="grognard")
    put(s, block, "ligny")
    put(s, "picton", "nivelles")
    start_operations(s)
    stack_deck(s, "french", [ONE])
    act(s, "operate ligny")
    act(s, f"add {token(s, block)}")
    act(s, "move")
    apply(s, "road", "fleurus")
    act(s, "stop")
    return s


def test_mov_8_a_lone_block_has_one_way_to_spread_its_fatigue_and_everyone_can_tell() -> None:
    """MOV-8: a stack of one block holds at most one corps, so its fatigue goes one way, whatever it
    is and however much: flagged forced, though nobody else knows the block or the amount."""
    s = _moved_alone()
    assert ask(s) == "napoleon1815-ask-spread-fatigue"
    assert forced(s) == "spread"
    twin = _moved_alone("vandamme")
    fatigue(twin).n = 3
    assert forced(twin) == "spread" and alike(s, twin)


def test_mov_8_a_hidden_pair_is_asked_even_with_one_way_left() -> None:
    """MOV-8: a hidden stack of two blocks may be one corps and a commander (one way) or two corps
    (an odd amount has two ways): the flag would tell the others which, so it stays off."""
    s = blank(rules="grognard")
    corps, chief = put(s, "derlon", "ligny"), put(s, "napoleon", "ligny")
    real = frame(s, spread_fatigue(s, [corps, chief], 1, amount_public=False, seat="france"))
    assert options(real) == ["spread"] and forced(real) is None
    twin = swap(real, chief, "vandamme", 5, 0)
    fatigue(twin).tokens = [corps, chief]
    assert len(options(twin)) == 2 and forced(twin) is None
    assert alike(real, twin)


def test_mov_12_a_known_even_amount_splits_evenly_over_any_pair() -> None:
    """MOV-12: 2 fatigue (a public amount) over a hidden pair splits evenly whether it holds one
    corps or two: forced in both."""
    s = blank(rules="grognard")
    corps, chief = put(s, "derlon", "ligny"), put(s, "napoleon", "ligny")
    real = frame(s, spread_fatigue(s, [corps, chief], 2, seat="france"))
    twin = swap(real, chief, "vandamme", 5, 0)
    fatigue(twin).tokens = [corps, chief]
    assert forced(real) == forced(twin) == "spread" and alike(real, twin)


def _pair_moved(used: int, other: str = "napoleon") -> N1815State:
    """Grognard: d'Erlon and a hidden companion march one road; ``used``: the MP the move spent."""
    s = blank(rules="grognard")
    put(s, "derlon", "ligny")
    put(s, other, "ligny")
    put(s, "picton", "nivelles")
    start_operations(s)
    stack_deck(s, "french", [FOUR])
    act(s, "operate ligny")
    act(s, f"add {token(s, 'derlon')}")
    act(s, f"add {token(s, other)}")
    act(s, "move")
    apply(s, "road", "fleurus")
    op = s.frames[-1]
    assert isinstance(op, OpFields)
    op.used = used
    act(s, "stop")
    assert ask(s) == "napoleon1815-ask-spread-fatigue"
    return s


def test_mov_7_a_short_quiet_move_tires_nobody_as_everyone_can_tell() -> None:
    """MOV-7: 3 MP or fewer, not engaged at either end, no card against the move: no fatigue, whatever
    the hidden pair holds, so nothing to spread: forced."""
    s, twin = _pair_moved(1), _pair_moved(1, other="vandamme")
    assert forced(s) == forced(twin) == "spread" and alike(s, twin)


def test_mov_7_a_long_move_is_asked() -> None:
    """MOV-7 A: 4 MP used gives each corps 1 fatigue: a corps and Napoleon take none (E), two corps
    one each; the pair's make-up is hidden, so the question is asked in both."""
    s, twin = _pair_moved(4), _pair_moved(4, other="vandamme")
    assert options(s) == options(twin) == ["spread"]
    assert forced(s) is None and forced(twin) is None and alike(s, twin)


# --- MOV-6 / MOV-8: the fatigue of taking a walled city -------------------------------------------


def test_mov_6_a_lone_corps_taking_a_city_is_the_one_that_tires() -> None:
    """MOV-6/8: a stack of one block taking a walled city: its corps takes the point, as everyone
    can tell (the token is public, the block need not be)."""
    s = blank(rules="grognard")
    t = put(s, "derlon", "namur")
    real = frame(s, Capture(area="namur", army="french", tokens=[t], seat="france"))
    assert forced(real) == f"tire {t}"
    twin = swap(real, t, "lobau", 3, 0)
    assert forced(twin) == f"tire {t}" and alike(real, twin)


def test_mov_6_which_of_a_hidden_pair_tires_is_not_told() -> None:
    """MOV-6/8: with a hidden commander beside the corps, the one choice names the corps: asked."""
    s = blank(rules="grognard")
    corps, chief = put(s, "derlon", "namur"), put(s, "napoleon", "namur")
    real = frame(s, Capture(area="namur", army="french", tokens=[corps, chief], seat="france"))
    assert options(real) == [f"tire {corps}"] and forced(real) is None


# --- CMB-6: losing SP ------------------------------------------------------------------------------


def _losses(block: str, amount: int, *, shown: bool = True, inf: int | None = None) -> N1815State:
    s = blank(rules="grognard")
    t = put(s, block, "ligny", inf=inf)
    if shown:
        s.face_up = [t]  # GRG-2: laid face up for a battle
    return frame(s, spread_damage(s, [t], amount))


def test_cmb_6_a_lone_known_corps_without_cavalry_loses_infantry_first() -> None:
    """CMB-6: a shown corps with no cavalry printed (it never gains any) alone in its stack loses its
    first SP in infantry, whatever its hidden strength; the second is asked, as it may have none."""
    s = _losses("vandamme", 2)
    t = token(s, "vandamme")
    assert forced(s) == f"lose {t} infantry"
    weak = _losses("vandamme", 2, inf=1)
    assert forced(weak) == f"lose {t} infantry" and alike(s, weak)
    apply(s, "lose", t, "infantry")
    apply(weak, "lose", t, "infantry")
    assert options(s) == [f"lose {t} infantry"] and options(weak) == ["lose"]  # nothing left
    assert forced(s) is None and forced(weak) is None and alike(s, weak)


def test_cmb_6_one_arm_left_for_hidden_reasons_is_asked() -> None:
    """CMB-6: a corps with both arms printed that lost its cavalry has one choice, and a hidden corps
    has one arm or two for all the enemy knows: neither is flagged."""
    lost = _losses("derlon", 1)
    t = token(lost, "derlon")
    lost.pieces[t] = lost.pieces[t]._replace(cavalry=0)
    assert options(lost) == [f"lose {t} infantry"] and forced(lost) is None
    hidden = _losses("vandamme", 1, shown=False)
    assert len(options(hidden)) == 1 and forced(hidden) is None
    twin = swap(hidden, token(hidden, "vandamme"), "ney", 0, 2)
    assert forced(twin) is None and alike(hidden, twin)


def test_cmb_6_a_cavalry_corps_loses_cavalry_until_its_side_reinforces() -> None:
    """CMB-6 with EVT-24: a shown cavalry corps has only cavalry while its seat never gave a corps an
    infantry SP (the log tells everyone when it does, not which corps): forced until then."""
    s = _losses("ney", 1)
    t = token(s, "ney")
    assert forced(s) == f"lose {t} cavalry"
    s = blank(rules="grognard")
    s.strengthened = ("france",)
    t = put(s, "ney", "ligny")
    s.face_up = [t]
    frame(s, spread_damage(s, [t], 1))
    assert options(s) == [f"lose {t} cavalry"] and forced(s) is None


def test_evt_24_everyone_learns_that_a_seat_reinforced_a_corps() -> None:
    """EVT-24: the seat that gives a corps an infantry SP is recorded (its log line is public)."""
    s = blank()
    t = put(s, "uxbridge", "nivelles", cav=3)
    frame(s, Strengthen(seat="allies"))
    apply(s, "strengthen", t)
    assert s.strengthened == ("allies",) and s.pieces[t].infantry == 1


# --- EVT-47: Combined operation ------------------------------------------------------------------


def _after_move(where: str) -> N1815State:
    """France's lone corps has moved and stopped, France holding one card and one more discarded;
    the Combined operation card is the one ``seen`` going to the discard pile, the one discarded
    ``unseen``, or the one in France's ``hand``."""
    s = blank(rules="grognard")
    put(s, "derlon", "ligny")
    put(s, "picton", "nivelles")
    held, gone = (COMBINED, OTHER) if where == "hand" else (OTHER, COMBINED)
    give(s, "france", [held])
    s.decks["french"].remove(gone)
    deck.discard(s, gone, shown=where == "seen")
    start_operations(s)
    stack_deck(s, "french", [ONE])
    act(s, "operate ligny")
    act(s, f"add {token(s, 'derlon')}")
    act(s, "move")
    while ask(s) != "napoleon1815-ask-move":
        act(s, "No card")
    act(s, "stop")
    while ask(s) != "napoleon1815-ask-combined":
        apply(s, *options(s)[0].split())
    return s


def test_evt_47_forced_once_the_card_was_seen_discarded() -> None:
    """EVT-47: once everyone saw the only Combined operation card go to the discard pile, France can
    only end the operation: forced."""
    s = _after_move("seen")
    assert forced(s) == "end"


def test_evt_47_a_card_discarded_unseen_may_still_be_in_hand() -> None:
    """EVT-47: a card discarded unseen (a recovery card) may be in France's hand for all the Allies
    know: France is asked, as when he holds it."""
    unseen, held = _after_move("unseen"), _after_move("hand")
    assert options(unseen) == ["end"] and forced(unseen) is None
    assert len(options(held)) == 2 and forced(held) is None
    assert alike(unseen, held)


def test_trm_14_a_reshuffle_forgets_what_was_seen_discarded() -> None:
    """TRM-14: the rebuilt deck is shuffled unseen, so no card of it is known out of a hand."""
    s = blank()
    s.decks["french"].remove(COMBINED)
    deck.discard(s, COMBINED, shown=True)
    assert all(c.number != COMBINED for c in deck.may_hold(s, "france"))
    s.discards["french"] += s.decks["french"]
    s.decks["french"] = []
    deck.take_top(s, "french")
    assert s.seen_discards == ()
    assert any(c.number == COMBINED for c in deck.may_hold(s, "france"))


def test_rec_2_a_recovery_card_is_discarded_unseen() -> None:
    """REC-2: the public log does not name a recovery card, so it is not counted as seen."""
    s = blank()
    put(s, "derlon", "ligny", fat=3, spent=True)
    give(s, "france", [COMBINED])
    frame(s, Recovery())
    act(s, f"rest {token(s, 'derlon')}")
    act(s, f"card {COMBINED}")
    assert COMBINED in s.discards["french"] and COMBINED not in s.seen_discards


# --- INI-1: blue cards ------------------------------------------------------------------------------


def _blue(seen: bool) -> N1815State:
    s = blank()
    for c in FRENCH_BLUE:
        s.decks["french"].remove(c)
        deck.discard(s, c, shown=seen)
    give(s, "france", [ONE])
    return frame(s, Initiative())


def test_ini_1_no_blue_card_left_to_hold_is_forced() -> None:
    """INI-1: every French blue card seen discarded: France can only decline."""
    assert forced(_blue(seen=True)) == "none"


def test_ini_1_blue_cards_gone_unseen_are_asked() -> None:
    """INI-1: the same hand, the blue cards discarded unseen: the Allies cannot tell, so asked."""
    s = _blue(seen=False)
    assert options(s) == ["none"] and forced(s) is None


def test_ini_1_the_blue_card_moment_is_asked_privately_whatever_the_hand() -> None:
    """Issue 21 §4: the blue-card question is private by its kind (``Prompt.private``), so a client
    asks it by DM without a ping, one answer or several: one answer here comes from the hand."""
    one, twin = _blue(seen=False), _blue(seen=False)
    give(twin, "france", [FRENCH_BLUE[1]])
    assert len(options(twin)) > 1 and options(one) == ["none"]
    assert prompt(one).private and prompt(twin).private
    assert prompt(_blue(seen=True)).private


# --- REC-2 / REC-3 ----------------------------------------------------------------------------------


def _attrition(block: str, rules: str, cav: int | None = None) -> N1815State:
    s = blank(rules=rules)
    put(s, block, "ligny", cav=cav, fat=6, spent=True)
    frame(s, Recovery())
    while ask(s) != "napoleon1815-ask-attrition":
        apply(s, *options(s)[0].split())
    return s


def test_rec_3_known_corps_without_cavalry_lose_infantry() -> None:
    """REC-3 (Conscript): France's spent corps are known and none has cavalry printed: nothing to
    choose, as everyone can tell."""
    assert forced(_attrition("vandamme", "conscript")) == "done"


def test_rec_3_a_known_cavalry_corps_loses_cavalry() -> None:
    """REC-3 (Conscript): a spent cavalry corps of a seat that never reinforced has no arm to choose."""
    assert forced(_attrition("ney", "conscript")) == "done"


def test_rec_3_hidden_or_lost_cavalry_is_asked() -> None:
    """REC-3: a corps that lost its cavalry, or a hidden spent block (it may be a corps with both
    arms), leaves one choice for reasons the Allies cannot see: asked."""
    lost = _attrition("derlon", "conscript", cav=0)
    assert options(lost) == ["done"] and forced(lost) is None
    hidden = _attrition("vandamme", "grognard")
    twin = swap(hidden, token(hidden, "vandamme"), "derlon", 6, 1)
    assert options(hidden) == ["done"] and len(options(twin)) == 2
    assert forced(hidden) is None and forced(twin) is None and alike(hidden, twin)


def test_rec_3_attrition_is_asked_privately_whatever_the_corps() -> None:
    """Issue 21 §4: attrition is private by its kind (``Prompt.private``): a hidden corps with one
    arm and its twin with a choice of arm are both asked by DM without a ping, and so is a choice
    everyone can tell."""
    hidden = _attrition("vandamme", "grognard")
    twin = swap(hidden, token(hidden, "vandamme"), "derlon", 6, 1)
    assert prompt(hidden).private and prompt(twin).private and alike(hidden, twin)
    assert prompt(_attrition("vandamme", "conscript")).private


def test_rec_2_a_seat_whose_spent_blocks_are_known_commanders_has_nothing_to_rest() -> None:
    """REC-2 (Conscript): France's only spent block is Napoleon: no corps to rest, forced; with the
    Grognard rules the block might be a corps: asked."""
    for rules, flag in (("conscript", "done"), ("grognard", None)):
        s = blank(rules=rules)
        put(s, "derlon", "ligny")
        put(s, "napoleon", "fleurus", spent=True)
        put(s, "vandamme", "fleurus")
        give(s, "france", [ONE])
        frame(s, Recovery())
        assert ask(s) == "napoleon1815-ask-recovery" and forced(s) == flag


def test_determinize_deals_anew_the_cards_discarded_unseen() -> None:
    """A twin for the Allies may have the recovery card France used anywhere France's cards may be
    (so the suite's twins test the flags above), but keeps what everyone saw discarded; France's own
    twin keeps both."""
    s = blank()
    for c, shown in ((COMBINED, False), (OTHER, True)):
        s.decks["french"].remove(c)
        deck.discard(s, c, shown=shown)
    moved = {GAME.determinize(s, "allies", seed).discards["french"][0] for seed in range(20)}
    assert len(moved) > 1
    for seed in range(20):
        twin = GAME.determinize(s, "allies", seed)
        assert twin.discards["french"][1] == OTHER and twin.seen_discards == s.seen_discards
        assert GAME.determinize(s, "france", seed).discards["french"] == [COMBINED, OTHER]
