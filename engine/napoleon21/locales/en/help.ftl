# Napoleon 2.1 rules summaries for /rules, in our own words (numbers from the rulebook and our data).

napoleon21-help-overview = France (one player) fights a coalition of five allies: Prussia, Austria, Russia, Spain and Britain (one allied player, or several with the multi-player option). France wins by knocking allies out of the war until those at Peace or Armistice are worth 10 VP or more, and then declaring victory. The allies win when French morale, which only ever falls, reaches 0. There is no hidden information and no turn limit.
    .title = Overview
napoleon21-help-turn = Each turn: (1) France rolls a die for its place in the order: a roll of N makes France act N-th; the allies always act Prussia, Austria, Russia, Spain, Britain. (2) Each country in turn does one activity or nothing. (3) Adjustment: morale check for France, attrition in Russia and Spain, then the victory declaration.
    .title = The turn
napoleon21-help-activities = The four activities are Declaration of War, Reinforcement, Mobilization/Reform and Move/Combat. A country does at most one per turn. Countries at Peace or Armistice may not take Move/Combat; nobody may declare war for a country already at War.
    .title = Activities
napoleon21-help-declaration = Declaration of War moves an ally one step Peace → Armistice → War on a roll of 1-2 (Austria 1-3). An ally declares for itself; France may push any one ally; Britain may declare for another ally instead of itself. The target’s numbers are used. Declarations never cause combat, and war states never move back except by surrender (which means Peace).
    .title = Declaration of War
napoleon21-help-reinforcement = Reinforcement points are the stage’s value (France: 3 at morale 11-20, 2 at 0-10) plus 1 for each of Rhine, Italy and Warsaw where the country has strictly more units than every other army. Each point either places a unit from the country’s box face-up in its home area, or flips up to two of its face-down units anywhere face-up. Unspent points are lost. Countries at Peace may reinforce too.
    .title = Reinforcement
napoleon21-help-mobilization = Mobilization/Reform moves a country one stage right on its War Posture Chart (never back), raising its reinforcement value and max strength; the extra units go into its box. Allies succeed on 1-2; France always succeeds (optional rule: 1-4).
    .title = Mobilization/Reform
napoleon21-help-movement = Move/Combat starts with movement. First declare forced marches (each such unit moves one area more but rolls on the Forced March Table afterwards). Allied units move 1 area and must stop on entering French units; from an area with French units they may only step into a French-free area. French units move 2 areas and must stop on entering an area with 5 or more allied units at War (British units at sea do not count). Spain never moves. Only British units may stop at sea; others may cross a sea and roll once on the Sea Attrition Table. Units of allies at Peace or Armistice are ignored.
    .title = Movement
napoleon21-help-combat = After movement, every area holding the active country’s units and their enemies has a battle, in the order the active player picks. France always attacks first: 2 dice per face-up unit, 1 per face-down unit (split between allied armies as France chooses). Then a rout check, then the allies attack together (in an ally’s activity, other allies roll only 1 die per face-up unit), then another rout check. A die hits on 1-2; in Spain a 2 always misses. Each hit flips a face-up unit or removes a face-down one, as the owner chooses; surplus hits are lost.
    .title = Combat
napoleon21-help-rout = An army routs when it has only face-down units left while an enemy there has a face-up unit. Half its units (rounded down; Prussia all) flip face-up, then all of them move one land area closer to home, split as the owner likes (British units may rout to sea). An army routing in its own home area stays put; non-British units routing out of Britain cross the Atlantic and do not reorganize. Routed units take no further part in combat or surrender this activity.
    .title = Rout
napoleon21-help-surrender = After all battles, a country at War (or France) surrenders when enemy units in its home area outnumber its garrison and none of its own units are there (routed units do not count). A surrendering ally makes Peace and its units go home. France loses 5 morale and the turn jumps to the victory declaration; if the game goes on, every unit goes home and France reinforces once. Allied surrenders are processed before a French one.
    .title = Surrender
napoleon21-help-adjustment = Adjustment: France loses 1 morale if it has no unit outside France and South France. Every non-Russian unit in Russia or West Russia rolls: 1-3 is one damage. Every non-Spanish unit in Spain rolls: 1-2 is one damage. Then comes the victory declaration.
    .title = Adjustment
napoleon21-help-morale = French morale starts at 20 and never rises. It falls by 1 for each French unit removed, by 1 in an adjustment with no French unit abroad, and by 5 for each French surrender. It sets France’s reinforcement value: 3 at 11-20, 2 at 0-10.
    .title = French morale
napoleon21-help-victory = At the victory declaration France counts the VP of allies at Peace or Armistice (recounted each turn). With 10 or more it may declare victory: 10 or more makes Napoleon Emperor of the French, 12 Master of Europe, 15 Hero who unified Europe. If French morale is 0 the allies win (Napoleon the Frenchman); if France could declare at the same time, the game is a draw.
    .title = Victory
napoleon21-help-options = Optional rules: allies (several allied players; each starts with VP equal to the gap between the biggest right-most max strength total and its own, and if the allies win each scores 2 VP per unit in France, 1 in South France and 1 in areas next to either; the best total wins); road_to_paris (play on at morale 0 with a French base reinforcement of 0; the allies win at the first French surrender after that); nelson (no French sea moves on even order rolls); french_mobilization (France mobilizes on 1-4); allied_mobilization (allies at War may not mobilize).
    .title = Optional rules
napoleon21-help-map = Land areas: France, South France, Spain, Britain, Confederation of the Rhine, Italy, Prussia, Warsaw, Austria, West Russia, Russia. Seas: Atlantic, Baltic, Mediterranean. Rhine, Italy and Warsaw give +1 reinforcement. France and Italy do not touch; Britain touches only the Atlantic; Warsaw has no coast. Allied order: Prussia, Austria, Russia, Spain, Britain.
    .title = The map
napoleon21-help-chart =
    War Posture Chart (reconstructed values, see /rules data), each stage as reinforcement/max strength, ★ the starting stage:
    France: ★morale/12 → morale/16 → morale/20; 9 units at start; capital Paris (garrison 4)
    Prussia: ★1/6 → 2/9; 4 units at start; at Peace; 3 VP; capital Berlin (garrison 2)
    Austria: ★2/7 → 2/9 → 3/11; 5 units at start; at War; 5 VP; capital Vienna (garrison 3)
    Russia: ★1/6 → 2/9 → 3/12; 4 units at start; at War; 4 VP; capital St. Petersburg (garrison 3)
    Spain: ★1/4 → 2/6; 3 units at start; at Peace; 2 VP; capital Madrid (garrison 2)
    Britain: ★1/4 → 2/6; 3 units at start; at War; 6 VP; capital London (garrison 4)
    .title = War Posture Chart
napoleon21-help-data = The rulebook prints no map, chart or tables. Land borders, the War Posture Chart, garrisons, VP (except Britain’s 6), the Combat, Forced March and Sea Attrition Tables are reconstructed from the history of 1805-1812 and tuned by self-play; the game lists each value and its source. Combat: a hit on 1-2. Forced march: 1 damage on 1-2. Sea attrition: 1 damage on 1-3.
    .title = Where the data comes from
