<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO" sourcelanguage="en">
<context>
    <name>casino</name>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="25"/>
        <source>The dial {dial} takes a whole number from {low} to {high}.</source>
        <translation>Innstillingen {dial} tar et heltall fra {low} til {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="26"/>
        <source>The dial {dial} takes a number from {low} to {high}.</source>
        <translation>Innstillingen {dial} tar et tall fra {low} til {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="27"/>
        <source>The dial {dial} takes one of: {choices}.</source>
        <translation>Innstillingen {dial} tar ett av: {choices}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="28"/>
        <source>&apos;{dial}&apos; is not a dial of {engine}; its dials are: {dials}.</source>
        <translation>&apos;{dial}&apos; er ingen innstilling for {engine}; innstillingene er: {dials}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="29"/>
        <source>The engine {engine} has no dials.</source>
        <translation>Motoren {engine} har ingen innstillinger.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="98"/>
        <source>Beginner</source>
        <comment>a level of the computer players</comment>
        <translation>Nybegynner</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="99"/>
        <source>Casual</source>
        <comment>a level of the computer players</comment>
        <translation>Hobbyspiller</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="100"/>
        <source>Skilled</source>
        <comment>a level of the computer players</comment>
        <translation>Dyktig</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="101"/>
        <source>Expert</source>
        <comment>a level of the computer players</comment>
        <translation>Ekspert</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="102"/>
        <source>Master</source>
        <comment>a level of the computer players</comment>
        <translation>Mester</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="106"/>
        <source>Takes what it can each turn, one card at a time: it does not yet see captures of several cards at once.</source>
        <translation>Tar det den kan hver tur, ett kort om gangen: den ser ennå ikke stikk av flere kort på en gang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="107"/>
        <source>Takes the most it can each turn and never looks ahead; now and then it misses a capture of several cards.</source>
        <translation>Tar så mye den kan hver tur og tenker aldri framover; av og til går den glipp av et stikk av flere kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="108"/>
        <source>Remembers every card played and avoids leaving you easy captures.</source>
        <translation>Husker alle kort som er spilt, og unngår å gi deg lette stikk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="109"/>
        <source>Imagines many possible deals and plays each option out.</source>
        <translation>Ser for seg mange måter kortene kan være gitt på, og spiller hvert alternativ til ende.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="110"/>
        <source>Like Expert, with more thinking time, and it learns how you play: the strongest fair player.</source>
        <translation>Som Ekspert, med mer betenkningstid, og den lærer hvordan du spiller: den sterkeste spilleren som spiller ærlig.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/playout_weights.py" line="88"/>
        <source>&apos;{key}&apos; is not a weight of the playout policy.</source>
        <translation>&apos;{key}&apos; er ikke en vekt i regelen for prøvespill.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/playout_weights.py" line="90"/>
        <source>&apos;{key}&apos; must be a number from {lo} to {hi}.</source>
        <translation>&apos;{key}&apos; må være et tall fra {lo} til {hi}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="27"/>
        <source>Name a command to run: {commands}.</source>
        <translation>Oppgi en kommando å kjøre: {commands}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="28"/>
        <source>&apos;{command}&apos; is not a command; the commands are: {commands}.</source>
        <translation>&apos;{command}&apos; er ingen kommando; kommandoene er: {commands}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="29"/>
        <source>&apos;{argument}&apos; is not an option of this command; its --help lists the options.</source>
        <translation>&apos;{argument}&apos; er ikke et valg for denne kommandoen; dens --help lister valgene.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="30"/>
        <source>The option {option} takes one of: {choices}.</source>
        <translation>Valget {option} tar ett av: {choices}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="31"/>
        <source>The option {option} needs a value after it.</source>
        <translation>Valget {option} trenger en verdi etter seg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="32"/>
        <source>The option {option} takes no value.</source>
        <translation>Valget {option} tar ingen verdi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="33"/>
        <source>The option {option} is short for more than one option: {options}.</source>
        <translation>Valget {option} er en forkortelse for mer enn ett valg: {options}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="34"/>
        <source>These options must be given: {options}.</source>
        <translation>Disse valgene må oppgis: {options}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="37"/>
        <source>The command line cannot be read ({problem}); --help shows how it is written.</source>
        <translation>Kommandolinjen kan ikke leses ({problem}); --help viser hvordan den skrives.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/bounds.py" line="30"/>
        <source>The option {option} takes a whole number from {low} to {high}.</source>
        <translation>Valget {option} tar et heltall fra {low} til {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/bounds.py" line="31"/>
        <source>A level must be one of: {levels}.</source>
        <translation>Et nivå må være ett av: {levels}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/bounds.py" line="32"/>
        <source>The option {option} takes a number of seconds above 0 and at most {high}.</source>
        <translation>Valget {option} tar et antall sekunder over 0 og høyst {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="42"/>
        <source>The --options value</source>
        <comment>the subject of a sentence about the command line&apos;s --options (the house rules as JSON), such as: The --options value is damaged</comment>
        <translation>Verdien for --options</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="44"/>
        <source>The --answer value</source>
        <comment>the subject of a sentence about the command line&apos;s --answer (a drill&apos;s answer as JSON), such as: The --answer value is damaged</comment>
        <translation>Verdien for --answer</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="187"/>
        <source>The kind of drill must be one of: {kinds}.</source>
        <translation>Øvelsens type må være en av: {kinds}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="190"/>
        <source>The topic must be the name of a rule or scoring item, in at most 200 characters.</source>
        <translation>Emnet må være navnet på en regel eller en poengpost, med høyst 200 tegn.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="202"/>
        <source>No drill of that kind and topic came up in this variant&apos;s practice games; try another seed, kind or topic.</source>
        <translation>Ingen øvelse av den typen og det emnet kom opp i denne variantens øvingsspill; prøv et annet frø, en annen type eller et annet emne.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/score_command.py" line="17"/>
        <source>&apos;{key}&apos; is not a key of a round to score; its keys are: {keys}.</source>
        <translation>&apos;{key}&apos; er ingen nøkkel i en runde som skal telles; nøklene er: {keys}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/stdin_input.py" line="16"/>
        <source>The input</source>
        <comment>the subject of a sentence about what the command line read and cannot use, such as: The input is damaged</comment>
        <translation>Inndataene</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/stdin_input.py" line="41"/>
        <source>The input is empty: give the JSON on standard input.</source>
        <translation>Inndataene er tomme: gi JSON på standard inn.</translation>
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
        <translation>Småfeil</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="21"/>
        <source>Mistake</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Feil</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="22"/>
        <source>Blunder</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Bommert</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="27"/>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="105"/>
        <source>Good move.</source>
        <translation>Bra trekk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="28"/>
        <source>Inaccuracy: this gave away {points} points on average; better was to {best}.</source>
        <translation>Småfeil: dette kostet i snitt {points} poeng; bedre trekk: {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="29"/>
        <source>Mistake: this gave away {points} points on average; better was to {best}.</source>
        <translation>Feil: dette kostet i snitt {points} poeng; bedre trekk: {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="30"/>
        <source>Blunder: this gave away {points} points on average; better was to {best}.</source>
        <translation>Bommert: dette kostet i snitt {points} poeng; bedre trekk: {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="35"/>
        <source>You could have taken {card}, a card that scores: {advice}.</source>
        <translation>Du kunne ha tatt {card}, et kort som gir poeng: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="36"/>
        <source>You could have swept the table: {advice}.</source>
        <translation>Du kunne ha fått tabbe: {advice}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="37"/>
        <source>This leaves the table open to a sweep by the next player: {count} unseen cards clear it ({cards}).</source>
        <extracomment>For one: This leaves the table open to a sweep by the next player: {count} unseen card clears it ({cards}).</extracomment>
        <translation>
            <numerusform>Dette gir neste spiller sjansen til en tabbe: {count} usett kort tar alt ({cards}).</numerusform>
            <numerusform>Dette gir neste spiller sjansen til en tabbe: {count} usette kort tar alt ({cards}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="40"/>
        <source>The next player can take your build of {value}: {count} unseen cards take it.</source>
        <extracomment>For one: The next player can take your build of {value}: {count} unseen card takes it.</extracomment>
        <translation>
            <numerusform>Neste spiller kan ta bygget ditt på {value}: {count} usett kort tar det.</numerusform>
            <numerusform>Neste spiller kan ta bygget ditt på {value}: {count} usette kort tar det.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="42"/>
        <source>You could have moved {card}, a card that scores, into a build you can take: {advice}.</source>
        <translation>Du kunne ha lagt {card}, et kort som gir poeng, i et bygg du kan ta: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="49"/>
        <source>The better move comes out ahead by {points} points on “{item}”.</source>
        <translation>Det bedre trekket ligger {points} poeng foran på «{item}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="50"/>
        <source>The better move comes out ahead by {points} points on “{item}” and by {points2} on “{item2}”.</source>
        <translation>Det bedre trekket ligger {points} poeng foran på «{item}» og {points2} foran på «{item2}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="52"/>
        <source>The better move comes out ahead by {points} points on “{item}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>Det bedre trekket ligger {points} poeng foran på «{item}», selv om det ligger {lost} bak på «{lost_item}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="54"/>
        <source>The better move comes out ahead by {points} points on “{item}” and by {points2} on “{item2}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>Det bedre trekket ligger {points} poeng foran på «{item}» og {points2} foran på «{item2}», selv om det ligger {lost} bak på «{lost_item}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="57"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}”.</source>
        <translation>Det bedre trekket ligger {points} straffepoeng foran på «{item}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="58"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}” and by {points2} on “{item2}”.</source>
        <translation>Det bedre trekket ligger {points} straffepoeng foran på «{item}» og {points2} foran på «{item2}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="60"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>Det bedre trekket ligger {points} straffepoeng foran på «{item}», selv om det ligger {lost} bak på «{lost_item}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="62"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}” and by {points2} on “{item2}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>Det bedre trekket ligger {points} straffepoeng foran på «{item}» og {points2} foran på «{item2}», selv om det ligger {lost} bak på «{lost_item}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="69"/>
        <source>Option: {advice} — expected to end the round {points} points ahead.</source>
        <translation>Alternativ: {advice} — ventet stilling når runden er over: {points} poeng foran.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="70"/>
        <source>Option: {advice} — expected to end the round {points} points behind.</source>
        <translation>Alternativ: {advice} — ventet stilling når runden er over: {points} poeng bak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="71"/>
        <source>Option: {advice} — expected to end the round level.</source>
        <translation>Alternativ: {advice} — ventet stilling når runden er over: likt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="88"/>
        <source>&amp;Coach My Moves</source>
        <translation>&amp;Veiled meg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="89"/>
        <source>After each move of a person at the table, the coach says how many points it gave away and what was better.</source>
        <translation>Etter hvert trekk en person ved bordet gjør, sier veilederen hvor mange poeng trekket kostet og hva som hadde vært bedre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="95"/>
        <source>The coach is on: each move a person plays is graded here once it has been weighed.</source>
        <translation>Veilederen er på: hvert trekk som spilles av en person ved bordet, vurderes her så snart veilederen har regnet på det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="96"/>
        <source>{move} — the coach is weighing this move…</source>
        <translation>{move} — veilederen vurderer trekket …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="97"/>
        <source>{move} — a good move.</source>
        <translation>{move} — et bra trekk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="98"/>
        <source>{move} — this gave away {points} points on average; better was to {best}.</source>
        <translation>{move} — dette kostet i snitt {points} poeng; bedre trekk: {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="99"/>
        <source>{move} — the coach could not weigh this move.</source>
        <translation>{move} — veilederen kunne ikke vurdere trekket.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="100"/>
        <source>{move} — there was no other move, so there is nothing to grade.</source>
        <translation>{move} — det fantes ikke noe annet trekk, så det er ingenting å vurdere.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="106"/>
        <source>{label}: {points} points given away; better was to {best}.</source>
        <translation>{label}: {points} poeng gitt bort; bedre trekk: {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="107"/>
        <source>Not weighed yet.</source>
        <translation>Ikke vurdert ennå.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="108"/>
        <source>The coach could not weigh this move.</source>
        <translation>Veilederen kunne ikke vurdere trekket.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="115"/>
        <source>None of your choices in this round gave points away.</source>
        <translation>Ingen av valgene dine i denne runden ga bort poeng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="116"/>
        <source>None of {name}&apos;s choices in this round gave points away.</source>
        <translation>Ingen av valgene {name} gjorde i denne runden, ga bort poeng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="117"/>
        <source>You gave away {points} points in this round, all of it at move {move}.</source>
        <translation>Du ga bort {points} poeng i denne runden, alt i trekk {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="118"/>
        <source>{name} gave away {points} points in this round, all of it at move {move}.</source>
        <translation>{name} ga bort {points} poeng i denne runden, alt i trekk {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="119"/>
        <source>You gave away {points} points in this round; most of it at move {move}.</source>
        <translation>Du ga bort {points} poeng i denne runden; det meste i trekk {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="120"/>
        <source>{name} gave away {points} points in this round; most of it at move {move}.</source>
        <translation>{name} ga bort {points} poeng i denne runden; det meste i trekk {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="121"/>
        <source>You gave away {points} points in this round; the largest share, {worst} points, at move {move}.</source>
        <translation>Du ga bort {points} poeng i denne runden; den største delen, {worst} poeng, i trekk {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="123"/>
        <source>{name} gave away {points} points in this round; the largest share, {worst} points, at move {move}.</source>
        <translation>{name} ga bort {points} poeng i denne runden; den største delen, {worst} poeng, i trekk {move}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="131"/>
        <source>{count} of your moves were forced (your only legal play) and are not graded.</source>
        <comment>after the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: One of your moves was forced (your only legal play) and is not graded.</extracomment>
        <translation>
            <numerusform>Ett av trekkene dine var tvunget (ditt eneste lovlige) og vurderes ikke.</numerusform>
            <numerusform>{count} av trekkene dine var tvungne (ditt eneste lovlige) og vurderes ikke.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="134"/>
        <source>{count} of {name}&apos;s moves were forced (the only legal play) and are not graded.</source>
        <comment>after the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: One of {name}&apos;s moves was forced (the only legal play) and is not graded.</extracomment>
        <translation>
            <numerusform>Ett av trekkene til {name} var tvunget (det eneste lovlige) og vurderes ikke.</numerusform>
            <numerusform>{count} av trekkene til {name} var tvungne (det eneste lovlige) og vurderes ikke.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="140"/>
        <source>All {count} of your moves in this round were forced (your only legal play each time), so none of them is graded.</source>
        <comment>the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: Your one move in this round was forced (your only legal play), so it is not graded.</extracomment>
        <translation>
            <numerusform>Det ene trekket ditt i denne runden var tvunget (ditt eneste lovlige), så det vurderes ikke.</numerusform>
            <numerusform>Alle de {count} trekkene dine i denne runden var tvungne (ditt eneste lovlige hver gang), så ingen av dem vurderes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="144"/>
        <source>All {count} of {name}&apos;s moves in this round were forced (the only legal play each time), so none of them is graded.</source>
        <comment>the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: {name}&apos;s one move in this round was forced (the only legal play), so it is not graded.</extracomment>
        <translation>
            <numerusform>Det ene trekket til {name} i denne runden var tvunget (det eneste lovlige), så det vurderes ikke.</numerusform>
            <numerusform>Alle de {count} trekkene til {name} i denne runden var tvungne (det eneste lovlige hver gang), så ingen av dem vurderes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="149"/>
        <source>The coach is weighing the moves of this round: {done} of {total} done.</source>
        <translation>Veilederen vurderer trekkene i runden: {done} av {total} ferdige.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="150"/>
        <source>Nobody at the table played in this round: the coach grades the moves of people only.</source>
        <translation>Ingen person ved bordet spilte i denne runden: veilederen vurderer bare menneskers trekk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="154"/>
        <source>{name} could have taken {card}, a card that scores: {advice}.</source>
        <translation>{name} kunne ha tatt {card}, et kort som gir poeng: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="155"/>
        <source>{name} could have swept the table: {advice}.</source>
        <translation>{name} kunne ha fått tabbe: {advice}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="157"/>
        <source>The next player can take {name}&apos;s build of {value}: {count} unseen cards take it.</source>
        <extracomment>For one: The next player can take {name}&apos;s build of {value}: {count} unseen card takes it.</extracomment>
        <translation>
            <numerusform>Neste spiller kan ta bygget på {value} som {name} eier: {count} usett kort tar det.</numerusform>
            <numerusform>Neste spiller kan ta bygget på {value} som {name} eier: {count} usette kort tar det.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="160"/>
        <source>{name} could have moved {card}, a card that scores, into a build they can take: {advice}.</source>
        <translation>{name} kunne ha lagt {card}, et kort som gir poeng, i et bygg som {name} selv kan ta: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="169"/>
        <source>&amp;Why?</source>
        <translation>&amp;Hvorfor?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="170"/>
        <source>The three options the coach weighs highest for this player, from what it could see at that moment.</source>
        <translation>De tre alternativene veilederen vurderer høyest for denne spilleren, ut fra det spilleren kunne se akkurat da.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="172"/>
        <source>The options the coach weighed for this move, best first, with the points each was expected to bring.</source>
        <translation>Alternativene veilederen vurderte for dette trekket, best først, med poengene hvert av dem var ventet å gi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="174"/>
        <source>A good move: the coach has nothing to add.</source>
        <translation>Et bra trekk: veilederen har ingenting å tilføye.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="175"/>
        <source>The coach has not weighed this move yet.</source>
        <translation>Veilederen har ikke vurdert trekket ennå.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="176"/>
        <source>The coach&apos;s answer is under the list of moves.</source>
        <translation>Veilederens svar står under listen over trekk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="177"/>
        <source>Weighing your options…</source>
        <translation>Veier alternativene dine …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="177"/>
        <source>Weighing {name}&apos;s options…</source>
        <translation>Veier alternativene til {name} …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="179"/>
        <source>The options you had here, best first, as the coach weighs them from what you could see:</source>
        <translation>Alternativene du hadde her, best først, slik veilederen vurderer dem ut fra det du kunne se:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="180"/>
        <source>The options {name} had here, best first, as the coach weighs them from what {name} could see:</source>
        <translation>Alternativene {name} hadde her, best først, slik veilederen vurderer dem ut fra det {name} kunne se:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="184"/>
        <source>The options you had here, best first, as the coach weighs them from what you could see; you played another move.</source>
        <translation>Alternativene du hadde her, best først, slik veilederen vurderer dem ut fra det du kunne se; du spilte et annet trekk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="186"/>
        <source>The options {name} had here, best first, as the coach weighs them from what {name} could see; {name} played another move.</source>
        <translation>Alternativene {name} hadde her, best først, slik veilederen vurderer dem ut fra det {name} kunne se; {name} spilte et annet trekk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="192"/>
        <source>Option (your move): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Alternativ (ditt trekk): {advice} — ventet stilling når runden er over: {points} poeng foran.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="193"/>
        <source>Option (your move): {advice} — expected to end the round {points} points behind.</source>
        <translation>Alternativ (ditt trekk): {advice} — ventet stilling når runden er over: {points} poeng bak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="194"/>
        <source>Option (your move): {advice} — expected to end the round level.</source>
        <translation>Alternativ (ditt trekk): {advice} — ventet stilling når runden er over: likt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="197"/>
        <source>Option ({name}&apos;s move): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Alternativ (spilt av {name}): {advice} — ventet stilling når runden er over: {points} poeng foran.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="198"/>
        <source>Option ({name}&apos;s move): {advice} — expected to end the round {points} points behind.</source>
        <translation>Alternativ (spilt av {name}): {advice} — ventet stilling når runden er over: {points} poeng bak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="199"/>
        <source>Option ({name}&apos;s move): {advice} — expected to end the round level.</source>
        <translation>Alternativ (spilt av {name}): {advice} — ventet stilling når runden er over: likt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="206"/>
        <source>Option (played for you): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Alternativ (spilt for deg): {advice} — ventet stilling når runden er over: {points} poeng foran.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="207"/>
        <source>Option (played for you): {advice} — expected to end the round {points} points behind.</source>
        <translation>Alternativ (spilt for deg): {advice} — ventet stilling når runden er over: {points} poeng bak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="208"/>
        <source>Option (played for you): {advice} — expected to end the round level.</source>
        <translation>Alternativ (spilt for deg): {advice} — ventet stilling når runden er over: likt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="211"/>
        <source>Option (played for {name}): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Alternativ (spilt for {name}): {advice} — ventet stilling når runden er over: {points} poeng foran.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="212"/>
        <source>Option (played for {name}): {advice} — expected to end the round {points} points behind.</source>
        <translation>Alternativ (spilt for {name}): {advice} — ventet stilling når runden er over: {points} poeng bak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="213"/>
        <source>Option (played for {name}): {advice} — expected to end the round level.</source>
        <translation>Alternativ (spilt for {name}): {advice} — ventet stilling når runden er over: likt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="217"/>
        <source>The options you had here, best first, as the coach weighs them from what you could see; the computer player that played for you chose another move.</source>
        <translation>Alternativene du hadde her, best først, slik veilederen vurderer dem ut fra det du kunne se; datamaskinspilleren som spilte for deg, valgte et annet trekk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="219"/>
        <source>The options {name} had here, best first, as the coach weighs them from what {name} could see; the computer player that played for {name} chose another move.</source>
        <translation>Alternativene {name} hadde her, best først, slik veilederen vurderer dem ut fra det {name} kunne se; datamaskinspilleren som spilte for {name}, valgte et annet trekk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="222"/>
        <source>You had no other move here.</source>
        <translation>Du hadde ikke noe annet trekk her.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="222"/>
        <source>{name} had no other move here.</source>
        <translation>{name} hadde ikke noe annet trekk her.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="223"/>
        <source>The coach could not weigh the options of this move.</source>
        <translation>Veilederen kunne ikke vurdere alternativene for dette trekket.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="225"/>
        <source>At a network table the coach weighs only the moves made from your seat: the other players&apos; hands never reach your computer.</source>
        <translation>Ved et nettverksbord vurderer veilederen bare trekkene som ble gjort fra plassen din: de andre spillernes hender når aldri datamaskinen din.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="229"/>
        <source>{count} more things to notice: click this line or press {key} to read them.</source>
        <comment>the coach&apos;s line under the table, when the rest of its note does not fit; {key} is a key such as F6</comment>
        <extracomment>For one: One more thing to notice: click this line or press {key} to read it.</extracomment>
        <translation>
            <numerusform>Én ting til å legge merke til: klikk på denne linjen eller trykk {key} for å lese den.</numerusform>
            <numerusform>{count} ting til å legge merke til: klikk på denne linjen eller trykk {key} for å lese dem.</numerusform>
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
        <translation>Les hele &amp;merknaden fra veilederen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="235"/>
        <source>Shows the whole of the coach&apos;s note when the line under the table is too narrow for it.</source>
        <translation>Viser hele merknaden fra veilederen når linjen under bordet er for smal til den.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="236"/>
        <source>Coach</source>
        <comment>the badge of the coach&apos;s line under the table</comment>
        <translation>Veileder</translation>
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
        <translation>«{text}» er ikke et kort: skriv valør og så farge, for eksempel 10D eller AS.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="78"/>
        <source>&apos;{text}&apos; is not a card: the suit must be one of S, H, D, C.</source>
        <comment>card codes such as 10D and AS are typed as they are</comment>
        <translation>«{text}» er ikke et kort: fargen må være S, H, D eller C.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="80"/>
        <source>&apos;{text}&apos; is not a card: the rank must be A, 2-10 (or T), J, Q or K.</source>
        <comment>card codes such as 10D and AS are typed as they are</comment>
        <translation>«{text}» er ikke et kort: valøren må være A, 2–10 (eller T), J, Q eller K.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/describe.py" line="29"/>
        <source>{count} rounds</source>
        <comment>how long a match is</comment>
        <extracomment>For one: {count} round</extracomment>
        <translation>
            <numerusform>{count} runde</numerusform>
            <numerusform>{count} runder</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/describe.py" line="30"/>
        <source>game to {target}</source>
        <comment>how long a match is: until a side reaches this score</comment>
        <translation>parti til {target}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/describe.py" line="31"/>
        <source>one round</source>
        <comment>how long a match is</comment>
        <translation>én runde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="23"/>
        <source>Each player drew a card for the deal ({draws}): whoever drew the highest card deals.</source>
        <comment>{draws}: each player&apos;s name and the card drawn, such as: You K♠, North 7♦</comment>
        <translation>Alle trakk et kort om given ({draws}): den som trakk høyest, gir.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="25"/>
        <source>Each player drew a card for the deal ({draws}): whoever drew the lowest card deals.</source>
        <comment>{draws}: each player&apos;s name and the card drawn, such as: You K♠, North 7♦</comment>
        <translation>Alle trakk et kort om given ({draws}): den som trakk lavest, gir.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="27"/>
        <source>In the draw an ace counts 1.</source>
        <comment>said after the draw for the first deal, when an ace was drawn</comment>
        <translation>I trekningen teller ess som 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="28"/>
        <source>Of those who drew equal cards, the one named first deals.</source>
        <comment>said after the draw for the first deal, when two players drew cards of the same rank</comment>
        <translation>Av dem som trakk like høye kort, gir den som er nevnt først.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="37"/>
        <source>capture</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>stikk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="38"/>
        <source>Playing a card from your hand to take table cards: cards of its value, or groups of cards that add up to it.</source>
        <translation>Å spille et kort fra hånden og ta kort fra bordet: kort med samme verdi, eller grupper av kort som til sammen blir den verdien.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="40"/>
        <source>trail</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>legge ut</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="41"/>
        <source>Playing a card face up onto the table without taking anything.</source>
        <translation>Å spille et kort med forsiden opp på bordet uten å ta noe.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="42"/>
        <source>build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="43"/>
        <source>A pile of table cards and a card from your hand with a value you announce, taken later only whole, by a card of that value.</source>
        <translation>En haug av kort fra bordet og et kort fra hånden, med en verdi du melder; den kan senere bare tas i sin helhet, med et kort av den verdien.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="45"/>
        <source>single build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>enkelt bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="46"/>
        <source>A build whose cards add up to its value once, like 3 + 5 as 8; it may be raised.</source>
        <translation>Et bygg der kortene bare én gang blir verdien, for eksempel 3 + 5 bygd til 8; det kan høynes.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="47"/>
        <source>multiple build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>dobbeltbygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="48"/>
        <source>A build of several groups of the same value, like 8 and 3 + 5 as 8; it cannot be raised.</source>
        <translation>Et bygg av flere grupper med samme verdi, for eksempel 8 og 3 + 5 bygd til 8; det kan ikke høynes.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="49"/>
        <source>raise</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>høyne</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="50"/>
        <source>Adding a card from your hand to a single build so that its value goes up, like 5 on a build of 3 to make 8.</source>
        <translation>Å legge et kort fra hånden på et enkelt bygg så verdien øker, for eksempel 5 på et bygg på 3, så det blir 8.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="52"/>
        <source>sweep</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>tabbe</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="53"/>
        <source>A capture that takes every card on the table; in many games it scores a point.</source>
        <translation>Et stikk som tar alle kortene på bordet; i mange spill gir det ett poeng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="54"/>
        <location filename="../../casino_desktop/core/glossary.py" line="61"/>
        <location filename="../../casino_desktop/core/glossary.py" line="63"/>
        <location filename="../../casino_desktop/core/glossary.py" line="69"/>
        <source>Swedish</source>
        <comment>whose word a glossary entry is</comment>
        <translation>svensk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="54"/>
        <source>The Swedish word for a sweep: taking every card on the table.</source>
        <translation>Det svenske ordet for et stikk som tar alle kortene på bordet (tabbe, som på norsk).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="55"/>
        <source>Finnish</source>
        <comment>whose word a glossary entry is</comment>
        <translation>finsk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="56"/>
        <source>The Finnish word for a sweep (it means a cottage); it is marked by turning a card face up in the taker&apos;s pile.</source>
        <translation>Det finske ordet for tabbe (det betyr hytte); den markeres ved at et kort snus med forsiden opp i stikkhaugen til den som tok den.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="58"/>
        <source>Flemish</source>
        <comment>whose word a glossary entry is</comment>
        <translation>flamsk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="58"/>
        <source>The Wippen word for a sweep.</source>
        <translation>Ordet for tabbe i Wippen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="59"/>
        <source>Dominican</source>
        <comment>whose word a glossary entry is</comment>
        <translation>dominikansk spansk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="60"/>
        <source>The Dominican word for a sweep: the sweeping card is laid crosswise under the taker&apos;s pile.</source>
        <translation>Det dominikanske ordet for tabbe: kortet som tar alt, legges på tvers under haugen til den som tok.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="61"/>
        <source>Swedish for “the last one”: the last capture of a round, which also takes the cards left on the table; some Nordic games score a point for it.</source>
        <translation>Svensk for «den siste»: rundens siste stikk, som også tar kortene som ligger igjen på bordet; i noen nordiske spill gir det ett poeng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="64"/>
        <source>With two decks, taking the identical twin of the card you play (same rank and suit).</source>
        <translation>Med to kortstokker: å ta den identiske tvillingen til kortet du spiller (samme valør og farge).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="65"/>
        <source>big casino</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>store kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="65"/>
        <source>The {big}, which scores on its own in most games.</source>
        <translation>{big}, som gir poeng alene i de fleste spill.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="66"/>
        <source>little casino</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>lille kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="66"/>
        <source>The {little}, which scores on its own in most games.</source>
        <translation>{little}, som gir poeng alene i de fleste spill.</translation>
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
        <translation>Selve spillet; {big} er store kasino og {little} lille kasino.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="70"/>
        <source>Swedish for “spades beyond”: every spade taken beyond a number scores a point, instead of a prize for the most spades.</source>
        <translation>Svensk for «spar over»: hver spar som tas utover et visst antall, gir ett poeng, i stedet for poeng for flest spar.</translation>
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
        <translation>fransk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="74"/>
        <source>A game where points are penalties: the fewest taken win.</source>
        <translation>Et spill der poengene er straffepoeng: den som tar færrest, vinner.</translation>
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
        <translation>To spillere som sitter rett overfor hverandre, legger sammen det de tar og teller poeng sammen.</translation>
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
        <translation>Kortene som ikke er delt ut ennå; nye kort deles ut derfra når alle har tomt på hånden.</translation>
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
        <translation>En regel som er endret fra spillets vanlige regler, valgt før partiet i vinduet Nytt parti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="80"/>
        <source>loose card</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>løst kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="82"/>
        <source>A card lying on its own on the table, not part of a build.</source>
        <translation>Et kort som ligger for seg selv på bordet og ikke er del av noe bygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="83"/>
        <source>build owner</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>byggeier</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="84"/>
        <source>The player a build belongs to: whoever made it or last raised it or added to it. In many games an owner may not trail until the build is taken.</source>
        <translation>Spilleren et bygg tilhører: den som laget det eller sist høynet det eller la til i det. I mange spill kan en byggeier ikke legge ut før bygget er tatt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="86"/>
        <source>augmented build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>utvidet bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="87"/>
        <source>Swazi Casino&apos;s name for a multiple build: several groups of the same value, like 8 and 3 + 5 as 8. Its value never changes; it is only added to, and taken whole.</source>
        <translation>Slik kalles et dobbeltbygg i eswatinisk kasino: flere grupper med samme verdi, for eksempel 8 og 3 + 5 bygd til 8. Verdien endres aldri; man kan bare legge til i det, og det tas bare helt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="89"/>
        <source>capture pile</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>stikkhaug</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="90"/>
        <source>The cards a side has captured. In the African games it lies face up, and only its top card is in play.</source>
        <translation>Kortene en side har tatt. I de afrikanske spillene ligger haugen med forsiden opp, og bare det øverste kortet er i spill.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="92"/>
        <source>top card</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>øverste kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="93"/>
        <source>The card on top of a capture pile in the African games: another player may use it in a build (Swazi, Sotho) or capture it (South Africa); the card beneath then becomes the top card.</source>
        <translation>Kortet øverst i en stikkhaug i de afrikanske spillene: en annen spiller kan bruke det i et bygg (eswatinisk og lesothisk kasino) eller ta det (sørafrikansk kasino); kortet under blir da det øverste kortet.</translation>
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
        <translation>I eswatinisk kasino å legge et kort som kunne tatt noe, i et bygg i stedet, noe som er lov (makkeren oppfatter det som et signal); i Sør-Afrika kalles hvert trekk som ikke tar noe, altså å legge ut, for drifting.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="99"/>
        <source>ending a turn</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>avslutte turen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="101"/>
        <source>In games with several actions a turn, saying you are done: allowed once your card from the hand is played; the next player&apos;s turn begins.</source>
        <translation>Å si at du er ferdig, i spill med flere trekk per tur. Det kan du når kortet ditt fra hånden er spilt; så begynner neste spillers tur.</translation>
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
        <translation>Det trekket er ikke lov her.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="171"/>
        <source>&apos;{text}&apos; is not a move: write the card played, then trail, take, build, raise or add.</source>
        <comment>the words trail, take, build, raise, add and the card codes are typed as they are</comment>
        <translation>«{text}» er ikke et trekk: skriv kortet som spilles, og så trail, take, build, raise eller add.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="180"/>
        <source>&apos;{text}&apos;: after &apos;=&apos; comes the value the card counts as, like AS=14.</source>
        <translation>«{text}»: etter «=» kommer verdien kortet teller som, for eksempel AS=14.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="186"/>
        <source>&apos;{text}&apos;: &apos;{word}&apos; is not one of trail, take, build, raise, add.</source>
        <comment>the words trail, take, build, raise, add and the card codes are typed as they are</comment>
        <translation>«{text}»: «{word}» er ikke blant trail, take, build, raise, add.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="192"/>
        <source>&apos;{text}&apos;: say the build value after &apos;{verb}&apos;, like &apos;{verb} 9&apos;.</source>
        <translation>«{text}»: oppgi byggets verdi etter «{verb}», for eksempel «{verb} 9».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="197"/>
        <source>&apos;{text}&apos;: say the build value after &apos;trail build&apos;, like &apos;trail build 9&apos;.</source>
        <comment>the words trail, take, build, raise, add and the card codes are typed as they are</comment>
        <translation>«{text}»: oppgi byggets verdi etter «trail build», for eksempel «trail build 9».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="214"/>
        <source>&apos;{text}&apos;: a &apos;]&apos; without its &apos;[&apos;.</source>
        <translation>«{text}»: en «]» uten sin «[».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="223"/>
        <source>&apos;{text}&apos;: a &apos;[&apos; without its &apos;]&apos;.</source>
        <translation>«{text}»: en «[» uten sin «]».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="225"/>
        <source>&apos;{text}&apos;: a trail takes no table cards.</source>
        <translation>«{text}»: når du legger ut, tar du ingen kort fra bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="227"/>
        <source>&apos;{text}&apos;: say which table cards are taken.</source>
        <translation>«{text}»: oppgi hvilke kort på bordet som tas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="238"/>
        <source>&apos;{text}&apos;: after &apos;table&apos; comes build or add.</source>
        <comment>the words table, build, add and the card codes are typed as they are</comment>
        <translation>«{text}»: etter «table» kommer build eller add.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="241"/>
        <source>&apos;{text}&apos;: say which build the cards are added to, like [4S 5H].</source>
        <translation>«{text}»: oppgi hvilket bygg kortene legges til i, for eksempel [4S 5H].</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="243"/>
        <source>&apos;{text}&apos;: say which table cards are used.</source>
        <translation>«{text}»: oppgi hvilke kort på bordet som brukes.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="28"/>
        <source>only most cards can reach {target} now, and wins at once</source>
        <translation>nå kan bare flest kort føre til {target}, og det avgjør partiet med en gang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="29"/>
        <source>only most spades can reach {target} now, and wins at once</source>
        <translation>nå kan bare flest spar føre til {target}, og det avgjør partiet med en gang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="30"/>
        <source>only the 10♦ can reach {target} now, and wins at once</source>
        <translation>nå kan bare 10♦ føre til {target}, og det avgjør partiet med en gang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="31"/>
        <source>nothing can reach {target} this round</source>
        <translation>ingenting kan nå {target} denne runden</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="32"/>
        <source>at {score}: won most cards, the game</source>
        <translation>på {score}: vant flest kort og dermed partiet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="33"/>
        <source>at {score}: won most spades, the game</source>
        <translation>på {score}: vant flest spar og dermed partiet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="34"/>
        <source>at {score}: won the 10♦, the game</source>
        <translation>på {score}: vant 10♦ og dermed partiet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="35"/>
        <source>at {score}: needs most cards</source>
        <translation>på {score}: trenger flest kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="36"/>
        <source>at {score}: needs most spades</source>
        <translation>på {score}: trenger flest spar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="37"/>
        <source>at {score}: needs the 10♦</source>
        <translation>på {score}: trenger 10♦</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="38"/>
        <source>at {score}: one short at most</source>
        <translation>på {score}: høyst ett poeng under målet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="39"/>
        <source>sweeps do not score</source>
        <comment>the rule near the target: this side&apos;s sweeps score nothing</comment>
        <translation>tabber gir ingen poeng</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="40"/>
        <location filename="../../casino_desktop/core/units_match.py" line="113"/>
        <source>Near the target</source>
        <translation>Nær målet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="256"/>
        <source>That play is not possible here.</source>
        <translation>Det trekket går ikke an her.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="257"/>
        <source>build {value}</source>
        <comment>a build on the table among things taken, such as: build 8 + 5♦</comment>
        <translation>bygg {value}</translation>
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
        <translation>dobbeltbygget på {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="267"/>
        <source>Trail</source>
        <comment>a move: play a card to the table and take nothing</comment>
        <translation>Legg ut</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="268"/>
        <source>Trail, and build {value} from {things}</source>
        <translation>Legg ut, og bygg {value} av {things}</translation>
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
        <translation>Bygg {value} dobbelt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="272"/>
        <source>Build {value}s with {things}</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Bygg {value} dobbelt med {things}</translation>
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
        <translation>Høyn til {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="276"/>
        <source>Raise to {value} with {cards}</source>
        <translation>Høyn til {value} med {cards}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="277"/>
        <source>Add to build {value}</source>
        <translation>Legg til i bygg {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="278"/>
        <source>Add to build {value} with {cards}</source>
        <translation>Legg til i bygg {value} med {cards}</translation>
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
        <translation>Legg {cards} til bygget på {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="281"/>
        <source>End turn</source>
        <comment>a move, and its button: end the turn (African Casino)</comment>
        <translation>Avslutt turen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="51"/>
        <source>&apos;{key}&apos; is not a key of a position; its keys are: {keys}.</source>
        <translation>&apos;{key}&apos; er ingen nøkkel i en stilling; nøklene er: {keys}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="52"/>
        <source>&apos;{key}&apos; is not a key of a build; its keys are: {keys}.</source>
        <translation>&apos;{key}&apos; er ingen nøkkel i et bygg; nøklene er: {keys}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="54"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="262"/>
        <source>&apos;{key}&apos; must be true or false.</source>
        <translation>«{key}» må være true eller false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="55"/>
        <source>Seat {seat} is the &apos;controller&apos; of the build of {value} but holds no card to take it with, which cannot happen in a game.</source>
        <translation>Plass {seat} er &apos;controller&apos; for bygget på {value}, men har ikke noe kort å ta det med, og det kan ikke skje i et parti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="75"/>
        <source>A position must be a JSON object.</source>
        <translation>En stilling må være et JSON-objekt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="79"/>
        <source>&apos;players&apos; must be a whole number from 2 to 4.</source>
        <translation>&apos;players&apos; må være et heltall fra 2 til 4.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="89"/>
        <source>&apos;deal&apos; must be a whole number from 1 to {most}: which deal of the round it is.</source>
        <translation>&apos;deal&apos; må være et heltall fra 1 til {most}: hvilken giv i runden det er.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="100"/>
        <source>&apos;{key}&apos; must be a seat number from 0 to {last}.</source>
        <translation>&apos;{key}&apos; må være et plassnummer fra 0 til {last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="106"/>
        <source>{shown} is not a card: cards are text like &quot;10D&quot;.</source>
        <translation>{shown} er ikke et kort: kort skrives som tekst, for eksempel &quot;10D&quot;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="116"/>
        <source>The {card} appears more often than the deck holds it.</source>
        <translation>{card} forekommer oftere enn kortstokken har det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="122"/>
        <source>The hand of seat {seat}, who is to move, must be given.</source>
        <translation>Hånden til plass {seat}, som er i trekket, må oppgis.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="124"/>
        <source>The hand of seat {seat}, who is to move, must be a list of cards.</source>
        <translation>Hånden til plass {seat}, som er i trekket, må være en liste med kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="129"/>
        <source>&apos;{shown}&apos; is not a seat: the hands are given for seats 0 to {last}.</source>
        <translation>&apos;{shown}&apos; er ikke en plass: hendene oppgis for plass 0 til {last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="136"/>
        <source>The hand of seat {seat} must be a list of cards.</source>
        <translation>Hånden til plass {seat} må være en liste med kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="138"/>
        <source>The hand of seat {seat} holds {count} cards; a hand holds at most {most} in this variant.</source>
        <translation>Hånden til plass {seat} har {count} kort; en hånd har høyst {most} i denne varianten.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="143"/>
        <source>The seat to move has no cards.</source>
        <translation>Plassen som er i trekket, har ingen kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="150"/>
        <source>&apos;table&apos; must be a list of cards and builds.</source>
        <translation>&apos;table&apos; må være en liste med kort og bygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="163"/>
        <source>&apos;{key}&apos; must be true or false, and true only where a turn has several actions.</source>
        <translation>&apos;{key}&apos; må være true eller false, og true bare der en tur har flere handlinger.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="205"/>
        <source>&apos;{key}&apos; is given only where the top cards of the capture piles are in play.</source>
        <translation>&apos;{key}&apos; oppgis bare der de øverste kortene i stikkhaugene er med i spillet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="207"/>
        <source>&apos;{key}&apos; must be a list of {count} lists of cards, the top card last.</source>
        <translation>&apos;{key}&apos; må være en liste med {count} lister med kort (én for hver haug), det øverste kortet sist.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="220"/>
        <source>A build needs a list of at least two cards under &apos;build&apos;.</source>
        <translation>Et bygg trenger en liste med minst to kort under &apos;build&apos;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="229"/>
        <source>A build needs its &apos;value&apos; as a whole number from 1 to {highest}.</source>
        <translation>Et bygg trenger sin &apos;value&apos; som et heltall fra 1 til {highest}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="231"/>
        <source>The build {names} is of court cards of one rank, so it is worth {highest}, not {value}.</source>
        <translation>Bygget {names} består av bildekort av én valør, så det er verdt {highest}, ikke {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="235"/>
        <source>A build&apos;s &apos;multiple&apos; must be true or false.</source>
        <translation>Et byggs &apos;multiple&apos; må være true eller false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="238"/>
        <source>A build&apos;s &apos;controller&apos; must be a seat number from 0 to {last}.</source>
        <translation>Et byggs &apos;controller&apos; må være et plassnummer fra 0 til {last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="243"/>
        <source>The build {names} holds a court card, which has no number in this variant.</source>
        <translation>Bygget {names} har et bildekort, som ikke har noen verdi i denne varianten.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="246"/>
        <source>The cards {names} add up to {total}, so they cannot make a single build of {value}.</source>
        <translation>Kortene {names} blir til sammen {total}, så de kan ikke danne et enkelt bygg på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="249"/>
        <source>The cards {names} cannot be split into two or more groups of {value}.</source>
        <translation>Kortene {names} kan ikke deles i to eller flere grupper på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="70"/>
        <source>The record</source>
        <comment>the subject of a sentence about a saved game that cannot be read</comment>
        <translation>Protokollen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="73"/>
        <source>{what} is damaged: its move {number} cannot be played.</source>
        <translation>{what} er skadet: trekk {number} kan ikke spilles.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="74"/>
        <source>{what} asks for a variant or house rules this program cannot play.</source>
        <translation>{what} krever en variant eller husregler dette programmet ikke kan spille.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="204"/>
        <source>The record has no variant.</source>
        <translation>Filen mangler variant.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="204"/>
        <source>The record has no house rules.</source>
        <translation>Filen mangler husregler.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="205"/>
        <source>The record has no number of players.</source>
        <translation>Filen mangler antall spillere.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="206"/>
        <source>The record has no partnership setting.</source>
        <translation>Filen mangler laginnstilling.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="207"/>
        <source>The record has no deal number.</source>
        <translation>Filen mangler givnummer.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="207"/>
        <source>The record has no seats.</source>
        <translation>Filen mangler plasser.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="208"/>
        <source>The record has no moves.</source>
        <translation>Filen mangler trekk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="215"/>
        <source>The file is not a Casino game record.</source>
        <translation>Filen er ikke et lagret Casino-parti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="218"/>
        <source>unknown</source>
        <comment>the version of a saved game that cannot be read</comment>
        <translation>ukjent</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="219"/>
        <source>The record has version {shown}; this program reads version {version}.</source>
        <translation>Filen har versjon {shown}; dette programmet leser versjon {version}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/record.py" line="227"/>
        <source>The record&apos;s moves must be a list of at most {shown} moves, far more than any match lasts.</source>
        <extracomment>For one: The record&apos;s moves must be a list of at most {shown} move, far more than any match lasts.</extracomment>
        <translation>
            <numerusform>Filens trekk må være en liste med høyst {shown} trekk, langt flere enn noe parti har.</numerusform>
            <numerusform>Filens trekk må være en liste med høyst {shown} trekk, langt flere enn noe parti har.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="232"/>
        <source>Every move in the record must be a short text, like &quot;7H trail&quot;.</source>
        <translation>Hvert trekk i filen må være en kort tekst, for eksempel «7H trail».</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/record.py" line="234"/>
        <source>The record&apos;s seats must be a list of at most {count} seats.</source>
        <extracomment>For one: The record&apos;s seats must be a list of at most {count} seat.</extracomment>
        <translation>
            <numerusform>Filens plasser må være en liste med høyst {count} plass.</numerusform>
            <numerusform>Filens plasser må være en liste med høyst {count} plasser.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="240"/>
        <source>Each seat in the record must give its kind, level and name as short texts.</source>
        <translation>Hver plass i filen må oppgi type, nivå og navn som korte tekster.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="243"/>
        <source>The record&apos;s match number is damaged.</source>
        <translation>Filens partinummer er skadet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="246"/>
        <source>The record&apos;s note of a round dealt after its last move is damaged.</source>
        <translation>Filens merknad om en runde som er gitt etter det siste trekket, er skadet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="251"/>
        <source>The record&apos;s note of where its match was resumed is damaged.</source>
        <translation>Filens merknad om hvor partiet ble gjenopptatt, er skadet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="253"/>
        <source>The record&apos;s variant must be the name of a variant.</source>
        <translation>Filens variant må være navnet på en variant.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="255"/>
        <source>The record&apos;s house rules are damaged.</source>
        <translation>Filens husregler er skadet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="257"/>
        <source>The record&apos;s number of players must be a whole number from 2 to 4.</source>
        <translation>Filens antall spillere må være et heltall fra 2 til 4.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="259"/>
        <source>The record&apos;s partnership setting must be true or false.</source>
        <translation>Filens laginnstilling må være true eller false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="261"/>
        <source>The record&apos;s deal number must be a whole number from 0 to {most}.</source>
        <translation>Filens givnummer må være et heltall fra 0 til {most}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="24"/>
        <source>The {card} was taken more often than the pack holds it.</source>
        <translation>{card} ble tatt flere ganger enn kortstokken har det kortet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="25"/>
        <source>Player or team {side} made more sweeps than the cards it took allow: each sweep takes at least two cards.</source>
        <translation>Spilleren eller laget {side} tok flere tabber enn kortene det tok tillater: hver tabbe tar minst to kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="27"/>
        <source>More sweeps were made than cards were taken: each sweep takes at least one card.</source>
        <translation>Det ble tatt flere tabber enn kort: hver tabbe tar minst ett kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="28"/>
        <source>Player or team {side} left the table open to more sweeps than the others made.</source>
        <translation>Spilleren eller laget {side} lot bordet stå åpent for flere tabber enn de andre tok.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="29"/>
        <source>This game has no mulles: leave out &quot;mulles&quot;.</source>
        <translation>Dette spillet har ingen muller: utelat &quot;mulles&quot;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="30"/>
        <source>Player or team {side} made more mulles than the cards it took allow: each mulle takes two cards.</source>
        <translation>Spilleren eller laget {side} fikk flere muller enn kortene det tok tillater: hver mulle tar to kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="32"/>
        <source>A mulle with the {card} needs both of its cards in the pile of player or team {side}.</source>
        <translation>En mulle med {card} krever begge kortene i haugen til spilleren eller laget {side}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="72"/>
        <source>The {card} on top of a capture pile can only go into a build: it is never captured directly.</source>
        <translation>{card} øverst i en stikkhaug kan bare legges i et bygg: det tas aldri direkte.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="73"/>
        <source>The {card} on top of a capture pile can only be added to a build that is already on the table.</source>
        <translation>{card} øverst i en stikkhaug kan bare legges til i et bygg som allerede ligger på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="74"/>
        <source>The {card} on top of a capture pile can only be added to a build of your side.</source>
        <translation>{card} øverst i en stikkhaug kan bare legges til i et bygg som din side eier.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="110"/>
        <source>You may not change the value of your partner&apos;s build, only an opponent&apos;s.</source>
        <translation>Du kan ikke endre verdien på makkerens bygg, bare på en motstanders.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="111"/>
        <source>You may not change the value of your partner&apos;s build of {build}, only an opponent&apos;s, so it cannot go into a build of {value}.</source>
        <translation>Du kan ikke endre verdien på makkerens bygg på {build}, bare på en motstanders, så det kan ikke gå inn i et bygg på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="113"/>
        <source>The build of {value} belongs to an opponent: you may add to it only in a turn in which you capture it.</source>
        <translation>Bygget på {value} tilhører en motstander: du kan bare legge til i det i en tur der du også tar det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="116"/>
        <source>A build of {value} would merge with an opponent&apos;s build of {value}, and you may add to that build only in a turn in which you capture it.</source>
        <translation>Et bygg på {value} ville slått seg sammen med en motstanders bygg på {value}, og i det bygget kan du bare legge til i en tur der du også tar det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="155"/>
        <source>In the first deal a player who owns a build may not trail: capture, or add to your build.</source>
        <translation>I første giv kan en spiller som eier et bygg, ikke legge ut: ta noe, eller legg til i bygget ditt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="156"/>
        <location filename="../../casino_desktop/core/rule_turns.py" line="142"/>
        <source>In the first deal a player may own only one build: you own the build of {value}.</source>
        <translation>I første giv kan en spiller bare eie ett bygg: du eier bygget på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="192"/>
        <source>Your opponents insist that you take everything your {card} can take: {more} as well.</source>
        <translation>Motstanderne krever at du tar alt {card} kan ta: også {more}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="193"/>
        <source>Your opponents insist that a card that can capture does capture: the {card} can.</source>
        <translation>Motstanderne krever at et kort som kan ta, også tar: {card} kan ta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="101"/>
        <source>Say the value of the build.</source>
        <translation>Oppgi byggets verdi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="102"/>
        <source>Say which build you raise.</source>
        <translation>Oppgi hvilket bygg du høyner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="103"/>
        <source>The build of {build} is a multiple build: its value never changes, so it cannot be raised.</source>
        <translation>Bygget på {build} er et dobbeltbygg: verdien endres aldri, så det kan ikke høynes.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="104"/>
        <source>You may not raise your own build here.</source>
        <translation>Her kan du ikke høyne ditt eget bygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="105"/>
        <source>You may not change the value of your own build of {build} here, so it cannot go into a build of {value}.</source>
        <translation>Her kan du ikke endre verdien på ditt eget bygg på {build}, så det kan ikke gå inn i et bygg på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="108"/>
        <source>This build would be worth {value}; a build may not be worth more than {max} here.</source>
        <comment>value: what the play would make the build worth; max: the highest build the game allows</comment>
        <translation>Dette bygget ville blitt verdt {value}; et bygg kan ikke være verdt mer enn {max} her.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="110"/>
        <source>To build {value} you must still hold a card that takes {value}.</source>
        <translation>For å bygge {value} må du fortsatt ha et kort på hånden som tar {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="111"/>
        <source>To raise the build of {build} to {value} you must still hold a card that takes {value}.</source>
        <translation>For å høyne bygget på {build} til {value} må du fortsatt ha et kort på hånden som tar {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="112"/>
        <source>To build {value} you must still hold a card that takes {value}, or build it for your partner while they own a build of {value}.</source>
        <translation>For å bygge {value} må du fortsatt ha et kort på hånden som tar {value}, eller bygge for makkeren din mens makkeren eier et bygg på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="114"/>
        <source>To raise the build of {build} to {value} you must still hold a card that takes {value}, or raise it for your partner while they own a build of {value}.</source>
        <translation>For å høyne bygget på {build} til {value} må du fortsatt ha et kort som tar {value}, eller høyne det for makkeren din mens makkeren eier et bygg på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="116"/>
        <source>Court cards have no number here: they cannot go into a build.</source>
        <translation>Bildekort har ingen tallverdi her: de kan ikke inngå i et bygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="117"/>
        <source>Raising adds exactly one card from your hand: {build} + {worth} makes {raised}, not {value}; table cards may not change a build&apos;s value.</source>
        <translation>Når du høyner, legger du til nøyaktig ett kort fra hånden: {build} + {worth} blir {raised}, ikke {value}; kort fra bordet kan ikke endre verdien på et bygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="119"/>
        <source>The {card} must help change the value: {build} + {worth} + table cards must make {value}.</source>
        <translation>{card} må være med på å endre verdien: {build} + {worth} + kort fra bordet må bli {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="121"/>
        <source>Say which build you add to.</source>
        <translation>Oppgi hvilket bygg du legger til i.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="122"/>
        <source>Adding does not change a build&apos;s value: that build is {build}, not {value}.</source>
        <translation>Å legge til endrer ikke verdien på et bygg: det bygget er {build}, ikke {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="227"/>
        <source>A build needs at least one card from the table.</source>
        <translation>Et bygg må inneholde minst ett kort fra bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="228"/>
        <source>A build of {value} is already on the table: here you add to it instead.</source>
        <translation>Det ligger allerede et bygg på {value} på bordet: her legger du til i det i stedet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="229"/>
        <source>The build of {build} is a multiple build: it can be taken or added to, never built into another build.</source>
        <translation>Bygget på {build} er et dobbeltbygg: det kan tas eller legges til i, men aldri bygges inn i et annet bygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="231"/>
        <source>A build is not a card: it cannot join a sum unless single builds count as cards.</source>
        <translation>Et bygg er ikke et kort: det kan ikke inngå i en sum med mindre enkle bygg teller som kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="232"/>
        <source>A raise changes one build: it cannot take another build into it.</source>
        <translation>Når du høyner, endrer du bare ett bygg: du kan ikke ta et annet bygg inn i det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="233"/>
        <source>To put the build of {value} into a new build of {value}, add to it instead.</source>
        <translation>Legg til i bygget på {value} i stedet for å bygge det inn i et nytt bygg på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="234"/>
        <source>This play joins two builds of {value}: name the build of {first} as the one you add to, the other as a card.</source>
        <translation>Dette trekket slår sammen to bygg på {value}: oppgi bygget av {first} som det du legger til i, og det andre som et kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="236"/>
        <source>The {card} with {loose} cannot be split into groups that each make {value}; cards inside a build are never split or rearranged.</source>
        <translation>{card} med {loose} kan ikke deles opp i grupper som hver blir {value}; kort i et bygg deles aldri opp eller flyttes om.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="238"/>
        <source>The {card} alone does not make {value}; cards inside a build are never split or rearranged.</source>
        <translation>{card} alene blir ikke {value}; kort i et bygg deles aldri opp eller flyttes om.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="239"/>
        <source>Those table cards cannot be split into groups of {value} for a build of two or more cards.</source>
        <translation>De kortene på bordet kan ikke deles opp i grupper på {value} til et bygg av to eller flere kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="321"/>
        <source>Putting the {card} on the build of {build} raises it to {value}: play it as a raise of that build.</source>
        <translation>Å legge {card} på bygget på {build} høyner det til {value}: spill det som en høyning av det bygget.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="88"/>
        <source>Capturing is compulsory here, and you can capture: you may not trail.</source>
        <translation>Her må du ta når du kan, og du kan ta noe: du kan ikke legge ut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="89"/>
        <source>A card equal to a loose table card may not be trailed: the {card} must take the {equal}, or go into a build.</source>
        <translation>Et kort med samme verdi som et løst kort på bordet kan ikke legges ut: {card} må ta {equal} eller inngå i et bygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="91"/>
        <source>A card must take every loose card equal to it: the {card} must also take the {left}.</source>
        <translation>Et kort må ta alle løse kort med samme verdi: {card} må også ta {left}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="92"/>
        <source>A card must take every loose card equal to it: the {card} as {value} must also take the {left}.</source>
        <translation>Et kort må ta alle løse kort med samme verdi: {card} som {value} må også ta {left}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="140"/>
        <source>The {card} cannot count as {value}.</source>
        <translation>{card} kan ikke telle som {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="141"/>
        <source>A build is taken only whole by a card of its value: the build of {build} cannot be taken by a card worth {values}.</source>
        <translation>Et bygg tas bare helt og med et kort av samme verdi: bygget på {build} kan ikke tas med et kort verdt {values}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="143"/>
        <source>Say which table cards you take.</source>
        <translation>Oppgi hvilke kort på bordet du tar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="144"/>
        <source>Court cards have no number here: a court card takes only cards of its own rank.</source>
        <translation>Bildekort har ingen tallverdi her: et bildekort tar bare kort av samme valør.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="145"/>
        <source>A court card takes only one card of its rank at a time here.</source>
        <translation>Her tar et bildekort bare ett kort av samme valør om gangen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="146"/>
        <source>A court card takes one card of its rank, or all three at once by the fourth.</source>
        <translation>Et bildekort tar ett kort av samme valør, eller alle tre på en gang med det fjerde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="147"/>
        <source>Court cards have no number here: they are taken only by a card of their own rank.</source>
        <translation>Bildekort har ingen tallverdi her: de tas bare med et kort av samme valør.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="148"/>
        <source>Those cards cannot be split into groups that each add up to {values}: every table card belongs to at most one group.</source>
        <translation>De kortene kan ikke deles opp i grupper som hver blir {values}: hvert kort på bordet hører til høyst én gruppe.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="151"/>
        <source>The {card} cannot take the {loose}: it takes table cards worth {values}, or several that add up to {values}.</source>
        <translation>{card} kan ikke ta {loose}: det tar kort på bordet som er verdt {values}, eller flere som til sammen blir {values}.</translation>
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
        <translation>Bildekort har ingen tallverdi her: det kan ikke bygges med dem.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="17"/>
        <source>A court card builds only on loose table cards of its own rank.</source>
        <translation>Et bildekort bygger bare på løse kort av samme valør på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="18"/>
        <source>A court card builds only on table cards of its own rank, to be taken by another of that rank.</source>
        <translation>Et bildekort bygger bare på kort av samme valør på bordet, og bygget tas med et nytt kort av den valøren.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="19"/>
        <source>To build with a court card you must still hold another card of its rank to take the build.</source>
        <translation>For å bygge med et bildekort må du fortsatt ha et annet kort av samme valør på hånden å ta bygget med.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="20"/>
        <source>A court-card build must then hold three cards of its rank, to be taken by the fourth.</source>
        <translation>Et bygg av bildekort må da bestå av tre kort av samme valør og tas med det fjerde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="21"/>
        <source>A court card is added only to a court-card build of its own rank.</source>
        <translation>Et bildekort kan bare legges til et bygg av bildekort av samme valør.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="22"/>
        <source>Only a court card of its rank is added to a court-card build, and nothing raises it.</source>
        <translation>Bare et bildekort av samme valør kan legges til et bygg av bildekort, og ingenting kan høyne det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="132"/>
        <source>You control the build of {build}: you may not trail; take it, capture something else, build, or add to a build.</source>
        <translation>Du eier bygget på {build}: du kan ikke legge ut; ta det, ta noe annet, bygg eller legg til i et bygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="134"/>
        <source>You control the build of {build}: you may not trail; take it, capture something else, or raise a build.</source>
        <translation>Du eier bygget på {build}: du kan ikke legge ut; ta det, ta noe annet eller høyn et bygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="136"/>
        <source>While you own the build of {build} you must take it, capture something else, or raise a build: you may not make another build or add to one.</source>
        <translation>Så lenge du eier bygget på {build}, må du ta det, ta noe annet eller høyne et bygg: du kan ikke lage et nytt bygg eller legge til i noe bygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="138"/>
        <source>You control the build of {build}: you must keep a card that takes {build} until you take the build.</source>
        <translation>Du eier bygget på {build}: du må beholde et kort som tar {build}, til du har tatt bygget.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="51"/>
        <source>Deal</source>
        <comment>a group of rules: dealing the cards</comment>
        <translation>Utdeling</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="52"/>
        <source>Capturing</source>
        <comment>a group of rules: taking cards from the table</comment>
        <translation>Å ta kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="53"/>
        <source>Building</source>
        <comment>a group of rules, and the rule that players may build</comment>
        <translation>Bygging</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="54"/>
        <source>Scoring</source>
        <comment>a group of rules: what scores points</comment>
        <translation>Poengtelling</translation>
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
        <translation>Runden er slutt: ingen flere kort kan spilles nå.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="23"/>
        <source>You do not hold the {card}.</source>
        <translation>Du har ikke {card} på hånden.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="24"/>
        <source>The {card} is not on the table.</source>
        <translation>{card} ligger ikke på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="25"/>
        <source>The {card} is in the build of {cards}, and a build is never broken up: to take the {card}, capture the whole build with a card of {value}.</source>
        <translation>{card} ligger i bygget av {cards}, og et bygg deles aldri opp: for å få {card} må du ta hele bygget med et kort på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="27"/>
        <source>There is no build of {cards} on the table.</source>
        <translation>Det ligger ikke noe bygg av {cards} på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="30"/>
        <source>The {card} is on top of your own capture pile: only the top cards of the other players&apos; piles are in play.</source>
        <translation>{card} ligger øverst i din egen stikkhaug: bare de øverste kortene i de andre spillernes hauger er med i spillet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="32"/>
        <source>The build of {cards} is named more often than it stands on the table.</source>
        <translation>Bygget av {cards} er nevnt flere ganger enn det ligger på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="33"/>
        <source>The {card} is named more often than it lies on the table.</source>
        <translation>{card} er nevnt flere ganger enn det ligger på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="36"/>
        <source>Say which card from your hand you play.</source>
        <translation>Oppgi hvilket kort fra hånden du spiller.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="37"/>
        <source>An earlier build on the table holds these same cards, and a play names a build by its cards: only that first build can be taken, raised or added to now.</source>
        <translation>Et tidligere bygg på bordet består av nøyaktig de samme kortene, og et trekk angir et bygg ved kortene: bare det første bygget kan tas, høynes eller legges til i nå.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="100"/>
        <source>A trail takes no table cards (trailing and building at once is a house rule that is off).</source>
        <translation>Når du legger ut, tar du ingen kort fra bordet (å legge ut og bygge samtidig er en husregel som er slått av).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="101"/>
        <source>A trail takes nothing from the table: to play onto a build, take it, raise it or add to it.</source>
        <translation>Når du legger ut, tar du ingenting fra bordet: vil du spille på et bygg, må du ta det, høyne det eller legge til i det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="102"/>
        <source>A card trailed alone makes no build, so it declares no value.</source>
        <translation>Et kort som legges ut alene, blir ikke et bygg, så det angir ingen verdi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="103"/>
        <source>Say the value of the build you make from the table cards.</source>
        <translation>Oppgi verdien på bygget du lager av kortene på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="104"/>
        <source>This variant has no building: capture or trail.</source>
        <translation>I denne varianten bygger man ikke: ta kort eller legg ut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="76"/>
        <source>You have played your card from the hand this turn: add table cards to your builds, or end your turn.</source>
        <translation>Du har allerede spilt kortet ditt fra hånden denne turen: legg til kort fra bordet i byggene dine, eller avslutt turen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="77"/>
        <source>You added to an opponent&apos;s build this turn: the card you play must capture it.</source>
        <translation>Du har lagt til i en motstanders bygg denne turen: kortet du spiller, må ta det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="95"/>
        <source>Every play here uses one card from your hand: there are no actions with table cards alone, and a turn ends by itself.</source>
        <translation>Her bruker hvert trekk et kort fra hånden: det finnes ingen trekk med bare kort fra bordet, og turen slutter av seg selv.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="107"/>
        <source>Play one card from your hand before you end your turn.</source>
        <translation>Spill et kort fra hånden før du avslutter turen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="108"/>
        <source>Ending your turn plays no card and moves none: it is just &apos;end&apos;.</source>
        <comment>end is typed as it is</comment>
        <translation>Når du avslutter turen, spiller du ikke noe kort og flytter ingen kort: det er bare «end».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="109"/>
        <source>Your opponents insist that you add the {cards} to your side&apos;s build of {value} before you end your turn.</source>
        <translation>Motstanderne krever at du legger {cards} til i bygget på {value} som siden din eier, før du avslutter turen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="129"/>
        <source>A build or an addition of table cards alone plays no card from your hand.</source>
        <translation>Når du bygger eller legger til med bare kort fra bordet, spiller du ikke noe kort fra hånden.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="130"/>
        <source>The {card} is not on the table or on top of another player&apos;s capture pile.</source>
        <translation>{card} ligger ikke på bordet og heller ikke øverst i en annen spillers stikkhaug.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="131"/>
        <source>The {card} has no number: only cards with numbers make builds from the table.</source>
        <translation>{card} har ingen tallverdi: bare kort med tallverdi kan danne bygg av kort på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="132"/>
        <source>You may make a build of {value} only if you hold a card that can capture it.</source>
        <translation>Du kan bare bygge {value} hvis du har et kort på hånden som kan ta bygget.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="133"/>
        <source>A build of {value} is on the table already: add to it instead.</source>
        <translation>Et bygg på {value} ligger allerede på bordet: legg til i det i stedet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="134"/>
        <source>The {cards} cannot be split into groups that each make {value}.</source>
        <translation>{cards} kan ikke deles opp i grupper som hver blir {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="136"/>
        <source>The {card} alone does not make {value}: the cards added must make {value} together.</source>
        <translation>{card} blir ikke {value} alene: kortene som legges til, må bli {value} sammen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="137"/>
        <source>A build needs at least two table cards.</source>
        <translation>Et bygg trenger minst to kort fra bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="139"/>
        <source>A build must be worth at least 2.</source>
        <translation>Et bygg må være verdt minst 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="140"/>
        <source>A new build of table cards takes in no other build: add the cards to that build instead.</source>
        <translation>Et nytt bygg av kort på bordet kan ikke ta inn et annet bygg: legg til kortene i det bygget i stedet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="141"/>
        <source>A top card may start a build only beside a loose {value} from the table.</source>
        <translation>Det øverste kortet i en stikkhaug kan bare starte et bygg sammen med et løst kort med verdien {value} fra bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="143"/>
        <source>Say which build the table cards are added to.</source>
        <translation>Oppgi hvilket bygg kortene fra bordet legges til i.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="144"/>
        <source>The build is worth {build}: the cards added must make {build}, not {value}.</source>
        <translation>Bygget er verdt {build}: kortene som legges til, må bli {build}, ikke {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="145"/>
        <source>Builds are never put together: add table cards to one build.</source>
        <translation>Bygg slås aldri sammen: legg til kort fra bordet i bare ett bygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="146"/>
        <source>You may add to an opponent&apos;s build only before you play your card, and only to capture it with that card.</source>
        <translation>Du kan bare legge til i en motstanders bygg før du spiller kortet ditt, og bare for å ta bygget med det kortet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="147"/>
        <source>To add to an opponent&apos;s build of {value} you must hold a card that captures it.</source>
        <translation>For å legge til i en motstanders bygg på {value} må du ha et kort på hånden som tar det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="148"/>
        <source>You have already added to another opponent&apos;s build this turn.</source>
        <translation>Du har allerede lagt til i en annen motstanders bygg denne turen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="19"/>
        <source>It is played with a 40-card pack: one 52-card deck without its jacks, queens and kings.</source>
        <translation>Det spilles med en kortstokk på 40 kort: en vanlig kortstokk på 52 kort uten knekter, damer og konger.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="20"/>
        <source>Every card counts its number; there are no court cards in the pack.</source>
        <translation>Hvert kort teller sin tallverdi; det finnes ingen bildekort i kortstokken.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="24"/>
        <source>The first dealer is chosen at random; the deal then passes to the right each round.</source>
        <translation>Den første giveren velges tilfeldig; deretter går given videre til høyre hver runde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="25"/>
        <source>Everyone draws a card and the highest card deals first; the deal then passes to the right each round.</source>
        <translation>Alle trekker et kort, og den som trekker høyest, gir først; deretter går given videre til høyre hver runde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="27"/>
        <source>Everyone draws a card and the lowest card deals first; the deal then passes to the right each round.</source>
        <translation>Alle trekker et kort, og den som trekker lavest, gir først; deretter går given videre til høyre hver runde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="32"/>
        <source>Play goes to the right (anticlockwise): the player on the dealer&apos;s right plays first, and the dealer plays last.</source>
        <translation>Spillet går til høyre (mot klokka): spilleren til høyre for giveren spiller først, og giveren spiller sist.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="34"/>
        <source>Play goes to the left (clockwise): the player on the dealer&apos;s left plays first, and the dealer plays last.</source>
        <translation>Spillet går til venstre (med klokka): spilleren til venstre for giveren spiller først, og giveren spiller sist.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="41"/>
        <source>The player who plays first cuts {count} cards from the middle of the pack and lays them face up on the table; the dealer then deals out the rest of the pack one card at a time, beginning with that player, in equal hands.</source>
        <extracomment>For one: The player who plays first cuts {count} card from the middle of the pack and lays it face up on the table; the dealer then deals out the rest of the pack one card at a time, beginning with that player, in equal hands.</extracomment>
        <translation>
            <numerusform>Den som spiller først, tar {count} kort fra midten av kortstokken og legger det med forsiden opp på bordet; deretter deler giveren ut resten av kortstokken ett kort om gangen, med start hos den spilleren, så alle får like mange kort.</numerusform>
            <numerusform>Den som spiller først, tar {count} kort fra midten av kortstokken og legger dem med forsiden opp på bordet; deretter deler giveren ut resten av kortstokken ett kort om gangen, med start hos den spilleren, så alle får like mange kort.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="47"/>
        <source>The dealer deals out the whole pack one card at a time, beginning with the player who plays first, in equal hands; no cards go to the table first.</source>
        <translation>Giveren deler ut hele kortstokken ett kort om gangen, med start hos den som spiller først, så alle får like mange kort; ingen kort legges på bordet først.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="52"/>
        <source>With two players each gets {count} cards, and {count} more when both hands are empty.</source>
        <extracomment>For one: With two players each gets {count} card, and {count} more when both hands are empty.</extracomment>
        <translation>
            <numerusform>Med to spillere får hver {count} kort, og {count} til når begge har tomt på hånden.</numerusform>
            <numerusform>Med to spillere får hver {count} kort, og {count} til når begge har tomt på hånden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="54"/>
        <source>With three players each gets {count} cards.</source>
        <extracomment>For one: With three players each gets {count} card.</extracomment>
        <translation>
            <numerusform>Med tre spillere får hver {count} kort.</numerusform>
            <numerusform>Med tre spillere får hver {count} kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="55"/>
        <source>With four players each gets {count} cards.</source>
        <extracomment>For one: With four players each gets {count} card.</extracomment>
        <translation>
            <numerusform>Med fire spillere får hver {count} kort.</numerusform>
            <numerusform>Med fire spillere får hver {count} kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="57"/>
        <source>The {count} cards left over go face up to the table.</source>
        <extracomment>For one: The card left over goes face up to the table.</extracomment>
        <translation>
            <numerusform>Kortet som blir til overs, legges med forsiden opp på bordet.</numerusform>
            <numerusform>De {count} kortene som blir til overs, legges med forsiden opp på bordet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="62"/>
        <source>Before or after that one card from your hand, your turn may hold as many actions as you like with cards already in play: making a build from loose table cards alone (you must hold a card of its value), and adding loose table cards and top cards of capture piles to a build, in groups of its value. You end your turn when you are done, but not before your card from the hand is played.</source>
        <translation>Før eller etter det ene kortet fra hånden kan turen din inneholde så mange trekk du vil med kort som allerede er i spill: å bygge av bare løse kort på bordet (du må ha et kort med byggets verdi på hånden), og å legge løse kort fra bordet og øverste kort fra stikkhauger til i et bygg, i grupper med byggets verdi. Du avslutter turen når du er ferdig, men ikke før kortet ditt fra hånden er spilt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="67"/>
        <source>Before or after that one card from your hand, your turn may hold as many actions as you like with cards already in play: making a build from loose table cards alone (you must hold a card of its value), and adding loose table cards to a build, in groups of its value. You end your turn when you are done, but not before your card from the hand is played.</source>
        <translation>Før eller etter det ene kortet fra hånden kan turen din inneholde så mange trekk du vil med kort som allerede er i spill: å bygge av bare løse kort på bordet (du må ha et kort med byggets verdi på hånden), og å legge løse kort fra bordet til i et bygg, i grupper med byggets verdi. Du avslutter turen når du er ferdig, men ikke før kortet ditt fra hånden er spilt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="72"/>
        <source>Your turn is that one play: table cards are never built or added to a build on their own.</source>
        <translation>Turen din er det ene trekket: kort på bordet kan aldri bygges eller legges til i et bygg uten et kort fra hånden.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="75"/>
        <source>Captured cards are kept face down and stay out of play.</source>
        <translation>Kort som er tatt, legges med baksiden opp og er ikke lenger i spill.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="77"/>
        <source>Captured cards are kept face up in a capture pile: the card you captured with goes on top, and the cards it took beneath it, the lowest nearest the top.</source>
        <translation>Kort som er tatt, legges med forsiden opp i en stikkhaug: kortet du tok med, legges øverst, og kortene det tok under det, med det laveste nærmest toppen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="79"/>
        <source>Captured cards are kept face up in a capture pile: the cards of each capture, the one you captured with included, go on it in order of value, the lowest on top.</source>
        <translation>Kort som er tatt, legges med forsiden opp i en stikkhaug: kortene i hvert stikk, også kortet du tok med, legges på den etter verdi, med det laveste øverst.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="83"/>
        <source>Partners keep one capture pile between them, so neither can use the other&apos;s top card.</source>
        <translation>Makkere har en felles stikkhaug, så ingen av dem kan bruke den andres øverste kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="84"/>
        <source>Partners keep a capture pile each, and may use each other&apos;s top card as they use an opponent&apos;s.</source>
        <translation>Makkere har hver sin stikkhaug og kan bruke hverandres øverste kort på samme måte som en motstanders.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="88"/>
        <source>Only the top card of each capture pile is in play, and only for building: you may add the top card of another player&apos;s pile, alone or with loose table cards, as a group of a build&apos;s value to a build of your side, or to a loose table card you could capture, which then becomes an augmented build of that card&apos;s value. A top card is never captured directly.</source>
        <translation>Bare det øverste kortet i hver stikkhaug er i spill, og bare til bygging: du kan legge det øverste kortet i en annen spillers haug, alene eller med løse kort fra bordet, som en gruppe med byggets verdi i et bygg som din side eier, eller på et løst kort på bordet som du kunne tatt, som da blir et dobbeltbygg med det kortets verdi. Kortet øverst i en haug tas aldri direkte.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="92"/>
        <source>Only the top card of each capture pile is in play: the card you play may capture the top card of another player&apos;s pile, alone or in a sum with table cards, or add it to your own build.</source>
        <translation>Bare det øverste kortet i hver stikkhaug er i spill: kortet du spiller, kan ta det øverste kortet i en annen spillers haug, alene eller i en sum med kort fra bordet, eller legge det til i ditt eget bygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="97"/>
        <source>Each action may use only the card on top of each pile; once it is taken, the card beneath becomes the top card, for your next action or the next player.</source>
        <translation>Hvert trekk kan bare bruke det øverste kortet i hver haug; når det er tatt, er kortet under det nye øverste kortet, for ditt neste trekk eller for neste spiller.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="99"/>
        <source>Once a top card is taken, the card beneath it becomes the top card.</source>
        <translation>Når det øverste kortet er tatt, er kortet under det nye øverste kortet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="103"/>
        <source>Opponents insist: a capture must take everything the card you play can take, and you may not end your turn while a loose card or a top card could still be added to a build of your side. A card that could capture may still go into a build instead (drifting).</source>
        <translation>Motstanderne krever sin rett: et stikk må ta alt kortet du spiller, kan ta, og du kan ikke avslutte turen så lenge et løst kort eller et kort øverst i en haug fortsatt kan legges til i et bygg som din side eier. Et kort som kunne tatt noe, kan likevel legges i et bygg i stedet (drifting).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="106"/>
        <source>Opponents insist: a capture must take everything the card you play can take. A card that could capture may still go into a build instead (drifting).</source>
        <translation>Motstanderne krever sin rett: et stikk må ta alt kortet du spiller, kan ta. Et kort som kunne tatt noe, kan likevel legges i et bygg i stedet (drifting).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="108"/>
        <source>A capture need not take everything the card could take, and you need not add to your builds every card that could go on them. A card that could capture may go into a build instead (drifting).</source>
        <translation>Et stikk trenger ikke ta alt kortet kunne tatt, og du trenger ikke legge til i byggene dine hvert kort som kunne legges der. Et kort som kunne tatt noe, kan legges i et bygg i stedet (drifting).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="111"/>
        <source>A capture need not take everything the card could take, and a card that could capture may go into a build instead (drifting).</source>
        <translation>Et stikk trenger ikke ta alt kortet kunne tatt, og et kort som kunne tatt noe, kan legges i et bygg i stedet (drifting).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="115"/>
        <source>An augmented build (a multiple build) holds several groups of the same value (two 4s and a 3 + 5 as a build of 8); you make one by adding a group of that value to a build, or to a loose card of that value that you could capture. No build is ever broken up.</source>
        <translation>Et utvidet bygg (et dobbeltbygg) består av flere grupper med samme verdi (to firere og 3 + 5 som et bygg på 8); du lager et ved å legge en gruppe med den verdien i et bygg, eller på et løst kort med den verdien som du kunne tatt. Ingen bygg deles noen gang opp.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="120"/>
        <source>Only an opponent&apos;s single build may change its value: you raise it by adding one card from your hand, and it becomes yours. Your own builds and your partner&apos;s never change value, nor does any augmented build.</source>
        <translation>Bare en motstanders enkle bygg kan endre verdi: du høyner det ved å legge til ett kort fra hånden, og da blir det ditt. Dine egne bygg og makkerens endrer aldri verdi, og heller ikke noe dobbeltbygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="123"/>
        <source>You may raise your own single build or an opponent&apos;s by adding a card from your hand to it, but never your partner&apos;s; an augmented build cannot be raised.</source>
        <translation>Du kan høyne ditt eget enkle bygg eller en motstanders ved å legge til et kort fra hånden, men aldri makkerens; et dobbeltbygg kan ikke høynes.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="128"/>
        <source>A build belongs to whoever made it or last raised it or added to it. Cards go onto an opponent&apos;s build only in a turn in which you capture it; until then you may not add to it, nor build its value, since two builds of one value would merge.</source>
        <translation>Et bygg tilhører den som laget det eller sist høynet det eller la til i det. Kort kan bare legges på en motstanders bygg i en tur der du tar det; fram til da kan du ikke legge til i det, og heller ikke bygge samme verdi, fordi to bygg med samme verdi ville blitt slått sammen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="131"/>
        <source>A build belongs to whoever made it or last raised it or added to it. Cards go onto an opponent&apos;s build only in a turn in which you capture it; until then you may not add to it or merge a build into it.</source>
        <translation>Et bygg tilhører den som laget det eller sist høynet det eller la til i det. Kort kan bare legges på en motstanders bygg i en tur der du tar det; fram til da kan du ikke legge til i det eller slå et bygg sammen med det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="134"/>
        <source>You may add cards to an opponent&apos;s build, or merge a build of yours into it, and so take it over.</source>
        <translation>Du kan legge til kort i en motstanders bygg, eller slå et av byggene dine sammen med det, og slik ta det over.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="138"/>
        <source>With two players, in the first deal, a build owner may neither trail nor make or take over a build of another value; the second deal lifts both limits.</source>
        <translation>Med to spillere kan en byggeier i første giv ikke legge ut, og heller ikke lage eller ta over et bygg med en annen verdi; i andre giv gjelder ingen av begrensningene.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="140"/>
        <source>With two players, in the first deal, a build owner may not make or take over a build of another value; the second deal lifts this limit.</source>
        <translation>Med to spillere kan en byggeier i første giv ikke lage eller ta over et bygg med en annen verdi; i andre giv gjelder ikke den begrensningen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="142"/>
        <source>With two players the first deal sets a build owner no limits of its own.</source>
        <translation>Med to spillere har første giv ingen egne begrensninger for en byggeier.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="146"/>
        <source>With two players that holds only in the first deal: in the second a build owner may trail.</source>
        <translation>Med to spillere gjelder det bare i første giv: i andre giv kan en byggeier legge ut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="147"/>
        <source>With two players that holds in both deals.</source>
        <translation>Med to spillere gjelder det i både første og andre giv.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="152"/>
        <source>Taking the most cards scores {count} points; sides that tie share them equally, rounded down.</source>
        <extracomment>For one: Taking the most cards scores {count} point; sides that tie share it equally, rounded down.</extracomment>
        <translation>
            <numerusform>Flest kort gir {count} poeng; sider som står likt, deler det jevnt, rundet ned.</numerusform>
            <numerusform>Flest kort gir {count} poeng; sider som står likt, deler poengene jevnt, rundet ned.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="156"/>
        <source>Taking the most spades scores {count} points; sides that tie share them equally, rounded down.</source>
        <extracomment>For one: Taking the most spades scores {count} point; sides that tie share it equally, rounded down.</extracomment>
        <translation>
            <numerusform>Flest spar gir {count} poeng; sider som står likt, deler det jevnt, rundet ned.</numerusform>
            <numerusform>Flest spar gir {count} poeng; sider som står likt, deler poengene jevnt, rundet ned.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="161"/>
        <source>Every side that takes at least {count} spades scores 1 point.</source>
        <extracomment>For one: Every side that takes at least {count} spade scores 1 point.</extracomment>
        <translation>
            <numerusform>Hver side som tar minst {count} spar, får 1 poeng.</numerusform>
            <numerusform>Hver side som tar minst {count} spar, får 1 poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="165"/>
        <source>With two sides every round is worth {count} points in all.</source>
        <extracomment>For one: With two sides every round is worth {count} point in all.</extracomment>
        <translation>
            <numerusform>Med to sider er hver runde verdt {count} poeng til sammen.</numerusform>
            <numerusform>Med to sider er hver runde verdt {count} poeng til sammen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="167"/>
        <source>With two sides a round is worth {lowest} or {count} points in all.</source>
        <extracomment>For one: With two sides a round is worth {lowest} or {count} point in all.</extracomment>
        <translation>
            <numerusform>Med to sider er en runde verdt {lowest} eller {count} poeng til sammen.</numerusform>
            <numerusform>Med to sider er en runde verdt {lowest} eller {count} poeng til sammen.</numerusform>
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
        <translation>Vanligvis er spillet slik. {summary} Husreglene i dette partiet endrer det: hver regel de endrer, er merket «(husregel)» nedenfor.</translation>
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
        <translation>nei</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="31"/>
        <source>The deal</source>
        <translation>Utdelingen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="31"/>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="27"/>
        <source>Playing a card</source>
        <translation>Å spille et kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="32"/>
        <source>Winning</source>
        <comment>a heading: how a match is won</comment>
        <translation>Å vinne</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="36"/>
        <source>The game is for exactly {count} players.</source>
        <extracomment>For one: The game is for exactly {count} player.</extracomment>
        <translation>
            <numerusform>Spillet er for nøyaktig {count} spiller.</numerusform>
            <numerusform>Spillet er for nøyaktig {count} spillere.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="37"/>
        <source>The game is for {lowest} to {count} players.</source>
        <extracomment>For one: The game is for {lowest} to {count} player.</extracomment>
        <translation>
            <numerusform>Spillet er for {lowest} til {count} spiller.</numerusform>
            <numerusform>Spillet er for {lowest} til {count} spillere.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="38"/>
        <source>The game is for {count} players, or 4 in two partnerships.</source>
        <extracomment>For one: The game is for {count} player, or 4 in two partnerships.</extracomment>
        <translation>
            <numerusform>Spillet er for {count} spiller, eller for 4 i to lag.</numerusform>
            <numerusform>Spillet er for {count} spillere, eller for 4 i to lag.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="40"/>
        <source>The game is for 4 players in two partnerships.</source>
        <translation>Spillet er for 4 spillere i to lag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="43"/>
        <source>Four may play each for themselves or in two partnerships, partners sitting opposite and scoring their captures together.</source>
        <translation>Fire kan spille hver for seg eller i to lag, der makkerne sitter rett overfor hverandre og teller det de tar sammen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="45"/>
        <source>Four always play in two partnerships, partners sitting opposite and scoring their captures together.</source>
        <translation>Fire spiller alltid i to lag, der makkerne sitter rett overfor hverandre og teller det de tar sammen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="47"/>
        <source>Four play each for themselves, never in partnerships.</source>
        <translation>Fire spiller hver for seg, aldri i lag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="48"/>
        <source>It is played with two 52-card decks shuffled together (104 cards), so every card has an identical twin.</source>
        <translation>Det spilles med to kortstokker på 52 kort som stokkes sammen (104 kort), så hvert kort har en identisk tvilling.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="50"/>
        <source>It is played with one 52-card deck.</source>
        <translation>Det spilles med én kortstokk på 52 kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="51"/>
        <source>The first dealer is chosen at random; the deal then passes to the left each round.</source>
        <translation>Den første giveren velges tilfeldig; deretter går given videre til venstre hver runde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="52"/>
        <source>Everyone draws a card and the highest card deals first; the deal then passes to the left each round.</source>
        <translation>Alle trekker et kort, og den som trekker høyest, gir først; deretter går given videre til venstre hver runde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="54"/>
        <source>Everyone draws a card and the lowest card deals first; the deal then passes to the left each round.</source>
        <translation>Alle trekker et kort, og den som trekker lavest, gir først; deretter går given videre til venstre hver runde.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="58"/>
        <source>The dealer gives each player {count} cards and puts {table} face up on the table, dealing round the players first, then to the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts {table} face up on the table, dealing round the players first, then to the table.</extracomment>
        <translation>
            <numerusform>Giveren gir hver spiller {count} kort og legger {table} kort med forsiden opp på bordet: først rundt til spillerne, så til bordet.</numerusform>
            <numerusform>Giveren gir hver spiller {count} kort og legger {table} kort med forsiden opp på bordet: først rundt til spillerne, så til bordet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="63"/>
        <source>The dealer gives each player {count} cards and puts none on the table, dealing round the players first, then to the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts none on the table, dealing round the players first, then to the table.</extracomment>
        <translation>
            <numerusform>Giveren gir hver spiller {count} kort og legger ingen kort på bordet: først rundt til spillerne, så til bordet.</numerusform>
            <numerusform>Giveren gir hver spiller {count} kort og legger ingen kort på bordet: først rundt til spillerne, så til bordet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="68"/>
        <source>The dealer gives each player {count} cards and puts {table} face up on the table, dealing to the other players, then to the table, then to the dealer.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts {table} face up on the table, dealing to the other players, then to the table, then to the dealer.</extracomment>
        <translation>
            <numerusform>Giveren gir hver spiller {count} kort og legger {table} kort med forsiden opp på bordet: først til de andre spillerne, så til bordet og til slutt til seg selv.</numerusform>
            <numerusform>Giveren gir hver spiller {count} kort og legger {table} kort med forsiden opp på bordet: først til de andre spillerne, så til bordet og til slutt til seg selv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="73"/>
        <source>The dealer gives each player {count} cards and puts none on the table, dealing to the other players, then to the table, then to the dealer.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts none on the table, dealing to the other players, then to the table, then to the dealer.</extracomment>
        <translation>
            <numerusform>Giveren gir hver spiller {count} kort og legger ingen kort på bordet: først til de andre spillerne, så til bordet og til slutt til seg selv.</numerusform>
            <numerusform>Giveren gir hver spiller {count} kort og legger ingen kort på bordet: først til de andre spillerne, så til bordet og til slutt til seg selv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="79"/>
        <source>The dealer gives each player {count} cards and puts {table} face up on the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts {table} face up on the table.</extracomment>
        <translation>
            <numerusform>Giveren gir hver spiller {count} kort og legger {table} kort med forsiden opp på bordet.</numerusform>
            <numerusform>Giveren gir hver spiller {count} kort og legger {table} kort med forsiden opp på bordet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="81"/>
        <source>The dealer gives each player {count} cards and puts none on the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts none on the table.</extracomment>
        <translation>
            <numerusform>Giveren gir hver spiller {count} kort og legger ingen kort på bordet.</numerusform>
            <numerusform>Giveren gir hver spiller {count} kort og legger ingen kort på bordet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="85"/>
        <source>They are dealt in two rounds: {hand} to each player, then {table} to the table, and the same again.</source>
        <translation>Kortene gis i to runder: {hand} til hver spiller, så {table} til bordet, og så det samme én gang til.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="87"/>
        <source>They are dealt in two rounds of {hand} to each player.</source>
        <translation>Kortene gis i to runder med {hand} til hver spiller.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="88"/>
        <source>They are dealt in two rounds: {hand} to each of the other players, {table} to the table, then {hand} to the dealer, and the same again.</source>
        <translation>Kortene gis i to runder: {hand} til hver av de andre spillerne, {table} til bordet, så {hand} til giveren, og så det samme én gang til.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="91"/>
        <source>They are dealt in two rounds of {hand} to each player, the dealer last.</source>
        <translation>Kortene gis i to runder med {hand} til hver spiller, giveren sist.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="93"/>
        <source>When too few cards are left for full hands, they go one at a time from the dealer&apos;s left as far as they reach, so some players get fewer.</source>
        <translation>Når det er for få kort igjen til fulle hender, gis de ett og ett fra giverens venstre side så langt de rekker, så noen spillere får færre.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="95"/>
        <source>When every hand is empty the same dealer deals {count} more to each player, but never to the table, until the stock runs out.</source>
        <extracomment>For one: When every hand is empty the same dealer deals {count} more to each player, but never to the table, until the stock runs out.</extracomment>
        <translation>
            <numerusform>Når alle har tomt på hånden, gir samme giver hver spiller {count} nye kort, men aldri noen til bordet, til talongen er tom.</numerusform>
            <numerusform>Når alle har tomt på hånden, gir samme giver hver spiller {count} nye kort, men aldri noen til bordet, til talongen er tom.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="102"/>
        <source>Number cards count their value; J, Q and K count 11, 12 and 13, in sums and builds too.</source>
        <translation>Tallkortene teller pålydende; Kn, D og K teller 11, 12 og 13, også i summer og bygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="103"/>
        <source>Number cards count their value; J, Q and K have no number: each takes only cards of its own rank.</source>
        <translation>Tallkortene teller pålydende; Kn, D og K har ingen tallverdi: hvert av dem tar bare kort av sin egen valør.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="105"/>
        <source>An ace counts 1.</source>
        <translation>Et ess teller 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="106"/>
        <source>An ace counts 1 or 14, as you choose, on the table too.</source>
        <translation>Et ess teller 1 eller 14, som du vil, også på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="107"/>
        <source>The ace you play counts 1 or 14 when it takes, as you choose; aces on the table, and an ace you put into a build, count 1.</source>
        <translation>Esset du spiller, teller 1 eller 14 når det tar, som du vil; ess på bordet, og et ess du legger i et bygg, teller 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="109"/>
        <source>An ace counts 14 when you take with it, and 1 on the table and in a build, even one you build with it from your hand; so it takes an ace on the table only in a group of cards that adds up to 14.</source>
        <translation>Et ess teller 14 når du tar med det, og 1 på bordet og i et bygg, også et du bygger med det fra hånden; derfor tar det et ess på bordet bare i en gruppe kort som til sammen blir 14.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="112"/>
        <source>Played from the hand to take, the 10♦ counts 16 and the 2♠ counts 15; on the table and in a build, even one you build with them, they count 10 and 2.</source>
        <translation>Når de spilles fra hånden for å ta, teller 10♦ 16 og 2♠ 15; på bordet og i et bygg, også et du bygger med dem, teller de 10 og 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="114"/>
        <source>The 10♦ and the 2♠ count 10 and 2, also from the hand.</source>
        <translation>10♦ og 2♠ teller 10 og 2, også fra hånden.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="115"/>
        <source>On your turn you play one card from your hand: take the table cards of its value, or groups of cards that add up to it (several groups at once, each card in one group only), build, or trail it: put it face up on the table.</source>
        <translation>Når det er din tur, spiller du ett kort fra hånden: ta kortene på bordet med samme verdi, eller grupper av kort som til sammen blir den verdien (flere grupper på en gang, hvert kort i bare én gruppe), bygg, eller legg det ut: legg det med forsiden opp på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="118"/>
        <source>On your turn you play one card from your hand: take the table cards of its value, or groups of cards that add up to it (several groups at once, each card in one group only), or trail it: put it face up on the table.</source>
        <translation>Når det er din tur, spiller du ett kort fra hånden: ta kortene på bordet med samme verdi, eller grupper av kort som til sammen blir den verdien (flere grupper på en gang, hvert kort i bare én gruppe), eller legg det ut: legg det med forsiden opp på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="121"/>
        <source>At the end of the round the last player to capture takes the cards still on the table.</source>
        <translation>Når runden er slutt, får den som tok siste stikk, kortene som ligger igjen på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="127"/>
        <source>Number cards count their value; J, Q and K count 11, 12 and 13, in sums too.</source>
        <translation>Tallkortene teller pålydende; Kn, D og K teller 11, 12 og 13, også i summer.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="128"/>
        <source>The ace you play counts 1 or 14 when it takes, as you choose; aces on the table count 1.</source>
        <translation>Esset du spiller teller 1 eller 14 når det tar, som du velger; ess på bordet teller 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="130"/>
        <source>An ace counts 14 when you take with it, and 1 on the table; so it takes an ace on the table only in a group of cards that adds up to 14.</source>
        <translation>Et ess teller 14 når du tar med det, og 1 på bordet; derfor tar det et ess på bordet bare i en gruppe kort som til sammen blir 14.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="132"/>
        <source>Played from the hand to take, the 10♦ counts 16 and the 2♠ counts 15; on the table they count 10 and 2.</source>
        <translation>Spilt fra hånden for å ta teller 10♦ 16 og 2♠ 15; på bordet teller de 10 og 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="144"/>
        <source>There is no building: every card played either captures or is trailed.</source>
        <translation>Her bygger man ikke: hvert kort som spilles, tar enten noe eller legges ut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="145"/>
        <source>A build puts your card together with table cards as one pile of a value you announce; it is taken only whole, by a card of that value, and you must hold such a card when you make it. Builds go up to {top}.</source>
        <translation>I et bygg legger du kortet ditt sammen med kort på bordet til én haug med en verdi du sier; bygget kan bare tas helt, med et kort av den verdien, og du må ha et slikt kort på hånden når du bygger. Bygg går opp til {top}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="148"/>
        <source>A multiple build holds several groups of the same value (two 4s and a 3 + 5 as a build of 8); you make one by adding a group of that value to a build.</source>
        <translation>Et dobbeltbygg består av flere grupper med samme verdi (to firere og 3 + 5 som et bygg på 8); du lager et ved å legge en gruppe med den verdien til i et bygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="150"/>
        <source>You may raise a single build, yours or another&apos;s, by adding a card from your hand to it; a multiple build cannot be raised.</source>
        <translation>Du kan høyne et enkelt bygg, ditt eget eller en annens, ved å legge til et kort fra hånden; et dobbeltbygg kan ikke høynes.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="152"/>
        <source>You may raise another player&apos;s single build by adding a card from your hand to it, but never your own; a multiple build cannot be raised.</source>
        <translation>Du kan høyne en annen spillers enkle bygg ved å legge til et kort fra hånden, men aldri ditt eget; et dobbeltbygg kan ikke høynes.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="154"/>
        <source>Two builds of the same value may stand side by side on the table.</source>
        <translation>To bygg med samme verdi kan ligge ved siden av hverandre på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="155"/>
        <source>A new build of a value already built merges with that build into one multiple build.</source>
        <translation>Et nytt bygg med en verdi som allerede er bygd, slås sammen med det bygget til ett dobbeltbygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="157"/>
        <source>While you own a build you may not trail, and you must keep a card that takes it until it is taken.</source>
        <translation>Så lenge du eier et bygg, kan du ikke legge ut, og du må beholde et kort som tar det til det blir tatt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="159"/>
        <source>While you own a build you may trail and leave it on the table, but you must keep a card that takes it until it is taken.</source>
        <translation>Så lenge du eier et bygg, kan du legge ut og la det ligge på bordet, men du må beholde et kort som tar det til det blir tatt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="161"/>
        <source>While you own a build you may only take it, capture something else or raise a build: no trailing, no new build and no adding; and you must keep a card that takes it until it is taken.</source>
        <translation>Så lenge du eier et bygg, kan du bare ta det, ta noe annet eller høyne et bygg: ikke legge ut, ikke bygge nytt og ikke legge til; og du må beholde et kort som tar det til det blir tatt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="164"/>
        <source>While you own a build you may only take it, capture something else, raise a build or trail: no new build and no adding; and you must keep a card that takes it until it is taken.</source>
        <translation>Så lenge du eier et bygg, kan du bare ta det, ta noe annet, høyne et bygg eller legge ut: ikke bygge nytt og ikke legge til; og du må beholde et kort som tar det til det blir tatt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="172"/>
        <source>Taking the most cards scores {count} points; a tie scores nothing.</source>
        <extracomment>For one: Taking the most cards scores {count} point; a tie scores nothing.</extracomment>
        <translation>
            <numerusform>Flest kort gir {count} poeng; likt gir ingen poeng.</numerusform>
            <numerusform>Flest kort gir {count} poeng; likt gir ingen poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="174"/>
        <source>Taking the most spades scores {count} points; a tie scores nothing.</source>
        <extracomment>For one: Taking the most spades scores {count} point; a tie scores nothing.</extracomment>
        <translation>
            <numerusform>Flest spar gir {count} poeng; likt gir ingen poeng.</numerusform>
            <numerusform>Flest spar gir {count} poeng; likt gir ingen poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="176"/>
        <source>Every spade you take beyond {count} scores 1 point (överspader).</source>
        <extracomment>For one: Every spade you take beyond {count} scores 1 point (överspader).</extracomment>
        <translation>
            <numerusform>Hver spar du tar utover {count}, gir 1 poeng (överspader).</numerusform>
            <numerusform>Hver spar du tar utover {count}, gir 1 poeng (överspader).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="178"/>
        <source>Every spade scores {count} points.</source>
        <extracomment>For one: Every spade scores {count} point.</extracomment>
        <translation>
            <numerusform>Hver spar gir {count} poeng.</numerusform>
            <numerusform>Hver spar gir {count} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="179"/>
        <source>Every ace scores {count} points.</source>
        <extracomment>For one: Every ace scores {count} point.</extracomment>
        <translation>
            <numerusform>Hvert ess gir {count} poeng.</numerusform>
            <numerusform>Hvert ess gir {count} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="180"/>
        <source>The 10♦ (big casino) scores {count} points.</source>
        <extracomment>For one: The 10♦ (big casino) scores {count} point.</extracomment>
        <translation>
            <numerusform>10♦ (store kasino) gir {count} poeng.</numerusform>
            <numerusform>10♦ (store kasino) gir {count} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="182"/>
        <source>The 2♠ (little casino) scores {count} points.</source>
        <extracomment>For one: The 2♠ (little casino) scores {count} point.</extracomment>
        <translation>
            <numerusform>2♠ (lille kasino) gir {count} poeng.</numerusform>
            <numerusform>2♠ (lille kasino) gir {count} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="184"/>
        <source>The A♠ scores {count} points more.</source>
        <extracomment>For one: The A♠ scores {count} point more.</extracomment>
        <translation>
            <numerusform>E♠ gir {count} poeng ekstra.</numerusform>
            <numerusform>E♠ gir {count} poeng ekstra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="185"/>
        <source>The J♠ scores {count} points more.</source>
        <extracomment>For one: The J♠ scores {count} point more.</extracomment>
        <translation>
            <numerusform>Kn♠ gir {count} poeng ekstra.</numerusform>
            <numerusform>Kn♠ gir {count} poeng ekstra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="186"/>
        <source>The last capture of the round (sistan) scores {count} points.</source>
        <extracomment>For one: The last capture of the round (sistan) scores {count} point.</extracomment>
        <translation>
            <numerusform>Rundens siste stikk gir {count} poeng.</numerusform>
            <numerusform>Rundens siste stikk gir {count} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="188"/>
        <source>Taking every card on the table is a sweep{own_word}, and every sweep scores {count} points (the cards left at the end of the round, which go to the last capture, are never a sweep; but a last card played that takes every card on the table is one).</source>
        <extracomment>For one: Taking every card on the table is a sweep{own_word}, and every sweep scores {count} point (the cards left at the end of the round, which go to the last capture, are never a sweep; but a last card played that takes every card on the table is one).</extracomment>
        <translation>
            <numerusform>Den som tar alle kortene på bordet{own_word}, får {count} poeng for hver slik tabbe (kortene som ligger igjen når runden er slutt og går til den som tok sist, er aldri en tabbe, men et siste spilt kort som tar alle kortene på bordet, er det).</numerusform>
            <numerusform>Den som tar alle kortene på bordet{own_word}, får {count} poeng for hver slik tabbe (kortene som ligger igjen når runden er slutt og går til den som tok sist, er aldri en tabbe, men et siste spilt kort som tar alle kortene på bordet, er det).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="195"/>
        <source>No spade scores beyond a threshold.</source>
        <translation>Ingen spar gir poeng utover en grense.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="196"/>
        <source>Taking every card on the table is a sweep{own_word}; sweeps score nothing.</source>
        <translation>Å ta alle kortene på bordet{own_word} er en tabbe, men tabber gir ingen poeng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="197"/>
        <source>{label} scores nothing.</source>
        <comment>label: the name of a scoring rule, such as Most cards</comment>
        <translation>{label} gir ingen poeng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="200"/>
        <source>Every point you take is a penalty: it counts as a minus point, so the fewest taken win.</source>
        <translation>Hvert poeng du tar, er et straffepoeng: det teller som minuspoeng, så den som tar færrest, vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="201"/>
        <source>Points count for the side that takes them.</source>
        <translation>Poengene teller for den siden som tar dem.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="202"/>
        <source>A sweep also counts for the player who played just before it and so left the table open: as many penalty points are taken off them.</source>
        <translation>En tabbe teller også for den som spilte rett før og dermed lot bordet ligge åpent: like mange straffepoeng trekkes fra for den spilleren.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="204"/>
        <source>A sweep also counts for the player who played just before it and so left the table open: they lose what the sweep scores.</source>
        <translation>En tabbe teller også for den som spilte rett før og dermed lot bordet ligge åpent: den spilleren mister det tabben gir.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="206"/>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="207"/>
        <source>A sweep counts only for its maker.</source>
        <translation>En tabbe teller bare for den som tar den.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="211"/>
        <source>The match ends when every player has dealt {count} times; the fewest penalties win.</source>
        <extracomment>For one: The match ends when every player has dealt once; the fewest penalties win.</extracomment>
        <translation>
            <numerusform>Partiet er slutt når alle har gitt én gang; færrest straffepoeng vinner.</numerusform>
            <numerusform>Partiet er slutt når alle har gitt {count} ganger; færrest straffepoeng vinner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="213"/>
        <source>The match ends when every player has dealt {count} times; the higher total wins.</source>
        <extracomment>For one: The match ends when every player has dealt once; the higher total wins.</extracomment>
        <translation>
            <numerusform>Partiet er slutt når alle har gitt én gang; høyest sum vinner.</numerusform>
            <numerusform>Partiet er slutt når alle har gitt {count} ganger; høyest sum vinner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="215"/>
        <source>The first side to reach {count} points wins the match; rounds are played until then.</source>
        <extracomment>For one: The first side to reach {count} point wins the match; rounds are played until then.</extracomment>
        <translation>
            <numerusform>Den siden som først når {count} poeng, vinner partiet; det spilles runder fram til da.</numerusform>
            <numerusform>Den siden som først når {count} poeng, vinner partiet; det spilles runder fram til da.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="217"/>
        <source>One round is the whole game; the fewest penalties win.</source>
        <translation>Én runde er hele partiet; færrest straffepoeng vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="218"/>
        <source>One round is the whole game; the higher total wins.</source>
        <translation>Én runde er hele partiet; høyest sum vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="219"/>
        <source>A side that reaches the target during play wins at once, even in the middle of a round.</source>
        <translation>En side som når målet underveis, vinner med en gang, også midt i en runde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="224"/>
        <source>If several sides reach the target in the same round, the higher total wins; equal totals play another round.</source>
        <translation>Hvis flere sider når målet i samme runde, vinner høyest sum; ved lik sum spilles en runde til.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="226"/>
        <source>If several sides reach the target in the same round, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦, sweeps) and the first to reach the target wins.</source>
        <translation>Hvis flere sider når målet i samme runde, telles rundens poeng post for post (kort, spar, 10♦, 2♠, essene ♠♣♥♦, tabber), og den som først når målet, vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="229"/>
        <source>If several sides reach the target in the same round, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦) and the first to reach the target wins.</source>
        <translation>Hvis flere sider når målet i samme runde, telles rundens poeng post for post (kort, spar, 10♦, 2♠, essene ♠♣♥♦), og den som først når målet, vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="232"/>
        <source>If several sides reach the target in the same round, the higher total wins, then the side that took more spades in the round; otherwise another round is played.</source>
        <translation>Hvis flere sider når målet i samme runde, vinner høyest sum, og deretter den siden som tok flest spar i runden; ellers spilles en runde til.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="235"/>
        <source>If several sides reach the target in the same round, the higher total wins, then the most points for aces and casinos, then the most spades, then the most cards; otherwise another round is played.</source>
        <translation>Hvis flere sider når målet i samme runde, vinner høyest sum, deretter flest poeng for ess og kasinoer, så flest spar og til slutt flest kort; ellers spilles en runde til.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="238"/>
        <source>If the totals are equal, another round is played.</source>
        <translation>Ved lik sum spilles en runde til.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="239"/>
        <source>If the totals are equal, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦, sweeps) and the first to reach the target wins.</source>
        <translation>Ved lik sum telles rundens poeng post for post (kort, spar, 10♦, 2♠, essene ♠♣♥♦, tabber), og den som først når målet, vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="242"/>
        <source>If the totals are equal, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦) and the first to reach the target wins.</source>
        <translation>Ved lik sum telles rundens poeng post for post (kort, spar, 10♦, 2♠, essene ♠♣♥♦), og den som først når målet, vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="245"/>
        <source>If the totals are equal, the side that took more spades in the round wins; if those are equal too, another round is played.</source>
        <translation>Ved lik sum vinner den siden som tok flest spar i runden; er også det likt, spilles en runde til.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="247"/>
        <source>If the totals are equal, the side with more points for aces and casinos wins, then the one with more spades, then the one with more cards; if all of these are equal, another round is played.</source>
        <translation>Ved lik sum vinner den siden som har flest poeng for ess og kasinoer, deretter den med flest spar og til slutt den med flest kort; er alt dette likt, spilles en runde til.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="34"/>
        <source>The fewest players cannot be more than the most players.</source>
        <translation>Færrest spillere kan ikke være flere enn flest spillere.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="36"/>
        <source>Court-card capture rules only apply when court cards have no number.</source>
        <translation>Reglene for hva bildekort tar, gjelder bare når bildekort ikke har tallverdi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="38"/>
        <source>Court-card builds only apply when court cards have no number; with numbers they build like any card.</source>
        <translation>Bygg med bildekort gjelder bare når bildekort ikke har tallverdi; med tallverdi bygger de som alle andre kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="43"/>
        <source>&apos;{label}&apos; needs building, which this variant has switched off.</source>
        <translation>«{label}» krever bygging, og det er slått av i denne varianten.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="45"/>
        <source>Build options need building, which this variant has switched off.</source>
        <translation>Innstillingene for bygg krever bygging, og det er slått av i denne varianten.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="47"/>
        <source>The highest build must be at least 2.</source>
        <translation>Høyeste bygg må være minst 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="49"/>
        <source>The highest build cannot exceed {value}, the highest value a card can capture.</source>
        <translation>Høyeste bygg kan ikke være over {value}, den høyeste verdien et kort kan ta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="52"/>
        <source>Överspader replaces the most-spades prize: set most spades to 0 to use it.</source>
        <translation>Överspader erstatter poengene for flest spar: sett Flest spar til 0 for å bruke det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="54"/>
        <source>Sweep cancelling and sweep limits need sweeps to score.</source>
        <translation>Både oppheving av tabber og tabbegrenser krever at tabber gir poeng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="56"/>
        <source>A mulle needs the double deck: with one deck no card has an identical twin.</source>
        <translation>Mulle krever dobbel kortstokk: med én kortstokk har ingen kort en identisk tvilling.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="58"/>
        <source>Differential scoring needs a target score.</source>
        <translation>Differanseregning krever et poengmål.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="61"/>
        <source>Scoring points as they are earned ends the game when a side reaches the target: it needs a target score.</source>
        <translation>Fortløpende poengtelling avslutter partiet når en side når målet: den krever et poengmål.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="63"/>
        <source>Scoring points as they are earned already scores aces and casinos at once: switch off the Finnish immediate scoring.</source>
        <translation>Fortløpende poengtelling gir allerede poeng for ess og kasinoer med en gang: slå av «Ess og kasinoer gir poeng med en gang».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="66"/>
        <source>Differential scoring compares whole rounds, so points cannot also be scored as they are earned.</source>
        <translation>Differanseregning sammenligner hele runder, så poengene kan ikke også telles fortløpende.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="68"/>
        <source>Sweeps that may be cancelled at the end of the round cannot score the moment they are made.</source>
        <translation>Tabber som kan oppheves når runden er slutt, kan ikke gi poeng i samme øyeblikk som de tas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="70"/>
        <source>Equal cards must be taken needs court cards that can take every card of their rank at once: court cards with numbers, or &apos;any number of its rank&apos;.</source>
        <translation>«Like kort må tas» krever bildekort som kan ta alle kort av sin valør på en gang: bildekort med tallverdi, eller «så mange som helst av sin valør».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="73"/>
        <source>Sweeps that count against whoever left them cannot also cancel out.</source>
        <translation>Tabber som belaster den som lot bordet stå åpent, kan ikke også oppheve hverandre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="75"/>
        <source>A match of a fixed number of rounds has no target: set the target score to 0.</source>
        <translation>Et parti med et fast antall runder har ikke noe poengmål: sett poengmålet til 0.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="77"/>
        <source>Penalty points are counted at the end of each round: misère cannot go with immediate, as-earned or differential scoring, or with the rule near the target.</source>
        <translation>Straffepoeng telles når hver runde er slutt: misère kan ikke kombineres med poeng med en gang, fortløpende poengtelling eller differanseregning, og heller ikke med regelen nær målet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="84"/>
        <source>Capture piles&apos; top cards are played with one deck: with two, a card could lie on two piles at once.</source>
        <translation>Øverste kort i stikkhaugene krever én kortstokk: med to kunne samme kort ligge i to hauger samtidig.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="86"/>
        <source>The 40-card pack is one deck, scored at the end of the round.</source>
        <translation>Kortstokken med 40 kort er én kortstokk, og poengene telles når runden er slutt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="88"/>
        <source>Several actions in a turn are builds and additions: they need building.</source>
        <translation>Flere trekk per tur består av bygg og tillegg: de krever bygging.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="90"/>
        <source>&apos;Build owner trails in the second deal&apos; only matters when a build owner may not trail otherwise.</source>
        <translation>«Byggeier legger ut i andre giv» har bare betydning når en byggeier ellers ikke kan legge ut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="92"/>
        <source>There are not enough cards for that many players with those hand and table sizes.</source>
        <translation>Det er ikke nok kort til så mange spillere med så mange kort per hånd og til bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="94"/>
        <location filename="../../casino_desktop/core/rules_sense.py" line="162"/>
        <source>With every scoring item at 0 no side can ever score, so the match would never end: give at least one item some points.</source>
        <translation>Med alle poengposter på 0 kan ingen side noen gang få poeng, så partiet ville aldri ta slutt: gi minst én post noen poeng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="97"/>
        <source>Under misère every point counts against its taker, so no side would ever reach a target: set the target score to 0.</source>
        <translation>Ved misère teller hvert poeng mot den som tar det, så ingen side ville noen gang nå et mål: sett poengmålet til 0.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="124"/>
        <source>The rule near the target needs a target score.</source>
        <translation>Regelen nær målet krever et poengmål.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="127"/>
        <source>The rule near the target needs most cards, the 10♦ and most spades to score.</source>
        <translation>Regelen nær målet krever at flest kort, 10♦ og flest spar gir poeng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="129"/>
        <source>The rule near the target tells its items apart by their points: most cards, the 10♦ and most spades must score differently.</source>
        <translation>Regelen nær målet skiller postene fra hverandre på poengene: flest kort, 10♦ og flest spar må gi ulikt antall poeng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="132"/>
        <source>The rule near the target needs a target above the points of most cards, the 10♦ and most spades.</source>
        <translation>Regelen nær målet krever et poengmål over poengene for flest kort, 10♦ og flest spar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="134"/>
        <source>The rule near the target judges whole rounds of plain scores: it cannot go with differential, immediate or as-earned scoring.</source>
        <translation>Regelen nær målet vurderer hele runder med vanlig poengtelling: den kan ikke kombineres med differanseregning, poeng med en gang eller fortløpende poengtelling.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rules_sense.py" line="142"/>
        <source>This variant is played by exactly {count} players.</source>
        <extracomment>For one: This variant is played by exactly {count} player.</extracomment>
        <translation>
            <numerusform>Denne varianten spilles av nøyaktig {count} spiller.</numerusform>
            <numerusform>Denne varianten spilles av nøyaktig {count} spillere.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rules_sense.py" line="144"/>
        <source>This variant is played by {lowest} to {count} players.</source>
        <extracomment>For one: This variant is played by {lowest} to {count} player.</extracomment>
        <translation>
            <numerusform>Denne varianten spilles av {lowest} til {count} spiller.</numerusform>
            <numerusform>Denne varianten spilles av {lowest} til {count} spillere.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="147"/>
        <source>This variant is played by two players, or four in partnerships.</source>
        <translation>Denne varianten spilles av to spillere, eller av fire i lag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="149"/>
        <source>Partnerships need four players.</source>
        <translation>Lagspill krever fire spillere.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="151"/>
        <source>With four players this variant is played in partnerships.</source>
        <translation>Med fire spillere spilles denne varianten i lag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="153"/>
        <source>This variant is not played in partnerships.</source>
        <translation>Denne varianten spilles ikke i lag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="155"/>
        <source>Building for a partner needs partnerships.</source>
        <translation>Å bygge for makkeren krever lagspill.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="158"/>
        <source>Differential scoring needs exactly two sides.</source>
        <translation>Differanseregning krever nøyaktig to sider.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="160"/>
        <source>There are not enough cards for that many players.</source>
        <translation>Det er ikke nok kort til så mange spillere.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="178"/>
        <source>The {card} is not in this game&apos;s pack: it is played with 40 cards, without jacks, queens and kings.</source>
        <translation>{card} er ikke med i kortstokken i dette spillet: det spilles med 40 kort, uten knekter, damer og konger.</translation>
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
        <translation>{what} er skadet: en del av det er kuttet av eller forvrengt, så det kan ikke leses.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="64"/>
        <source>{what} is not text in a known encoding, so it cannot be read.</source>
        <translation>{what} er ikke tekst i en kjent tegnkoding, så det kan ikke leses.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="79"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="160"/>
        <source>{what} could not be read.</source>
        <translation>{what} kunne ikke leses.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="81"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="225"/>
        <source>{what} is too large ({shown} bytes; at most {most} are read).</source>
        <extracomment>For one: {what} is too large ({shown} byte; at most {most} are read).</extracomment>
        <translation>
            <numerusform>{what} er for stor ({shown} byte; høyst {most} leses).</numerusform>
            <numerusform>{what} er for stor ({shown} byte; høyst {most} leses).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="139"/>
        <source>a number of {shown} digits is far larger than any this program stores</source>
        <extracomment>For one: a number of {shown} digit is far larger than any this program stores</extracomment>
        <translation>
            <numerusform>et tall med {shown} siffer er langt større enn noe dette programmet lagrer</numerusform>
            <numerusform>et tall med {shown} sifre er langt større enn noe dette programmet lagrer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="148"/>
        <source>the number {number} is too large</source>
        <translation>tallet {number} er for stort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="153"/>
        <source>&apos;{key}&apos; is not a number</source>
        <translation>«{key}» er ikke et tall</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="162"/>
        <source>{what} is too large ({shown} characters; at most {most} are read).</source>
        <extracomment>For one: {what} is too large ({shown} character; at most {most} are read).</extracomment>
        <translation>
            <numerusform>{what} er for stor ({shown} tegn; høyst {most} leses).</numerusform>
            <numerusform>{what} er for stor ({shown} tegn; høyst {most} leses).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="168"/>
        <source>{what} cannot be read: {err}.</source>
        <translation>{what} kan ikke leses: {err}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="174"/>
        <source>{what} cannot be read: its data is nested far too deep.</source>
        <translation>{what} kan ikke leses: dataene er altfor dypt nøstet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="177"/>
        <source>{what} cannot be read: it holds a value this program cannot store.</source>
        <translation>{what} kan ikke leses: den inneholder en verdi programmet ikke kan lagre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="192"/>
        <source>{what} cannot be read: it holds far more data than any game needs.</source>
        <translation>{what} kan ikke leses: den inneholder langt mer data enn noe parti trenger.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="195"/>
        <source>{what} cannot be read: its data is nested too deep.</source>
        <translation>{what} kan ikke leses: dataene er for dypt nøstet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="215"/>
        <source>{what} is not there any more.</source>
        <translation>{what} finnes ikke lenger.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="217"/>
        <source>{what} cannot be read: the system refused.</source>
        <translation>{what} kan ikke leses: systemet nektet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="219"/>
        <source>{what} is a link to another file, not a file.</source>
        <translation>{what} er en lenke til en annen fil, ikke en fil.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="221"/>
        <source>{what} is a folder, not a file.</source>
        <translation>{what} er en mappe, ikke en fil.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="223"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="233"/>
        <source>{what} is not a file that can be read.</source>
        <translation>{what} er ikke en fil som kan leses.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="236"/>
        <source>{what} cannot be read: permission denied.</source>
        <translation>{what} kan ikke leses: ingen tilgang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="238"/>
        <source>{what} cannot be read: {reason}.</source>
        <translation>{what} kan ikke leses: {reason}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="238"/>
        <source>the system refused</source>
        <translation>systemet nektet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="250"/>
        <source>&apos;{key}&apos; must be a whole number from {lo} to {hi}.</source>
        <translation>«{key}» må være et heltall fra {lo} til {hi}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="256"/>
        <source>&apos;{key}&apos; must be text of at most {most} characters.</source>
        <translation>«{key}» må være en tekst på høyst {most} tegn.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="269"/>
        <source>&apos;{key}&apos; must be a JSON object of at most {count} entries.</source>
        <extracomment>For one: &apos;{key}&apos; must be a JSON object of at most {count} entry.</extracomment>
        <translation>
            <numerusform>«{key}» må være et JSON-objekt med høyst {count} oppføring.</numerusform>
            <numerusform>«{key}» må være et JSON-objekt med høyst {count} oppføringer.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="272"/>
        <source>&apos;{key}&apos; must be a JSON object.</source>
        <translation>«{key}» må være et JSON-objekt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="279"/>
        <source>&apos;{key}&apos; must be a list of at most {shown} items.</source>
        <extracomment>For one: &apos;{key}&apos; must be a list of at most {shown} item.</extracomment>
        <translation>
            <numerusform>«{key}» må være en liste med høyst {shown} element.</numerusform>
            <numerusform>«{key}» må være en liste med høyst {shown} elementer.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="281"/>
        <source>&apos;{key}&apos; must be a list.</source>
        <translation>«{key}» må være en liste.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="75"/>
        <source>{card} big casino</source>
        <translation>{card} (store kasino)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="76"/>
        <source>{card} little casino</source>
        <translation>{card} (lille kasino)</translation>
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
        <translation>Flest spar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="83"/>
        <source>Spades beyond {threshold}</source>
        <comment>Överspader: a point for every spade taken beyond this many</comment>
        <translation>Spar utover {threshold}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="84"/>
        <source>Spades</source>
        <comment>a score item: points for every spade taken</comment>
        <translation>Spar</translation>
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
        <translation>Siste stikk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="87"/>
        <source>Sweeps</source>
        <comment>a score item: points for sweeps</comment>
        <translation>Tabber</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="90"/>
        <source>Sweeps</source>
        <comment>a score item: points for sweeps in the Dominican game, whose players call them virados</comment>
        <translation>Tabber</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="92"/>
        <source>Sweeps left open</source>
        <comment>a score item: minus points for leaving the table open to a sweep</comment>
        <translation>Tabber gitt bort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="93"/>
        <source>Mulles</source>
        <comment>a score item: points for mulles</comment>
        <translation>Muller</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/scoring.py" line="94"/>
        <source>{count} spades or more</source>
        <comment>a score item: a point for each side that took at least this many spades (South Africa: five)</comment>
        <extracomment>For one: {count} spade or more</extracomment>
        <translation>
            <numerusform>{count} spar eller flere</numerusform>
            <numerusform>{count} spar eller flere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="20"/>
        <source>South</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Sør</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="21"/>
        <source>West</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Vest</translation>
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
        <translation>Øst</translation>
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
        <translation>Du legger ut {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="39"/>
        <source>{name} trails {card}</source>
        <translation>{name} legger ut {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="39"/>
        <source>trail {card}</source>
        <translation>legg ut {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="40"/>
        <source>You trail {card} and build {value} from {taken}</source>
        <translation>Du legger ut {card} og bygger {value} av {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="41"/>
        <source>{name} trails {card} and builds {value} from {taken}</source>
        <translation>{name} legger ut {card} og bygger {value} av {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="42"/>
        <source>trail {card} and build {value} from {taken}</source>
        <translation>legg ut {card} og bygg {value} av {taken}</translation>
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
        <translation>Du tar {taken} med {card} og får tabbe</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="46"/>
        <source>{name} takes {taken} with {card} and sweeps the table</source>
        <translation>{name} tar {taken} med {card} og får tabbe</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="49"/>
        <source>You take {taken} with {card} and sweep the table</source>
        <comment>in the Dominican game, whose players call a sweep a virado</comment>
        <translation>Du tar {taken} med {card} og får tabbe</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="51"/>
        <source>{name} takes {taken} with {card} and sweeps the table</source>
        <comment>in the Dominican game, whose players call a sweep a virado</comment>
        <translation>{name} tar {taken} med {card} og får tabbe</translation>
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
        <translation>Du bygger {value} dobbelt med {card}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="60"/>
        <source>{name} builds {value}s with {card}: {groups}</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>{name} bygger {value} dobbelt med {card}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="62"/>
        <source>build {value}s with {card}: {groups}</source>
        <comment>a multiple build put as a suggestion: two or more groups, each of this value</comment>
        <translation>bygg {value} dobbelt med {card}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="64"/>
        <source>You build {value}s from {groups}</source>
        <comment>a multiple build of table cards: two or more groups, each of this value</comment>
        <translation>Du bygger {value} dobbelt av {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="66"/>
        <source>{name} builds {value}s from {groups}</source>
        <comment>a multiple build of table cards: two or more groups, each of this value</comment>
        <translation>{name} bygger {value} dobbelt av {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="68"/>
        <source>build {value}s from {groups}</source>
        <comment>a multiple build of table cards put as a suggestion: two or more groups, each of this value</comment>
        <translation>bygg {value} dobbelt av {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="73"/>
        <source>You raise build {old} ({cards}) to {value} with {card}</source>
        <translation>Du høyner bygget på {old} ({cards}) til {value} med {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="74"/>
        <source>{name} raises build {old} ({cards}) to {value} with {card}</source>
        <translation>{name} høyner bygget på {old} ({cards}) til {value} med {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="75"/>
        <source>raise build {old} ({cards}) to {value} with {card}</source>
        <translation>høyn bygget på {old} ({cards}) til {value} med {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="78"/>
        <source>You raise build {old} ({cards}) to {value} with {card} and {extra}</source>
        <translation>Du høyner bygget på {old} ({cards}) til {value} med {card} og {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="79"/>
        <source>{name} raises build {old} ({cards}) to {value} with {card} and {extra}</source>
        <translation>{name} høyner bygget på {old} ({cards}) til {value} med {card} og {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="80"/>
        <source>raise build {old} ({cards}) to {value} with {card} and {extra}</source>
        <translation>høyn bygget på {old} ({cards}) til {value} med {card} og {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="81"/>
        <source>You add {card} to build {value} ({cards})</source>
        <translation>Du legger {card} til bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="82"/>
        <source>{name} adds {card} to build {value} ({cards})</source>
        <translation>{name} legger {card} til bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="83"/>
        <source>add {card} to build {value} ({cards})</source>
        <translation>legg {card} til bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="85"/>
        <source>You add {card} and {extra} to build {value} ({cards})</source>
        <translation>Du legger {card} og {extra} til bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="86"/>
        <source>{name} adds {card} and {extra} to build {value} ({cards})</source>
        <translation>{name} legger {card} og {extra} til bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="87"/>
        <source>add {card} and {extra} to build {value} ({cards})</source>
        <translation>legg {card} og {extra} til bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="90"/>
        <source>You add {card} to multiple build {value} ({cards})</source>
        <translation>Du legger {card} til dobbeltbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="91"/>
        <source>{name} adds {card} to multiple build {value} ({cards})</source>
        <translation>{name} legger {card} til dobbeltbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="92"/>
        <source>add {card} to multiple build {value} ({cards})</source>
        <translation>legg {card} til dobbeltbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="93"/>
        <source>You add {card} and {extra} to multiple build {value} ({cards})</source>
        <translation>Du legger {card} og {extra} til dobbeltbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="94"/>
        <source>{name} adds {card} and {extra} to multiple build {value} ({cards})</source>
        <translation>{name} legger {card} og {extra} til dobbeltbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="95"/>
        <source>add {card} and {extra} to multiple build {value} ({cards})</source>
        <translation>legg {card} og {extra} til dobbeltbygget på {value} ({cards})</translation>
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
        <translation>Du legger {taken} til bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="102"/>
        <source>{name} adds {taken} to build {value} ({cards})</source>
        <translation>{name} legger {taken} til bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="103"/>
        <source>add {taken} to build {value} ({cards})</source>
        <translation>legg {taken} til bygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="104"/>
        <source>You add {taken} to multiple build {value} ({cards})</source>
        <translation>Du legger {taken} til dobbeltbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="105"/>
        <source>{name} adds {taken} to multiple build {value} ({cards})</source>
        <translation>{name} legger {taken} til dobbeltbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="106"/>
        <source>add {taken} to multiple build {value} ({cards})</source>
        <translation>legg {taken} til dobbeltbygget på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="109"/>
        <source>The build of {old} was yours</source>
        <translation>Bygget på {old} var ditt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="109"/>
        <source>The build of {old} was {name}&apos;s</source>
        <translation>Bygget på {old} tilhørte {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="110"/>
        <source>You end your turn</source>
        <translation>Du avslutter turen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="110"/>
        <source>{name} ends their turn</source>
        <translation>{name} avslutter turen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="110"/>
        <source>end your turn</source>
        <translation>avslutt turen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="113"/>
        <source>{card} comes from the top of your pile</source>
        <translation>{card} lå øverst i haugen din</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="114"/>
        <source>{card} comes from the top of {name}&apos;s pile</source>
        <translation>{card} lå øverst i haugen til {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="115"/>
        <source>{card} comes from the top of {name}&apos;s pile</source>
        <comment>a pile two partners share</comment>
        <translation>{card} lå øverst i haugen til {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="116"/>
        <source>{card} comes from the top of the pile you share with {name}</source>
        <translation>{card} lå øverst i haugen du deler med {name}</translation>
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
            <numerusform>Du får {count} poeng med en gang</numerusform>
            <numerusform>Du får {count} poeng med en gang</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="120"/>
        <source>{name} scores {count} points at once</source>
        <extracomment>For one: {name} scores {count} point at once</extracomment>
        <translation>
            <numerusform>{name} får {count} poeng med en gang</numerusform>
            <numerusform>{name} får {count} poeng med en gang</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="124"/>
        <source>You score {count} points at once for {cards}</source>
        <comment>{cards}: the cards that scored as they were taken, such as: A♠ and 10♦</comment>
        <extracomment>For one: You score {count} point at once for {cards}</extracomment>
        <translation>
            <numerusform>Du får {count} poeng med en gang for {cards}</numerusform>
            <numerusform>Du får {count} poeng med en gang for {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="126"/>
        <source>{name} scores {count} points at once for {cards}</source>
        <comment>{cards}: the cards that scored as they were taken, such as: A♠ and 10♦</comment>
        <extracomment>For one: {name} scores {count} point at once for {cards}</extracomment>
        <translation>
            <numerusform>{name} får {count} poeng med en gang for {cards}</numerusform>
            <numerusform>{name} får {count} poeng med en gang for {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="129"/>
        <source>You take the last {count} cards from the table</source>
        <extracomment>For one: You take the last card from the table</extracomment>
        <translation>
            <numerusform>Du tar det siste kortet fra bordet</numerusform>
            <numerusform>Du tar de {count} siste kortene fra bordet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="130"/>
        <source>{name} takes the last {count} cards from the table</source>
        <extracomment>For one: {name} takes the last card from the table</extracomment>
        <translation>
            <numerusform>{name} tar det siste kortet fra bordet</numerusform>
            <numerusform>{name} tar de {count} siste kortene fra bordet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="131"/>
        <source>Round {round} — you deal</source>
        <translation>Runde {round} — du gir</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="131"/>
        <source>Round {round} — {name} deals</source>
        <translation>Runde {round} — {name} gir</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="132"/>
        <source>Round {round}: you deal.</source>
        <translation>Runde {round}: du gir.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="132"/>
        <source>Round {round}: {name} deals.</source>
        <translation>Runde {round}: {name} gir.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="133"/>
        <source>Your turn.</source>
        <translation>Din tur.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="133"/>
        <source>{name}&apos;s turn.</source>
        <translation>Turen går til {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="135"/>
        <source>You may still add table cards to your builds, or end your turn.</source>
        <translation>Du kan fortsatt legge kort fra bordet til i byggene dine, eller avslutte turen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="136"/>
        <source>{name} may still add table cards to their builds, or end the turn.</source>
        <translation>{name} kan fortsatt legge kort fra bordet til i byggene sine, eller avslutte turen.</translation>
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
            <numerusform>Du vinner partiet med {count} poeng ({others}).</numerusform>
            <numerusform>Du vinner partiet med {count} poeng ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="140"/>
        <source>{name} wins the match with {count} points ({others}).</source>
        <extracomment>For one: {name} wins the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>{name} vinner partiet med {count} poeng ({others}).</numerusform>
            <numerusform>{name} vinner partiet med {count} poeng ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="141"/>
        <source>{name} win the match with {count} points ({others}).</source>
        <extracomment>For one: {name} win the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>{name} vinner partiet med {count} poeng ({others}).</numerusform>
            <numerusform>{name} vinner partiet med {count} poeng ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="146"/>
        <source>You win the match with {count} penalty points ({others}).</source>
        <comment>a penalty game (Krypkasino), where the fewest points win; {others}: the other sides&apos; penalty points, such as: North 45</comment>
        <extracomment>For one: You win the match with {count} penalty point ({others}).</extracomment>
        <translation>
            <numerusform>Du vinner partiet med {count} straffepoeng ({others}).</numerusform>
            <numerusform>Du vinner partiet med {count} straffepoeng ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="150"/>
        <source>{name} wins the match with {count} penalty points ({others}).</source>
        <comment>a penalty game (Krypkasino), where the fewest points win; {others}: the other sides&apos; penalty points, such as: North 45</comment>
        <extracomment>For one: {name} wins the match with {count} penalty point ({others}).</extracomment>
        <translation>
            <numerusform>{name} vinner partiet med {count} straffepoeng ({others}).</numerusform>
            <numerusform>{name} vinner partiet med {count} straffepoeng ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="154"/>
        <source>{name} win the match with {count} penalty points ({others}).</source>
        <comment>a penalty game (Krypkasino), where the fewest points win; {others}: the other sides&apos; penalty points, such as: North 45</comment>
        <extracomment>For one: {name} win the match with {count} penalty point ({others}).</extracomment>
        <translation>
            <numerusform>{name} vinner partiet med {count} straffepoeng ({others}).</numerusform>
            <numerusform>{name} vinner partiet med {count} straffepoeng ({others}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="162"/>
        <source>Taken back: {move}.</source>
        <translation>Angret: {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="163"/>
        <source>Played again: {move}.</source>
        <translation>Spilt på nytt: {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="164"/>
        <source>Hint: {move}</source>
        <translation>Tips: {move}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="165"/>
        <source>Hint: {move}. Press 1 or click Play it to play it.</source>
        <translation>Tips: {move}. Trykk 1 eller klikk på Spill det for å gjøre trekket.</translation>
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
        <translation>bygg på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="170"/>
        <source>multiple build {value} ({cards})</source>
        <comment>a multiple build lying on the table, in the table in words for screen readers; {cards}: its groups, each worth the value, such as: A♠ + 5♥ and 6♥</comment>
        <translation>dobbeltbygg på {value} ({cards})</translation>
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
        <translation>dobbeltbygget på {value} ({cards})</translation>
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
            <numerusform>Nye kort gitt; {count} kort igjen i talongen</numerusform>
            <numerusform>Nye kort gitt; {count} kort igjen i talongen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="188"/>
        <source>Last deal</source>
        <translation>Siste giv</translation>
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
            <numerusform>{count} spar</numerusform>
            <numerusform>{count} spar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="192"/>
        <source>{count} sweeps</source>
        <extracomment>For one: {count} sweep</extracomment>
        <translation>
            <numerusform>{count} tabbe</numerusform>
            <numerusform>{count} tabber</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="193"/>
        <source>{count} mulles</source>
        <extracomment>For one: {count} mulle</extracomment>
        <translation>
            <numerusform>{count} mulle</numerusform>
            <numerusform>{count} muller</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="200"/>
        <source>{first} &amp; {second}</source>
        <comment>two partners&apos; names as one side, such as: North &amp; South (an ampersand, or your word for and)</comment>
        <translation>{first} og {second}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="202"/>
        <source>{first} &amp;
{second}</source>
        <comment>the same two partners on two lines, over a narrow column</comment>
        <translation>{first} og
{second}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="251"/>
        <source>{count} sweeps</source>
        <comment>sweeps counted in the Dominican game, whose players call them virados</comment>
        <extracomment>For one: {count} sweep</extracomment>
        <translation>
            <numerusform>{count} tabbe</numerusform>
            <numerusform>{count} tabber</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/templates.py" line="157"/>
        <source>{rest} and {last}</source>
        <comment>the last two of a list of names, such as: North, West and Anna ({rest} is the names before the last, joined by commas)</comment>
        <translation>{rest} og {last}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="35"/>
        <source>Raise your partner&apos;s build</source>
        <translation>Høyne makkerens bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="35"/>
        <source>In partnerships a player may raise a single build their partner owns (the Swazi game allows only an opponent&apos;s).</source>
        <translation>I lagspill kan en spiller høyne et enkelt bygg som makkeren eier (det eswatiniske spillet tillater bare en motstanders).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="48"/>
        <source>Add to an opponent&apos;s build</source>
        <translation>Legge til i en motstanders bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="48"/>
        <source>A player may add cards to a build an opponent owns, or merge a build of the same value into it, and so take it over; when off, cards may go onto an opponent&apos;s build only in the turn that captures it (Swazi).</source>
        <translation>En spiller kan legge til kort i et bygg en motstander eier, eller slå et bygg med samme verdi sammen med det, og slik ta det over; når regelen er av, kan kort bare legges på en motstanders bygg i den turen bygget tas (Eswatini).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="64"/>
        <source>A turn</source>
        <translation>En tur</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="64"/>
        <source>With several actions a player plays exactly one card from the hand, and before or after it may make builds from table cards alone and add table cards and top cards to their side&apos;s builds; then they end the turn (Swazi).</source>
        <translation>Med flere trekk per tur spiller hver spiller nøyaktig ett kort fra hånden, og før eller etter det kan spilleren bygge av bare kort på bordet og legge kort fra bordet og øverste kort til i byggene til egen side; så avslutter spilleren turen (Eswatini).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="67"/>
        <source>one play from the hand</source>
        <translation>ett trekk fra hånden</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="67"/>
        <source>several actions, one hand card</source>
        <translation>flere trekk, ett kort fra hånden</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="77"/>
        <source>One build in the first deal</source>
        <translation>Ett bygg i første giv</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="77"/>
        <source>With two players, during the first deal a player who owns a build may not trail and may not make or take over a build of another value (lifted in the second deal).</source>
        <translation>Med to spillere kan en spiller som eier et bygg, i første giv ikke legge ut og ikke lage eller ta over et bygg med en annen verdi (gjelder ikke i andre giv).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="92"/>
        <source>Build owner trails in the second deal</source>
        <translation>Byggeier legger ut i andre giv</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="92"/>
        <source>With two players the owner of a build may trail in the second deal, though not in the first (South Africa).</source>
        <translation>Med to spillere kan eieren av et bygg legge ut i andre giv, men ikke i første (Sør-Afrika).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="58"/>
        <source>Players may build: combine a hand card with table cards to be taken later by a card of the declared value.</source>
        <translation>Spillerne kan bygge: legg et kort fra hånden sammen med kort på bordet, som senere tas med et kort av den oppgitte verdien.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="72"/>
        <source>Highest build</source>
        <translation>Høyeste bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="72"/>
        <source>The highest value a build may have (0: as high as any card can capture).</source>
        <translation>Den høyeste verdien et bygg kan ha (0: så høyt som noe kort kan ta).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="85"/>
        <source>Raise your own build</source>
        <translation>Høyne eget bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="85"/>
        <source>A player may raise a single build they control (the Dominican form forbids it).</source>
        <translation>En spiller kan høyne sitt eget enkle bygg (den dominikanske formen forbyr det).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="101"/>
        <source>Two builds of one value</source>
        <translation>To bygg med samme verdi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="101"/>
        <source>What happens to a new build of a value already built on the table.</source>
        <translation>Hva som skjer med et nytt bygg når det allerede ligger et bygg med samme verdi på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="104"/>
        <source>both stand side by side</source>
        <translation>begge blir liggende ved siden av hverandre</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="104"/>
        <source>they merge into one multiple build</source>
        <translation>de slås sammen til ett dobbeltbygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="117"/>
        <source>A court card may be put on a table court card of its rank, to be taken later by another card of that rank.</source>
        <translation>Et bildekort kan legges på et bildekort av samme valør på bordet, for senere å tas med et nytt kort av den valøren.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="119"/>
        <source>Not allowed: a court card may be put on a table court card of its rank, to be taken later by another card of that rank.</source>
        <translation>Ikke lov: å legge et bildekort på et bildekort av samme valør på bordet for senere å ta dem med et nytt kort av den valøren.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="124"/>
        <source>A court card may be put on two table court cards of its rank, to make three of them, to be taken later by the fourth.</source>
        <translation>Et bildekort kan legges på to bildekort av samme valør på bordet, så de blir tre, for senere å tas med det fjerde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="134"/>
        <source>Court-card builds</source>
        <translation>Bygg med bildekort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="134"/>
        <source>A court card may be put on a table court card of its rank, to be taken later by another of that rank.</source>
        <translation>Et bildekort kan legges på et bildekort av samme valør på bordet, for senere å tas med et nytt av den valøren.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="148"/>
        <source>Build owner may trail</source>
        <translation>Byggeier kan legge ut</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="148"/>
        <source>The controller of a build may trail and leave the build on the table.</source>
        <translation>Den som eier et bygg, kan legge ut et kort og la bygget ligge på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="160"/>
        <source>Loose table cards may help raise a single build, provided a card from your hand also adds to its value.</source>
        <translation>Løse kort på bordet kan være med på å høyne et enkelt bygg, forutsatt at også et kort fra hånden øker verdien.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="162"/>
        <source>Not allowed: loose table cards may help raise a single build, provided a card from your hand also adds to its value.</source>
        <translation>Ikke lov: å la løse kort på bordet være med på å høyne et enkelt bygg, selv når et kort fra hånden også øker verdien.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="167"/>
        <source>Table cards may help raise</source>
        <translation>Bordkort kan være med på å høyne</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="167"/>
        <source>Loose table cards may help raise a single build, provided a hand card also adds to its value.</source>
        <translation>Løse kort på bordet kan være med på å høyne et enkelt bygg, forutsatt at også et kort fra hånden øker verdien.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="180"/>
        <source>A single build counts as one card of its value in sums, when capturing and when building on.</source>
        <translation>Et enkelt bygg teller som ett kort med byggets verdi i summer, både når man tar og når man bygger videre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="182"/>
        <source>Not allowed: a single build counts as one card of its value in sums, when capturing and when building on.</source>
        <translation>Ikke lov: å telle et enkelt bygg som ett kort med byggets verdi i summer, når man tar eller bygger videre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="187"/>
        <source>A single build counts as a card</source>
        <translation>Et enkelt bygg teller som ett kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="187"/>
        <source>A single build counts as one card of its value in sums, for capturing and for extending builds.</source>
        <translation>Et enkelt bygg teller som ett kort med byggets verdi i summer, både når man tar og når man bygger videre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="201"/>
        <source>You may trail a card and at the same time build from other table cards (not the trailed card), if you hold a card of the build&apos;s value.</source>
        <translation>Du kan legge ut et kort og samtidig bygge av andre kort på bordet (ikke av det utlagte kortet), hvis du har et kort med byggets verdi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="203"/>
        <source>Not allowed: you may trail a card and at the same time build from other table cards (not the trailed card), if you hold a card of the build&apos;s value.</source>
        <translation>Ikke lov: å legge ut et kort og samtidig bygge av andre kort på bordet (ikke av det utlagte kortet), selv om du har et kort med byggets verdi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="208"/>
        <source>Trail and build</source>
        <translation>Legge ut og bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="208"/>
        <source>Trail a card and at the same time build from other table cards (not the trailed card); you must still hold a card of the build&apos;s value.</source>
        <translation>Legg ut et kort og bygg samtidig av andre kort på bordet (ikke av det utlagte kortet); du må fortsatt ha et kort med byggets verdi på hånden.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="223"/>
        <location filename="../../casino_desktop/core/units_building.py" line="228"/>
        <source>In partnerships you may build to the value of a build your partner owns, without holding that value yourself.</source>
        <translation>I lagspill kan du bygge til verdien av et bygg makkeren din eier, uten selv å ha den verdien på hånden.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="224"/>
        <source>Not allowed: in partnerships you may build to the value of a build your partner owns, without holding that value yourself.</source>
        <translation>Ikke tillatt: i lagspill kan du bygge til verdien av et bygg makkeren din eier, uten selv å ha den verdien på hånden.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="228"/>
        <source>Build for your partner</source>
        <translation>Bygge for makkeren</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="242"/>
        <source>Build owner&apos;s duty</source>
        <translation>Byggeierens plikt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="242"/>
        <source>Until a build is taken, its owner keeps a card that takes it. On each turn the owner may take the build, capture something else, or make or add to a build. Under the stricter rule of the simple game, the owner may only take the build, capture something else or raise a build. Whether the owner may trail is a separate rule.</source>
        <translation>Til et bygg er tatt, beholder eieren et kort som tar det. I hver tur kan eieren ta bygget, ta noe annet eller bygge eller legge til i et bygg. Med den strengere regelen i det enkle spillet kan eieren bare ta bygget, ta noe annet eller høyne et bygg. Om eieren kan legge ut, er en egen regel.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="245"/>
        <source>take it, capture, build or add</source>
        <translation>ta det, ta noe annet, bygge eller legge til</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="245"/>
        <source>only take it, capture or raise</source>
        <translation>bare ta det, ta noe annet eller høyne</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="267"/>
        <source>No build may be made, raised or added to in the first deal of a round: building starts with the second deal.</source>
        <translation>I rundens første giv kan ingen bygg lages, høynes eller legges til: byggingen begynner i andre giv.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="270"/>
        <source>No build may be made, raised or added to until the second deal of the round.</source>
        <translation>Ingen bygg kan lages, høynes eller legges til før rundens andre giv.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="271"/>
        <source>Builds may be made from the first deal of the round on.</source>
        <translation>Bygg kan lages fra rundens første giv av.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="282"/>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="174"/>
        <source>No building until the second deal</source>
        <translation>Ingen bygging før andre giv</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="51"/>
        <source>Court cards</source>
        <translation>Bildekort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="51"/>
        <source>What J, Q and K count.</source>
        <translation>Hva Kn, D og K teller.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="54"/>
        <source>no number, each takes its own rank</source>
        <translation>ingen tallverdi, tar bare sin egen valør</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="54"/>
        <source>J 11, Q 12, K 13, in sums and builds</source>
        <translation>Kn 11, D 12, K 13, i summer og bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="66"/>
        <source>Ace</source>
        <translation>Ess</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="66"/>
        <source>What an ace counts; where it may count 1 or 14, the player chooses.</source>
        <translation>Hva et ess teller; der det kan telle 1 eller 14, velger spilleren.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="69"/>
        <source>1 or 14, played or on the table</source>
        <translation>1 eller 14, fra hånden eller på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="69"/>
        <source>1 or 14 played; 1 on table (Royal)</source>
        <translation>1 eller 14 fra hånden; 1 på bordet (Royal)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="69"/>
        <source>14 when played, 1 on the table</source>
        <translation>14 fra hånden, 1 på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="80"/>
        <source>10♦ = 16 and 2♠ = 15 from the hand</source>
        <translation>10♦ = 16 og 2♠ = 15 fra hånden</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="80"/>
        <source>Played from the hand the ten of diamonds counts 16 and the two of spades 15 (10 and 2 on the table).</source>
        <translation>Fra hånden teller ruter ti 16 og spar to 15 (10 og 2 på bordet).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="91"/>
        <source>A court card takes one table card of its own rank at a time.</source>
        <translation>Et bildekort tar ett kort av sin egen valør på bordet om gangen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="92"/>
        <source>A court card takes every table card of its own rank at once.</source>
        <translation>Et bildekort tar alle kort av sin egen valør på bordet på en gang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="93"/>
        <source>A court card takes one table card of its own rank; when three of a rank lie on the table, the fourth takes all three.</source>
        <translation>Et bildekort tar ett kort av sin egen valør på bordet; når tre av samme valør ligger på bordet, tar det fjerde alle tre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="98"/>
        <source>Court card captures</source>
        <translation>Bildekort tar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="98"/>
        <source>What a numberless court card takes.</source>
        <translation>Hva et bildekort uten tallverdi tar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="101"/>
        <source>one table card of its rank</source>
        <translation>ett kort av sin valør på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="101"/>
        <source>any number of its rank</source>
        <translation>så mange som helst av sin valør</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="101"/>
        <source>one, or all three by the fourth</source>
        <translation>ett, eller alle tre med det fjerde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="113"/>
        <source>You must capture when you can: you may trail only when no card of yours takes anything (building is still allowed).</source>
        <translation>Du må ta når du kan: du kan bare legge ut når ingen av kortene dine tar noe (å bygge er fortsatt lov).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="115"/>
        <source>You must capture when you can: you may trail only when no card of yours takes anything.</source>
        <translation>Du må ta når du kan: du kan bare legge ut når ingen av kortene dine tar noe.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="117"/>
        <location filename="../../casino_desktop/core/units_capturing.py" line="118"/>
        <source>You may always trail, even when you could capture.</source>
        <translation>Du kan alltid legge ut, også når du kunne tatt noe.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="122"/>
        <source>Capturing is compulsory</source>
        <translation>Må ta når man kan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="122"/>
        <source>A player who can capture may not trail (building is still allowed).</source>
        <translation>Den som kan ta, kan ikke legge ut (å bygge er fortsatt lov).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="136"/>
        <source>A card equal in value to a loose table card may not be trailed, and when you capture with it you must take every loose card of that value; it may still go into a build.</source>
        <translation>Et kort med samme verdi som et løst kort på bordet kan ikke legges ut, og når du tar med det, må du ta alle løse kort med den verdien; det kan fortsatt inngå i et bygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="138"/>
        <source>A card equal to a loose table card may be trailed.</source>
        <translation>Et kort med samme verdi som et løst kort på bordet kan legges ut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="142"/>
        <source>Equal cards must be taken</source>
        <translation>Like kort må tas</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="142"/>
        <source>A card equal in value to a loose table card may not be trailed, and a capture made with it must take every loose card worth the value it is played as; it may still go into a build (Dominican).</source>
        <translation>Et kort med samme verdi som et løst kort på bordet kan ikke legges ut, og tar man med det, må man ta alle løse kort med den verdien kortet spilles som; det kan fortsatt inngå i et bygg (dominikansk).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="107"/>
        <source>Decks</source>
        <translation>Kortstokker</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="107"/>
        <source>One 52-card deck, or the 104-card double deck of Mulle.</source>
        <translation>Én kortstokk på 52 kort, eller mullens doble kortstokk på 104 kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="124"/>
        <source>Cards per hand</source>
        <translation>Kort per hånd</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="124"/>
        <source>Cards dealt to each player in every deal.</source>
        <translation>Kort hver spiller får i hver giv.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="134"/>
        <source>Cards to the table</source>
        <translation>Kort til bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="134"/>
        <source>Cards dealt face up to the table at the start of a round (never again later).</source>
        <translation>Kort som legges med forsiden opp på bordet når runden begynner (aldri senere).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="143"/>
        <source>Fewest players</source>
        <translation>Færrest spillere</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="143"/>
        <source>The smallest number of players this variant is played with.</source>
        <translation>Det minste antallet spillere varianten spilles med.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="153"/>
        <source>Most players</source>
        <translation>Flest spillere</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="153"/>
        <source>The largest number of players this variant is played with.</source>
        <translation>Det største antallet spillere varianten spilles med.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="163"/>
        <source>Three players</source>
        <translation>Tre spillere</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="163"/>
        <source>Whether three players may play (Kortspelshandboken&apos;s Mulle is for two, or four in partnerships).</source>
        <translation>Om tre spillere kan spille (Kortspelshandbokens mulle er for to, eller for fire i lag).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="172"/>
        <source>Partnerships with four</source>
        <translation>Lag når dere er fire</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="172"/>
        <source>Whether four players play as two partnerships (partners sit opposite and score their captures together).</source>
        <translation>Om fire spillere spiller i to lag (makkerne sitter rett overfor hverandre og teller det de tar sammen).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="175"/>
        <source>as the players choose</source>
        <translation>som spillerne vil</translation>
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
        <translation>aldri</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="181"/>
        <source>Deal order</source>
        <translation>Utdelingsrekkefølge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="181"/>
        <source>The order in which each packet of the shuffled deck is dealt: it decides which card goes where.</source>
        <translation>I hvilken rekkefølge kortene fra den stokkede kortstokken deles ut, pakke for pakke: den avgjør hvilket kort som havner hvor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="184"/>
        <source>round the players, then to the table</source>
        <translation>rundt til spillerne, så til bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="184"/>
        <source>others, the table, then the dealer</source>
        <translation>de andre, bordet, til slutt giveren</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="191"/>
        <source>Choosing the first dealer</source>
        <translation>Valg av første giver</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="191"/>
        <source>How the first dealer is chosen; the deal then passes to the next player each round, in the direction of play.</source>
        <translation>Hvordan første giver velges; deretter går given videre til neste spiller hver runde, i spillets retning.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="194"/>
        <source>at random</source>
        <translation>tilfeldig</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="194"/>
        <source>the highest card drawn deals</source>
        <translation>den som trekker høyest kort, gir</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="194"/>
        <source>the lowest card drawn deals</source>
        <translation>den som trekker lavest kort, gir</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="203"/>
        <source>40-card pack</source>
        <translation>Kortstokk med 40 kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="203"/>
        <source>The jacks, queens and kings are taken out of the pack before the deal (South Africa).</source>
        <translation>Knektene, damene og kongene tas ut av kortstokken før given (Sør-Afrika).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="210"/>
        <source>Deal the whole pack</source>
        <translation>Del ut hele kortstokken</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="210"/>
        <source>After the cards to the table the dealer deals the whole pack out, one card at a time, in equal hands (two players get theirs in two deals); cards that do not divide evenly go to the table. The number of cards per hand is then not used.</source>
        <translation>Etter kortene til bordet deler giveren ut hele kortstokken, ett kort om gangen, så alle får like mange kort (to spillere får sine i to giv); kort som blir til overs, legges på bordet. Antallet kort per hånd brukes da ikke.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="217"/>
        <source>Play to the right</source>
        <translation>Spill til høyre</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="217"/>
        <source>Play, the cut and the deal pass to the right (anticlockwise), as in southern Africa and the Dominican Republic.</source>
        <translation>Spillet, avtakingen og given går til høyre (mot klokka), som i det sørlige Afrika og Den dominikanske republikk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="43"/>
        <source>Target score</source>
        <translation>Poengmål</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="43"/>
        <source>The game ends when a side reaches this score; 0: a single round is the game.</source>
        <translation>Partiet er slutt når en side når så mange poeng; 0: partiet er én runde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="55"/>
        <source>Rounds each player deals</source>
        <translation>Runder hver spiller gir</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="55"/>
        <source>If not 0, the match has no target: it ends when every player has dealt this many rounds, and the higher total wins.</source>
        <translation>Hvis ikke 0, har partiet ikke noe poengmål: det er slutt når hver spiller har gitt så mange runder, og høyest sum vinner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="63"/>
        <source>Each round only the side with more points scores, and only the difference.</source>
        <translation>Hver runde er det bare siden med flest poeng som får noe, og bare differansen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="64"/>
        <source>Each round every side scores what it took.</source>
        <translation>Hver runde får hver side poeng for det den har tatt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="68"/>
        <source>Differential scoring</source>
        <translation>Differanseregning</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="68"/>
        <source>Each round only the side with more points scores, the difference (two sides only).</source>
        <translation>Hver runde er det bare siden med flest poeng som får noe, nemlig differansen (bare med to sider).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="80"/>
        <source>Near the target: a side that needs exactly the points of most cards ({cards} of {target}), of the 10♦ ({big_casino}) or of most spades ({spades}) reaches the target only by winning that item, and then wins outright. Until then its other points stop one short of the target, and its sweeps score nothing.</source>
        <comment>{cards}, {big_casino} and {spades}: the scores at which a side needs that item (18, 19 and 20 of 21)</comment>
        <translation>Nær målet: en side som trenger nøyaktig poengene for flest kort ({cards} av {target}), for 10♦ ({big_casino}) eller for flest spar ({spades}), når målet bare ved å vinne akkurat den posten, og vinner da med en gang. Fram til da stopper sidens andre poeng ett poeng under målet, og tabbene gir ingen poeng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="85"/>
        <source>Any points reach the target.</source>
        <translation>Alle poeng teller mot målet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="113"/>
        <source>Dominican: a side that needs exactly the points of most cards to reach the target (18 of 21), of the 10♦ (19) or of most spades (20) reaches it only by winning that item, and then wins outright, whatever the others score. Until then its other points stop one short of the target, and its sweeps score nothing (they still cancel the others&apos;).</source>
        <translation>Dominikansk: en side som trenger nøyaktig poengene for flest kort for å nå målet (18 av 21), for 10♦ (19) eller for flest spar (20), når det bare ved å vinne akkurat den posten, og vinner da med en gang, uansett hva de andre får. Fram til da stopper sidens andre poeng ett poeng under målet, og tabbene gir ingen poeng (de opphever fortsatt de andres).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="116"/>
        <source>any points reach the target</source>
        <translation>alle poeng teller mot målet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="116"/>
        <source>the Dominican ladder (18, 19, 20)</source>
        <translation>den dominikanske stigen (18, 19, 20)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="124"/>
        <source>When several reach the target</source>
        <translation>Når flere når målet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="124"/>
        <source>Who wins when more than one side reaches the target in the same round. Counting out goes item by item: cards, spades, 10♦, 2♠, the aces ♠♣♥♦, sweeps; the Finnish order is aces and casinos, then spades, then cards.</source>
        <translation>Hvem som vinner når mer enn én side når målet i samme runde. Opptellingen går post for post: kort, spar, 10♦, 2♠, essene ♠♣♥♦, tabber; den finske rekkefølgen er ess og kasinoer, så spar, så kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>higher total (equal: another round)</source>
        <translation>høyest sum (likt: en runde til)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>counting out, item by item</source>
        <translation>opptelling, post for post</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>higher total, then most spades</source>
        <translation>høyest sum, så flest spar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>higher total, then Finnish order</source>
        <translation>høyest sum, så finsk rekkefølge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="35"/>
        <source>Top cards of capture piles</source>
        <translation>Øverste kort i stikkhaugene</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="35"/>
        <source>Captured cards are kept face up; what another player may do with the top card of a capture pile (the card beneath then becomes the top).</source>
        <translation>Kort som er tatt, ligger med forsiden opp; hva en annen spiller kan gjøre med det øverste kortet i en stikkhaug (kortet under blir da det øverste).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="38"/>
        <source>not in play</source>
        <translation>ikke i spill</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="38"/>
        <source>into builds only (Swazi)</source>
        <translation>bare i bygg (Eswatini)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="38"/>
        <source>built or captured (South Africa)</source>
        <translation>bygges eller tas (Sør-Afrika)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="53"/>
        <source>Partners&apos; capture piles</source>
        <translation>Makkernes stikkhauger</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="53"/>
        <source>Whether partners keep one capture pile between them or one each; a partner&apos;s top card is in play when each keeps their own (Lesotho).</source>
        <translation>Om makkere har en felles stikkhaug eller hver sin; makkerens øverste kort er i spill når hver har sin egen (Lesotho).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="56"/>
        <source>one pile for both</source>
        <translation>én felles haug</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="56"/>
        <source>one pile each</source>
        <translation>hver sin haug</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="64"/>
        <source>Order on the capture pile</source>
        <translation>Rekkefølge i stikkhaugen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="64"/>
        <source>Which card of a capture ends up on top of the pile, where the next player may use it: the card played (the cards it took beneath it, the lowest nearest the top), or the lowest card (all of them in order of value).</source>
        <translation>Hvilket kort i et stikk som havner øverst i haugen, der neste spiller kan bruke det: det spilte kortet (med kortene det tok under seg, det laveste nærmest toppen) eller det laveste kortet (alle etter verdi).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="67"/>
        <source>the card played on top</source>
        <translation>det spilte kortet øverst</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="67"/>
        <source>the lowest card on top</source>
        <translation>det laveste kortet øverst</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="74"/>
        <source>Opponents insist</source>
        <translation>Motstanderne krever sin rett</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="74"/>
        <source>A capture must take everything the card played may take, and a player who may add table cards or top cards to their side&apos;s builds must add them before ending the turn (Swazi lets opponents insist on both).</source>
        <translation>Et stikk må ta alt det spilte kortet kan ta, og en spiller som kan legge kort fra bordet eller øverste kort til i byggene til egen side, må gjøre det før turen avsluttes (i Eswatini kan motstanderne kreve begge deler).</translation>
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
        <translation>Poeng for flest kort (likt gir ingen poeng, med mindre «Delte poeng ved likt» gjelder).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="86"/>
        <source>Points for taking the most spades (a tie scores nothing, unless tied majorities share).</source>
        <translation>Poeng for flest spar (likt gir ingen poeng, med mindre «Delte poeng ved likt» gjelder).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="99"/>
        <source>Överspader threshold</source>
        <translation>Grense for överspader</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="99"/>
        <source>If not 0: one point per spade taken beyond this many, instead of a most-spades prize.</source>
        <translation>Hvis ikke 0: ett poeng for hver spar som tas utover så mange, i stedet for poeng for flest spar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="110"/>
        <source>Each spade</source>
        <translation>Hver spar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="110"/>
        <source>Points for every spade taken.</source>
        <translation>Poeng for hver spar som tas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="124"/>
        <source>Each ace</source>
        <translation>Hvert ess</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="124"/>
        <source>Points for every ace taken.</source>
        <translation>Poeng for hvert ess som tas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="138"/>
        <source>10♦ (big casino)</source>
        <translation>10♦ (store kasino)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="138"/>
        <source>Points for the ten of diamonds (on top of any spade or ace points).</source>
        <translation>Poeng for ruter ti (i tillegg til eventuelle poeng for spar eller ess).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="151"/>
        <source>2♠ (little casino)</source>
        <translation>2♠ (lille kasino)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="151"/>
        <source>Points for the two of spades (on top of its spade point, if spades score each).</source>
        <translation>Poeng for spar to (i tillegg til sparpoenget, hvis hver spar gir poeng).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="164"/>
        <source>A♠ extra</source>
        <translation>Ekstra for E♠</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="164"/>
        <source>Extra points for the ace of spades.</source>
        <translation>Ekstrapoeng for spar ess.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="177"/>
        <source>J♠ extra</source>
        <translation>Ekstra for Kn♠</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="177"/>
        <source>Extra points for the jack of spades (Spade Casino).</source>
        <translation>Ekstrapoeng for spar knekt (Spade Casino).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="190"/>
        <source>Tied majorities share</source>
        <translation>Delte poeng ved likt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="190"/>
        <source>When sides tie for most cards or most spades, each tied side scores an equal share of the points (rounded down) instead of nothing.</source>
        <translation>Når flere sider står likt om flest kort eller flest spar, får hver av dem en like stor del av poengene (rundet ned) i stedet for ingenting.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="198"/>
        <source>Spades for a point</source>
        <translation>Spar for ett poeng</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="198"/>
        <source>If not 0: every side that takes at least this many spades scores 1 point (South Africa: five).</source>
        <translation>Hvis ikke 0: hver side som tar minst så mange spar, får 1 poeng (Sør-Afrika: fem).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="209"/>
        <source>Points for the player who makes the last capture of the round (sistan).</source>
        <translation>Poeng til spilleren som tar rundens siste stikk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="222"/>
        <source>Each sweep</source>
        <translation>Hver tabbe</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="222"/>
        <source>Points for each sweep (a capture that empties the table); 0: sweeps are not scored.</source>
        <translation>Poeng for hver tabbe (et stikk som tømmer bordet); 0: tabber gir ingen poeng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="236"/>
        <source>Sweeps count against whoever left them</source>
        <translation>Tabben belaster den som lot bordet stå åpent</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="236"/>
        <source>The player who played just before a sweep, and so left the table open to it, loses what the sweep scores (Krypkasino: a sweep costs its maker 5 penalty points and takes 5 off those of whoever left it).</source>
        <translation>Den som spilte rett før en tabbe, og dermed lot bordet ligge åpent for den, mister det tabben gir (Krypkasino: en tabbe koster den som tar den 5 straffepoeng, og den som lot bordet stå åpent, får 5 straffepoeng trukket fra).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="247"/>
        <source>Sweeps never cancel out.</source>
        <translation>Tabber opphever aldri hverandre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="248"/>
        <source>At the end of a round, if every side swept, each loses one sweep.</source>
        <translation>Hvis alle sider har fått tabbe når runden er slutt, mister hver side én tabbe.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="249"/>
        <source>At the end of a round the sides&apos; sweeps cancel out: each loses as many as the side with the fewest sweeps made.</source>
        <translation>Når en runde er slutt, opphever sidenes tabber hverandre: hver side mister like mange som siden med færrest tabber har.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="254"/>
        <source>Sweeps cancel</source>
        <translation>Tabber opphever hverandre</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="254"/>
        <source>Whether the sweeps of different sides cancel out at the end of a round: one each when every side swept, or as many as the side with the fewest sweeps made.</source>
        <translation>Om ulike siders tabber opphever hverandre når en runde er slutt: én hver når alle sider har fått tabbe, eller like mange som siden med færrest tabber har.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="257"/>
        <source>if all sides swept, one each</source>
        <translation>én hver, om alle har fått tabbe</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="257"/>
        <source>as many as the side with fewest</source>
        <translation>like mange som siden med færrest</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="265"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="270"/>
        <source>No sweep counts in the last deal, nor once any side has 10 or more points.</source>
        <translation>Ingen tabbe teller i siste giv, og heller ikke når en side har 10 poeng eller mer.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="266"/>
        <source>Sweeps count in every deal, whatever the score.</source>
        <translation>Tabber teller i hver giv, uansett stilling.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="270"/>
        <source>Finnish sweep limits</source>
        <translation>Finske tabbegrenser</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="280"/>
        <source>Aces, the 10♦ and the 2♠ score the moment they are taken, so a game can end in the middle of a round.</source>
        <translation>Ess, 10♦ og 2♠ gir poeng i samme øyeblikk som de tas, så et parti kan ta slutt midt i en runde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="282"/>
        <source>Every point is counted at the end of the round.</source>
        <translation>Alle poeng telles når runden er slutt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="286"/>
        <source>Score aces and casinos at once</source>
        <translation>Ess og kasinoer gir poeng med en gang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="286"/>
        <source>Aces, 10♦ and 2♠ score the moment they are taken, so a game can end in the middle of a round (Finnish).</source>
        <translation>Ess, 10♦ og 2♠ gir poeng så snart de tas, så et parti kan ta slutt midt i en runde (finsk).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="295"/>
        <source>Points are scored as they are earned: sweeps, mulles and cards the moment they are made or taken, most spades once a side holds 7 of the 13, most cards once it holds 27 of the 52; the last capture and a majority nobody reached are scored at the end of the round.</source>
        <translation>Poengene telles fortløpende: tabber, muller og kort i samme øyeblikk som de lages eller tas, flest spar så snart en side har 7 av de 13, flest kort så snart den har 27 av de 52; siste stikk og et flertall ingen nådde, telles når runden er slutt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="299"/>
        <source>Points are counted at the end of each round.</source>
        <translation>Poengene telles når hver runde er slutt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="303"/>
        <source>Score points as they are earned</source>
        <translation>Tell poeng fortløpende</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="303"/>
        <source>Sweeps, mulles, aces, casinos and every other point for a card score the moment they are made or taken; most spades the moment a side holds more than half the spades (7 of 13), most cards the moment it holds more than half the cards (27 of 52). A side reaching the target during play wins at once, even in the middle of a round; the rest (last capture, a majority nobody reached) is scored at the end of the round.</source>
        <translation>Tabber, muller, ess, kasinoer og alle andre poeng for kort telles i samme øyeblikk som de lages eller tas; flest spar så snart en side har mer enn halvparten av sparene (7 av 13), flest kort så snart den har mer enn halvparten av kortene (27 av 52). En side som når målet underveis, vinner med en gang, også midt i en runde; resten (siste stikk, et flertall ingen nådde) telles når runden er slutt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="313"/>
        <source>Taking a card&apos;s identical twin scores nothing special.</source>
        <translation>Å ta et korts identiske tvilling gir ikke noe ekstra.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="314"/>
        <source>Taking the identical twin of the card you play, and nothing else with it, is a mulle and scores 5 points.</source>
        <translation>Å ta den identiske tvillingen til kortet du spiller, og ikke noe annet samtidig, er en mulle og gir 5 poeng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="316"/>
        <source>Taking the identical twin of the card you play, alone or with other cards, is a mulle and scores the played card&apos;s value.</source>
        <translation>Å ta den identiske tvillingen til kortet du spiller, alene eller med andre kort, er en mulle og gir det spilte kortets verdi i poeng.</translation>
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
        <translation>Bare med dobbel kortstokk: hva det gir å ta tvillingen til kortet du spiller (en mulle); når det gir kortets verdi, kan andre kort tas sammen med tvillingen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="324"/>
        <source>nothing</source>
        <translation>ingenting</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="324"/>
        <source>5 when the twin is taken alone</source>
        <translation>5 når tvillingen tas alene</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="324"/>
        <source>the played card&apos;s value</source>
        <translation>det spilte kortets verdi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="331"/>
        <source>Points are penalties (misère)</source>
        <translation>Poeng er straffepoeng (misère)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="331"/>
        <source>Every point a side takes counts against it: a round&apos;s points are scored as minus points, so the fewest taken win (Krypkasino).</source>
        <translation>Hvert poeng en side tar, teller mot den: rundens poeng blir minuspoeng, så den som tar færrest, vinner (Krypkasino).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="140"/>
        <source>Nordic</source>
        <comment>a family of games, shown after a game&apos;s name: the Kasino of Sweden and Norway and its variants (Finnish Kasino and Mulle have families of their own)</comment>
        <translation>nordisk</translation>
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
        <translation>angloamerikansk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="147"/>
        <source>The classic English-language game: builds, court cards take only their rank, 11 points a round, game to 21.</source>
        <translation>Det klassiske engelskspråklige spillet: bygg, bildekort tar bare sin egen valør, 11 poeng per runde, parti til 21.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="149"/>
        <source>Casino (simple rules)</source>
        <translation>Casino (enkle regler)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="150"/>
        <source>Casino as it is often taught at home: builds up to 10, court-card builds, a court card takes every card of its rank, sweeps score, one round.</source>
        <translation>Casino slik det ofte læres hjemme: bygg opp til 10, bygg med bildekort, et bildekort tar alle kort av sin valør, tabber gir poeng, én runde.</translation>
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
        <translation>royal</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="154"/>
        <source>North American Royal Casino: J 11, Q 12, K 13 join sums and builds; the ace counts 1 or 14; game to 21.</source>
        <translation>Nordamerikansk Royal Casino: Kn 11, D 12, K 13 inngår i summer og bygg; esset teller 1 eller 14; parti til 21.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="156"/>
        <source>Royal Casino (Dominican)</source>
        <translation>Royal Casino (dominikansk)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="157"/>
        <source>Royal Casino as played in the Dominican Republic: J 11, Q 12, K 13, the ace 1 or 14; a card equal to a loose card must take it; nobody raises their own build; opposing sweeps cancel; near 21 only cards, the 10♦ or spades win.</source>
        <translation>Royal Casino slik det spilles i Den dominikanske republikk: Kn 11, D 12, K 13, esset 1 eller 14; et kort med samme verdi som et løst kort må ta det; ingen høyner sitt eget bygg; motstandernes tabber opphever hverandre; nær 21 vinner bare kort, 10♦ eller spar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="161"/>
        <source>Spade Casino</source>
        <translation>Spade Casino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="162"/>
        <source>Casino where every spade scores, the jack of spades one extra: 24 points a round, game to 61.</source>
        <translation>Casino der hver spar gir poeng og spar knekt ett ekstra: 24 poeng per runde, parti til 61.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="164"/>
        <source>Wippen</source>
        <translation>Wippen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="165"/>
        <source>The Belgian game: most cards 2, most spades 2, each sweep (wip) 1.</source>
        <translation>Det belgiske spillet: flest kort 2, flest spar 2, hver tabbe (wip) 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="167"/>
        <source>Swedish Kasino</source>
        <translation>Svensk kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="168"/>
        <source>The Nordic game without building: J 11, Q 12, K 13, the ace 1 or 14; most spades 2, the last capture (sistan) and every sweep (tabbe) score; game to 16.</source>
        <translation>Det nordiske spillet uten bygging: Kn 11, D 12, K 13, esset 1 eller 14; flest spar 2, siste stikk og hver tabbe gir poeng; parti til 16.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="170"/>
        <source>Överspader</source>
        <translation>Överspader</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="171"/>
        <source>Swedish Kasino where every spade beyond six scores a point instead of the most-spades prize; game to 21.</source>
        <translation>Svensk kasino der hver spar utover seks gir ett poeng i stedet for poeng for flest spar; parti til 21.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="173"/>
        <source>Kasino</source>
        <translation>Kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="174"/>
        <source>The Nordic game without building, with the ace worth 14 in the hand and 1 on the table: J 11, Q 12, K 13; most spades 2, every sweep (tabbe) and the last capture (sistan) score; game to 16.</source>
        <translation>Det nordiske spillet uten bygging, med esset verdt 14 på hånden og 1 på bordet: Kn 11, D 12, K 13; flest spar 2, hver tabbe og siste stikk gir poeng; parti til 16.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="176"/>
        <source>Finnish Kasino</source>
        <translation>Finsk kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="176"/>
        <source>Finnish</source>
        <translation>finsk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="177"/>
        <source>Finnish Kasino: ace 14 from the hand, 2♠ 15 and 10♦ 16 from the hand; aces and casinos score at once; sweeps (mökki) cancel and freeze at 10 points; game to 16.</source>
        <translation>Finsk kasino: ess 14 fra hånden, 2♠ 15 og 10♦ 16 fra hånden; ess og kasinoer gir poeng med en gang; tabber (mökki) opphever hverandre og teller ikke fra 10 poeng; parti til 16.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="181"/>
        <source>Krypkasino</source>
        <translation>Krypkasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="182"/>
        <source>Misère Kasino with two decks: capturing is compulsory and every point taken is a penalty (10♦ 3, 2♠ 2, A♠ 2, the other spades and aces 1 each); a sweep costs its maker 5 and takes 5 off the penalties of whoever left the table open; the fewest penalties win. Rule books disagree on the deal and say nothing of the end, so these are our choices (both can be changed): 4 cards each and 4 to the table, and every player deals once.</source>
        <translation>Kasino med to kortstokker der man vil ta færrest mulig poeng: man må ta når man kan, og hvert poeng som tas, er et straffepoeng (10♦ 3, 2♠ 2, E♠ 2, de andre sparkortene og essene 1 hver); en tabbe koster 5 for den som tar den, og den som lot bordet stå åpent, får 5 straffepoeng trukket fra; færrest straffepoeng vinner. Regelbøkene er uenige om given og sier ingenting om slutten, så dette er våre valg (begge kan endres): 4 kort hver og 4 til bordet, og hver spiller gir én gang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="188"/>
        <source>Swedish Mulle with two decks: 5 cards each and 5 to the table; taking the identical card alone is a mulle worth 5.</source>
        <translation>Svensk mulle med to kortstokker: 5 kort hver og 5 til bordet; å ta det identiske kortet alene er en mulle verdt 5.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="191"/>
        <source>Mulle (Kortspelshandboken)</source>
        <translation>Mulle (Kortspelshandboken)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="192"/>
        <source>Mulle of Kortspelshandboken: two decks, 4 each and 8 to the table, building, ace 14 / 2♠ 15 / 10♦ 16 from the hand; every spade scores; a mulle scores the played card&apos;s value.</source>
        <translation>Mulle etter Kortspelshandboken: to kortstokker, 4 hver og 8 til bordet, bygging, ess 14 / 2♠ 15 / 10♦ 16 fra hånden; hver spar gir poeng; en mulle gir det spilte kortets verdi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="209"/>
        <source>Swazi Casino</source>
        <translation>Eswatinisk kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="209"/>
        <location filename="../../casino_desktop/core/variants.py" line="212"/>
        <location filename="../../casino_desktop/core/variants.py" line="216"/>
        <source>African</source>
        <translation>afrikansk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="210"/>
        <source>Casino of Eswatini: play to the right; four cards cut to the table, the rest dealt out; captured cards lie face up and an opponent&apos;s top card may go into your build; one card from the hand a turn, with builds and additions from the table before or after it; J 11, Q 12, K 13, the ace 1 or 14; 11 points a deal, game to 21.</source>
        <translation>Kasino fra Eswatini: spillet går til høyre; fire kort tas fra kortstokken til bordet, resten deles ut; kort som er tatt, ligger med forsiden opp, og en motstanders øverste kort kan legges i bygget ditt; ett kort fra hånden per tur, med bygg og tillegg fra bordet før eller etter det; Kn 11, D 12, K 13, esset 1 eller 14; 11 poeng per giv, parti til 21.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="212"/>
        <source>Sotho Casino</source>
        <translation>Lesothisk kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="213"/>
        <source>Casino of Lesotho: Swazi Casino where court cards have no number and take only their rank, the ace counts 1, and partners keep a capture pile each and may use each other&apos;s top card.</source>
        <translation>Kasino fra Lesotho: eswatinisk kasino der bildekort ikke har tallverdi og bare tar sin egen valør, esset teller 1, og makkerne har hver sin stikkhaug og kan bruke hverandres øverste kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="216"/>
        <source>South African Casino</source>
        <translation>Sørafrikansk kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="217"/>
        <source>The South African game: 40 cards without court cards, the ace 1, builds to 10, the whole pack dealt, play to the right; the top card of every capture pile may be captured; most cards 2, five spades or more 1, 10♦ 2, 2♠ 1, each ace 1; one deal is the game.</source>
        <translation>Det sørafrikanske spillet: 40 kort uten bildekort, esset 1, bygg opp til 10, hele kortstokken deles ut, spillet går til høyre; det øverste kortet i hver stikkhaug kan tas; flest kort 2, fem spar eller flere 1, 10♦ 2, 2♠ 1, hvert ess 1; én giv er hele partiet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="229"/>
        <source>The variant must be given by its name, like &quot;casino&quot;.</source>
        <translation>Varianten må oppgis med navnet sitt, for eksempel «casino».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="235"/>
        <source>Unknown variant &apos;{shown}&apos;; the variants are: {known}.</source>
        <translation>Ukjent variant «{shown}»; variantene er: {known}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="266"/>
        <source>Unknown option &apos;{shown}&apos;.</source>
        <translation>Ukjent innstilling «{shown}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="270"/>
        <source>Option &apos;{name}&apos; must be true or false.</source>
        <translation>Innstillingen «{name}» må være true eller false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="273"/>
        <source>Option &apos;{name}&apos; must be a whole number.</source>
        <translation>Innstillingen «{name}» må være et heltall.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="276"/>
        <source>Option &apos;{name}&apos; must be between {lo} and {hi}.</source>
        <translation>Innstillingen «{name}» må være mellom {lo} og {hi}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="279"/>
        <source>Option &apos;{name}&apos; must be one of {choices}.</source>
        <translation>Innstillingen «{name}» må være en av {choices}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="290"/>
        <source>House rules must be given as a JSON object of option names and values, like {&quot;target&quot;: 11}.</source>
        <translation>Husregler må oppgis som et JSON-objekt med innstillingenes navn og verdier, for eksempel {&quot;target&quot;: 11}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/absences.py" line="56"/>
        <source>The network match&apos;s file is damaged: it cannot say who played for whom.</source>
        <translation>Filen til nettverkspartiet er skadet: den kan ikke si hvem som spilte for hvem.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/match_file.py" line="35"/>
        <source>The network match&apos;s file</source>
        <comment>the subject of a sentence about a file that cannot be read</comment>
        <translation>Filen til nettverkspartiet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/match_file.py" line="45"/>
        <source>The network match&apos;s file is damaged: its seats are not those of a network table.</source>
        <translation>Filen til nettverkspartiet er skadet: plassene i den er ikke et nettverksbords.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="17"/>
        <source>The message</source>
        <comment>the subject of a sentence about a network message that cannot be read</comment>
        <translation>Meldingen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="18"/>
        <source>That message could not be read: {problem}</source>
        <translation>Den meldingen kunne ikke leses: {problem}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="19"/>
        <source>That message was too large: a message is at most {most} bytes.</source>
        <translation>Den meldingen var for stor: en melding er på høyst {most} byte.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="20"/>
        <source>Too many messages at once: wait a moment before sending more.</source>
        <translation>For mange meldinger på en gang: vent litt før du sender flere.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="21"/>
        <source>That kind of message is not part of this table&apos;s language.</source>
        <translation>Dette bordet forstår ikke den typen melding.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="22"/>
        <source>That message was refused: a part of it is missing, of the wrong kind or out of range.</source>
        <translation>Den meldingen ble avvist: en del av den mangler, er av feil type eller utenfor gyldig område.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="23"/>
        <source>That message was refused: it holds something this table does not know.</source>
        <translation>Den meldingen ble avvist: den inneholder noe dette bordet ikke kjenner.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="24"/>
        <source>Join the table first: that message is only for players seated at it.</source>
        <translation>Sett deg ved bordet først: den meldingen er bare for spillere som sitter ved det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="25"/>
        <source>You sit in seat {seat}: that move was for another seat.</source>
        <translation>Du sitter på plass {seat}: det trekket var for en annen plass.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="26"/>
        <source>It is not your turn.</source>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="27"/>
        <source>The table changed before your move arrived; look again and play.</source>
        <translation>Bordet endret seg før trekket ditt kom fram; se igjen og spill.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="28"/>
        <source>A computer player is making this move for you; you take your seat back at your next turn.</source>
        <translation>En datamaskinspiller gjør dette trekket for deg; du tar plassen din tilbake ved neste tur.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="29"/>
        <source>The match starts when every seat is taken.</source>
        <translation>Partiet begynner når alle plassene er tatt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="30"/>
        <source>There is nothing to play now: the round is over.</source>
        <translation>Det er ingenting å spille nå: runden er slutt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="31"/>
        <source>That move is not legal: {reason}</source>
        <translation>Det trekket er ikke lov: {reason}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="34"/>
        <source>This table speaks version {table} of the network game; your program speaks version {yours}. Both players need the same version of the program.</source>
        <translation>Dette bordet bruker versjon {table} av nettverksspillet; programmet ditt bruker versjon {yours}. Begge spillerne trenger samme versjon av programmet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="36"/>
        <source>That join code is not this table&apos;s. Check the code with the host and try again.</source>
        <translation>Den koden hører ikke til dette bordet. Sjekk koden med verten og prøv igjen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="37"/>
        <source>Too many wrong join codes from your address: wait a minute before trying again.</source>
        <translation>For mange feil koder fra adressen din: vent et minutt før du prøver igjen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="38"/>
        <source>Every seat at this table is taken.</source>
        <translation>Alle plassene ved dette bordet er tatt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="39"/>
        <source>Every seat at this table is taken, and {count} of them wait for the players who left them: only those players&apos; programs can take them back (each keeps its seat, whichever address it uses).</source>
        <extracomment>For one: Every seat at this table is taken, and {count} of them waits for the player who left it: only that player&apos;s program can take it back (it keeps the seat, whichever address it uses).</extracomment>
        <translation>
            <numerusform>Alle plassene ved dette bordet er tatt, og {count} av dem venter på spilleren som forlot den: bare programmet til den spilleren kan ta den tilbake (programmet beholder plassen, uansett hvilken adresse det bruker).</numerusform>
            <numerusform>Alle plassene ved dette bordet er tatt, og {count} av dem venter på spillerne som forlot dem: bare programmene til de spillerne kan ta dem tilbake (hvert program beholder plassen sin, uansett hvilken adresse det bruker).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="44"/>
        <source>Your seat is already played from another connection.</source>
        <translation>Plassen din spilles allerede fra en annen tilkobling.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="45"/>
        <source>Too many refused messages: the host closed your connection. The table goes on without you.</source>
        <translation>For mange avviste meldinger: verten lukket tilkoblingen din. Bordet fortsetter uten deg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="46"/>
        <source>Your connection could not keep up with the table, so the host closed it.</source>
        <translation>Tilkoblingen din klarte ikke å holde følge med bordet, så verten lukket den.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="47"/>
        <source>The table did not hear from you in time.</source>
        <translation>Bordet hørte ikke fra deg i tide.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="48"/>
        <source>The host is busy with other connections; try again in a moment.</source>
        <translation>Verten er opptatt med andre tilkoblinger; prøv igjen om litt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="51"/>
        <source>The host&apos;s program sent something this program cannot read, so you could not join. Both players need the same version of the program.</source>
        <translation>Vertens program sendte noe dette programmet ikke kan lese, så du kunne ikke bli med. Begge spillerne trenger samme versjon av programmet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="53"/>
        <source>The host&apos;s program sent something this program cannot read, so the connection to the table was closed; a computer player plays your seat until you join again. Both players need the same version of the program.</source>
        <translation>Vertens program sendte noe dette programmet ikke kan lese, så tilkoblingen til bordet ble lukket; en datamaskinspiller spiller på plassen din til du blir med igjen. Begge spillerne trenger samme versjon av programmet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="56"/>
        <source>The host did not prove that it knows the join code: this is not the table you meant.</source>
        <translation>Verten viste ikke at den kjenner koden: dette er ikke bordet du mente.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="57"/>
        <source>The match is over.</source>
        <translation>Partiet er slutt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="58"/>
        <source>The host did not come back, so the table is closed.</source>
        <translation>Verten kom ikke tilbake, så bordet er stengt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="61"/>
        <source>Nothing answers at {address}: check the address the host reads out, and that the host has opened the table.</source>
        <translation>Ingenting svarer på {address}: sjekk adressen verten leser opp, og at verten har åpnet bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="65"/>
        <source>Something answers at {address}, but it is not a Casino table: check the address the host reads out.</source>
        <comment>Casino is the program&apos;s name</comment>
        <translation>Noe svarer på {address}, men det er ikke et Casino-bord: sjekk adressen verten leser opp.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="67"/>
        <source>The host closed the table. If the host opens it again, your program takes your seat back.</source>
        <translation>Verten lukket bordet. Hvis verten åpner det igjen, tar programmet ditt plassen din tilbake.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="70"/>
        <source>The program at {address} sent something this table cannot read, and was told so. Both players need the same version of the program.</source>
        <translation>Programmet på {address} sendte noe dette bordet ikke kan lese, og fikk beskjed om det. Begge spillerne trenger samme versjon av programmet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="74"/>
        <source>{name} joined the table.</source>
        <translation>{name} satte seg ved bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="75"/>
        <source>{name} lost the connection; a computer player ({level}) plays for them until they return.</source>
        <translation>{name} mistet tilkoblingen; en datamaskinspiller ({level}) spiller for {name} til {name} er tilbake.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="76"/>
        <source>{name} left the table; a computer player ({level}) plays for them until they return.</source>
        <translation>{name} forlot bordet; en datamaskinspiller ({level}) spiller for {name} til {name} er tilbake.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="79"/>
        <source>{name} is not back at the table yet; a computer player ({level}) plays for them until they return.</source>
        <translation>{name} er ikke tilbake ved bordet ennå; en datamaskinspiller ({level}) spiller for {name} til {name} er tilbake.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="82"/>
        <source>{name} is back and plays their own turns again.</source>
        <translation>{name} er tilbake og spiller sine egne turer igjen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="86"/>
        <source>Nothing has come from {name} for a minute: the connection may be lost. The table waits for their move as for any turn.</source>
        <translation>Ingenting har kommet fra {name} på et minutt: forbindelsen kan være brutt. Bordet venter på trekket som på en hvilken som helst tur.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="92"/>
        <source>{name} is connected again.</source>
        <translation>{name} er tilkoblet igjen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="93"/>
        <source>{name} is connected again, and has up to a minute more to make their move.</source>
        <translation>{name} er tilkoblet igjen og har opptil ett minutt til på seg til å gjøre trekket sitt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="94"/>
        <source>The host resumed the match where it stopped.</source>
        <translation>Verten fortsatte partiet der det stoppet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="95"/>
        <source>In a minute, a computer player ({level}) makes this move for you, unless you play first.</source>
        <translation>Spiller du ikke innen et minutt, gjør en datamaskinspiller ({level}) dette trekket for deg.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="98"/>
        <source>In {count} seconds, a computer player ({level}) makes this move for you, unless you play first.</source>
        <extracomment>For one: In {count} second, a computer player ({level}) makes this move for you, unless you play first.</extracomment>
        <translation>
            <numerusform>Spiller du ikke innen {count} sekund, gjør en datamaskinspiller ({level}) dette trekket for deg.</numerusform>
            <numerusform>Spiller du ikke innen {count} sekunder, gjør en datamaskinspiller ({level}) dette trekket for deg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="107"/>
        <source>You have not moved for {count} minutes; a computer player ({level}) makes this move for you.</source>
        <extracomment>For one: You have not moved for {count} minute; a computer player ({level}) makes this move for you.</extracomment>
        <translation>
            <numerusform>Du har ikke gjort noe trekk på {count} minutt; en datamaskinspiller ({level}) gjør dette trekket for deg.</numerusform>
            <numerusform>Du har ikke gjort noe trekk på {count} minutter; en datamaskinspiller ({level}) gjør dette trekket for deg.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="113"/>
        <source>A computer player made that move for you.</source>
        <translation>En datamaskinspiller gjorde det trekket for deg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="114"/>
        <source>A computer player made that move for {name}.</source>
        <translation>En datamaskinspiller gjorde det trekket for {name}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="115"/>
        <source>{name} has not moved for {count} minutes; a computer player ({level}) makes this move for them.</source>
        <extracomment>For one: {name} has not moved for {count} minute; a computer player ({level}) makes this move for them.</extracomment>
        <translation>
            <numerusform>{name} har ikke gjort noe trekk på {count} minutt; en datamaskinspiller ({level}) gjør dette trekket i stedet.</numerusform>
            <numerusform>{name} har ikke gjort noe trekk på {count} minutter; en datamaskinspiller ({level}) gjør dette trekket i stedet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="276"/>
        <source>Someone at this table is already called {name}: choose another name and join again.</source>
        <translation>Noen ved dette bordet heter allerede {name}: velg et annet navn og bli med igjen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="279"/>
        <source>The host dealt a new match at this table, with the same seats.</source>
        <translation>Verten ga et nytt parti ved dette bordet, med de samme plassene.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="280"/>
        <source>The host closed the table after the match.</source>
        <translation>Verten stengte bordet etter partiet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="283"/>
        <source>The match at this table is over: the host deals the next one, and your window follows when they do.</source>
        <translation>Partiet ved dette bordet er over: verten gir det neste, og vinduet ditt følger med når det skjer.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="287"/>
        <source>You dealt a new match at this table, with the same seats.</source>
        <translation>Du ga et nytt parti ved dette bordet, med de samme plassene.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="289"/>
        <source>You resumed the match where it stopped.</source>
        <translation>Du fortsatte partiet der det stoppet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="298"/>
        <source>{name}&apos;s computer, which hosts the table, did not answer for {count} seconds, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: {name}&apos;s computer, which hosts the table, did not answer for {count} second, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Datamaskinen til {name}, som er vert for bordet, svarte ikke på {count} sekund, så ingen kunne spille i mellomtiden. Bordet fortsetter der det stoppet, og alle beholder plassene sine.</numerusform>
            <numerusform>Datamaskinen til {name}, som er vert for bordet, svarte ikke på {count} sekunder, så ingen kunne spille i mellomtiden. Bordet fortsetter der det stoppet, og alle beholder plassene sine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="303"/>
        <source>{name}&apos;s computer, which hosts the table, did not answer for {count} minutes, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: {name}&apos;s computer, which hosts the table, did not answer for {count} minute, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Datamaskinen til {name}, som er vert for bordet, svarte ikke på {count} minutt, så ingen kunne spille i mellomtiden. Bordet fortsetter der det stoppet, og alle beholder plassene sine.</numerusform>
            <numerusform>Datamaskinen til {name}, som er vert for bordet, svarte ikke på {count} minutter, så ingen kunne spille i mellomtiden. Bordet fortsetter der det stoppet, og alle beholder plassene sine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="308"/>
        <source>Your computer did not answer for {count} seconds (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: Your computer did not answer for {count} second (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Datamaskinen din svarte ikke på {count} sekund (den kan ha sovet), så ingen kunne spille i mellomtiden. Bordet fortsetter der det stoppet, og alle beholder plassene sine.</numerusform>
            <numerusform>Datamaskinen din svarte ikke på {count} sekunder (den kan ha sovet), så ingen kunne spille i mellomtiden. Bordet fortsetter der det stoppet, og alle beholder plassene sine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="313"/>
        <source>Your computer did not answer for {count} minutes (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: Your computer did not answer for {count} minute (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Datamaskinen din svarte ikke på {count} minutt (den kan ha sovet), så ingen kunne spille i mellomtiden. Bordet fortsetter der det stoppet, og alle beholder plassene sine.</numerusform>
            <numerusform>Datamaskinen din svarte ikke på {count} minutter (den kan ha sovet), så ingen kunne spille i mellomtiden. Bordet fortsetter der det stoppet, og alle beholder plassene sine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="318"/>
        <source>The host&apos;s computer did not answer for {count} seconds, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: The host&apos;s computer did not answer for {count} second, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Vertens datamaskin svarte ikke på {count} sekund, så ingen kunne spille i mellomtiden. Bordet fortsetter der det stoppet, og alle beholder plassene sine.</numerusform>
            <numerusform>Vertens datamaskin svarte ikke på {count} sekunder, så ingen kunne spille i mellomtiden. Bordet fortsetter der det stoppet, og alle beholder plassene sine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="323"/>
        <source>The host&apos;s computer did not answer for {count} minutes, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: The host&apos;s computer did not answer for {count} minute, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Vertens datamaskin svarte ikke på {count} minutt, så ingen kunne spille i mellomtiden. Bordet fortsetter der det stoppet, og alle beholder plassene sine.</numerusform>
            <numerusform>Vertens datamaskin svarte ikke på {count} minutter, så ingen kunne spille i mellomtiden. Bordet fortsetter der det stoppet, og alle beholder plassene sine.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="22"/>
        <source>Find every capture the {card} can make here.</source>
        <translation>Finn alt {card} kan ta her.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="23"/>
        <source>Make a build of {value}.</source>
        <translation>Lag et bygg på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="24"/>
        <source>Take the build of {cards}, worth {value}.</source>
        <translation>Ta bygget av {cards}, verdt {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="27"/>
        <source>Take the build of {cards}, worth {value}, with what must go with it: here no capture takes that build alone.</source>
        <translation>Ta bygget av {cards}, verdt {value}, sammen med det som må følge med: her tar ikke noe stikk det bygget alene.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="29"/>
        <source>Raise the build of {cards}, worth {value}.</source>
        <translation>Høyn bygget av {cards}, verdt {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="30"/>
        <source>The round is over. This drill is about {item}, but a round is scored as a whole: count the points of each pile for every item of the scoring table ({items}), and give the points of each side.</source>
        <comment>{item}: one item&apos;s name, such as: Most spades; {items}: every item with its points, such as: Most cards: 2, Aces: 1 each</comment>
        <translation>Runden er slutt. Denne øvelsen handler om posten «{item}», men en runde telles som en helhet: tell poengene i hver haug, post for post i poengtabellen ({items}), og oppgi poengene for hver side.</translation>
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
        <translation>{item}: {points} per stykk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="39"/>
        <source>There is no building in this game, so it has no drills about builds.</source>
        <translation>Det bygges ikke i dette spillet, så det har ingen øvelser om bygg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="40"/>
        <source>The play is legal.</source>
        <translation>Trekket er lov.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="42"/>
        <source>Make a build of {value} from table cards alone.</source>
        <translation>Lag et bygg på {value} av bare kort på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="45"/>
        <source>Right.</source>
        <translation>Riktig.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="46"/>
        <source>Right: the play is legal.</source>
        <translation>Riktig: trekket er lov.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="47"/>
        <source>Not so: the play is legal.</source>
        <translation>Nei: trekket er lov.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="48"/>
        <source>Not so. The rules say: {sentence}</source>
        <translation>Nei. Reglene sier: {sentence}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="49"/>
        <source>You missed {count} captures, such as {capture}.</source>
        <extracomment>For one: You missed a capture: {capture}.</extracomment>
        <translation>
            <numerusform>Du gikk glipp av et stikk: {capture}.</numerusform>
            <numerusform>Du gikk glipp av {count} stikk, for eksempel {capture}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="52"/>
        <source>You missed a capture: {capture}. The {card} may take those groups all at once, and that is a capture of its own.</source>
        <translation>Du gikk glipp av et stikk: {capture}. {card} kan ta de gruppene på én gang, og det er et stikk i seg selv.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="54"/>
        <source>The question is about the {card}; {capture} is played with another card.</source>
        <translation>Spørsmålet gjelder {card}; {capture} spilles med et annet kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="55"/>
        <source>That play is legal, but it is not a capture.</source>
        <translation>Trekket er lov, men det tar ingen kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="56"/>
        <source>That play is legal, but it does not leave a build of {value}.</source>
        <translation>Trekket er lov, men det blir ikke noe bygg på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="57"/>
        <source>That play is legal, but it does not take the build of {cards}.</source>
        <translation>Trekket er lov, men det tar ikke bygget av {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="58"/>
        <source>That play is legal, but it does not raise the build of {cards}.</source>
        <translation>Trekket er lov, men det høyner ikke bygget av {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="59"/>
        <source>That play is legal, but it is not a build of {value} from table cards alone.</source>
        <translation>Trekket er lov, men det er ikke et bygg på {value} av bare kort på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="60"/>
        <source>{item}: the points are {right}, not {given}.</source>
        <translation>{item}: poengene er {right}, ikke {given}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="61"/>
        <source>That answer cannot be read: {problem}</source>
        <translation>Svaret kan ikke leses: {problem}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="63"/>
        <source>give the number of a choice, from 0 to {last}.</source>
        <translation>oppgi nummeret på et valg, fra 0 til {last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="64"/>
        <source>give one play, as text.</source>
        <translation>oppgi ett trekk, som tekst.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="65"/>
        <source>give the points as an object of items, each with a list of points per side.</source>
        <translation>oppgi poengene som et objekt med poster, hver med en liste med poeng per side.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="66"/>
        <source>&apos;{item}&apos; is not an item of this round&apos;s scoring table.</source>
        <translation>«{item}» er ikke en post i poengtabellen for denne runden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="67"/>
        <source>give {count} whole numbers of points for each item.</source>
        <extracomment>For one: give {count} whole number of points for each item.</extracomment>
        <translation>
            <numerusform>oppgi {count} heltall som poeng for hver post.</numerusform>
            <numerusform>oppgi {count} heltall som poeng for hver post.</numerusform>
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
        <translation>{cards} med {card}, regnet som {value}</translation>
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
        <translation>Høyn bygget av {builds} til {value} med {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="104"/>
        <source>Raise the build of {builds} to {value} with the {card} and {cards}.</source>
        <translation>Høyn bygget av {builds} til {value} med {card} og {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="105"/>
        <source>Build {value} from the table cards {cards} alone.</source>
        <translation>Bygg {value} av bare kortene {cards} på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="109"/>
        <source>Build {value}s with the {card}: {groups}.</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Bygg dobbeltbygg på {value} med {card}: {groups}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="111"/>
        <source>Build {value}s from the table cards alone: {groups}.</source>
        <comment>a multiple build of table cards: two or more groups, each of this value</comment>
        <translation>Bygg dobbeltbygg på {value} av bare kortene på bordet: {groups}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="149"/>
        <source>Playing only while the round is on</source>
        <translation>Spille bare mens runden pågår</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="150"/>
        <source>Playing a card you hold</source>
        <translation>Spille et kort du har på hånden</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="151"/>
        <source>Naming cards that are on the table</source>
        <translation>Oppgi kort som ligger på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="152"/>
        <source>Naming builds that are on the table</source>
        <translation>Oppgi bygg som ligger på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="154"/>
        <source>A trail takes no table cards</source>
        <translation>Å legge ut tar ingen kort fra bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="155"/>
        <source>A trail leaves the builds alone</source>
        <translation>Å legge ut lar byggene være i fred</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="156"/>
        <source>A trailed card declares no value</source>
        <translation>Et utlagt kort har ingen oppgitt verdi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="157"/>
        <source>No trailing while you own a build</source>
        <translation>Ikke legge ut når du eier et bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="158"/>
        <source>No trailing a card that pairs a table card</source>
        <translation>Ikke legge ut et kort med samme verdi som et kort på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="159"/>
        <source>Trailing and building at once</source>
        <translation>Legge ut og bygge samtidig</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="161"/>
        <source>What the owner of a build must do</source>
        <translation>Hva eieren av et bygg må gjøre</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="162"/>
        <source>Keeping a card that takes your build</source>
        <translation>Beholde et kort som tar bygget ditt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="164"/>
        <source>Capturing whenever you can</source>
        <translation>Ta når du kan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="165"/>
        <source>The values a card can count as</source>
        <translation>Verdiene et kort kan telle som</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="166"/>
        <source>A build is taken whole, by its value</source>
        <translation>Et bygg tas helt, med et kort av samme verdi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="167"/>
        <source>Naming what a capture takes</source>
        <translation>Oppgi hva du tar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="168"/>
        <source>Court cards take their own rank</source>
        <translation>Bildekort tar sin egen valør</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="169"/>
        <source>How many court cards one card takes</source>
        <translation>Hvor mange bildekort ett kort tar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="170"/>
        <source>Taking groups that add up</source>
        <translation>Ta grupper som gir riktig sum</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="171"/>
        <source>Taking every equal loose card</source>
        <translation>Ta alle løse kort med samme verdi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="173"/>
        <source>No building in this game</source>
        <translation>Ingen bygging i dette spillet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="175"/>
        <source>Court cards cannot build</source>
        <translation>Bildekort kan ikke bygge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="176"/>
        <source>Building with court cards</source>
        <translation>Bygge med bildekort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="177"/>
        <source>Adding to a court-card build</source>
        <translation>Legge til i et bygg av bildekort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="178"/>
        <source>Declaring a build&apos;s value</source>
        <translation>Oppgi byggets verdi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="179"/>
        <source>Which builds can be raised</source>
        <translation>Hvilke bygg som kan høynes</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="180"/>
        <source>Raising your own build</source>
        <translation>Høyne ditt eget bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="181"/>
        <source>The highest build allowed</source>
        <translation>Det høyeste tillatte bygget</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="182"/>
        <source>Holding a card that takes your build</source>
        <translation>Ha et kort som tar bygget ditt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="183"/>
        <source>Court cards stay out of builds</source>
        <translation>Bildekort holdes utenfor bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="184"/>
        <source>What a raise adds</source>
        <translation>Hva en høyning legger til</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="185"/>
        <source>Adding keeps a build&apos;s value</source>
        <translation>Å legge til endrer ikke byggets verdi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="186"/>
        <source>A build needs table cards</source>
        <translation>Et bygg trenger kort fra bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="187"/>
        <source>One build of each value</source>
        <translation>Ett bygg for hver verdi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="188"/>
        <source>Joining builds together</source>
        <translation>Slå sammen bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="189"/>
        <source>Building groups that make the value</source>
        <translation>Bygge grupper som gir verdien</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="191"/>
        <source>Finding every capture</source>
        <translation>Finne alle stikk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="192"/>
        <source>Making a build</source>
        <translation>Lage et bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="193"/>
        <source>Taking a build</source>
        <translation>Ta et bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="194"/>
        <source>Raising a build</source>
        <translation>Høyne et bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="195"/>
        <source>Building from table cards alone</source>
        <translation>Bygge av bare kort på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="197"/>
        <source>Where a capture pile&apos;s top card may go</source>
        <translation>Hvor det øverste kortet i en stikkhaug kan legges</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="198"/>
        <source>Leaving your partner&apos;s build alone</source>
        <translation>La makkerens bygg være i fred</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="199"/>
        <source>Adding to an opponent&apos;s build</source>
        <translation>Legge til i en motstanders bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="200"/>
        <source>The first deal&apos;s limits for two players</source>
        <translation>Begrensninger i første giv for to spillere</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="201"/>
        <source>Taking everything when opponents insist</source>
        <translation>Ta alt når motstanderne krever sin rett</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="202"/>
        <source>One card from the hand a turn</source>
        <translation>Ett kort fra hånden per tur</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="203"/>
        <source>Ending your turn</source>
        <translation>Avslutte turen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="204"/>
        <source>Building from table cards</source>
        <translation>Bygge av kort på bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="205"/>
        <source>Adding table cards to a build</source>
        <translation>Legge kort fra bordet til i et bygg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="206"/>
        <source>Scoring enough spades</source>
        <translation>Poeng for mange nok spar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="207"/>
        <source>Telling a legal play</source>
        <translation>Kjenne igjen et lovlig trekk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="209"/>
        <source>Scoring the most cards</source>
        <translation>Poeng for flest kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="210"/>
        <source>Scoring the most spades</source>
        <translation>Poeng for flest spar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="211"/>
        <source>Scoring spades beyond the limit</source>
        <translation>Poeng for spar over grensen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="212"/>
        <source>Scoring every spade</source>
        <translation>Poeng for hver spar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="213"/>
        <source>Scoring the aces</source>
        <translation>Poeng for ess</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="214"/>
        <source>Scoring the 10♦ (big casino)</source>
        <translation>Poeng for 10♦ (store kasino)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="215"/>
        <source>Scoring the 2♠ (little casino)</source>
        <translation>Poeng for 2♠ (lille kasino)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="216"/>
        <source>Scoring the A♠</source>
        <translation>Poeng for E♠</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="217"/>
        <source>Scoring the J♠</source>
        <translation>Poeng for Kn♠</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="218"/>
        <source>Scoring the last capture</source>
        <translation>Poeng for siste stikk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="219"/>
        <source>Scoring sweeps</source>
        <translation>Poeng for tabber</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="220"/>
        <source>Sweeps left open</source>
        <translation>Tabber gitt bort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="221"/>
        <source>Scoring mulles</source>
        <translation>Poeng for muller</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="223"/>
        <source>A rule of a later version of the game</source>
        <translation>En regel fra en senere versjon av spillet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="19"/>
        <source>Drag your {card} to an empty spot on the table: it takes nothing here, so you trail it.</source>
        <translation>Dra {card} til en tom plass på bordet: det tar ingenting her, så du legger det ut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="22"/>
        <source>Drag your {card} to an empty spot on the table: no card in your hand takes anything here, so you may trail; whenever a card of yours can take, you must capture.</source>
        <translation>Dra {card} til en tom plass på bordet: ingen kort på hånden din tar noe her, så du kan legge ut; så snart et av kortene dine kan ta noe, må du ta.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="24"/>
        <source>Drag your {card} onto the {cards}: a card takes a table card of the same rank.</source>
        <translation>Dra {card} til {cards}: et kort tar et kort av samme valør på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="25"/>
        <source>Drag your {card} onto {cards}: together they count {value}, so your {card} takes them at once.</source>
        <translation>Dra {card} til {cards}: til sammen blir de {value}, så {card} tar dem på en gang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="26"/>
        <source>Drag your {card} onto {cards} to build {value}: you still hold a card worth {value}, so you can take the build on your next turn.</source>
        <translation>Dra {card} til {cards} og bygg {value}: du har fortsatt et kort verdt {value} på hånden, så du kan ta bygget når det blir din tur igjen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="28"/>
        <source>Now take your build: drag your {card} onto the build worth {value}.</source>
        <translation>Ta nå bygget ditt: dra {card} til bygget på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="29"/>
        <source>Drag your {card} onto {name}&apos;s build to raise it to {value}: you hold a card worth {value}, and the build becomes yours.</source>
        <translation>Dra {card} til bygget som {name} eier, og høyn det til {value}: du har et kort verdt {value}, og bygget blir ditt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="34"/>
        <source>Take {cards} with your {card}: that clears the table, a {sweep}, which scores {count} points for you.</source>
        <extracomment>For one: Take {cards} with your {card}: that clears the table, a {sweep}, which scores {count} point for you.</extracomment>
        <translation>
            <numerusform>Ta {cards} med {card}: da tar du alt på bordet og får en {sweep}, som gir deg {count} poeng.</numerusform>
            <numerusform>Ta {cards} med {card}: da tar du alt på bordet og får en {sweep}, som gir deg {count} poeng.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="38"/>
        <source>Take {cards} with your {card}: that clears the table, a {sweep}; in this game a {sweep} scores nothing by itself.</source>
        <translation>Ta {cards} med {card}: da tar du alt på bordet og får en {sweep}; i dette spillet gir en {sweep} ingen poeng i seg selv.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="40"/>
        <source>You must capture, and your only capture is {cards} with your {card}: it clears the table, a {sweep}, which costs you {count} penalty points and credits {count} to {name}, who left the table open.</source>
        <extracomment>For one: You must capture, and your only capture is {cards} with your {card}: it clears the table, a {sweep}, which costs you {count} penalty point and credits {count} to {name}, who left the table open.</extracomment>
        <translation>
            <numerusform>Du må ta, og det eneste du kan ta, er {cards} med {card}: da tar du alt på bordet og får en {sweep}, som koster deg {count} straffepoeng og gir {name} {count} poeng til gode, fordi {name} lot bordet stå åpent.</numerusform>
            <numerusform>Du må ta, og det eneste du kan ta, er {cards} med {card}: da tar du alt på bordet og får en {sweep}, som koster deg {count} straffepoeng og gir {name} {count} poeng til gode, fordi {name} lot bordet stå åpent.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="46"/>
        <source>Drag your {card} onto its twin on the table: taking the identical card is a mulle, and it scores the card&apos;s value.</source>
        <translation>Dra {card} til tvillingen på bordet: å ta det identiske kortet er en mulle, og den gir kortets verdi i poeng.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="50"/>
        <source>Drag your {card} onto its twin on the table and take nothing else with it: taking the identical card alone is a mulle, and it scores {count} points.</source>
        <extracomment>For one: Drag your {card} onto its twin on the table and take nothing else with it: taking the identical card alone is a mulle, and it scores {count} point.</extracomment>
        <translation>
            <numerusform>Dra {card} til tvillingen på bordet og ta ikke noe annet med den: å ta det identiske kortet alene er en mulle, og den gir {count} poeng.</numerusform>
            <numerusform>Dra {card} til tvillingen på bordet og ta ikke noe annet med den: å ta det identiske kortet alene er en mulle, og den gir {count} poeng.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="54"/>
        <source>Take {cards} with your {card}: the last capture of the round; the cards still on the table at the end go to whoever made it.</source>
        <translation>Ta {cards} med {card}: det er rundens siste stikk; kortene som ligger igjen på bordet til slutt, går til den som tok det.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="56"/>
        <source>Take {cards} with your {card}: the last capture of the round ({last}); it scores {count} points, and the cards still on the table at the end go with it.</source>
        <extracomment>For one: Take {cards} with your {card}: the last capture of the round ({last}); it scores {count} point, and the cards still on the table at the end go with it.</extracomment>
        <translation>
            <numerusform>Ta {cards} med {card}: det er rundens siste stikk ({last}); det gir {count} poeng, og kortene som ligger igjen på bordet til slutt, følger med.</numerusform>
            <numerusform>Ta {cards} med {card}: det er rundens siste stikk ({last}); det gir {count} poeng, og kortene som ligger igjen på bordet til slutt, følger med.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="60"/>
        <source>Take {cards} with your {card}: the last capture of the round, and another {sweep}, which scores {count} points, as it clears the table; whatever is left on the table at the end goes to whoever made the last capture.</source>
        <extracomment>For one: Take {cards} with your {card}: the last capture of the round, and another {sweep}, which scores {count} point, as it clears the table; whatever is left on the table at the end goes to whoever made the last capture.</extracomment>
        <translation>
            <numerusform>Ta {cards} med {card}: det er rundens siste stikk og enda en {sweep}, som gir {count} poeng, fordi bordet blir tomt; det som ligger igjen på bordet til slutt, går til den som tok siste stikk.</numerusform>
            <numerusform>Ta {cards} med {card}: det er rundens siste stikk og enda en {sweep}, som gir {count} poeng, fordi bordet blir tomt; det som ligger igjen på bordet til slutt, går til den som tok siste stikk.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="66"/>
        <source>Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round; the cards still on the table at the end go to whoever made it.</source>
        <translation>Ta {cards} med {card}, som teller {value} fra hånden: det er rundens siste stikk; kortene som ligger igjen på bordet til slutt, går til den som tok det.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="68"/>
        <source>Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round ({last}); it scores {count} points, and the cards still on the table at the end go with it.</source>
        <extracomment>For one: Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round ({last}); it scores {count} point, and the cards still on the table at the end go with it.</extracomment>
        <translation>
            <numerusform>Ta {cards} med {card}, som teller {value} fra hånden: det er rundens siste stikk ({last}); det gir {count} poeng, og kortene som ligger igjen på bordet til slutt, følger med.</numerusform>
            <numerusform>Ta {cards} med {card}, som teller {value} fra hånden: det er rundens siste stikk ({last}); det gir {count} poeng, og kortene som ligger igjen på bordet til slutt, følger med.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="74"/>
        <source>Drag your {card} onto your build worth {value} together with {top}, the top card of {name}&apos;s capture pile: {card} and {top} make {value}, so both join your build. It is now an augmented build, and its value can never change.</source>
        <translation>Dra {card} til bygget ditt på {value} sammen med {top}, det øverste kortet i stikkhaugen til {name}: {card} og {top} blir {value}, så begge legges i bygget ditt. Nå er det et utvidet bygg (et dobbeltbygg), og verdien kan aldri endres.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="77"/>
        <source>Your card is played, but your turn goes on: build {value} from the table cards {cards} alone, dragging one onto the other. You hold a card worth {value}, so you can take the build on your next turn.</source>
        <translation>Kortet ditt er spilt, men turen din fortsetter: bygg {value} av bare kortene {cards} på bordet ved å dra det ene til det andre. Du har et kort verdt {value} på hånden, så du kan ta bygget når det blir din tur igjen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="80"/>
        <source>A turn here may go on with table cards, but nothing more is needed now: end your turn, and {name} plays.</source>
        <translation>Her kan en tur fortsette med kort på bordet, men nå trengs ikke mer: avslutt turen, så spiller {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="86"/>
        <source>That move is allowed, but this step asks you to trail your {card}.</source>
        <translation>Det trekket er lov, men i dette steget skal du legge ut {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="87"/>
        <source>That move is allowed, but this step asks you to take the {cards} with your {card}.</source>
        <translation>Det trekket er lov, men i dette steget skal du ta {cards} med {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="88"/>
        <source>That move is allowed, but this step asks you to take {cards} together with your {card}.</source>
        <translation>Det trekket er lov, men i dette steget skal du ta {cards} på en gang med {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="89"/>
        <source>That move is allowed, but this step asks you to build {value} with your {card} on {cards}.</source>
        <translation>Det trekket er lov, men i dette steget skal du bygge {value} med {card} på {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="90"/>
        <source>That move is allowed, but this step asks you to take your build worth {value} with your {card}.</source>
        <translation>Det trekket er lov, men i dette steget skal du ta bygget ditt på {value} med {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="91"/>
        <source>That move is allowed, but this step asks you to raise {name}&apos;s build to {value} with your {card}.</source>
        <translation>Det trekket er lov, men i dette steget skal du høyne bygget som {name} eier, til {value} med {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="92"/>
        <source>That move is allowed, but this step asks you to take {cards} with your {card} and clear the table.</source>
        <translation>Det trekket er lov, men i dette steget skal du ta {cards} med {card} så bordet blir tomt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="93"/>
        <source>That move is allowed, but this step asks you to take the twin {cards} with your {card}.</source>
        <translation>Det trekket er lov, men i dette steget skal du ta tvillingen {cards} med {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="94"/>
        <source>That move is allowed, but this step asks you to take {cards} with your {card}.</source>
        <translation>Det trekket er lov, men i dette steget skal du ta {cards} med {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="95"/>
        <source>That move is allowed, but this step asks you to add your {card} and {name}&apos;s top card {top} to your build worth {value}.</source>
        <translation>Det trekket er lov, men i dette steget skal du legge {card} og {top}, det øverste kortet til {name}, i bygget ditt på {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="97"/>
        <source>That move is allowed, but this step asks you to build {value} from the table cards {cards} alone.</source>
        <translation>Det trekket er lov, men i dette steget skal du bygge {value} av bare kortene {cards} på bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="98"/>
        <source>That move is allowed, but this step asks you to end your turn.</source>
        <translation>Det trekket er lov, men i dette steget skal du avslutte turen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="101"/>
        <source>Step {number} of {total}</source>
        <translation>Steg {number} av {total}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="102"/>
        <source>{name} plays now; your next step follows.</source>
        <translation>Nå spiller {name}; så kommer ditt neste steg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="103"/>
        <source>That is the whole deal. The score sheet shows what each of you scored.</source>
        <translation>Det var hele given. Poengtabellen viser hva hver av dere fikk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="105"/>
        <source>Welcome to Casino. You play against North: take cards from the table with a card of the same rank, or with one worth their sum, and build for later. Follow the pointer.</source>
        <translation>Velkommen til Casino. Du spiller mot Nord: ta kort fra bordet med et kort av samme valør, eller med et kort som er verdt summen av dem, og bygg for å ta inn senere. Følg pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="107"/>
        <source>Welcome to Casino as it is often played at home. You play against North: take cards from the table with a card of the same rank, or with one worth their sum, build for later, and clear the table for a sweep, which scores. Follow the pointer.</source>
        <translation>Velkommen til Casino slik det ofte spilles hjemme. Du spiller mot Nord: ta kort fra bordet med et kort av samme valør, eller med et kort som er verdt summen av dem, bygg for å ta inn senere, og tøm bordet for en tabbe, som gir poeng. Følg pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="110"/>
        <source>Welcome to Wippen, the Belgian game. You play against North: take cards from the table with a card of the same rank, or with one worth their sum, build for later, and clear the table for a sweep, which scores. Follow the pointer.</source>
        <translation>Velkommen til Wippen, det belgiske spillet. Du spiller mot Nord: ta kort fra bordet med et kort av samme valør, eller med et kort som er verdt summen av dem, bygg for å ta inn senere, og tøm bordet for en tabbe, som gir poeng. Følg pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="113"/>
        <source>Welcome to Royal Casino. Here J counts 11, Q 12 and K 13, and an ace from your hand 1 or 14, so court cards take sums and build too. Follow the pointer.</source>
        <translation>Velkommen til Royal Casino. Her teller Kn 11, D 12 og K 13, og et ess fra hånden 1 eller 14, så bildekort tar også summer og bygger. Følg pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="115"/>
        <source>Welcome to Swedish Kasino. There is no building: take cards by rank or by sum, clear the table for a tabbe, and make the last capture, sistan. Follow the pointer.</source>
        <translation>Velkommen til svensk kasino. Her bygges det ikke: ta kort etter valør eller sum, ta alt på bordet og få tabbe, og ta siste stikk (sistan). Følg pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="117"/>
        <source>Welcome to Finnish Kasino. An ace from the hand counts 14, the 2♠ 15 and the 10♦ 16; aces and casinos score the moment you take them. Follow the pointer.</source>
        <translation>Velkommen til finsk kasino. Et ess fra hånden teller 14, 2♠ teller 15 og 10♦ 16; ess og kasinoer gir poeng i samme øyeblikk som du tar dem. Følg pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="119"/>
        <source>Welcome to Mulle, with two decks: every card has an identical twin. There is no building: take cards by rank or by sum, clear the table for a tabbe, and take a card&apos;s twin alone for a mulle, worth 5 points. Follow the pointer.</source>
        <translation>Velkommen til mulle, med to kortstokker: hvert kort har en identisk tvilling. Her bygges det ikke: ta kort etter valør eller sum, ta alt på bordet og få tabbe, og ta et korts tvilling alene for en mulle, som gir 5 poeng. Følg pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="122"/>
        <source>Welcome to Mulle, with two decks: every card has an identical twin. Take by rank or by sum, build, and take a twin for a mulle. Follow the pointer.</source>
        <translation>Velkommen til mulle, med to kortstokker: hvert kort har en identisk tvilling. Ta etter valør eller sum, bygg, og ta en tvilling for en mulle. Følg pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="124"/>
        <source>Welcome to Krypkasino, with two decks: every point you take is a penalty, and you must capture whenever you can. Follow the pointer.</source>
        <translation>Velkommen til krypkasino, med to kortstokker: hvert poeng du tar, er et straffepoeng, og du må ta når du kan. Følg pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="126"/>
        <source>Welcome to Dominican Royal Casino: a card equal to a loose table card must take it, and nobody raises their own build. Follow the pointer.</source>
        <translation>Velkommen til dominikansk Royal Casino: et kort med samme verdi som et løst kort på bordet må ta det, og ingen høyner sitt eget bygg. Følg pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="128"/>
        <source>Welcome to Swazi Casino. The four cards on the table were cut from the middle of the pack. Capture piles lie face up, and the top card of your opponent&apos;s pile can go into your builds. Play one card from your hand each turn, then end your turn. Follow the pointer.</source>
        <translation>Velkommen til eswatinisk kasino. De fire kortene på bordet ble tatt fra midten av kortstokken. Stikkhaugene ligger med forsiden opp, og det øverste kortet i motstanderens haug kan legges i byggene dine. Spill ett kort fra hånden hver tur, og avslutt så turen. Følg pilen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="137"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ (big casino) {big_casino} and the 2♠ (little casino) {little_casino}. The match goes on until someone reaches {target}.</source>
        <translation>Hver rad er noe som gir poeng, hver kolonne en spiller: flest kort {most_cards}, flest spar {most_spades}, hvert ess {each_ace}, 10♦ (store kasino) {big_casino} og 2♠ (lille kasino) {little_casino}. Partiet fortsetter til noen når {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="140"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ (big casino) {big_casino}, the 2♠ (little casino) {little_casino} and each sweep {sweep_points}. One round is the whole game.</source>
        <translation>Hver rad er noe som gir poeng, hver kolonne en spiller: flest kort {most_cards}, flest spar {most_spades}, hvert ess {each_ace}, 10♦ (store kasino) {big_casino}, 2♠ (lille kasino) {little_casino} og hver tabbe {sweep_points}. Én runde er hele partiet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="144"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino}, the 2♠ {little_casino} and each sweep {sweep_points}. The match goes on until someone reaches {target}.</source>
        <translation>Hver rad er noe som gir poeng, hver kolonne en spiller: flest kort {most_cards}, flest spar {most_spades}, hvert ess {each_ace}, 10♦ {big_casino}, 2♠ {little_casino} og hver tabbe {sweep_points}. Partiet fortsetter til noen når {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="147"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino} and the 2♠ {little_casino}. The match goes on until someone reaches {target}.</source>
        <translation>Hver rad er noe som gir poeng, hver kolonne en spiller: flest kort {most_cards}, flest spar {most_spades}, hvert ess {each_ace}, 10♦ {big_casino} og 2♠ {little_casino}. Partiet fortsetter til noen når {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="150"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino}, the 2♠ {little_casino}, the last capture (sistan) {last_capture} and each tabbe {sweep_points}. The match goes on until someone reaches {target}.</source>
        <translation>Hver rad er noe som gir poeng, hver kolonne en spiller: flest kort {most_cards}, flest spar {most_spades}, hvert ess {each_ace}, 10♦ {big_casino}, 2♠ {little_casino}, siste stikk {last_capture} og hver tabbe {sweep_points}. Partiet fortsetter til noen når {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="154"/>
        <source>Each row is one thing that scores, each column a player; the rows marked “at once” were scored the moment the card was taken. Each mökki scores {sweep_points} unless both of you made one. The match goes on until someone reaches {target}.</source>
        <translation>Hver rad er noe som gir poeng, hver kolonne en spiller; radene merket «med en gang» ble telt i samme øyeblikk som kortet ble tatt. Hver mökki (tabbe) gir {sweep_points} hvis ikke begge har fått en. Partiet fortsetter til noen når {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="158"/>
        <source>Each row is one thing that scores, each column a player: most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino}, the 2♠ {little_casino}, the last capture (sistan) {last_capture}, each tabbe {sweep_points} and each mulle 5; there is no point for most cards. The match goes on until someone reaches {target}.</source>
        <translation>Hver rad er noe som gir poeng, hver kolonne en spiller: flest spar {most_spades}, hvert ess {each_ace}, 10♦ {big_casino}, 2♠ {little_casino}, siste stikk {last_capture}, hver tabbe {sweep_points} og hver mulle 5; flest kort gir ingen poeng. Partiet fortsetter til noen når {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="162"/>
        <source>Each row is one thing that scores, each column a player: every spade {each_spade}, the 10♦ {big_casino}, the 2♠ {little_casino}, the A♠ {ace_of_spades} more, each sweep {sweep_points} and each mulle the value of the card that made it. One round is the whole game.</source>
        <translation>Hver rad er noe som gir poeng, hver kolonne en spiller: hver spar {each_spade}, 10♦ {big_casino}, 2♠ {little_casino}, E♠ {ace_of_spades} ekstra, hver tabbe {sweep_points} og hver mulle verdien av kortet som tok den. Én runde er hele partiet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="166"/>
        <source>Each row is a penalty, each column a player: every spade and ace, the casinos and each sweep count against whoever took them, and a sweep credits whoever left the table open. The fewest penalties win once each of you has dealt.</source>
        <translation>Hver rad er en straffepost, hver kolonne en spiller: hver spar og hvert ess, kasinoene og hver tabbe teller mot den som tok dem, og en tabbe gir den som lot bordet stå åpent, poeng til gode. Færrest straffepoeng vinner når hver av dere har gitt én gang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="169"/>
        <source>Each row is one thing that scores, each column a player; sweeps of both sides cancel out. The match goes on to {target}, where near the end only most cards, the 10♦ or most spades can win it.</source>
        <translation>Hver rad er noe som gir poeng, hver kolonne en spiller; begge siders tabber opphever hverandre. Partiet går til {target}, og nær slutten kan bare flest kort, 10♦ eller flest spar avgjøre det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="172"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino} and the 2♠ {little_casino}: 11 points in every deal, shared when tied. The match goes on until someone reaches {target}.</source>
        <translation>Hver rad er noe som gir poeng, hver kolonne en spiller: flest kort {most_cards}, flest spar {most_spades}, hvert ess {each_ace}, 10♦ {big_casino} og 2♠ {little_casino}: 11 poeng i hver giv, som deles ved likt. Partiet fortsetter til noen når {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="177"/>
        <source>&amp;Close the Lesson</source>
        <translation>&amp;Lukk leksjonen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="178"/>
        <source>&amp;End Turn</source>
        <translation>&amp;Avslutt turen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="179"/>
        <source>End your turn once you have played your card from the hand (and any table cards you add).</source>
        <translation>Avslutt turen når du har spilt kortet ditt fra hånden (og lagt til de kortene fra bordet du vil).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="180"/>
        <source>&amp;Lesson</source>
        <translation>&amp;Leksjon</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="181"/>
        <source>&amp;Start Again</source>
        <translation>&amp;Begynn på nytt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="182"/>
        <source>A Guided First Game</source>
        <translation>Et første parti med guide</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="183"/>
        <source>New to {game}? Play a short guided deal: the table shows you each kind of move, one at a time, and explains what scores.</source>
        <translation>Ny i {game}? Spill en kort giv med guide: bordet viser deg hver type trekk, ett om gangen, og forklarer hva som gir poeng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="185"/>
        <source>Play the &amp;Guided Deal</source>
        <translation>Spill given med &amp;guide</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="186"/>
        <source>&amp;Not Now</source>
        <translation>&amp;Ikke nå</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="187"/>
        <source>&amp;Guided First Game</source>
        <translation>Første parti med &amp;guide</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="188"/>
        <source>{game}: a guided first game</source>
        <translation>{game}: et første parti med guide</translation>
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
        <translation>bygg på {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="22"/>
        <source>multiple build {value} ({cards})</source>
        <comment>a build of several groups of one value and its groups, such as: multiple build 8 (5♦ + 3♠, 8♠)</comment>
        <translation>dobbeltbygg på {value} ({cards})</translation>
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
        <translation>Du slipper {card} på en tom del av bordet for å legge det ut. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="28"/>
        <source>You drop the {card} on {things} to trail it and build {value} from them: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du slipper {card} på {things} for å legge det ut og bygge {value} av dem: {sum}. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="30"/>
        <source>You drop the {card} on {things} to make a capture. Is that play legal? If not, pick the reason.</source>
        <translation>Du slipper {card} på {things} for å ta et stikk. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="31"/>
        <source>You drop the {card} on {things} to make a capture: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du slipper {card} på {things} for å ta et stikk: {sum}. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="33"/>
        <source>You drop the {card} on {things} to make a capture, the {card} counted as {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du slipper {card} på {things} for å ta et stikk, med {card} regnet som {value}: {sum}. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="35"/>
        <source>You drop the {card} on {things} to make a capture, the {card} counted as {value}. Is that play legal? If not, pick the reason.</source>
        <translation>Du slipper {card} på {things} for å ta et stikk, med {card} regnet som {value}. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="37"/>
        <source>You drop the {card} on {things} to build {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du slipper {card} på {things} for å bygge {value}: {sum}. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="39"/>
        <source>You drop the {card} on {things} to build {value}s: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du slipper {card} på {things} for å bygge {value} dobbelt: {sum}. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="41"/>
        <source>You drop the {card} on {build} to raise it to {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du slipper {card} på {build} for å høyne det til {value}: {sum}. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="43"/>
        <source>You drop the {card} on {build} with {things} to raise it to {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du slipper {card} på {build} med {things} for å høyne det til {value}: {sum}. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="45"/>
        <source>You drop the {card} on {build} to add it to the build, which stays {value}. Is that play legal? If not, pick the reason.</source>
        <translation>Du slipper {card} på {build} for å legge det til i bygget, som forblir {value}. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="47"/>
        <source>You drop the {card} on {build} with {things} to add them to the build, which stays {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du slipper {card} på {build} med {things} for å legge dem til i bygget, som forblir {value}: {sum}. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="49"/>
        <source>You drag the {card} onto the {target} to build {value} from table cards: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du drar {card} til {target} for å bygge {value} av kort på bordet: {sum}. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="51"/>
        <source>You drag the {card} onto the {target} to build {value} from {things}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du drar {card} til {target} for å bygge {value} av {things}: {sum}. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="53"/>
        <source>You drag the {card} onto {build} to add it to the build, which stays {value}. Is that play legal? If not, pick the reason.</source>
        <translation>Du drar {card} til {build} for å legge det til i bygget, som forblir {value}. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="55"/>
        <source>You drag {things} onto {build} to add them to the build, which stays {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Du drar {things} til {build} for å legge dem til i bygget, som forblir {value}: {sum}. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="57"/>
        <source>You press End Turn. Is that play legal? If not, pick the reason.</source>
        <translation>Du trykker på Avslutt turen. Er trekket lov? Hvis ikke, velg hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="62"/>
        <source>What the {card} would take makes {sum}, not {value}.</source>
        <comment>{sum} is the table cards&apos; total, such as: 2 + 4 = 6 (or just 2); {value} is what the card counts</comment>
        <translation>Det som {card} ville tatt, blir {sum}, ikke {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="33"/>
        <source>Table in &amp;Words</source>
        <translation>Bordet i o&amp;rd</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="34"/>
        <source>&amp;High Contrast</source>
        <translation>&amp;Høy kontrast</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="35"/>
        <source>Lar&amp;ge Cards</source>
        <translation>Store &amp;kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="36"/>
        <source>The table, your hand, the seats and your legal moves as lists a screen reader reads</source>
        <translation>Bordet, hånden din, spillerne og de lovlige trekkene dine som lister en skjermleser kan lese</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="37"/>
        <source>White on black, with strong card outlines and indices, for any card theme</source>
        <translation>Hvitt på svart, med tydelige kortkanter og hjørnemerker, for alle kortdesign</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="38"/>
        <source>Your hand, the table&apos;s cards and the words around them drawn larger</source>
        <translation>Hånden din, kortene på bordet og ordene rundt dem i større format</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="39"/>
        <source>Your hand and the table&apos;s cards are now drawn larger.</source>
        <translation>Hånden din og kortene på bordet vises nå i større format.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="40"/>
        <source>The cards are now drawn at their usual size.</source>
        <translation>Kortene vises nå i vanlig størrelse.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="27"/>
        <source>It is not your turn to play.</source>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="28"/>
        <source>Only the first {count} moves are listed: pick a hand card on the table for the others.</source>
        <translation>Bare de første {count} trekkene vises: velg et av kortene på hånden for å se de andre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="76"/>
        <source>Table in Words</source>
        <translation>Bordet i ord</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="84"/>
        <source>Legal &amp;moves</source>
        <translation>Lovlige &amp;trekk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="84"/>
        <source>Legal moves</source>
        <translation>Lovlige trekk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="85"/>
        <source>Your legal moves; Enter plays the selected one.</source>
        <translation>De lovlige trekkene dine; Enter spiller det markerte.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="89"/>
        <source>Last message</source>
        <translation>Siste melding</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="91"/>
        <source>Your ha&amp;nd</source>
        <translation>&amp;Hånden din</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="91"/>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="51"/>
        <source>Your hand</source>
        <translation>Hånden din</translation>
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
        <translation>Bygg med kortene sine, løse kort og talongen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="109"/>
        <source>&amp;Seats</source>
        <translation>&amp;Spillere</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="109"/>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="27"/>
        <source>Seats</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="109"/>
        <source>Each seat&apos;s hand and the cards it took.</source>
        <translation>Hver spillers hånd og kortene spilleren har tatt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="113"/>
        <location filename="../../casino_desktop/qt/access/panel.py" line="114"/>
        <source>Close the table in words</source>
        <translation>Lukk bordet i ord</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="115"/>
        <source>View › Table in Words (F7) opens it again.</source>
        <translation>Vis › Bordet i ord (F7) åpner det igjen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of spades</source>
        <translation>Spar ess</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of hearts</source>
        <translation>Hjerter ess</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of diamonds</source>
        <translation>Ruter ess</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of clubs</source>
        <translation>Kløver ess</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of spades</source>
        <translation>Spar to</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of hearts</source>
        <translation>Hjerter to</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of diamonds</source>
        <translation>Ruter to</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of clubs</source>
        <translation>Kløver to</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of spades</source>
        <translation>Spar tre</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of hearts</source>
        <translation>Hjerter tre</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of diamonds</source>
        <translation>Ruter tre</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of clubs</source>
        <translation>Kløver tre</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of spades</source>
        <translation>Spar fire</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of hearts</source>
        <translation>Hjerter fire</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of diamonds</source>
        <translation>Ruter fire</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of clubs</source>
        <translation>Kløver fire</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of spades</source>
        <translation>Spar fem</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of hearts</source>
        <translation>Hjerter fem</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of diamonds</source>
        <translation>Ruter fem</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of clubs</source>
        <translation>Kløver fem</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of spades</source>
        <translation>Spar seks</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of hearts</source>
        <translation>Hjerter seks</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of diamonds</source>
        <translation>Ruter seks</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of clubs</source>
        <translation>Kløver seks</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of spades</source>
        <translation>Spar sju</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of hearts</source>
        <translation>Hjerter sju</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of diamonds</source>
        <translation>Ruter sju</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of clubs</source>
        <translation>Kløver sju</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of spades</source>
        <translation>Spar åtte</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of hearts</source>
        <translation>Hjerter åtte</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of diamonds</source>
        <translation>Ruter åtte</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of clubs</source>
        <translation>Kløver åtte</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of spades</source>
        <translation>Spar ni</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of hearts</source>
        <translation>Hjerter ni</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of diamonds</source>
        <translation>Ruter ni</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of clubs</source>
        <translation>Kløver ni</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of spades</source>
        <translation>Spar ti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of hearts</source>
        <translation>Hjerter ti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of diamonds</source>
        <translation>Ruter ti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of clubs</source>
        <translation>Kløver ti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of spades</source>
        <translation>Spar knekt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of hearts</source>
        <translation>Hjerter knekt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of diamonds</source>
        <translation>Ruter knekt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of clubs</source>
        <translation>Kløver knekt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of spades</source>
        <translation>Spar dame</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of hearts</source>
        <translation>Hjerter dame</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of diamonds</source>
        <translation>Ruter dame</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of clubs</source>
        <translation>Kløver dame</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of spades</source>
        <translation>Spar konge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of hearts</source>
        <translation>Hjerter konge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of diamonds</source>
        <translation>Ruter konge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of clubs</source>
        <translation>Kløver konge</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="35"/>
        <source>{card}, in your hand</source>
        <translation>{card}, på hånden din</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="36"/>
        <source>{card}, in {name}&apos;s hand</source>
        <translation>{card}, på hånden til {name}</translation>
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
        <translation>Løst kort {index} av {count} på bordet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="40"/>
        <source>{count} legal moves with this card.</source>
        <extracomment>For one: {count} legal move with this card.</extracomment>
        <translation>
            <numerusform>{count} lovlig trekk med dette kortet.</numerusform>
            <numerusform>{count} lovlige trekk med dette kortet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="41"/>
        <source>Build of {value}, yours, {count} cards</source>
        <extracomment>For one: Build of {value}, yours, {count} card</extracomment>
        <translation>
            <numerusform>Bygg på {value}, ditt, {count} kort</numerusform>
            <numerusform>Bygg på {value}, ditt, {count} kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="42"/>
        <source>Build of {value}, {name}&apos;s, {count} cards</source>
        <extracomment>For one: Build of {value}, {name}&apos;s, {count} card</extracomment>
        <translation>
            <numerusform>Bygg på {value}, eies av {name}, {count} kort</numerusform>
            <numerusform>Bygg på {value}, eies av {name}, {count} kort</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="43"/>
        <source>Single build: {cards}.</source>
        <translation>Enkelt bygg: {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="44"/>
        <source>Multiple build: {cards}.</source>
        <translation>Dobbeltbygg: {cards}.</translation>
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
            <numerusform>{count} kort på hånden</numerusform>
            <numerusform>{count} kort på hånden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="47"/>
        <source>{count} cards taken</source>
        <extracomment>For one: {count} card taken</extracomment>
        <translation>
            <numerusform>{count} kort tatt</numerusform>
            <numerusform>{count} kort tatt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="48"/>
        <source>Deals this round.</source>
        <translation>Er giver denne runden.</translation>
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
            <numerusform>{count} spar tatt.</numerusform>
            <numerusform>{count} spar tatt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="51"/>
        <source>{count} sweeps.</source>
        <extracomment>For one: {count} sweep.</extracomment>
        <translation>
            <numerusform>{count} tabbe.</numerusform>
            <numerusform>{count} tabber.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="52"/>
        <source>{count} mulles.</source>
        <extracomment>For one: {count} mulle.</extracomment>
        <translation>
            <numerusform>{count} mulle.</numerusform>
            <numerusform>{count} muller.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="53"/>
        <source>Takes cards into one pile with {name}.</source>
        <translation>Samler stikkene i samme haug som {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="54"/>
        <source>No hand is shown face up.</source>
        <translation>Ingen hånd vises med forsiden opp.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="56"/>
        <source>{card}, on top of your capture pile</source>
        <translation>{card}, øverst i stikkhaugen din</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="56"/>
        <source>{card}, on top of {name}&apos;s capture pile</source>
        <translation>{card}, øverst i stikkhaugen til {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="57"/>
        <source>Capture pile of {count} cards; its top card may be used like a table card.</source>
        <extracomment>For one: Capture pile of {count} card; its top card may be used like a table card.</extracomment>
        <translation>
            <numerusform>Stikkhaug med {count} kort; det øverste kortet kan brukes som et kort på bordet.</numerusform>
            <numerusform>Stikkhaug med {count} kort; det øverste kortet kan brukes som et kort på bordet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="24"/>
        <source>There is no move of yours in this round to take back.</source>
        <translation>Du har ikke noe trekk i denne runden å angre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="25"/>
        <source>There is no move taken back to play again.</source>
        <translation>Det finnes ikke noe angret trekk å spille på nytt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="26"/>
        <source>There is no finished round of this game to review.</source>
        <translation>Det finnes ingen avsluttet runde i dette partiet å gå gjennom.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="27"/>
        <source>Looking for a good move…</source>
        <translation>Leter etter et godt trekk …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="36"/>
        <source>&amp;Take Back Move</source>
        <translation>&amp;Angre trekk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="39"/>
        <source>R&amp;edo Move</source>
        <translation>&amp;Gjør om trekk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="44"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="47"/>
        <source>Re&amp;view Last Round…</source>
        <translation>Gå gjennom s&amp;iste runde …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="55"/>
        <source>&amp;Cards Still Out</source>
        <translation>&amp;Usette kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="59"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Firefargestokk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="60"/>
        <source>Diamonds blue and clubs green: {diamond} and {spade} at a glance</source>
        <translation>Ruter i blått og kløver i grønt: {diamond} og {spade} ser du med en gang</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="37"/>
        <source>You came back to the table after the round&apos;s first {count} moves, so this review begins at move {number}; the moves before it are in the play log.</source>
        <comment>the review of a round at a network table, for a player who rejoined mid-round; {number} is {count} + 1</comment>
        <extracomment>For one: You came back to the table after the round&apos;s first move, so this review begins at move {number}; the move before it is in the play log.</extracomment>
        <translation>
            <numerusform>Du kom tilbake til bordet etter rundens første trekk, så gjennomgangen begynner ved trekk {number}; trekket før står i spilloggen.</numerusform>
            <numerusform>Du kom tilbake til bordet etter rundens første {count} trekk, så gjennomgangen begynner ved trekk {number}; trekkene før står i spilloggen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="52"/>
        <source>Review of round {number}</source>
        <translation>Gjennomgang av runde {number}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="53"/>
        <source>Review of round {number} — {variant}</source>
        <translation>Gjennomgang av runde {number} — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="77"/>
        <source>Table of the round under review</source>
        <translation>Bordet i runden som gås gjennom</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="86"/>
        <source>Every hand is shown face up. During play each player saw only its own hand; the cards of the move about to be made are marked.</source>
        <translation>Alle hender vises med forsiden opp. Under spillet så hver spiller bare sin egen hånd; kortene i trekket som skal gjøres, er merket.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="89"/>
        <source>Your own hand is shown face up and the others face down, as you saw them during play; the cards of the move about to be made are marked.</source>
        <translation>Din egen hånd vises med forsiden opp og de andre med baksiden opp, slik du så dem under spillet; kortene i trekket som skal gjøres, er merket.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="104"/>
        <source>Moves of the round</source>
        <translation>Rundens trekk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="106"/>
        <source>Round over: {results}</source>
        <translation>Runden er slutt: {results}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="134"/>
        <source>&amp;Start</source>
        <comment>the review&apos;s first position</comment>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="135"/>
        <source>&amp;Back</source>
        <comment>the review&apos;s previous move</comment>
        <translation>&amp;Tilbake</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="136"/>
        <source>&amp;Forward</source>
        <comment>the review&apos;s next move</comment>
        <translation>&amp;Fram</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="137"/>
        <source>&amp;End</source>
        <comment>the review&apos;s end of the round</comment>
        <translation>S&amp;lutt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="194"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="164"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="213"/>
        <source>Round over.</source>
        <translation>Runden er slutt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="197"/>
        <source>Move {number} of {count}: {move}</source>
        <translation>Trekk {number} av {count}: {move}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="128"/>
        <source>Burgundy Lattice</source>
        <comment>a card back design</comment>
        <translation>Vinrødt gitter</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="129"/>
        <source>Navy Rosette</source>
        <comment>a card back design</comment>
        <translation>Marineblå rosett</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="130"/>
        <source>Forest Tartan</source>
        <comment>a card back design</comment>
        <translation>Skoggrønn tartan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="131"/>
        <source>Charcoal Sunburst</source>
        <comment>a card back design</comment>
        <translation>Koksgrå solstråler</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="25"/>
        <source>Green Baize</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Grønn filt</translation>
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
        <translation>Vinrød</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="28"/>
        <source>Slate Grey</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Skifergrå</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="29"/>
        <source>Walnut</source>
        <comment>a colour of the table&apos;s cloth (a wooden table)</comment>
        <translation>Valnøtt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="57"/>
        <source>Card &amp;Theme</source>
        <translation>Kortd&amp;esign</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="63"/>
        <source>Card &amp;Back</source>
        <translation>Kort&amp;bakside</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="66"/>
        <source>F&amp;elt</source>
        <comment>View menu: the table&apos;s cloth</comment>
        <translation>Bord&amp;duk</translation>
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
        <translation>Store hjørnemerker</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/catalogs.py" line="129"/>
        <location filename="../../casino_desktop/qt/catalogs.py" line="131"/>
        <source>The language could not be loaded, so the game stays in English: {reason}</source>
        <translation>Språket kunne ikke lastes inn, så spillet fortsetter på engelsk: {reason}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/catalogs.py" line="132"/>
        <source>its catalog is damaged.</source>
        <translation>oversettelsesfilen er skadet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/daily_deal.py" line="36"/>
        <source>This match is today&apos;s deal already; Game › Restart deals it again from its first card.</source>
        <comment>said when Game › Deal of the Day is chosen while today&apos;s deal is being played</comment>
        <translation>Dette partiet er allerede dagens giv; Spill › Begynn på nytt gir det på nytt fra første kort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/daily_deal.py" line="38"/>
        <source>You have finished today&apos;s deal at this table before: these are the same cards again.</source>
        <comment>under the deal of the day&apos;s line, when the player has finished today&apos;s deal of this game at this table already today</comment>
        <translation>Du har allerede spilt ferdig dagens giv ved dette bordet: dette er de samme kortene igjen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/daily_deal.py" line="55"/>
        <source>d MMMM yyyy</source>
        <comment>a date&apos;s format, in Qt&apos;s date format codes</comment>
        <translation>d. MMMM yyyy</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/daily_deal.py" line="59"/>
        <source>Deal of the day, {date}: the same cards for everyone who plays this game at this table today.</source>
        <translation>Dagens giv, {date}: de samme kortene for alle som spiller dette spillet ved dette bordet i dag.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="28"/>
        <source>**With the mouse.** Drag a card from your hand onto a table card, a build or the empty felt.  While you drag, every target that makes a legal move lights up.  If the drop means one move, it is played; if it could mean several (take these cards, or build with them), you choose from a short list; if it means none, the card goes back and the status line says why.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Med musen.** Dra et kort fra hånden til et kort på bordet, et bygg eller den tomme bordduken.  Mens du drar, lyser hvert mål som gir et lovlig trekk.  Passer kortet bare til ett trekk der du slipper det, blir trekket spilt; passer det til flere (ta disse kortene, eller bygge med dem), velger du fra en liste; passer det til ingen, går kortet tilbake, og statuslinjen sier hvorfor.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="32"/>
        <source>**By clicking.** Click a card in your hand, then the table cards you want to take or build with (a running sum shows).  The bar under the table offers the moves that selection makes: click one, or press its number.  A double-click on a card in your hand plays it: at once if it has one move, else from a short list.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Ved å klikke.** Klikk på et kort på hånden og så på kortene på bordet du vil ta eller bygge med (en løpende sum vises).  Linjen under bordet viser trekkene valget gir: klikk på ett, eller trykk på tallet.  Dobbeltklikker du på et kort på hånden, spilles det: med en gang hvis det har ett trekk, ellers velger du fra en kort liste.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="36"/>
        <source>**With the keyboard.** The arrow keys move a cursor (Up to the table, Down to your hand, Left and Right along the row).  Space picks the card under the cursor; Enter plays what you picked (on a hand card, the first Enter picks it); 1-9 play the moves offered in the bar; Esc clears your choice.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Med tastaturet.** Piltastene flytter en markør (opp til bordet, ned til hånden, venstre og høyre langs raden).  Mellomrom velger kortet under markøren; Enter spiller det du har valgt (på et kort på hånden velger første Enter kortet); 1–9 spiller trekkene som vises i linjen; Esc fjerner valget.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="44"/>
        <source>**The score and the log.** Tab goes from the table on to the score table and the play log, and then back to the table; there the arrow keys move from line to line.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Poeng og logg.** Tab går fra bordet videre til poengtabellen og spilloggen, og så tilbake til bordet; der flytter piltastene fra linje til linje.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="47"/>
        <source>**The gold glow.** On your turn, the table cards and builds that glow gold are the ones a card in your hand can take or build with.  Once you pick a card from your hand, only those that can go with it glow.  A dashed light blue ring marks the cards of a hint.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Det gylne lyset.** Når det er din tur, lyser de kortene og byggene på bordet gyllent som et kort på hånden din kan ta eller bygge med.  Når du har valgt et kort fra hånden, lyser bare de som passer med det.  En stiplet lyseblå ring markerer kortene i et tips.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="51"/>
        <source>Several people at one screen</source>
        <translation>Flere personer ved samme skjerm</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="52"/>
        <source>In *Game › New Game*, make more than one seat *Human* and type each person&apos;s name.  Every hand is then face down between turns, and the table asks for the screen to be passed on; the person to play shows their cards with Space or the button.  Until then, the one who just played may still take the move back (*Game › Take Back Move*).  Untick *Hide each hand…* to learn together with all hands face up.</source>
        <comment>Markdown: keep the * marks; the menu paths as the menus say them</comment>
        <translation>I *Spill › Nytt parti* gjør du mer enn én plass til *Menneske* og skriver inn navnet til hver person.  Da ligger hver hånd med baksiden opp mellom turene, og bordet ber om at skjermen sendes videre; den som skal spille, viser kortene sine med mellomromstasten eller knappen.  Fram til da kan den som nettopp spilte, fortsatt angre trekket (*Spill › Angre trekk*).  Fjern haken ved *Skjul hver hånd…* hvis dere vil lære sammen med alle hender med forsiden opp.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="64"/>
        <source>Fair cards</source>
        <translation>Ærlig spill</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="65"/>
        <source>**What the computer sees.** A computer player chooses its move from what you would see in its seat: its own hand, the table and the cards played so far.  It never sees your hand or the order of the stock, at any level.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Hva datamaskinen ser.** En datamaskinspiller velger trekket sitt ut fra det du ville sett på plassen dens: sin egen hånd, bordet og kortene som er spilt så langt.  Den ser aldri hånden din eller rekkefølgen i talongen, på noe nivå.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="68"/>
        <source>**The deal number.** Every match is shuffled from the number shown under the game&apos;s name in the side panel (*View › Side Panel*).  *Game › Restart* deals the same cards again, and the same number typed in *Game › New Game* deals them again for the same game and players, on any computer.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths as the menus say them</comment>
        <translation>**Givens nummer.** Hvert parti stokkes ut fra nummeret under spillets navn i sidepanelet (*Vis › Sidepanel*).  *Spill › Begynn på nytt* gir de samme kortene igjen, og det samme nummeret skrevet inn i *Spill › Nytt parti* gir dem igjen for samme spill og spillere, på hvilken som helst datamaskin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="72"/>
        <source>**A past deal.** *Game › Statistics* lists the deal number of each of your last matches: choose one and press *Play This Deal Again*, and *New Game* opens with its game, house rules and deal number.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths and the button as the menus and Statistics say them</comment>
        <translation>**En tidligere giv.** *Spill › Statistikk* viser givnummeret for hvert av de siste partiene dine: velg ett og trykk på *Spill given igjen*, så åpnes *Nytt parti* med partiets spill, husregler og givnummer.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="76"/>
        <source>Playing over the network</source>
        <translation>Spille over nettverket</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="77"/>
        <source>**Hosting.** *Game › Play Over the Network › Host…* first asks for the game as *New Game* does.  There the first seat is yours; every other seat set to *Joins over the network* is a seat for someone who joins from another computer (type a name and that seat waits for that person); a *Computer* seat is played by this computer.  Then read the join code and the address to the others.  Closing the table&apos;s window closes the table for everyone (you are asked first); *Host…* later offers to resume a match that stopped.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths as the menus say them</comment>
        <translation>**Være vert.** *Spill › Spill over nettverket › Vær vert …* spør først om partiet, slik *Nytt parti* gjør.  Der er den første plassen din; hver annen plass som er satt til *Blir med over nettverket*, er en plass for noen som blir med fra en annen datamaskin (skriv inn et navn, så venter plassen på den personen); en plass som er satt til *Datamaskin*, spilles av denne datamaskinen.  Les så opp koden og adressen for de andre.  Lukker du bordets vindu, stenges bordet for alle (du blir spurt først); *Vær vert …* tilbyr senere å fortsette et parti som stoppet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="84"/>
        <source>**Joining.** *Game › Play Over the Network › Join…* lists the tables on this network; pick one or type the address the host reads out, then the code.  If a table refuses you, the dialog says why and keeps what you typed.  If your computer or the host&apos;s stops, join again: your program takes your seat back, and a computer player plays it meanwhile.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths as the menus say them</comment>
        <translation>**Bli med.** *Spill › Spill over nettverket › Bli med …* viser bordene på dette nettverket; velg ett, eller skriv inn adressen verten leser opp, og deretter koden.  Hvis et bord avviser deg, sier dialogboksen hvorfor og beholder det du skrev.  Stopper din eller vertens datamaskin, blir du bare med igjen: programmet ditt tar plassen din tilbake, og en datamaskinspiller spiller den så lenge.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="130"/>
        <source>The rules of the game you are playing are under *Help › Rules*; this page is about the table.</source>
        <comment>Markdown: keep the * marks</comment>
        <translation>Reglene for spillet du spiller, finner du under *Hjelp › Regler*; denne siden handler om bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="132"/>
        <source>How to play</source>
        <translation>Slik spiller du</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="132"/>
        <source>Commands</source>
        <translation>Kommandoer</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="141"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
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
        <translation>&amp;Slik spiller du</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="146"/>
        <source>&amp;About Casino</source>
        <translation>&amp;Om Casino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="175"/>
        <source>How to Play</source>
        <translation>Slik spiller du</translation>
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
        <translation>&lt;p&gt;Kortspillet Casino — Cassino, Royal Casino, nordisk kasino og mulle — mot datamaskinspillere.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="188"/>
        <source>&lt;p&gt;Cards are drawn by the program itself. Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kortene tegnes av programmet selv. Fri programvare under GNU GPL, versjon 3 eller senere.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="30"/>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="70"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="154"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="210"/>
        <source>Host a Table</source>
        <translation>Vær vert for et bord</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="37"/>
        <source>&amp;Next</source>
        <comment>from the hosted game&apos;s setup on to the table&apos;s join code and port</comment>
        <translation>&amp;Neste</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="47"/>
        <source>Joins over the network</source>
        <comment>who plays a seat at a network table</comment>
        <translation>Blir med over nettverket</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="66"/>
        <source>Who sits here (optional)</source>
        <comment>a network seat&apos;s name field: the player who joins by that name takes the seat</comment>
        <translation>Hvem som sitter her (valgfritt)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="69"/>
        <source>Type the name of the player who should sit here: when they join with that name, they take this seat. Left empty, the seat goes to whoever joins.</source>
        <translation>Skriv navnet på spilleren som skal sitte her: når hen blir med under det navnet, får hen denne plassen. Står feltet tomt, går plassen til den som blir med.</translation>
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
        <translation>Navn ({seat})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="81"/>
        <source>No seat is left for anyone to join: every other seat is a computer&apos;s. Choose “{choice}” for each player who joins.</source>
        <translation>Ingen plass er igjen for noen å bli med på: alle de andre plassene er datamaskinens. Velg «{choice}» for hver spiller som blir med.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="70"/>
        <source>&amp;Reset to the preset&apos;s rules</source>
        <translation>&amp;Tilbakestill til variantens regler</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="108"/>
        <source>{game} cannot take these house rules that {before} had, so they are left out (they come back if you choose {before} again): {rules}.</source>
        <extracomment>For one: {game} cannot take this house rule that {before} had, so it is left out (it comes back if you choose {before} again): {rules}.</extracomment>
        <translation>
            <numerusform>{game} kan ikke ta denne husregelen som {before} hadde, så den blir utelatt (den kommer tilbake hvis du velger {before} igjen): {rules}.</numerusform>
            <numerusform>{game} kan ikke ta disse husreglene som {before} hadde, så de blir utelatt (de kommer tilbake hvis du velger {before} igjen): {rules}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="131"/>
        <source>House rules: {count} differ from the preset</source>
        <comment>the heading of the New Game window&apos;s house rules</comment>
        <extracomment>For one: House rules: {count} differs from the preset</extracomment>
        <translation>
            <numerusform>Husregler: {count} avviker fra varianten</numerusform>
            <numerusform>Husregler: {count} avviker fra varianten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="134"/>
        <source>Changed from the preset: {rules}.</source>
        <comment>the house rules that differ from the chosen game&apos;s usual rules</comment>
        <translation>Endret fra varianten: {rules}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="137"/>
        <source>House rules (the preset&apos;s values unless you change them)</source>
        <translation>Husregler (variantens verdier hvis du ikke endrer dem)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="24"/>
        <source>Deal</source>
        <comment>a tab of the house rules</comment>
        <translation>Utdeling</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="25"/>
        <source>Capturing</source>
        <comment>a tab of the house rules</comment>
        <translation>Å ta kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="26"/>
        <source>Building</source>
        <comment>a tab of the house rules</comment>
        <translation>Bygging</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="27"/>
        <source>Scoring</source>
        <comment>a tab of the house rules</comment>
        <translation>Poengtelling</translation>
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
            <numerusform>{tab} ({count} endring)</numerusform>
            <numerusform>{tab} ({count} endringer)</numerusform>
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
        <translation>Starte et nytt parti og gi opp det som pågår?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="48"/>
        <source>&amp;Start New Game</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Start nytt parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="49"/>
        <source>Restart</source>
        <comment>the window title: deal the match again</comment>
        <translation>Begynn på nytt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="50"/>
        <source>Deal this match again from its first card and give up the play so far?</source>
        <translation>Dele ut partiet på nytt fra første kort og gi opp spillet så langt?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="51"/>
        <source>&amp;Restart</source>
        <comment>the button: deal the match again, with its Alt letter</comment>
        <translation>&amp;Begynn på nytt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="52"/>
        <source>Deal of the Day</source>
        <translation>Dagens giv</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="52"/>
        <source>Play the deal of the day and give up the match in progress?</source>
        <translation>Spille dagens giv og gi opp partiet som pågår?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="53"/>
        <source>&amp;Play Deal of the Day</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>Spill &amp;dagens giv</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="55"/>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="59"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="277"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="285"/>
        <source>Open Game</source>
        <translation>Åpne parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="55"/>
        <source>Open the saved game and give up the match in progress?</source>
        <translation>Åpne det lagrede partiet og gi opp det som pågår?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="56"/>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="61"/>
        <source>&amp;Open Saved Game</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Åpne lagret parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="59"/>
        <source>Go back to where this match was saved? The moves played since then will be lost.</source>
        <translation>Gå tilbake til der dette partiet ble lagret? Trekkene som er spilt siden da, går tapt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="64"/>
        <source>It will count as given up in your statistics.</source>
        <translation>Det teller som avbrutt i statistikken din.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="65"/>
        <source>&amp;Keep Playing</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Fortsett å spille</translation>
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
        <translation>&amp;Lag (makkerne sitter rett overfor hverandre)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="100"/>
        <source>Pla&amp;yers:</source>
        <translation>Sp&amp;illere:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="106"/>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="342"/>
        <source>one round</source>
        <comment>a match without a target score</comment>
        <translation>én runde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="107"/>
        <source>&amp;Target score:</source>
        <translation>&amp;Poengmål:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="111"/>
        <source>a new deal, shuffled at random</source>
        <translation>en ny giv, tilfeldig stokket</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="112"/>
        <source>The same number deals the same cards on every computer: play a deal again, or give its number to a friend. The side panel shows the number of the game being played.</source>
        <translation>Samme nummer gir de samme kortene på alle datamaskiner: spill en giv igjen, eller gi nummeret til en venn. Sidepanelet viser nummeret på partiet som spilles.</translation>
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
        <translation>&amp;Start</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="334"/>
        <source>Usually: {summary} Your house rules below change that.</source>
        <comment>New Game, under the chosen game when house rules differ from its preset: {summary} is the game&apos;s usual description, a sentence</comment>
        <translation>Vanligvis: {summary} Husreglene dine nedenfor endrer det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="341"/>
        <source>none: a fixed number of rounds</source>
        <translation>ingen: et fast antall runder</translation>
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
        <translation>Ordliste</translation>
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
        <translation>Alle innstillinger</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="122"/>
        <source>Show or hide every setting of this game, with its value</source>
        <translation>Vis eller skjul alle innstillingene for dette spillet, med verdiene deres</translation>
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
        <translation>&amp;Ordliste</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="176"/>
        <source>Rules — {game}</source>
        <translation>Regler — {game}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="97"/>
        <source>The round ended early</source>
        <translation>Runden sluttet før tiden</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="113"/>
        <source>{item} (at once)</source>
        <translation>{item} (med en gang)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="118"/>
        <source>Round total</source>
        <translation>Sum for runden</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="127"/>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="155"/>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
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
        <translation>&lt;b&gt;Poengliste&lt;/b&gt; ({length})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="165"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="211"/>
        <source>Play &amp;Again</source>
        <translation>Spill &amp;igjen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="166"/>
        <source>A new match of the same game, with the same players and house rules</source>
        <translation>Et nytt parti av samme spill, med de samme spillerne og husreglene</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="172"/>
        <location filename="../../casino_desktop/qt/main_menus.py" line="65"/>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="129"/>
        <source>&amp;Quit</source>
        <translation>Avsl&amp;utt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="176"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="212"/>
        <source>&amp;Next round</source>
        <translation>Neste &amp;runde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="180"/>
        <source>&amp;Review the round…</source>
        <translation>&amp;Gå gjennom runden …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="181"/>
        <source>Step through this round&apos;s moves with every hand face up</source>
        <translation>Gå gjennom rundens trekk ett for ett, med alle hender synlige</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="75"/>
        <source>Match over</source>
        <translation>Partiet er slutt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="75"/>
        <source>Round {round} scores</source>
        <translation>Poeng for runde {round}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="78"/>
        <source>Match over — {variant}</source>
        <translation>Partiet er slutt — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="79"/>
        <source>Round {round} scores — {variant}</source>
        <translation>Poeng for runde {round} — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="102"/>
        <source>The match was won during this round, so the items scored only at the end of a round were not counted.</source>
        <comment>under the score sheet&apos;s table of a round cut short by a win: why most cards, most spades and the like show 0 beside their counts</comment>
        <translation>Partiet ble avgjort i løpet av denne runden, så det som først telles når en runde er slutt, ble ikke talt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="38"/>
        <source>Human</source>
        <comment>who plays a seat</comment>
        <translation>Menneske</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="39"/>
        <source>Computer</source>
        <comment>who plays a seat</comment>
        <translation>Datamaskin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="54"/>
        <source>A name for the seat on the table and in the play log, a person&apos;s or one for a computer player, up to {most} characters (empty: You, or the seat&apos;s side)</source>
        <translation>Plassens navn ved bordet og i spilloggen, en persons eller et til en datamaskinspiller, høyst {most} tegn (tomt: Du, eller plassens himmelretning)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="71"/>
        <source>&amp;Hide each hand from the other people at the screen (pass and play)</source>
        <translation>S&amp;kjul hver hånd for de andre ved skjermen (send skjermen videre)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="73"/>
        <source>With two or more human seats: between turns every hand is face down, and the table asks for the screen to be passed on. Off: every human hand is face up, for learning the game together.</source>
        <translation>Med to eller flere menneskelige spillere: mellom turene ligger hver hånd med baksiden opp, og bordet ber om at skjermen sendes videre. Av: alle menneskelige spilleres hender ligger med forsiden opp, så dere kan lære spillet sammen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="91"/>
        <source>A name can have up to {most} characters.</source>
        <translation>Et navn kan ha høyst {most} tegn.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/setup_problems.py" line="33"/>
        <source>Two seats are both called {name}: give each seat a name of its own.</source>
        <translation>To plasser heter begge {name}: gi hver plass et eget navn.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="38"/>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="51"/>
        <source>Game</source>
        <comment>statistics column: the variant</comment>
        <translation>Spill</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="38"/>
        <source>Players</source>
        <comment>statistics column</comment>
        <translation>Spillere</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="39"/>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="51"/>
        <source>Opponents</source>
        <comment>statistics column</comment>
        <translation>Motstandere</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="39"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="23"/>
        <source>Played</source>
        <comment>statistics column</comment>
        <translation>Spilt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="40"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="104"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="23"/>
        <source>Won</source>
        <comment>statistics column</comment>
        <translation>Vunnet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="40"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="104"/>
        <source>Lost</source>
        <comment>statistics column</comment>
        <translation>Tapt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="41"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="105"/>
        <source>Given up</source>
        <comment>statistics column</comment>
        <translation>Gitt opp</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="43"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="24"/>
        <source>Won %</source>
        <comment>statistics column</comment>
        <translation>Vunnet %</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="50"/>
        <source>Ended</source>
        <comment>statistics: the last matches&apos; column, when the match ended</comment>
        <translation>Slutt</translation>
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
        <translation>Du vant</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="56"/>
        <source>You lost</source>
        <comment>statistics: a last match&apos;s result</comment>
        <translation>Du tapte</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="57"/>
        <source>Given up</source>
        <comment>statistics: a last match&apos;s result</comment>
        <translation>Gitt opp</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="58"/>
        <source>Not restored</source>
        <comment>statistics: a last match&apos;s result: its save was damaged (or made by a newer version), so it could never be finished</comment>
        <translation>Ikke gjenopprettet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="61"/>
        <source>You won {yours} to {theirs}</source>
        <comment>statistics: a last match&apos;s result; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the best of the other sides&apos;</comment>
        <translation>Du vant med {yours} mot {theirs}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="63"/>
        <source>You lost {yours} to {theirs}</source>
        <comment>statistics: a last match&apos;s result; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the winner&apos;s</comment>
        <translation>Du tapte med {yours} mot {theirs}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="67"/>
        <source>You won {yours} to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result when the winner had no more points than another side and the rules&apos; tie-break decided; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the best of the other sides&apos;</comment>
        <translation>Du vant med {yours} mot {theirs} etter regelen ved poenglikhet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="71"/>
        <source>You lost {yours} to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result when the winner had no more points than the player and the rules&apos; tie-break decided; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the winner&apos;s</comment>
        <translation>Du tapte med {yours} mot {theirs} etter regelen ved poenglikhet</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="79"/>
        <source>You won with {count} penalty points to {theirs}</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the fewest of the other sides&apos;</comment>
        <extracomment>For one: You won with {count} penalty point to {theirs}</extracomment>
        <translation>
            <numerusform>Du vant med {count} straffepoeng mot {theirs}</numerusform>
            <numerusform>Du vant med {count} straffepoeng mot {theirs}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="83"/>
        <source>You lost with {count} penalty points to {theirs}</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the winner&apos;s</comment>
        <extracomment>For one: You lost with {count} penalty point to {theirs}</extracomment>
        <translation>
            <numerusform>Du tapte med {count} straffepoeng mot {theirs}</numerusform>
            <numerusform>Du tapte med {count} straffepoeng mot {theirs}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="87"/>
        <source>You won with {count} penalty points to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win, when the winner had no fewer penalty points than another side and the rules&apos; tie-break decided; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the fewest of the other sides&apos;</comment>
        <extracomment>For one: You won with {count} penalty point to {theirs} on the tie-break</extracomment>
        <translation>
            <numerusform>Du vant med {count} straffepoeng mot {theirs} etter regelen ved poenglikhet</numerusform>
            <numerusform>Du vant med {count} straffepoeng mot {theirs} etter regelen ved poenglikhet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="93"/>
        <source>You lost with {count} penalty points to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win, when the winner had no fewer penalty points than the player and the rules&apos; tie-break decided; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the winner&apos;s</comment>
        <extracomment>For one: You lost with {count} penalty point to {theirs} on the tie-break</extracomment>
        <translation>
            <numerusform>Du tapte med {count} straffepoeng mot {theirs} etter regelen ved poenglikhet</numerusform>
            <numerusform>Du tapte med {count} straffepoeng mot {theirs} etter regelen ved poenglikhet</numerusform>
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
        <translation>blandede nivåer</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="155"/>
        <source>No matches yet: a match counts once it is won, lost or given up.</source>
        <translation>Ingen partier ennå: et parti teller når det er vunnet, tapt eller gitt opp.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="157"/>
        <source>You have won {won} of {count} matches against the computer.</source>
        <extracomment>For one: You have won {won} of {count} match against the computer.</extracomment>
        <translation>
            <numerusform>Du har vunnet {won} av {count} parti mot datamaskinen.</numerusform>
            <numerusform>Du har vunnet {won} av {count} partier mot datamaskinen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="160"/>
        <source>{sentence} {count} of them were given up before the end.</source>
        <extracomment>For one: {sentence} One of them was given up before the end.</extracomment>
        <translation>
            <numerusform>{sentence} Ett av dem ble gitt opp før slutten.</numerusform>
            <numerusform>{sentence} {count} av dem ble gitt opp før slutten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="163"/>
        <source>{sentence} {count} of them could not be restored because their saves were damaged.</source>
        <comment>statistics: matches that could never be finished because the saved game was damaged (or made by a newer version of the game); {sentence} is the sentence before it</comment>
        <extracomment>For one: {sentence} One of them could not be restored because its save was damaged.</extracomment>
        <translation>
            <numerusform>{sentence} Ett av dem kunne ikke gjenopprettes fordi lagringen var skadet.</numerusform>
            <numerusform>{sentence} {count} av dem kunne ikke gjenopprettes fordi lagringene var skadet.</numerusform>
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
        <translation>Statistikk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="288"/>
        <source>Last matches</source>
        <translation>Siste partier</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="355"/>
        <source>Forget every result?</source>
        <translation>Glemme alle resultater?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="24"/>
        <source>Not restored</source>
        <comment>statistics column: matches whose save was damaged (or made by a newer version), so they could never be finished; shown only when there are some</comment>
        <translation>Ikke gjenopprettet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="37"/>
        <source>Results over time</source>
        <translation>Resultater over tid</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="51"/>
        <source>From {first} to {last}: {won} won, {lost} lost, {abandoned} given up, {unrestored} not restored after a damaged save; share of matches won so far: {share}%.</source>
        <comment>the statistics chart described for a screen reader; {unrestored}: matches that could never be finished because their save was damaged</comment>
        <translation>Fra {first} til {last}: {won} vunnet, {lost} tapt, {abandoned} gitt opp, {unrestored} ikke gjenopprettet etter en skadet lagring; andel vunne partier så langt: {share} %.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="58"/>
        <source>From {first} to {last}: {won} won, {lost} lost, {abandoned} given up; share of matches won so far: {share}%.</source>
        <translation>Fra {first} til {last}: {won} vunnet, {lost} tapt, {abandoned} gitt opp; andel vunne partier så langt: {share} %.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="63"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="75"/>
        <source>No finished matches yet.</source>
        <translation>Ingen fullførte partier ennå.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="108"/>
        <source>Share won so far</source>
        <translation>Andel vunnet så langt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="169"/>
        <source>d MMM</source>
        <comment>a short date&apos;s format under the statistics chart, in Qt&apos;s date format codes</comment>
        <translation>d. MMM</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="190"/>
        <source>Current winning streak:</source>
        <translation>Nåværende seiersrekke:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="191"/>
        <source>Best winning streak:</source>
        <translation>Beste seiersrekke:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="32"/>
        <source>Deal number</source>
        <comment>statistics: the last matches&apos; column, each match&apos;s deal number, as the side panel shows it and New Game takes it (the same number deals the same cards)</comment>
        <translation>Giv nr.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="34"/>
        <source>&amp;Play This Deal Again…</source>
        <comment>statistics: a button and a context-menu item; opens New Game with the chosen match&apos;s game, house rules, seats and deal number</comment>
        <translation>&amp;Spill given igjen…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="38"/>
        <source>Choose a match to play its deal again.</source>
        <comment>statistics: beside Play This Deal Again while no match of the last matches is chosen</comment>
        <translation>Velg et parti for å spille given igjen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="40"/>
        <source>New Game will open with this match&apos;s game, house rules and deal number.</source>
        <comment>statistics: beside Play This Deal Again once a match with a deal number is chosen</comment>
        <translation>Nytt parti åpnes med partiets spill, husregler og givnummer.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="42"/>
        <source>Older versions of Casino kept no deal number for this match.</source>
        <comment>statistics: why a chosen match (of an older version) cannot be dealt again</comment>
        <translation>Eldre versjoner av Casino lagret ikke givnummeret for dette partiet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="44"/>
        <source>This version of Casino cannot deal this match&apos;s game again.</source>
        <comment>statistics: why a chosen match cannot be dealt again: its game or house rules are not known here</comment>
        <translation>Denne versjonen av Casino kan ikke gi dette partiets spill på nytt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="20"/>
        <source>At one screen</source>
        <comment>statistics: the heading of the matches of several people at one screen, counted by each person&apos;s name</comment>
        <translation>Ved samme skjerm</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="22"/>
        <source>Name</source>
        <comment>statistics column: a person&apos;s name at one screen, as their seat was called</comment>
        <translation>Navn</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="25"/>
        <source>No matches of several people at one screen yet. Each person&apos;s matches are counted here by the name of their seat.</source>
        <translation>Ingen partier med flere personer ved samme skjerm ennå. Hver persons partier telles her under navnet på plassen deres.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="89"/>
        <source>The list above counts matches of one person against the computer; matches of several people at one screen are counted under “{section}”.</source>
        <comment>statistics: under the list of matches against the computer; {section} is the heading “At one screen” further down the dialog</comment>
        <translation>Listen over teller partier der én person spiller mot datamaskinen; partier med flere personer ved samme skjerm telles under «{section}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="28"/>
        <source>Your game is not being saved: {reason}. It is tried again after every move.</source>
        <translation>Partiet ditt blir ikke lagret: {reason}. Det prøves igjen etter hvert trekk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="29"/>
        <source>Your game is not being saved. It is tried again after every move.</source>
        <translation>Partiet ditt blir ikke lagret. Det prøves igjen etter hvert trekk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="34"/>
        <source>Your game cannot be saved in the folder for saved games: {reason}. If Casino is closed or stops now, this game is lost. Free some disk space, or make the folder writable again: the game tries again after every move and tells you when saving works.</source>
        <translation>Partiet ditt kan ikke lagres i mappen for lagrede partier: {reason}. Hvis Casino lukkes eller stopper nå, går dette partiet tapt. Frigjør litt diskplass, eller gjør mappen skrivbar igjen: spillet prøver igjen etter hvert trekk og sier fra når lagringen virker.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="37"/>
        <source>Your game cannot be saved in the folder for saved games. If Casino is closed or stops now, this game is lost. Free some disk space, or make the folder writable again: the game tries again after every move and tells you when saving works.</source>
        <translation>Partiet ditt kan ikke lagres i mappen for lagrede partier. Hvis Casino lukkes eller stopper nå, går dette partiet tapt. Frigjør litt diskplass, eller gjør mappen skrivbar igjen: spillet prøver igjen etter hvert trekk og sier fra når lagringen virker.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="52"/>
        <source>Not saved</source>
        <comment>a mark on the status line while the game cannot be saved</comment>
        <translation>Ikke lagret</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="64"/>
        <source>Your game is being saved again.</source>
        <translation>Partiet ditt blir lagret igjen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="77"/>
        <source>Your game is not being saved</source>
        <translation>Partiet ditt blir ikke lagret</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="79"/>
        <source>To keep this game now, choose Save As and save it in another folder.</source>
        <translation>Vil du beholde dette partiet nå, velger du Lagre som og lagrer det i en annen mappe.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="80"/>
        <source>Save As…</source>
        <translation>Lagre som …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="81"/>
        <source>Keep Playing</source>
        <translation>Fortsett å spille</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="51"/>
        <source>Your unfinished game could not be restored because its save was damaged, so a new game has started; the damaged save is kept in {folder}.</source>
        <translation>Det uferdige partiet ditt kunne ikke gjenopprettes fordi lagringen var skadet, så et nytt parti har startet; den skadede lagringen ligger i {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="55"/>
        <source>Your unfinished game could not be restored because its save was damaged, so a new game has started; your statistics count that match as not restored, not as given up, and the damaged save is kept in {folder}.</source>
        <translation>Det uferdige partiet ditt kunne ikke gjenopprettes fordi lagringen var skadet, så et nytt parti har startet; statistikken din teller det partiet som ikke gjenopprettet, ikke som gitt opp, og den skadede lagringen ligger i {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="61"/>
        <source>Your last save was damaged, but the copy kept before it holds the same position, so your unfinished game is back whole; the damaged save is kept in {folder}.</source>
        <translation>Den siste lagringen din var skadet, men kopien som ble lagret før den har samme stilling, så det uferdige partiet ditt er tilbake i sin helhet; den skadede lagringen ligger i {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="63"/>
        <source>Your last save was damaged, so your unfinished game is back from the copy kept before it, which may be a move behind; the damaged save is kept in {folder}.</source>
        <translation>Den siste lagringen din var skadet, så det uferdige partiet ditt er tilbake fra kopien som ble lagret før den, og den kan ligge ett trekk etter; den skadede lagringen ligger i {folder}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="66"/>
        <source>Your saves were damaged, so your unfinished game is back as far as they could be read, {count} moves in; the damaged saves are kept in {folder}.</source>
        <extracomment>For one: Your saves were damaged, so your unfinished game is back as far as they could be read, {count} move in; the damaged saves are kept in {folder}.</extracomment>
        <translation>
            <numerusform>Lagringene dine var skadet, så det uferdige partiet ditt er tilbake så langt de kunne leses, {count} trekk inn; de skadede lagringene ligger i {folder}.</numerusform>
            <numerusform>Lagringene dine var skadet, så det uferdige partiet ditt er tilbake så langt de kunne leses, {count} trekk inn; de skadede lagringene ligger i {folder}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="74"/>
        <source>Your unfinished game was saved by a newer version of Casino and cannot be continued in this one, so a new game has started; that save is kept in {folder}.</source>
        <translation>Det uferdige partiet ditt ble lagret av en nyere versjon av Casino og kan ikke fortsettes i denne, så et nytt parti har startet; lagringen ligger i {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="76"/>
        <source>Your unfinished game was saved by a newer version of Casino and cannot be continued in this one, so a new game has started; your statistics count that match as not restored, not as given up, and that save is kept in {folder}.</source>
        <translation>Det uferdige partiet ditt ble lagret av en nyere versjon av Casino og kan ikke fortsettes i denne, så et nytt parti har startet; statistikken din teller det partiet som ikke gjenopprettet, ikke som gitt opp, og lagringen ligger i {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="163"/>
        <source>Games cannot be kept this time: the folder for saved games cannot be made.</source>
        <translation>Partier kan ikke lagres denne gangen: mappen for lagrede partier kan ikke opprettes.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="203"/>
        <source>Your unfinished game is back ({menu} starts another).</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Det uferdige partiet ditt er tilbake ({menu} starter et nytt).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/computer_seats.py" line="36"/>
        <source>{name}&apos;s computer player made a mistake; a legal move was played for it.</source>
        <translation>Datamaskinspilleren for {name} gjorde en feil; et lovlig trekk ble spilt i stedet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/computer_seats.py" line="37"/>
        <source>{name}&apos;s computer player took too long; a legal move was played for it.</source>
        <translation>Datamaskinspilleren for {name} brukte for lang tid; et lovlig trekk ble spilt i stedet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/computer_seats.py" line="38"/>
        <source>No hint this time: the computer could not work one out.</source>
        <translation>Ikke noe tips denne gangen: datamaskinen klarte ikke å regne ut noe.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="30"/>
        <source>Casino games (*.casino.json);;All files (*)</source>
        <comment>file dialog filters: keep the (*...) patterns and ;;</comment>
        <translation>Casino-partier (*.casino.json);;Alle filer (*)</translation>
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
        <translation>Dette lagrede partiet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="38"/>
        <source>A file named “{name}” stood where the folder for saved games goes, so it was put aside and the folder made; it is kept in {folder}.</source>
        <comment>{name}: the file&apos;s name on disk, saves, quoted in your language&apos;s quotation marks; {folder}: the data folder</comment>
        <translation>En fil med navnet «{name}» lå der mappen for lagrede partier skal ligge, så den ble flyttet til side og mappen opprettet; filen ligger i {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="201"/>
        <source>{what} cannot be replayed: it is damaged.</source>
        <translation>{what} kan ikke spilles av: filen er skadet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="255"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="261"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="269"/>
        <source>Save Game</source>
        <translation>Lagre parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="262"/>
        <source>That file is where the program keeps your game by itself after every move: choose another name or folder.</source>
        <translation>I den filen lagrer programmet partiet ditt av seg selv etter hvert trekk: velg et annet navn eller en annen mappe.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="268"/>
        <source>the system refused</source>
        <comment>why a file could not be written</comment>
        <translation>systemet nektet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="269"/>
        <source>The game could not be saved: {reason}.</source>
        <translation>Partiet kunne ikke lagres: {reason}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="312"/>
        <source>Saved as “{name}”.</source>
        <comment>{name}: the name the player gave the saved file; keep it quoted in your language&apos;s quotation marks</comment>
        <translation>Lagret som «{name}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="23"/>
        <source>Opened “{name}”.</source>
        <comment>{name}: the name of the saved file opened; keep it quoted in your language&apos;s quotation marks</comment>
        <translation>Åpnet «{name}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="37"/>
        <source>Stop Opening</source>
        <translation>Avbryt åpningen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="39"/>
        <source>Stop reading the saved game; the game in play goes on.</source>
        <translation>Slutt å lese det lagrede partiet; partiet som pågår, fortsetter.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="51"/>
        <source>Opening the saved game…</source>
        <translation>Åpner det lagrede partiet …</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/opening.py" line="66"/>
        <source>Opening the saved game: {count} moves replayed…</source>
        <extracomment>For one: Opening the saved game: {count} move replayed…</extracomment>
        <translation>
            <numerusform>Åpner det lagrede partiet: {count} trekk spilt på nytt …</numerusform>
            <numerusform>Åpner det lagrede partiet: {count} trekk spilt på nytt …</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="80"/>
        <source>Opening the saved game was stopped; the game in play goes on.</source>
        <translation>Åpningen av det lagrede partiet ble avbrutt; partiet som pågår, fortsetter.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="28"/>
        <source>Casino is already open, so its window has been brought to the front.</source>
        <translation>Casino er allerede åpent, så vinduet er hentet fram.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="29"/>
        <source>Casino is already open, so the game you asked for has been handed to its window.</source>
        <translation>Casino er allerede åpent, så partiet du ba om, er sendt til vinduet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="30"/>
        <source>Casino is already open, but its window does not answer. Close it, or wait until it answers, and then start Casino again.</source>
        <translation>Casino er allerede åpent, men vinduet svarer ikke. Lukk det, eller vent til det svarer, og start så Casino på nytt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="32"/>
        <source>Casino was started again while this window was open, so this window came to the front: one window keeps your games.</source>
        <translation>Casino ble startet på nytt mens dette vinduet var åpent, så dette vinduet ble hentet fram: ett vindu tar vare på partiene dine.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="34"/>
        <source>Casino was started again with a new game, but you kept this match.</source>
        <translation>Casino ble startet på nytt med et nytt parti, men du beholdt dette partiet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/second_start.py" line="105"/>
        <source>Start {game} for {count} players and give up the match in progress?</source>
        <extracomment>For one: Start {game} for {count} player and give up the match in progress?</extracomment>
        <translation>
            <numerusform>Starte {game} for {count} spiller og gi opp partiet som pågår?</numerusform>
            <numerusform>Starte {game} for {count} spillere og gi opp partiet som pågår?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/second_start.py" line="107"/>
        <source>Start {game} for {count} players, deal {number}, and give up the match in progress?</source>
        <comment>{number}: the deal number, which deals the same cards again</comment>
        <extracomment>For one: Start {game} for {count} player, deal {number}, and give up the match in progress?</extracomment>
        <translation>
            <numerusform>Starte {game} for {count} spiller, giv nr. {number}, og gi opp partiet som pågår?</numerusform>
            <numerusform>Starte {game} for {count} spillere, giv nr. {number}, og gi opp partiet som pågår?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="110"/>
        <source>Start {game} for four players in two partnerships and give up the match in progress?</source>
        <translation>Starte {game} for fire spillere i to lag og gi opp partiet som pågår?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="111"/>
        <source>Start {game} for four players in two partnerships, deal {number}, and give up the match in progress?</source>
        <comment>{number}: the deal number, which deals the same cards again</comment>
        <translation>Starte {game} for fire spillere i to lag, giv nr. {number}, og gi opp partiet som pågår?</translation>
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
        <translation>Spillet snakker nå norsk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="28"/>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation>Sakte</translation>
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
        <translation>Rask</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="29"/>
        <source>Instant</source>
        <comment>animation speed</comment>
        <translation>Øyeblikkelig</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="46"/>
        <source>&amp;Restart</source>
        <translation>&amp;Begynn på nytt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="47"/>
        <source>Deal of the &amp;Day</source>
        <translation>&amp;Dagens giv</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="48"/>
        <source>&amp;Practice…</source>
        <translation>&amp;Øving …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="49"/>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="41"/>
        <source>Play Over the Net&amp;work</source>
        <translation>Spill over nettver&amp;ket</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="50"/>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="42"/>
        <source>&amp;Host…</source>
        <translation>&amp;Vær vert …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="51"/>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="43"/>
        <source>&amp;Join…</source>
        <translation>&amp;Bli med …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="59"/>
        <source>St&amp;atistics…</source>
        <translation>&amp;Statistikk …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="61"/>
        <source>&amp;Open Game…</source>
        <translation>&amp;Åpne parti …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="62"/>
        <source>&amp;Save Game…</source>
        <translation>&amp;Lagre parti …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="66"/>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="67"/>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Animasjonshastighet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="78"/>
        <source>Side &amp;Panel</source>
        <translation>Side&amp;panel</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_window.py" line="112"/>
        <source>Welcome to Casino.</source>
        <translation>Velkommen til Casino.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/menu_names.py" line="13"/>
        <source>&amp;Game</source>
        <translation>&amp;Spill</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/menu_names.py" line="14"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nytt parti …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="56"/>
        <source>Your network table stopped before its match was over: {menu} opens it again where it stopped, and its players take their seats back.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Nettverksbordet ditt stoppet før partiet var over: {menu} åpner det igjen der det stoppet, og spillerne tar plassene sine tilbake.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="60"/>
        <source>Your network table&apos;s match cannot be resumed: {why} {menu} opens a new table.</source>
        <comment>{why} is a whole sentence on what is wrong with the file; {menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Partiet ved nettverksbordet ditt kan ikke fortsette: {why} {menu} åpner et nytt bord.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="63"/>
        <source>Your seat at the network table at {address} is kept while its match goes on: {menu} takes it back.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Plassen din ved nettverksbordet på {address} holdes av mens partiet pågår: {menu} tar den tilbake.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialog_parts.py" line="63"/>
        <source>Join code {code}, port {port}.</source>
        <translation>Kode {code}, port {port}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialog_parts.py" line="64"/>
        <source>Join code {code}; players join at {addresses}.</source>
        <translation>Kode {code}; spillerne blir med på {addresses}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="32"/>
        <source>Nothing answers at {address} yet: its host has not opened the table again. Join… takes your seat back once the host has.</source>
        <translation>Ingenting svarer på {address} ennå: verten har ikke åpnet bordet igjen. Bli med … gir deg plassen tilbake når verten har gjort det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="68"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="275"/>
        <source>Join a Table</source>
        <translation>Bli med ved et bord</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="79"/>
        <source>address:port, like 192.168.1.20:4747</source>
        <translation>adresse:port, f.eks. 192.168.1.20:4747</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="81"/>
        <source>the code the host reads out</source>
        <translation>koden verten leser opp</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="92"/>
        <source>Tables on this network:</source>
        <translation>Bord på dette nettverket:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="93"/>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="94"/>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="80"/>
        <source>Join code:</source>
        <translation>Kode for å bli med:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="95"/>
        <source>Your name:</source>
        <translation>Navnet ditt:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="101"/>
        <source>Join</source>
        <translation>Bli med</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="137"/>
        <source>The table at {address} now is not the one your seat was kept at: type the code its host reads out.</source>
        <translation>Bordet på {address} er nå ikke det der plassen din ble holdt av: skriv koden verten der leser opp.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="168"/>
        <source>{name} at {address}: {game}, {open} of {players} seats free; your seat is kept</source>
        <translation>{name} på {address}: {game}, {open} av {players} plasser ledige; plassen din holdes av</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="170"/>
        <source>{name} at {address}: {game}, {open} of {players} seats free</source>
        <translation>{name} på {address}: {game}, {open} av {players} plasser ledige</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="178"/>
        <source>Looking for tables on this network…</source>
        <translation>Leter etter bord på dette nettverket …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="208"/>
        <source>Give the host&apos;s address and port, like 192.168.1.20:4747.</source>
        <translation>Oppgi vertens adresse og port, for eksempel 192.168.1.20:4747.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="210"/>
        <source>A join code never holds {characters}: check the code the host reads out.</source>
        <translation>Koden inneholder aldri {characters}: sjekk koden verten leser opp.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="214"/>
        <source>The join code has eight letters and digits.</source>
        <translation>Koden har åtte bokstaver og sifre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="231"/>
        <source>Joining the table at {address}…</source>
        <translation>Kobler til bordet på {address} …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="35"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="35"/>
        <source>{name}: you, at this computer</source>
        <translation>{name}: du, ved denne datamaskinen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="37"/>
        <source>{seat}: kept for {name}, who joins with that name</source>
        <translation>{seat}: holdes av til {name}, som blir med under det navnet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="39"/>
        <source>{name}: a seat for someone who joins</source>
        <translation>{name}: en plass for noen som blir med</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="41"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="39"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="51"/>
        <source>{name}: a computer player ({level})</source>
        <translation>{name}: en datamaskinspiller ({level})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="45"/>
        <source>Partners: {side} against {other}.</source>
        <translation>Makkere: {side} mot {other}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="53"/>
        <source>{name}&apos;s table</source>
        <translation>Bordet til {name}</translation>
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
        <translation>ingen: denne datamaskinen er ikke på et nettverk</translation>
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
        <translation>Spiller for den som faller fra:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="100"/>
        <source>Allow hints and the coach for players who join</source>
        <translation>Tillat tips og veiledning for spillere som blir med</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="103"/>
        <source>List the table for players on this network</source>
        <translation>Vis bordet for spillere på dette nettverket</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="112"/>
        <source>Table name:</source>
        <translation>Bordets navn:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="117"/>
        <source>Seats:</source>
        <translation>Plasser:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="119"/>
        <source>Open the Table</source>
        <translation>Åpne bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="123"/>
        <source>Read the code to the players who join. Nothing listens until you open the table, and closing the table&apos;s window stops it.</source>
        <translation>Les opp koden for spillerne som skal bli med. Bordet tar ikke imot noen før du åpner det, og det stenges når du lukker bordets vindu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="136"/>
        <source>No seat is left for anyone to join: every other seat is a computer&apos;s. Cancel, and make a seat Human in the game&apos;s setup for each player who joins.</source>
        <translation>Det er ingen ledig plass for noen som vil bli med: alle de andre plassene spilles av datamaskinen. Avbryt, og gjør én plass til Menneske i oppsettet av partiet for hver spiller som skal bli med.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="146"/>
        <source>Port {port} is in use on this computer: choose another, like {other}.</source>
        <translation>Port {port} er allerede i bruk på denne datamaskinen: velg en annen, for eksempel {other}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_lost.py" line="68"/>
        <source>Trying to reach the host again…</source>
        <translation>Prøver å nå verten igjen …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_lost.py" line="69"/>
        <source>Waiting for the host to reopen the table…</source>
        <translation>Venter på at verten åpner bordet igjen …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_lost.py" line="108"/>
        <source>The host has closed the table for now: your move can be played once it is open again.</source>
        <translation>Verten har stengt bordet inntil videre: trekket ditt kan spilles når det er åpent igjen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/leaving.py" line="34"/>
        <source>{names} are at your table: close it for everyone?</source>
        <extracomment>For one: {names} is at your table: close it for everyone?</extracomment>
        <translation>
            <numerusform>{names} sitter ved bordet ditt: vil du stenge det for alle?</numerusform>
            <numerusform>{names} sitter ved bordet ditt: vil du stenge det for alle?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/leaving.py" line="42"/>
        <source>Leave the table in the middle of the match? Your seat is kept until you come back: a computer player plays it while someone else is still at the table.</source>
        <translation>Forlate bordet midt i partiet? Plassen din holdes av til du kommer tilbake: en datamaskinspiller spiller den mens noen andre fortsatt sitter ved bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/leaving.py" line="49"/>
        <location filename="../../casino_desktop/qt/net/window.py" line="210"/>
        <source>Close the Table</source>
        <translation>Steng bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/leaving.py" line="49"/>
        <location filename="../../casino_desktop/qt/net/window.py" line="211"/>
        <source>Leave the Table</source>
        <translation>Forlat bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="31"/>
        <source>The network match that stopped cannot be resumed: {why} Choose the game for a new table.</source>
        <comment>{why} is a whole sentence on what is wrong with the file</comment>
        <translation>Nettverkspartiet som stoppet, kan ikke fortsette: {why} Velg spillet for et nytt bord.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="155"/>
        <source>Resume the network match that stopped? Its players take their seats back with the same code. Starting a new match instead discards it.</source>
        <translation>Fortsette nettverkspartiet som stoppet? Spillerne tar plassene sine tilbake med den samme koden. Starter du et nytt parti i stedet, forkastes det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="157"/>
        <source>&amp;Resume</source>
        <comment>the network match that stopped</comment>
        <translation>&amp;Fortsett</translation>
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
        <translation>Du har allerede en plass ved et nettverksbord: lukk vinduet for å forlate det først.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="258"/>
        <source>The table could not be opened on port {port}: another program uses it.</source>
        <translation>Bordet kunne ikke åpnes på port {port}: et annet program bruker den.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="37"/>
        <source>{name}: closed the table</source>
        <translation>{name}: stengte bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="41"/>
        <source>{name}: their seat is kept until the host opens the table again</source>
        <translation>{name}: plassen holdes til verten åpner bordet igjen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="43"/>
        <source>{name}: no longer seated: the host closed the table</source>
        <translation>{name}: har ikke lenger plass: verten stengte bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="47"/>
        <source>{name}: hosts the table, which cannot be reached at the moment</source>
        <translation>{name}: er vert for bordet, som ikke kan nås akkurat nå</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="49"/>
        <source>{name}: not known while the connection to the host is lost</source>
        <translation>{name}: ukjent så lenge forbindelsen til verten er brutt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="53"/>
        <source>{name}: a computer player that joined over the network</source>
        <translation>{name}: en datamaskinspiller som ble med over nettverket</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="55"/>
        <source>{name}: waiting for a player to join</source>
        <translation>{name}: venter på at en spiller blir med</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="59"/>
        <source>{name}: connection lost</source>
        <translation>{name}: forbindelsen brutt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="61"/>
        <source>{name}: left the table</source>
        <translation>{name}: forlot bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="63"/>
        <source>{name}: not back at the table yet; a computer player ({level}) plays until they return</source>
        <translation>{name}: ikke tilbake ved bordet ennå; en datamaskinspiller ({level}) spiller til spilleren er tilbake</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="66"/>
        <source>{name}: connection lost; a computer player ({level}) plays until they return</source>
        <translation>{name}: tilkoblingen er brutt; en datamaskinspiller ({level}) spiller til spilleren er tilbake</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="69"/>
        <source>{name}: left the table; a computer player ({level}) plays until they return</source>
        <translation>{name}: forlot bordet; en datamaskinspiller ({level}) spiller til spilleren er tilbake</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="74"/>
        <source>{name}: hosts the table; still reading the last round&apos;s scores</source>
        <translation>{name}: er vert for bordet; leser fortsatt poengene fra forrige runde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="76"/>
        <source>{name}: hosts the table</source>
        <translation>{name}: er vert for bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="78"/>
        <source>{name}: joined and connected; still reading the last round&apos;s scores</source>
        <translation>{name}: med ved bordet, tilkoblet; leser fortsatt poengene fra forrige runde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="79"/>
        <source>{name}: joined and connected</source>
        <translation>{name}: med ved bordet, tilkoblet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="97"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="100"/>
        <source>At the table</source>
        <translation>Ved bordet</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/sheet_news.py" line="57"/>
        <source>The next round is dealt, and it is your turn.</source>
        <comment>on the score sheet at a network table: the host dealt the next round while the player read it</comment>
        <translation>Neste runde er gitt, og det er din tur.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/sheet_news.py" line="62"/>
        <source>{name} is still reading the last round&apos;s scores: the table waits for their move.</source>
        <comment>the status line at a network table; {name} is another player&apos;s name, never &apos;You&apos;</comment>
        <translation>{name} leser fortsatt poengene fra forrige runde: bordet venter på trekket.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_menus.py" line="31"/>
        <source>A network match is saved by its host as it is played: if the table stops, the host resumes it with {menu} and every player takes their seat back.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Et nettverksparti lagres av verten mens det spilles: stopper bordet, gjenopptar verten det med {menu}, og hver spiller får plassen sin tilbake.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_menus.py" line="123"/>
        <source>At a network table a move stands once it is played: the other players have already seen it.</source>
        <translation>Ved et nettverksbord står et trekk når det først er spilt: de andre spillerne har allerede sett det.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/table_words.py" line="26"/>
        <source>{names} are at your table: close it for everyone? You can resume the match later where it stopped with {menu}.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <extracomment>For one: {names} is at your table: close it for everyone? You can resume the match later where it stopped with {menu}.</extracomment>
        <translation>
            <numerusform>{names} sitter ved bordet ditt: vil du stenge det for alle? Du kan gjenoppta partiet senere der det stoppet med {menu}.</numerusform>
            <numerusform>{names} sitter ved bordet ditt: vil du stenge det for alle? Du kan gjenoppta partiet senere der det stoppet med {menu}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="35"/>
        <source>Close your table in the middle of the match? You can resume it later where it stopped with {menu}.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Vil du stenge bordet ditt midt i partiet? Du kan gjenoppta det senere der det stoppet med {menu}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="41"/>
        <source>You stopped waiting for the host. {join} takes your seat back once the table is open again.</source>
        <comment>{join} is where a menu item is, such as: Game › New Game</comment>
        <translation>Du sluttet å vente på verten. Med {join} tar du plassen din tilbake når bordet er åpent igjen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="44"/>
        <source>The host started a new match at this table, so the match you had a seat in is over. {join} with the new join code takes a seat in the new one.</source>
        <comment>{join} is where a menu item is, such as: Game › New Game</comment>
        <translation>Verten startet et nytt parti ved dette bordet, så partiet du hadde plass i, er over. {join} med den nye koden gir deg en plass i det nye.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="58"/>
        <source>The connection to the host was lost; this window keeps trying to reach it.</source>
        <translation>Forbindelsen til verten ble brutt; dette vinduet prøver fortsatt å nå den.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="62"/>
        <source>Nothing has come from the host for a minute: the connection may be lost. This window keeps trying to reach it.</source>
        <translation>Ingenting har kommet fra verten på et minutt: forbindelsen kan være brutt. Dette vinduet prøver fortsatt å nå den.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="67"/>
        <source>At a network table the host deals the next match: this window follows when they do.</source>
        <translation>Ved et nettverksbord gir verten neste parti: dette vinduet følger med når verten gjør det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="69"/>
        <source>This table is closed, so no new match can be dealt at it: {host} opens a table, and {join} takes a seat at one.</source>
        <comment>{host} and {join} are where menu items are, such as: Game › New Game</comment>
        <translation>Dette bordet er stengt, så det kan ikke gis noe nytt parti ved det: {host} åpner et bord, og {join} gir deg plass ved et.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="87"/>
        <source>Stop Waiting</source>
        <translation>Slutt å vente</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/window.py" line="132"/>
        <source>Waiting for {names} to join: the join code is {code}.</source>
        <extracomment>For one: Waiting for {names} to join: the join code is {code}.</extracomment>
        <translation>
            <numerusform>Venter på at {names} skal bli med: koden er {code}.</numerusform>
            <numerusform>Venter på at {names} skal bli med: koden er {code}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/window.py" line="136"/>
        <source>Waiting for {names} to join.</source>
        <extracomment>For one: Waiting for {names} to join.</extracomment>
        <translation>
            <numerusform>Venter på at {names} skal bli med.</numerusform>
            <numerusform>Venter på at {names} skal bli med.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="175"/>
        <source>The host does not allow hints at this table.</source>
        <translation>Verten tillater ikke tips ved dette bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="176"/>
        <source>The host does not allow the coach at this table.</source>
        <translation>Verten tillater ikke veiledning ved dette bordet.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="178"/>
        <source>The host has turned hints and the coach off for this table.</source>
        <translation>Verten har slått av tips og veiledning ved dette bordet.</translation>
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
        <translation>Vis koden</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="204"/>
        <source>Start With Computer Players in the Empty Seats</source>
        <translation>Start med datamaskinspillere på de ledige plassene</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="238"/>
        <source>Step through this round&apos;s moves as you saw them, your own hand face up</source>
        <translation>Gå gjennom rundens trekk slik du så dem, med din egen hånd synlig</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/comeback.py" line="36"/>
        <source>Your practice of {rules} is back, at the drill you were on.</source>
        <comment>said at start; {rules} is a game&apos;s name, or such as: Casino with your house rules</comment>
        <translation>Øvingen din ({rules}) er tilbake, ved øvelsen du var på.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/comeback.py" line="38"/>
        <source>Your practice of {rules} is back, with the same drills.</source>
        <comment>said at start, when the last drill had been answered; {rules} is a game&apos;s name, or such as: Casino with your house rules</comment>
        <translation>Øvingen din ({rules}) er tilbake, med de samme øvelsene.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/comeback.py" line="41"/>
        <source>Your practice of {rules} is back with the same drills, but the drill you were on could not be dealt again.</source>
        <comment>said at start; {rules} is a game&apos;s name, or such as: Casino with your house rules</comment>
        <translation>Øvingen din ({rules}) er tilbake med de samme øvelsene, men øvelsen du var på kunne ikke gis igjen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="14"/>
        <source>Practice — {variant}</source>
        <translation>Øving — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="15"/>
        <source>Practice</source>
        <translation>Øving</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="16"/>
        <source>Start &amp;Practice</source>
        <translation>Begynn å &amp;øve</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="17"/>
        <source>Pr&amp;actise These Rules</source>
        <translation>Øv på disse &amp;reglene</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="18"/>
        <source>Rule drills for the variant and house rules chosen here, instead of a game.</source>
        <translation>Regeløvelser for varianten og husreglene som er valgt her, i stedet for et parti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="21"/>
        <source>Dealing practice positions for {variant}…</source>
        <translation>Deler ut øvingsstillinger for {variant} …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="22"/>
        <source>No drill came up for these rules; try other house rules.</source>
        <translation>Det ble ingen øvelser for disse reglene; prøv andre husregler.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="23"/>
        <source>Every topic of {variant} is learnt for now: the schedule asks each one again when it is due. You may practise anyway.</source>
        <translation>Du kan alle emnene i {variant} for øyeblikket: repetisjonsplanen tar opp hvert av dem igjen når det er tid. Du kan øve likevel hvis du vil.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="25"/>
        <source>Practise &amp;Anyway</source>
        <translation>Øv &amp;likevel</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="28"/>
        <source>Topic: {topic}</source>
        <translation>Emne: {topic}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="29"/>
        <source>Mastered {mastered} of {count} topics · this session {right} right, {wrong} wrong</source>
        <extracomment>For one: Mastered {mastered} of {count} topic · this session {right} right, {wrong} wrong</extracomment>
        <translation>
            <numerusform>Mestret {mastered} av {count} emne · denne gangen {right} riktig, {wrong} feil</numerusform>
            <numerusform>Mestret {mastered} av {count} emner · denne gangen {right} riktig, {wrong} feil</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="32"/>
        <source>Two players.</source>
        <translation>To spillere.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="33"/>
        <source>Three players.</source>
        <translation>Tre spillere.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="34"/>
        <source>Four players, each for themselves.</source>
        <translation>Fire spillere, hver for seg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="35"/>
        <source>Four players in partnerships; your partner sits opposite you.</source>
        <translation>Fire spillere i lag; makkeren din sitter rett overfor deg.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="37"/>
        <source>This is the last deal of the round.</source>
        <translation>Dette er rundens siste giv.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="39"/>
        <source>This is the first deal of the round.</source>
        <translation>Dette er rundens første giv.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="40"/>
        <source>This is deal {number} of the round, not the first.</source>
        <comment>{number}: 2, 3, ...</comment>
        <translation>Dette er giv {number} i runden, ikke den første.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="44"/>
        <source>Build {value}
single · yours</source>
        <translation>Bygg {value}
enkelt · ditt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="45"/>
        <source>Build {value}
single · your partner&apos;s</source>
        <translation>Bygg {value}
enkelt · makkerens</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="46"/>
        <source>Build {value}
single · an opponent&apos;s</source>
        <translation>Bygg {value}
enkelt · en motstanders</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="47"/>
        <source>Build {value}
multiple · yours</source>
        <translation>Bygg {value}
dobbelt · ditt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="48"/>
        <source>Build {value}
multiple · your partner&apos;s</source>
        <translation>Bygg {value}
dobbelt · makkerens</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="49"/>
        <source>Build {value}
multiple · an opponent&apos;s</source>
        <translation>Bygg {value}
dobbelt · en motstanders</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="53"/>
        <source>Your pile
{count} cards</source>
        <extracomment>For one: Your pile
{count} card</extracomment>
        <translation>
            <numerusform>Haugen din
{count} kort</numerusform>
            <numerusform>Haugen din
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
            <numerusform>Makkerens haug
{count} kort</numerusform>
            <numerusform>Makkerens haug
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
            <numerusform>En motstanders haug
{count} kort</numerusform>
            <numerusform>En motstanders haug
{count} kort</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="56"/>
        <source>You have played your card from the hand this turn.</source>
        <translation>Du har spilt kortet ditt fra hånden denne turen.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="57"/>
        <source>Drag a table card onto another to build with them; click more table cards first to build with those too.</source>
        <translation>Dra et kort på bordet til et annet for å bygge med dem; klikk først på flere kort på bordet hvis du vil bygge med dem også.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="59"/>
        <source>Drop the card on another table card to build with them.</source>
        <translation>Slipp kortet på et annet kort på bordet for å bygge med dem.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="60"/>
        <source>First pile: {count} cards</source>
        <extracomment>For one: First pile: {count} card</extracomment>
        <translation>
            <numerusform>Første haug: {count} kort</numerusform>
            <numerusform>Første haug: {count} kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="61"/>
        <source>Second pile: {count} cards</source>
        <extracomment>For one: Second pile: {count} card</extracomment>
        <translation>
            <numerusform>Andre haug: {count} kort</numerusform>
            <numerusform>Andre haug: {count} kort</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="62"/>
        <source>Sweeps made: {first} by the first pile, {second} by the second.</source>
        <translation>Tabber: {first} i første haug, {second} i andre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="63"/>
        <source>Sweeps left open: {first} by the first pile, {second} by the second.</source>
        <translation>Tabber gitt bort: {first} i første haug, {second} i andre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="64"/>
        <source>Mulles: worth {first} in all in the first pile, {second} in the second.</source>
        <translation>Muller: verdt {first} til sammen i første haug, {second} i andre.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="65"/>
        <source>The first pile made the last capture.</source>
        <translation>Første haug tok siste stikk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="65"/>
        <source>The second pile made the last capture.</source>
        <translation>Andre haug tok siste stikk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="66"/>
        <source>Nobody made a capture this round.</source>
        <translation>Ingen tok noe denne runden.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="68"/>
        <source>For each capture the {card} can make, click the table cards it takes, then press Add Capture (or drag the {card} onto them). Where it can take several groups at once, that is a capture of its own: add it too. When you have added every capture, press Check. On the keyboard, the arrow keys move over the cards and Space picks one.</source>
        <translation>For hvert stikk {card} kan ta: klikk på kortene på bordet den tar, og trykk så på Legg til stikk (eller dra {card} til dem). Kan den ta flere grupper på én gang, er det et stikk i seg selv: legg det til også. Når du har lagt til alle stikkene, trykker du på Sjekk. Med tastaturet flytter du mellom kortene med piltastene og velger ett med mellomromstasten.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="72"/>
        <source>Click a hand card and the table cards to play it with, then press Play; or drag the hand card onto the table cards. Dropping it on the felt trails it. On the keyboard, the arrow keys move over the cards and Space picks one.</source>
        <translation>Klikk på et kort på hånden og på kortene på bordet det skal spilles med, og trykk så på Spill; eller dra kortet fra hånden til kortene på bordet. Slipper du det på bordduken, legges det ut. Med tastaturet flytter du mellom kortene med piltastene og velger ett med mellomromstasten.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="75"/>
        <source>Pick your answer, then press Check.</source>
        <translation>Velg svaret ditt, og trykk så på Sjekk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="76"/>
        <source>Enter the points each pile scores for every item (0 where it scores none), then press Check.</source>
        <translation>Skriv inn poengene hver haug får for hver post (0 der den ikke får noen), og trykk så på Sjekk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="77"/>
        <source>Those cards can be played more than one way: pick the play you mean.</source>
        <translation>De kortene kan spilles på flere måter: velg trekket du mener.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="79"/>
        <source>&amp;Add Capture</source>
        <translation>&amp;Legg til stikk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="80"/>
        <source>&amp;Remove</source>
        <translation>&amp;Fjern</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="81"/>
        <source>No capture added yet.</source>
        <translation>Ingen stikk lagt til ennå.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="82"/>
        <source>That capture is on your list already.</source>
        <translation>Det stikket står allerede i listen din.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="83"/>
        <source>Click the table cards the {card} takes first.</source>
        <translation>Klikk først på kortene på bordet som {card} tar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="84"/>
        <source>Click the hand card you play first.</source>
        <translation>Klikk først på kortet på hånden du spiller.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="85"/>
        <source>This question is about the {card}: click the table cards it takes.</source>
        <translation>Spørsmålet gjelder {card}: klikk på kortene på bordet det tar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="86"/>
        <source>&amp;Check</source>
        <translation>&amp;Sjekk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="87"/>
        <source>&amp;Play</source>
        <translation>S&amp;pill</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="88"/>
        <source>&amp;Next Drill</source>
        <translation>&amp;Neste øvelse</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="89"/>
        <source>Pro&amp;gress…</source>
        <translation>F&amp;ramgang …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="90"/>
        <source>R&amp;ules…</source>
        <translation>Re&amp;gler …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="91"/>
        <source>The rulebook of the variant and house rules being practised.</source>
        <translation>Reglene for varianten og husreglene du øver på.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="92"/>
        <source>Close</source>
        <comment>a button that closes the practice window</comment>
        <translation>Lukk</translation>
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
        <translation>Første haug</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="94"/>
        <source>Second pile</source>
        <translation>Andre haug</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="97"/>
        <source>The right answer: {answer}</source>
        <translation>Riktig svar: {answer}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="98"/>
        <source>The captures: {captures}.</source>
        <translation>Stikkene: {captures}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="99"/>
        <source>{item}: {first} to {second}.</source>
        <translation>{item}: {first} mot {second}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="100"/>
        <source>No item scores any points.</source>
        <translation>Ingen post gir noen poeng.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="101"/>
        <source>The cards this verdict is about are ringed in red.</source>
        <translation>Kortene svaret gjelder, er ringet inn med rødt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="102"/>
        <source>The cards of the right answer glow light blue.</source>
        <translation>Kortene i det riktige svaret lyser lyseblått.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="105"/>
        <source>Practice Progress</source>
        <translation>Framgang i øvingen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="109"/>
        <source>{variant} with your house rules</source>
        <comment>in the practice progress&apos;s list of games, after the game&apos;s own name: {variant} is that name</comment>
        <translation>{variant} med husreglene dine</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="112"/>
        <source>{mastered} mastered, {learning} being learnt, {new} new, of {count} topics.</source>
        <extracomment>For one: {mastered} mastered, {learning} being learnt, {new} new, of {count} topic.</extracomment>
        <translation>
            <numerusform>{mastered} mestret, {learning} under innlæring og {new} ikke øvd på ennå, av {count} emne.</numerusform>
            <numerusform>{mastered} mestret, {learning} under innlæring og {new} ikke øvd på ennå, av {count} emner.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="115"/>
        <source>Topic</source>
        <comment>a column of the practice progress table</comment>
        <translation>Emne</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="116"/>
        <source>State</source>
        <comment>a column of the practice progress table</comment>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="117"/>
        <source>Right</source>
        <comment>a column of the practice progress table: answers that were right</comment>
        <translation>Riktig</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="118"/>
        <source>Wrong</source>
        <comment>a column of the practice progress table: answers that were wrong</comment>
        <translation>Feil</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="119"/>
        <source>Asked again</source>
        <comment>a column of the practice progress table</comment>
        <translation>Spørres igjen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="120"/>
        <source>Mastered</source>
        <comment>a practice topic&apos;s state</comment>
        <translation>Mestret</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="121"/>
        <source>Learning</source>
        <comment>a practice topic&apos;s state</comment>
        <translation>Under innlæring</translation>
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
        <translation>nå</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="124"/>
        <source>tomorrow</source>
        <comment>when a topic is asked again</comment>
        <translation>i morgen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="125"/>
        <source>in {count} days</source>
        <comment>when a topic is asked again</comment>
        <extracomment>For one: in {count} day</extracomment>
        <translation>
            <numerusform>om {count} dag</numerusform>
            <numerusform>om {count} dager</numerusform>
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
        <translation>Denne installasjonen av Casino kan ikke spille av lyd, så spillet er stille.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="116"/>
        <source>No speakers or headphones could be opened, so the game stays silent. Tick Sound again to try once more.</source>
        <translation>Ingen høyttalere eller hodetelefoner kunne åpnes, så spillet er stille. Kryss av for Lyd igjen for å prøve på nytt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="127"/>
        <location filename="../../casino_desktop/qt/sound.py" line="174"/>
        <source>Sou&amp;nd</source>
        <translation>&amp;Lyd</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="175"/>
        <source>Sounds for cards played, captures, sweeps, builds, the end of a round and moves the table refuses.</source>
        <translation>Lyder for spilte kort, stikk, tabber, bygg, slutten av en runde og trekk bordet avviser.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="178"/>
        <source>Sou&amp;nd (not available)</source>
        <translation>&amp;Lyd (ikke tilgjengelig)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="179"/>
        <source>Sou&amp;nd (no sound output found)</source>
        <translation>&amp;Lyd (fant ingen lydutgang)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="96"/>
        <source>Moves</source>
        <translation>Trekk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="186"/>
        <source>End your turn (Enter)</source>
        <translation>Avslutt turen (Enter)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="302"/>
        <source>Play it</source>
        <comment>the button that plays the hinted move</comment>
        <translation>Spill det</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="303"/>
        <source>Play the hinted move</source>
        <translation>Spill det foreslåtte trekket</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="35"/>
        <source>Choose a move</source>
        <translation>Velg et trekk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="63"/>
        <source>&lt;b&gt;Play {card}:&lt;/b&gt; which move?</source>
        <translation>&lt;b&gt;Spill {card}:&lt;/b&gt; hvilket trekk?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="64"/>
        <source>&lt;b&gt;Which table move?&lt;/b&gt;</source>
        <comment>the chooser of builds and additions made of table cards only</comment>
        <translation>&lt;b&gt;Hvilket trekk med bordets kort?&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="67"/>
        <source>Cancel (Esc)</source>
        <translation>Avbryt (Esc)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="15"/>
        <source>A card in your hand can take this or build with it.</source>
        <translation>Et kort på hånden din kan ta dette eller bygge med det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="16"/>
        <source>A card in your hand can take this.</source>
        <translation>Et kort på hånden din kan ta dette.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="17"/>
        <source>Your {card} can take this or build with it.</source>
        <translation>{card} på hånden din kan ta dette eller bygge med det.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="18"/>
        <source>Your {card} can take this.</source>
        <translation>{card} på hånden din kan ta dette.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/input.py" line="40"/>
        <source>The {card} was let go off the table, so nothing was played: to trail it, drop it inside the dashed frame.</source>
        <translation>{card} ble sluppet utenfor bordet, så ingenting ble spilt: slipp kortet innenfor den stiplede rammen for å legge det ut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/items.py" line="160"/>
        <source>Dealer</source>
        <translation>Giver</translation>
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
        <translation>Kortene på bordet som lyser, kan tas eller bygges med av et kort på hånden din. Dra et kort til bordet, eller klikk på et kort og så på kort på bordet (taster: piler, mellomrom, Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="21"/>
        <source>Glowing table cards are ones a card in your hand can take. Drag a card onto the table, or click a card, then table cards (keys: arrows, Space, Enter).</source>
        <translation>Kortene på bordet som lyser, kan tas av et kort på hånden din. Dra et kort til bordet, eller klikk på et kort og så på kort på bordet (taster: piler, mellomrom, Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="29"/>
        <source>Show the move…</source>
        <translation>Vis trekket …</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="31"/>
        <source>All {count} moves…</source>
        <extracomment>For one: All {count} move…</extracomment>
        <translation>
            <numerusform>{count} trekk …</numerusform>
            <numerusform>Alle {count} trekk …</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="40"/>
        <source>Table: {picked}. Now pick a card from your hand.</source>
        <translation>Bordet: {picked}. Velg nå et kort fra hånden.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="42"/>
        <source>Drag a table card onto a build of yours or onto another table card to build, or end your turn (Enter).</source>
        <translation>Dra et kort på bordet til et av byggene dine eller til et annet kort på bordet for å bygge, eller avslutt turen (Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="46"/>
        <source>Drag a card onto the table, or click a card and then table cards (keys: arrows, Space, Enter).</source>
        <translation>Dra et kort til bordet, eller klikk på et kort og så på kort på bordet (taster: piler, mellomrom, Enter).</translation>
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
        <translation>Nå spiller {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="71"/>
        <source>{previous} has played. Pass the screen to {name}; the other players look away.</source>
        <translation>{previous} har spilt. Gi skjermen til {name}; de andre må se bort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="74"/>
        <source>Pass the screen to {name}; the other players look away.</source>
        <translation>Gi skjermen til {name}; de andre må se bort.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="75"/>
        <source>Show {name}’s cards</source>
        <translation>Vis kortene til {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="178"/>
        <source>Pass the screen to {name}.</source>
        <translation>Gi skjermen til {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="179"/>
        <source>Waiting for {name}: press Space or click the button when ready.</source>
        <translation>Venter på {name}: trykk på mellomromstasten eller klikk på knappen når du er klar.</translation>
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
        <translation>siste giv</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="177"/>
        <source>thinking…</source>
        <comment>a seat&apos;s caption while the computer chooses its move</comment>
        <translation>tenker …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="247"/>
        <source>multiple</source>
        <comment>a build&apos;s caption: a build made up more than one way</comment>
        <translation>dobbelt</translation>
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
        <translation>Bygg {value}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/plan.py" line="314"/>
        <source>{count} taken</source>
        <comment>a pile&apos;s caption: how many cards it holds</comment>
        <extracomment>For one: {count} taken</extracomment>
        <translation>
            <numerusform>{count} tatt</numerusform>
            <numerusform>{count} tatt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="326"/>
        <source>The top card of {first} &amp; {second}&apos;s capture pile</source>
        <comment>a pile two partners share</comment>
        <translation>Det øverste kortet i stikkhaugen til {first} &amp; {second}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="329"/>
        <source>The top card of your capture pile</source>
        <translation>Det øverste kortet i stikkhaugen din</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="330"/>
        <source>The top card of {name}&apos;s capture pile</source>
        <translation>Det øverste kortet i stikkhaugen til {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/play_log.py" line="24"/>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="170"/>
        <source>Play log</source>
        <translation>Spillogg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="34"/>
        <source>Match score</source>
        <translation>Stilling</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="34"/>
        <source>Cards taken</source>
        <translation>Kort tatt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="34"/>
        <source>Spades taken</source>
        <translation>Spar tatt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="55"/>
        <source>Every point you take is a penalty, counted as a minus point when the round ends; the fewest taken win.</source>
        <comment>under the side panel&apos;s score table in a penalty game (Krypkasino): why the match score stays 0 during the first round, and why it is below 0 after it</comment>
        <translation>Hvert poeng du tar, er et straffepoeng som teller som et minuspoeng når runden er slutt; den som tar færrest, vinner.</translation>
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
        <translation>Stilling og kort tatt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="164"/>
        <source>Cards still out</source>
        <translation>Usette kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="235"/>
        <source>Deal {number}</source>
        <comment>the deal number: the same number deals the same cards</comment>
        <translation>Giv nr. {number}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="371"/>
        <source>Still out</source>
        <comment>the cards the player has not seen yet</comment>
        <translation>Usette</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/view.py" line="39"/>
        <source>Card table</source>
        <translation>Kortbord</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="41"/>
        <source>Toolbar</source>
        <translation>Verktøylinje</translation>
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
        <translation>Angre</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="64"/>
        <source>Redo</source>
        <comment>toolbar button</comment>
        <translation>Gjør om</translation>
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
        <translation>Stilling og logg</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="73"/>
        <source>The side panel with the score and the play log is folded away to give the table room: this shows it (F9, or View › Side Panel).</source>
        <translation>Sidepanelet med stillingen og spilloggen er lagt bort for å gi bordet plass: denne knappen viser det (F9, eller Vis › Sidepanel).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="83"/>
        <source>Toolba&amp;r</source>
        <translation>Verk&amp;tøylinje</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="89"/>
        <source>F&amp;ull Screen</source>
        <translation>Fullsk&amp;jerm</translation>
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
        <translation>Ser etter det uferdige partiet ditt …</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/window_resume.py" line="122"/>
        <source>Bringing back your unfinished game: {count} moves replayed…</source>
        <extracomment>For one: Bringing back your unfinished game: {count} move replayed…</extracomment>
        <translation>
            <numerusform>Henter tilbake det uferdige partiet ditt: {count} trekk spilt på nytt …</numerusform>
            <numerusform>Henter tilbake det uferdige partiet ditt: {count} trekk spilt på nytt …</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_resume.py" line="154"/>
        <source>Your Unfinished Game</source>
        <comment>a box&apos;s title</comment>
        <translation>Det uferdige partiet ditt</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_resume.py" line="158"/>
        <source>Show the &amp;Folder</source>
        <translation>Vis &amp;mappen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="107"/>
        <source>{side} at {score}: {words}.</source>
        <translation>{side} har {score}: {words}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="163"/>
        <source>Round over: {scores}.</source>
        <translation>Runden er slutt: {scores}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="164"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="213"/>
        <source>Match over.</source>
        <translation>Partiet er slutt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="214"/>
        <source>Score &amp;Sheet</source>
        <comment>the button that shows the round&apos;s score sheet again</comment>
        <translation>&amp;Poengtabell</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="94"/>
        <source>{name} is thinking…</source>
        <translation>{name} tenker …</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="118"/>
        <source>That move is no longer possible.</source>
        <translation>Det trekket går ikke an lenger.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="167"/>
        <source>Pick another card from your hand: the {card} cannot be played now.</source>
        <translation>Velg et annet kort fra hånden: {card} kan ikke spilles nå.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="174"/>
        <source>Pick table cards for the {card} to take or build with (arrow keys, Space), then press Enter, or pick a move (keys 1-9).</source>
        <translation>Velg kortene på bordet som {card} skal ta eller bygge med (piltaster, mellomrom), og trykk så Enter, eller velg et trekk (tast 1–9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="177"/>
        <source>Pick table cards for the {card} to take (arrow keys, Space), then press Enter, or pick a move (keys 1-9).</source>
        <translation>Velg kortene på bordet som {card} skal ta (piltaster, mellomrom), og trykk så Enter, eller velg et trekk (tast 1–9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="180"/>
        <source>Click table cards for the {card} to take or build with, or pick a move (keys 1-9).</source>
        <translation>Klikk på kortene på bordet som {card} skal ta eller bygge med, eller velg et trekk (tast 1–9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="183"/>
        <source>Click table cards for the {card} to take, or pick a move (keys 1-9).</source>
        <translation>Klikk på kortene på bordet som {card} skal ta, eller velg et trekk (tast 1–9).</translation>
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
        <translation>Animasjonshastigheten</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="34"/>
        <source>The game, house rules, players and names chosen in New Game</source>
        <comment>a lost setting, in a list</comment>
        <translation>Spillet, husreglene, spillerne og navnene som ble valgt i Nytt parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="37"/>
        <source>The window&apos;s size and place</source>
        <comment>a lost setting, in a list</comment>
        <translation>Vinduets størrelse og plassering</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="38"/>
        <source>The side panel shown or hidden</source>
        <comment>a lost setting, in a list</comment>
        <translation>Om sidepanelet vises eller skjules</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="39"/>
        <source>The toolbar shown or hidden</source>
        <comment>a lost setting, in a list</comment>
        <translation>Om verktøylinjen vises eller skjules</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="40"/>
        <source>Sound on or off</source>
        <comment>a lost setting, in a list</comment>
        <translation>Lyd på eller av</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="41"/>
        <source>Cards still out and the four-colour deck</source>
        <comment>a lost setting, in a list</comment>
        <translation>Usette kort og firefargestokken</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="43"/>
        <source>The card theme, the card back and the felt</source>
        <comment>a lost setting, in a list</comment>
        <translation>Kortdesignet, kortbaksiden og filten</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="45"/>
        <source>Table in words, high contrast and large cards</source>
        <comment>a lost setting, in a list</comment>
        <translation>Bordet i ord, høy kontrast og store kort</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="47"/>
        <source>Coach my moves on or off</source>
        <comment>a lost setting, in a list</comment>
        <translation>Veiled meg på eller av</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="48"/>
        <source>The folder last used to save or open a game</source>
        <comment>a lost setting, in a list</comment>
        <translation>Mappen som sist ble brukt til å lagre eller åpne et parti</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="49"/>
        <source>The name and address last used to join a table over the network</source>
        <comment>a lost setting, in a list</comment>
        <translation>Navnet og adressen som sist ble brukt til å bli med ved et bord over nettverket</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="51"/>
        <source>The table you host over the network: its code, port, name, hints and stand-in</source>
        <comment>a lost setting, in a list</comment>
        <translation>Bordet du er vert for over nettverket: koden, porten, navnet, tipsene og stedfortrederen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="55"/>
        <source>Your seats at network tables, kept to come back to</source>
        <comment>a lost setting, in a list</comment>
        <translation>Plassene dine ved nettverksbord, tatt vare på så du kan komme tilbake</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="57"/>
        <source>That the guided first game was offered (it may be offered again)</source>
        <comment>a lost setting, in a list</comment>
        <translation>At et første parti med guide er blitt tilbudt (det kan bli tilbudt igjen)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="62"/>
        <source>Your settings file was damaged and nothing in it could be read, so all your settings are back at their defaults; the damaged file is kept in {folder}.</source>
        <translation>Innstillingsfilen din var skadet, og ingenting i den kunne leses, så alle innstillingene dine er tilbake til standard; den skadede filen ligger i {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="64"/>
        <source>Your settings file was damaged, but none of your settings were lost; the damaged file is kept in {folder}.</source>
        <translation>Innstillingsfilen din var skadet, men ingen av innstillingene dine gikk tapt; den skadede filen ligger i {folder}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="66"/>
        <source>Your settings file was damaged; the damaged file is kept in {folder}. These settings could not be read from it, so any of them you had changed are back at their defaults:
{settings}</source>
        <comment>{settings} is a list of settings, one a line, such as: • The language</comment>
        <extracomment>For one: Your settings file was damaged; the damaged file is kept in {folder}. This setting could not be read from it, so if you had changed it, it is back at its default:
{settings}</extracomment>
        <translation>
            <numerusform>Innstillingsfilen din var skadet; den skadede filen ligger i {folder}. Denne innstillingen kunne ikke leses fra den, så hvis du hadde endret den, er den tilbake til standard:
{settings}</numerusform>
            <numerusform>Innstillingsfilen din var skadet; den skadede filen ligger i {folder}. Disse innstillingene kunne ikke leses fra den, så de av dem du hadde endret, er tilbake til standard:
{settings}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="20"/>
        <source>Your statistics were kept by a newer version of Casino; this version leaves them as they are and counts nothing.</source>
        <translation>Statistikken din ble ført av en nyere versjon av Casino; denne versjonen lar den være som den er og teller ingenting.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="22"/>
        <source>Statistics cannot be kept this time: the statistics file cannot be opened.</source>
        <translation>Statistikk kan ikke føres denne gangen: statistikkfilen kan ikke åpnes.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="24"/>
        <source>Your statistics file was damaged, so it was put aside; your statistics start afresh from this match, and your practice progress starts afresh too.</source>
        <translation>Statistikkfilen din var skadet, så den ble lagt til side; statistikken din begynner på nytt fra og med dette partiet, og framgangen i øvingen begynner også på nytt.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="27"/>
        <source>Your statistics file was damaged, so it was put aside and your statistics start afresh from this match.</source>
        <translation>Statistikkfilen din var skadet, så den ble flyttet til side, og statistikken din begynner på nytt fra og med dette partiet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/storage/stats_told.py" line="29"/>
        <source>Your statistics file was damaged, so it was put aside; the {count} matches that could still be read from it are kept in your statistics.</source>
        <extracomment>For one: Your statistics file was damaged, so it was put aside; the {count} match that could still be read from it is kept in your statistics.</extracomment>
        <translation>
            <numerusform>Statistikkfilen din var skadet, så den ble lagt til side; det ene partiet som fortsatt kunne leses fra den, er beholdt i statistikken din.</numerusform>
            <numerusform>Statistikkfilen din var skadet, så den ble lagt til side; de {count} partiene som fortsatt kunne leses fra den, er beholdt i statistikken din.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="34"/>
        <source>Your practice progress could not be read from it, and starts afresh.</source>
        <comment>said after: Your statistics file was damaged, so it was put aside; ... (&quot;it&quot; is that file)</comment>
        <translation>Framgangen i øvingen kunne ikke leses fra den, og begynner på nytt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/storage/stats_told.py" line="37"/>
        <source>Only part of your practice progress could be read from it: your records of {count} topics are kept, the rest starts afresh.</source>
        <comment>said after: Your statistics file was damaged, so it was put aside; ... (&quot;it&quot; is that file; a topic is a rule practised, in any game)</comment>
        <extracomment>For one: Only part of your practice progress could be read from it: your record of {count} topic is kept, the rest starts afresh.</extracomment>
        <translation>
            <numerusform>Bare en del av framgangen i øvingen kunne leses fra den: resultatet ditt i {count} emne er beholdt, resten begynner på nytt.</numerusform>
            <numerusform>Bare en del av framgangen i øvingen kunne leses fra den: resultatene dine i {count} emner er beholdt, resten begynner på nytt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="44"/>
        <source>The practice you had open could not be read from it, so it does not come back.</source>
        <comment>said after: Your statistics file was damaged, so it was put aside; ... (&quot;it&quot; is that file; the practice window open when the game was last quit)</comment>
        <translation>Øvingen du hadde åpen, kunne ikke leses fra den, så den kommer ikke tilbake.</translation>
    </message>
</context>
</TS>
