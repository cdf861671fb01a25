<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI" sourcelanguage="en">
<context>
    <name>casino</name>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="25"/>
        <source>The dial {dial} takes a whole number from {low} to {high}.</source>
        <translation>Säädin {dial} ottaa kokonaisluvun väliltä {low}–{high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="26"/>
        <source>The dial {dial} takes a number from {low} to {high}.</source>
        <translation>Säädin {dial} ottaa luvun väliltä {low}–{high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="27"/>
        <source>The dial {dial} takes one of: {choices}.</source>
        <translation>Säädin {dial} ottaa yhden näistä: {choices}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="28"/>
        <source>&apos;{dial}&apos; is not a dial of {engine}; its dials are: {dials}.</source>
        <translation>&apos;{dial}&apos; ei ole moottorin {engine} säädin; sen säätimet ovat: {dials}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="29"/>
        <source>The engine {engine} has no dials.</source>
        <translation>Moottorilla {engine} ei ole säätimiä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="98"/>
        <source>Beginner</source>
        <comment>a level of the computer players</comment>
        <translation>Aloittelija</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="99"/>
        <source>Casual</source>
        <comment>a level of the computer players</comment>
        <translation>Harrastaja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="100"/>
        <source>Skilled</source>
        <comment>a level of the computer players</comment>
        <translation>Taitava</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="101"/>
        <source>Expert</source>
        <comment>a level of the computer players</comment>
        <translation>Ekspertti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="102"/>
        <source>Master</source>
        <comment>a level of the computer players</comment>
        <translation>Mestari</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="106"/>
        <source>Takes what it can each turn, one card at a time: it does not yet see captures of several cards at once.</source>
        <translation>Ottaa joka vuorolla minkä voi, kortin kerrallaan: se ei vielä huomaa usean kortin ottoja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="107"/>
        <source>Takes the most it can each turn and never looks ahead; now and then it misses a capture of several cards.</source>
        <translation>Ottaa joka vuorolla niin paljon kuin voi eikä koskaan katso eteenpäin; silloin tällöin usean kortin otto jää huomaamatta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="108"/>
        <source>Remembers every card played and avoids leaving you easy captures.</source>
        <translation>Muistaa jokaisen pelatun kortin ja välttää jättämästä sinulle helppoja ottoja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="109"/>
        <source>Imagines many possible deals and plays each option out.</source>
        <translation>Kuvittelee monta mahdollista jakoa ja pelaa jokaisen vaihtoehdon loppuun.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="110"/>
        <source>Like Expert, with more thinking time, and it learns how you play: the strongest fair player.</source>
        <translation>Kuten Ekspertti, mutta miettii pidempään ja oppii, miten sinä pelaat: vahvin reilu pelaaja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/playout_weights.py" line="88"/>
        <source>&apos;{key}&apos; is not a weight of the playout policy.</source>
        <translation>&apos;{key}&apos; ei ole koepelien pelisäännön paino.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/playout_weights.py" line="90"/>
        <source>&apos;{key}&apos; must be a number from {lo} to {hi}.</source>
        <translation>&apos;{key}&apos; on oltava luku väliltä {lo}–{hi}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="27"/>
        <source>Name a command to run: {commands}.</source>
        <translation>Anna suoritettava komento: {commands}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="28"/>
        <source>&apos;{command}&apos; is not a command; the commands are: {commands}.</source>
        <translation>&apos;{command}&apos; ei ole komento; komennot ovat: {commands}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="29"/>
        <source>&apos;{argument}&apos; is not an option of this command; its --help lists the options.</source>
        <translation>&apos;{argument}&apos; ei ole tämän komennon valitsin; sen --help luettelee valitsimet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="30"/>
        <source>The option {option} takes one of: {choices}.</source>
        <translation>Valitsin {option} ottaa yhden näistä: {choices}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="31"/>
        <source>The option {option} needs a value after it.</source>
        <translation>Valitsin {option} tarvitsee arvon perään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="32"/>
        <source>The option {option} takes no value.</source>
        <translation>Valitsin {option} ei ota arvoa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="33"/>
        <source>The option {option} is short for more than one option: {options}.</source>
        <translation>Valitsin {option} on lyhenne useammasta kuin yhdestä valitsimesta: {options}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="34"/>
        <source>These options must be given: {options}.</source>
        <translation>Nämä valitsimet on annettava: {options}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="37"/>
        <source>The command line cannot be read ({problem}); --help shows how it is written.</source>
        <translation>Komentoriviä ei voi lukea ({problem}); --help näyttää, miten se kirjoitetaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/bounds.py" line="30"/>
        <source>The option {option} takes a whole number from {low} to {high}.</source>
        <translation>Valitsin {option} ottaa kokonaisluvun väliltä {low}–{high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/bounds.py" line="31"/>
        <source>A level must be one of: {levels}.</source>
        <translation>Tason on oltava jokin näistä: {levels}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/bounds.py" line="32"/>
        <source>The option {option} takes a number of seconds above 0 and at most {high}.</source>
        <translation>Valitsin {option} ottaa sekuntimäärän, joka on yli 0 ja enintään {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="42"/>
        <source>The --options value</source>
        <comment>the subject of a sentence about the command line&apos;s --options (the house rules as JSON), such as: The --options value is damaged</comment>
        <translation>Valitsimen --options arvo</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="44"/>
        <source>The --answer value</source>
        <comment>the subject of a sentence about the command line&apos;s --answer (a drill&apos;s answer as JSON), such as: The --answer value is damaged</comment>
        <translation>Valitsimen --answer arvo</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="187"/>
        <source>The kind of drill must be one of: {kinds}.</source>
        <translation>Harjoituksen lajin on oltava jokin näistä: {kinds}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="190"/>
        <source>The topic must be the name of a rule or scoring item, in at most 200 characters.</source>
        <translation>Aiheen on oltava säännön tai pistekohdan nimi, enintään 200 merkkiä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="202"/>
        <source>No drill of that kind and topic came up in this variant&apos;s practice games; try another seed, kind or topic.</source>
        <translation>Tämän muunnelman harjoituspeleissä ei tullut vastaan sen lajin ja aiheen harjoitusta; kokeile toista siementä, lajia tai aihetta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/score_command.py" line="17"/>
        <source>&apos;{key}&apos; is not a key of a round to score; its keys are: {keys}.</source>
        <translation>&apos;{key}&apos; ei ole laskettavan kierroksen avain; sen avaimet ovat: {keys}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/stdin_input.py" line="16"/>
        <source>The input</source>
        <comment>the subject of a sentence about what the command line read and cannot use, such as: The input is damaged</comment>
        <translation>Syöte</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/stdin_input.py" line="41"/>
        <source>The input is empty: give the JSON on standard input.</source>
        <translation>Syöte on tyhjä: anna JSON vakiosyötteessä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="19"/>
        <source>Good</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Hyvä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="20"/>
        <source>Inaccuracy</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Epätarkkuus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="21"/>
        <source>Mistake</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Virhe</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="22"/>
        <source>Blunder</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Paha virhe</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="27"/>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="105"/>
        <source>Good move.</source>
        <translation>Hyvä siirto.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="28"/>
        <source>Inaccuracy: this gave away {points} points on average; better was to {best}.</source>
        <translation>Epätarkkuus: tällä menetit keskimäärin {points} pistettä; parempi vaihtoehto: {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="29"/>
        <source>Mistake: this gave away {points} points on average; better was to {best}.</source>
        <translation>Virhe: tällä menetit keskimäärin {points} pistettä; parempi vaihtoehto: {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="30"/>
        <source>Blunder: this gave away {points} points on average; better was to {best}.</source>
        <translation>Paha virhe: tällä menetit keskimäärin {points} pistettä; parempi vaihtoehto: {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="35"/>
        <source>You could have taken {card}, a card that scores: {advice}.</source>
        <translation>Olisit voinut ottaa pisteitä tuovan kortin {card}: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="36"/>
        <source>You could have swept the table: {advice}.</source>
        <translation>Olisit voinut saada mökin: {advice}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="37"/>
        <source>This leaves the table open to a sweep by the next player: {count} unseen cards clear it ({cards}).</source>
        <extracomment>For one: This leaves the table open to a sweep by the next player: {count} unseen card clears it ({cards}).</extracomment>
        <translation>
            <numerusform>Tämä jättää seuraavalle pelaajalle mahdollisuuden mökkiin: {count} näkemätön kortti vie pöydästä kaikki kortit ({cards}).</numerusform>
            <numerusform>Tämä jättää seuraavalle pelaajalle mahdollisuuden mökkiin: {count} näkemätöntä korttia vie pöydästä kaikki kortit ({cards}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="40"/>
        <source>The next player can take your build of {value}: {count} unseen cards take it.</source>
        <extracomment>For one: The next player can take your build of {value}: {count} unseen card takes it.</extracomment>
        <translation>
            <numerusform>Seuraava pelaaja voi ottaa rakennelmasi {value}: sen ottaa {count} näkemätön kortti.</numerusform>
            <numerusform>Seuraava pelaaja voi ottaa rakennelmasi {value}: sen ottaa {count} näkemätöntä korttia.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="42"/>
        <source>You could have moved {card}, a card that scores, into a build you can take: {advice}.</source>
        <translation>Olisit voinut siirtää pisteitä tuovan kortin {card} rakennelmaan, jonka voit ottaa: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="49"/>
        <source>The better move comes out ahead by {points} points on “{item}”.</source>
        <translation>Parempi siirto olisi tuonut {points} pistettä enemmän kohdassa ”{item}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="50"/>
        <source>The better move comes out ahead by {points} points on “{item}” and by {points2} on “{item2}”.</source>
        <translation>Parempi siirto olisi tuonut {points} pistettä enemmän kohdassa ”{item}” ja {points2} enemmän kohdassa ”{item2}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="52"/>
        <source>The better move comes out ahead by {points} points on “{item}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>Parempi siirto olisi tuonut {points} pistettä enemmän kohdassa ”{item}”, vaikka kohdassa ”{lost_item}” se olisi jäänyt {lost} jälkeen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="54"/>
        <source>The better move comes out ahead by {points} points on “{item}” and by {points2} on “{item2}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>Parempi siirto olisi tuonut {points} pistettä enemmän kohdassa ”{item}” ja {points2} enemmän kohdassa ”{item2}”, vaikka kohdassa ”{lost_item}” se olisi jäänyt {lost} jälkeen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="57"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}”.</source>
        <translation>Parempi siirto olisi säästänyt {points} miinuspistettä kohdassa ”{item}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="58"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}” and by {points2} on “{item2}”.</source>
        <translation>Parempi siirto olisi säästänyt {points} miinuspistettä kohdassa ”{item}” ja {points2} kohdassa ”{item2}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="60"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>Parempi siirto olisi säästänyt {points} miinuspistettä kohdassa ”{item}”, vaikka kohdassa ”{lost_item}” se olisi tuonut {lost} miinuspistettä enemmän.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="62"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}” and by {points2} on “{item2}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>Parempi siirto olisi säästänyt {points} miinuspistettä kohdassa ”{item}” ja {points2} kohdassa ”{item2}”, vaikka kohdassa ”{lost_item}” se olisi tuonut {lost} miinuspistettä enemmän.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="69"/>
        <source>Option: {advice} — expected to end the round {points} points ahead.</source>
        <translation>Vaihtoehto: {advice} — kierroksen odotetaan päättyvän {points} pistettä edellä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="70"/>
        <source>Option: {advice} — expected to end the round {points} points behind.</source>
        <translation>Vaihtoehto: {advice} — kierroksen odotetaan päättyvän {points} pistettä jäljessä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="71"/>
        <source>Option: {advice} — expected to end the round level.</source>
        <translation>Vaihtoehto: {advice} — kierroksen odotetaan päättyvän tasan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="88"/>
        <source>&amp;Coach My Moves</source>
        <translation>Valmentaja a&amp;rvioi siirtoni</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="89"/>
        <source>After each move of a person at the table, the coach says how many points it gave away and what was better.</source>
        <translation>Jokaisen pöydän ihmispelaajan siirron jälkeen valmentaja kertoo, montako pistettä siirto menetti ja mikä olisi ollut parempi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="95"/>
        <source>The coach is on: each move a person plays is graded here once it has been weighed.</source>
        <translation>Valmentaja on päällä: jokainen ihmispelaajan siirto arvioidaan tässä heti, kun valmentaja on punninnut sen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="96"/>
        <source>{move} — the coach is weighing this move…</source>
        <translation>{move} — valmentaja punnitsee tätä siirtoa…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="97"/>
        <source>{move} — a good move.</source>
        <translation>{move} — hyvä siirto.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="98"/>
        <source>{move} — this gave away {points} points on average; better was to {best}.</source>
        <translation>{move} — tällä menetit keskimäärin {points} pistettä; parempi vaihtoehto: {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="99"/>
        <source>{move} — the coach could not weigh this move.</source>
        <translation>{move} — valmentaja ei pystynyt punnitsemaan tätä siirtoa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="100"/>
        <source>{move} — there was no other move, so there is nothing to grade.</source>
        <translation>{move} — muuta siirtoa ei ollut, joten arvioitavaa ei ole.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="106"/>
        <source>{label}: {points} points given away; better was to {best}.</source>
        <translation>{label}: menetit {points} pistettä; parempi vaihtoehto: {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="107"/>
        <source>Not weighed yet.</source>
        <translation>Ei vielä punnittu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="108"/>
        <source>The coach could not weigh this move.</source>
        <translation>Valmentaja ei pystynyt punnitsemaan tätä siirtoa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="115"/>
        <source>None of your choices in this round gave points away.</source>
        <translation>Mikään valinnoistasi tällä kierroksella ei menettänyt pisteitä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="116"/>
        <source>None of {name}&apos;s choices in this round gave points away.</source>
        <translation>Mikään pelaajan {name} valinnoista tällä kierroksella ei menettänyt pisteitä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="117"/>
        <source>You gave away {points} points in this round, all of it at move {move}.</source>
        <translation>Menetit tällä kierroksella {points} pistettä, kaikki siirrossa {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="118"/>
        <source>{name} gave away {points} points in this round, all of it at move {move}.</source>
        <translation>{name} menetti tällä kierroksella {points} pistettä, kaikki siirrossa {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="119"/>
        <source>You gave away {points} points in this round; most of it at move {move}.</source>
        <translation>Menetit tällä kierroksella {points} pistettä; suurimman osan siirrossa {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="120"/>
        <source>{name} gave away {points} points in this round; most of it at move {move}.</source>
        <translation>{name} menetti tällä kierroksella {points} pistettä; suurimman osan siirrossa {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="121"/>
        <source>You gave away {points} points in this round; the largest share, {worst} points, at move {move}.</source>
        <translation>Menetit tällä kierroksella {points} pistettä; suurimman osan, {worst} p., siirrossa {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="123"/>
        <source>{name} gave away {points} points in this round; the largest share, {worst} points, at move {move}.</source>
        <translation>{name} menetti tällä kierroksella {points} pistettä; suurimman osan, {worst} p., siirrossa {move}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="131"/>
        <source>{count} of your moves were forced (your only legal play) and are not graded.</source>
        <comment>after the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: One of your moves was forced (your only legal play) and is not graded.</extracomment>
        <translation>
            <numerusform>Yksi siirroistasi oli pakotettu (ainoa sallittu) eikä sitä arvioida.</numerusform>
            <numerusform>{count} siirroistasi oli pakotettuja (ainoa sallittu) eikä niitä arvioida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="134"/>
        <source>{count} of {name}&apos;s moves were forced (the only legal play) and are not graded.</source>
        <comment>after the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: One of {name}&apos;s moves was forced (the only legal play) and is not graded.</extracomment>
        <translation>
            <numerusform>Yksi pelaajan {name} siirroista oli pakotettu (ainoa sallittu) eikä sitä arvioida.</numerusform>
            <numerusform>{count} pelaajan {name} siirroista oli pakotettuja (ainoa sallittu) eikä niitä arvioida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="140"/>
        <source>All {count} of your moves in this round were forced (your only legal play each time), so none of them is graded.</source>
        <comment>the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: Your one move in this round was forced (your only legal play), so it is not graded.</extracomment>
        <translation>
            <numerusform>Ainoa siirtosi tällä kierroksella oli pakotettu (ainoa sallittu), joten sitä ei arvioida.</numerusform>
            <numerusform>Kaikki {count} siirtoasi tällä kierroksella olivat pakotettuja (joka kerta ainoa sallittu), joten yhtäkään niistä ei arvioida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="144"/>
        <source>All {count} of {name}&apos;s moves in this round were forced (the only legal play each time), so none of them is graded.</source>
        <comment>the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: {name}&apos;s one move in this round was forced (the only legal play), so it is not graded.</extracomment>
        <translation>
            <numerusform>Pelaajan {name} ainoa siirto tällä kierroksella oli pakotettu (ainoa sallittu), joten sitä ei arvioida.</numerusform>
            <numerusform>Kaikki pelaajan {name} {count} siirtoa tällä kierroksella olivat pakotettuja (joka kerta ainoa sallittu), joten yhtäkään niistä ei arvioida.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="149"/>
        <source>The coach is weighing the moves of this round: {done} of {total} done.</source>
        <translation>Valmentaja punnitsee tämän kierroksen siirtoja: {done}/{total} valmiina.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="150"/>
        <source>Nobody at the table played in this round: the coach grades the moves of people only.</source>
        <translation>Kukaan ihmispelaaja ei pelannut tällä kierroksella: valmentaja arvioi vain ihmisten siirtoja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="154"/>
        <source>{name} could have taken {card}, a card that scores: {advice}.</source>
        <translation>{name} olisi voinut ottaa pisteitä tuovan kortin {card}: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="155"/>
        <source>{name} could have swept the table: {advice}.</source>
        <translation>{name} olisi voinut saada mökin: {advice}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="157"/>
        <source>The next player can take {name}&apos;s build of {value}: {count} unseen cards take it.</source>
        <extracomment>For one: The next player can take {name}&apos;s build of {value}: {count} unseen card takes it.</extracomment>
        <translation>
            <numerusform>Seuraava pelaaja voi ottaa pelaajan {name} rakennelman {value}: sen ottaa {count} näkemätön kortti.</numerusform>
            <numerusform>Seuraava pelaaja voi ottaa pelaajan {name} rakennelman {value}: sen ottaa {count} näkemätöntä korttia.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="160"/>
        <source>{name} could have moved {card}, a card that scores, into a build they can take: {advice}.</source>
        <translation>{name} olisi voinut siirtää pisteitä tuovan kortin {card} rakennelmaan, jonka voi ottaa: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="169"/>
        <source>&amp;Why?</source>
        <translation>&amp;Miksi?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="170"/>
        <source>The three options the coach weighs highest for this player, from what it could see at that moment.</source>
        <translation>Kolme vaihtoehtoa, jotka valmentaja arvioi tälle pelaajalle parhaiksi sen perusteella, mitä pelaaja näki sillä hetkellä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="172"/>
        <source>The options the coach weighed for this move, best first, with the points each was expected to bring.</source>
        <translation>Vaihtoehdot, jotka valmentaja punnitsi tälle siirrolle, paras ensin, ja pisteet, joita kunkin odotettiin tuovan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="174"/>
        <source>A good move: the coach has nothing to add.</source>
        <translation>Hyvä siirto: valmentajalla ei ole lisättävää.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="175"/>
        <source>The coach has not weighed this move yet.</source>
        <translation>Valmentaja ei ole vielä punninnut tätä siirtoa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="176"/>
        <source>The coach&apos;s answer is under the list of moves.</source>
        <translation>Valmentajan vastaus on siirtolistan alla.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="177"/>
        <source>Weighing your options…</source>
        <translation>Punnitaan vaihtoehtojasi…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="177"/>
        <source>Weighing {name}&apos;s options…</source>
        <translation>Punnitaan pelaajan {name} vaihtoehtoja…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="179"/>
        <source>The options you had here, best first, as the coach weighs them from what you could see:</source>
        <translation>Vaihtoehtosi tässä kohdassa, paras ensin, valmentajan arvioimina sen perusteella, mitä näit:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="180"/>
        <source>The options {name} had here, best first, as the coach weighs them from what {name} could see:</source>
        <translation>Pelaajan {name} vaihtoehdot tässä kohdassa, paras ensin, valmentajan arvioimina sen perusteella, mitä {name} näki:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="184"/>
        <source>The options you had here, best first, as the coach weighs them from what you could see; you played another move.</source>
        <translation>Vaihtoehtosi tässä kohdassa, paras ensin, valmentajan arvioimina sen perusteella, mitä näit; pelasit jonkin muun siirron.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="186"/>
        <source>The options {name} had here, best first, as the coach weighs them from what {name} could see; {name} played another move.</source>
        <translation>Pelaajan {name} vaihtoehdot tässä kohdassa, paras ensin, valmentajan arvioimina sen perusteella, mitä {name} näki; {name} pelasi jonkin muun siirron.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="192"/>
        <source>Option (your move): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Vaihtoehto (siirtosi): {advice} — kierroksen odotetaan päättyvän {points} pistettä edellä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="193"/>
        <source>Option (your move): {advice} — expected to end the round {points} points behind.</source>
        <translation>Vaihtoehto (siirtosi): {advice} — kierroksen odotetaan päättyvän {points} pistettä jäljessä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="194"/>
        <source>Option (your move): {advice} — expected to end the round level.</source>
        <translation>Vaihtoehto (siirtosi): {advice} — kierroksen odotetaan päättyvän tasan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="197"/>
        <source>Option ({name}&apos;s move): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Vaihtoehto (pelaajan {name} siirto): {advice} — kierroksen odotetaan päättyvän {points} pistettä edellä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="198"/>
        <source>Option ({name}&apos;s move): {advice} — expected to end the round {points} points behind.</source>
        <translation>Vaihtoehto (pelaajan {name} siirto): {advice} — kierroksen odotetaan päättyvän {points} pistettä jäljessä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="199"/>
        <source>Option ({name}&apos;s move): {advice} — expected to end the round level.</source>
        <translation>Vaihtoehto (pelaajan {name} siirto): {advice} — kierroksen odotetaan päättyvän tasan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="206"/>
        <source>Option (played for you): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Vaihtoehto (pelattu puolestasi): {advice} — kierroksen odotetaan päättyvän {points} pistettä edellä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="207"/>
        <source>Option (played for you): {advice} — expected to end the round {points} points behind.</source>
        <translation>Vaihtoehto (pelattu puolestasi): {advice} — kierroksen odotetaan päättyvän {points} pistettä jäljessä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="208"/>
        <source>Option (played for you): {advice} — expected to end the round level.</source>
        <translation>Vaihtoehto (pelattu puolestasi): {advice} — kierroksen odotetaan päättyvän tasan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="211"/>
        <source>Option (played for {name}): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Vaihtoehto (pelattu pelaajan {name} puolesta): {advice} — kierroksen odotetaan päättyvän {points} pistettä edellä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="212"/>
        <source>Option (played for {name}): {advice} — expected to end the round {points} points behind.</source>
        <translation>Vaihtoehto (pelattu pelaajan {name} puolesta): {advice} — kierroksen odotetaan päättyvän {points} pistettä jäljessä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="213"/>
        <source>Option (played for {name}): {advice} — expected to end the round level.</source>
        <translation>Vaihtoehto (pelattu pelaajan {name} puolesta): {advice} — kierroksen odotetaan päättyvän tasan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="217"/>
        <source>The options you had here, best first, as the coach weighs them from what you could see; the computer player that played for you chose another move.</source>
        <translation>Vaihtoehtosi tässä kohdassa, paras ensin, valmentajan arvioimina sen perusteella, mitä näit; puolestasi pelannut tietokonepelaaja valitsi jonkin muun siirron.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="219"/>
        <source>The options {name} had here, best first, as the coach weighs them from what {name} could see; the computer player that played for {name} chose another move.</source>
        <translation>Pelaajan {name} vaihtoehdot tässä kohdassa, paras ensin, valmentajan arvioimina sen perusteella, mitä {name} näki; pelaajan {name} puolesta pelannut tietokonepelaaja valitsi jonkin muun siirron.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="222"/>
        <source>You had no other move here.</source>
        <translation>Sinulla ei ollut tässä muuta siirtoa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="222"/>
        <source>{name} had no other move here.</source>
        <translation>Pelaajalla {name} ei ollut tässä muuta siirtoa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="223"/>
        <source>The coach could not weigh the options of this move.</source>
        <translation>Valmentaja ei pystynyt punnitsemaan tämän siirron vaihtoehtoja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="225"/>
        <source>At a network table the coach weighs only the moves made from your seat: the other players&apos; hands never reach your computer.</source>
        <translation>Verkkopöydässä valmentaja punnitsee vain paikaltasi tehdyt siirrot: muiden pelaajien käsikortit eivät koskaan tule tietokoneellesi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="229"/>
        <source>{count} more things to notice: click this line or press {key} to read them.</source>
        <comment>the coach&apos;s line under the table, when the rest of its note does not fit; {key} is a key such as F6</comment>
        <extracomment>For one: One more thing to notice: click this line or press {key} to read it.</extracomment>
        <translation>
            <numerusform>Vielä yksi huomio: lue se napsauttamalla tätä riviä tai painamalla {key}.</numerusform>
            <numerusform>Vielä {count} huomiota: lue ne napsauttamalla tätä riviä tai painamalla {key}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="232"/>
        <source>More: {key}</source>
        <comment>the coach&apos;s line under the table when even the longer &apos;more things to notice&apos; sentence does not fit after the verdict; {key} is a key such as F6</comment>
        <translation>Lisää: {key}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="234"/>
        <source>Read the Coach&apos;s &amp;Full Note</source>
        <comment>Game menu: shows the coach&apos;s note under the table in full</comment>
        <translation>&amp;Näytä valmentajan koko huomautus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="235"/>
        <source>Shows the whole of the coach&apos;s note when the line under the table is too narrow for it.</source>
        <translation>Näyttää valmentajan koko huomautuksen, kun pöydän alla oleva rivi on sille liian kapea.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="236"/>
        <source>Coach</source>
        <comment>the badge of the coach&apos;s line under the table</comment>
        <translation>Valmentaja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="59"/>
        <source>A</source>
        <comment>ace, in a card&apos;s short name such as A♠</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="60"/>
        <source>J</source>
        <comment>jack, in a card&apos;s short name such as J♦</comment>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="61"/>
        <source>Q</source>
        <comment>queen, in a card&apos;s short name such as Q♣</comment>
        <translation>Q</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="62"/>
        <source>K</source>
        <comment>king, in a card&apos;s short name such as K♥</comment>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="75"/>
        <source>&apos;{text}&apos; is not a card: write rank then suit, like 10D or AS.</source>
        <comment>card codes such as 10D and AS are typed as they are</comment>
        <translation>”{text}” ei ole kortti: kirjoita ensin arvo ja sitten maa, esimerkiksi 10D tai AS.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="78"/>
        <source>&apos;{text}&apos; is not a card: the suit must be one of S, H, D, C.</source>
        <comment>card codes such as 10D and AS are typed as they are</comment>
        <translation>”{text}” ei ole kortti: maan pitää olla jokin seuraavista: S, H, D, C.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="80"/>
        <source>&apos;{text}&apos; is not a card: the rank must be A, 2-10 (or T), J, Q or K.</source>
        <comment>card codes such as 10D and AS are typed as they are</comment>
        <translation>”{text}” ei ole kortti: arvon pitää olla A, 2–10 (tai T), J, Q tai K.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/describe.py" line="29"/>
        <source>{count} rounds</source>
        <comment>how long a match is</comment>
        <extracomment>For one: {count} round</extracomment>
        <translation>
            <numerusform>{count} kierros</numerusform>
            <numerusform>{count} kierrosta</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/describe.py" line="30"/>
        <source>game to {target}</source>
        <comment>how long a match is: until a side reaches this score</comment>
        <translation>peli {target} pisteeseen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/describe.py" line="31"/>
        <source>one round</source>
        <comment>how long a match is</comment>
        <translation>yksi kierros</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="23"/>
        <source>Each player drew a card for the deal ({draws}): whoever drew the highest card deals.</source>
        <comment>{draws}: each player&apos;s name and the card drawn, such as: You K♠, North 7♦</comment>
        <translation>Jokainen nosti kortin jakovuorosta ({draws}): suurimman kortin nostanut jakaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="25"/>
        <source>Each player drew a card for the deal ({draws}): whoever drew the lowest card deals.</source>
        <comment>{draws}: each player&apos;s name and the card drawn, such as: You K♠, North 7♦</comment>
        <translation>Jokainen nosti kortin jakovuorosta ({draws}): pienimmän kortin nostanut jakaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="27"/>
        <source>In the draw an ace counts 1.</source>
        <comment>said after the draw for the first deal, when an ace was drawn</comment>
        <translation>Nostossa ässä on 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="28"/>
        <source>Of those who drew equal cards, the one named first deals.</source>
        <comment>said after the draw for the first deal, when two players drew cards of the same rank</comment>
        <translation>Samanarvoiset kortit nostaneista jakaa ensimmäisenä mainittu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="37"/>
        <source>capture</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>otto</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="38"/>
        <source>Playing a card from your hand to take table cards: cards of its value, or groups of cards that add up to it.</source>
        <translation>Kortin pelaaminen kädestä niin, että sillä otetaan pöydän kortteja: sen arvoisia kortteja tai korttiryhmiä, joiden summa on sen arvo.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="40"/>
        <source>trail</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>pöytään laitto</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="41"/>
        <source>Playing a card face up onto the table without taking anything.</source>
        <translation>Kortin pelaaminen pöytään kuvapuoli ylöspäin ottamatta mitään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="42"/>
        <source>build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>rakennelma</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="43"/>
        <source>A pile of table cards and a card from your hand with a value you announce, taken later only whole, by a card of that value.</source>
        <translation>Pöydän korteista ja kätesi kortista koottu pino, jolle ilmoitat arvon; sen voi myöhemmin ottaa vain kokonaisena sen arvoisella kortilla.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="45"/>
        <source>single build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>yksinkertainen rakennelma</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="46"/>
        <source>A build whose cards add up to its value once, like 3 + 5 as 8; it may be raised.</source>
        <translation>Rakennelma, jonka korttien summa on sen arvo kerran, esimerkiksi 3 + 5 rakennelmana 8; sitä voi korottaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="47"/>
        <source>multiple build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>moninkertainen rakennelma</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="48"/>
        <source>A build of several groups of the same value, like 8 and 3 + 5 as 8; it cannot be raised.</source>
        <translation>Rakennelma, jossa on useita samanarvoisia ryhmiä, esimerkiksi 8 sekä 3 + 5 rakennelmana 8; sitä ei voi korottaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="49"/>
        <source>raise</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>korotus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="50"/>
        <source>Adding a card from your hand to a single build so that its value goes up, like 5 on a build of 3 to make 8.</source>
        <translation>Kortin lisääminen kädestä yksinkertaiseen rakennelmaan niin, että sen arvo nousee, esimerkiksi 5 rakennelmaan 3, jolloin siitä tulee 8.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="52"/>
        <source>sweep</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>mökki</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="53"/>
        <source>A capture that takes every card on the table; in many games it scores a point.</source>
        <translation>Otto, joka vie pöydästä kaikki kortit; monissa peleissä se tuo pisteen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="54"/>
        <location filename="../../casino_desktop/core/glossary.py" line="61"/>
        <location filename="../../casino_desktop/core/glossary.py" line="63"/>
        <location filename="../../casino_desktop/core/glossary.py" line="69"/>
        <source>Swedish</source>
        <comment>whose word a glossary entry is</comment>
        <translation>ruotsia</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="54"/>
        <source>The Swedish word for a sweep: taking every card on the table.</source>
        <translation>Ruotsalainen nimitys mökille: otolle, joka vie pöydästä kaikki kortit.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="55"/>
        <source>Finnish</source>
        <comment>whose word a glossary entry is</comment>
        <translation>suomea</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="56"/>
        <source>The Finnish word for a sweep (it means a cottage); it is marked by turning a card face up in the taker&apos;s pile.</source>
        <translation>Suomalaisten pelaajien nimitys otolle, joka vie pöydästä kaikki kortit (sana tarkoittaa pientä taloa); mökki merkitään kääntämällä kortti kuvapuoli ylöspäin ottajan pinoon.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="58"/>
        <source>Flemish</source>
        <comment>whose word a glossary entry is</comment>
        <translation>flaamia</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="58"/>
        <source>The Wippen word for a sweep.</source>
        <translation>Wippenin nimitys mökille.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="59"/>
        <source>Dominican</source>
        <comment>whose word a glossary entry is</comment>
        <translation>dominikaanista espanjaa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="60"/>
        <source>The Dominican word for a sweep: the sweeping card is laid crosswise under the taker&apos;s pile.</source>
        <translation>Dominikaaninen sana mökille: pöydän tyhjentävä kortti pannaan poikittain ottajan pinon alle.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="61"/>
        <source>Swedish for “the last one”: the last capture of a round, which also takes the cards left on the table; some Nordic games score a point for it.</source>
        <translation>Ruotsia, tarkoittaa ”viimeinen”: kierroksen viimeinen otto, joka vie myös pöytään jääneet kortit; joissakin pohjoismaisissa peleissä se tuo pisteen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="64"/>
        <source>With two decks, taking the identical twin of the card you play (same rank and suit).</source>
        <translation>Kahdella pakalla: pelaamasi kortin täsmälleen samanlaisen kaksoiskappaleen (sama arvo ja maa) ottaminen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="65"/>
        <source>big casino</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>iso kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="65"/>
        <source>The {big}, which scores on its own in most games.</source>
        <translation>{big}, joka tuo useimmissa peleissä pisteitä jo yksinään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="66"/>
        <source>little casino</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>pikkukasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="66"/>
        <source>The {little}, which scores on its own in most games.</source>
        <translation>{little}, joka tuo useimmissa peleissä pisteitä jo yksinään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="67"/>
        <source>casino</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="68"/>
        <source>The game itself; the {big} and the {little} are its big and little casino.</source>
        <translation>Itse peli; {big} ja {little} ovat sen iso ja pieni kasino.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="70"/>
        <source>Swedish for “spades beyond”: every spade taken beyond a number scores a point, instead of a prize for the most spades.</source>
        <translation>Ruotsia, tarkoittaa ”ylimääräiset padat”: jokainen tietyn määrän ylittävä otettu pata tuo pisteen eniten patoja -pisteiden sijaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="73"/>
        <source>misère</source>
        <comment>a word of another language, as the glossary lists it: keep it unless your players have their own word</comment>
        <translation>misère</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="74"/>
        <source>French</source>
        <comment>whose word a glossary entry is</comment>
        <translation>ranskaa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="74"/>
        <source>A game where points are penalties: the fewest taken win.</source>
        <translation>Peli, jossa pisteet ovat miinuspisteitä: vähiten ottanut voittaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="75"/>
        <source>partnership</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>pari</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="76"/>
        <source>Two players sitting opposite each other who pool their captures and score together.</source>
        <translation>Kaksi vastakkain istuvaa pelaajaa, jotka yhdistävät ottamansa kortit ja saavat pisteet yhdessä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="77"/>
        <source>stock</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>pakka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="77"/>
        <source>The cards not yet dealt; new hands come from it when every hand is empty.</source>
        <translation>Kortit, joita ei ole vielä jaettu; niistä jaetaan uudet kortit, kun kaikkien kädet ovat tyhjät.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="78"/>
        <source>house rule</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>kotisääntö</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="78"/>
        <source>A rule changed from the usual rules of the game, chosen before the match in the New Game window.</source>
        <translation>Pelin tavallisista säännöistä poikkeava sääntö, joka valitaan ennen peliä Uusi peli -ikkunassa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="80"/>
        <source>loose card</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>irtokortti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="82"/>
        <source>A card lying on its own on the table, not part of a build.</source>
        <translation>Pöydässä yksinään oleva kortti, joka ei kuulu rakennelmaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="83"/>
        <source>build owner</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>rakennelman omistaja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="84"/>
        <source>The player a build belongs to: whoever made it or last raised it or added to it. In many games an owner may not trail until the build is taken.</source>
        <translation>Pelaaja, jolle rakennelma kuuluu: se, joka teki sen tai viimeksi korotti sitä tai lisäsi siihen. Monissa peleissä omistaja ei saa laittaa korttia pöytään ennen kuin rakennelma on otettu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="86"/>
        <source>augmented build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>kasvatettu rakennelma</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="87"/>
        <source>Swazi Casino&apos;s name for a multiple build: several groups of the same value, like 8 and 3 + 5 as 8. Its value never changes; it is only added to, and taken whole.</source>
        <translation>Eswatinilaisen kasinon nimitys moninkertaiselle rakennelmalle: useita samanarvoisia ryhmiä, esimerkiksi 8 sekä 3 + 5 rakennelmana 8. Sen arvo ei koskaan muutu; siihen vain lisätään, ja se otetaan kokonaisena.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="89"/>
        <source>capture pile</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>ottopino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="90"/>
        <source>The cards a side has captured. In the African games it lies face up, and only its top card is in play.</source>
        <translation>Osapuolen ottamat kortit. Afrikkalaisissa peleissä pino on kuvapuoli ylöspäin, ja vain sen päällimmäinen kortti on pelissä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="92"/>
        <source>top card</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>päällimmäinen kortti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="93"/>
        <source>The card on top of a capture pile in the African games: another player may use it in a build (Swazi, Sotho) or capture it (South Africa); the card beneath then becomes the top card.</source>
        <translation>Afrikkalaisissa peleissä ottopinon ylin kortti: toinen pelaaja voi käyttää sen rakennelmaan (Eswatini, Lesotho) tai ottaa sen (Etelä-Afrikka); sen alla oleva kortti tulee silloin päällimmäiseksi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="95"/>
        <source>drifting</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>ajelehtiminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="96"/>
        <source>In Swazi Casino, putting a card that could capture into a build instead, which is allowed (partners read it as a signal); South Africans call any play that captures nothing, a trail, drifting.</source>
        <translation>Eswatinilaisessa kasinossa kortin käyttäminen rakennelmaan, vaikka sillä voisi ottaa; se on sallittua (kumppani tulkitsee sen viestiksi). Etelä-Afrikassa ajelehtimista on mikä tahansa siirto, joka ei ota mitään, eli pöytään laitto.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="99"/>
        <source>ending a turn</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>vuoron lopettaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="101"/>
        <source>In games with several actions a turn, saying you are done: allowed once your card from the hand is played; the next player&apos;s turn begins.</source>
        <translation>Peleissä, joissa vuoroon kuuluu useita toimintoja, ilmoitus, että olet valmis: sallittu, kun olet pelannut korttisi kädestä; sitten alkaa seuraavan pelaajan vuoro.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="116"/>
        <source>{word} ({language}): {definition}</source>
        <comment>a glossary entry for a word of another language, as a tooltip</comment>
        <translation>{word} ({language}): {definition}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="118"/>
        <source>{word}: {definition}</source>
        <comment>a glossary entry, as a tooltip</comment>
        <translation>{word}: {definition}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/legality.py" line="31"/>
        <source>That play is not legal here.</source>
        <translation>Tuo siirto ei ole tässä sallittu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="171"/>
        <source>&apos;{text}&apos; is not a move: write the card played, then trail, take, build, raise or add.</source>
        <comment>the words trail, take, build, raise, add and the card codes are typed as they are</comment>
        <translation>”{text}” ei ole siirto: kirjoita pelattu kortti ja sen jälkeen trail, take, build, raise tai add.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="180"/>
        <source>&apos;{text}&apos;: after &apos;=&apos; comes the value the card counts as, like AS=14.</source>
        <translation>”{text}”: merkin ”=” jälkeen tulee kortin arvo, esimerkiksi AS=14.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="186"/>
        <source>&apos;{text}&apos;: &apos;{word}&apos; is not one of trail, take, build, raise, add.</source>
        <comment>the words trail, take, build, raise, add and the card codes are typed as they are</comment>
        <translation>”{text}”: ”{word}” ei ole mikään sanoista trail, take, build, raise, add.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="192"/>
        <source>&apos;{text}&apos;: say the build value after &apos;{verb}&apos;, like &apos;{verb} 9&apos;.</source>
        <translation>”{text}”: kirjoita rakennelman arvo sanan ”{verb}” jälkeen, esimerkiksi ”{verb} 9”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="197"/>
        <source>&apos;{text}&apos;: say the build value after &apos;trail build&apos;, like &apos;trail build 9&apos;.</source>
        <comment>the words trail, take, build, raise, add and the card codes are typed as they are</comment>
        <translation>”{text}”: kirjoita rakennelman arvo sanojen ”trail build” jälkeen, esimerkiksi ”trail build 9”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="214"/>
        <source>&apos;{text}&apos;: a &apos;]&apos; without its &apos;[&apos;.</source>
        <translation>”{text}”: merkki ”]” ilman vastaavaa merkkiä ”[”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="223"/>
        <source>&apos;{text}&apos;: a &apos;[&apos; without its &apos;]&apos;.</source>
        <translation>”{text}”: merkki ”[” ilman vastaavaa merkkiä ”]”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="225"/>
        <source>&apos;{text}&apos;: a trail takes no table cards.</source>
        <translation>”{text}”: pöytään laitettu kortti ei ota pöydän kortteja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="227"/>
        <source>&apos;{text}&apos;: say which table cards are taken.</source>
        <translation>”{text}”: kerro, mitkä pöydän kortit otetaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="238"/>
        <source>&apos;{text}&apos;: after &apos;table&apos; comes build or add.</source>
        <comment>the words table, build, add and the card codes are typed as they are</comment>
        <translation>”{text}”: sanan ”table” jälkeen tulee build tai add.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="241"/>
        <source>&apos;{text}&apos;: say which build the cards are added to, like [4S 5H].</source>
        <translation>”{text}”: kerro, mihin rakennelmaan kortit lisätään, esimerkiksi [4S 5H].</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="243"/>
        <source>&apos;{text}&apos;: say which table cards are used.</source>
        <translation>”{text}”: kerro, mitä pöydän kortteja käytetään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="28"/>
        <source>only most cards can reach {target} now, and wins at once</source>
        <translation>vain eniten kortteja voi nyt viedä {target} pisteeseen, ja se voittaa heti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="29"/>
        <source>only most spades can reach {target} now, and wins at once</source>
        <translation>vain eniten patoja voi nyt viedä {target} pisteeseen, ja se voittaa heti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="30"/>
        <source>only the 10♦ can reach {target} now, and wins at once</source>
        <translation>vain 10♦ voi nyt viedä {target} pisteeseen, ja se voittaa heti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="31"/>
        <source>nothing can reach {target} this round</source>
        <translation>mikään ei voi viedä {target} pisteeseen tällä kierroksella</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="32"/>
        <source>at {score}: won most cards, the game</source>
        <translation>{score} pistettä: voitti eniten kortteja ja pelin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="33"/>
        <source>at {score}: won most spades, the game</source>
        <translation>{score} pistettä: voitti eniten patoja ja pelin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="34"/>
        <source>at {score}: won the 10♦, the game</source>
        <translation>{score} pistettä: voitti ruutukympin ja pelin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="35"/>
        <source>at {score}: needs most cards</source>
        <translation>{score} pistettä: tarvitsee eniten kortteja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="36"/>
        <source>at {score}: needs most spades</source>
        <translation>{score} pistettä: tarvitsee eniten patoja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="37"/>
        <source>at {score}: needs the 10♦</source>
        <translation>{score} pistettä: tarvitsee ruutukympin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="38"/>
        <source>at {score}: one short at most</source>
        <translation>{score} pistettä: enintään yhden pisteen päässä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="39"/>
        <source>sweeps do not score</source>
        <comment>the rule near the target: this side&apos;s sweeps score nothing</comment>
        <translation>mökit eivät tuo pisteitä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="40"/>
        <location filename="../../casino_desktop/core/units_match.py" line="113"/>
        <source>Near the target</source>
        <translation>Lähellä tavoitetta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="256"/>
        <source>That play is not possible here.</source>
        <translation>Tuo siirto ei ole tässä mahdollinen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="257"/>
        <source>build {value}</source>
        <comment>a build on the table among things taken, such as: build 8 + 5♦</comment>
        <translation>rakennelma {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="260"/>
        <source>build {value}</source>
        <comment>a build among the things a move&apos;s button takes, after Take: in the form your language gives that object, such as: Take build 8 + 5♦</comment>
        <translation>rakennelman {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="263"/>
        <source>multiple build {value}</source>
        <comment>a multiple build (two or more groups, each worth this value) among the things a move&apos;s button takes, after Take: in the form your language gives that object, such as: Take multiple build 8</comment>
        <translation>moninkertaisen rakennelman {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="267"/>
        <source>Trail</source>
        <comment>a move: play a card to the table and take nothing</comment>
        <translation>Laita pöytään</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="268"/>
        <source>Trail, and build {value} from {things}</source>
        <translation>Laita pöytään ja rakenna {value}: {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="269"/>
        <source>Take {things}</source>
        <translation>Ota {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="270"/>
        <source>Take {things} ({card} as {value})</source>
        <comment>an ace played as 1 or as 14</comment>
        <translation>Ota {things} ({card} arvona {value})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="271"/>
        <source>Build {value}s</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Rakenna moninkertainen rakennelma {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="272"/>
        <source>Build {value}s with {things}</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Rakenna moninkertainen rakennelma {value}: {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="273"/>
        <source>Build {value}</source>
        <comment>a move: make a build of this value</comment>
        <translation>Rakenna {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="274"/>
        <source>Build {value} with {things}</source>
        <translation>Rakenna {value}: {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="275"/>
        <source>Raise to {value}</source>
        <translation>Korota arvoon {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="276"/>
        <source>Raise to {value} with {cards}</source>
        <translation>Korota arvoon {value}: {cards}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="277"/>
        <source>Add to build {value}</source>
        <translation>Lisää rakennelmaan {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="278"/>
        <source>Add to build {value} with {cards}</source>
        <translation>Lisää rakennelmaan {value}: {cards}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="279"/>
        <source>Build {value} from {things}</source>
        <comment>a move: a build made of table cards only</comment>
        <translation>Rakenna {value} pöydästä: {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="280"/>
        <source>Add {cards} to build {value}</source>
        <comment>a move: table cards added to a build</comment>
        <translation>Lisää {cards} rakennelmaan {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="281"/>
        <source>End turn</source>
        <comment>a move, and its button: end the turn (African Casino)</comment>
        <translation>Lopeta vuoro</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="51"/>
        <source>&apos;{key}&apos; is not a key of a position; its keys are: {keys}.</source>
        <translation>&apos;{key}&apos; ei ole pelitilanteen avain; sen avaimet ovat: {keys}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="52"/>
        <source>&apos;{key}&apos; is not a key of a build; its keys are: {keys}.</source>
        <translation>&apos;{key}&apos; ei ole rakennelman avain; sen avaimet ovat: {keys}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="54"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="262"/>
        <source>&apos;{key}&apos; must be true or false.</source>
        <translation>Kohdan ”{key}” pitää olla tosi tai epätosi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="55"/>
        <source>Seat {seat} is the &apos;controller&apos; of the build of {value} but holds no card to take it with, which cannot happen in a game.</source>
        <translation>Paikka {seat} on rakennelman {value} &apos;controller&apos;, mutta sillä ei ole korttia, jolla sen voisi ottaa, eikä niin voi käydä pelissä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="75"/>
        <source>A position must be a JSON object.</source>
        <translation>Pelitilanteen on oltava JSON-objekti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="79"/>
        <source>&apos;players&apos; must be a whole number from 2 to 4.</source>
        <translation>&apos;players&apos; on kokonaisluku väliltä 2–4.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="89"/>
        <source>&apos;deal&apos; must be a whole number from 1 to {most}: which deal of the round it is.</source>
        <translation>&apos;deal&apos; on kokonaisluku väliltä 1–{most}: monesko kierroksen jako on.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="100"/>
        <source>&apos;{key}&apos; must be a seat number from 0 to {last}.</source>
        <translation>&apos;{key}&apos; on paikan numero väliltä 0–{last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="106"/>
        <source>{shown} is not a card: cards are text like &quot;10D&quot;.</source>
        <translation>{shown} ei ole kortti: kortit kirjoitetaan tekstinä, esimerkiksi &quot;10D&quot;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="116"/>
        <source>The {card} appears more often than the deck holds it.</source>
        <translation>{card} esiintyy useammin kuin pakassa sitä on.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="122"/>
        <source>The hand of seat {seat}, who is to move, must be given.</source>
        <translation>Vuorossa olevan paikan {seat} käsi on annettava.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="124"/>
        <source>The hand of seat {seat}, who is to move, must be a list of cards.</source>
        <translation>Vuorossa olevan paikan {seat} käden on oltava korttiluettelo.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="129"/>
        <source>&apos;{shown}&apos; is not a seat: the hands are given for seats 0 to {last}.</source>
        <translation>&apos;{shown}&apos; ei ole paikka: kädet annetaan paikoille 0–{last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="136"/>
        <source>The hand of seat {seat} must be a list of cards.</source>
        <translation>Paikan {seat} käden on oltava korttiluettelo.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="138"/>
        <source>The hand of seat {seat} holds {count} cards; a hand holds at most {most} in this variant.</source>
        <translation>Paikan {seat} kädessä on {count} korttia; tässä muunnelmassa kädessä on enintään {most}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="143"/>
        <source>The seat to move has no cards.</source>
        <translation>Vuorossa olevalla paikalla ei ole kortteja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="150"/>
        <source>&apos;table&apos; must be a list of cards and builds.</source>
        <translation>&apos;table&apos; on luettelo kortteja ja rakennelmia.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="163"/>
        <source>&apos;{key}&apos; must be true or false, and true only where a turn has several actions.</source>
        <translation>&apos;{key}&apos; on true tai false, ja true vain siellä, missä vuoroon kuuluu useita toimia.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="205"/>
        <source>&apos;{key}&apos; is given only where the top cards of the capture piles are in play.</source>
        <translation>&apos;{key}&apos; annetaan vain siellä, missä ottopinojen päällimmäiset kortit ovat pelissä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="207"/>
        <source>&apos;{key}&apos; must be a list of {count} lists of cards, the top card last.</source>
        <translation>&apos;{key}&apos; on luettelo, jossa on {count} korttiluetteloa (yksi kutakin pinoa kohden), päällimmäinen kortti viimeisenä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="220"/>
        <source>A build needs a list of at least two cards under &apos;build&apos;.</source>
        <translation>Rakennelma tarvitsee kohtaan &apos;build&apos; luettelon, jossa on vähintään kaksi korttia.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="229"/>
        <source>A build needs its &apos;value&apos; as a whole number from 1 to {highest}.</source>
        <translation>Rakennelma tarvitsee arvonsa &apos;value&apos; kokonaislukuna väliltä 1–{highest}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="231"/>
        <source>The build {names} is of court cards of one rank, so it is worth {highest}, not {value}.</source>
        <translation>Rakennelma {names} on yhden arvon kuvakortteja, joten sen arvo on {highest}, ei {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="235"/>
        <source>A build&apos;s &apos;multiple&apos; must be true or false.</source>
        <translation>Rakennelman &apos;multiple&apos; on true tai false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="238"/>
        <source>A build&apos;s &apos;controller&apos; must be a seat number from 0 to {last}.</source>
        <translation>Rakennelman &apos;controller&apos; on paikan numero väliltä 0–{last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="243"/>
        <source>The build {names} holds a court card, which has no number in this variant.</source>
        <translation>Rakennelmassa {names} on kuvakortti, jolla ei ole numeroa tässä muunnelmassa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="246"/>
        <source>The cards {names} add up to {total}, so they cannot make a single build of {value}.</source>
        <translation>Korttien {names} summa on {total}, joten niistä ei voi tehdä yksinkertaista rakennelmaa {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="249"/>
        <source>The cards {names} cannot be split into two or more groups of {value}.</source>
        <translation>Kortteja {names} ei voi jakaa kahteen tai useampaan ryhmään, joiden arvo on {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="70"/>
        <source>The record</source>
        <comment>the subject of a sentence about a saved game that cannot be read</comment>
        <translation>Pelikirjaus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="73"/>
        <source>{what} is damaged: its move {number} cannot be played.</source>
        <translation>{what} on vioittunut: sen siirtoa {number} ei voi pelata.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="74"/>
        <source>{what} asks for a variant or house rules this program cannot play.</source>
        <translation>{what} vaatii muunnelman tai kotisääntöjä, joita tämä ohjelma ei osaa pelata.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="204"/>
        <source>The record has no variant.</source>
        <translation>Tallenteesta puuttuu muunnelma.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="204"/>
        <source>The record has no house rules.</source>
        <translation>Tallenteesta puuttuvat kotisäännöt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="205"/>
        <source>The record has no number of players.</source>
        <translation>Tallenteesta puuttuu pelaajamäärä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="206"/>
        <source>The record has no partnership setting.</source>
        <translation>Tallenteesta puuttuu pariasetus.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="207"/>
        <source>The record has no deal number.</source>
        <translation>Tallenteesta puuttuu jaon numero.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="207"/>
        <source>The record has no seats.</source>
        <translation>Tallenteesta puuttuvat paikat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="208"/>
        <source>The record has no moves.</source>
        <translation>Tallenteesta puuttuvat siirrot.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="215"/>
        <source>The file is not a Casino game record.</source>
        <translation>Tiedosto ei ole Casino-pelin tallenne.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="218"/>
        <source>unknown</source>
        <comment>the version of a saved game that cannot be read</comment>
        <translation>tuntematon</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="219"/>
        <source>The record has version {shown}; this program reads version {version}.</source>
        <translation>Tallenteen versio on {shown}; tämä ohjelma lukee versiota {version}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/record.py" line="227"/>
        <source>The record&apos;s moves must be a list of at most {shown} moves, far more than any match lasts.</source>
        <extracomment>For one: The record&apos;s moves must be a list of at most {shown} move, far more than any match lasts.</extracomment>
        <translation>
            <numerusform>Tallenteen siirtojen pitää olla luettelo, jossa on enintään {shown} siirto, paljon enemmän kuin yksikään peli kestää.</numerusform>
            <numerusform>Tallenteen siirtojen pitää olla luettelo, jossa on enintään {shown} siirtoa, paljon enemmän kuin yksikään peli kestää.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="232"/>
        <source>Every move in the record must be a short text, like &quot;7H trail&quot;.</source>
        <translation>Jokaisen tallenteen siirron pitää olla lyhyt teksti, esimerkiksi ”7H trail”.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/record.py" line="234"/>
        <source>The record&apos;s seats must be a list of at most {count} seats.</source>
        <extracomment>For one: The record&apos;s seats must be a list of at most {count} seat.</extracomment>
        <translation>
            <numerusform>Tallenteen paikkojen pitää olla luettelo, jossa on enintään {count} paikka.</numerusform>
            <numerusform>Tallenteen paikkojen pitää olla luettelo, jossa on enintään {count} paikkaa.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="240"/>
        <source>Each seat in the record must give its kind, level and name as short texts.</source>
        <translation>Jokaisen tallenteen paikan laji, taso ja nimi pitää antaa lyhyinä teksteinä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="243"/>
        <source>The record&apos;s match number is damaged.</source>
        <translation>Tallenteen pelin numero on vioittunut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="246"/>
        <source>The record&apos;s note of a round dealt after its last move is damaged.</source>
        <translation>Tallenteen merkintä viimeisen siirron jälkeen jaetusta kierroksesta on vioittunut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="251"/>
        <source>The record&apos;s note of where its match was resumed is damaged.</source>
        <translation>Tallenteen merkintä siitä, mistä peliä jatkettiin, on vioittunut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="253"/>
        <source>The record&apos;s variant must be the name of a variant.</source>
        <translation>Tallenteen muunnelman pitää olla muunnelman nimi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="255"/>
        <source>The record&apos;s house rules are damaged.</source>
        <translation>Tallenteen kotisäännöt ovat vioittuneet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="257"/>
        <source>The record&apos;s number of players must be a whole number from 2 to 4.</source>
        <translation>Tallenteen pelaajamäärän pitää olla kokonaisluku 2–4.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="259"/>
        <source>The record&apos;s partnership setting must be true or false.</source>
        <translation>Tallenteen pariasetuksen pitää olla tosi tai epätosi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="261"/>
        <source>The record&apos;s deal number must be a whole number from 0 to {most}.</source>
        <translation>Tallenteen jaon numeron pitää olla kokonaisluku väliltä 0–{most}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="24"/>
        <source>The {card} was taken more often than the pack holds it.</source>
        <translation>{card} otettiin useammin kuin pakassa sitä on.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="25"/>
        <source>Player or team {side} made more sweeps than the cards it took allow: each sweep takes at least two cards.</source>
        <translation>Pelaaja tai joukkue {side} teki enemmän mökkejä kuin sen ottamat kortit sallivat: jokainen mökki ottaa vähintään kaksi korttia.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="27"/>
        <source>More sweeps were made than cards were taken: each sweep takes at least one card.</source>
        <translation>Mökkejä tehtiin enemmän kuin kortteja otettiin: jokainen mökki ottaa vähintään yhden kortin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="28"/>
        <source>Player or team {side} left the table open to more sweeps than the others made.</source>
        <translation>Pelaaja tai joukkue {side} jätti pöydän avoimeksi useammalle mökille kuin muut tekivät.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="29"/>
        <source>This game has no mulles: leave out &quot;mulles&quot;.</source>
        <translation>Tässä pelissä ei ole mullia: jätä &quot;mulles&quot; pois.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="30"/>
        <source>Player or team {side} made more mulles than the cards it took allow: each mulle takes two cards.</source>
        <translation>Pelaaja tai joukkue {side} teki enemmän mulleja kuin sen ottamat kortit sallivat: jokainen mulle ottaa kaksi korttia.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="32"/>
        <source>A mulle with the {card} needs both of its cards in the pile of player or team {side}.</source>
        <translation>Mulle kortilla {card} vaatii sen molemmat kortit pelaajan tai joukkueen {side} pinossa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="72"/>
        <source>The {card} on top of a capture pile can only go into a build: it is never captured directly.</source>
        <translation>Ottopinon päällimmäisen kortin {card} voi käyttää vain rakennelmaan: sitä ei koskaan oteta suoraan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="73"/>
        <source>The {card} on top of a capture pile can only be added to a build that is already on the table.</source>
        <translation>Ottopinon päällimmäisen kortin {card} voi lisätä vain rakennelmaan, joka on jo pöydässä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="74"/>
        <source>The {card} on top of a capture pile can only be added to a build of your side.</source>
        <translation>Ottopinon päällimmäisen kortin {card} voi lisätä vain oman puolesi rakennelmaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="110"/>
        <source>You may not change the value of your partner&apos;s build, only an opponent&apos;s.</source>
        <translation>Et saa muuttaa kumppanisi rakennelman arvoa, vain vastustajan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="111"/>
        <source>You may not change the value of your partner&apos;s build of {build}, only an opponent&apos;s, so it cannot go into a build of {value}.</source>
        <translation>Et saa muuttaa kumppanisi rakennelman {build} arvoa, vain vastustajan, joten se ei voi mennä rakennelmaan {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="113"/>
        <source>The build of {value} belongs to an opponent: you may add to it only in a turn in which you capture it.</source>
        <translation>Rakennelma {value} kuuluu vastustajalle: voit lisätä siihen vain vuorolla, jolla myös otat sen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="116"/>
        <source>A build of {value} would merge with an opponent&apos;s build of {value}, and you may add to that build only in a turn in which you capture it.</source>
        <translation>Rakennelma {value} yhdistyisi vastustajan rakennelmaan {value}, ja siihen voit lisätä vain vuorolla, jolla myös otat sen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="155"/>
        <source>In the first deal a player who owns a build may not trail: capture, or add to your build.</source>
        <translation>Ensimmäisessä jaossa rakennelman omistaja ei saa laittaa korttia pöytään: ota tai lisää rakennelmaasi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="156"/>
        <location filename="../../casino_desktop/core/rule_turns.py" line="142"/>
        <source>In the first deal a player may own only one build: you own the build of {value}.</source>
        <translation>Ensimmäisessä jaossa pelaaja saa omistaa vain yhden rakennelman: omistat rakennelman {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="192"/>
        <source>Your opponents insist that you take everything your {card} can take: {more} as well.</source>
        <translation>Vastustajasi vaativat, että otat kaiken, minkä korttisi {card} voi ottaa: myös {more}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="193"/>
        <source>Your opponents insist that a card that can capture does capture: the {card} can.</source>
        <translation>Vastustajasi vaativat, että kortilla, joka voi ottaa, myös otetaan: kortti {card} voi ottaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="101"/>
        <source>Say the value of the build.</source>
        <translation>Kerro rakennelman arvo.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="102"/>
        <source>Say which build you raise.</source>
        <translation>Kerro, minkä rakennelman korotat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="103"/>
        <source>The build of {build} is a multiple build: its value never changes, so it cannot be raised.</source>
        <translation>Rakennelma {build} on moninkertainen rakennelma: sen arvo ei koskaan muutu, joten sitä ei voi korottaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="104"/>
        <source>You may not raise your own build here.</source>
        <translation>Tässä pelissä et saa korottaa omaa rakennelmaasi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="105"/>
        <source>You may not change the value of your own build of {build} here, so it cannot go into a build of {value}.</source>
        <translation>Tässä pelissä et saa muuttaa oman rakennelmasi {build} arvoa, joten se ei voi mennä rakennelmaan {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="108"/>
        <source>This build would be worth {value}; a build may not be worth more than {max} here.</source>
        <comment>value: what the play would make the build worth; max: the highest build the game allows</comment>
        <translation>Tämän rakennelman arvo olisi {value}; rakennelman arvo saa tässä olla enintään {max}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="110"/>
        <source>To build {value} you must still hold a card that takes {value}.</source>
        <translation>Jotta voit rakentaa rakennelman {value}, kädessäsi pitää vielä olla kortti, joka ottaa {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="111"/>
        <source>To raise the build of {build} to {value} you must still hold a card that takes {value}.</source>
        <translation>Jotta voit korottaa rakennelman {build} arvoon {value}, kädessäsi pitää vielä olla kortti, joka ottaa {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="112"/>
        <source>To build {value} you must still hold a card that takes {value}, or build it for your partner while they own a build of {value}.</source>
        <translation>Jotta voit rakentaa rakennelman {value}, kädessäsi pitää vielä olla kortti, joka ottaa {value}; muuten voit rakentaa sen kumppanillesi vain, kun hänellä on rakennelma {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="114"/>
        <source>To raise the build of {build} to {value} you must still hold a card that takes {value}, or raise it for your partner while they own a build of {value}.</source>
        <translation>Jotta voit korottaa rakennelman {build} arvoon {value}, sinulla on yhä oltava kortti, joka ottaa {value}, tai korota se kumppanillesi, kun hän omistaa rakennelman {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="116"/>
        <source>Court cards have no number here: they cannot go into a build.</source>
        <translation>Kuvakorteilla ei ole tässä numeroarvoa: niitä ei voi käyttää rakennelmassa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="117"/>
        <source>Raising adds exactly one card from your hand: {build} + {worth} makes {raised}, not {value}; table cards may not change a build&apos;s value.</source>
        <translation>Korotuksessa lisätään täsmälleen yksi kortti kädestä: {build} + {worth} on {raised}, ei {value}; pöydän kortit eivät saa muuttaa rakennelman arvoa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="119"/>
        <source>The {card} must help change the value: {build} + {worth} + table cards must make {value}.</source>
        <translation>Kortin {card} pitää olla mukana muuttamassa arvoa: {build} + {worth} + pöydän kortit pitää olla yhteensä {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="121"/>
        <source>Say which build you add to.</source>
        <translation>Kerro, mihin rakennelmaan lisäät.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="122"/>
        <source>Adding does not change a build&apos;s value: that build is {build}, not {value}.</source>
        <translation>Lisääminen ei muuta rakennelman arvoa: sen arvo on {build}, ei {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="227"/>
        <source>A build needs at least one card from the table.</source>
        <translation>Rakennelmaan tarvitaan ainakin yksi kortti pöydästä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="228"/>
        <source>A build of {value} is already on the table: here you add to it instead.</source>
        <translation>Pöydässä on jo rakennelma {value}: tässä pelissä lisäät siihen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="229"/>
        <source>The build of {build} is a multiple build: it can be taken or added to, never built into another build.</source>
        <translation>Rakennelma {build} on moninkertainen: sen voi ottaa tai siihen voi lisätä, mutta sitä ei koskaan rakenneta osaksi toista rakennelmaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="231"/>
        <source>A build is not a card: it cannot join a sum unless single builds count as cards.</source>
        <translation>Rakennelma ei ole kortti: se ei voi olla osa summaa, ellei yksinkertaisia rakennelmia lasketa korteiksi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="232"/>
        <source>A raise changes one build: it cannot take another build into it.</source>
        <translation>Korotus muuttaa yhtä rakennelmaa: siihen ei voi ottaa mukaan toista rakennelmaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="233"/>
        <source>To put the build of {value} into a new build of {value}, add to it instead.</source>
        <translation>Rakennelmaa {value} ei laiteta uuteen rakennelmaan {value}: lisää siihen sen sijaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="234"/>
        <source>This play joins two builds of {value}: name the build of {first} as the one you add to, the other as a card.</source>
        <translation>Tämä siirto yhdistää kaksi rakennelmaa {value}: valitse rakennelma {first} siksi, johon lisäät, ja toinen korttina.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="236"/>
        <source>The {card} with {loose} cannot be split into groups that each make {value}; cards inside a build are never split or rearranged.</source>
        <translation>Korttia {card} ja kortteja {loose} ei voi jakaa ryhmiin, joiden kunkin summa on {value}; rakennelman kortteja ei koskaan jaeta eikä järjestellä uudelleen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="238"/>
        <source>The {card} alone does not make {value}; cards inside a build are never split or rearranged.</source>
        <translation>Kortti {card} yksinään ei ole {value}; rakennelman kortteja ei koskaan jaeta eikä järjestellä uudelleen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="239"/>
        <source>Those table cards cannot be split into groups of {value} for a build of two or more cards.</source>
        <translation>Noita pöydän kortteja ei voi jakaa ryhmiin, joiden summa on {value}, kahden tai useamman kortin rakennelmaksi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="321"/>
        <source>Putting the {card} on the build of {build} raises it to {value}: play it as a raise of that build.</source>
        <translation>Kun {card} laitetaan rakennelman {build} päälle, se korottaa sen arvoon {value}: pelaa se tuon rakennelman korotuksena.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="88"/>
        <source>Capturing is compulsory here, and you can capture: you may not trail.</source>
        <translation>Ottaminen on tässä pakollista, ja voit ottaa: et saa laittaa korttia pöytään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="89"/>
        <source>A card equal to a loose table card may not be trailed: the {card} must take the {equal}, or go into a build.</source>
        <translation>Pöydän irtokortin kanssa samanarvoista korttia ei saa laittaa pöytään: kortin {card} pitää ottaa {equal} tai mennä rakennelmaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="91"/>
        <source>A card must take every loose card equal to it: the {card} must also take the {left}.</source>
        <translation>Kortin pitää ottaa kaikki samanarvoiset irtokortit: kortin {card} pitää ottaa myös {left}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="92"/>
        <source>A card must take every loose card equal to it: the {card} as {value} must also take the {left}.</source>
        <translation>Kortin pitää ottaa kaikki samanarvoiset irtokortit: kortin {card} arvolla {value} pitää ottaa myös {left}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="140"/>
        <source>The {card} cannot count as {value}.</source>
        <translation>Kortin {card} arvo ei voi olla {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="141"/>
        <source>A build is taken only whole by a card of its value: the build of {build} cannot be taken by a card worth {values}.</source>
        <translation>Rakennelman voi ottaa vain kokonaisena ja vain sen arvoisella kortilla: rakennelmaa {build} ei voi ottaa kortilla, jonka arvo on {values}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="143"/>
        <source>Say which table cards you take.</source>
        <translation>Kerro, mitkä pöydän kortit otat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="144"/>
        <source>Court cards have no number here: a court card takes only cards of its own rank.</source>
        <translation>Kuvakorteilla ei ole tässä numeroarvoa: kuvakortti ottaa vain samanarvoisia kortteja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="145"/>
        <source>A court card takes only one card of its rank at a time here.</source>
        <translation>Tässä pelissä kuvakortti ottaa kerrallaan vain yhden samanarvoisen kortin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="146"/>
        <source>A court card takes one card of its rank, or all three at once by the fourth.</source>
        <translation>Kuvakortti ottaa yhden samanarvoisen kortin, tai neljäs ottaa kaikki kolme kerralla.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="147"/>
        <source>Court cards have no number here: they are taken only by a card of their own rank.</source>
        <translation>Kuvakorteilla ei ole tässä numeroarvoa: ne voi ottaa vain samanarvoisella kortilla.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="148"/>
        <source>Those cards cannot be split into groups that each add up to {values}: every table card belongs to at most one group.</source>
        <translation>Noita kortteja ei voi jakaa ryhmiin, joiden kunkin summa on {values}: jokainen pöydän kortti kuuluu enintään yhteen ryhmään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="151"/>
        <source>The {card} cannot take the {loose}: it takes table cards worth {values}, or several that add up to {values}.</source>
        <translation>Kortilla {card} ei voi ottaa korttia {loose}: sillä otetaan pöydän kortteja, joiden arvo on {values}, tai useita, joiden summa on {values}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="160"/>
        <location filename="../../casino_desktop/practice/reasons.py" line="48"/>
        <source>{first} or {last}</source>
        <comment>a card&apos;s values, such as: 1 or 14</comment>
        <translation>{first} tai {last}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="16"/>
        <source>Court cards have no number here: they cannot be built with.</source>
        <translation>Kuvakorteilla ei ole tässä numeroarvoa: niillä ei voi rakentaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="17"/>
        <source>A court card builds only on loose table cards of its own rank.</source>
        <translation>Kuvakortilla voi rakentaa vain pöydän samanarvoisten irtokorttien päälle.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="18"/>
        <source>A court card builds only on table cards of its own rank, to be taken by another of that rank.</source>
        <translation>Kuvakortilla voi rakentaa vain pöydän samanarvoisten korttien päälle, ja rakennelman ottaa myöhemmin toinen samanarvoinen kortti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="19"/>
        <source>To build with a court card you must still hold another card of its rank to take the build.</source>
        <translation>Jotta voit rakentaa kuvakortilla, kädessäsi pitää vielä olla toinen samanarvoinen kortti, jolla otat rakennelman.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="20"/>
        <source>A court-card build must then hold three cards of its rank, to be taken by the fourth.</source>
        <translation>Kuvakorttirakennelmassa pitää silloin olla kolme samanarvoista korttia, ja sen ottaa neljäs.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="21"/>
        <source>A court card is added only to a court-card build of its own rank.</source>
        <translation>Kuvakortin voi lisätä vain samanarvoiseen kuvakorttirakennelmaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="22"/>
        <source>Only a court card of its rank is added to a court-card build, and nothing raises it.</source>
        <translation>Kuvakorttirakennelmaan voi lisätä vain samanarvoisen kuvakortin, eikä sitä voi korottaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="132"/>
        <source>You control the build of {build}: you may not trail; take it, capture something else, build, or add to a build.</source>
        <translation>Hallitset rakennelmaa {build}: et saa laittaa korttia pöytään; ota se, ota jotain muuta, rakenna tai lisää rakennelmaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="134"/>
        <source>You control the build of {build}: you may not trail; take it, capture something else, or raise a build.</source>
        <translation>Hallitset rakennelmaa {build}: et saa laittaa korttia pöytään; ota se, ota jotain muuta tai korota rakennelmaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="136"/>
        <source>While you own the build of {build} you must take it, capture something else, or raise a build: you may not make another build or add to one.</source>
        <translation>Niin kauan kuin omistat rakennelman {build}, sinun pitää ottaa se, ottaa jotain muuta tai korottaa rakennelmaa: et saa tehdä uutta rakennelmaa etkä lisätä rakennelmaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="138"/>
        <source>You control the build of {build}: you must keep a card that takes {build} until you take the build.</source>
        <translation>Hallitset rakennelmaa {build}: sinun on pidettävä kädessäsi kortti, joka ottaa {build}, kunnes otat rakennelman.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="51"/>
        <source>Deal</source>
        <comment>a group of rules: dealing the cards</comment>
        <translation>Jako</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="52"/>
        <source>Capturing</source>
        <comment>a group of rules: taking cards from the table</comment>
        <translation>Ottaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="53"/>
        <source>Building</source>
        <comment>a group of rules, and the rule that players may build</comment>
        <translation>Rakentaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="54"/>
        <source>Scoring</source>
        <comment>a group of rules: what scores points</comment>
        <translation>Pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="55"/>
        <source>Match</source>
        <comment>a group of rules: how a match is won</comment>
        <translation>Peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="22"/>
        <source>The round is over: no card can be played now.</source>
        <translation>Kierros on päättynyt: nyt ei voi pelata korttia.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="23"/>
        <source>You do not hold the {card}.</source>
        <translation>Sinulla ei ole korttia {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="24"/>
        <source>The {card} is not on the table.</source>
        <translation>Korttia {card} ei ole pöydässä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="25"/>
        <source>The {card} is in the build of {cards}, and a build is never broken up: to take the {card}, capture the whole build with a card of {value}.</source>
        <translation>Kortti {card} on rakennelmassa {cards}, eikä rakennelmaa koskaan pureta: ottaaksesi kortin {card} ota koko rakennelma kortilla, jonka arvo on {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="27"/>
        <source>There is no build of {cards} on the table.</source>
        <translation>Pöydässä ei ole rakennelmaa {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="30"/>
        <source>The {card} is on top of your own capture pile: only the top cards of the other players&apos; piles are in play.</source>
        <translation>{card} on oman ottopinosi päällimmäinen kortti: vain muiden pelaajien ottopinojen päällimmäiset kortit ovat pelissä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="32"/>
        <source>The build of {cards} is named more often than it stands on the table.</source>
        <translation>Rakennelma {cards} mainitaan useammin kuin se on pöydässä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="33"/>
        <source>The {card} is named more often than it lies on the table.</source>
        <translation>Kortti {card} mainitaan useammin kuin se on pöydässä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="36"/>
        <source>Say which card from your hand you play.</source>
        <translation>Kerro, minkä kortin pelaat kädestäsi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="37"/>
        <source>An earlier build on the table holds these same cards, and a play names a build by its cards: only that first build can be taken, raised or added to now.</source>
        <translation>Pöydässä on aiempi rakennelma, jossa on samat kortit, ja siirto nimeää rakennelman sen korttien mukaan: nyt voi ottaa tai korottaa vain sen ensimmäisen rakennelman tai lisätä vain siihen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="100"/>
        <source>A trail takes no table cards (trailing and building at once is a house rule that is off).</source>
        <translation>Pöytään laitettu kortti ei ota pöydän kortteja (pöytään laittaminen ja rakentaminen samalla kertaa on kotisääntö, joka ei ole käytössä).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="101"/>
        <source>A trail takes nothing from the table: to play onto a build, take it, raise it or add to it.</source>
        <translation>Pöytään laitettu kortti ei ota pöydästä mitään: jos haluat pelata rakennelmaan, ota se, korota sitä tai lisää siihen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="102"/>
        <source>A card trailed alone makes no build, so it declares no value.</source>
        <translation>Yksin pöytään laitettu kortti ei tee rakennelmaa, joten sille ei ilmoiteta arvoa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="103"/>
        <source>Say the value of the build you make from the table cards.</source>
        <translation>Kerro pöydän korteista tekemäsi rakennelman arvo.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="104"/>
        <source>This variant has no building: capture or trail.</source>
        <translation>Tässä muunnelmassa ei rakenneta: ota kortteja tai laita kortti pöytään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="76"/>
        <source>You have played your card from the hand this turn: add table cards to your builds, or end your turn.</source>
        <translation>Olet jo pelannut korttisi kädestä tällä vuorolla: lisää pöydän kortteja rakennelmiisi tai lopeta vuorosi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="77"/>
        <source>You added to an opponent&apos;s build this turn: the card you play must capture it.</source>
        <translation>Lisäsit tällä vuorolla vastustajan rakennelmaan: pelaamasi kortin pitää ottaa se.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="95"/>
        <source>Every play here uses one card from your hand: there are no actions with table cards alone, and a turn ends by itself.</source>
        <translation>Tässä pelissä jokainen siirto käyttää yhden kortin kädestäsi: pelkillä pöydän korteilla ei tehdä toimintoja, ja vuoro päättyy itsestään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="107"/>
        <source>Play one card from your hand before you end your turn.</source>
        <translation>Pelaa yksi kortti kädestäsi ennen kuin lopetat vuorosi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="108"/>
        <source>Ending your turn plays no card and moves none: it is just &apos;end&apos;.</source>
        <comment>end is typed as it is</comment>
        <translation>Vuoron lopettaminen ei pelaa eikä siirrä yhtään korttia: se on pelkkä ”end”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="109"/>
        <source>Your opponents insist that you add the {cards} to your side&apos;s build of {value} before you end your turn.</source>
        <translation>Vastustajasi vaativat, että lisäät {cards} oman puolesi rakennelmaan {value} ennen kuin lopetat vuorosi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="129"/>
        <source>A build or an addition of table cards alone plays no card from your hand.</source>
        <translation>Pelkistä pöydän korteista tehty rakennelma tai lisäys ei pelaa korttia kädestäsi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="130"/>
        <source>The {card} is not on the table or on top of another player&apos;s capture pile.</source>
        <translation>Kortti {card} ei ole pöydässä eikä toisen pelaajan ottopinon päällimmäisenä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="131"/>
        <source>The {card} has no number: only cards with numbers make builds from the table.</source>
        <translation>Kortilla {card} ei ole numeroarvoa: pöydän korteista tehtyihin rakennelmiin käyvät vain numeroarvoiset kortit.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="132"/>
        <source>You may make a build of {value} only if you hold a card that can capture it.</source>
        <translation>Voit tehdä rakennelman {value} vain, jos kädessäsi on kortti, joka voi ottaa sen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="133"/>
        <source>A build of {value} is on the table already: add to it instead.</source>
        <translation>Pöydässä on jo rakennelma {value}: lisää siihen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="134"/>
        <source>The {cards} cannot be split into groups that each make {value}.</source>
        <translation>Kortteja {cards} ei voi jakaa ryhmiin, joiden kunkin summa on {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="136"/>
        <source>The {card} alone does not make {value}: the cards added must make {value} together.</source>
        <translation>Kortti {card} ei yksin ole {value}: lisättyjen korttien summan pitää olla yhdessä {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="137"/>
        <source>A build needs at least two table cards.</source>
        <translation>Rakennelmaan tarvitaan vähintään kaksi pöydän korttia.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="139"/>
        <source>A build must be worth at least 2.</source>
        <translation>Rakennelman arvon on oltava vähintään 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="140"/>
        <source>A new build of table cards takes in no other build: add the cards to that build instead.</source>
        <translation>Uuteen pöydän korteista tehtyyn rakennelmaan ei oteta mukaan toista rakennelmaa: lisää kortit sen sijaan siihen rakennelmaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="141"/>
        <source>A top card may start a build only beside a loose {value} from the table.</source>
        <translation>Päällimmäinen kortti voi aloittaa rakennelman vain yhdessä pöydän irtokortin kanssa, jonka arvo on {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="143"/>
        <source>Say which build the table cards are added to.</source>
        <translation>Kerro, mihin rakennelmaan pöydän kortit lisätään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="144"/>
        <source>The build is worth {build}: the cards added must make {build}, not {value}.</source>
        <translation>Rakennelman arvo on {build}: lisättyjen korttien summan pitää olla {build}, ei {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="145"/>
        <source>Builds are never put together: add table cards to one build.</source>
        <translation>Rakennelmia ei koskaan yhdistetä: lisää pöydän kortit yhteen rakennelmaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="146"/>
        <source>You may add to an opponent&apos;s build only before you play your card, and only to capture it with that card.</source>
        <translation>Voit lisätä vastustajan rakennelmaan vain ennen kuin pelaat korttisi, ja vain jos otat rakennelman sillä kortilla.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="147"/>
        <source>To add to an opponent&apos;s build of {value} you must hold a card that captures it.</source>
        <translation>Jotta voit lisätä vastustajan rakennelmaan {value}, kädessäsi pitää olla kortti, joka ottaa sen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="148"/>
        <source>You have already added to another opponent&apos;s build this turn.</source>
        <translation>Olet jo lisännyt tällä vuorolla toisen vastustajan rakennelmaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="19"/>
        <source>It is played with a 40-card pack: one 52-card deck without its jacks, queens and kings.</source>
        <translation>Peliin käytetään 40 kortin pakkaa: 52 kortin pakka ilman jätkiä, rouvia ja kuninkaita.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="20"/>
        <source>Every card counts its number; there are no court cards in the pack.</source>
        <translation>Jokaisen kortin arvo on sen numero; pakassa ei ole kuvakortteja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="24"/>
        <source>The first dealer is chosen at random; the deal then passes to the right each round.</source>
        <translation>Ensimmäinen jakaja arvotaan; sen jälkeen jakovuoro siirtyy joka kierroksella oikealle.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="25"/>
        <source>Everyone draws a card and the highest card deals first; the deal then passes to the right each round.</source>
        <translation>Jokainen nostaa kortin, ja suurimman kortin nostanut jakaa ensin; sen jälkeen jakovuoro siirtyy joka kierroksella oikealle.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="27"/>
        <source>Everyone draws a card and the lowest card deals first; the deal then passes to the right each round.</source>
        <translation>Jokainen nostaa kortin, ja pienimmän kortin nostanut jakaa ensin; sen jälkeen jakovuoro siirtyy joka kierroksella oikealle.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="32"/>
        <source>Play goes to the right (anticlockwise): the player on the dealer&apos;s right plays first, and the dealer plays last.</source>
        <translation>Peli kiertää oikealle (vastapäivään): jakajasta oikealla oleva pelaaja aloittaa, ja jakaja pelaa viimeisenä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="34"/>
        <source>Play goes to the left (clockwise): the player on the dealer&apos;s left plays first, and the dealer plays last.</source>
        <translation>Peli kiertää vasemmalle (myötäpäivään): jakajasta vasemmalla oleva pelaaja aloittaa, ja jakaja pelaa viimeisenä.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="41"/>
        <source>The player who plays first cuts {count} cards from the middle of the pack and lays them face up on the table; the dealer then deals out the rest of the pack one card at a time, beginning with that player, in equal hands.</source>
        <extracomment>For one: The player who plays first cuts {count} card from the middle of the pack and lays it face up on the table; the dealer then deals out the rest of the pack one card at a time, beginning with that player, in equal hands.</extracomment>
        <translation>
            <numerusform>Aloittava pelaaja nostaa pakan keskeltä {count} kortin ja laittaa sen kuvapuoli ylöspäin pöytään; sitten jakaja jakaa loput pakasta kortti kerrallaan tasan kaikille pelaajille tästä pelaajasta alkaen.</numerusform>
            <numerusform>Aloittava pelaaja nostaa pakan keskeltä {count} korttia ja laittaa ne kuvapuoli ylöspäin pöytään; sitten jakaja jakaa loput pakasta kortti kerrallaan tasan kaikille pelaajille tästä pelaajasta alkaen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="47"/>
        <source>The dealer deals out the whole pack one card at a time, beginning with the player who plays first, in equal hands; no cards go to the table first.</source>
        <translation>Jakaja jakaa koko pakan kortti kerrallaan tasan kaikille pelaajille aloittavasta pelaajasta alkaen; pöytään ei ensin laiteta kortteja.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="52"/>
        <source>With two players each gets {count} cards, and {count} more when both hands are empty.</source>
        <extracomment>For one: With two players each gets {count} card, and {count} more when both hands are empty.</extracomment>
        <translation>
            <numerusform>Kahden pelaajan pelissä kumpikin saa {count} kortin ja vielä {count} lisää, kun molempien kädet ovat tyhjät.</numerusform>
            <numerusform>Kahden pelaajan pelissä kumpikin saa {count} korttia ja vielä {count} lisää, kun molempien kädet ovat tyhjät.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="54"/>
        <source>With three players each gets {count} cards.</source>
        <extracomment>For one: With three players each gets {count} card.</extracomment>
        <translation>
            <numerusform>Kolmen pelaajan pelissä jokainen saa {count} kortin.</numerusform>
            <numerusform>Kolmen pelaajan pelissä jokainen saa {count} korttia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="55"/>
        <source>With four players each gets {count} cards.</source>
        <extracomment>For one: With four players each gets {count} card.</extracomment>
        <translation>
            <numerusform>Neljän pelaajan pelissä jokainen saa {count} kortin.</numerusform>
            <numerusform>Neljän pelaajan pelissä jokainen saa {count} korttia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="57"/>
        <source>The {count} cards left over go face up to the table.</source>
        <extracomment>For one: The card left over goes face up to the table.</extracomment>
        <translation>
            <numerusform>Yli jäävä kortti laitetaan kuvapuoli ylöspäin pöytään.</numerusform>
            <numerusform>{count} yli jäävää korttia laitetaan kuvapuoli ylöspäin pöytään.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="62"/>
        <source>Before or after that one card from your hand, your turn may hold as many actions as you like with cards already in play: making a build from loose table cards alone (you must hold a card of its value), and adding loose table cards and top cards of capture piles to a build, in groups of its value. You end your turn when you are done, but not before your card from the hand is played.</source>
        <translation>Ennen tuota yhtä kädestä pelattavaa korttia tai sen jälkeen voit vuorollasi tehdä niin monta toimintoa kuin haluat jo pelissä olevilla korteilla: tehdä rakennelman pelkistä pöydän irtokorteista (kädessäsi pitää olla sen arvoinen kortti) sekä lisätä rakennelmaan pöydän irtokortteja ja ottopinojen päällimmäisiä kortteja sen arvoisina ryhminä. Lopetat vuorosi, kun olet valmis, mutta et ennen kuin olet pelannut korttisi kädestä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="67"/>
        <source>Before or after that one card from your hand, your turn may hold as many actions as you like with cards already in play: making a build from loose table cards alone (you must hold a card of its value), and adding loose table cards to a build, in groups of its value. You end your turn when you are done, but not before your card from the hand is played.</source>
        <translation>Ennen tuota yhtä kädestä pelattavaa korttia tai sen jälkeen voit vuorollasi tehdä niin monta toimintoa kuin haluat jo pelissä olevilla korteilla: tehdä rakennelman pelkistä pöydän irtokorteista (kädessäsi pitää olla sen arvoinen kortti) sekä lisätä rakennelmaan pöydän irtokortteja sen arvoisina ryhminä. Lopetat vuorosi, kun olet valmis, mutta et ennen kuin olet pelannut korttisi kädestä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="72"/>
        <source>Your turn is that one play: table cards are never built or added to a build on their own.</source>
        <translation>Vuorosi on tuo yksi siirto: pelkistä pöydän korteista ei koskaan tehdä rakennelmaa, eikä niitä lisätä rakennelmaan ilman kädestä pelattua korttia.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="75"/>
        <source>Captured cards are kept face down and stay out of play.</source>
        <translation>Otetut kortit pidetään kuvapuoli alaspäin, eivätkä ne ole enää pelissä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="77"/>
        <source>Captured cards are kept face up in a capture pile: the card you captured with goes on top, and the cards it took beneath it, the lowest nearest the top.</source>
        <translation>Otetut kortit pidetään kuvapuoli ylöspäin ottopinossa: kortti, jolla otit, tulee päällimmäiseksi ja sillä otetut kortit sen alle niin, että pienin on ylimpänä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="79"/>
        <source>Captured cards are kept face up in a capture pile: the cards of each capture, the one you captured with included, go on it in order of value, the lowest on top.</source>
        <translation>Otetut kortit pidetään kuvapuoli ylöspäin ottopinossa: kunkin oton kortit, myös se, jolla otit, laitetaan pinoon arvojärjestyksessä, pienin päällimmäiseksi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="83"/>
        <source>Partners keep one capture pile between them, so neither can use the other&apos;s top card.</source>
        <translation>Kumppaneilla on yhteinen ottopino, joten kumpikaan ei voi käyttää toisen päällimmäistä korttia.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="84"/>
        <source>Partners keep a capture pile each, and may use each other&apos;s top card as they use an opponent&apos;s.</source>
        <translation>Kumppaneilla on kummallakin oma ottopino, ja he voivat käyttää toistensa päällimmäisiä kortteja samoin kuin vastustajan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="88"/>
        <source>Only the top card of each capture pile is in play, and only for building: you may add the top card of another player&apos;s pile, alone or with loose table cards, as a group of a build&apos;s value to a build of your side, or to a loose table card you could capture, which then becomes an augmented build of that card&apos;s value. A top card is never captured directly.</source>
        <translation>Vain kunkin ottopinon päällimmäinen kortti on pelissä, ja vain rakentamiseen: voit lisätä toisen pelaajan pinon päällimmäisen kortin, yksinään tai pöydän irtokorttien kanssa, rakennelman arvoisena ryhmänä oman puolesi rakennelmaan tai pöydän irtokorttiin, jonka voisit ottaa; siitä tulee silloin sen kortin arvoinen moninkertainen rakennelma. Päällimmäistä korttia ei koskaan oteta suoraan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="92"/>
        <source>Only the top card of each capture pile is in play: the card you play may capture the top card of another player&apos;s pile, alone or in a sum with table cards, or add it to your own build.</source>
        <translation>Vain kunkin ottopinon päällimmäinen kortti on pelissä: pelaamasi kortti voi ottaa toisen pelaajan pinon päällimmäisen kortin, yksinään tai summana pöydän korttien kanssa, tai lisätä sen omaan rakennelmaasi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="97"/>
        <source>Each action may use only the card on top of each pile; once it is taken, the card beneath becomes the top card, for your next action or the next player.</source>
        <translation>Kukin toiminto voi käyttää vain kunkin pinon päällimmäistä korttia; kun se on otettu, sen alla oleva kortti tulee päällimmäiseksi seuraavaa toimintoasi tai seuraavaa pelaajaa varten.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="99"/>
        <source>Once a top card is taken, the card beneath it becomes the top card.</source>
        <translation>Kun päällimmäinen kortti on otettu, sen alla oleva kortti tulee päällimmäiseksi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="103"/>
        <source>Opponents insist: a capture must take everything the card you play can take, and you may not end your turn while a loose card or a top card could still be added to a build of your side. A card that could capture may still go into a build instead (drifting).</source>
        <translation>Vastustajat vaativat: oton pitää viedä kaikki, minkä pelaamasi kortti voi ottaa, etkä saa lopettaa vuoroasi niin kauan kuin jonkin irtokortin tai päällimmäisen kortin voisi vielä lisätä oman puolesi rakennelmaan. Kortin, jolla voisi ottaa, saa silti käyttää ottamisen sijaan rakennelmaan (ajelehtiminen).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="106"/>
        <source>Opponents insist: a capture must take everything the card you play can take. A card that could capture may still go into a build instead (drifting).</source>
        <translation>Vastustajat vaativat: oton pitää viedä kaikki, minkä pelaamasi kortti voi ottaa. Kortin, jolla voisi ottaa, saa silti käyttää ottamisen sijaan rakennelmaan (ajelehtiminen).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="108"/>
        <source>A capture need not take everything the card could take, and you need not add to your builds every card that could go on them. A card that could capture may go into a build instead (drifting).</source>
        <translation>Oton ei tarvitse viedä kaikkea, minkä kortti voisi ottaa, eikä sinun tarvitse lisätä rakennelmiisi jokaista korttia, joka niihin kävisi. Kortin, jolla voisi ottaa, saa käyttää ottamisen sijaan rakennelmaan (ajelehtiminen).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="111"/>
        <source>A capture need not take everything the card could take, and a card that could capture may go into a build instead (drifting).</source>
        <translation>Oton ei tarvitse viedä kaikkea, minkä kortti voisi ottaa, ja kortin, jolla voisi ottaa, saa käyttää ottamisen sijaan rakennelmaan (ajelehtiminen).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="115"/>
        <source>An augmented build (a multiple build) holds several groups of the same value (two 4s and a 3 + 5 as a build of 8); you make one by adding a group of that value to a build, or to a loose card of that value that you could capture. No build is ever broken up.</source>
        <translation>Kasvatetussa eli moninkertaisessa rakennelmassa on useita samanarvoisia ryhmiä (kaksi nelosta sekä 3 + 5 rakennelmana 8); sellainen syntyy, kun rakennelmaan lisätään sen arvoinen ryhmä, tai pöydän samanarvoiseen irtokorttiin, jonka voisit ottaa. Rakennelmaa ei koskaan pureta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="120"/>
        <source>Only an opponent&apos;s single build may change its value: you raise it by adding one card from your hand, and it becomes yours. Your own builds and your partner&apos;s never change value, nor does any augmented build.</source>
        <translation>Vain vastustajan yksinkertaisen rakennelman arvo voi muuttua: korotat sitä lisäämällä siihen yhden kortin kädestäsi, ja siitä tulee sinun. Omien ja kumppanisi rakennelmien arvo ei koskaan muutu, eikä minkään moninkertaisen rakennelman.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="123"/>
        <source>You may raise your own single build or an opponent&apos;s by adding a card from your hand to it, but never your partner&apos;s; an augmented build cannot be raised.</source>
        <translation>Voit korottaa omaa tai vastustajan yksinkertaista rakennelmaa lisäämällä siihen kortin kädestäsi, mutta et koskaan kumppanisi rakennelmaa; moninkertaista rakennelmaa ei voi korottaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="128"/>
        <source>A build belongs to whoever made it or last raised it or added to it. Cards go onto an opponent&apos;s build only in a turn in which you capture it; until then you may not add to it, nor build its value, since two builds of one value would merge.</source>
        <translation>Rakennelma kuuluu sille, joka teki sen tai viimeksi korotti sitä tai lisäsi siihen. Vastustajan rakennelmaan saa lisätä kortteja vain vuorolla, jolla otat sen; siihen asti et saa lisätä siihen etkä rakentaa sen arvoa, koska kaksi samanarvoista rakennelmaa yhdistyisi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="131"/>
        <source>A build belongs to whoever made it or last raised it or added to it. Cards go onto an opponent&apos;s build only in a turn in which you capture it; until then you may not add to it or merge a build into it.</source>
        <translation>Rakennelma kuuluu sille, joka teki sen tai viimeksi korotti sitä tai lisäsi siihen. Vastustajan rakennelmaan saa lisätä kortteja vain vuorolla, jolla otat sen; siihen asti et saa lisätä siihen etkä yhdistää siihen rakennelmaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="134"/>
        <source>You may add cards to an opponent&apos;s build, or merge a build of yours into it, and so take it over.</source>
        <translation>Voit lisätä kortteja vastustajan rakennelmaan tai yhdistää siihen oman rakennelmasi ja näin ottaa sen haltuusi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="138"/>
        <source>With two players, in the first deal, a build owner may neither trail nor make or take over a build of another value; the second deal lifts both limits.</source>
        <translation>Kahden pelaajan pelissä rakennelman omistaja ei ensimmäisessä jaossa saa laittaa korttia pöytään eikä tehdä tai ottaa haltuunsa arvoltaan erilaista rakennelmaa; toisessa jaossa kumpaakaan rajoitusta ei ole.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="140"/>
        <source>With two players, in the first deal, a build owner may not make or take over a build of another value; the second deal lifts this limit.</source>
        <translation>Kahden pelaajan pelissä rakennelman omistaja ei ensimmäisessä jaossa saa tehdä tai ottaa haltuunsa arvoltaan erilaista rakennelmaa; toisessa jaossa tätä rajoitusta ei ole.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="142"/>
        <source>With two players the first deal sets a build owner no limits of its own.</source>
        <translation>Kahden pelaajan pelissä ensimmäinen jako ei aseta rakennelman omistajalle omia rajoituksiaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="146"/>
        <source>With two players that holds only in the first deal: in the second a build owner may trail.</source>
        <translation>Kahden pelaajan pelissä tämä koskee vain ensimmäistä jakoa: toisessa jaossa rakennelman omistaja saa laittaa kortin pöytään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="147"/>
        <source>With two players that holds in both deals.</source>
        <translation>Kahden pelaajan pelissä tämä koskee molempia jakoja.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="152"/>
        <source>Taking the most cards scores {count} points; sides that tie share them equally, rounded down.</source>
        <extracomment>For one: Taking the most cards scores {count} point; sides that tie share it equally, rounded down.</extracomment>
        <translation>
            <numerusform>Eniten kortteja tuo {count} pisteen; tasatilanteessa osapuolet jakavat sen tasan alaspäin pyöristäen.</numerusform>
            <numerusform>Eniten kortteja tuo {count} pistettä; tasatilanteessa osapuolet jakavat ne tasan alaspäin pyöristäen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="156"/>
        <source>Taking the most spades scores {count} points; sides that tie share them equally, rounded down.</source>
        <extracomment>For one: Taking the most spades scores {count} point; sides that tie share it equally, rounded down.</extracomment>
        <translation>
            <numerusform>Eniten patoja tuo {count} pisteen; tasatilanteessa osapuolet jakavat sen tasan alaspäin pyöristäen.</numerusform>
            <numerusform>Eniten patoja tuo {count} pistettä; tasatilanteessa osapuolet jakavat ne tasan alaspäin pyöristäen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="161"/>
        <source>Every side that takes at least {count} spades scores 1 point.</source>
        <extracomment>For one: Every side that takes at least {count} spade scores 1 point.</extracomment>
        <translation>
            <numerusform>Jokainen osapuoli, joka ottaa vähintään {count} padan, saa 1 pisteen.</numerusform>
            <numerusform>Jokainen osapuoli, joka ottaa vähintään {count} pataa, saa 1 pisteen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="165"/>
        <source>With two sides every round is worth {count} points in all.</source>
        <extracomment>For one: With two sides every round is worth {count} point in all.</extracomment>
        <translation>
            <numerusform>Kun osapuolia on kaksi, jokaisesta kierroksesta jaetaan yhteensä {count} piste.</numerusform>
            <numerusform>Kun osapuolia on kaksi, jokaisesta kierroksesta jaetaan yhteensä {count} pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="167"/>
        <source>With two sides a round is worth {lowest} or {count} points in all.</source>
        <extracomment>For one: With two sides a round is worth {lowest} or {count} point in all.</extracomment>
        <translation>
            <numerusform>Kun osapuolia on kaksi, kierroksesta jaetaan yhteensä {lowest} tai {count} piste.</numerusform>
            <numerusform>Kun osapuolia on kaksi, kierroksesta jaetaan yhteensä {lowest} tai {count} pistettä.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="20"/>
        <source>{sentence} (house rule)</source>
        <comment>a rule&apos;s sentence, then the mark that a house rule changed it</comment>
        <translation>{sentence} (kotisääntö)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="26"/>
        <source>The game is usually like this. {summary} This game&apos;s house rules change that: each rule they change is marked “(house rule)” below.</source>
        <comment>{summary}: the variant&apos;s description, a sentence; the mark is the one the rulebook puts after a house rule&apos;s sentence</comment>
        <translation>Tavallisesti peli on tällainen. {summary} Tämän pelin kotisäännöt muuttavat tätä: jokainen niiden muuttama sääntö on merkitty alla ”(kotisääntö)”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="30"/>
        <source>yes</source>
        <comment>a rule that is switched on</comment>
        <translation>kyllä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="30"/>
        <source>no</source>
        <comment>a rule that is switched off</comment>
        <translation>ei</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="31"/>
        <source>The deal</source>
        <translation>Jako</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="31"/>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="27"/>
        <source>Playing a card</source>
        <translation>Kortin pelaaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="32"/>
        <source>Winning</source>
        <comment>a heading: how a match is won</comment>
        <translation>Voittaminen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="36"/>
        <source>The game is for exactly {count} players.</source>
        <extracomment>For one: The game is for exactly {count} player.</extracomment>
        <translation>
            <numerusform>Peli on tasan {count} pelaajalle.</numerusform>
            <numerusform>Peli on tasan {count} pelaajalle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="37"/>
        <source>The game is for {lowest} to {count} players.</source>
        <extracomment>For one: The game is for {lowest} to {count} player.</extracomment>
        <translation>
            <numerusform>Peli on {lowest}–{count} pelaajalle.</numerusform>
            <numerusform>Peli on {lowest}–{count} pelaajalle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="38"/>
        <source>The game is for {count} players, or 4 in two partnerships.</source>
        <extracomment>For one: The game is for {count} player, or 4 in two partnerships.</extracomment>
        <translation>
            <numerusform>Peli on {count} pelaajalle tai neljälle kahtena parina.</numerusform>
            <numerusform>Peli on {count} pelaajalle tai neljälle kahtena parina.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="40"/>
        <source>The game is for 4 players in two partnerships.</source>
        <translation>Peli on neljälle pelaajalle kahtena parina.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="43"/>
        <source>Four may play each for themselves or in two partnerships, partners sitting opposite and scoring their captures together.</source>
        <translation>Neljä voi pelata kukin omillaan tai kahtena parina, jolloin parin jäsenet istuvat vastakkain ja saavat pisteet ottamistaan korteista yhdessä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="45"/>
        <source>Four always play in two partnerships, partners sitting opposite and scoring their captures together.</source>
        <translation>Neljä pelaa aina kahtena parina; parin jäsenet istuvat vastakkain ja saavat pisteet ottamistaan korteista yhdessä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="47"/>
        <source>Four play each for themselves, never in partnerships.</source>
        <translation>Neljä pelaa kukin omillaan, ei koskaan pareittain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="48"/>
        <source>It is played with two 52-card decks shuffled together (104 cards), so every card has an identical twin.</source>
        <translation>Pelissä käytetään kahta yhteen sekoitettua 52 kortin pakkaa (104 korttia), joten jokaisella kortilla on täsmälleen samanlainen kaksoiskappale.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="50"/>
        <source>It is played with one 52-card deck.</source>
        <translation>Pelissä käytetään yhtä 52 kortin pakkaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="51"/>
        <source>The first dealer is chosen at random; the deal then passes to the left each round.</source>
        <translation>Ensimmäinen jakaja arvotaan; sen jälkeen jakovuoro siirtyy joka kierroksella vasemmalle.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="52"/>
        <source>Everyone draws a card and the highest card deals first; the deal then passes to the left each round.</source>
        <translation>Jokainen nostaa kortin, ja suurimman kortin nostanut jakaa ensin; sen jälkeen jakovuoro siirtyy joka kierroksella vasemmalle.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="54"/>
        <source>Everyone draws a card and the lowest card deals first; the deal then passes to the left each round.</source>
        <translation>Jokainen nostaa kortin, ja pienimmän kortin nostanut jakaa ensin; sen jälkeen jakovuoro siirtyy joka kierroksella vasemmalle.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="58"/>
        <source>The dealer gives each player {count} cards and puts {table} face up on the table, dealing round the players first, then to the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts {table} face up on the table, dealing round the players first, then to the table.</extracomment>
        <translation>
            <numerusform>Jakaja antaa jokaiselle pelaajalle {count} kortin ja laittaa pöytään {table} korttia kuvapuoli ylöspäin; hän jakaa ensin pelaajille ja sitten pöytään.</numerusform>
            <numerusform>Jakaja antaa jokaiselle pelaajalle {count} korttia ja laittaa pöytään {table} korttia kuvapuoli ylöspäin; hän jakaa ensin pelaajille ja sitten pöytään.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="63"/>
        <source>The dealer gives each player {count} cards and puts none on the table, dealing round the players first, then to the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts none on the table, dealing round the players first, then to the table.</extracomment>
        <translation>
            <numerusform>Jakaja antaa jokaiselle pelaajalle {count} kortin eikä laita pöytään yhtään; hän jakaa ensin pelaajille ja sitten pöytään.</numerusform>
            <numerusform>Jakaja antaa jokaiselle pelaajalle {count} korttia eikä laita pöytään yhtään; hän jakaa ensin pelaajille ja sitten pöytään.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="68"/>
        <source>The dealer gives each player {count} cards and puts {table} face up on the table, dealing to the other players, then to the table, then to the dealer.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts {table} face up on the table, dealing to the other players, then to the table, then to the dealer.</extracomment>
        <translation>
            <numerusform>Jakaja antaa jokaiselle pelaajalle {count} kortin ja laittaa pöytään {table} korttia kuvapuoli ylöspäin; hän jakaa ensin muille pelaajille, sitten pöytään ja lopuksi itselleen.</numerusform>
            <numerusform>Jakaja antaa jokaiselle pelaajalle {count} korttia ja laittaa pöytään {table} korttia kuvapuoli ylöspäin; hän jakaa ensin muille pelaajille, sitten pöytään ja lopuksi itselleen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="73"/>
        <source>The dealer gives each player {count} cards and puts none on the table, dealing to the other players, then to the table, then to the dealer.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts none on the table, dealing to the other players, then to the table, then to the dealer.</extracomment>
        <translation>
            <numerusform>Jakaja antaa jokaiselle pelaajalle {count} kortin eikä laita pöytään yhtään; hän jakaa ensin muille pelaajille, sitten pöytään ja lopuksi itselleen.</numerusform>
            <numerusform>Jakaja antaa jokaiselle pelaajalle {count} korttia eikä laita pöytään yhtään; hän jakaa ensin muille pelaajille, sitten pöytään ja lopuksi itselleen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="79"/>
        <source>The dealer gives each player {count} cards and puts {table} face up on the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts {table} face up on the table.</extracomment>
        <translation>
            <numerusform>Jakaja antaa jokaiselle pelaajalle {count} kortin ja laittaa pöytään {table} korttia kuvapuoli ylöspäin.</numerusform>
            <numerusform>Jakaja antaa jokaiselle pelaajalle {count} korttia ja laittaa pöytään {table} korttia kuvapuoli ylöspäin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="81"/>
        <source>The dealer gives each player {count} cards and puts none on the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts none on the table.</extracomment>
        <translation>
            <numerusform>Jakaja antaa jokaiselle pelaajalle {count} kortin eikä laita pöytään yhtään.</numerusform>
            <numerusform>Jakaja antaa jokaiselle pelaajalle {count} korttia eikä laita pöytään yhtään.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="85"/>
        <source>They are dealt in two rounds: {hand} to each player, then {table} to the table, and the same again.</source>
        <translation>Kortit jaetaan kahdessa erässä: {hand} kullekin pelaajalle, sitten {table} pöytään, ja sama uudestaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="87"/>
        <source>They are dealt in two rounds of {hand} to each player.</source>
        <translation>Kortit jaetaan kahdessa erässä, {hand} kullekin pelaajalle.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="88"/>
        <source>They are dealt in two rounds: {hand} to each of the other players, {table} to the table, then {hand} to the dealer, and the same again.</source>
        <translation>Kortit jaetaan kahdessa erässä: {hand} kullekin muulle pelaajalle, {table} pöytään, sitten {hand} jakajalle, ja sama uudestaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="91"/>
        <source>They are dealt in two rounds of {hand} to each player, the dealer last.</source>
        <translation>Kortit jaetaan kahdessa erässä, {hand} kullekin pelaajalle, jakaja viimeisenä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="93"/>
        <source>When too few cards are left for full hands, they go one at a time from the dealer&apos;s left as far as they reach, so some players get fewer.</source>
        <translation>Kun kortteja on jäljellä liian vähän täysiin käsiin, ne jaetaan yksi kerrallaan jakajasta vasemmalle niin pitkälle kuin riittää, joten osa pelaajista saa vähemmän.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="95"/>
        <source>When every hand is empty the same dealer deals {count} more to each player, but never to the table, until the stock runs out.</source>
        <extracomment>For one: When every hand is empty the same dealer deals {count} more to each player, but never to the table, until the stock runs out.</extracomment>
        <translation>
            <numerusform>Kun kaikkien kädet ovat tyhjät, sama jakaja jakaa jokaiselle pelaajalle {count} kortin lisää, mutta ei koskaan pöytään, kunnes pakka loppuu.</numerusform>
            <numerusform>Kun kaikkien kädet ovat tyhjät, sama jakaja jakaa jokaiselle pelaajalle {count} korttia lisää, mutta ei koskaan pöytään, kunnes pakka loppuu.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="102"/>
        <source>Number cards count their value; J, Q and K count 11, 12 and 13, in sums and builds too.</source>
        <translation>Numerokortit ovat numeronsa arvoisia; J, Q ja K ovat 11, 12 ja 13, myös summissa ja rakennelmissa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="103"/>
        <source>Number cards count their value; J, Q and K have no number: each takes only cards of its own rank.</source>
        <translation>Numerokortit ovat numeronsa arvoisia; J:llä, Q:lla ja K:lla ei ole numeroarvoa: kukin ottaa vain samanarvoisia kortteja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="105"/>
        <source>An ace counts 1.</source>
        <translation>Ässä on 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="106"/>
        <source>An ace counts 1 or 14, as you choose, on the table too.</source>
        <translation>Ässä on valintasi mukaan 1 tai 14, myös pöydässä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="107"/>
        <source>The ace you play counts 1 or 14 when it takes, as you choose; aces on the table, and an ace you put into a build, count 1.</source>
        <translation>Pelaamasi ässä on ottaessaan 1 tai 14, kumman valitset; pöydän ässät ja rakennelmaan laittamasi ässä ovat 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="109"/>
        <source>An ace counts 14 when you take with it, and 1 on the table and in a build, even one you build with it from your hand; so it takes an ace on the table only in a group of cards that adds up to 14.</source>
        <translation>Ässä on 14, kun otat sillä, ja 1 pöydässä ja rakennelmassa, myös kädestä rakentamassasi; siksi se ottaa pöydässä olevan ässän vain korttiryhmässä, jonka summa on 14.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="112"/>
        <source>Played from the hand to take, the 10♦ counts 16 and the 2♠ counts 15; on the table and in a build, even one you build with them, they count 10 and 2.</source>
        <translation>Kun 10♦ ja 2♠ pelataan kädestä ottamaan, 10♦ on 16 ja 2♠ on 15; pöydässä ja rakennelmassa, myös niillä itse rakentamassasi, ne ovat 10 ja 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="114"/>
        <source>The 10♦ and the 2♠ count 10 and 2, also from the hand.</source>
        <translation>10♦ ja 2♠ ovat 10 ja 2, myös kädestä pelattuina.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="115"/>
        <source>On your turn you play one card from your hand: take the table cards of its value, or groups of cards that add up to it (several groups at once, each card in one group only), build, or trail it: put it face up on the table.</source>
        <translation>Vuorollasi pelaat yhden kortin kädestäsi: otat sillä pöydästä sen arvoiset kortit tai korttiryhmät, joiden summa on sen arvo (useita ryhmiä kerralla, kukin kortti vain yhdessä ryhmässä), rakennat tai laitat sen pöytään kuvapuoli ylöspäin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="118"/>
        <source>On your turn you play one card from your hand: take the table cards of its value, or groups of cards that add up to it (several groups at once, each card in one group only), or trail it: put it face up on the table.</source>
        <translation>Vuorollasi pelaat yhden kortin kädestäsi: otat sillä pöydästä sen arvoiset kortit tai korttiryhmät, joiden summa on sen arvo (useita ryhmiä kerralla, kukin kortti vain yhdessä ryhmässä), tai laitat sen pöytään kuvapuoli ylöspäin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="121"/>
        <source>At the end of the round the last player to capture takes the cards still on the table.</source>
        <translation>Kierroksen lopussa viimeksi ottanut pelaaja saa pöytään jääneet kortit.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="127"/>
        <source>Number cards count their value; J, Q and K count 11, 12 and 13, in sums too.</source>
        <translation>Numerokortit ovat numeronsa arvoisia; J, Q ja K ovat 11, 12 ja 13, myös summissa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="128"/>
        <source>The ace you play counts 1 or 14 when it takes, as you choose; aces on the table count 1.</source>
        <translation>Pelaamasi ässä on ottaessaan 1 tai 14, valintasi mukaan; pöydän ässät ovat 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="130"/>
        <source>An ace counts 14 when you take with it, and 1 on the table; so it takes an ace on the table only in a group of cards that adds up to 14.</source>
        <translation>Ässä on 14, kun otat sillä, ja 1 pöydässä; siksi se ottaa pöydässä olevan ässän vain korttiryhmässä, jonka summa on 14.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="132"/>
        <source>Played from the hand to take, the 10♦ counts 16 and the 2♠ counts 15; on the table they count 10 and 2.</source>
        <translation>Kun 10♦ ja 2♠ pelataan kädestä ottamaan, 10♦ on 16 ja 2♠ on 15; pöydässä ne ovat 10 ja 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="144"/>
        <source>There is no building: every card played either captures or is trailed.</source>
        <translation>Rakentamista ei ole: jokaisella pelatulla kortilla joko otetaan tai se laitetaan pöytään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="145"/>
        <source>A build puts your card together with table cards as one pile of a value you announce; it is taken only whole, by a card of that value, and you must hold such a card when you make it. Builds go up to {top}.</source>
        <translation>Rakennelmassa korttisi yhdistetään pöydän kortteihin yhdeksi pinoksi, jonka arvon ilmoitat; sen voi ottaa vain kokonaisena sen arvoisella kortilla, ja sinulla pitää olla sellainen kortti kädessä, kun teet rakennelman. Rakennelmien arvo on enintään {top}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="148"/>
        <source>A multiple build holds several groups of the same value (two 4s and a 3 + 5 as a build of 8); you make one by adding a group of that value to a build.</source>
        <translation>Moninkertaisessa rakennelmassa on useita samanarvoisia ryhmiä (kaksi nelosta sekä 3 + 5 rakennelmana 8); sellainen syntyy, kun rakennelmaan lisätään sen arvoinen ryhmä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="150"/>
        <source>You may raise a single build, yours or another&apos;s, by adding a card from your hand to it; a multiple build cannot be raised.</source>
        <translation>Voit korottaa yksinkertaista rakennelmaa, omaasi tai toisen, lisäämällä siihen kortin kädestäsi; moninkertaista rakennelmaa ei voi korottaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="152"/>
        <source>You may raise another player&apos;s single build by adding a card from your hand to it, but never your own; a multiple build cannot be raised.</source>
        <translation>Voit korottaa toisen pelaajan yksinkertaista rakennelmaa lisäämällä siihen kortin kädestäsi, mutta et koskaan omaasi; moninkertaista rakennelmaa ei voi korottaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="154"/>
        <source>Two builds of the same value may stand side by side on the table.</source>
        <translation>Pöydässä voi olla rinnakkain kaksi samanarvoista rakennelmaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="155"/>
        <source>A new build of a value already built merges with that build into one multiple build.</source>
        <translation>Uusi rakennelma, jonka arvoinen rakennelma on jo pöydässä, yhdistyy siihen yhdeksi moninkertaiseksi rakennelmaksi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="157"/>
        <source>While you own a build you may not trail, and you must keep a card that takes it until it is taken.</source>
        <translation>Kun omistat rakennelman, et saa laittaa korttia pöytään, ja sinun on pidettävä kortti, jolla sen voi ottaa, kunnes se otetaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="159"/>
        <source>While you own a build you may trail and leave it on the table, but you must keep a card that takes it until it is taken.</source>
        <translation>Kun omistat rakennelman, saat laittaa kortin pöytään ja jättää rakennelman pöytään, mutta sinun on pidettävä kortti, jolla sen voi ottaa, kunnes se otetaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="161"/>
        <source>While you own a build you may only take it, capture something else or raise a build: no trailing, no new build and no adding; and you must keep a card that takes it until it is taken.</source>
        <translation>Kun omistat rakennelman, saat vain ottaa sen, ottaa jotain muuta tai korottaa rakennelmaa: et saa laittaa korttia pöytään, tehdä uutta rakennelmaa etkä lisätä; ja sinun on pidettävä kortti, jolla sen voi ottaa, kunnes se otetaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="164"/>
        <source>While you own a build you may only take it, capture something else, raise a build or trail: no new build and no adding; and you must keep a card that takes it until it is taken.</source>
        <translation>Kun omistat rakennelman, saat vain ottaa sen, ottaa jotain muuta, korottaa rakennelmaa tai laittaa kortin pöytään: et saa tehdä uutta rakennelmaa etkä lisätä; ja sinun on pidettävä kortti, jolla sen voi ottaa, kunnes se otetaan.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="172"/>
        <source>Taking the most cards scores {count} points; a tie scores nothing.</source>
        <extracomment>For one: Taking the most cards scores {count} point; a tie scores nothing.</extracomment>
        <translation>
            <numerusform>Eniten kortteja tuo {count} pisteen; tasatilanteessa ei pisteitä.</numerusform>
            <numerusform>Eniten kortteja tuo {count} pistettä; tasatilanteessa ei pisteitä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="174"/>
        <source>Taking the most spades scores {count} points; a tie scores nothing.</source>
        <extracomment>For one: Taking the most spades scores {count} point; a tie scores nothing.</extracomment>
        <translation>
            <numerusform>Eniten patoja tuo {count} pisteen; tasatilanteessa ei pisteitä.</numerusform>
            <numerusform>Eniten patoja tuo {count} pistettä; tasatilanteessa ei pisteitä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="176"/>
        <source>Every spade you take beyond {count} scores 1 point (överspader).</source>
        <extracomment>For one: Every spade you take beyond {count} scores 1 point (överspader).</extracomment>
        <translation>
            <numerusform>Kun olet ottanut {count} padan, jokainen seuraava pata tuo 1 pisteen (överspader).</numerusform>
            <numerusform>Kun olet ottanut {count} pataa, jokainen seuraava pata tuo 1 pisteen (överspader).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="178"/>
        <source>Every spade scores {count} points.</source>
        <extracomment>For one: Every spade scores {count} point.</extracomment>
        <translation>
            <numerusform>Jokainen pata tuo {count} pisteen.</numerusform>
            <numerusform>Jokainen pata tuo {count} pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="179"/>
        <source>Every ace scores {count} points.</source>
        <extracomment>For one: Every ace scores {count} point.</extracomment>
        <translation>
            <numerusform>Jokainen ässä tuo {count} pisteen.</numerusform>
            <numerusform>Jokainen ässä tuo {count} pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="180"/>
        <source>The 10♦ (big casino) scores {count} points.</source>
        <extracomment>For one: The 10♦ (big casino) scores {count} point.</extracomment>
        <translation>
            <numerusform>10♦ (iso kasino) tuo {count} pisteen.</numerusform>
            <numerusform>10♦ (iso kasino) tuo {count} pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="182"/>
        <source>The 2♠ (little casino) scores {count} points.</source>
        <extracomment>For one: The 2♠ (little casino) scores {count} point.</extracomment>
        <translation>
            <numerusform>2♠ (pikkukasino) tuo {count} pisteen.</numerusform>
            <numerusform>2♠ (pikkukasino) tuo {count} pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="184"/>
        <source>The A♠ scores {count} points more.</source>
        <extracomment>For one: The A♠ scores {count} point more.</extracomment>
        <translation>
            <numerusform>A♠ tuo {count} lisäpisteen.</numerusform>
            <numerusform>A♠ tuo {count} lisäpistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="185"/>
        <source>The J♠ scores {count} points more.</source>
        <extracomment>For one: The J♠ scores {count} point more.</extracomment>
        <translation>
            <numerusform>J♠ tuo {count} lisäpisteen.</numerusform>
            <numerusform>J♠ tuo {count} lisäpistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="186"/>
        <source>The last capture of the round (sistan) scores {count} points.</source>
        <extracomment>For one: The last capture of the round (sistan) scores {count} point.</extracomment>
        <translation>
            <numerusform>Kierroksen viimeinen otto (sistan) tuo {count} pisteen.</numerusform>
            <numerusform>Kierroksen viimeinen otto (sistan) tuo {count} pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="188"/>
        <source>Taking every card on the table is a sweep{own_word}, and every sweep scores {count} points (the cards left at the end of the round, which go to the last capture, are never a sweep; but a last card played that takes every card on the table is one).</source>
        <extracomment>For one: Taking every card on the table is a sweep{own_word}, and every sweep scores {count} point (the cards left at the end of the round, which go to the last capture, are never a sweep; but a last card played that takes every card on the table is one).</extracomment>
        <translation>
            <numerusform>Otto, joka vie pöydästä kaikki kortit, on mökki, ja jokainen mökki tuo {count} pisteen (kierroksen lopussa pöytään jääneet kortit, jotka saa viimeksi ottanut, eivät ole koskaan mökki, mutta viimeinen pelattu kortti, joka vie pöydästä kaikki kortit, on).</numerusform>
            <numerusform>Otto, joka vie pöydästä kaikki kortit, on mökki, ja jokainen mökki tuo {count} pistettä (kierroksen lopussa pöytään jääneet kortit, jotka saa viimeksi ottanut, eivät ole koskaan mökki, mutta viimeinen pelattu kortti, joka vie pöydästä kaikki kortit, on).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="195"/>
        <source>No spade scores beyond a threshold.</source>
        <translation>Mikään pata ei tuo pisteitä rajan ylittämisestä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="196"/>
        <source>Taking every card on the table is a sweep{own_word}; sweeps score nothing.</source>
        <translation>Otto, joka vie pöydästä kaikki kortit, on mökki; mökit eivät tuo pisteitä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="197"/>
        <source>{label} scores nothing.</source>
        <comment>label: the name of a scoring rule, such as Most cards</comment>
        <translation>{label}: ei pisteitä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="200"/>
        <source>Every point you take is a penalty: it counts as a minus point, so the fewest taken win.</source>
        <translation>Jokainen ottamasi piste on rangaistus: se lasketaan miinuspisteeksi, joten vähiten ottanut voittaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="201"/>
        <source>Points count for the side that takes them.</source>
        <translation>Pisteet menevät osapuolelle, joka ne ottaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="202"/>
        <source>A sweep also counts for the player who played just before it and so left the table open: as many penalty points are taken off them.</source>
        <translation>Mökki koskee myös pelaajaa, joka pelasi juuri ennen sitä ja jätti siten pöydän auki: häneltä vähennetään yhtä monta miinuspistettä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="204"/>
        <source>A sweep also counts for the player who played just before it and so left the table open: they lose what the sweep scores.</source>
        <translation>Mökki koskee myös pelaajaa, joka pelasi juuri ennen sitä ja jätti siten pöydän auki: hän menettää sen, minkä mökki tuo.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="206"/>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="207"/>
        <source>A sweep counts only for its maker.</source>
        <translation>Mökki koskee vain sen tekijää.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="211"/>
        <source>The match ends when every player has dealt {count} times; the fewest penalties win.</source>
        <extracomment>For one: The match ends when every player has dealt once; the fewest penalties win.</extracomment>
        <translation>
            <numerusform>Peli päättyy, kun jokainen pelaaja on jakanut kerran; vähiten miinuspisteitä saanut voittaa.</numerusform>
            <numerusform>Peli päättyy, kun jokainen pelaaja on jakanut {count} kertaa; vähiten miinuspisteitä saanut voittaa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="213"/>
        <source>The match ends when every player has dealt {count} times; the higher total wins.</source>
        <extracomment>For one: The match ends when every player has dealt once; the higher total wins.</extracomment>
        <translation>
            <numerusform>Peli päättyy, kun jokainen pelaaja on jakanut kerran; suurempi yhteispistemäärä voittaa.</numerusform>
            <numerusform>Peli päättyy, kun jokainen pelaaja on jakanut {count} kertaa; suurempi yhteispistemäärä voittaa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="215"/>
        <source>The first side to reach {count} points wins the match; rounds are played until then.</source>
        <extracomment>For one: The first side to reach {count} point wins the match; rounds are played until then.</extracomment>
        <translation>
            <numerusform>Ensimmäisenä {count} pisteeseen yltävä osapuoli voittaa pelin; kierroksia pelataan siihen asti.</numerusform>
            <numerusform>Ensimmäisenä {count} pisteeseen yltävä osapuoli voittaa pelin; kierroksia pelataan siihen asti.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="217"/>
        <source>One round is the whole game; the fewest penalties win.</source>
        <translation>Yksi kierros on koko peli; vähiten miinuspisteitä saanut voittaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="218"/>
        <source>One round is the whole game; the higher total wins.</source>
        <translation>Yksi kierros on koko peli; suurempi yhteispistemäärä voittaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="219"/>
        <source>A side that reaches the target during play wins at once, even in the middle of a round.</source>
        <translation>Osapuoli, joka saavuttaa tavoitteen pelin aikana, voittaa heti, vaikka kesken kierroksen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="224"/>
        <source>If several sides reach the target in the same round, the higher total wins; equal totals play another round.</source>
        <translation>Jos useampi osapuoli saavuttaa tavoitteen samalla kierroksella, suurempi yhteispistemäärä voittaa; tasatilanteessa pelataan uusi kierros.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="226"/>
        <source>If several sides reach the target in the same round, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦, sweeps) and the first to reach the target wins.</source>
        <translation>Jos useampi osapuoli saavuttaa tavoitteen samalla kierroksella, kierroksen pisteet lasketaan kohta kohdalta (kortit, padat, 10♦, 2♠, ässät ♠♣♥♦, mökit), ja ensimmäisenä tavoitteeseen yltävä voittaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="229"/>
        <source>If several sides reach the target in the same round, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦) and the first to reach the target wins.</source>
        <translation>Jos useampi osapuoli saavuttaa tavoitteen samalla kierroksella, kierroksen pisteet lasketaan kohta kohdalta (kortit, padat, 10♦, 2♠, ässät ♠♣♥♦), ja ensimmäisenä tavoitteeseen yltävä voittaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="232"/>
        <source>If several sides reach the target in the same round, the higher total wins, then the side that took more spades in the round; otherwise another round is played.</source>
        <translation>Jos useampi osapuoli saavuttaa tavoitteen samalla kierroksella, suurempi yhteispistemäärä voittaa, sen jälkeen se, joka otti kierroksella enemmän patoja; muuten pelataan uusi kierros.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="235"/>
        <source>If several sides reach the target in the same round, the higher total wins, then the most points for aces and casinos, then the most spades, then the most cards; otherwise another round is played.</source>
        <translation>Jos useampi osapuoli saavuttaa tavoitteen samalla kierroksella, suurempi yhteispistemäärä voittaa, sen jälkeen eniten pisteitä ässistä ja kasinoista, sitten eniten patoja ja sitten eniten kortteja; muuten pelataan uusi kierros.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="238"/>
        <source>If the totals are equal, another round is played.</source>
        <translation>Jos yhteispisteet ovat tasan, pelataan uusi kierros.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="239"/>
        <source>If the totals are equal, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦, sweeps) and the first to reach the target wins.</source>
        <translation>Jos yhteispisteet ovat tasan, kierroksen pisteet lasketaan kohta kohdalta (kortit, padat, 10♦, 2♠, ässät ♠♣♥♦, mökit), ja ensimmäisenä tavoitteeseen yltävä voittaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="242"/>
        <source>If the totals are equal, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦) and the first to reach the target wins.</source>
        <translation>Jos yhteispisteet ovat tasan, kierroksen pisteet lasketaan kohta kohdalta (kortit, padat, 10♦, 2♠, ässät ♠♣♥♦), ja ensimmäisenä tavoitteeseen yltävä voittaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="245"/>
        <source>If the totals are equal, the side that took more spades in the round wins; if those are equal too, another round is played.</source>
        <translation>Jos yhteispisteet ovat tasan, voittaa se, joka otti kierroksella enemmän patoja; jos nekin ovat tasan, pelataan uusi kierros.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="247"/>
        <source>If the totals are equal, the side with more points for aces and casinos wins, then the one with more spades, then the one with more cards; if all of these are equal, another round is played.</source>
        <translation>Jos yhteispisteet ovat tasan, voittaa se, jolla on enemmän pisteitä ässistä ja kasinoista, sitten se, jolla on enemmän patoja, ja sitten se, jolla on enemmän kortteja; jos kaikki nämä ovat tasan, pelataan uusi kierros.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="34"/>
        <source>The fewest players cannot be more than the most players.</source>
        <translation>Pelaajien vähimmäismäärä ei voi olla suurempi kuin enimmäismäärä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="36"/>
        <source>Court-card capture rules only apply when court cards have no number.</source>
        <translation>Kuvakorttien ottosäännöt ovat voimassa vain, kun kuvakorteilla ei ole numeroarvoa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="38"/>
        <source>Court-card builds only apply when court cards have no number; with numbers they build like any card.</source>
        <translation>Kuvakorttirakennelmat ovat voimassa vain, kun kuvakorteilla ei ole numeroarvoa; numeroarvon kanssa niillä rakennetaan kuten muillakin korteilla.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="43"/>
        <source>&apos;{label}&apos; needs building, which this variant has switched off.</source>
        <translation>”{label}” vaatii rakentamista, joka on tässä muunnelmassa poissa käytöstä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="45"/>
        <source>Build options need building, which this variant has switched off.</source>
        <translation>Rakennelma-asetukset vaativat rakentamista, joka on tässä muunnelmassa poissa käytöstä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="47"/>
        <source>The highest build must be at least 2.</source>
        <translation>Suurimman rakennelman pitää olla vähintään 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="49"/>
        <source>The highest build cannot exceed {value}, the highest value a card can capture.</source>
        <translation>Suurin rakennelma ei voi olla yli {value}, joka on suurin arvo, jonka kortti voi ottaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="52"/>
        <source>Överspader replaces the most-spades prize: set most spades to 0 to use it.</source>
        <translation>Överspader korvaa eniten patoja -pisteet: aseta eniten patoja arvoon 0, jos haluat käyttää sitä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="54"/>
        <source>Sweep cancelling and sweep limits need sweeps to score.</source>
        <translation>Mökkien kumoutuminen ja mökkirajoitukset vaativat, että mökit tuovat pisteitä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="56"/>
        <source>A mulle needs the double deck: with one deck no card has an identical twin.</source>
        <translation>Mulle vaatii kaksoispakan: yhdessä pakassa millään kortilla ei ole kaksoiskappaletta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="58"/>
        <source>Differential scoring needs a target score.</source>
        <translation>Erotuspisteytys vaatii tavoitepisteet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="61"/>
        <source>Scoring points as they are earned ends the game when a side reaches the target: it needs a target score.</source>
        <translation>”Pisteet heti ansaittaessa” päättää pelin, kun osapuoli saavuttaa tavoitteen, joten se vaatii tavoitepisteet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="63"/>
        <source>Scoring points as they are earned already scores aces and casinos at once: switch off the Finnish immediate scoring.</source>
        <translation>”Pisteet heti ansaittaessa” laskee jo ässät ja kasinot heti: poista käytöstä ”Ässät ja kasinot heti pisteiksi”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="66"/>
        <source>Differential scoring compares whole rounds, so points cannot also be scored as they are earned.</source>
        <translation>Erotuspisteytys vertaa kokonaisia kierroksia, joten pisteitä ei voi samalla laskea heti ansaittaessa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="68"/>
        <source>Sweeps that may be cancelled at the end of the round cannot score the moment they are made.</source>
        <translation>Mökit, jotka voivat kumoutua kierroksen lopussa, eivät voi tuoda pisteitä heti saataessa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="70"/>
        <source>Equal cards must be taken needs court cards that can take every card of their rank at once: court cards with numbers, or &apos;any number of its rank&apos;.</source>
        <translation>”Samanarvoiset on otettava” vaatii, että kuvakortti voi ottaa kaikki samanarvoiset kerralla: numeroarvoiset kuvakortit tai ”kaikki samanarvoiset”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="73"/>
        <source>Sweeps that count against whoever left them cannot also cancel out.</source>
        <translation>Mökit, joiden pisteet pöydän auki jättänyt menettää, eivät voi myös kumota toisiaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="75"/>
        <source>A match of a fixed number of rounds has no target: set the target score to 0.</source>
        <translation>Kiinteän kierrosmäärän pelissä ei ole pistetavoitetta: aseta tavoitepisteiksi 0.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="77"/>
        <source>Penalty points are counted at the end of each round: misère cannot go with immediate, as-earned or differential scoring, or with the rule near the target.</source>
        <translation>Miinuspisteet lasketaan jokaisen kierroksen lopussa: laistoa ei voi yhdistää välittömään pisteytykseen, pisteisiin heti ansaittaessa, erotuspisteytykseen eikä tavoitteen lähellä pätevään sääntöön.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="84"/>
        <source>Capture piles&apos; top cards are played with one deck: with two, a card could lie on two piles at once.</source>
        <translation>Ottopinojen päällimmäisillä korteilla pelataan yhdellä pakalla: kahdella pakalla sama kortti voisi olla yhtä aikaa kahden pinon päällimmäisenä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="86"/>
        <source>The 40-card pack is one deck, scored at the end of the round.</source>
        <translation>40 kortin pakka on yksi pakka, ja sen pisteet lasketaan kierroksen lopussa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="88"/>
        <source>Several actions in a turn are builds and additions: they need building.</source>
        <translation>Vuoron useat toiminnot ovat rakennelmia ja lisäyksiä: ne edellyttävät, että rakentaminen on sallittu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="90"/>
        <source>&apos;Build owner trails in the second deal&apos; only matters when a build owner may not trail otherwise.</source>
        <translation>”Rakennelman omistaja saa laittaa pöytään toisessa jaossa” vaikuttaa vain, kun rakennelman omistaja ei muuten saa laittaa korttia pöytään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="92"/>
        <source>There are not enough cards for that many players with those hand and table sizes.</source>
        <translation>Kortit eivät riitä niin monelle pelaajalle noilla käden ja pöydän korttimäärillä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="94"/>
        <location filename="../../casino_desktop/core/rules_sense.py" line="162"/>
        <source>With every scoring item at 0 no side can ever score, so the match would never end: give at least one item some points.</source>
        <translation>Kun jokainen pistekohta on 0, kukaan ei voi koskaan saada pisteitä eikä peli päättyisi koskaan: anna ainakin yhdelle kohdalle pisteitä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="97"/>
        <source>Under misère every point counts against its taker, so no side would ever reach a target: set the target score to 0.</source>
        <translation>Laistossa jokainen piste lasketaan ottajaansa vastaan, joten kukaan ei koskaan saavuttaisi tavoitetta: aseta tavoitepisteiksi 0.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="124"/>
        <source>The rule near the target needs a target score.</source>
        <translation>Tavoitteen lähellä pätevä sääntö vaatii tavoitepisteet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="127"/>
        <source>The rule near the target needs most cards, the 10♦ and most spades to score.</source>
        <translation>Tavoitteen lähellä pätevä sääntö vaatii, että eniten kortteja, 10♦ ja eniten patoja tuovat pisteitä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="129"/>
        <source>The rule near the target tells its items apart by their points: most cards, the 10♦ and most spades must score differently.</source>
        <translation>Tavoitteen lähellä pätevä sääntö erottaa kohdat niiden pisteiden perusteella: eniten kortteja, 10♦ ja eniten patoja pitää pisteyttää eri tavoin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="132"/>
        <source>The rule near the target needs a target above the points of most cards, the 10♦ and most spades.</source>
        <translation>Tavoitteen lähellä pätevä sääntö vaatii tavoitteen, joka on suurempi kuin eniten korttien, ruutukympin ja eniten patojen pisteet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="134"/>
        <source>The rule near the target judges whole rounds of plain scores: it cannot go with differential, immediate or as-earned scoring.</source>
        <translation>Tavoitteen lähellä pätevä sääntö arvioi kokonaisia kierroksia tavallisin pistein: sitä ei voi yhdistää erotuspisteytykseen, välittömään pisteytykseen eikä pisteisiin heti ansaittaessa.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rules_sense.py" line="142"/>
        <source>This variant is played by exactly {count} players.</source>
        <extracomment>For one: This variant is played by exactly {count} player.</extracomment>
        <translation>
            <numerusform>Tätä muunnelmaa pelaa tasan {count} pelaaja.</numerusform>
            <numerusform>Tätä muunnelmaa pelaa tasan {count} pelaajaa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rules_sense.py" line="144"/>
        <source>This variant is played by {lowest} to {count} players.</source>
        <extracomment>For one: This variant is played by {lowest} to {count} player.</extracomment>
        <translation>
            <numerusform>Tätä muunnelmaa pelaa {lowest}–{count} pelaaja.</numerusform>
            <numerusform>Tätä muunnelmaa pelaa {lowest}–{count} pelaajaa.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="147"/>
        <source>This variant is played by two players, or four in partnerships.</source>
        <translation>Tätä muunnelmaa pelaa kaksi pelaajaa tai neljä pareittain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="149"/>
        <source>Partnerships need four players.</source>
        <translation>Paripeliin tarvitaan neljä pelaajaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="151"/>
        <source>With four players this variant is played in partnerships.</source>
        <translation>Neljällä pelaajalla tätä muunnelmaa pelataan pareittain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="153"/>
        <source>This variant is not played in partnerships.</source>
        <translation>Tätä muunnelmaa ei pelata pareittain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="155"/>
        <source>Building for a partner needs partnerships.</source>
        <translation>Kumppanille rakentaminen vaatii paripelin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="158"/>
        <source>Differential scoring needs exactly two sides.</source>
        <translation>Erotuspisteytys vaatii tasan kaksi osapuolta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="160"/>
        <source>There are not enough cards for that many players.</source>
        <translation>Kortit eivät riitä niin monelle pelaajalle.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="178"/>
        <source>The {card} is not in this game&apos;s pack: it is played with 40 cards, without jacks, queens and kings.</source>
        <translation>Korttia {card} ei ole tämän pelin pakassa: peliin käytetään 40 korttia ilman jätkiä, rouvia ja kuninkaita.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="36"/>
        <source>The file</source>
        <comment>the subject of a sentence about a file that cannot be read</comment>
        <translation>Tiedosto</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="40"/>
        <source>{what} is damaged: part of it is cut off or garbled, so it cannot be read.</source>
        <translation>{what} on vioittunut: osa siitä puuttuu tai on sotkeutunut, joten sitä ei voi lukea.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="64"/>
        <source>{what} is not text in a known encoding, so it cannot be read.</source>
        <translation>{what} ei ole tekstiä tunnetussa merkistökoodauksessa, joten sitä ei voi lukea.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="79"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="160"/>
        <source>{what} could not be read.</source>
        <translation>{what}: lukeminen ei onnistunut.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="81"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="225"/>
        <source>{what} is too large ({shown} bytes; at most {most} are read).</source>
        <extracomment>For one: {what} is too large ({shown} byte; at most {most} are read).</extracomment>
        <translation>
            <numerusform>{what} on liian suuri ({shown} tavu; enintään {most} luetaan).</numerusform>
            <numerusform>{what} on liian suuri ({shown} tavua; enintään {most} luetaan).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="139"/>
        <source>a number of {shown} digits is far larger than any this program stores</source>
        <extracomment>For one: a number of {shown} digit is far larger than any this program stores</extracomment>
        <translation>
            <numerusform>{shown} numeron luku on paljon suurempi kuin mikään, mitä tämä ohjelma tallentaa</numerusform>
            <numerusform>{shown} numeron luku on paljon suurempi kuin mikään, mitä tämä ohjelma tallentaa</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="148"/>
        <source>the number {number} is too large</source>
        <translation>luku {number} on liian suuri</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="153"/>
        <source>&apos;{key}&apos; is not a number</source>
        <translation>kohta ”{key}” ei ole luku</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="162"/>
        <source>{what} is too large ({shown} characters; at most {most} are read).</source>
        <extracomment>For one: {what} is too large ({shown} character; at most {most} are read).</extracomment>
        <translation>
            <numerusform>{what} on liian suuri ({shown} merkki; enintään {most} luetaan).</numerusform>
            <numerusform>{what} on liian suuri ({shown} merkkiä; enintään {most} luetaan).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="168"/>
        <source>{what} cannot be read: {err}.</source>
        <translation>{what}: lukeminen ei onnistu: {err}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="174"/>
        <source>{what} cannot be read: its data is nested far too deep.</source>
        <translation>{what}: lukeminen ei onnistu: tiedot ovat sisäkkäin aivan liian syvällä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="177"/>
        <source>{what} cannot be read: it holds a value this program cannot store.</source>
        <translation>{what}: lukeminen ei onnistu: siinä on arvo, jota tämä ohjelma ei voi tallentaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="192"/>
        <source>{what} cannot be read: it holds far more data than any game needs.</source>
        <translation>{what}: lukeminen ei onnistu: siinä on paljon enemmän tietoa kuin yksikään peli tarvitsee.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="195"/>
        <source>{what} cannot be read: its data is nested too deep.</source>
        <translation>{what}: lukeminen ei onnistu: tiedot ovat sisäkkäin liian syvällä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="215"/>
        <source>{what} is not there any more.</source>
        <translation>{what} ei ole enää tallella.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="217"/>
        <source>{what} cannot be read: the system refused.</source>
        <translation>{what}: lukeminen ei onnistu: järjestelmä kieltäytyi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="219"/>
        <source>{what} is a link to another file, not a file.</source>
        <translation>{what} on linkki toiseen tiedostoon eikä tiedosto.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="221"/>
        <source>{what} is a folder, not a file.</source>
        <translation>{what} on kansio eikä tiedosto.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="223"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="233"/>
        <source>{what} is not a file that can be read.</source>
        <translation>{what} ei ole luettavissa oleva tiedosto.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="236"/>
        <source>{what} cannot be read: permission denied.</source>
        <translation>{what}: lukeminen ei onnistu: ei käyttöoikeutta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="238"/>
        <source>{what} cannot be read: {reason}.</source>
        <translation>{what}: lukeminen ei onnistu: {reason}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="238"/>
        <source>the system refused</source>
        <translation>järjestelmä kieltäytyi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="250"/>
        <source>&apos;{key}&apos; must be a whole number from {lo} to {hi}.</source>
        <translation>Kohdan ”{key}” pitää olla kokonaisluku väliltä {lo}–{hi}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="256"/>
        <source>&apos;{key}&apos; must be text of at most {most} characters.</source>
        <translation>Kohdan ”{key}” pitää olla enintään {most} merkin teksti.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="269"/>
        <source>&apos;{key}&apos; must be a JSON object of at most {count} entries.</source>
        <extracomment>For one: &apos;{key}&apos; must be a JSON object of at most {count} entry.</extracomment>
        <translation>
            <numerusform>Kohdan ”{key}” pitää olla JSON-olio, jossa on enintään {count} kohta.</numerusform>
            <numerusform>Kohdan ”{key}” pitää olla JSON-olio, jossa on enintään {count} kohtaa.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="272"/>
        <source>&apos;{key}&apos; must be a JSON object.</source>
        <translation>Kohdan ”{key}” pitää olla JSON-olio.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="279"/>
        <source>&apos;{key}&apos; must be a list of at most {shown} items.</source>
        <extracomment>For one: &apos;{key}&apos; must be a list of at most {shown} item.</extracomment>
        <translation>
            <numerusform>Kohdan ”{key}” pitää olla luettelo, jossa on enintään {shown} kohta.</numerusform>
            <numerusform>Kohdan ”{key}” pitää olla luettelo, jossa on enintään {shown} kohtaa.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="281"/>
        <source>&apos;{key}&apos; must be a list.</source>
        <translation>Kohdan ”{key}” pitää olla luettelo.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="75"/>
        <source>{card} big casino</source>
        <translation>{card} iso kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="76"/>
        <source>{card} little casino</source>
        <translation>{card} pikkukasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="81"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="73"/>
        <source>Most cards</source>
        <translation>Eniten kortteja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="82"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="86"/>
        <source>Most spades</source>
        <translation>Eniten patoja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="83"/>
        <source>Spades beyond {threshold}</source>
        <comment>Överspader: a point for every spade taken beyond this many</comment>
        <translation>Padat yli {threshold}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="84"/>
        <source>Spades</source>
        <comment>a score item: points for every spade taken</comment>
        <translation>Padat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="85"/>
        <source>Aces</source>
        <comment>a score item: points for every ace taken</comment>
        <translation>Ässät</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="86"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="209"/>
        <source>Last capture</source>
        <translation>Viimeinen otto</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="87"/>
        <source>Sweeps</source>
        <comment>a score item: points for sweeps</comment>
        <translation>Mökit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="90"/>
        <source>Sweeps</source>
        <comment>a score item: points for sweeps in the Dominican game, whose players call them virados</comment>
        <translation>Mökit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="92"/>
        <source>Sweeps left open</source>
        <comment>a score item: minus points for leaving the table open to a sweep</comment>
        <translation>Mökille jätetty pöytä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="93"/>
        <source>Mulles</source>
        <comment>a score item: points for mulles</comment>
        <translation>Mullet</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/scoring.py" line="94"/>
        <source>{count} spades or more</source>
        <comment>a score item: a point for each side that took at least this many spades (South Africa: five)</comment>
        <extracomment>For one: {count} spade or more</extracomment>
        <translation>
            <numerusform>{count} pata tai enemmän</numerusform>
            <numerusform>{count} pataa tai enemmän</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="20"/>
        <source>South</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Etelä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="21"/>
        <source>West</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Länsi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="22"/>
        <source>North</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Pohjoinen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="23"/>
        <source>East</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Itä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="35"/>
        <source>You</source>
        <comment>the person at the table, where a seat&apos;s name stands</comment>
        <translation>Sinä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="39"/>
        <source>You trail {card}</source>
        <translation>Laitat pöytään {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="39"/>
        <source>{name} trails {card}</source>
        <translation>{name} laittaa pöytään {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="39"/>
        <source>trail {card}</source>
        <translation>laita pöytään {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="40"/>
        <source>You trail {card} and build {value} from {taken}</source>
        <translation>Laitat pöytään kortin {card} ja rakennat pöydän {taken} kanssa rakennelman {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="41"/>
        <source>{name} trails {card} and builds {value} from {taken}</source>
        <translation>{name} laittaa pöytään kortin {card} ja rakentaa pöydän {taken} kanssa rakennelman {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="42"/>
        <source>trail {card} and build {value} from {taken}</source>
        <translation>laita pöytään kortti {card} ja rakenna pöydän {taken} kanssa rakennelma {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="43"/>
        <source>You take {taken} with {card}</source>
        <translation>Otat {taken} kortilla {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="43"/>
        <source>{name} takes {taken} with {card}</source>
        <translation>{name} ottaa {taken} kortilla {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="44"/>
        <source>take {taken} with {card}</source>
        <translation>ota {taken} kortilla {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="45"/>
        <source>You take {taken} with {card} and sweep the table</source>
        <translation>Otat {taken} kortilla {card} ja saat mökin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="46"/>
        <source>{name} takes {taken} with {card} and sweeps the table</source>
        <translation>{name} ottaa {taken} kortilla {card} ja saa mökin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="49"/>
        <source>You take {taken} with {card} and sweep the table</source>
        <comment>in the Dominican game, whose players call a sweep a virado</comment>
        <translation>Otat {taken} kortilla {card} ja saat mökin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="51"/>
        <source>{name} takes {taken} with {card} and sweeps the table</source>
        <comment>in the Dominican game, whose players call a sweep a virado</comment>
        <translation>{name} ottaa {taken} kortilla {card} ja saa mökin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="53"/>
        <source>You build {value} with {card} on {taken}</source>
        <translation>Rakennat kortilla {card} pöydän {taken} päälle rakennelman {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="53"/>
        <source>{name} builds {value} with {card} on {taken}</source>
        <translation>{name} rakentaa kortilla {card} pöydän {taken} päälle rakennelman {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="54"/>
        <source>build {value} with {card} on {taken}</source>
        <translation>rakenna kortilla {card} pöydän {taken} päälle rakennelma {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="58"/>
        <source>You build {value}s with {card}: {groups}</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Rakennat kortilla {card} moninkertaisen rakennelman {value}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="60"/>
        <source>{name} builds {value}s with {card}: {groups}</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>{name} rakentaa kortilla {card} moninkertaisen rakennelman {value}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="62"/>
        <source>build {value}s with {card}: {groups}</source>
        <comment>a multiple build put as a suggestion: two or more groups, each of this value</comment>
        <translation>rakenna kortilla {card} moninkertainen rakennelma {value}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="64"/>
        <source>You build {value}s from {groups}</source>
        <comment>a multiple build of table cards: two or more groups, each of this value</comment>
        <translation>Rakennat moninkertaisen rakennelman {value}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="66"/>
        <source>{name} builds {value}s from {groups}</source>
        <comment>a multiple build of table cards: two or more groups, each of this value</comment>
        <translation>{name} rakentaa moninkertaisen rakennelman {value}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="68"/>
        <source>build {value}s from {groups}</source>
        <comment>a multiple build of table cards put as a suggestion: two or more groups, each of this value</comment>
        <translation>rakenna moninkertainen rakennelma {value}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="73"/>
        <source>You raise build {old} ({cards}) to {value} with {card}</source>
        <translation>Korotat rakennelman {old} ({cards}) arvoon {value} kortilla {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="74"/>
        <source>{name} raises build {old} ({cards}) to {value} with {card}</source>
        <translation>{name} korottaa rakennelman {old} ({cards}) arvoon {value} kortilla {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="75"/>
        <source>raise build {old} ({cards}) to {value} with {card}</source>
        <translation>korota rakennelma {old} ({cards}) arvoon {value} kortilla {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="78"/>
        <source>You raise build {old} ({cards}) to {value} with {card} and {extra}</source>
        <translation>Korotat rakennelman {old} ({cards}) arvoon {value} kortilla {card} sekä {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="79"/>
        <source>{name} raises build {old} ({cards}) to {value} with {card} and {extra}</source>
        <translation>{name} korottaa rakennelman {old} ({cards}) arvoon {value} kortilla {card} sekä {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="80"/>
        <source>raise build {old} ({cards}) to {value} with {card} and {extra}</source>
        <translation>korota rakennelma {old} ({cards}) arvoon {value} kortilla {card} sekä {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="81"/>
        <source>You add {card} to build {value} ({cards})</source>
        <translation>Lisäät kortin {card} rakennelmaan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="82"/>
        <source>{name} adds {card} to build {value} ({cards})</source>
        <translation>{name} lisää kortin {card} rakennelmaan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="83"/>
        <source>add {card} to build {value} ({cards})</source>
        <translation>lisää kortti {card} rakennelmaan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="85"/>
        <source>You add {card} and {extra} to build {value} ({cards})</source>
        <translation>Lisäät rakennelmaan {value} ({cards}) kortin {card} sekä {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="86"/>
        <source>{name} adds {card} and {extra} to build {value} ({cards})</source>
        <translation>{name} lisää rakennelmaan {value} ({cards}) kortin {card} sekä {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="87"/>
        <source>add {card} and {extra} to build {value} ({cards})</source>
        <translation>lisää rakennelmaan {value} ({cards}) kortti {card} sekä {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="90"/>
        <source>You add {card} to multiple build {value} ({cards})</source>
        <translation>Lisäät kortin {card} moninkertaiseen rakennelmaan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="91"/>
        <source>{name} adds {card} to multiple build {value} ({cards})</source>
        <translation>{name} lisää kortin {card} moninkertaiseen rakennelmaan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="92"/>
        <source>add {card} to multiple build {value} ({cards})</source>
        <translation>lisää kortti {card} moninkertaiseen rakennelmaan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="93"/>
        <source>You add {card} and {extra} to multiple build {value} ({cards})</source>
        <translation>Lisäät moninkertaiseen rakennelmaan {value} ({cards}) kortin {card} sekä {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="94"/>
        <source>{name} adds {card} and {extra} to multiple build {value} ({cards})</source>
        <translation>{name} lisää moninkertaiseen rakennelmaan {value} ({cards}) kortin {card} sekä {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="95"/>
        <source>add {card} and {extra} to multiple build {value} ({cards})</source>
        <translation>lisää moninkertaiseen rakennelmaan {value} ({cards}) kortti {card} sekä {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="98"/>
        <source>You build {value} from {taken}</source>
        <translation>Rakennat korteista {taken} rakennelman {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="98"/>
        <source>{name} builds {value} from {taken}</source>
        <translation>{name} rakentaa korteista {taken} rakennelman {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="99"/>
        <source>build {value} from {taken}</source>
        <translation>rakenna korteista {taken} rakennelma {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="101"/>
        <source>You add {taken} to build {value} ({cards})</source>
        <translation>Lisäät kortit {taken} rakennelmaan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="102"/>
        <source>{name} adds {taken} to build {value} ({cards})</source>
        <translation>{name} lisää kortit {taken} rakennelmaan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="103"/>
        <source>add {taken} to build {value} ({cards})</source>
        <translation>lisää kortit {taken} rakennelmaan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="104"/>
        <source>You add {taken} to multiple build {value} ({cards})</source>
        <translation>Lisäät kortit {taken} moninkertaiseen rakennelmaan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="105"/>
        <source>{name} adds {taken} to multiple build {value} ({cards})</source>
        <translation>{name} lisää kortit {taken} moninkertaiseen rakennelmaan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="106"/>
        <source>add {taken} to multiple build {value} ({cards})</source>
        <translation>lisää kortit {taken} moninkertaiseen rakennelmaan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="109"/>
        <source>The build of {old} was yours</source>
        <translation>Rakennelma {old} oli sinun</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="109"/>
        <source>The build of {old} was {name}&apos;s</source>
        <translation>Rakennelma {old} oli pelaajan {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="110"/>
        <source>You end your turn</source>
        <translation>Lopetat vuorosi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="110"/>
        <source>{name} ends their turn</source>
        <translation>{name} lopettaa vuoronsa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="110"/>
        <source>end your turn</source>
        <translation>lopeta vuorosi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="113"/>
        <source>{card} comes from the top of your pile</source>
        <translation>{card} tulee sinun pinosi päältä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="114"/>
        <source>{card} comes from the top of {name}&apos;s pile</source>
        <translation>{card} tulee pelaajan {name} pinon päältä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="115"/>
        <source>{card} comes from the top of {name}&apos;s pile</source>
        <comment>a pile two partners share</comment>
        <translation>{card} tulee pelaajien {name} pinon päältä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="116"/>
        <source>{card} comes from the top of the pile you share with {name}</source>
        <translation>{card} tulee pelaajan {name} kanssa yhteisen pinonne päältä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="117"/>
        <source>You score a mulle</source>
        <translation>Saat mullen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="117"/>
        <source>{name} scores a mulle</source>
        <translation>{name} saa mullen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="119"/>
        <source>You score {count} points at once</source>
        <extracomment>For one: You score {count} point at once</extracomment>
        <translation>
            <numerusform>Saat heti {count} pisteen</numerusform>
            <numerusform>Saat heti {count} pistettä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="120"/>
        <source>{name} scores {count} points at once</source>
        <extracomment>For one: {name} scores {count} point at once</extracomment>
        <translation>
            <numerusform>{name} saa heti {count} pisteen</numerusform>
            <numerusform>{name} saa heti {count} pistettä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="124"/>
        <source>You score {count} points at once for {cards}</source>
        <comment>{cards}: the cards that scored as they were taken, such as: A♠ and 10♦</comment>
        <extracomment>For one: You score {count} point at once for {cards}</extracomment>
        <translation>
            <numerusform>Saat heti {count} pisteen: {cards}</numerusform>
            <numerusform>Saat heti {count} pistettä: {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="126"/>
        <source>{name} scores {count} points at once for {cards}</source>
        <comment>{cards}: the cards that scored as they were taken, such as: A♠ and 10♦</comment>
        <extracomment>For one: {name} scores {count} point at once for {cards}</extracomment>
        <translation>
            <numerusform>{name} saa heti {count} pisteen: {cards}</numerusform>
            <numerusform>{name} saa heti {count} pistettä: {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="129"/>
        <source>You take the last {count} cards from the table</source>
        <extracomment>For one: You take the last card from the table</extracomment>
        <translation>
            <numerusform>Otat pöydän viimeisen kortin</numerusform>
            <numerusform>Otat pöydän viimeiset {count} korttia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="130"/>
        <source>{name} takes the last {count} cards from the table</source>
        <extracomment>For one: {name} takes the last card from the table</extracomment>
        <translation>
            <numerusform>{name} ottaa pöydän viimeisen kortin</numerusform>
            <numerusform>{name} ottaa pöydän viimeiset {count} korttia</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="131"/>
        <source>Round {round} — you deal</source>
        <translation>Kierros {round} — sinä jaat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="131"/>
        <source>Round {round} — {name} deals</source>
        <translation>Kierros {round} — {name} jakaa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="132"/>
        <source>Round {round}: you deal.</source>
        <translation>Kierros {round}: sinä jaat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="132"/>
        <source>Round {round}: {name} deals.</source>
        <translation>Kierros {round}: {name} jakaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="133"/>
        <source>Your turn.</source>
        <translation>Sinun vuorosi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="133"/>
        <source>{name}&apos;s turn.</source>
        <translation>Vuorossa {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="135"/>
        <source>You may still add table cards to your builds, or end your turn.</source>
        <translation>Voit vielä lisätä pöydän kortteja rakennelmiisi tai lopettaa vuorosi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="136"/>
        <source>{name} may still add table cards to their builds, or end the turn.</source>
        <translation>{name} voi vielä lisätä pöydän kortteja rakennelmiinsa tai lopettaa vuoronsa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="137"/>
        <source>You hold: {cards}.</source>
        <translation>Kädessäsi: {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="137"/>
        <source>{name} holds: {cards}.</source>
        <translation>Pelaajan {name} kädessä: {cards}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="139"/>
        <source>You win the match with {count} points ({others}).</source>
        <extracomment>For one: You win the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>Voitat pelin: {count} piste ({others}).</numerusform>
            <numerusform>Voitat pelin: {count} pistettä ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="140"/>
        <source>{name} wins the match with {count} points ({others}).</source>
        <extracomment>For one: {name} wins the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>{name} voittaa pelin: {count} piste ({others}).</numerusform>
            <numerusform>{name} voittaa pelin: {count} pistettä ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="141"/>
        <source>{name} win the match with {count} points ({others}).</source>
        <extracomment>For one: {name} win the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>{name} voittavat pelin: {count} piste ({others}).</numerusform>
            <numerusform>{name} voittavat pelin: {count} pistettä ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="146"/>
        <source>You win the match with {count} penalty points ({others}).</source>
        <comment>a penalty game (Krypkasino), where the fewest points win; {others}: the other sides&apos; penalty points, such as: North 45</comment>
        <extracomment>For one: You win the match with {count} penalty point ({others}).</extracomment>
        <translation>
            <numerusform>Voitat pelin: {count} miinuspiste ({others}).</numerusform>
            <numerusform>Voitat pelin: {count} miinuspistettä ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="150"/>
        <source>{name} wins the match with {count} penalty points ({others}).</source>
        <comment>a penalty game (Krypkasino), where the fewest points win; {others}: the other sides&apos; penalty points, such as: North 45</comment>
        <extracomment>For one: {name} wins the match with {count} penalty point ({others}).</extracomment>
        <translation>
            <numerusform>{name} voittaa pelin: {count} miinuspiste ({others}).</numerusform>
            <numerusform>{name} voittaa pelin: {count} miinuspistettä ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="154"/>
        <source>{name} win the match with {count} penalty points ({others}).</source>
        <comment>a penalty game (Krypkasino), where the fewest points win; {others}: the other sides&apos; penalty points, such as: North 45</comment>
        <extracomment>For one: {name} win the match with {count} penalty point ({others}).</extracomment>
        <translation>
            <numerusform>{name} voittavat pelin: {count} miinuspiste ({others}).</numerusform>
            <numerusform>{name} voittavat pelin: {count} miinuspistettä ({others}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="162"/>
        <source>Taken back: {move}.</source>
        <translation>Peruttu siirto: {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="163"/>
        <source>Played again: {move}.</source>
        <translation>Pelattu uudelleen: {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="164"/>
        <source>Hint: {move}</source>
        <translation>Vihje: {move}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="165"/>
        <source>Hint: {move}. Press 1 or click Play it to play it.</source>
        <translation>Vihje: {move}. Pelaa se painamalla 1 tai napsauttamalla Pelaa tämä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="167"/>
        <source>Table: {cards}.</source>
        <translation>Pöydässä: {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="168"/>
        <source>Table: nothing.</source>
        <translation>Pöytä on tyhjä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="169"/>
        <source>build {value} ({cards})</source>
        <translation>rakennelma {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="170"/>
        <source>multiple build {value} ({cards})</source>
        <comment>a multiple build lying on the table, in the table in words for screen readers; {cards}: its groups, each worth the value, such as: A♠ + 5♥ and 6♥</comment>
        <translation>moninkertainen rakennelma {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="176"/>
        <source>build {value} ({cards})</source>
        <comment>a build as what a move takes or builds on, after a verb such as takes: in the form your language gives that object</comment>
        <translation>rakennelman {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="182"/>
        <source>multiple build {value} ({cards})</source>
        <comment>a multiple build (two or more groups of cards, each worth this value) as what a move takes, after a verb such as takes: in the form your language gives that object; {cards}: its groups, such as: 5♥ + 6♠ and J♣</comment>
        <translation>moninkertaisen rakennelman {value} ({cards})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="186"/>
        <source>Stock: {count} cards.</source>
        <extracomment>For one: Stock: {count} card.</extracomment>
        <translation>
            <numerusform>Pakassa {count} kortti.</numerusform>
            <numerusform>Pakassa {count} korttia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="187"/>
        <source>New hands dealt; {count} cards left in the stock</source>
        <extracomment>For one: New hands dealt; {count} card left in the stock</extracomment>
        <translation>
            <numerusform>Uudet kortit jaettu; pakassa {count} kortti jäljellä</numerusform>
            <numerusform>Uudet kortit jaettu; pakassa {count} korttia jäljellä</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="188"/>
        <source>Last deal</source>
        <translation>Viimeinen jako</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="189"/>
        <source>{count} cards</source>
        <extracomment>For one: {count} card</extracomment>
        <translation>
            <numerusform>{count} kortti</numerusform>
            <numerusform>{count} korttia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="191"/>
        <source>{count} spades</source>
        <extracomment>For one: {count} spade</extracomment>
        <translation>
            <numerusform>{count} pata</numerusform>
            <numerusform>{count} pataa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="192"/>
        <source>{count} sweeps</source>
        <extracomment>For one: {count} sweep</extracomment>
        <translation>
            <numerusform>{count} mökki</numerusform>
            <numerusform>{count} mökkiä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="193"/>
        <source>{count} mulles</source>
        <extracomment>For one: {count} mulle</extracomment>
        <translation>
            <numerusform>{count} mulle</numerusform>
            <numerusform>{count} mullea</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="200"/>
        <source>{first} &amp; {second}</source>
        <comment>two partners&apos; names as one side, such as: North &amp; South (an ampersand, or your word for and)</comment>
        <translation>{first} ja {second}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="202"/>
        <source>{first} &amp;
{second}</source>
        <comment>the same two partners on two lines, over a narrow column</comment>
        <translation>{first} ja
{second}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="251"/>
        <source>{count} sweeps</source>
        <comment>sweeps counted in the Dominican game, whose players call them virados</comment>
        <extracomment>For one: {count} sweep</extracomment>
        <translation>
            <numerusform>{count} mökki</numerusform>
            <numerusform>{count} mökkiä</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/templates.py" line="157"/>
        <source>{rest} and {last}</source>
        <comment>the last two of a list of names, such as: North, West and Anna ({rest} is the names before the last, joined by commas)</comment>
        <translation>{rest} ja {last}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="35"/>
        <source>Raise your partner&apos;s build</source>
        <translation>Kumppanin rakennelman korotus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="35"/>
        <source>In partnerships a player may raise a single build their partner owns (the Swazi game allows only an opponent&apos;s).</source>
        <translation>Paripelissä pelaaja saa korottaa kumppaninsa omistamaa yksinkertaista rakennelmaa (eswatinilainen peli sallii vain vastustajan rakennelman korottamisen).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="48"/>
        <source>Add to an opponent&apos;s build</source>
        <translation>Lisäys vastustajan rakennelmaan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="48"/>
        <source>A player may add cards to a build an opponent owns, or merge a build of the same value into it, and so take it over; when off, cards may go onto an opponent&apos;s build only in the turn that captures it (Swazi).</source>
        <translation>Pelaaja saa lisätä kortteja vastustajan omistamaan rakennelmaan tai yhdistää siihen samanarvoisen rakennelman ja näin ottaa sen haltuunsa; kun sääntö ei ole käytössä, vastustajan rakennelmaan saa lisätä kortteja vain vuorolla, jolla se otetaan (Eswatini).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="64"/>
        <source>A turn</source>
        <translation>Vuoro</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="64"/>
        <source>With several actions a player plays exactly one card from the hand, and before or after it may make builds from table cards alone and add table cards and top cards to their side&apos;s builds; then they end the turn (Swazi).</source>
        <translation>Kun vuoroon kuuluu useita toimintoja, pelaaja pelaa kädestään täsmälleen yhden kortin ja voi ennen sitä tai sen jälkeen tehdä rakennelmia pelkistä pöydän korteista sekä lisätä pöydän kortteja ja päällimmäisiä kortteja oman puolensa rakennelmiin; lopuksi hän lopettaa vuoronsa (Eswatini).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="67"/>
        <source>one play from the hand</source>
        <translation>yksi siirto kädestä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="67"/>
        <source>several actions, one hand card</source>
        <translation>useita toimintoja, yksi käden kortti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="77"/>
        <source>One build in the first deal</source>
        <translation>Yksi rakennelma ensimmäisessä jaossa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="77"/>
        <source>With two players, during the first deal a player who owns a build may not trail and may not make or take over a build of another value (lifted in the second deal).</source>
        <translation>Kahden pelaajan pelissä rakennelman omistava pelaaja ei ensimmäisen jaon aikana saa laittaa korttia pöytään eikä tehdä tai ottaa haltuunsa arvoltaan erilaista rakennelmaa (toisessa jaossa rajoitusta ei ole).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="92"/>
        <source>Build owner trails in the second deal</source>
        <translation>Rakennelman omistaja saa laittaa pöytään toisessa jaossa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="92"/>
        <source>With two players the owner of a build may trail in the second deal, though not in the first (South Africa).</source>
        <translation>Kahden pelaajan pelissä rakennelman omistaja saa laittaa kortin pöytään toisessa jaossa, vaikkei ensimmäisessä (Etelä-Afrikka).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="58"/>
        <source>Players may build: combine a hand card with table cards to be taken later by a card of the declared value.</source>
        <translation>Pelaajat saavat rakentaa: käden kortti yhdistetään pöydän kortteihin, ja rakennelman ottaa myöhemmin ilmoitetun arvoinen kortti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="72"/>
        <source>Highest build</source>
        <translation>Suurin rakennelma</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="72"/>
        <source>The highest value a build may have (0: as high as any card can capture).</source>
        <translation>Rakennelman suurin sallittu arvo (0: niin suuri kuin jokin kortti voi ottaa).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="85"/>
        <source>Raise your own build</source>
        <translation>Oman rakennelman korotus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="85"/>
        <source>A player may raise a single build they control (the Dominican form forbids it).</source>
        <translation>Pelaaja saa korottaa hallitsemaansa yksinkertaista rakennelmaa (dominikaaninen muoto kieltää sen).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="101"/>
        <source>Two builds of one value</source>
        <translation>Kaksi samanarvoista rakennelmaa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="101"/>
        <source>What happens to a new build of a value already built on the table.</source>
        <translation>Mitä tapahtuu uudelle rakennelmalle, jos samanarvoinen rakennelma on jo pöydässä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="104"/>
        <source>both stand side by side</source>
        <translation>molemmat jäävät rinnakkain</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="104"/>
        <source>they merge into one multiple build</source>
        <translation>ne yhdistyvät yhdeksi moninkertaiseksi rakennelmaksi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="117"/>
        <source>A court card may be put on a table court card of its rank, to be taken later by another card of that rank.</source>
        <translation>Kuvakortin saa laittaa pöydän samanarvoisen kuvakortin päälle, ja ne ottaa myöhemmin toinen samanarvoinen kortti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="119"/>
        <source>Not allowed: a court card may be put on a table court card of its rank, to be taken later by another card of that rank.</source>
        <translation>Ei sallittu: kuvakortin laittaminen pöydän samanarvoisen kuvakortin päälle, jotta toinen samanarvoinen kortti ottaisi ne myöhemmin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="124"/>
        <source>A court card may be put on two table court cards of its rank, to make three of them, to be taken later by the fourth.</source>
        <translation>Kuvakortin saa laittaa pöydän kahden samanarvoisen kuvakortin päälle, jolloin niitä on kolme, ja ne ottaa myöhemmin neljäs.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="134"/>
        <source>Court-card builds</source>
        <translation>Kuvakorttirakennelmat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="134"/>
        <source>A court card may be put on a table court card of its rank, to be taken later by another of that rank.</source>
        <translation>Kuvakortin saa laittaa pöydän samanarvoisen kuvakortin päälle, ja ne ottaa myöhemmin toinen samanarvoinen kortti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="148"/>
        <source>Build owner may trail</source>
        <translation>Rakennelman omistaja saa laittaa pöytään</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="148"/>
        <source>The controller of a build may trail and leave the build on the table.</source>
        <translation>Rakennelman hallitsija saa laittaa kortin pöytään ja jättää rakennelman pöytään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="160"/>
        <source>Loose table cards may help raise a single build, provided a card from your hand also adds to its value.</source>
        <translation>Pöydän irtokortit saavat auttaa yksinkertaisen rakennelman korottamisessa, kunhan myös kätesi kortti kasvattaa sen arvoa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="162"/>
        <source>Not allowed: loose table cards may help raise a single build, provided a card from your hand also adds to its value.</source>
        <translation>Ei sallittu: pöydän irtokorttien käyttäminen yksinkertaisen rakennelman korottamisessa, vaikka kätesi kortti kasvattaisi myös sen arvoa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="167"/>
        <source>Table cards may help raise</source>
        <translation>Pöydän kortit korotuksen apuna</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="167"/>
        <source>Loose table cards may help raise a single build, provided a hand card also adds to its value.</source>
        <translation>Pöydän irtokortit saavat auttaa yksinkertaisen rakennelman korottamisessa, kunhan myös käden kortti kasvattaa sen arvoa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="180"/>
        <source>A single build counts as one card of its value in sums, when capturing and when building on.</source>
        <translation>Yksinkertainen rakennelma lasketaan summissa yhdeksi arvonsa suuruiseksi kortiksi, sekä otettaessa että sen päälle rakennettaessa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="182"/>
        <source>Not allowed: a single build counts as one card of its value in sums, when capturing and when building on.</source>
        <translation>Ei sallittu: yksinkertaisen rakennelman laskeminen summissa yhdeksi arvonsa suuruiseksi kortiksi otettaessa tai päälle rakennettaessa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="187"/>
        <source>A single build counts as a card</source>
        <translation>Yksinkertainen rakennelma lasketaan kortiksi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="187"/>
        <source>A single build counts as one card of its value in sums, for capturing and for extending builds.</source>
        <translation>Yksinkertainen rakennelma lasketaan summissa yhdeksi arvonsa suuruiseksi kortiksi, sekä otettaessa että rakennelmia laajennettaessa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="201"/>
        <source>You may trail a card and at the same time build from other table cards (not the trailed card), if you hold a card of the build&apos;s value.</source>
        <translation>Saat laittaa kortin pöytään ja samalla rakentaa muista pöydän korteista (et pöytään laitetusta kortista), jos kädessäsi on rakennelman arvoinen kortti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="203"/>
        <source>Not allowed: you may trail a card and at the same time build from other table cards (not the trailed card), if you hold a card of the build&apos;s value.</source>
        <translation>Ei sallittu: kortin laittaminen pöytään ja samanaikainen rakentaminen muista pöydän korteista (ei pöytään laitetusta kortista), vaikka kädessäsi olisi rakennelman arvoinen kortti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="208"/>
        <source>Trail and build</source>
        <translation>Pöytään laitto ja rakentaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="208"/>
        <source>Trail a card and at the same time build from other table cards (not the trailed card); you must still hold a card of the build&apos;s value.</source>
        <translation>Laita kortti pöytään ja rakenna samalla muista pöydän korteista (ei pöytään laitetusta kortista); kädessäsi pitää vielä olla rakennelman arvoinen kortti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="223"/>
        <location filename="../../casino_desktop/core/units_building.py" line="228"/>
        <source>In partnerships you may build to the value of a build your partner owns, without holding that value yourself.</source>
        <translation>Paripelissä saat rakentaa kumppanisi omistaman rakennelman arvoon, vaikka sinulla itselläsi ei olisi sitä arvoa kädessä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="224"/>
        <source>Not allowed: in partnerships you may build to the value of a build your partner owns, without holding that value yourself.</source>
        <translation>Ei sallittu: paripelissä saat rakentaa kumppanisi omistaman rakennelman arvoon, vaikka sinulla itselläsi ei olisi sitä arvoa kädessä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="228"/>
        <source>Build for your partner</source>
        <translation>Rakentaminen kumppanille</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="242"/>
        <source>Build owner&apos;s duty</source>
        <translation>Rakennelman omistajan velvollisuus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="242"/>
        <source>Until a build is taken, its owner keeps a card that takes it. On each turn the owner may take the build, capture something else, or make or add to a build. Under the stricter rule of the simple game, the owner may only take the build, capture something else or raise a build. Whether the owner may trail is a separate rule.</source>
        <translation>Kunnes rakennelma otetaan, sen omistaja pitää kortin, jolla sen voi ottaa. Vuorollaan omistaja saa ottaa rakennelman, ottaa jotain muuta tai rakentaa tai lisätä rakennelmaan. Helppojen sääntöjen tiukemmalla säännöllä omistaja saa vain ottaa rakennelman, ottaa jotain muuta tai korottaa rakennelmaa. Saako omistaja laittaa kortin pöytään, on oma sääntönsä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="245"/>
        <source>take it, capture, build or add</source>
        <translation>otto, muu otto, rakentaminen tai lisäys</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="245"/>
        <source>only take it, capture or raise</source>
        <translation>vain sen otto, muu otto tai korotus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="267"/>
        <source>No build may be made, raised or added to in the first deal of a round: building starts with the second deal.</source>
        <translation>Kierroksen ensimmäisessä jaossa rakennelmaa ei saa tehdä, korottaa eikä siihen saa lisätä: rakentaminen alkaa toisesta jaosta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="270"/>
        <source>No build may be made, raised or added to until the second deal of the round.</source>
        <translation>Rakennelmaa ei saa tehdä, korottaa eikä siihen saa lisätä ennen kierroksen toista jakoa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="271"/>
        <source>Builds may be made from the first deal of the round on.</source>
        <translation>Rakennelmia saa tehdä jo kierroksen ensimmäisestä jaosta alkaen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="282"/>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="174"/>
        <source>No building until the second deal</source>
        <translation>Ei rakentamista ennen toista jakoa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="51"/>
        <source>Court cards</source>
        <translation>Kuvakortit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="51"/>
        <source>What J, Q and K count.</source>
        <translation>Kuvakorttien J, Q ja K arvo.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="54"/>
        <source>no number, each takes its own rank</source>
        <translation>ei numeroarvoa, kukin ottaa vain samanarvoisia</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="54"/>
        <source>J 11, Q 12, K 13, in sums and builds</source>
        <translation>J 11, Q 12, K 13, myös summissa ja rakennelmissa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="66"/>
        <source>Ace</source>
        <translation>Ässä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="66"/>
        <source>What an ace counts; where it may count 1 or 14, the player chooses.</source>
        <translation>Ässän arvo; kun se voi olla 1 tai 14, pelaaja valitsee.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="69"/>
        <source>1 or 14, played or on the table</source>
        <translation>1 tai 14, kädestä tai pöydässä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="69"/>
        <source>1 or 14 played; 1 on table (Royal)</source>
        <translation>1 tai 14 kädestä; pöydässä 1 (Royal)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="69"/>
        <source>14 when played, 1 on the table</source>
        <translation>14 kädestä, 1 pöydässä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="80"/>
        <source>10♦ = 16 and 2♠ = 15 from the hand</source>
        <translation>10♦ = 16 ja 2♠ = 15 kädestä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="80"/>
        <source>Played from the hand the ten of diamonds counts 16 and the two of spades 15 (10 and 2 on the table).</source>
        <translation>Kädestä pelattuna ruutukymppi on 16 ja patakakkonen 15 (pöydässä 10 ja 2).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="91"/>
        <source>A court card takes one table card of its own rank at a time.</source>
        <translation>Kuvakortti ottaa pöydästä kerrallaan yhden samanarvoisen kortin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="92"/>
        <source>A court card takes every table card of its own rank at once.</source>
        <translation>Kuvakortti ottaa pöydästä kerralla kaikki samanarvoiset kortit.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="93"/>
        <source>A court card takes one table card of its own rank; when three of a rank lie on the table, the fourth takes all three.</source>
        <translation>Kuvakortti ottaa pöydästä yhden samanarvoisen kortin; kun pöydässä on kolme samanarvoista, neljäs ottaa ne kaikki.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="98"/>
        <source>Court card captures</source>
        <translation>Kuvakortin otto</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="98"/>
        <source>What a numberless court card takes.</source>
        <translation>Mitä numeroarvoton kuvakortti ottaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="101"/>
        <source>one table card of its rank</source>
        <translation>yhden samanarvoisen pöydän kortin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="101"/>
        <source>any number of its rank</source>
        <translation>kaikki samanarvoiset</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="101"/>
        <source>one, or all three by the fourth</source>
        <translation>yhden, tai neljäs ottaa kaikki kolme</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="113"/>
        <source>You must capture when you can: you may trail only when no card of yours takes anything (building is still allowed).</source>
        <translation>Sinun pitää ottaa, kun voit: saat laittaa kortin pöytään vain, jos mikään korteistasi ei ota mitään (rakentaminen on silti sallittua).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="115"/>
        <source>You must capture when you can: you may trail only when no card of yours takes anything.</source>
        <translation>Sinun pitää ottaa, kun voit: saat laittaa kortin pöytään vain, jos mikään korteistasi ei ota mitään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="117"/>
        <location filename="../../casino_desktop/core/units_capturing.py" line="118"/>
        <source>You may always trail, even when you could capture.</source>
        <translation>Saat aina laittaa kortin pöytään, vaikka voisit ottaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="122"/>
        <source>Capturing is compulsory</source>
        <translation>Ottaminen on pakollista</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="122"/>
        <source>A player who can capture may not trail (building is still allowed).</source>
        <translation>Pelaaja, joka voi ottaa, ei saa laittaa korttia pöytään (rakentaminen on silti sallittua).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="136"/>
        <source>A card equal in value to a loose table card may not be trailed, and when you capture with it you must take every loose card of that value; it may still go into a build.</source>
        <translation>Pöydän irtokortin kanssa samanarvoista korttia ei saa laittaa pöytään, ja kun otat sillä, sinun pitää ottaa kaikki sen arvoiset irtokortit; kortin voi silti käyttää rakennelmaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="138"/>
        <source>A card equal to a loose table card may be trailed.</source>
        <translation>Pöydän irtokortin kanssa samanarvoisen kortin saa laittaa pöytään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="142"/>
        <source>Equal cards must be taken</source>
        <translation>Samanarvoiset on otettava</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="142"/>
        <source>A card equal in value to a loose table card may not be trailed, and a capture made with it must take every loose card worth the value it is played as; it may still go into a build (Dominican).</source>
        <translation>Pöydän irtokortin kanssa samanarvoista korttia ei saa laittaa pöytään, ja sillä tehdyssä otossa pitää ottaa kaikki irtokortit, joiden arvo on sama kuin kortin pelattu arvo; kortin voi silti käyttää rakennelmaan (dominikaaninen).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="107"/>
        <source>Decks</source>
        <translation>Pakat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="107"/>
        <source>One 52-card deck, or the 104-card double deck of Mulle.</source>
        <translation>Yksi 52 kortin pakka tai Mullen 104 kortin kaksoispakka.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="124"/>
        <source>Cards per hand</source>
        <translation>Kortteja käteen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="124"/>
        <source>Cards dealt to each player in every deal.</source>
        <translation>Kortit, jotka jaetaan kullekin pelaajalle joka jaossa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="134"/>
        <source>Cards to the table</source>
        <translation>Kortteja pöytään</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="134"/>
        <source>Cards dealt face up to the table at the start of a round (never again later).</source>
        <translation>Kortit, jotka jaetaan kuvapuoli ylöspäin pöytään kierroksen alussa (ei enää myöhemmin).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="143"/>
        <source>Fewest players</source>
        <translation>Pelaajia vähintään</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="143"/>
        <source>The smallest number of players this variant is played with.</source>
        <translation>Pienin pelaajamäärä, jolla tätä muunnelmaa pelataan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="153"/>
        <source>Most players</source>
        <translation>Pelaajia enintään</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="153"/>
        <source>The largest number of players this variant is played with.</source>
        <translation>Suurin pelaajamäärä, jolla tätä muunnelmaa pelataan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="163"/>
        <source>Three players</source>
        <translation>Kolme pelaajaa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="163"/>
        <source>Whether three players may play (Kortspelshandboken&apos;s Mulle is for two, or four in partnerships).</source>
        <translation>Saako kolme pelaajaa pelata (Kortspelshandbokenin Mulle on kahdelle tai neljälle pareittain).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="172"/>
        <source>Partnerships with four</source>
        <translation>Neljä pelaajaa pareittain</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="172"/>
        <source>Whether four players play as two partnerships (partners sit opposite and score their captures together).</source>
        <translation>Pelaavatko neljä pelaajaa kahtena parina (parin jäsenet istuvat vastakkain ja saavat pisteet ottamistaan korteista yhdessä).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="175"/>
        <source>as the players choose</source>
        <translation>pelaajien valinnan mukaan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="175"/>
        <source>always</source>
        <translation>aina</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="175"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="257"/>
        <source>never</source>
        <translation>ei koskaan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="181"/>
        <source>Deal order</source>
        <translation>Jakojärjestys</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="181"/>
        <source>The order in which each packet of the shuffled deck is dealt: it decides which card goes where.</source>
        <translation>Järjestys, jossa sekoitetun pakan kortit jaetaan erä kerrallaan: se ratkaisee, mikä kortti menee minnekin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="184"/>
        <source>round the players, then to the table</source>
        <translation>pelaajille kierroksittain, sitten pöytään</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="184"/>
        <source>others, the table, then the dealer</source>
        <translation>muut, pöytä ja sitten jakaja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="191"/>
        <source>Choosing the first dealer</source>
        <translation>Ensimmäisen jakajan valinta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="191"/>
        <source>How the first dealer is chosen; the deal then passes to the next player each round, in the direction of play.</source>
        <translation>Miten ensimmäinen jakaja valitaan; sen jälkeen jakovuoro siirtyy joka kierroksella seuraavalle pelaajalle pelin kiertosuuntaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="194"/>
        <source>at random</source>
        <translation>arvalla</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="194"/>
        <source>the highest card drawn deals</source>
        <translation>suurimman kortin nostanut jakaa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="194"/>
        <source>the lowest card drawn deals</source>
        <translation>pienimmän kortin nostanut jakaa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="203"/>
        <source>40-card pack</source>
        <translation>40 kortin pakka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="203"/>
        <source>The jacks, queens and kings are taken out of the pack before the deal (South Africa).</source>
        <translation>Jätkät, rouvat ja kuninkaat poistetaan pakasta ennen jakoa (Etelä-Afrikka).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="210"/>
        <source>Deal the whole pack</source>
        <translation>Koko pakka jaetaan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="210"/>
        <source>After the cards to the table the dealer deals the whole pack out, one card at a time, in equal hands (two players get theirs in two deals); cards that do not divide evenly go to the table. The number of cards per hand is then not used.</source>
        <translation>Pöytään jaettavien korttien jälkeen jakaja jakaa koko pakan kortti kerrallaan tasan kaikille pelaajille (kahdelle pelaajalle kahdessa jaossa); kortit, jotka eivät jakaudu tasan, laitetaan pöytään. Asetusta ”Kortteja käteen” ei silloin käytetä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="217"/>
        <source>Play to the right</source>
        <translation>Peli kiertää oikealle</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="217"/>
        <source>Play, the cut and the deal pass to the right (anticlockwise), as in southern Africa and the Dominican Republic.</source>
        <translation>Pelivuoro, nosto ja jako kiertävät oikealle (vastapäivään), kuten eteläisessä Afrikassa ja Dominikaanisessa tasavallassa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="43"/>
        <source>Target score</source>
        <translation>Tavoitepisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="43"/>
        <source>The game ends when a side reaches this score; 0: a single round is the game.</source>
        <translation>Peli päättyy, kun jokin osapuoli saavuttaa nämä pisteet; 0: peli on yksi kierros.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="55"/>
        <source>Rounds each player deals</source>
        <translation>Jakovuoroja pelaajaa kohden</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="55"/>
        <source>If not 0, the match has no target: it ends when every player has dealt this many rounds, and the higher total wins.</source>
        <translation>Jos ei 0, pelillä ei ole pistetavoitetta: se päättyy, kun jokainen pelaaja on jakanut näin monta kierrosta, ja suurempi yhteispistemäärä voittaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="63"/>
        <source>Each round only the side with more points scores, and only the difference.</source>
        <translation>Kullakin kierroksella vain enemmän pisteitä saanut osapuoli saa pisteitä, ja vain erotuksen verran.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="64"/>
        <source>Each round every side scores what it took.</source>
        <translation>Kullakin kierroksella jokainen osapuoli saa ottamansa pisteet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="68"/>
        <source>Differential scoring</source>
        <translation>Erotuspisteytys</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="68"/>
        <source>Each round only the side with more points scores, the difference (two sides only).</source>
        <translation>Kullakin kierroksella vain enemmän pisteitä saanut osapuoli saa pisteitä, erotuksen verran (vain kaksi osapuolta).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="80"/>
        <source>Near the target: a side that needs exactly the points of most cards ({cards} of {target}), of the 10♦ ({big_casino}) or of most spades ({spades}) reaches the target only by winning that item, and then wins outright. Until then its other points stop one short of the target, and its sweeps score nothing.</source>
        <comment>{cards}, {big_casino} and {spades}: the scores at which a side needs that item (18, 19 and 20 of 21)</comment>
        <translation>Lähellä tavoitetta: osapuoli, jolta puuttuu tavoitteesta tasan eniten korttien pisteet ({cards}/{target}), ruutukympin pisteet ({big_casino}) tai eniten patojen pisteet ({spades}), saavuttaa tavoitteen vain voittamalla juuri sen kohdan, ja voittaa silloin suoraan. Siihen asti sen muut pisteet pysähtyvät yhden pisteen päähän tavoitteesta, eivätkä sen mökit tuo pisteitä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="85"/>
        <source>Any points reach the target.</source>
        <translation>Mitkä tahansa pisteet riittävät tavoitteeseen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="113"/>
        <source>Dominican: a side that needs exactly the points of most cards to reach the target (18 of 21), of the 10♦ (19) or of most spades (20) reaches it only by winning that item, and then wins outright, whatever the others score. Until then its other points stop one short of the target, and its sweeps score nothing (they still cancel the others&apos;).</source>
        <translation>Dominikaaninen: osapuoli, jolta puuttuu tavoitteesta tasan eniten korttien pisteet (18/21), ruutukympin pisteet (19) tai eniten patojen pisteet (20), saavuttaa tavoitteen vain voittamalla juuri sen kohdan, ja voittaa silloin suoraan, saivat muut mitä tahansa. Siihen asti sen muut pisteet pysähtyvät yhden pisteen päähän tavoitteesta, eivätkä sen mökit tuo pisteitä (ne kumoavat silti muiden mökkejä).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="116"/>
        <source>any points reach the target</source>
        <translation>mitkä tahansa pisteet riittävät</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="116"/>
        <source>the Dominican ladder (18, 19, 20)</source>
        <translation>dominikaaninen porras (18, 19, 20)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="124"/>
        <source>When several reach the target</source>
        <translation>Kun useampi saavuttaa tavoitteen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="124"/>
        <source>Who wins when more than one side reaches the target in the same round. Counting out goes item by item: cards, spades, 10♦, 2♠, the aces ♠♣♥♦, sweeps; the Finnish order is aces and casinos, then spades, then cards.</source>
        <translation>Kuka voittaa, kun useampi osapuoli saavuttaa tavoitteen samalla kierroksella. Laskenta etenee kohta kohdalta: kortit, padat, 10♦, 2♠, ässät ♠♣♥♦, mökit; suomalainen järjestys on ässät ja kasinot, sitten padat, sitten kortit.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>higher total (equal: another round)</source>
        <translation>suurempi yhteismäärä (tasan: uusi kierros)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>counting out, item by item</source>
        <translation>laskenta kohta kohdalta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>higher total, then most spades</source>
        <translation>suurempi yhteismäärä, sitten eniten patoja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>higher total, then Finnish order</source>
        <translation>suurempi yhteismäärä, sitten suomalainen järjestys</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="35"/>
        <source>Top cards of capture piles</source>
        <translation>Ottopinojen päällimmäiset kortit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="35"/>
        <source>Captured cards are kept face up; what another player may do with the top card of a capture pile (the card beneath then becomes the top).</source>
        <translation>Otetut kortit pidetään kuvapuoli ylöspäin; mitä toinen pelaaja saa tehdä ottopinon päällimmäisellä kortilla (sen alla oleva kortti tulee silloin päällimmäiseksi).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="38"/>
        <source>not in play</source>
        <translation>eivät ole pelissä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="38"/>
        <source>into builds only (Swazi)</source>
        <translation>vain rakennelmiin (Eswatini)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="38"/>
        <source>built or captured (South Africa)</source>
        <translation>rakennelmiin tai otettaviksi (Etelä-Afrikka)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="53"/>
        <source>Partners&apos; capture piles</source>
        <translation>Kumppanien ottopinot</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="53"/>
        <source>Whether partners keep one capture pile between them or one each; a partner&apos;s top card is in play when each keeps their own (Lesotho).</source>
        <translation>Onko kumppaneilla yhteinen ottopino vai kummallakin oma; kumppanin päällimmäinen kortti on pelissä, kun kummallakin on oma pinonsa (Lesotho).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="56"/>
        <source>one pile for both</source>
        <translation>yhteinen pino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="56"/>
        <source>one pile each</source>
        <translation>kummallakin oma pino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="64"/>
        <source>Order on the capture pile</source>
        <translation>Järjestys ottopinossa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="64"/>
        <source>Which card of a capture ends up on top of the pile, where the next player may use it: the card played (the cards it took beneath it, the lowest nearest the top), or the lowest card (all of them in order of value).</source>
        <translation>Mikä oton korteista jää pinon päällimmäiseksi, jolloin seuraava pelaaja voi käyttää sitä: pelattu kortti (sillä otetut kortit sen alla, pienin ylimpänä) tai pienin kortti (kaikki arvojärjestyksessä).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="67"/>
        <source>the card played on top</source>
        <translation>pelattu kortti päällimmäisenä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="67"/>
        <source>the lowest card on top</source>
        <translation>pienin kortti päällimmäisenä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="74"/>
        <source>Opponents insist</source>
        <translation>Vastustajat vaativat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="74"/>
        <source>A capture must take everything the card played may take, and a player who may add table cards or top cards to their side&apos;s builds must add them before ending the turn (Swazi lets opponents insist on both).</source>
        <translation>Oton pitää viedä kaikki, minkä pelattu kortti voi ottaa, ja pelaajan, joka voi lisätä pöydän kortteja tai päällimmäisiä kortteja oman puolensa rakennelmiin, pitää lisätä ne ennen vuoron lopettamista (eswatinilaisessa kasinossa vastustajat voivat vaatia molempia).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="30"/>
        <source> (tabbe)</source>
        <comment>the Swedish game&apos;s own word for a sweep, in brackets after the word sweep</comment>
        <translation> (tabbe)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="31"/>
        <source> (mökki)</source>
        <comment>the Finnish game&apos;s own word for a sweep, in brackets after the word sweep</comment>
        <translation> (mökki)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="32"/>
        <source> (virado)</source>
        <comment>the Dominican game&apos;s own word for a sweep, in brackets after the word sweep</comment>
        <translation> (virado)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="73"/>
        <source>Points for taking the most cards (a tie scores nothing, unless tied majorities share).</source>
        <translation>Pisteet eniten korteista (tasatilanteessa ei pisteitä, ellei käytössä ole sääntö ”Tasatilanteessa pisteet jaetaan”).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="86"/>
        <source>Points for taking the most spades (a tie scores nothing, unless tied majorities share).</source>
        <translation>Pisteet eniten padoista (tasatilanteessa ei pisteitä, ellei käytössä ole sääntö ”Tasatilanteessa pisteet jaetaan”).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="99"/>
        <source>Överspader threshold</source>
        <translation>Överspader-raja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="99"/>
        <source>If not 0: one point per spade taken beyond this many, instead of a most-spades prize.</source>
        <translation>Jos ei 0: piste jokaisesta tämän määrän ylittävästä padasta eniten patoja -pisteiden sijaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="110"/>
        <source>Each spade</source>
        <translation>Jokainen pata</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="110"/>
        <source>Points for every spade taken.</source>
        <translation>Pisteet jokaisesta otetusta padasta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="124"/>
        <source>Each ace</source>
        <translation>Jokainen ässä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="124"/>
        <source>Points for every ace taken.</source>
        <translation>Pisteet jokaisesta otetusta ässästä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="138"/>
        <source>10♦ (big casino)</source>
        <translation>10♦ (iso kasino)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="138"/>
        <source>Points for the ten of diamonds (on top of any spade or ace points).</source>
        <translation>Pisteet ruutukympistä (pata- ja ässäpisteiden lisäksi).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="151"/>
        <source>2♠ (little casino)</source>
        <translation>2♠ (pikkukasino)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="151"/>
        <source>Points for the two of spades (on top of its spade point, if spades score each).</source>
        <translation>Pisteet patakakkosesta (sen patapisteen lisäksi, jos jokainen pata tuo pisteen).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="164"/>
        <source>A♠ extra</source>
        <translation>A♠ lisäpisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="164"/>
        <source>Extra points for the ace of spades.</source>
        <translation>Lisäpisteet pataässästä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="177"/>
        <source>J♠ extra</source>
        <translation>J♠ lisäpisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="177"/>
        <source>Extra points for the jack of spades (Spade Casino).</source>
        <translation>Lisäpisteet patajätkästä (Patakasino).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="190"/>
        <source>Tied majorities share</source>
        <translation>Tasatilanteessa pisteet jaetaan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="190"/>
        <source>When sides tie for most cards or most spades, each tied side scores an equal share of the points (rounded down) instead of nothing.</source>
        <translation>Kun osapuolet ovat tasoissa eniten korteissa tai eniten padoissa, jokainen tasoihin jäänyt osapuoli saa pisteistä yhtä suuren osuuden (alaspäin pyöristäen) sen sijaan, että kukaan ei saisi mitään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="198"/>
        <source>Spades for a point</source>
        <translation>Patoja pisteeseen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="198"/>
        <source>If not 0: every side that takes at least this many spades scores 1 point (South Africa: five).</source>
        <translation>Jos ei 0: jokainen osapuoli, joka ottaa vähintään näin monta pataa, saa 1 pisteen (Etelä-Afrikka: viisi).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="209"/>
        <source>Points for the player who makes the last capture of the round (sistan).</source>
        <translation>Pisteet pelaajalle, joka tekee kierroksen viimeisen oton (sistan).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="222"/>
        <source>Each sweep</source>
        <translation>Jokainen mökki</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="222"/>
        <source>Points for each sweep (a capture that empties the table); 0: sweeps are not scored.</source>
        <translation>Pisteet jokaisesta mökistä (otosta, joka vie pöydästä kaikki kortit); 0: mökeistä ei saa pisteitä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="236"/>
        <source>Sweeps count against whoever left them</source>
        <translation>Pöydän auki jättänyt menettää mökin pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="236"/>
        <source>The player who played just before a sweep, and so left the table open to it, loses what the sweep scores (Krypkasino: a sweep costs its maker 5 penalty points and takes 5 off those of whoever left it).</source>
        <translation>Juuri ennen mökkiä pelannut pelaaja, joka siis jätti pöydän auki, menettää sen, minkä mökki tuo (Krypkasino: mökin tekijä saa 5 miinuspistettä, ja pöydän auki jättäneen miinuspisteistä vähennetään 5).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="247"/>
        <source>Sweeps never cancel out.</source>
        <translation>Mökit eivät koskaan kumoa toisiaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="248"/>
        <source>At the end of a round, if every side swept, each loses one sweep.</source>
        <translation>Jos jokainen osapuoli on saanut mökin, kierroksen lopussa kukin menettää yhden mökin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="249"/>
        <source>At the end of a round the sides&apos; sweeps cancel out: each loses as many as the side with the fewest sweeps made.</source>
        <translation>Kierroksen lopussa osapuolten mökit kumoavat toisensa: kukin menettää niin monta kuin vähiten mökkejä saaneella osapuolella on.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="254"/>
        <source>Sweeps cancel</source>
        <translation>Mökit kumoavat toisensa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="254"/>
        <source>Whether the sweeps of different sides cancel out at the end of a round: one each when every side swept, or as many as the side with the fewest sweeps made.</source>
        <translation>Kumoavatko eri osapuolten mökit toisensa kierroksen lopussa: yksi kultakin, kun jokainen osapuoli on saanut mökin, tai niin monta kuin vähiten mökkejä saaneella osapuolella on.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="257"/>
        <source>if all sides swept, one each</source>
        <translation>jos kaikilla on mökki, yksi kultakin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="257"/>
        <source>as many as the side with fewest</source>
        <translation>vähiten saaneen verran</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="265"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="270"/>
        <source>No sweep counts in the last deal, nor once any side has 10 or more points.</source>
        <translation>Mökit eivät laske viimeisessä jaossa eivätkä sen jälkeen, kun jollakin osapuolella on 10 pistettä tai enemmän.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="266"/>
        <source>Sweeps count in every deal, whatever the score.</source>
        <translation>Mökit lasketaan jokaisessa jaossa pistetilanteesta riippumatta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="270"/>
        <source>Finnish sweep limits</source>
        <translation>Suomalaiset mökkirajoitukset</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="280"/>
        <source>Aces, the 10♦ and the 2♠ score the moment they are taken, so a game can end in the middle of a round.</source>
        <translation>Ässät, 10♦ ja 2♠ tuovat pisteet heti, kun ne otetaan, joten peli voi päättyä kesken kierroksen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="282"/>
        <source>Every point is counted at the end of the round.</source>
        <translation>Kaikki pisteet lasketaan kierroksen lopussa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="286"/>
        <source>Score aces and casinos at once</source>
        <translation>Ässät ja kasinot heti pisteiksi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="286"/>
        <source>Aces, 10♦ and 2♠ score the moment they are taken, so a game can end in the middle of a round (Finnish).</source>
        <translation>Ässät, 10♦ ja 2♠ tuovat pisteet heti, kun ne otetaan, joten peli voi päättyä kesken kierroksen (suomalainen sääntö).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="295"/>
        <source>Points are scored as they are earned: sweeps, mulles and cards the moment they are made or taken, most spades once a side holds 7 of the 13, most cards once it holds 27 of the 52; the last capture and a majority nobody reached are scored at the end of the round.</source>
        <translation>Pisteet lasketaan heti ansaittaessa: mökit, mullet ja kortit heti, kun ne tehdään tai otetaan, eniten patoja, kun osapuolella on 7 padasta 13:sta, ja eniten kortteja, kun sillä on 27 kortista 52:sta; viimeinen otto ja enemmistö, jota kukaan ei saavuttanut, lasketaan kierroksen lopussa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="299"/>
        <source>Points are counted at the end of each round.</source>
        <translation>Pisteet lasketaan jokaisen kierroksen lopussa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="303"/>
        <source>Score points as they are earned</source>
        <translation>Pisteet heti ansaittaessa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="303"/>
        <source>Sweeps, mulles, aces, casinos and every other point for a card score the moment they are made or taken; most spades the moment a side holds more than half the spades (7 of 13), most cards the moment it holds more than half the cards (27 of 52). A side reaching the target during play wins at once, even in the middle of a round; the rest (last capture, a majority nobody reached) is scored at the end of the round.</source>
        <translation>Mökit, mullet, ässät, kasinot ja kaikki muut korttien pisteet lasketaan heti, kun ne tehdään tai otetaan; eniten patoja heti, kun osapuolella on yli puolet padoista (7/13), ja eniten kortteja heti, kun sillä on yli puolet korteista (27/52). Pelin aikana tavoitteeseen yltävä osapuoli voittaa heti, vaikka kesken kierroksen; loput (viimeinen otto, enemmistö, jota kukaan ei saavuttanut) lasketaan kierroksen lopussa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="313"/>
        <source>Taking a card&apos;s identical twin scores nothing special.</source>
        <translation>Kortin kaksoiskappaleen ottaminen ei tuo mitään erityistä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="314"/>
        <source>Taking the identical twin of the card you play, and nothing else with it, is a mulle and scores 5 points.</source>
        <translation>Pelaamasi kortin kaksoiskappaleen ottaminen yksinään, ilman muita kortteja, on mulle ja tuo 5 pistettä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="316"/>
        <source>Taking the identical twin of the card you play, alone or with other cards, is a mulle and scores the played card&apos;s value.</source>
        <translation>Pelaamasi kortin kaksoiskappaleen ottaminen, yksinään tai muiden korttien kanssa, on mulle ja tuo pelatun kortin arvon verran pisteitä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="321"/>
        <location filename="../../casino_desktop/core/variants.py" line="187"/>
        <location filename="../../casino_desktop/core/variants.py" line="187"/>
        <location filename="../../casino_desktop/core/variants.py" line="191"/>
        <source>Mulle</source>
        <translation>Mulle</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="321"/>
        <source>Double deck only: what taking the twin of the card you play (a mulle) scores; when it scores the card&apos;s value, other cards may be taken with the twin.</source>
        <translation>Vain kaksoispakalla: mitä pelaamasi kortin kaksoiskappaleen ottaminen (mulle) tuo; kun se tuo kortin arvon verran, kaksoiskappaleen mukana voi ottaa muitakin kortteja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="324"/>
        <source>nothing</source>
        <translation>ei mitään</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="324"/>
        <source>5 when the twin is taken alone</source>
        <translation>5, kun kaksoiskappale otetaan yksinään</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="324"/>
        <source>the played card&apos;s value</source>
        <translation>pelatun kortin arvo</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="331"/>
        <source>Points are penalties (misère)</source>
        <translation>Pisteet ovat miinuspisteitä (laisto)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="331"/>
        <source>Every point a side takes counts against it: a round&apos;s points are scored as minus points, so the fewest taken win (Krypkasino).</source>
        <translation>Jokainen osapuolen ottama piste lasketaan sitä vastaan: kierroksen pisteet kirjataan miinuspisteinä, joten vähiten ottanut voittaa (Krypkasino).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="140"/>
        <source>Nordic</source>
        <comment>a family of games, shown after a game&apos;s name: the Kasino of Sweden and Norway and its variants (Finnish Kasino and Mulle have families of their own)</comment>
        <translation>pohjoismainen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="146"/>
        <location filename="../../casino_desktop/qt/catalogs.py" line="111"/>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="60"/>
        <location filename="../../casino_desktop/qt/main_window.py" line="88"/>
        <source>Casino</source>
        <translation>Casino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="146"/>
        <location filename="../../casino_desktop/core/variants.py" line="149"/>
        <location filename="../../casino_desktop/core/variants.py" line="161"/>
        <location filename="../../casino_desktop/core/variants.py" line="164"/>
        <source>Anglo-American</source>
        <translation>angloamerikkalainen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="147"/>
        <source>The classic English-language game: builds, court cards take only their rank, 11 points a round, game to 21.</source>
        <translation>Klassinen englanninkielisten maiden peli: rakennelmat, kuvakortit ottavat vain samanarvoisia, 11 pistettä kierroksessa, peli 21 pisteeseen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="149"/>
        <source>Casino (simple rules)</source>
        <translation>Casino (helpot säännöt)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="150"/>
        <source>Casino as it is often taught at home: builds up to 10, court-card builds, a court card takes every card of its rank, sweeps score, one round.</source>
        <translation>Casino sellaisena kuin se usein opetetaan kotona: rakennelmat enintään 10, kuvakorttirakennelmat, kuvakortti ottaa kaikki samanarvoiset, mökit tuovat pisteitä, yksi kierros.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="153"/>
        <source>Royal Casino</source>
        <translation>Royal Casino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="153"/>
        <location filename="../../casino_desktop/core/variants.py" line="156"/>
        <source>Royal</source>
        <translation>Royal</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="154"/>
        <source>North American Royal Casino: J 11, Q 12, K 13 join sums and builds; the ace counts 1 or 14; game to 21.</source>
        <translation>Pohjoisamerikkalainen Royal Casino: J 11, Q 12 ja K 13 käyvät summiin ja rakennelmiin; ässä on 1 tai 14; peli 21 pisteeseen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="156"/>
        <source>Royal Casino (Dominican)</source>
        <translation>Royal Casino (dominikaaninen)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="157"/>
        <source>Royal Casino as played in the Dominican Republic: J 11, Q 12, K 13, the ace 1 or 14; a card equal to a loose card must take it; nobody raises their own build; opposing sweeps cancel; near 21 only cards, the 10♦ or spades win.</source>
        <translation>Royal Casino Dominikaanisen tasavallan tapaan: J 11, Q 12, K 13, ässä 1 tai 14; irtokortin kanssa samanarvoisen kortin pitää ottaa se; kukaan ei korota omaa rakennelmaansa; vastapuolten mökit kumoavat toisensa; lähellä 21:tä voittavat vain kortit, 10♦ tai padat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="161"/>
        <source>Spade Casino</source>
        <translation>Patakasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="162"/>
        <source>Casino where every spade scores, the jack of spades one extra: 24 points a round, game to 61.</source>
        <translation>Casino, jossa jokainen pata tuo pisteen ja patajätkä yhden lisää: 24 pistettä kierroksessa, peli 61 pisteeseen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="164"/>
        <source>Wippen</source>
        <translation>Wippen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="165"/>
        <source>The Belgian game: most cards 2, most spades 2, each sweep (wip) 1.</source>
        <translation>Belgialainen peli: eniten kortteja 2, eniten patoja 2, jokainen mökki (wip) 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="167"/>
        <source>Swedish Kasino</source>
        <translation>Ruotsalainen kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="168"/>
        <source>The Nordic game without building: J 11, Q 12, K 13, the ace 1 or 14; most spades 2, the last capture (sistan) and every sweep (tabbe) score; game to 16.</source>
        <translation>Pohjoismainen peli ilman rakentamista: J 11, Q 12, K 13, ässä 1 tai 14; eniten patoja 2, viimeinen otto (sistan) ja jokainen mökki (tabbe) tuovat pisteen; peli 16 pisteeseen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="170"/>
        <source>Överspader</source>
        <translation>Överspader</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="171"/>
        <source>Swedish Kasino where every spade beyond six scores a point instead of the most-spades prize; game to 21.</source>
        <translation>Ruotsalainen kasino, jossa jokainen kuudennen ylittävä pata tuo pisteen eniten patoja -pisteiden sijaan; peli 21 pisteeseen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="173"/>
        <source>Kasino</source>
        <translation>Kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="174"/>
        <source>The Nordic game without building, with the ace worth 14 in the hand and 1 on the table: J 11, Q 12, K 13; most spades 2, every sweep (tabbe) and the last capture (sistan) score; game to 16.</source>
        <translation>Pohjoismainen peli ilman rakentamista, ässä kädessä 14 ja pöydässä 1: J 11, Q 12, K 13; eniten patoja 2, jokainen mökki (tabbe) ja viimeinen otto (sistan) tuovat pisteen; peli 16 pisteeseen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="176"/>
        <source>Finnish Kasino</source>
        <translation>Suomalainen kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="176"/>
        <source>Finnish</source>
        <translation>suomalainen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="177"/>
        <source>Finnish Kasino: ace 14 from the hand, 2♠ 15 and 10♦ 16 from the hand; aces and casinos score at once; sweeps (mökki) cancel and freeze at 10 points; game to 16.</source>
        <translation>Suomalainen kasino: ässä kädestä 14, 2♠ kädestä 15 ja 10♦ kädestä 16; ässät, 2♠ ja 10♦ tuovat pisteet heti; mökit kumoavat toisensa eivätkä enää laske, kun jollakulla on 10 pistettä; peli 16 pisteeseen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="181"/>
        <source>Krypkasino</source>
        <translation>Krypkasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="182"/>
        <source>Misère Kasino with two decks: capturing is compulsory and every point taken is a penalty (10♦ 3, 2♠ 2, A♠ 2, the other spades and aces 1 each); a sweep costs its maker 5 and takes 5 off the penalties of whoever left the table open; the fewest penalties win. Rule books disagree on the deal and say nothing of the end, so these are our choices (both can be changed): 4 cards each and 4 to the table, and every player deals once.</source>
        <translation>Laistokasino kahdella pakalla: ottaminen on pakollista ja jokainen otettu piste on miinuspiste (10♦ 3, 2♠ 2, A♠ 2, muut padat ja ässät 1 kukin); mökin tekijä saa 5 miinuspistettä, ja pöydän auki jättäneen miinuspisteistä vähennetään 5; vähiten miinuspisteitä saanut voittaa. Sääntökirjat ovat erimielisiä jaosta eivätkä sano mitään pelin lopusta, joten nämä ovat meidän valintojamme (molempia voi muuttaa): 4 korttia kullekin ja 4 pöytään, ja jokainen pelaaja jakaa kerran.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="188"/>
        <source>Swedish Mulle with two decks: 5 cards each and 5 to the table; taking the identical card alone is a mulle worth 5.</source>
        <translation>Ruotsalainen Mulle kahdella pakalla: 5 korttia kullekin ja 5 pöytään; täsmälleen samanlaisen kortin ottaminen yksinään on mulle, joka tuo 5 pistettä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="191"/>
        <source>Mulle (Kortspelshandboken)</source>
        <translation>Mulle (Kortspelshandboken)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="192"/>
        <source>Mulle of Kortspelshandboken: two decks, 4 each and 8 to the table, building, ace 14 / 2♠ 15 / 10♦ 16 from the hand; every spade scores; a mulle scores the played card&apos;s value.</source>
        <translation>Kortspelshandbokenin Mulle: kaksi pakkaa, 4 korttia kullekin ja 8 pöytään, rakentaminen, kädestä ässä 14 / 2♠ 15 / 10♦ 16; jokainen pata tuo pisteen; mulle tuo pelatun kortin arvon verran pisteitä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="209"/>
        <source>Swazi Casino</source>
        <translation>Eswatinilainen kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="209"/>
        <location filename="../../casino_desktop/core/variants.py" line="212"/>
        <location filename="../../casino_desktop/core/variants.py" line="216"/>
        <source>African</source>
        <translation>afrikkalainen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="210"/>
        <source>Casino of Eswatini: play to the right; four cards cut to the table, the rest dealt out; captured cards lie face up and an opponent&apos;s top card may go into your build; one card from the hand a turn, with builds and additions from the table before or after it; J 11, Q 12, K 13, the ace 1 or 14; 11 points a deal, game to 21.</source>
        <translation>Eswatinin kasino: peli kiertää oikealle; neljä korttia nostetaan pöytään, loput jaetaan pelaajille; otetut kortit ovat kuvapuoli ylöspäin, ja vastustajan päällimmäisen kortin voi lisätä omaan rakennelmaan; vuorolla yksi kortti kädestä ja ennen tai jälkeen sen rakennelmia ja lisäyksiä pöydän korteista; J 11, Q 12, K 13, ässä 1 tai 14; 11 pistettä kierrokselta, peli 21 pisteeseen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="212"/>
        <source>Sotho Casino</source>
        <translation>Lesotholainen kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="213"/>
        <source>Casino of Lesotho: Swazi Casino where court cards have no number and take only their rank, the ace counts 1, and partners keep a capture pile each and may use each other&apos;s top card.</source>
        <translation>Lesothon kasino: eswatinilainen kasino, jossa kuvakorteilla ei ole numeroarvoa ja ne ottavat vain samanarvoisia kortteja, ässä on 1, ja kumppaneilla on kummallakin oma ottopino, jonka päällimmäistä korttia toinen voi käyttää.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="216"/>
        <source>South African Casino</source>
        <translation>Eteläafrikkalainen kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="217"/>
        <source>The South African game: 40 cards without court cards, the ace 1, builds to 10, the whole pack dealt, play to the right; the top card of every capture pile may be captured; most cards 2, five spades or more 1, 10♦ 2, 2♠ 1, each ace 1; one deal is the game.</source>
        <translation>Etelä-Afrikan peli: 40 korttia ilman kuvakortteja, ässä 1, rakennelmat enintään 10, koko pakka jaetaan, peli kiertää oikealle; jokaisen ottopinon päällimmäisen kortin voi ottaa; eniten kortteja 2, viisi pataa tai enemmän 1, 10♦ 2, 2♠ 1, jokainen ässä 1; yksi kierros on koko peli.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="229"/>
        <source>The variant must be given by its name, like &quot;casino&quot;.</source>
        <translation>Muunnelma pitää antaa nimellään, esimerkiksi ”casino”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="235"/>
        <source>Unknown variant &apos;{shown}&apos;; the variants are: {known}.</source>
        <translation>Tuntematon muunnelma ”{shown}”; muunnelmat ovat: {known}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="266"/>
        <source>Unknown option &apos;{shown}&apos;.</source>
        <translation>Tuntematon asetus ”{shown}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="270"/>
        <source>Option &apos;{name}&apos; must be true or false.</source>
        <translation>Asetuksen ”{name}” pitää olla tosi tai epätosi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="273"/>
        <source>Option &apos;{name}&apos; must be a whole number.</source>
        <translation>Asetuksen ”{name}” pitää olla kokonaisluku.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="276"/>
        <source>Option &apos;{name}&apos; must be between {lo} and {hi}.</source>
        <translation>Asetuksen ”{name}” pitää olla välillä {lo}–{hi}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="279"/>
        <source>Option &apos;{name}&apos; must be one of {choices}.</source>
        <translation>Asetuksen ”{name}” pitää olla jokin seuraavista: {choices}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="290"/>
        <source>House rules must be given as a JSON object of option names and values, like {&quot;target&quot;: 11}.</source>
        <translation>Kotisäännöt pitää antaa JSON-oliona, jossa on asetusten nimet ja arvot, esimerkiksi {&quot;target&quot;: 11}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/absences.py" line="56"/>
        <source>The network match&apos;s file is damaged: it cannot say who played for whom.</source>
        <translation>Verkkopelin tiedosto on vioittunut: siitä ei näe, kuka pelasi kenenkin puolesta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/match_file.py" line="35"/>
        <source>The network match&apos;s file</source>
        <comment>the subject of a sentence about a file that cannot be read</comment>
        <translation>Verkkopelin tiedosto</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/match_file.py" line="45"/>
        <source>The network match&apos;s file is damaged: its seats are not those of a network table.</source>
        <translation>Verkkopelin tiedosto on vahingoittunut: sen paikat eivät ole verkkopöydän paikkoja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="17"/>
        <source>The message</source>
        <comment>the subject of a sentence about a network message that cannot be read</comment>
        <translation>Viesti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="18"/>
        <source>That message could not be read: {problem}</source>
        <translation>Viestiä ei voitu lukea: {problem}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="19"/>
        <source>That message was too large: a message is at most {most} bytes.</source>
        <translation>Viesti oli liian suuri: viestissä saa olla enintään {most} tavua.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="20"/>
        <source>Too many messages at once: wait a moment before sending more.</source>
        <translation>Liian monta viestiä kerralla: odota hetki ennen kuin lähetät lisää.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="21"/>
        <source>That kind of message is not part of this table&apos;s language.</source>
        <translation>Tällaista viestiä tämä pöytä ei tunne.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="22"/>
        <source>That message was refused: a part of it is missing, of the wrong kind or out of range.</source>
        <translation>Viesti hylättiin: siitä puuttuu osa, tai osa on väärää tyyppiä tai sallitun alueen ulkopuolella.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="23"/>
        <source>That message was refused: it holds something this table does not know.</source>
        <translation>Viesti hylättiin: siinä on jotain, mitä tämä pöytä ei tunne.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="24"/>
        <source>Join the table first: that message is only for players seated at it.</source>
        <translation>Liity ensin pöytään: viesti on vain pöydän ääressä istuville pelaajille.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="25"/>
        <source>You sit in seat {seat}: that move was for another seat.</source>
        <translation>Istut paikalla {seat}: siirto oli toisen paikan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="26"/>
        <source>It is not your turn.</source>
        <translation>Nyt ei ole sinun vuorosi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="27"/>
        <source>The table changed before your move arrived; look again and play.</source>
        <translation>Pöytä muuttui ennen kuin siirtosi ehti perille; katso pöytää uudelleen ja pelaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="28"/>
        <source>A computer player is making this move for you; you take your seat back at your next turn.</source>
        <translation>Tietokonepelaaja tekee tämän siirron puolestasi; jatkat itse seuraavalla vuorollasi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="29"/>
        <source>The match starts when every seat is taken.</source>
        <translation>Peli alkaa, kun jokainen paikka on varattu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="30"/>
        <source>There is nothing to play now: the round is over.</source>
        <translation>Nyt ei ole mitään pelattavaa: kierros on päättynyt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="31"/>
        <source>That move is not legal: {reason}</source>
        <translation>Siirto ei ole sallittu: {reason}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="34"/>
        <source>This table speaks version {table} of the network game; your program speaks version {yours}. Both players need the same version of the program.</source>
        <translation>Tämä pöytä käyttää verkkopelin versiota {table}, sinun ohjelmasi versiota {yours}. Kaikilla pelaajilla pitää olla ohjelmasta sama versio.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="36"/>
        <source>That join code is not this table&apos;s. Check the code with the host and try again.</source>
        <translation>Liittymiskoodi ei ole tämän pöydän. Tarkista koodi pöydän avaajalta ja yritä uudelleen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="37"/>
        <source>Too many wrong join codes from your address: wait a minute before trying again.</source>
        <translation>Osoitteestasi on tullut liian monta väärää liittymiskoodia: odota minuutti ennen kuin yrität uudelleen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="38"/>
        <source>Every seat at this table is taken.</source>
        <translation>Pöydän kaikki paikat ovat varattuja.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="39"/>
        <source>Every seat at this table is taken, and {count} of them wait for the players who left them: only those players&apos; programs can take them back (each keeps its seat, whichever address it uses).</source>
        <extracomment>For one: Every seat at this table is taken, and {count} of them waits for the player who left it: only that player&apos;s program can take it back (it keeps the seat, whichever address it uses).</extracomment>
        <translation>
            <numerusform>Pöydän kaikki paikat ovat varattuja, ja {count} niistä odottaa siltä lähtenyttä pelaajaa: vain tämän pelaajan ohjelma voi ottaa paikan takaisin (paikka säilyy ohjelmalla, mistä osoitteesta se yhdistääkin).</numerusform>
            <numerusform>Pöydän kaikki paikat ovat varattuja, ja {count} niistä odottaa niiltä lähteneitä pelaajia: vain näiden pelaajien ohjelmat voivat ottaa paikat takaisin (kukin ohjelma säilyttää paikkansa, mistä osoitteesta se yhdistääkin).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="44"/>
        <source>Your seat is already played from another connection.</source>
        <translation>Paikallasi pelataan jo toisen yhteyden kautta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="45"/>
        <source>Too many refused messages: the host closed your connection. The table goes on without you.</source>
        <translation>Liian monta hylättyä viestiä: pöydän avaaja katkaisi yhteytesi. Peli jatkuu ilman sinua.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="46"/>
        <source>Your connection could not keep up with the table, so the host closed it.</source>
        <translation>Yhteytesi ei pysynyt pöydän tahdissa, joten pöydän avaaja katkaisi sen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="47"/>
        <source>The table did not hear from you in time.</source>
        <translation>Pöytä ei saanut sinulta vastausta ajoissa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="48"/>
        <source>The host is busy with other connections; try again in a moment.</source>
        <translation>Pöydän avaaja on varattu muiden yhteyksien kanssa; yritä hetken päästä uudelleen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="51"/>
        <source>The host&apos;s program sent something this program cannot read, so you could not join. Both players need the same version of the program.</source>
        <translation>Pöydän avaajan ohjelma lähetti jotain, mitä tämä ohjelma ei osaa lukea, joten et päässyt liittymään. Molemmilla pelaajilla pitää olla ohjelmasta sama versio.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="53"/>
        <source>The host&apos;s program sent something this program cannot read, so the connection to the table was closed; a computer player plays your seat until you join again. Both players need the same version of the program.</source>
        <translation>Pöydän avaajan ohjelma lähetti jotain, mitä tämä ohjelma ei osaa lukea, joten yhteys pöytään suljettiin; tietokonepelaaja pelaa paikallasi, kunnes liityt uudelleen. Molemmilla pelaajilla pitää olla ohjelmasta sama versio.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="56"/>
        <source>The host did not prove that it knows the join code: this is not the table you meant.</source>
        <translation>Pöydän avaaja ei osoittanut tuntevansa liittymiskoodia: tämä ei ole se pöytä, jota tarkoitit.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="57"/>
        <source>The match is over.</source>
        <translation>Peli on päättynyt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="58"/>
        <source>The host did not come back, so the table is closed.</source>
        <translation>Pöydän avaaja ei palannut, joten pöytä on suljettu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="61"/>
        <source>Nothing answers at {address}: check the address the host reads out, and that the host has opened the table.</source>
        <translation>Osoitteessa {address} ei vastaa mikään: tarkista pöydän avaajan kertoma osoite ja se, että hän on avannut pöydän.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="65"/>
        <source>Something answers at {address}, but it is not a Casino table: check the address the host reads out.</source>
        <comment>Casino is the program&apos;s name</comment>
        <translation>Osoitteessa {address} vastaa jokin, mutta se ei ole Casino-pöytä: tarkista osoite, jonka pöydän avaaja kertoo.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="67"/>
        <source>The host closed the table. If the host opens it again, your program takes your seat back.</source>
        <translation>Pöydän avaaja sulki pöydän. Jos se avataan uudelleen, ohjelmasi ottaa paikkasi takaisin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="70"/>
        <source>The program at {address} sent something this table cannot read, and was told so. Both players need the same version of the program.</source>
        <translation>Osoitteen {address} ohjelma lähetti jotain, mitä tämä pöytä ei osaa lukea, ja sille kerrottiin siitä. Molemmilla pelaajilla pitää olla ohjelmasta sama versio.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="74"/>
        <source>{name} joined the table.</source>
        <translation>{name} liittyi pöytään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="75"/>
        <source>{name} lost the connection; a computer player ({level}) plays for them until they return.</source>
        <translation>Pelaajan {name} yhteys katkesi; tietokonepelaaja ({level}) pelaa hänen puolestaan, kunnes hän palaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="76"/>
        <source>{name} left the table; a computer player ({level}) plays for them until they return.</source>
        <translation>{name} poistui pöydästä; tietokonepelaaja ({level}) pelaa hänen puolestaan, kunnes hän palaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="79"/>
        <source>{name} is not back at the table yet; a computer player ({level}) plays for them until they return.</source>
        <translation>{name} ei ole vielä palannut pöytään; tietokonepelaaja ({level}) pelaa hänen puolestaan, kunnes hän palaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="82"/>
        <source>{name} is back and plays their own turns again.</source>
        <translation>{name} on palannut ja pelaa taas omat vuoronsa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="86"/>
        <source>Nothing has come from {name} for a minute: the connection may be lost. The table waits for their move as for any turn.</source>
        <translation>Pelaajalta {name} ei ole tullut mitään minuuttiin: yhteys on ehkä katkennut. Pöytä odottaa siirtoa kuten minkä tahansa vuoron aikana.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="92"/>
        <source>{name} is connected again.</source>
        <translation>{name} on taas yhteydessä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="93"/>
        <source>{name} is connected again, and has up to a minute more to make their move.</source>
        <translation>{name} on taas yhteydessä, ja hänellä on vielä enintään minuutti aikaa tehdä siirtonsa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="94"/>
        <source>The host resumed the match where it stopped.</source>
        <translation>Pöydän avaaja jatkoi peliä siitä, mihin se jäi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="95"/>
        <source>In a minute, a computer player ({level}) makes this move for you, unless you play first.</source>
        <translation>Minuutin kuluttua tietokonepelaaja ({level}) tekee tämän siirron puolestasi, ellet pelaa ensin.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="98"/>
        <source>In {count} seconds, a computer player ({level}) makes this move for you, unless you play first.</source>
        <extracomment>For one: In {count} second, a computer player ({level}) makes this move for you, unless you play first.</extracomment>
        <translation>
            <numerusform>{count} sekunnin kuluttua tietokonepelaaja ({level}) tekee tämän siirron puolestasi, ellet pelaa ensin.</numerusform>
            <numerusform>{count} sekunnin kuluttua tietokonepelaaja ({level}) tekee tämän siirron puolestasi, ellet pelaa ensin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="107"/>
        <source>You have not moved for {count} minutes; a computer player ({level}) makes this move for you.</source>
        <extracomment>For one: You have not moved for {count} minute; a computer player ({level}) makes this move for you.</extracomment>
        <translation>
            <numerusform>Et ole tehnyt siirtoa {count} minuuttiin; tietokonepelaaja ({level}) tekee tämän siirron puolestasi.</numerusform>
            <numerusform>Et ole tehnyt siirtoa {count} minuuttiin; tietokonepelaaja ({level}) tekee tämän siirron puolestasi.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="113"/>
        <source>A computer player made that move for you.</source>
        <translation>Tietokonepelaaja teki tuon siirron puolestasi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="114"/>
        <source>A computer player made that move for {name}.</source>
        <translation>Tietokonepelaaja teki tuon siirron pelaajan {name} puolesta.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="115"/>
        <source>{name} has not moved for {count} minutes; a computer player ({level}) makes this move for them.</source>
        <extracomment>For one: {name} has not moved for {count} minute; a computer player ({level}) makes this move for them.</extracomment>
        <translation>
            <numerusform>{name} ei ole tehnyt siirtoa {count} minuuttiin; tietokonepelaaja ({level}) tekee tämän siirron hänen puolestaan.</numerusform>
            <numerusform>{name} ei ole tehnyt siirtoa {count} minuuttiin; tietokonepelaaja ({level}) tekee tämän siirron hänen puolestaan.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="276"/>
        <source>Someone at this table is already called {name}: choose another name and join again.</source>
        <translation>Tämän pöydän ääressä joku on jo nimeltään {name}: valitse toinen nimi ja liity uudelleen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="279"/>
        <source>The host dealt a new match at this table, with the same seats.</source>
        <translation>Pöydän avaaja jakoi tähän pöytään uuden pelin samoille paikoille.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="280"/>
        <source>The host closed the table after the match.</source>
        <translation>Pöydän avaaja sulki pöydän pelin jälkeen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="283"/>
        <source>The match at this table is over: the host deals the next one, and your window follows when they do.</source>
        <translation>Tämän pöydän peli on päättynyt: pöydän avaaja jakaa seuraavan, ja ikkunasi seuraa mukana, kun se jaetaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="287"/>
        <source>You dealt a new match at this table, with the same seats.</source>
        <translation>Jaoit tähän pöytään uuden pelin samoille paikoille.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="289"/>
        <source>You resumed the match where it stopped.</source>
        <translation>Jatkoit peliä siitä, mihin se jäi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="298"/>
        <source>{name}&apos;s computer, which hosts the table, did not answer for {count} seconds, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: {name}&apos;s computer, which hosts the table, did not answer for {count} second, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Pelaajan {name} tietokone, jolla pöytä on avattu, ei vastannut {count} sekuntiin, joten kukaan ei voinut pelata sillä välin. Pöytä jatkuu siitä, mihin se jäi, ja jokainen pitää paikkansa.</numerusform>
            <numerusform>Pelaajan {name} tietokone, jolla pöytä on avattu, ei vastannut {count} sekuntiin, joten kukaan ei voinut pelata sillä välin. Pöytä jatkuu siitä, mihin se jäi, ja jokainen pitää paikkansa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="303"/>
        <source>{name}&apos;s computer, which hosts the table, did not answer for {count} minutes, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: {name}&apos;s computer, which hosts the table, did not answer for {count} minute, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Pelaajan {name} tietokone, jolla pöytä on avattu, ei vastannut {count} minuuttiin, joten kukaan ei voinut pelata sillä välin. Pöytä jatkuu siitä, mihin se jäi, ja jokainen pitää paikkansa.</numerusform>
            <numerusform>Pelaajan {name} tietokone, jolla pöytä on avattu, ei vastannut {count} minuuttiin, joten kukaan ei voinut pelata sillä välin. Pöytä jatkuu siitä, mihin se jäi, ja jokainen pitää paikkansa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="308"/>
        <source>Your computer did not answer for {count} seconds (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: Your computer did not answer for {count} second (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Tietokoneesi ei vastannut {count} sekuntiin (se on ehkä ollut lepotilassa), joten kukaan ei voinut pelata sillä välin. Pöytä jatkuu siitä, mihin se jäi, ja jokainen pitää paikkansa.</numerusform>
            <numerusform>Tietokoneesi ei vastannut {count} sekuntiin (se on ehkä ollut lepotilassa), joten kukaan ei voinut pelata sillä välin. Pöytä jatkuu siitä, mihin se jäi, ja jokainen pitää paikkansa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="313"/>
        <source>Your computer did not answer for {count} minutes (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: Your computer did not answer for {count} minute (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Tietokoneesi ei vastannut {count} minuuttiin (se on ehkä ollut lepotilassa), joten kukaan ei voinut pelata sillä välin. Pöytä jatkuu siitä, mihin se jäi, ja jokainen pitää paikkansa.</numerusform>
            <numerusform>Tietokoneesi ei vastannut {count} minuuttiin (se on ehkä ollut lepotilassa), joten kukaan ei voinut pelata sillä välin. Pöytä jatkuu siitä, mihin se jäi, ja jokainen pitää paikkansa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="318"/>
        <source>The host&apos;s computer did not answer for {count} seconds, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: The host&apos;s computer did not answer for {count} second, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Pöydän avaajan tietokone ei vastannut {count} sekuntiin, joten kukaan ei voinut pelata sillä välin. Pöytä jatkuu siitä, mihin se jäi, ja jokainen pitää paikkansa.</numerusform>
            <numerusform>Pöydän avaajan tietokone ei vastannut {count} sekuntiin, joten kukaan ei voinut pelata sillä välin. Pöytä jatkuu siitä, mihin se jäi, ja jokainen pitää paikkansa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="323"/>
        <source>The host&apos;s computer did not answer for {count} minutes, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: The host&apos;s computer did not answer for {count} minute, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Pöydän avaajan tietokone ei vastannut {count} minuuttiin, joten kukaan ei voinut pelata sillä välin. Pöytä jatkuu siitä, mihin se jäi, ja jokainen pitää paikkansa.</numerusform>
            <numerusform>Pöydän avaajan tietokone ei vastannut {count} minuuttiin, joten kukaan ei voinut pelata sillä välin. Pöytä jatkuu siitä, mihin se jäi, ja jokainen pitää paikkansa.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="22"/>
        <source>Find every capture the {card} can make here.</source>
        <translation>Etsi kaikki otot, jotka kortilla {card} voi tässä tehdä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="23"/>
        <source>Make a build of {value}.</source>
        <translation>Tee rakennelma {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="24"/>
        <source>Take the build of {cards}, worth {value}.</source>
        <translation>Ota rakennelma {cards}, jonka arvo on {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="27"/>
        <source>Take the build of {cards}, worth {value}, with what must go with it: here no capture takes that build alone.</source>
        <translation>Ota rakennelma {cards}, jonka arvo on {value}, yhdessä sen kanssa, minkä on mentävä mukana: tässä mikään otto ei ota sitä rakennelmaa yksinään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="29"/>
        <source>Raise the build of {cards}, worth {value}.</source>
        <translation>Korota rakennelmaa {cards}, jonka arvo on {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="30"/>
        <source>The round is over. This drill is about {item}, but a round is scored as a whole: count the points of each pile for every item of the scoring table ({items}), and give the points of each side.</source>
        <comment>{item}: one item&apos;s name, such as: Most spades; {items}: every item with its points, such as: Most cards: 2, Aces: 1 each</comment>
        <translation>Kierros on päättynyt. Tämä harjoitus koskee kohtaa {item}, mutta kierros pisteytetään kokonaisuutena: laske kunkin pinon pisteet pistetaulukon jokaisesta kohdasta ({items}) ja anna kunkin osapuolen pisteet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="35"/>
        <source>{item}: {points}</source>
        <comment>a scoring item and its points, such as: Most cards: 2</comment>
        <translation>{item}: {points}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="36"/>
        <source>{item}: {points} each</source>
        <comment>a scoring item worth points per card, such as: Aces: 1 each</comment>
        <translation>{item}: {points} kustakin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="39"/>
        <source>There is no building in this game, so it has no drills about builds.</source>
        <translation>Tässä pelissä ei rakenneta, joten siinä ei ole rakennelmia koskevia harjoituksia.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="40"/>
        <source>The play is legal.</source>
        <translation>Siirto on sallittu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="42"/>
        <source>Make a build of {value} from table cards alone.</source>
        <translation>Tee rakennelma {value} pelkistä pöydän korteista.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="45"/>
        <source>Right.</source>
        <translation>Oikein.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="46"/>
        <source>Right: the play is legal.</source>
        <translation>Oikein: siirto on sallittu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="47"/>
        <source>Not so: the play is legal.</source>
        <translation>Väärin: siirto on sallittu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="48"/>
        <source>Not so. The rules say: {sentence}</source>
        <translation>Väärin. Säännöt sanovat: {sentence}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="49"/>
        <source>You missed {count} captures, such as {capture}.</source>
        <extracomment>For one: You missed a capture: {capture}.</extracomment>
        <translation>
            <numerusform>Yksi otto jäi löytämättä: {capture}.</numerusform>
            <numerusform>{count} ottoa jäi löytämättä, esimerkiksi {capture}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="52"/>
        <source>You missed a capture: {capture}. The {card} may take those groups all at once, and that is a capture of its own.</source>
        <translation>Yksi otto jäi löytämättä: {capture}. Kortti {card} saa ottaa ne ryhmät kerralla, ja se on oma ottonsa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="54"/>
        <source>The question is about the {card}; {capture} is played with another card.</source>
        <translation>Kysymys koskee korttia {card}; {capture} pelataan toisella kortilla.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="55"/>
        <source>That play is legal, but it is not a capture.</source>
        <translation>Siirto on sallittu, mutta se ei ole otto.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="56"/>
        <source>That play is legal, but it does not leave a build of {value}.</source>
        <translation>Siirto on sallittu, mutta siitä ei jää rakennelmaa {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="57"/>
        <source>That play is legal, but it does not take the build of {cards}.</source>
        <translation>Siirto on sallittu, mutta se ei ota rakennelmaa {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="58"/>
        <source>That play is legal, but it does not raise the build of {cards}.</source>
        <translation>Siirto on sallittu, mutta se ei korota rakennelmaa {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="59"/>
        <source>That play is legal, but it is not a build of {value} from table cards alone.</source>
        <translation>Siirto on sallittu, mutta se ei ole pelkistä pöydän korteista tehty rakennelma {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="60"/>
        <source>{item}: the points are {right}, not {given}.</source>
        <translation>{item}: pisteet ovat {right}, ei {given}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="61"/>
        <source>That answer cannot be read: {problem}</source>
        <translation>Vastausta ei voi lukea: {problem}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="63"/>
        <source>give the number of a choice, from 0 to {last}.</source>
        <translation>anna vaihtoehdon numero väliltä 0–{last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="64"/>
        <source>give one play, as text.</source>
        <translation>anna yksi siirto tekstinä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="65"/>
        <source>give the points as an object of items, each with a list of points per side.</source>
        <translation>anna pisteet oliona, jossa jokaisella kohdalla on lista pisteistä osapuolittain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="66"/>
        <source>&apos;{item}&apos; is not an item of this round&apos;s scoring table.</source>
        <translation>”{item}” ei ole tämän kierroksen pistetaulukon kohta.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="67"/>
        <source>give {count} whole numbers of points for each item.</source>
        <extracomment>For one: give {count} whole number of points for each item.</extracomment>
        <translation>
            <numerusform>anna kullekin kohdalle {count} kokonaisluku pisteiksi.</numerusform>
            <numerusform>anna kullekin kohdalle {count} kokonaislukua pisteiksi.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="70"/>
        <source>{cards} with the {card}</source>
        <translation>{cards} kortilla {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="71"/>
        <source>{cards} with the {card}, counted as {value}</source>
        <translation>{cards} kortilla {card}, jonka arvoksi lasketaan {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="97"/>
        <source>{first} to {second}</source>
        <translation>{first}–{second}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="101"/>
        <source>Take {cards} with the {card}.</source>
        <translation>Ota {cards} kortilla {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="102"/>
        <source>Build {value} with the {card} on {cards}.</source>
        <translation>Rakenna kortilla {card} korttien {cards} päälle rakennelma {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="103"/>
        <source>Raise the build of {builds} to {value} with the {card}.</source>
        <translation>Korota rakennelma {builds} arvoon {value} kortilla {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="104"/>
        <source>Raise the build of {builds} to {value} with the {card} and {cards}.</source>
        <translation>Korota rakennelma {builds} arvoon {value} kortilla {card} ja korteilla {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="105"/>
        <source>Build {value} from the table cards {cards} alone.</source>
        <translation>Rakenna pelkistä pöydän korteista {cards} rakennelma {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="109"/>
        <source>Build {value}s with the {card}: {groups}.</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Rakenna kortilla {card} moninkertainen rakennelma {value}: {groups}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="111"/>
        <source>Build {value}s from the table cards alone: {groups}.</source>
        <comment>a multiple build of table cards: two or more groups, each of this value</comment>
        <translation>Rakenna pelkistä pöydän korteista moninkertainen rakennelma {value}: {groups}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="149"/>
        <source>Playing only while the round is on</source>
        <translation>Pelaaminen vain kierroksen aikana</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="150"/>
        <source>Playing a card you hold</source>
        <translation>Oman kortin pelaaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="151"/>
        <source>Naming cards that are on the table</source>
        <translation>Pöydässä olevien korttien nimeäminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="152"/>
        <source>Naming builds that are on the table</source>
        <translation>Pöydässä olevien rakennelmien nimeäminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="154"/>
        <source>A trail takes no table cards</source>
        <translation>Pöytään laitettu kortti ei ota pöydän kortteja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="155"/>
        <source>A trail leaves the builds alone</source>
        <translation>Pöytään laitettu kortti ei koske rakennelmiin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="156"/>
        <source>A trailed card declares no value</source>
        <translation>Pöytään laitetulle kortille ei ilmoiteta arvoa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="157"/>
        <source>No trailing while you own a build</source>
        <translation>Ei pöytään laittoa, kun omistat rakennelman</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="158"/>
        <source>No trailing a card that pairs a table card</source>
        <translation>Pöydän kortin pariksi sopivaa korttia ei laiteta pöytään</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="159"/>
        <source>Trailing and building at once</source>
        <translation>Pöytään laitto ja rakentaminen samalla kertaa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="161"/>
        <source>What the owner of a build must do</source>
        <translation>Mitä rakennelman omistajan pitää tehdä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="162"/>
        <source>Keeping a card that takes your build</source>
        <translation>Rakennelman ottavan kortin säilyttäminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="164"/>
        <source>Capturing whenever you can</source>
        <translation>Ottaminen aina kun voi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="165"/>
        <source>The values a card can count as</source>
        <translation>Kortin mahdolliset arvot</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="166"/>
        <source>A build is taken whole, by its value</source>
        <translation>Rakennelma otetaan kokonaisena sen arvolla</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="167"/>
        <source>Naming what a capture takes</source>
        <translation>Oton korttien nimeäminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="168"/>
        <source>Court cards take their own rank</source>
        <translation>Kuvakortit ottavat samanarvoisia</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="169"/>
        <source>How many court cards one card takes</source>
        <translation>Montako kuvakorttia yksi kortti ottaa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="170"/>
        <source>Taking groups that add up</source>
        <translation>Yhteenlaskettujen ryhmien ottaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="171"/>
        <source>Taking every equal loose card</source>
        <translation>Kaikkien samanarvoisten irtokorttien ottaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="173"/>
        <source>No building in this game</source>
        <translation>Tässä pelissä ei rakenneta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="175"/>
        <source>Court cards cannot build</source>
        <translation>Kuvakorteilla ei rakenneta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="176"/>
        <source>Building with court cards</source>
        <translation>Kuvakorteilla rakentaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="177"/>
        <source>Adding to a court-card build</source>
        <translation>Kuvakorttirakennelmaan lisääminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="178"/>
        <source>Declaring a build&apos;s value</source>
        <translation>Rakennelman arvon ilmoittaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="179"/>
        <source>Which builds can be raised</source>
        <translation>Mitä rakennelmia voi korottaa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="180"/>
        <source>Raising your own build</source>
        <translation>Oman rakennelman korottaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="181"/>
        <source>The highest build allowed</source>
        <translation>Suurin sallittu rakennelma</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="182"/>
        <source>Holding a card that takes your build</source>
        <translation>Rakennelman ottava kortti kädessä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="183"/>
        <source>Court cards stay out of builds</source>
        <translation>Kuvakortit eivät käy rakennelmiin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="184"/>
        <source>What a raise adds</source>
        <translation>Mitä korotus lisää</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="185"/>
        <source>Adding keeps a build&apos;s value</source>
        <translation>Lisääminen säilyttää rakennelman arvon</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="186"/>
        <source>A build needs table cards</source>
        <translation>Rakennelmaan tarvitaan pöydän kortteja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="187"/>
        <source>One build of each value</source>
        <translation>Yksi rakennelma kutakin arvoa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="188"/>
        <source>Joining builds together</source>
        <translation>Rakennelmien yhdistäminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="189"/>
        <source>Building groups that make the value</source>
        <translation>Arvon muodostavien ryhmien rakentaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="191"/>
        <source>Finding every capture</source>
        <translation>Kaikkien ottojen löytäminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="192"/>
        <source>Making a build</source>
        <translation>Rakennelman tekeminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="193"/>
        <source>Taking a build</source>
        <translation>Rakennelman ottaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="194"/>
        <source>Raising a build</source>
        <translation>Rakennelman korottaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="195"/>
        <source>Building from table cards alone</source>
        <translation>Rakentaminen pelkistä pöydän korteista</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="197"/>
        <source>Where a capture pile&apos;s top card may go</source>
        <translation>Mihin ottopinon päällimmäisen kortin voi käyttää</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="198"/>
        <source>Leaving your partner&apos;s build alone</source>
        <translation>Kumppanin rakennelman jättäminen rauhaan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="199"/>
        <source>Adding to an opponent&apos;s build</source>
        <translation>Lisääminen vastustajan rakennelmaan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="200"/>
        <source>The first deal&apos;s limits for two players</source>
        <translation>Ensimmäisen jaon rajoitukset kahdella pelaajalla</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="201"/>
        <source>Taking everything when opponents insist</source>
        <translation>Kaiken ottaminen, kun vastustajat vaativat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="202"/>
        <source>One card from the hand a turn</source>
        <translation>Yksi kortti kädestä vuorolla</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="203"/>
        <source>Ending your turn</source>
        <translation>Vuoron lopettaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="204"/>
        <source>Building from table cards</source>
        <translation>Rakentaminen pöydän korteista</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="205"/>
        <source>Adding table cards to a build</source>
        <translation>Pöydän korttien lisääminen rakennelmaan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="206"/>
        <source>Scoring enough spades</source>
        <translation>Riittävästi patoja pisteeseen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="207"/>
        <source>Telling a legal play</source>
        <translation>Sallitun siirron tunnistaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="209"/>
        <source>Scoring the most cards</source>
        <translation>Eniten kortteja -pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="210"/>
        <source>Scoring the most spades</source>
        <translation>Eniten patoja -pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="211"/>
        <source>Scoring spades beyond the limit</source>
        <translation>Rajan ylittävien patojen pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="212"/>
        <source>Scoring every spade</source>
        <translation>Jokaisen padan pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="213"/>
        <source>Scoring the aces</source>
        <translation>Ässien pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="214"/>
        <source>Scoring the 10♦ (big casino)</source>
        <translation>Ruutukympin (10♦, iso kasino) pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="215"/>
        <source>Scoring the 2♠ (little casino)</source>
        <translation>Patakakkosen (2♠, pikkukasino) pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="216"/>
        <source>Scoring the A♠</source>
        <translation>Pataässän (A♠) pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="217"/>
        <source>Scoring the J♠</source>
        <translation>Patajätkän (J♠) pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="218"/>
        <source>Scoring the last capture</source>
        <translation>Viimeisen oton pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="219"/>
        <source>Scoring sweeps</source>
        <translation>Mökkien pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="220"/>
        <source>Sweeps left open</source>
        <translation>Mökille jätetty pöytä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="221"/>
        <source>Scoring mulles</source>
        <translation>Mullejen pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="223"/>
        <source>A rule of a later version of the game</source>
        <translation>Pelin uudemman version sääntö</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="19"/>
        <source>Drag your {card} to an empty spot on the table: it takes nothing here, so you trail it.</source>
        <translation>Vedä korttisi {card} tyhjään kohtaan pöydällä: se ei ota tässä mitään, joten laitat sen pöytään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="22"/>
        <source>Drag your {card} to an empty spot on the table: no card in your hand takes anything here, so you may trail; whenever a card of yours can take, you must capture.</source>
        <translation>Vedä korttisi {card} tyhjään kohtaan pöydällä: mikään kätesi kortti ei ota tässä mitään, joten saat laittaa kortin pöytään; aina kun jokin korttisi voi ottaa, sinun on otettava.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="24"/>
        <source>Drag your {card} onto the {cards}: a card takes a table card of the same rank.</source>
        <translation>Vedä korttisi {card} kortin {cards} päälle: kortti ottaa pöydästä samanarvoisen kortin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="25"/>
        <source>Drag your {card} onto {cards}: together they count {value}, so your {card} takes them at once.</source>
        <translation>Vedä korttisi {card} korttien {cards} päälle: niiden summa on {value}, joten korttisi {card} ottaa ne kaikki kerralla.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="26"/>
        <source>Drag your {card} onto {cards} to build {value}: you still hold a card worth {value}, so you can take the build on your next turn.</source>
        <translation>Vedä korttisi {card} pöydän {cards} päälle ja rakenna rakennelma {value}: kädessäsi on vielä kortti, jonka arvo on {value}, joten voit ottaa rakennelman seuraavalla vuorollasi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="28"/>
        <source>Now take your build: drag your {card} onto the build worth {value}.</source>
        <translation>Ota nyt rakennelmasi: vedä korttisi {card} rakennelman {value} päälle.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="29"/>
        <source>Drag your {card} onto {name}&apos;s build to raise it to {value}: you hold a card worth {value}, and the build becomes yours.</source>
        <translation>Vedä korttisi {card} pelaajan {name} rakennelman päälle ja korota se arvoon {value}: kädessäsi on kortti, jonka arvo on {value}, ja rakennelmasta tulee sinun.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="34"/>
        <source>Take {cards} with your {card}: that clears the table, a {sweep}, which scores {count} points for you.</source>
        <extracomment>For one: Take {cards} with your {card}: that clears the table, a {sweep}, which scores {count} point for you.</extracomment>
        <translation>
            <numerusform>Ota {cards} kortillasi {card}: näin tyhjennät pöydän, ja se on {sweep}, josta saat {count} pisteen.</numerusform>
            <numerusform>Ota {cards} kortillasi {card}: näin tyhjennät pöydän, ja se on {sweep}, josta saat {count} pistettä.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="38"/>
        <source>Take {cards} with your {card}: that clears the table, a {sweep}; in this game a {sweep} scores nothing by itself.</source>
        <translation>Ota {cards} kortillasi {card}: näin tyhjennät pöydän, ja se on {sweep}; tässä pelissä {sweep} ei itsessään tuo pisteitä.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="40"/>
        <source>You must capture, and your only capture is {cards} with your {card}: it clears the table, a {sweep}, which costs you {count} penalty points and credits {count} to {name}, who left the table open.</source>
        <extracomment>For one: You must capture, and your only capture is {cards} with your {card}: it clears the table, a {sweep}, which costs you {count} penalty point and credits {count} to {name}, who left the table open.</extracomment>
        <translation>
            <numerusform>Sinun on pakko ottaa, ja ainoa mahdollinen otto on {cards} kortillasi {card}: se tyhjentää pöydän, ja se on {sweep}, josta saat {count} miinuspisteen, ja pelaajalta {name}, joka jätti pöydän auki, vähennetään {count}.</numerusform>
            <numerusform>Sinun on pakko ottaa, ja ainoa mahdollinen otto on {cards} kortillasi {card}: se tyhjentää pöydän, ja se on {sweep}, josta saat {count} miinuspistettä, ja pelaajalta {name}, joka jätti pöydän auki, vähennetään {count}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="46"/>
        <source>Drag your {card} onto its twin on the table: taking the identical card is a mulle, and it scores the card&apos;s value.</source>
        <translation>Vedä korttisi {card} sen pöydässä olevan kaksoiskappaleen päälle: täsmälleen samanlaisen kortin ottaminen on mulle, ja se tuo kortin arvon verran pisteitä.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="50"/>
        <source>Drag your {card} onto its twin on the table and take nothing else with it: taking the identical card alone is a mulle, and it scores {count} points.</source>
        <extracomment>For one: Drag your {card} onto its twin on the table and take nothing else with it: taking the identical card alone is a mulle, and it scores {count} point.</extracomment>
        <translation>
            <numerusform>Vedä korttisi {card} sen pöydässä olevan kaksoiskappaleen päälle äläkä ota mitään muuta sen mukana: täsmälleen samanlaisen kortin ottaminen yksinään on mulle, ja se tuo {count} pisteen.</numerusform>
            <numerusform>Vedä korttisi {card} sen pöydässä olevan kaksoiskappaleen päälle äläkä ota mitään muuta sen mukana: täsmälleen samanlaisen kortin ottaminen yksinään on mulle, ja se tuo {count} pistettä.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="54"/>
        <source>Take {cards} with your {card}: the last capture of the round; the cards still on the table at the end go to whoever made it.</source>
        <translation>Ota {cards} kortillasi {card}: se on kierroksen viimeinen otto, ja lopussa pöytään jääneet kortit menevät sen tekijälle.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="56"/>
        <source>Take {cards} with your {card}: the last capture of the round ({last}); it scores {count} points, and the cards still on the table at the end go with it.</source>
        <extracomment>For one: Take {cards} with your {card}: the last capture of the round ({last}); it scores {count} point, and the cards still on the table at the end go with it.</extracomment>
        <translation>
            <numerusform>Ota {cards} kortillasi {card}: se on kierroksen viimeinen otto ({last}); siitä saa {count} pisteen, ja lopussa pöytään jääneet kortit tulevat sen mukana.</numerusform>
            <numerusform>Ota {cards} kortillasi {card}: se on kierroksen viimeinen otto ({last}); siitä saa {count} pistettä, ja lopussa pöytään jääneet kortit tulevat sen mukana.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="60"/>
        <source>Take {cards} with your {card}: the last capture of the round, and another {sweep}, which scores {count} points, as it clears the table; whatever is left on the table at the end goes to whoever made the last capture.</source>
        <extracomment>For one: Take {cards} with your {card}: the last capture of the round, and another {sweep}, which scores {count} point, as it clears the table; whatever is left on the table at the end goes to whoever made the last capture.</extracomment>
        <translation>
            <numerusform>Ota {cards} kortillasi {card}: se on kierroksen viimeinen otto ja lisäksi {sweep}, josta saa {count} pisteen, koska se tyhjentää pöydän; kaikki pöytään lopussa jäävä menee viimeisen oton tekijälle.</numerusform>
            <numerusform>Ota {cards} kortillasi {card}: se on kierroksen viimeinen otto ja lisäksi {sweep}, josta saa {count} pistettä, koska se tyhjentää pöydän; kaikki pöytään lopussa jäävä menee viimeisen oton tekijälle.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="66"/>
        <source>Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round; the cards still on the table at the end go to whoever made it.</source>
        <translation>Ota {cards} kortillasi {card}, jonka arvo kädestä on {value}: se on kierroksen viimeinen otto, ja lopussa pöytään jääneet kortit menevät sen tekijälle.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="68"/>
        <source>Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round ({last}); it scores {count} points, and the cards still on the table at the end go with it.</source>
        <extracomment>For one: Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round ({last}); it scores {count} point, and the cards still on the table at the end go with it.</extracomment>
        <translation>
            <numerusform>Ota {cards} kortillasi {card}, jonka arvo kädestä on {value}: se on kierroksen viimeinen otto ({last}); siitä saa {count} pisteen, ja lopussa pöytään jääneet kortit tulevat sen mukana.</numerusform>
            <numerusform>Ota {cards} kortillasi {card}, jonka arvo kädestä on {value}: se on kierroksen viimeinen otto ({last}); siitä saa {count} pistettä, ja lopussa pöytään jääneet kortit tulevat sen mukana.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="74"/>
        <source>Drag your {card} onto your build worth {value} together with {top}, the top card of {name}&apos;s capture pile: {card} and {top} make {value}, so both join your build. It is now an augmented build, and its value can never change.</source>
        <translation>Vedä korttisi {card} rakennelmaasi {value} yhdessä kortin {top} kanssa, joka on pelaajan {name} ottopinon päällimmäinen kortti: {card} ja {top} ovat yhteensä {value}, joten molemmat liittyvät rakennelmaasi. Se on nyt moninkertainen rakennelma, eikä sen arvo voi enää koskaan muuttua.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="77"/>
        <source>Your card is played, but your turn goes on: build {value} from the table cards {cards} alone, dragging one onto the other. You hold a card worth {value}, so you can take the build on your next turn.</source>
        <translation>Korttisi on pelattu, mutta vuorosi jatkuu: rakenna rakennelma {value} pelkistä pöydän korteista {cards} vetämällä kortti toisen päälle. Kädessäsi on kortti, jonka arvo on {value}, joten voit ottaa rakennelman seuraavalla vuorollasi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="80"/>
        <source>A turn here may go on with table cards, but nothing more is needed now: end your turn, and {name} plays.</source>
        <translation>Tässä pelissä vuoro voi jatkua pöydän korteilla, mutta nyt ei tarvita enempää: lopeta vuorosi, niin {name} pelaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="86"/>
        <source>That move is allowed, but this step asks you to trail your {card}.</source>
        <translation>Siirto on sallittu, mutta tässä vaiheessa sinun pitää laittaa korttisi {card} pöytään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="87"/>
        <source>That move is allowed, but this step asks you to take the {cards} with your {card}.</source>
        <translation>Siirto on sallittu, mutta tässä vaiheessa sinun pitää ottaa {cards} kortillasi {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="88"/>
        <source>That move is allowed, but this step asks you to take {cards} together with your {card}.</source>
        <translation>Siirto on sallittu, mutta tässä vaiheessa sinun pitää ottaa {cards} yhdessä kortillasi {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="89"/>
        <source>That move is allowed, but this step asks you to build {value} with your {card} on {cards}.</source>
        <translation>Siirto on sallittu, mutta tässä vaiheessa sinun pitää rakentaa kortillasi {card} pöydän {cards} päälle rakennelma {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="90"/>
        <source>That move is allowed, but this step asks you to take your build worth {value} with your {card}.</source>
        <translation>Siirto on sallittu, mutta tässä vaiheessa sinun pitää ottaa rakennelmasi {value} kortillasi {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="91"/>
        <source>That move is allowed, but this step asks you to raise {name}&apos;s build to {value} with your {card}.</source>
        <translation>Siirto on sallittu, mutta tässä vaiheessa sinun pitää korottaa pelaajan {name} rakennelma arvoon {value} kortillasi {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="92"/>
        <source>That move is allowed, but this step asks you to take {cards} with your {card} and clear the table.</source>
        <translation>Siirto on sallittu, mutta tässä vaiheessa sinun pitää ottaa {cards} kortillasi {card} ja tyhjentää pöytä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="93"/>
        <source>That move is allowed, but this step asks you to take the twin {cards} with your {card}.</source>
        <translation>Siirto on sallittu, mutta tässä vaiheessa sinun pitää ottaa kaksoiskappale {cards} kortillasi {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="94"/>
        <source>That move is allowed, but this step asks you to take {cards} with your {card}.</source>
        <translation>Siirto on sallittu, mutta tässä vaiheessa sinun pitää ottaa {cards} kortillasi {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="95"/>
        <source>That move is allowed, but this step asks you to add your {card} and {name}&apos;s top card {top} to your build worth {value}.</source>
        <translation>Siirto on sallittu, mutta tässä vaiheessa sinun pitää lisätä korttisi {card} ja pelaajan {name} päällimmäinen kortti {top} rakennelmaasi {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="97"/>
        <source>That move is allowed, but this step asks you to build {value} from the table cards {cards} alone.</source>
        <translation>Siirto on sallittu, mutta tässä vaiheessa sinun pitää rakentaa rakennelma {value} pelkistä pöydän korteista {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="98"/>
        <source>That move is allowed, but this step asks you to end your turn.</source>
        <translation>Siirto on sallittu, mutta tässä vaiheessa sinun pitää lopettaa vuorosi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="101"/>
        <source>Step {number} of {total}</source>
        <translation>Vaihe {number}/{total}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="102"/>
        <source>{name} plays now; your next step follows.</source>
        <translation>Nyt pelaa {name}; sitten on seuraavan vaiheesi vuoro.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="103"/>
        <source>That is the whole deal. The score sheet shows what each of you scored.</source>
        <translation>Siinä oli koko jako. Pistetaulukosta näet, mitä kukin teistä sai.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="105"/>
        <source>Welcome to Casino. You play against North: take cards from the table with a card of the same rank, or with one worth their sum, and build for later. Follow the pointer.</source>
        <translation>Tervetuloa pelaamaan Casinoa. Pelaat Pohjoista vastaan: ota pöydästä kortteja samanarvoisella kortilla tai kortilla, jonka arvo on niiden summa, ja rakenna myöhempää varten. Seuraa osoitinta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="107"/>
        <source>Welcome to Casino as it is often played at home. You play against North: take cards from the table with a card of the same rank, or with one worth their sum, build for later, and clear the table for a sweep, which scores. Follow the pointer.</source>
        <translation>Tervetuloa pelaamaan Casinoa niin kuin sitä usein pelataan kotona. Pelaat Pohjoista vastaan: ota pöydästä kortteja samanarvoisella kortilla tai kortilla, jonka arvo on niiden summa, rakenna myöhempää varten ja tyhjennä pöytä: se on mökki, joka tuo pisteitä. Seuraa osoitinta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="110"/>
        <source>Welcome to Wippen, the Belgian game. You play against North: take cards from the table with a card of the same rank, or with one worth their sum, build for later, and clear the table for a sweep, which scores. Follow the pointer.</source>
        <translation>Tervetuloa pelaamaan Wippeniä, belgialaista peliä. Pelaat Pohjoista vastaan: ota pöydästä kortteja samanarvoisella kortilla tai kortilla, jonka arvo on niiden summa, rakenna myöhempää varten ja tyhjennä pöytä: se on mökki, joka tuo pisteitä. Seuraa osoitinta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="113"/>
        <source>Welcome to Royal Casino. Here J counts 11, Q 12 and K 13, and an ace from your hand 1 or 14, so court cards take sums and build too. Follow the pointer.</source>
        <translation>Tervetuloa pelaamaan Royal Casinoa. Tässä J on 11, Q 12 ja K 13, ja kädestä pelattu ässä 1 tai 14, joten kuvakortitkin ottavat summia ja rakentavat. Seuraa osoitinta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="115"/>
        <source>Welcome to Swedish Kasino. There is no building: take cards by rank or by sum, clear the table for a tabbe, and make the last capture, sistan. Follow the pointer.</source>
        <translation>Tervetuloa pelaamaan ruotsalaista kasinoa. Rakentamista ei ole: ota kortteja arvon tai summan mukaan, vie pöydästä kaikki kortit, niin saat mökin eli tabben, ja tee viimeinen otto, sistan. Seuraa osoitinta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="117"/>
        <source>Welcome to Finnish Kasino. An ace from the hand counts 14, the 2♠ 15 and the 10♦ 16; aces and casinos score the moment you take them. Follow the pointer.</source>
        <translation>Tervetuloa pelaamaan suomalaista kasinoa. Kädestä pelattu ässä on 14, patakakkonen 15 ja ruutukymppi 16; ässät, patakakkonen ja ruutukymppi tuovat pisteet heti, kun otat ne. Seuraa osoitinta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="119"/>
        <source>Welcome to Mulle, with two decks: every card has an identical twin. There is no building: take cards by rank or by sum, clear the table for a tabbe, and take a card&apos;s twin alone for a mulle, worth 5 points. Follow the pointer.</source>
        <translation>Tervetuloa pelaamaan Mullea kahdella pakalla: jokaisella kortilla on täsmälleen samanlainen kaksoiskappale. Rakentamista ei ole: ota kortteja arvon tai summan mukaan, vie pöydästä kaikki kortit, niin saat mökin eli tabben, ja ota kortin kaksoiskappale yksinään, niin saat mullen, joka tuo 5 pistettä. Seuraa osoitinta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="122"/>
        <source>Welcome to Mulle, with two decks: every card has an identical twin. Take by rank or by sum, build, and take a twin for a mulle. Follow the pointer.</source>
        <translation>Tervetuloa pelaamaan Mullea kahdella pakalla: jokaisella kortilla on täsmälleen samanlainen kaksoiskappale. Ota arvon tai summan mukaan, rakenna ja ota kaksoiskappale, niin saat mullen. Seuraa osoitinta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="124"/>
        <source>Welcome to Krypkasino, with two decks: every point you take is a penalty, and you must capture whenever you can. Follow the pointer.</source>
        <translation>Tervetuloa pelaamaan Krypkasinoa kahdella pakalla: jokainen ottamasi piste on miinuspiste, ja sinun pitää ottaa aina, kun voit. Seuraa osoitinta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="126"/>
        <source>Welcome to Dominican Royal Casino: a card equal to a loose table card must take it, and nobody raises their own build. Follow the pointer.</source>
        <translation>Tervetuloa pelaamaan dominikaanista Royal Casinoa: pöydän irtokortin kanssa samanarvoisen kortin pitää ottaa se, eikä kukaan korota omaa rakennelmaansa. Seuraa osoitinta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="128"/>
        <source>Welcome to Swazi Casino. The four cards on the table were cut from the middle of the pack. Capture piles lie face up, and the top card of your opponent&apos;s pile can go into your builds. Play one card from your hand each turn, then end your turn. Follow the pointer.</source>
        <translation>Tervetuloa pelaamaan eswatinilaista kasinoa. Pöydän neljä korttia nostettiin pakan keskeltä. Ottopinot ovat kuvapuoli ylöspäin, ja vastustajasi pinon päällimmäisen kortin voi lisätä omiin rakennelmiisi. Pelaa joka vuorolla yksi kortti kädestäsi ja lopeta sitten vuorosi. Seuraa osoitinta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="137"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ (big casino) {big_casino} and the 2♠ (little casino) {little_casino}. The match goes on until someone reaches {target}.</source>
        <translation>Jokainen rivi on yksi pisteitä tuova kohta ja jokainen sarake yksi pelaaja: eniten kortteja {most_cards}, eniten patoja {most_spades}, jokainen ässä {each_ace}, 10♦ (iso kasino) {big_casino} ja 2♠ (pikkukasino) {little_casino}. Peli jatkuu, kunnes joku saavuttaa {target} pistettä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="140"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ (big casino) {big_casino}, the 2♠ (little casino) {little_casino} and each sweep {sweep_points}. One round is the whole game.</source>
        <translation>Jokainen rivi on yksi pisteitä tuova kohta ja jokainen sarake yksi pelaaja: eniten kortteja {most_cards}, eniten patoja {most_spades}, jokainen ässä {each_ace}, 10♦ (iso kasino) {big_casino}, 2♠ (pikkukasino) {little_casino} ja jokainen mökki {sweep_points}. Yksi kierros on koko peli.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="144"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino}, the 2♠ {little_casino} and each sweep {sweep_points}. The match goes on until someone reaches {target}.</source>
        <translation>Jokainen rivi on yksi pisteitä tuova kohta ja jokainen sarake yksi pelaaja: eniten kortteja {most_cards}, eniten patoja {most_spades}, jokainen ässä {each_ace}, 10♦ {big_casino}, 2♠ {little_casino} ja jokainen mökki {sweep_points}. Peli jatkuu, kunnes joku saavuttaa {target} pistettä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="147"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino} and the 2♠ {little_casino}. The match goes on until someone reaches {target}.</source>
        <translation>Jokainen rivi on yksi pisteitä tuova kohta ja jokainen sarake yksi pelaaja: eniten kortteja {most_cards}, eniten patoja {most_spades}, jokainen ässä {each_ace}, 10♦ {big_casino} ja 2♠ {little_casino}. Peli jatkuu, kunnes joku saavuttaa {target} pistettä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="150"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino}, the 2♠ {little_casino}, the last capture (sistan) {last_capture} and each tabbe {sweep_points}. The match goes on until someone reaches {target}.</source>
        <translation>Jokainen rivi on yksi pisteitä tuova kohta ja jokainen sarake yksi pelaaja: eniten kortteja {most_cards}, eniten patoja {most_spades}, jokainen ässä {each_ace}, 10♦ {big_casino}, 2♠ {little_casino}, viimeinen otto (sistan) {last_capture} ja jokainen tabbe {sweep_points}. Peli jatkuu, kunnes joku saavuttaa {target} pistettä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="154"/>
        <source>Each row is one thing that scores, each column a player; the rows marked “at once” were scored the moment the card was taken. Each mökki scores {sweep_points} unless both of you made one. The match goes on until someone reaches {target}.</source>
        <translation>Jokainen rivi on yksi pisteitä tuova kohta ja jokainen sarake yksi pelaaja; rivit, joissa lukee ”heti”, pisteytettiin sillä hetkellä, kun kortti otettiin. Jokainen mökki on {sweep_points} pisteen arvoinen, ellei kummallakin teistä ole mökkiä. Peli jatkuu, kunnes joku saavuttaa {target} pistettä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="158"/>
        <source>Each row is one thing that scores, each column a player: most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino}, the 2♠ {little_casino}, the last capture (sistan) {last_capture}, each tabbe {sweep_points} and each mulle 5; there is no point for most cards. The match goes on until someone reaches {target}.</source>
        <translation>Jokainen rivi on yksi pisteitä tuova kohta ja jokainen sarake yksi pelaaja: eniten patoja {most_spades}, jokainen ässä {each_ace}, 10♦ {big_casino}, 2♠ {little_casino}, viimeinen otto (sistan) {last_capture}, jokainen mökki eli tabbe {sweep_points} ja jokainen mulle 5; eniten kortteja ei tuo pisteitä. Peli jatkuu, kunnes joku saavuttaa {target} pistettä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="162"/>
        <source>Each row is one thing that scores, each column a player: every spade {each_spade}, the 10♦ {big_casino}, the 2♠ {little_casino}, the A♠ {ace_of_spades} more, each sweep {sweep_points} and each mulle the value of the card that made it. One round is the whole game.</source>
        <translation>Jokainen rivi on yksi pisteitä tuova kohta ja jokainen sarake yksi pelaaja: jokainen pata {each_spade}, 10♦ {big_casino}, 2♠ {little_casino}, A♠ {ace_of_spades} lisää, jokainen mökki {sweep_points} ja jokainen mulle sen tehneen kortin arvon. Yksi kierros on koko peli.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="166"/>
        <source>Each row is a penalty, each column a player: every spade and ace, the casinos and each sweep count against whoever took them, and a sweep credits whoever left the table open. The fewest penalties win once each of you has dealt.</source>
        <translation>Jokainen rivi on miinuspistekohta ja jokainen sarake yksi pelaaja: jokainen pata ja ässä, kasinot ja jokainen mökki lasketaan ottajaansa vastaan, ja mökki hyvittää pöydän auki jättänyttä. Kun kukin teistä on jakanut, vähiten miinuspisteitä saanut voittaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="169"/>
        <source>Each row is one thing that scores, each column a player; sweeps of both sides cancel out. The match goes on to {target}, where near the end only most cards, the 10♦ or most spades can win it.</source>
        <translation>Jokainen rivi on yksi pisteitä tuova kohta ja jokainen sarake yksi pelaaja; molempien osapuolten mökit kumoavat toisensa. Peli jatkuu {target} pisteeseen, ja loppua lähestyttäessä voiton voi ratkaista vain eniten kortteja, 10♦ tai eniten patoja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="172"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino} and the 2♠ {little_casino}: 11 points in every deal, shared when tied. The match goes on until someone reaches {target}.</source>
        <translation>Jokainen rivi on yksi pisteitä tuova kohta ja jokainen sarake yksi pelaaja: eniten kortteja {most_cards}, eniten patoja {most_spades}, jokainen ässä {each_ace}, 10♦ {big_casino} ja 2♠ {little_casino}: joka kierroksella jaetaan 11 pistettä, tasatilanteessa tasan. Peli jatkuu, kunnes joku saavuttaa {target} pistettä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="177"/>
        <source>&amp;Close the Lesson</source>
        <translation>&amp;Sulje oppitunti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="178"/>
        <source>&amp;End Turn</source>
        <translation>&amp;Lopeta vuoro</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="179"/>
        <source>End your turn once you have played your card from the hand (and any table cards you add).</source>
        <translation>Lopeta vuorosi, kun olet pelannut korttisi kädestä (ja lisännyt pöydän kortit, jotka haluat lisätä).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="180"/>
        <source>&amp;Lesson</source>
        <translation>O&amp;ppitunti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="181"/>
        <source>&amp;Start Again</source>
        <translation>&amp;Aloita alusta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="182"/>
        <source>A Guided First Game</source>
        <translation>Opastettu ensimmäinen peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="183"/>
        <source>New to {game}? Play a short guided deal: the table shows you each kind of move, one at a time, and explains what scores.</source>
        <translation>Onko {game} sinulle uusi? Pelaa lyhyt opastettu jako: pöytä näyttää jokaisen siirtotyypin yksi kerrallaan ja kertoo, mistä saa pisteitä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="185"/>
        <source>Play the &amp;Guided Deal</source>
        <translation>Pelaa &amp;opastettu jako</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="186"/>
        <source>&amp;Not Now</source>
        <translation>&amp;Ei nyt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="187"/>
        <source>&amp;Guided First Game</source>
        <translation>&amp;Opastettu ensimmäinen peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="188"/>
        <source>{game}: a guided first game</source>
        <translation>{game}: opastettu ensimmäinen peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="192"/>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="194"/>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="195"/>
        <source>tabbe</source>
        <comment>the Swedish family&apos;s word for a sweep</comment>
        <translation>tabbe</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="193"/>
        <source>mökki</source>
        <comment>the Finnish family&apos;s word for a sweep</comment>
        <translation>mökki</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="196"/>
        <source>virado</source>
        <comment>the Dominican players&apos; word for a sweep</comment>
        <translation>virado</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="197"/>
        <source>sweep</source>
        <comment>clearing the table in one capture; the word of a game that has none of its own</comment>
        <translation>mökki</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="198"/>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="199"/>
        <source>sistan</source>
        <comment>the Swedish family&apos;s word for the last capture of a round</comment>
        <translation>sistan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="21"/>
        <source>build {value} ({cards})</source>
        <comment>a build on the table and its cards, such as: build 6 (2♥ + 4♠)</comment>
        <translation>rakennelma {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="22"/>
        <source>multiple build {value} ({cards})</source>
        <comment>a build of several groups of one value and its groups, such as: multiple build 8 (5♦ + 3♠, 8♠)</comment>
        <translation>moninkertainen rakennelma {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="24"/>
        <source>{terms} = {total}</source>
        <comment>arithmetic of card values, such as: 2 + 4 = 6</comment>
        <translation>{terms} = {total}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="26"/>
        <source>You drop the {card} on an empty part of the table, to trail it. Is that play legal? If not, pick the reason.</source>
        <translation>Pudotat kortin {card} pöydän tyhjään kohtaan laittaaksesi sen pöytään. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="28"/>
        <source>You drop the {card} on {things} to trail it and build {value} from them: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Pudotat kortin {card} pöydän {things} päälle laittaaksesi sen pöytään ja rakentaaksesi niistä rakennelman {value}: {sum}. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="30"/>
        <source>You drop the {card} on {things} to make a capture. Is that play legal? If not, pick the reason.</source>
        <translation>Yrität ottaa: pudotat kortin {card} pöydän {things} päälle. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="31"/>
        <source>You drop the {card} on {things} to make a capture: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Yrität ottaa: pudotat kortin {card} pöydän {things} päälle: {sum}. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="33"/>
        <source>You drop the {card} on {things} to make a capture, the {card} counted as {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Yrität ottaa: pudotat kortin {card} pöydän {things} päälle, ja kortti {card} on {value}: {sum}. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="35"/>
        <source>You drop the {card} on {things} to make a capture, the {card} counted as {value}. Is that play legal? If not, pick the reason.</source>
        <translation>Yrität ottaa: pudotat kortin {card} pöydän {things} päälle, ja kortti {card} on {value}. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="37"/>
        <source>You drop the {card} on {things} to build {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Pudotat kortin {card} pöydän {things} päälle rakentaaksesi rakennelman {value}: {sum}. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="39"/>
        <source>You drop the {card} on {things} to build {value}s: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Pudotat kortin {card} pöydän {things} päälle rakentaaksesi moninkertaisen rakennelman {value}: {sum}. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="41"/>
        <source>You drop the {card} on {build} to raise it to {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Pudotat kortin {card} pöydän {build} päälle korottaaksesi sen arvoon {value}: {sum}. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="43"/>
        <source>You drop the {card} on {build} with {things} to raise it to {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Pudotat kortin {card} pöydän {build} päälle yhdessä pöydän {things} kanssa korottaaksesi sen arvoon {value}: {sum}. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="45"/>
        <source>You drop the {card} on {build} to add it to the build, which stays {value}. Is that play legal? If not, pick the reason.</source>
        <translation>Pudotat kortin {card} pöydän {build} päälle lisätäksesi sen rakennelmaan, jonka arvo pysyy {value}. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="47"/>
        <source>You drop the {card} on {build} with {things} to add them to the build, which stays {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Pudotat kortin {card} pöydän {build} päälle yhdessä pöydän {things} kanssa lisätäksesi ne rakennelmaan, jonka arvo pysyy {value}: {sum}. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="49"/>
        <source>You drag the {card} onto the {target} to build {value} from table cards: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Vedät pöydän kortin {card} pöydän kortin {target} päälle rakentaaksesi pöydän korteista rakennelman {value}: {sum}. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="51"/>
        <source>You drag the {card} onto the {target} to build {value} from {things}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Vedät pöydän kortin {card} pöydän kortin {target} päälle rakentaaksesi pöydän {things} kanssa rakennelman {value}: {sum}. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="53"/>
        <source>You drag the {card} onto {build} to add it to the build, which stays {value}. Is that play legal? If not, pick the reason.</source>
        <translation>Vedät pöydän kortin {card} pöydän {build} päälle lisätäksesi sen rakennelmaan, jonka arvo pysyy {value}. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="55"/>
        <source>You drag {things} onto {build} to add them to the build, which stays {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Vedät pöydän {things} pöydän {build} päälle lisätäksesi ne rakennelmaan, jonka arvo pysyy {value}: {sum}. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="57"/>
        <source>You press End Turn. Is that play legal? If not, pick the reason.</source>
        <translation>Painat Lopeta vuoro. Onko siirto sallittu? Jos ei, valitse syy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="62"/>
        <source>What the {card} would take makes {sum}, not {value}.</source>
        <comment>{sum} is the table cards&apos; total, such as: 2 + 4 = 6 (or just 2); {value} is what the card counts</comment>
        <translation>Se, minkä {card} ottaisi, on yhteensä {sum}, ei {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="33"/>
        <source>Table in &amp;Words</source>
        <translation>Pöytä san&amp;oina</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="34"/>
        <source>&amp;High Contrast</source>
        <translation>Suu&amp;ri kontrasti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="35"/>
        <source>Lar&amp;ge Cards</source>
        <translation>&amp;Isot kortit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="36"/>
        <source>The table, your hand, the seats and your legal moves as lists a screen reader reads</source>
        <translation>Pöytä, kätesi, paikat ja sallitut siirtosi luetteloina, jotka ruudunlukija lukee</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="37"/>
        <source>White on black, with strong card outlines and indices, for any card theme</source>
        <translation>Valkoista mustalla, vahvat korttien ääriviivat ja kulmamerkit, millä tahansa korttiteemalla</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="38"/>
        <source>Your hand, the table&apos;s cards and the words around them drawn larger</source>
        <translation>Kätesi, pöydän kortit ja niiden ympärillä olevat sanat suurempina</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="39"/>
        <source>Your hand and the table&apos;s cards are now drawn larger.</source>
        <translation>Kätesi ja pöydän kortit näytetään nyt isompina.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="40"/>
        <source>The cards are now drawn at their usual size.</source>
        <translation>Kortit näytetään nyt tavallisen kokoisina.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="27"/>
        <source>It is not your turn to play.</source>
        <translation>Nyt ei ole sinun vuorosi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="28"/>
        <source>Only the first {count} moves are listed: pick a hand card on the table for the others.</source>
        <translation>Luettelossa on vain {count} ensimmäistä siirtoa: valitse käden kortti pöydältä nähdäksesi muut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="76"/>
        <source>Table in Words</source>
        <translation>Pöytä sanoina</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="84"/>
        <source>Legal &amp;moves</source>
        <translation>Sallitut &amp;siirrot</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="84"/>
        <source>Legal moves</source>
        <translation>Sallitut siirrot</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="85"/>
        <source>Your legal moves; Enter plays the selected one.</source>
        <translation>Sallitut siirtosi; Enter pelaa valitun.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="89"/>
        <source>Last message</source>
        <translation>Viimeisin viesti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="91"/>
        <source>Your ha&amp;nd</source>
        <translation>&amp;Kätesi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="91"/>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="51"/>
        <source>Your hand</source>
        <translation>Kätesi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="106"/>
        <source>Ta&amp;ble</source>
        <translation>&amp;Pöytä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="107"/>
        <source>Table</source>
        <translation>Pöytä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="107"/>
        <source>Builds with their cards, loose cards and the stock.</source>
        <translation>Rakennelmat kortteineen, irtokortit ja pakka.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="109"/>
        <source>&amp;Seats</source>
        <translation>P&amp;aikat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="109"/>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="27"/>
        <source>Seats</source>
        <translation>Paikat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="109"/>
        <source>Each seat&apos;s hand and the cards it took.</source>
        <translation>Kunkin paikan käsi ja sen ottamat kortit.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="113"/>
        <location filename="../../casino_desktop/qt/access/panel.py" line="114"/>
        <source>Close the table in words</source>
        <translation>Sulje pöytä sanoina</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="115"/>
        <source>View › Table in Words (F7) opens it again.</source>
        <translation>Näytä › Pöytä sanoina (F7) avaa sen uudelleen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of spades</source>
        <translation>Pataässä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of hearts</source>
        <translation>Herttaässä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of diamonds</source>
        <translation>Ruutuässä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of clubs</source>
        <translation>Ristiässä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of spades</source>
        <translation>Patakakkonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of hearts</source>
        <translation>Herttakakkonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of diamonds</source>
        <translation>Ruutukakkonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of clubs</source>
        <translation>Ristikakkonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of spades</source>
        <translation>Patakolmonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of hearts</source>
        <translation>Herttakolmonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of diamonds</source>
        <translation>Ruutukolmonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of clubs</source>
        <translation>Ristikolmonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of spades</source>
        <translation>Patanelonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of hearts</source>
        <translation>Herttanelonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of diamonds</source>
        <translation>Ruutunelonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of clubs</source>
        <translation>Ristinelonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of spades</source>
        <translation>Patavitonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of hearts</source>
        <translation>Herttavitonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of diamonds</source>
        <translation>Ruutuvitonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of clubs</source>
        <translation>Ristivitonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of spades</source>
        <translation>Patakutonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of hearts</source>
        <translation>Herttakutonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of diamonds</source>
        <translation>Ruutukutonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of clubs</source>
        <translation>Ristikutonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of spades</source>
        <translation>Pataseiska</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of hearts</source>
        <translation>Herttaseiska</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of diamonds</source>
        <translation>Ruutuseiska</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of clubs</source>
        <translation>Ristiseiska</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of spades</source>
        <translation>Patakasi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of hearts</source>
        <translation>Herttakasi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of diamonds</source>
        <translation>Ruutukasi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of clubs</source>
        <translation>Ristikasi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of spades</source>
        <translation>Pataysi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of hearts</source>
        <translation>Herttaysi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of diamonds</source>
        <translation>Ruutuysi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of clubs</source>
        <translation>Ristiysi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of spades</source>
        <translation>Patakymppi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of hearts</source>
        <translation>Herttakymppi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of diamonds</source>
        <translation>Ruutukymppi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of clubs</source>
        <translation>Ristikymppi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of spades</source>
        <translation>Patajätkä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of hearts</source>
        <translation>Herttajätkä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of diamonds</source>
        <translation>Ruutujätkä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of clubs</source>
        <translation>Ristijätkä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of spades</source>
        <translation>Patarouva</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of hearts</source>
        <translation>Herttarouva</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of diamonds</source>
        <translation>Ruuturouva</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of clubs</source>
        <translation>Ristirouva</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of spades</source>
        <translation>Patakuningas</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of hearts</source>
        <translation>Herttakuningas</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of diamonds</source>
        <translation>Ruutukuningas</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of clubs</source>
        <translation>Ristikuningas</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="35"/>
        <source>{card}, in your hand</source>
        <translation>{card}, kädessäsi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="36"/>
        <source>{card}, in {name}&apos;s hand</source>
        <translation>{card}, pelaajan {name} kädessä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="37"/>
        <source>{card}, on the table</source>
        <translation>{card}, pöydässä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="38"/>
        <source>{card}, in the build of {value}</source>
        <translation>{card}, rakennelmassa {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="39"/>
        <source>Loose card {index} of {count} on the table.</source>
        <translation>Pöydän irtokortti {index}/{count}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="40"/>
        <source>{count} legal moves with this card.</source>
        <extracomment>For one: {count} legal move with this card.</extracomment>
        <translation>
            <numerusform>{count} sallittu siirto tällä kortilla.</numerusform>
            <numerusform>{count} sallittua siirtoa tällä kortilla.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="41"/>
        <source>Build of {value}, yours, {count} cards</source>
        <extracomment>For one: Build of {value}, yours, {count} card</extracomment>
        <translation>
            <numerusform>Rakennelma {value}, sinun, {count} kortti</numerusform>
            <numerusform>Rakennelma {value}, sinun, {count} korttia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="42"/>
        <source>Build of {value}, {name}&apos;s, {count} cards</source>
        <extracomment>For one: Build of {value}, {name}&apos;s, {count} card</extracomment>
        <translation>
            <numerusform>Rakennelma {value}, pelaajan {name}, {count} kortti</numerusform>
            <numerusform>Rakennelma {value}, pelaajan {name}, {count} korttia</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="43"/>
        <source>Single build: {cards}.</source>
        <translation>Yksinkertainen rakennelma: {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="44"/>
        <source>Multiple build: {cards}.</source>
        <translation>Moninkertainen rakennelma: {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="45"/>
        <source>{name}: {hand}, {taken}</source>
        <comment>a seat in the table in words: &apos;North: 4 cards in hand, 12 cards taken&apos;</comment>
        <translation>{name}: {hand}, {taken}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="46"/>
        <source>{count} cards in hand</source>
        <extracomment>For one: {count} card in hand</extracomment>
        <translation>
            <numerusform>{count} kortti kädessä</numerusform>
            <numerusform>{count} korttia kädessä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="47"/>
        <source>{count} cards taken</source>
        <extracomment>For one: {count} card taken</extracomment>
        <translation>
            <numerusform>{count} kortti otettu</numerusform>
            <numerusform>{count} korttia otettu</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="48"/>
        <source>Deals this round.</source>
        <translation>Jakaa tällä kierroksella.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="49"/>
        <source>To play.</source>
        <translation>Pelivuorossa.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="50"/>
        <source>{count} spades taken.</source>
        <extracomment>For one: {count} spade taken.</extracomment>
        <translation>
            <numerusform>{count} pata otettu.</numerusform>
            <numerusform>{count} pataa otettu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="51"/>
        <source>{count} sweeps.</source>
        <extracomment>For one: {count} sweep.</extracomment>
        <translation>
            <numerusform>{count} mökki.</numerusform>
            <numerusform>{count} mökkiä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="52"/>
        <source>{count} mulles.</source>
        <extracomment>For one: {count} mulle.</extracomment>
        <translation>
            <numerusform>{count} mulle.</numerusform>
            <numerusform>{count} mullea.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="53"/>
        <source>Takes cards into one pile with {name}.</source>
        <translation>Kerää otetut kortit samaan pinoon pelaajan {name} kanssa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="54"/>
        <source>No hand is shown face up.</source>
        <translation>Yhtään kättä ei näytetä kuvapuoli ylöspäin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="56"/>
        <source>{card}, on top of your capture pile</source>
        <translation>{card}, ottopinosi päällimmäisenä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="56"/>
        <source>{card}, on top of {name}&apos;s capture pile</source>
        <translation>{card}, pelaajan {name} ottopinon päällimmäisenä</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="57"/>
        <source>Capture pile of {count} cards; its top card may be used like a table card.</source>
        <extracomment>For one: Capture pile of {count} card; its top card may be used like a table card.</extracomment>
        <translation>
            <numerusform>Ottopino, jossa on {count} kortti; sen päällimmäistä korttia voi käyttää kuin pöydän korttia.</numerusform>
            <numerusform>Ottopino, jossa on {count} korttia; sen päällimmäistä korttia voi käyttää kuin pöydän korttia.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="24"/>
        <source>There is no move of yours in this round to take back.</source>
        <translation>Tällä kierroksella ei ole siirtoasi, jonka voisi perua.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="25"/>
        <source>There is no move taken back to play again.</source>
        <translation>Ei ole perutta siirtoa, jonka voisi pelata uudelleen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="26"/>
        <source>There is no finished round of this game to review.</source>
        <translation>Tässä pelissä ei ole vielä päättynyttä kierrosta kerrattavaksi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="27"/>
        <source>Looking for a good move…</source>
        <translation>Etsitään hyvää siirtoa…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="36"/>
        <source>&amp;Take Back Move</source>
        <translation>&amp;Peru siirto</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="39"/>
        <source>R&amp;edo Move</source>
        <translation>Pelaa siirto uu&amp;delleen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="44"/>
        <source>&amp;Hint</source>
        <translation>&amp;Vihje</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="47"/>
        <source>Re&amp;view Last Round…</source>
        <translation>&amp;Kertaa edellinen kierros…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="55"/>
        <source>&amp;Cards Still Out</source>
        <translation>&amp;Näkemättömät kortit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="59"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>Neli&amp;värinen pakka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="60"/>
        <source>Diamonds blue and clubs green: {diamond} and {spade} at a glance</source>
        <translation>Ruudut sinisinä ja ristit vihreinä: {diamond} ja {spade} erottuvat yhdellä silmäyksellä</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="37"/>
        <source>You came back to the table after the round&apos;s first {count} moves, so this review begins at move {number}; the moves before it are in the play log.</source>
        <comment>the review of a round at a network table, for a player who rejoined mid-round; {number} is {count} + 1</comment>
        <extracomment>For one: You came back to the table after the round&apos;s first move, so this review begins at move {number}; the move before it is in the play log.</extracomment>
        <translation>
            <numerusform>Palasit pöytään kierroksen ensimmäisen siirron jälkeen, joten tämä katsaus alkaa siirrosta {number}; sitä edeltävä siirto on pelin kulussa.</numerusform>
            <numerusform>Palasit pöytään kierroksen {count} ensimmäisen siirron jälkeen, joten tämä katsaus alkaa siirrosta {number}; sitä edeltävät siirrot ovat pelin kulussa.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="52"/>
        <source>Review of round {number}</source>
        <translation>Kierroksen {number} kertaus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="53"/>
        <source>Review of round {number} — {variant}</source>
        <translation>Kierroksen {number} kertaus — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="77"/>
        <source>Table of the round under review</source>
        <translation>Kerrattavan kierroksen pöytä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="86"/>
        <source>Every hand is shown face up. During play each player saw only its own hand; the cards of the move about to be made are marked.</source>
        <translation>Kaikki kädet näytetään kuvapuoli ylöspäin. Pelin aikana kukin pelaaja näki vain oman kätensä; seuraavaksi tehtävän siirron kortit on merkitty.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="89"/>
        <source>Your own hand is shown face up and the others face down, as you saw them during play; the cards of the move about to be made are marked.</source>
        <translation>Oma kätesi näytetään kuvapuoli ylöspäin ja muut kuvapuoli alaspäin, niin kuin näit ne pelin aikana; tulossa olevan siirron kortit on merkitty.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="104"/>
        <source>Moves of the round</source>
        <translation>Kierroksen siirrot</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="106"/>
        <source>Round over: {results}</source>
        <translation>Kierros päättyi: {results}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="134"/>
        <source>&amp;Start</source>
        <comment>the review&apos;s first position</comment>
        <translation>&amp;Alkuun</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="135"/>
        <source>&amp;Back</source>
        <comment>the review&apos;s previous move</comment>
        <translation>&amp;Taakse</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="136"/>
        <source>&amp;Forward</source>
        <comment>the review&apos;s next move</comment>
        <translation>&amp;Eteen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="137"/>
        <source>&amp;End</source>
        <comment>the review&apos;s end of the round</comment>
        <translation>&amp;Loppuun</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="194"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="164"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="213"/>
        <source>Round over.</source>
        <translation>Kierros päättyi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="197"/>
        <source>Move {number} of {count}: {move}</source>
        <translation>Siirto {number}/{count}: {move}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="128"/>
        <source>Burgundy Lattice</source>
        <comment>a card back design</comment>
        <translation>Viininpunainen ristikko</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="129"/>
        <source>Navy Rosette</source>
        <comment>a card back design</comment>
        <translation>Tummansininen ruusuke</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="130"/>
        <source>Forest Tartan</source>
        <comment>a card back design</comment>
        <translation>Metsänvihreä tartaani</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="131"/>
        <source>Charcoal Sunburst</source>
        <comment>a card back design</comment>
        <translation>Hiilenharmaa auringonsäde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="25"/>
        <source>Green Baize</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Vihreä verka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="26"/>
        <source>Blue Baize</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Sininen verka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="27"/>
        <source>Burgundy</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Viininpunainen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="28"/>
        <source>Slate Grey</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Liuskeenharmaa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="29"/>
        <source>Walnut</source>
        <comment>a colour of the table&apos;s cloth (a wooden table)</comment>
        <translation>Pähkinäpuu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="57"/>
        <source>Card &amp;Theme</source>
        <translation>Kortti&amp;teema</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="63"/>
        <source>Card &amp;Back</source>
        <translation>Kortin &amp;selkäpuoli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="66"/>
        <source>F&amp;elt</source>
        <comment>View menu: the table&apos;s cloth</comment>
        <translation>V&amp;erka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="77"/>
        <source>{theme} ({source})</source>
        <comment>an installed card theme and the program it came with</comment>
        <translation>{theme} ({source})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/themes.py" line="30"/>
        <source>Classic</source>
        <comment>our own card theme</comment>
        <translation>Klassinen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/themes.py" line="31"/>
        <source>Large Index</source>
        <comment>our own card theme with large corner letters</comment>
        <translation>Isot kulmamerkit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/catalogs.py" line="129"/>
        <location filename="../../casino_desktop/qt/catalogs.py" line="131"/>
        <source>The language could not be loaded, so the game stays in English: {reason}</source>
        <translation>Kieltä ei voitu ladata, joten peli jatkuu englanniksi: {reason}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/catalogs.py" line="132"/>
        <source>its catalog is damaged.</source>
        <translation>sen käännöstiedosto on vioittunut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/daily_deal.py" line="36"/>
        <source>This match is today&apos;s deal already; Game › Restart deals it again from its first card.</source>
        <comment>said when Game › Deal of the Day is chosen while today&apos;s deal is being played</comment>
        <translation>Tämä peli on jo päivän jako; Peli › Aloita alusta jakaa sen uudelleen ensimmäisestä kortista.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/daily_deal.py" line="38"/>
        <source>You have finished today&apos;s deal at this table before: these are the same cards again.</source>
        <comment>under the deal of the day&apos;s line, when the player has finished today&apos;s deal of this game at this table already today</comment>
        <translation>Olet jo pelannut päivän jaon loppuun tämän pöydän ääressä: nämä ovat samat kortit uudelleen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/daily_deal.py" line="55"/>
        <source>d MMMM yyyy</source>
        <comment>a date&apos;s format, in Qt&apos;s date format codes</comment>
        <translation>d.M.yyyy</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/daily_deal.py" line="59"/>
        <source>Deal of the day, {date}: the same cards for everyone who plays this game at this table today.</source>
        <translation>Päivän jako {date}: samat kortit kaikille, jotka pelaavat tätä peliä tämän pöydän ääressä tänään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="28"/>
        <source>**With the mouse.** Drag a card from your hand onto a table card, a build or the empty felt.  While you drag, every target that makes a legal move lights up.  If the drop means one move, it is played; if it could mean several (take these cards, or build with them), you choose from a short list; if it means none, the card goes back and the status line says why.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Hiirellä.** Vedä kortti kädestäsi pöydän kortin tai rakennelman päälle tai tyhjälle pöydälle.  Vetäessäsi jokainen kohde, johon siirto on sallittu, syttyy.  Jos pudotus tarkoittaa yhtä siirtoa, se pelataan; jos se voi tarkoittaa useaa (ota nämä kortit tai rakenna niillä), valitset lyhyestä luettelosta; jos se ei tarkoita mitään, kortti palaa käteen ja tilarivi kertoo syyn.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="32"/>
        <source>**By clicking.** Click a card in your hand, then the table cards you want to take or build with (a running sum shows).  The bar under the table offers the moves that selection makes: click one, or press its number.  A double-click on a card in your hand plays it: at once if it has one move, else from a short list.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Napsauttamalla.** Napsauta korttia kädessäsi ja sitten pöydän kortteja, jotka haluat ottaa tai joilla haluat rakentaa (juokseva summa näkyy).  Pöydän alla oleva palkki tarjoaa siirrot, jotka valinnasta syntyvät: napsauta yhtä tai paina sen numeroa.  Kaksoisnapsautus kädessäsi olevaan korttiin pelaa sen: heti, jos sillä on vain yksi siirto, muuten lyhyestä luettelosta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="36"/>
        <source>**With the keyboard.** The arrow keys move a cursor (Up to the table, Down to your hand, Left and Right along the row).  Space picks the card under the cursor; Enter plays what you picked (on a hand card, the first Enter picks it); 1-9 play the moves offered in the bar; Esc clears your choice.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Näppäimistöllä.** Nuolinäppäimet liikuttavat kohdistinta (ylös pöytään, alas käteesi, vasemmalle ja oikealle rivillä).  Välilyönti valitsee kohdistimen alla olevan kortin; Enter pelaa valintasi (käden kortilla ensimmäinen Enter valitsee sen); 1–9 pelaavat palkin tarjoamat siirrot; Esc tyhjentää valinnan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="44"/>
        <source>**The score and the log.** Tab goes from the table on to the score table and the play log, and then back to the table; there the arrow keys move from line to line.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Pisteet ja pelin kulku.** Sarkain siirtää pöydältä pistetaulukkoon ja pelin kulkuun ja sitten takaisin pöytään; niissä nuolinäppäimet siirtävät riviltä toiselle.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="47"/>
        <source>**The gold glow.** On your turn, the table cards and builds that glow gold are the ones a card in your hand can take or build with.  Once you pick a card from your hand, only those that can go with it glow.  A dashed light blue ring marks the cards of a hint.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Kultainen hehku.** Omalla vuorollasi kultaisena hehkuvat ne pöydän kortit ja rakennelmat, jotka jokin kädessäsi oleva kortti voi ottaa tai joilla se voi rakentaa.  Kun valitset kortin kädestäsi, hehkuvat vain ne, jotka sopivat sen kanssa.  Katkoviivainen vaaleansininen rengas merkitsee vihjeen kortit.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="51"/>
        <source>Several people at one screen</source>
        <translation>Useita pelaajia saman ruudun ääressä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="52"/>
        <source>In *Game › New Game*, make more than one seat *Human* and type each person&apos;s name.  Every hand is then face down between turns, and the table asks for the screen to be passed on; the person to play shows their cards with Space or the button.  Until then, the one who just played may still take the move back (*Game › Take Back Move*).  Untick *Hide each hand…* to learn together with all hands face up.</source>
        <comment>Markdown: keep the * marks; the menu paths as the menus say them</comment>
        <translation>Valitse kohdassa *Peli › Uusi peli* useampi paikka *Ihminen* ja kirjoita kunkin pelaajan nimi.  Silloin jokainen käsi on vuorojen välillä kuvapuoli alaspäin, ja pöytä pyytää antamaan ruudun seuraavalle; vuorossa oleva pelaaja näyttää korttinsa välilyönnillä tai painikkeella.  Siihen asti juuri pelannut voi vielä perua siirtonsa (*Peli › Peru siirto*).  Poista valinta *Piilota kukin käsi…*, niin voitte opetella yhdessä kaikki kädet kuvapuoli ylöspäin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="64"/>
        <source>Fair cards</source>
        <translation>Reilu peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="65"/>
        <source>**What the computer sees.** A computer player chooses its move from what you would see in its seat: its own hand, the table and the cards played so far.  It never sees your hand or the order of the stock, at any level.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Mitä tietokone näkee.** Tietokonepelaaja valitsee siirtonsa sen perusteella, minkä sinä näkisit sen paikalla: oman kätensä, pöydän ja tähän mennessä pelatut kortit.  Se ei millään tasolla näe sinun kättäsi eikä pakan järjestystä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="68"/>
        <source>**The deal number.** Every match is shuffled from the number shown under the game&apos;s name in the side panel (*View › Side Panel*).  *Game › Restart* deals the same cards again, and the same number typed in *Game › New Game* deals them again for the same game and players, on any computer.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths as the menus say them</comment>
        <translation>**Jaon numero.** Jokainen peli sekoitetaan numerosta, joka näkyy pelin nimen alla sivupaneelissa (*Näytä › Sivupaneeli*).  *Peli › Aloita alusta* jakaa samat kortit uudelleen, ja sama numero kirjoitettuna kohtaan *Peli › Uusi peli* jakaa ne uudelleen samalle pelille ja samoille pelaajille millä tahansa tietokoneella.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="72"/>
        <source>**A past deal.** *Game › Statistics* lists the deal number of each of your last matches: choose one and press *Play This Deal Again*, and *New Game* opens with its game, house rules and deal number.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths and the button as the menus and Statistics say them</comment>
        <translation>**Aiempi jako.** *Peli › Tilastot* näyttää jokaisen viimeisimmän pelisi jaon numeron: valitse yksi ja paina *Pelaa tämä jako uudelleen*, niin *Uusi peli* avautuu sen muunnelmalla, kotisäännöillä ja jaon numerolla.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="76"/>
        <source>Playing over the network</source>
        <translation>Pelaaminen verkossa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="77"/>
        <source>**Hosting.** *Game › Play Over the Network › Host…* first asks for the game as *New Game* does.  There the first seat is yours; every other seat set to *Joins over the network* is a seat for someone who joins from another computer (type a name and that seat waits for that person); a *Computer* seat is played by this computer.  Then read the join code and the address to the others.  Closing the table&apos;s window closes the table for everyone (you are asked first); *Host…* later offers to resume a match that stopped.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths as the menus say them</comment>
        <translation>**Pöydän avaaminen.** *Peli › Pelaa verkossa › Avaa pöytä…* kysyy ensin pelin asetukset samoin kuin *Uusi peli*.  Siinä ensimmäinen paikka on sinun; jokainen muu paikka, jonka pelaajaksi on valittu *Liittyy verkon kautta*, on paikka toiselta tietokoneelta liittyvälle pelaajalle (kirjoita nimi, niin paikka odottaa juuri sitä pelaajaa); paikalla, jonka pelaajaksi on valittu *Tietokone*, pelaa tämä tietokone.  Kerro sitten muille liittymiskoodi ja osoite.  Pöydän ikkunan sulkeminen sulkee pöydän kaikilta (sinulta kysytään ensin); myöhemmin *Avaa pöytä…* tarjoutuu jatkamaan keskeytynyttä peliä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="84"/>
        <source>**Joining.** *Game › Play Over the Network › Join…* lists the tables on this network; pick one or type the address the host reads out, then the code.  If a table refuses you, the dialog says why and keeps what you typed.  If your computer or the host&apos;s stops, join again: your program takes your seat back, and a computer player plays it meanwhile.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths as the menus say them</comment>
        <translation>**Liittyminen.** *Peli › Pelaa verkossa › Liity…* luettelee tämän verkon pöydät; valitse yksi tai kirjoita pöydän avaajan kertoma osoite ja sitten koodi.  Jos pöytä ei päästä sinua, valintaikkuna kertoo syyn ja säilyttää kirjoittamasi.  Jos sinun tai pöydän avaajan tietokone pysähtyy, liity uudelleen: ohjelmasi ottaa paikkasi takaisin, ja sillä välin paikallasi pelaa tietokonepelaaja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="130"/>
        <source>The rules of the game you are playing are under *Help › Rules*; this page is about the table.</source>
        <comment>Markdown: keep the * marks</comment>
        <translation>Pelaamasi pelin säännöt ovat kohdassa *Ohje › Säännöt*; tämä sivu kertoo pöydästä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="132"/>
        <source>How to play</source>
        <translation>Näin pelaat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="132"/>
        <source>Commands</source>
        <translation>Komennot</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="141"/>
        <source>&amp;Help</source>
        <translation>&amp;Ohje</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="142"/>
        <source>&amp;Rules</source>
        <comment>Help menu: the rules of the game</comment>
        <translation>&amp;Säännöt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="144"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Näin pelaat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="146"/>
        <source>&amp;About Casino</source>
        <translation>&amp;Tietoja Casinosta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="175"/>
        <source>How to Play</source>
        <translation>Näin pelaat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="184"/>
        <source>About Casino</source>
        <translation>Tietoja Casinosta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="185"/>
        <source>&lt;h3&gt;Casino {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Casino {version}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="186"/>
        <source>&lt;p&gt;The fishing card game Casino — Cassino, Royal Casino, Nordic Kasino and Mulle — against computer players.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kalastustyyppinen korttipeli Casino — Cassino, Royal Casino, pohjoismainen kasino ja Mulle — tietokonepelaajia vastaan.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="188"/>
        <source>&lt;p&gt;Cards are drawn by the program itself. Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ohjelma piirtää kortit itse. Vapaa ohjelma GNU GPL -lisenssillä, versio 3 tai myöhempi.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="30"/>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="70"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="154"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="210"/>
        <source>Host a Table</source>
        <translation>Avaa pöytä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="37"/>
        <source>&amp;Next</source>
        <comment>from the hosted game&apos;s setup on to the table&apos;s join code and port</comment>
        <translation>&amp;Seuraava</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="47"/>
        <source>Joins over the network</source>
        <comment>who plays a seat at a network table</comment>
        <translation>Liittyy verkon kautta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="66"/>
        <source>Who sits here (optional)</source>
        <comment>a network seat&apos;s name field: the player who joins by that name takes the seat</comment>
        <translation>Kuka istuu tässä (valinnainen)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="69"/>
        <source>Type the name of the player who should sit here: when they join with that name, they take this seat. Left empty, the seat goes to whoever joins.</source>
        <translation>Kirjoita sen pelaajan nimi, jonka kuuluu istua tässä: kun hän liittyy tällä nimellä, hän saa tämän paikan. Jos kenttä jää tyhjäksi, paikka menee sille, joka liittyy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="74"/>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="133"/>
        <source>{seat}:</source>
        <comment>a seat&apos;s label in the New Game form</comment>
        <translation>{seat}:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="75"/>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="136"/>
        <source>Name ({seat})</source>
        <translation>Nimi ({seat})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="81"/>
        <source>No seat is left for anyone to join: every other seat is a computer&apos;s. Choose “{choice}” for each player who joins.</source>
        <translation>Yhtään paikkaa ei ole jäljellä liittyjille: kaikki muut paikat ovat tietokoneen. Valitse ”{choice}” jokaiselle liittyvälle pelaajalle.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="70"/>
        <source>&amp;Reset to the preset&apos;s rules</source>
        <translation>Palauta muunnelman &amp;säännöt</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="108"/>
        <source>{game} cannot take these house rules that {before} had, so they are left out (they come back if you choose {before} again): {rules}.</source>
        <extracomment>For one: {game} cannot take this house rule that {before} had, so it is left out (it comes back if you choose {before} again): {rules}.</extracomment>
        <translation>
            <numerusform>{game} ei voi käyttää tätä kotisääntöä, joka oli käytössä pelissä {before}, joten se jätetään pois (se palaa, jos valitset taas pelin {before}): {rules}.</numerusform>
            <numerusform>{game} ei voi käyttää näitä kotisääntöjä, jotka olivat käytössä pelissä {before}, joten ne jätetään pois (ne palaavat, jos valitset taas pelin {before}): {rules}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="131"/>
        <source>House rules: {count} differ from the preset</source>
        <comment>the heading of the New Game window&apos;s house rules</comment>
        <extracomment>For one: House rules: {count} differs from the preset</extracomment>
        <translation>
            <numerusform>Kotisäännöt: {count} poikkeaa muunnelman omista arvoista</numerusform>
            <numerusform>Kotisäännöt: {count} poikkeaa muunnelman omista arvoista</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="134"/>
        <source>Changed from the preset: {rules}.</source>
        <comment>the house rules that differ from the chosen game&apos;s usual rules</comment>
        <translation>Muutettu muunnelman omista arvoista: {rules}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="137"/>
        <source>House rules (the preset&apos;s values unless you change them)</source>
        <translation>Kotisäännöt (muunnelman omat arvot, ellet muuta niitä)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="24"/>
        <source>Deal</source>
        <comment>a tab of the house rules</comment>
        <translation>Jako</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="25"/>
        <source>Capturing</source>
        <comment>a tab of the house rules</comment>
        <translation>Ottaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="26"/>
        <source>Building</source>
        <comment>a tab of the house rules</comment>
        <translation>Rakentaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="27"/>
        <source>Scoring</source>
        <comment>a tab of the house rules</comment>
        <translation>Pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="28"/>
        <source>Match</source>
        <comment>a tab of the house rules</comment>
        <translation>Peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="162"/>
        <source>{label}:</source>
        <comment>a house rule&apos;s label before its field</comment>
        <translation>{label}:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="269"/>
        <source>{tab} ({count} changed)</source>
        <comment>a tab of the house rules, and how many of its rules differ from the preset</comment>
        <extracomment>For one: {tab} ({count} changed)</extracomment>
        <translation>
            <numerusform>{tab} ({count} muutettu)</numerusform>
            <numerusform>{tab} ({count} muutettua)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="47"/>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="47"/>
        <source>New Game</source>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="47"/>
        <source>Start a new game and give up the match in progress?</source>
        <translation>Aloitetaanko uusi peli ja luovutetaan käynnissä oleva peli?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="48"/>
        <source>&amp;Start New Game</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Aloita uusi peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="49"/>
        <source>Restart</source>
        <comment>the window title: deal the match again</comment>
        <translation>Aloita alusta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="50"/>
        <source>Deal this match again from its first card and give up the play so far?</source>
        <translation>Jaetaanko tämä peli uudelleen ensimmäisestä kortista alkaen ja luovutetaan tähänastinen peli?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="51"/>
        <source>&amp;Restart</source>
        <comment>the button: deal the match again, with its Alt letter</comment>
        <translation>&amp;Aloita alusta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="52"/>
        <source>Deal of the Day</source>
        <translation>Päivän jako</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="52"/>
        <source>Play the deal of the day and give up the match in progress?</source>
        <translation>Pelataanko päivän jako ja luovutetaan käynnissä oleva peli?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="53"/>
        <source>&amp;Play Deal of the Day</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Pelaa päivän jako</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="55"/>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="59"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="277"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="285"/>
        <source>Open Game</source>
        <translation>Avaa peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="55"/>
        <source>Open the saved game and give up the match in progress?</source>
        <translation>Avataanko tallennettu peli ja luovutetaan käynnissä oleva peli?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="56"/>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="61"/>
        <source>&amp;Open Saved Game</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Avaa tallennettu peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="59"/>
        <source>Go back to where this match was saved? The moves played since then will be lost.</source>
        <translation>Palataanko kohtaan, johon tämä peli tallennettiin? Sen jälkeen pelatut siirrot menetetään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="64"/>
        <source>It will count as given up in your statistics.</source>
        <translation>Se lasketaan tilastoissasi luovutetuksi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="65"/>
        <source>&amp;Keep Playing</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Jatka pelaamista</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="82"/>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="106"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Muunnelma:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="92"/>
        <source>&amp;Partnerships (partners sit opposite)</source>
        <translation>&amp;Pareittain (parin jäsenet istuvat vastakkain)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="100"/>
        <source>Pla&amp;yers:</source>
        <translation>P&amp;elaajat:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="106"/>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="342"/>
        <source>one round</source>
        <comment>a match without a target score</comment>
        <translation>yksi kierros</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="107"/>
        <source>&amp;Target score:</source>
        <translation>&amp;Tavoitepisteet:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="111"/>
        <source>a new deal, shuffled at random</source>
        <translation>uusi jako, sekoitettu satunnaisesti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="112"/>
        <source>The same number deals the same cards on every computer: play a deal again, or give its number to a friend. The side panel shows the number of the game being played.</source>
        <translation>Sama numero jakaa samat kortit jokaisella tietokoneella: pelaa jako uudelleen tai anna sen numero ystävälle. Sivupaneeli näyttää pelattavan pelin numeron.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="115"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Jaon numero:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="147"/>
        <source>&amp;Start</source>
        <comment>start the game</comment>
        <translation>&amp;Aloita</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="334"/>
        <source>Usually: {summary} Your house rules below change that.</source>
        <comment>New Game, under the chosen game when house rules differ from its preset: {summary} is the game&apos;s usual description, a sentence</comment>
        <translation>Tavallisesti: {summary} Alla valitsemasi kotisäännöt muuttavat sitä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="341"/>
        <source>none: a fixed number of rounds</source>
        <translation>ei mitään: kiinteä määrä kierroksia</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="67"/>
        <source>(house rule)</source>
        <translation>(kotisääntö)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="96"/>
        <source>&lt;b&gt;{word}&lt;/b&gt; &lt;i&gt;({language})&lt;/i&gt;: {definition}</source>
        <comment>a glossary entry for a word of another language</comment>
        <translation>&lt;b&gt;{word}&lt;/b&gt; &lt;i&gt;({language})&lt;/i&gt;: {definition}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="99"/>
        <source>&lt;b&gt;{word}&lt;/b&gt;: {definition}</source>
        <comment>a glossary entry</comment>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: {definition}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="101"/>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="133"/>
        <source>Glossary</source>
        <translation>Sanasto</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="117"/>
        <source>Rules</source>
        <translation>Säännöt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="121"/>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="128"/>
        <source>Every setting</source>
        <translation>Kaikki asetukset</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="122"/>
        <source>Show or hide every setting of this game, with its value</source>
        <translation>Näytä tai piilota tämän pelin kaikki asetukset arvoineen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="131"/>
        <source>&amp;Rules</source>
        <comment>a tab of the rules window</comment>
        <translation>&amp;Säännöt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="135"/>
        <source>&amp;Glossary</source>
        <translation>S&amp;anasto</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="176"/>
        <source>Rules — {game}</source>
        <translation>Säännöt — {game}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="97"/>
        <source>The round ended early</source>
        <translation>Kierros päättyi kesken</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="113"/>
        <source>{item} (at once)</source>
        <translation>{item} (heti)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="118"/>
        <source>Round total</source>
        <translation>Kierros yhteensä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="127"/>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="155"/>
        <source>Round {round}</source>
        <translation>Kierros {round}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="156"/>
        <source>Match</source>
        <comment>the match sheet&apos;s total row</comment>
        <translation>Peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="157"/>
        <source>&lt;b&gt;Match sheet&lt;/b&gt; ({length})</source>
        <translation>&lt;b&gt;Pelin pisteet&lt;/b&gt; ({length})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="165"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="211"/>
        <source>Play &amp;Again</source>
        <translation>&amp;Pelaa uudelleen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="166"/>
        <source>A new match of the same game, with the same players and house rules</source>
        <translation>Uusi peli samaa muunnelmaa samoilla pelaajilla ja kotisäännöillä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="172"/>
        <location filename="../../casino_desktop/qt/main_menus.py" line="65"/>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="129"/>
        <source>&amp;Quit</source>
        <translation>&amp;Lopeta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="176"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="212"/>
        <source>&amp;Next round</source>
        <translation>&amp;Seuraava kierros</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="180"/>
        <source>&amp;Review the round…</source>
        <translation>&amp;Käy kierros läpi…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="181"/>
        <source>Step through this round&apos;s moves with every hand face up</source>
        <translation>Käy tämän kierroksen siirrot läpi kaikki kädet kuvapuoli ylöspäin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="75"/>
        <source>Match over</source>
        <translation>Peli päättyi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="75"/>
        <source>Round {round} scores</source>
        <translation>Kierroksen {round} pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="78"/>
        <source>Match over — {variant}</source>
        <translation>Peli päättyi — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="79"/>
        <source>Round {round} scores — {variant}</source>
        <translation>Kierroksen {round} pisteet — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="102"/>
        <source>The match was won during this round, so the items scored only at the end of a round were not counted.</source>
        <comment>under the score sheet&apos;s table of a round cut short by a win: why most cards, most spades and the like show 0 beside their counts</comment>
        <translation>Peli ratkesi tämän kierroksen aikana, joten vasta kierroksen lopussa laskettavia kohtia ei laskettu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="38"/>
        <source>Human</source>
        <comment>who plays a seat</comment>
        <translation>Ihminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="39"/>
        <source>Computer</source>
        <comment>who plays a seat</comment>
        <translation>Tietokone</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="54"/>
        <source>A name for the seat on the table and in the play log, a person&apos;s or one for a computer player, up to {most} characters (empty: You, or the seat&apos;s side)</source>
        <translation>Paikan nimi pöydässä ja pelin kulussa, pelaajan tai tietokonepelaajalle annettu, enintään {most} merkkiä (tyhjä: Sinä tai paikan ilmansuunta)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="71"/>
        <source>&amp;Hide each hand from the other people at the screen (pass and play)</source>
        <translation>Piilota &amp;kukin käsi muilta ruudun ääressä olevilta (vuorotellen samalla ruudulla)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="73"/>
        <source>With two or more human seats: between turns every hand is face down, and the table asks for the screen to be passed on. Off: every human hand is face up, for learning the game together.</source>
        <translation>Kun ihmispelaajia on kaksi tai enemmän: vuorojen välillä jokainen käsi on kuvapuoli alaspäin, ja pöytä pyytää antamaan ruudun seuraavalle. Pois päältä: jokainen ihmispelaajan käsi on kuvapuoli ylöspäin, jotta peliä voi opetella yhdessä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="91"/>
        <source>A name can have up to {most} characters.</source>
        <translation>Nimessä voi olla enintään {most} merkkiä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/setup_problems.py" line="33"/>
        <source>Two seats are both called {name}: give each seat a name of its own.</source>
        <translation>Kahden paikan nimi on {name}: anna jokaiselle paikalle oma nimi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="38"/>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="51"/>
        <source>Game</source>
        <comment>statistics column: the variant</comment>
        <translation>Peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="38"/>
        <source>Players</source>
        <comment>statistics column</comment>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="39"/>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="51"/>
        <source>Opponents</source>
        <comment>statistics column</comment>
        <translation>Vastustajat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="39"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="23"/>
        <source>Played</source>
        <comment>statistics column</comment>
        <translation>Pelattu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="40"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="104"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="23"/>
        <source>Won</source>
        <comment>statistics column</comment>
        <translation>Voitettu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="40"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="104"/>
        <source>Lost</source>
        <comment>statistics column</comment>
        <translation>Hävitty</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="41"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="105"/>
        <source>Given up</source>
        <comment>statistics column</comment>
        <translation>Luovutettu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="43"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="24"/>
        <source>Won %</source>
        <comment>statistics column</comment>
        <translation>Voitto-%</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="50"/>
        <source>Ended</source>
        <comment>statistics: the last matches&apos; column, when the match ended</comment>
        <translation>Päättyi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="52"/>
        <source>Result</source>
        <comment>statistics: the last matches&apos; column</comment>
        <translation>Tulos</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="55"/>
        <source>You won</source>
        <comment>statistics: a last match&apos;s result</comment>
        <translation>Voitit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="56"/>
        <source>You lost</source>
        <comment>statistics: a last match&apos;s result</comment>
        <translation>Hävisit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="57"/>
        <source>Given up</source>
        <comment>statistics: a last match&apos;s result</comment>
        <translation>Luovutettu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="58"/>
        <source>Not restored</source>
        <comment>statistics: a last match&apos;s result: its save was damaged (or made by a newer version), so it could never be finished</comment>
        <translation>Palauttamatta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="61"/>
        <source>You won {yours} to {theirs}</source>
        <comment>statistics: a last match&apos;s result; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the best of the other sides&apos;</comment>
        <translation>Voitit {yours}–{theirs}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="63"/>
        <source>You lost {yours} to {theirs}</source>
        <comment>statistics: a last match&apos;s result; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the winner&apos;s</comment>
        <translation>Hävisit {yours}–{theirs}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="67"/>
        <source>You won {yours} to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result when the winner had no more points than another side and the rules&apos; tie-break decided; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the best of the other sides&apos;</comment>
        <translation>Voitit {yours}–{theirs} tasapelisäännöllä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="71"/>
        <source>You lost {yours} to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result when the winner had no more points than the player and the rules&apos; tie-break decided; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the winner&apos;s</comment>
        <translation>Hävisit {yours}–{theirs} tasapelisäännöllä</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="79"/>
        <source>You won with {count} penalty points to {theirs}</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the fewest of the other sides&apos;</comment>
        <extracomment>For one: You won with {count} penalty point to {theirs}</extracomment>
        <translation>
            <numerusform>Voitit: {count} miinuspiste, vastustajalla {theirs}</numerusform>
            <numerusform>Voitit: {count} miinuspistettä, vastustajalla {theirs}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="83"/>
        <source>You lost with {count} penalty points to {theirs}</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the winner&apos;s</comment>
        <extracomment>For one: You lost with {count} penalty point to {theirs}</extracomment>
        <translation>
            <numerusform>Hävisit: {count} miinuspiste, voittajalla {theirs}</numerusform>
            <numerusform>Hävisit: {count} miinuspistettä, voittajalla {theirs}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="87"/>
        <source>You won with {count} penalty points to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win, when the winner had no fewer penalty points than another side and the rules&apos; tie-break decided; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the fewest of the other sides&apos;</comment>
        <extracomment>For one: You won with {count} penalty point to {theirs} on the tie-break</extracomment>
        <translation>
            <numerusform>Voitit tasapelisäännöllä: {count} miinuspiste, vastustajalla {theirs}</numerusform>
            <numerusform>Voitit tasapelisäännöllä: {count} miinuspistettä, vastustajalla {theirs}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="93"/>
        <source>You lost with {count} penalty points to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win, when the winner had no fewer penalty points than the player and the rules&apos; tie-break decided; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the winner&apos;s</comment>
        <extracomment>For one: You lost with {count} penalty point to {theirs} on the tie-break</extracomment>
        <translation>
            <numerusform>Hävisit tasapelisäännöllä: {count} miinuspiste, voittajalla {theirs}</numerusform>
            <numerusform>Hävisit tasapelisäännöllä: {count} miinuspistettä, voittajalla {theirs}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="128"/>
        <source>4, partnerships</source>
        <translation>4, pareittain</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="129"/>
        <source>mixed levels</source>
        <translation>eri tasoja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="155"/>
        <source>No matches yet: a match counts once it is won, lost or given up.</source>
        <translation>Ei vielä pelejä: peli lasketaan, kun se on voitettu, hävitty tai luovutettu.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="157"/>
        <source>You have won {won} of {count} matches against the computer.</source>
        <extracomment>For one: You have won {won} of {count} match against the computer.</extracomment>
        <translation>
            <numerusform>Olet pelannut tietokonetta vastaan {count} pelin, voittoja {won}.</numerusform>
            <numerusform>Olet pelannut tietokonetta vastaan {count} peliä, voittoja {won}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="160"/>
        <source>{sentence} {count} of them were given up before the end.</source>
        <extracomment>For one: {sentence} One of them was given up before the end.</extracomment>
        <translation>
            <numerusform>{sentence} Yksi niistä luovutettiin ennen loppua.</numerusform>
            <numerusform>{sentence} Niistä {count} luovutettiin ennen loppua.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="163"/>
        <source>{sentence} {count} of them could not be restored because their saves were damaged.</source>
        <comment>statistics: matches that could never be finished because the saved game was damaged (or made by a newer version of the game); {sentence} is the sentence before it</comment>
        <extracomment>For one: {sentence} One of them could not be restored because its save was damaged.</extracomment>
        <translation>
            <numerusform>{sentence} Yhtä niistä ei voitu palauttaa, koska sen tallennus oli vioittunut.</numerusform>
            <numerusform>{sentence} Niistä {count} ei voitu palauttaa, koska niiden tallennukset olivat vioittuneet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="236"/>
        <source>{game}, the deal of the day of {date}</source>
        <comment>statistics: a last match&apos;s game when it was played on a deal of the day; {game} is the game&apos;s name (Casino), {date} the day whose deal it was (7 December 2026)</comment>
        <translation>{game}, päivän jako {date}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="262"/>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="355"/>
        <source>Statistics</source>
        <translation>Tilastot</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="288"/>
        <source>Last matches</source>
        <translation>Viimeisimmät pelit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="355"/>
        <source>Forget every result?</source>
        <translation>Unohdetaanko kaikki tulokset?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="24"/>
        <source>Not restored</source>
        <comment>statistics column: matches whose save was damaged (or made by a newer version), so they could never be finished; shown only when there are some</comment>
        <translation>Palauttamatta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="37"/>
        <source>Results over time</source>
        <translation>Tulokset ajan mittaan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="51"/>
        <source>From {first} to {last}: {won} won, {lost} lost, {abandoned} given up, {unrestored} not restored after a damaged save; share of matches won so far: {share}%.</source>
        <comment>the statistics chart described for a screen reader; {unrestored}: matches that could never be finished because their save was damaged</comment>
        <translation>{first}–{last}: voitettu {won}, hävitty {lost}, luovutettu {abandoned}, vioittuneen tallennuksen vuoksi palauttamatta {unrestored}; voitettujen pelien osuus tähän mennessä: {share} %.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="58"/>
        <source>From {first} to {last}: {won} won, {lost} lost, {abandoned} given up; share of matches won so far: {share}%.</source>
        <translation>{first}–{last}: voitettu {won}, hävitty {lost}, luovutettu {abandoned}; voitettujen pelien osuus tähän mennessä: {share} %.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="63"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="75"/>
        <source>No finished matches yet.</source>
        <translation>Ei vielä päättyneitä pelejä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="108"/>
        <source>Share won so far</source>
        <translation>Voitettujen osuus tähän mennessä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="169"/>
        <source>d MMM</source>
        <comment>a short date&apos;s format under the statistics chart, in Qt&apos;s date format codes</comment>
        <translation>d.M.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="190"/>
        <source>Current winning streak:</source>
        <translation>Nykyinen voittoputki:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="191"/>
        <source>Best winning streak:</source>
        <translation>Pisin voittoputki:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="32"/>
        <source>Deal number</source>
        <comment>statistics: the last matches&apos; column, each match&apos;s deal number, as the side panel shows it and New Game takes it (the same number deals the same cards)</comment>
        <translation>Jako nro</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="34"/>
        <source>&amp;Play This Deal Again…</source>
        <comment>statistics: a button and a context-menu item; opens New Game with the chosen match&apos;s game, house rules, seats and deal number</comment>
        <translation>&amp;Pelaa tämä jako uudelleen…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="38"/>
        <source>Choose a match to play its deal again.</source>
        <comment>statistics: beside Play This Deal Again while no match of the last matches is chosen</comment>
        <translation>Valitse peli, jonka jaon haluat pelata uudelleen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="40"/>
        <source>New Game will open with this match&apos;s game, house rules and deal number.</source>
        <comment>statistics: beside Play This Deal Again once a match with a deal number is chosen</comment>
        <translation>Uusi peli avautuu tämän pelin muunnelmalla, kotisäännöillä ja jaon numerolla.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="42"/>
        <source>Older versions of Casino kept no deal number for this match.</source>
        <comment>statistics: why a chosen match (of an older version) cannot be dealt again</comment>
        <translation>Casinon vanhemmat versiot eivät tallentaneet tämän pelin jaon numeroa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="44"/>
        <source>This version of Casino cannot deal this match&apos;s game again.</source>
        <comment>statistics: why a chosen match cannot be dealt again: its game or house rules are not known here</comment>
        <translation>Tämä Casinon versio ei voi jakaa tämän pelin muunnelmaa uudelleen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="20"/>
        <source>At one screen</source>
        <comment>statistics: the heading of the matches of several people at one screen, counted by each person&apos;s name</comment>
        <translation>Saman ruudun ääressä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="22"/>
        <source>Name</source>
        <comment>statistics column: a person&apos;s name at one screen, as their seat was called</comment>
        <translation>Nimi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="25"/>
        <source>No matches of several people at one screen yet. Each person&apos;s matches are counted here by the name of their seat.</source>
        <translation>Useiden pelaajien otteluita saman ruudun ääressä ei ole vielä. Kunkin pelaajan ottelut lasketaan tähän hänen paikkansa nimellä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="89"/>
        <source>The list above counts matches of one person against the computer; matches of several people at one screen are counted under “{section}”.</source>
        <comment>statistics: under the list of matches against the computer; {section} is the heading “At one screen” further down the dialog</comment>
        <translation>Yllä oleva luettelo laskee ottelut, joissa yksi pelaaja pelaa tietokonetta vastaan; useiden pelaajien ottelut saman ruudun ääressä lasketaan kohdassa ”{section}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="28"/>
        <source>Your game is not being saved: {reason}. It is tried again after every move.</source>
        <translation>Peliäsi ei tallenneta: {reason}. Tallennusta yritetään uudelleen jokaisen siirron jälkeen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="29"/>
        <source>Your game is not being saved. It is tried again after every move.</source>
        <translation>Peliäsi ei tallenneta. Tallennusta yritetään uudelleen jokaisen siirron jälkeen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="34"/>
        <source>Your game cannot be saved in the folder for saved games: {reason}. If Casino is closed or stops now, this game is lost. Free some disk space, or make the folder writable again: the game tries again after every move and tells you when saving works.</source>
        <translation>Peliäsi ei voi tallentaa tallennettujen pelien kansioon: {reason}. Jos Casino suljetaan tai pysähtyy nyt, tämä peli menetetään. Vapauta levytilaa tai salli kansioon kirjoittaminen uudelleen: peli yrittää uudelleen jokaisen siirron jälkeen ja kertoo, kun tallennus onnistuu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="37"/>
        <source>Your game cannot be saved in the folder for saved games. If Casino is closed or stops now, this game is lost. Free some disk space, or make the folder writable again: the game tries again after every move and tells you when saving works.</source>
        <translation>Peliäsi ei voi tallentaa tallennettujen pelien kansioon. Jos Casino suljetaan tai pysähtyy nyt, tämä peli menetetään. Vapauta levytilaa tai salli kansioon kirjoittaminen uudelleen: peli yrittää uudelleen jokaisen siirron jälkeen ja kertoo, kun tallennus onnistuu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="52"/>
        <source>Not saved</source>
        <comment>a mark on the status line while the game cannot be saved</comment>
        <translation>Ei tallennettu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="64"/>
        <source>Your game is being saved again.</source>
        <translation>Peliäsi tallennetaan taas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="77"/>
        <source>Your game is not being saved</source>
        <translation>Peliäsi ei tallenneta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="79"/>
        <source>To keep this game now, choose Save As and save it in another folder.</source>
        <translation>Jos haluat säilyttää tämän pelin nyt, valitse Tallenna nimellä ja tallenna se toiseen kansioon.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="80"/>
        <source>Save As…</source>
        <translation>Tallenna nimellä…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="81"/>
        <source>Keep Playing</source>
        <translation>Jatka pelaamista</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="51"/>
        <source>Your unfinished game could not be restored because its save was damaged, so a new game has started; the damaged save is kept in {folder}.</source>
        <translation>Keskeneräistä peliäsi ei voitu palauttaa, koska sen tallennus oli vioittunut, joten uusi peli alkoi; vioittunut tallennus on tallessa kansiossa {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="55"/>
        <source>Your unfinished game could not be restored because its save was damaged, so a new game has started; your statistics count that match as not restored, not as given up, and the damaged save is kept in {folder}.</source>
        <translation>Keskeneräistä peliäsi ei voitu palauttaa, koska sen tallennus oli vioittunut, joten uusi peli alkoi; tilastoissasi se peli lasketaan palauttamatta jääneeksi, ei luovutetuksi, ja vioittunut tallennus on tallessa kansiossa {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="61"/>
        <source>Your last save was damaged, but the copy kept before it holds the same position, so your unfinished game is back whole; the damaged save is kept in {folder}.</source>
        <translation>Viimeisin tallennuksesi oli vioittunut, mutta sitä ennen tallennettu kopio sisältää saman tilanteen, joten keskeneräinen pelisi palautettiin kokonaan; vioittunut tallennus on tallessa kansiossa {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="63"/>
        <source>Your last save was damaged, so your unfinished game is back from the copy kept before it, which may be a move behind; the damaged save is kept in {folder}.</source>
        <translation>Viimeisin tallennuksesi oli vioittunut, joten keskeneräinen pelisi palautettiin sitä ennen tallennetusta kopiosta, joka voi olla yhden siirron jäljessä; vioittunut tallennus on tallessa kansiossa {folder}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="66"/>
        <source>Your saves were damaged, so your unfinished game is back as far as they could be read, {count} moves in; the damaged saves are kept in {folder}.</source>
        <extracomment>For one: Your saves were damaged, so your unfinished game is back as far as they could be read, {count} move in; the damaged saves are kept in {folder}.</extracomment>
        <translation>
            <numerusform>Tallennuksesi olivat vioittuneet, joten keskeneräinen pelisi palautettiin niin pitkälle kuin ne voitiin lukea, {count} siirto pelattuna; vioittuneet tallennukset ovat tallessa kansiossa {folder}.</numerusform>
            <numerusform>Tallennuksesi olivat vioittuneet, joten keskeneräinen pelisi palautettiin niin pitkälle kuin ne voitiin lukea, {count} siirtoa pelattuna; vioittuneet tallennukset ovat tallessa kansiossa {folder}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="74"/>
        <source>Your unfinished game was saved by a newer version of Casino and cannot be continued in this one, so a new game has started; that save is kept in {folder}.</source>
        <translation>Keskeneräisen pelisi tallensi Casinon uudempi versio, eikä sitä voi jatkaa tässä versiossa, joten uusi peli alkoi; tallennus on tallessa kansiossa {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="76"/>
        <source>Your unfinished game was saved by a newer version of Casino and cannot be continued in this one, so a new game has started; your statistics count that match as not restored, not as given up, and that save is kept in {folder}.</source>
        <translation>Keskeneräisen pelisi tallensi Casinon uudempi versio, eikä sitä voi jatkaa tässä versiossa, joten uusi peli alkoi; tilastoissasi se peli lasketaan palauttamatta jääneeksi, ei luovutetuksi, ja tallennus on tallessa kansiossa {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="163"/>
        <source>Games cannot be kept this time: the folder for saved games cannot be made.</source>
        <translation>Pelejä ei voi tällä kertaa tallentaa: tallennettujen pelien kansiota ei voi luoda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="203"/>
        <source>Your unfinished game is back ({menu} starts another).</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Keskeneräinen pelisi palautettiin ({menu} aloittaa uuden).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/computer_seats.py" line="36"/>
        <source>{name}&apos;s computer player made a mistake; a legal move was played for it.</source>
        <translation>Paikan {name} tietokonepelaaja teki virheen; sen puolesta pelattiin sallittu siirto.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/computer_seats.py" line="37"/>
        <source>{name}&apos;s computer player took too long; a legal move was played for it.</source>
        <translation>Paikan {name} tietokonepelaaja mietti liian kauan; sen puolesta pelattiin sallittu siirto.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/computer_seats.py" line="38"/>
        <source>No hint this time: the computer could not work one out.</source>
        <translation>Ei vihjettä tällä kertaa: tietokone ei keksinyt sellaista.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="30"/>
        <source>Casino games (*.casino.json);;All files (*)</source>
        <comment>file dialog filters: keep the (*...) patterns and ;;</comment>
        <translation>Casino-pelit (*.casino.json);;Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="34"/>
        <source>game</source>
        <comment>the file name Save Game suggests, before .casino.json: one plain word</comment>
        <translation>peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="36"/>
        <source>This saved game</source>
        <translation>Tämä tallennettu peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="38"/>
        <source>A file named “{name}” stood where the folder for saved games goes, so it was put aside and the folder made; it is kept in {folder}.</source>
        <comment>{name}: the file&apos;s name on disk, saves, quoted in your language&apos;s quotation marks; {folder}: the data folder</comment>
        <translation>Tallennettujen pelien kansion paikalla oli tiedosto nimeltä ”{name}”, joten se siirrettiin sivuun ja kansio luotiin; tiedosto on tallessa kansiossa {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="201"/>
        <source>{what} cannot be replayed: it is damaged.</source>
        <translation>{what}: toistaminen ei onnistu, koska se on vioittunut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="255"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="261"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="269"/>
        <source>Save Game</source>
        <translation>Tallenna peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="262"/>
        <source>That file is where the program keeps your game by itself after every move: choose another name or folder.</source>
        <translation>Siihen tiedostoon ohjelma tallentaa pelisi itse jokaisen siirron jälkeen: valitse toinen nimi tai kansio.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="268"/>
        <source>the system refused</source>
        <comment>why a file could not be written</comment>
        <translation>järjestelmä kieltäytyi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="269"/>
        <source>The game could not be saved: {reason}.</source>
        <translation>Peliä ei voitu tallentaa: {reason}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="312"/>
        <source>Saved as “{name}”.</source>
        <comment>{name}: the name the player gave the saved file; keep it quoted in your language&apos;s quotation marks</comment>
        <translation>Tallennettu nimellä ”{name}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="23"/>
        <source>Opened “{name}”.</source>
        <comment>{name}: the name of the saved file opened; keep it quoted in your language&apos;s quotation marks</comment>
        <translation>Avattu ”{name}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="37"/>
        <source>Stop Opening</source>
        <translation>Keskeytä avaaminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="39"/>
        <source>Stop reading the saved game; the game in play goes on.</source>
        <translation>Lopeta tallennetun pelin lukeminen; käynnissä oleva peli jatkuu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="51"/>
        <source>Opening the saved game…</source>
        <translation>Avataan tallennettua peliä…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/opening.py" line="66"/>
        <source>Opening the saved game: {count} moves replayed…</source>
        <extracomment>For one: Opening the saved game: {count} move replayed…</extracomment>
        <translation>
            <numerusform>Avataan tallennettua peliä: {count} siirto pelattu uudelleen…</numerusform>
            <numerusform>Avataan tallennettua peliä: {count} siirtoa pelattu uudelleen…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="80"/>
        <source>Opening the saved game was stopped; the game in play goes on.</source>
        <translation>Tallennetun pelin avaaminen keskeytettiin; käynnissä oleva peli jatkuu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="28"/>
        <source>Casino is already open, so its window has been brought to the front.</source>
        <translation>Casino on jo auki, joten sen ikkuna tuotiin eteen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="29"/>
        <source>Casino is already open, so the game you asked for has been handed to its window.</source>
        <translation>Casino on jo auki, joten pyytämäsi peli annettiin sen ikkunaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="30"/>
        <source>Casino is already open, but its window does not answer. Close it, or wait until it answers, and then start Casino again.</source>
        <translation>Casino on jo auki, mutta sen ikkuna ei vastaa. Sulje se tai odota, kunnes se vastaa, ja käynnistä Casino sitten uudelleen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="32"/>
        <source>Casino was started again while this window was open, so this window came to the front: one window keeps your games.</source>
        <translation>Casino käynnistettiin uudelleen tämän ikkunan ollessa auki, joten tämä ikkuna tuotiin eteen: pelisi pysyvät yhdessä ikkunassa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="34"/>
        <source>Casino was started again with a new game, but you kept this match.</source>
        <translation>Casino käynnistettiin uudelleen uudella pelillä, mutta jatkoit tätä peliä.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/second_start.py" line="105"/>
        <source>Start {game} for {count} players and give up the match in progress?</source>
        <extracomment>For one: Start {game} for {count} player and give up the match in progress?</extracomment>
        <translation>
            <numerusform>Aloitetaanko peli {game} {count} pelaajalle ja luovutetaan käynnissä oleva peli?</numerusform>
            <numerusform>Aloitetaanko peli {game} {count} pelaajalle ja luovutetaan käynnissä oleva peli?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/second_start.py" line="107"/>
        <source>Start {game} for {count} players, deal {number}, and give up the match in progress?</source>
        <comment>{number}: the deal number, which deals the same cards again</comment>
        <extracomment>For one: Start {game} for {count} player, deal {number}, and give up the match in progress?</extracomment>
        <translation>
            <numerusform>Aloitetaanko peli {game} {count} pelaajalle, jako nro {number}, ja luovutetaan käynnissä oleva peli?</numerusform>
            <numerusform>Aloitetaanko peli {game} {count} pelaajalle, jako nro {number}, ja luovutetaan käynnissä oleva peli?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="110"/>
        <source>Start {game} for four players in two partnerships and give up the match in progress?</source>
        <translation>Aloitetaanko peli {game} neljälle pelaajalle kahtena parina ja luovutetaan käynnissä oleva peli?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="111"/>
        <source>Start {game} for four players in two partnerships, deal {number}, and give up the match in progress?</source>
        <comment>{number}: the deal number, which deals the same cards again</comment>
        <translation>Aloitetaanko peli {game} neljälle pelaajalle kahtena parina, jako nro {number}, ja luovutetaan käynnissä oleva peli?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/language_switch.py" line="55"/>
        <source>&amp;Language</source>
        <translation>&amp;Kieli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/language_switch.py" line="59"/>
        <source>System Language</source>
        <translation>Järjestelmän kieli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/language_switch.py" line="107"/>
        <source>The game now speaks English.</source>
        <comment>said in the language just chosen: name YOUR language in this sentence, as your language writes it inside a sentence</comment>
        <translation>Peli puhuu nyt suomea.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="28"/>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation>Hidas</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="28"/>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Normaali</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="29"/>
        <source>Fast</source>
        <comment>animation speed</comment>
        <translation>Nopea</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="29"/>
        <source>Instant</source>
        <comment>animation speed</comment>
        <translation>Välitön</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="46"/>
        <source>&amp;Restart</source>
        <translation>Al&amp;oita alusta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="47"/>
        <source>Deal of the &amp;Day</source>
        <translation>Päivän &amp;jako</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="48"/>
        <source>&amp;Practice…</source>
        <translation>&amp;Harjoittele…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="49"/>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="41"/>
        <source>Play Over the Net&amp;work</source>
        <translation>Pelaa v&amp;erkossa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="50"/>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="42"/>
        <source>&amp;Host…</source>
        <translation>&amp;Avaa pöytä…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="51"/>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="43"/>
        <source>&amp;Join…</source>
        <translation>&amp;Liity…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="59"/>
        <source>St&amp;atistics…</source>
        <translation>Tila&amp;stot…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="61"/>
        <source>&amp;Open Game…</source>
        <translation>&amp;Avaa peli…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="62"/>
        <source>&amp;Save Game…</source>
        <translation>&amp;Tallenna peli…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="66"/>
        <source>&amp;View</source>
        <translation>&amp;Näytä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="67"/>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Animaationopeus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="78"/>
        <source>Side &amp;Panel</source>
        <translation>Sivu&amp;paneeli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_window.py" line="112"/>
        <source>Welcome to Casino.</source>
        <translation>Tervetuloa pelaamaan Casinoa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/menu_names.py" line="13"/>
        <source>&amp;Game</source>
        <translation>&amp;Peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/menu_names.py" line="14"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Uusi peli…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="56"/>
        <source>Your network table stopped before its match was over: {menu} opens it again where it stopped, and its players take their seats back.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Verkkopöytäsi pysähtyi ennen kuin peli oli ohi: {menu} avaa sen uudelleen siitä, mihin se jäi, ja pelaajat palaavat paikoilleen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="60"/>
        <source>Your network table&apos;s match cannot be resumed: {why} {menu} opens a new table.</source>
        <comment>{why} is a whole sentence on what is wrong with the file; {menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Verkkopöytäsi peliä ei voi jatkaa: {why} {menu} avaa uuden pöydän.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="63"/>
        <source>Your seat at the network table at {address} is kept while its match goes on: {menu} takes it back.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Paikkasi verkkopöydässä osoitteessa {address} säilyy, kun peli jatkuu: {menu} ottaa sen takaisin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialog_parts.py" line="63"/>
        <source>Join code {code}, port {port}.</source>
        <translation>Liittymiskoodi {code}, portti {port}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialog_parts.py" line="64"/>
        <source>Join code {code}; players join at {addresses}.</source>
        <translation>Liittymiskoodi {code}; pelaajat liittyvät osoitteeseen {addresses}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="32"/>
        <source>Nothing answers at {address} yet: its host has not opened the table again. Join… takes your seat back once the host has.</source>
        <translation>Osoitteessa {address} ei vielä vastaa mikään: pöydän avaaja ei ole avannut pöytää uudelleen. Liity… palauttaa paikkasi, kun hän on avannut sen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="68"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="275"/>
        <source>Join a Table</source>
        <translation>Liity pöytään</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="79"/>
        <source>address:port, like 192.168.1.20:4747</source>
        <translation>osoite:portti, esim. 192.168.1.20:4747</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="81"/>
        <source>the code the host reads out</source>
        <translation>pöydän avaajan kertoma koodi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="92"/>
        <source>Tables on this network:</source>
        <translation>Pöydät tässä verkossa:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="93"/>
        <source>Address:</source>
        <translation>Osoite:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="94"/>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="80"/>
        <source>Join code:</source>
        <translation>Liittymiskoodi:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="95"/>
        <source>Your name:</source>
        <translation>Nimesi:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="101"/>
        <source>Join</source>
        <translation>Liity</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="137"/>
        <source>The table at {address} now is not the one your seat was kept at: type the code its host reads out.</source>
        <translation>Osoitteen {address} pöytä ei nyt ole se, jossa paikkasi säilytettiin: kirjoita koodi, jonka sen avaaja lukee ääneen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="168"/>
        <source>{name} at {address}: {game}, {open} of {players} seats free; your seat is kept</source>
        <translation>{name} osoitteessa {address}: {game}, {open}/{players} paikkaa vapaana; paikkasi säilyy</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="170"/>
        <source>{name} at {address}: {game}, {open} of {players} seats free</source>
        <translation>{name} osoitteessa {address}: {game}, {open}/{players} paikkaa vapaana</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="178"/>
        <source>Looking for tables on this network…</source>
        <translation>Etsitään pöytiä tästä verkosta…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="208"/>
        <source>Give the host&apos;s address and port, like 192.168.1.20:4747.</source>
        <translation>Anna pöydän avaajan osoite ja portti, esim. 192.168.1.20:4747.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="210"/>
        <source>A join code never holds {characters}: check the code the host reads out.</source>
        <translation>Liittymiskoodissa ei koskaan ole merkkejä {characters}: tarkista pöydän avaajan kertoma koodi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="214"/>
        <source>The join code has eight letters and digits.</source>
        <translation>Liittymiskoodissa on kahdeksan kirjainta ja numeroa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="231"/>
        <source>Joining the table at {address}…</source>
        <translation>Liitytään pöytään osoitteessa {address}…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="35"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="35"/>
        <source>{name}: you, at this computer</source>
        <translation>{name}: sinä, tällä tietokoneella</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="37"/>
        <source>{seat}: kept for {name}, who joins with that name</source>
        <translation>{seat}: varattu pelaajalle {name}, joka liittyy tällä nimellä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="39"/>
        <source>{name}: a seat for someone who joins</source>
        <translation>{name}: paikka liittyvälle pelaajalle</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="41"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="39"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="51"/>
        <source>{name}: a computer player ({level})</source>
        <translation>{name}: tietokonepelaaja ({level})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="45"/>
        <source>Partners: {side} against {other}.</source>
        <translation>Parit: {side} vastaan {other}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="53"/>
        <source>{name}&apos;s table</source>
        <translation>Pelaajan {name} pöytä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="57"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="231"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="246"/>
        <source>Casino table</source>
        <translation>Kasinopöytä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="86"/>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="91"/>
        <source>none: this computer is not on a network</source>
        <translation>ei yhtään: tämä tietokone ei ole verkossa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="92"/>
        <source>Addresses:</source>
        <translation>Osoitteet:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="93"/>
        <source>Port:</source>
        <translation>Portti:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="99"/>
        <source>Plays for anyone who drops:</source>
        <translation>Pelaa yhteyden menettäneen puolesta:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="100"/>
        <source>Allow hints and the coach for players who join</source>
        <translation>Salli vihjeet ja valmentaja liittyville pelaajille</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="103"/>
        <source>List the table for players on this network</source>
        <translation>Näytä pöytä tämän verkon pelaajille</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="112"/>
        <source>Table name:</source>
        <translation>Pöydän nimi:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="117"/>
        <source>Seats:</source>
        <translation>Paikat:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="119"/>
        <source>Open the Table</source>
        <translation>Avaa pöytä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="123"/>
        <source>Read the code to the players who join. Nothing listens until you open the table, and closing the table&apos;s window stops it.</source>
        <translation>Kerro koodi liittyville pelaajille. Mikään ei kuuntele yhteyksiä ennen kuin avaat pöydän, ja pöydän ikkunan sulkeminen lopettaa sen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="136"/>
        <source>No seat is left for anyone to join: every other seat is a computer&apos;s. Cancel, and make a seat Human in the game&apos;s setup for each player who joins.</source>
        <translation>Liittyville ei jää yhtään paikkaa: kaikilla muilla paikoilla pelaa tietokone. Peruuta ja valitse pelin asetuksissa pelaajaksi Ihminen yhdelle paikalle jokaista liittyvää pelaajaa kohden.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="146"/>
        <source>Port {port} is in use on this computer: choose another, like {other}.</source>
        <translation>Portti {port} on jo käytössä tällä tietokoneella: valitse toinen, esim. {other}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_lost.py" line="68"/>
        <source>Trying to reach the host again…</source>
        <translation>Yritetään tavoittaa pöydän avaaja uudelleen…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_lost.py" line="69"/>
        <source>Waiting for the host to reopen the table…</source>
        <translation>Odotetaan, että pöydän avaaja avaa pöydän uudelleen…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_lost.py" line="108"/>
        <source>The host has closed the table for now: your move can be played once it is open again.</source>
        <translation>Pöydän avaaja on sulkenut pöydän toistaiseksi: siirtosi voidaan pelata, kun pöytä on taas auki.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/leaving.py" line="34"/>
        <source>{names} are at your table: close it for everyone?</source>
        <extracomment>For one: {names} is at your table: close it for everyone?</extracomment>
        <translation>
            <numerusform>{names} istuu pöytäsi ääressä: suljetaanko pöytä kaikilta?</numerusform>
            <numerusform>{names} istuvat pöytäsi ääressä: suljetaanko pöytä kaikilta?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/leaving.py" line="42"/>
        <source>Leave the table in the middle of the match? Your seat is kept until you come back: a computer player plays it while someone else is still at the table.</source>
        <translation>Poistutaanko pöydästä kesken pelin? Paikkasi säilyy, kunnes palaat: tietokonepelaaja pelaa sillä, kun pöydässä on vielä joku muu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/leaving.py" line="49"/>
        <location filename="../../casino_desktop/qt/net/window.py" line="210"/>
        <source>Close the Table</source>
        <translation>Sulje pöytä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/leaving.py" line="49"/>
        <location filename="../../casino_desktop/qt/net/window.py" line="211"/>
        <source>Leave the Table</source>
        <translation>Poistu pöydästä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="31"/>
        <source>The network match that stopped cannot be resumed: {why} Choose the game for a new table.</source>
        <comment>{why} is a whole sentence on what is wrong with the file</comment>
        <translation>Pysähtynyttä verkkopeliä ei voi jatkaa: {why} Valitse peli uudelle pöydälle.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="155"/>
        <source>Resume the network match that stopped? Its players take their seats back with the same code. Starting a new match instead discards it.</source>
        <translation>Jatketaanko keskeytynyttä verkkopeliä? Pelaajat palaavat paikoilleen samalla koodilla. Jos aloitat uuden pelin, keskeytynyt peli hylätään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="157"/>
        <source>&amp;Resume</source>
        <comment>the network match that stopped</comment>
        <translation>&amp;Jatka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="159"/>
        <source>&amp;New Match</source>
        <comment>in place of the network match that stopped, which is discarded</comment>
        <translation>&amp;Uusi peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="185"/>
        <source>You already have a seat at a network table: close its window to leave it first.</source>
        <translation>Sinulla on jo paikka verkkopöydässä: poistu siitä ensin sulkemalla sen ikkuna.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="258"/>
        <source>The table could not be opened on port {port}: another program uses it.</source>
        <translation>Pöytää ei voitu avata porttiin {port}: toinen ohjelma käyttää sitä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="37"/>
        <source>{name}: closed the table</source>
        <translation>{name}: sulki pöydän</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="41"/>
        <source>{name}: their seat is kept until the host opens the table again</source>
        <translation>{name}: paikka pidetään, kunnes pöydän avaaja avaa pöydän uudelleen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="43"/>
        <source>{name}: no longer seated: the host closed the table</source>
        <translation>{name}: ei enää pöydässä: pöydän avaaja sulki pöydän</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="47"/>
        <source>{name}: hosts the table, which cannot be reached at the moment</source>
        <translation>{name}: pöydän avaaja, johon ei juuri nyt saada yhteyttä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="49"/>
        <source>{name}: not known while the connection to the host is lost</source>
        <translation>{name}: ei tiedossa, kun yhteys isäntään on katkennut</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="53"/>
        <source>{name}: a computer player that joined over the network</source>
        <translation>{name}: verkon kautta liittynyt tietokonepelaaja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="55"/>
        <source>{name}: waiting for a player to join</source>
        <translation>{name}: odottaa pelaajaa liittymään</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="59"/>
        <source>{name}: connection lost</source>
        <translation>{name}: yhteys katkesi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="61"/>
        <source>{name}: left the table</source>
        <translation>{name}: poistui pöydästä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="63"/>
        <source>{name}: not back at the table yet; a computer player ({level}) plays until they return</source>
        <translation>{name}: ei vielä palannut pöytään; tietokonepelaaja ({level}) pelaa, kunnes pelaaja palaa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="66"/>
        <source>{name}: connection lost; a computer player ({level}) plays until they return</source>
        <translation>{name}: yhteys katkesi; tietokonepelaaja ({level}) pelaa, kunnes pelaaja palaa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="69"/>
        <source>{name}: left the table; a computer player ({level}) plays until they return</source>
        <translation>{name}: lähti pöydästä; tietokonepelaaja ({level}) pelaa, kunnes pelaaja palaa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="74"/>
        <source>{name}: hosts the table; still reading the last round&apos;s scores</source>
        <translation>{name}: pöydän avaaja; lukee vielä edellisen kierroksen pisteitä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="76"/>
        <source>{name}: hosts the table</source>
        <translation>{name}: pöydän avaaja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="78"/>
        <source>{name}: joined and connected; still reading the last round&apos;s scores</source>
        <translation>{name}: liittynyt, yhteys kunnossa; lukee vielä edellisen kierroksen pisteitä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="79"/>
        <source>{name}: joined and connected</source>
        <translation>{name}: liittynyt, yhteys kunnossa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="97"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="100"/>
        <source>At the table</source>
        <translation>Pöydän ääressä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/sheet_news.py" line="57"/>
        <source>The next round is dealt, and it is your turn.</source>
        <comment>on the score sheet at a network table: the host dealt the next round while the player read it</comment>
        <translation>Seuraava kierros on jaettu, ja on sinun vuorosi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/sheet_news.py" line="62"/>
        <source>{name} is still reading the last round&apos;s scores: the table waits for their move.</source>
        <comment>the status line at a network table; {name} is another player&apos;s name, never &apos;You&apos;</comment>
        <translation>{name} lukee vielä edellisen kierroksen pisteitä: pöytä odottaa siirtoa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_menus.py" line="31"/>
        <source>A network match is saved by its host as it is played: if the table stops, the host resumes it with {menu} and every player takes their seat back.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Verkkopelin tallentaa pöydän avaaja pelin kuluessa: jos pöytä pysähtyy, avaaja jatkaa sitä kohdasta {menu}, ja jokainen pelaaja saa paikkansa takaisin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_menus.py" line="123"/>
        <source>At a network table a move stands once it is played: the other players have already seen it.</source>
        <translation>Verkkopöydässä pelattu siirto pysyy: muut pelaajat ovat jo nähneet sen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/table_words.py" line="26"/>
        <source>{names} are at your table: close it for everyone? You can resume the match later where it stopped with {menu}.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <extracomment>For one: {names} is at your table: close it for everyone? You can resume the match later where it stopped with {menu}.</extracomment>
        <translation>
            <numerusform>{names} istuu pöytäsi ääressä: suljetaanko pöytä kaikilta? Voit jatkaa peliä myöhemmin siitä, mihin se jäi, kohdasta {menu}.</numerusform>
            <numerusform>{names} istuvat pöytäsi ääressä: suljetaanko pöytä kaikilta? Voit jatkaa peliä myöhemmin siitä, mihin se jäi, kohdasta {menu}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="35"/>
        <source>Close your table in the middle of the match? You can resume it later where it stopped with {menu}.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Suljetaanko pöytäsi kesken pelin? Voit jatkaa sitä myöhemmin siitä, mihin se jäi, kohdasta {menu}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="41"/>
        <source>You stopped waiting for the host. {join} takes your seat back once the table is open again.</source>
        <comment>{join} is where a menu item is, such as: Game › New Game</comment>
        <translation>Lopetit pöydän avaajan odottamisen. {join} ottaa paikkasi takaisin, kun pöytä on taas auki.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="44"/>
        <source>The host started a new match at this table, so the match you had a seat in is over. {join} with the new join code takes a seat in the new one.</source>
        <comment>{join} is where a menu item is, such as: Game › New Game</comment>
        <translation>Pöydän avaaja aloitti tässä pöydässä uuden pelin, joten peli, jossa sinulla oli paikka, on päättynyt. {join} uudella liittymiskoodilla antaa sinulle paikan uudessa pelissä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="58"/>
        <source>The connection to the host was lost; this window keeps trying to reach it.</source>
        <translation>Yhteys pöydän avaajaan katkesi; tämä ikkuna yrittää yhä tavoittaa sen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="62"/>
        <source>Nothing has come from the host for a minute: the connection may be lost. This window keeps trying to reach it.</source>
        <translation>Pöydän avaajalta ei ole tullut mitään minuuttiin: yhteys on ehkä katkennut. Tämä ikkuna yrittää yhä tavoittaa sen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="67"/>
        <source>At a network table the host deals the next match: this window follows when they do.</source>
        <translation>Verkkopöydässä seuraavan pelin jakaa pöydän avaaja: tämä ikkuna seuraa mukana, kun hän jakaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="69"/>
        <source>This table is closed, so no new match can be dealt at it: {host} opens a table, and {join} takes a seat at one.</source>
        <comment>{host} and {join} are where menu items are, such as: Game › New Game</comment>
        <translation>Tämä pöytä on suljettu, joten siinä ei voi jakaa uutta peliä: {host} avaa pöydän, ja {join} antaa paikan jossakin pöydässä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="87"/>
        <source>Stop Waiting</source>
        <translation>Lopeta odotus</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/window.py" line="132"/>
        <source>Waiting for {names} to join: the join code is {code}.</source>
        <extracomment>For one: Waiting for {names} to join: the join code is {code}.</extracomment>
        <translation>
            <numerusform>Odotetaan, että {names} liittyy: liittymiskoodi on {code}.</numerusform>
            <numerusform>Odotetaan, että {names} liittyvät: liittymiskoodi on {code}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/window.py" line="136"/>
        <source>Waiting for {names} to join.</source>
        <extracomment>For one: Waiting for {names} to join.</extracomment>
        <translation>
            <numerusform>Odotetaan, että {names} liittyy.</numerusform>
            <numerusform>Odotetaan, että {names} liittyvät.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="175"/>
        <source>The host does not allow hints at this table.</source>
        <translation>Pöydän avaaja ei salli vihjeitä tässä pöydässä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="176"/>
        <source>The host does not allow the coach at this table.</source>
        <translation>Pöydän avaaja ei salli valmentajaa tässä pöydässä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="178"/>
        <source>The host has turned hints and the coach off for this table.</source>
        <translation>Pöydän avaaja on poistanut vihjeet ja valmentajan käytöstä tässä pöydässä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="186"/>
        <source>{table} — Casino</source>
        <comment>a network table&apos;s window title</comment>
        <translation>{table} — Casino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="203"/>
        <location filename="../../casino_desktop/qt/net/window.py" line="256"/>
        <source>Show the Join Code</source>
        <translation>Näytä liittymiskoodi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="204"/>
        <source>Start With Computer Players in the Empty Seats</source>
        <translation>Aloita ja täytä tyhjät paikat tietokonepelaajilla</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="238"/>
        <source>Step through this round&apos;s moves as you saw them, your own hand face up</source>
        <translation>Käy tämän kierroksen siirrot läpi niin kuin näit ne, oma kätesi kuvapuoli ylöspäin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/comeback.py" line="36"/>
        <source>Your practice of {rules} is back, at the drill you were on.</source>
        <comment>said at start; {rules} is a game&apos;s name, or such as: Casino with your house rules</comment>
        <translation>Harjoittelusi ({rules}) palasi, siihen tehtävään, jossa olit.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/comeback.py" line="38"/>
        <source>Your practice of {rules} is back, with the same drills.</source>
        <comment>said at start, when the last drill had been answered; {rules} is a game&apos;s name, or such as: Casino with your house rules</comment>
        <translation>Harjoittelusi ({rules}) palasi samoine tehtävineen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/comeback.py" line="41"/>
        <source>Your practice of {rules} is back with the same drills, but the drill you were on could not be dealt again.</source>
        <comment>said at start; {rules} is a game&apos;s name, or such as: Casino with your house rules</comment>
        <translation>Harjoittelusi ({rules}) palasi samoine tehtävineen, mutta tehtävää, jossa olit, ei voitu jakaa uudelleen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="14"/>
        <source>Practice — {variant}</source>
        <translation>Harjoittelu — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="15"/>
        <source>Practice</source>
        <translation>Harjoittelu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="16"/>
        <source>Start &amp;Practice</source>
        <translation>Aloita &amp;harjoittelu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="17"/>
        <source>Pr&amp;actise These Rules</source>
        <translation>Harjoittele &amp;näitä sääntöjä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="18"/>
        <source>Rule drills for the variant and house rules chosen here, instead of a game.</source>
        <translation>Sääntöharjoituksia pelin sijaan tässä valitulla muunnelmalla ja kotisäännöillä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="21"/>
        <source>Dealing practice positions for {variant}…</source>
        <translation>Jaetaan harjoitustilanteita: {variant}…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="22"/>
        <source>No drill came up for these rules; try other house rules.</source>
        <translation>Näillä säännöillä ei syntynyt harjoituksia; kokeile muita kotisääntöjä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="23"/>
        <source>Every topic of {variant} is learnt for now: the schedule asks each one again when it is due. You may practise anyway.</source>
        <translation>Muunnelman {variant} kaikki aiheet on nyt opittu: aikataulu kysyy kutakin uudelleen, kun sen aika tulee. Voit silti harjoitella.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="25"/>
        <source>Practise &amp;Anyway</source>
        <translation>Harjoittele &amp;silti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="28"/>
        <source>Topic: {topic}</source>
        <translation>Aihe: {topic}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="29"/>
        <source>Mastered {mastered} of {count} topics · this session {right} right, {wrong} wrong</source>
        <extracomment>For one: Mastered {mastered} of {count} topic · this session {right} right, {wrong} wrong</extracomment>
        <translation>
            <numerusform>Hallussa {mastered}/{count} aihe · tällä kertaa {right} oikein, {wrong} väärin</numerusform>
            <numerusform>Hallussa {mastered}/{count} aihetta · tällä kertaa {right} oikein, {wrong} väärin</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="32"/>
        <source>Two players.</source>
        <translation>Kaksi pelaajaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="33"/>
        <source>Three players.</source>
        <translation>Kolme pelaajaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="34"/>
        <source>Four players, each for themselves.</source>
        <translation>Neljä pelaajaa, kukin omillaan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="35"/>
        <source>Four players in partnerships; your partner sits opposite you.</source>
        <translation>Neljä pelaajaa pareittain; kumppanisi istuu vastapäätä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="37"/>
        <source>This is the last deal of the round.</source>
        <translation>Tämä on kierroksen viimeinen jako.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="39"/>
        <source>This is the first deal of the round.</source>
        <translation>Tämä on kierroksen ensimmäinen jako.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="40"/>
        <source>This is deal {number} of the round, not the first.</source>
        <comment>{number}: 2, 3, ...</comment>
        <translation>Tämä on kierroksen jako {number}, ei ensimmäinen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="44"/>
        <source>Build {value}
single · yours</source>
        <translation>Rakennelma {value}
yksinkertainen · sinun</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="45"/>
        <source>Build {value}
single · your partner&apos;s</source>
        <translation>Rakennelma {value}
yksinkertainen · kumppanisi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="46"/>
        <source>Build {value}
single · an opponent&apos;s</source>
        <translation>Rakennelma {value}
yksinkertainen · vastustajan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="47"/>
        <source>Build {value}
multiple · yours</source>
        <translation>Rakennelma {value}
moninkertainen · sinun</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="48"/>
        <source>Build {value}
multiple · your partner&apos;s</source>
        <translation>Rakennelma {value}
moninkertainen · kumppanisi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="49"/>
        <source>Build {value}
multiple · an opponent&apos;s</source>
        <translation>Rakennelma {value}
moninkertainen · vastustajan</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="53"/>
        <source>Your pile
{count} cards</source>
        <extracomment>For one: Your pile
{count} card</extracomment>
        <translation>
            <numerusform>Pinosi
{count} kortti</numerusform>
            <numerusform>Pinosi
{count} korttia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="54"/>
        <source>Your partner&apos;s pile
{count} cards</source>
        <extracomment>For one: Your partner&apos;s pile
{count} card</extracomment>
        <translation>
            <numerusform>Kumppanisi pino
{count} kortti</numerusform>
            <numerusform>Kumppanisi pino
{count} korttia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="55"/>
        <source>An opponent&apos;s pile
{count} cards</source>
        <extracomment>For one: An opponent&apos;s pile
{count} card</extracomment>
        <translation>
            <numerusform>Vastustajan pino
{count} kortti</numerusform>
            <numerusform>Vastustajan pino
{count} korttia</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="56"/>
        <source>You have played your card from the hand this turn.</source>
        <translation>Olet jo pelannut korttisi kädestä tällä vuorolla.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="57"/>
        <source>Drag a table card onto another to build with them; click more table cards first to build with those too.</source>
        <translation>Vedä pöydän kortti toisen päälle, niin rakennat niistä; napsauta ensin muita pöydän kortteja, jos haluat rakentaa myös niillä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="59"/>
        <source>Drop the card on another table card to build with them.</source>
        <translation>Pudota kortti toisen pöydän kortin päälle, niin rakennat niistä.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="60"/>
        <source>First pile: {count} cards</source>
        <extracomment>For one: First pile: {count} card</extracomment>
        <translation>
            <numerusform>Ensimmäinen pino: {count} kortti</numerusform>
            <numerusform>Ensimmäinen pino: {count} korttia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="61"/>
        <source>Second pile: {count} cards</source>
        <extracomment>For one: Second pile: {count} card</extracomment>
        <translation>
            <numerusform>Toinen pino: {count} kortti</numerusform>
            <numerusform>Toinen pino: {count} korttia</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="62"/>
        <source>Sweeps made: {first} by the first pile, {second} by the second.</source>
        <translation>Mökit: ensimmäisellä pinolla {first}, toisella {second}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="63"/>
        <source>Sweeps left open: {first} by the first pile, {second} by the second.</source>
        <translation>Mökille jätetyt pöydät: ensimmäinen pino {first}, toinen {second}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="64"/>
        <source>Mulles: worth {first} in all in the first pile, {second} in the second.</source>
        <translation>Mullejen arvo yhteensä: ensimmäinen pino {first}, toinen {second}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="65"/>
        <source>The first pile made the last capture.</source>
        <translation>Ensimmäinen pino teki viimeisen oton.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="65"/>
        <source>The second pile made the last capture.</source>
        <translation>Toinen pino teki viimeisen oton.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="66"/>
        <source>Nobody made a capture this round.</source>
        <translation>Kukaan ei ottanut mitään tällä kierroksella.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="68"/>
        <source>For each capture the {card} can make, click the table cards it takes, then press Add Capture (or drag the {card} onto them). Where it can take several groups at once, that is a capture of its own: add it too. When you have added every capture, press Check. On the keyboard, the arrow keys move over the cards and Space picks one.</source>
        <translation>Jokaista ottoa kohden, jonka kortti {card} voi tehdä: napsauta pöydän kortteja, jotka se ottaa, ja paina Lisää otto (tai vedä {card} niiden päälle). Jos se voi ottaa useita ryhmiä kerralla, sekin on oma ottonsa: lisää sekin. Kun olet lisännyt kaikki otot, paina Tarkista. Näppäimistöllä nuolinäppäimet liikkuvat korttien yli ja välilyönti valitsee kortin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="72"/>
        <source>Click a hand card and the table cards to play it with, then press Play; or drag the hand card onto the table cards. Dropping it on the felt trails it. On the keyboard, the arrow keys move over the cards and Space picks one.</source>
        <translation>Napsauta käden korttia ja pöydän kortteja, joihin pelaat sen, ja paina Pelaa; tai vedä käden kortti pöydän korttien päälle. Kun pudotat sen tyhjälle pöydälle, se laitetaan pöytään. Näppäimistöllä nuolinäppäimet liikkuvat korttien yli ja välilyönti valitsee kortin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="75"/>
        <source>Pick your answer, then press Check.</source>
        <translation>Valitse vastauksesi ja paina Tarkista.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="76"/>
        <source>Enter the points each pile scores for every item (0 where it scores none), then press Check.</source>
        <translation>Kirjoita kunkin pinon pisteet jokaisesta kohdasta (0, jos pisteitä ei tule) ja paina Tarkista.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="77"/>
        <source>Those cards can be played more than one way: pick the play you mean.</source>
        <translation>Noita kortteja voi pelata usealla tavalla: valitse tarkoittamasi siirto.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="79"/>
        <source>&amp;Add Capture</source>
        <translation>&amp;Lisää otto</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="80"/>
        <source>&amp;Remove</source>
        <translation>&amp;Poista</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="81"/>
        <source>No capture added yet.</source>
        <translation>Ottoja ei ole vielä lisätty.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="82"/>
        <source>That capture is on your list already.</source>
        <translation>Tuo otto on jo listallasi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="83"/>
        <source>Click the table cards the {card} takes first.</source>
        <translation>Napsauta ensin pöydän kortteja, jotka kortti {card} ottaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="84"/>
        <source>Click the hand card you play first.</source>
        <translation>Napsauta ensin käden korttia, jonka pelaat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="85"/>
        <source>This question is about the {card}: click the table cards it takes.</source>
        <translation>Kysymys koskee korttia {card}: napsauta pöydän kortteja, jotka se ottaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="86"/>
        <source>&amp;Check</source>
        <translation>&amp;Tarkista</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="87"/>
        <source>&amp;Play</source>
        <translation>&amp;Pelaa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="88"/>
        <source>&amp;Next Drill</source>
        <translation>&amp;Seuraava harjoitus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="89"/>
        <source>Pro&amp;gress…</source>
        <translation>&amp;Edistyminen…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="90"/>
        <source>R&amp;ules…</source>
        <translation>S&amp;äännöt…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="91"/>
        <source>The rulebook of the variant and house rules being practised.</source>
        <translation>Harjoiteltavan muunnelman ja kotisääntöjen sääntökirja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="92"/>
        <source>Close</source>
        <comment>a button that closes the practice window</comment>
        <translation>Sulje</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="93"/>
        <source>Item</source>
        <comment>a row of the scoring table: a thing that scores</comment>
        <translation>Kohta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="94"/>
        <source>First pile</source>
        <translation>Ensimmäinen pino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="94"/>
        <source>Second pile</source>
        <translation>Toinen pino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="97"/>
        <source>The right answer: {answer}</source>
        <translation>Oikea vastaus: {answer}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="98"/>
        <source>The captures: {captures}.</source>
        <translation>Otot: {captures}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="99"/>
        <source>{item}: {first} to {second}.</source>
        <translation>{item}: {first}–{second}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="100"/>
        <source>No item scores any points.</source>
        <translation>Mikään kohta ei tuo pisteitä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="101"/>
        <source>The cards this verdict is about are ringed in red.</source>
        <translation>Kortit, joita arvio koskee, on ympyröity punaisella.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="102"/>
        <source>The cards of the right answer glow light blue.</source>
        <translation>Oikean vastauksen kortit hehkuvat vaaleansinisinä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="105"/>
        <source>Practice Progress</source>
        <translation>Harjoittelun edistyminen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="109"/>
        <source>{variant} with your house rules</source>
        <comment>in the practice progress&apos;s list of games, after the game&apos;s own name: {variant} is that name</comment>
        <translation>{variant} kotisäännöilläsi</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="112"/>
        <source>{mastered} mastered, {learning} being learnt, {new} new, of {count} topics.</source>
        <extracomment>For one: {mastered} mastered, {learning} being learnt, {new} new, of {count} topic.</extracomment>
        <translation>
            <numerusform>{count} aiheesta {mastered} hallussa, {learning} opettelussa, {new} uutta.</numerusform>
            <numerusform>{count} aiheesta {mastered} hallussa, {learning} opettelussa, {new} uutta.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="115"/>
        <source>Topic</source>
        <comment>a column of the practice progress table</comment>
        <translation>Aihe</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="116"/>
        <source>State</source>
        <comment>a column of the practice progress table</comment>
        <translation>Tila</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="117"/>
        <source>Right</source>
        <comment>a column of the practice progress table: answers that were right</comment>
        <translation>Oikein</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="118"/>
        <source>Wrong</source>
        <comment>a column of the practice progress table: answers that were wrong</comment>
        <translation>Väärin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="119"/>
        <source>Asked again</source>
        <comment>a column of the practice progress table</comment>
        <translation>Kysytään uudelleen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="120"/>
        <source>Mastered</source>
        <comment>a practice topic&apos;s state</comment>
        <translation>Hallussa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="121"/>
        <source>Learning</source>
        <comment>a practice topic&apos;s state</comment>
        <translation>Opettelussa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="122"/>
        <source>New</source>
        <comment>a practice topic&apos;s state</comment>
        <translation>Uusi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="123"/>
        <source>now</source>
        <comment>when a topic is asked again</comment>
        <translation>nyt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="124"/>
        <source>tomorrow</source>
        <comment>when a topic is asked again</comment>
        <translation>huomenna</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="125"/>
        <source>in {count} days</source>
        <comment>when a topic is asked again</comment>
        <extracomment>For one: in {count} day</extracomment>
        <translation>
            <numerusform>{count} päivän päästä</numerusform>
            <numerusform>{count} päivän päästä</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/screen_fit.py" line="309"/>
        <source>Casino</source>
        <comment>the application&apos;s name</comment>
        <translation>Casino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="115"/>
        <source>This installation of Casino cannot play sounds, so the game stays silent.</source>
        <translation>Tämä Casino-asennus ei voi soittaa ääniä, joten peli pysyy hiljaa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="116"/>
        <source>No speakers or headphones could be opened, so the game stays silent. Tick Sound again to try once more.</source>
        <translation>Kaiuttimia tai kuulokkeita ei saatu käyttöön, joten peli pysyy hiljaa. Valitse Äänet uudelleen, niin yritetään vielä kerran.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="127"/>
        <location filename="../../casino_desktop/qt/sound.py" line="174"/>
        <source>Sou&amp;nd</source>
        <translation>&amp;Äänet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="175"/>
        <source>Sounds for cards played, captures, sweeps, builds, the end of a round and moves the table refuses.</source>
        <translation>Äänet pelatuille korteille, otoille, mökeille, rakennelmille, kierroksen päättymiselle ja siirroille, joita pöytä ei hyväksy.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="178"/>
        <source>Sou&amp;nd (not available)</source>
        <translation>&amp;Äänet (ei käytettävissä)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="179"/>
        <source>Sou&amp;nd (no sound output found)</source>
        <translation>&amp;Äänet (äänilaitetta ei löytynyt)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="96"/>
        <source>Moves</source>
        <translation>Siirrot</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="186"/>
        <source>End your turn (Enter)</source>
        <translation>Lopeta vuorosi (Enter)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="302"/>
        <source>Play it</source>
        <comment>the button that plays the hinted move</comment>
        <translation>Pelaa tämä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="303"/>
        <source>Play the hinted move</source>
        <translation>Pelaa vihjeen siirto</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="35"/>
        <source>Choose a move</source>
        <translation>Valitse siirto</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="63"/>
        <source>&lt;b&gt;Play {card}:&lt;/b&gt; which move?</source>
        <translation>&lt;b&gt;Pelaa {card}:&lt;/b&gt; mikä siirto?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="64"/>
        <source>&lt;b&gt;Which table move?&lt;/b&gt;</source>
        <comment>the chooser of builds and additions made of table cards only</comment>
        <translation>&lt;b&gt;Mikä pöytäsiirto?&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="67"/>
        <source>Cancel (Esc)</source>
        <translation>Peruuta (Esc)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="15"/>
        <source>A card in your hand can take this or build with it.</source>
        <translation>Jokin kädessäsi oleva kortti voi ottaa tämän tai rakentaa sillä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="16"/>
        <source>A card in your hand can take this.</source>
        <translation>Jokin kädessäsi oleva kortti voi ottaa tämän.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="17"/>
        <source>Your {card} can take this or build with it.</source>
        <translation>Korttisi {card} voi ottaa tämän tai rakentaa sillä.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="18"/>
        <source>Your {card} can take this.</source>
        <translation>Korttisi {card} voi ottaa tämän.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/input.py" line="40"/>
        <source>The {card} was let go off the table, so nothing was played: to trail it, drop it inside the dashed frame.</source>
        <translation>{card} päästettiin irti pöydän ulkopuolella, joten mitään ei pelattu: laittaaksesi sen pöytään pudota se katkoviivakehyksen sisään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/items.py" line="160"/>
        <source>Dealer</source>
        <translation>Jakaja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/items.py" line="177"/>
        <source>D</source>
        <comment>on the dealer&apos;s chip: the first letter of Dealer</comment>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="19"/>
        <source>Glowing table cards are ones a card in your hand can take or build with. Drag a card onto the table, or click a card, then table cards (keys: arrows, Space, Enter).</source>
        <translation>Hehkuvat pöydän kortit ovat niitä, jotka jokin kädessäsi oleva kortti voi ottaa tai joilla se voi rakentaa. Vedä kortti pöydälle tai napsauta korttia ja sitten pöydän kortteja (näppäimet: nuolet, välilyönti, Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="21"/>
        <source>Glowing table cards are ones a card in your hand can take. Drag a card onto the table, or click a card, then table cards (keys: arrows, Space, Enter).</source>
        <translation>Hehkuvat pöydän kortit ovat niitä, jotka jokin kädessäsi oleva kortti voi ottaa. Vedä kortti pöydälle tai napsauta korttia ja sitten pöydän kortteja (näppäimet: nuolet, välilyönti, Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="29"/>
        <source>Show the move…</source>
        <translation>Näytä siirto…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="31"/>
        <source>All {count} moves…</source>
        <extracomment>For one: All {count} move…</extracomment>
        <translation>
            <numerusform>{count} siirto…</numerusform>
            <numerusform>Kaikki {count} siirtoa…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="40"/>
        <source>Table: {picked}. Now pick a card from your hand.</source>
        <translation>Pöytä: {picked}. Valitse nyt kortti kädestäsi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="42"/>
        <source>Drag a table card onto a build of yours or onto another table card to build, or end your turn (Enter).</source>
        <translation>Vedä pöydän kortti omaan rakennelmaasi tai toisen pöydän kortin päälle rakentaaksesi, tai lopeta vuorosi (Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="46"/>
        <source>Drag a card onto the table, or click a card and then table cards (keys: arrows, Space, Enter).</source>
        <translation>Vedä kortti pöydälle tai napsauta korttia ja sitten pöydän kortteja (näppäimet: nuolet, välilyönti, Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="54"/>
        <source>{card} on {picked}</source>
        <comment>the hand card and the table cards picked for it</comment>
        <translation>{card} → {picked}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="58"/>
        <source>{picked}: {reason}</source>
        <comment>what was picked, and why no move plays it</comment>
        <translation>{picked}: {reason}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="60"/>
        <source>{picked}:</source>
        <comment>what was picked, before the buttons of its moves</comment>
        <translation>{picked}:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="69"/>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="76"/>
        <source>{name} to play</source>
        <translation>Vuorossa {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="71"/>
        <source>{previous} has played. Pass the screen to {name}; the other players look away.</source>
        <translation>{previous} on pelannut. Anna ruutu pelaajalle {name}; muut pelaajat katsovat muualle.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="74"/>
        <source>Pass the screen to {name}; the other players look away.</source>
        <translation>Anna ruutu pelaajalle {name}; muut pelaajat katsovat muualle.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="75"/>
        <source>Show {name}’s cards</source>
        <translation>Näytä pelaajan {name} kortit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="178"/>
        <source>Pass the screen to {name}.</source>
        <translation>Anna ruutu pelaajalle {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="179"/>
        <source>Waiting for {name}: press Space or click the button when ready.</source>
        <translation>Odotetaan pelaajaa {name}: paina välilyöntiä tai napsauta painiketta, kun olet valmis.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="161"/>
        <source>Stock</source>
        <comment>the caption over the face-down stock</comment>
        <translation>Pakka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="163"/>
        <source>last deal</source>
        <comment>the stock&apos;s caption once its last cards are dealt</comment>
        <translation>viimeinen jako</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="177"/>
        <source>thinking…</source>
        <comment>a seat&apos;s caption while the computer chooses its move</comment>
        <translation>miettii…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="247"/>
        <source>multiple</source>
        <comment>a build&apos;s caption: a build made up more than one way</comment>
        <translation>moninkertainen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="248"/>
        <source>single</source>
        <comment>a build&apos;s caption: a build made up one way</comment>
        <translation>yksinkertainen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="249"/>
        <source>Build {value}</source>
        <comment>a build&apos;s caption</comment>
        <translation>Rakennelma {value}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/plan.py" line="314"/>
        <source>{count} taken</source>
        <comment>a pile&apos;s caption: how many cards it holds</comment>
        <extracomment>For one: {count} taken</extracomment>
        <translation>
            <numerusform>{count} otettu</numerusform>
            <numerusform>{count} otettu</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="326"/>
        <source>The top card of {first} &amp; {second}&apos;s capture pile</source>
        <comment>a pile two partners share</comment>
        <translation>Pelaajien {first} &amp; {second} ottopinon päällimmäinen kortti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="329"/>
        <source>The top card of your capture pile</source>
        <translation>Ottopinosi päällimmäinen kortti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="330"/>
        <source>The top card of {name}&apos;s capture pile</source>
        <translation>Pelaajan {name} ottopinon päällimmäinen kortti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/play_log.py" line="24"/>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="170"/>
        <source>Play log</source>
        <translation>Pelin kulku</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="34"/>
        <source>Match score</source>
        <translation>Pelin pisteet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="34"/>
        <source>Cards taken</source>
        <translation>Otetut kortit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="34"/>
        <source>Spades taken</source>
        <translation>Otetut padat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="55"/>
        <source>Every point you take is a penalty, counted as a minus point when the round ends; the fewest taken win.</source>
        <comment>under the side panel&apos;s score table in a penalty game (Krypkasino): why the match score stays 0 during the first round, and why it is below 0 after it</comment>
        <translation>Jokainen ottamasi piste on miinuspiste, joka kirjataan kierroksen päättyessä; vähiten ottanut voittaa.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="78"/>
        <source>House rules: {rules}</source>
        <comment>under the game&apos;s name in the side panel: the rules changed from the preset</comment>
        <extracomment>For one: House rule: {rules}</extracomment>
        <translation>
            <numerusform>Kotisääntö: {rules}</numerusform>
            <numerusform>Kotisäännöt: {rules}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="91"/>
        <source>{rule}: {value}</source>
        <comment>a house rule and its value, in the side panel&apos;s list of house rules</comment>
        <translation>{rule}: {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="141"/>
        <source>Match score and cards taken</source>
        <translation>Pelin pisteet ja otetut kortit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="164"/>
        <source>Cards still out</source>
        <translation>Näkemättömät kortit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="235"/>
        <source>Deal {number}</source>
        <comment>the deal number: the same number deals the same cards</comment>
        <translation>Jako nro {number}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="371"/>
        <source>Still out</source>
        <comment>the cards the player has not seen yet</comment>
        <translation>Näkemättä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/view.py" line="39"/>
        <source>Card table</source>
        <translation>Korttipöytä</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="41"/>
        <source>Toolbar</source>
        <translation>Työkalurivi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="62"/>
        <source>New Game</source>
        <comment>toolbar button</comment>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="63"/>
        <source>Take Back</source>
        <comment>toolbar button</comment>
        <translation>Peru</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="64"/>
        <source>Redo</source>
        <comment>toolbar button</comment>
        <translation>Uudelleen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="65"/>
        <source>Hint</source>
        <comment>toolbar button</comment>
        <translation>Vihje</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="71"/>
        <source>Score and Log</source>
        <comment>toolbar button, there only while the side panel (the score table and the play log) is folded away: it shows the panel</comment>
        <translation>Pisteet ja kulku</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="73"/>
        <source>The side panel with the score and the play log is folded away to give the table room: this shows it (F9, or View › Side Panel).</source>
        <translation>Sivupaneeli, jossa ovat pisteet ja pelin kulku, on piilotettu, jotta pöydälle jää tilaa: tämä näyttää sen (F9 tai Näytä › Sivupaneeli).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="83"/>
        <source>Toolba&amp;r</source>
        <translation>T&amp;yökalurivi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="89"/>
        <source>F&amp;ull Screen</source>
        <translation>Koko näytt&amp;ö</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/variant_words.py" line="44"/>
        <source>&lt;b&gt;{label}&lt;/b&gt;: {value}</source>
        <comment>a house rule and its value, in the rules window</comment>
        <translation>&lt;b&gt;{label}&lt;/b&gt;: {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_resume.py" line="118"/>
        <source>Looking for your unfinished game…</source>
        <translation>Etsitään keskeneräistä peliäsi…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/window_resume.py" line="122"/>
        <source>Bringing back your unfinished game: {count} moves replayed…</source>
        <extracomment>For one: Bringing back your unfinished game: {count} move replayed…</extracomment>
        <translation>
            <numerusform>Palautetaan keskeneräistä peliäsi: {count} siirto pelattu uudelleen…</numerusform>
            <numerusform>Palautetaan keskeneräistä peliäsi: {count} siirtoa pelattu uudelleen…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_resume.py" line="154"/>
        <source>Your Unfinished Game</source>
        <comment>a box&apos;s title</comment>
        <translation>Keskeneräinen pelisi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_resume.py" line="158"/>
        <source>Show the &amp;Folder</source>
        <translation>Näytä &amp;kansio</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="107"/>
        <source>{side} at {score}: {words}.</source>
        <translation>{side} ({score}): {words}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="163"/>
        <source>Round over: {scores}.</source>
        <translation>Kierros päättyi: {scores}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="164"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="213"/>
        <source>Match over.</source>
        <translation>Peli päättyi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="214"/>
        <source>Score &amp;Sheet</source>
        <comment>the button that shows the round&apos;s score sheet again</comment>
        <translation>&amp;Pistetaulukko</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="94"/>
        <source>{name} is thinking…</source>
        <translation>{name} miettii…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="118"/>
        <source>That move is no longer possible.</source>
        <translation>Tuo siirto ei ole enää mahdollinen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="167"/>
        <source>Pick another card from your hand: the {card} cannot be played now.</source>
        <translation>Valitse kädestäsi toinen kortti: korttia {card} ei voi pelata nyt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="174"/>
        <source>Pick table cards for the {card} to take or build with (arrow keys, Space), then press Enter, or pick a move (keys 1-9).</source>
        <translation>Valitse pöydän kortit, jotka otat kortilla {card} tai joilla rakennat (nuolinäppäimet, välilyönti), ja paina sitten Enter, tai valitse siirto (näppäimet 1–9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="177"/>
        <source>Pick table cards for the {card} to take (arrow keys, Space), then press Enter, or pick a move (keys 1-9).</source>
        <translation>Valitse pöydän kortit, jotka otat kortilla {card} (nuolinäppäimet, välilyönti), ja paina sitten Enter, tai valitse siirto (näppäimet 1–9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="180"/>
        <source>Click table cards for the {card} to take or build with, or pick a move (keys 1-9).</source>
        <translation>Napsauta pöydän kortteja, jotka otat kortilla {card} tai joilla rakennat, tai valitse siirto (näppäimet 1–9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="183"/>
        <source>Click table cards for the {card} to take, or pick a move (keys 1-9).</source>
        <translation>Napsauta pöydän kortteja, jotka otat kortilla {card}, tai valitse siirto (näppäimet 1–9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="32"/>
        <source>The language</source>
        <comment>a lost setting, in a list</comment>
        <translation>Kieli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="33"/>
        <source>The animation speed</source>
        <comment>a lost setting, in a list</comment>
        <translation>Animaationopeus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="34"/>
        <source>The game, house rules, players and names chosen in New Game</source>
        <comment>a lost setting, in a list</comment>
        <translation>Uusi peli -ikkunassa valitut peli, talon säännöt, pelaajat ja nimet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="37"/>
        <source>The window&apos;s size and place</source>
        <comment>a lost setting, in a list</comment>
        <translation>Ikkunan koko ja paikka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="38"/>
        <source>The side panel shown or hidden</source>
        <comment>a lost setting, in a list</comment>
        <translation>Onko sivupaneeli näkyvissä vai piilossa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="39"/>
        <source>The toolbar shown or hidden</source>
        <comment>a lost setting, in a list</comment>
        <translation>Onko työkalurivi näkyvissä vai piilossa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="40"/>
        <source>Sound on or off</source>
        <comment>a lost setting, in a list</comment>
        <translation>Äänet päällä tai pois</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="41"/>
        <source>Cards still out and the four-colour deck</source>
        <comment>a lost setting, in a list</comment>
        <translation>Näkemättömät kortit ja nelivärinen pakka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="43"/>
        <source>The card theme, the card back and the felt</source>
        <comment>a lost setting, in a list</comment>
        <translation>Korttiteema, kortin selkäpuoli ja pöytäliina</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="45"/>
        <source>Table in words, high contrast and large cards</source>
        <comment>a lost setting, in a list</comment>
        <translation>Pöytä sanoina, suuri kontrasti ja suuret kortit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="47"/>
        <source>Coach my moves on or off</source>
        <comment>a lost setting, in a list</comment>
        <translation>Valmentaja päällä tai pois</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="48"/>
        <source>The folder last used to save or open a game</source>
        <comment>a lost setting, in a list</comment>
        <translation>Kansio, jota käytettiin viimeksi pelin tallentamiseen tai avaamiseen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="49"/>
        <source>The name and address last used to join a table over the network</source>
        <comment>a lost setting, in a list</comment>
        <translation>Nimi ja osoite, joilla viimeksi liityttiin pöytään verkossa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="51"/>
        <source>The table you host over the network: its code, port, name, hints and stand-in</source>
        <comment>a lost setting, in a list</comment>
        <translation>Pöytä, jonka avaat verkossa: sen koodi, portti, nimi, vihjeet ja sijainen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="55"/>
        <source>Your seats at network tables, kept to come back to</source>
        <comment>a lost setting, in a list</comment>
        <translation>Paikkasi verkkopöydissä, tallessa paluuta varten</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="57"/>
        <source>That the guided first game was offered (it may be offered again)</source>
        <comment>a lost setting, in a list</comment>
        <translation>Se, että opastettua ensimmäistä peliä on jo tarjottu (sitä voidaan tarjota uudelleen)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="62"/>
        <source>Your settings file was damaged and nothing in it could be read, so all your settings are back at their defaults; the damaged file is kept in {folder}.</source>
        <translation>Asetustiedostosi oli vioittunut eikä siitä voitu lukea mitään, joten kaikki asetuksesi ovat palanneet oletuksiin; vioittunut tiedosto on tallessa kansiossa {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="64"/>
        <source>Your settings file was damaged, but none of your settings were lost; the damaged file is kept in {folder}.</source>
        <translation>Asetustiedostosi oli vioittunut, mutta yhtään asetustasi ei menetetty; vioittunut tiedosto on tallessa kansiossa {folder}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="66"/>
        <source>Your settings file was damaged; the damaged file is kept in {folder}. These settings could not be read from it, so any of them you had changed are back at their defaults:
{settings}</source>
        <comment>{settings} is a list of settings, one a line, such as: • The language</comment>
        <extracomment>For one: Your settings file was damaged; the damaged file is kept in {folder}. This setting could not be read from it, so if you had changed it, it is back at its default:
{settings}</extracomment>
        <translation>
            <numerusform>Asetustiedostosi oli vioittunut; vioittunut tiedosto on tallessa kansiossa {folder}. Tätä asetusta ei voitu lukea siitä, joten jos olit muuttanut sitä, se on palannut oletukseen:
{settings}</numerusform>
            <numerusform>Asetustiedostosi oli vioittunut; vioittunut tiedosto on tallessa kansiossa {folder}. Näitä asetuksia ei voitu lukea siitä, joten ne, joita olit muuttanut, ovat palanneet oletuksiin:
{settings}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="20"/>
        <source>Your statistics were kept by a newer version of Casino; this version leaves them as they are and counts nothing.</source>
        <translation>Tilastojasi on pitänyt Casinon uudempi versio; tämä versio jättää ne ennalleen eikä laske mitään.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="22"/>
        <source>Statistics cannot be kept this time: the statistics file cannot be opened.</source>
        <translation>Tilastoja ei voi pitää tällä kertaa: tilastotiedostoa ei voi avata.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="24"/>
        <source>Your statistics file was damaged, so it was put aside; your statistics start afresh from this match, and your practice progress starts afresh too.</source>
        <translation>Tilastotiedostosi oli vioittunut, joten se siirrettiin syrjään; tilastosi alkavat alusta tästä pelistä, ja myös harjoittelusi edistyminen alkaa alusta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="27"/>
        <source>Your statistics file was damaged, so it was put aside and your statistics start afresh from this match.</source>
        <translation>Tilastotiedostosi oli vioittunut, joten se siirrettiin sivuun, ja tilastosi alkavat alusta tästä pelistä.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/storage/stats_told.py" line="29"/>
        <source>Your statistics file was damaged, so it was put aside; the {count} matches that could still be read from it are kept in your statistics.</source>
        <extracomment>For one: Your statistics file was damaged, so it was put aside; the {count} match that could still be read from it is kept in your statistics.</extracomment>
        <translation>
            <numerusform>Tilastotiedostosi oli vioittunut, joten se siirrettiin syrjään; {count} peli, joka siitä vielä voitiin lukea, on tallessa tilastoissasi.</numerusform>
            <numerusform>Tilastotiedostosi oli vioittunut, joten se siirrettiin syrjään; {count} peliä, jotka siitä vielä voitiin lukea, ovat tallessa tilastoissasi.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="34"/>
        <source>Your practice progress could not be read from it, and starts afresh.</source>
        <comment>said after: Your statistics file was damaged, so it was put aside; ... (&quot;it&quot; is that file)</comment>
        <translation>Harjoittelusi edistymistä ei voitu lukea siitä, joten se alkaa alusta.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/storage/stats_told.py" line="37"/>
        <source>Only part of your practice progress could be read from it: your records of {count} topics are kept, the rest starts afresh.</source>
        <comment>said after: Your statistics file was damaged, so it was put aside; ... (&quot;it&quot; is that file; a topic is a rule practised, in any game)</comment>
        <extracomment>For one: Only part of your practice progress could be read from it: your record of {count} topic is kept, the rest starts afresh.</extracomment>
        <translation>
            <numerusform>Vain osa harjoittelusi edistymisestä voitiin lukea siitä: tietosi {count} aiheesta ovat tallessa, muu alkaa alusta.</numerusform>
            <numerusform>Vain osa harjoittelusi edistymisestä voitiin lukea siitä: tietosi {count} aiheesta ovat tallessa, muu alkaa alusta.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="44"/>
        <source>The practice you had open could not be read from it, so it does not come back.</source>
        <comment>said after: Your statistics file was damaged, so it was put aside; ... (&quot;it&quot; is that file; the practice window open when the game was last quit)</comment>
        <translation>Harjoittelua, joka sinulla oli auki, ei voitu lukea siitä, joten se ei palaa.</translation>
    </message>
</context>
</TS>
