<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>casino</name>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="60"/>
        <source>A</source>
        <comment>ace, in a card&apos;s short name such as A♠</comment>
        <translation>Т</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="61"/>
        <source>J</source>
        <comment>jack, in a card&apos;s short name such as J♦</comment>
        <translation>В</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="62"/>
        <source>Q</source>
        <comment>queen, in a card&apos;s short name such as Q♣</comment>
        <translation>Д</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="63"/>
        <source>K</source>
        <comment>king, in a card&apos;s short name such as K♥</comment>
        <translation>К</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="36"/>
        <source>You</source>
        <comment>the person at the table, where a seat&apos;s name stands</comment>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="40"/>
        <source>You trail {card}</source>
        <translation>Вы выкладываете {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="40"/>
        <source>{name} trails {card}</source>
        <translation>{name} выкладывает {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="40"/>
        <source>trail {card}</source>
        <translation>выложить {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="41"/>
        <source>You trail {card} and build {value} from {taken}</source>
        <translation>Вы выкладываете {card} и собираете {value} из {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="42"/>
        <source>{name} trails {card} and builds {value} from {taken}</source>
        <translation>{name} выкладывает {card} и собирает {value} из {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="43"/>
        <source>trail {card} and build {value} from {taken}</source>
        <translation>выложить {card} и собрать {value} из {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="44"/>
        <source>You take {taken} with {card}</source>
        <translation>Вы берёте {taken} картой {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="44"/>
        <source>{name} takes {taken} with {card}</source>
        <translation>{name} берёт {taken} картой {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="45"/>
        <source>take {taken} with {card}</source>
        <translation>взять {taken} картой {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="46"/>
        <source>You take {taken} with {card} and sweep the table</source>
        <translation>Вы берёте {taken} картой {card} и зачищаете стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="47"/>
        <source>{name} takes {taken} with {card} and sweeps the table</source>
        <translation>{name} берёт {taken} картой {card} и зачищает стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="48"/>
        <source>You build {value} with {card} on {taken}</source>
        <translation>Вы кладёте {card} на {taken} и собираете {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="48"/>
        <source>{name} builds {value} with {card} on {taken}</source>
        <translation>{name} кладёт {card} на {taken} и собирает {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="49"/>
        <source>build {value} with {card} on {taken}</source>
        <translation>положить {card} на {taken} и собрать {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="50"/>
        <source>You raise a build to {value} with {card}</source>
        <translation>Вы повышаете сборку до {value} картой {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="50"/>
        <source>{name} raises a build to {value} with {card}</source>
        <translation>{name} повышает сборку до {value} картой {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="51"/>
        <source>raise a build to {value} with {card}</source>
        <translation>повысить сборку до {value} картой {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="52"/>
        <source>You add {card} to the build of {value}</source>
        <translation>Вы добавляете {card} к сборке на {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="52"/>
        <source>{name} adds {card} to the build of {value}</source>
        <translation>{name} добавляет {card} к сборке на {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="53"/>
        <source>add {card} to the build of {value}</source>
        <translation>добавить {card} к сборке на {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="54"/>
        <source>You add {card} and {extra} from the table to the build of {value}</source>
        <translation>Вы добавляете {card} и {extra} со стола к сборке на {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="55"/>
        <source>{name} adds {card} and {extra} from the table to the build of {value}</source>
        <translation>{name} добавляет {card} и {extra} со стола к сборке на {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="56"/>
        <source>add {card} and {extra} from the table to the build of {value}</source>
        <translation>добавить {card} и {extra} со стола к сборке на {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="57"/>
        <source>You score a mulle</source>
        <translation>Вы делаете мулле</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="57"/>
        <source>{name} scores a mulle</source>
        <translation>{name} делает мулле</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="59"/>
        <source>You score {count} points at once</source>
        <extracomment>For one: You score {count} point at once</extracomment>
        <translation>
            <numerusform>Вы сразу получаете {count} очко</numerusform>
            <numerusform>Вы сразу получаете {count} очка</numerusform>
            <numerusform>Вы сразу получаете {count} очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="60"/>
        <source>{name} scores {count} points at once</source>
        <extracomment>For one: {name} scores {count} point at once</extracomment>
        <translation>
            <numerusform>{name} сразу получает {count} очко</numerusform>
            <numerusform>{name} сразу получает {count} очка</numerusform>
            <numerusform>{name} сразу получает {count} очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="62"/>
        <source>You take the last {count} cards from the table</source>
        <extracomment>For one: You take the last card from the table</extracomment>
        <translation>
            <numerusform>Вы забираете со стола оставшуюся {count} карту</numerusform>
            <numerusform>Вы забираете со стола оставшиеся {count} карты</numerusform>
            <numerusform>Вы забираете со стола оставшиеся {count} карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="63"/>
        <source>{name} takes the last {count} cards from the table</source>
        <extracomment>For one: {name} takes the last card from the table</extracomment>
        <translation>
            <numerusform>{name} забирает со стола оставшуюся {count} карту</numerusform>
            <numerusform>{name} забирает со стола оставшиеся {count} карты</numerusform>
            <numerusform>{name} забирает со стола оставшиеся {count} карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="64"/>
        <source>Round {round} — you deal</source>
        <translation>Раунд {round} — сдаёте вы</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="64"/>
        <source>Round {round} — {name} deals</source>
        <translation>Раунд {round} — сдаёт {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="65"/>
        <source>Round {round}: you deal.</source>
        <translation>Раунд {round}: сдаёте вы.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="65"/>
        <source>Round {round}: {name} deals.</source>
        <translation>Раунд {round}: сдаёт {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="66"/>
        <source>Your turn.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="66"/>
        <source>{name}&apos;s turn.</source>
        <translation>Ходит {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="67"/>
        <source>You hold: {cards}.</source>
        <translation>У вас на руках: {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="67"/>
        <source>{name} holds: {cards}.</source>
        <translation>{name} держит на руках: {cards}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="69"/>
        <source>You win the match with {count} points ({others}).</source>
        <extracomment>For one: You win the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>Вы выигрываете партию, набрав {count} очко ({others}).</numerusform>
            <numerusform>Вы выигрываете партию, набрав {count} очка ({others}).</numerusform>
            <numerusform>Вы выигрываете партию, набрав {count} очков ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="70"/>
        <source>{name} wins the match with {count} points ({others}).</source>
        <extracomment>For one: {name} wins the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>{name} выигрывает партию, набрав {count} очко ({others}).</numerusform>
            <numerusform>{name} выигрывает партию, набрав {count} очка ({others}).</numerusform>
            <numerusform>{name} выигрывает партию, набрав {count} очков ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="71"/>
        <source>{name} win the match with {count} points ({others}).</source>
        <extracomment>For one: {name} win the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>{name} выигрывают партию, набрав {count} очко ({others}).</numerusform>
            <numerusform>{name} выигрывают партию, набрав {count} очка ({others}).</numerusform>
            <numerusform>{name} выигрывают партию, набрав {count} очков ({others}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="76"/>
        <source>Taken back: {move}.</source>
        <translation>Ход отменён: {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="77"/>
        <source>Hint: {move}</source>
        <translation>Подсказка: {move}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="78"/>
        <source>Hint: {move}. Press 1 or click Play it to play it.</source>
        <translation>Подсказка: {move}. Нажмите 1 или кнопку «Сыграть», чтобы сделать этот ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="80"/>
        <source>Table: {cards}.</source>
        <translation>На столе: {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="81"/>
        <source>Table: nothing.</source>
        <translation>На столе пусто.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="82"/>
        <source>build {value} ({cards})</source>
        <translation>сборка на {value} ({cards})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="83"/>
        <source>Stock: {count} cards.</source>
        <extracomment>For one: Stock: {count} card.</extracomment>
        <translation>
            <numerusform>В колоде {count} карта.</numerusform>
            <numerusform>В колоде {count} карты.</numerusform>
            <numerusform>В колоде {count} карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="84"/>
        <source>New hands dealt; {count} cards left in the stock</source>
        <extracomment>For one: New hands dealt; {count} card left in the stock</extracomment>
        <translation>
            <numerusform>Сданы новые карты; в колоде осталась {count} карта</numerusform>
            <numerusform>Сданы новые карты; в колоде осталось {count} карты</numerusform>
            <numerusform>Сданы новые карты; в колоде осталось {count} карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="85"/>
        <source>Last deal</source>
        <translation>Последняя сдача</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="86"/>
        <source>{count} cards</source>
        <extracomment>For one: {count} card</extracomment>
        <translation>
            <numerusform>{count} карта</numerusform>
            <numerusform>{count} карты</numerusform>
            <numerusform>{count} карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="87"/>
        <source>{count} sweeps</source>
        <extracomment>For one: {count} sweep</extracomment>
        <translation>
            <numerusform>{count} зачистка</numerusform>
            <numerusform>{count} зачистки</numerusform>
            <numerusform>{count} зачисток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="88"/>
        <source>{count} mulles</source>
        <extracomment>For one: {count} mulle</extracomment>
        <translation>
            <numerusform>{count} мулле</numerusform>
            <numerusform>{count} мулле</numerusform>
            <numerusform>{count} мулле</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/catalogs.py" line="108"/>
        <location filename="../../casino_desktop/qt/catalogs.py" line="110"/>
        <source>The language could not be loaded, so the game stays in English: {reason}</source>
        <translation>Не удалось загрузить язык, поэтому игра остаётся на английском: {reason}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/catalogs.py" line="111"/>
        <source>its catalog is damaged.</source>
        <translation>файл перевода повреждён.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/legality.py" line="26"/>
        <source>That play is not legal here.</source>
        <translation>Такой ход здесь не разрешён.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="69"/>
        <source>Court cards have no number here: they cannot be built with.</source>
        <translation>Здесь у картинок нет числового значения: ими нельзя строить сборки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="70"/>
        <source>A court card builds only on loose table cards of its own rank.</source>
        <translation>Картинкой можно строить только на свободных картах стола того же достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="71"/>
        <source>A court card builds only on table cards of its own rank, to be taken by another of that rank.</source>
        <translation>Картинкой можно строить только на картах стола того же достоинства, чтобы потом взять сборку ещё одной картой этого достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="72"/>
        <source>To build with a court card you must still hold another card of its rank to take the build.</source>
        <translation>Чтобы строить картинкой, у вас на руке должна остаться ещё одна карта того же достоинства, которой вы возьмёте сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="73"/>
        <source>A court-card build must then hold three cards of its rank, to be taken by the fourth.</source>
        <translation>Тогда в сборке из картинок должно быть три карты одного достоинства, чтобы её взяла четвёртая.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="74"/>
        <source>A court card is added only to a court-card build of its own rank.</source>
        <translation>Картинку можно добавить только к сборке из картинок того же достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="75"/>
        <source>Only a court card of its rank is added to a court-card build, and nothing raises it.</source>
        <translation>К сборке из картинок можно добавить только картинку того же достоинства, а повысить такую сборку нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="131"/>
        <source>Say the value of the build.</source>
        <translation>Назовите значение сборки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="132"/>
        <source>Say which build you raise.</source>
        <translation>Укажите, какую сборку вы повышаете.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="133"/>
        <source>The build of {build} is a multiple build: its value never changes, so it cannot be raised.</source>
        <translation>Сборка на {build} — множественная: её значение не меняется, поэтому повысить её нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="134"/>
        <source>You may not raise your own build in this variant.</source>
        <translation>В этом варианте нельзя повышать собственную сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="135"/>
        <source>Builds may not exceed {max} in this variant.</source>
        <translation>В этом варианте сборка не может быть больше {max}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="136"/>
        <source>To build {value} you must still hold a card that takes {value}.</source>
        <translation>Чтобы собрать {value}, у вас на руке должна остаться карта, которая берёт {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="137"/>
        <source>To raise the build of {build} to {value} you must still hold a card that takes {value}.</source>
        <translation>Чтобы повысить сборку на {build} до {value}, у вас на руке должна остаться карта, которая берёт {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="138"/>
        <source>To build {value} you must still hold a card that takes {value}, or build it for your partner while they own a build of {value}.</source>
        <translation>Чтобы собрать {value}, у вас на руке должна остаться карта, которая берёт {value}; или же вы собираете для партнёра, пока у него есть своя сборка на {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="140"/>
        <source>Court cards have no number here: they cannot go into a build.</source>
        <translation>Здесь у картинок нет числового значения: класть их в сборку нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="141"/>
        <source>Raising adds exactly one card from your hand: {build} + {worth} makes {raised}, not {value}; table cards may not change a build&apos;s value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="143"/>
        <source>The {card} must help change the value: {build} + {worth} + table cards must make {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="145"/>
        <source>Say which build you add to.</source>
        <translation>Укажите, к какой сборке вы добавляете.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="146"/>
        <source>Adding does not change a build&apos;s value: that build is {build}, not {value}.</source>
        <translation>Добавление не меняет значения сборки: это сборка на {build}, а не на {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="241"/>
        <source>A build needs at least one card from the table.</source>
        <translation>В сборке должна быть хотя бы одна карта со стола.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="242"/>
        <source>A build of {value} is already on the table: in this variant you add to it instead.</source>
        <translation>На столе уже есть сборка на {value}: в этом варианте вместо новой сборки добавьте к ней.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="243"/>
        <source>The build of {build} is a multiple build: it can be taken or added to, never built into another build.</source>
        <translation>Сборка на {build} — множественная: её можно взять или добавить к ней, но нельзя включить в другую сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="245"/>
        <source>A build is not a card: it cannot join a sum unless single builds count as cards.</source>
        <translation>Сборка — не карта: она не входит в сумму, если только одиночные сборки не считаются картами.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="246"/>
        <source>A raise changes one build: it cannot take another build into it.</source>
        <translation>Повышение меняет одну сборку: включить в неё другую сборку нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="247"/>
        <source>To put the build of {value} into a new build of {value}, add to it instead.</source>
        <translation>Чтобы включить сборку на {value} в новую сборку на {value}, просто добавьте к ней.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="248"/>
        <source>This play joins two builds of {value}: name the build of {first} as the one you add to, the other as a card.</source>
        <translation>Этот ход объединяет две сборки на {value}: назовите сборку из {first} той, к которой вы добавляете, а другую — картой.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="250"/>
        <source>The {card} with {loose} cannot be split into groups that each make {value}; cards inside a build are never split or rearranged.</source>
        <translation>Карту {card} вместе с {loose} нельзя разбить на группы, каждая из которых даёт {value}; карты внутри сборки никогда не разделяются и не перекладываются.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="252"/>
        <source>The {card} alone does not make {value}; cards inside a build are never split or rearranged.</source>
        <translation>Одна карта {card} не даёт {value}; карты внутри сборки никогда не разделяются и не перекладываются.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="253"/>
        <source>Those table cards cannot be split into groups of {value} for a build of two or more cards.</source>
        <translation>Эти карты со стола нельзя разбить на группы по {value} для сборки из двух или более частей.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="62"/>
        <source>Capturing is compulsory here, and you can capture: you may not trail.</source>
        <translation>Здесь брать обязательно, а вам есть что взять: выкладывать карту нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="63"/>
        <source>A card equal to a loose table card may not be trailed: the {card} must take the {equal}, or go into a build.</source>
        <translation>Нельзя выкладывать карту, равную свободной карте на столе: карта {card} должна взять {equal} или войти в сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="65"/>
        <source>A card must take every loose card equal to it: the {card} must also take the {left}.</source>
        <translation>Карта должна взять все равные ей свободные карты: карта {card} должна взять ещё и {left}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="66"/>
        <source>A card must take every loose card equal to it: the {card} as {value} must also take the {left}.</source>
        <translation>Карта должна взять все равные ей свободные карты: карта {card} как {value} должна взять ещё и {left}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="108"/>
        <source>The {card} cannot count as {value}.</source>
        <translation>Карта {card} не может считаться за {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="109"/>
        <source>A build is taken only whole by a card of its value: the build of {build} cannot be taken by a card worth {values}.</source>
        <translation>Сборку берут только целиком и только картой её значения: сборку на {build} нельзя взять картой со значением {values}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="111"/>
        <source>Say which table cards you take.</source>
        <translation>Укажите, какие карты со стола вы берёте.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="112"/>
        <source>Court cards have no number here: a court card takes only cards of its own rank.</source>
        <translation>Здесь у картинок нет числового значения: картинка берёт только карты своего достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="113"/>
        <source>A court card takes only one card of its rank at a time in this variant.</source>
        <translation>В этом варианте картинка берёт за раз только одну карту своего достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="114"/>
        <source>A court card takes one card of its rank, or all three at once by the fourth.</source>
        <translation>Картинка берёт одну карту своего достоинства — или сразу все три, если это четвёртая.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="115"/>
        <source>Court cards have no number here: they are taken only by a card of their own rank.</source>
        <translation>Здесь у картинок нет числового значения: их берёт только карта того же достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="116"/>
        <source>Those cards cannot be split into groups that each add up to {values}: every table card belongs to at most one group.</source>
        <translation>Эти карты нельзя разбить на группы, каждая из которых в сумме даёт {values}: каждая карта стола входит не больше чем в одну группу.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="125"/>
        <source>{first} or {last}</source>
        <comment>a card&apos;s values, such as: 1 or 14</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="119"/>
        <source>You control the build of {build}: you may not trail; take it, capture something else, build, or add to a build.</source>
        <translation>Сборка на {build} — ваша: выкладывать карту нельзя; возьмите её, возьмите что-то другое, постройте сборку или добавьте к сборке.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="121"/>
        <source>You control the build of {build}: you may not trail; take it, capture something else, or raise a build.</source>
        <translation>Сборка на {build} — ваша: выкладывать карту нельзя; возьмите её, возьмите что-то другое или повысьте сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="123"/>
        <source>While you own the build of {build} you must take it, capture something else, or raise a build: you may not make another build or add to one.</source>
        <translation>Пока сборка на {build} ваша, вы должны взять её, взять что-то другое или повысить сборку: строить новую сборку или добавлять к сборке нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="125"/>
        <source>You control the build of {build}: you must keep a card that takes {build} until you take the build.</source>
        <translation>Сборка на {build} — ваша: пока вы её не взяли, держите на руке карту, которая берёт {build}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="16"/>
        <source>The round is over: no card can be played now.</source>
        <translation>Раунд окончен: сейчас нельзя сыграть ни одной карты.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="17"/>
        <source>You do not hold the {card}.</source>
        <translation>У вас на руке нет карты {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="18"/>
        <source>The {card} is not on the table.</source>
        <translation>Карты {card} нет на столе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="19"/>
        <source>There is no build of {cards} on the table.</source>
        <translation>На столе нет сборки из {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="20"/>
        <source>The build of {cards} is named more often than it stands on the table.</source>
        <translation>Сборка из {cards} названа больше раз, чем лежит на столе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="23"/>
        <source>An earlier build on the table holds these same cards, and a play names a build by its cards: only that first build can be taken, raised or added to now.</source>
        <translation>На столе есть более ранняя сборка из тех же карт, а ход называет сборку по её картам: сейчас можно взять, повысить или дополнить только ту, первую сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="69"/>
        <source>A trail takes no table cards (trailing and building at once is a house rule that is off).</source>
        <translation>Выложенная карта не берёт карт со стола (выложить карту и одновременно собрать сборку — домашнее правило, и оно выключено).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="70"/>
        <source>A trail takes nothing from the table: to play onto a build, take it, raise it or add to it.</source>
        <translation>Выложенная карта ничего не берёт со стола: чтобы сыграть на сборку, возьмите её, повысьте или добавьте к ней.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="71"/>
        <source>A card trailed alone makes no build, so it declares no value.</source>
        <translation>Просто выложенная карта не образует сборку, поэтому значение не объявляется.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="72"/>
        <source>Say the value of the build you make from the table cards.</source>
        <translation>Назовите значение сборки, которую вы собираете из карт со стола.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="73"/>
        <source>This variant has no building: capture or trail.</source>
        <translation>В этом варианте сборок нет: берите карты или выкладывайте.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="62"/>
        <source>{card} big casino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="63"/>
        <source>{card} little casino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="68"/>
        <location filename="../../casino_desktop/core/variants.py" line="115"/>
        <source>Most cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="69"/>
        <location filename="../../casino_desktop/core/variants.py" line="116"/>
        <source>Most spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="70"/>
        <source>Spades beyond {threshold}</source>
        <comment>Överspader: a point for every spade taken beyond this many</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="71"/>
        <source>Spades</source>
        <comment>a score item: points for every spade taken</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="72"/>
        <source>Aces</source>
        <comment>a score item: points for every ace taken</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="73"/>
        <location filename="../../casino_desktop/core/variants.py" line="124"/>
        <source>Last capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="74"/>
        <source>Sweeps</source>
        <comment>a score item: points for sweeps</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="75"/>
        <source>Sweeps left open</source>
        <comment>a score item: minus points for leaving the table open to a sweep</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="76"/>
        <source>Mulles</source>
        <comment>a score item: points for mulles</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="23"/>
        <source>Deal</source>
        <comment>a group of rules: dealing the cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="24"/>
        <source>Capturing</source>
        <comment>a group of rules: taking cards from the table</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="25"/>
        <source>Building</source>
        <comment>a group of rules, and the rule that players may build</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="26"/>
        <source>Scoring</source>
        <comment>a group of rules: what scores points</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="27"/>
        <source>Match</source>
        <comment>a group of rules: how a match is won</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="48"/>
        <source>Decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="48"/>
        <source>One 52-card deck, or the 104-card double deck of Mulle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="49"/>
        <source>Cards per hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="49"/>
        <source>Cards dealt to each player in every deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="50"/>
        <source>Cards to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="50"/>
        <source>Cards dealt face up to the table at the start of a round (never again later).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="51"/>
        <source>Fewest players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="51"/>
        <source>The smallest number of players this variant is played with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="52"/>
        <source>Most players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="52"/>
        <source>The largest number of players this variant is played with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="53"/>
        <source>Three players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="53"/>
        <source>Whether three players may play (Kortspelshandboken&apos;s Mulle is for two, or four in partnerships).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="55"/>
        <source>Partnerships with four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="55"/>
        <source>Whether four players play as two partnerships (partners sit opposite and pool their cards).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="56"/>
        <source>as the players choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="56"/>
        <source>always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="56"/>
        <location filename="../../casino_desktop/core/variants.py" line="131"/>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="58"/>
        <source>Deal order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="58"/>
        <source>The order in which each packet of the shuffled deck is dealt: it decides which card goes where.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="59"/>
        <source>round the players, then to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="60"/>
        <source>others, the table, then the dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="63"/>
        <source>Choosing the first dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="63"/>
        <source>How the first dealer is chosen; the deal then passes to the left each round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="64"/>
        <source>at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="64"/>
        <source>the highest card drawn deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="65"/>
        <source>the lowest card drawn deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="69"/>
        <source>Court cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="69"/>
        <source>What J, Q and K count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="70"/>
        <source>no number, each takes its own rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="71"/>
        <source>J 11, Q 12, K 13, in sums and builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="73"/>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="73"/>
        <source>What an ace counts; where it may count 1 or 14, the player chooses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="74"/>
        <source>1 or 14, played or on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="75"/>
        <source>1 or 14 played; 1 on table (Royal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="76"/>
        <source>14 when played, 1 on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="78"/>
        <source>10♦ = 16 and 2♠ = 15 from the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="78"/>
        <source>Played from the hand the ten of diamonds counts 16 and the two of spades 15 (10 and 2 on the table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="80"/>
        <source>Court card captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="80"/>
        <source>What a numberless court card takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="81"/>
        <source>one table card of its rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="81"/>
        <source>any number of its rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="82"/>
        <source>one, or all three by the fourth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="85"/>
        <source>Capturing is compulsory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="85"/>
        <source>A player who can capture may not trail (building is still allowed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="87"/>
        <source>Equal cards must be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="87"/>
        <source>A card equal in value to a loose table card may not be trailed, and a capture made with it must take every loose card worth the value it is played as; it may still go into a build (Dominican).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="90"/>
        <source>Players may build: combine a hand card with table cards to be taken later by a card of the declared value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="91"/>
        <source>Highest build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="91"/>
        <source>The highest value a build may have (0: as high as any card can capture).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="92"/>
        <source>Raise your own build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="92"/>
        <source>A player may raise a single build they control (the Dominican form forbids it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="94"/>
        <source>Two builds of one value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="94"/>
        <source>What happens to a new build of a value already built on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="95"/>
        <source>both stand side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="96"/>
        <source>they merge into one multiple build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="98"/>
        <source>Court-card builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="98"/>
        <source>A court card may be put on a table court card of its rank, to be taken later by another of that rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="99"/>
        <source>Build owner may trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="99"/>
        <source>The controller of a build may trail and leave the build on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="101"/>
        <source>Table cards may help raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="101"/>
        <source>Loose table cards may help raise a single build, provided a hand card also adds to its value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="103"/>
        <source>A single build counts as a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="103"/>
        <source>A single build counts as one card of its value in sums, for capturing and for extending builds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="105"/>
        <source>Trail and build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="105"/>
        <source>Trail a card and at the same time build from other table cards (not the trailed card); you must still hold a card of the build&apos;s value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="107"/>
        <source>Build for your partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="107"/>
        <source>In partnerships you may build to a value your partner holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="109"/>
        <source>Build owner&apos;s duty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="109"/>
        <source>What a player who owns a build may do until it is taken: never trail; under the stricter rule of the simple game also no new build and no adding, only taking it, capturing something else or raising a build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="110"/>
        <source>anything but trailing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="111"/>
        <source>only take it, capture or raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="115"/>
        <source>Points for taking the most cards (a tie scores nothing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="116"/>
        <source>Points for taking the most spades (a tie scores nothing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="117"/>
        <source>Överspader threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="117"/>
        <source>If not 0: one point per spade taken beyond this many, instead of a most-spades prize.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="118"/>
        <source>Each spade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="118"/>
        <source>Points for every spade taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="119"/>
        <source>Each ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="119"/>
        <source>Points for every ace taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="120"/>
        <source>10♦ (big casino)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="120"/>
        <source>Points for the ten of diamonds (on top of any spade or ace points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="121"/>
        <source>2♠ (little casino)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="121"/>
        <source>Points for the two of spades (on top of its spade point, if spades score each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="122"/>
        <source>A♠ extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="122"/>
        <source>Extra points for the ace of spades.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="123"/>
        <source>J♠ extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="123"/>
        <source>Extra points for the jack of spades (Spade Casino).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="124"/>
        <source>Points for the player who makes the last capture of the round (sistan).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="125"/>
        <source>Each sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="125"/>
        <source>Points for each sweep (a capture that empties the table); 0: sweeps are not scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="127"/>
        <source>Sweeps count against whoever left them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="127"/>
        <source>The player who played just before a sweep, and so left the table open to it, loses what the sweep scores (Krypkasino: a sweep costs its maker 5 and credits 5 to whoever left it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="130"/>
        <source>Sweeps cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="130"/>
        <source>Whether the sweeps of different sides cancel out at the end of a round: one each when every side swept, or as many as the side with the fewest sweeps made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="131"/>
        <source>if all sides swept, one each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="132"/>
        <source>as many as the side with fewest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="135"/>
        <source>Finnish sweep limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="135"/>
        <source>No sweep counts in the last deal, nor once any side has 10 or more points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="137"/>
        <source>Score aces and casinos at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="137"/>
        <source>Aces, 10♦ and 2♠ score the moment they are taken, so a game can end in the middle of a round (Finnish).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="139"/>
        <source>Score points as they are earned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="139"/>
        <source>Sweeps, mulles, aces, casinos and every other point for a card score the moment they are made or taken; most spades the moment a side holds more than half the spades (7 of 13), most cards the moment it holds more than half the cards (27 of 52). A side reaching the target during play wins at once, even in the middle of a round; the rest (last capture, a majority nobody reached) is scored at the end of the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="142"/>
        <location filename="../../casino_desktop/core/variants.py" line="234"/>
        <location filename="../../casino_desktop/core/variants.py" line="234"/>
        <location filename="../../casino_desktop/core/variants.py" line="238"/>
        <source>Mulle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="142"/>
        <source>Double deck only: what taking the twin of the card you play (a mulle) scores; when it scores the card&apos;s value, other cards may be taken with the twin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="143"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="143"/>
        <source>5 when the twin is taken alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="144"/>
        <source>the played card&apos;s value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="148"/>
        <source>Points are penalties (misère)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="148"/>
        <source>Every point a side takes counts against it: a round&apos;s points are scored as minus points, so the fewest taken win (Krypkasino).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="152"/>
        <source>Target score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="152"/>
        <source>The game ends when a side reaches this score; 0: a single round is the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="154"/>
        <source>Rounds each player deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="154"/>
        <source>If not 0, the match has no target: it ends when every player has dealt this many rounds, and the higher total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="156"/>
        <source>Differential scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="156"/>
        <source>Each round only the side with more points scores, the difference (two sides only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="158"/>
        <source>Near the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="158"/>
        <source>Dominican: a side that needs exactly the points of most cards to reach the target (18 of 21), of the 10♦ (19) or of most spades (20) reaches it only by winning that item, and then wins outright, whatever the others score. Until then its other points stop one short of the target, and its sweeps score nothing (they still cancel the others&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="159"/>
        <source>any points reach the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="160"/>
        <source>the Dominican ladder (18, 19, 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="163"/>
        <source>When several reach the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="163"/>
        <source>Who wins when more than one side reaches the target in the same round. Counting out goes item by item: cards, spades, 10♦, 2♠, the aces ♠♣♥♦, sweeps; the Finnish order is aces and casinos, then spades, then cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="164"/>
        <source>higher total (equal: another round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="165"/>
        <source>counting out, item by item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="166"/>
        <source>higher total, then most spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="167"/>
        <source>higher total, then Finnish order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="193"/>
        <source>Casino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="193"/>
        <location filename="../../casino_desktop/core/variants.py" line="196"/>
        <location filename="../../casino_desktop/core/variants.py" line="208"/>
        <location filename="../../casino_desktop/core/variants.py" line="211"/>
        <source>Anglo-American</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="194"/>
        <source>The classic English-language game: builds, court cards take only their rank, 11 points a round, game to 21.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="196"/>
        <source>Casino (simple rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="197"/>
        <source>Casino as it is often taught at home: builds up to 10, court-card builds, a court card takes every card of its rank, sweeps score, one round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="200"/>
        <source>Royal Casino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="200"/>
        <location filename="../../casino_desktop/core/variants.py" line="203"/>
        <source>Royal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="201"/>
        <source>North American Royal Casino: J 11, Q 12, K 13 join sums and builds; the ace counts 1 or 14; game to 21.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="203"/>
        <source>Royal Casino (Dominican)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="204"/>
        <source>Royal Casino as played in the Dominican Republic: J 11, Q 12, K 13, the ace 1 or 14; a card equal to a loose card must take it; nobody raises their own build; opposing sweeps cancel; near 21 only cards, the 10♦ or spades win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="208"/>
        <source>Spade Casino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="209"/>
        <source>Casino where every spade scores, the jack of spades one extra: 24 points a round, game to 61.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="211"/>
        <source>Wippen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="212"/>
        <source>The Belgian game: most cards 2, most spades 2, each sweep (wip) 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="214"/>
        <source>Swedish Kasino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="214"/>
        <location filename="../../casino_desktop/core/variants.py" line="217"/>
        <location filename="../../casino_desktop/core/variants.py" line="220"/>
        <location filename="../../casino_desktop/core/variants.py" line="228"/>
        <source>Swedish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="215"/>
        <source>The Nordic game without building: J 11, Q 12, K 13, the ace 1 or 14; most spades 2, the last capture (sistan) and every sweep (tabbe) score; game to 16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="217"/>
        <source>Överspader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="218"/>
        <source>Swedish Kasino where every spade beyond six scores a point instead of the most-spades prize; game to 21.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="220"/>
        <source>Kasino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="221"/>
        <source>Swedish Kasino with the ace worth 14 in the hand and 1 on the table; every sweep (tabbe) and the last capture (sistan) score; game to 16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="223"/>
        <source>Finnish Kasino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="223"/>
        <source>Finnish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="224"/>
        <source>Finnish Kasino: ace 14 from the hand, 2♠ 15 and 10♦ 16 from the hand; aces and casinos score at once; sweeps (mökki) cancel and freeze at 10 points; game to 16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="228"/>
        <source>Krypkasino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="229"/>
        <source>Misère Kasino with two decks: capturing is compulsory and every point taken is a penalty (10♦ 3, 2♠ 2, A♠ 2, every other spade and ace 1); a sweep costs its maker 5 and credits 5 to whoever left the table open; the fewest penalties win. Rule books disagree on the deal and say nothing of the end, so these are our choices (both can be changed): 4 cards each and 4 to the table, and every player deals once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="235"/>
        <source>Swedish Mulle with two decks: 5 cards each and 5 to the table; taking the identical card alone is a mulle worth 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="238"/>
        <source>Mulle (Kortspelshandboken)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="239"/>
        <source>Mulle of Kortspelshandboken: two decks, 4 each and 8 to the table, building, ace 14 / 2♠ 15 / 10♦ 16 from the hand; every spade scores; a mulle scores the played card&apos;s value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="252"/>
        <source>The variant must be given by its name, like &quot;casino&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="258"/>
        <source>Unknown variant &apos;{shown}&apos;; the variants are: {known}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="271"/>
        <source>Unknown option &apos;{shown}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="275"/>
        <source>Option &apos;{name}&apos; must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="278"/>
        <source>Option &apos;{name}&apos; must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="281"/>
        <source>Option &apos;{name}&apos; must be between {lo} and {hi}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="284"/>
        <source>Option &apos;{name}&apos; must be one of {choices}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="295"/>
        <source>House rules must be given as a JSON object of option names and values, like {&quot;target&quot;: 11}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="314"/>
        <source>The fewest players cannot be more than the most players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="316"/>
        <source>Court-card capture rules only apply when court cards have no number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="318"/>
        <source>Court-card builds only apply when court cards have no number; with numbers they build like any card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="323"/>
        <source>&apos;{label}&apos; needs building, which this variant has switched off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="327"/>
        <source>Build options need building, which this variant has switched off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="329"/>
        <source>The highest build must be at least 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="331"/>
        <source>The highest build cannot exceed {value}, the highest value a card can capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="334"/>
        <source>Överspader replaces the most-spades prize: set most spades to 0 to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="336"/>
        <source>Sweep cancelling and sweep limits need sweeps to score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="338"/>
        <source>A mulle needs the double deck: with one deck no card has an identical twin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="340"/>
        <source>Differential scoring needs a target score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="343"/>
        <source>Scoring points as they are earned ends the game when a side reaches the target: it needs a target score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="345"/>
        <source>Scoring points as they are earned already scores aces and casinos at once: switch off the Finnish immediate scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="348"/>
        <source>Differential scoring compares whole rounds, so points cannot also be scored as they are earned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="350"/>
        <source>Sweeps that may be cancelled at the end of the round cannot score the moment they are made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="352"/>
        <source>Equal cards must be taken needs court cards that can take every card of their rank at once: court cards with numbers, or &apos;any number of its rank&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="355"/>
        <source>Sweeps that count against whoever left them cannot also cancel out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="357"/>
        <source>A match of a fixed number of rounds has no target: set the target score to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="359"/>
        <source>Penalty points are counted at the end of each round: misère cannot go with immediate, as-earned or differential scoring, or with the rule near the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="366"/>
        <source>There are not enough cards for that many players with those hand and table sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="368"/>
        <location filename="../../casino_desktop/core/variants.py" line="435"/>
        <source>With every scoring item at 0 no side can ever score, so the match would never end: give at least one item some points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="371"/>
        <source>Under misère every point counts against its taker, so no side would ever reach a target: set the target score to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="397"/>
        <source>The rule near the target needs a target score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="400"/>
        <source>The rule near the target needs most cards, the 10♦ and most spades to score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="402"/>
        <source>The rule near the target tells its items apart by their points: most cards, the 10♦ and most spades must score differently.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="405"/>
        <source>The rule near the target needs a target above the points of most cards, the 10♦ and most spades.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="407"/>
        <source>The rule near the target judges whole rounds of plain scores: it cannot go with differential, immediate or as-earned scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/variants.py" line="415"/>
        <source>This variant is played by exactly {count} players.</source>
        <extracomment>For one: This variant is played by exactly {count} player.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/variants.py" line="417"/>
        <source>This variant is played by {lowest} to {count} players.</source>
        <extracomment>For one: This variant is played by {lowest} to {count} player.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="420"/>
        <source>This variant is played by two players, or four in partnerships.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="422"/>
        <source>Partnerships need four players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="424"/>
        <source>With four players this variant is played in partnerships.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="426"/>
        <source>This variant is not played in partnerships.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="428"/>
        <source>Building for a partner needs partnerships.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="431"/>
        <source>Differential scoring needs exactly two sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="433"/>
        <source>There are not enough cards for that many players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/controller.py" line="39"/>
        <source>South</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/controller.py" line="40"/>
        <source>West</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/controller.py" line="41"/>
        <source>North</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/controller.py" line="42"/>
        <source>East</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/language_switch.py" line="40"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/language_switch.py" line="44"/>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/language_switch.py" line="66"/>
        <source>The game now speaks {language}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="20"/>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="20"/>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="21"/>
        <source>Fast</source>
        <comment>animation speed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="21"/>
        <source>Instant</source>
        <comment>animation speed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="36"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="37"/>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="38"/>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="39"/>
        <source>Deal of the &amp;Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="40"/>
        <source>&amp;Practice…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="46"/>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="48"/>
        <source>&amp;Open Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="49"/>
        <source>&amp;Save Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="51"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="52"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="53"/>
        <source>Animation &amp;speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="65"/>
        <source>Side &amp;panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_window.py" line="66"/>
        <source>Welcome to Casino.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_window.py" line="146"/>
        <source>Deal of the day, {date}: the same cards for everyone who plays this game at this table today.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_window.py" line="208"/>
        <source>{side} at {score}: {words}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_window.py" line="242"/>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_window.py" line="247"/>
        <source>That move is no longer possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_window.py" line="282"/>
        <source>Click table cards for the {card} to take or build with, or pick a move (keys 1-9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_window.py" line="300"/>
        <source>Round over: {scores}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_window.py" line="301"/>
        <source>Round over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_window.py" line="301"/>
        <source>Match over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="17"/>
        <source>Drag your {card} to an empty spot on the table: it takes nothing here, so you trail it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="18"/>
        <source>Drag your {card} onto the {cards}: a card takes a table card of the same rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="19"/>
        <source>Drag your {card} onto {cards}: together they count {value}, so your {card} takes them at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="20"/>
        <source>Drag your {card} onto {cards} to build {value}: you still hold a card worth {value}, so you can take the build on your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="22"/>
        <source>Now take your build: drag your {card} onto the build worth {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="23"/>
        <source>Drag your {card} onto {name}&apos;s build to raise it to {value}: you hold a card worth {value}, and the build becomes yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="25"/>
        <source>Take {cards} with your {card}: that clears the table, a {sweep}, which scores {points} for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="26"/>
        <source>Take {cards} with your {card}: that clears the table, a {sweep}; in this game a {sweep} scores nothing by itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="28"/>
        <source>You must capture, and your only capture is {cards} with your {card}: it clears the table, a {sweep}, which costs you {points} and credits {points} to {name}, who left the table open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="31"/>
        <source>Drag your {card} onto its twin on the table: taking the identical card is a mulle, and it scores the card&apos;s value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="33"/>
        <source>Take {cards} with your {card}: the last capture of the round; the cards still on the table at the end go to whoever made it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="35"/>
        <source>Take {cards} with your {card}: the last capture of the round ({last}); it scores {points}, and the cards still on the table at the end go with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="37"/>
        <source>Take {cards} with your {card}: the last capture of the round, and another {sweep}, which scores {points}, as it clears the table; whatever is left on the table at the end goes to whoever made the last capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="40"/>
        <source>Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round; the cards still on the table at the end go to whoever made it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="42"/>
        <source>Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round ({last}); it scores {points}, and the cards still on the table at the end go with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="49"/>
        <source>That move is allowed, but this step asks you to trail your {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="50"/>
        <source>That move is allowed, but this step asks you to take the {cards} with your {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="51"/>
        <source>That move is allowed, but this step asks you to take {cards} together with your {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="52"/>
        <source>That move is allowed, but this step asks you to build {value} with your {card} on {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="53"/>
        <source>That move is allowed, but this step asks you to take your build worth {value} with your {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="54"/>
        <source>That move is allowed, but this step asks you to raise {name}&apos;s build to {value} with your {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="55"/>
        <source>That move is allowed, but this step asks you to take {cards} with your {card} and clear the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="56"/>
        <source>That move is allowed, but this step asks you to take the twin {cards} with your {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="57"/>
        <source>That move is allowed, but this step asks you to take {cards} with your {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="60"/>
        <source>Step {number} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="61"/>
        <source>{name} plays now; your next step follows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="62"/>
        <source>That is the whole deal. The score sheet shows what each of you scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="64"/>
        <source>Welcome to Casino. You play against North: take cards from the table with a card of the same rank, or with one worth their sum, and build for later. Follow the pointer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="66"/>
        <source>Welcome to Royal Casino. Here J counts 11, Q 12 and K 13, and an ace from your hand 1 or 14, so court cards take sums and build too. Follow the pointer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="68"/>
        <source>Welcome to Swedish Kasino. There is no building: take cards by rank or by sum, clear the table for a tabbe, and make the last capture, sistan. Follow the pointer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="70"/>
        <source>Welcome to Finnish Kasino. An ace from the hand counts 14, the 2♠ 15 and the 10♦ 16; aces and casinos score the moment you take them. Follow the pointer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="72"/>
        <source>Welcome to Mulle, with two decks: every card has an identical twin. Take by rank or by sum, build, and take a twin for a mulle. Follow the pointer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="74"/>
        <source>Welcome to Krypkasino, with two decks: every point you take is a penalty, and you must capture whenever you can. Follow the pointer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="76"/>
        <source>Welcome to Dominican Royal Casino: a card equal to a loose table card must take it, and nobody raises their own build. Follow the pointer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="84"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ (big casino) {big_casino} and the 2♠ (little casino) {little_casino}. The match goes on until someone reaches {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="87"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino} and the 2♠ {little_casino}. The match goes on until someone reaches {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="90"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino}, the 2♠ {little_casino}, the last capture (sistan) {last_capture} and each tabbe {sweep_points}. The match goes on until someone reaches {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="94"/>
        <source>Each row is one thing that scores, each column a player; the rows marked “at once” were scored the moment the card was taken. Each mökki scores {sweep_points} unless both of you made one. The match goes on until someone reaches {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="98"/>
        <source>Each row is one thing that scores, each column a player: every spade {each_spade}, the 10♦ {big_casino}, the 2♠ {little_casino}, the A♠ {ace_of_spades} more, each sweep {sweep_points} and each mulle the value of the card that made it. One round is the whole game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="102"/>
        <source>Each row is a penalty, each column a player: every spade and ace, the casinos and each sweep count against whoever took them, and a sweep credits whoever left the table open. The fewest penalties win once each of you has dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="105"/>
        <source>Each row is one thing that scores, each column a player; sweeps of both sides cancel out. The match goes on to {target}, where near the end only most cards, the 10♦ or most spades can win it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="109"/>
        <source>&amp;Close the Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="110"/>
        <source>&amp;Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="111"/>
        <source>&amp;Start Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="112"/>
        <source>A Guided First Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="113"/>
        <source>New to {game}? Play a short guided deal: the table shows you each kind of move, one at a time, and explains what scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="115"/>
        <source>Play the &amp;Guided Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="116"/>
        <source>&amp;Not Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="117"/>
        <source>&amp;Guided First Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="118"/>
        <source>{game}: a guided first game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="122"/>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="124"/>
        <source>tabbe</source>
        <comment>the Swedish family&apos;s word for a sweep</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="123"/>
        <source>mökki</source>
        <comment>the Finnish family&apos;s word for a sweep</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="125"/>
        <source>sweep</source>
        <comment>clearing the table in one capture; the word of a game that has none of its own</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/texts.py" line="126"/>
        <source>sistan</source>
        <comment>the Swedish family&apos;s word for the last capture of a round</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="19"/>
        <source>Find every capture the {card} can make here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="20"/>
        <source>Make a build of {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="21"/>
        <source>Take the build of {cards}, worth {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="22"/>
        <source>Raise the build of {cards}, worth {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="23"/>
        <source>The round is over. Count the points of each pile: for every item of the scoring table, give the points of each side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="25"/>
        <source>The play is legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="30"/>
        <source>You trail the {card}. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="31"/>
        <source>You trail the {card} and declare {value}. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="32"/>
        <source>You trail the {card} onto the build of {builds}. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="34"/>
        <source>You trail the {card} and build {value} from {cards}. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="36"/>
        <source>You trail the {card} and build from {cards} without naming a value. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="38"/>
        <source>You take {cards} with the {card}. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="39"/>
        <source>You take {cards} with the {card}, counted as {value}. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="41"/>
        <source>You play the {card} to take, naming no table card. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="43"/>
        <source>You build {value} with the {card} on {cards}. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="44"/>
        <source>You build {value} with the {card} alone, naming no table card. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="46"/>
        <source>You build with the {card} on {cards} without naming a value. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="48"/>
        <source>You raise the build of {builds} to {value} with the {card}. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="50"/>
        <source>You raise the build of {builds} to {value} with the {card} and {cards}. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="52"/>
        <source>You raise to {value} with the {card}, naming no build. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="54"/>
        <source>You add the {card} to the build of {builds}, which stays {value}. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="56"/>
        <source>You add the {card} and {cards} to the build of {builds}, which stays {value}. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="58"/>
        <source>You add the {card} for a build of {value}, naming no build. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="60"/>
        <source>You play the {card} onto the table without naming the build&apos;s value. Is that play legal? If not, pick the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="65"/>
        <source>Right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="66"/>
        <source>Right: the play is legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="67"/>
        <source>Not so: the play is legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="68"/>
        <source>Not so. The rules say: {sentence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/texts.py" line="69"/>
        <source>You missed {count} captures, such as {capture}.</source>
        <extracomment>For one: You missed a capture: {capture}.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="70"/>
        <source>The question is about the {card}; {capture} is played with another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="71"/>
        <source>That play is legal, but it is not a capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="72"/>
        <source>That play is legal, but it does not leave a build of {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="73"/>
        <source>That play is legal, but it does not take the build of {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="74"/>
        <source>That play is legal, but it does not raise the build of {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="75"/>
        <source>{item}: the points are {right}, not {given}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="76"/>
        <source>That answer cannot be read: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="78"/>
        <source>give the number of a choice, from 0 to {last}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="79"/>
        <source>give one play, as text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="80"/>
        <source>give the points as an object of items, each with a list of points per side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="81"/>
        <source>&apos;{item}&apos; is not an item of this round&apos;s scoring table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/texts.py" line="82"/>
        <source>give {count} whole numbers of points for each item.</source>
        <extracomment>For one: give {count} whole number of points for each item.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="85"/>
        <source>{cards} with the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="86"/>
        <source>{cards} with the {card}, counted as {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="132"/>
        <source>{first} to {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="136"/>
        <source>Take {cards} with the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="137"/>
        <source>Build {value} with the {card} on {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="138"/>
        <source>Raise the build of {builds} to {value} with the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="139"/>
        <source>Raise the build of {builds} to {value} with the {card} and {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="165"/>
        <source>Playing only while the round is on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="166"/>
        <source>Playing a card you hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="167"/>
        <source>Naming cards that are on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="168"/>
        <source>Naming builds that are on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="170"/>
        <source>A trail takes no table cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="171"/>
        <source>A trail leaves the builds alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="172"/>
        <source>A trailed card declares no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="173"/>
        <source>No trailing while you own a build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="174"/>
        <source>No trailing a card that pairs a table card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="175"/>
        <source>Trailing and building at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="177"/>
        <source>What the owner of a build must do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="178"/>
        <source>Keeping a card that takes your build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="180"/>
        <source>Capturing whenever you can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="181"/>
        <source>The values a card can count as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="182"/>
        <source>A build is taken whole, by its value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="183"/>
        <source>Naming what a capture takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="184"/>
        <source>Court cards take their own rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="185"/>
        <source>How many court cards one card takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="186"/>
        <source>Taking groups that add up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="187"/>
        <source>Taking every equal loose card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="189"/>
        <source>No building in this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="190"/>
        <source>Court cards cannot build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="191"/>
        <source>Building with court cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="192"/>
        <source>Adding to a court-card build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="193"/>
        <source>Declaring a build&apos;s value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="194"/>
        <source>Which builds can be raised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="195"/>
        <source>Raising your own build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="196"/>
        <source>The highest build allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="197"/>
        <source>Holding a card that takes your build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="198"/>
        <source>Court cards stay out of builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="199"/>
        <source>What a raise adds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="200"/>
        <source>Adding keeps a build&apos;s value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="201"/>
        <source>A build needs table cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="202"/>
        <source>One build of each value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="203"/>
        <source>Joining builds together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="204"/>
        <source>Building groups that make the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="206"/>
        <source>Finding every capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="207"/>
        <source>Making a build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="208"/>
        <source>Taking a build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="209"/>
        <source>Raising a build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="210"/>
        <source>Telling a legal play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="212"/>
        <source>Scoring the most cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="213"/>
        <source>Scoring the most spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="214"/>
        <source>Scoring spades beyond the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="215"/>
        <source>Scoring every spade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="216"/>
        <source>Scoring the aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="217"/>
        <source>Scoring the 10♦ (big casino)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="218"/>
        <source>Scoring the 2♠ (little casino)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="219"/>
        <source>Scoring the A♠</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="220"/>
        <source>Scoring the J♠</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="221"/>
        <source>Scoring the last capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="222"/>
        <source>Scoring sweeps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="223"/>
        <source>Sweeps left open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="224"/>
        <source>Scoring mulles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/texts.py" line="226"/>
        <source>A rule of a later version of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="23"/>
        <source>Show the move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="25"/>
        <source>All {count} moves…</source>
        <extracomment>For one: All {count} move…</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="62"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="135"/>
        <source>Table: {picked}. Now pick a card from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="136"/>
        <source>Drag a card onto the table, or click a card and then table cards (keys: arrows, Space, Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="140"/>
        <source>{card} on {picked}</source>
        <comment>the hand card and the table cards picked for it</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="144"/>
        <source>{picked}: {reason}</source>
        <comment>what was picked, and why no move plays it</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="147"/>
        <source>{picked}:</source>
        <comment>what was picked, before the buttons of its moves</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="175"/>
        <source>Play it</source>
        <comment>the button that plays the hinted move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="176"/>
        <source>Play the hinted move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="34"/>
        <source>Choose a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="61"/>
        <source>&lt;b&gt;Play {card}:&lt;/b&gt; which move?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="63"/>
        <source>Cancel (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/items.py" line="138"/>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/items.py" line="155"/>
        <source>D</source>
        <comment>on the dealer&apos;s chip: the first letter of Dealer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/layout.py" line="27"/>
        <source>South</source>
        <comment>a seat&apos;s default name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/layout.py" line="27"/>
        <source>West</source>
        <comment>a seat&apos;s default name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/layout.py" line="28"/>
        <source>North</source>
        <comment>a seat&apos;s default name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/layout.py" line="28"/>
        <source>East</source>
        <comment>a seat&apos;s default name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="61"/>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="68"/>
        <source>{name} to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="63"/>
        <source>{previous} has played. Pass the screen to {name}; the other players look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="66"/>
        <source>Pass the screen to {name}; the other players look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="67"/>
        <source>Show {name}’s cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="135"/>
        <source>Pass the screen to {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="136"/>
        <source>Waiting for {name}: press Space or click the button when ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="92"/>
        <source>Stock</source>
        <comment>the caption over the face-down stock</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="94"/>
        <source>last deal</source>
        <comment>the stock&apos;s caption once its last cards are dealt</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="108"/>
        <source>thinking…</source>
        <comment>a seat&apos;s caption while the computer chooses its move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/plan.py" line="132"/>
        <source>Taken {count}</source>
        <comment>a pile&apos;s caption: how many cards it holds</comment>
        <extracomment>For one: Taken {count}</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="136"/>
        <source>{first} &amp; {second}</source>
        <comment>the two partners whose pile it is</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/plan.py" line="138"/>
        <source>{count} taken</source>
        <comment>a pile&apos;s caption: how many cards it holds</comment>
        <extracomment>For one: {count} taken</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="151"/>
        <source>multiple</source>
        <comment>a build&apos;s caption: a build made up more than one way</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="152"/>
        <source>single</source>
        <comment>a build&apos;s caption: a build made up one way</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="153"/>
        <source>Build {value}</source>
        <comment>a build&apos;s caption</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="21"/>
        <source>Match score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="21"/>
        <source>Cards taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="21"/>
        <source>Spades taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="22"/>
        <source>Sweeps</source>
        <comment>a row of the score table: how many sweeps each side has made</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="41"/>
        <source>Match score and cards taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="53"/>
        <source>Cards still out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="58"/>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="62"/>
        <source>Play log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="72"/>
        <source>Deal {number}</source>
        <comment>the deal number: the same number deals the same cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="142"/>
        <source>Still out</source>
        <comment>the cards the player has not seen yet</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/view.py" line="23"/>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
