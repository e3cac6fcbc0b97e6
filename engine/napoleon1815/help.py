"""Rules summaries for /rules, in our own words (the numbers are the rulebook's)."""

from __future__ import annotations

from typing import Final

HELP_TOPICS: Final[dict[str, str]] = {
    "overview": (
        "June 1815: Napoleon invades Belgium against Wellington's Anglo-Dutch army and Blücher's "
        "Prussians. Blocks are corps and commanders; each corps has strength points (SP, 1-8) and "
        "fatigue (0-8) on its order of battle, behind its owner's screen. One VP track from 0 to 20: "
        "France wins at once at 0, the Allies at 20, the Allies also if Napoleon falls. Otherwise the "
        "scenario's threshold decides after the last turn. There are no draws."
    ),
    "sequence": (
        "Each turn: Draw Phase (draw as the invasion card says; red cards are played at once, and if "
        "more than one red card is drawn they all cancel), Initiative Phase (blue cards, France "
        "first; then each side flips a card, highest first, ties to France), Operations Phase "
        "(sides alternate one operation or a pass until both pass), Recovery Phase."
    ),
    "operations": (
        "An operation activates one stack of active blocks from one area: pick its blocks one by one, "
        "then move, attack the enemy in the same area, or move and then attack (one battle card "
        "less). Anglo-Dutch and Prussian corps never act together without Allied cooperation. "
        "Afterwards the blocks are spent. A commander never moves alone and dies if left alone. "
        "Each side may play one green card per operation; a side that passed may still answer."
    ),
    "movement": (
        "Flip a card: its value is the MP, -1 per corps after the first, +1 with Napoleon, +1 for a "
        "lone corps with the solo-move symbol. 1 MP per road, 3 across a destroyed bridge. Stop on "
        "entering an area with another friendly stack or an enemy stack (the area becomes engaged "
        "and your retreat arrow goes on the road you came by), or on taking a walled city (1 "
        "fatigue). Fatigue after the move: +1 per corps if more than 3 MP were used, +1 if it started "
        "engaged, +1 if it ended engaged, -1 with Napoleon or Wellington. A stack leaving an engaged "
        "area must use its own arrow's road and never the enemy's. Entering along the enemy's arrow "
        "gives the enemy stacks there 2 fatigue (once per area per turn)."
    ),
    "combat": (
        "Cards per side: 1 per corps of 1-4 SP, 2 per corps of 5-8 SP, -1 per corps with 5+ "
        "fatigue, -1 for a move-attack; the defender +1 in a forest, in a walled city with its own "
        "flag, or (Allies) in an entrenched farm; every block's battle bonus; events. An attacker "
        "with no card calls the attack off. Both flip at once: each damage symbol is 1 damage, each "
        "fatigue symbol 1 fatigue to the enemy (a defender in a town takes 1 less fatigue, an "
        "entrenched Allied defender 2 less). Fatigue then damage are spread evenly; more than 1 "
        "damage takes at least 1 cavalry SP. More damage wins; equal damage, nobody retreats."
    ),
    "retreat": (
        "The loser retreats as many roads as the damage difference: first along its own arrow if it "
        "has one, never along the enemy's, never twice on a road, never back. Entering enemy or "
        "engaged areas stops it with 2 fatigue per enemy corps there; friendly corps stop it; a "
        "destroyed bridge costs 2 fatigue. The Allies may discard an entrenchment instead. Pursuit: a "
        "winner with more cavalry SP, outside forests and walled cities, flips 1 card + 1 per pursuit "
        "corps and the retreating stack takes the fatigue shown."
    ),
    "recovery": (
        "Active corps lose all their fatigue. Each spent corps may receive one card from its owner's "
        "hand: the card's recovery box removes that much fatigue. Then every corps with 5-8 fatigue "
        "loses 1 SP (the enemy scores it). Everything becomes active again. A corps at 0 SP or with "
        "more than 8 fatigue is removed at once, and its SP count for the enemy."
    ),
    "victory": (
        "1 VP per enemy SP lost; control flags: Maubeuge, Bruxelles and Namur 2, Beaumont, Ath, Alost "
        "and each fortified farm 1; a side takes an area by passing through or staying in it while it "
        "is not engaged. 7+ Allied flags at the end of a turn: +1 Allied VP (not in the one-day "
        "scenarios). France losing a battle with Napoleon: +3 Allied. Wellington or Blücher lost: "
        "+2 French. France's gains lower the marker, the Allies' raise it."
    ),
    "grognard": (
        "Fog of war: blocks stand up, so the enemy sees only their army and whether they are active. "
        "A battle lays every block of its area face up until the battle and its pursuit end. Cavalry "
        "scouts move only with scouts, at the card's value +1, take no fatigue, are destroyed in any "
        "area holding enemy corps (a stack passing through destroys them and may go on), and "
        "destroy each other when they end a move together. They take towns and farms, but never "
        "enter a walled city with an enemy flag."
    ),
    "three players": (
        "France against an Anglo-Dutch and a Prussian player, who share a deck and a discard pile but "
        "keep their own hands and screens. Blue cards: France, then Prussia, then Anglo-Dutch. The "
        "flips also choose the Allied leader (ties: Anglo-Dutch), who picks which Allied player "
        "operates, answers enemy operations first (or lets his partner answer), and decides for mixed "
        "stacks. The Allies play one event per operation between them. Cards may be given to the "
        "partner only after Aide-de-camp or while Blücher and Wellington are in the same or "
        "neighbouring areas."
    ),
    "cards": (
        "Red cards are played when drawn; blue cards in the Initiative Phase; green cards during "
        "operations, at the moment their symbol shows: while the French or the Allies move, at the "
        "start of a battle, or during a retreat or pursuit. Nobody looks at discard piles; an empty "
        "deck is its discard pile shuffled. With combat dice (chosen at set-up) dice replace the "
        "battle and pursuit flips only."
    ),
    "readings": (
        "Where the rulebook is unclear we read it so: after passing you answer at most one card per "
        "enemy operation; the capture stop is for walled cities; the attack is called off if the "
        "attacker's total, with its events, is 0 or less; only the operating stack attacks; the "
        "Napoleon/Wellington -1 fatigue never makes fatigue negative; fatigue losses in the Recovery "
        "Phase take infantry first; Rear guard, Hold at all costs and a discarded entrenchment "
        "prevent pursuit; Insubordination against Napoleon's block in Grognard reveals him and has no "
        "other effect."
    ),
}
