<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE" sourcelanguage="en">
<context>
    <name>casino</name>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="25"/>
        <source>The dial {dial} takes a whole number from {low} to {high}.</source>
        <translation>Inställningen {dial} tar ett heltal från {low} till {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="26"/>
        <source>The dial {dial} takes a number from {low} to {high}.</source>
        <translation>Inställningen {dial} tar ett tal från {low} till {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="27"/>
        <source>The dial {dial} takes one of: {choices}.</source>
        <translation>Inställningen {dial} tar ett av: {choices}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="28"/>
        <source>&apos;{dial}&apos; is not a dial of {engine}; its dials are: {dials}.</source>
        <translation>&apos;{dial}&apos; är ingen inställning för {engine}; dess inställningar är: {dials}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="29"/>
        <source>The engine {engine} has no dials.</source>
        <translation>Motorn {engine} har inga inställningar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="98"/>
        <source>Beginner</source>
        <comment>a level of the computer players</comment>
        <translation>Nybörjare</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="99"/>
        <source>Casual</source>
        <comment>a level of the computer players</comment>
        <translation>Hobbyspelare</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="100"/>
        <source>Skilled</source>
        <comment>a level of the computer players</comment>
        <translation>Skicklig</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="101"/>
        <source>Expert</source>
        <comment>a level of the computer players</comment>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="102"/>
        <source>Master</source>
        <comment>a level of the computer players</comment>
        <translation>Mästare</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="106"/>
        <source>Takes what it can each turn, one card at a time: it does not yet see captures of several cards at once.</source>
        <translation>Tar det den kan varje tur, ett kort i taget: den ser ännu inte tagningar av flera kort på en gång.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="107"/>
        <source>Takes the most it can each turn and never looks ahead; now and then it misses a capture of several cards.</source>
        <translation>Tar så mycket den kan varje tur och tänker aldrig framåt; ibland missar den en tagning av flera kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="108"/>
        <source>Remembers every card played and avoids leaving you easy captures.</source>
        <translation>Minns alla spelade kort och undviker att lämna lätta tagningar åt dig.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="109"/>
        <source>Imagines many possible deals and plays each option out.</source>
        <translation>Föreställer sig många möjliga kortfördelningar och spelar igenom varje alternativ.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="110"/>
        <source>Like Expert, with more thinking time, and it learns how you play: the strongest fair player.</source>
        <translation>Som Expert, med mer betänketid, och den lär sig hur du spelar: den starkaste spelaren som spelar ärligt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/playout_weights.py" line="88"/>
        <source>&apos;{key}&apos; is not a weight of the playout policy.</source>
        <translation>&apos;{key}&apos; är ingen vikt i spelregeln för provspel.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/playout_weights.py" line="90"/>
        <source>&apos;{key}&apos; must be a number from {lo} to {hi}.</source>
        <translation>&apos;{key}&apos; måste vara ett tal från {lo} till {hi}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="27"/>
        <source>Name a command to run: {commands}.</source>
        <translation>Ange ett kommando att köra: {commands}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="28"/>
        <source>&apos;{command}&apos; is not a command; the commands are: {commands}.</source>
        <translation>&apos;{command}&apos; är inget kommando; kommandona är: {commands}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="29"/>
        <source>&apos;{argument}&apos; is not an option of this command; its --help lists the options.</source>
        <translation>&apos;{argument}&apos; är inget alternativ för det här kommandot; dess --help listar alternativen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="30"/>
        <source>The option {option} takes one of: {choices}.</source>
        <translation>Alternativet {option} tar ett av: {choices}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="31"/>
        <source>The option {option} needs a value after it.</source>
        <translation>Alternativet {option} behöver ett värde efter sig.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="32"/>
        <source>The option {option} takes no value.</source>
        <translation>Alternativet {option} tar inget värde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="33"/>
        <source>The option {option} is short for more than one option: {options}.</source>
        <translation>Alternativet {option} är en förkortning av mer än ett alternativ: {options}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="34"/>
        <source>These options must be given: {options}.</source>
        <translation>De här alternativen måste anges: {options}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="37"/>
        <source>The command line cannot be read ({problem}); --help shows how it is written.</source>
        <translation>Kommandoraden kan inte läsas ({problem}); --help visar hur den skrivs.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/bounds.py" line="30"/>
        <source>The option {option} takes a whole number from {low} to {high}.</source>
        <translation>Alternativet {option} tar ett heltal från {low} till {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/bounds.py" line="31"/>
        <source>A level must be one of: {levels}.</source>
        <translation>En nivå måste vara en av: {levels}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/bounds.py" line="32"/>
        <source>The option {option} takes a number of seconds above 0 and at most {high}.</source>
        <translation>Alternativet {option} tar ett antal sekunder över 0 och högst {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="42"/>
        <source>The --options value</source>
        <comment>the subject of a sentence about the command line&apos;s --options (the house rules as JSON), such as: The --options value is damaged</comment>
        <translation>Värdet för --options</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="44"/>
        <source>The --answer value</source>
        <comment>the subject of a sentence about the command line&apos;s --answer (a drill&apos;s answer as JSON), such as: The --answer value is damaged</comment>
        <translation>Värdet för --answer</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="187"/>
        <source>The kind of drill must be one of: {kinds}.</source>
        <translation>Övningens sort måste vara en av: {kinds}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="190"/>
        <source>The topic must be the name of a rule or scoring item, in at most 200 characters.</source>
        <translation>Momentet måste vara namnet på en regel eller en poängpost, med högst 200 tecken.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="202"/>
        <source>No drill of that kind and topic came up in this variant&apos;s practice games; try another seed, kind or topic.</source>
        <translation>Ingen övning av den sorten och det momentet kom upp i den här variantens övningspartier; prova ett annat frö, en annan sort eller ett annat moment.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/score_command.py" line="17"/>
        <source>&apos;{key}&apos; is not a key of a round to score; its keys are: {keys}.</source>
        <translation>&apos;{key}&apos; är ingen nyckel i en runda att räkna; dess nycklar är: {keys}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/stdin_input.py" line="16"/>
        <source>The input</source>
        <comment>the subject of a sentence about what the command line read and cannot use, such as: The input is damaged</comment>
        <translation>Indata</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/stdin_input.py" line="41"/>
        <source>The input is empty: give the JSON on standard input.</source>
        <translation>Indata är tomma: ge JSON på standard in.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="19"/>
        <source>Good</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Bra</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="20"/>
        <source>Inaccuracy</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Småfel</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="21"/>
        <source>Mistake</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Misstag</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="22"/>
        <source>Blunder</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Grovt fel</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="27"/>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="105"/>
        <source>Good move.</source>
        <translation>Bra drag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="28"/>
        <source>Inaccuracy: this gave away {points} points on average; better was to {best}.</source>
        <translation>Småfel: det här kostade i snitt {points} poäng; bättre hade varit: {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="29"/>
        <source>Mistake: this gave away {points} points on average; better was to {best}.</source>
        <translation>Misstag: det här kostade i snitt {points} poäng; bättre hade varit: {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="30"/>
        <source>Blunder: this gave away {points} points on average; better was to {best}.</source>
        <translation>Grovt fel: det här kostade i snitt {points} poäng; bättre hade varit: {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="35"/>
        <source>You could have taken {card}, a card that scores: {advice}.</source>
        <translation>Du kunde ha tagit {card}, ett kort som ger poäng: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="36"/>
        <source>You could have swept the table: {advice}.</source>
        <translation>Du kunde ha fått en tabbe: {advice}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="37"/>
        <source>This leaves the table open to a sweep by the next player: {count} unseen cards clear it ({cards}).</source>
        <extracomment>For one: This leaves the table open to a sweep by the next player: {count} unseen card clears it ({cards}).</extracomment>
        <translation>
            <numerusform>Nu kan nästa spelare få en tabbe: {count} osett kort tar allt ({cards}).</numerusform>
            <numerusform>Nu kan nästa spelare få en tabbe: {count} osedda kort tar allt ({cards}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="40"/>
        <source>The next player can take your build of {value}: {count} unseen cards take it.</source>
        <extracomment>For one: The next player can take your build of {value}: {count} unseen card takes it.</extracomment>
        <translation>
            <numerusform>Nästa spelare kan ta ditt bygge på {value}: {count} osett kort tar det.</numerusform>
            <numerusform>Nästa spelare kan ta ditt bygge på {value}: {count} osedda kort tar det.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="42"/>
        <source>You could have moved {card}, a card that scores, into a build you can take: {advice}.</source>
        <translation>Du kunde ha lagt {card}, ett kort som ger poäng, i ett bygge som du kan ta: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="49"/>
        <source>The better move comes out ahead by {points} points on “{item}”.</source>
        <translation>Det bättre draget ligger {points} poäng före på ”{item}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="50"/>
        <source>The better move comes out ahead by {points} points on “{item}” and by {points2} on “{item2}”.</source>
        <translation>Det bättre draget ligger {points} poäng före på ”{item}” och {points2} före på ”{item2}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="52"/>
        <source>The better move comes out ahead by {points} points on “{item}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>Det bättre draget ligger {points} poäng före på ”{item}”, även om det ligger {lost} efter på ”{lost_item}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="54"/>
        <source>The better move comes out ahead by {points} points on “{item}” and by {points2} on “{item2}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>Det bättre draget ligger {points} poäng före på ”{item}” och {points2} före på ”{item2}”, även om det ligger {lost} efter på ”{lost_item}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="57"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}”.</source>
        <translation>Det bättre draget ligger {points} straffpoäng före på ”{item}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="58"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}” and by {points2} on “{item2}”.</source>
        <translation>Det bättre draget ligger {points} straffpoäng före på ”{item}” och {points2} före på ”{item2}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="60"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>Det bättre draget ligger {points} straffpoäng före på ”{item}”, även om det ligger {lost} efter på ”{lost_item}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="62"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}” and by {points2} on “{item2}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>Det bättre draget ligger {points} straffpoäng före på ”{item}” och {points2} före på ”{item2}”, även om det ligger {lost} efter på ”{lost_item}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="69"/>
        <source>Option: {advice} — expected to end the round {points} points ahead.</source>
        <translation>Alternativ: {advice} — väntas ligga {points} poäng före när omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="70"/>
        <source>Option: {advice} — expected to end the round {points} points behind.</source>
        <translation>Alternativ: {advice} — väntas ligga {points} poäng efter när omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="71"/>
        <source>Option: {advice} — expected to end the round level.</source>
        <translation>Alternativ: {advice} — väntas ligga lika när omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="88"/>
        <source>&amp;Coach My Moves</source>
        <translation>&amp;Coacha mina drag</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="89"/>
        <source>After each move of a person at the table, the coach says how many points it gave away and what was better.</source>
        <translation>Efter varje drag som en person vid bordet gör säger coachen hur många poäng draget kostade och vad som hade varit bättre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="95"/>
        <source>The coach is on: each move a person plays is graded here once it has been weighed.</source>
        <translation>Coachen är på: varje drag som en person gör bedöms här när det har vägts.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="96"/>
        <source>{move} — the coach is weighing this move…</source>
        <translation>{move} — coachen väger draget…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="97"/>
        <source>{move} — a good move.</source>
        <translation>{move} — ett bra drag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="98"/>
        <source>{move} — this gave away {points} points on average; better was to {best}.</source>
        <translation>{move} — det här kostade i snitt {points} poäng; bättre hade varit: {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="99"/>
        <source>{move} — the coach could not weigh this move.</source>
        <translation>{move} — coachen kunde inte väga draget.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="100"/>
        <source>{move} — there was no other move, so there is nothing to grade.</source>
        <translation>{move} — det fanns inget annat drag, så det finns inget att bedöma.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="106"/>
        <source>{label}: {points} points given away; better was to {best}.</source>
        <translation>{label}: {points} poäng bortgivna; bättre hade varit: {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="107"/>
        <source>Not weighed yet.</source>
        <translation>Inte vägt än.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="108"/>
        <source>The coach could not weigh this move.</source>
        <translation>Coachen kunde inte väga draget.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="115"/>
        <source>None of your choices in this round gave points away.</source>
        <translation>Inget av dina val den här omgången gav bort poäng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="116"/>
        <source>None of {name}&apos;s choices in this round gave points away.</source>
        <translation>Inget av valen som {name} gjorde den här omgången gav bort poäng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="117"/>
        <source>You gave away {points} points in this round, all of it at move {move}.</source>
        <translation>Du gav bort {points} poäng den här omgången, allt i drag {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="118"/>
        <source>{name} gave away {points} points in this round, all of it at move {move}.</source>
        <translation>{name} gav bort {points} poäng den här omgången, allt i drag {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="119"/>
        <source>You gave away {points} points in this round; most of it at move {move}.</source>
        <translation>Du gav bort {points} poäng den här omgången; det mesta i drag {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="120"/>
        <source>{name} gave away {points} points in this round; most of it at move {move}.</source>
        <translation>{name} gav bort {points} poäng den här omgången; det mesta i drag {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="121"/>
        <source>You gave away {points} points in this round; the largest share, {worst} points, at move {move}.</source>
        <translation>Du gav bort {points} poäng den här omgången; den största delen, {worst} poäng, i drag {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="123"/>
        <source>{name} gave away {points} points in this round; the largest share, {worst} points, at move {move}.</source>
        <translation>{name} gav bort {points} poäng den här omgången; den största delen, {worst} poäng, i drag {move}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="131"/>
        <source>{count} of your moves were forced (your only legal play) and are not graded.</source>
        <comment>after the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: One of your moves was forced (your only legal play) and is not graded.</extracomment>
        <translation>
            <numerusform>Ett av dina drag var tvingat (ditt enda tillåtna) och bedöms inte.</numerusform>
            <numerusform>{count} av dina drag var tvingade (ditt enda tillåtna) och bedöms inte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="134"/>
        <source>{count} of {name}&apos;s moves were forced (the only legal play) and are not graded.</source>
        <comment>after the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: One of {name}&apos;s moves was forced (the only legal play) and is not graded.</extracomment>
        <translation>
            <numerusform>Ett av {name}s drag var tvingat (det enda tillåtna) och bedöms inte.</numerusform>
            <numerusform>{count} av {name}s drag var tvingade (det enda tillåtna) och bedöms inte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="140"/>
        <source>All {count} of your moves in this round were forced (your only legal play each time), so none of them is graded.</source>
        <comment>the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: Your one move in this round was forced (your only legal play), so it is not graded.</extracomment>
        <translation>
            <numerusform>Ditt enda drag i den här given var tvingat (ditt enda tillåtna), så det bedöms inte.</numerusform>
            <numerusform>Alla {count} dina drag i den här given var tvingade (ditt enda tillåtna varje gång), så inget av dem bedöms.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="144"/>
        <source>All {count} of {name}&apos;s moves in this round were forced (the only legal play each time), so none of them is graded.</source>
        <comment>the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: {name}&apos;s one move in this round was forced (the only legal play), so it is not graded.</extracomment>
        <translation>
            <numerusform>{name}s enda drag i den här given var tvingat (det enda tillåtna), så det bedöms inte.</numerusform>
            <numerusform>Alla {count} av {name}s drag i den här given var tvingade (det enda tillåtna varje gång), så inget av dem bedöms.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="149"/>
        <source>The coach is weighing the moves of this round: {done} of {total} done.</source>
        <translation>Coachen väger omgångens drag: {done} av {total} klara.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="150"/>
        <source>Nobody at the table played in this round: the coach grades the moves of people only.</source>
        <translation>Ingen person vid bordet spelade den här omgången: coachen bedömer bara människors drag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="154"/>
        <source>{name} could have taken {card}, a card that scores: {advice}.</source>
        <translation>{name} kunde ha tagit {card}, ett kort som ger poäng: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="155"/>
        <source>{name} could have swept the table: {advice}.</source>
        <translation>{name} kunde ha fått en tabbe: {advice}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="157"/>
        <source>The next player can take {name}&apos;s build of {value}: {count} unseen cards take it.</source>
        <extracomment>For one: The next player can take {name}&apos;s build of {value}: {count} unseen card takes it.</extracomment>
        <translation>
            <numerusform>Nästa spelare kan ta bygget på {value} som {name} äger: {count} osett kort tar det.</numerusform>
            <numerusform>Nästa spelare kan ta bygget på {value} som {name} äger: {count} osedda kort tar det.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="160"/>
        <source>{name} could have moved {card}, a card that scores, into a build they can take: {advice}.</source>
        <translation>{name} kunde ha lagt {card}, ett kort som ger poäng, i ett bygge som {name} kan ta: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="169"/>
        <source>&amp;Why?</source>
        <translation>&amp;Varför?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="170"/>
        <source>The three options the coach weighs highest for this player, from what it could see at that moment.</source>
        <translation>De tre alternativ som coachen värderar högst för den här spelaren, utifrån vad spelaren kunde se just då.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="172"/>
        <source>The options the coach weighed for this move, best first, with the points each was expected to bring.</source>
        <translation>Alternativen som coachen vägde för det här draget, bäst först, med de poäng som vart och ett väntades ge.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="174"/>
        <source>A good move: the coach has nothing to add.</source>
        <translation>Ett bra drag: coachen har inget att tillägga.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="175"/>
        <source>The coach has not weighed this move yet.</source>
        <translation>Coachen har inte vägt draget än.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="176"/>
        <source>The coach&apos;s answer is under the list of moves.</source>
        <translation>Coachens svar står under listan med drag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="177"/>
        <source>Weighing your options…</source>
        <translation>Väger dina alternativ…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="177"/>
        <source>Weighing {name}&apos;s options…</source>
        <translation>Väger alternativen för {name}…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="179"/>
        <source>The options you had here, best first, as the coach weighs them from what you could see:</source>
        <translation>Alternativen du hade här, bäst först, som coachen värderar dem utifrån vad du kunde se:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="180"/>
        <source>The options {name} had here, best first, as the coach weighs them from what {name} could see:</source>
        <translation>Alternativen {name} hade här, bäst först, som coachen värderar dem utifrån vad {name} kunde se:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="184"/>
        <source>The options you had here, best first, as the coach weighs them from what you could see; you played another move.</source>
        <translation>Alternativen du hade här, bäst först, som coachen värderar dem utifrån vad du kunde se; du spelade ett annat drag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="186"/>
        <source>The options {name} had here, best first, as the coach weighs them from what {name} could see; {name} played another move.</source>
        <translation>Alternativen {name} hade här, bäst först, som coachen värderar dem utifrån vad {name} kunde se; {name} spelade ett annat drag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="192"/>
        <source>Option (your move): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Alternativ (ditt drag): {advice} — väntas ligga {points} poäng före när omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="193"/>
        <source>Option (your move): {advice} — expected to end the round {points} points behind.</source>
        <translation>Alternativ (ditt drag): {advice} — väntas ligga {points} poäng efter när omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="194"/>
        <source>Option (your move): {advice} — expected to end the round level.</source>
        <translation>Alternativ (ditt drag): {advice} — väntas ligga lika när omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="197"/>
        <source>Option ({name}&apos;s move): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Alternativ (för {name}): {advice} — väntas ligga {points} poäng före när omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="198"/>
        <source>Option ({name}&apos;s move): {advice} — expected to end the round {points} points behind.</source>
        <translation>Alternativ (för {name}): {advice} — väntas ligga {points} poäng efter när omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="199"/>
        <source>Option ({name}&apos;s move): {advice} — expected to end the round level.</source>
        <translation>Alternativ (för {name}): {advice} — väntas ligga lika när omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="206"/>
        <source>Option (played for you): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Alternativ (spelat åt dig): {advice} — väntas ligga {points} poäng före när omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="207"/>
        <source>Option (played for you): {advice} — expected to end the round {points} points behind.</source>
        <translation>Alternativ (spelat åt dig): {advice} — väntas ligga {points} poäng efter när omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="208"/>
        <source>Option (played for you): {advice} — expected to end the round level.</source>
        <translation>Alternativ (spelat åt dig): {advice} — väntas ligga lika när omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="211"/>
        <source>Option (played for {name}): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Alternativ (spelat åt {name}): {advice} — väntas ligga {points} poäng före när omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="212"/>
        <source>Option (played for {name}): {advice} — expected to end the round {points} points behind.</source>
        <translation>Alternativ (spelat åt {name}): {advice} — väntas ligga {points} poäng efter när omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="213"/>
        <source>Option (played for {name}): {advice} — expected to end the round level.</source>
        <translation>Alternativ (spelat åt {name}): {advice} — väntas ligga lika när omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="217"/>
        <source>The options you had here, best first, as the coach weighs them from what you could see; the computer player that played for you chose another move.</source>
        <translation>Alternativen du hade här, bäst först, som coachen värderar dem utifrån vad du kunde se; datorspelaren som spelade åt dig valde ett annat drag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="219"/>
        <source>The options {name} had here, best first, as the coach weighs them from what {name} could see; the computer player that played for {name} chose another move.</source>
        <translation>Alternativen {name} hade här, bäst först, som coachen värderar dem utifrån vad {name} kunde se; datorspelaren som spelade åt {name} valde ett annat drag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="222"/>
        <source>You had no other move here.</source>
        <translation>Du hade inget annat drag här.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="222"/>
        <source>{name} had no other move here.</source>
        <translation>{name} hade inget annat drag här.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="223"/>
        <source>The coach could not weigh the options of this move.</source>
        <translation>Coachen kunde inte väga alternativen för draget.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="225"/>
        <source>At a network table the coach weighs only the moves made from your seat: the other players&apos; hands never reach your computer.</source>
        <translation>Vid ett nätverksbord väger coachen bara dragen som gjordes från din plats: de andra spelarnas händer når aldrig din dator.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="229"/>
        <source>{count} more things to notice: click this line or press {key} to read them.</source>
        <comment>the coach&apos;s line under the table, when the rest of its note does not fit; {key} is a key such as F6</comment>
        <extracomment>For one: One more thing to notice: click this line or press {key} to read it.</extracomment>
        <translation>
            <numerusform>En sak till att lägga märke till: klicka på den här raden eller tryck på {key} för att läsa den.</numerusform>
            <numerusform>{count} saker till att lägga märke till: klicka på den här raden eller tryck på {key} för att läsa dem.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="232"/>
        <source>More: {key}</source>
        <comment>the coach&apos;s line under the table when even the longer &apos;more things to notice&apos; sentence does not fit after the verdict; {key} is a key such as F6</comment>
        <translation>Mer: {key}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="234"/>
        <source>Read the Coach&apos;s &amp;Full Note</source>
        <comment>Game menu: shows the coach&apos;s note under the table in full</comment>
        <translation>Visa coachens &amp;hela kommentar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="235"/>
        <source>Shows the whole of the coach&apos;s note when the line under the table is too narrow for it.</source>
        <translation>Visar coachens hela kommentar när raden under bordet är för smal för den.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="236"/>
        <source>Coach</source>
        <comment>the badge of the coach&apos;s line under the table</comment>
        <translation>Coach</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="59"/>
        <source>A</source>
        <comment>ace, in a card&apos;s short name such as A♠</comment>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="60"/>
        <source>J</source>
        <comment>jack, in a card&apos;s short name such as J♦</comment>
        <translation>Kn</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="61"/>
        <source>Q</source>
        <comment>queen, in a card&apos;s short name such as Q♣</comment>
        <translation>D</translation>
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
        <translation>”{text}” är inget kort: skriv valör och sedan färg, till exempel 10D eller AS.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="78"/>
        <source>&apos;{text}&apos; is not a card: the suit must be one of S, H, D, C.</source>
        <comment>card codes such as 10D and AS are typed as they are</comment>
        <translation>”{text}” är inget kort: färgen måste vara S, H, D eller C.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="80"/>
        <source>&apos;{text}&apos; is not a card: the rank must be A, 2-10 (or T), J, Q or K.</source>
        <comment>card codes such as 10D and AS are typed as they are</comment>
        <translation>”{text}” är inget kort: valören måste vara A, 2–10 (eller T), J, Q eller K.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/describe.py" line="29"/>
        <source>{count} rounds</source>
        <comment>how long a match is</comment>
        <extracomment>For one: {count} round</extracomment>
        <translation>
            <numerusform>{count} omgång</numerusform>
            <numerusform>{count} omgångar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/describe.py" line="30"/>
        <source>game to {target}</source>
        <comment>how long a match is: until a side reaches this score</comment>
        <translation>parti till {target}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/describe.py" line="31"/>
        <source>one round</source>
        <comment>how long a match is</comment>
        <translation>en omgång</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="23"/>
        <source>Each player drew a card for the deal ({draws}): whoever drew the highest card deals.</source>
        <comment>{draws}: each player&apos;s name and the card drawn, such as: You K♠, North 7♦</comment>
        <translation>Alla drog ett kort om given ({draws}): den som drog högst ger.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="25"/>
        <source>Each player drew a card for the deal ({draws}): whoever drew the lowest card deals.</source>
        <comment>{draws}: each player&apos;s name and the card drawn, such as: You K♠, North 7♦</comment>
        <translation>Alla drog ett kort om given ({draws}): den som drog lägst ger.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="27"/>
        <source>In the draw an ace counts 1.</source>
        <comment>said after the draw for the first deal, when an ace was drawn</comment>
        <translation>I dragningen räknas ess som 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="28"/>
        <source>Of those who drew equal cards, the one named first deals.</source>
        <comment>said after the draw for the first deal, when two players drew cards of the same rank</comment>
        <translation>Av dem som drog lika höga kort ger den som nämns först.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="37"/>
        <source>capture</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>tagning</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="38"/>
        <source>Playing a card from your hand to take table cards: cards of its value, or groups of cards that add up to it.</source>
        <translation>Att spela ett kort från handen och ta kort från bordet: kort med samma värde, eller grupper av kort som tillsammans blir det värdet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="40"/>
        <source>trail</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>lägga ut</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="41"/>
        <source>Playing a card face up onto the table without taking anything.</source>
        <translation>Att spela ett kort med framsidan upp på bordet utan att ta något.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="42"/>
        <source>build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="43"/>
        <source>A pile of table cards and a card from your hand with a value you announce, taken later only whole, by a card of that value.</source>
        <translation>En hög av kort från bordet och ett kort från handen, med ett värde som du säger; den tas senare bara hel, med ett kort av det värdet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="45"/>
        <source>single build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>enkelt bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="46"/>
        <source>A build whose cards add up to its value once, like 3 + 5 as 8; it may be raised.</source>
        <translation>Ett bygge vars kort blir dess värde en gång, som 3 + 5 som 8; det får höjas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="47"/>
        <source>multiple build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>dubbelbygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="48"/>
        <source>A build of several groups of the same value, like 8 and 3 + 5 as 8; it cannot be raised.</source>
        <translation>Ett bygge av flera grupper med samma värde, som 8 och 3 + 5 som 8; det kan inte höjas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="49"/>
        <source>raise</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>höja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="50"/>
        <source>Adding a card from your hand to a single build so that its value goes up, like 5 on a build of 3 to make 8.</source>
        <translation>Att lägga ett kort från handen på ett enkelt bygge så att värdet ökar, som 5 på ett bygge på 3 så att det blir 8.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="52"/>
        <source>sweep</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>rent bord</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="53"/>
        <source>A capture that takes every card on the table; in many games it scores a point.</source>
        <translation>En tagning som tar alla kort på bordet; i många spel ger den en poäng. På svenska kallas den tabbe.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="54"/>
        <location filename="../../casino_desktop/core/glossary.py" line="61"/>
        <location filename="../../casino_desktop/core/glossary.py" line="63"/>
        <location filename="../../casino_desktop/core/glossary.py" line="69"/>
        <source>Swedish</source>
        <comment>whose word a glossary entry is</comment>
        <translation>svenska</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="54"/>
        <source>The Swedish word for a sweep: taking every card on the table.</source>
        <translation>Det svenska ordet för en tagning som tar alla kort på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="55"/>
        <source>Finnish</source>
        <comment>whose word a glossary entry is</comment>
        <translation>finska</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="56"/>
        <source>The Finnish word for a sweep (it means a cottage); it is marked by turning a card face up in the taker&apos;s pile.</source>
        <translation>Det finska ordet för tabbe (det betyder stuga); den markeras genom att ett kort vänds med framsidan upp i högen hos den som tog.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="58"/>
        <source>Flemish</source>
        <comment>whose word a glossary entry is</comment>
        <translation>flamländska</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="58"/>
        <source>The Wippen word for a sweep.</source>
        <translation>Ordet för tabbe i Wippen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="59"/>
        <source>Dominican</source>
        <comment>whose word a glossary entry is</comment>
        <translation>dominikansk spanska</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="60"/>
        <source>The Dominican word for a sweep: the sweeping card is laid crosswise under the taker&apos;s pile.</source>
        <translation>Det dominikanska ordet för tabbe: kortet som tar allt läggs på tvären under tagarens hög.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="61"/>
        <source>Swedish for “the last one”: the last capture of a round, which also takes the cards left on the table; some Nordic games score a point for it.</source>
        <translation>Betyder ”den sista”: omgångens sista tagning, som också tar korten som ligger kvar på bordet; i en del nordiska spel ger den en poäng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="64"/>
        <source>With two decks, taking the identical twin of the card you play (same rank and suit).</source>
        <translation>Med två lekar: att ta den identiska tvillingen till kortet du spelar (samma valör och färg).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="65"/>
        <source>big casino</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>stora kasino (storan)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="65"/>
        <source>The {big}, which scores on its own in most games.</source>
        <translation>{big}, som ger poäng i sig i de flesta spel.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="66"/>
        <source>little casino</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>lilla kasino (lillan)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="66"/>
        <source>The {little}, which scores on its own in most games.</source>
        <translation>{little}, som ger poäng i sig i de flesta spel.</translation>
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
        <translation>Själva spelet; {big} och {little} är dess stora och lilla kasino, storan och lillan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="70"/>
        <source>Swedish for “spades beyond”: every spade taken beyond a number scores a point, instead of a prize for the most spades.</source>
        <translation>Betyder ”spader över”: varje spader som tas utöver ett visst antal ger en poäng, i stället för poäng för flest spader.</translation>
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
        <translation>franska</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="74"/>
        <source>A game where points are penalties: the fewest taken win.</source>
        <translation>Ett spel där poängen är straffpoäng: den som tar minst vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="75"/>
        <source>partnership</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>lag</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="76"/>
        <source>Two players sitting opposite each other who pool their captures and score together.</source>
        <translation>Två spelare som sitter mitt emot varandra, lägger ihop det de tar och räknar poäng tillsammans.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="77"/>
        <source>stock</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>talong</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="77"/>
        <source>The cards not yet dealt; new hands come from it when every hand is empty.</source>
        <translation>Korten som inte har delats ut än; nya kort delas ut därifrån när alla händer är tomma.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="78"/>
        <source>house rule</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>husregel</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="78"/>
        <source>A rule changed from the usual rules of the game, chosen before the match in the New Game window.</source>
        <translation>En regel som ändrats från spelets vanliga regler, vald före partiet i fönstret Nytt parti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="80"/>
        <source>loose card</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>löst kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="82"/>
        <source>A card lying on its own on the table, not part of a build.</source>
        <translation>Ett kort som ligger för sig självt på bordet och inte ingår i något bygge.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="83"/>
        <source>build owner</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>byggägare</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="84"/>
        <source>The player a build belongs to: whoever made it or last raised it or added to it. In many games an owner may not trail until the build is taken.</source>
        <translation>Spelaren som ett bygge tillhör: den som gjorde det eller senast höjde det eller lade till i det. I många spel får en byggägare inte lägga ut förrän bygget är taget.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="86"/>
        <source>augmented build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>utökat bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="87"/>
        <source>Swazi Casino&apos;s name for a multiple build: several groups of the same value, like 8 and 3 + 5 as 8. Its value never changes; it is only added to, and taken whole.</source>
        <translation>Så kallas ett dubbelbygge i eswatiniskt kasino: flera grupper med samma värde, som 8 och 3 + 5 som 8. Värdet ändras aldrig; man kan bara lägga till i det, och det tas bara helt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="89"/>
        <source>capture pile</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>tagningshög</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="90"/>
        <source>The cards a side has captured. In the African games it lies face up, and only its top card is in play.</source>
        <translation>Högen med korten som en sida har tagit. I de afrikanska spelen ligger den med framsidan upp, och bara dess översta kort är i spel.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="92"/>
        <source>top card</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>översta kortet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="93"/>
        <source>The card on top of a capture pile in the African games: another player may use it in a build (Swazi, Sotho) or capture it (South Africa); the card beneath then becomes the top card.</source>
        <translation>Kortet överst i en tagningshög i de afrikanska spelen: en annan spelare får använda det i ett bygge (eswatiniskt och lesothiskt kasino) eller ta det (sydafrikanskt kasino); kortet under blir då översta kortet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="95"/>
        <source>drifting</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>drifting</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="96"/>
        <source>In Swazi Casino, putting a card that could capture into a build instead, which is allowed (partners read it as a signal); South Africans call any play that captures nothing, a trail, drifting.</source>
        <translation>I eswatiniskt kasino att lägga ett kort som kunde ta i ett bygge i stället, vilket är tillåtet (partnern uppfattar det som en signal); i Sydafrika kallas varje drag som inte tar något, alltså att lägga ut, för drifting.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="99"/>
        <source>ending a turn</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>avsluta turen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="101"/>
        <source>In games with several actions a turn, saying you are done: allowed once your card from the hand is played; the next player&apos;s turn begins.</source>
        <translation>Att säga att du är klar, i spel med flera drag per tur. Det får du när ditt kort från handen är spelat; sedan börjar nästa spelares tur.</translation>
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
        <translation>Det draget är inte tillåtet här.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="171"/>
        <source>&apos;{text}&apos; is not a move: write the card played, then trail, take, build, raise or add.</source>
        <comment>the words trail, take, build, raise, add and the card codes are typed as they are</comment>
        <translation>”{text}” är inget drag: skriv det spelade kortet och sedan trail, take, build, raise eller add.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="180"/>
        <source>&apos;{text}&apos;: after &apos;=&apos; comes the value the card counts as, like AS=14.</source>
        <translation>”{text}”: efter ”=” kommer värdet som kortet räknas som, till exempel AS=14.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="186"/>
        <source>&apos;{text}&apos;: &apos;{word}&apos; is not one of trail, take, build, raise, add.</source>
        <comment>the words trail, take, build, raise, add and the card codes are typed as they are</comment>
        <translation>”{text}”: ”{word}” är inte något av trail, take, build, raise, add.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="192"/>
        <source>&apos;{text}&apos;: say the build value after &apos;{verb}&apos;, like &apos;{verb} 9&apos;.</source>
        <translation>”{text}”: ange byggets värde efter ”{verb}”, till exempel ”{verb} 9”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="197"/>
        <source>&apos;{text}&apos;: say the build value after &apos;trail build&apos;, like &apos;trail build 9&apos;.</source>
        <comment>the words trail, take, build, raise, add and the card codes are typed as they are</comment>
        <translation>”{text}”: ange byggets värde efter ”trail build”, till exempel ”trail build 9”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="214"/>
        <source>&apos;{text}&apos;: a &apos;]&apos; without its &apos;[&apos;.</source>
        <translation>”{text}”: en ”]” utan sin ”[”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="223"/>
        <source>&apos;{text}&apos;: a &apos;[&apos; without its &apos;]&apos;.</source>
        <translation>”{text}”: en ”[” utan sin ”]”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="225"/>
        <source>&apos;{text}&apos;: a trail takes no table cards.</source>
        <translation>”{text}”: att lägga ut tar inga kort från bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="227"/>
        <source>&apos;{text}&apos;: say which table cards are taken.</source>
        <translation>”{text}”: ange vilka kort på bordet som tas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="238"/>
        <source>&apos;{text}&apos;: after &apos;table&apos; comes build or add.</source>
        <comment>the words table, build, add and the card codes are typed as they are</comment>
        <translation>”{text}”: efter ”table” kommer build eller add.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="241"/>
        <source>&apos;{text}&apos;: say which build the cards are added to, like [4S 5H].</source>
        <translation>”{text}”: ange vilket bygge korten läggs till i, till exempel [4S 5H].</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="243"/>
        <source>&apos;{text}&apos;: say which table cards are used.</source>
        <translation>”{text}”: ange vilka kort på bordet som används.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="28"/>
        <source>only most cards can reach {target} now, and wins at once</source>
        <translation>bara flest kort kan nå {target} nu, och vinner då direkt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="29"/>
        <source>only most spades can reach {target} now, and wins at once</source>
        <translation>bara flest spader kan nå {target} nu, och vinner då direkt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="30"/>
        <source>only the 10♦ can reach {target} now, and wins at once</source>
        <translation>bara 10♦ kan nå {target} nu, och vinner då direkt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="31"/>
        <source>nothing can reach {target} this round</source>
        <translation>inget kan nå {target} den här omgången</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="32"/>
        <source>at {score}: won most cards, the game</source>
        <translation>på {score}: vann flest kort och därmed partiet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="33"/>
        <source>at {score}: won most spades, the game</source>
        <translation>på {score}: vann flest spader och därmed partiet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="34"/>
        <source>at {score}: won the 10♦, the game</source>
        <translation>på {score}: vann 10♦ och därmed partiet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="35"/>
        <source>at {score}: needs most cards</source>
        <translation>på {score}: behöver flest kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="36"/>
        <source>at {score}: needs most spades</source>
        <translation>på {score}: behöver flest spader</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="37"/>
        <source>at {score}: needs the 10♦</source>
        <translation>på {score}: behöver 10♦</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="38"/>
        <source>at {score}: one short at most</source>
        <translation>på {score}: högst en poäng under målet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="39"/>
        <source>sweeps do not score</source>
        <comment>the rule near the target: this side&apos;s sweeps score nothing</comment>
        <translation>tabbar ger inga poäng</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="40"/>
        <location filename="../../casino_desktop/core/units_match.py" line="113"/>
        <source>Near the target</source>
        <translation>Nära målet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="256"/>
        <source>That play is not possible here.</source>
        <translation>Det draget går inte att göra här.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="257"/>
        <source>build {value}</source>
        <comment>a build on the table among things taken, such as: build 8 + 5♦</comment>
        <translation>bygge {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="260"/>
        <source>build {value}</source>
        <comment>a build among the things a move&apos;s button takes, after Take: in the form your language gives that object, such as: Take build 8 + 5♦</comment>
        <translation>bygget på {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="263"/>
        <source>multiple build {value}</source>
        <comment>a multiple build (two or more groups, each worth this value) among the things a move&apos;s button takes, after Take: in the form your language gives that object, such as: Take multiple build 8</comment>
        <translation>dubbelbygget på {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="267"/>
        <source>Trail</source>
        <comment>a move: play a card to the table and take nothing</comment>
        <translation>Lägg ut</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="268"/>
        <source>Trail, and build {value} from {things}</source>
        <translation>Lägg ut och bygg {value} av {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="269"/>
        <source>Take {things}</source>
        <translation>Ta {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="270"/>
        <source>Take {things} ({card} as {value})</source>
        <comment>an ace played as 1 or as 14</comment>
        <translation>Ta {things} ({card} som {value})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="271"/>
        <source>Build {value}s</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Bygg {value} dubbelt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="272"/>
        <source>Build {value}s with {things}</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Bygg {value} dubbelt med {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="273"/>
        <source>Build {value}</source>
        <comment>a move: make a build of this value</comment>
        <translation>Bygg {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="274"/>
        <source>Build {value} with {things}</source>
        <translation>Bygg {value} med {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="275"/>
        <source>Raise to {value}</source>
        <translation>Höj till {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="276"/>
        <source>Raise to {value} with {cards}</source>
        <translation>Höj till {value} med {cards}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="277"/>
        <source>Add to build {value}</source>
        <translation>Lägg till i bygge {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="278"/>
        <source>Add to build {value} with {cards}</source>
        <translation>Lägg till i bygge {value} med {cards}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="279"/>
        <source>Build {value} from {things}</source>
        <comment>a move: a build made of table cards only</comment>
        <translation>Bygg {value} av {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="280"/>
        <source>Add {cards} to build {value}</source>
        <comment>a move: table cards added to a build</comment>
        <translation>Lägg till {cards} i bygget på {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="281"/>
        <source>End turn</source>
        <comment>a move, and its button: end the turn (African Casino)</comment>
        <translation>Avsluta turen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="51"/>
        <source>&apos;{key}&apos; is not a key of a position; its keys are: {keys}.</source>
        <translation>&apos;{key}&apos; är ingen nyckel i en ställning; dess nycklar är: {keys}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="52"/>
        <source>&apos;{key}&apos; is not a key of a build; its keys are: {keys}.</source>
        <translation>&apos;{key}&apos; är ingen nyckel i ett bygge; dess nycklar är: {keys}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="54"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="262"/>
        <source>&apos;{key}&apos; must be true or false.</source>
        <translation>”{key}” måste vara true eller false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="55"/>
        <source>Seat {seat} is the &apos;controller&apos; of the build of {value} but holds no card to take it with, which cannot happen in a game.</source>
        <translation>Plats {seat} är &apos;controller&apos; för bygget på {value} men har inget kort att ta det med, vilket inte kan hända i ett parti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="75"/>
        <source>A position must be a JSON object.</source>
        <translation>En ställning måste vara ett JSON-objekt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="79"/>
        <source>&apos;players&apos; must be a whole number from 2 to 4.</source>
        <translation>&apos;players&apos; måste vara ett heltal från 2 till 4.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="89"/>
        <source>&apos;deal&apos; must be a whole number from 1 to {most}: which deal of the round it is.</source>
        <translation>&apos;deal&apos; måste vara ett heltal från 1 till {most}: vilken giv i rundan det är.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="100"/>
        <source>&apos;{key}&apos; must be a seat number from 0 to {last}.</source>
        <translation>&apos;{key}&apos; måste vara ett platsnummer från 0 till {last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="106"/>
        <source>{shown} is not a card: cards are text like &quot;10D&quot;.</source>
        <translation>{shown} är inget kort: kort skrivs som text, till exempel &quot;10D&quot;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="116"/>
        <source>The {card} appears more often than the deck holds it.</source>
        <translation>{card} förekommer oftare än kortleken har det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="122"/>
        <source>The hand of seat {seat}, who is to move, must be given.</source>
        <translation>Handen för plats {seat}, som står på tur, måste anges.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="124"/>
        <source>The hand of seat {seat}, who is to move, must be a list of cards.</source>
        <translation>Handen för plats {seat}, som står på tur, måste vara en lista med kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="129"/>
        <source>&apos;{shown}&apos; is not a seat: the hands are given for seats 0 to {last}.</source>
        <translation>&apos;{shown}&apos; är ingen plats: händerna anges för plats 0 till {last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="136"/>
        <source>The hand of seat {seat} must be a list of cards.</source>
        <translation>Handen för plats {seat} måste vara en lista med kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="138"/>
        <source>The hand of seat {seat} holds {count} cards; a hand holds at most {most} in this variant.</source>
        <translation>Handen för plats {seat} har {count} kort; en hand har högst {most} i den här varianten.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="143"/>
        <source>The seat to move has no cards.</source>
        <translation>Platsen som står på tur har inga kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="150"/>
        <source>&apos;table&apos; must be a list of cards and builds.</source>
        <translation>&apos;table&apos; måste vara en lista med kort och byggen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="163"/>
        <source>&apos;{key}&apos; must be true or false, and true only where a turn has several actions.</source>
        <translation>&apos;{key}&apos; måste vara true eller false, och true bara där en tur har flera handlingar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="205"/>
        <source>&apos;{key}&apos; is given only where the top cards of the capture piles are in play.</source>
        <translation>&apos;{key}&apos; anges bara där de översta korten i tagningshögarna är med i spelet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="207"/>
        <source>&apos;{key}&apos; must be a list of {count} lists of cards, the top card last.</source>
        <translation>&apos;{key}&apos; måste vara en lista med {count} listor med kort (en hög var), det översta kortet sist.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="220"/>
        <source>A build needs a list of at least two cards under &apos;build&apos;.</source>
        <translation>Ett bygge behöver en lista med minst två kort under &apos;build&apos;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="229"/>
        <source>A build needs its &apos;value&apos; as a whole number from 1 to {highest}.</source>
        <translation>Ett bygge behöver sitt &apos;value&apos; som ett heltal från 1 till {highest}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="231"/>
        <source>The build {names} is of court cards of one rank, so it is worth {highest}, not {value}.</source>
        <translation>Bygget {names} består av klätt kort av en valör, så det är värt {highest}, inte {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="235"/>
        <source>A build&apos;s &apos;multiple&apos; must be true or false.</source>
        <translation>Ett bygges &apos;multiple&apos; måste vara true eller false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="238"/>
        <source>A build&apos;s &apos;controller&apos; must be a seat number from 0 to {last}.</source>
        <translation>Ett bygges &apos;controller&apos; måste vara ett platsnummer från 0 till {last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="243"/>
        <source>The build {names} holds a court card, which has no number in this variant.</source>
        <translation>Bygget {names} har ett klätt kort, som inte har något värde i den här varianten.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="246"/>
        <source>The cards {names} add up to {total}, so they cannot make a single build of {value}.</source>
        <translation>Korten {names} blir tillsammans {total}, så de kan inte bilda ett enkelt bygge på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="249"/>
        <source>The cards {names} cannot be split into two or more groups of {value}.</source>
        <translation>Korten {names} kan inte delas i två eller fler grupper på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="70"/>
        <source>The record</source>
        <comment>the subject of a sentence about a saved game that cannot be read</comment>
        <translation>Protokollet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="73"/>
        <source>{what} is damaged: its move {number} cannot be played.</source>
        <translation>{what} är skadat: drag {number} kan inte spelas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="74"/>
        <source>{what} asks for a variant or house rules this program cannot play.</source>
        <translation>{what} kräver en variant eller husregler som programmet inte kan spela.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="204"/>
        <source>The record has no variant.</source>
        <translation>Filen saknar variant.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="204"/>
        <source>The record has no house rules.</source>
        <translation>Filen saknar husregler.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="205"/>
        <source>The record has no number of players.</source>
        <translation>Filen saknar antal spelare.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="206"/>
        <source>The record has no partnership setting.</source>
        <translation>Filen saknar laginställning.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="207"/>
        <source>The record has no deal number.</source>
        <translation>Filen saknar givnummer.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="207"/>
        <source>The record has no seats.</source>
        <translation>Filen saknar platser.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="208"/>
        <source>The record has no moves.</source>
        <translation>Filen saknar drag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="215"/>
        <source>The file is not a Casino game record.</source>
        <translation>Filen är inget sparat Casino-parti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="218"/>
        <source>unknown</source>
        <comment>the version of a saved game that cannot be read</comment>
        <translation>okänd</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="219"/>
        <source>The record has version {shown}; this program reads version {version}.</source>
        <translation>Filen har version {shown}; det här programmet läser version {version}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/record.py" line="227"/>
        <source>The record&apos;s moves must be a list of at most {shown} moves, far more than any match lasts.</source>
        <extracomment>For one: The record&apos;s moves must be a list of at most {shown} move, far more than any match lasts.</extracomment>
        <translation>
            <numerusform>Filens drag måste vara en lista med högst {shown} drag, mycket fler än något parti varar.</numerusform>
            <numerusform>Filens drag måste vara en lista med högst {shown} drag, mycket fler än något parti varar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="232"/>
        <source>Every move in the record must be a short text, like &quot;7H trail&quot;.</source>
        <translation>Varje drag i filen måste vara en kort text, till exempel ”7H trail”.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/record.py" line="234"/>
        <source>The record&apos;s seats must be a list of at most {count} seats.</source>
        <extracomment>For one: The record&apos;s seats must be a list of at most {count} seat.</extracomment>
        <translation>
            <numerusform>Filens platser måste vara en lista med högst {count} plats.</numerusform>
            <numerusform>Filens platser måste vara en lista med högst {count} platser.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="240"/>
        <source>Each seat in the record must give its kind, level and name as short texts.</source>
        <translation>Varje plats i filen måste ange sin sort, nivå och sitt namn som korta texter.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="243"/>
        <source>The record&apos;s match number is damaged.</source>
        <translation>Filens partinummer är skadat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="246"/>
        <source>The record&apos;s note of a round dealt after its last move is damaged.</source>
        <translation>Filens anteckning om en omgång som delats ut efter det sista draget är skadad.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="251"/>
        <source>The record&apos;s note of where its match was resumed is damaged.</source>
        <translation>Filens anteckning om var partiet återupptogs är skadad.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="253"/>
        <source>The record&apos;s variant must be the name of a variant.</source>
        <translation>Filens variant måste vara namnet på en variant.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="255"/>
        <source>The record&apos;s house rules are damaged.</source>
        <translation>Filens husregler är skadade.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="257"/>
        <source>The record&apos;s number of players must be a whole number from 2 to 4.</source>
        <translation>Filens antal spelare måste vara ett heltal från 2 till 4.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="259"/>
        <source>The record&apos;s partnership setting must be true or false.</source>
        <translation>Filens laginställning måste vara true eller false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="261"/>
        <source>The record&apos;s deal number must be a whole number from 0 to {most}.</source>
        <translation>Filens givnummer måste vara ett heltal från 0 till {most}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="24"/>
        <source>The {card} was taken more often than the pack holds it.</source>
        <translation>{card} togs fler gånger än leken har det kortet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="25"/>
        <source>Player or team {side} made more sweeps than the cards it took allow: each sweep takes at least two cards.</source>
        <translation>Spelaren eller laget {side} gjorde fler tabbar än korten det tog tillåter: varje tabbe tar minst två kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="27"/>
        <source>More sweeps were made than cards were taken: each sweep takes at least one card.</source>
        <translation>Fler tabbar gjordes än kort togs: varje tabbe tar minst ett kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="28"/>
        <source>Player or team {side} left the table open to more sweeps than the others made.</source>
        <translation>Spelaren eller laget {side} lämnade bordet öppet för fler tabbar än de andra gjorde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="29"/>
        <source>This game has no mulles: leave out &quot;mulles&quot;.</source>
        <translation>Det här spelet har inga mullar: utelämna &quot;mulles&quot;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="30"/>
        <source>Player or team {side} made more mulles than the cards it took allow: each mulle takes two cards.</source>
        <translation>Spelaren eller laget {side} gjorde fler mullar än korten det tog tillåter: varje mulle tar två kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="32"/>
        <source>A mulle with the {card} needs both of its cards in the pile of player or team {side}.</source>
        <translation>En mulle med {card} kräver båda dess kort i högen hos spelaren eller laget {side}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="72"/>
        <source>The {card} on top of a capture pile can only go into a build: it is never captured directly.</source>
        <translation>{card} överst i en tagningshög kan bara läggas i ett bygge: det tas aldrig direkt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="73"/>
        <source>The {card} on top of a capture pile can only be added to a build that is already on the table.</source>
        <translation>{card} överst i en tagningshög kan bara läggas till i ett bygge som redan ligger på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="74"/>
        <source>The {card} on top of a capture pile can only be added to a build of your side.</source>
        <translation>{card} överst i en tagningshög kan bara läggas till i ett bygge som din sida äger.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="110"/>
        <source>You may not change the value of your partner&apos;s build, only an opponent&apos;s.</source>
        <translation>Du får inte ändra värdet på din partners bygge, bara på en motståndares.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="111"/>
        <source>You may not change the value of your partner&apos;s build of {build}, only an opponent&apos;s, so it cannot go into a build of {value}.</source>
        <translation>Du får inte ändra värdet på din partners bygge på {build}, bara på en motståndares, så det kan inte ingå i ett bygge på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="113"/>
        <source>The build of {value} belongs to an opponent: you may add to it only in a turn in which you capture it.</source>
        <translation>Bygget på {value} tillhör en motståndare: du får bara lägga till i det under en tur då du också tar det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="116"/>
        <source>A build of {value} would merge with an opponent&apos;s build of {value}, and you may add to that build only in a turn in which you capture it.</source>
        <translation>Ett bygge på {value} skulle slås ihop med en motståndares bygge på {value}, och i det bygget får du bara lägga till under en tur då du också tar det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="155"/>
        <source>In the first deal a player who owns a build may not trail: capture, or add to your build.</source>
        <translation>I första given får en spelare som äger ett bygge inte lägga ut: ta något, eller lägg till i ditt bygge.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="156"/>
        <location filename="../../casino_desktop/core/rule_turns.py" line="142"/>
        <source>In the first deal a player may own only one build: you own the build of {value}.</source>
        <translation>I första given får en spelare bara äga ett bygge: du äger bygget på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="192"/>
        <source>Your opponents insist that you take everything your {card} can take: {more} as well.</source>
        <translation>Motståndarna kräver att du tar allt som {card} kan ta: även {more}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="193"/>
        <source>Your opponents insist that a card that can capture does capture: the {card} can.</source>
        <translation>Motståndarna kräver att ett kort som kan ta också tar: {card} kan ta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="101"/>
        <source>Say the value of the build.</source>
        <translation>Ange byggets värde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="102"/>
        <source>Say which build you raise.</source>
        <translation>Ange vilket bygge du höjer.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="103"/>
        <source>The build of {build} is a multiple build: its value never changes, so it cannot be raised.</source>
        <translation>Bygget på {build} är ett dubbelbygge: dess värde ändras aldrig, så det kan inte höjas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="104"/>
        <source>You may not raise your own build here.</source>
        <translation>Här får du inte höja ditt eget bygge.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="105"/>
        <source>You may not change the value of your own build of {build} here, so it cannot go into a build of {value}.</source>
        <translation>Här får du inte ändra värdet på ditt eget bygge på {build}, så det kan inte ingå i ett bygge på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="108"/>
        <source>This build would be worth {value}; a build may not be worth more than {max} here.</source>
        <comment>value: what the play would make the build worth; max: the highest build the game allows</comment>
        <translation>Det här bygget skulle bli värt {value}; ett bygge får inte vara värt mer än {max} här.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="110"/>
        <source>To build {value} you must still hold a card that takes {value}.</source>
        <translation>För att bygga {value} måste du ha kvar ett kort på handen som tar {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="111"/>
        <source>To raise the build of {build} to {value} you must still hold a card that takes {value}.</source>
        <translation>För att höja bygget på {build} till {value} måste du ha kvar ett kort på handen som tar {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="112"/>
        <source>To build {value} you must still hold a card that takes {value}, or build it for your partner while they own a build of {value}.</source>
        <translation>För att bygga {value} måste du ha kvar ett kort på handen som tar {value}, eller bygga åt din partner när din partner äger ett bygge på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="114"/>
        <source>To raise the build of {build} to {value} you must still hold a card that takes {value}, or raise it for your partner while they own a build of {value}.</source>
        <translation>För att höja bygget på {build} till {value} måste du fortfarande ha ett kort som tar {value}, eller höja det åt din partner medan partnern äger ett bygge på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="116"/>
        <source>Court cards have no number here: they cannot go into a build.</source>
        <translation>Klädda kort har inget talvärde här: de kan inte ingå i ett bygge.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="117"/>
        <source>Raising adds exactly one card from your hand: {build} + {worth} makes {raised}, not {value}; table cards may not change a build&apos;s value.</source>
        <translation>En höjning lägger till exakt ett kort från handen: {build} + {worth} blir {raised}, inte {value}; kort från bordet får inte ändra ett bygges värde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="119"/>
        <source>The {card} must help change the value: {build} + {worth} + table cards must make {value}.</source>
        <translation>{card} måste vara med och ändra värdet: {build} + {worth} + kort från bordet måste bli {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="121"/>
        <source>Say which build you add to.</source>
        <translation>Ange vilket bygge du lägger till i.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="122"/>
        <source>Adding does not change a build&apos;s value: that build is {build}, not {value}.</source>
        <translation>Att lägga till ändrar inte ett bygges värde: det bygget är {build}, inte {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="227"/>
        <source>A build needs at least one card from the table.</source>
        <translation>Ett bygge måste innehålla minst ett kort från bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="228"/>
        <source>A build of {value} is already on the table: here you add to it instead.</source>
        <translation>Det finns redan ett bygge på {value} på bordet: här lägger du till i det i stället.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="229"/>
        <source>The build of {build} is a multiple build: it can be taken or added to, never built into another build.</source>
        <translation>Bygget på {build} är ett dubbelbygge: det kan tas eller läggas till i, men aldrig byggas in i ett annat bygge.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="231"/>
        <source>A build is not a card: it cannot join a sum unless single builds count as cards.</source>
        <translation>Ett bygge är inget kort: det kan inte ingå i en summa om inte enkla byggen räknas som kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="232"/>
        <source>A raise changes one build: it cannot take another build into it.</source>
        <translation>En höjning ändrar ett enda bygge: den kan inte ta in ett annat bygge i det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="233"/>
        <source>To put the build of {value} into a new build of {value}, add to it instead.</source>
        <translation>Lägg till i bygget på {value} i stället för att bygga in det i ett nytt bygge på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="234"/>
        <source>This play joins two builds of {value}: name the build of {first} as the one you add to, the other as a card.</source>
        <translation>Det här draget slår ihop två byggen på {value}: ange bygget av {first} som det du lägger till i och det andra som ett kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="236"/>
        <source>The {card} with {loose} cannot be split into groups that each make {value}; cards inside a build are never split or rearranged.</source>
        <translation>{card} med {loose} kan inte delas upp i grupper som var och en blir {value}; kort i ett bygge delas aldrig upp eller flyttas om.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="238"/>
        <source>The {card} alone does not make {value}; cards inside a build are never split or rearranged.</source>
        <translation>{card} ensamt blir inte {value}; kort i ett bygge delas aldrig upp eller flyttas om.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="239"/>
        <source>Those table cards cannot be split into groups of {value} for a build of two or more cards.</source>
        <translation>De korten på bordet kan inte delas upp i grupper på {value} till ett bygge av två eller fler kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="321"/>
        <source>Putting the {card} on the build of {build} raises it to {value}: play it as a raise of that build.</source>
        <translation>Att lägga {card} på bygget på {build} höjer det till {value}: spela det som en höjning av det bygget.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="88"/>
        <source>Capturing is compulsory here, and you can capture: you may not trail.</source>
        <translation>Här är det tvång att ta, och du kan ta något: du får inte lägga ut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="89"/>
        <source>A card equal to a loose table card may not be trailed: the {card} must take the {equal}, or go into a build.</source>
        <translation>Ett kort som är lika med ett löst kort på bordet får inte läggas ut: {card} måste ta {equal} eller ingå i ett bygge.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="91"/>
        <source>A card must take every loose card equal to it: the {card} must also take the {left}.</source>
        <translation>Ett kort måste ta alla lösa kort som är lika med det: {card} måste även ta {left}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="92"/>
        <source>A card must take every loose card equal to it: the {card} as {value} must also take the {left}.</source>
        <translation>Ett kort måste ta alla lösa kort som är lika med det: {card} som {value} måste även ta {left}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="140"/>
        <source>The {card} cannot count as {value}.</source>
        <translation>{card} kan inte räknas som {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="141"/>
        <source>A build is taken only whole by a card of its value: the build of {build} cannot be taken by a card worth {values}.</source>
        <translation>Ett bygge tas bara helt och med ett kort av samma värde: bygget på {build} kan inte tas med ett kort värt {values}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="143"/>
        <source>Say which table cards you take.</source>
        <translation>Ange vilka kort på bordet du tar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="144"/>
        <source>Court cards have no number here: a court card takes only cards of its own rank.</source>
        <translation>Klädda kort har inget talvärde här: ett klätt kort tar bara kort av samma valör.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="145"/>
        <source>A court card takes only one card of its rank at a time here.</source>
        <translation>Här tar ett klätt kort bara ett kort av samma valör åt gången.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="146"/>
        <source>A court card takes one card of its rank, or all three at once by the fourth.</source>
        <translation>Ett klätt kort tar ett kort av samma valör, eller alla tre på en gång med det fjärde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="147"/>
        <source>Court cards have no number here: they are taken only by a card of their own rank.</source>
        <translation>Klädda kort har inget talvärde här: de tas bara med ett kort av samma valör.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="148"/>
        <source>Those cards cannot be split into groups that each add up to {values}: every table card belongs to at most one group.</source>
        <translation>De korten kan inte delas upp i grupper som var och en blir {values}: varje kort på bordet hör till högst en grupp.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="151"/>
        <source>The {card} cannot take the {loose}: it takes table cards worth {values}, or several that add up to {values}.</source>
        <translation>{card} kan inte ta {loose}: det tar kort på bordet som är värda {values}, eller flera som tillsammans blir {values}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="160"/>
        <location filename="../../casino_desktop/practice/reasons.py" line="48"/>
        <source>{first} or {last}</source>
        <comment>a card&apos;s values, such as: 1 or 14</comment>
        <translation>{first} eller {last}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="16"/>
        <source>Court cards have no number here: they cannot be built with.</source>
        <translation>Klädda kort har inget talvärde här: man kan inte bygga med dem.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="17"/>
        <source>A court card builds only on loose table cards of its own rank.</source>
        <translation>Ett klätt kort bygger bara på lösa kort av samma valör på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="18"/>
        <source>A court card builds only on table cards of its own rank, to be taken by another of that rank.</source>
        <translation>Ett klätt kort bygger bara på kort av samma valör på bordet, och bygget tas med ett till av den valören.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="19"/>
        <source>To build with a court card you must still hold another card of its rank to take the build.</source>
        <translation>För att bygga med ett klätt kort måste du ha kvar ett till kort av samma valör på handen att ta bygget med.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="20"/>
        <source>A court-card build must then hold three cards of its rank, to be taken by the fourth.</source>
        <translation>Ett bygge av klädda kort måste då bestå av tre kort av samma valör och tas med det fjärde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="21"/>
        <source>A court card is added only to a court-card build of its own rank.</source>
        <translation>Ett klätt kort får bara läggas till ett bygge av klädda kort av samma valör.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="22"/>
        <source>Only a court card of its rank is added to a court-card build, and nothing raises it.</source>
        <translation>Till ett bygge av klädda kort får bara ett klätt kort av samma valör läggas, och det kan inte höjas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="132"/>
        <source>You control the build of {build}: you may not trail; take it, capture something else, build, or add to a build.</source>
        <translation>Du äger bygget på {build}: du får inte lägga ut; ta det, ta något annat, bygg eller lägg till i ett bygge.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="134"/>
        <source>You control the build of {build}: you may not trail; take it, capture something else, or raise a build.</source>
        <translation>Du äger bygget på {build}: du får inte lägga ut; ta det, ta något annat eller höj ett bygge.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="136"/>
        <source>While you own the build of {build} you must take it, capture something else, or raise a build: you may not make another build or add to one.</source>
        <translation>Så länge du äger bygget på {build} måste du ta det, ta något annat eller höja ett bygge: du får inte göra ett nytt bygge eller lägga till i ett.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="138"/>
        <source>You control the build of {build}: you must keep a card that takes {build} until you take the build.</source>
        <translation>Du äger bygget på {build}: du måste behålla ett kort som tar {build} tills du har tagit bygget.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="51"/>
        <source>Deal</source>
        <comment>a group of rules: dealing the cards</comment>
        <translation>Utdelning</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="52"/>
        <source>Capturing</source>
        <comment>a group of rules: taking cards from the table</comment>
        <translation>Att ta kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="53"/>
        <source>Building</source>
        <comment>a group of rules, and the rule that players may build</comment>
        <translation>Byggen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="54"/>
        <source>Scoring</source>
        <comment>a group of rules: what scores points</comment>
        <translation>Poängräkning</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="55"/>
        <source>Match</source>
        <comment>a group of rules: how a match is won</comment>
        <translation>Parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="22"/>
        <source>The round is over: no card can be played now.</source>
        <translation>Omgången är slut: inga fler kort kan spelas nu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="23"/>
        <source>You do not hold the {card}.</source>
        <translation>Du har inte {card} på handen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="24"/>
        <source>The {card} is not on the table.</source>
        <translation>{card} ligger inte på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="25"/>
        <source>The {card} is in the build of {cards}, and a build is never broken up: to take the {card}, capture the whole build with a card of {value}.</source>
        <translation>{card} ligger i bygget av {cards}, och ett bygge delas aldrig upp: för att ta {card} måste du ta hela bygget med ett kort på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="27"/>
        <source>There is no build of {cards} on the table.</source>
        <translation>Det finns inget bygge av {cards} på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="30"/>
        <source>The {card} is on top of your own capture pile: only the top cards of the other players&apos; piles are in play.</source>
        <translation>{card} ligger överst i din egen tagningshög: bara de översta korten i de andra spelarnas högar är med i spelet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="32"/>
        <source>The build of {cards} is named more often than it stands on the table.</source>
        <translation>Bygget av {cards} nämns fler gånger än det finns på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="33"/>
        <source>The {card} is named more often than it lies on the table.</source>
        <translation>{card} nämns fler gånger än det ligger på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="36"/>
        <source>Say which card from your hand you play.</source>
        <translation>Ange vilket kort från handen du spelar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="37"/>
        <source>An earlier build on the table holds these same cards, and a play names a build by its cards: only that first build can be taken, raised or added to now.</source>
        <translation>Ett tidigare bygge på bordet består av exakt samma kort, och ett drag anger ett bygge genom dess kort: bara det första bygget kan tas, höjas eller läggas till i nu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="100"/>
        <source>A trail takes no table cards (trailing and building at once is a house rule that is off).</source>
        <translation>Att lägga ut tar inga kort från bordet (att lägga ut och bygga samtidigt är en husregel som är avslagen).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="101"/>
        <source>A trail takes nothing from the table: to play onto a build, take it, raise it or add to it.</source>
        <translation>Att lägga ut tar inget från bordet: vill du spela på ett bygge får du ta det, höja det eller lägga till i det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="102"/>
        <source>A card trailed alone makes no build, so it declares no value.</source>
        <translation>Ett kort som läggs ut ensamt blir inget bygge, så det anger inget värde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="103"/>
        <source>Say the value of the build you make from the table cards.</source>
        <translation>Ange värdet på bygget du gör av korten på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="104"/>
        <source>This variant has no building: capture or trail.</source>
        <translation>Den här varianten har inga byggen: ta kort eller lägg ut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="76"/>
        <source>You have played your card from the hand this turn: add table cards to your builds, or end your turn.</source>
        <translation>Du har redan spelat ditt kort från handen den här turen: lägg till kort från bordet i dina byggen, eller avsluta turen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="77"/>
        <source>You added to an opponent&apos;s build this turn: the card you play must capture it.</source>
        <translation>Du har lagt till i en motståndares bygge den här turen: kortet du spelar måste ta det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="95"/>
        <source>Every play here uses one card from your hand: there are no actions with table cards alone, and a turn ends by itself.</source>
        <translation>Här använder varje drag ett kort från handen: det finns inga drag med bara kort på bordet, och turen tar slut av sig själv.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="107"/>
        <source>Play one card from your hand before you end your turn.</source>
        <translation>Spela ett kort från handen innan du avslutar turen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="108"/>
        <source>Ending your turn plays no card and moves none: it is just &apos;end&apos;.</source>
        <comment>end is typed as it is</comment>
        <translation>Att avsluta turen spelar inget kort och flyttar inga kort: det är bara ”end”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="109"/>
        <source>Your opponents insist that you add the {cards} to your side&apos;s build of {value} before you end your turn.</source>
        <translation>Motståndarna kräver att du lägger till {cards} i din sidas bygge på {value} innan du avslutar turen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="129"/>
        <source>A build or an addition of table cards alone plays no card from your hand.</source>
        <translation>Ett bygge eller ett tillägg av bara kort på bordet spelar inget kort från handen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="130"/>
        <source>The {card} is not on the table or on top of another player&apos;s capture pile.</source>
        <translation>{card} ligger inte på bordet och inte heller överst i en annan spelares tagningshög.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="131"/>
        <source>The {card} has no number: only cards with numbers make builds from the table.</source>
        <translation>{card} har inget talvärde: bara kort med talvärde kan bilda byggen av kort på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="132"/>
        <source>You may make a build of {value} only if you hold a card that can capture it.</source>
        <translation>Du får bara bygga {value} om du har ett kort på handen som kan ta bygget.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="133"/>
        <source>A build of {value} is on the table already: add to it instead.</source>
        <translation>Ett bygge på {value} ligger redan på bordet: lägg till i det i stället.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="134"/>
        <source>The {cards} cannot be split into groups that each make {value}.</source>
        <translation>{cards} kan inte delas upp i grupper som var och en blir {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="136"/>
        <source>The {card} alone does not make {value}: the cards added must make {value} together.</source>
        <translation>{card} blir inte {value} ensamt: korten som läggs till måste bli {value} tillsammans.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="137"/>
        <source>A build needs at least two table cards.</source>
        <translation>Ett bygge behöver minst två kort från bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="139"/>
        <source>A build must be worth at least 2.</source>
        <translation>Ett bygge måste vara värt minst 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="140"/>
        <source>A new build of table cards takes in no other build: add the cards to that build instead.</source>
        <translation>Ett nytt bygge av kort på bordet kan inte ta in ett annat bygge: lägg till korten i det bygget i stället.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="141"/>
        <source>A top card may start a build only beside a loose {value} from the table.</source>
        <translation>Ett översta kort får bara påbörja ett bygge tillsammans med ett löst kort med värdet {value} från bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="143"/>
        <source>Say which build the table cards are added to.</source>
        <translation>Ange vilket bygge korten från bordet läggs till i.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="144"/>
        <source>The build is worth {build}: the cards added must make {build}, not {value}.</source>
        <translation>Bygget är värt {build}: korten som läggs till måste bli {build}, inte {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="145"/>
        <source>Builds are never put together: add table cards to one build.</source>
        <translation>Byggen läggs aldrig ihop med varandra: lägg till kort från bordet i ett enda bygge.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="146"/>
        <source>You may add to an opponent&apos;s build only before you play your card, and only to capture it with that card.</source>
        <translation>Du får bara lägga till i en motståndares bygge innan du spelar ditt kort, och bara för att ta bygget med det kortet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="147"/>
        <source>To add to an opponent&apos;s build of {value} you must hold a card that captures it.</source>
        <translation>För att lägga till i en motståndares bygge på {value} måste du ha ett kort på handen som tar det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="148"/>
        <source>You have already added to another opponent&apos;s build this turn.</source>
        <translation>Du har redan lagt till i en annan motståndares bygge den här turen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="19"/>
        <source>It is played with a 40-card pack: one 52-card deck without its jacks, queens and kings.</source>
        <translation>Man spelar med en kortlek med 40 kort: en kortlek med 52 kort utan knektar, damer och kungar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="20"/>
        <source>Every card counts its number; there are no court cards in the pack.</source>
        <translation>Varje kort räknas som sitt talvärde; det finns inga klädda kort i leken.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="24"/>
        <source>The first dealer is chosen at random; the deal then passes to the right each round.</source>
        <translation>Den som ger först väljs slumpvis; sedan går given vidare till höger varje omgång.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="25"/>
        <source>Everyone draws a card and the highest card deals first; the deal then passes to the right each round.</source>
        <translation>Alla drar ett kort och den som drar högst ger först; sedan går given vidare till höger varje omgång.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="27"/>
        <source>Everyone draws a card and the lowest card deals first; the deal then passes to the right each round.</source>
        <translation>Alla drar ett kort och den som drar lägst ger först; sedan går given vidare till höger varje omgång.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="32"/>
        <source>Play goes to the right (anticlockwise): the player on the dealer&apos;s right plays first, and the dealer plays last.</source>
        <translation>Spelet går åt höger (moturs): spelaren till höger om givaren spelar först, och givaren spelar sist.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="34"/>
        <source>Play goes to the left (clockwise): the player on the dealer&apos;s left plays first, and the dealer plays last.</source>
        <translation>Spelet går åt vänster (medurs): spelaren till vänster om givaren spelar först, och givaren spelar sist.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="41"/>
        <source>The player who plays first cuts {count} cards from the middle of the pack and lays them face up on the table; the dealer then deals out the rest of the pack one card at a time, beginning with that player, in equal hands.</source>
        <extracomment>For one: The player who plays first cuts {count} card from the middle of the pack and lays it face up on the table; the dealer then deals out the rest of the pack one card at a time, beginning with that player, in equal hands.</extracomment>
        <translation>
            <numerusform>Den som spelar först lyfter ett kort ur mitten av leken och lägger det med framsidan upp på bordet; sedan delar givaren ut resten av leken ett kort i taget, med början hos den spelaren, så att alla får lika många kort.</numerusform>
            <numerusform>Den som spelar först lyfter {count} kort ur mitten av leken och lägger dem med framsidan upp på bordet; sedan delar givaren ut resten av leken ett kort i taget, med början hos den spelaren, så att alla får lika många kort.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="47"/>
        <source>The dealer deals out the whole pack one card at a time, beginning with the player who plays first, in equal hands; no cards go to the table first.</source>
        <translation>Givaren delar ut hela leken ett kort i taget, med början hos den som spelar först, så att alla får lika många kort; inga kort läggs först på bordet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="52"/>
        <source>With two players each gets {count} cards, and {count} more when both hands are empty.</source>
        <extracomment>For one: With two players each gets {count} card, and {count} more when both hands are empty.</extracomment>
        <translation>
            <numerusform>Med två spelare får var och en ett kort, och ett till när båda händerna är tomma.</numerusform>
            <numerusform>Med två spelare får var och en {count} kort, och {count} till när båda händerna är tomma.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="54"/>
        <source>With three players each gets {count} cards.</source>
        <extracomment>For one: With three players each gets {count} card.</extracomment>
        <translation>
            <numerusform>Med tre spelare får var och en ett kort.</numerusform>
            <numerusform>Med tre spelare får var och en {count} kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="55"/>
        <source>With four players each gets {count} cards.</source>
        <extracomment>For one: With four players each gets {count} card.</extracomment>
        <translation>
            <numerusform>Med fyra spelare får var och en ett kort.</numerusform>
            <numerusform>Med fyra spelare får var och en {count} kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="57"/>
        <source>The {count} cards left over go face up to the table.</source>
        <extracomment>For one: The card left over goes face up to the table.</extracomment>
        <translation>
            <numerusform>Kortet som blir över läggs med framsidan upp på bordet.</numerusform>
            <numerusform>De {count} kort som blir över läggs med framsidan upp på bordet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="62"/>
        <source>Before or after that one card from your hand, your turn may hold as many actions as you like with cards already in play: making a build from loose table cards alone (you must hold a card of its value), and adding loose table cards and top cards of capture piles to a build, in groups of its value. You end your turn when you are done, but not before your card from the hand is played.</source>
        <translation>Före eller efter det enda kortet från handen får din tur innehålla hur många drag du vill med kort som redan är i spel: att bygga av enbart lösa kort på bordet (du måste ha ett kort med byggets värde på handen), och att lägga till lösa kort från bordet och översta kort från tagningshögar i ett bygge, i grupper med byggets värde. Du avslutar turen när du är klar, men inte förrän ditt kort från handen är spelat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="67"/>
        <source>Before or after that one card from your hand, your turn may hold as many actions as you like with cards already in play: making a build from loose table cards alone (you must hold a card of its value), and adding loose table cards to a build, in groups of its value. You end your turn when you are done, but not before your card from the hand is played.</source>
        <translation>Före eller efter det enda kortet från handen får din tur innehålla hur många drag du vill med kort som redan är i spel: att bygga av enbart lösa kort på bordet (du måste ha ett kort med byggets värde på handen), och att lägga till lösa kort från bordet i ett bygge, i grupper med byggets värde. Du avslutar turen när du är klar, men inte förrän ditt kort från handen är spelat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="72"/>
        <source>Your turn is that one play: table cards are never built or added to a build on their own.</source>
        <translation>Din tur är just det enda draget: kort på bordet kan aldrig byggas eller läggas till i ett bygge utan ett kort från handen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="75"/>
        <source>Captured cards are kept face down and stay out of play.</source>
        <translation>Tagna kort läggs med baksidan upp och är inte längre i spel.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="77"/>
        <source>Captured cards are kept face up in a capture pile: the card you captured with goes on top, and the cards it took beneath it, the lowest nearest the top.</source>
        <translation>Tagna kort läggs med framsidan upp i en tagningshög: kortet du tog med läggs överst, och korten det tog under det, så att det lägsta ligger närmast överst.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="79"/>
        <source>Captured cards are kept face up in a capture pile: the cards of each capture, the one you captured with included, go on it in order of value, the lowest on top.</source>
        <translation>Tagna kort läggs med framsidan upp i en tagningshög: korten i varje tagning, även kortet du tog med, läggs på den i värdeordning, det lägsta överst.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="83"/>
        <source>Partners keep one capture pile between them, so neither can use the other&apos;s top card.</source>
        <translation>Lagkamrater har en gemensam tagningshög, så ingen av dem kan använda den andras översta kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="84"/>
        <source>Partners keep a capture pile each, and may use each other&apos;s top card as they use an opponent&apos;s.</source>
        <translation>Lagkamrater har var sin tagningshög och får använda varandras översta kort på samma sätt som en motståndares.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="88"/>
        <source>Only the top card of each capture pile is in play, and only for building: you may add the top card of another player&apos;s pile, alone or with loose table cards, as a group of a build&apos;s value to a build of your side, or to a loose table card you could capture, which then becomes an augmented build of that card&apos;s value. A top card is never captured directly.</source>
        <translation>Bara det översta kortet i varje tagningshög är i spel, och bara för att bygga: du får lägga det översta kortet i en annan spelares hög, ensamt eller med lösa kort från bordet, som en grupp med byggets värde i ett bygge som din sida äger, eller på ett löst kort på bordet som du kunde ta, som då blir ett dubbelbygge med det kortets värde. Ett översta kort tas aldrig direkt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="92"/>
        <source>Only the top card of each capture pile is in play: the card you play may capture the top card of another player&apos;s pile, alone or in a sum with table cards, or add it to your own build.</source>
        <translation>Bara det översta kortet i varje tagningshög är i spel: kortet du spelar får ta det översta kortet i en annan spelares hög, ensamt eller i en summa med kort från bordet, eller lägga till det i ditt eget bygge.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="97"/>
        <source>Each action may use only the card on top of each pile; once it is taken, the card beneath becomes the top card, for your next action or the next player.</source>
        <translation>Varje drag får bara använda det översta kortet i varje hög; när det har tagits blir kortet under det översta kortet, för ditt nästa drag eller för nästa spelare.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="99"/>
        <source>Once a top card is taken, the card beneath it becomes the top card.</source>
        <translation>När ett översta kort har tagits blir kortet under det nytt översta kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="103"/>
        <source>Opponents insist: a capture must take everything the card you play can take, and you may not end your turn while a loose card or a top card could still be added to a build of your side. A card that could capture may still go into a build instead (drifting).</source>
        <translation>Motståndarna kräver sin rätt: en tagning måste ta allt som kortet du spelar kan ta, och du får inte avsluta turen så länge ett löst kort eller ett översta kort fortfarande kan läggas till i ett bygge som din sida äger. Ett kort som kunde ta får ändå läggas i ett bygge i stället (drifting).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="106"/>
        <source>Opponents insist: a capture must take everything the card you play can take. A card that could capture may still go into a build instead (drifting).</source>
        <translation>Motståndarna kräver sin rätt: en tagning måste ta allt som kortet du spelar kan ta. Ett kort som kunde ta får ändå läggas i ett bygge i stället (drifting).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="108"/>
        <source>A capture need not take everything the card could take, and you need not add to your builds every card that could go on them. A card that could capture may go into a build instead (drifting).</source>
        <translation>En tagning behöver inte ta allt som kortet kunde ta, och du behöver inte lägga till i dina byggen varje kort som kunde läggas där. Ett kort som kunde ta får läggas i ett bygge i stället (drifting).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="111"/>
        <source>A capture need not take everything the card could take, and a card that could capture may go into a build instead (drifting).</source>
        <translation>En tagning behöver inte ta allt som kortet kunde ta, och ett kort som kunde ta får läggas i ett bygge i stället (drifting).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="115"/>
        <source>An augmented build (a multiple build) holds several groups of the same value (two 4s and a 3 + 5 as a build of 8); you make one by adding a group of that value to a build, or to a loose card of that value that you could capture. No build is ever broken up.</source>
        <translation>Ett utökat bygge (ett dubbelbygge) består av flera grupper med samma värde (två fyror och 3 + 5 som ett bygge på 8); du gör ett genom att lägga en grupp med det värdet i ett bygge, eller på ett löst kort med det värdet som du kunde ta. Inget bygge delas någonsin upp.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="120"/>
        <source>Only an opponent&apos;s single build may change its value: you raise it by adding one card from your hand, and it becomes yours. Your own builds and your partner&apos;s never change value, nor does any augmented build.</source>
        <translation>Bara en motståndares enkla bygge får ändra värde: du höjer det genom att lägga till ett kort från handen, och då blir det ditt. Dina egna byggen och din partners ändrar aldrig värde, och inte heller något dubbelbygge.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="123"/>
        <source>You may raise your own single build or an opponent&apos;s by adding a card from your hand to it, but never your partner&apos;s; an augmented build cannot be raised.</source>
        <translation>Du får höja ditt eget enkla bygge eller en motståndares genom att lägga till ett kort från handen, men aldrig din partners; ett dubbelbygge kan inte höjas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="128"/>
        <source>A build belongs to whoever made it or last raised it or added to it. Cards go onto an opponent&apos;s build only in a turn in which you capture it; until then you may not add to it, nor build its value, since two builds of one value would merge.</source>
        <translation>Ett bygge tillhör den som gjorde det eller senast höjde det eller lade till i det. Kort får läggas på en motståndares bygge bara under en tur då du tar det; fram till dess får du inte lägga till i det, och inte heller bygga samma värde, eftersom två byggen med samma värde skulle slås ihop.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="131"/>
        <source>A build belongs to whoever made it or last raised it or added to it. Cards go onto an opponent&apos;s build only in a turn in which you capture it; until then you may not add to it or merge a build into it.</source>
        <translation>Ett bygge tillhör den som gjorde det eller senast höjde det eller lade till i det. Kort får läggas på en motståndares bygge bara under en tur då du tar det; fram till dess får du inte lägga till i det eller slå ihop ett bygge med det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="134"/>
        <source>You may add cards to an opponent&apos;s build, or merge a build of yours into it, and so take it over.</source>
        <translation>Du får lägga till kort i en motståndares bygge, eller slå ihop ett av dina byggen med det, och på så sätt ta över det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="138"/>
        <source>With two players, in the first deal, a build owner may neither trail nor make or take over a build of another value; the second deal lifts both limits.</source>
        <translation>Med två spelare får en byggägare i första given varken lägga ut eller göra eller ta över ett bygge med ett annat värde; i andra given gäller ingen av begränsningarna.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="140"/>
        <source>With two players, in the first deal, a build owner may not make or take over a build of another value; the second deal lifts this limit.</source>
        <translation>Med två spelare får en byggägare i första given inte göra eller ta över ett bygge med ett annat värde; i andra given gäller inte den begränsningen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="142"/>
        <source>With two players the first deal sets a build owner no limits of its own.</source>
        <translation>Med två spelare har första given inga egna begränsningar för en byggägare.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="146"/>
        <source>With two players that holds only in the first deal: in the second a build owner may trail.</source>
        <translation>Med två spelare gäller det bara i första given: i andra given får en byggägare lägga ut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="147"/>
        <source>With two players that holds in both deals.</source>
        <translation>Med två spelare gäller det i både första och andra given.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="152"/>
        <source>Taking the most cards scores {count} points; sides that tie share them equally, rounded down.</source>
        <extracomment>For one: Taking the most cards scores {count} point; sides that tie share it equally, rounded down.</extracomment>
        <translation>
            <numerusform>Flest tagna kort ger en poäng; sidor som ligger lika delar den jämnt, avrundat nedåt.</numerusform>
            <numerusform>Flest tagna kort ger {count} poäng; sidor som ligger lika delar poängen jämnt, avrundat nedåt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="156"/>
        <source>Taking the most spades scores {count} points; sides that tie share them equally, rounded down.</source>
        <extracomment>For one: Taking the most spades scores {count} point; sides that tie share it equally, rounded down.</extracomment>
        <translation>
            <numerusform>Flest tagna spader ger en poäng; sidor som ligger lika delar den jämnt, avrundat nedåt.</numerusform>
            <numerusform>Flest tagna spader ger {count} poäng; sidor som ligger lika delar poängen jämnt, avrundat nedåt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="161"/>
        <source>Every side that takes at least {count} spades scores 1 point.</source>
        <extracomment>For one: Every side that takes at least {count} spade scores 1 point.</extracomment>
        <translation>
            <numerusform>Varje sida som tar minst en spader får 1 poäng.</numerusform>
            <numerusform>Varje sida som tar minst {count} spader får 1 poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="165"/>
        <source>With two sides every round is worth {count} points in all.</source>
        <extracomment>For one: With two sides every round is worth {count} point in all.</extracomment>
        <translation>
            <numerusform>Med två sidor är varje omgång värd en poäng sammanlagt.</numerusform>
            <numerusform>Med två sidor är varje omgång värd {count} poäng sammanlagt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="167"/>
        <source>With two sides a round is worth {lowest} or {count} points in all.</source>
        <extracomment>For one: With two sides a round is worth {lowest} or {count} point in all.</extracomment>
        <translation>
            <numerusform>Med två sidor är en omgång värd {lowest} eller {count} poäng sammanlagt.</numerusform>
            <numerusform>Med två sidor är en omgång värd {lowest} eller {count} poäng sammanlagt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="20"/>
        <source>{sentence} (house rule)</source>
        <comment>a rule&apos;s sentence, then the mark that a house rule changed it</comment>
        <translation>{sentence} (husregel)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="26"/>
        <source>The game is usually like this. {summary} This game&apos;s house rules change that: each rule they change is marked “(house rule)” below.</source>
        <comment>{summary}: the variant&apos;s description, a sentence; the mark is the one the rulebook puts after a house rule&apos;s sentence</comment>
        <translation>Vanligtvis ser spelet ut så här. {summary} Det här partiets husregler ändrar det: varje regel de ändrar är märkt ”(husregel)” nedan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="30"/>
        <source>yes</source>
        <comment>a rule that is switched on</comment>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="30"/>
        <source>no</source>
        <comment>a rule that is switched off</comment>
        <translation>nej</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="31"/>
        <source>The deal</source>
        <translation>Utdelningen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="31"/>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="27"/>
        <source>Playing a card</source>
        <translation>Att spela ett kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="32"/>
        <source>Winning</source>
        <comment>a heading: how a match is won</comment>
        <translation>Att vinna</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="36"/>
        <source>The game is for exactly {count} players.</source>
        <extracomment>For one: The game is for exactly {count} player.</extracomment>
        <translation>
            <numerusform>Spelet är för exakt {count} spelare.</numerusform>
            <numerusform>Spelet är för exakt {count} spelare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="37"/>
        <source>The game is for {lowest} to {count} players.</source>
        <extracomment>For one: The game is for {lowest} to {count} player.</extracomment>
        <translation>
            <numerusform>Spelet är för {lowest} till {count} spelare.</numerusform>
            <numerusform>Spelet är för {lowest} till {count} spelare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="38"/>
        <source>The game is for {count} players, or 4 in two partnerships.</source>
        <extracomment>For one: The game is for {count} player, or 4 in two partnerships.</extracomment>
        <translation>
            <numerusform>Spelet är för {count} spelare, eller för 4 i två lag.</numerusform>
            <numerusform>Spelet är för {count} spelare, eller för 4 i två lag.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="40"/>
        <source>The game is for 4 players in two partnerships.</source>
        <translation>Spelet är för 4 spelare i två lag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="43"/>
        <source>Four may play each for themselves or in two partnerships, partners sitting opposite and scoring their captures together.</source>
        <translation>Fyra kan spela var för sig eller i två lag, där lagkamraterna sitter mitt emot varandra och räknar det de tar tillsammans.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="45"/>
        <source>Four always play in two partnerships, partners sitting opposite and scoring their captures together.</source>
        <translation>Fyra spelar alltid i två lag, där lagkamraterna sitter mitt emot varandra och räknar det de tar tillsammans.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="47"/>
        <source>Four play each for themselves, never in partnerships.</source>
        <translation>Fyra spelar var för sig, aldrig i lag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="48"/>
        <source>It is played with two 52-card decks shuffled together (104 cards), so every card has an identical twin.</source>
        <translation>Man spelar med två kortlekar med 52 kort som blandas ihop (104 kort), så varje kort har en identisk tvilling.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="50"/>
        <source>It is played with one 52-card deck.</source>
        <translation>Man spelar med en kortlek med 52 kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="51"/>
        <source>The first dealer is chosen at random; the deal then passes to the left each round.</source>
        <translation>Den som ger först väljs slumpvis; sedan går given vidare till vänster varje omgång.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="52"/>
        <source>Everyone draws a card and the highest card deals first; the deal then passes to the left each round.</source>
        <translation>Alla drar ett kort och den som drar högst ger först; sedan går given vidare till vänster varje omgång.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="54"/>
        <source>Everyone draws a card and the lowest card deals first; the deal then passes to the left each round.</source>
        <translation>Alla drar ett kort och den som drar lägst ger först; sedan går given vidare till vänster varje omgång.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="58"/>
        <source>The dealer gives each player {count} cards and puts {table} face up on the table, dealing round the players first, then to the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts {table} face up on the table, dealing round the players first, then to the table.</extracomment>
        <translation>
            <numerusform>Givaren ger varje spelare {count} kort och lägger {table} kort med framsidan upp på bordet: först runt till spelarna, sedan till bordet.</numerusform>
            <numerusform>Givaren ger varje spelare {count} kort och lägger {table} kort med framsidan upp på bordet: först runt till spelarna, sedan till bordet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="63"/>
        <source>The dealer gives each player {count} cards and puts none on the table, dealing round the players first, then to the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts none on the table, dealing round the players first, then to the table.</extracomment>
        <translation>
            <numerusform>Givaren ger varje spelare {count} kort och lägger inga kort på bordet: först runt till spelarna, sedan till bordet.</numerusform>
            <numerusform>Givaren ger varje spelare {count} kort och lägger inga kort på bordet: först runt till spelarna, sedan till bordet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="68"/>
        <source>The dealer gives each player {count} cards and puts {table} face up on the table, dealing to the other players, then to the table, then to the dealer.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts {table} face up on the table, dealing to the other players, then to the table, then to the dealer.</extracomment>
        <translation>
            <numerusform>Givaren ger varje spelare {count} kort och lägger {table} kort med framsidan upp på bordet: först till de andra spelarna, sedan till bordet och sist till sig själv.</numerusform>
            <numerusform>Givaren ger varje spelare {count} kort och lägger {table} kort med framsidan upp på bordet: först till de andra spelarna, sedan till bordet och sist till sig själv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="73"/>
        <source>The dealer gives each player {count} cards and puts none on the table, dealing to the other players, then to the table, then to the dealer.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts none on the table, dealing to the other players, then to the table, then to the dealer.</extracomment>
        <translation>
            <numerusform>Givaren ger varje spelare {count} kort och lägger inga kort på bordet: först till de andra spelarna, sedan till bordet och sist till sig själv.</numerusform>
            <numerusform>Givaren ger varje spelare {count} kort och lägger inga kort på bordet: först till de andra spelarna, sedan till bordet och sist till sig själv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="79"/>
        <source>The dealer gives each player {count} cards and puts {table} face up on the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts {table} face up on the table.</extracomment>
        <translation>
            <numerusform>Givaren ger varje spelare {count} kort och lägger {table} kort med framsidan upp på bordet.</numerusform>
            <numerusform>Givaren ger varje spelare {count} kort och lägger {table} kort med framsidan upp på bordet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="81"/>
        <source>The dealer gives each player {count} cards and puts none on the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts none on the table.</extracomment>
        <translation>
            <numerusform>Givaren ger varje spelare {count} kort och lägger inga kort på bordet.</numerusform>
            <numerusform>Givaren ger varje spelare {count} kort och lägger inga kort på bordet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="85"/>
        <source>They are dealt in two rounds: {hand} to each player, then {table} to the table, and the same again.</source>
        <translation>Korten ges i två varv: {hand} till varje spelare, sedan {table} till bordet, och så en gång till.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="87"/>
        <source>They are dealt in two rounds of {hand} to each player.</source>
        <translation>Korten ges i två varv med {hand} till varje spelare.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="88"/>
        <source>They are dealt in two rounds: {hand} to each of the other players, {table} to the table, then {hand} to the dealer, and the same again.</source>
        <translation>Korten ges i två varv: {hand} till var och en av de andra spelarna, {table} till bordet, sedan {hand} till givaren, och så en gång till.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="91"/>
        <source>They are dealt in two rounds of {hand} to each player, the dealer last.</source>
        <translation>Korten ges i två varv med {hand} till varje spelare, givaren sist.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="93"/>
        <source>When too few cards are left for full hands, they go one at a time from the dealer&apos;s left as far as they reach, so some players get fewer.</source>
        <translation>När det är för få kort kvar för fulla händer ges de ett i taget från givarens vänstra sida så långt de räcker, så att några spelare får färre.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="95"/>
        <source>When every hand is empty the same dealer deals {count} more to each player, but never to the table, until the stock runs out.</source>
        <extracomment>For one: When every hand is empty the same dealer deals {count} more to each player, but never to the table, until the stock runs out.</extracomment>
        <translation>
            <numerusform>När alla händer är tomma ger samma givare {count} kort till var och en, men aldrig till bordet, tills talongen är slut.</numerusform>
            <numerusform>När alla händer är tomma ger samma givare {count} kort till var och en, men aldrig till bordet, tills talongen är slut.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="102"/>
        <source>Number cards count their value; J, Q and K count 11, 12 and 13, in sums and builds too.</source>
        <translation>Talkorten räknas som sitt värde; Kn, D och K räknas som 11, 12 och 13, även i summor och byggen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="103"/>
        <source>Number cards count their value; J, Q and K have no number: each takes only cards of its own rank.</source>
        <translation>Talkorten räknas som sitt värde; Kn, D och K har inget talvärde: vart och ett tar bara kort av sin egen valör.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="105"/>
        <source>An ace counts 1.</source>
        <translation>Ett ess räknas som 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="106"/>
        <source>An ace counts 1 or 14, as you choose, on the table too.</source>
        <translation>Ett ess räknas som 1 eller 14, som du vill, även på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="107"/>
        <source>The ace you play counts 1 or 14 when it takes, as you choose; aces on the table, and an ace you put into a build, count 1.</source>
        <translation>Esset du spelar räknas som 1 eller 14 när det tar, som du väljer; ess på bordet, och ett ess som du lägger i ett bygge, räknas som 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="109"/>
        <source>An ace counts 14 when you take with it, and 1 on the table and in a build, even one you build with it from your hand; so it takes an ace on the table only in a group of cards that adds up to 14.</source>
        <translation>Ett ess räknas som 14 när du tar med det, och som 1 på bordet och i ett bygge, även ett som du bygger med det från handen; därför tar det ett ess på bordet bara i en grupp kort som blir 14 tillsammans.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="112"/>
        <source>Played from the hand to take, the 10♦ counts 16 and the 2♠ counts 15; on the table and in a build, even one you build with them, they count 10 and 2.</source>
        <translation>Spelade från handen för att ta räknas 10♦ som 16 och 2♠ som 15; på bordet och i ett bygge, även ett som du bygger med dem, räknas de som 10 och 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="114"/>
        <source>The 10♦ and the 2♠ count 10 and 2, also from the hand.</source>
        <translation>10♦ och 2♠ räknas som 10 och 2, även från handen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="115"/>
        <source>On your turn you play one card from your hand: take the table cards of its value, or groups of cards that add up to it (several groups at once, each card in one group only), build, or trail it: put it face up on the table.</source>
        <translation>När det är din tur spelar du ett kort från handen: ta korten på bordet med samma värde, eller grupper av kort som tillsammans blir det värdet (flera grupper på en gång, varje kort i bara en grupp), bygg, eller lägg ut det: lägg det med framsidan upp på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="118"/>
        <source>On your turn you play one card from your hand: take the table cards of its value, or groups of cards that add up to it (several groups at once, each card in one group only), or trail it: put it face up on the table.</source>
        <translation>När det är din tur spelar du ett kort från handen: ta korten på bordet med samma värde, eller grupper av kort som tillsammans blir det värdet (flera grupper på en gång, varje kort i bara en grupp), eller lägg ut det: lägg det med framsidan upp på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="121"/>
        <source>At the end of the round the last player to capture takes the cards still on the table.</source>
        <translation>När omgången är slut tar den som tog sist de kort som ligger kvar på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="127"/>
        <source>Number cards count their value; J, Q and K count 11, 12 and 13, in sums too.</source>
        <translation>Talkorten räknas som sitt värde; Kn, D och K räknas som 11, 12 och 13, även i summor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="128"/>
        <source>The ace you play counts 1 or 14 when it takes, as you choose; aces on the table count 1.</source>
        <translation>Det ess du spelar räknas som 1 eller 14 när det tar, som du väljer; ess på bordet räknas som 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="130"/>
        <source>An ace counts 14 when you take with it, and 1 on the table; so it takes an ace on the table only in a group of cards that adds up to 14.</source>
        <translation>Ett ess räknas som 14 när du tar med det och som 1 på bordet; därför tar det ett ess på bordet bara i en grupp kort som blir 14 tillsammans.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="132"/>
        <source>Played from the hand to take, the 10♦ counts 16 and the 2♠ counts 15; on the table they count 10 and 2.</source>
        <translation>Spelade från handen för att ta räknas 10♦ som 16 och 2♠ som 15; på bordet räknas de som 10 och 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="144"/>
        <source>There is no building: every card played either captures or is trailed.</source>
        <translation>Det finns inga byggen: varje spelat kort tar antingen något eller läggs ut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="145"/>
        <source>A build puts your card together with table cards as one pile of a value you announce; it is taken only whole, by a card of that value, and you must hold such a card when you make it. Builds go up to {top}.</source>
        <translation>Ett bygge lägger ihop ditt kort med kort på bordet till en hög med ett värde som du säger; det kan bara tas helt, med ett kort av det värdet, och du måste ha ett sådant kort på handen när du bygger. Byggen går upp till {top}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="148"/>
        <source>A multiple build holds several groups of the same value (two 4s and a 3 + 5 as a build of 8); you make one by adding a group of that value to a build.</source>
        <translation>Ett dubbelbygge består av flera grupper med samma värde (två fyror och 3 + 5 som ett bygge på 8); du gör ett genom att lägga till en grupp med det värdet i ett bygge.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="150"/>
        <source>You may raise a single build, yours or another&apos;s, by adding a card from your hand to it; a multiple build cannot be raised.</source>
        <translation>Du får höja ett enkelt bygge, ditt eget eller någon annans, genom att lägga till ett kort från handen; ett dubbelbygge kan inte höjas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="152"/>
        <source>You may raise another player&apos;s single build by adding a card from your hand to it, but never your own; a multiple build cannot be raised.</source>
        <translation>Du får höja en annan spelares enkla bygge genom att lägga till ett kort från handen, men aldrig ditt eget; ett dubbelbygge kan inte höjas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="154"/>
        <source>Two builds of the same value may stand side by side on the table.</source>
        <translation>Två byggen med samma värde får ligga bredvid varandra på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="155"/>
        <source>A new build of a value already built merges with that build into one multiple build.</source>
        <translation>Ett nytt bygge med ett värde som redan finns byggt slås ihop med det bygget till ett dubbelbygge.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="157"/>
        <source>While you own a build you may not trail, and you must keep a card that takes it until it is taken.</source>
        <translation>Så länge du äger ett bygge får du inte lägga ut, och du måste behålla ett kort som tar det tills det tas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="159"/>
        <source>While you own a build you may trail and leave it on the table, but you must keep a card that takes it until it is taken.</source>
        <translation>Så länge du äger ett bygge får du lägga ut och lämna det kvar på bordet, men du måste behålla ett kort som tar det tills det tas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="161"/>
        <source>While you own a build you may only take it, capture something else or raise a build: no trailing, no new build and no adding; and you must keep a card that takes it until it is taken.</source>
        <translation>Så länge du äger ett bygge får du bara ta det, ta något annat eller höja ett bygge: inte lägga ut, inte bygga nytt och inte lägga till; och du måste behålla ett kort som tar det tills det tas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="164"/>
        <source>While you own a build you may only take it, capture something else, raise a build or trail: no new build and no adding; and you must keep a card that takes it until it is taken.</source>
        <translation>Så länge du äger ett bygge får du bara ta det, ta något annat, höja ett bygge eller lägga ut: inte bygga nytt och inte lägga till; och du måste behålla ett kort som tar det tills det tas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="172"/>
        <source>Taking the most cards scores {count} points; a tie scores nothing.</source>
        <extracomment>For one: Taking the most cards scores {count} point; a tie scores nothing.</extracomment>
        <translation>
            <numerusform>Flest tagna kort ger {count} poäng; lika ger inga poäng.</numerusform>
            <numerusform>Flest tagna kort ger {count} poäng; lika ger inga poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="174"/>
        <source>Taking the most spades scores {count} points; a tie scores nothing.</source>
        <extracomment>For one: Taking the most spades scores {count} point; a tie scores nothing.</extracomment>
        <translation>
            <numerusform>Flest tagna spader ger {count} poäng; lika ger inga poäng.</numerusform>
            <numerusform>Flest tagna spader ger {count} poäng; lika ger inga poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="176"/>
        <source>Every spade you take beyond {count} scores 1 point (överspader).</source>
        <extracomment>For one: Every spade you take beyond {count} scores 1 point (överspader).</extracomment>
        <translation>
            <numerusform>Varje spader du tar utöver {count} ger 1 poäng (överspader).</numerusform>
            <numerusform>Varje spader du tar utöver {count} ger 1 poäng (överspader).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="178"/>
        <source>Every spade scores {count} points.</source>
        <extracomment>For one: Every spade scores {count} point.</extracomment>
        <translation>
            <numerusform>Varje spader ger {count} poäng.</numerusform>
            <numerusform>Varje spader ger {count} poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="179"/>
        <source>Every ace scores {count} points.</source>
        <extracomment>For one: Every ace scores {count} point.</extracomment>
        <translation>
            <numerusform>Varje ess ger {count} poäng.</numerusform>
            <numerusform>Varje ess ger {count} poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="180"/>
        <source>The 10♦ (big casino) scores {count} points.</source>
        <extracomment>For one: The 10♦ (big casino) scores {count} point.</extracomment>
        <translation>
            <numerusform>10♦ (storan, stora kasino) ger {count} poäng.</numerusform>
            <numerusform>10♦ (storan, stora kasino) ger {count} poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="182"/>
        <source>The 2♠ (little casino) scores {count} points.</source>
        <extracomment>For one: The 2♠ (little casino) scores {count} point.</extracomment>
        <translation>
            <numerusform>2♠ (lillan, lilla kasino) ger {count} poäng.</numerusform>
            <numerusform>2♠ (lillan, lilla kasino) ger {count} poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="184"/>
        <source>The A♠ scores {count} points more.</source>
        <extracomment>For one: The A♠ scores {count} point more.</extracomment>
        <translation>
            <numerusform>E♠ ger {count} poäng extra.</numerusform>
            <numerusform>E♠ ger {count} poäng extra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="185"/>
        <source>The J♠ scores {count} points more.</source>
        <extracomment>For one: The J♠ scores {count} point more.</extracomment>
        <translation>
            <numerusform>Kn♠ ger {count} poäng extra.</numerusform>
            <numerusform>Kn♠ ger {count} poäng extra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="186"/>
        <source>The last capture of the round (sistan) scores {count} points.</source>
        <extracomment>For one: The last capture of the round (sistan) scores {count} point.</extracomment>
        <translation>
            <numerusform>Omgångens sista tagning (sistan) ger {count} poäng.</numerusform>
            <numerusform>Omgångens sista tagning (sistan) ger {count} poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="188"/>
        <source>Taking every card on the table is a sweep{own_word}, and every sweep scores {count} points (the cards left at the end of the round, which go to the last capture, are never a sweep; but a last card played that takes every card on the table is one).</source>
        <extracomment>For one: Taking every card on the table is a sweep{own_word}, and every sweep scores {count} point (the cards left at the end of the round, which go to the last capture, are never a sweep; but a last card played that takes every card on the table is one).</extracomment>
        <translation>
            <numerusform>Den som tar alla kort på bordet gör en tabbe och får {count} poäng för varje tabbe (korten som är kvar i slutet av omgången och går till den som tog sist är aldrig en tabbe, men ett sista spelat kort som tar alla kort på bordet är det).</numerusform>
            <numerusform>Den som tar alla kort på bordet gör en tabbe och får {count} poäng för varje tabbe (korten som är kvar i slutet av omgången och går till den som tog sist är aldrig en tabbe, men ett sista spelat kort som tar alla kort på bordet är det).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="195"/>
        <source>No spade scores beyond a threshold.</source>
        <translation>Inga spader ger poäng utöver en gräns.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="196"/>
        <source>Taking every card on the table is a sweep{own_word}; sweeps score nothing.</source>
        <translation>Att ta alla kort på bordet är en tabbe; tabbar ger inga poäng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="197"/>
        <source>{label} scores nothing.</source>
        <comment>label: the name of a scoring rule, such as Most cards</comment>
        <translation>{label} ger inga poäng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="200"/>
        <source>Every point you take is a penalty: it counts as a minus point, so the fewest taken win.</source>
        <translation>Varje poäng du tar är en straffpoäng: den räknas som minuspoäng, så den som tar minst vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="201"/>
        <source>Points count for the side that takes them.</source>
        <translation>Poängen räknas för den sida som tar dem.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="202"/>
        <source>A sweep also counts for the player who played just before it and so left the table open: as many penalty points are taken off them.</source>
        <translation>En tabbe räknas också för den som spelade precis före och därmed lämnade bordet öppet: lika många straffpoäng dras av för den spelaren.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="204"/>
        <source>A sweep also counts for the player who played just before it and so left the table open: they lose what the sweep scores.</source>
        <translation>En tabbe räknas också för den som spelade precis före och därmed lämnade bordet öppet: den spelaren förlorar det som tabben ger.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="206"/>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="207"/>
        <source>A sweep counts only for its maker.</source>
        <translation>En tabbe räknas bara för den som gör den.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="211"/>
        <source>The match ends when every player has dealt {count} times; the fewest penalties win.</source>
        <extracomment>For one: The match ends when every player has dealt once; the fewest penalties win.</extracomment>
        <translation>
            <numerusform>Partiet tar slut när alla har gett en gång; minst straffpoäng vinner.</numerusform>
            <numerusform>Partiet tar slut när alla har gett {count} gånger; minst straffpoäng vinner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="213"/>
        <source>The match ends when every player has dealt {count} times; the higher total wins.</source>
        <extracomment>For one: The match ends when every player has dealt once; the higher total wins.</extracomment>
        <translation>
            <numerusform>Partiet tar slut när alla har gett en gång; högst summa vinner.</numerusform>
            <numerusform>Partiet tar slut när alla har gett {count} gånger; högst summa vinner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="215"/>
        <source>The first side to reach {count} points wins the match; rounds are played until then.</source>
        <extracomment>For one: The first side to reach {count} point wins the match; rounds are played until then.</extracomment>
        <translation>
            <numerusform>Den sida som först når {count} poäng vinner partiet; man spelar omgångar tills dess.</numerusform>
            <numerusform>Den sida som först når {count} poäng vinner partiet; man spelar omgångar tills dess.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="217"/>
        <source>One round is the whole game; the fewest penalties win.</source>
        <translation>En omgång är hela partiet; minst straffpoäng vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="218"/>
        <source>One round is the whole game; the higher total wins.</source>
        <translation>En omgång är hela partiet; högst summa vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="219"/>
        <source>A side that reaches the target during play wins at once, even in the middle of a round.</source>
        <translation>En sida som når målet under spelet vinner direkt, även mitt i en omgång.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="224"/>
        <source>If several sides reach the target in the same round, the higher total wins; equal totals play another round.</source>
        <translation>Om flera sidor når målet i samma omgång vinner högst summa; vid lika summor spelas en omgång till.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="226"/>
        <source>If several sides reach the target in the same round, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦, sweeps) and the first to reach the target wins.</source>
        <translation>Om flera sidor når målet i samma omgång räknas omgångens poäng post för post (kort, spader, 10♦, 2♠, essen ♠♣♥♦, tabbar), och den som först når målet vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="229"/>
        <source>If several sides reach the target in the same round, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦) and the first to reach the target wins.</source>
        <translation>Om flera sidor når målet i samma omgång räknas omgångens poäng post för post (kort, spader, 10♦, 2♠, essen ♠♣♥♦), och den som först når målet vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="232"/>
        <source>If several sides reach the target in the same round, the higher total wins, then the side that took more spades in the round; otherwise another round is played.</source>
        <translation>Om flera sidor når målet i samma omgång vinner högst summa, och därefter den sida som tog flest spader i omgången; annars spelas en omgång till.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="235"/>
        <source>If several sides reach the target in the same round, the higher total wins, then the most points for aces and casinos, then the most spades, then the most cards; otherwise another round is played.</source>
        <translation>Om flera sidor når målet i samma omgång vinner högst summa, därefter flest poäng för ess och kasinon, sedan flest spader och sist flest kort; annars spelas en omgång till.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="238"/>
        <source>If the totals are equal, another round is played.</source>
        <translation>Vid lika summor spelas en omgång till.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="239"/>
        <source>If the totals are equal, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦, sweeps) and the first to reach the target wins.</source>
        <translation>Vid lika summor räknas omgångens poäng post för post (kort, spader, 10♦, 2♠, essen ♠♣♥♦, tabbar), och den som först når målet vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="242"/>
        <source>If the totals are equal, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦) and the first to reach the target wins.</source>
        <translation>Vid lika summor räknas omgångens poäng post för post (kort, spader, 10♦, 2♠, essen ♠♣♥♦), och den som först når målet vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="245"/>
        <source>If the totals are equal, the side that took more spades in the round wins; if those are equal too, another round is played.</source>
        <translation>Vid lika summor vinner den sida som tog flest spader i omgången; är även de lika spelas en omgång till.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="247"/>
        <source>If the totals are equal, the side with more points for aces and casinos wins, then the one with more spades, then the one with more cards; if all of these are equal, another round is played.</source>
        <translation>Vid lika summor vinner den sida som har flest poäng för ess och kasinon, därefter den med flest spader och sist den med flest kort; är allt detta lika spelas en omgång till.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="34"/>
        <source>The fewest players cannot be more than the most players.</source>
        <translation>Minsta antal spelare kan inte vara större än högsta antal spelare.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="36"/>
        <source>Court-card capture rules only apply when court cards have no number.</source>
        <translation>Reglerna för vad klädda kort tar gäller bara när klädda kort saknar talvärde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="38"/>
        <source>Court-card builds only apply when court cards have no number; with numbers they build like any card.</source>
        <translation>Byggen med klädda kort gäller bara när klädda kort saknar talvärde; med talvärden bygger de som alla andra kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="43"/>
        <source>&apos;{label}&apos; needs building, which this variant has switched off.</source>
        <translation>”{label}” kräver byggen, och de är avstängda i den här varianten.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="45"/>
        <source>Build options need building, which this variant has switched off.</source>
        <translation>Inställningarna för byggen kräver byggen, och de är avstängda i den här varianten.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="47"/>
        <source>The highest build must be at least 2.</source>
        <translation>Högsta bygge måste vara minst 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="49"/>
        <source>The highest build cannot exceed {value}, the highest value a card can capture.</source>
        <translation>Högsta bygge kan inte vara över {value}, det högsta värde ett kort kan ta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="52"/>
        <source>Överspader replaces the most-spades prize: set most spades to 0 to use it.</source>
        <translation>Överspader ersätter poängen för flest spader: sätt Flest spader till 0 för att använda det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="54"/>
        <source>Sweep cancelling and sweep limits need sweeps to score.</source>
        <translation>Att tabbar tar ut varandra och tabbegränser kräver att tabbar ger poäng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="56"/>
        <source>A mulle needs the double deck: with one deck no card has an identical twin.</source>
        <translation>Mulle kräver dubbel lek: med en lek har inget kort en identisk tvilling.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="58"/>
        <source>Differential scoring needs a target score.</source>
        <translation>Differensräkning kräver ett poängmål.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="61"/>
        <source>Scoring points as they are earned ends the game when a side reaches the target: it needs a target score.</source>
        <translation>Löpande poängräkning avslutar partiet när en sida når målet: den kräver ett poängmål.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="63"/>
        <source>Scoring points as they are earned already scores aces and casinos at once: switch off the Finnish immediate scoring.</source>
        <translation>Löpande poängräkning ger redan poäng för ess och kasinon direkt: stäng av ”Ess och kasinon ger poäng direkt”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="66"/>
        <source>Differential scoring compares whole rounds, so points cannot also be scored as they are earned.</source>
        <translation>Differensräkning jämför hela omgångar, så poängen kan inte också räknas löpande.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="68"/>
        <source>Sweeps that may be cancelled at the end of the round cannot score the moment they are made.</source>
        <translation>Tabbar som kan tas ut i slutet av omgången kan inte ge poäng i samma stund som de görs.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="70"/>
        <source>Equal cards must be taken needs court cards that can take every card of their rank at once: court cards with numbers, or &apos;any number of its rank&apos;.</source>
        <translation>”Lika kort måste tas” kräver klädda kort som kan ta alla kort av sin valör på en gång: klädda kort med talvärde, eller ”hur många som helst av sin valör”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="73"/>
        <source>Sweeps that count against whoever left them cannot also cancel out.</source>
        <translation>Tabbar som belastar den som lämnade öppet kan inte också ta ut varandra.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="75"/>
        <source>A match of a fixed number of rounds has no target: set the target score to 0.</source>
        <translation>Ett parti med ett bestämt antal omgångar har inget poängmål: sätt poängmålet till 0.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="77"/>
        <source>Penalty points are counted at the end of each round: misère cannot go with immediate, as-earned or differential scoring, or with the rule near the target.</source>
        <translation>Straffpoäng räknas i slutet av varje omgång: misär går inte ihop med direkt, löpande eller differensräkning, eller med regeln nära målet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="84"/>
        <source>Capture piles&apos; top cards are played with one deck: with two, a card could lie on two piles at once.</source>
        <translation>Tagningshögarnas översta kort spelas med en kortlek: med två kunde samma kort ligga i två högar samtidigt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="86"/>
        <source>The 40-card pack is one deck, scored at the end of the round.</source>
        <translation>Kortleken med 40 kort är en enda lek, och poängen räknas i slutet av omgången.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="88"/>
        <source>Several actions in a turn are builds and additions: they need building.</source>
        <translation>Flera drag per tur består av byggen och tillägg: de kräver byggen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="90"/>
        <source>&apos;Build owner trails in the second deal&apos; only matters when a build owner may not trail otherwise.</source>
        <translation>”Byggägare får lägga ut i andra given” spelar bara roll när en byggägare annars inte får lägga ut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="92"/>
        <source>There are not enough cards for that many players with those hand and table sizes.</source>
        <translation>Det finns inte tillräckligt med kort för så många spelare med så många kort per hand och till bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="94"/>
        <location filename="../../casino_desktop/core/rules_sense.py" line="162"/>
        <source>With every scoring item at 0 no side can ever score, so the match would never end: give at least one item some points.</source>
        <translation>Med alla poängposter på 0 kan ingen sida någonsin få poäng, så partiet skulle aldrig ta slut: ge minst en post några poäng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="97"/>
        <source>Under misère every point counts against its taker, so no side would ever reach a target: set the target score to 0.</source>
        <translation>Vid misär räknas varje poäng emot den som tar den, så ingen sida skulle någonsin nå ett mål: sätt poängmålet till 0.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="124"/>
        <source>The rule near the target needs a target score.</source>
        <translation>Regeln nära målet kräver ett poängmål.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="127"/>
        <source>The rule near the target needs most cards, the 10♦ and most spades to score.</source>
        <translation>Regeln nära målet kräver att flest kort, 10♦ och flest spader ger poäng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="129"/>
        <source>The rule near the target tells its items apart by their points: most cards, the 10♦ and most spades must score differently.</source>
        <translation>Regeln nära målet skiljer posterna åt på poängen: flest kort, 10♦ och flest spader måste ge olika många poäng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="132"/>
        <source>The rule near the target needs a target above the points of most cards, the 10♦ and most spades.</source>
        <translation>Regeln nära målet kräver ett poängmål över poängen för flest kort, 10♦ och flest spader.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="134"/>
        <source>The rule near the target judges whole rounds of plain scores: it cannot go with differential, immediate or as-earned scoring.</source>
        <translation>Regeln nära målet bedömer hela omgångar med vanlig poängräkning: den går inte ihop med differens-, direkt- eller löpande poängräkning.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rules_sense.py" line="142"/>
        <source>This variant is played by exactly {count} players.</source>
        <extracomment>For one: This variant is played by exactly {count} player.</extracomment>
        <translation>
            <numerusform>Den här varianten spelas av exakt {count} spelare.</numerusform>
            <numerusform>Den här varianten spelas av exakt {count} spelare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rules_sense.py" line="144"/>
        <source>This variant is played by {lowest} to {count} players.</source>
        <extracomment>For one: This variant is played by {lowest} to {count} player.</extracomment>
        <translation>
            <numerusform>Den här varianten spelas av {lowest} till {count} spelare.</numerusform>
            <numerusform>Den här varianten spelas av {lowest} till {count} spelare.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="147"/>
        <source>This variant is played by two players, or four in partnerships.</source>
        <translation>Den här varianten spelas av två spelare, eller av fyra i lag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="149"/>
        <source>Partnerships need four players.</source>
        <translation>Lagspel kräver fyra spelare.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="151"/>
        <source>With four players this variant is played in partnerships.</source>
        <translation>Med fyra spelare spelas den här varianten i lag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="153"/>
        <source>This variant is not played in partnerships.</source>
        <translation>Den här varianten spelas inte i lag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="155"/>
        <source>Building for a partner needs partnerships.</source>
        <translation>Att bygga åt sin partner kräver lagspel.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="158"/>
        <source>Differential scoring needs exactly two sides.</source>
        <translation>Differensräkning kräver exakt två sidor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="160"/>
        <source>There are not enough cards for that many players.</source>
        <translation>Det finns inte tillräckligt med kort för så många spelare.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="178"/>
        <source>The {card} is not in this game&apos;s pack: it is played with 40 cards, without jacks, queens and kings.</source>
        <translation>{card} finns inte i det här spelets kortlek: det spelas med 40 kort, utan knektar, damer och kungar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="36"/>
        <source>The file</source>
        <comment>the subject of a sentence about a file that cannot be read</comment>
        <translation>Filen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="40"/>
        <source>{what} is damaged: part of it is cut off or garbled, so it cannot be read.</source>
        <translation>{what} är skadat: en del av det är avklippt eller förvanskat, så det kan inte läsas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="64"/>
        <source>{what} is not text in a known encoding, so it cannot be read.</source>
        <translation>{what} är inte text i en känd teckenkodning, så det kan inte läsas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="79"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="160"/>
        <source>{what} could not be read.</source>
        <translation>{what} kunde inte läsas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="81"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="225"/>
        <source>{what} is too large ({shown} bytes; at most {most} are read).</source>
        <extracomment>For one: {what} is too large ({shown} byte; at most {most} are read).</extracomment>
        <translation>
            <numerusform>{what} innehåller för mycket ({shown} byte; högst {most} läses).</numerusform>
            <numerusform>{what} innehåller för mycket ({shown} byte; högst {most} läses).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="139"/>
        <source>a number of {shown} digits is far larger than any this program stores</source>
        <extracomment>For one: a number of {shown} digit is far larger than any this program stores</extracomment>
        <translation>
            <numerusform>ett tal med {shown} siffra är mycket större än något som programmet lagrar</numerusform>
            <numerusform>ett tal med {shown} siffror är mycket större än något som programmet lagrar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="148"/>
        <source>the number {number} is too large</source>
        <translation>talet {number} är för stort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="153"/>
        <source>&apos;{key}&apos; is not a number</source>
        <translation>”{key}” är inget tal</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="162"/>
        <source>{what} is too large ({shown} characters; at most {most} are read).</source>
        <extracomment>For one: {what} is too large ({shown} character; at most {most} are read).</extracomment>
        <translation>
            <numerusform>{what} innehåller för mycket ({shown} tecken; högst {most} läses).</numerusform>
            <numerusform>{what} innehåller för mycket ({shown} tecken; högst {most} läses).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="168"/>
        <source>{what} cannot be read: {err}.</source>
        <translation>{what} kan inte läsas: {err}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="174"/>
        <source>{what} cannot be read: its data is nested far too deep.</source>
        <translation>{what} kan inte läsas: datan är alldeles för djupt nästlad.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="177"/>
        <source>{what} cannot be read: it holds a value this program cannot store.</source>
        <translation>{what} kan inte läsas: där finns ett värde som programmet inte kan lagra.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="192"/>
        <source>{what} cannot be read: it holds far more data than any game needs.</source>
        <translation>{what} kan inte läsas: där finns mycket mer data än något parti behöver.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="195"/>
        <source>{what} cannot be read: its data is nested too deep.</source>
        <translation>{what} kan inte läsas: datan är för djupt nästlad.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="215"/>
        <source>{what} is not there any more.</source>
        <translation>{what} finns inte längre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="217"/>
        <source>{what} cannot be read: the system refused.</source>
        <translation>{what} kan inte läsas: systemet nekade.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="219"/>
        <source>{what} is a link to another file, not a file.</source>
        <translation>{what} är en länk till en annan fil, inte en fil.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="221"/>
        <source>{what} is a folder, not a file.</source>
        <translation>{what} är en mapp, inte en fil.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="223"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="233"/>
        <source>{what} is not a file that can be read.</source>
        <translation>{what} är ingen fil som kan läsas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="236"/>
        <source>{what} cannot be read: permission denied.</source>
        <translation>{what} kan inte läsas: åtkomst nekad.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="238"/>
        <source>{what} cannot be read: {reason}.</source>
        <translation>{what} kan inte läsas: {reason}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="238"/>
        <source>the system refused</source>
        <translation>systemet nekade</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="250"/>
        <source>&apos;{key}&apos; must be a whole number from {lo} to {hi}.</source>
        <translation>”{key}” måste vara ett heltal från {lo} till {hi}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="256"/>
        <source>&apos;{key}&apos; must be text of at most {most} characters.</source>
        <translation>”{key}” måste vara en text på högst {most} tecken.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="269"/>
        <source>&apos;{key}&apos; must be a JSON object of at most {count} entries.</source>
        <extracomment>For one: &apos;{key}&apos; must be a JSON object of at most {count} entry.</extracomment>
        <translation>
            <numerusform>”{key}” måste vara ett JSON-objekt med högst {count} post.</numerusform>
            <numerusform>”{key}” måste vara ett JSON-objekt med högst {count} poster.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="272"/>
        <source>&apos;{key}&apos; must be a JSON object.</source>
        <translation>”{key}” måste vara ett JSON-objekt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="279"/>
        <source>&apos;{key}&apos; must be a list of at most {shown} items.</source>
        <extracomment>For one: &apos;{key}&apos; must be a list of at most {shown} item.</extracomment>
        <translation>
            <numerusform>”{key}” måste vara en lista med högst {shown} element.</numerusform>
            <numerusform>”{key}” måste vara en lista med högst {shown} element.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="281"/>
        <source>&apos;{key}&apos; must be a list.</source>
        <translation>”{key}” måste vara en lista.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="75"/>
        <source>{card} big casino</source>
        <translation>{card} stora kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="76"/>
        <source>{card} little casino</source>
        <translation>{card} lilla kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="81"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="73"/>
        <source>Most cards</source>
        <translation>Flest kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="82"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="86"/>
        <source>Most spades</source>
        <translation>Flest spader</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="83"/>
        <source>Spades beyond {threshold}</source>
        <comment>Överspader: a point for every spade taken beyond this many</comment>
        <translation>Spader utöver {threshold}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="84"/>
        <source>Spades</source>
        <comment>a score item: points for every spade taken</comment>
        <translation>Spader</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="85"/>
        <source>Aces</source>
        <comment>a score item: points for every ace taken</comment>
        <translation>Ess</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="86"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="209"/>
        <source>Last capture</source>
        <translation>Sistan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="87"/>
        <source>Sweeps</source>
        <comment>a score item: points for sweeps</comment>
        <translation>Tabbar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="90"/>
        <source>Sweeps</source>
        <comment>a score item: points for sweeps in the Dominican game, whose players call them virados</comment>
        <translation>Tabbar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="92"/>
        <source>Sweeps left open</source>
        <comment>a score item: minus points for leaving the table open to a sweep</comment>
        <translation>Bortgivna tabbar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="93"/>
        <source>Mulles</source>
        <comment>a score item: points for mulles</comment>
        <translation>Mullar</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/scoring.py" line="94"/>
        <source>{count} spades or more</source>
        <comment>a score item: a point for each side that took at least this many spades (South Africa: five)</comment>
        <extracomment>For one: {count} spade or more</extracomment>
        <translation>
            <numerusform>{count} spader eller fler</numerusform>
            <numerusform>{count} spader eller fler</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="20"/>
        <source>South</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Syd</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="21"/>
        <source>West</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Väst</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="22"/>
        <source>North</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="23"/>
        <source>East</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Öst</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="35"/>
        <source>You</source>
        <comment>the person at the table, where a seat&apos;s name stands</comment>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="39"/>
        <source>You trail {card}</source>
        <translation>Du lägger ut {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="39"/>
        <source>{name} trails {card}</source>
        <translation>{name} lägger ut {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="39"/>
        <source>trail {card}</source>
        <translation>lägg ut {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="40"/>
        <source>You trail {card} and build {value} from {taken}</source>
        <translation>Du lägger ut {card} och bygger {value} av {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="41"/>
        <source>{name} trails {card} and builds {value} from {taken}</source>
        <translation>{name} lägger ut {card} och bygger {value} av {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="42"/>
        <source>trail {card} and build {value} from {taken}</source>
        <translation>lägg ut {card} och bygg {value} av {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="43"/>
        <source>You take {taken} with {card}</source>
        <translation>Du tar {taken} med {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="43"/>
        <source>{name} takes {taken} with {card}</source>
        <translation>{name} tar {taken} med {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="44"/>
        <source>take {taken} with {card}</source>
        <translation>ta {taken} med {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="45"/>
        <source>You take {taken} with {card} and sweep the table</source>
        <translation>Du tar {taken} med {card} och får en tabbe</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="46"/>
        <source>{name} takes {taken} with {card} and sweeps the table</source>
        <translation>{name} tar {taken} med {card} och får en tabbe</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="49"/>
        <source>You take {taken} with {card} and sweep the table</source>
        <comment>in the Dominican game, whose players call a sweep a virado</comment>
        <translation>Du tar {taken} med {card} och får en tabbe</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="51"/>
        <source>{name} takes {taken} with {card} and sweeps the table</source>
        <comment>in the Dominican game, whose players call a sweep a virado</comment>
        <translation>{name} tar {taken} med {card} och får en tabbe</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="53"/>
        <source>You build {value} with {card} on {taken}</source>
        <translation>Du bygger {value} med {card} på {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="53"/>
        <source>{name} builds {value} with {card} on {taken}</source>
        <translation>{name} bygger {value} med {card} på {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="54"/>
        <source>build {value} with {card} on {taken}</source>
        <translation>bygg {value} med {card} på {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="58"/>
        <source>You build {value}s with {card}: {groups}</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Du bygger {value} dubbelt med {card}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="60"/>
        <source>{name} builds {value}s with {card}: {groups}</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>{name} bygger {value} dubbelt med {card}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="62"/>
        <source>build {value}s with {card}: {groups}</source>
        <comment>a multiple build put as a suggestion: two or more groups, each of this value</comment>
        <translation>bygg {value} dubbelt med {card}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="64"/>
        <source>You build {value}s from {groups}</source>
        <comment>a multiple build of table cards: two or more groups, each of this value</comment>
        <translation>Du bygger {value} dubbelt av {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="66"/>
        <source>{name} builds {value}s from {groups}</source>
        <comment>a multiple build of table cards: two or more groups, each of this value</comment>
        <translation>{name} bygger {value} dubbelt av {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="68"/>
        <source>build {value}s from {groups}</source>
        <comment>a multiple build of table cards put as a suggestion: two or more groups, each of this value</comment>
        <translation>bygg {value} dubbelt av {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="73"/>
        <source>You raise build {old} ({cards}) to {value} with {card}</source>
        <translation>Du höjer bygget på {old} ({cards}) till {value} med {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="74"/>
        <source>{name} raises build {old} ({cards}) to {value} with {card}</source>
        <translation>{name} höjer bygget på {old} ({cards}) till {value} med {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="75"/>
        <source>raise build {old} ({cards}) to {value} with {card}</source>
        <translation>höj bygget på {old} ({cards}) till {value} med {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="78"/>
        <source>You raise build {old} ({cards}) to {value} with {card} and {extra}</source>
        <translation>Du höjer bygget på {old} ({cards}) till {value} med {card} och {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="79"/>
        <source>{name} raises build {old} ({cards}) to {value} with {card} and {extra}</source>
        <translation>{name} höjer bygget på {old} ({cards}) till {value} med {card} och {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="80"/>
        <source>raise build {old} ({cards}) to {value} with {card} and {extra}</source>
        <translation>höj bygget på {old} ({cards}) till {value} med {card} och {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="81"/>
        <source>You add {card} to build {value} ({cards})</source>
        <translation>Du lägger till {card} i bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="82"/>
        <source>{name} adds {card} to build {value} ({cards})</source>
        <translation>{name} lägger till {card} i bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="83"/>
        <source>add {card} to build {value} ({cards})</source>
        <translation>lägg till {card} i bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="85"/>
        <source>You add {card} and {extra} to build {value} ({cards})</source>
        <translation>Du lägger till {card} och {extra} i bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="86"/>
        <source>{name} adds {card} and {extra} to build {value} ({cards})</source>
        <translation>{name} lägger till {card} och {extra} i bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="87"/>
        <source>add {card} and {extra} to build {value} ({cards})</source>
        <translation>lägg till {card} och {extra} i bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="90"/>
        <source>You add {card} to multiple build {value} ({cards})</source>
        <translation>Du lägger till {card} i dubbelbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="91"/>
        <source>{name} adds {card} to multiple build {value} ({cards})</source>
        <translation>{name} lägger till {card} i dubbelbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="92"/>
        <source>add {card} to multiple build {value} ({cards})</source>
        <translation>lägg till {card} i dubbelbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="93"/>
        <source>You add {card} and {extra} to multiple build {value} ({cards})</source>
        <translation>Du lägger till {card} och {extra} i dubbelbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="94"/>
        <source>{name} adds {card} and {extra} to multiple build {value} ({cards})</source>
        <translation>{name} lägger till {card} och {extra} i dubbelbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="95"/>
        <source>add {card} and {extra} to multiple build {value} ({cards})</source>
        <translation>lägg till {card} och {extra} i dubbelbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="98"/>
        <source>You build {value} from {taken}</source>
        <translation>Du bygger {value} av {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="98"/>
        <source>{name} builds {value} from {taken}</source>
        <translation>{name} bygger {value} av {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="99"/>
        <source>build {value} from {taken}</source>
        <translation>bygg {value} av {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="101"/>
        <source>You add {taken} to build {value} ({cards})</source>
        <translation>Du lägger till {taken} i bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="102"/>
        <source>{name} adds {taken} to build {value} ({cards})</source>
        <translation>{name} lägger till {taken} i bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="103"/>
        <source>add {taken} to build {value} ({cards})</source>
        <translation>lägg till {taken} i bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="104"/>
        <source>You add {taken} to multiple build {value} ({cards})</source>
        <translation>Du lägger till {taken} i dubbelbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="105"/>
        <source>{name} adds {taken} to multiple build {value} ({cards})</source>
        <translation>{name} lägger till {taken} i dubbelbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="106"/>
        <source>add {taken} to multiple build {value} ({cards})</source>
        <translation>lägg till {taken} i dubbelbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="109"/>
        <source>The build of {old} was yours</source>
        <translation>Bygget på {old} tillhörde dig</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="109"/>
        <source>The build of {old} was {name}&apos;s</source>
        <translation>Bygget på {old} tillhörde {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="110"/>
        <source>You end your turn</source>
        <translation>Du avslutar turen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="110"/>
        <source>{name} ends their turn</source>
        <translation>{name} avslutar turen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="110"/>
        <source>end your turn</source>
        <translation>avsluta turen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="113"/>
        <source>{card} comes from the top of your pile</source>
        <translation>{card} låg överst i din hög</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="114"/>
        <source>{card} comes from the top of {name}&apos;s pile</source>
        <translation>{card} låg överst i högen hos {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="115"/>
        <source>{card} comes from the top of {name}&apos;s pile</source>
        <comment>a pile two partners share</comment>
        <translation>{card} låg överst i högen hos {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="116"/>
        <source>{card} comes from the top of the pile you share with {name}</source>
        <translation>{card} låg överst i högen du delar med {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="117"/>
        <source>You score a mulle</source>
        <translation>Du får en mulle</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="117"/>
        <source>{name} scores a mulle</source>
        <translation>{name} får en mulle</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="119"/>
        <source>You score {count} points at once</source>
        <extracomment>For one: You score {count} point at once</extracomment>
        <translation>
            <numerusform>Du får en poäng direkt</numerusform>
            <numerusform>Du får {count} poäng direkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="120"/>
        <source>{name} scores {count} points at once</source>
        <extracomment>For one: {name} scores {count} point at once</extracomment>
        <translation>
            <numerusform>{name} får en poäng direkt</numerusform>
            <numerusform>{name} får {count} poäng direkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="124"/>
        <source>You score {count} points at once for {cards}</source>
        <comment>{cards}: the cards that scored as they were taken, such as: A♠ and 10♦</comment>
        <extracomment>For one: You score {count} point at once for {cards}</extracomment>
        <translation>
            <numerusform>Du får en poäng direkt för {cards}</numerusform>
            <numerusform>Du får {count} poäng direkt för {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="126"/>
        <source>{name} scores {count} points at once for {cards}</source>
        <comment>{cards}: the cards that scored as they were taken, such as: A♠ and 10♦</comment>
        <extracomment>For one: {name} scores {count} point at once for {cards}</extracomment>
        <translation>
            <numerusform>{name} får en poäng direkt för {cards}</numerusform>
            <numerusform>{name} får {count} poäng direkt för {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="129"/>
        <source>You take the last {count} cards from the table</source>
        <extracomment>For one: You take the last card from the table</extracomment>
        <translation>
            <numerusform>Du tar det sista kortet från bordet</numerusform>
            <numerusform>Du tar de {count} sista korten från bordet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="130"/>
        <source>{name} takes the last {count} cards from the table</source>
        <extracomment>For one: {name} takes the last card from the table</extracomment>
        <translation>
            <numerusform>{name} tar det sista kortet från bordet</numerusform>
            <numerusform>{name} tar de {count} sista korten från bordet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="131"/>
        <source>Round {round} — you deal</source>
        <translation>Omgång {round} — du ger</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="131"/>
        <source>Round {round} — {name} deals</source>
        <translation>Omgång {round} — {name} ger</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="132"/>
        <source>Round {round}: you deal.</source>
        <translation>Omgång {round}: du ger.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="132"/>
        <source>Round {round}: {name} deals.</source>
        <translation>Omgång {round}: {name} ger.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="133"/>
        <source>Your turn.</source>
        <translation>Din tur.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="133"/>
        <source>{name}&apos;s turn.</source>
        <translation>Turen går till {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="135"/>
        <source>You may still add table cards to your builds, or end your turn.</source>
        <translation>Du kan fortfarande lägga till kort från bordet i dina byggen, eller avsluta turen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="136"/>
        <source>{name} may still add table cards to their builds, or end the turn.</source>
        <translation>{name} kan fortfarande lägga till kort från bordet i sina byggen, eller avsluta turen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="137"/>
        <source>You hold: {cards}.</source>
        <translation>Du har: {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="137"/>
        <source>{name} holds: {cards}.</source>
        <translation>{name} har: {cards}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="139"/>
        <source>You win the match with {count} points ({others}).</source>
        <extracomment>For one: You win the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>Du vinner partiet med en poäng ({others}).</numerusform>
            <numerusform>Du vinner partiet med {count} poäng ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="140"/>
        <source>{name} wins the match with {count} points ({others}).</source>
        <extracomment>For one: {name} wins the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>{name} vinner partiet med en poäng ({others}).</numerusform>
            <numerusform>{name} vinner partiet med {count} poäng ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="141"/>
        <source>{name} win the match with {count} points ({others}).</source>
        <extracomment>For one: {name} win the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>{name} vinner partiet med en poäng ({others}).</numerusform>
            <numerusform>{name} vinner partiet med {count} poäng ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="146"/>
        <source>You win the match with {count} penalty points ({others}).</source>
        <comment>a penalty game (Krypkasino), where the fewest points win; {others}: the other sides&apos; penalty points, such as: North 45</comment>
        <extracomment>For one: You win the match with {count} penalty point ({others}).</extracomment>
        <translation>
            <numerusform>Du vinner partiet med {count} straffpoäng ({others}).</numerusform>
            <numerusform>Du vinner partiet med {count} straffpoäng ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="150"/>
        <source>{name} wins the match with {count} penalty points ({others}).</source>
        <comment>a penalty game (Krypkasino), where the fewest points win; {others}: the other sides&apos; penalty points, such as: North 45</comment>
        <extracomment>For one: {name} wins the match with {count} penalty point ({others}).</extracomment>
        <translation>
            <numerusform>{name} vinner partiet med {count} straffpoäng ({others}).</numerusform>
            <numerusform>{name} vinner partiet med {count} straffpoäng ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="154"/>
        <source>{name} win the match with {count} penalty points ({others}).</source>
        <comment>a penalty game (Krypkasino), where the fewest points win; {others}: the other sides&apos; penalty points, such as: North 45</comment>
        <extracomment>For one: {name} win the match with {count} penalty point ({others}).</extracomment>
        <translation>
            <numerusform>{name} vinner partiet med {count} straffpoäng ({others}).</numerusform>
            <numerusform>{name} vinner partiet med {count} straffpoäng ({others}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="162"/>
        <source>Taken back: {move}.</source>
        <translation>Ångrat: {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="163"/>
        <source>Played again: {move}.</source>
        <translation>Spelat igen: {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="164"/>
        <source>Hint: {move}</source>
        <translation>Tips: {move}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="165"/>
        <source>Hint: {move}. Press 1 or click Play it to play it.</source>
        <translation>Tips: {move}. Tryck 1 eller klicka på Spela det för att göra draget.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="167"/>
        <source>Table: {cards}.</source>
        <translation>Bordet: {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="168"/>
        <source>Table: nothing.</source>
        <translation>Bordet: tomt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="169"/>
        <source>build {value} ({cards})</source>
        <translation>bygge på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="170"/>
        <source>multiple build {value} ({cards})</source>
        <comment>a multiple build lying on the table, in the table in words for screen readers; {cards}: its groups, each worth the value, such as: A♠ + 5♥ and 6♥</comment>
        <translation>dubbelbygge på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="176"/>
        <source>build {value} ({cards})</source>
        <comment>a build as what a move takes or builds on, after a verb such as takes: in the form your language gives that object</comment>
        <translation>bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="182"/>
        <source>multiple build {value} ({cards})</source>
        <comment>a multiple build (two or more groups of cards, each worth this value) as what a move takes, after a verb such as takes: in the form your language gives that object; {cards}: its groups, such as: 5♥ + 6♠ and J♣</comment>
        <translation>dubbelbygget på {value} ({cards})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="186"/>
        <source>Stock: {count} cards.</source>
        <extracomment>For one: Stock: {count} card.</extracomment>
        <translation>
            <numerusform>Talong: {count} kort.</numerusform>
            <numerusform>Talong: {count} kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="187"/>
        <source>New hands dealt; {count} cards left in the stock</source>
        <extracomment>For one: New hands dealt; {count} card left in the stock</extracomment>
        <translation>
            <numerusform>Nya kort givna; ett kort kvar i talongen</numerusform>
            <numerusform>Nya kort givna; {count} kort kvar i talongen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="188"/>
        <source>Last deal</source>
        <translation>Sista given</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="189"/>
        <source>{count} cards</source>
        <extracomment>For one: {count} card</extracomment>
        <translation>
            <numerusform>{count} kort</numerusform>
            <numerusform>{count} kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="191"/>
        <source>{count} spades</source>
        <extracomment>For one: {count} spade</extracomment>
        <translation>
            <numerusform>{count} spader</numerusform>
            <numerusform>{count} spader</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="192"/>
        <source>{count} sweeps</source>
        <extracomment>For one: {count} sweep</extracomment>
        <translation>
            <numerusform>{count} tabbe</numerusform>
            <numerusform>{count} tabbar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="193"/>
        <source>{count} mulles</source>
        <extracomment>For one: {count} mulle</extracomment>
        <translation>
            <numerusform>{count} mulle</numerusform>
            <numerusform>{count} mullar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="200"/>
        <source>{first} &amp; {second}</source>
        <comment>two partners&apos; names as one side, such as: North &amp; South (an ampersand, or your word for and)</comment>
        <translation>{first} och {second}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="202"/>
        <source>{first} &amp;
{second}</source>
        <comment>the same two partners on two lines, over a narrow column</comment>
        <translation>{first} och
{second}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="251"/>
        <source>{count} sweeps</source>
        <comment>sweeps counted in the Dominican game, whose players call them virados</comment>
        <extracomment>For one: {count} sweep</extracomment>
        <translation>
            <numerusform>{count} tabbe</numerusform>
            <numerusform>{count} tabbar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/templates.py" line="157"/>
        <source>{rest} and {last}</source>
        <comment>the last two of a list of names, such as: North, West and Anna ({rest} is the names before the last, joined by commas)</comment>
        <translation>{rest} och {last}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="35"/>
        <source>Raise your partner&apos;s build</source>
        <translation>Höja din partners bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="35"/>
        <source>In partnerships a player may raise a single build their partner owns (the Swazi game allows only an opponent&apos;s).</source>
        <translation>I lagspel får en spelare höja ett enkelt bygge som partnern äger (det eswatiniska spelet tillåter bara en motståndares).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="48"/>
        <source>Add to an opponent&apos;s build</source>
        <translation>Lägga till i en motståndares bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="48"/>
        <source>A player may add cards to a build an opponent owns, or merge a build of the same value into it, and so take it over; when off, cards may go onto an opponent&apos;s build only in the turn that captures it (Swazi).</source>
        <translation>En spelare får lägga till kort i ett bygge som en motståndare äger, eller slå ihop ett bygge med samma värde med det, och på så sätt ta över det; när regeln är av får kort läggas på en motståndares bygge bara under den tur då bygget tas (Eswatini).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="64"/>
        <source>A turn</source>
        <translation>En tur</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="64"/>
        <source>With several actions a player plays exactly one card from the hand, and before or after it may make builds from table cards alone and add table cards and top cards to their side&apos;s builds; then they end the turn (Swazi).</source>
        <translation>Med flera drag spelar en spelare exakt ett kort från handen, och före eller efter det får spelaren bygga av enbart kort på bordet och lägga till kort från bordet och översta kort i sin sidas byggen; sedan avslutar spelaren turen (Eswatini).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="67"/>
        <source>one play from the hand</source>
        <translation>ett drag från handen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="67"/>
        <source>several actions, one hand card</source>
        <translation>flera drag, ett kort från handen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="77"/>
        <source>One build in the first deal</source>
        <translation>Ett bygge i första given</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="77"/>
        <source>With two players, during the first deal a player who owns a build may not trail and may not make or take over a build of another value (lifted in the second deal).</source>
        <translation>Med två spelare får en spelare som äger ett bygge under första given inte lägga ut och inte göra eller ta över ett bygge med ett annat värde (gäller inte i andra given).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="92"/>
        <source>Build owner trails in the second deal</source>
        <translation>Byggägare får lägga ut i andra given</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="92"/>
        <source>With two players the owner of a build may trail in the second deal, though not in the first (South Africa).</source>
        <translation>Med två spelare får ägaren till ett bygge lägga ut i andra given, men inte i första (Sydafrika).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="58"/>
        <source>Players may build: combine a hand card with table cards to be taken later by a card of the declared value.</source>
        <translation>Spelarna får bygga: lägg ihop ett kort från handen med kort på bordet, som sedan tas med ett kort av det angivna värdet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="72"/>
        <source>Highest build</source>
        <translation>Högsta bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="72"/>
        <source>The highest value a build may have (0: as high as any card can capture).</source>
        <translation>Det högsta värde ett bygge får ha (0: så högt som något kort kan ta).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="85"/>
        <source>Raise your own build</source>
        <translation>Höja eget bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="85"/>
        <source>A player may raise a single build they control (the Dominican form forbids it).</source>
        <translation>Du får höja ett enkelt bygge som du själv äger (den dominikanska formen förbjuder det).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="101"/>
        <source>Two builds of one value</source>
        <translation>Två byggen med samma värde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="101"/>
        <source>What happens to a new build of a value already built on the table.</source>
        <translation>Vad som händer med ett nytt bygge när det redan finns ett bygge med samma värde på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="104"/>
        <source>both stand side by side</source>
        <translation>båda ligger kvar bredvid varandra</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="104"/>
        <source>they merge into one multiple build</source>
        <translation>de slås ihop till ett dubbelbygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="117"/>
        <source>A court card may be put on a table court card of its rank, to be taken later by another card of that rank.</source>
        <translation>Ett klätt kort får läggas på ett klätt kort av samma valör på bordet, för att senare tas med ett till kort av den valören.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="119"/>
        <source>Not allowed: a court card may be put on a table court card of its rank, to be taken later by another card of that rank.</source>
        <translation>Inte tillåtet: att lägga ett klätt kort på ett klätt kort av samma valör på bordet för att senare ta dem med ett till kort av den valören.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="124"/>
        <source>A court card may be put on two table court cards of its rank, to make three of them, to be taken later by the fourth.</source>
        <translation>Ett klätt kort får läggas på två klädda kort av samma valör på bordet, så att de blir tre, för att senare tas med det fjärde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="134"/>
        <source>Court-card builds</source>
        <translation>Byggen med klädda kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="134"/>
        <source>A court card may be put on a table court card of its rank, to be taken later by another of that rank.</source>
        <translation>Ett klätt kort får läggas på ett klätt kort av samma valör på bordet, för att senare tas med ett till av den valören.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="148"/>
        <source>Build owner may trail</source>
        <translation>Byggets ägare får lägga ut</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="148"/>
        <source>The controller of a build may trail and leave the build on the table.</source>
        <translation>Den som äger ett bygge får lägga ut ett kort och lämna bygget kvar på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="160"/>
        <source>Loose table cards may help raise a single build, provided a card from your hand also adds to its value.</source>
        <translation>Lösa kort på bordet får hjälpa till att höja ett enkelt bygge, förutsatt att även ett kort från handen ökar dess värde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="162"/>
        <source>Not allowed: loose table cards may help raise a single build, provided a card from your hand also adds to its value.</source>
        <translation>Inte tillåtet: att låta lösa kort på bordet hjälpa till att höja ett enkelt bygge, även när ett kort från handen också ökar dess värde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="167"/>
        <source>Table cards may help raise</source>
        <translation>Bordets kort får hjälpa till att höja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="167"/>
        <source>Loose table cards may help raise a single build, provided a hand card also adds to its value.</source>
        <translation>Lösa kort på bordet får hjälpa till att höja ett enkelt bygge, förutsatt att även ett kort från handen ökar dess värde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="180"/>
        <source>A single build counts as one card of its value in sums, when capturing and when building on.</source>
        <translation>Ett enkelt bygge räknas som ett kort med byggets värde i summor, både när man tar och när man bygger vidare.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="182"/>
        <source>Not allowed: a single build counts as one card of its value in sums, when capturing and when building on.</source>
        <translation>Inte tillåtet: att räkna ett enkelt bygge som ett kort med byggets värde i summor, när man tar eller bygger vidare.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="187"/>
        <source>A single build counts as a card</source>
        <translation>Ett enkelt bygge räknas som ett kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="187"/>
        <source>A single build counts as one card of its value in sums, for capturing and for extending builds.</source>
        <translation>Ett enkelt bygge räknas som ett kort med byggets värde i summor, både när man tar och när man bygger vidare.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="201"/>
        <source>You may trail a card and at the same time build from other table cards (not the trailed card), if you hold a card of the build&apos;s value.</source>
        <translation>Du får lägga ut ett kort och samtidigt bygga av andra kort på bordet (inte av det utlagda kortet), om du har ett kort med byggets värde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="203"/>
        <source>Not allowed: you may trail a card and at the same time build from other table cards (not the trailed card), if you hold a card of the build&apos;s value.</source>
        <translation>Inte tillåtet: att lägga ut ett kort och samtidigt bygga av andra kort på bordet (inte av det utlagda kortet), även om du har ett kort med byggets värde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="208"/>
        <source>Trail and build</source>
        <translation>Lägga ut och bygga</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="208"/>
        <source>Trail a card and at the same time build from other table cards (not the trailed card); you must still hold a card of the build&apos;s value.</source>
        <translation>Lägg ut ett kort och bygg samtidigt av andra kort på bordet (inte av det utlagda kortet); du måste ha kvar ett kort med byggets värde på handen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="223"/>
        <location filename="../../casino_desktop/core/units_building.py" line="228"/>
        <source>In partnerships you may build to the value of a build your partner owns, without holding that value yourself.</source>
        <translation>I lagspel får du bygga till värdet på ett bygge som din partner äger, utan att själv ha det värdet på handen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="224"/>
        <source>Not allowed: in partnerships you may build to the value of a build your partner owns, without holding that value yourself.</source>
        <translation>Inte tillåtet: i lagspel får du bygga till värdet på ett bygge som din partner äger, utan att själv ha det värdet på handen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="228"/>
        <source>Build for your partner</source>
        <translation>Bygga åt din partner</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="242"/>
        <source>Build owner&apos;s duty</source>
        <translation>Byggägarens plikt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="242"/>
        <source>Until a build is taken, its owner keeps a card that takes it. On each turn the owner may take the build, capture something else, or make or add to a build. Under the stricter rule of the simple game, the owner may only take the build, capture something else or raise a build. Whether the owner may trail is a separate rule.</source>
        <translation>Tills ett bygge tas behåller ägaren ett kort som tar det. I varje tur får ägaren ta bygget, ta något annat eller bygga eller lägga till i ett bygge. Med den strängare regeln i det enkla spelet får ägaren bara ta bygget, ta något annat eller höja ett bygge. Om ägaren får lägga ut är en egen regel.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="245"/>
        <source>take it, capture, build or add</source>
        <translation>ta det, ta annat, bygga eller lägga till</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="245"/>
        <source>only take it, capture or raise</source>
        <translation>bara ta det, ta annat eller höja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="267"/>
        <source>No build may be made, raised or added to in the first deal of a round: building starts with the second deal.</source>
        <translation>I omgångens första giv får man inte göra, höja eller lägga till i något bygge: byggandet börjar i andra given.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="270"/>
        <source>No build may be made, raised or added to until the second deal of the round.</source>
        <translation>Man får inte göra, höja eller lägga till i något bygge förrän i omgångens andra giv.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="271"/>
        <source>Builds may be made from the first deal of the round on.</source>
        <translation>Byggen får göras redan från omgångens första giv.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="282"/>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="174"/>
        <source>No building until the second deal</source>
        <translation>Inget byggande före andra given</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="51"/>
        <source>Court cards</source>
        <translation>Klädda kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="51"/>
        <source>What J, Q and K count.</source>
        <translation>Vad Kn, D och K räknas som.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="54"/>
        <source>no number, each takes its own rank</source>
        <translation>inget talvärde, tar bara sin egen valör</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="54"/>
        <source>J 11, Q 12, K 13, in sums and builds</source>
        <translation>Kn 11, D 12, K 13, i summor och byggen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="66"/>
        <source>Ace</source>
        <translation>Ess</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="66"/>
        <source>What an ace counts; where it may count 1 or 14, the player chooses.</source>
        <translation>Vad ett ess räknas som; där det kan räknas som 1 eller 14 väljer spelaren.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="69"/>
        <source>1 or 14, played or on the table</source>
        <translation>1 eller 14, från handen eller på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="69"/>
        <source>1 or 14 played; 1 on table (Royal)</source>
        <translation>1 eller 14 från handen; 1 på bordet (Royal)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="69"/>
        <source>14 when played, 1 on the table</source>
        <translation>14 från handen, 1 på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="80"/>
        <source>10♦ = 16 and 2♠ = 15 from the hand</source>
        <translation>10♦ = 16 och 2♠ = 15 från handen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="80"/>
        <source>Played from the hand the ten of diamonds counts 16 and the two of spades 15 (10 and 2 on the table).</source>
        <translation>Spelade från handen räknas ruter tio som 16 och spader två som 15 (10 och 2 på bordet).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="91"/>
        <source>A court card takes one table card of its own rank at a time.</source>
        <translation>Ett klätt kort tar ett kort av sin egen valör på bordet åt gången.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="92"/>
        <source>A court card takes every table card of its own rank at once.</source>
        <translation>Ett klätt kort tar alla kort av sin egen valör på bordet på en gång.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="93"/>
        <source>A court card takes one table card of its own rank; when three of a rank lie on the table, the fourth takes all three.</source>
        <translation>Ett klätt kort tar ett kort av sin egen valör på bordet; när tre av samma valör ligger på bordet tar det fjärde alla tre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="98"/>
        <source>Court card captures</source>
        <translation>Klädda kort tar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="98"/>
        <source>What a numberless court card takes.</source>
        <translation>Vad ett klätt kort utan talvärde tar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="101"/>
        <source>one table card of its rank</source>
        <translation>ett kort av sin valör på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="101"/>
        <source>any number of its rank</source>
        <translation>hur många som helst av sin valör</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="101"/>
        <source>one, or all three by the fourth</source>
        <translation>ett, eller alla tre med det fjärde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="113"/>
        <source>You must capture when you can: you may trail only when no card of yours takes anything (building is still allowed).</source>
        <translation>Du måste ta när du kan: du får bara lägga ut när inget av dina kort tar något (att bygga är fortfarande tillåtet).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="115"/>
        <source>You must capture when you can: you may trail only when no card of yours takes anything.</source>
        <translation>Du måste ta när du kan: du får bara lägga ut när inget av dina kort tar något.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="117"/>
        <location filename="../../casino_desktop/core/units_capturing.py" line="118"/>
        <source>You may always trail, even when you could capture.</source>
        <translation>Du får alltid lägga ut, även när du skulle kunna ta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="122"/>
        <source>Capturing is compulsory</source>
        <translation>Tvång att ta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="122"/>
        <source>A player who can capture may not trail (building is still allowed).</source>
        <translation>Den som kan ta får inte lägga ut (att bygga är fortfarande tillåtet).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="136"/>
        <source>A card equal in value to a loose table card may not be trailed, and when you capture with it you must take every loose card of that value; it may still go into a build.</source>
        <translation>Ett kort med samma värde som ett löst kort på bordet får inte läggas ut, och när du tar med det måste du ta alla lösa kort med det värdet; det får fortfarande ingå i ett bygge.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="138"/>
        <source>A card equal to a loose table card may be trailed.</source>
        <translation>Ett kort som är lika med ett löst kort på bordet får läggas ut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="142"/>
        <source>Equal cards must be taken</source>
        <translation>Lika kort måste tas</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="142"/>
        <source>A card equal in value to a loose table card may not be trailed, and a capture made with it must take every loose card worth the value it is played as; it may still go into a build (Dominican).</source>
        <translation>Ett kort med samma värde som ett löst kort på bordet får inte läggas ut, och tar man med det måste man ta alla lösa kort som är värda det värde kortet spelas som; det får fortfarande ingå i ett bygge (dominikanskt).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="107"/>
        <source>Decks</source>
        <translation>Kortlekar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="107"/>
        <source>One 52-card deck, or the 104-card double deck of Mulle.</source>
        <translation>En kortlek med 52 kort, eller mulles dubbla lek med 104 kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="124"/>
        <source>Cards per hand</source>
        <translation>Kort per hand</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="124"/>
        <source>Cards dealt to each player in every deal.</source>
        <translation>Kort som varje spelare får i varje giv.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="134"/>
        <source>Cards to the table</source>
        <translation>Kort till bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="134"/>
        <source>Cards dealt face up to the table at the start of a round (never again later).</source>
        <translation>Kort som läggs med framsidan upp på bordet när omgången börjar (aldrig senare).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="143"/>
        <source>Fewest players</source>
        <translation>Minst antal spelare</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="143"/>
        <source>The smallest number of players this variant is played with.</source>
        <translation>Det minsta antal spelare som varianten spelas med.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="153"/>
        <source>Most players</source>
        <translation>Högst antal spelare</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="153"/>
        <source>The largest number of players this variant is played with.</source>
        <translation>Det största antal spelare som varianten spelas med.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="163"/>
        <source>Three players</source>
        <translation>Tre spelare</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="163"/>
        <source>Whether three players may play (Kortspelshandboken&apos;s Mulle is for two, or four in partnerships).</source>
        <translation>Om tre spelare får spela (Kortspelshandbokens mulle är för två, eller för fyra i lag).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="172"/>
        <source>Partnerships with four</source>
        <translation>Lag när ni är fyra</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="172"/>
        <source>Whether four players play as two partnerships (partners sit opposite and score their captures together).</source>
        <translation>Om fyra spelare spelar i två lag (lagkamraterna sitter mitt emot varandra och räknar det de tar tillsammans).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="175"/>
        <source>as the players choose</source>
        <translation>som spelarna vill</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="175"/>
        <source>always</source>
        <translation>alltid</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="175"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="257"/>
        <source>never</source>
        <translation>aldrig</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="181"/>
        <source>Deal order</source>
        <translation>Utdelningsordning</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="181"/>
        <source>The order in which each packet of the shuffled deck is dealt: it decides which card goes where.</source>
        <translation>I vilken ordning korten ur den blandade leken delas ut, bunt för bunt: den avgör vilket kort som hamnar var.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="184"/>
        <source>round the players, then to the table</source>
        <translation>runt till spelarna, sedan till bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="184"/>
        <source>others, the table, then the dealer</source>
        <translation>de andra, bordet, sist givaren</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="191"/>
        <source>Choosing the first dealer</source>
        <translation>Vem som ger först</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="191"/>
        <source>How the first dealer is chosen; the deal then passes to the next player each round, in the direction of play.</source>
        <translation>Hur den som ger först väljs; sedan går given vidare till nästa spelare varje omgång, i spelets riktning.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="194"/>
        <source>at random</source>
        <translation>slumpvis</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="194"/>
        <source>the highest card drawn deals</source>
        <translation>den som drar högst kort ger</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="194"/>
        <source>the lowest card drawn deals</source>
        <translation>den som drar lägst kort ger</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="203"/>
        <source>40-card pack</source>
        <translation>Kortlek med 40 kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="203"/>
        <source>The jacks, queens and kings are taken out of the pack before the deal (South Africa).</source>
        <translation>Knektar, damer och kungar tas bort ur leken före given (Sydafrika).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="210"/>
        <source>Deal the whole pack</source>
        <translation>Dela ut hela leken</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="210"/>
        <source>After the cards to the table the dealer deals the whole pack out, one card at a time, in equal hands (two players get theirs in two deals); cards that do not divide evenly go to the table. The number of cards per hand is then not used.</source>
        <translation>Efter korten till bordet delar givaren ut hela leken, ett kort i taget, så att alla får lika många kort (två spelare får sina i två givar); kort som inte går jämnt ut läggs på bordet. Antalet kort per hand används då inte.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="217"/>
        <source>Play to the right</source>
        <translation>Spela åt höger</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="217"/>
        <source>Play, the cut and the deal pass to the right (anticlockwise), as in southern Africa and the Dominican Republic.</source>
        <translation>Spelet, kuperingen och given går åt höger (moturs), som i södra Afrika och Dominikanska republiken.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="43"/>
        <source>Target score</source>
        <translation>Poängmål</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="43"/>
        <source>The game ends when a side reaches this score; 0: a single round is the game.</source>
        <translation>Partiet tar slut när en sida når så här många poäng; 0: partiet är en enda omgång.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="55"/>
        <source>Rounds each player deals</source>
        <translation>Omgångar som var och en ger</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="55"/>
        <source>If not 0, the match has no target: it ends when every player has dealt this many rounds, and the higher total wins.</source>
        <translation>Om inte 0 har partiet inget poängmål: det tar slut när varje spelare har gett så här många omgångar, och högst summa vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="63"/>
        <source>Each round only the side with more points scores, and only the difference.</source>
        <translation>I varje omgång är det bara sidan med flest poäng som får något, och bara skillnaden.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="64"/>
        <source>Each round every side scores what it took.</source>
        <translation>Varje omgång får varje sida poäng för det den har tagit.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="68"/>
        <source>Differential scoring</source>
        <translation>Differensräkning</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="68"/>
        <source>Each round only the side with more points scores, the difference (two sides only).</source>
        <translation>I varje omgång är det bara sidan med flest poäng som får något, nämligen skillnaden (endast med två sidor).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="80"/>
        <source>Near the target: a side that needs exactly the points of most cards ({cards} of {target}), of the 10♦ ({big_casino}) or of most spades ({spades}) reaches the target only by winning that item, and then wins outright. Until then its other points stop one short of the target, and its sweeps score nothing.</source>
        <comment>{cards}, {big_casino} and {spades}: the scores at which a side needs that item (18, 19 and 20 of 21)</comment>
        <translation>Nära målet: en sida som behöver exakt poängen för flest kort ({cards} av {target}), för 10♦ ({big_casino}) eller för flest spader ({spades}) når målet bara genom att vinna just den posten, och vinner då direkt. Fram till dess stannar dess övriga poäng en poäng under målet, och dess tabbar ger inga poäng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="85"/>
        <source>Any points reach the target.</source>
        <translation>Alla poäng räknas mot målet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="113"/>
        <source>Dominican: a side that needs exactly the points of most cards to reach the target (18 of 21), of the 10♦ (19) or of most spades (20) reaches it only by winning that item, and then wins outright, whatever the others score. Until then its other points stop one short of the target, and its sweeps score nothing (they still cancel the others&apos;).</source>
        <translation>Dominikanskt: en sida som behöver exakt poängen för flest kort för att nå målet (18 av 21), för 10♦ (19) eller för flest spader (20) når det bara genom att vinna just den posten, och vinner då direkt, oavsett vad de andra får. Fram till dess stannar dess övriga poäng en poäng under målet, och dess tabbar ger inga poäng (de tar fortfarande ut de andras).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="116"/>
        <source>any points reach the target</source>
        <translation>alla poäng räknas mot målet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="116"/>
        <source>the Dominican ladder (18, 19, 20)</source>
        <translation>den dominikanska stegen (18, 19, 20)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="124"/>
        <source>When several reach the target</source>
        <translation>När flera når målet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="124"/>
        <source>Who wins when more than one side reaches the target in the same round. Counting out goes item by item: cards, spades, 10♦, 2♠, the aces ♠♣♥♦, sweeps; the Finnish order is aces and casinos, then spades, then cards.</source>
        <translation>Vem som vinner när mer än en sida når målet i samma omgång. Utslagsräkning går post för post: kort, spader, 10♦, 2♠, essen ♠♣♥♦, tabbar; den finska ordningen är ess och kasinon, sedan spader, sedan kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>higher total (equal: another round)</source>
        <translation>högst summa (lika: en omgång till)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>counting out, item by item</source>
        <translation>utslagsräkning, post för post</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>higher total, then most spades</source>
        <translation>högst summa, sedan flest spader</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>higher total, then Finnish order</source>
        <translation>högst summa, sedan finsk ordning</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="35"/>
        <source>Top cards of capture piles</source>
        <translation>Tagningshögarnas översta kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="35"/>
        <source>Captured cards are kept face up; what another player may do with the top card of a capture pile (the card beneath then becomes the top).</source>
        <translation>Tagna kort ligger med framsidan upp; vad en annan spelare får göra med det översta kortet i en tagningshög (kortet under blir då det översta).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="38"/>
        <source>not in play</source>
        <translation>inte i spel</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="38"/>
        <source>into builds only (Swazi)</source>
        <translation>bara i byggen (Eswatini)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="38"/>
        <source>built or captured (South Africa)</source>
        <translation>byggs eller tas (Sydafrika)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="53"/>
        <source>Partners&apos; capture piles</source>
        <translation>Lagkamraternas tagningshögar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="53"/>
        <source>Whether partners keep one capture pile between them or one each; a partner&apos;s top card is in play when each keeps their own (Lesotho).</source>
        <translation>Om lagkamrater har en gemensam tagningshög eller var sin; en lagkamrats översta kort är i spel när var och en har sin egen (Lesotho).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="56"/>
        <source>one pile for both</source>
        <translation>en gemensam hög</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="56"/>
        <source>one pile each</source>
        <translation>var sin hög</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="64"/>
        <source>Order on the capture pile</source>
        <translation>Ordning i tagningshögen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="64"/>
        <source>Which card of a capture ends up on top of the pile, where the next player may use it: the card played (the cards it took beneath it, the lowest nearest the top), or the lowest card (all of them in order of value).</source>
        <translation>Vilket kort i en tagning som hamnar överst i högen, där nästa spelare kan använda det: det spelade kortet (med korten det tog under sig, det lägsta närmast överst) eller det lägsta kortet (alla i värdeordning).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="67"/>
        <source>the card played on top</source>
        <translation>det spelade kortet överst</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="67"/>
        <source>the lowest card on top</source>
        <translation>det lägsta kortet överst</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="74"/>
        <source>Opponents insist</source>
        <translation>Motståndarna kräver sin rätt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="74"/>
        <source>A capture must take everything the card played may take, and a player who may add table cards or top cards to their side&apos;s builds must add them before ending the turn (Swazi lets opponents insist on both).</source>
        <translation>En tagning måste ta allt som det spelade kortet kan ta, och en spelare som kan lägga till kort från bordet eller översta kort i sin sidas byggen måste göra det innan turen avslutas (i Eswatini får motståndarna kräva båda).</translation>
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
        <translation>Poäng för flest tagna kort (lika ger inga poäng, om inte ”Delad poäng vid lika” gäller).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="86"/>
        <source>Points for taking the most spades (a tie scores nothing, unless tied majorities share).</source>
        <translation>Poäng för flest tagna spader (lika ger inga poäng, om inte ”Delad poäng vid lika” gäller).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="99"/>
        <source>Överspader threshold</source>
        <translation>Gräns för överspader</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="99"/>
        <source>If not 0: one point per spade taken beyond this many, instead of a most-spades prize.</source>
        <translation>Om inte 0: en poäng för varje tagen spader utöver så här många, i stället för poäng för flest spader.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="110"/>
        <source>Each spade</source>
        <translation>Varje spader</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="110"/>
        <source>Points for every spade taken.</source>
        <translation>Poäng för varje tagen spader.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="124"/>
        <source>Each ace</source>
        <translation>Varje ess</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="124"/>
        <source>Points for every ace taken.</source>
        <translation>Poäng för varje taget ess.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="138"/>
        <source>10♦ (big casino)</source>
        <translation>10♦ (stora kasino)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="138"/>
        <source>Points for the ten of diamonds (on top of any spade or ace points).</source>
        <translation>Poäng för ruter tio (utöver eventuella poäng för spader eller ess).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="151"/>
        <source>2♠ (little casino)</source>
        <translation>2♠ (lilla kasino)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="151"/>
        <source>Points for the two of spades (on top of its spade point, if spades score each).</source>
        <translation>Poäng för spader två (utöver dess spaderpoäng, om varje spader ger poäng).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="164"/>
        <source>A♠ extra</source>
        <translation>Extra för E♠</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="164"/>
        <source>Extra points for the ace of spades.</source>
        <translation>Extrapoäng för spader ess.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="177"/>
        <source>J♠ extra</source>
        <translation>Extra för Kn♠</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="177"/>
        <source>Extra points for the jack of spades (Spade Casino).</source>
        <translation>Extrapoäng för spader knekt (Spade Casino).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="190"/>
        <source>Tied majorities share</source>
        <translation>Delad poäng vid lika</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="190"/>
        <source>When sides tie for most cards or most spades, each tied side scores an equal share of the points (rounded down) instead of nothing.</source>
        <translation>Om flera sidor delar förstaplatsen för flest kort eller flest spader får var och en lika stor del av poängen (avrundat nedåt) i stället för ingenting.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="198"/>
        <source>Spades for a point</source>
        <translation>Spader för en poäng</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="198"/>
        <source>If not 0: every side that takes at least this many spades scores 1 point (South Africa: five).</source>
        <translation>Om inte 0: varje sida som tar minst så många spader får 1 poäng (Sydafrika: fem).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="209"/>
        <source>Points for the player who makes the last capture of the round (sistan).</source>
        <translation>Poäng till den spelare som tar sist i omgången (sistan).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="222"/>
        <source>Each sweep</source>
        <translation>Varje tabbe</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="222"/>
        <source>Points for each sweep (a capture that empties the table); 0: sweeps are not scored.</source>
        <translation>Poäng för varje tabbe (när man tar alla kort så att bordet blir tomt); 0: tabbar ger inga poäng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="236"/>
        <source>Sweeps count against whoever left them</source>
        <translation>Tabbe belastar den som lämnade öppet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="236"/>
        <source>The player who played just before a sweep, and so left the table open to it, loses what the sweep scores (Krypkasino: a sweep costs its maker 5 penalty points and takes 5 off those of whoever left it).</source>
        <translation>Den som spelade precis före en tabbe, och därmed lämnade bordet öppet för den, förlorar det som tabben ger (Krypkasino: en tabbe kostar den som gör den 5 straffpoäng och drar av 5 från straffpoängen för den som lämnade öppet).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="247"/>
        <source>Sweeps never cancel out.</source>
        <translation>Tabbar tar aldrig ut varandra.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="248"/>
        <source>At the end of a round, if every side swept, each loses one sweep.</source>
        <translation>Om alla sidor har tabbe i slutet av en omgång förlorar var och en en tabbe.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="249"/>
        <source>At the end of a round the sides&apos; sweeps cancel out: each loses as many as the side with the fewest sweeps made.</source>
        <translation>I slutet av en omgång tar sidornas tabbar ut varandra: var och en förlorar lika många som sidan med minst tabbar har.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="254"/>
        <source>Sweeps cancel</source>
        <translation>Tabbar tar ut varandra</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="254"/>
        <source>Whether the sweeps of different sides cancel out at the end of a round: one each when every side swept, or as many as the side with the fewest sweeps made.</source>
        <translation>Om olika sidors tabbar tar ut varandra i slutet av en omgång: en var när alla sidor har tabbe, eller lika många som sidan med minst tabbar har.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="257"/>
        <source>if all sides swept, one each</source>
        <translation>en var, om alla har tabbe</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="257"/>
        <source>as many as the side with fewest</source>
        <translation>lika många som sidan med minst</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="265"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="270"/>
        <source>No sweep counts in the last deal, nor once any side has 10 or more points.</source>
        <translation>Ingen tabbe räknas i sista given, och inte heller när någon sida har 10 poäng eller mer.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="266"/>
        <source>Sweeps count in every deal, whatever the score.</source>
        <translation>Tabbar räknas i varje giv, oavsett ställning.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="270"/>
        <source>Finnish sweep limits</source>
        <translation>Finska tabbegränser</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="280"/>
        <source>Aces, the 10♦ and the 2♠ score the moment they are taken, so a game can end in the middle of a round.</source>
        <translation>Ess, 10♦ och 2♠ ger poäng i samma stund som de tas, så ett parti kan ta slut mitt i en omgång.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="282"/>
        <source>Every point is counted at the end of the round.</source>
        <translation>Alla poäng räknas i slutet av omgången.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="286"/>
        <source>Score aces and casinos at once</source>
        <translation>Ess och kasinon ger poäng direkt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="286"/>
        <source>Aces, 10♦ and 2♠ score the moment they are taken, so a game can end in the middle of a round (Finnish).</source>
        <translation>Ess, 10♦ och 2♠ ger poäng så fort de tas, så ett parti kan ta slut mitt i en omgång (finskt).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="295"/>
        <source>Points are scored as they are earned: sweeps, mulles and cards the moment they are made or taken, most spades once a side holds 7 of the 13, most cards once it holds 27 of the 52; the last capture and a majority nobody reached are scored at the end of the round.</source>
        <translation>Poängen räknas löpande: tabbar, mullar och kort i samma stund som de görs eller tas, flest spader så fort en sida har 7 av de 13, flest kort så fort den har 27 av de 52; sistan och en majoritet som ingen nådde räknas i slutet av omgången.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="299"/>
        <source>Points are counted at the end of each round.</source>
        <translation>Poängen räknas i slutet av varje omgång.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="303"/>
        <source>Score points as they are earned</source>
        <translation>Räkna poäng löpande</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="303"/>
        <source>Sweeps, mulles, aces, casinos and every other point for a card score the moment they are made or taken; most spades the moment a side holds more than half the spades (7 of 13), most cards the moment it holds more than half the cards (27 of 52). A side reaching the target during play wins at once, even in the middle of a round; the rest (last capture, a majority nobody reached) is scored at the end of the round.</source>
        <translation>Tabbar, mullar, ess, kasinon och alla andra poäng för kort räknas i samma stund som de görs eller tas; flest spader så fort en sida har mer än hälften av spaderna (7 av 13), flest kort så fort den har mer än hälften av korten (27 av 52). En sida som når målet under spelet vinner direkt, även mitt i en omgång; resten (sistan, en majoritet som ingen nådde) räknas i slutet av omgången.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="313"/>
        <source>Taking a card&apos;s identical twin scores nothing special.</source>
        <translation>Att ta ett korts identiska tvilling ger inget extra.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="314"/>
        <source>Taking the identical twin of the card you play, and nothing else with it, is a mulle and scores 5 points.</source>
        <translation>Att ta den identiska tvillingen till kortet du spelar, och inget annat samtidigt, är en mulle och ger 5 poäng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="316"/>
        <source>Taking the identical twin of the card you play, alone or with other cards, is a mulle and scores the played card&apos;s value.</source>
        <translation>Att ta den identiska tvillingen till kortet du spelar, ensam eller med andra kort, är en mulle och ger det spelade kortets värde i poäng.</translation>
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
        <translation>Bara med dubbel lek: vad det ger att ta tvillingen till kortet du spelar (en mulle); när det ger kortets värde får andra kort tas tillsammans med tvillingen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="324"/>
        <source>nothing</source>
        <translation>ingenting</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="324"/>
        <source>5 when the twin is taken alone</source>
        <translation>5 när tvillingen tas ensam</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="324"/>
        <source>the played card&apos;s value</source>
        <translation>det spelade kortets värde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="331"/>
        <source>Points are penalties (misère)</source>
        <translation>Poäng är straffpoäng (misär)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="331"/>
        <source>Every point a side takes counts against it: a round&apos;s points are scored as minus points, so the fewest taken win (Krypkasino).</source>
        <translation>Varje poäng en sida tar räknas emot den: omgångens poäng blir minuspoäng, så den som tar minst vinner (Krypkasino).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="140"/>
        <source>Nordic</source>
        <comment>a family of games, shown after a game&apos;s name: the Kasino of Sweden and Norway and its variants (Finnish Kasino and Mulle have families of their own)</comment>
        <translation>nordiska</translation>
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
        <translation>angloamerikanska</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="147"/>
        <source>The classic English-language game: builds, court cards take only their rank, 11 points a round, game to 21.</source>
        <translation>Det klassiska engelskspråkiga spelet: byggen, klädda kort tar bara sin egen valör, 11 poäng per omgång, parti till 21.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="149"/>
        <source>Casino (simple rules)</source>
        <translation>Casino (enkla regler)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="150"/>
        <source>Casino as it is often taught at home: builds up to 10, court-card builds, a court card takes every card of its rank, sweeps score, one round.</source>
        <translation>Casino som det ofta lärs ut hemma: byggen upp till 10, byggen med klädda kort, ett klätt kort tar alla kort av sin valör, tabbar ger poäng, en omgång.</translation>
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
        <translation>Nordamerikanskt Royal Casino: Kn 11, D 12, K 13 ingår i summor och byggen; esset räknas som 1 eller 14; parti till 21.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="156"/>
        <source>Royal Casino (Dominican)</source>
        <translation>Royal Casino (dominikanskt)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="157"/>
        <source>Royal Casino as played in the Dominican Republic: J 11, Q 12, K 13, the ace 1 or 14; a card equal to a loose card must take it; nobody raises their own build; opposing sweeps cancel; near 21 only cards, the 10♦ or spades win.</source>
        <translation>Royal Casino som det spelas i Dominikanska republiken: Kn 11, D 12, K 13, esset 1 eller 14; ett kort som är lika med ett löst kort måste ta det; ingen höjer sitt eget bygge; motståndarnas tabbar tar ut varandra; nära 21 vinner bara kort, 10♦ eller spader.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="161"/>
        <source>Spade Casino</source>
        <translation>Spade Casino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="162"/>
        <source>Casino where every spade scores, the jack of spades one extra: 24 points a round, game to 61.</source>
        <translation>Casino där varje spader ger poäng och spader knekt en extra: 24 poäng per omgång, parti till 61.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="164"/>
        <source>Wippen</source>
        <translation>Wippen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="165"/>
        <source>The Belgian game: most cards 2, most spades 2, each sweep (wip) 1.</source>
        <translation>Det belgiska spelet: flest kort 2, flest spader 2, varje tabbe (wip) 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="167"/>
        <source>Swedish Kasino</source>
        <translation>Svenskt kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="168"/>
        <source>The Nordic game without building: J 11, Q 12, K 13, the ace 1 or 14; most spades 2, the last capture (sistan) and every sweep (tabbe) score; game to 16.</source>
        <translation>Det nordiska spelet utan byggen: Kn 11, D 12, K 13, esset 1 eller 14; flest spader 2, sistan och varje tabbe ger poäng; parti till 16.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="170"/>
        <source>Överspader</source>
        <translation>Överspader</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="171"/>
        <source>Swedish Kasino where every spade beyond six scores a point instead of the most-spades prize; game to 21.</source>
        <translation>Svenskt kasino där varje spader utöver sex ger en poäng i stället för poäng för flest spader; parti till 21.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="173"/>
        <source>Kasino</source>
        <translation>Kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="174"/>
        <source>The Nordic game without building, with the ace worth 14 in the hand and 1 on the table: J 11, Q 12, K 13; most spades 2, every sweep (tabbe) and the last capture (sistan) score; game to 16.</source>
        <translation>Det nordiska spelet utan byggen, med esset värt 14 på handen och 1 på bordet: Kn 11, D 12, K 13; flest spader 2, varje tabbe och sistan ger poäng; parti till 16.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="176"/>
        <source>Finnish Kasino</source>
        <translation>Finskt kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="176"/>
        <source>Finnish</source>
        <translation>finska</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="177"/>
        <source>Finnish Kasino: ace 14 from the hand, 2♠ 15 and 10♦ 16 from the hand; aces and casinos score at once; sweeps (mökki) cancel and freeze at 10 points; game to 16.</source>
        <translation>Finskt kasino: ess 14 från handen, 2♠ 15 och 10♦ 16 från handen; ess och kasinon ger poäng direkt; tabbar (mökki) tar ut varandra och räknas inte från 10 poäng; parti till 16.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="181"/>
        <source>Krypkasino</source>
        <translation>Krypkasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="182"/>
        <source>Misère Kasino with two decks: capturing is compulsory and every point taken is a penalty (10♦ 3, 2♠ 2, A♠ 2, the other spades and aces 1 each); a sweep costs its maker 5 and takes 5 off the penalties of whoever left the table open; the fewest penalties win. Rule books disagree on the deal and say nothing of the end, so these are our choices (both can be changed): 4 cards each and 4 to the table, and every player deals once.</source>
        <translation>Misärkasino med två lekar: det är tvång att ta och varje tagen poäng är en straffpoäng (10♦ 3, 2♠ 2, E♠ 2, övriga spader och ess 1 vardera); en tabbe kostar den som gör den 5 och drar av 5 från straffpoängen för den som lämnade bordet öppet; minst straffpoäng vinner. Regelböckerna är oense om given och säger inget om slutet, så detta är våra val (båda kan ändras): 4 kort var och 4 till bordet, och varje spelare ger en gång.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="188"/>
        <source>Swedish Mulle with two decks: 5 cards each and 5 to the table; taking the identical card alone is a mulle worth 5.</source>
        <translation>Svensk mulle med två lekar: 5 kort var och 5 till bordet; att ta det identiska kortet ensamt är en mulle värd 5.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="191"/>
        <source>Mulle (Kortspelshandboken)</source>
        <translation>Mulle (Kortspelshandboken)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="192"/>
        <source>Mulle of Kortspelshandboken: two decks, 4 each and 8 to the table, building, ace 14 / 2♠ 15 / 10♦ 16 from the hand; every spade scores; a mulle scores the played card&apos;s value.</source>
        <translation>Mulle enligt Kortspelshandboken: två lekar, 4 var och 8 till bordet, byggen, ess 14 / 2♠ 15 / 10♦ 16 från handen; varje spader ger poäng; en mulle ger det spelade kortets värde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="209"/>
        <source>Swazi Casino</source>
        <translation>Eswatiniskt kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="209"/>
        <location filename="../../casino_desktop/core/variants.py" line="212"/>
        <location filename="../../casino_desktop/core/variants.py" line="216"/>
        <source>African</source>
        <translation>afrikanska</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="210"/>
        <source>Casino of Eswatini: play to the right; four cards cut to the table, the rest dealt out; captured cards lie face up and an opponent&apos;s top card may go into your build; one card from the hand a turn, with builds and additions from the table before or after it; J 11, Q 12, K 13, the ace 1 or 14; 11 points a deal, game to 21.</source>
        <translation>Kasino från Eswatini: spelet går åt höger; fyra kort lyfts ur leken till bordet, resten delas ut; tagna kort ligger med framsidan upp och en motståndares översta kort får läggas i ditt bygge; ett kort från handen per tur, med byggen och tillägg från bordet före eller efter det; Kn 11, D 12, K 13, esset 1 eller 14; 11 poäng per omgång, parti till 21.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="212"/>
        <source>Sotho Casino</source>
        <translation>Lesothiskt kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="213"/>
        <source>Casino of Lesotho: Swazi Casino where court cards have no number and take only their rank, the ace counts 1, and partners keep a capture pile each and may use each other&apos;s top card.</source>
        <translation>Kasino från Lesotho: eswatiniskt kasino där klädda kort saknar talvärde och bara tar sin egen valör, esset räknas som 1, och lagkamraterna har var sin tagningshög och får använda varandras översta kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="216"/>
        <source>South African Casino</source>
        <translation>Sydafrikanskt kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="217"/>
        <source>The South African game: 40 cards without court cards, the ace 1, builds to 10, the whole pack dealt, play to the right; the top card of every capture pile may be captured; most cards 2, five spades or more 1, 10♦ 2, 2♠ 1, each ace 1; one deal is the game.</source>
        <translation>Det sydafrikanska spelet: 40 kort utan klädda kort, esset 1, byggen upp till 10, hela leken delas ut, spelet går åt höger; det översta kortet i varje tagningshög får tas; flest kort 2, fem spader eller fler 1, 10♦ 2, 2♠ 1, varje ess 1; en omgång är hela partiet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="229"/>
        <source>The variant must be given by its name, like &quot;casino&quot;.</source>
        <translation>Varianten måste anges med sitt namn, till exempel ”casino”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="235"/>
        <source>Unknown variant &apos;{shown}&apos;; the variants are: {known}.</source>
        <translation>Okänd variant ”{shown}”; varianterna är: {known}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="266"/>
        <source>Unknown option &apos;{shown}&apos;.</source>
        <translation>Okänd inställning ”{shown}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="270"/>
        <source>Option &apos;{name}&apos; must be true or false.</source>
        <translation>Inställningen ”{name}” måste vara true eller false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="273"/>
        <source>Option &apos;{name}&apos; must be a whole number.</source>
        <translation>Inställningen ”{name}” måste vara ett heltal.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="276"/>
        <source>Option &apos;{name}&apos; must be between {lo} and {hi}.</source>
        <translation>Inställningen ”{name}” måste vara mellan {lo} och {hi}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="279"/>
        <source>Option &apos;{name}&apos; must be one of {choices}.</source>
        <translation>Inställningen ”{name}” måste vara något av {choices}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="290"/>
        <source>House rules must be given as a JSON object of option names and values, like {&quot;target&quot;: 11}.</source>
        <translation>Husregler måste anges som ett JSON-objekt med inställningarnas namn och värden, till exempel {&quot;target&quot;: 11}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/absences.py" line="56"/>
        <source>The network match&apos;s file is damaged: it cannot say who played for whom.</source>
        <translation>Nätverkspartiets fil är skadad: den kan inte säga vem som spelade för vem.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/match_file.py" line="35"/>
        <source>The network match&apos;s file</source>
        <comment>the subject of a sentence about a file that cannot be read</comment>
        <translation>Nätverkspartiets fil</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/match_file.py" line="45"/>
        <source>The network match&apos;s file is damaged: its seats are not those of a network table.</source>
        <translation>Nätverkspartiets fil är skadad: dess platser är inte ett nätverksbords.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="17"/>
        <source>The message</source>
        <comment>the subject of a sentence about a network message that cannot be read</comment>
        <translation>Meddelandet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="18"/>
        <source>That message could not be read: {problem}</source>
        <translation>Meddelandet kunde inte läsas: {problem}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="19"/>
        <source>That message was too large: a message is at most {most} bytes.</source>
        <translation>Meddelandet var för stort: ett meddelande får vara högst {most} byte.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="20"/>
        <source>Too many messages at once: wait a moment before sending more.</source>
        <translation>För många meddelanden på en gång: vänta en stund innan du skickar fler.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="21"/>
        <source>That kind of message is not part of this table&apos;s language.</source>
        <translation>Den sortens meddelande hör inte till det här bordets språk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="22"/>
        <source>That message was refused: a part of it is missing, of the wrong kind or out of range.</source>
        <translation>Meddelandet avvisades: en del av det saknas, är av fel sort eller ligger utanför tillåtna värden.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="23"/>
        <source>That message was refused: it holds something this table does not know.</source>
        <translation>Meddelandet avvisades: det innehåller något som det här bordet inte känner till.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="24"/>
        <source>Join the table first: that message is only for players seated at it.</source>
        <translation>Sätt dig vid bordet först: det meddelandet är bara för spelare som sitter vid det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="25"/>
        <source>You sit in seat {seat}: that move was for another seat.</source>
        <translation>Du sitter på plats {seat}: det draget gällde en annan plats.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="26"/>
        <source>It is not your turn.</source>
        <translation>Det är inte din tur.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="27"/>
        <source>The table changed before your move arrived; look again and play.</source>
        <translation>Bordet ändrades innan ditt drag kom fram; titta igen och spela.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="28"/>
        <source>A computer player is making this move for you; you take your seat back at your next turn.</source>
        <translation>En datorspelare gör det här draget åt dig; du tar tillbaka din plats när det blir din tur nästa gång.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="29"/>
        <source>The match starts when every seat is taken.</source>
        <translation>Partiet börjar när alla platser är tagna.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="30"/>
        <source>There is nothing to play now: the round is over.</source>
        <translation>Det finns inget att spela nu: omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="31"/>
        <source>That move is not legal: {reason}</source>
        <translation>Det draget är inte tillåtet: {reason}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="34"/>
        <source>This table speaks version {table} of the network game; your program speaks version {yours}. Both players need the same version of the program.</source>
        <translation>Det här bordet använder version {table} av nätverksspelet; ditt program använder version {yours}. Båda spelarna behöver samma version av programmet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="36"/>
        <source>That join code is not this table&apos;s. Check the code with the host and try again.</source>
        <translation>Den anslutningskoden hör inte till det här bordet. Kontrollera koden med värden och försök igen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="37"/>
        <source>Too many wrong join codes from your address: wait a minute before trying again.</source>
        <translation>För många felaktiga anslutningskoder från din adress: vänta en minut innan du försöker igen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="38"/>
        <source>Every seat at this table is taken.</source>
        <translation>Alla platser vid det här bordet är tagna.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="39"/>
        <source>Every seat at this table is taken, and {count} of them wait for the players who left them: only those players&apos; programs can take them back (each keeps its seat, whichever address it uses).</source>
        <extracomment>For one: Every seat at this table is taken, and {count} of them waits for the player who left it: only that player&apos;s program can take it back (it keeps the seat, whichever address it uses).</extracomment>
        <translation>
            <numerusform>Alla platser vid det här bordet är tagna, och {count} av dem väntar på spelaren som lämnade den: bara den spelarens program kan ta tillbaka den (programmet behåller platsen, vilken adress det än använder).</numerusform>
            <numerusform>Alla platser vid det här bordet är tagna, och {count} av dem väntar på spelarna som lämnade dem: bara de spelarnas program kan ta tillbaka dem (varje program behåller sin plats, vilken adress det än använder).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="44"/>
        <source>Your seat is already played from another connection.</source>
        <translation>Din plats spelas redan från en annan anslutning.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="45"/>
        <source>Too many refused messages: the host closed your connection. The table goes on without you.</source>
        <translation>För många avvisade meddelanden: värden stängde din anslutning. Bordet spelar vidare utan dig.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="46"/>
        <source>Your connection could not keep up with the table, so the host closed it.</source>
        <translation>Din anslutning hann inte med bordet, så värden stängde den.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="47"/>
        <source>The table did not hear from you in time.</source>
        <translation>Bordet hörde inte av dig i tid.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="48"/>
        <source>The host is busy with other connections; try again in a moment.</source>
        <translation>Värden är upptagen med andra anslutningar; försök igen om en stund.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="51"/>
        <source>The host&apos;s program sent something this program cannot read, so you could not join. Both players need the same version of the program.</source>
        <translation>Värdens program skickade något som det här programmet inte kan läsa, så du kunde inte ansluta. Båda spelarna behöver samma version av programmet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="53"/>
        <source>The host&apos;s program sent something this program cannot read, so the connection to the table was closed; a computer player plays your seat until you join again. Both players need the same version of the program.</source>
        <translation>Värdens program skickade något som det här programmet inte kan läsa, så anslutningen till bordet stängdes; en datorspelare spelar på din plats tills du ansluter igen. Båda spelarna behöver samma version av programmet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="56"/>
        <source>The host did not prove that it knows the join code: this is not the table you meant.</source>
        <translation>Värden visade inte att den känner till anslutningskoden: det här är inte bordet du menade.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="57"/>
        <source>The match is over.</source>
        <translation>Partiet är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="58"/>
        <source>The host did not come back, so the table is closed.</source>
        <translation>Värden kom inte tillbaka, så bordet är stängt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="61"/>
        <source>Nothing answers at {address}: check the address the host reads out, and that the host has opened the table.</source>
        <translation>Ingenting svarar på {address}: kontrollera adressen som värden läser upp, och att värden har öppnat bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="65"/>
        <source>Something answers at {address}, but it is not a Casino table: check the address the host reads out.</source>
        <comment>Casino is the program&apos;s name</comment>
        <translation>Något svarar på {address}, men det är inget Casino-bord: kontrollera adressen som värden läser upp.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="67"/>
        <source>The host closed the table. If the host opens it again, your program takes your seat back.</source>
        <translation>Värden stängde bordet. Om värden öppnar det igen tar ditt program tillbaka din plats.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="70"/>
        <source>The program at {address} sent something this table cannot read, and was told so. Both players need the same version of the program.</source>
        <translation>Programmet på {address} skickade något som det här bordet inte kan läsa och fick veta det. Båda spelarna behöver samma version av programmet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="74"/>
        <source>{name} joined the table.</source>
        <translation>{name} satte sig vid bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="75"/>
        <source>{name} lost the connection; a computer player ({level}) plays for them until they return.</source>
        <translation>{name} tappade anslutningen; en datorspelare ({level}) spelar i stället tills {name} är tillbaka.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="76"/>
        <source>{name} left the table; a computer player ({level}) plays for them until they return.</source>
        <translation>{name} lämnade bordet; en datorspelare ({level}) spelar i stället tills {name} är tillbaka.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="79"/>
        <source>{name} is not back at the table yet; a computer player ({level}) plays for them until they return.</source>
        <translation>{name} är inte tillbaka vid bordet än; en datorspelare ({level}) spelar i stället tills {name} är tillbaka.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="82"/>
        <source>{name} is back and plays their own turns again.</source>
        <translation>{name} är tillbaka och spelar sina egna turer igen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="86"/>
        <source>Nothing has come from {name} for a minute: the connection may be lost. The table waits for their move as for any turn.</source>
        <translation>Inget har kommit från {name} på en minut: anslutningen kan ha brutits. Bordet väntar på draget som på vilken tur som helst.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="92"/>
        <source>{name} is connected again.</source>
        <translation>{name} är ansluten igen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="93"/>
        <source>{name} is connected again, and has up to a minute more to make their move.</source>
        <translation>{name} är ansluten igen och har upp till en minut till på sig att göra sitt drag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="94"/>
        <source>The host resumed the match where it stopped.</source>
        <translation>Värden återupptog partiet där det avbröts.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="95"/>
        <source>In a minute, a computer player ({level}) makes this move for you, unless you play first.</source>
        <translation>Spelar du inte inom en minut gör en datorspelare ({level}) det här draget åt dig.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="98"/>
        <source>In {count} seconds, a computer player ({level}) makes this move for you, unless you play first.</source>
        <extracomment>For one: In {count} second, a computer player ({level}) makes this move for you, unless you play first.</extracomment>
        <translation>
            <numerusform>Spelar du inte inom {count} sekund gör en datorspelare ({level}) det här draget åt dig.</numerusform>
            <numerusform>Spelar du inte inom {count} sekunder gör en datorspelare ({level}) det här draget åt dig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="107"/>
        <source>You have not moved for {count} minutes; a computer player ({level}) makes this move for you.</source>
        <extracomment>For one: You have not moved for {count} minute; a computer player ({level}) makes this move for you.</extracomment>
        <translation>
            <numerusform>Du har inte gjort något drag på {count} minut; en datorspelare ({level}) gör det här draget åt dig.</numerusform>
            <numerusform>Du har inte gjort något drag på {count} minuter; en datorspelare ({level}) gör det här draget åt dig.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="113"/>
        <source>A computer player made that move for you.</source>
        <translation>En datorspelare gjorde det draget åt dig.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="114"/>
        <source>A computer player made that move for {name}.</source>
        <translation>En datorspelare gjorde det draget åt {name}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="115"/>
        <source>{name} has not moved for {count} minutes; a computer player ({level}) makes this move for them.</source>
        <extracomment>For one: {name} has not moved for {count} minute; a computer player ({level}) makes this move for them.</extracomment>
        <translation>
            <numerusform>{name} har inte gjort något drag på {count} minut; en datorspelare ({level}) gör det här draget i stället.</numerusform>
            <numerusform>{name} har inte gjort något drag på {count} minuter; en datorspelare ({level}) gör det här draget i stället.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="276"/>
        <source>Someone at this table is already called {name}: choose another name and join again.</source>
        <translation>Någon vid det här bordet heter redan {name}: välj ett annat namn och anslut igen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="279"/>
        <source>The host dealt a new match at this table, with the same seats.</source>
        <translation>Värden gav ett nytt parti vid det här bordet, med samma platser.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="280"/>
        <source>The host closed the table after the match.</source>
        <translation>Värden stängde bordet efter partiet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="283"/>
        <source>The match at this table is over: the host deals the next one, and your window follows when they do.</source>
        <translation>Partiet vid det här bordet är slut: värden ger nästa, och ditt fönster följer med när det sker.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="287"/>
        <source>You dealt a new match at this table, with the same seats.</source>
        <translation>Du gav ett nytt parti vid det här bordet, med samma platser.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="289"/>
        <source>You resumed the match where it stopped.</source>
        <translation>Du återupptog partiet där det avbröts.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="298"/>
        <source>{name}&apos;s computer, which hosts the table, did not answer for {count} seconds, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: {name}&apos;s computer, which hosts the table, did not answer for {count} second, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Datorn där {name} är värd för bordet svarade inte på {count} sekund, så ingen kunde spela under tiden. Bordet fortsätter där det stannade, och alla behåller sina platser.</numerusform>
            <numerusform>Datorn där {name} är värd för bordet svarade inte på {count} sekunder, så ingen kunde spela under tiden. Bordet fortsätter där det stannade, och alla behåller sina platser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="303"/>
        <source>{name}&apos;s computer, which hosts the table, did not answer for {count} minutes, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: {name}&apos;s computer, which hosts the table, did not answer for {count} minute, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Datorn där {name} är värd för bordet svarade inte på {count} minut, så ingen kunde spela under tiden. Bordet fortsätter där det stannade, och alla behåller sina platser.</numerusform>
            <numerusform>Datorn där {name} är värd för bordet svarade inte på {count} minuter, så ingen kunde spela under tiden. Bordet fortsätter där det stannade, och alla behåller sina platser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="308"/>
        <source>Your computer did not answer for {count} seconds (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: Your computer did not answer for {count} second (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Din dator svarade inte på {count} sekund (den kan ha sovit), så ingen kunde spela under tiden. Bordet fortsätter där det stannade, och alla behåller sina platser.</numerusform>
            <numerusform>Din dator svarade inte på {count} sekunder (den kan ha sovit), så ingen kunde spela under tiden. Bordet fortsätter där det stannade, och alla behåller sina platser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="313"/>
        <source>Your computer did not answer for {count} minutes (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: Your computer did not answer for {count} minute (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Din dator svarade inte på {count} minut (den kan ha sovit), så ingen kunde spela under tiden. Bordet fortsätter där det stannade, och alla behåller sina platser.</numerusform>
            <numerusform>Din dator svarade inte på {count} minuter (den kan ha sovit), så ingen kunde spela under tiden. Bordet fortsätter där det stannade, och alla behåller sina platser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="318"/>
        <source>The host&apos;s computer did not answer for {count} seconds, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: The host&apos;s computer did not answer for {count} second, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Värdens dator svarade inte på {count} sekund, så ingen kunde spela under tiden. Bordet fortsätter där det stannade, och alla behåller sina platser.</numerusform>
            <numerusform>Värdens dator svarade inte på {count} sekunder, så ingen kunde spela under tiden. Bordet fortsätter där det stannade, och alla behåller sina platser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="323"/>
        <source>The host&apos;s computer did not answer for {count} minutes, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: The host&apos;s computer did not answer for {count} minute, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Värdens dator svarade inte på {count} minut, så ingen kunde spela under tiden. Bordet fortsätter där det stannade, och alla behåller sina platser.</numerusform>
            <numerusform>Värdens dator svarade inte på {count} minuter, så ingen kunde spela under tiden. Bordet fortsätter där det stannade, och alla behåller sina platser.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="22"/>
        <source>Find every capture the {card} can make here.</source>
        <translation>Hitta allt som {card} kan ta här.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="23"/>
        <source>Make a build of {value}.</source>
        <translation>Gör ett bygge på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="24"/>
        <source>Take the build of {cards}, worth {value}.</source>
        <translation>Ta bygget av {cards}, värt {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="27"/>
        <source>Take the build of {cards}, worth {value}, with what must go with it: here no capture takes that build alone.</source>
        <translation>Ta bygget av {cards}, värt {value}, tillsammans med det som måste följa med: här tar ingen tagning det bygget ensamt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="29"/>
        <source>Raise the build of {cards}, worth {value}.</source>
        <translation>Höj bygget av {cards}, värt {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="30"/>
        <source>The round is over. This drill is about {item}, but a round is scored as a whole: count the points of each pile for every item of the scoring table ({items}), and give the points of each side.</source>
        <comment>{item}: one item&apos;s name, such as: Most spades; {items}: every item with its points, such as: Most cards: 2, Aces: 1 each</comment>
        <translation>Omgången är slut. Den här övningen gäller posten ”{item}”, men en omgång räknas som en helhet: räkna poängen i varje hög, post för post i poängtabellen ({items}), och ange poängen för varje sida.</translation>
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
        <translation>{item}: {points} per styck</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="39"/>
        <source>There is no building in this game, so it has no drills about builds.</source>
        <translation>Det här spelet har inga byggen, så det har inga övningar om byggen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="40"/>
        <source>The play is legal.</source>
        <translation>Draget är tillåtet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="42"/>
        <source>Make a build of {value} from table cards alone.</source>
        <translation>Gör ett bygge på {value} av bara kort på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="45"/>
        <source>Right.</source>
        <translation>Rätt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="46"/>
        <source>Right: the play is legal.</source>
        <translation>Rätt: draget är tillåtet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="47"/>
        <source>Not so: the play is legal.</source>
        <translation>Fel: draget är tillåtet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="48"/>
        <source>Not so. The rules say: {sentence}</source>
        <translation>Fel. Reglerna säger: {sentence}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="49"/>
        <source>You missed {count} captures, such as {capture}.</source>
        <extracomment>For one: You missed a capture: {capture}.</extracomment>
        <translation>
            <numerusform>Du missade en tagning: {capture}.</numerusform>
            <numerusform>Du missade {count} tagningar, till exempel {capture}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="52"/>
        <source>You missed a capture: {capture}. The {card} may take those groups all at once, and that is a capture of its own.</source>
        <translation>Du missade en tagning: {capture}. {card} får ta de grupperna på en gång, och det är en tagning i sig.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="54"/>
        <source>The question is about the {card}; {capture} is played with another card.</source>
        <translation>Frågan gäller {card}; {capture} spelas med ett annat kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="55"/>
        <source>That play is legal, but it is not a capture.</source>
        <translation>Draget är tillåtet, men det tar inga kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="56"/>
        <source>That play is legal, but it does not leave a build of {value}.</source>
        <translation>Draget är tillåtet, men det blir inget bygge på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="57"/>
        <source>That play is legal, but it does not take the build of {cards}.</source>
        <translation>Draget är tillåtet, men det tar inte bygget av {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="58"/>
        <source>That play is legal, but it does not raise the build of {cards}.</source>
        <translation>Draget är tillåtet, men det höjer inte bygget av {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="59"/>
        <source>That play is legal, but it is not a build of {value} from table cards alone.</source>
        <translation>Draget är tillåtet, men det är inget bygge på {value} av bara kort på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="60"/>
        <source>{item}: the points are {right}, not {given}.</source>
        <translation>{item}: poängen är {right}, inte {given}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="61"/>
        <source>That answer cannot be read: {problem}</source>
        <translation>Svaret går inte att läsa: {problem}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="63"/>
        <source>give the number of a choice, from 0 to {last}.</source>
        <translation>ange numret på ett val, från 0 till {last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="64"/>
        <source>give one play, as text.</source>
        <translation>ange ett drag, som text.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="65"/>
        <source>give the points as an object of items, each with a list of points per side.</source>
        <translation>ange poängen som ett objekt med poster, var och en med en lista med poäng per sida.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="66"/>
        <source>&apos;{item}&apos; is not an item of this round&apos;s scoring table.</source>
        <translation>”{item}” är ingen post i den här omgångens poängtabell.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="67"/>
        <source>give {count} whole numbers of points for each item.</source>
        <extracomment>For one: give {count} whole number of points for each item.</extracomment>
        <translation>
            <numerusform>ange {count} heltal som poäng för varje post.</numerusform>
            <numerusform>ange {count} heltal som poäng för varje post.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="70"/>
        <source>{cards} with the {card}</source>
        <translation>{cards} med {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="71"/>
        <source>{cards} with the {card}, counted as {value}</source>
        <translation>{cards} med {card}, räknat som {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="97"/>
        <source>{first} to {second}</source>
        <translation>{first} mot {second}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="101"/>
        <source>Take {cards} with the {card}.</source>
        <translation>Ta {cards} med {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="102"/>
        <source>Build {value} with the {card} on {cards}.</source>
        <translation>Bygg {value} med {card} på {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="103"/>
        <source>Raise the build of {builds} to {value} with the {card}.</source>
        <translation>Höj bygget av {builds} till {value} med {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="104"/>
        <source>Raise the build of {builds} to {value} with the {card} and {cards}.</source>
        <translation>Höj bygget av {builds} till {value} med {card} och {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="105"/>
        <source>Build {value} from the table cards {cards} alone.</source>
        <translation>Bygg {value} av bara korten {cards} på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="109"/>
        <source>Build {value}s with the {card}: {groups}.</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Bygg dubbelbygge på {value} med {card}: {groups}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="111"/>
        <source>Build {value}s from the table cards alone: {groups}.</source>
        <comment>a multiple build of table cards: two or more groups, each of this value</comment>
        <translation>Bygg dubbelbygge på {value} av bara korten på bordet: {groups}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="149"/>
        <source>Playing only while the round is on</source>
        <translation>Spela bara medan omgången pågår</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="150"/>
        <source>Playing a card you hold</source>
        <translation>Spela ett kort du har på handen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="151"/>
        <source>Naming cards that are on the table</source>
        <translation>Ange kort som finns på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="152"/>
        <source>Naming builds that are on the table</source>
        <translation>Ange byggen som finns på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="154"/>
        <source>A trail takes no table cards</source>
        <translation>Att lägga ut tar inga kort från bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="155"/>
        <source>A trail leaves the builds alone</source>
        <translation>Att lägga ut låter byggena vara</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="156"/>
        <source>A trailed card declares no value</source>
        <translation>Ett utlagt kort anger inget värde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="157"/>
        <source>No trailing while you own a build</source>
        <translation>Inte lägga ut när du äger ett bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="158"/>
        <source>No trailing a card that pairs a table card</source>
        <translation>Inte lägga ut ett kort som är lika med ett kort på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="159"/>
        <source>Trailing and building at once</source>
        <translation>Lägga ut och bygga samtidigt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="161"/>
        <source>What the owner of a build must do</source>
        <translation>Vad byggets ägare måste göra</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="162"/>
        <source>Keeping a card that takes your build</source>
        <translation>Behålla ett kort som tar ditt bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="164"/>
        <source>Capturing whenever you can</source>
        <translation>Ta så fort du kan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="165"/>
        <source>The values a card can count as</source>
        <translation>Värdena ett kort kan räknas som</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="166"/>
        <source>A build is taken whole, by its value</source>
        <translation>Ett bygge tas helt, med sitt värde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="167"/>
        <source>Naming what a capture takes</source>
        <translation>Ange vad du tar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="168"/>
        <source>Court cards take their own rank</source>
        <translation>Klädda kort tar sin egen valör</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="169"/>
        <source>How many court cards one card takes</source>
        <translation>Hur många klädda kort ett kort tar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="170"/>
        <source>Taking groups that add up</source>
        <translation>Ta grupper som blir rätt summa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="171"/>
        <source>Taking every equal loose card</source>
        <translation>Ta alla lika lösa kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="173"/>
        <source>No building in this game</source>
        <translation>Inga byggen i det här spelet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="175"/>
        <source>Court cards cannot build</source>
        <translation>Klädda kort kan inte bygga</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="176"/>
        <source>Building with court cards</source>
        <translation>Bygga med klädda kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="177"/>
        <source>Adding to a court-card build</source>
        <translation>Lägga till i ett bygge av klädda kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="178"/>
        <source>Declaring a build&apos;s value</source>
        <translation>Ange byggets värde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="179"/>
        <source>Which builds can be raised</source>
        <translation>Vilka byggen som kan höjas</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="180"/>
        <source>Raising your own build</source>
        <translation>Höja ditt eget bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="181"/>
        <source>The highest build allowed</source>
        <translation>Det högsta tillåtna bygget</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="182"/>
        <source>Holding a card that takes your build</source>
        <translation>Ha ett kort som tar ditt bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="183"/>
        <source>Court cards stay out of builds</source>
        <translation>Klädda kort hålls utanför byggen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="184"/>
        <source>What a raise adds</source>
        <translation>Vad en höjning lägger till</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="185"/>
        <source>Adding keeps a build&apos;s value</source>
        <translation>Att lägga till behåller byggets värde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="186"/>
        <source>A build needs table cards</source>
        <translation>Ett bygge behöver kort från bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="187"/>
        <source>One build of each value</source>
        <translation>Ett bygge för varje värde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="188"/>
        <source>Joining builds together</source>
        <translation>Slå ihop byggen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="189"/>
        <source>Building groups that make the value</source>
        <translation>Bygga grupper som blir värdet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="191"/>
        <source>Finding every capture</source>
        <translation>Hitta alla tagningar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="192"/>
        <source>Making a build</source>
        <translation>Göra ett bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="193"/>
        <source>Taking a build</source>
        <translation>Ta ett bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="194"/>
        <source>Raising a build</source>
        <translation>Höja ett bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="195"/>
        <source>Building from table cards alone</source>
        <translation>Bygga av bara kort på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="197"/>
        <source>Where a capture pile&apos;s top card may go</source>
        <translation>Var översta kortet i en tagningshög får läggas</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="198"/>
        <source>Leaving your partner&apos;s build alone</source>
        <translation>Låta din partners bygge vara</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="199"/>
        <source>Adding to an opponent&apos;s build</source>
        <translation>Lägga till i en motståndares bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="200"/>
        <source>The first deal&apos;s limits for two players</source>
        <translation>Första givens begränsningar för två spelare</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="201"/>
        <source>Taking everything when opponents insist</source>
        <translation>Ta allt när motståndarna kräver sin rätt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="202"/>
        <source>One card from the hand a turn</source>
        <translation>Ett kort från handen per tur</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="203"/>
        <source>Ending your turn</source>
        <translation>Avsluta turen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="204"/>
        <source>Building from table cards</source>
        <translation>Bygga av kort på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="205"/>
        <source>Adding table cards to a build</source>
        <translation>Lägga till kort från bordet i ett bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="206"/>
        <source>Scoring enough spades</source>
        <translation>Poäng för tillräckligt många spader</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="207"/>
        <source>Telling a legal play</source>
        <translation>Känna igen ett tillåtet drag</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="209"/>
        <source>Scoring the most cards</source>
        <translation>Poäng för flest kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="210"/>
        <source>Scoring the most spades</source>
        <translation>Poäng för flest spader</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="211"/>
        <source>Scoring spades beyond the limit</source>
        <translation>Poäng för spader över gränsen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="212"/>
        <source>Scoring every spade</source>
        <translation>Poäng för varje spader</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="213"/>
        <source>Scoring the aces</source>
        <translation>Poäng för ess</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="214"/>
        <source>Scoring the 10♦ (big casino)</source>
        <translation>Poäng för 10♦ (stora kasino)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="215"/>
        <source>Scoring the 2♠ (little casino)</source>
        <translation>Poäng för 2♠ (lilla kasino)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="216"/>
        <source>Scoring the A♠</source>
        <translation>Poäng för E♠</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="217"/>
        <source>Scoring the J♠</source>
        <translation>Poäng för Kn♠</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="218"/>
        <source>Scoring the last capture</source>
        <translation>Poäng för sistan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="219"/>
        <source>Scoring sweeps</source>
        <translation>Poäng för tabbar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="220"/>
        <source>Sweeps left open</source>
        <translation>Bortgivna tabbar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="221"/>
        <source>Scoring mulles</source>
        <translation>Poäng för mullar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="223"/>
        <source>A rule of a later version of the game</source>
        <translation>En regel från en senare version av spelet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="19"/>
        <source>Drag your {card} to an empty spot on the table: it takes nothing here, so you trail it.</source>
        <translation>Dra {card} till en tom plats på bordet: det tar ingenting här, så du lägger ut det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="22"/>
        <source>Drag your {card} to an empty spot on the table: no card in your hand takes anything here, so you may trail; whenever a card of yours can take, you must capture.</source>
        <translation>Dra {card} till en tom plats på bordet: inget kort på din hand tar något här, så du får lägga ut; så fort ett av dina kort kan ta något måste du ta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="24"/>
        <source>Drag your {card} onto the {cards}: a card takes a table card of the same rank.</source>
        <translation>Dra {card} till {cards}: ett kort tar ett kort av samma valör på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="25"/>
        <source>Drag your {card} onto {cards}: together they count {value}, so your {card} takes them at once.</source>
        <translation>Dra {card} till {cards}: tillsammans blir de {value}, så {card} tar dem på en gång.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="26"/>
        <source>Drag your {card} onto {cards} to build {value}: you still hold a card worth {value}, so you can take the build on your next turn.</source>
        <translation>Dra {card} till {cards} och bygg {value}: du har kvar ett kort värt {value} på handen, så du kan ta bygget när det blir din tur igen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="28"/>
        <source>Now take your build: drag your {card} onto the build worth {value}.</source>
        <translation>Ta nu ditt bygge: dra {card} till bygget på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="29"/>
        <source>Drag your {card} onto {name}&apos;s build to raise it to {value}: you hold a card worth {value}, and the build becomes yours.</source>
        <translation>Dra {card} till bygget som {name} äger och höj det till {value}: du har ett kort värt {value}, och bygget blir ditt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="34"/>
        <source>Take {cards} with your {card}: that clears the table, a {sweep}, which scores {count} points for you.</source>
        <extracomment>For one: Take {cards} with your {card}: that clears the table, a {sweep}, which scores {count} point for you.</extracomment>
        <translation>
            <numerusform>Ta {cards} med {card}: då blir bordet tomt, en {sweep}, som ger dig {count} poäng.</numerusform>
            <numerusform>Ta {cards} med {card}: då blir bordet tomt, en {sweep}, som ger dig {count} poäng.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="38"/>
        <source>Take {cards} with your {card}: that clears the table, a {sweep}; in this game a {sweep} scores nothing by itself.</source>
        <translation>Ta {cards} med {card}: då blir bordet tomt, en {sweep}; i det här spelet ger en {sweep} inga poäng i sig.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="40"/>
        <source>You must capture, and your only capture is {cards} with your {card}: it clears the table, a {sweep}, which costs you {count} penalty points and credits {count} to {name}, who left the table open.</source>
        <extracomment>For one: You must capture, and your only capture is {cards} with your {card}: it clears the table, a {sweep}, which costs you {count} penalty point and credits {count} to {name}, who left the table open.</extracomment>
        <translation>
            <numerusform>Du måste ta, och det enda du kan ta är {cards} med {card}: då blir bordet tomt, en {sweep}, som kostar dig {count} straffpoäng och ger {name} {count} poäng tillgodo, eftersom {name} lämnade bordet öppet.</numerusform>
            <numerusform>Du måste ta, och det enda du kan ta är {cards} med {card}: då blir bordet tomt, en {sweep}, som kostar dig {count} straffpoäng och ger {name} {count} poäng tillgodo, eftersom {name} lämnade bordet öppet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="46"/>
        <source>Drag your {card} onto its twin on the table: taking the identical card is a mulle, and it scores the card&apos;s value.</source>
        <translation>Dra {card} till dess tvilling på bordet: att ta det likadana kortet är en mulle, och den ger kortets värde i poäng.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="50"/>
        <source>Drag your {card} onto its twin on the table and take nothing else with it: taking the identical card alone is a mulle, and it scores {count} points.</source>
        <extracomment>For one: Drag your {card} onto its twin on the table and take nothing else with it: taking the identical card alone is a mulle, and it scores {count} point.</extracomment>
        <translation>
            <numerusform>Dra {card} till dess tvilling på bordet och ta inget annat med den: att ta det likadana kortet ensamt är en mulle, och den ger {count} poäng.</numerusform>
            <numerusform>Dra {card} till dess tvilling på bordet och ta inget annat med den: att ta det likadana kortet ensamt är en mulle, och den ger {count} poäng.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="54"/>
        <source>Take {cards} with your {card}: the last capture of the round; the cards still on the table at the end go to whoever made it.</source>
        <translation>Ta {cards} med {card}: det är omgångens sista tagning; korten som ligger kvar på bordet i slutet går till den som tog sist.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="56"/>
        <source>Take {cards} with your {card}: the last capture of the round ({last}); it scores {count} points, and the cards still on the table at the end go with it.</source>
        <extracomment>For one: Take {cards} with your {card}: the last capture of the round ({last}); it scores {count} point, and the cards still on the table at the end go with it.</extracomment>
        <translation>
            <numerusform>Ta {cards} med {card}: det är omgångens sista tagning ({last}); den ger {count} poäng, och korten som ligger kvar på bordet i slutet följer med.</numerusform>
            <numerusform>Ta {cards} med {card}: det är omgångens sista tagning ({last}); den ger {count} poäng, och korten som ligger kvar på bordet i slutet följer med.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="60"/>
        <source>Take {cards} with your {card}: the last capture of the round, and another {sweep}, which scores {count} points, as it clears the table; whatever is left on the table at the end goes to whoever made the last capture.</source>
        <extracomment>For one: Take {cards} with your {card}: the last capture of the round, and another {sweep}, which scores {count} point, as it clears the table; whatever is left on the table at the end goes to whoever made the last capture.</extracomment>
        <translation>
            <numerusform>Ta {cards} med {card}: det är omgångens sista tagning och ännu en {sweep}, som ger {count} poäng, eftersom bordet blir tomt; det som ligger kvar på bordet i slutet går till den som tog sist.</numerusform>
            <numerusform>Ta {cards} med {card}: det är omgångens sista tagning och ännu en {sweep}, som ger {count} poäng, eftersom bordet blir tomt; det som ligger kvar på bordet i slutet går till den som tog sist.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="66"/>
        <source>Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round; the cards still on the table at the end go to whoever made it.</source>
        <translation>Ta {cards} med {card}, som räknas som {value} från handen: det är omgångens sista tagning; korten som ligger kvar på bordet i slutet går till den som tog sist.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="68"/>
        <source>Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round ({last}); it scores {count} points, and the cards still on the table at the end go with it.</source>
        <extracomment>For one: Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round ({last}); it scores {count} point, and the cards still on the table at the end go with it.</extracomment>
        <translation>
            <numerusform>Ta {cards} med {card}, som räknas som {value} från handen: det är omgångens sista tagning ({last}); den ger {count} poäng, och korten som ligger kvar på bordet i slutet följer med.</numerusform>
            <numerusform>Ta {cards} med {card}, som räknas som {value} från handen: det är omgångens sista tagning ({last}); den ger {count} poäng, och korten som ligger kvar på bordet i slutet följer med.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="74"/>
        <source>Drag your {card} onto your build worth {value} together with {top}, the top card of {name}&apos;s capture pile: {card} and {top} make {value}, so both join your build. It is now an augmented build, and its value can never change.</source>
        <translation>Dra {card} till ditt bygge på {value} tillsammans med {top}, det översta kortet i tagningshögen hos {name}: {card} och {top} blir {value}, så båda läggs i ditt bygge. Nu är det ett dubbelbygge, och dess värde kan aldrig ändras.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="77"/>
        <source>Your card is played, but your turn goes on: build {value} from the table cards {cards} alone, dragging one onto the other. You hold a card worth {value}, so you can take the build on your next turn.</source>
        <translation>Ditt kort är spelat, men din tur fortsätter: bygg {value} av bara korten {cards} på bordet genom att dra det ena till det andra. Du har ett kort värt {value} på handen, så du kan ta bygget när det blir din tur igen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="80"/>
        <source>A turn here may go on with table cards, but nothing more is needed now: end your turn, and {name} plays.</source>
        <translation>Här kan en tur fortsätta med kort på bordet, men nu behövs inget mer: avsluta turen, så spelar {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="86"/>
        <source>That move is allowed, but this step asks you to trail your {card}.</source>
        <translation>Det draget är tillåtet, men i det här steget ska du lägga ut {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="87"/>
        <source>That move is allowed, but this step asks you to take the {cards} with your {card}.</source>
        <translation>Det draget är tillåtet, men i det här steget ska du ta {cards} med {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="88"/>
        <source>That move is allowed, but this step asks you to take {cards} together with your {card}.</source>
        <translation>Det draget är tillåtet, men i det här steget ska du ta {cards} på en gång med {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="89"/>
        <source>That move is allowed, but this step asks you to build {value} with your {card} on {cards}.</source>
        <translation>Det draget är tillåtet, men i det här steget ska du bygga {value} med {card} på {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="90"/>
        <source>That move is allowed, but this step asks you to take your build worth {value} with your {card}.</source>
        <translation>Det draget är tillåtet, men i det här steget ska du ta ditt bygge på {value} med {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="91"/>
        <source>That move is allowed, but this step asks you to raise {name}&apos;s build to {value} with your {card}.</source>
        <translation>Det draget är tillåtet, men i det här steget ska du höja bygget som {name} äger till {value} med {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="92"/>
        <source>That move is allowed, but this step asks you to take {cards} with your {card} and clear the table.</source>
        <translation>Det draget är tillåtet, men i det här steget ska du ta {cards} med {card} så att bordet blir tomt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="93"/>
        <source>That move is allowed, but this step asks you to take the twin {cards} with your {card}.</source>
        <translation>Det draget är tillåtet, men i det här steget ska du ta tvillingen {cards} med {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="94"/>
        <source>That move is allowed, but this step asks you to take {cards} with your {card}.</source>
        <translation>Det draget är tillåtet, men i det här steget ska du ta {cards} med {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="95"/>
        <source>That move is allowed, but this step asks you to add your {card} and {name}&apos;s top card {top} to your build worth {value}.</source>
        <translation>Det draget är tillåtet, men i det här steget ska du lägga {card} och {top}, det översta kortet hos {name}, i ditt bygge på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="97"/>
        <source>That move is allowed, but this step asks you to build {value} from the table cards {cards} alone.</source>
        <translation>Det draget är tillåtet, men i det här steget ska du bygga {value} av bara korten {cards} på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="98"/>
        <source>That move is allowed, but this step asks you to end your turn.</source>
        <translation>Det draget är tillåtet, men i det här steget ska du avsluta turen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="101"/>
        <source>Step {number} of {total}</source>
        <translation>Steg {number} av {total}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="102"/>
        <source>{name} plays now; your next step follows.</source>
        <translation>Nu spelar {name}; sedan kommer ditt nästa steg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="103"/>
        <source>That is the whole deal. The score sheet shows what each of you scored.</source>
        <translation>Det var hela given. Poängtabellen visar vad var och en av er fick.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="105"/>
        <source>Welcome to Casino. You play against North: take cards from the table with a card of the same rank, or with one worth their sum, and build for later. Follow the pointer.</source>
        <translation>Välkommen till Casino. Du spelar mot Nord: ta kort från bordet med ett kort av samma valör, eller med ett kort som är värt deras summa, och bygg för att ta senare. Följ pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="107"/>
        <source>Welcome to Casino as it is often played at home. You play against North: take cards from the table with a card of the same rank, or with one worth their sum, build for later, and clear the table for a sweep, which scores. Follow the pointer.</source>
        <translation>Välkommen till Casino som det ofta spelas hemma. Du spelar mot Nord: ta kort från bordet med ett kort av samma valör, eller med ett kort som är värt deras summa, bygg för att ta senare, och töm bordet för en tabbe, som ger poäng. Följ pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="110"/>
        <source>Welcome to Wippen, the Belgian game. You play against North: take cards from the table with a card of the same rank, or with one worth their sum, build for later, and clear the table for a sweep, which scores. Follow the pointer.</source>
        <translation>Välkommen till Wippen, det belgiska spelet. Du spelar mot Nord: ta kort från bordet med ett kort av samma valör, eller med ett kort som är värt deras summa, bygg för att ta senare, och töm bordet för en tabbe, som ger poäng. Följ pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="113"/>
        <source>Welcome to Royal Casino. Here J counts 11, Q 12 and K 13, and an ace from your hand 1 or 14, so court cards take sums and build too. Follow the pointer.</source>
        <translation>Välkommen till Royal Casino. Här räknas Kn som 11, D som 12 och K som 13, och ett ess från handen som 1 eller 14, så klädda kort tar också summor och bygger. Följ pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="115"/>
        <source>Welcome to Swedish Kasino. There is no building: take cards by rank or by sum, clear the table for a tabbe, and make the last capture, sistan. Follow the pointer.</source>
        <translation>Välkommen till svenskt kasino. Här byggs det inte: ta kort efter valör eller summa, ta allt på bordet för en tabbe, och ta sist för sistan. Följ pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="117"/>
        <source>Welcome to Finnish Kasino. An ace from the hand counts 14, the 2♠ 15 and the 10♦ 16; aces and casinos score the moment you take them. Follow the pointer.</source>
        <translation>Välkommen till finskt kasino. Ett ess från handen räknas som 14, 2♠ som 15 och 10♦ som 16; ess och kasinon ger poäng i samma stund som du tar dem. Följ pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="119"/>
        <source>Welcome to Mulle, with two decks: every card has an identical twin. There is no building: take cards by rank or by sum, clear the table for a tabbe, and take a card&apos;s twin alone for a mulle, worth 5 points. Follow the pointer.</source>
        <translation>Välkommen till mulle, med två lekar: varje kort har en identisk tvilling. Här byggs det inte: ta kort efter valör eller summa, ta allt på bordet för en tabbe, och ta ett korts tvilling ensam för en mulle, som ger 5 poäng. Följ pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="122"/>
        <source>Welcome to Mulle, with two decks: every card has an identical twin. Take by rank or by sum, build, and take a twin for a mulle. Follow the pointer.</source>
        <translation>Välkommen till mulle, med två lekar: varje kort har en identisk tvilling. Ta efter valör eller summa, bygg, och ta en tvilling för en mulle. Följ pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="124"/>
        <source>Welcome to Krypkasino, with two decks: every point you take is a penalty, and you must capture whenever you can. Follow the pointer.</source>
        <translation>Välkommen till krypkasino, med två lekar: varje poäng du tar är en straffpoäng, och du måste ta så fort du kan. Följ pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="126"/>
        <source>Welcome to Dominican Royal Casino: a card equal to a loose table card must take it, and nobody raises their own build. Follow the pointer.</source>
        <translation>Välkommen till dominikanskt Royal Casino: ett kort som är lika med ett löst kort på bordet måste ta det, och ingen höjer sitt eget bygge. Följ pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="128"/>
        <source>Welcome to Swazi Casino. The four cards on the table were cut from the middle of the pack. Capture piles lie face up, and the top card of your opponent&apos;s pile can go into your builds. Play one card from your hand each turn, then end your turn. Follow the pointer.</source>
        <translation>Välkommen till eswatiniskt kasino. De fyra korten på bordet lyftes ur mitten av leken. Tagningshögarna ligger med framsidan upp, och det översta kortet i motståndarens hög kan läggas i dina byggen. Spela ett kort från handen varje tur och avsluta sedan turen. Följ pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="137"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ (big casino) {big_casino} and the 2♠ (little casino) {little_casino}. The match goes on until someone reaches {target}.</source>
        <translation>Varje rad är något som ger poäng, varje kolumn en spelare: flest kort {most_cards}, flest spader {most_spades}, varje ess {each_ace}, 10♦ (storan, stora kasino) {big_casino} och 2♠ (lillan, lilla kasino) {little_casino}. Partiet fortsätter tills någon når {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="140"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ (big casino) {big_casino}, the 2♠ (little casino) {little_casino} and each sweep {sweep_points}. One round is the whole game.</source>
        <translation>Varje rad är något som ger poäng, varje kolumn en spelare: flest kort {most_cards}, flest spader {most_spades}, varje ess {each_ace}, 10♦ (storan, stora kasino) {big_casino}, 2♠ (lillan, lilla kasino) {little_casino} och varje tabbe {sweep_points}. En omgång är hela partiet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="144"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino}, the 2♠ {little_casino} and each sweep {sweep_points}. The match goes on until someone reaches {target}.</source>
        <translation>Varje rad är något som ger poäng, varje kolumn en spelare: flest kort {most_cards}, flest spader {most_spades}, varje ess {each_ace}, 10♦ {big_casino}, 2♠ {little_casino} och varje tabbe {sweep_points}. Partiet fortsätter tills någon når {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="147"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino} and the 2♠ {little_casino}. The match goes on until someone reaches {target}.</source>
        <translation>Varje rad är något som ger poäng, varje kolumn en spelare: flest kort {most_cards}, flest spader {most_spades}, varje ess {each_ace}, 10♦ {big_casino} och 2♠ {little_casino}. Partiet fortsätter tills någon når {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="150"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino}, the 2♠ {little_casino}, the last capture (sistan) {last_capture} and each tabbe {sweep_points}. The match goes on until someone reaches {target}.</source>
        <translation>Varje rad är något som ger poäng, varje kolumn en spelare: flest kort {most_cards}, flest spader {most_spades}, varje ess {each_ace}, 10♦ {big_casino}, 2♠ {little_casino}, sistan {last_capture} och varje tabbe {sweep_points}. Partiet fortsätter tills någon når {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="154"/>
        <source>Each row is one thing that scores, each column a player; the rows marked “at once” were scored the moment the card was taken. Each mökki scores {sweep_points} unless both of you made one. The match goes on until someone reaches {target}.</source>
        <translation>Varje rad är något som ger poäng, varje kolumn en spelare; raderna märkta ”direkt” räknades i samma stund som kortet togs. Varje mökki ger {sweep_points} om inte båda har fått en. Partiet fortsätter tills någon når {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="158"/>
        <source>Each row is one thing that scores, each column a player: most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino}, the 2♠ {little_casino}, the last capture (sistan) {last_capture}, each tabbe {sweep_points} and each mulle 5; there is no point for most cards. The match goes on until someone reaches {target}.</source>
        <translation>Varje rad är något som ger poäng, varje kolumn en spelare: flest spader {most_spades}, varje ess {each_ace}, 10♦ {big_casino}, 2♠ {little_casino}, sistan {last_capture}, varje tabbe {sweep_points} och varje mulle 5; flest kort ger ingen poäng. Partiet fortsätter tills någon når {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="162"/>
        <source>Each row is one thing that scores, each column a player: every spade {each_spade}, the 10♦ {big_casino}, the 2♠ {little_casino}, the A♠ {ace_of_spades} more, each sweep {sweep_points} and each mulle the value of the card that made it. One round is the whole game.</source>
        <translation>Varje rad är något som ger poäng, varje kolumn en spelare: varje spader {each_spade}, 10♦ {big_casino}, 2♠ {little_casino}, E♠ {ace_of_spades} extra, varje tabbe {sweep_points} och varje mulle värdet på kortet som tog den. En omgång är hela partiet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="166"/>
        <source>Each row is a penalty, each column a player: every spade and ace, the casinos and each sweep count against whoever took them, and a sweep credits whoever left the table open. The fewest penalties win once each of you has dealt.</source>
        <translation>Varje rad är en straffpost, varje kolumn en spelare: varje spader och ess, kasinona och varje tabbe räknas emot den som tog dem, och en tabbe ger poäng tillgodo till den som lämnade bordet öppet. Minst straffpoäng vinner när var och en av er har gett en gång.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="169"/>
        <source>Each row is one thing that scores, each column a player; sweeps of both sides cancel out. The match goes on to {target}, where near the end only most cards, the 10♦ or most spades can win it.</source>
        <translation>Varje rad är något som ger poäng, varje kolumn en spelare; båda sidornas tabbar tar ut varandra. Partiet går till {target}, och nära slutet kan bara flest kort, 10♦ eller flest spader avgöra det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="172"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino} and the 2♠ {little_casino}: 11 points in every deal, shared when tied. The match goes on until someone reaches {target}.</source>
        <translation>Varje rad är något som ger poäng, varje kolumn en spelare: flest kort {most_cards}, flest spader {most_spades}, varje ess {each_ace}, 10♦ {big_casino} och 2♠ {little_casino}: 11 poäng varje omgång, som delas vid lika. Partiet fortsätter tills någon når {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="177"/>
        <source>&amp;Close the Lesson</source>
        <translation>&amp;Stäng lektionen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="178"/>
        <source>&amp;End Turn</source>
        <translation>&amp;Avsluta turen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="179"/>
        <source>End your turn once you have played your card from the hand (and any table cards you add).</source>
        <translation>Avsluta turen när du har spelat ditt kort från handen (och lagt till de kort från bordet du vill).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="180"/>
        <source>&amp;Lesson</source>
        <translation>&amp;Lektion</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="181"/>
        <source>&amp;Start Again</source>
        <translation>&amp;Börja om</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="182"/>
        <source>A Guided First Game</source>
        <translation>Ett första parti med guide</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="183"/>
        <source>New to {game}? Play a short guided deal: the table shows you each kind of move, one at a time, and explains what scores.</source>
        <translation>Ny på {game}? Spela en kort giv med guide: bordet visar dig varje sorts drag, ett i taget, och förklarar vad som ger poäng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="185"/>
        <source>Play the &amp;Guided Deal</source>
        <translation>Spela given med &amp;guide</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="186"/>
        <source>&amp;Not Now</source>
        <translation>&amp;Inte nu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="187"/>
        <source>&amp;Guided First Game</source>
        <translation>Första parti med &amp;guide</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="188"/>
        <source>{game}: a guided first game</source>
        <translation>{game}: ett första parti med guide</translation>
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
        <translation>tabbe</translation>
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
        <translation>bygge på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="22"/>
        <source>multiple build {value} ({cards})</source>
        <comment>a build of several groups of one value and its groups, such as: multiple build 8 (5♦ + 3♠, 8♠)</comment>
        <translation>dubbelbygge på {value} ({cards})</translation>
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
        <translation>Du släpper {card} på en tom del av bordet för att lägga ut det. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="28"/>
        <source>You drop the {card} on {things} to trail it and build {value} from them: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du släpper {card} på {things} för att lägga ut det och bygga {value} av dem: {sum}. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="30"/>
        <source>You drop the {card} on {things} to make a capture. Is that play legal? If not, pick the reason.</source>
        <translation>Du släpper {card} på {things} för att ta. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="31"/>
        <source>You drop the {card} on {things} to make a capture: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du släpper {card} på {things} för att ta: {sum}. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="33"/>
        <source>You drop the {card} on {things} to make a capture, the {card} counted as {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du släpper {card} på {things} för att ta, med {card} räknat som {value}: {sum}. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="35"/>
        <source>You drop the {card} on {things} to make a capture, the {card} counted as {value}. Is that play legal? If not, pick the reason.</source>
        <translation>Du släpper {card} på {things} för att ta, med {card} räknat som {value}. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="37"/>
        <source>You drop the {card} on {things} to build {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du släpper {card} på {things} för att bygga {value}: {sum}. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="39"/>
        <source>You drop the {card} on {things} to build {value}s: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du släpper {card} på {things} för att bygga ett dubbelbygge på {value}: {sum}. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="41"/>
        <source>You drop the {card} on {build} to raise it to {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du släpper {card} på {build} för att höja det till {value}: {sum}. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="43"/>
        <source>You drop the {card} on {build} with {things} to raise it to {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du släpper {card} på {build} med {things} för att höja det till {value}: {sum}. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="45"/>
        <source>You drop the {card} on {build} to add it to the build, which stays {value}. Is that play legal? If not, pick the reason.</source>
        <translation>Du släpper {card} på {build} för att lägga till det i bygget, som förblir {value}. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="47"/>
        <source>You drop the {card} on {build} with {things} to add them to the build, which stays {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du släpper {card} på {build} med {things} för att lägga till dem i bygget, som förblir {value}: {sum}. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="49"/>
        <source>You drag the {card} onto the {target} to build {value} from table cards: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du drar {card} till {target} för att bygga {value} av kort på bordet: {sum}. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="51"/>
        <source>You drag the {card} onto the {target} to build {value} from {things}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du drar {card} till {target} för att bygga {value} av {things}: {sum}. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="53"/>
        <source>You drag the {card} onto {build} to add it to the build, which stays {value}. Is that play legal? If not, pick the reason.</source>
        <translation>Du drar {card} till {build} för att lägga till det i bygget, som förblir {value}. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="55"/>
        <source>You drag {things} onto {build} to add them to the build, which stays {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du drar {things} till {build} för att lägga till dem i bygget, som förblir {value}: {sum}. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="57"/>
        <source>You press End Turn. Is that play legal? If not, pick the reason.</source>
        <translation>Du trycker på Avsluta turen. Är draget tillåtet? Om inte, välj varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="62"/>
        <source>What the {card} would take makes {sum}, not {value}.</source>
        <comment>{sum} is the table cards&apos; total, such as: 2 + 4 = 6 (or just 2); {value} is what the card counts</comment>
        <translation>Det som {card} skulle ta blir {sum}, inte {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="33"/>
        <source>Table in &amp;Words</source>
        <translation>Bordet i o&amp;rd</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="34"/>
        <source>&amp;High Contrast</source>
        <translation>&amp;Hög kontrast</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="35"/>
        <source>Lar&amp;ge Cards</source>
        <translation>Stora &amp;kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="36"/>
        <source>The table, your hand, the seats and your legal moves as lists a screen reader reads</source>
        <translation>Bordet, din hand, spelarna och dina tillåtna drag som listor som en skärmläsare kan läsa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="37"/>
        <source>White on black, with strong card outlines and indices, for any card theme</source>
        <translation>Vitt på svart, med tydliga kortkanter och hörnmärken, för alla kortteman</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="38"/>
        <source>Your hand, the table&apos;s cards and the words around them drawn larger</source>
        <translation>Din hand, korten på bordet och orden runt dem i större format</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="39"/>
        <source>Your hand and the table&apos;s cards are now drawn larger.</source>
        <translation>Din hand och korten på bordet visas nu större.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="40"/>
        <source>The cards are now drawn at their usual size.</source>
        <translation>Korten visas nu i sin vanliga storlek.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="27"/>
        <source>It is not your turn to play.</source>
        <translation>Det är inte din tur.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="28"/>
        <source>Only the first {count} moves are listed: pick a hand card on the table for the others.</source>
        <translation>Bara de första {count} dragen visas: välj ett kort från handen på bordet för att se de andra.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="76"/>
        <source>Table in Words</source>
        <translation>Bordet i ord</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="84"/>
        <source>Legal &amp;moves</source>
        <translation>Tillåtna &amp;drag</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="84"/>
        <source>Legal moves</source>
        <translation>Tillåtna drag</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="85"/>
        <source>Your legal moves; Enter plays the selected one.</source>
        <translation>Dina tillåtna drag; Enter spelar det markerade.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="89"/>
        <source>Last message</source>
        <translation>Senaste meddelandet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="91"/>
        <source>Your ha&amp;nd</source>
        <translation>Din &amp;hand</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="91"/>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="51"/>
        <source>Your hand</source>
        <translation>Din hand</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="106"/>
        <source>Ta&amp;ble</source>
        <translation>&amp;Bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="107"/>
        <source>Table</source>
        <translation>Bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="107"/>
        <source>Builds with their cards, loose cards and the stock.</source>
        <translation>Byggen med sina kort, lösa kort och talongen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="109"/>
        <source>&amp;Seats</source>
        <translation>&amp;Spelare</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="109"/>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="27"/>
        <source>Seats</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="109"/>
        <source>Each seat&apos;s hand and the cards it took.</source>
        <translation>Varje spelares hand och de kort spelaren har tagit.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="113"/>
        <location filename="../../casino_desktop/qt/access/panel.py" line="114"/>
        <source>Close the table in words</source>
        <translation>Stäng bordet i ord</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="115"/>
        <source>View › Table in Words (F7) opens it again.</source>
        <translation>Visa › Bordet i ord (F7) öppnar det igen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of spades</source>
        <translation>Spader ess</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of hearts</source>
        <translation>Hjärter ess</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of diamonds</source>
        <translation>Ruter ess</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of clubs</source>
        <translation>Klöver ess</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of spades</source>
        <translation>Spader två</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of hearts</source>
        <translation>Hjärter två</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of diamonds</source>
        <translation>Ruter två</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of clubs</source>
        <translation>Klöver två</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of spades</source>
        <translation>Spader tre</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of hearts</source>
        <translation>Hjärter tre</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of diamonds</source>
        <translation>Ruter tre</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of clubs</source>
        <translation>Klöver tre</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of spades</source>
        <translation>Spader fyra</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of hearts</source>
        <translation>Hjärter fyra</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of diamonds</source>
        <translation>Ruter fyra</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of clubs</source>
        <translation>Klöver fyra</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of spades</source>
        <translation>Spader fem</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of hearts</source>
        <translation>Hjärter fem</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of diamonds</source>
        <translation>Ruter fem</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of clubs</source>
        <translation>Klöver fem</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of spades</source>
        <translation>Spader sex</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of hearts</source>
        <translation>Hjärter sex</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of diamonds</source>
        <translation>Ruter sex</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of clubs</source>
        <translation>Klöver sex</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of spades</source>
        <translation>Spader sju</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of hearts</source>
        <translation>Hjärter sju</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of diamonds</source>
        <translation>Ruter sju</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of clubs</source>
        <translation>Klöver sju</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of spades</source>
        <translation>Spader åtta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of hearts</source>
        <translation>Hjärter åtta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of diamonds</source>
        <translation>Ruter åtta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of clubs</source>
        <translation>Klöver åtta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of spades</source>
        <translation>Spader nio</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of hearts</source>
        <translation>Hjärter nio</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of diamonds</source>
        <translation>Ruter nio</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of clubs</source>
        <translation>Klöver nio</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of spades</source>
        <translation>Spader tio</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of hearts</source>
        <translation>Hjärter tio</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of diamonds</source>
        <translation>Ruter tio</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of clubs</source>
        <translation>Klöver tio</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of spades</source>
        <translation>Spader knekt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of hearts</source>
        <translation>Hjärter knekt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of diamonds</source>
        <translation>Ruter knekt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of clubs</source>
        <translation>Klöver knekt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of spades</source>
        <translation>Spader dam</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of hearts</source>
        <translation>Hjärter dam</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of diamonds</source>
        <translation>Ruter dam</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of clubs</source>
        <translation>Klöver dam</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of spades</source>
        <translation>Spader kung</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of hearts</source>
        <translation>Hjärter kung</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of diamonds</source>
        <translation>Ruter kung</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of clubs</source>
        <translation>Klöver kung</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="35"/>
        <source>{card}, in your hand</source>
        <translation>{card}, på din hand</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="36"/>
        <source>{card}, in {name}&apos;s hand</source>
        <translation>{card}, på handen hos {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="37"/>
        <source>{card}, on the table</source>
        <translation>{card}, på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="38"/>
        <source>{card}, in the build of {value}</source>
        <translation>{card}, i bygget på {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="39"/>
        <source>Loose card {index} of {count} on the table.</source>
        <translation>Löst kort {index} av {count} på bordet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="40"/>
        <source>{count} legal moves with this card.</source>
        <extracomment>For one: {count} legal move with this card.</extracomment>
        <translation>
            <numerusform>Ett tillåtet drag med det här kortet.</numerusform>
            <numerusform>{count} tillåtna drag med det här kortet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="41"/>
        <source>Build of {value}, yours, {count} cards</source>
        <extracomment>For one: Build of {value}, yours, {count} card</extracomment>
        <translation>
            <numerusform>Bygge på {value}, ditt, {count} kort</numerusform>
            <numerusform>Bygge på {value}, ditt, {count} kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="42"/>
        <source>Build of {value}, {name}&apos;s, {count} cards</source>
        <extracomment>For one: Build of {value}, {name}&apos;s, {count} card</extracomment>
        <translation>
            <numerusform>Bygge på {value}, ägs av {name}, {count} kort</numerusform>
            <numerusform>Bygge på {value}, ägs av {name}, {count} kort</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="43"/>
        <source>Single build: {cards}.</source>
        <translation>Enkelt bygge: {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="44"/>
        <source>Multiple build: {cards}.</source>
        <translation>Dubbelbygge: {cards}.</translation>
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
            <numerusform>{count} kort på handen</numerusform>
            <numerusform>{count} kort på handen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="47"/>
        <source>{count} cards taken</source>
        <extracomment>For one: {count} card taken</extracomment>
        <translation>
            <numerusform>{count} taget kort</numerusform>
            <numerusform>{count} tagna kort</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="48"/>
        <source>Deals this round.</source>
        <translation>Ger den här omgången.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="49"/>
        <source>To play.</source>
        <translation>Har turen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="50"/>
        <source>{count} spades taken.</source>
        <extracomment>For one: {count} spade taken.</extracomment>
        <translation>
            <numerusform>{count} tagen spader.</numerusform>
            <numerusform>{count} tagna spader.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="51"/>
        <source>{count} sweeps.</source>
        <extracomment>For one: {count} sweep.</extracomment>
        <translation>
            <numerusform>{count} tabbe.</numerusform>
            <numerusform>{count} tabbar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="52"/>
        <source>{count} mulles.</source>
        <extracomment>For one: {count} mulle.</extracomment>
        <translation>
            <numerusform>{count} mulle.</numerusform>
            <numerusform>{count} mullar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="53"/>
        <source>Takes cards into one pile with {name}.</source>
        <translation>Samlar tagna kort i samma hög som {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="54"/>
        <source>No hand is shown face up.</source>
        <translation>Ingen hand visas med framsidan upp.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="56"/>
        <source>{card}, on top of your capture pile</source>
        <translation>{card}, överst i din tagningshög</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="56"/>
        <source>{card}, on top of {name}&apos;s capture pile</source>
        <translation>{card}, överst i tagningshögen hos {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="57"/>
        <source>Capture pile of {count} cards; its top card may be used like a table card.</source>
        <extracomment>For one: Capture pile of {count} card; its top card may be used like a table card.</extracomment>
        <translation>
            <numerusform>Tagningshög med ett kort; det kan användas som ett kort på bordet.</numerusform>
            <numerusform>Tagningshög med {count} kort; det översta kan användas som ett kort på bordet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="24"/>
        <source>There is no move of yours in this round to take back.</source>
        <translation>Du har inget drag i den här omgången att ångra.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="25"/>
        <source>There is no move taken back to play again.</source>
        <translation>Det finns inget ångrat drag att göra om.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="26"/>
        <source>There is no finished round of this game to review.</source>
        <translation>Det finns ingen avslutad omgång i det här partiet att gå igenom.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="27"/>
        <source>Looking for a good move…</source>
        <translation>Letar efter ett bra drag…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="36"/>
        <source>&amp;Take Back Move</source>
        <translation>&amp;Ångra drag</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="39"/>
        <source>R&amp;edo Move</source>
        <translation>Gör o&amp;m drag</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="44"/>
        <source>&amp;Hint</source>
        <translation>Ti&amp;ps</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="47"/>
        <source>Re&amp;view Last Round…</source>
        <translation>&amp;Gå igenom senaste omgången…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="55"/>
        <source>&amp;Cards Still Out</source>
        <translation>&amp;Osedda kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="59"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Fyrfärgslek</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="60"/>
        <source>Diamonds blue and clubs green: {diamond} and {spade} at a glance</source>
        <translation>Ruter i blått och klöver i grönt: {diamond} och {spade} syns direkt</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="37"/>
        <source>You came back to the table after the round&apos;s first {count} moves, so this review begins at move {number}; the moves before it are in the play log.</source>
        <comment>the review of a round at a network table, for a player who rejoined mid-round; {number} is {count} + 1</comment>
        <extracomment>For one: You came back to the table after the round&apos;s first move, so this review begins at move {number}; the move before it is in the play log.</extracomment>
        <translation>
            <numerusform>Du kom tillbaka till bordet efter omgångens första drag, så genomgången börjar vid drag {number}; draget före finns i spelförloppet.</numerusform>
            <numerusform>Du kom tillbaka till bordet efter omgångens första {count} drag, så genomgången börjar vid drag {number}; dragen före finns i spelförloppet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="52"/>
        <source>Review of round {number}</source>
        <translation>Genomgång av omgång {number}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="53"/>
        <source>Review of round {number} — {variant}</source>
        <translation>Genomgång av omgång {number} — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="77"/>
        <source>Table of the round under review</source>
        <translation>Bordet i omgången som gås igenom</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="86"/>
        <source>Every hand is shown face up. During play each player saw only its own hand; the cards of the move about to be made are marked.</source>
        <translation>Alla händer visas uppvända. Under spelet såg varje spelare bara sin egen hand; korten i draget som ska göras är markerade.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="89"/>
        <source>Your own hand is shown face up and the others face down, as you saw them during play; the cards of the move about to be made are marked.</source>
        <translation>Din egen hand visas med framsidan upp och de andra med baksidan upp, som du såg dem under spelet; korten i draget som ska göras är markerade.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="104"/>
        <source>Moves of the round</source>
        <translation>Omgångens drag</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="106"/>
        <source>Round over: {results}</source>
        <translation>Omgången är slut: {results}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="134"/>
        <source>&amp;Start</source>
        <comment>the review&apos;s first position</comment>
        <translation>&amp;Början</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="135"/>
        <source>&amp;Back</source>
        <comment>the review&apos;s previous move</comment>
        <translation>Bak&amp;åt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="136"/>
        <source>&amp;Forward</source>
        <comment>the review&apos;s next move</comment>
        <translation>&amp;Framåt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="137"/>
        <source>&amp;End</source>
        <comment>the review&apos;s end of the round</comment>
        <translation>&amp;Slut</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="194"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="164"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="213"/>
        <source>Round over.</source>
        <translation>Omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="197"/>
        <source>Move {number} of {count}: {move}</source>
        <translation>Drag {number} av {count}: {move}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="128"/>
        <source>Burgundy Lattice</source>
        <comment>a card back design</comment>
        <translation>Vinrött galler</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="129"/>
        <source>Navy Rosette</source>
        <comment>a card back design</comment>
        <translation>Marinblå rosett</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="130"/>
        <source>Forest Tartan</source>
        <comment>a card back design</comment>
        <translation>Skogsgrön tartan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="131"/>
        <source>Charcoal Sunburst</source>
        <comment>a card back design</comment>
        <translation>Koksgrå solstrålar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="25"/>
        <source>Green Baize</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Grön filt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="26"/>
        <source>Blue Baize</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Blå filt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="27"/>
        <source>Burgundy</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Vinröd</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="28"/>
        <source>Slate Grey</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Skiffergrå</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="29"/>
        <source>Walnut</source>
        <comment>a colour of the table&apos;s cloth (a wooden table)</comment>
        <translation>Valnöt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="57"/>
        <source>Card &amp;Theme</source>
        <translation>Kort&amp;tema</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="63"/>
        <source>Card &amp;Back</source>
        <translation>Kort&amp;baksida</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="66"/>
        <source>F&amp;elt</source>
        <comment>View menu: the table&apos;s cloth</comment>
        <translation>Bords&amp;duk</translation>
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
        <translation>Klassisk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/themes.py" line="31"/>
        <source>Large Index</source>
        <comment>our own card theme with large corner letters</comment>
        <translation>Stora hörnmärken</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/catalogs.py" line="129"/>
        <location filename="../../casino_desktop/qt/catalogs.py" line="131"/>
        <source>The language could not be loaded, so the game stays in English: {reason}</source>
        <translation>Språket kunde inte läsas in, så spelet fortsätter på engelska: {reason}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/catalogs.py" line="132"/>
        <source>its catalog is damaged.</source>
        <translation>översättningsfilen är skadad.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/daily_deal.py" line="36"/>
        <source>This match is today&apos;s deal already; Game › Restart deals it again from its first card.</source>
        <comment>said when Game › Deal of the Day is chosen while today&apos;s deal is being played</comment>
        <translation>Det här partiet är redan dagens giv; Spel › Börja om ger samma kort igen från första kortet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/daily_deal.py" line="38"/>
        <source>You have finished today&apos;s deal at this table before: these are the same cards again.</source>
        <comment>under the deal of the day&apos;s line, when the player has finished today&apos;s deal of this game at this table already today</comment>
        <translation>Du har redan spelat klart dagens giv vid det här bordet: det här är samma kort igen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/daily_deal.py" line="55"/>
        <source>d MMMM yyyy</source>
        <comment>a date&apos;s format, in Qt&apos;s date format codes</comment>
        <translation>d MMMM yyyy</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/daily_deal.py" line="59"/>
        <source>Deal of the day, {date}: the same cards for everyone who plays this game at this table today.</source>
        <translation>Dagens giv, {date}: samma kort för alla som spelar det här spelet vid det här bordet i dag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="28"/>
        <source>**With the mouse.** Drag a card from your hand onto a table card, a build or the empty felt.  While you drag, every target that makes a legal move lights up.  If the drop means one move, it is played; if it could mean several (take these cards, or build with them), you choose from a short list; if it means none, the card goes back and the status line says why.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Med musen.** Dra ett kort från handen till ett kort på bordet, ett bygge eller den tomma bordsduken.  Medan du drar lyser alla mål som ger ett tillåtet drag upp.  Kan släppet bara betyda ett drag spelas det; kan det betyda flera (ta de här korten, eller bygga med dem) väljer du i en kort lista; betyder det inget går kortet tillbaka och statusraden säger varför.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="32"/>
        <source>**By clicking.** Click a card in your hand, then the table cards you want to take or build with (a running sum shows).  The bar under the table offers the moves that selection makes: click one, or press its number.  A double-click on a card in your hand plays it: at once if it has one move, else from a short list.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Genom att klicka.** Klicka på ett kort på handen och sedan på korten på bordet som du vill ta eller bygga med (en löpande summa visas).  Raden under bordet visar de drag som valet ger: klicka på ett, eller tryck på dess siffra.  Dubbelklickar du på ett kort på handen spelas det: genast om det har ett enda drag, annars väljer du ur en kort lista.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="36"/>
        <source>**With the keyboard.** The arrow keys move a cursor (Up to the table, Down to your hand, Left and Right along the row).  Space picks the card under the cursor; Enter plays what you picked (on a hand card, the first Enter picks it); 1-9 play the moves offered in the bar; Esc clears your choice.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Med tangentbordet.** Piltangenterna flyttar en markör (upp till bordet, ned till handen, vänster och höger längs raden).  Blanksteg väljer kortet under markören; Enter spelar det du har valt (på ett kort på handen väljer första Enter kortet); 1–9 spelar dragen som visas i raden; Esc rensar ditt val.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="44"/>
        <source>**The score and the log.** Tab goes from the table on to the score table and the play log, and then back to the table; there the arrow keys move from line to line.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Poängen och förloppet.** Tab går från bordet vidare till poängtabellen och spelförloppet, och sedan tillbaka till bordet; där flyttar piltangenterna från rad till rad.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="47"/>
        <source>**The gold glow.** On your turn, the table cards and builds that glow gold are the ones a card in your hand can take or build with.  Once you pick a card from your hand, only those that can go with it glow.  A dashed light blue ring marks the cards of a hint.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Det guldgula skenet.** När det är din tur lyser de kort och byggen på bordet guldgult som ett kort på din hand kan ta eller bygga med.  När du har valt ett kort från handen lyser bara de som går ihop med det.  En streckad ljusblå ring markerar korten i ett tips.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="51"/>
        <source>Several people at one screen</source>
        <translation>Flera personer vid samma skärm</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="52"/>
        <source>In *Game › New Game*, make more than one seat *Human* and type each person&apos;s name.  Every hand is then face down between turns, and the table asks for the screen to be passed on; the person to play shows their cards with Space or the button.  Until then, the one who just played may still take the move back (*Game › Take Back Move*).  Untick *Hide each hand…* to learn together with all hands face up.</source>
        <comment>Markdown: keep the * marks; the menu paths as the menus say them</comment>
        <translation>I *Spel › Nytt parti* gör du mer än en plats till *Människa* och skriver in varje persons namn.  Då ligger varje hand med baksidan upp mellan turerna, och bordet ber om att skärmen lämnas över; den som ska spela visar sina kort med blanksteg eller knappen.  Fram till dess kan den som just spelade fortfarande ångra draget (*Spel › Ångra drag*).  Kryssa ur *Dölj varje hand…* om ni vill lära er tillsammans med alla händer uppvända.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="64"/>
        <source>Fair cards</source>
        <translation>Ärliga kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="65"/>
        <source>**What the computer sees.** A computer player chooses its move from what you would see in its seat: its own hand, the table and the cards played so far.  It never sees your hand or the order of the stock, at any level.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Vad datorn ser.** En datorspelare väljer sitt drag utifrån det du skulle se på dess plats: sin egen hand, bordet och korten som har spelats hittills.  Den ser aldrig din hand eller ordningen i talongen, på någon nivå.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="68"/>
        <source>**The deal number.** Every match is shuffled from the number shown under the game&apos;s name in the side panel (*View › Side Panel*).  *Game › Restart* deals the same cards again, and the same number typed in *Game › New Game* deals them again for the same game and players, on any computer.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths as the menus say them</comment>
        <translation>**Givens nummer.** Varje parti blandas utifrån numret under spelets namn i sidopanelen (*Visa › Sidopanel*).  *Spel › Börja om* ger samma kort igen, och samma nummer inskrivet i *Spel › Nytt parti* ger dem igen för samma spel och spelare, på vilken dator som helst.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="72"/>
        <source>**A past deal.** *Game › Statistics* lists the deal number of each of your last matches: choose one and press *Play This Deal Again*, and *New Game* opens with its game, house rules and deal number.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths and the button as the menus and Statistics say them</comment>
        <translation>**En tidigare giv.** *Spel › Statistik* visar givnumret för vart och ett av dina senaste partier: välj ett och tryck på *Spela given igen*, så öppnas *Nytt parti* med dess spel, husregler och givnummer.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="76"/>
        <source>Playing over the network</source>
        <translation>Spela över nätverket</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="77"/>
        <source>**Hosting.** *Game › Play Over the Network › Host…* first asks for the game as *New Game* does.  There the first seat is yours; every other seat set to *Joins over the network* is a seat for someone who joins from another computer (type a name and that seat waits for that person); a *Computer* seat is played by this computer.  Then read the join code and the address to the others.  Closing the table&apos;s window closes the table for everyone (you are asked first); *Host…* later offers to resume a match that stopped.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths as the menus say them</comment>
        <translation>**Vara värd.** *Spel › Spela över nätverket › Var värd…* frågar först efter partiet, precis som *Nytt parti* gör.  Där är den första platsen din; varje annan plats som är satt till *Ansluter via nätverket* är en plats för någon som ansluter från en annan dator (skriv ett namn så väntar platsen på den personen); en plats som är satt till *Dator* spelas av den här datorn.  Läs sedan upp anslutningskoden och adressen för de andra.  Stänger du bordets fönster stängs bordet för alla (du får frågan först); *Var värd…* erbjuder senare att återuppta ett parti som avbröts.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="84"/>
        <source>**Joining.** *Game › Play Over the Network › Join…* lists the tables on this network; pick one or type the address the host reads out, then the code.  If a table refuses you, the dialog says why and keeps what you typed.  If your computer or the host&apos;s stops, join again: your program takes your seat back, and a computer player plays it meanwhile.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths as the menus say them</comment>
        <translation>**Ansluta.** *Spel › Spela över nätverket › Anslut till ett bord…* visar borden i det här nätverket; välj ett eller skriv adressen som värden läser upp, och sedan koden.  Om ett bord avvisar dig säger dialogrutan varför och behåller det du skrev.  Slutar din eller värdens dator att fungera ansluter du bara igen: ditt program tar tillbaka din plats, och en datorspelare spelar den under tiden.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="130"/>
        <source>The rules of the game you are playing are under *Help › Rules*; this page is about the table.</source>
        <comment>Markdown: keep the * marks</comment>
        <translation>Reglerna för spelet du spelar finns under *Hjälp › Regler*; den här sidan handlar om bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="132"/>
        <source>How to play</source>
        <translation>Så spelar du</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="132"/>
        <source>Commands</source>
        <translation>Kommandon</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="141"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="142"/>
        <source>&amp;Rules</source>
        <comment>Help menu: the rules of the game</comment>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="144"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Så spelar du</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="146"/>
        <source>&amp;About Casino</source>
        <translation>&amp;Om Casino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="175"/>
        <source>How to Play</source>
        <translation>Så spelar du</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="184"/>
        <source>About Casino</source>
        <translation>Om Casino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="185"/>
        <source>&lt;h3&gt;Casino {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Casino {version}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="186"/>
        <source>&lt;p&gt;The fishing card game Casino — Cassino, Royal Casino, Nordic Kasino and Mulle — against computer players.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kortspelet Casino — Cassino, Royal Casino, nordiskt kasino och mulle — mot datorspelare.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="188"/>
        <source>&lt;p&gt;Cards are drawn by the program itself. Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Korten ritas av programmet självt. Fri programvara under GNU GPL, version 3 eller senare.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="30"/>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="70"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="154"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="210"/>
        <source>Host a Table</source>
        <translation>Var värd för ett bord</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="37"/>
        <source>&amp;Next</source>
        <comment>from the hosted game&apos;s setup on to the table&apos;s join code and port</comment>
        <translation>&amp;Nästa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="47"/>
        <source>Joins over the network</source>
        <comment>who plays a seat at a network table</comment>
        <translation>Ansluter via nätverket</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="66"/>
        <source>Who sits here (optional)</source>
        <comment>a network seat&apos;s name field: the player who joins by that name takes the seat</comment>
        <translation>Vem som sitter här (valfritt)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="69"/>
        <source>Type the name of the player who should sit here: when they join with that name, they take this seat. Left empty, the seat goes to whoever joins.</source>
        <translation>Skriv namnet på spelaren som ska sitta här: när hen ansluter med det namnet får hen den här platsen. Lämnas fältet tomt går platsen till den som ansluter.</translation>
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
        <translation>Namn ({seat})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="81"/>
        <source>No seat is left for anyone to join: every other seat is a computer&apos;s. Choose “{choice}” for each player who joins.</source>
        <translation>Ingen plats är kvar för någon att ansluta till: alla andra platser är datorns. Välj ”{choice}” för varje spelare som ansluter.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="70"/>
        <source>&amp;Reset to the preset&apos;s rules</source>
        <translation>&amp;Återställ variantens regler</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="108"/>
        <source>{game} cannot take these house rules that {before} had, so they are left out (they come back if you choose {before} again): {rules}.</source>
        <extracomment>For one: {game} cannot take this house rule that {before} had, so it is left out (it comes back if you choose {before} again): {rules}.</extracomment>
        <translation>
            <numerusform>{game} kan inte ta den här husregeln som {before} hade, så den lämnas utanför (den kommer tillbaka om du väljer {before} igen): {rules}.</numerusform>
            <numerusform>{game} kan inte ta de här husreglerna som {before} hade, så de lämnas utanför (de kommer tillbaka om du väljer {before} igen): {rules}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="131"/>
        <source>House rules: {count} differ from the preset</source>
        <comment>the heading of the New Game window&apos;s house rules</comment>
        <extracomment>For one: House rules: {count} differs from the preset</extracomment>
        <translation>
            <numerusform>Husregler: {count} skiljer sig från variantens värden</numerusform>
            <numerusform>Husregler: {count} skiljer sig från variantens värden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="134"/>
        <source>Changed from the preset: {rules}.</source>
        <comment>the house rules that differ from the chosen game&apos;s usual rules</comment>
        <translation>Ändrat jämfört med varianten: {rules}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="137"/>
        <source>House rules (the preset&apos;s values unless you change them)</source>
        <translation>Husregler (variantens värden om du inte ändrar dem)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="24"/>
        <source>Deal</source>
        <comment>a tab of the house rules</comment>
        <translation>Utdelning</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="25"/>
        <source>Capturing</source>
        <comment>a tab of the house rules</comment>
        <translation>Att ta kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="26"/>
        <source>Building</source>
        <comment>a tab of the house rules</comment>
        <translation>Byggen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="27"/>
        <source>Scoring</source>
        <comment>a tab of the house rules</comment>
        <translation>Poängräkning</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="28"/>
        <source>Match</source>
        <comment>a tab of the house rules</comment>
        <translation>Parti</translation>
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
            <numerusform>{tab} ({count} ändrad)</numerusform>
            <numerusform>{tab} ({count} ändrade)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="47"/>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="47"/>
        <source>New Game</source>
        <translation>Nytt parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="47"/>
        <source>Start a new game and give up the match in progress?</source>
        <translation>Starta ett nytt parti och ge upp det pågående?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="48"/>
        <source>&amp;Start New Game</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Starta nytt parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="49"/>
        <source>Restart</source>
        <comment>the window title: deal the match again</comment>
        <translation>Börja om</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="50"/>
        <source>Deal this match again from its first card and give up the play so far?</source>
        <translation>Ge partiet på nytt från första kortet och ge upp spelet hittills?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="51"/>
        <source>&amp;Restart</source>
        <comment>the button: deal the match again, with its Alt letter</comment>
        <translation>&amp;Börja om</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="52"/>
        <source>Deal of the Day</source>
        <translation>Dagens giv</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="52"/>
        <source>Play the deal of the day and give up the match in progress?</source>
        <translation>Spela dagens giv och ge upp det pågående partiet?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="53"/>
        <source>&amp;Play Deal of the Day</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>Spela &amp;dagens giv</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="55"/>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="59"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="277"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="285"/>
        <source>Open Game</source>
        <translation>Öppna parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="55"/>
        <source>Open the saved game and give up the match in progress?</source>
        <translation>Öppna det sparade partiet och ge upp det pågående?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="56"/>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="61"/>
        <source>&amp;Open Saved Game</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Öppna sparat parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="59"/>
        <source>Go back to where this match was saved? The moves played since then will be lost.</source>
        <translation>Gå tillbaka till där partiet sparades? Dragen som spelats sedan dess går förlorade.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="64"/>
        <source>It will count as given up in your statistics.</source>
        <translation>Det räknas som avbrutet i din statistik.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="65"/>
        <source>&amp;Keep Playing</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Fortsätt spela</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="82"/>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="106"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="92"/>
        <source>&amp;Partnerships (partners sit opposite)</source>
        <translation>&amp;Lag (lagkamraterna sitter mitt emot varandra)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="100"/>
        <source>Pla&amp;yers:</source>
        <translation>Sp&amp;elare:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="106"/>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="342"/>
        <source>one round</source>
        <comment>a match without a target score</comment>
        <translation>en omgång</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="107"/>
        <source>&amp;Target score:</source>
        <translation>&amp;Poängmål:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="111"/>
        <source>a new deal, shuffled at random</source>
        <translation>en ny giv, slumpvis blandad</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="112"/>
        <source>The same number deals the same cards on every computer: play a deal again, or give its number to a friend. The side panel shows the number of the game being played.</source>
        <translation>Samma nummer ger samma kort på alla datorer: spela en giv igen, eller ge numret till en vän. Sidopanelen visar numret på partiet som spelas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="115"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Givnummer:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="147"/>
        <source>&amp;Start</source>
        <comment>start the game</comment>
        <translation>&amp;Starta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="334"/>
        <source>Usually: {summary} Your house rules below change that.</source>
        <comment>New Game, under the chosen game when house rules differ from its preset: {summary} is the game&apos;s usual description, a sentence</comment>
        <translation>Vanligtvis: {summary} Dina husregler nedan ändrar det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="341"/>
        <source>none: a fixed number of rounds</source>
        <translation>inget: ett bestämt antal omgångar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="67"/>
        <source>(house rule)</source>
        <translation>(husregel)</translation>
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
        <translation>Ordlista</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="117"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="121"/>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="128"/>
        <source>Every setting</source>
        <translation>Alla inställningar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="122"/>
        <source>Show or hide every setting of this game, with its value</source>
        <translation>Visa eller dölj alla inställningar för det här spelet, med deras värden</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="131"/>
        <source>&amp;Rules</source>
        <comment>a tab of the rules window</comment>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="135"/>
        <source>&amp;Glossary</source>
        <translation>&amp;Ordlista</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="176"/>
        <source>Rules — {game}</source>
        <translation>Regler — {game}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="97"/>
        <source>The round ended early</source>
        <translation>Omgången tog slut i förtid</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="113"/>
        <source>{item} (at once)</source>
        <translation>{item} (direkt)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="118"/>
        <source>Round total</source>
        <translation>Summa för omgången</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="127"/>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="155"/>
        <source>Round {round}</source>
        <translation>Omgång {round}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="156"/>
        <source>Match</source>
        <comment>the match sheet&apos;s total row</comment>
        <translation>Parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="157"/>
        <source>&lt;b&gt;Match sheet&lt;/b&gt; ({length})</source>
        <translation>&lt;b&gt;Partiprotokoll&lt;/b&gt; ({length})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="165"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="211"/>
        <source>Play &amp;Again</source>
        <translation>Spela &amp;igen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="166"/>
        <source>A new match of the same game, with the same players and house rules</source>
        <translation>Ett nytt parti av samma spel, med samma spelare och husregler</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="172"/>
        <location filename="../../casino_desktop/qt/main_menus.py" line="65"/>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="129"/>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="176"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="212"/>
        <source>&amp;Next round</source>
        <translation>Nästa &amp;omgång</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="180"/>
        <source>&amp;Review the round…</source>
        <translation>&amp;Gå igenom omgången…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="181"/>
        <source>Step through this round&apos;s moves with every hand face up</source>
        <translation>Gå igenom omgångens drag ett i taget med alla händer uppvända</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="75"/>
        <source>Match over</source>
        <translation>Partiet är slut</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="75"/>
        <source>Round {round} scores</source>
        <translation>Poäng för omgång {round}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="78"/>
        <source>Match over — {variant}</source>
        <translation>Partiet är slut — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="79"/>
        <source>Round {round} scores — {variant}</source>
        <translation>Poäng för omgång {round} — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="102"/>
        <source>The match was won during this round, so the items scored only at the end of a round were not counted.</source>
        <comment>under the score sheet&apos;s table of a round cut short by a win: why most cards, most spades and the like show 0 beside their counts</comment>
        <translation>Partiet avgjordes under den här omgången, så det som räknas först när en omgång är slut räknades inte.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="38"/>
        <source>Human</source>
        <comment>who plays a seat</comment>
        <translation>Människa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="39"/>
        <source>Computer</source>
        <comment>who plays a seat</comment>
        <translation>Dator</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="54"/>
        <source>A name for the seat on the table and in the play log, a person&apos;s or one for a computer player, up to {most} characters (empty: You, or the seat&apos;s side)</source>
        <translation>Platsens namn vid bordet och i spelförloppet, en persons eller ett till en datorspelare, högst {most} tecken (tomt: Du, eller platsens väderstreck)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="71"/>
        <source>&amp;Hide each hand from the other people at the screen (pass and play)</source>
        <translation>&amp;Dölj varje hand för de andra vid skärmen (turas om vid samma skärm)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="73"/>
        <source>With two or more human seats: between turns every hand is face down, and the table asks for the screen to be passed on. Off: every human hand is face up, for learning the game together.</source>
        <translation>Med två eller fler mänskliga spelare: mellan turerna ligger varje hand med baksidan upp, och bordet ber om att skärmen lämnas över. Av: alla mänskliga spelares händer ligger uppvända, så att ni kan lära er spelet tillsammans.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="91"/>
        <source>A name can have up to {most} characters.</source>
        <translation>Ett namn kan ha högst {most} tecken.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/setup_problems.py" line="33"/>
        <source>Two seats are both called {name}: give each seat a name of its own.</source>
        <translation>Två platser heter båda {name}: ge varje plats ett eget namn.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="38"/>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="51"/>
        <source>Game</source>
        <comment>statistics column: the variant</comment>
        <translation>Spel</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="38"/>
        <source>Players</source>
        <comment>statistics column</comment>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="39"/>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="51"/>
        <source>Opponents</source>
        <comment>statistics column</comment>
        <translation>Motståndare</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="39"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="23"/>
        <source>Played</source>
        <comment>statistics column</comment>
        <translation>Spelade</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="40"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="104"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="23"/>
        <source>Won</source>
        <comment>statistics column</comment>
        <translation>Vunna</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="40"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="104"/>
        <source>Lost</source>
        <comment>statistics column</comment>
        <translation>Förlorade</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="41"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="105"/>
        <source>Given up</source>
        <comment>statistics column</comment>
        <translation>Avbrutna</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="43"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="24"/>
        <source>Won %</source>
        <comment>statistics column</comment>
        <translation>Vunna %</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="50"/>
        <source>Ended</source>
        <comment>statistics: the last matches&apos; column, when the match ended</comment>
        <translation>Slut</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="52"/>
        <source>Result</source>
        <comment>statistics: the last matches&apos; column</comment>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="55"/>
        <source>You won</source>
        <comment>statistics: a last match&apos;s result</comment>
        <translation>Du vann</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="56"/>
        <source>You lost</source>
        <comment>statistics: a last match&apos;s result</comment>
        <translation>Du förlorade</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="57"/>
        <source>Given up</source>
        <comment>statistics: a last match&apos;s result</comment>
        <translation>Avbrutet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="58"/>
        <source>Not restored</source>
        <comment>statistics: a last match&apos;s result: its save was damaged (or made by a newer version), so it could never be finished</comment>
        <translation>Ej återställt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="61"/>
        <source>You won {yours} to {theirs}</source>
        <comment>statistics: a last match&apos;s result; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the best of the other sides&apos;</comment>
        <translation>Du vann med {yours} mot {theirs}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="63"/>
        <source>You lost {yours} to {theirs}</source>
        <comment>statistics: a last match&apos;s result; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the winner&apos;s</comment>
        <translation>Du förlorade med {yours} mot {theirs}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="67"/>
        <source>You won {yours} to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result when the winner had no more points than another side and the rules&apos; tie-break decided; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the best of the other sides&apos;</comment>
        <translation>Du vann med {yours} mot {theirs} på särskiljningen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="71"/>
        <source>You lost {yours} to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result when the winner had no more points than the player and the rules&apos; tie-break decided; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the winner&apos;s</comment>
        <translation>Du förlorade med {yours} mot {theirs} på särskiljningen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="79"/>
        <source>You won with {count} penalty points to {theirs}</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the fewest of the other sides&apos;</comment>
        <extracomment>For one: You won with {count} penalty point to {theirs}</extracomment>
        <translation>
            <numerusform>Du vann med {count} straffpoäng mot {theirs}</numerusform>
            <numerusform>Du vann med {count} straffpoäng mot {theirs}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="83"/>
        <source>You lost with {count} penalty points to {theirs}</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the winner&apos;s</comment>
        <extracomment>For one: You lost with {count} penalty point to {theirs}</extracomment>
        <translation>
            <numerusform>Du förlorade med {count} straffpoäng mot {theirs}</numerusform>
            <numerusform>Du förlorade med {count} straffpoäng mot {theirs}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="87"/>
        <source>You won with {count} penalty points to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win, when the winner had no fewer penalty points than another side and the rules&apos; tie-break decided; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the fewest of the other sides&apos;</comment>
        <extracomment>For one: You won with {count} penalty point to {theirs} on the tie-break</extracomment>
        <translation>
            <numerusform>Du vann med {count} straffpoäng mot {theirs} på särskiljningen</numerusform>
            <numerusform>Du vann med {count} straffpoäng mot {theirs} på särskiljningen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="93"/>
        <source>You lost with {count} penalty points to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win, when the winner had no fewer penalty points than the player and the rules&apos; tie-break decided; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the winner&apos;s</comment>
        <extracomment>For one: You lost with {count} penalty point to {theirs} on the tie-break</extracomment>
        <translation>
            <numerusform>Du förlorade med {count} straffpoäng mot {theirs} på särskiljningen</numerusform>
            <numerusform>Du förlorade med {count} straffpoäng mot {theirs} på särskiljningen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="128"/>
        <source>4, partnerships</source>
        <translation>4, i lag</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="129"/>
        <source>mixed levels</source>
        <translation>blandade nivåer</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="155"/>
        <source>No matches yet: a match counts once it is won, lost or given up.</source>
        <translation>Inga partier än: ett parti räknas när det är vunnet, förlorat eller uppgivet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="157"/>
        <source>You have won {won} of {count} matches against the computer.</source>
        <extracomment>For one: You have won {won} of {count} match against the computer.</extracomment>
        <translation>
            <numerusform>Du har vunnit {won} av {count} parti mot datorn.</numerusform>
            <numerusform>Du har vunnit {won} av {count} partier mot datorn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="160"/>
        <source>{sentence} {count} of them were given up before the end.</source>
        <extracomment>For one: {sentence} One of them was given up before the end.</extracomment>
        <translation>
            <numerusform>{sentence} Ett av dem gavs upp före slutet.</numerusform>
            <numerusform>{sentence} {count} av dem gavs upp före slutet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="163"/>
        <source>{sentence} {count} of them could not be restored because their saves were damaged.</source>
        <comment>statistics: matches that could never be finished because the saved game was damaged (or made by a newer version of the game); {sentence} is the sentence before it</comment>
        <extracomment>For one: {sentence} One of them could not be restored because its save was damaged.</extracomment>
        <translation>
            <numerusform>{sentence} Ett av dem kunde inte återställas eftersom det sparade partiet var skadat.</numerusform>
            <numerusform>{sentence} {count} av dem kunde inte återställas eftersom de sparade partierna var skadade.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="236"/>
        <source>{game}, the deal of the day of {date}</source>
        <comment>statistics: a last match&apos;s game when it was played on a deal of the day; {game} is the game&apos;s name (Casino), {date} the day whose deal it was (7 December 2026)</comment>
        <translation>{game}, dagens giv den {date}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="262"/>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="355"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="288"/>
        <source>Last matches</source>
        <translation>Senaste partierna</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="355"/>
        <source>Forget every result?</source>
        <translation>Glömma alla resultat?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="24"/>
        <source>Not restored</source>
        <comment>statistics column: matches whose save was damaged (or made by a newer version), so they could never be finished; shown only when there are some</comment>
        <translation>Ej återställda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="37"/>
        <source>Results over time</source>
        <translation>Resultat över tid</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="51"/>
        <source>From {first} to {last}: {won} won, {lost} lost, {abandoned} given up, {unrestored} not restored after a damaged save; share of matches won so far: {share}%.</source>
        <comment>the statistics chart described for a screen reader; {unrestored}: matches that could never be finished because their save was damaged</comment>
        <translation>Från {first} till {last}: {won} vunna, {lost} förlorade, {abandoned} avbrutna, {unrestored} ej återställda efter ett skadat sparat parti; andel vunna partier hittills: {share} %.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="58"/>
        <source>From {first} to {last}: {won} won, {lost} lost, {abandoned} given up; share of matches won so far: {share}%.</source>
        <translation>Från {first} till {last}: {won} vunna, {lost} förlorade, {abandoned} avbrutna; andel vunna partier hittills: {share} %.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="63"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="75"/>
        <source>No finished matches yet.</source>
        <translation>Inga avslutade partier än.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="108"/>
        <source>Share won so far</source>
        <translation>Andel vunna hittills</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="169"/>
        <source>d MMM</source>
        <comment>a short date&apos;s format under the statistics chart, in Qt&apos;s date format codes</comment>
        <translation>d MMM</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="190"/>
        <source>Current winning streak:</source>
        <translation>Nuvarande vinstsvit:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="191"/>
        <source>Best winning streak:</source>
        <translation>Bästa vinstsvit:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="32"/>
        <source>Deal number</source>
        <comment>statistics: the last matches&apos; column, each match&apos;s deal number, as the side panel shows it and New Game takes it (the same number deals the same cards)</comment>
        <translation>Giv nr</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="34"/>
        <source>&amp;Play This Deal Again…</source>
        <comment>statistics: a button and a context-menu item; opens New Game with the chosen match&apos;s game, house rules, seats and deal number</comment>
        <translation>&amp;Spela given igen…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="38"/>
        <source>Choose a match to play its deal again.</source>
        <comment>statistics: beside Play This Deal Again while no match of the last matches is chosen</comment>
        <translation>Välj ett parti för att spela dess giv igen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="40"/>
        <source>New Game will open with this match&apos;s game, house rules and deal number.</source>
        <comment>statistics: beside Play This Deal Again once a match with a deal number is chosen</comment>
        <translation>Nytt parti öppnas med partiets spel, husregler och givnummer.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="42"/>
        <source>Older versions of Casino kept no deal number for this match.</source>
        <comment>statistics: why a chosen match (of an older version) cannot be dealt again</comment>
        <translation>Äldre versioner av Casino sparade inget givnummer för det här partiet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="44"/>
        <source>This version of Casino cannot deal this match&apos;s game again.</source>
        <comment>statistics: why a chosen match cannot be dealt again: its game or house rules are not known here</comment>
        <translation>Den här versionen av Casino kan inte ge det här partiets spel igen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="20"/>
        <source>At one screen</source>
        <comment>statistics: the heading of the matches of several people at one screen, counted by each person&apos;s name</comment>
        <translation>Vid samma skärm</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="22"/>
        <source>Name</source>
        <comment>statistics column: a person&apos;s name at one screen, as their seat was called</comment>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="25"/>
        <source>No matches of several people at one screen yet. Each person&apos;s matches are counted here by the name of their seat.</source>
        <translation>Inga partier med flera personer vid samma skärm ännu. Varje persons partier räknas här under namnet på personens plats.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="89"/>
        <source>The list above counts matches of one person against the computer; matches of several people at one screen are counted under “{section}”.</source>
        <comment>statistics: under the list of matches against the computer; {section} is the heading “At one screen” further down the dialog</comment>
        <translation>Listan ovan räknar partier där en person spelar mot datorn; partier med flera personer vid samma skärm räknas under ”{section}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="28"/>
        <source>Your game is not being saved: {reason}. It is tried again after every move.</source>
        <translation>Ditt parti sparas inte: {reason}. Det försöker igen efter varje drag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="29"/>
        <source>Your game is not being saved. It is tried again after every move.</source>
        <translation>Ditt parti sparas inte. Det försöker igen efter varje drag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="34"/>
        <source>Your game cannot be saved in the folder for saved games: {reason}. If Casino is closed or stops now, this game is lost. Free some disk space, or make the folder writable again: the game tries again after every move and tells you when saving works.</source>
        <translation>Ditt parti kan inte sparas i mappen för sparade partier: {reason}. Om Casino stängs eller avbryts nu går partiet förlorat. Frigör lite diskutrymme eller gör mappen skrivbar igen: spelet försöker igen efter varje drag och säger till när det går att spara.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="37"/>
        <source>Your game cannot be saved in the folder for saved games. If Casino is closed or stops now, this game is lost. Free some disk space, or make the folder writable again: the game tries again after every move and tells you when saving works.</source>
        <translation>Ditt parti kan inte sparas i mappen för sparade partier. Om Casino stängs eller avbryts nu går partiet förlorat. Frigör lite diskutrymme eller gör mappen skrivbar igen: spelet försöker igen efter varje drag och säger till när det går att spara.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="52"/>
        <source>Not saved</source>
        <comment>a mark on the status line while the game cannot be saved</comment>
        <translation>Inte sparat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="64"/>
        <source>Your game is being saved again.</source>
        <translation>Ditt parti sparas igen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="77"/>
        <source>Your game is not being saved</source>
        <translation>Ditt parti sparas inte</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="79"/>
        <source>To keep this game now, choose Save As and save it in another folder.</source>
        <translation>Om du vill behålla partiet nu, välj Spara som och spara det i en annan mapp.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="80"/>
        <source>Save As…</source>
        <translation>Spara som…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="81"/>
        <source>Keep Playing</source>
        <translation>Fortsätt spela</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="51"/>
        <source>Your unfinished game could not be restored because its save was damaged, so a new game has started; the damaged save is kept in {folder}.</source>
        <translation>Ditt oavslutade parti kunde inte återställas eftersom det sparade partiet var skadat, så ett nytt parti har börjat; det skadade sparade partiet finns kvar i {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="55"/>
        <source>Your unfinished game could not be restored because its save was damaged, so a new game has started; your statistics count that match as not restored, not as given up, and the damaged save is kept in {folder}.</source>
        <translation>Ditt oavslutade parti kunde inte återställas eftersom det sparade partiet var skadat, så ett nytt parti har börjat; din statistik räknar det partiet som ej återställt, inte som avbrutet, och det skadade sparade partiet finns kvar i {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="61"/>
        <source>Your last save was damaged, but the copy kept before it holds the same position, so your unfinished game is back whole; the damaged save is kept in {folder}.</source>
        <translation>Ditt senast sparade parti var skadat, men kopian som sparades före det har samma ställning, så ditt oavslutade parti är tillbaka helt; det skadade sparade partiet finns kvar i {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="63"/>
        <source>Your last save was damaged, so your unfinished game is back from the copy kept before it, which may be a move behind; the damaged save is kept in {folder}.</source>
        <translation>Ditt senast sparade parti var skadat, så ditt oavslutade parti är tillbaka från kopian som sparades före det, som kan ligga ett drag efter; det skadade sparade partiet finns kvar i {folder}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="66"/>
        <source>Your saves were damaged, so your unfinished game is back as far as they could be read, {count} moves in; the damaged saves are kept in {folder}.</source>
        <extracomment>For one: Your saves were damaged, so your unfinished game is back as far as they could be read, {count} move in; the damaged saves are kept in {folder}.</extracomment>
        <translation>
            <numerusform>Dina sparade partier var skadade, så ditt oavslutade parti är tillbaka så långt de gick att läsa, {count} drag in; de skadade sparade partierna finns kvar i {folder}.</numerusform>
            <numerusform>Dina sparade partier var skadade, så ditt oavslutade parti är tillbaka så långt de gick att läsa, {count} drag in; de skadade sparade partierna finns kvar i {folder}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="74"/>
        <source>Your unfinished game was saved by a newer version of Casino and cannot be continued in this one, so a new game has started; that save is kept in {folder}.</source>
        <translation>Ditt oavslutade parti sparades av en nyare version av Casino och kan inte fortsättas i den här, så ett nytt parti har börjat; det sparade partiet finns kvar i {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="76"/>
        <source>Your unfinished game was saved by a newer version of Casino and cannot be continued in this one, so a new game has started; your statistics count that match as not restored, not as given up, and that save is kept in {folder}.</source>
        <translation>Ditt oavslutade parti sparades av en nyare version av Casino och kan inte fortsättas i den här, så ett nytt parti har börjat; din statistik räknar det partiet som ej återställt, inte som avbrutet, och det sparade partiet finns kvar i {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="163"/>
        <source>Games cannot be kept this time: the folder for saved games cannot be made.</source>
        <translation>Partier kan inte sparas den här gången: mappen för sparade partier kan inte skapas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="203"/>
        <source>Your unfinished game is back ({menu} starts another).</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Ditt oavslutade parti är tillbaka ({menu} startar ett nytt).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/computer_seats.py" line="36"/>
        <source>{name}&apos;s computer player made a mistake; a legal move was played for it.</source>
        <translation>Datorspelaren för {name} gjorde fel; ett tillåtet drag spelades i stället.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/computer_seats.py" line="37"/>
        <source>{name}&apos;s computer player took too long; a legal move was played for it.</source>
        <translation>Datorspelaren för {name} tog för lång tid på sig; ett tillåtet drag spelades i stället.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/computer_seats.py" line="38"/>
        <source>No hint this time: the computer could not work one out.</source>
        <translation>Inget tips den här gången: datorn kunde inte räkna fram något.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="30"/>
        <source>Casino games (*.casino.json);;All files (*)</source>
        <comment>file dialog filters: keep the (*...) patterns and ;;</comment>
        <translation>Casino-partier (*.casino.json);;Alla filer (*)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="34"/>
        <source>game</source>
        <comment>the file name Save Game suggests, before .casino.json: one plain word</comment>
        <translation>parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="36"/>
        <source>This saved game</source>
        <translation>Det här sparade partiet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="38"/>
        <source>A file named “{name}” stood where the folder for saved games goes, so it was put aside and the folder made; it is kept in {folder}.</source>
        <comment>{name}: the file&apos;s name on disk, saves, quoted in your language&apos;s quotation marks; {folder}: the data folder</comment>
        <translation>En fil med namnet ”{name}” låg där mappen för sparade partier ska ligga, så den flyttades undan och mappen skapades; filen finns kvar i {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="201"/>
        <source>{what} cannot be replayed: it is damaged.</source>
        <translation>{what} kan inte spelas upp: filen är skadad.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="255"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="261"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="269"/>
        <source>Save Game</source>
        <translation>Spara parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="262"/>
        <source>That file is where the program keeps your game by itself after every move: choose another name or folder.</source>
        <translation>I den filen sparar programmet ditt parti av sig självt efter varje drag: välj ett annat namn eller en annan mapp.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="268"/>
        <source>the system refused</source>
        <comment>why a file could not be written</comment>
        <translation>systemet nekade</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="269"/>
        <source>The game could not be saved: {reason}.</source>
        <translation>Partiet kunde inte sparas: {reason}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="312"/>
        <source>Saved as “{name}”.</source>
        <comment>{name}: the name the player gave the saved file; keep it quoted in your language&apos;s quotation marks</comment>
        <translation>Sparat som ”{name}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="23"/>
        <source>Opened “{name}”.</source>
        <comment>{name}: the name of the saved file opened; keep it quoted in your language&apos;s quotation marks</comment>
        <translation>Öppnade ”{name}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="37"/>
        <source>Stop Opening</source>
        <translation>Avbryt öppnandet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="39"/>
        <source>Stop reading the saved game; the game in play goes on.</source>
        <translation>Sluta läsa det sparade partiet; partiet som pågår fortsätter.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="51"/>
        <source>Opening the saved game…</source>
        <translation>Öppnar det sparade partiet…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/opening.py" line="66"/>
        <source>Opening the saved game: {count} moves replayed…</source>
        <extracomment>For one: Opening the saved game: {count} move replayed…</extracomment>
        <translation>
            <numerusform>Öppnar det sparade partiet: {count} drag har spelats upp igen…</numerusform>
            <numerusform>Öppnar det sparade partiet: {count} drag har spelats upp igen…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="80"/>
        <source>Opening the saved game was stopped; the game in play goes on.</source>
        <translation>Öppnandet av det sparade partiet avbröts; partiet som pågår fortsätter.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="28"/>
        <source>Casino is already open, so its window has been brought to the front.</source>
        <translation>Casino är redan öppet, så dess fönster har flyttats fram.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="29"/>
        <source>Casino is already open, so the game you asked for has been handed to its window.</source>
        <translation>Casino är redan öppet, så partiet du bad om har lämnats över till dess fönster.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="30"/>
        <source>Casino is already open, but its window does not answer. Close it, or wait until it answers, and then start Casino again.</source>
        <translation>Casino är redan öppet, men dess fönster svarar inte. Stäng det, eller vänta tills det svarar, och starta sedan Casino igen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="32"/>
        <source>Casino was started again while this window was open, so this window came to the front: one window keeps your games.</source>
        <translation>Casino startades igen medan det här fönstret var öppet, så det här fönstret flyttades fram: ett fönster håller reda på dina partier.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="34"/>
        <source>Casino was started again with a new game, but you kept this match.</source>
        <translation>Casino startades igen med ett nytt parti, men du behöll det här partiet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/second_start.py" line="105"/>
        <source>Start {game} for {count} players and give up the match in progress?</source>
        <extracomment>For one: Start {game} for {count} player and give up the match in progress?</extracomment>
        <translation>
            <numerusform>Starta {game} för {count} spelare och ge upp det pågående partiet?</numerusform>
            <numerusform>Starta {game} för {count} spelare och ge upp det pågående partiet?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/second_start.py" line="107"/>
        <source>Start {game} for {count} players, deal {number}, and give up the match in progress?</source>
        <comment>{number}: the deal number, which deals the same cards again</comment>
        <extracomment>For one: Start {game} for {count} player, deal {number}, and give up the match in progress?</extracomment>
        <translation>
            <numerusform>Starta {game} för {count} spelare, giv nr {number}, och ge upp det pågående partiet?</numerusform>
            <numerusform>Starta {game} för {count} spelare, giv nr {number}, och ge upp det pågående partiet?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="110"/>
        <source>Start {game} for four players in two partnerships and give up the match in progress?</source>
        <translation>Starta {game} för fyra spelare i två lag och ge upp det pågående partiet?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="111"/>
        <source>Start {game} for four players in two partnerships, deal {number}, and give up the match in progress?</source>
        <comment>{number}: the deal number, which deals the same cards again</comment>
        <translation>Starta {game} för fyra spelare i två lag, giv nr {number}, och ge upp det pågående partiet?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/language_switch.py" line="55"/>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/language_switch.py" line="59"/>
        <source>System Language</source>
        <translation>Systemets språk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/language_switch.py" line="107"/>
        <source>The game now speaks English.</source>
        <comment>said in the language just chosen: name YOUR language in this sentence, as your language writes it inside a sentence</comment>
        <translation>Spelet talar nu svenska.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="28"/>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation>Långsam</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="28"/>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="29"/>
        <source>Fast</source>
        <comment>animation speed</comment>
        <translation>Snabb</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="29"/>
        <source>Instant</source>
        <comment>animation speed</comment>
        <translation>Direkt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="46"/>
        <source>&amp;Restart</source>
        <translation>&amp;Börja om</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="47"/>
        <source>Deal of the &amp;Day</source>
        <translation>&amp;Dagens giv</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="48"/>
        <source>&amp;Practice…</source>
        <translation>&amp;Träna…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="49"/>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="41"/>
        <source>Play Over the Net&amp;work</source>
        <translation>Spela över nät&amp;verket</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="50"/>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="42"/>
        <source>&amp;Host…</source>
        <translation>&amp;Var värd…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="51"/>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="43"/>
        <source>&amp;Join…</source>
        <translation>&amp;Anslut till ett bord…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="59"/>
        <source>St&amp;atistics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="61"/>
        <source>&amp;Open Game…</source>
        <translation>&amp;Öppna parti…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="62"/>
        <source>&amp;Save Game…</source>
        <translation>&amp;Spara parti…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="66"/>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="67"/>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Animationshastighet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="78"/>
        <source>Side &amp;Panel</source>
        <translation>Sido&amp;panel</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_window.py" line="112"/>
        <source>Welcome to Casino.</source>
        <translation>Välkommen till Casino.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/menu_names.py" line="13"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/menu_names.py" line="14"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nytt parti…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="56"/>
        <source>Your network table stopped before its match was over: {menu} opens it again where it stopped, and its players take their seats back.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Ditt nätverksbord stannade innan partiet var slut: {menu} öppnar det igen där det stannade, och spelarna tar tillbaka sina platser.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="60"/>
        <source>Your network table&apos;s match cannot be resumed: {why} {menu} opens a new table.</source>
        <comment>{why} is a whole sentence on what is wrong with the file; {menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Ditt nätverksbords parti kan inte fortsätta: {why} {menu} öppnar ett nytt bord.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="63"/>
        <source>Your seat at the network table at {address} is kept while its match goes on: {menu} takes it back.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Din plats vid nätverksbordet på {address} behålls medan partiet pågår: {menu} tar tillbaka den.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialog_parts.py" line="63"/>
        <source>Join code {code}, port {port}.</source>
        <translation>Anslutningskod {code}, port {port}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialog_parts.py" line="64"/>
        <source>Join code {code}; players join at {addresses}.</source>
        <translation>Anslutningskod {code}; spelarna ansluter på {addresses}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="32"/>
        <source>Nothing answers at {address} yet: its host has not opened the table again. Join… takes your seat back once the host has.</source>
        <translation>Inget svarar på {address} än: värden har inte öppnat bordet igen. Anslut till ett bord… tar tillbaka din plats när värden har gjort det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="68"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="275"/>
        <source>Join a Table</source>
        <translation>Anslut till ett bord</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="79"/>
        <source>address:port, like 192.168.1.20:4747</source>
        <translation>adress:port, till exempel 192.168.1.20:4747</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="81"/>
        <source>the code the host reads out</source>
        <translation>koden som värden läser upp</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="92"/>
        <source>Tables on this network:</source>
        <translation>Bord i det här nätverket:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="93"/>
        <source>Address:</source>
        <translation>Adress:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="94"/>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="80"/>
        <source>Join code:</source>
        <translation>Anslutningskod:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="95"/>
        <source>Your name:</source>
        <translation>Ditt namn:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="101"/>
        <source>Join</source>
        <translation>Anslut</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="137"/>
        <source>The table at {address} now is not the one your seat was kept at: type the code its host reads out.</source>
        <translation>Bordet på {address} är nu inte det där din plats behölls: skriv koden som dess värd läser upp.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="168"/>
        <source>{name} at {address}: {game}, {open} of {players} seats free; your seat is kept</source>
        <translation>{name} på {address}: {game}, {open} av {players} platser lediga; din plats behålls</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="170"/>
        <source>{name} at {address}: {game}, {open} of {players} seats free</source>
        <translation>{name} på {address}: {game}, {open} av {players} platser lediga</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="178"/>
        <source>Looking for tables on this network…</source>
        <translation>Letar efter bord i det här nätverket…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="208"/>
        <source>Give the host&apos;s address and port, like 192.168.1.20:4747.</source>
        <translation>Ange värdens adress och port, till exempel 192.168.1.20:4747.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="210"/>
        <source>A join code never holds {characters}: check the code the host reads out.</source>
        <translation>En anslutningskod innehåller aldrig {characters}: kontrollera koden som värden läser upp.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="214"/>
        <source>The join code has eight letters and digits.</source>
        <translation>Anslutningskoden har åtta bokstäver och siffror.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="231"/>
        <source>Joining the table at {address}…</source>
        <translation>Ansluter till bordet på {address}…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="35"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="35"/>
        <source>{name}: you, at this computer</source>
        <translation>{name}: du, vid den här datorn</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="37"/>
        <source>{seat}: kept for {name}, who joins with that name</source>
        <translation>{seat}: hålls för {name}, som ansluter med det namnet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="39"/>
        <source>{name}: a seat for someone who joins</source>
        <translation>{name}: en plats för någon som ansluter</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="41"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="39"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="51"/>
        <source>{name}: a computer player ({level})</source>
        <translation>{name}: en datorspelare ({level})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="45"/>
        <source>Partners: {side} against {other}.</source>
        <translation>Partner: {side} mot {other}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="53"/>
        <source>{name}&apos;s table</source>
        <translation>Bordet hos {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="57"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="231"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="246"/>
        <source>Casino table</source>
        <translation>Kasinobord</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="86"/>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="91"/>
        <source>none: this computer is not on a network</source>
        <translation>inga: datorn är inte ansluten till något nätverk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="92"/>
        <source>Addresses:</source>
        <translation>Adresser:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="93"/>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="99"/>
        <source>Plays for anyone who drops:</source>
        <translation>Spelar åt den som tappar anslutningen:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="100"/>
        <source>Allow hints and the coach for players who join</source>
        <translation>Tillåt tips och coachen för spelare som ansluter</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="103"/>
        <source>List the table for players on this network</source>
        <translation>Visa bordet för spelare i det här nätverket</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="112"/>
        <source>Table name:</source>
        <translation>Bordets namn:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="117"/>
        <source>Seats:</source>
        <translation>Platser:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="119"/>
        <source>Open the Table</source>
        <translation>Öppna bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="123"/>
        <source>Read the code to the players who join. Nothing listens until you open the table, and closing the table&apos;s window stops it.</source>
        <translation>Läs upp koden för spelarna som ansluter. Ingenting tar emot anslutningar förrän du öppnar bordet, och bordet stängs när du stänger dess fönster.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="136"/>
        <source>No seat is left for anyone to join: every other seat is a computer&apos;s. Cancel, and make a seat Human in the game&apos;s setup for each player who joins.</source>
        <translation>Det finns ingen ledig plats för någon som vill ansluta: alla andra platser spelas av datorn. Avbryt och gör en plats till Människa i partiets inställningar för varje spelare som ska ansluta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="146"/>
        <source>Port {port} is in use on this computer: choose another, like {other}.</source>
        <translation>Port {port} används redan på den här datorn: välj en annan, till exempel {other}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_lost.py" line="68"/>
        <source>Trying to reach the host again…</source>
        <translation>Försöker nå värden igen…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_lost.py" line="69"/>
        <source>Waiting for the host to reopen the table…</source>
        <translation>Väntar på att värden öppnar bordet igen…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_lost.py" line="108"/>
        <source>The host has closed the table for now: your move can be played once it is open again.</source>
        <translation>Värden har stängt bordet tills vidare: ditt drag kan spelas när det är öppet igen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/leaving.py" line="34"/>
        <source>{names} are at your table: close it for everyone?</source>
        <extracomment>For one: {names} is at your table: close it for everyone?</extracomment>
        <translation>
            <numerusform>{names} sitter vid ditt bord: vill du stänga det för alla?</numerusform>
            <numerusform>{names} sitter vid ditt bord: vill du stänga det för alla?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/leaving.py" line="42"/>
        <source>Leave the table in the middle of the match? Your seat is kept until you come back: a computer player plays it while someone else is still at the table.</source>
        <translation>Lämna bordet mitt i partiet? Din plats behålls tills du kommer tillbaka: en datorspelare spelar på den medan någon annan fortfarande sitter vid bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/leaving.py" line="49"/>
        <location filename="../../casino_desktop/qt/net/window.py" line="210"/>
        <source>Close the Table</source>
        <translation>Stäng bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/leaving.py" line="49"/>
        <location filename="../../casino_desktop/qt/net/window.py" line="211"/>
        <source>Leave the Table</source>
        <translation>Lämna bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="31"/>
        <source>The network match that stopped cannot be resumed: {why} Choose the game for a new table.</source>
        <comment>{why} is a whole sentence on what is wrong with the file</comment>
        <translation>Nätverkspartiet som stannade kan inte fortsätta: {why} Välj spelet för ett nytt bord.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="155"/>
        <source>Resume the network match that stopped? Its players take their seats back with the same code. Starting a new match instead discards it.</source>
        <translation>Återuppta nätverkspartiet som avbröts? Spelarna tar tillbaka sina platser med samma kod. Startar du ett nytt parti i stället kastas det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="157"/>
        <source>&amp;Resume</source>
        <comment>the network match that stopped</comment>
        <translation>&amp;Återuppta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="159"/>
        <source>&amp;New Match</source>
        <comment>in place of the network match that stopped, which is discarded</comment>
        <translation>&amp;Nytt parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="185"/>
        <source>You already have a seat at a network table: close its window to leave it first.</source>
        <translation>Du har redan en plats vid ett nätverksbord: stäng dess fönster för att lämna det först.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="258"/>
        <source>The table could not be opened on port {port}: another program uses it.</source>
        <translation>Bordet kunde inte öppnas på port {port}: ett annat program använder den.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="37"/>
        <source>{name}: closed the table</source>
        <translation>{name}: stängde bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="41"/>
        <source>{name}: their seat is kept until the host opens the table again</source>
        <translation>{name}: platsen hålls tills värden öppnar bordet igen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="43"/>
        <source>{name}: no longer seated: the host closed the table</source>
        <translation>{name}: har inte längre någon plats: värden stängde bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="47"/>
        <source>{name}: hosts the table, which cannot be reached at the moment</source>
        <translation>{name}: är värd för bordet, som inte går att nå just nu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="49"/>
        <source>{name}: not known while the connection to the host is lost</source>
        <translation>{name}: okänt medan anslutningen till värden är bruten</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="53"/>
        <source>{name}: a computer player that joined over the network</source>
        <translation>{name}: en datorspelare som anslöt via nätverket</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="55"/>
        <source>{name}: waiting for a player to join</source>
        <translation>{name}: väntar på att en spelare ansluter</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="59"/>
        <source>{name}: connection lost</source>
        <translation>{name}: anslutningen bröts</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="61"/>
        <source>{name}: left the table</source>
        <translation>{name}: lämnade bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="63"/>
        <source>{name}: not back at the table yet; a computer player ({level}) plays until they return</source>
        <translation>{name}: inte tillbaka vid bordet än; en datorspelare ({level}) spelar tills spelaren är tillbaka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="66"/>
        <source>{name}: connection lost; a computer player ({level}) plays until they return</source>
        <translation>{name}: anslutningen bröts; en datorspelare ({level}) spelar tills spelaren är tillbaka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="69"/>
        <source>{name}: left the table; a computer player ({level}) plays until they return</source>
        <translation>{name}: lämnade bordet; en datorspelare ({level}) spelar tills spelaren är tillbaka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="74"/>
        <source>{name}: hosts the table; still reading the last round&apos;s scores</source>
        <translation>{name}: är värd för bordet; läser fortfarande förra omgångens poäng</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="76"/>
        <source>{name}: hosts the table</source>
        <translation>{name}: är värd för bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="78"/>
        <source>{name}: joined and connected; still reading the last round&apos;s scores</source>
        <translation>{name}: ansluten; läser fortfarande förra omgångens poäng</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="79"/>
        <source>{name}: joined and connected</source>
        <translation>{name}: ansluten</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="97"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="100"/>
        <source>At the table</source>
        <translation>Vid bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/sheet_news.py" line="57"/>
        <source>The next round is dealt, and it is your turn.</source>
        <comment>on the score sheet at a network table: the host dealt the next round while the player read it</comment>
        <translation>Nästa omgång är given, och det är din tur.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/sheet_news.py" line="62"/>
        <source>{name} is still reading the last round&apos;s scores: the table waits for their move.</source>
        <comment>the status line at a network table; {name} is another player&apos;s name, never &apos;You&apos;</comment>
        <translation>{name} läser fortfarande förra omgångens poäng: bordet väntar på draget.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_menus.py" line="31"/>
        <source>A network match is saved by its host as it is played: if the table stops, the host resumes it with {menu} and every player takes their seat back.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Ett nätverksparti sparas av värden medan det spelas: om bordet stannar återupptar värden det med {menu} och varje spelare tar tillbaka sin plats.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_menus.py" line="123"/>
        <source>At a network table a move stands once it is played: the other players have already seen it.</source>
        <translation>Vid ett nätverksbord står ett drag fast när det väl är spelat: de andra spelarna har redan sett det.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/table_words.py" line="26"/>
        <source>{names} are at your table: close it for everyone? You can resume the match later where it stopped with {menu}.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <extracomment>For one: {names} is at your table: close it for everyone? You can resume the match later where it stopped with {menu}.</extracomment>
        <translation>
            <numerusform>{names} sitter vid ditt bord: vill du stänga det för alla? Du kan återuppta partiet senare där det avbröts med {menu}.</numerusform>
            <numerusform>{names} sitter vid ditt bord: vill du stänga det för alla? Du kan återuppta partiet senare där det avbröts med {menu}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="35"/>
        <source>Close your table in the middle of the match? You can resume it later where it stopped with {menu}.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Vill du stänga ditt bord mitt i partiet? Du kan återuppta det senare där det avbröts med {menu}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="41"/>
        <source>You stopped waiting for the host. {join} takes your seat back once the table is open again.</source>
        <comment>{join} is where a menu item is, such as: Game › New Game</comment>
        <translation>Du slutade vänta på värden. Med {join} tar du tillbaka din plats när bordet är öppet igen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="44"/>
        <source>The host started a new match at this table, so the match you had a seat in is over. {join} with the new join code takes a seat in the new one.</source>
        <comment>{join} is where a menu item is, such as: Game › New Game</comment>
        <translation>Värden startade ett nytt parti vid det här bordet, så partiet du hade en plats i är slut. {join} med den nya anslutningskoden ger dig en plats i det nya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="58"/>
        <source>The connection to the host was lost; this window keeps trying to reach it.</source>
        <translation>Anslutningen till värden bröts; det här fönstret fortsätter att försöka nå den.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="62"/>
        <source>Nothing has come from the host for a minute: the connection may be lost. This window keeps trying to reach it.</source>
        <translation>Inget har kommit från värden på en minut: anslutningen kan ha brutits. Det här fönstret fortsätter att försöka nå den.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="67"/>
        <source>At a network table the host deals the next match: this window follows when they do.</source>
        <translation>Vid ett nätverksbord ger värden nästa parti: det här fönstret följer med när värden gör det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="69"/>
        <source>This table is closed, so no new match can be dealt at it: {host} opens a table, and {join} takes a seat at one.</source>
        <comment>{host} and {join} are where menu items are, such as: Game › New Game</comment>
        <translation>Det här bordet är stängt, så inget nytt parti kan ges vid det: {host} öppnar ett bord och {join} tar en plats vid ett.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="87"/>
        <source>Stop Waiting</source>
        <translation>Sluta vänta</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/window.py" line="132"/>
        <source>Waiting for {names} to join: the join code is {code}.</source>
        <extracomment>For one: Waiting for {names} to join: the join code is {code}.</extracomment>
        <translation>
            <numerusform>Väntar på att {names} ska ansluta: anslutningskoden är {code}.</numerusform>
            <numerusform>Väntar på att {names} ska ansluta: anslutningskoden är {code}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/window.py" line="136"/>
        <source>Waiting for {names} to join.</source>
        <extracomment>For one: Waiting for {names} to join.</extracomment>
        <translation>
            <numerusform>Väntar på att {names} ska ansluta.</numerusform>
            <numerusform>Väntar på att {names} ska ansluta.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="175"/>
        <source>The host does not allow hints at this table.</source>
        <translation>Värden tillåter inte tips vid det här bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="176"/>
        <source>The host does not allow the coach at this table.</source>
        <translation>Värden tillåter inte coachen vid det här bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="178"/>
        <source>The host has turned hints and the coach off for this table.</source>
        <translation>Värden har stängt av tips och coachen vid det här bordet.</translation>
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
        <translation>Visa anslutningskoden</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="204"/>
        <source>Start With Computer Players in the Empty Seats</source>
        <translation>Starta med datorspelare på de tomma platserna</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="238"/>
        <source>Step through this round&apos;s moves as you saw them, your own hand face up</source>
        <translation>Gå igenom omgångens drag som du såg dem, med din egen hand uppvänd</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/comeback.py" line="36"/>
        <source>Your practice of {rules} is back, at the drill you were on.</source>
        <comment>said at start; {rules} is a game&apos;s name, or such as: Casino with your house rules</comment>
        <translation>Din övning ({rules}) är tillbaka, vid övningsuppgiften du var på.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/comeback.py" line="38"/>
        <source>Your practice of {rules} is back, with the same drills.</source>
        <comment>said at start, when the last drill had been answered; {rules} is a game&apos;s name, or such as: Casino with your house rules</comment>
        <translation>Din övning ({rules}) är tillbaka, med samma övningsuppgifter.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/comeback.py" line="41"/>
        <source>Your practice of {rules} is back with the same drills, but the drill you were on could not be dealt again.</source>
        <comment>said at start; {rules} is a game&apos;s name, or such as: Casino with your house rules</comment>
        <translation>Din övning ({rules}) är tillbaka med samma övningsuppgifter, men uppgiften du var på gick inte att ge igen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="14"/>
        <source>Practice — {variant}</source>
        <translation>Träning — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="15"/>
        <source>Practice</source>
        <translation>Träning</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="16"/>
        <source>Start &amp;Practice</source>
        <translation>Börja &amp;träna</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="17"/>
        <source>Pr&amp;actise These Rules</source>
        <translation>Träna på de här &amp;reglerna</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="18"/>
        <source>Rule drills for the variant and house rules chosen here, instead of a game.</source>
        <translation>Regelövningar för varianten och husreglerna som är valda här, i stället för ett parti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="21"/>
        <source>Dealing practice positions for {variant}…</source>
        <translation>Delar ut övningsställningar för {variant}…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="22"/>
        <source>No drill came up for these rules; try other house rules.</source>
        <translation>Det blev inga övningar för de här reglerna; prova andra husregler.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="23"/>
        <source>Every topic of {variant} is learnt for now: the schedule asks each one again when it is due. You may practise anyway.</source>
        <translation>Du kan alla moment i {variant} för tillfället: schemat frågar om vart och ett igen när det är dags. Du kan träna ändå om du vill.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="25"/>
        <source>Practise &amp;Anyway</source>
        <translation>Träna &amp;ändå</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="28"/>
        <source>Topic: {topic}</source>
        <translation>Moment: {topic}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="29"/>
        <source>Mastered {mastered} of {count} topics · this session {right} right, {wrong} wrong</source>
        <extracomment>For one: Mastered {mastered} of {count} topic · this session {right} right, {wrong} wrong</extracomment>
        <translation>
            <numerusform>Klarat {mastered} av {count} moment · den här gången {right} rätt, {wrong} fel</numerusform>
            <numerusform>Klarat {mastered} av {count} moment · den här gången {right} rätt, {wrong} fel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="32"/>
        <source>Two players.</source>
        <translation>Två spelare.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="33"/>
        <source>Three players.</source>
        <translation>Tre spelare.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="34"/>
        <source>Four players, each for themselves.</source>
        <translation>Fyra spelare, var och en för sig.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="35"/>
        <source>Four players in partnerships; your partner sits opposite you.</source>
        <translation>Fyra spelare i lag; din partner sitter mitt emot dig.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="37"/>
        <source>This is the last deal of the round.</source>
        <translation>Det här är omgångens sista giv.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="39"/>
        <source>This is the first deal of the round.</source>
        <translation>Det här är omgångens första giv.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="40"/>
        <source>This is deal {number} of the round, not the first.</source>
        <comment>{number}: 2, 3, ...</comment>
        <translation>Det här är giv {number} i omgången, inte den första.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="44"/>
        <source>Build {value}
single · yours</source>
        <translation>Bygge {value}
enkelt · ditt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="45"/>
        <source>Build {value}
single · your partner&apos;s</source>
        <translation>Bygge {value}
enkelt · din partners</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="46"/>
        <source>Build {value}
single · an opponent&apos;s</source>
        <translation>Bygge {value}
enkelt · en motståndares</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="47"/>
        <source>Build {value}
multiple · yours</source>
        <translation>Bygge {value}
dubbelt · ditt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="48"/>
        <source>Build {value}
multiple · your partner&apos;s</source>
        <translation>Bygge {value}
dubbelt · din partners</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="49"/>
        <source>Build {value}
multiple · an opponent&apos;s</source>
        <translation>Bygge {value}
dubbelt · en motståndares</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="53"/>
        <source>Your pile
{count} cards</source>
        <extracomment>For one: Your pile
{count} card</extracomment>
        <translation>
            <numerusform>Din hög
{count} kort</numerusform>
            <numerusform>Din hög
{count} kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="54"/>
        <source>Your partner&apos;s pile
{count} cards</source>
        <extracomment>For one: Your partner&apos;s pile
{count} card</extracomment>
        <translation>
            <numerusform>Din partners hög
{count} kort</numerusform>
            <numerusform>Din partners hög
{count} kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="55"/>
        <source>An opponent&apos;s pile
{count} cards</source>
        <extracomment>For one: An opponent&apos;s pile
{count} card</extracomment>
        <translation>
            <numerusform>En motståndares hög
{count} kort</numerusform>
            <numerusform>En motståndares hög
{count} kort</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="56"/>
        <source>You have played your card from the hand this turn.</source>
        <translation>Du har spelat ditt kort från handen den här turen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="57"/>
        <source>Drag a table card onto another to build with them; click more table cards first to build with those too.</source>
        <translation>Dra ett kort på bordet till ett annat för att bygga med dem; klicka först på fler kort på bordet om du vill bygga med dem också.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="59"/>
        <source>Drop the card on another table card to build with them.</source>
        <translation>Släpp kortet på ett annat kort på bordet för att bygga med dem.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="60"/>
        <source>First pile: {count} cards</source>
        <extracomment>For one: First pile: {count} card</extracomment>
        <translation>
            <numerusform>Första högen: {count} kort</numerusform>
            <numerusform>Första högen: {count} kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="61"/>
        <source>Second pile: {count} cards</source>
        <extracomment>For one: Second pile: {count} card</extracomment>
        <translation>
            <numerusform>Andra högen: {count} kort</numerusform>
            <numerusform>Andra högen: {count} kort</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="62"/>
        <source>Sweeps made: {first} by the first pile, {second} by the second.</source>
        <translation>Tabbar: {first} för första högen, {second} för andra.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="63"/>
        <source>Sweeps left open: {first} by the first pile, {second} by the second.</source>
        <translation>Bortgivna tabbar: {first} för första högen, {second} för andra.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="64"/>
        <source>Mulles: worth {first} in all in the first pile, {second} in the second.</source>
        <translation>Mullar: värda {first} sammanlagt i första högen, {second} i andra.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="65"/>
        <source>The first pile made the last capture.</source>
        <translation>Första högen tog sist.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="65"/>
        <source>The second pile made the last capture.</source>
        <translation>Andra högen tog sist.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="66"/>
        <source>Nobody made a capture this round.</source>
        <translation>Ingen tog något den här omgången.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="68"/>
        <source>For each capture the {card} can make, click the table cards it takes, then press Add Capture (or drag the {card} onto them). Where it can take several groups at once, that is a capture of its own: add it too. When you have added every capture, press Check. On the keyboard, the arrow keys move over the cards and Space picks one.</source>
        <translation>För varje tagning som {card} kan göra: klicka på korten på bordet som den tar och tryck sedan på Lägg till tagning (eller dra {card} till dem). Kan den ta flera grupper på en gång är det en tagning i sig: lägg till den också. När du har lagt till alla tagningar trycker du på Rätta. Med tangentbordet flyttar du mellan korten med piltangenterna och väljer ett med blanksteg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="72"/>
        <source>Click a hand card and the table cards to play it with, then press Play; or drag the hand card onto the table cards. Dropping it on the felt trails it. On the keyboard, the arrow keys move over the cards and Space picks one.</source>
        <translation>Klicka på ett kort på handen och på korten på bordet som det ska spelas med, och tryck sedan på Spela; eller dra kortet från handen till korten på bordet. Släpper du det på bordsduken läggs det ut. Med tangentbordet flyttar du mellan korten med piltangenterna och väljer ett med blanksteg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="75"/>
        <source>Pick your answer, then press Check.</source>
        <translation>Välj ditt svar och tryck sedan på Rätta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="76"/>
        <source>Enter the points each pile scores for every item (0 where it scores none), then press Check.</source>
        <translation>Skriv in poängen som varje hög får för varje post (0 där den inte får några) och tryck sedan på Rätta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="77"/>
        <source>Those cards can be played more than one way: pick the play you mean.</source>
        <translation>De korten kan spelas på flera sätt: välj draget du menar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="79"/>
        <source>&amp;Add Capture</source>
        <translation>&amp;Lägg till tagning</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="80"/>
        <source>&amp;Remove</source>
        <translation>&amp;Ta bort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="81"/>
        <source>No capture added yet.</source>
        <translation>Ingen tagning tillagd än.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="82"/>
        <source>That capture is on your list already.</source>
        <translation>Den tagningen finns redan i din lista.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="83"/>
        <source>Click the table cards the {card} takes first.</source>
        <translation>Klicka först på korten på bordet som {card} tar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="84"/>
        <source>Click the hand card you play first.</source>
        <translation>Klicka först på kortet på handen som du spelar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="85"/>
        <source>This question is about the {card}: click the table cards it takes.</source>
        <translation>Frågan gäller {card}: klicka på korten på bordet som det tar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="86"/>
        <source>&amp;Check</source>
        <translation>&amp;Rätta</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="87"/>
        <source>&amp;Play</source>
        <translation>&amp;Spela</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="88"/>
        <source>&amp;Next Drill</source>
        <translation>&amp;Nästa övning</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="89"/>
        <source>Pro&amp;gress…</source>
        <translation>&amp;Framsteg…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="90"/>
        <source>R&amp;ules…</source>
        <translation>Re&amp;gler…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="91"/>
        <source>The rulebook of the variant and house rules being practised.</source>
        <translation>Reglerna för varianten och husreglerna som du tränar på.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="92"/>
        <source>Close</source>
        <comment>a button that closes the practice window</comment>
        <translation>Stäng</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="93"/>
        <source>Item</source>
        <comment>a row of the scoring table: a thing that scores</comment>
        <translation>Post</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="94"/>
        <source>First pile</source>
        <translation>Första högen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="94"/>
        <source>Second pile</source>
        <translation>Andra högen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="97"/>
        <source>The right answer: {answer}</source>
        <translation>Rätt svar: {answer}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="98"/>
        <source>The captures: {captures}.</source>
        <translation>Tagningarna: {captures}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="99"/>
        <source>{item}: {first} to {second}.</source>
        <translation>{item}: {first} mot {second}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="100"/>
        <source>No item scores any points.</source>
        <translation>Ingen post ger några poäng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="101"/>
        <source>The cards this verdict is about are ringed in red.</source>
        <translation>Korten som svaret gäller är inringade med rött.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="102"/>
        <source>The cards of the right answer glow light blue.</source>
        <translation>Korten i det rätta svaret lyser ljusblått.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="105"/>
        <source>Practice Progress</source>
        <translation>Träningsframsteg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="109"/>
        <source>{variant} with your house rules</source>
        <comment>in the practice progress&apos;s list of games, after the game&apos;s own name: {variant} is that name</comment>
        <translation>{variant} med dina husregler</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="112"/>
        <source>{mastered} mastered, {learning} being learnt, {new} new, of {count} topics.</source>
        <extracomment>For one: {mastered} mastered, {learning} being learnt, {new} new, of {count} topic.</extracomment>
        <translation>
            <numerusform>{mastered} klarade, {learning} under inlärning, {new} nya, av {count} moment.</numerusform>
            <numerusform>{mastered} klarade, {learning} under inlärning, {new} nya, av {count} moment.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="115"/>
        <source>Topic</source>
        <comment>a column of the practice progress table</comment>
        <translation>Moment</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="116"/>
        <source>State</source>
        <comment>a column of the practice progress table</comment>
        <translation>Läge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="117"/>
        <source>Right</source>
        <comment>a column of the practice progress table: answers that were right</comment>
        <translation>Rätt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="118"/>
        <source>Wrong</source>
        <comment>a column of the practice progress table: answers that were wrong</comment>
        <translation>Fel</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="119"/>
        <source>Asked again</source>
        <comment>a column of the practice progress table</comment>
        <translation>Frågas igen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="120"/>
        <source>Mastered</source>
        <comment>a practice topic&apos;s state</comment>
        <translation>Klarat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="121"/>
        <source>Learning</source>
        <comment>a practice topic&apos;s state</comment>
        <translation>Under inlärning</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="122"/>
        <source>New</source>
        <comment>a practice topic&apos;s state</comment>
        <translation>Nytt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="123"/>
        <source>now</source>
        <comment>when a topic is asked again</comment>
        <translation>nu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="124"/>
        <source>tomorrow</source>
        <comment>when a topic is asked again</comment>
        <translation>i morgon</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="125"/>
        <source>in {count} days</source>
        <comment>when a topic is asked again</comment>
        <extracomment>For one: in {count} day</extracomment>
        <translation>
            <numerusform>om {count} dag</numerusform>
            <numerusform>om {count} dagar</numerusform>
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
        <translation>Den här installationen av Casino kan inte spela upp ljud, så spelet är tyst.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="116"/>
        <source>No speakers or headphones could be opened, so the game stays silent. Tick Sound again to try once more.</source>
        <translation>Inga högtalare eller hörlurar kunde öppnas, så spelet är tyst. Kryssa i Ljud igen för att försöka en gång till.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="127"/>
        <location filename="../../casino_desktop/qt/sound.py" line="174"/>
        <source>Sou&amp;nd</source>
        <translation>&amp;Ljud</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="175"/>
        <source>Sounds for cards played, captures, sweeps, builds, the end of a round and moves the table refuses.</source>
        <translation>Ljud för spelade kort, tagningar, tabbar, byggen, omgångens slut och drag som bordet inte tillåter.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="178"/>
        <source>Sou&amp;nd (not available)</source>
        <translation>&amp;Ljud (inte tillgängligt)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="179"/>
        <source>Sou&amp;nd (no sound output found)</source>
        <translation>&amp;Ljud (ingen ljudutgång hittades)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="96"/>
        <source>Moves</source>
        <translation>Drag</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="186"/>
        <source>End your turn (Enter)</source>
        <translation>Avsluta turen (Enter)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="302"/>
        <source>Play it</source>
        <comment>the button that plays the hinted move</comment>
        <translation>Spela det</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="303"/>
        <source>Play the hinted move</source>
        <translation>Spela det föreslagna draget</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="35"/>
        <source>Choose a move</source>
        <translation>Välj ett drag</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="63"/>
        <source>&lt;b&gt;Play {card}:&lt;/b&gt; which move?</source>
        <translation>&lt;b&gt;Spela {card}:&lt;/b&gt; vilket drag?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="64"/>
        <source>&lt;b&gt;Which table move?&lt;/b&gt;</source>
        <comment>the chooser of builds and additions made of table cards only</comment>
        <translation>&lt;b&gt;Vilket drag med bordets kort?&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="67"/>
        <source>Cancel (Esc)</source>
        <translation>Avbryt (Esc)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="15"/>
        <source>A card in your hand can take this or build with it.</source>
        <translation>Ett kort på din hand kan ta detta eller bygga med det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="16"/>
        <source>A card in your hand can take this.</source>
        <translation>Ett kort på din hand kan ta detta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="17"/>
        <source>Your {card} can take this or build with it.</source>
        <translation>Din {card} kan ta detta eller bygga med det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="18"/>
        <source>Your {card} can take this.</source>
        <translation>Din {card} kan ta detta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/input.py" line="40"/>
        <source>The {card} was let go off the table, so nothing was played: to trail it, drop it inside the dashed frame.</source>
        <translation>{card} släpptes utanför bordet, så inget spelades: släpp kortet innanför den streckade ramen för att lägga ut det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/items.py" line="160"/>
        <source>Dealer</source>
        <translation>Givare</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/items.py" line="177"/>
        <source>D</source>
        <comment>on the dealer&apos;s chip: the first letter of Dealer</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="19"/>
        <source>Glowing table cards are ones a card in your hand can take or build with. Drag a card onto the table, or click a card, then table cards (keys: arrows, Space, Enter).</source>
        <translation>Korten på bordet som lyser kan tas eller byggas med av ett kort på din hand. Dra ett kort till bordet, eller klicka på ett kort och sedan på kort på bordet (tangenter: pilar, blanksteg, Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="21"/>
        <source>Glowing table cards are ones a card in your hand can take. Drag a card onto the table, or click a card, then table cards (keys: arrows, Space, Enter).</source>
        <translation>Korten på bordet som lyser kan tas av ett kort på din hand. Dra ett kort till bordet, eller klicka på ett kort och sedan på kort på bordet (tangenter: pilar, blanksteg, Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="29"/>
        <source>Show the move…</source>
        <translation>Visa draget…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="31"/>
        <source>All {count} moves…</source>
        <extracomment>For one: All {count} move…</extracomment>
        <translation>
            <numerusform>{count} drag…</numerusform>
            <numerusform>Alla {count} drag…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="40"/>
        <source>Table: {picked}. Now pick a card from your hand.</source>
        <translation>Bordet: {picked}. Välj nu ett kort från handen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="42"/>
        <source>Drag a table card onto a build of yours or onto another table card to build, or end your turn (Enter).</source>
        <translation>Dra ett kort på bordet till ett av dina byggen eller till ett annat kort på bordet för att bygga, eller avsluta turen (Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="46"/>
        <source>Drag a card onto the table, or click a card and then table cards (keys: arrows, Space, Enter).</source>
        <translation>Dra ett kort till bordet, eller klicka på ett kort och sedan på kort på bordet (tangenter: pilar, blanksteg, Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="54"/>
        <source>{card} on {picked}</source>
        <comment>the hand card and the table cards picked for it</comment>
        <translation>{card} på {picked}</translation>
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
        <translation>Nu spelar {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="71"/>
        <source>{previous} has played. Pass the screen to {name}; the other players look away.</source>
        <translation>{previous} har spelat. Lämna över skärmen till {name}; de andra spelarna tittar bort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="74"/>
        <source>Pass the screen to {name}; the other players look away.</source>
        <translation>Lämna över skärmen till {name}; de andra spelarna tittar bort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="75"/>
        <source>Show {name}’s cards</source>
        <translation>Visa korten för {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="178"/>
        <source>Pass the screen to {name}.</source>
        <translation>Lämna över skärmen till {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="179"/>
        <source>Waiting for {name}: press Space or click the button when ready.</source>
        <translation>Väntar på {name}: tryck på blanksteg eller klicka på knappen när du är redo.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="161"/>
        <source>Stock</source>
        <comment>the caption over the face-down stock</comment>
        <translation>Talong</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="163"/>
        <source>last deal</source>
        <comment>the stock&apos;s caption once its last cards are dealt</comment>
        <translation>sista given</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="177"/>
        <source>thinking…</source>
        <comment>a seat&apos;s caption while the computer chooses its move</comment>
        <translation>tänker…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="247"/>
        <source>multiple</source>
        <comment>a build&apos;s caption: a build made up more than one way</comment>
        <translation>dubbelt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="248"/>
        <source>single</source>
        <comment>a build&apos;s caption: a build made up one way</comment>
        <translation>enkelt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="249"/>
        <source>Build {value}</source>
        <comment>a build&apos;s caption</comment>
        <translation>Bygge {value}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/plan.py" line="314"/>
        <source>{count} taken</source>
        <comment>a pile&apos;s caption: how many cards it holds</comment>
        <extracomment>For one: {count} taken</extracomment>
        <translation>
            <numerusform>{count} taget</numerusform>
            <numerusform>{count} tagna</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="326"/>
        <source>The top card of {first} &amp; {second}&apos;s capture pile</source>
        <comment>a pile two partners share</comment>
        <translation>Översta kortet i tagningshögen hos {first} &amp; {second}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="329"/>
        <source>The top card of your capture pile</source>
        <translation>Översta kortet i din tagningshög</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="330"/>
        <source>The top card of {name}&apos;s capture pile</source>
        <translation>Översta kortet i tagningshögen hos {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/play_log.py" line="24"/>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="170"/>
        <source>Play log</source>
        <translation>Spelförlopp</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="34"/>
        <source>Match score</source>
        <translation>Partiställning</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="34"/>
        <source>Cards taken</source>
        <translation>Tagna kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="34"/>
        <source>Spades taken</source>
        <translation>Tagna spader</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="55"/>
        <source>Every point you take is a penalty, counted as a minus point when the round ends; the fewest taken win.</source>
        <comment>under the side panel&apos;s score table in a penalty game (Krypkasino): why the match score stays 0 during the first round, and why it is below 0 after it</comment>
        <translation>Varje poäng du tar är en straffpoäng, som räknas som en minuspoäng när omgången är slut; den som tar minst vinner.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="78"/>
        <source>House rules: {rules}</source>
        <comment>under the game&apos;s name in the side panel: the rules changed from the preset</comment>
        <extracomment>For one: House rule: {rules}</extracomment>
        <translation>
            <numerusform>Husregel: {rules}</numerusform>
            <numerusform>Husregler: {rules}</numerusform>
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
        <translation>Partiställning och tagna kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="164"/>
        <source>Cards still out</source>
        <translation>Osedda kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="235"/>
        <source>Deal {number}</source>
        <comment>the deal number: the same number deals the same cards</comment>
        <translation>Giv nr {number}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="371"/>
        <source>Still out</source>
        <comment>the cards the player has not seen yet</comment>
        <translation>Osedda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/view.py" line="39"/>
        <source>Card table</source>
        <translation>Kortbord</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="41"/>
        <source>Toolbar</source>
        <translation>Verktygsfält</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="62"/>
        <source>New Game</source>
        <comment>toolbar button</comment>
        <translation>Nytt parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="63"/>
        <source>Take Back</source>
        <comment>toolbar button</comment>
        <translation>Ångra</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="64"/>
        <source>Redo</source>
        <comment>toolbar button</comment>
        <translation>Gör om</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="65"/>
        <source>Hint</source>
        <comment>toolbar button</comment>
        <translation>Tips</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="71"/>
        <source>Score and Log</source>
        <comment>toolbar button, there only while the side panel (the score table and the play log) is folded away: it shows the panel</comment>
        <translation>Poäng och förlopp</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="73"/>
        <source>The side panel with the score and the play log is folded away to give the table room: this shows it (F9, or View › Side Panel).</source>
        <translation>Sidopanelen med poängen och spelförloppet är hopfälld för att ge bordet plats: den här knappen visar den (F9, eller Visa › Sidopanel).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="83"/>
        <source>Toolba&amp;r</source>
        <translation>&amp;Verktygsfält</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="89"/>
        <source>F&amp;ull Screen</source>
        <translation>H&amp;elskärm</translation>
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
        <translation>Letar efter ditt oavslutade parti…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/window_resume.py" line="122"/>
        <source>Bringing back your unfinished game: {count} moves replayed…</source>
        <extracomment>For one: Bringing back your unfinished game: {count} move replayed…</extracomment>
        <translation>
            <numerusform>Ditt oavslutade parti hämtas tillbaka: {count} drag har spelats upp igen…</numerusform>
            <numerusform>Ditt oavslutade parti hämtas tillbaka: {count} drag har spelats upp igen…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_resume.py" line="154"/>
        <source>Your Unfinished Game</source>
        <comment>a box&apos;s title</comment>
        <translation>Ditt oavslutade parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_resume.py" line="158"/>
        <source>Show the &amp;Folder</source>
        <translation>Visa &amp;mappen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="107"/>
        <source>{side} at {score}: {words}.</source>
        <translation>{side} har {score}: {words}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="163"/>
        <source>Round over: {scores}.</source>
        <translation>Omgången är slut: {scores}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="164"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="213"/>
        <source>Match over.</source>
        <translation>Partiet är slut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="214"/>
        <source>Score &amp;Sheet</source>
        <comment>the button that shows the round&apos;s score sheet again</comment>
        <translation>&amp;Poängtabell</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="94"/>
        <source>{name} is thinking…</source>
        <translation>{name} tänker…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="118"/>
        <source>That move is no longer possible.</source>
        <translation>Det draget går inte längre att göra.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="167"/>
        <source>Pick another card from your hand: the {card} cannot be played now.</source>
        <translation>Välj ett annat kort ur handen: {card} kan inte spelas nu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="174"/>
        <source>Pick table cards for the {card} to take or build with (arrow keys, Space), then press Enter, or pick a move (keys 1-9).</source>
        <translation>Välj korten på bordet som {card} ska ta eller bygga med (piltangenter, blanksteg) och tryck sedan på Enter, eller välj ett drag (tangent 1–9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="177"/>
        <source>Pick table cards for the {card} to take (arrow keys, Space), then press Enter, or pick a move (keys 1-9).</source>
        <translation>Välj korten på bordet som {card} ska ta (piltangenter, blanksteg) och tryck sedan på Enter, eller välj ett drag (tangent 1–9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="180"/>
        <source>Click table cards for the {card} to take or build with, or pick a move (keys 1-9).</source>
        <translation>Klicka på korten på bordet som {card} ska ta eller bygga med, eller välj ett drag (tangent 1–9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="183"/>
        <source>Click table cards for the {card} to take, or pick a move (keys 1-9).</source>
        <translation>Klicka på korten på bordet som {card} ska ta, eller välj ett drag (tangent 1–9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="32"/>
        <source>The language</source>
        <comment>a lost setting, in a list</comment>
        <translation>Språket</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="33"/>
        <source>The animation speed</source>
        <comment>a lost setting, in a list</comment>
        <translation>Animationshastigheten</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="34"/>
        <source>The game, house rules, players and names chosen in New Game</source>
        <comment>a lost setting, in a list</comment>
        <translation>Spelet, husreglerna, spelarna och namnen som valdes i Nytt parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="37"/>
        <source>The window&apos;s size and place</source>
        <comment>a lost setting, in a list</comment>
        <translation>Fönstrets storlek och placering</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="38"/>
        <source>The side panel shown or hidden</source>
        <comment>a lost setting, in a list</comment>
        <translation>Om sidopanelen visas eller döljs</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="39"/>
        <source>The toolbar shown or hidden</source>
        <comment>a lost setting, in a list</comment>
        <translation>Om verktygsfältet visas eller döljs</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="40"/>
        <source>Sound on or off</source>
        <comment>a lost setting, in a list</comment>
        <translation>Ljud på eller av</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="41"/>
        <source>Cards still out and the four-colour deck</source>
        <comment>a lost setting, in a list</comment>
        <translation>Osedda kort och fyrfärgsleken</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="43"/>
        <source>The card theme, the card back and the felt</source>
        <comment>a lost setting, in a list</comment>
        <translation>Kortens tema, kortens baksida och filten</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="45"/>
        <source>Table in words, high contrast and large cards</source>
        <comment>a lost setting, in a list</comment>
        <translation>Bordet i ord, hög kontrast och stora kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="47"/>
        <source>Coach my moves on or off</source>
        <comment>a lost setting, in a list</comment>
        <translation>Coacha mina drag på eller av</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="48"/>
        <source>The folder last used to save or open a game</source>
        <comment>a lost setting, in a list</comment>
        <translation>Mappen som senast användes för att spara eller öppna ett parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="49"/>
        <source>The name and address last used to join a table over the network</source>
        <comment>a lost setting, in a list</comment>
        <translation>Namnet och adressen som senast användes för att ansluta till ett bord över nätverket</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="51"/>
        <source>The table you host over the network: its code, port, name, hints and stand-in</source>
        <comment>a lost setting, in a list</comment>
        <translation>Bordet du är värd för över nätverket: dess kod, port, namn, tips och ersättare</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="55"/>
        <source>Your seats at network tables, kept to come back to</source>
        <comment>a lost setting, in a list</comment>
        <translation>Dina platser vid nätverksbord, sparade så att du kan komma tillbaka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="57"/>
        <source>That the guided first game was offered (it may be offered again)</source>
        <comment>a lost setting, in a list</comment>
        <translation>Att ett första parti med guide har erbjudits (det kan erbjudas igen)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="62"/>
        <source>Your settings file was damaged and nothing in it could be read, so all your settings are back at their defaults; the damaged file is kept in {folder}.</source>
        <translation>Din inställningsfil var skadad och ingenting i den kunde läsas, så alla dina inställningar är tillbaka till standard; den skadade filen finns kvar i {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="64"/>
        <source>Your settings file was damaged, but none of your settings were lost; the damaged file is kept in {folder}.</source>
        <translation>Din inställningsfil var skadad, men ingen av dina inställningar gick förlorad; den skadade filen finns kvar i {folder}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="66"/>
        <source>Your settings file was damaged; the damaged file is kept in {folder}. These settings could not be read from it, so any of them you had changed are back at their defaults:
{settings}</source>
        <comment>{settings} is a list of settings, one a line, such as: • The language</comment>
        <extracomment>For one: Your settings file was damaged; the damaged file is kept in {folder}. This setting could not be read from it, so if you had changed it, it is back at its default:
{settings}</extracomment>
        <translation>
            <numerusform>Din inställningsfil var skadad; den skadade filen finns kvar i {folder}. Den här inställningen kunde inte läsas ur den, så om du hade ändrat den är den tillbaka till standard:
{settings}</numerusform>
            <numerusform>Din inställningsfil var skadad; den skadade filen finns kvar i {folder}. De här inställningarna kunde inte läsas ur den, så de av dem som du hade ändrat är tillbaka till standard:
{settings}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="20"/>
        <source>Your statistics were kept by a newer version of Casino; this version leaves them as they are and counts nothing.</source>
        <translation>Din statistik fördes av en nyare version av Casino; den här versionen låter den vara som den är och räknar ingenting.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="22"/>
        <source>Statistics cannot be kept this time: the statistics file cannot be opened.</source>
        <translation>Statistik kan inte föras den här gången: statistikfilen kan inte öppnas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="24"/>
        <source>Your statistics file was damaged, so it was put aside; your statistics start afresh from this match, and your practice progress starts afresh too.</source>
        <translation>Din statistikfil var skadad, så den flyttades undan; din statistik börjar om från och med det här partiet, och dina träningsframsteg börjar också om.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="27"/>
        <source>Your statistics file was damaged, so it was put aside and your statistics start afresh from this match.</source>
        <translation>Din statistikfil var skadad, så den flyttades undan och din statistik börjar om från och med det här partiet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/storage/stats_told.py" line="29"/>
        <source>Your statistics file was damaged, so it was put aside; the {count} matches that could still be read from it are kept in your statistics.</source>
        <extracomment>For one: Your statistics file was damaged, so it was put aside; the {count} match that could still be read from it is kept in your statistics.</extracomment>
        <translation>
            <numerusform>Din statistikfil var skadad, så den flyttades undan; det parti som fortfarande gick att läsa i den finns kvar i din statistik.</numerusform>
            <numerusform>Din statistikfil var skadad, så den flyttades undan; de {count} partier som fortfarande gick att läsa i den finns kvar i din statistik.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="34"/>
        <source>Your practice progress could not be read from it, and starts afresh.</source>
        <comment>said after: Your statistics file was damaged, so it was put aside; ... (&quot;it&quot; is that file)</comment>
        <translation>Dina träningsframsteg gick inte att läsa i den och börjar om.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/storage/stats_told.py" line="37"/>
        <source>Only part of your practice progress could be read from it: your records of {count} topics are kept, the rest starts afresh.</source>
        <comment>said after: Your statistics file was damaged, so it was put aside; ... (&quot;it&quot; is that file; a topic is a rule practised, in any game)</comment>
        <extracomment>For one: Only part of your practice progress could be read from it: your record of {count} topic is kept, the rest starts afresh.</extracomment>
        <translation>
            <numerusform>Bara en del av dina träningsframsteg gick att läsa i den: ditt resultat i {count} moment finns kvar, resten börjar om.</numerusform>
            <numerusform>Bara en del av dina träningsframsteg gick att läsa i den: dina resultat i {count} moment finns kvar, resten börjar om.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="44"/>
        <source>The practice you had open could not be read from it, so it does not come back.</source>
        <comment>said after: Your statistics file was damaged, so it was put aside; ... (&quot;it&quot; is that file; the practice window open when the game was last quit)</comment>
        <translation>Övningen du hade öppen gick inte att läsa i den, så den kommer inte tillbaka.</translation>
    </message>
</context>
</TS>
