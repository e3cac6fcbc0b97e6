# ナポレオン戦争 (N: The Napoleonic Wars), the solitaire of seed 001. Keys start with "nwsolitaire-".

nwsolitaire-title = The Napoleonic Wars (solitaire)
nwsolitaire-blurb = A solitaire of 1792-1821: you lead the Coalition against a France the rules run; drive Napoleon to abdicate.
nwsolitaire-seat-coalition = The Coalition
nwsolitaire-scenario-bonaparte1792 = Bonaparte 1792 (turns 1-16)
nwsolitaire-scenario-napoleon1805 = Napoleon 1805 (from turn 6)
nwsolitaire-scenario-end1813 = The End 1813 (from turn 12)
nwsolitaire-option-veteran = The Veteran game (12.4)
nwsolitaire-option-veteran-off = Off
nwsolitaire-option-veteran-on = On: abdication by the end of turn 15
nwsolitaire-option-sp_markers = SP markers (7.6)
nwsolitaire-option-sp_markers-on = Show the French SP of each country
nwsolitaire-option-sp_markers-off = Fog of war: count them yourself
nwsolitaire-option-sp_markers-hidden = Hidden strengths: French units face down until they fight
nwsolitaire-reason-abdication = Napoleon's abdication
nwsolitaire-reason-last_turn = the last turn passing without an abdication

nwsolitaire-status = Turn { $turn }: { $question }
nwsolitaire-status-over = Game over: { $result }
nwsolitaire-result-abdication = Napoleon abdicates on turn { $turn }: the Coalition wins.
nwsolitaire-result-last-turn = The last turn ends with the abdication level at { $level }: Napoleon keeps his throne.

nwsolitaire-ask-none = the rules move on
nwsolitaire-ask-budget = the Coalition splits its treasury
nwsolitaire-ask-transfers = the Coalition moves its money
nwsolitaire-ask-small-war = the Coalition fights a small war
nwsolitaire-ask-naval = the Coalition fights a naval battle
nwsolitaire-ask-extra-chit = the Coalition may buy an event chit
nwsolitaire-ask-diplomacy = the Coalition's diplomats are at work
nwsolitaire-ask-deploy = the Coalition places its armies
nwsolitaire-ask-battle = the Coalition chooses the next battle
nwsolitaire-ask-retreat = the Coalition chooses where to retreat
nwsolitaire-ask-pursue = the Coalition may pursue
nwsolitaire-ask-collection = the Coalition recalls its minor states
nwsolitaire-ask-icons = the Coalition courts the cultural icons
nwsolitaire-ask-secret = the Coalition takes the fruit of secret negotiations
nwsolitaire-ask-invasion = Napoleon invades Russia
nwsolitaire-ask-charge = the Russian Army may make its last charge
nwsolitaire-ask-levy = Napoleon levies troops for Russia
nwsolitaire-ask-napoleon = Napoleon gathers his army
nwsolitaire-ask-charge-target = the cavalry picks its target
nwsolitaire-ask-survivor = the battle's survivor is chosen
nwsolitaire-ask-rearguard = the French rearguard is chosen
nwsolitaire-ask-french-loss = a French corps leaves the game

nwsolitaire-prompt-budget = Treasury £{ $treasury }, Small War Fund £{ $fund }, Naval Budget £{ $naval }. Move pounds, then confirm.
nwsolitaire-prompt-small-war = A small war in { $box }: difficulty { $difficulty }, modifier { $modifier } before pounds; the Small War Fund holds £{ $fund }.
nwsolitaire-prompt-naval = A naval battle: 3 dice plus the pounds you add must reach { $target }; the Naval Budget holds £{ $budget }.
nwsolitaire-prompt-extra-chit = Buy one more event chit for £3? Treasury £{ $treasury }, { $cup } chits in the cup.
nwsolitaire-prompt-diplomacy = Give your diplomats their missions. Treasury £{ $treasury }; { $defeated } small wars lost on the map.
nwsolitaire-prompt-deploy = Buy and place your units. Treasury £{ $treasury }; { $minors } minor-state units in their cup.
nwsolitaire-prompt-battle = Battles to fight: { $countries }. Which first?
nwsolitaire-prompt-retreat = Your beaten units must retreat. Where to?
nwsolitaire-prompt-pursue = The white die allows a pursuit into { $country }. Choose the pursuers.
nwsolitaire-prompt-collection = Your minor states may stay where they are or go back to their cup.
nwsolitaire-prompt-icons = A cultural icon stands among French troops: £1 a try, 1-4 brings it to London. Treasury £{ $treasury }.
nwsolitaire-prompt-secret = Secret negotiations: take £3 or win back a lost gold marker.
nwsolitaire-prompt-invasion = Napoleon invades Russia: 2 dice, modifier { $modifier } before pounds; 12 or more defeats him. The Small War Fund holds £{ $fund }.
nwsolitaire-prompt-charge = The invasion roll came to { $total }. Order the Russian Army's last charge (abdication -1, roll again)?
nwsolitaire-prompt-levy = Choose a unit Napoleon levies for his march on Russia: { $units }.
nwsolitaire-prompt-napoleon = Napoleon takes one of these equally strong units: { $units }.
nwsolitaire-prompt-charge-target = The cavalry charges one of these equally strong units: { $units }.
nwsolitaire-prompt-survivor = One of these equally strong units survives the battle: { $units }.
nwsolitaire-prompt-rearguard = One of these equally weak French units stays behind: { $units }.
nwsolitaire-prompt-french-loss = One of these French corps leaves the game: { $units }.

nwsolitaire-action-move-treasury-fund = £{ $n } from the treasury to the Small War Fund
nwsolitaire-action-move-treasury-naval = £{ $n } from the treasury to the Naval Budget
nwsolitaire-action-move-fund-treasury = £{ $n } from the Small War Fund to the treasury
nwsolitaire-action-move-fund-naval = £{ $n } from the Small War Fund to the Naval Budget
nwsolitaire-action-budget-done = Confirm the budget
nwsolitaire-action-naval = Fight a naval battle for the sea first
nwsolitaire-action-delay = Delay { $unit } for +1
nwsolitaire-action-fight = Spend £{ $n } and roll
nwsolitaire-action-concede = Concede the war without a roll
nwsolitaire-action-navy = Add £{ $n } of the Naval Budget and roll
nwsolitaire-action-buy-chit = Pay £3 and draw a chit
nwsolitaire-action-no-chit = No more chits this turn
nwsolitaire-action-debate = { $ours } debates { $theirs } in { $country }
nwsolitaire-action-resolve = Resolve the debates
nwsolitaire-action-charm = { $ours } goes to { $box } to charm
nwsolitaire-action-recruit = Bring { $power } into the Coalition (£{ $cost })
nwsolitaire-action-diplomacy-done = End the diplomats' missions
nwsolitaire-action-minors = Buy three minor-state units for £1 and place them in { $country }
nwsolitaire-action-place = Place { $unit } in { $country }
nwsolitaire-action-deploy-done = End placement
nwsolitaire-action-battle = Fight in { $country }
nwsolitaire-action-retreat = Retreat to { $country }
nwsolitaire-action-with = Pursue with { $unit }
nwsolitaire-action-pursue = Pursue into { $country }
nwsolitaire-action-halt = Do not pursue
nwsolitaire-action-pick = { $unit }
nwsolitaire-action-keep-all = Keep every minor state where it is
nwsolitaire-action-recall-all = Send every minor state back to its cup
nwsolitaire-action-recall = Send { $unit } in { $country } back to the cup
nwsolitaire-action-icon = Court { $icon } (£1)
nwsolitaire-action-icons-done = Court no more
nwsolitaire-action-secret-money = Take £{ $n }
nwsolitaire-action-secret-gold = Win back the gold marker of { $box }
nwsolitaire-action-charge = Order the last charge
nwsolitaire-action-accept = Accept the roll

nwsolitaire-log-turn = Turn { $turn } ({ $years }) begins.
nwsolitaire-log-phase = — { $phase } —
nwsolitaire-phase-a = A. Money, the But marker and the events
nwsolitaire-phase-b = B. French diplomacy
nwsolitaire-phase-c = C. Counter-diplomacy
nwsolitaire-phase-d = D. The Grande Armée
nwsolitaire-phase-e = E. The Coalition and Napoleon
nwsolitaire-phase-f = F. Battles
nwsolitaire-phase-g = G. Surrender
nwsolitaire-phase-h = H. Abdication
nwsolitaire-phase-i = I. Random events
nwsolitaire-phase-j = J. End of the turn
nwsolitaire-log-income = Income: London £{ $london }, the Coalition powers £{ $powers }, the icons £{ $icons }, trade £{ $trade }: £{ $total } in all; the treasury holds £{ $treasury }.
nwsolitaire-log-continental = The Continental System costs £{ $lost }; the treasury holds £{ $treasury }.
nwsolitaire-log-corruption = £{ $lost } above the £16 limit is lost to corruption.
nwsolitaire-log-budget = Budget: treasury £{ $treasury }, Small War Fund £{ $fund }, Naval Budget £{ $naval }.
nwsolitaire-log-but = The But marker goes to { $country } for turn { $turn }.
nwsolitaire-log-history = Historical event: { $event }.
nwsolitaire-log-draw = Event chit drawn: { $chit }.
nwsolitaire-log-cup-empty = The event cup is empty.
nwsolitaire-log-no-war = No war this time.
nwsolitaire-log-satellite = { $chit } is set up in { $country }.
nwsolitaire-log-satellite-replaced = { $chit } is removed from the game.
nwsolitaire-log-warsaw = The Duchy of Warsaw is set up in Germany; Poniatowski's corps joins the French cup.
nwsolitaire-log-warsaw-replaced = The Duchy of Warsaw chit gives way; Poniatowski stays in the game.
nwsolitaire-log-pope-imprisoned = The Pope is imprisoned.
nwsolitaire-log-ulcer = The Spanish Ulcer: Spain rises against France and joins the Coalition.
nwsolitaire-log-ildefonso = The Treaty of San Ildefonso: { $power } turns pro-French.
nwsolitaire-log-ildefonso-void = The Treaty of San Ildefonso comes too late: Spain has risen.
nwsolitaire-log-coronation = Napoleon crowns himself Emperor: Napo-N takes the place of Napo-B.
nwsolitaire-log-napo-v = Napoleon's decline: Napo-V takes the place of Napo-N.
nwsolitaire-log-buy-chit = The Coalition pays £3 for another chit; the treasury holds £{ $treasury }.
nwsolitaire-log-small-war = The small war in { $box }: £{ $spent } spent, a total of { $total }: { $won ->
        [1] won.
       *[0] lost.
    }
nwsolitaire-log-concede = The Coalition concedes the small war in { $box }.
nwsolitaire-log-gold-lost = The gold marker of { $box } is turned over.
nwsolitaire-log-chit-added = The small-war chit of { $box } goes into the event cup.
nwsolitaire-log-napoleon-egypt = Napoleon sails for Egypt and is busy there until the end of the turn.
nwsolitaire-log-sweden-joins = Sweden joins the Coalition for good.
nwsolitaire-log-delay = { $unit } is delayed.
nwsolitaire-log-invasion = Napoleon invades Russia: the Continental System ends, the Paris marker is placed, Russia joins the Coalition.
nwsolitaire-log-invasion-roll = The invasion of Russia: a total of { $total }.
nwsolitaire-log-last-charge = The Russian Army makes its last charge.
nwsolitaire-log-invasion-won = The French take Moscow: Russia surrenders.
nwsolitaire-log-invasion-lost = The Grande Armée perishes in Russia: Russia, Prussia and Austria join the Coalition.
nwsolitaire-log-french-lost = French units lost for good: { $units }.
nwsolitaire-log-naval = A naval battle: £{ $spent } spent, a total of { $total } against { $target }: { $won ->
        [1] the Royal Navy wins.
       *[0] the French fleet wins.
    }
nwsolitaire-log-nelson-falls = Nelson falls in his victory.
nwsolitaire-log-london-struck = France strikes at London's trade: the £4 marker is removed.
nwsolitaire-log-diplomat-sent = From the Hotel, { $diplomat } goes to { $country }.
nwsolitaire-log-diplomat-full = { $diplomat } finds two French diplomats already in { $country } and stays at the Hotel.
nwsolitaire-log-debate-assigned = { $ours } will debate { $theirs }.
nwsolitaire-log-debate = { $ours } debates { $theirs } (a total of { $total }): { $won ->
        [1] won; the French diplomat returns to the Hotel.
       *[0] lost.
    }
nwsolitaire-log-charm = { $ours } charms { $box }: { $won ->
        [1] the defeat there is forgotten.
       *[0] in vain.
    }
nwsolitaire-log-recruit = { $power } joins the Coalition for £{ $cost }; the treasury holds £{ $treasury }.
nwsolitaire-log-invasion-table = The French Invasion Table, row { $row }.
nwsolitaire-log-french-placed = French units placed in { $country }: { $units }.
nwsolitaire-log-french-placed-hidden = { $n ->
    [one] One French unit is placed face down in { $country }.
   *[other] { $n } French units are placed face down in { $country }.
}
nwsolitaire-log-revealed = The French in { $country } are turned face up: { $units }.
nwsolitaire-log-cup-dry = The French cup is empty: { $country } does not get all its units.
nwsolitaire-log-guerrillas = Guerrillas in { $country } destroy { $unit } on arrival.
nwsolitaire-log-minors = Minor states bought for { $country }: { $units }.
nwsolitaire-log-place = { $unit } is placed in { $country }.
nwsolitaire-log-napoleon-table = The Napoleon Table, row { $row }.
nwsolitaire-log-napoleon-takes = Napoleon takes { $unit } with him to { $country }.
nwsolitaire-log-napoleon-takes-hidden = Napoleon takes a face-down unit from { $origin } with him to { $country }.
nwsolitaire-log-napoleon-placed = Napoleon takes the field in { $country }.
nwsolitaire-log-surprise = Strategic surprise: Napoleon and the But marker go to { $country }, with { $units }.
nwsolitaire-log-surprise-hidden = { $n ->
    [one] Strategic surprise: Napoleon and the But marker go to { $country }, with one face-down unit.
   *[other] Strategic surprise: Napoleon and the But marker go to { $country }, with { $n } face-down units.
}
nwsolitaire-log-li = Light infantry in { $country }: a roll of { $roll } at fervour { $fervour }, { $result ->
    [FD] French dominance (FD)
    [FA] French advantage (FA)
   *[NA] no advantage (NA)
}; the Coalition rolls { $dice ->
    [one] one die
   *[other] { $dice } dice
} in battle.
nwsolitaire-log-li-x = Light infantry in { $country }: the satellite's X leaves the French no advantage (NA); the Coalition rolls { $dice } dice in battle.
nwsolitaire-log-guard = { $joins ->
        [1] The Imperial Guard joins the battle.
       *[0] The Imperial Guard stays in reserve.
    }
nwsolitaire-log-battle = Battle in { $country }: the Coalition's { $coalition } SP against France's { $french }, the dice added to the difference give { $value }: { $result }.
nwsolitaire-log-no-cavalry = Neither side has cavalry: the dice are rolled again.
nwsolitaire-log-charge = The cavalry charges: { $units } are destroyed.
nwsolitaire-log-survivor = { $unit } alone survives the battle.
nwsolitaire-log-destroyed = Destroyed: { $units }.
nwsolitaire-log-retreat = { $units } retreat to { $country }.
nwsolitaire-log-pursuit = { $units } pursue into { $country }.
nwsolitaire-log-no-pursuit = The winners do not pursue into { $country }.
nwsolitaire-log-guard-disbands = The Imperial Guard disbands.
nwsolitaire-log-fervour = Revolutionary fervour in { $country }: { $before } to { $after }.
nwsolitaire-log-abdication = Abdication level: { $before } to { $after }.
nwsolitaire-log-surrender = { $power } surrenders.
nwsolitaire-log-neutral = { $power } turns neutral.
nwsolitaire-log-icon = { $icon } is courted: { $won ->
        [1] they leave { $home } for London.
       *[0] they stay in { $home }.
    }
nwsolitaire-log-control = The Coalition holds: { $countries }.
nwsolitaire-log-recovered = { $unit } is back in its pool.
nwsolitaire-log-no-french-loss = The French losses are made good.
nwsolitaire-log-french-loss = French losses: { $unit } leaves the game for good.
nwsolitaire-log-recall = { $unit } goes back to the minor-states cup.
nwsolitaire-log-collected = The armies go back to their cups and pools.
nwsolitaire-log-random = Random events, a roll of { $total }.
nwsolitaire-log-event = Random event: { $event }.
nwsolitaire-log-religion = French religion policy: { $religion }.
nwsolitaire-log-pro-french = { $power } turns pro-French.
nwsolitaire-log-royalists = The Royalists rise in France.
nwsolitaire-log-emigres = The Émigrés take the field in { $country }.
nwsolitaire-log-josephine-tour = Josephine tours { $country }.
nwsolitaire-log-continental-placed = The Continental System: its marker goes to the High Seas.
nwsolitaire-log-scroll-removed = { $scroll } is lifted from { $power }.
nwsolitaire-log-divorce = Napoleon divorces Josephine; she leaves the game.
nwsolitaire-log-marriage = Napoleon marries a bride from { $power }: the marriage marker goes there, two No War!! chits into the cup, Napoleon to the Bedroom.
nwsolitaire-log-emancipation = The Jews of Europe are emancipated: the Ghetto marker gives way.
nwsolitaire-log-hundred-days = The Hundred Days.
nwsolitaire-log-flipped = { $diplomat } is flipped and cannot act next turn.
nwsolitaire-log-secret-money = Secret negotiations bring £{ $n }; the treasury holds £{ $treasury }.
nwsolitaire-log-secret-gold = Secret negotiations win back the gold marker of { $box }.
nwsolitaire-log-icon-appears = { $icon } comes to the fore in { $country }.

## Names

nwsolitaire-country-france = France
nwsolitaire-country-germany = Germany
nwsolitaire-country-austria = Austria
nwsolitaire-country-italy = Italy
nwsolitaire-country-spain = Spain
nwsolitaire-country-portugal = Portugal

nwsolitaire-power-spain = Spain
nwsolitaire-power-sweden = Sweden
nwsolitaire-power-prussia = Prussia
nwsolitaire-power-austria = Austria
nwsolitaire-power-russia = Russia

nwsolitaire-box-egypt = Egypt
nwsolitaire-box-cape = the Cape of Good Hope
    .short = Cape
nwsolitaire-box-ireland = Ireland
nwsolitaire-box-haiti = Haiti
nwsolitaire-box-mysore = Mysore
nwsolitaire-box-finland = Finland
nwsolitaire-box-caucasus = the Caucasus
    .short = Caucasus
nwsolitaire-box-balkans = the Balkans
    .short = Balkans
nwsolitaire-box-corfu = Corfu
nwsolitaire-box-switzerland = Switzerland
nwsolitaire-box-malta = Malta
nwsolitaire-box-denmark = Denmark
nwsolitaire-box-senegal = Senegal
nwsolitaire-box-america = America
nwsolitaire-box-russia = Russia

nwsolitaire-diplomat-metternich = Metternich
nwsolitaire-diplomat-castlereagh = Castlereagh
nwsolitaire-diplomat-hardenberg = Hardenberg
nwsolitaire-diplomat-razumovsky = Razumovsky
nwsolitaire-diplomat-talleyrand = Talleyrand
nwsolitaire-diplomat-reinhard = Reinhard
nwsolitaire-diplomat-envoy1 = a French envoy (1)
nwsolitaire-diplomat-envoy2 = a French envoy (2)
nwsolitaire-diplomat-envoy3 = a French envoy (3)
nwsolitaire-diplomat-envoy4 = a French envoy (4)

nwsolitaire-icon-beethoven = Beethoven
nwsolitaire-icon-goethe = Goethe
nwsolitaire-icon-goya = Goya
nwsolitaire-icon-volta = Volta

nwsolitaire-event-BP = 【BP】 Barbary pirates
nwsolitaire-event-TG = 【TG】 the Guillotine
nwsolitaire-event-SN = 【SN】 secret negotiations
nwsolitaire-event-YF = 【YF】 Spanish yellow fever
nwsolitaire-event-RT = 【RT】 the Reign of Terror
nwsolitaire-event-CI = 【CI】 a cultural icon
nwsolitaire-event-NB = 【NB】 a naval battle
nwsolitaire-event-CON = 【CON】 the Concordat
nwsolitaire-event-EXC = 【EXC】 excommunication
nwsolitaire-event-IRF = 【IRF】 the religion policy takes effect
nwsolitaire-event-CRA = 【CRA】 a Royalist rising
nwsolitaire-event-EM = 【ÉM】 the Émigrés
nwsolitaire-event-JOT = 【JOT】 Josephine's tour
nwsolitaire-event-CS = 【CS】 the Continental System
nwsolitaire-event-SCR = 【SCR】 a treaty broken
nwsolitaire-event-DIV = 【DIV】 divorce and marriage
nwsolitaire-event-DO = 【DO】 a marriage left standing
nwsolitaire-event-EOTJ = 【EOTJ】 the emancipation of the Jews
nwsolitaire-event-HUN = 【HUN】 the Hundred Days

nwsolitaire-scroll-russian_nobility = the Russian Nobility
nwsolitaire-scroll-peace_of_basel = the Peace of Basel
nwsolitaire-scroll-tilsit = the Treaty of Tilsit

nwsolitaire-religion-atheism = Atheism
nwsolitaire-religion-deism = Deism
nwsolitaire-religion-concordat = the Concordat
nwsolitaire-religion-catholic = Catholic
nwsolitaire-religion-usurper = Usurper!

nwsolitaire-history-valmy = the Battle of Valmy
nwsolitaire-history-vendemiaire = the Vendémiaire revolt
nwsolitaire-history-campo_formio = the Treaty of Campo Formio
nwsolitaire-history-brumaire = the coup of Brumaire
nwsolitaire-history-coronation = the road to the Coronation
nwsolitaire-history-third_coalition = the Third Coalition
nwsolitaire-history-tilsit = the Treaty of Tilsit

nwsolitaire-result-french_pursuit = French pursuit
nwsolitaire-result-french_major = French major victory
nwsolitaire-result-french_victory = French victory (the Coalition retreats)
nwsolitaire-result-french_narrow = French narrow win
nwsolitaire-result-cavalry_charge = Cavalry charge, fight again
nwsolitaire-result-coalition_narrow = Coalition narrow win
nwsolitaire-result-coalition_victory = Coalition victory (the French retreat)
nwsolitaire-result-coalition_major = Coalition major victory
nwsolitaire-result-coalition_pursuit = Coalition pursuit

nwsolitaire-unit-massena = Masséna
nwsolitaire-unit-davout = Davout
nwsolitaire-unit-lannes = Lannes
nwsolitaire-unit-ney = Ney
nwsolitaire-unit-soult = Soult
nwsolitaire-unit-moreau = Moreau
nwsolitaire-unit-augereau = Augereau
nwsolitaire-unit-bernadotte = Bernadotte
nwsolitaire-unit-jourdan = Jourdan
nwsolitaire-unit-hoche = Hoche
nwsolitaire-unit-macdonald = Macdonald
nwsolitaire-unit-eugene = Eugène
nwsolitaire-unit-suchet = Suchet
nwsolitaire-unit-berthier = Berthier
nwsolitaire-unit-victor = Victor
nwsolitaire-unit-marmont = Marmont
nwsolitaire-unit-pichegru = Pichegru
nwsolitaire-unit-dupont = Dupont
nwsolitaire-unit-junot = Junot
nwsolitaire-unit-lefebvre = Lefebvre
nwsolitaire-unit-mortier = Mortier
nwsolitaire-unit-oudinot = Oudinot
nwsolitaire-unit-vandamme = Vandamme
nwsolitaire-unit-murat = Murat
nwsolitaire-unit-bessieres = Bessières
nwsolitaire-unit-grouchy = Grouchy
nwsolitaire-unit-kellermann = Kellermann
nwsolitaire-unit-nansouty = Nansouty
nwsolitaire-unit-poniatowski = Poniatowski
nwsolitaire-unit-naples = the Neapolitans (Murat)
nwsolitaire-unit-bavaria = the Bavarians
nwsolitaire-unit-wellington = Wellington
nwsolitaire-unit-moore = Moore
nwsolitaire-unit-abercromby = Abercromby
nwsolitaire-unit-uxbridge = Uxbridge
nwsolitaire-unit-blucher = Blücher
nwsolitaire-unit-brunswick = Brunswick
nwsolitaire-unit-kleist = Kleist
nwsolitaire-unit-yorck = Yorck
nwsolitaire-unit-charles = Archduke Charles
nwsolitaire-unit-schwarzenberg = Schwarzenberg
nwsolitaire-unit-radetzky = Radetzky
nwsolitaire-unit-bellegarde = Bellegarde
nwsolitaire-unit-barclay = Barclay
nwsolitaire-unit-kutuzov = Kutuzov
nwsolitaire-unit-platov = Platov
nwsolitaire-unit-bagration = Bagration
nwsolitaire-unit-bennigsen = Bennigsen
nwsolitaire-unit-wittgenstein = Wittgenstein
nwsolitaire-unit-blake = Blake
nwsolitaire-unit-palafox = Palafox
nwsolitaire-unit-sweden = the Swedes (Bernadotte)
nwsolitaire-unit-royalists = the Royalists
nwsolitaire-unit-emigres_conde = the Émigrés (Condé)
nwsolitaire-unit-emigres_vendee = the Émigrés (Vendée)
nwsolitaire-unit-guards1 = Guards (minor states)
nwsolitaire-unit-guards2 = Guards (minor states, 2)
nwsolitaire-unit-grenadiers1 = Grenadiers (minor states)
nwsolitaire-unit-grenadiers2 = Grenadiers (minor states, 2)
nwsolitaire-unit-grenadiers3 = Grenadiers (minor states, 3)
nwsolitaire-unit-fusiliers1 = Fusiliers (minor states)
nwsolitaire-unit-fusiliers2 = Fusiliers (minor states, 2)
nwsolitaire-unit-fusiliers3 = Fusiliers (minor states, 3)
nwsolitaire-unit-musketeers1 = Musketeers (minor states)
nwsolitaire-unit-musketeers2 = Musketeers (minor states, 2)
nwsolitaire-unit-jagers1 = Jäger (minor states)
nwsolitaire-unit-jagers2 = Jäger (minor states, 2)
nwsolitaire-unit-hussars1 = Hussars (minor states)
nwsolitaire-unit-hussars2 = Hussars (minor states, 2)
nwsolitaire-unit-uhlans = Uhlans (minor states)
nwsolitaire-unit-guard = the Imperial Guard

nwsolitaire-chit-no_war1 = No War!!
nwsolitaire-chit-no_war2 = No War!!
nwsolitaire-chit-no_war3 = No War!!
nwsolitaire-chit-no_war4 = No War!!
nwsolitaire-chit-no_war5 = No War!!
nwsolitaire-chit-no_war6 = No War!!
nwsolitaire-chit-san_ildefonso = the Treaty of San Ildefonso
nwsolitaire-chit-coronation = the Coronation
nwsolitaire-chit-spanish_ulcer = the Spanish Ulcer
nwsolitaire-chit-duchy_warsaw = the Duchy of Warsaw
nwsolitaire-chit-trafalgar = Trafalgar
nwsolitaire-chit-napo_v = Napo-V
nwsolitaire-chit-war_egypt = the small war in Egypt
nwsolitaire-chit-war_cape = the small war in the Cape of Good Hope
nwsolitaire-chit-war_ireland = the small war in Ireland
nwsolitaire-chit-war_haiti = the small war in Haiti
nwsolitaire-chit-war_mysore = the small war in Mysore
nwsolitaire-chit-war_finland = the small war in Finland
nwsolitaire-chit-war_caucasus = the small war in the Caucasus
nwsolitaire-chit-war_balkans = the small war in the Balkans
nwsolitaire-chit-war_corfu = the small war in Corfu
nwsolitaire-chit-war_switzerland = the small war in Switzerland
nwsolitaire-chit-war_malta = the small war in Malta
nwsolitaire-chit-war_denmark = the small war in Denmark
nwsolitaire-chit-war_senegal = the small war in Senegal
nwsolitaire-chit-war_america = the small war in America
nwsolitaire-chit-sat_plus1 = a satellite (+1)
nwsolitaire-chit-sat_minus1a = a satellite (−1)
nwsolitaire-chit-sat_minus1b = a satellite (−1)
nwsolitaire-chit-sat_minus2a = a satellite (−2)
nwsolitaire-chit-sat_minus2b = a satellite (−2)
nwsolitaire-chit-sat_minus3a = a satellite (−3)
nwsolitaire-chit-sat_minus3b = a satellite (−3)
nwsolitaire-chit-sat_xa = a satellite (X)
nwsolitaire-chit-sat_xb = a satellite (X)

## Rules topics
nwsolitaire-help-overview = You play the Coalition; the rules run France, Napoleon and the events. Raise the abdication level to 16 before the last turn ends: hold three countries, the But country among them, at the end of a turn (+1), win strategic small wars and naval battles. A turn with no French unit destroyed and fewer countries held costs a level.
    .title = How to win
nwsolitaire-help-turn = Each turn: A events (income, budget, the But marker, historical events, event chits), B French diplomacy, C your diplomats, D the Grande Armée, E your armies and Napoleon, F battles in the order you choose, G surrenders and icons, H abdication and the end of the turn, I random events, J the next turn.
    .title = The turn
nwsolitaire-help-readings = Where the rulebook is unclear this game follows the readings of our rules inventory: no sea control gives no modifier (A-2), a lost gold marker is turned over (A-3), charm diplomacy turns a defeat face up (A-4), a score of 20 destroys every French unit (A-13), a battle with a cavalry-charge result leaves fervour alone (A-14). The Player Aid Cards are reconstructed; the list is in DATA.md.
    .title = Readings and reconstructions

## The cavalry reaction (9.1)
nwsolitaire-option-cavalry = Cavalry reaction (9.1)
nwsolitaire-option-cavalry-off = Off
nwsolitaire-option-cavalry-on = On: cavalry rides to other battles
nwsolitaire-ask-reaction = the Coalition may send cavalry to the battle
nwsolitaire-prompt-reaction = A battle begins in { $country }. Send coalition cavalry there? Each rider needs 1-5 on a die.
nwsolitaire-action-react = Send { $unit } from { $origin }
nwsolitaire-action-reaction-done = Send no more cavalry
nwsolitaire-log-reaction = { $unit } rides from { $origin } to { $country } (a total of { $total }): { $won ->
        [1] it arrives.
       *[0] it stays.
    }
nwsolitaire-log-overrun = The cavalry runs down the retreating stack in { $country }: it is destroyed.
nwsolitaire-log-control-none = The Coalition holds no country.

## Where each component value comes from (provenance)
nwsolitaire-source-rulebook = rulebook §{ $section }
nwsolitaire-source-rulebook-partly = rulebook §{ $section }, the rest reconstructed (DATA.md)
nwsolitaire-source-example = rulebook example §{ $section }
nwsolitaire-source-example-partly = rulebook example §{ $section }, the rest reconstructed (DATA.md)
nwsolitaire-source-ours = reconstructed (DATA.md)
nwsolitaire-arm-inf = infantry
nwsolitaire-arm-cav = cavalry
nwsolitaire-war-kind-russian = a Russian war
nwsolitaire-war-kind-economic = an economic war
nwsolitaire-war-kind-strategic = a strategic war
nwsolitaire-prov-unit = Unit: { $unit }
nwsolitaire-prov-unit-value = { $sp } SP, { $arm }
nwsolitaire-prov-box = Brown box: { $box }
nwsolitaire-prov-box-value = { $kind }, difficulty { $difficulty }{ $anchor ->
        [1] , an anchor
       *[0] {""}
    }{ $gold ->
        [1] , a £1 gold marker
       *[0] {""}
    }
nwsolitaire-prov-turn = Turn { $turn }
nwsolitaire-prov-turn-value = { $years }, But { $but }, { $chits } event chits
nwsolitaire-prov-invasion = French Invasion Table, row { $row }
nwsolitaire-prov-invasion-value = { $first } { $n1 }, { $second } { $n2 }, { $third } { $n3 }
nwsolitaire-prov-napoleon = Napoleon Table, row { $row }
nwsolitaire-prov-napoleon-value = { $country } (N+{ $n })
nwsolitaire-prov-napoleon-surprise = strategic surprise
nwsolitaire-prov-li = Light Infantry Table, fervour { $low } and up
nwsolitaire-prov-li-value = FD up to { $fd }, FA up to { $fa }, NA above
nwsolitaire-prov-crt = Combat Results Table: { $result }
nwsolitaire-prov-crt-value = up to { $high }
nwsolitaire-prov-chit = Chit: { $chit }
nwsolitaire-prov-satellite-value = light infantry modifier { $li }
nwsolitaire-prov-satellite-x = X: no light-infantry roll, NA
nwsolitaire-prov-diplomat = Diplomat: { $diplomat }
nwsolitaire-prov-diplomat-value = { $n }

## The board (images/nwsolitaire)

nwsolitaire-board-title = The Napoleonic Wars · turn { $turn } ({ $years })
nwsolitaire-board-turn-short = Turn { $turn } ({ $years })
nwsolitaire-board-chits = Event chits a turn: { $n }
nwsolitaire-board-tracks = Tracks
nwsolitaire-board-turn-box = { $turn } · { $chits }
nwsolitaire-board-unit = { $unit } { $sp }
nwsolitaire-board-sp = France { $french } SP · Coalition { $coalition } SP
nwsolitaire-board-sp-hidden = France { $n } face down · Coalition { $coalition } SP
nwsolitaire-board-face-down = French ?
nwsolitaire-board-fervour = fervour { $n }
nwsolitaire-board-fervours = Fervour:
nwsolitaire-board-fervour-of = { $country } { $n }
nwsolitaire-board-but = But
nwsolitaire-board-napoleon = Napo-{ $unit }
nwsolitaire-board-josephine = Josephine
nwsolitaire-board-terror = Terror
nwsolitaire-board-paris = Paris
nwsolitaire-board-pope = the Pope
nwsolitaire-board-fra-diavolo = Fra Diavolo
nwsolitaire-board-ulcer = Spanish Ulcer
nwsolitaire-board-warsaw = Duchy of Warsaw
nwsolitaire-board-ildefonso = San Ildefonso
nwsolitaire-board-satellite = satellite { $value }
nwsolitaire-board-war-won = won
nwsolitaire-board-war-lost = lost
nwsolitaire-board-gold = £1
nwsolitaire-board-russian-war = Russian War
nwsolitaire-board-russian-wars = Russian War box
nwsolitaire-board-ottoman = Ottomans
nwsolitaire-board-difficulty = { $anchor ->
    [yes] { $n }+ ⚓
   *[no] { $n }+
}
nwsolitaire-board-powers = Status boxes
nwsolitaire-board-power = { $power }: { $standing }
nwsolitaire-board-standing-coalition = Coalition
nwsolitaire-board-standing-neutral = neutral
nwsolitaire-board-standing-surrendered = surrendered
nwsolitaire-board-standing-pro_french = pro-French
nwsolitaire-board-marriage = marriage
nwsolitaire-board-marriages = marriages: { $n }
nwsolitaire-board-london = London
nwsolitaire-board-london-four = £4
nwsolitaire-board-hotel = Hotel
nwsolitaire-board-bedroom = Bedroom
nwsolitaire-board-high-seas = High Seas
nwsolitaire-board-british-navy = British Navy
nwsolitaire-board-british-navy-flipped = British Navy (flipped)
nwsolitaire-board-nelson = Nelson
nwsolitaire-board-french-navy = French Navy
nwsolitaire-board-continental = Continental System
nwsolitaire-board-policies = Religion, the Jews, Napoleon
nwsolitaire-board-religion = religion: { $religion }
nwsolitaire-board-ghetto = Ghetto
nwsolitaire-board-emancipation = Emancipation
nwsolitaire-board-hundred-days = Hundred Days
nwsolitaire-board-busy = Napoleon busy
nwsolitaire-board-guard-at = Guard: { $at }
nwsolitaire-board-place-storage = in storage
nwsolitaire-board-place-removed = removed
nwsolitaire-board-coalition-pool = Coalition pool
nwsolitaire-board-neutral-pool = Neutral pool
nwsolitaire-board-delayed = Delayed (turn track)
nwsolitaire-board-casualty = Casualty box
nwsolitaire-board-royalist-box = Royalists and Émigrés box
nwsolitaire-board-cups = Cups
nwsolitaire-board-cup = { $cup } { $n }
nwsolitaire-board-cupname-events = event chits
nwsolitaire-board-cupname-french = French units
nwsolitaire-board-cupname-minor = minor states
nwsolitaire-board-cupname-satellites = satellites
nwsolitaire-board-cupname-icons = icons
nwsolitaire-board-last-chits = Last chits: { $chits }
nwsolitaire-board-money = Treasury £{ $treasury } · Small War Fund £{ $fund } · Naval Budget £{ $naval }
nwsolitaire-board-turns = Turn (event chits) and But country
nwsolitaire-board-abdication = Abdication level
