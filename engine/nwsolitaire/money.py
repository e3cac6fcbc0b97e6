"""The money of the Coalition: income and the Continental System (4.1, 4.1.1), the split of the
treasury (4.2), the cap at the end of the turn (4.2.2) and the transfers of 11.9."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.core import Action, ActionKind, Flow, Msg, Prompt, finish, log, rng
from engine.nwsolitaire.common import offer
from engine.nwsolitaire.data.map import AUSTRIA, PRUSSIA, SEAT
from engine.nwsolitaire.data.track import POINTS_MAX
from engine.nwsolitaire.state import LONDON, MACHINE, SolitaireFrame, SolitaireState, is_coalition

LONDON_PRINTED, LONDON_MARKER = 3, 4  # rulebook §4.1
POWER_INCOME = 2  # rulebook §4.1: the £2 coins of the Germany and Austria green boxes


def collect_income(s: SolitaireState) -> None:
    """4.1: London's £4 (or the printed £3), £2 for each of Prussia and Austria in the Coalition, £1 a
    cultural icon in London, £1 a face-up gold marker."""
    london = LONDON_MARKER if s.london_four else LONDON_PRINTED
    powers = POWER_INCOME * sum(is_coalition(s, p) for p in (PRUSSIA, AUSTRIA))
    icons = [*s.icons.values()].count(LONDON)
    trade = [*s.gold.values()].count("up")
    income = london + powers + icons + trade
    s.treasury += income
    if not s.quiet:
        log(
            s,
            Msg(
                "nwsolitaire-log-income",
                london=london,
                powers=powers,
                icons=icons,
                trade=trade,
                total=income,
                treasury=s.treasury,
            ),
        )


def continental_system(s: SolitaireState) -> None:
    """4.1.1: with its marker in the High Seas box, 1d6 pounds are lost (not below 0)."""
    if not s.continental_system:
        return
    lost = min(rng.roll(s), s.treasury)
    s.treasury -= lost
    log(s, Msg("nwsolitaire-log-continental", lost=lost, treasury=s.treasury))


def cap_pools(s: SolitaireState) -> None:
    """4.2.2: each of the three pools carries over at most £16; the rest is lost to corruption."""
    pools = (s.treasury, s.small_war_fund, s.naval_budget)
    lost = sum([v - POINTS_MAX for v in pools if v > POINTS_MAX])
    s.treasury, s.small_war_fund, s.naval_budget = [v if v < POINTS_MAX else POINTS_MAX for v in pools]
    if lost and not s.quiet:
        log(s, Msg("nwsolitaire-log-corruption", lost=lost))


TREASURY, FUND, NAVAL = "treasury", "fund", "naval"
# 4.2: from the treasury to either; 11.9: any way but out of the Naval Budget (4.2.2)
ALLOCATIONS = ((TREASURY, FUND), (TREASURY, NAVAL))
TRANSFERS = ((TREASURY, FUND), (TREASURY, NAVAL), (FUND, TREASURY), (FUND, NAVAL))


def _add(s: SolitaireState, pool: str, n: int) -> None:
    if pool == TREASURY:
        s.treasury += n
    elif pool == FUND:
        s.small_war_fund += n
    else:
        s.naval_budget += n


_BUDGET_DONE = offer("done", label="nwsolitaire-action-budget-done", kind=ActionKind.DONE)


@cache  # every amount from £1 to ``most`` moved from ``source`` to ``dest``
def _pound_offers(source: str, dest: str, most: int) -> tuple[Action, ...]:
    key = f"nwsolitaire-action-move-{source}-{dest}"
    return tuple(offer("pounds", source, dest, n, label=key, n=n) for n in range(1, most + 1))


@cache  # the whole menu of 4.2 (or 11.9) for the pounds in the treasury and the Small War Fund
def _budget_offers(end_of_turn: bool, treasury: int, fund: int) -> tuple[Action, ...]:
    amounts = {TREASURY: treasury, FUND: fund}
    offers: list[Action] = []
    for source, dest in TRANSFERS if end_of_turn else ALLOCATIONS:
        offers += _pound_offers(source, dest, amounts[source])
    offers.append(_BUDGET_DONE)
    return tuple(offers)


@cache  # a message never changes: one per amounts in the three pools, asked at every transfer
def _budget_text(treasury: int, fund: int, naval: int) -> Msg:
    return Msg("nwsolitaire-prompt-budget", treasury=treasury, fund=fund, naval=naval)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Budget(SolitaireFrame):
    """4.2 (after income) or 11.9 (end of turn): the player moves pounds between the pools."""

    kind = "budget"
    end_of_turn: bool = False

    def run(self, s: SolitaireState) -> Flow:
        return self.wait(SEAT, "nwsolitaire-ask-transfers" if self.end_of_turn else "nwsolitaire-ask-budget")

    def prompt(self, s: SolitaireState, seat: str) -> Prompt:
        text = _budget_text(s.treasury, s.small_war_fund, s.naval_budget)
        return Prompt(self.ask, text, list(_budget_offers(self.end_of_turn, s.treasury, s.small_war_fund)))

    def answer(self, s: SolitaireState, seat: str, action: Action) -> None:
        if action.verb == "done":
            if not s.quiet:
                log(
                    s,
                    Msg(
                        "nwsolitaire-log-budget",
                        treasury=s.treasury,
                        fund=s.small_war_fund,
                        naval=s.naval_budget,
                    ),
                )
            finish(s, self)
            return
        source, dest, n = str(action.args[0]), str(action.args[1]), int(action.args[2])
        _add(s, source, -n)
        _add(s, dest, n)
