"""Spreading fatigue and damage over a stack (MOV-8, CMB-6): as evenly as possible, the owner
choosing where the remainder goes, one point at a time and only when there is a real choice.

Damage never exceeds a corps' SP: it is spread by levels (each corps takes the same, capped at
its SP; the rest goes one point each to corps with room left). A stack taking more than 1
damage loses at least 1 cavalry SP when it has any (CMB-6, A-10); which arm each corps loses
is its owner's choice within that rule.
"""

from __future__ import annotations

from engine.core import Action, Prompt, log
from engine.napoleon1815 import board
from engine.napoleon1815.board import BLOCK_NAME, owner
from engine.napoleon1815.flow.frames import DONE, Task, ask, frame
from engine.napoleon1815.state import AREA, BLOCK, CAV, FAT, INF, Frame, N1815State, corps_tokens, sp


def fatigue_frame(s: N1815State, tokens: list[str], amount: int, who: str | None = None) -> Frame:
    """A frame spreading ``amount`` fatigue over the corps among ``tokens``."""
    corps = corps_tokens(s, tokens)
    return frame("alloc", what="fatigue", tokens=corps, n=amount, who=who or _owner(s, corps), extra=[])


def damage_frame(s: N1815State, tokens: list[str], amount: int, who: str | None = None) -> Frame:
    """A frame spreading ``amount`` damage (SP losses) over the corps among ``tokens``."""
    corps = corps_tokens(s, tokens)
    return frame(
        "alloc", what="damage", tokens=corps, n=amount, who=who or _owner(s, corps), extra=[], arms={}
    )


def _owner(s: N1815State, corps: list[str]) -> str:
    return owner(s, corps) if corps else s.seats[0]


def _plan(s: N1815State, f: Frame) -> tuple[dict[str, int], list[str], int]:
    """Even shares: (base points per corps, corps that may take one more, points left to place)."""
    corps = corps_tokens(s, f["tokens"])
    if f["what"] == "fatigue":
        base, rest = divmod(int(f["n"]), len(corps))
        return {t: base for t in corps}, list(corps), rest
    caps = {t: sp(s.pieces[t]) for t in corps}
    total = min(int(f["n"]), sum(caps.values()))
    level = 0
    while sum(min(c, level + 1) for c in caps.values()) <= total and level < max(caps.values()):
        level += 1
    shares = {t: min(c, level) for t, c in caps.items()}
    return shares, [t for t in corps if caps[t] > level], total - sum(shares.values())


def _run(s: N1815State, f: Frame) -> str:
    corps = corps_tokens(s, f["tokens"])
    if not corps or f["n"] <= 0:
        return DONE
    shares, _, rest = _plan(s, f)
    if len(f["extra"]) < rest:
        return ask(f, f["who"], f"place a point of {f['what']}")
    for t in f["extra"]:
        shares[t] += 1
    if f["what"] == "fatigue":
        return _apply_fatigue(s, shares)
    choice = _next_arm_choice(s, f, shares)
    if choice is not None:
        return ask(f, f["who"], "choose which SP are lost")
    _apply_damage(s, f, shares)
    return DONE


def _prompt(s: N1815State, f: Frame) -> Prompt:
    shares, room, rest = _plan(s, f)
    if len(f["extra"]) < rest:
        p = Prompt(
            f"{f['n']} {f['what']} to spread over your stack: choose a corps for one more point "
            f"({rest - len(f['extra'])} left to place)."
        )
        for t in _extra_candidates(s, f, room, rest):
            piece = s.pieces[t]
            p.add("extra", t, f"{BLOCK_NAME[piece[BLOCK]]} takes one more ({_state_of(s, t, f['what'])})")
        return p
    for t in f["extra"]:
        shares[t] += 1
    token = _next_arm_choice(s, f, shares)
    assert token is not None
    low, high = _cavalry_range(s, f, shares, token)
    piece = s.pieces[token]
    p = Prompt(f"{BLOCK_NAME[piece[BLOCK]]} loses {shares[token]} SP: which?")
    for cav in range(low, high + 1):
        p.add("arms", f"{token}:{cav}", f"{shares[token] - cav} infantry and {cav} cavalry SP")
    return p


def _answer(s: N1815State, f: Frame, action: Action) -> None:
    if action.verb == "extra":
        f["extra"].append(action.arg)
    else:
        token, cav = action.arg.split(":")
        f["arms"][token] = int(cav)


def _state_of(s: N1815State, token: str, what: str) -> str:
    piece = s.pieces[token]
    return f"{piece[FAT]} fatigue" if what == "fatigue" else f"{sp(piece)} SP"


def _extra_candidates(s: N1815State, f: Frame, room: list[str], rest: int) -> list[str]:
    candidates = [t for t in room if t not in f["extra"]]
    if f["what"] == "damage" and len(f["extra"]) == rest - 1 and _cavalry_rule(s, f):
        shares, _, _ = _plan(s, f)
        hit = {t for t, n in shares.items() if n > 0} | set(f["extra"])
        if not any(s.pieces[t][CAV] > 0 for t in hit):
            with_cavalry = [t for t in candidates if s.pieces[t][CAV] > 0]
            return with_cavalry or candidates
    return candidates


def _cavalry_rule(s: N1815State, f: Frame) -> bool:
    """CMB-6 / A-10: more than 1 damage, and the stack has cavalry."""
    return int(f["n"]) > 1 and any(s.pieces[t][CAV] > 0 for t in corps_tokens(s, f["tokens"]))


def _bounds(s: N1815State, token: str, lost: int) -> tuple[int, int]:
    piece = s.pieces[token]
    return max(0, lost - piece[INF]), min(lost, piece[CAV])


def _cavalry_range(s: N1815State, f: Frame, shares: dict[str, int], token: str) -> tuple[int, int]:
    low, high = _bounds(s, token, shares[token])
    if not _cavalry_rule(s, f) or low > 0:
        return low, high
    order = [t for t in sorted(shares) if shares[t] > 0]
    met = any(f["arms"].get(t, _bounds(s, t, shares[t])[0]) > 0 for t in order if t != token)
    later = any(_bounds(s, t, shares[t])[1] > 0 for t in order if t > token and t not in f["arms"])
    return (1 if not met and not later and high > 0 else low), high


def _next_arm_choice(s: N1815State, f: Frame, shares: dict[str, int]) -> str | None:
    """The next corps whose infantry/cavalry split is a real choice."""
    for t in sorted(shares):
        if shares[t] > 0 and t not in f["arms"]:
            low, high = _cavalry_range(s, f, shares, t)
            if low == high:
                f["arms"][t] = low
            else:
                return t
    return None


def _apply_fatigue(s: N1815State, shares: dict[str, int]) -> str:
    for t, n in shares.items():
        area = s.pieces[t][AREA]
        if board.add_fatigue(s, t, n):
            board.settle(s, area)
    return DONE


def _apply_damage(s: N1815State, f: Frame, shares: dict[str, int]) -> None:
    seat = f["who"]
    for t, n in shares.items():
        if n <= 0 or t not in s.pieces:
            continue
        cav = int(f["arms"].get(t, _bounds(s, t, n)[0]))
        name, area = BLOCK_NAME[s.pieces[t][BLOCK]], s.pieces[t][AREA]
        log(s, f"{name} loses {n - cav} infantry and {cav} cavalry SP", to=seat)
        board.lose_sp(s, t, n - cav, cav)
        board.settle(s, area)


TASKS = {"alloc": Task(_run, _prompt, _answer)}
