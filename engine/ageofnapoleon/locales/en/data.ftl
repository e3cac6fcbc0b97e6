# Age of Napoleon: the countries, the cards known by name, and where values come from.

ageofnapoleon-country-france = France
ageofnapoleon-country-britain = Britain
ageofnapoleon-country-oesterreich = Österreich
ageofnapoleon-country-preussen = Preußen
ageofnapoleon-country-russia = Russia
ageofnapoleon-country-spain = Spain
ageofnapoleon-country-bayern = Bayern
ageofnapoleon-country-danmark = Danmark
ageofnapoleon-country-italia = Italia
ageofnapoleon-country-hannover = Hannover
ageofnapoleon-country-schweiz = Schweiz
ageofnapoleon-country-chiesa = Lo stato della Chiesa
ageofnapoleon-country-napoli = Napoli
ageofnapoleon-country-portugal = Portugal
ageofnapoleon-country-pommern = Pommern
ageofnapoleon-country-sverige = Sverige
ageofnapoleon-country-westfalen = Westfalen
ageofnapoleon-country-holland = Holland
ageofnapoleon-country-wuerttemberg = Württemberg
ageofnapoleon-country-dalmatien = Dalmatien
ageofnapoleon-country-tirol = Tirol
ageofnapoleon-country-polen = Polen
ageofnapoleon-country-sachsen = Sachsen

ageofnapoleon-card-forced_march = Forced March
ageofnapoleon-card-mud = Mud
ageofnapoleon-card-depot = Depot
ageofnapoleon-card-scorched_earth = Scorched Earth
ageofnapoleon-card-veteran = Veteran
ageofnapoleon-card-english_gold = English Gold
ageofnapoleon-card-insurrection = Insurrection

ageofnapoleon-cardphase-diplomacy = D: diplomacy
ageofnapoleon-cardphase-insurrection = I: insurrection
ageofnapoleon-cardphase-reinforcement = R: reinforcement
ageofnapoleon-cardphase-movement = M: campaign movement
ageofnapoleon-cardphase-battle = B: battle
ageofnapoleon-cardphase-attrition = A: attrition

ageofnapoleon-source-aid = player aid, { $section }
ageofnapoleon-source-public = public rules § { $section }
ageofnapoleon-source-errata = designer's errata and Q&A, § { $section }
ageofnapoleon-source-limits-meaning = reconstructed: the aid prints the two limits without saying what they count
ageofnapoleon-source-veteran-phase = reconstructed: Veteran brings lost corps back, a reinforcement phase matter
ageofnapoleon-source-insurrection-phase = reconstructed: named for the phase it belongs to
ageofnapoleon-source-scenario-fragments = reconstructed: only fragments of the 1809 set-up are legible in the public copies
ageofnapoleon-source-scenario-unread = reconstructed: the 1813 set-up is not in the public copies we could read
