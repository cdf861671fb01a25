<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id_ID" sourcelanguage="en">
<context>
    <name>casino</name>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="60"/>
        <source>A</source>
        <comment>ace, in a card&apos;s short name such as A♠</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="61"/>
        <source>J</source>
        <comment>jack, in a card&apos;s short name such as J♦</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="62"/>
        <source>Q</source>
        <comment>queen, in a card&apos;s short name such as Q♣</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="63"/>
        <source>K</source>
        <comment>king, in a card&apos;s short name such as K♥</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="36"/>
        <source>You</source>
        <comment>the person at the table, where a seat&apos;s name stands</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="40"/>
        <source>You trail {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="40"/>
        <source>{name} trails {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="40"/>
        <source>trail {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="41"/>
        <source>You trail {card} and build {value} from {taken}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="42"/>
        <source>{name} trails {card} and builds {value} from {taken}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="43"/>
        <source>trail {card} and build {value} from {taken}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="44"/>
        <source>You take {taken} with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="44"/>
        <source>{name} takes {taken} with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="45"/>
        <source>take {taken} with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="46"/>
        <source>You take {taken} with {card} and sweep the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="47"/>
        <source>{name} takes {taken} with {card} and sweeps the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="48"/>
        <source>You build {value} with {card} on {taken}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="48"/>
        <source>{name} builds {value} with {card} on {taken}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="49"/>
        <source>build {value} with {card} on {taken}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="50"/>
        <source>You raise a build to {value} with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="50"/>
        <source>{name} raises a build to {value} with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="51"/>
        <source>raise a build to {value} with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="52"/>
        <source>You add {card} to the build of {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="52"/>
        <source>{name} adds {card} to the build of {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="53"/>
        <source>add {card} to the build of {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="54"/>
        <source>You add {card} and {extra} from the table to the build of {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="55"/>
        <source>{name} adds {card} and {extra} from the table to the build of {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="56"/>
        <source>add {card} and {extra} from the table to the build of {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="57"/>
        <source>You score a mulle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="57"/>
        <source>{name} scores a mulle</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="59"/>
        <source>You score {count} points at once</source>
        <extracomment>For one: You score {count} point at once</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="60"/>
        <source>{name} scores {count} points at once</source>
        <extracomment>For one: {name} scores {count} point at once</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="62"/>
        <source>You take the last {count} cards from the table</source>
        <extracomment>For one: You take the last card from the table</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="63"/>
        <source>{name} takes the last {count} cards from the table</source>
        <extracomment>For one: {name} takes the last card from the table</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="64"/>
        <source>Round {round} — you deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="64"/>
        <source>Round {round} — {name} deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="65"/>
        <source>Round {round}: you deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="65"/>
        <source>Round {round}: {name} deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="66"/>
        <source>Your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="66"/>
        <source>{name}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="67"/>
        <source>You hold: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="67"/>
        <source>{name} holds: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="69"/>
        <source>You win the match with {count} points ({others}).</source>
        <extracomment>For one: You win the match with {count} point ({others}).</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="70"/>
        <source>{name} wins the match with {count} points ({others}).</source>
        <extracomment>For one: {name} wins the match with {count} point ({others}).</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="71"/>
        <source>{name} win the match with {count} points ({others}).</source>
        <extracomment>For one: {name} win the match with {count} point ({others}).</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="76"/>
        <source>Taken back: {move}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="77"/>
        <source>Hint: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="78"/>
        <source>Hint: {move}. Press 1 or click Play it to play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="80"/>
        <source>Table: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="81"/>
        <source>Table: nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="82"/>
        <source>build {value} ({cards})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="83"/>
        <source>Stock: {count} cards.</source>
        <extracomment>For one: Stock: {count} card.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="84"/>
        <source>New hands dealt; {count} cards left in the stock</source>
        <extracomment>For one: New hands dealt; {count} card left in the stock</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="85"/>
        <source>Last deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="86"/>
        <source>{count} cards</source>
        <extracomment>For one: {count} card</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="87"/>
        <source>{count} sweeps</source>
        <extracomment>For one: {count} sweep</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="88"/>
        <source>{count} mulles</source>
        <extracomment>For one: {count} mulle</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/catalogs.py" line="108"/>
        <location filename="../../casino_desktop/qt/catalogs.py" line="110"/>
        <source>The language could not be loaded, so the game stays in English: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/catalogs.py" line="111"/>
        <source>its catalog is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
