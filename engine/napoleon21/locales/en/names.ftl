# Napoleon 2.1: the game, its options and seats, and the names of its things.
# Refs: napoleon21-country-<id> (.abbr: the board's tiles), -adjective-<id>, -area-<id> (.full: the
# whole name, .short: the legend's, .map: the map's lines), -capital-<country>, -war-<state> (.badge: the board's marker), -facing-, -phase-,
# -battle-step-, -rank-.

napoleon21-title = Napoleon 2.1
napoleon21-blurb = Napoleon against the coalitions, 1805-1815: France against five allies, for 2 to 6 players.
napoleon21-scenario-1805 = 1805: Britain, Austria and Russia at war; Prussia and Spain at peace

## Options
napoleon21-option-allies = Allied players: one runs all five allies, or 2 to 5 share them out in the most balanced way. An explicit split such as prussia+austria/russia+spain+britain works too.
napoleon21-option-allies-1 = One allied player
napoleon21-option-allies-2 = Two allied players
napoleon21-option-allies-3 = Three allied players
napoleon21-option-allies-4 = Four allied players
napoleon21-option-allies-5 = Five allied players, one per country
napoleon21-option-road_to_paris = Road to Paris: play on after French morale reaches 0; the allies win at the next French surrender (14.0).
napoleon21-option-road_to_paris-off = Off
napoleon21-option-road_to_paris-on = On
napoleon21-option-nelson = Nelson’s Offensive: no French moves at sea on an even activity roll (14.0).
napoleon21-option-nelson-off = Off
napoleon21-option-nelson-on = On
napoleon21-option-french_mobilization = French Mobilization/Reform succeeds on 1-4 only (14.0).
napoleon21-option-french_mobilization-off = Off: it always succeeds
napoleon21-option-french_mobilization-on = On: 1-4
napoleon21-option-allied_mobilization = Allies at War may not take Mobilization/Reform (14.0).
napoleon21-option-allied_mobilization-off = Off
napoleon21-option-allied_mobilization-on = On

## Seats
napoleon21-seat-france = France
napoleon21-seat-allies = The Allies
napoleon21-seat-prussia = Prussia
napoleon21-seat-austria = Austria
napoleon21-seat-russia = Russia
napoleon21-seat-spain = Spain
napoleon21-seat-britain = Britain
napoleon21-seat-prussia-austria = Prussia and Austria
napoleon21-seat-prussia-russia = Prussia and Russia
napoleon21-seat-prussia-spain = Prussia and Spain
napoleon21-seat-prussia-britain = Prussia and Britain
napoleon21-seat-austria-russia = Austria and Russia
napoleon21-seat-austria-spain = Austria and Spain
napoleon21-seat-austria-britain = Austria and Britain
napoleon21-seat-russia-spain = Russia and Spain
napoleon21-seat-russia-britain = Russia and Britain
napoleon21-seat-spain-britain = Spain and Britain
napoleon21-seat-prussia-austria-russia = Prussia, Austria and Russia
napoleon21-seat-prussia-austria-spain = Prussia, Austria and Spain
napoleon21-seat-prussia-austria-britain = Prussia, Austria and Britain
napoleon21-seat-prussia-russia-spain = Prussia, Russia and Spain
napoleon21-seat-prussia-russia-britain = Prussia, Russia and Britain
napoleon21-seat-prussia-spain-britain = Prussia, Spain and Britain
napoleon21-seat-austria-russia-spain = Austria, Russia and Spain
napoleon21-seat-austria-russia-britain = Austria, Russia and Britain
napoleon21-seat-austria-spain-britain = Austria, Spain and Britain
napoleon21-seat-russia-spain-britain = Russia, Spain and Britain
napoleon21-seat-prussia-austria-russia-spain = Prussia, Austria, Russia and Spain
napoleon21-seat-prussia-austria-russia-britain = Prussia, Austria, Russia and Britain
napoleon21-seat-prussia-austria-spain-britain = Prussia, Austria, Spain and Britain
napoleon21-seat-prussia-russia-spain-britain = Prussia, Russia, Spain and Britain
napoleon21-seat-austria-russia-spain-britain = Austria, Russia, Spain and Britain

## Countries
napoleon21-country-france = France
    .abbr = FRA
napoleon21-country-prussia = Prussia
    .abbr = PRU
napoleon21-country-austria = Austria
    .abbr = AUS
napoleon21-country-russia = Russia
    .abbr = RUS
napoleon21-country-spain = Spain
    .abbr = SPA
napoleon21-country-britain = Britain
    .abbr = GBR

napoleon21-adjective-france = French
napoleon21-adjective-prussia = Prussian
napoleon21-adjective-austria = Austrian
napoleon21-adjective-russia = Russian
napoleon21-adjective-spain = Spanish
napoleon21-adjective-britain = British

napoleon21-capital-france = Paris
napoleon21-capital-prussia = Berlin
napoleon21-capital-austria = Vienna
napoleon21-capital-russia = St. Petersburg
napoleon21-capital-spain = Madrid
napoleon21-capital-britain = London

## Areas (1.1)
napoleon21-area-france = France
napoleon21-area-south_france = South France
napoleon21-area-spain = Spain
napoleon21-area-britain = Britain
napoleon21-area-rhine = Rhine
    .full = Confederation of the Rhine
    .map =
        Confederation
        of the Rhine
napoleon21-area-italy = Italy
napoleon21-area-prussia = Prussia
napoleon21-area-warsaw = Warsaw
napoleon21-area-austria = Austria
napoleon21-area-west_russia = West Russia
    .map =
        West
        Russia
napoleon21-area-russia = Russia
napoleon21-area-atlantic = Atlantic
    .map = ATLANTIC
napoleon21-area-baltic = Baltic
    .map = BALTIC
napoleon21-area-mediterranean = Mediterranean
    .short = Med.
    .map = MEDITERRANEAN

## War states (3.2), facings, phases, battle steps
napoleon21-war-peace = Peace
    .badge = PEACE
napoleon21-war-armistice = Armistice
    .badge = ARMISTICE
napoleon21-war-war = War
    .badge = WAR
napoleon21-facing-up = face-up
napoleon21-facing-down = face-down
napoleon21-phase-activity = activity phase
napoleon21-phase-adjustment = adjustment phase
napoleon21-phase-victory = victory phase
napoleon21-phase-over = game over
napoleon21-battle-step-french_attack = the French attack
napoleon21-battle-step-rout_check_1 = the first rout check
napoleon21-battle-step-allied_attack = the allied attack
napoleon21-battle-step-rout_check_2 = the second rout check
napoleon21-battle-step-over = the end of the battle

## Napoleon’s rank at the end (13.0)
napoleon21-rank-hero = Napoleon, Hero who unified Europe
napoleon21-rank-master = Napoleon, Master of Europe
napoleon21-rank-emperor = Napoleon, Emperor of the French
napoleon21-rank-frenchman = Napoleon the Frenchman
