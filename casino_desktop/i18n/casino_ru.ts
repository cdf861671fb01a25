<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>casino</name>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="25"/>
        <source>The dial {dial} takes a whole number from {low} to {high}.</source>
        <translation>Параметр движка {dial} принимает целое число от {low} до {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="26"/>
        <source>The dial {dial} takes a number from {low} to {high}.</source>
        <translation>Параметр движка {dial} принимает число от {low} до {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="27"/>
        <source>The dial {dial} takes one of: {choices}.</source>
        <translation>Параметр движка {dial} принимает одно из значений: {choices}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="28"/>
        <source>&apos;{dial}&apos; is not a dial of {engine}; its dials are: {dials}.</source>
        <translation>«{dial}» — не параметр движка {engine}; его параметры: {dials}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="29"/>
        <source>The engine {engine} has no dials.</source>
        <translation>У движка {engine} нет параметров.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="98"/>
        <source>Beginner</source>
        <comment>a level of the computer players</comment>
        <translation>Новичок</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="99"/>
        <source>Casual</source>
        <comment>a level of the computer players</comment>
        <translation>Любитель</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="100"/>
        <source>Skilled</source>
        <comment>a level of the computer players</comment>
        <translation>Опытный</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="101"/>
        <source>Expert</source>
        <comment>a level of the computer players</comment>
        <translation>Эксперт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="102"/>
        <source>Master</source>
        <comment>a level of the computer players</comment>
        <translation>Мастер</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="106"/>
        <source>Takes what it can each turn, one card at a time: it does not yet see captures of several cards at once.</source>
        <translation>Каждый ход берёт что может, по одной карте: пока не видит захватов нескольких карт сразу.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="107"/>
        <source>Takes the most it can each turn and never looks ahead; now and then it misses a capture of several cards.</source>
        <translation>Каждый ход берёт как можно больше и никогда не смотрит вперёд; иногда пропускает захват нескольких карт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="108"/>
        <source>Remembers every card played and avoids leaving you easy captures.</source>
        <translation>Запоминает все сыгранные карты и старается не оставлять вам лёгких захватов.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="109"/>
        <source>Imagines many possible deals and plays each option out.</source>
        <translation>Представляет множество возможных раскладов и разыгрывает каждый вариант.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="110"/>
        <source>Like Expert, with more thinking time, and it learns how you play: the strongest fair player.</source>
        <translation>Как Эксперт, но думает дольше и учится на вашей манере игры: самый сильный честный игрок.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/playout_weights.py" line="88"/>
        <source>&apos;{key}&apos; is not a weight of the playout policy.</source>
        <translation>&apos;{key}&apos; — не вес правила пробных розыгрышей.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/playout_weights.py" line="90"/>
        <source>&apos;{key}&apos; must be a number from {lo} to {hi}.</source>
        <translation>&apos;{key}&apos; должно быть числом от {lo} до {hi}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="27"/>
        <source>Name a command to run: {commands}.</source>
        <translation>Укажите команду: {commands}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="28"/>
        <source>&apos;{command}&apos; is not a command; the commands are: {commands}.</source>
        <translation>«{command}» — не команда; команды: {commands}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="29"/>
        <source>&apos;{argument}&apos; is not an option of this command; its --help lists the options.</source>
        <translation>«{argument}» — не параметр этой команды; список параметров выводит её --help.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="30"/>
        <source>The option {option} takes one of: {choices}.</source>
        <translation>Параметр {option} принимает одно из значений: {choices}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="31"/>
        <source>The option {option} needs a value after it.</source>
        <translation>Параметру {option} нужно значение после него.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="32"/>
        <source>The option {option} takes no value.</source>
        <translation>Параметр {option} не принимает значения.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="33"/>
        <source>The option {option} is short for more than one option: {options}.</source>
        <translation>Параметр {option} — сокращение сразу нескольких параметров: {options}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="34"/>
        <source>These options must be given: {options}.</source>
        <translation>Эти параметры обязательны: {options}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="37"/>
        <source>The command line cannot be read ({problem}); --help shows how it is written.</source>
        <translation>Командную строку нельзя прочитать ({problem}); --help показывает, как её писать.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/bounds.py" line="30"/>
        <source>The option {option} takes a whole number from {low} to {high}.</source>
        <translation>Параметр {option} принимает целое число от {low} до {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/bounds.py" line="31"/>
        <source>A level must be one of: {levels}.</source>
        <translation>Уровень должен быть одним из: {levels}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/bounds.py" line="32"/>
        <source>The option {option} takes a number of seconds above 0 and at most {high}.</source>
        <translation>Параметр {option} принимает число секунд больше 0 и не больше {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="42"/>
        <source>The --options value</source>
        <comment>the subject of a sentence about the command line&apos;s --options (the house rules as JSON), such as: The --options value is damaged</comment>
        <translation>Значение --options</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="44"/>
        <source>The --answer value</source>
        <comment>the subject of a sentence about the command line&apos;s --answer (a drill&apos;s answer as JSON), such as: The --answer value is damaged</comment>
        <translation>Значение --answer</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="187"/>
        <source>The kind of drill must be one of: {kinds}.</source>
        <translation>Вид задания должен быть одним из: {kinds}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="190"/>
        <source>The topic must be the name of a rule or scoring item, in at most 200 characters.</source>
        <translation>Тема должна быть названием правила или статьи подсчёта, не длиннее 200 символов.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="202"/>
        <source>No drill of that kind and topic came up in this variant&apos;s practice games; try another seed, kind or topic.</source>
        <translation>В тренировочных партиях этого варианта не нашлось задания такого вида и темы; попробуйте другое зерно, вид или тему.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/score_command.py" line="17"/>
        <source>&apos;{key}&apos; is not a key of a round to score; its keys are: {keys}.</source>
        <translation>&apos;{key}&apos; — не ключ подсчитываемого раунда; его ключи: {keys}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/stdin_input.py" line="16"/>
        <source>The input</source>
        <comment>the subject of a sentence about what the command line read and cannot use, such as: The input is damaged</comment>
        <translation>Входные данные</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/stdin_input.py" line="41"/>
        <source>The input is empty: give the JSON on standard input.</source>
        <translation>Входные данные пусты: передайте JSON на стандартный ввод.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="19"/>
        <source>Good</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Хорошо</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="20"/>
        <source>Inaccuracy</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Неточность</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="21"/>
        <source>Mistake</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Ошибка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="22"/>
        <source>Blunder</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Грубая ошибка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="27"/>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="105"/>
        <source>Good move.</source>
        <translation>Хороший ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="28"/>
        <source>Inaccuracy: this gave away {points} points on average; better was to {best}.</source>
        <translation>Неточность: этот ход в среднем стоил {points} очка; лучше было {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="29"/>
        <source>Mistake: this gave away {points} points on average; better was to {best}.</source>
        <translation>Ошибка: этот ход в среднем стоил {points} очка; лучше было {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="30"/>
        <source>Blunder: this gave away {points} points on average; better was to {best}.</source>
        <translation>Грубая ошибка: этот ход в среднем стоил {points} очка; лучше было {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="35"/>
        <source>You could have taken {card}, a card that scores: {advice}.</source>
        <translation>Можно было взять {card} — карту, которая приносит очки: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="36"/>
        <source>You could have swept the table: {advice}.</source>
        <translation>Можно было зачистить стол: {advice}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="37"/>
        <source>This leaves the table open to a sweep by the next player: {count} unseen cards clear it ({cards}).</source>
        <extracomment>For one: This leaves the table open to a sweep by the next player: {count} unseen card clears it ({cards}).</extracomment>
        <translation>
            <numerusform>Стол остаётся открытым для зачистки следующим игроком: его очищает {count} невышедшая карта ({cards}).</numerusform>
            <numerusform>Стол остаётся открытым для зачистки следующим игроком: его очищают {count} невышедшие карты ({cards}).</numerusform>
            <numerusform>Стол остаётся открытым для зачистки следующим игроком: его очищают {count} невышедших карт ({cards}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="40"/>
        <source>The next player can take your build of {value}: {count} unseen cards take it.</source>
        <extracomment>For one: The next player can take your build of {value}: {count} unseen card takes it.</extracomment>
        <translation>
            <numerusform>Следующий игрок может взять вашу сборку на {value}: её берёт {count} невышедшая карта.</numerusform>
            <numerusform>Следующий игрок может взять вашу сборку на {value}: её берут {count} невышедшие карты.</numerusform>
            <numerusform>Следующий игрок может взять вашу сборку на {value}: её берут {count} невышедших карт.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="42"/>
        <source>You could have moved {card}, a card that scores, into a build you can take: {advice}.</source>
        <translation>Можно было вложить {card} — карту, которая приносит очки, — в сборку, которую вы сможете взять: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="49"/>
        <source>The better move comes out ahead by {points} points on “{item}”.</source>
        <translation>У лучшего хода перевес в {points} очка по строке «{item}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="50"/>
        <source>The better move comes out ahead by {points} points on “{item}” and by {points2} on “{item2}”.</source>
        <translation>У лучшего хода перевес в {points} очка по строке «{item}» и в {points2} по строке «{item2}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="52"/>
        <source>The better move comes out ahead by {points} points on “{item}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>У лучшего хода перевес в {points} очка по строке «{item}», хотя по строке «{lost_item}» отставание в {lost}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="54"/>
        <source>The better move comes out ahead by {points} points on “{item}” and by {points2} on “{item2}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>У лучшего хода перевес в {points} очка по строке «{item}» и в {points2} по строке «{item2}», хотя по строке «{lost_item}» отставание в {lost}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="57"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}”.</source>
        <translation>У лучшего хода перевес в {points} штрафного очка по строке «{item}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="58"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}” and by {points2} on “{item2}”.</source>
        <translation>У лучшего хода перевес в {points} штрафного очка по строке «{item}» и в {points2} по строке «{item2}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="60"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>У лучшего хода перевес в {points} штрафного очка по строке «{item}», хотя по строке «{lost_item}» отставание в {lost}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="62"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}” and by {points2} on “{item2}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>У лучшего хода перевес в {points} штрафного очка по строке «{item}» и в {points2} по строке «{item2}», хотя по строке «{lost_item}» отставание в {lost}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="69"/>
        <source>Option: {advice} — expected to end the round {points} points ahead.</source>
        <translation>Вариант: {advice} — ожидаемый итог раунда: перевес в {points} очка.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="70"/>
        <source>Option: {advice} — expected to end the round {points} points behind.</source>
        <translation>Вариант: {advice} — ожидаемый итог раунда: отставание в {points} очка.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="71"/>
        <source>Option: {advice} — expected to end the round level.</source>
        <translation>Вариант: {advice} — ожидаемый итог раунда: равный счёт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="88"/>
        <source>&amp;Coach My Moves</source>
        <translation>Тр&amp;енер оценивает ходы</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="89"/>
        <source>After each move of a person at the table, the coach says how many points it gave away and what was better.</source>
        <translation>После каждого хода человека за столом тренер говорит, сколько очков этот ход стоил и что было бы лучше.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="95"/>
        <source>The coach is on: each move a person plays is graded here once it has been weighed.</source>
        <translation>Тренер включён: каждый ход человека получает здесь оценку, как только тренер его разберёт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="96"/>
        <source>{move} — the coach is weighing this move…</source>
        <translation>{move} — тренер оценивает этот ход…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="97"/>
        <source>{move} — a good move.</source>
        <translation>{move} — хороший ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="98"/>
        <source>{move} — this gave away {points} points on average; better was to {best}.</source>
        <translation>{move} — этот ход в среднем стоил {points} очка; лучше было {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="99"/>
        <source>{move} — the coach could not weigh this move.</source>
        <translation>{move} — тренер не смог оценить этот ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="100"/>
        <source>{move} — there was no other move, so there is nothing to grade.</source>
        <translation>{move} — другого хода не было, так что оценивать нечего.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="106"/>
        <source>{label}: {points} points given away; better was to {best}.</source>
        <translation>{label}: потеряно {points} очка; лучше было {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="107"/>
        <source>Not weighed yet.</source>
        <translation>Ещё не оценён.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="108"/>
        <source>The coach could not weigh this move.</source>
        <translation>Тренер не смог оценить этот ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="115"/>
        <source>None of your choices in this round gave points away.</source>
        <translation>Ни один ваш выбор в этом раунде не стоил вам очков.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="116"/>
        <source>None of {name}&apos;s choices in this round gave points away.</source>
        <translation>{name}: ни один выбор в этом раунде не стоил очков.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="117"/>
        <source>You gave away {points} points in this round, all of it at move {move}.</source>
        <translation>В этом раунде вы потеряли {points} очка, и всё — на {move}-м ходу.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="118"/>
        <source>{name} gave away {points} points in this round, all of it at move {move}.</source>
        <translation>{name}: в этом раунде потеряно {points} очка, и всё — на {move}-м ходу.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="119"/>
        <source>You gave away {points} points in this round; most of it at move {move}.</source>
        <translation>В этом раунде вы потеряли {points} очка, больше всего — на {move}-м ходу.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="120"/>
        <source>{name} gave away {points} points in this round; most of it at move {move}.</source>
        <translation>{name}: в этом раунде потеряно {points} очка, больше всего — на {move}-м ходу.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="121"/>
        <source>You gave away {points} points in this round; the largest share, {worst} points, at move {move}.</source>
        <translation>В этом раунде вы потеряли {points} очка; больше всего, {worst} очка, — на {move}-м ходу.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="123"/>
        <source>{name} gave away {points} points in this round; the largest share, {worst} points, at move {move}.</source>
        <translation>{name}: в этом раунде потеряно {points} очка; больше всего, {worst} очка, — на {move}-м ходу.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="131"/>
        <source>{count} of your moves were forced (your only legal play) and are not graded.</source>
        <comment>after the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: One of your moves was forced (your only legal play) and is not graded.</extracomment>
        <translation>
            <numerusform>Вынужденных ходов у вас: {count} (единственный возможный ход); такие ходы не оцениваются.</numerusform>
            <numerusform>Вынужденных ходов у вас: {count} (единственный возможный ход); такие ходы не оцениваются.</numerusform>
            <numerusform>Вынужденных ходов у вас: {count} (единственный возможный ход); такие ходы не оцениваются.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="134"/>
        <source>{count} of {name}&apos;s moves were forced (the only legal play) and are not graded.</source>
        <comment>after the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: One of {name}&apos;s moves was forced (the only legal play) and is not graded.</extracomment>
        <translation>
            <numerusform>{name}: вынужденных ходов — {count} (единственный возможный ход); такие ходы не оцениваются.</numerusform>
            <numerusform>{name}: вынужденных ходов — {count} (единственный возможный ход); такие ходы не оцениваются.</numerusform>
            <numerusform>{name}: вынужденных ходов — {count} (единственный возможный ход); такие ходы не оцениваются.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="140"/>
        <source>All {count} of your moves in this round were forced (your only legal play each time), so none of them is graded.</source>
        <comment>the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: Your one move in this round was forced (your only legal play), so it is not graded.</extracomment>
        <translation>
            <numerusform>Все ваши ходы в этом раунде были вынужденными (каждый раз единственный возможный), всего {count}, поэтому они не оцениваются.</numerusform>
            <numerusform>Все ваши ходы в этом раунде были вынужденными (каждый раз единственный возможный), всего {count}, поэтому они не оцениваются.</numerusform>
            <numerusform>Все ваши ходы в этом раунде были вынужденными (каждый раз единственный возможный), всего {count}, поэтому они не оцениваются.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="144"/>
        <source>All {count} of {name}&apos;s moves in this round were forced (the only legal play each time), so none of them is graded.</source>
        <comment>the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: {name}&apos;s one move in this round was forced (the only legal play), so it is not graded.</extracomment>
        <translation>
            <numerusform>{name}: все ходы в этом раунде были вынужденными (каждый раз единственный возможный), всего {count}, поэтому они не оцениваются.</numerusform>
            <numerusform>{name}: все ходы в этом раунде были вынужденными (каждый раз единственный возможный), всего {count}, поэтому они не оцениваются.</numerusform>
            <numerusform>{name}: все ходы в этом раунде были вынужденными (каждый раз единственный возможный), всего {count}, поэтому они не оцениваются.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="149"/>
        <source>The coach is weighing the moves of this round: {done} of {total} done.</source>
        <translation>Тренер оценивает ходы этого раунда: готово {done} из {total}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="150"/>
        <source>Nobody at the table played in this round: the coach grades the moves of people only.</source>
        <translation>В этом раунде за столом не играл ни один человек: тренер оценивает только ходы людей.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="154"/>
        <source>{name} could have taken {card}, a card that scores: {advice}.</source>
        <translation>{name}: можно было взять {card} — карту, которая приносит очки: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="155"/>
        <source>{name} could have swept the table: {advice}.</source>
        <translation>{name}: можно было зачистить стол: {advice}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="157"/>
        <source>The next player can take {name}&apos;s build of {value}: {count} unseen cards take it.</source>
        <extracomment>For one: The next player can take {name}&apos;s build of {value}: {count} unseen card takes it.</extracomment>
        <translation>
            <numerusform>Следующий игрок может взять сборку на {value} (владелец: {name}): её берёт {count} невышедшая карта.</numerusform>
            <numerusform>Следующий игрок может взять сборку на {value} (владелец: {name}): её берут {count} невышедшие карты.</numerusform>
            <numerusform>Следующий игрок может взять сборку на {value} (владелец: {name}): её берут {count} невышедших карт.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="160"/>
        <source>{name} could have moved {card}, a card that scores, into a build they can take: {advice}.</source>
        <translation>{name}: можно было вложить {card} — карту, которая приносит очки, — в сборку, которую потом можно взять: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="169"/>
        <source>&amp;Why?</source>
        <translation>&amp;Почему?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="170"/>
        <source>The three options the coach weighs highest for this player, from what it could see at that moment.</source>
        <translation>Три варианта, которые тренер оценивает выше всего для этого игрока, исходя из того, что было видно в тот момент.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="172"/>
        <source>The options the coach weighed for this move, best first, with the points each was expected to bring.</source>
        <translation>Варианты, которые тренер оценил для этого хода, от лучшего, и сколько очков ожидалось от каждого.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="174"/>
        <source>A good move: the coach has nothing to add.</source>
        <translation>Хороший ход: тренеру нечего добавить.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="175"/>
        <source>The coach has not weighed this move yet.</source>
        <translation>Тренер ещё не оценил этот ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="176"/>
        <source>The coach&apos;s answer is under the list of moves.</source>
        <translation>Ответ тренера — под списком ходов.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="177"/>
        <source>Weighing your options…</source>
        <translation>Взвешиваем ваши варианты…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="177"/>
        <source>Weighing {name}&apos;s options…</source>
        <translation>Взвешиваем варианты игрока {name}…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="179"/>
        <source>The options you had here, best first, as the coach weighs them from what you could see:</source>
        <translation>Ваши варианты в этой позиции, от лучшего, как их оценивает тренер по тому, что вам было видно:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="180"/>
        <source>The options {name} had here, best first, as the coach weighs them from what {name} could see:</source>
        <translation>Варианты игрока {name} в этой позиции, от лучшего, как их оценивает тренер по тому, что было видно игроку {name}:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="184"/>
        <source>The options you had here, best first, as the coach weighs them from what you could see; you played another move.</source>
        <translation>Ваши варианты в этой позиции, от лучшего, как их оценивает тренер по тому, что вам было видно; вы сыграли другой ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="186"/>
        <source>The options {name} had here, best first, as the coach weighs them from what {name} could see; {name} played another move.</source>
        <translation>Варианты игрока {name} в этой позиции, от лучшего, как их оценивает тренер по тому, что было видно игроку {name}; сыгран был другой ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="192"/>
        <source>Option (your move): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Вариант (ваш ход): {advice} — ожидаемый итог раунда: перевес в {points} очка.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="193"/>
        <source>Option (your move): {advice} — expected to end the round {points} points behind.</source>
        <translation>Вариант (ваш ход): {advice} — ожидаемый итог раунда: отставание в {points} очка.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="194"/>
        <source>Option (your move): {advice} — expected to end the round level.</source>
        <translation>Вариант (ваш ход): {advice} — ожидаемый итог раунда: равный счёт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="197"/>
        <source>Option ({name}&apos;s move): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Вариант (ход игрока {name}): {advice} — ожидаемый итог раунда: перевес в {points} очка.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="198"/>
        <source>Option ({name}&apos;s move): {advice} — expected to end the round {points} points behind.</source>
        <translation>Вариант (ход игрока {name}): {advice} — ожидаемый итог раунда: отставание в {points} очка.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="199"/>
        <source>Option ({name}&apos;s move): {advice} — expected to end the round level.</source>
        <translation>Вариант (ход игрока {name}): {advice} — ожидаемый итог раунда: равный счёт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="206"/>
        <source>Option (played for you): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Вариант (сыграно за вас): {advice} — ожидаемый итог раунда: перевес в {points} очка.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="207"/>
        <source>Option (played for you): {advice} — expected to end the round {points} points behind.</source>
        <translation>Вариант (сыграно за вас): {advice} — ожидаемый итог раунда: отставание в {points} очка.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="208"/>
        <source>Option (played for you): {advice} — expected to end the round level.</source>
        <translation>Вариант (сыграно за вас): {advice} — ожидаемый итог раунда: равный счёт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="211"/>
        <source>Option (played for {name}): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Вариант (сыграно за игрока {name}): {advice} — ожидаемый итог раунда: перевес в {points} очка.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="212"/>
        <source>Option (played for {name}): {advice} — expected to end the round {points} points behind.</source>
        <translation>Вариант (сыграно за игрока {name}): {advice} — ожидаемый итог раунда: отставание в {points} очка.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="213"/>
        <source>Option (played for {name}): {advice} — expected to end the round level.</source>
        <translation>Вариант (сыграно за игрока {name}): {advice} — ожидаемый итог раунда: равный счёт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="217"/>
        <source>The options you had here, best first, as the coach weighs them from what you could see; the computer player that played for you chose another move.</source>
        <translation>Ваши варианты в этой позиции, от лучшего, как их оценивает тренер по тому, что вам было видно; компьютер, игравший за вас, сделал другой ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="219"/>
        <source>The options {name} had here, best first, as the coach weighs them from what {name} could see; the computer player that played for {name} chose another move.</source>
        <translation>Варианты игрока {name} в этой позиции, от лучшего, как их оценивает тренер по тому, что было видно игроку {name}; компьютер, игравший за игрока {name}, сделал другой ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="222"/>
        <source>You had no other move here.</source>
        <translation>Другого хода у вас здесь не было.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="222"/>
        <source>{name} had no other move here.</source>
        <translation>Другого хода у игрока {name} здесь не было.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="223"/>
        <source>The coach could not weigh the options of this move.</source>
        <translation>Тренер не смог оценить варианты этого хода.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="225"/>
        <source>At a network table the coach weighs only the moves made from your seat: the other players&apos; hands never reach your computer.</source>
        <translation>За сетевым столом тренер оценивает только ходы, сделанные с вашего места: карты других игроков никогда не попадают на ваш компьютер.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="229"/>
        <source>{count} more things to notice: click this line or press {key} to read them.</source>
        <comment>the coach&apos;s line under the table, when the rest of its note does not fit; {key} is a key such as F6</comment>
        <extracomment>For one: One more thing to notice: click this line or press {key} to read it.</extracomment>
        <translation>
            <numerusform>Ещё {count} замечание: щёлкните по этой строке или нажмите {key}, чтобы его прочитать.</numerusform>
            <numerusform>Ещё {count} замечания: щёлкните по этой строке или нажмите {key}, чтобы их прочитать.</numerusform>
            <numerusform>Ещё {count} замечаний: щёлкните по этой строке или нажмите {key}, чтобы их прочитать.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="232"/>
        <source>More: {key}</source>
        <comment>the coach&apos;s line under the table when even the longer &apos;more things to notice&apos; sentence does not fit after the verdict; {key} is a key such as F6</comment>
        <translation>Ещё: {key}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="234"/>
        <source>Read the Coach&apos;s &amp;Full Note</source>
        <comment>Game menu: shows the coach&apos;s note under the table in full</comment>
        <translation>Прочитать отзыв тренера &amp;целиком</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="235"/>
        <source>Shows the whole of the coach&apos;s note when the line under the table is too narrow for it.</source>
        <translation>Показывает весь отзыв тренера, когда строка под столом слишком узка для него.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="236"/>
        <source>Coach</source>
        <comment>the badge of the coach&apos;s line under the table</comment>
        <translation>Тренер</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="59"/>
        <source>A</source>
        <comment>ace, in a card&apos;s short name such as A♠</comment>
        <translation>Т</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="60"/>
        <source>J</source>
        <comment>jack, in a card&apos;s short name such as J♦</comment>
        <translation>В</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="61"/>
        <source>Q</source>
        <comment>queen, in a card&apos;s short name such as Q♣</comment>
        <translation>Д</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="62"/>
        <source>K</source>
        <comment>king, in a card&apos;s short name such as K♥</comment>
        <translation>К</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="75"/>
        <source>&apos;{text}&apos; is not a card: write rank then suit, like 10D or AS.</source>
        <comment>card codes such as 10D and AS are typed as they are</comment>
        <translation>«{text}» — не карта: напишите достоинство, затем масть, например 10D или AS.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="78"/>
        <source>&apos;{text}&apos; is not a card: the suit must be one of S, H, D, C.</source>
        <comment>card codes such as 10D and AS are typed as they are</comment>
        <translation>«{text}» — не карта: масть должна быть одной из S, H, D, C.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="80"/>
        <source>&apos;{text}&apos; is not a card: the rank must be A, 2-10 (or T), J, Q or K.</source>
        <comment>card codes such as 10D and AS are typed as they are</comment>
        <translation>«{text}» — не карта: достоинство должно быть A, 2–10 (или T), J, Q или K.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/describe.py" line="29"/>
        <source>{count} rounds</source>
        <comment>how long a match is</comment>
        <extracomment>For one: {count} round</extracomment>
        <translation>
            <numerusform>{count} раунд</numerusform>
            <numerusform>{count} раунда</numerusform>
            <numerusform>{count} раундов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/describe.py" line="30"/>
        <source>game to {target}</source>
        <comment>how long a match is: until a side reaches this score</comment>
        <translation>игра до {target}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/describe.py" line="31"/>
        <source>one round</source>
        <comment>how long a match is</comment>
        <translation>один раунд</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="23"/>
        <source>Each player drew a card for the deal ({draws}): whoever drew the highest card deals.</source>
        <comment>{draws}: each player&apos;s name and the card drawn, such as: You K♠, North 7♦</comment>
        <translation>Каждый вытянул карту, чтобы определить сдающего ({draws}): сдаёт тот, у кого карта старше.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="25"/>
        <source>Each player drew a card for the deal ({draws}): whoever drew the lowest card deals.</source>
        <comment>{draws}: each player&apos;s name and the card drawn, such as: You K♠, North 7♦</comment>
        <translation>Каждый вытянул карту, чтобы определить сдающего ({draws}): сдаёт тот, у кого карта младше.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="27"/>
        <source>In the draw an ace counts 1.</source>
        <comment>said after the draw for the first deal, when an ace was drawn</comment>
        <translation>При вытягивании туз считается за 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="28"/>
        <source>Of those who drew equal cards, the one named first deals.</source>
        <comment>said after the draw for the first deal, when two players drew cards of the same rank</comment>
        <translation>Из тех, кто вытянул равные карты, сдаёт названный первым.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="37"/>
        <source>capture</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>захват</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="38"/>
        <source>Playing a card from your hand to take table cards: cards of its value, or groups of cards that add up to it.</source>
        <translation>Ход картой с руки, которой берут карты стола: карты её значения или группы карт, которые в сумме дают её значение.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="40"/>
        <source>trail</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>выложить карту</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="41"/>
        <source>Playing a card face up onto the table without taking anything.</source>
        <translation>Ход, при котором карта кладётся на стол лицом вверх и ничего не берёт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="42"/>
        <source>build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>сборка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="43"/>
        <source>A pile of table cards and a card from your hand with a value you announce, taken later only whole, by a card of that value.</source>
        <translation>Стопка из карт стола и карты с руки с объявленным вами значением; позже её берут только целиком, картой этого значения.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="45"/>
        <source>single build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>одиночная сборка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="46"/>
        <source>A build whose cards add up to its value once, like 3 + 5 as 8; it may be raised.</source>
        <translation>Сборка, карты которой дают её значение один раз, например 3 + 5 как 8; её можно повысить.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="47"/>
        <source>multiple build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>множественная сборка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="48"/>
        <source>A build of several groups of the same value, like 8 and 3 + 5 as 8; it cannot be raised.</source>
        <translation>Сборка из нескольких групп одного значения, например 8 и 3 + 5 как 8; повысить её нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="49"/>
        <source>raise</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>повысить сборку</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="50"/>
        <source>Adding a card from your hand to a single build so that its value goes up, like 5 on a build of 3 to make 8.</source>
        <translation>Добавить карту с руки к одиночной сборке так, чтобы её значение выросло, например 5 на сборку на 3, чтобы получилось 8.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="52"/>
        <source>sweep</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>зачистка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="53"/>
        <source>A capture that takes every card on the table; in many games it scores a point.</source>
        <translation>Захват, который забирает все карты со стола; во многих играх приносит очко.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="54"/>
        <location filename="../../casino_desktop/core/glossary.py" line="61"/>
        <location filename="../../casino_desktop/core/glossary.py" line="63"/>
        <location filename="../../casino_desktop/core/glossary.py" line="69"/>
        <source>Swedish</source>
        <comment>whose word a glossary entry is</comment>
        <translation>швед.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="54"/>
        <source>The Swedish word for a sweep: taking every card on the table.</source>
        <translation>«Таббе»: шведское слово для зачистки — взять все карты со стола.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="55"/>
        <source>Finnish</source>
        <comment>whose word a glossary entry is</comment>
        <translation>фин.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="56"/>
        <source>The Finnish word for a sweep (it means a cottage); it is marked by turning a card face up in the taker&apos;s pile.</source>
        <translation>«Мёкки»: финское слово для зачистки (значит «домик», «дача»); её отмечают, переворачивая карту лицом вверх в стопке взявшего.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="58"/>
        <source>Flemish</source>
        <comment>whose word a glossary entry is</comment>
        <translation>флам.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="58"/>
        <source>The Wippen word for a sweep.</source>
        <translation>«Вип»: слово для зачистки в игре Виппен.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="59"/>
        <source>Dominican</source>
        <comment>whose word a glossary entry is</comment>
        <translation>доминик.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="60"/>
        <source>The Dominican word for a sweep: the sweeping card is laid crosswise under the taker&apos;s pile.</source>
        <translation>Доминиканское название зачистки: карту, которой зачистили стол, кладут поперёк под стопку взявшего.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="61"/>
        <source>Swedish for “the last one”: the last capture of a round, which also takes the cards left on the table; some Nordic games score a point for it.</source>
        <translation>«Систан», по-шведски «последний»: последний захват раунда, который забирает и карты, оставшиеся на столе; в некоторых северных играх он приносит очко.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="64"/>
        <source>With two decks, taking the identical twin of the card you play (same rank and suit).</source>
        <translation>«Мулле»: при игре двумя колодами взять точного двойника сыгранной карты (то же достоинство и та же масть).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="65"/>
        <source>big casino</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>большое казино</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="65"/>
        <source>The {big}, which scores on its own in most games.</source>
        <translation>{big}: во многих играх приносит очки сама по себе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="66"/>
        <source>little casino</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>маленькое казино</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="66"/>
        <source>The {little}, which scores on its own in most games.</source>
        <translation>{little}: во многих играх приносит очки сама по себе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="67"/>
        <source>casino</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>казино</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="68"/>
        <source>The game itself; the {big} and the {little} are its big and little casino.</source>
        <translation>Сама игра; {big} и {little} — её «Большое» и «Маленькое казино».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="70"/>
        <source>Swedish for “spades beyond”: every spade taken beyond a number scores a point, instead of a prize for the most spades.</source>
        <translation>По-шведски «пики сверх»: каждая пика, взятая сверх некоторого числа, приносит очко — вместо приза за большинство пик.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="73"/>
        <source>misère</source>
        <comment>a word of another language, as the glossary lists it: keep it unless your players have their own word</comment>
        <translation>мизер</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="74"/>
        <source>French</source>
        <comment>whose word a glossary entry is</comment>
        <translation>франц.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="74"/>
        <source>A game where points are penalties: the fewest taken win.</source>
        <translation>Игра, где очки — штрафные: побеждает тот, кто взял меньше всех.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="75"/>
        <source>partnership</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>пара</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="76"/>
        <source>Two players sitting opposite each other who pool their captures and score together.</source>
        <translation>Два игрока, сидящие друг напротив друга: они складывают взятые карты вместе и получают очки вместе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="77"/>
        <source>stock</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>колода</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="77"/>
        <source>The cards not yet dealt; new hands come from it when every hand is empty.</source>
        <translation>Ещё не сданные карты; из них сдают новые карты, когда у всех кончаются карты на руках.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="78"/>
        <source>house rule</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>домашнее правило</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="78"/>
        <source>A rule changed from the usual rules of the game, chosen before the match in the New Game window.</source>
        <translation>Правило, изменённое по сравнению с обычными правилами игры; его выбирают перед партией в окне «Новая игра».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="80"/>
        <source>loose card</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>свободная карта</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="82"/>
        <source>A card lying on its own on the table, not part of a build.</source>
        <translation>Карта, которая лежит на столе сама по себе и не входит в сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="83"/>
        <source>build owner</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>владелец сборки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="84"/>
        <source>The player a build belongs to: whoever made it or last raised it or added to it. In many games an owner may not trail until the build is taken.</source>
        <translation>Игрок, которому принадлежит сборка: тот, кто её построил или последним повысил её или добавил к ней. Во многих играх владелец не может выкладывать карту, пока сборку не взяли.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="86"/>
        <source>augmented build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>дополненная сборка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="87"/>
        <source>Swazi Casino&apos;s name for a multiple build: several groups of the same value, like 8 and 3 + 5 as 8. Its value never changes; it is only added to, and taken whole.</source>
        <translation>Так в Свазийском казино называют множественную сборку: несколько групп одного значения, например 8 и 3 + 5 как 8. Её значение никогда не меняется: к ней только добавляют, а берут её целиком.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="89"/>
        <source>capture pile</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>стопка взятых карт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="90"/>
        <source>The cards a side has captured. In the African games it lies face up, and only its top card is in play.</source>
        <translation>Стопка карт, взятых стороной. В африканских играх она лежит лицом вверх, и в игре участвует только её верхняя карта.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="92"/>
        <source>top card</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>верхняя карта</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="93"/>
        <source>The card on top of a capture pile in the African games: another player may use it in a build (Swazi, Sotho) or capture it (South Africa); the card beneath then becomes the top card.</source>
        <translation>Карта сверху стопки взятых карт в африканских играх: другой игрок может положить её в сборку (Свазийское и Лесотское казино) или взять (Южноафриканское казино); тогда верхней становится карта под ней.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="95"/>
        <source>drifting</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>дрейф</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="96"/>
        <source>In Swazi Casino, putting a card that could capture into a build instead, which is allowed (partners read it as a signal); South Africans call any play that captures nothing, a trail, drifting.</source>
        <translation>В Свазийском казино — положить в сборку карту, которая могла бы что-то взять; это разрешено (партнёры понимают это как сигнал). В ЮАР «дрейфом» называют любой ход, который ничего не берёт, то есть выложенную карту.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="99"/>
        <source>ending a turn</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>завершение хода</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="101"/>
        <source>In games with several actions a turn, saying you are done: allowed once your card from the hand is played; the next player&apos;s turn begins.</source>
        <translation>В играх, где за ход можно сделать несколько действий, — объявить, что вы закончили: это можно, когда карта с руки уже сыграна; затем ходит следующий игрок.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="116"/>
        <source>{word} ({language}): {definition}</source>
        <comment>a glossary entry for a word of another language, as a tooltip</comment>
        <translation>{word} ({language}) — {definition}</translation>
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
        <translation>Такой ход здесь не разрешён.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="171"/>
        <source>&apos;{text}&apos; is not a move: write the card played, then trail, take, build, raise or add.</source>
        <comment>the words trail, take, build, raise, add and the card codes are typed as they are</comment>
        <translation>«{text}» — не ход: напишите сыгранную карту, затем trail, take, build, raise или add.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="180"/>
        <source>&apos;{text}&apos;: after &apos;=&apos; comes the value the card counts as, like AS=14.</source>
        <translation>«{text}»: после «=» идёт значение, за которое считается карта, например AS=14.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="186"/>
        <source>&apos;{text}&apos;: &apos;{word}&apos; is not one of trail, take, build, raise, add.</source>
        <comment>the words trail, take, build, raise, add and the card codes are typed as they are</comment>
        <translation>«{text}»: «{word}» — не одно из trail, take, build, raise, add.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="192"/>
        <source>&apos;{text}&apos;: say the build value after &apos;{verb}&apos;, like &apos;{verb} 9&apos;.</source>
        <translation>«{text}»: укажите значение сборки после «{verb}», например «{verb} 9».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="197"/>
        <source>&apos;{text}&apos;: say the build value after &apos;trail build&apos;, like &apos;trail build 9&apos;.</source>
        <comment>the words trail, take, build, raise, add and the card codes are typed as they are</comment>
        <translation>«{text}»: укажите значение сборки после «trail build», например «trail build 9».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="214"/>
        <source>&apos;{text}&apos;: a &apos;]&apos; without its &apos;[&apos;.</source>
        <translation>«{text}»: «]» без парной «[».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="223"/>
        <source>&apos;{text}&apos;: a &apos;[&apos; without its &apos;]&apos;.</source>
        <translation>«{text}»: «[» без парной «]».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="225"/>
        <source>&apos;{text}&apos;: a trail takes no table cards.</source>
        <translation>«{text}»: выложенная карта не берёт карт со стола.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="227"/>
        <source>&apos;{text}&apos;: say which table cards are taken.</source>
        <translation>«{text}»: укажите, какие карты со стола берутся.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="238"/>
        <source>&apos;{text}&apos;: after &apos;table&apos; comes build or add.</source>
        <comment>the words table, build, add and the card codes are typed as they are</comment>
        <translation>«{text}»: после «table» пишется build или add.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="241"/>
        <source>&apos;{text}&apos;: say which build the cards are added to, like [4S 5H].</source>
        <translation>«{text}»: укажите, к какой сборке добавляются карты, например [4S 5H].</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="243"/>
        <source>&apos;{text}&apos;: say which table cards are used.</source>
        <translation>«{text}»: укажите, какие карты стола используются.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="28"/>
        <source>only most cards can reach {target} now, and wins at once</source>
        <translation>теперь дойти до {target} можно только за счёт большинства карт — и это сразу победа</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="29"/>
        <source>only most spades can reach {target} now, and wins at once</source>
        <translation>теперь дойти до {target} можно только за счёт большинства пик — и это сразу победа</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="30"/>
        <source>only the 10♦ can reach {target} now, and wins at once</source>
        <translation>теперь дойти до {target} можно только с 10♦ — и это сразу победа</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="31"/>
        <source>nothing can reach {target} this round</source>
        <translation>в этом раунде до {target} не дойти</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="32"/>
        <source>at {score}: won most cards, the game</source>
        <translation>счёт {score}: взято больше всего карт — победа</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="33"/>
        <source>at {score}: won most spades, the game</source>
        <translation>счёт {score}: взято больше всего пик — победа</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="34"/>
        <source>at {score}: won the 10♦, the game</source>
        <translation>счёт {score}: взята 10♦ — победа</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="35"/>
        <source>at {score}: needs most cards</source>
        <translation>счёт {score}: нужно больше всего карт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="36"/>
        <source>at {score}: needs most spades</source>
        <translation>счёт {score}: нужно больше всего пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="37"/>
        <source>at {score}: needs the 10♦</source>
        <translation>счёт {score}: нужна 10♦</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="38"/>
        <source>at {score}: one short at most</source>
        <translation>счёт {score}: остановлен за очко до цели</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="39"/>
        <source>sweeps do not score</source>
        <comment>the rule near the target: this side&apos;s sweeps score nothing</comment>
        <translation>зачистки не приносят очков</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="40"/>
        <location filename="../../casino_desktop/core/units_match.py" line="113"/>
        <source>Near the target</source>
        <translation>У самой цели</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="256"/>
        <source>That play is not possible here.</source>
        <translation>Такой ход здесь невозможен.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="257"/>
        <source>build {value}</source>
        <comment>a build on the table among things taken, such as: build 8 + 5♦</comment>
        <translation>сборка на {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="260"/>
        <source>build {value}</source>
        <comment>a build among the things a move&apos;s button takes, after Take: in the form your language gives that object, such as: Take build 8 + 5♦</comment>
        <translation>сборку на {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="263"/>
        <source>multiple build {value}</source>
        <comment>a multiple build (two or more groups, each worth this value) among the things a move&apos;s button takes, after Take: in the form your language gives that object, such as: Take multiple build 8</comment>
        <translation>множественную сборку на {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="267"/>
        <source>Trail</source>
        <comment>a move: play a card to the table and take nothing</comment>
        <translation>Выложить</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="268"/>
        <source>Trail, and build {value} from {things}</source>
        <translation>Выложить и собрать {value} из {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="269"/>
        <source>Take {things}</source>
        <translation>Взять {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="270"/>
        <source>Take {things} ({card} as {value})</source>
        <comment>an ace played as 1 or as 14</comment>
        <translation>Взять {things} ({card} как {value})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="271"/>
        <source>Build {value}s</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Множественная сборка на {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="272"/>
        <source>Build {value}s with {things}</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Множественная сборка на {value} с {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="273"/>
        <source>Build {value}</source>
        <comment>a move: make a build of this value</comment>
        <translation>Собрать {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="274"/>
        <source>Build {value} with {things}</source>
        <translation>Собрать {value} на {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="275"/>
        <source>Raise to {value}</source>
        <translation>Повысить до {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="276"/>
        <source>Raise to {value} with {cards}</source>
        <translation>Повысить до {value} с {cards}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="277"/>
        <source>Add to build {value}</source>
        <translation>Добавить к сборке на {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="278"/>
        <source>Add to build {value} with {cards}</source>
        <translation>Добавить к сборке на {value} с {cards}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="279"/>
        <source>Build {value} from {things}</source>
        <comment>a move: a build made of table cards only</comment>
        <translation>Собрать {value} из {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="280"/>
        <source>Add {cards} to build {value}</source>
        <comment>a move: table cards added to a build</comment>
        <translation>Добавить {cards} к сборке на {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="281"/>
        <source>End turn</source>
        <comment>a move, and its button: end the turn (African Casino)</comment>
        <translation>Завершить ход</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="51"/>
        <source>&apos;{key}&apos; is not a key of a position; its keys are: {keys}.</source>
        <translation>&apos;{key}&apos; — не ключ позиции; её ключи: {keys}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="52"/>
        <source>&apos;{key}&apos; is not a key of a build; its keys are: {keys}.</source>
        <translation>&apos;{key}&apos; — не ключ сборки; её ключи: {keys}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="54"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="262"/>
        <source>&apos;{key}&apos; must be true or false.</source>
        <translation>«{key}» должно быть true или false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="55"/>
        <source>Seat {seat} is the &apos;controller&apos; of the build of {value} but holds no card to take it with, which cannot happen in a game.</source>
        <translation>Место {seat} — &apos;controller&apos; сборки на {value}, но у него нет карты, чтобы её взять, а в игре так быть не может.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="75"/>
        <source>A position must be a JSON object.</source>
        <translation>Позиция должна быть объектом JSON.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="79"/>
        <source>&apos;players&apos; must be a whole number from 2 to 4.</source>
        <translation>&apos;players&apos; должно быть целым числом от 2 до 4.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="89"/>
        <source>&apos;deal&apos; must be a whole number from 1 to {most}: which deal of the round it is.</source>
        <translation>&apos;deal&apos; должно быть целым числом от 1 до {most}: какая это раздача раунда.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="100"/>
        <source>&apos;{key}&apos; must be a seat number from 0 to {last}.</source>
        <translation>&apos;{key}&apos; должно быть номером места от 0 до {last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="106"/>
        <source>{shown} is not a card: cards are text like &quot;10D&quot;.</source>
        <translation>{shown} — не карта: карты пишутся текстом, например &quot;10D&quot;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="116"/>
        <source>The {card} appears more often than the deck holds it.</source>
        <translation>{card} встречается чаще, чем есть в колоде.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="122"/>
        <source>The hand of seat {seat}, who is to move, must be given.</source>
        <translation>Нужно указать руку места {seat}, чей сейчас ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="124"/>
        <source>The hand of seat {seat}, who is to move, must be a list of cards.</source>
        <translation>Рука места {seat}, чей сейчас ход, должна быть списком карт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="129"/>
        <source>&apos;{shown}&apos; is not a seat: the hands are given for seats 0 to {last}.</source>
        <translation>&apos;{shown}&apos; — не место: руки указываются для мест от 0 до {last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="136"/>
        <source>The hand of seat {seat} must be a list of cards.</source>
        <translation>Рука места {seat} должна быть списком карт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="138"/>
        <source>The hand of seat {seat} holds {count} cards; a hand holds at most {most} in this variant.</source>
        <translation>В руке места {seat} {count} карт; в этом варианте в руке не больше {most}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="143"/>
        <source>The seat to move has no cards.</source>
        <translation>У места, чей ход, нет карт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="150"/>
        <source>&apos;table&apos; must be a list of cards and builds.</source>
        <translation>&apos;table&apos; должно быть списком карт и сборок.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="163"/>
        <source>&apos;{key}&apos; must be true or false, and true only where a turn has several actions.</source>
        <translation>&apos;{key}&apos; должно быть true или false, и true только там, где ход состоит из нескольких действий.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="205"/>
        <source>&apos;{key}&apos; is given only where the top cards of the capture piles are in play.</source>
        <translation>&apos;{key}&apos; указывается только там, где в игре верхние карты стопок взятого.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="207"/>
        <source>&apos;{key}&apos; must be a list of {count} lists of cards, the top card last.</source>
        <translation>&apos;{key}&apos; должно быть списком из {count} списков карт (по одному на стопку), верхняя карта последней.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="220"/>
        <source>A build needs a list of at least two cards under &apos;build&apos;.</source>
        <translation>Сборке нужен список хотя бы из двух карт в &apos;build&apos;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="229"/>
        <source>A build needs its &apos;value&apos; as a whole number from 1 to {highest}.</source>
        <translation>Сборке нужно &apos;value&apos; — целое число от 1 до {highest}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="231"/>
        <source>The build {names} is of court cards of one rank, so it is worth {highest}, not {value}.</source>
        <translation>Сборка {names} состоит из фигур одного достоинства, поэтому она стоит {highest}, а не {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="235"/>
        <source>A build&apos;s &apos;multiple&apos; must be true or false.</source>
        <translation>&apos;multiple&apos; сборки должно быть true или false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="238"/>
        <source>A build&apos;s &apos;controller&apos; must be a seat number from 0 to {last}.</source>
        <translation>&apos;controller&apos; сборки должно быть номером места от 0 до {last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="243"/>
        <source>The build {names} holds a court card, which has no number in this variant.</source>
        <translation>В сборке {names} есть фигура, у которой нет числа в этом варианте.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="246"/>
        <source>The cards {names} add up to {total}, so they cannot make a single build of {value}.</source>
        <translation>Карты {names} в сумме дают {total}, поэтому из них не сделать простую сборку на {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="249"/>
        <source>The cards {names} cannot be split into two or more groups of {value}.</source>
        <translation>Карты {names} нельзя разбить на две или больше групп по {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="70"/>
        <source>The record</source>
        <comment>the subject of a sentence about a saved game that cannot be read</comment>
        <translation>Запись партии</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="73"/>
        <source>{what} is damaged: its move {number} cannot be played.</source>
        <translation>{what}: файл повреждён — ход {number} сыграть нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="74"/>
        <source>{what} asks for a variant or house rules this program cannot play.</source>
        <translation>{what}: нужен вариант или домашние правила, которые эта программа не умеет играть.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="204"/>
        <source>The record has no variant.</source>
        <translation>В записи не указан вариант.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="204"/>
        <source>The record has no house rules.</source>
        <translation>В записи нет домашних правил.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="205"/>
        <source>The record has no number of players.</source>
        <translation>В записи не указано число игроков.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="206"/>
        <source>The record has no partnership setting.</source>
        <translation>В записи нет настройки игры парами.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="207"/>
        <source>The record has no deal number.</source>
        <translation>В записи нет номера сдачи.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="207"/>
        <source>The record has no seats.</source>
        <translation>В записи нет мест.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="208"/>
        <source>The record has no moves.</source>
        <translation>В записи нет ходов.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="215"/>
        <source>The file is not a Casino game record.</source>
        <translation>Этот файл — не запись игры «Казино».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="218"/>
        <source>unknown</source>
        <comment>the version of a saved game that cannot be read</comment>
        <translation>неизвестна</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="219"/>
        <source>The record has version {shown}; this program reads version {version}.</source>
        <translation>У записи версия {shown}; эта программа читает версию {version}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/record.py" line="227"/>
        <source>The record&apos;s moves must be a list of at most {shown} moves, far more than any match lasts.</source>
        <extracomment>For one: The record&apos;s moves must be a list of at most {shown} move, far more than any match lasts.</extracomment>
        <translation>
            <numerusform>Ходы записи должны быть списком не больше чем из {shown} хода — это намного больше, чем длится любая партия.</numerusform>
            <numerusform>Ходы записи должны быть списком не больше чем из {shown} ходов — это намного больше, чем длится любая партия.</numerusform>
            <numerusform>Ходы записи должны быть списком не больше чем из {shown} ходов — это намного больше, чем длится любая партия.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="232"/>
        <source>Every move in the record must be a short text, like &quot;7H trail&quot;.</source>
        <translation>Каждый ход в записи должен быть коротким текстом, например &quot;7H trail&quot;.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/record.py" line="234"/>
        <source>The record&apos;s seats must be a list of at most {count} seats.</source>
        <extracomment>For one: The record&apos;s seats must be a list of at most {count} seat.</extracomment>
        <translation>
            <numerusform>Места в записи должны быть списком не больше чем из {count} места.</numerusform>
            <numerusform>Места в записи должны быть списком не больше чем из {count} мест.</numerusform>
            <numerusform>Места в записи должны быть списком не больше чем из {count} мест.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="240"/>
        <source>Each seat in the record must give its kind, level and name as short texts.</source>
        <translation>Каждое место в записи должно указывать вид игрока, уровень и имя короткими текстами.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="243"/>
        <source>The record&apos;s match number is damaged.</source>
        <translation>Номер партии в записи повреждён.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="246"/>
        <source>The record&apos;s note of a round dealt after its last move is damaged.</source>
        <translation>Отметка записи о раунде, сданном после последнего хода, повреждена.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="251"/>
        <source>The record&apos;s note of where its match was resumed is damaged.</source>
        <translation>Отметка записи о том, где партия была возобновлена, повреждена.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="253"/>
        <source>The record&apos;s variant must be the name of a variant.</source>
        <translation>Вариант в записи должен быть названием варианта.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="255"/>
        <source>The record&apos;s house rules are damaged.</source>
        <translation>Домашние правила в записи повреждены.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="257"/>
        <source>The record&apos;s number of players must be a whole number from 2 to 4.</source>
        <translation>Число игроков в записи должно быть целым числом от 2 до 4.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="259"/>
        <source>The record&apos;s partnership setting must be true or false.</source>
        <translation>Настройка игры парами в записи должна быть true или false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="261"/>
        <source>The record&apos;s deal number must be a whole number from 0 to {most}.</source>
        <translation>Номер сдачи в записи должен быть целым числом от 0 до {most}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="24"/>
        <source>The {card} was taken more often than the pack holds it.</source>
        <translation>{card} взята больше раз, чем эта карта есть в колоде.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="25"/>
        <source>Player or team {side} made more sweeps than the cards it took allow: each sweep takes at least two cards.</source>
        <translation>Игрок или команда {side} сделали больше зачисток, чем позволяют взятые карты: каждая зачистка берёт не меньше двух карт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="27"/>
        <source>More sweeps were made than cards were taken: each sweep takes at least one card.</source>
        <translation>Зачисток сделано больше, чем взято карт: каждая зачистка берёт хотя бы одну карту.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="28"/>
        <source>Player or team {side} left the table open to more sweeps than the others made.</source>
        <translation>Игрок или команда {side} оставили стол открытым для большего числа зачисток, чем сделали остальные.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="29"/>
        <source>This game has no mulles: leave out &quot;mulles&quot;.</source>
        <translation>В этой игре нет мулле: уберите «mulles».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="30"/>
        <source>Player or team {side} made more mulles than the cards it took allow: each mulle takes two cards.</source>
        <translation>Игрок или команда {side} сделали больше мулле, чем позволяют взятые карты: каждое мулле берёт две карты.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="32"/>
        <source>A mulle with the {card} needs both of its cards in the pile of player or team {side}.</source>
        <translation>Для мулле с картой {card} в стопке игрока или команды {side} должны быть обе её карты.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="72"/>
        <source>The {card} on top of a capture pile can only go into a build: it is never captured directly.</source>
        <translation>Карта {card} лежит сверху стопки взятых карт: её можно только положить в сборку, а напрямую взять нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="73"/>
        <source>The {card} on top of a capture pile can only be added to a build that is already on the table.</source>
        <translation>Карта {card} лежит сверху стопки взятых карт: её можно только добавить к сборке, которая уже лежит на столе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="74"/>
        <source>The {card} on top of a capture pile can only be added to a build of your side.</source>
        <translation>Карта {card} лежит сверху стопки взятых карт: её можно добавить только к сборке вашей стороны.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="110"/>
        <source>You may not change the value of your partner&apos;s build, only an opponent&apos;s.</source>
        <translation>Менять значение сборки партнёра нельзя — только сборки соперника.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="111"/>
        <source>You may not change the value of your partner&apos;s build of {build}, only an opponent&apos;s, so it cannot go into a build of {value}.</source>
        <translation>Менять значение сборки партнёра на {build} нельзя — только сборки соперника, поэтому она не может войти в сборку на {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="113"/>
        <source>The build of {value} belongs to an opponent: you may add to it only in a turn in which you capture it.</source>
        <translation>Сборка на {value} принадлежит сопернику: добавлять к ней можно только в тот ход, в который вы её берёте.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="116"/>
        <source>A build of {value} would merge with an opponent&apos;s build of {value}, and you may add to that build only in a turn in which you capture it.</source>
        <translation>Сборка на {value} слилась бы со сборкой соперника на {value}, а добавлять к ней можно только в тот ход, в который вы её берёте.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="155"/>
        <source>In the first deal a player who owns a build may not trail: capture, or add to your build.</source>
        <translation>В первой сдаче игрок, у которого есть своя сборка, не может выкладывать карту: возьмите что-нибудь или добавьте к своей сборке.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="156"/>
        <location filename="../../casino_desktop/core/rule_turns.py" line="142"/>
        <source>In the first deal a player may own only one build: you own the build of {value}.</source>
        <translation>В первой сдаче у игрока может быть только одна своя сборка: ваша — сборка на {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="192"/>
        <source>Your opponents insist that you take everything your {card} can take: {more} as well.</source>
        <translation>Соперники настаивают, чтобы вы взяли всё, что может взять ваша карта {card}: и {more} тоже.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="193"/>
        <source>Your opponents insist that a card that can capture does capture: the {card} can.</source>
        <translation>Соперники настаивают: карта, которая может взять, должна брать, а карта {card} может.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="101"/>
        <source>Say the value of the build.</source>
        <translation>Назовите значение сборки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="102"/>
        <source>Say which build you raise.</source>
        <translation>Укажите, какую сборку вы повышаете.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="103"/>
        <source>The build of {build} is a multiple build: its value never changes, so it cannot be raised.</source>
        <translation>Сборка на {build} — множественная: её значение не меняется, поэтому повысить её нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="104"/>
        <source>You may not raise your own build here.</source>
        <translation>Здесь нельзя повышать собственную сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="105"/>
        <source>You may not change the value of your own build of {build} here, so it cannot go into a build of {value}.</source>
        <translation>Здесь нельзя менять значение собственной сборки на {build}, поэтому она не может войти в сборку на {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="108"/>
        <source>This build would be worth {value}; a build may not be worth more than {max} here.</source>
        <comment>value: what the play would make the build worth; max: the highest build the game allows</comment>
        <translation>Эта сборка стоила бы {value}; здесь значение сборки не может быть больше {max}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="110"/>
        <source>To build {value} you must still hold a card that takes {value}.</source>
        <translation>Чтобы собрать {value}, у вас на руке должна остаться карта, которая берёт {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="111"/>
        <source>To raise the build of {build} to {value} you must still hold a card that takes {value}.</source>
        <translation>Чтобы повысить сборку на {build} до {value}, у вас на руке должна остаться карта, которая берёт {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="112"/>
        <source>To build {value} you must still hold a card that takes {value}, or build it for your partner while they own a build of {value}.</source>
        <translation>Чтобы собрать {value}, у вас на руке должна остаться карта, которая берёт {value}; или же вы собираете для партнёра, пока у него есть своя сборка на {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="114"/>
        <source>To raise the build of {build} to {value} you must still hold a card that takes {value}, or raise it for your partner while they own a build of {value}.</source>
        <translation>Чтобы повысить сборку на {build} до {value}, у вас должна остаться карта, которая берёт {value}, или повышайте её для партнёра, пока у него есть сборка на {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="116"/>
        <source>Court cards have no number here: they cannot go into a build.</source>
        <translation>Здесь у картинок нет числового значения: класть их в сборку нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="117"/>
        <source>Raising adds exactly one card from your hand: {build} + {worth} makes {raised}, not {value}; table cards may not change a build&apos;s value.</source>
        <translation>При повышении добавляется ровно одна карта с руки: {build} + {worth} даёт {raised}, а не {value}; карты со стола не могут менять значение сборки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="119"/>
        <source>The {card} must help change the value: {build} + {worth} + table cards must make {value}.</source>
        <translation>Карта {card} должна участвовать в изменении значения: {build} + {worth} + карты со стола должны дать {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="121"/>
        <source>Say which build you add to.</source>
        <translation>Укажите, к какой сборке вы добавляете.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="122"/>
        <source>Adding does not change a build&apos;s value: that build is {build}, not {value}.</source>
        <translation>Добавление не меняет значения сборки: это сборка на {build}, а не на {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="227"/>
        <source>A build needs at least one card from the table.</source>
        <translation>В сборке должна быть хотя бы одна карта со стола.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="228"/>
        <source>A build of {value} is already on the table: here you add to it instead.</source>
        <translation>На столе уже есть сборка на {value}: здесь вместо новой сборки добавьте к ней.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="229"/>
        <source>The build of {build} is a multiple build: it can be taken or added to, never built into another build.</source>
        <translation>Сборка на {build} — множественная: её можно взять или добавить к ней, но нельзя включить в другую сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="231"/>
        <source>A build is not a card: it cannot join a sum unless single builds count as cards.</source>
        <translation>Сборка — не карта: она не входит в сумму, если только одиночные сборки не считаются картами.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="232"/>
        <source>A raise changes one build: it cannot take another build into it.</source>
        <translation>Повышение меняет одну сборку: включить в неё другую сборку нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="233"/>
        <source>To put the build of {value} into a new build of {value}, add to it instead.</source>
        <translation>Чтобы включить сборку на {value} в новую сборку на {value}, просто добавьте к ней.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="234"/>
        <source>This play joins two builds of {value}: name the build of {first} as the one you add to, the other as a card.</source>
        <translation>Этот ход объединяет две сборки на {value}: назовите сборку из {first} той, к которой вы добавляете, а другую — картой.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="236"/>
        <source>The {card} with {loose} cannot be split into groups that each make {value}; cards inside a build are never split or rearranged.</source>
        <translation>Карту {card} вместе с {loose} нельзя разбить на группы, каждая из которых даёт {value}; карты внутри сборки никогда не разделяются и не перекладываются.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="238"/>
        <source>The {card} alone does not make {value}; cards inside a build are never split or rearranged.</source>
        <translation>Одна карта {card} не даёт {value}; карты внутри сборки никогда не разделяются и не перекладываются.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="239"/>
        <source>Those table cards cannot be split into groups of {value} for a build of two or more cards.</source>
        <translation>Эти карты со стола нельзя разбить на группы по {value} для сборки из двух или более карт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="321"/>
        <source>Putting the {card} on the build of {build} raises it to {value}: play it as a raise of that build.</source>
        <translation>Если положить {card} на сборку на {build}, она повышается до {value}: сыграйте это как повышение этой сборки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="88"/>
        <source>Capturing is compulsory here, and you can capture: you may not trail.</source>
        <translation>Здесь брать обязательно, а вам есть что взять: выкладывать карту нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="89"/>
        <source>A card equal to a loose table card may not be trailed: the {card} must take the {equal}, or go into a build.</source>
        <translation>Нельзя выкладывать карту, равную свободной карте на столе: карта {card} должна взять {equal} или войти в сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="91"/>
        <source>A card must take every loose card equal to it: the {card} must also take the {left}.</source>
        <translation>Карта должна взять все равные ей свободные карты: карта {card} должна взять ещё и {left}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="92"/>
        <source>A card must take every loose card equal to it: the {card} as {value} must also take the {left}.</source>
        <translation>Карта должна взять все равные ей свободные карты: карта {card} как {value} должна взять ещё и {left}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="140"/>
        <source>The {card} cannot count as {value}.</source>
        <translation>Карта {card} не может считаться за {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="141"/>
        <source>A build is taken only whole by a card of its value: the build of {build} cannot be taken by a card worth {values}.</source>
        <translation>Сборку берут только целиком и только картой её значения: сборку на {build} нельзя взять картой со значением {values}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="143"/>
        <source>Say which table cards you take.</source>
        <translation>Укажите, какие карты со стола вы берёте.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="144"/>
        <source>Court cards have no number here: a court card takes only cards of its own rank.</source>
        <translation>Здесь у картинок нет числового значения: картинка берёт только карты своего достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="145"/>
        <source>A court card takes only one card of its rank at a time here.</source>
        <translation>Здесь картинка берёт за раз только одну карту своего достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="146"/>
        <source>A court card takes one card of its rank, or all three at once by the fourth.</source>
        <translation>Картинка берёт одну карту своего достоинства — или сразу все три, если это четвёртая.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="147"/>
        <source>Court cards have no number here: they are taken only by a card of their own rank.</source>
        <translation>Здесь у картинок нет числового значения: их берёт только карта того же достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="148"/>
        <source>Those cards cannot be split into groups that each add up to {values}: every table card belongs to at most one group.</source>
        <translation>Эти карты нельзя разбить на группы, каждая из которых в сумме даёт {values}: каждая карта стола входит не больше чем в одну группу.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="151"/>
        <source>The {card} cannot take the {loose}: it takes table cards worth {values}, or several that add up to {values}.</source>
        <translation>Картой {card} нельзя взять {loose}: она берёт карты стола со значением {values} или несколько карт, которые в сумме дают {values}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="160"/>
        <location filename="../../casino_desktop/practice/reasons.py" line="48"/>
        <source>{first} or {last}</source>
        <comment>a card&apos;s values, such as: 1 or 14</comment>
        <translation>{first} или {last}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="16"/>
        <source>Court cards have no number here: they cannot be built with.</source>
        <translation>Здесь у картинок нет числового значения: ими нельзя строить сборки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="17"/>
        <source>A court card builds only on loose table cards of its own rank.</source>
        <translation>Картинкой можно строить только на свободных картах стола того же достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="18"/>
        <source>A court card builds only on table cards of its own rank, to be taken by another of that rank.</source>
        <translation>Картинкой можно строить только на картах стола того же достоинства, чтобы потом взять сборку ещё одной картой этого достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="19"/>
        <source>To build with a court card you must still hold another card of its rank to take the build.</source>
        <translation>Чтобы строить картинкой, у вас на руке должна остаться ещё одна карта того же достоинства, которой вы возьмёте сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="20"/>
        <source>A court-card build must then hold three cards of its rank, to be taken by the fourth.</source>
        <translation>Тогда в сборке из картинок должно быть три карты одного достоинства, чтобы её взяла четвёртая.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="21"/>
        <source>A court card is added only to a court-card build of its own rank.</source>
        <translation>Картинку можно добавить только к сборке из картинок того же достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="22"/>
        <source>Only a court card of its rank is added to a court-card build, and nothing raises it.</source>
        <translation>К сборке из картинок можно добавить только картинку того же достоинства, а повысить такую сборку нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="132"/>
        <source>You control the build of {build}: you may not trail; take it, capture something else, build, or add to a build.</source>
        <translation>Сборка на {build} — ваша: выкладывать карту нельзя; возьмите её, возьмите что-то другое, постройте сборку или добавьте к сборке.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="134"/>
        <source>You control the build of {build}: you may not trail; take it, capture something else, or raise a build.</source>
        <translation>Сборка на {build} — ваша: выкладывать карту нельзя; возьмите её, возьмите что-то другое или повысьте сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="136"/>
        <source>While you own the build of {build} you must take it, capture something else, or raise a build: you may not make another build or add to one.</source>
        <translation>Пока сборка на {build} ваша, вы должны взять её, взять что-то другое или повысить сборку: строить новую сборку или добавлять к сборке нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="138"/>
        <source>You control the build of {build}: you must keep a card that takes {build} until you take the build.</source>
        <translation>Сборка на {build} — ваша: пока вы её не взяли, держите на руке карту, которая берёт {build}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="51"/>
        <source>Deal</source>
        <comment>a group of rules: dealing the cards</comment>
        <translation>Сдача</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="52"/>
        <source>Capturing</source>
        <comment>a group of rules: taking cards from the table</comment>
        <translation>Захват</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="53"/>
        <source>Building</source>
        <comment>a group of rules, and the rule that players may build</comment>
        <translation>Сборки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="54"/>
        <source>Scoring</source>
        <comment>a group of rules: what scores points</comment>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="55"/>
        <source>Match</source>
        <comment>a group of rules: how a match is won</comment>
        <translation>Партия</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="22"/>
        <source>The round is over: no card can be played now.</source>
        <translation>Раунд окончен: сейчас нельзя сыграть ни одной карты.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="23"/>
        <source>You do not hold the {card}.</source>
        <translation>У вас на руке нет карты {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="24"/>
        <source>The {card} is not on the table.</source>
        <translation>Карты {card} нет на столе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="25"/>
        <source>The {card} is in the build of {cards}, and a build is never broken up: to take the {card}, capture the whole build with a card of {value}.</source>
        <translation>Карта {card} входит в сборку из {cards}, а сборку никогда не разбирают: чтобы взять {card}, возьмите всю сборку картой со значением {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="27"/>
        <source>There is no build of {cards} on the table.</source>
        <translation>На столе нет сборки из {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="30"/>
        <source>The {card} is on top of your own capture pile: only the top cards of the other players&apos; piles are in play.</source>
        <translation>{card} лежит сверху вашей собственной стопки взятых карт: в игре только верхние карты стопок других игроков.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="32"/>
        <source>The build of {cards} is named more often than it stands on the table.</source>
        <translation>Сборка из {cards} названа больше раз, чем лежит на столе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="33"/>
        <source>The {card} is named more often than it lies on the table.</source>
        <translation>Карта {card} названа больше раз, чем лежит на столе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="36"/>
        <source>Say which card from your hand you play.</source>
        <translation>Укажите, какую карту с руки вы играете.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="37"/>
        <source>An earlier build on the table holds these same cards, and a play names a build by its cards: only that first build can be taken, raised or added to now.</source>
        <translation>На столе есть более ранняя сборка из тех же карт, а ход называет сборку по её картам: сейчас можно взять, повысить или дополнить только ту, первую сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="100"/>
        <source>A trail takes no table cards (trailing and building at once is a house rule that is off).</source>
        <translation>Выложенная карта не берёт карт со стола (выложить карту и одновременно собрать сборку — домашнее правило, и оно выключено).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="101"/>
        <source>A trail takes nothing from the table: to play onto a build, take it, raise it or add to it.</source>
        <translation>Выложенная карта ничего не берёт со стола: чтобы сыграть на сборку, возьмите её, повысьте или добавьте к ней.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="102"/>
        <source>A card trailed alone makes no build, so it declares no value.</source>
        <translation>Просто выложенная карта не образует сборку, поэтому значение не объявляется.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="103"/>
        <source>Say the value of the build you make from the table cards.</source>
        <translation>Назовите значение сборки, которую вы собираете из карт со стола.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="104"/>
        <source>This variant has no building: capture or trail.</source>
        <translation>В этом варианте сборок нет: берите карты или выкладывайте.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="76"/>
        <source>You have played your card from the hand this turn: add table cards to your builds, or end your turn.</source>
        <translation>В этом ходу вы уже сыграли карту с руки: добавьте карты стола к своим сборкам или завершите ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="77"/>
        <source>You added to an opponent&apos;s build this turn: the card you play must capture it.</source>
        <translation>В этом ходу вы добавили к сборке соперника: карта, которую вы играете, должна её взять.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="95"/>
        <source>Every play here uses one card from your hand: there are no actions with table cards alone, and a turn ends by itself.</source>
        <translation>Здесь каждый ход делается одной картой с руки: действий только с картами стола нет, и ход завершается сам.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="107"/>
        <source>Play one card from your hand before you end your turn.</source>
        <translation>Прежде чем завершить ход, сыграйте одну карту с руки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="108"/>
        <source>Ending your turn plays no card and moves none: it is just &apos;end&apos;.</source>
        <comment>end is typed as it is</comment>
        <translation>Завершение хода не играет карт и не перекладывает их: это просто «end».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="109"/>
        <source>Your opponents insist that you add the {cards} to your side&apos;s build of {value} before you end your turn.</source>
        <translation>Соперники настаивают, чтобы до завершения хода вы добавили {cards} к сборке вашей стороны на {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="129"/>
        <source>A build or an addition of table cards alone plays no card from your hand.</source>
        <translation>Сборка или добавление только из карт стола обходится без карты с руки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="130"/>
        <source>The {card} is not on the table or on top of another player&apos;s capture pile.</source>
        <translation>Карты {card} нет ни на столе, ни сверху стопки взятых карт другого игрока.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="131"/>
        <source>The {card} has no number: only cards with numbers make builds from the table.</source>
        <translation>У карты {card} нет числового значения: сборки из карт стола составляют только числовые карты.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="132"/>
        <source>You may make a build of {value} only if you hold a card that can capture it.</source>
        <translation>Собрать сборку на {value} можно, только если у вас на руке есть карта, которая может её взять.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="133"/>
        <source>A build of {value} is on the table already: add to it instead.</source>
        <translation>На столе уже есть сборка на {value}: вместо этого добавьте к ней.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="134"/>
        <source>The {cards} cannot be split into groups that each make {value}.</source>
        <translation>Карты {cards} нельзя разбить на группы, каждая из которых даёт {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="136"/>
        <source>The {card} alone does not make {value}: the cards added must make {value} together.</source>
        <translation>Карта {card} сама по себе не даёт {value}: добавленные карты вместе должны давать {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="137"/>
        <source>A build needs at least two table cards.</source>
        <translation>Для сборки нужно не меньше двух карт стола.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="139"/>
        <source>A build must be worth at least 2.</source>
        <translation>Сборка должна стоить не меньше 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="140"/>
        <source>A new build of table cards takes in no other build: add the cards to that build instead.</source>
        <translation>Новая сборка из карт стола не может включать другую сборку: вместо этого добавьте карты к той сборке.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="141"/>
        <source>A top card may start a build only beside a loose {value} from the table.</source>
        <translation>Верхняя карта стопки может начать сборку только вместе со свободной картой стола значением {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="143"/>
        <source>Say which build the table cards are added to.</source>
        <translation>Укажите, к какой сборке добавляются карты стола.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="144"/>
        <source>The build is worth {build}: the cards added must make {build}, not {value}.</source>
        <translation>Значение сборки — {build}: добавленные карты должны давать {build}, а не {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="145"/>
        <source>Builds are never put together: add table cards to one build.</source>
        <translation>Сборки никогда не объединяют: добавляйте карты стола к одной сборке.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="146"/>
        <source>You may add to an opponent&apos;s build only before you play your card, and only to capture it with that card.</source>
        <translation>Добавлять к сборке соперника можно только до того, как вы сыграете карту с руки, и только чтобы взять сборку этой картой.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="147"/>
        <source>To add to an opponent&apos;s build of {value} you must hold a card that captures it.</source>
        <translation>Чтобы добавить к сборке соперника на {value}, у вас на руке должна быть карта, которая её возьмёт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="148"/>
        <source>You have already added to another opponent&apos;s build this turn.</source>
        <translation>В этом ходу вы уже добавили к сборке другого соперника.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="19"/>
        <source>It is played with a 40-card pack: one 52-card deck without its jacks, queens and kings.</source>
        <translation>Играют колодой из 40 карт: обычная колода из 52 карт без валетов, дам и королей.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="20"/>
        <source>Every card counts its number; there are no court cards in the pack.</source>
        <translation>Каждая карта стоит своё число; картинок в колоде нет.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="24"/>
        <source>The first dealer is chosen at random; the deal then passes to the right each round.</source>
        <translation>Первого сдающего выбирают случайно; затем сдача каждый раунд переходит к игроку справа.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="25"/>
        <source>Everyone draws a card and the highest card deals first; the deal then passes to the right each round.</source>
        <translation>Каждый тянет карту, и первым сдаёт тот, у кого карта старше; затем сдача каждый раунд переходит к игроку справа.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="27"/>
        <source>Everyone draws a card and the lowest card deals first; the deal then passes to the right each round.</source>
        <translation>Каждый тянет карту, и первым сдаёт тот, у кого карта младше; затем сдача каждый раунд переходит к игроку справа.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="32"/>
        <source>Play goes to the right (anticlockwise): the player on the dealer&apos;s right plays first, and the dealer plays last.</source>
        <translation>Ход идёт направо (против часовой стрелки): первым ходит игрок справа от сдающего, а сдающий — последним.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="34"/>
        <source>Play goes to the left (clockwise): the player on the dealer&apos;s left plays first, and the dealer plays last.</source>
        <translation>Ход идёт налево (по часовой стрелке): первым ходит игрок слева от сдающего, а сдающий — последним.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="41"/>
        <source>The player who plays first cuts {count} cards from the middle of the pack and lays them face up on the table; the dealer then deals out the rest of the pack one card at a time, beginning with that player, in equal hands.</source>
        <extracomment>For one: The player who plays first cuts {count} card from the middle of the pack and lays it face up on the table; the dealer then deals out the rest of the pack one card at a time, beginning with that player, in equal hands.</extracomment>
        <translation>
            <numerusform>Игрок, который ходит первым, вынимает {count} карту из середины колоды и кладёт на стол лицом вверх; затем сдающий раздаёт остаток колоды по одной карте, начиная с этого игрока, поровну всем.</numerusform>
            <numerusform>Игрок, который ходит первым, вынимает {count} карты из середины колоды и кладёт на стол лицом вверх; затем сдающий раздаёт остаток колоды по одной карте, начиная с этого игрока, поровну всем.</numerusform>
            <numerusform>Игрок, который ходит первым, вынимает {count} карт из середины колоды и кладёт на стол лицом вверх; затем сдающий раздаёт остаток колоды по одной карте, начиная с этого игрока, поровну всем.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="47"/>
        <source>The dealer deals out the whole pack one card at a time, beginning with the player who plays first, in equal hands; no cards go to the table first.</source>
        <translation>Сдающий раздаёт всю колоду по одной карте, начиная с игрока, который ходит первым, поровну всем; на стол сначала ничего не кладут.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="52"/>
        <source>With two players each gets {count} cards, and {count} more when both hands are empty.</source>
        <extracomment>For one: With two players each gets {count} card, and {count} more when both hands are empty.</extracomment>
        <translation>
            <numerusform>Вдвоём каждый получает по {count} карте, а когда у обоих кончаются карты на руках, — ещё по {count}.</numerusform>
            <numerusform>Вдвоём каждый получает по {count} карты, а когда у обоих кончаются карты на руках, — ещё по {count}.</numerusform>
            <numerusform>Вдвоём каждый получает по {count} карт, а когда у обоих кончаются карты на руках, — ещё по {count}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="54"/>
        <source>With three players each gets {count} cards.</source>
        <extracomment>For one: With three players each gets {count} card.</extracomment>
        <translation>
            <numerusform>Втроём каждый получает по {count} карте.</numerusform>
            <numerusform>Втроём каждый получает по {count} карты.</numerusform>
            <numerusform>Втроём каждый получает по {count} карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="55"/>
        <source>With four players each gets {count} cards.</source>
        <extracomment>For one: With four players each gets {count} card.</extracomment>
        <translation>
            <numerusform>Вчетвером каждый получает по {count} карте.</numerusform>
            <numerusform>Вчетвером каждый получает по {count} карты.</numerusform>
            <numerusform>Вчетвером каждый получает по {count} карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="57"/>
        <source>The {count} cards left over go face up to the table.</source>
        <extracomment>For one: The card left over goes face up to the table.</extracomment>
        <translation>
            <numerusform>Оставшаяся {count} карта кладётся на стол лицом вверх.</numerusform>
            <numerusform>Оставшиеся {count} карты кладутся на стол лицом вверх.</numerusform>
            <numerusform>Оставшиеся {count} карт кладутся на стол лицом вверх.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="62"/>
        <source>Before or after that one card from your hand, your turn may hold as many actions as you like with cards already in play: making a build from loose table cards alone (you must hold a card of its value), and adding loose table cards and top cards of capture piles to a build, in groups of its value. You end your turn when you are done, but not before your card from the hand is played.</source>
        <translation>До или после этой единственной карты с руки ваш ход может включать сколько угодно действий с картами, которые уже в игре: собрать сборку только из свободных карт стола (у вас на руке должна быть карта её значения) и добавить к сборке свободные карты стола и верхние карты стопок взятых карт — группами её значения. Когда закончите, вы завершаете ход, но не раньше, чем сыграете карту с руки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="67"/>
        <source>Before or after that one card from your hand, your turn may hold as many actions as you like with cards already in play: making a build from loose table cards alone (you must hold a card of its value), and adding loose table cards to a build, in groups of its value. You end your turn when you are done, but not before your card from the hand is played.</source>
        <translation>До или после этой единственной карты с руки ваш ход может включать сколько угодно действий с картами, которые уже в игре: собрать сборку только из свободных карт стола (у вас на руке должна быть карта её значения) и добавить к сборке свободные карты стола — группами её значения. Когда закончите, вы завершаете ход, но не раньше, чем сыграете карту с руки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="72"/>
        <source>Your turn is that one play: table cards are never built or added to a build on their own.</source>
        <translation>Ваш ход — только эта одна карта: из одних карт стола, без карты с руки, сборку не собирают и к сборке их не добавляют.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="75"/>
        <source>Captured cards are kept face down and stay out of play.</source>
        <translation>Взятые карты лежат лицом вниз и в игре больше не участвуют.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="77"/>
        <source>Captured cards are kept face up in a capture pile: the card you captured with goes on top, and the cards it took beneath it, the lowest nearest the top.</source>
        <translation>Взятые карты складывают лицом вверх в стопку взятых карт: карта, которой вы брали, ложится сверху, а взятые ею карты — под неё, причём самая младшая — ближе всего к верху.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="79"/>
        <source>Captured cards are kept face up in a capture pile: the cards of each capture, the one you captured with included, go on it in order of value, the lowest on top.</source>
        <translation>Взятые карты складывают лицом вверх в стопку взятых карт: карты каждого захвата, включая ту, которой вы брали, ложатся на неё по порядку значений, самая младшая — сверху.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="83"/>
        <source>Partners keep one capture pile between them, so neither can use the other&apos;s top card.</source>
        <translation>У партнёров одна общая стопка взятых карт, поэтому ни один из них не может использовать верхнюю карту другого.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="84"/>
        <source>Partners keep a capture pile each, and may use each other&apos;s top card as they use an opponent&apos;s.</source>
        <translation>У каждого партнёра своя стопка взятых карт, и верхнюю карту партнёра можно использовать так же, как верхнюю карту соперника.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="88"/>
        <source>Only the top card of each capture pile is in play, and only for building: you may add the top card of another player&apos;s pile, alone or with loose table cards, as a group of a build&apos;s value to a build of your side, or to a loose table card you could capture, which then becomes an augmented build of that card&apos;s value. A top card is never captured directly.</source>
        <translation>В игре только верхняя карта каждой стопки взятых карт, и только для сборок: верхнюю карту стопки другого игрока можно — одну или вместе со свободными картами стола, так чтобы группа давала значение сборки, — добавить к сборке вашей стороны или к свободной карте стола, которую вы могли бы взять; эта карта тогда становится множественной сборкой на своё значение. Верхнюю карту никогда не берут напрямую.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="92"/>
        <source>Only the top card of each capture pile is in play: the card you play may capture the top card of another player&apos;s pile, alone or in a sum with table cards, or add it to your own build.</source>
        <translation>В игре только верхняя карта каждой стопки взятых карт: сыгранная вами карта может взять верхнюю карту стопки другого игрока — одну или в сумме с картами стола — или добавить её к вашей собственной сборке.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="97"/>
        <source>Each action may use only the card on top of each pile; once it is taken, the card beneath becomes the top card, for your next action or the next player.</source>
        <translation>Каждое действие может использовать только верхнюю карту каждой стопки; когда её забрали, верхней становится карта под ней — для вашего следующего действия или для следующего игрока.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="99"/>
        <source>Once a top card is taken, the card beneath it becomes the top card.</source>
        <translation>Когда верхнюю карту забрали, верхней становится карта под ней.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="103"/>
        <source>Opponents insist: a capture must take everything the card you play can take, and you may not end your turn while a loose card or a top card could still be added to a build of your side. A card that could capture may still go into a build instead (drifting).</source>
        <translation>Соперники настаивают: захват должен забрать всё, что может взять сыгранная карта, и нельзя завершать ход, пока свободную карту или верхнюю карту ещё можно добавить к сборке вашей стороны. Карту, которая могла бы взять, всё же можно вместо этого положить в сборку («дрейф»).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="106"/>
        <source>Opponents insist: a capture must take everything the card you play can take. A card that could capture may still go into a build instead (drifting).</source>
        <translation>Соперники настаивают: захват должен забрать всё, что может взять сыгранная карта. Карту, которая могла бы взять, всё же можно вместо этого положить в сборку («дрейф»).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="108"/>
        <source>A capture need not take everything the card could take, and you need not add to your builds every card that could go on them. A card that could capture may go into a build instead (drifting).</source>
        <translation>Захват не обязан забирать всё, что могла бы взять карта, и не обязательно добавлять к своим сборкам каждую карту, которая могла бы к ним пойти. Карту, которая могла бы взять, можно вместо этого положить в сборку («дрейф»).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="111"/>
        <source>A capture need not take everything the card could take, and a card that could capture may go into a build instead (drifting).</source>
        <translation>Захват не обязан забирать всё, что могла бы взять карта, а карту, которая могла бы взять, можно вместо этого положить в сборку («дрейф»).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="115"/>
        <source>An augmented build (a multiple build) holds several groups of the same value (two 4s and a 3 + 5 as a build of 8); you make one by adding a group of that value to a build, or to a loose card of that value that you could capture. No build is ever broken up.</source>
        <translation>Дополненная, то есть множественная, сборка состоит из нескольких групп одного значения (две четвёрки и 3 + 5 как сборка на 8); её делают, добавляя группу этого значения к сборке или к свободной карте этого значения, которую вы могли бы взять. Сборки никогда не разбирают.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="120"/>
        <source>Only an opponent&apos;s single build may change its value: you raise it by adding one card from your hand, and it becomes yours. Your own builds and your partner&apos;s never change value, nor does any augmented build.</source>
        <translation>Значение может менять только одиночная сборка соперника: вы повышаете её, добавив одну карту с руки, и она становится вашей. Значение ваших сборок и сборок партнёра никогда не меняется, как и значение любой множественной сборки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="123"/>
        <source>You may raise your own single build or an opponent&apos;s by adding a card from your hand to it, but never your partner&apos;s; an augmented build cannot be raised.</source>
        <translation>Можно повысить свою одиночную сборку или сборку соперника, добавив к ней карту с руки, но никогда — сборку партнёра; множественную сборку повысить нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="128"/>
        <source>A build belongs to whoever made it or last raised it or added to it. Cards go onto an opponent&apos;s build only in a turn in which you capture it; until then you may not add to it, nor build its value, since two builds of one value would merge.</source>
        <translation>Сборка принадлежит тому, кто её построил или последним повысил её или добавил к ней. Карты кладут на сборку соперника только в тот ход, в который её берут; до тех пор к ней нельзя добавлять и нельзя собирать сборку того же значения, ведь две сборки одного значения слились бы.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="131"/>
        <source>A build belongs to whoever made it or last raised it or added to it. Cards go onto an opponent&apos;s build only in a turn in which you capture it; until then you may not add to it or merge a build into it.</source>
        <translation>Сборка принадлежит тому, кто её построил или последним повысил её или добавил к ней. Карты кладут на сборку соперника только в тот ход, в который её берут; до тех пор к ней нельзя добавлять и нельзя сливать с ней свою сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="134"/>
        <source>You may add cards to an opponent&apos;s build, or merge a build of yours into it, and so take it over.</source>
        <translation>Можно добавлять карты к сборке соперника или сливать с ней свою сборку — и так забирать её себе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="138"/>
        <source>With two players, in the first deal, a build owner may neither trail nor make or take over a build of another value; the second deal lifts both limits.</source>
        <translation>При игре вдвоём в первой сдаче владелец сборки не может ни выкладывать карту, ни строить или забирать себе сборку другого значения; во второй сдаче оба ограничения снимаются.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="140"/>
        <source>With two players, in the first deal, a build owner may not make or take over a build of another value; the second deal lifts this limit.</source>
        <translation>При игре вдвоём в первой сдаче владелец сборки не может строить или забирать себе сборку другого значения; во второй сдаче это ограничение снимается.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="142"/>
        <source>With two players the first deal sets a build owner no limits of its own.</source>
        <translation>При игре вдвоём первая сдача не накладывает на владельца сборки особых ограничений.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="146"/>
        <source>With two players that holds only in the first deal: in the second a build owner may trail.</source>
        <translation>При игре вдвоём это действует только в первой сдаче: во второй владелец сборки может выложить карту.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="147"/>
        <source>With two players that holds in both deals.</source>
        <translation>При игре вдвоём это действует в обеих сдачах.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="152"/>
        <source>Taking the most cards scores {count} points; sides that tie share them equally, rounded down.</source>
        <extracomment>For one: Taking the most cards scores {count} point; sides that tie share it equally, rounded down.</extracomment>
        <translation>
            <numerusform>За наибольшее число взятых карт — {count} очко; при равенстве стороны делят очки поровну, с округлением вниз.</numerusform>
            <numerusform>За наибольшее число взятых карт — {count} очка; при равенстве стороны делят очки поровну, с округлением вниз.</numerusform>
            <numerusform>За наибольшее число взятых карт — {count} очков; при равенстве стороны делят очки поровну, с округлением вниз.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="156"/>
        <source>Taking the most spades scores {count} points; sides that tie share them equally, rounded down.</source>
        <extracomment>For one: Taking the most spades scores {count} point; sides that tie share it equally, rounded down.</extracomment>
        <translation>
            <numerusform>За наибольшее число взятых пик — {count} очко; при равенстве стороны делят очки поровну, с округлением вниз.</numerusform>
            <numerusform>За наибольшее число взятых пик — {count} очка; при равенстве стороны делят очки поровну, с округлением вниз.</numerusform>
            <numerusform>За наибольшее число взятых пик — {count} очков; при равенстве стороны делят очки поровну, с округлением вниз.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="161"/>
        <source>Every side that takes at least {count} spades scores 1 point.</source>
        <extracomment>For one: Every side that takes at least {count} spade scores 1 point.</extracomment>
        <translation>
            <numerusform>Каждая сторона, взявшая {count} пику или больше, получает 1 очко.</numerusform>
            <numerusform>Каждая сторона, взявшая {count} пики или больше, получает 1 очко.</numerusform>
            <numerusform>Каждая сторона, взявшая {count} пик или больше, получает 1 очко.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="165"/>
        <source>With two sides every round is worth {count} points in all.</source>
        <extracomment>For one: With two sides every round is worth {count} point in all.</extracomment>
        <translation>
            <numerusform>При двух сторонах каждый раунд стоит в сумме {count} очко.</numerusform>
            <numerusform>При двух сторонах каждый раунд стоит в сумме {count} очка.</numerusform>
            <numerusform>При двух сторонах каждый раунд стоит в сумме {count} очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="167"/>
        <source>With two sides a round is worth {lowest} or {count} points in all.</source>
        <extracomment>For one: With two sides a round is worth {lowest} or {count} point in all.</extracomment>
        <translation>
            <numerusform>При двух сторонах раунд стоит в сумме {lowest} или {count} очко.</numerusform>
            <numerusform>При двух сторонах раунд стоит в сумме {lowest} или {count} очка.</numerusform>
            <numerusform>При двух сторонах раунд стоит в сумме {lowest} или {count} очков.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="20"/>
        <source>{sentence} (house rule)</source>
        <comment>a rule&apos;s sentence, then the mark that a house rule changed it</comment>
        <translation>{sentence} (домашнее правило)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="26"/>
        <source>The game is usually like this. {summary} This game&apos;s house rules change that: each rule they change is marked “(house rule)” below.</source>
        <comment>{summary}: the variant&apos;s description, a sentence; the mark is the one the rulebook puts after a house rule&apos;s sentence</comment>
        <translation>Обычные правила таковы. {summary} Домашние правила этой партии это меняют: каждое изменённое ими правило ниже помечено «(домашнее правило)».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="30"/>
        <source>yes</source>
        <comment>a rule that is switched on</comment>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="30"/>
        <source>no</source>
        <comment>a rule that is switched off</comment>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="31"/>
        <source>The deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="31"/>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="27"/>
        <source>Playing a card</source>
        <translation>Ход</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="32"/>
        <source>Winning</source>
        <comment>a heading: how a match is won</comment>
        <translation>Победа</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="36"/>
        <source>The game is for exactly {count} players.</source>
        <extracomment>For one: The game is for exactly {count} player.</extracomment>
        <translation>
            <numerusform>В игру играет ровно {count} игрок.</numerusform>
            <numerusform>В игру играют ровно {count} игрока.</numerusform>
            <numerusform>В игру играют ровно {count} игроков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="37"/>
        <source>The game is for {lowest} to {count} players.</source>
        <extracomment>For one: The game is for {lowest} to {count} player.</extracomment>
        <translation>
            <numerusform>В игру играют от {lowest} до {count} игрока.</numerusform>
            <numerusform>В игру играют от {lowest} до {count} игроков.</numerusform>
            <numerusform>В игру играют от {lowest} до {count} игроков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="38"/>
        <source>The game is for {count} players, or 4 in two partnerships.</source>
        <extracomment>For one: The game is for {count} player, or 4 in two partnerships.</extracomment>
        <translation>
            <numerusform>В игру играют {count} игрок или 4 — в двух парах.</numerusform>
            <numerusform>В игру играют {count} игрока или 4 — в двух парах.</numerusform>
            <numerusform>В игру играют {count} игроков или 4 — в двух парах.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="40"/>
        <source>The game is for 4 players in two partnerships.</source>
        <translation>В игру играют 4 игрока в двух парах.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="43"/>
        <source>Four may play each for themselves or in two partnerships, partners sitting opposite and scoring their captures together.</source>
        <translation>Вчетвером можно играть каждый за себя или в двух парах; партнёры сидят друг напротив друга, и взятые ими карты засчитываются вместе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="45"/>
        <source>Four always play in two partnerships, partners sitting opposite and scoring their captures together.</source>
        <translation>Вчетвером всегда играют в двух парах; партнёры сидят друг напротив друга, и взятые ими карты засчитываются вместе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="47"/>
        <source>Four play each for themselves, never in partnerships.</source>
        <translation>Вчетвером играют каждый за себя, никогда не парами.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="48"/>
        <source>It is played with two 52-card decks shuffled together (104 cards), so every card has an identical twin.</source>
        <translation>Играют двумя колодами по 52 карты, перетасованными вместе (104 карты), так что у каждой карты есть точно такой же двойник.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="50"/>
        <source>It is played with one 52-card deck.</source>
        <translation>Играют одной колодой из 52 карт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="51"/>
        <source>The first dealer is chosen at random; the deal then passes to the left each round.</source>
        <translation>Первого сдающего выбирают случайно; затем сдача каждый раунд переходит к игроку слева.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="52"/>
        <source>Everyone draws a card and the highest card deals first; the deal then passes to the left each round.</source>
        <translation>Каждый тянет карту, и первым сдаёт тот, у кого карта старше; затем сдача каждый раунд переходит к игроку слева.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="54"/>
        <source>Everyone draws a card and the lowest card deals first; the deal then passes to the left each round.</source>
        <translation>Каждый тянет карту, и первым сдаёт тот, у кого карта младше; затем сдача каждый раунд переходит к игроку слева.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="58"/>
        <source>The dealer gives each player {count} cards and puts {table} face up on the table, dealing round the players first, then to the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts {table} face up on the table, dealing round the players first, then to the table.</extracomment>
        <translation>
            <numerusform>Сдающий даёт каждому игроку по {count} карте и ещё {table} кладёт на стол лицом вверх: сначала по кругу игрокам, затем на стол.</numerusform>
            <numerusform>Сдающий даёт каждому игроку по {count} карты и ещё {table} кладёт на стол лицом вверх: сначала по кругу игрокам, затем на стол.</numerusform>
            <numerusform>Сдающий даёт каждому игроку по {count} карт и ещё {table} кладёт на стол лицом вверх: сначала по кругу игрокам, затем на стол.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="63"/>
        <source>The dealer gives each player {count} cards and puts none on the table, dealing round the players first, then to the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts none on the table, dealing round the players first, then to the table.</extracomment>
        <translation>
            <numerusform>Сдающий даёт каждому игроку по {count} карте, а на стол не кладёт ничего: сначала по кругу игрокам, затем на стол.</numerusform>
            <numerusform>Сдающий даёт каждому игроку по {count} карты, а на стол не кладёт ничего: сначала по кругу игрокам, затем на стол.</numerusform>
            <numerusform>Сдающий даёт каждому игроку по {count} карт, а на стол не кладёт ничего: сначала по кругу игрокам, затем на стол.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="68"/>
        <source>The dealer gives each player {count} cards and puts {table} face up on the table, dealing to the other players, then to the table, then to the dealer.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts {table} face up on the table, dealing to the other players, then to the table, then to the dealer.</extracomment>
        <translation>
            <numerusform>Сдающий даёт каждому игроку по {count} карте и ещё {table} кладёт на стол лицом вверх: сначала другим игрокам, затем на стол, затем себе.</numerusform>
            <numerusform>Сдающий даёт каждому игроку по {count} карты и ещё {table} кладёт на стол лицом вверх: сначала другим игрокам, затем на стол, затем себе.</numerusform>
            <numerusform>Сдающий даёт каждому игроку по {count} карт и ещё {table} кладёт на стол лицом вверх: сначала другим игрокам, затем на стол, затем себе.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="73"/>
        <source>The dealer gives each player {count} cards and puts none on the table, dealing to the other players, then to the table, then to the dealer.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts none on the table, dealing to the other players, then to the table, then to the dealer.</extracomment>
        <translation>
            <numerusform>Сдающий даёт каждому игроку по {count} карте, а на стол не кладёт ничего: сначала другим игрокам, затем на стол, затем себе.</numerusform>
            <numerusform>Сдающий даёт каждому игроку по {count} карты, а на стол не кладёт ничего: сначала другим игрокам, затем на стол, затем себе.</numerusform>
            <numerusform>Сдающий даёт каждому игроку по {count} карт, а на стол не кладёт ничего: сначала другим игрокам, затем на стол, затем себе.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="79"/>
        <source>The dealer gives each player {count} cards and puts {table} face up on the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts {table} face up on the table.</extracomment>
        <translation>
            <numerusform>Сдающий даёт каждому игроку по {count} карте и ещё {table} кладёт на стол лицом вверх.</numerusform>
            <numerusform>Сдающий даёт каждому игроку по {count} карты и ещё {table} кладёт на стол лицом вверх.</numerusform>
            <numerusform>Сдающий даёт каждому игроку по {count} карт и ещё {table} кладёт на стол лицом вверх.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="81"/>
        <source>The dealer gives each player {count} cards and puts none on the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts none on the table.</extracomment>
        <translation>
            <numerusform>Сдающий даёт каждому игроку по {count} карте, а на стол не кладёт ничего.</numerusform>
            <numerusform>Сдающий даёт каждому игроку по {count} карты, а на стол не кладёт ничего.</numerusform>
            <numerusform>Сдающий даёт каждому игроку по {count} карт, а на стол не кладёт ничего.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="85"/>
        <source>They are dealt in two rounds: {hand} to each player, then {table} to the table, and the same again.</source>
        <translation>Карты сдаются в два круга: по {hand} каждому игроку, затем {table} на стол, и ещё раз так же.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="87"/>
        <source>They are dealt in two rounds of {hand} to each player.</source>
        <translation>Карты сдаются в два круга, по {hand} каждому игроку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="88"/>
        <source>They are dealt in two rounds: {hand} to each of the other players, {table} to the table, then {hand} to the dealer, and the same again.</source>
        <translation>Карты сдаются в два круга: по {hand} каждому из других игроков, {table} на стол, затем {hand} сдающему, и ещё раз так же.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="91"/>
        <source>They are dealt in two rounds of {hand} to each player, the dealer last.</source>
        <translation>Карты сдаются в два круга, по {hand} каждому игроку, сдающему — в последнюю очередь.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="93"/>
        <source>When too few cards are left for full hands, they go one at a time from the dealer&apos;s left as far as they reach, so some players get fewer.</source>
        <translation>Когда карт осталось слишком мало для полных рук, их сдают по одной, начиная слева от сдающего, пока хватает, так что некоторым игрокам достаётся меньше.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="95"/>
        <source>When every hand is empty the same dealer deals {count} more to each player, but never to the table, until the stock runs out.</source>
        <extracomment>For one: When every hand is empty the same dealer deals {count} more to each player, but never to the table, until the stock runs out.</extracomment>
        <translation>
            <numerusform>Когда у всех кончаются карты на руках, тот же сдающий сдаёт каждому игроку ещё по {count} карте, но на стол больше не кладёт, — и так, пока не кончится колода.</numerusform>
            <numerusform>Когда у всех кончаются карты на руках, тот же сдающий сдаёт каждому игроку ещё по {count} карты, но на стол больше не кладёт, — и так, пока не кончится колода.</numerusform>
            <numerusform>Когда у всех кончаются карты на руках, тот же сдающий сдаёт каждому игроку ещё по {count} карт, но на стол больше не кладёт, — и так, пока не кончится колода.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="102"/>
        <source>Number cards count their value; J, Q and K count 11, 12 and 13, in sums and builds too.</source>
        <translation>Числовые карты стоят своё значение; В, Д и К стоят 11, 12 и 13 — в суммах и сборках тоже.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="103"/>
        <source>Number cards count their value; J, Q and K have no number: each takes only cards of its own rank.</source>
        <translation>Числовые карты стоят своё значение; у В, Д и К числа нет: каждая из них берёт только карты своего достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="105"/>
        <source>An ace counts 1.</source>
        <translation>Туз стоит 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="106"/>
        <source>An ace counts 1 or 14, as you choose, on the table too.</source>
        <translation>Туз стоит 1 или 14 на ваш выбор, и на столе тоже.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="107"/>
        <source>The ace you play counts 1 or 14 when it takes, as you choose; aces on the table, and an ace you put into a build, count 1.</source>
        <translation>Сыгранный туз при взятии считается за 1 или за 14, на ваш выбор; тузы на столе и туз, положенный в сборку, считаются за 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="109"/>
        <source>An ace counts 14 when you take with it, and 1 on the table and in a build, even one you build with it from your hand; so it takes an ace on the table only in a group of cards that adds up to 14.</source>
        <translation>Туз считается за 14, когда им берут, и за 1 на столе и в сборке — даже в той, которую вы собираете им с руки; поэтому туз со стола он берёт только в группе карт, которая в сумме даёт 14.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="112"/>
        <source>Played from the hand to take, the 10♦ counts 16 and the 2♠ counts 15; on the table and in a build, even one you build with them, they count 10 and 2.</source>
        <translation>Сыгранные с руки для взятия, 10♦ считается за 16, а 2♠ — за 15; на столе и в сборке, даже в той, которую вы ими собираете, они считаются за 10 и 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="114"/>
        <source>The 10♦ and the 2♠ count 10 and 2, also from the hand.</source>
        <translation>10♦ и 2♠ стоят 10 и 2, и с руки тоже.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="115"/>
        <source>On your turn you play one card from your hand: take the table cards of its value, or groups of cards that add up to it (several groups at once, each card in one group only), build, or trail it: put it face up on the table.</source>
        <translation>В свой ход вы играете одну карту с руки: берёте карты стола её значения или группы карт, которые в сумме дают её значение (можно несколько групп сразу, каждая карта — только в одной группе), строите сборку или выкладываете её — кладёте на стол лицом вверх.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="118"/>
        <source>On your turn you play one card from your hand: take the table cards of its value, or groups of cards that add up to it (several groups at once, each card in one group only), or trail it: put it face up on the table.</source>
        <translation>В свой ход вы играете одну карту с руки: берёте карты стола её значения или группы карт, которые в сумме дают её значение (можно несколько групп сразу, каждая карта — только в одной группе), или выкладываете её — кладёте на стол лицом вверх.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="121"/>
        <source>At the end of the round the last player to capture takes the cards still on the table.</source>
        <translation>В конце раунда тот, кто последним сделал захват, забирает карты, оставшиеся на столе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="127"/>
        <source>Number cards count their value; J, Q and K count 11, 12 and 13, in sums too.</source>
        <translation>Числовые карты стоят своё значение; В, Д и К стоят 11, 12 и 13, в том числе в суммах.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="128"/>
        <source>The ace you play counts 1 or 14 when it takes, as you choose; aces on the table count 1.</source>
        <translation>Туз, которым вы ходите, берёт как 1 или 14, на ваш выбор; тузы на столе стоят 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="130"/>
        <source>An ace counts 14 when you take with it, and 1 on the table; so it takes an ace on the table only in a group of cards that adds up to 14.</source>
        <translation>Туз стоит 14, когда вы берёте им, и 1 на столе; поэтому туз со стола он берёт только в группе карт, которая в сумме даёт 14.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="132"/>
        <source>Played from the hand to take, the 10♦ counts 16 and the 2♠ counts 15; on the table they count 10 and 2.</source>
        <translation>Сыгранные с руки для взятия, 10♦ стоит 16, а 2♠ — 15; на столе они стоят 10 и 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="144"/>
        <source>There is no building: every card played either captures or is trailed.</source>
        <translation>Сборок нет: каждая сыгранная карта либо берёт, либо выкладывается на стол.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="145"/>
        <source>A build puts your card together with table cards as one pile of a value you announce; it is taken only whole, by a card of that value, and you must hold such a card when you make it. Builds go up to {top}.</source>
        <translation>Сборка соединяет вашу карту с картами стола в одну стопку объявленного вами значения; её берут только целиком, картой этого значения, и такая карта должна быть у вас на руке, когда вы строите сборку. Сборки бывают до {top}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="148"/>
        <source>A multiple build holds several groups of the same value (two 4s and a 3 + 5 as a build of 8); you make one by adding a group of that value to a build.</source>
        <translation>Множественная сборка состоит из нескольких групп одного значения (две четвёрки и 3 + 5 как сборка на 8); её получают, добавляя к сборке группу того же значения.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="150"/>
        <source>You may raise a single build, yours or another&apos;s, by adding a card from your hand to it; a multiple build cannot be raised.</source>
        <translation>Одиночную сборку — свою или чужую — можно повысить, добавив к ней карту с руки; множественную сборку повысить нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="152"/>
        <source>You may raise another player&apos;s single build by adding a card from your hand to it, but never your own; a multiple build cannot be raised.</source>
        <translation>Чужую одиночную сборку можно повысить, добавив к ней карту с руки, но свою — никогда; множественную сборку повысить нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="154"/>
        <source>Two builds of the same value may stand side by side on the table.</source>
        <translation>На столе могут лежать рядом две сборки одного значения.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="155"/>
        <source>A new build of a value already built merges with that build into one multiple build.</source>
        <translation>Новая сборка того же значения, что и уже лежащая на столе, сливается с ней в одну множественную сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="157"/>
        <source>While you own a build you may not trail, and you must keep a card that takes it until it is taken.</source>
        <translation>Пока у вас есть своя сборка, выкладывать карту нельзя, и нужно держать карту, которой её можно взять, пока её не взяли.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="159"/>
        <source>While you own a build you may trail and leave it on the table, but you must keep a card that takes it until it is taken.</source>
        <translation>Пока у вас есть своя сборка, можно выложить карту и оставить сборку на столе, но нужно держать карту, которой её можно взять, пока её не взяли.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="161"/>
        <source>While you own a build you may only take it, capture something else or raise a build: no trailing, no new build and no adding; and you must keep a card that takes it until it is taken.</source>
        <translation>Пока у вас есть своя сборка, можно только взять её, взять что-то другое или повысить сборку: не выкладывать карту, не строить новую сборку и не добавлять к сборкам; и нужно держать карту, которой её можно взять, пока её не взяли.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="164"/>
        <source>While you own a build you may only take it, capture something else, raise a build or trail: no new build and no adding; and you must keep a card that takes it until it is taken.</source>
        <translation>Пока у вас есть своя сборка, можно только взять её, взять что-то другое, повысить сборку или выложить карту: не строить новую сборку и не добавлять к сборкам; и нужно держать карту, которой её можно взять, пока её не взяли.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="172"/>
        <source>Taking the most cards scores {count} points; a tie scores nothing.</source>
        <extracomment>For one: Taking the most cards scores {count} point; a tie scores nothing.</extracomment>
        <translation>
            <numerusform>За наибольшее число взятых карт — {count} очко; при равенстве — никому.</numerusform>
            <numerusform>За наибольшее число взятых карт — {count} очка; при равенстве — никому.</numerusform>
            <numerusform>За наибольшее число взятых карт — {count} очков; при равенстве — никому.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="174"/>
        <source>Taking the most spades scores {count} points; a tie scores nothing.</source>
        <extracomment>For one: Taking the most spades scores {count} point; a tie scores nothing.</extracomment>
        <translation>
            <numerusform>За наибольшее число взятых пик — {count} очко; при равенстве — никому.</numerusform>
            <numerusform>За наибольшее число взятых пик — {count} очка; при равенстве — никому.</numerusform>
            <numerusform>За наибольшее число взятых пик — {count} очков; при равенстве — никому.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="176"/>
        <source>Every spade you take beyond {count} scores 1 point (överspader).</source>
        <extracomment>For one: Every spade you take beyond {count} scores 1 point (överspader).</extracomment>
        <translation>
            <numerusform>Каждая взятая пика сверх {count} приносит 1 очко (överspader).</numerusform>
            <numerusform>Каждая взятая пика сверх {count} приносит 1 очко (överspader).</numerusform>
            <numerusform>Каждая взятая пика сверх {count} приносит 1 очко (överspader).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="178"/>
        <source>Every spade scores {count} points.</source>
        <extracomment>For one: Every spade scores {count} point.</extracomment>
        <translation>
            <numerusform>Каждая пика приносит {count} очко.</numerusform>
            <numerusform>Каждая пика приносит {count} очка.</numerusform>
            <numerusform>Каждая пика приносит {count} очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="179"/>
        <source>Every ace scores {count} points.</source>
        <extracomment>For one: Every ace scores {count} point.</extracomment>
        <translation>
            <numerusform>Каждый туз приносит {count} очко.</numerusform>
            <numerusform>Каждый туз приносит {count} очка.</numerusform>
            <numerusform>Каждый туз приносит {count} очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="180"/>
        <source>The 10♦ (big casino) scores {count} points.</source>
        <extracomment>For one: The 10♦ (big casino) scores {count} point.</extracomment>
        <translation>
            <numerusform>10♦ («Большое казино») приносит {count} очко.</numerusform>
            <numerusform>10♦ («Большое казино») приносит {count} очка.</numerusform>
            <numerusform>10♦ («Большое казино») приносит {count} очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="182"/>
        <source>The 2♠ (little casino) scores {count} points.</source>
        <extracomment>For one: The 2♠ (little casino) scores {count} point.</extracomment>
        <translation>
            <numerusform>2♠ («Маленькое казино») приносит {count} очко.</numerusform>
            <numerusform>2♠ («Маленькое казино») приносит {count} очка.</numerusform>
            <numerusform>2♠ («Маленькое казино») приносит {count} очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="184"/>
        <source>The A♠ scores {count} points more.</source>
        <extracomment>For one: The A♠ scores {count} point more.</extracomment>
        <translation>
            <numerusform>Т♠ приносит ещё {count} очко.</numerusform>
            <numerusform>Т♠ приносит ещё {count} очка.</numerusform>
            <numerusform>Т♠ приносит ещё {count} очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="185"/>
        <source>The J♠ scores {count} points more.</source>
        <extracomment>For one: The J♠ scores {count} point more.</extracomment>
        <translation>
            <numerusform>В♠ приносит ещё {count} очко.</numerusform>
            <numerusform>В♠ приносит ещё {count} очка.</numerusform>
            <numerusform>В♠ приносит ещё {count} очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="186"/>
        <source>The last capture of the round (sistan) scores {count} points.</source>
        <extracomment>For one: The last capture of the round (sistan) scores {count} point.</extracomment>
        <translation>
            <numerusform>Последний захват раунда (систан) приносит {count} очко.</numerusform>
            <numerusform>Последний захват раунда (систан) приносит {count} очка.</numerusform>
            <numerusform>Последний захват раунда (систан) приносит {count} очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="188"/>
        <source>Taking every card on the table is a sweep{own_word}, and every sweep scores {count} points (the cards left at the end of the round, which go to the last capture, are never a sweep; but a last card played that takes every card on the table is one).</source>
        <extracomment>For one: Taking every card on the table is a sweep{own_word}, and every sweep scores {count} point (the cards left at the end of the round, which go to the last capture, are never a sweep; but a last card played that takes every card on the table is one).</extracomment>
        <translation>
            <numerusform>Взять все карты со стола — это зачистка{own_word}, и каждая зачистка приносит {count} очко (оставшиеся в конце раунда карты, которые достаются взявшему последним, — никогда не зачистка; но последняя сыгранная карта, забравшая все карты со стола, — зачистка).</numerusform>
            <numerusform>Взять все карты со стола — это зачистка{own_word}, и каждая зачистка приносит {count} очка (оставшиеся в конце раунда карты, которые достаются взявшему последним, — никогда не зачистка; но последняя сыгранная карта, забравшая все карты со стола, — зачистка).</numerusform>
            <numerusform>Взять все карты со стола — это зачистка{own_word}, и каждая зачистка приносит {count} очков (оставшиеся в конце раунда карты, которые достаются взявшему последним, — никогда не зачистка; но последняя сыгранная карта, забравшая все карты со стола, — зачистка).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="195"/>
        <source>No spade scores beyond a threshold.</source>
        <translation>Пики сверх порога очков не приносят.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="196"/>
        <source>Taking every card on the table is a sweep{own_word}; sweeps score nothing.</source>
        <translation>Взять все карты со стола — это зачистка{own_word}; зачистки очков не приносят.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="197"/>
        <source>{label} scores nothing.</source>
        <comment>label: the name of a scoring rule, such as Most cards</comment>
        <translation>«{label}» очков не приносит.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="200"/>
        <source>Every point you take is a penalty: it counts as a minus point, so the fewest taken win.</source>
        <translation>Каждое взятое очко — штрафное: оно идёт в минус, поэтому побеждает тот, кто взял меньше всех.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="201"/>
        <source>Points count for the side that takes them.</source>
        <translation>Очки идут стороне, которая их взяла.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="202"/>
        <source>A sweep also counts for the player who played just before it and so left the table open: as many penalty points are taken off them.</source>
        <translation>Зачистка засчитывается и игроку, ходившему прямо перед ней и оставившему стол открытым: с него снимается столько же штрафных очков.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="204"/>
        <source>A sweep also counts for the player who played just before it and so left the table open: they lose what the sweep scores.</source>
        <translation>Зачистка засчитывается и игроку, ходившему прямо перед ней и оставившему стол открытым: он теряет столько, сколько приносит зачистка.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="206"/>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="207"/>
        <source>A sweep counts only for its maker.</source>
        <translation>Зачистка засчитывается только тому, кто её сделал.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="211"/>
        <source>The match ends when every player has dealt {count} times; the fewest penalties win.</source>
        <extracomment>For one: The match ends when every player has dealt once; the fewest penalties win.</extracomment>
        <translation>
            <numerusform>Партия кончается, когда каждый игрок сдал {count} раз; побеждает тот, у кого меньше штрафных.</numerusform>
            <numerusform>Партия кончается, когда каждый игрок сдал {count} раза; побеждает тот, у кого меньше штрафных.</numerusform>
            <numerusform>Партия кончается, когда каждый игрок сдал {count} раз; побеждает тот, у кого меньше штрафных.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="213"/>
        <source>The match ends when every player has dealt {count} times; the higher total wins.</source>
        <extracomment>For one: The match ends when every player has dealt once; the higher total wins.</extracomment>
        <translation>
            <numerusform>Партия кончается, когда каждый игрок сдал {count} раз; побеждает больший итог.</numerusform>
            <numerusform>Партия кончается, когда каждый игрок сдал {count} раза; побеждает больший итог.</numerusform>
            <numerusform>Партия кончается, когда каждый игрок сдал {count} раз; побеждает больший итог.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="215"/>
        <source>The first side to reach {count} points wins the match; rounds are played until then.</source>
        <extracomment>For one: The first side to reach {count} point wins the match; rounds are played until then.</extracomment>
        <translation>
            <numerusform>Партию выигрывает сторона, первой набравшая {count} очко; до тех пор играются раунды.</numerusform>
            <numerusform>Партию выигрывает сторона, первой набравшая {count} очка; до тех пор играются раунды.</numerusform>
            <numerusform>Партию выигрывает сторона, первой набравшая {count} очков; до тех пор играются раунды.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="217"/>
        <source>One round is the whole game; the fewest penalties win.</source>
        <translation>Вся игра — один раунд; побеждает тот, у кого меньше штрафных.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="218"/>
        <source>One round is the whole game; the higher total wins.</source>
        <translation>Вся игра — один раунд; побеждает больший итог.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="219"/>
        <source>A side that reaches the target during play wins at once, even in the middle of a round.</source>
        <translation>Сторона, достигшая цели во время игры, побеждает сразу, даже посреди раунда.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="224"/>
        <source>If several sides reach the target in the same round, the higher total wins; equal totals play another round.</source>
        <translation>Если в одном раунде цели достигли несколько сторон, побеждает больший итог; при равных итогах играется ещё один раунд.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="226"/>
        <source>If several sides reach the target in the same round, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦, sweeps) and the first to reach the target wins.</source>
        <translation>Если в одном раунде цели достигли несколько сторон, очки раунда досчитываются по пунктам (карты, пики, 10♦, 2♠, тузы ♠♣♥♦, зачистки), и побеждает тот, кто первым достигнет цели.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="229"/>
        <source>If several sides reach the target in the same round, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦) and the first to reach the target wins.</source>
        <translation>Если в одном раунде цели достигли несколько сторон, очки раунда досчитываются по пунктам (карты, пики, 10♦, 2♠, тузы ♠♣♥♦), и побеждает тот, кто первым достигнет цели.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="232"/>
        <source>If several sides reach the target in the same round, the higher total wins, then the side that took more spades in the round; otherwise another round is played.</source>
        <translation>Если в одном раунде цели достигли несколько сторон, побеждает больший итог, затем сторона, взявшая в этом раунде больше пик; иначе играется ещё один раунд.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="235"/>
        <source>If several sides reach the target in the same round, the higher total wins, then the most points for aces and casinos, then the most spades, then the most cards; otherwise another round is played.</source>
        <translation>Если в одном раунде цели достигли несколько сторон, побеждает больший итог, затем больше очков за тузы, 10♦ и 2♠, затем больше пик, затем больше карт; иначе играется ещё один раунд.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="238"/>
        <source>If the totals are equal, another round is played.</source>
        <translation>Если итоги равны, играется ещё один раунд.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="239"/>
        <source>If the totals are equal, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦, sweeps) and the first to reach the target wins.</source>
        <translation>Если итоги равны, очки раунда досчитываются по пунктам (карты, пики, 10♦, 2♠, тузы ♠♣♥♦, зачистки), и побеждает тот, кто первым достигнет цели.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="242"/>
        <source>If the totals are equal, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦) and the first to reach the target wins.</source>
        <translation>Если итоги равны, очки раунда досчитываются по пунктам (карты, пики, 10♦, 2♠, тузы ♠♣♥♦), и побеждает тот, кто первым достигнет цели.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="245"/>
        <source>If the totals are equal, the side that took more spades in the round wins; if those are equal too, another round is played.</source>
        <translation>Если итоги равны, побеждает сторона, взявшая в этом раунде больше пик; если и их поровну, играется ещё один раунд.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="247"/>
        <source>If the totals are equal, the side with more points for aces and casinos wins, then the one with more spades, then the one with more cards; if all of these are equal, another round is played.</source>
        <translation>Если итоги равны, побеждает сторона, набравшая больше очков за тузы и казино, затем та, у которой больше пик, затем та, у которой больше карт; если и это поровну, играется ещё один раунд.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="34"/>
        <source>The fewest players cannot be more than the most players.</source>
        <translation>Наименьшее число игроков не может быть больше наибольшего.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="36"/>
        <source>Court-card capture rules only apply when court cards have no number.</source>
        <translation>Правила захвата картинками действуют, только когда у картинок нет числового значения.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="38"/>
        <source>Court-card builds only apply when court cards have no number; with numbers they build like any card.</source>
        <translation>Сборки из картинок действуют, только когда у картинок нет числового значения; с числами они строят, как любая карта.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="43"/>
        <source>&apos;{label}&apos; needs building, which this variant has switched off.</source>
        <translation>«{label}» требует сборок, а в этом варианте они выключены.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="45"/>
        <source>Build options need building, which this variant has switched off.</source>
        <translation>Настройки сборок требуют сборок, а в этом варианте они выключены.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="47"/>
        <source>The highest build must be at least 2.</source>
        <translation>Наибольшая сборка должна быть не меньше 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="49"/>
        <source>The highest build cannot exceed {value}, the highest value a card can capture.</source>
        <translation>Наибольшая сборка не может быть больше {value} — наибольшего значения, которое может взять карта.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="52"/>
        <source>Överspader replaces the most-spades prize: set most spades to 0 to use it.</source>
        <translation>Överspader заменяет приз за большинство пик: чтобы его включить, поставьте «Больше всего пик» на 0.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="54"/>
        <source>Sweep cancelling and sweep limits need sweeps to score.</source>
        <translation>Гашение и ограничения зачисток требуют, чтобы зачистки приносили очки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="56"/>
        <source>A mulle needs the double deck: with one deck no card has an identical twin.</source>
        <translation>Мулле требует двойной колоды: в одной колоде у карты нет двойника.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="58"/>
        <source>Differential scoring needs a target score.</source>
        <translation>Разностному счёту нужна цель.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="61"/>
        <source>Scoring points as they are earned ends the game when a side reaches the target: it needs a target score.</source>
        <translation>При счёте очков по мере набора игра кончается, когда сторона достигает цели, поэтому нужна цель.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="63"/>
        <source>Scoring points as they are earned already scores aces and casinos at once: switch off the Finnish immediate scoring.</source>
        <translation>Счёт очков по мере набора и так засчитывает тузы, 10♦ и 2♠ сразу: выключите финский немедленный счёт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="66"/>
        <source>Differential scoring compares whole rounds, so points cannot also be scored as they are earned.</source>
        <translation>Разностный счёт сравнивает целые раунды, поэтому нельзя одновременно считать очки по мере набора.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="68"/>
        <source>Sweeps that may be cancelled at the end of the round cannot score the moment they are made.</source>
        <translation>Зачистки, которые могут погаситься в конце раунда, не могут приносить очки в момент, когда сделаны.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="70"/>
        <source>Equal cards must be taken needs court cards that can take every card of their rank at once: court cards with numbers, or &apos;any number of its rank&apos;.</source>
        <translation>Правилу «Равные карты нужно брать» нужны картинки, которые могут сразу взять все карты своего достоинства: картинки с числами или «сколько угодно карт своего достоинства».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="73"/>
        <source>Sweeps that count against whoever left them cannot also cancel out.</source>
        <translation>Зачистки, которые идут в минус допустившему, не могут ещё и гаситься.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="75"/>
        <source>A match of a fixed number of rounds has no target: set the target score to 0.</source>
        <translation>У партии из заданного числа раундов нет цели: поставьте цель на 0.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="77"/>
        <source>Penalty points are counted at the end of each round: misère cannot go with immediate, as-earned or differential scoring, or with the rule near the target.</source>
        <translation>Штрафные очки подсчитываются в конце каждого раунда: мизер несовместим с немедленным счётом, счётом по мере набора, разностным счётом и правилом у самой цели.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="84"/>
        <source>Capture piles&apos; top cards are played with one deck: with two, a card could lie on two piles at once.</source>
        <translation>Верхние карты стопок взятых карт используются только при игре одной колодой: с двумя колодами одна и та же карта могла бы лежать сразу в двух стопках.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="86"/>
        <source>The 40-card pack is one deck, scored at the end of the round.</source>
        <translation>Колода из 40 карт бывает только одна, и очки с ней считают в конце раунда.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="88"/>
        <source>Several actions in a turn are builds and additions: they need building.</source>
        <translation>Несколько действий за ход — это сборки и добавления к ним: без сборок они невозможны.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="90"/>
        <source>&apos;Build owner trails in the second deal&apos; only matters when a build owner may not trail otherwise.</source>
        <translation>Правило «Владелец сборки может выложить карту во второй сдаче» имеет смысл, только когда иначе владельцу сборки выкладывать карту нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="92"/>
        <source>There are not enough cards for that many players with those hand and table sizes.</source>
        <translation>Для стольких игроков при таких размерах руки и стола не хватит карт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="94"/>
        <location filename="../../casino_desktop/core/rules_sense.py" line="162"/>
        <source>With every scoring item at 0 no side can ever score, so the match would never end: give at least one item some points.</source>
        <translation>Если все пункты счёта стоят 0, ни одна сторона не получит очков и партия никогда не кончится: дайте очки хотя бы одному пункту.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="97"/>
        <source>Under misère every point counts against its taker, so no side would ever reach a target: set the target score to 0.</source>
        <translation>В мизере каждое очко идёт в минус взявшему, поэтому цели не достигнет никто: поставьте цель на 0.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="124"/>
        <source>The rule near the target needs a target score.</source>
        <translation>Правилу у самой цели нужна цель.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="127"/>
        <source>The rule near the target needs most cards, the 10♦ and most spades to score.</source>
        <translation>Правилу у самой цели нужно, чтобы очки приносили большинство карт, 10♦ и большинство пик.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="129"/>
        <source>The rule near the target tells its items apart by their points: most cards, the 10♦ and most spades must score differently.</source>
        <translation>Правило у самой цели различает пункты по их очкам: большинство карт, 10♦ и большинство пик должны стоить по-разному.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="132"/>
        <source>The rule near the target needs a target above the points of most cards, the 10♦ and most spades.</source>
        <translation>Правилу у самой цели нужна цель выше очков за большинство карт, 10♦ и большинство пик.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="134"/>
        <source>The rule near the target judges whole rounds of plain scores: it cannot go with differential, immediate or as-earned scoring.</source>
        <translation>Правило у самой цели оценивает целые раунды обычного счёта: оно несовместимо с разностным, немедленным счётом и счётом по мере набора.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rules_sense.py" line="142"/>
        <source>This variant is played by exactly {count} players.</source>
        <extracomment>For one: This variant is played by exactly {count} player.</extracomment>
        <translation>
            <numerusform>В этот вариант играет ровно {count} игрок.</numerusform>
            <numerusform>В этот вариант играют ровно {count} игрока.</numerusform>
            <numerusform>В этот вариант играют ровно {count} игроков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rules_sense.py" line="144"/>
        <source>This variant is played by {lowest} to {count} players.</source>
        <extracomment>For one: This variant is played by {lowest} to {count} player.</extracomment>
        <translation>
            <numerusform>В этот вариант играют от {lowest} до {count} игрока.</numerusform>
            <numerusform>В этот вариант играют от {lowest} до {count} игроков.</numerusform>
            <numerusform>В этот вариант играют от {lowest} до {count} игроков.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="147"/>
        <source>This variant is played by two players, or four in partnerships.</source>
        <translation>В этот вариант играют вдвоём или вчетвером парами.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="149"/>
        <source>Partnerships need four players.</source>
        <translation>Для игры парами нужно четыре игрока.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="151"/>
        <source>With four players this variant is played in partnerships.</source>
        <translation>Вчетвером этот вариант играют парами.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="153"/>
        <source>This variant is not played in partnerships.</source>
        <translation>В этот вариант не играют парами.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="155"/>
        <source>Building for a partner needs partnerships.</source>
        <translation>Сборка для партнёра возможна только при игре парами.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="158"/>
        <source>Differential scoring needs exactly two sides.</source>
        <translation>Разностный счёт возможен только для двух сторон.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="160"/>
        <source>There are not enough cards for that many players.</source>
        <translation>Для стольких игроков не хватит карт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="178"/>
        <source>The {card} is not in this game&apos;s pack: it is played with 40 cards, without jacks, queens and kings.</source>
        <translation>Карты {card} нет в колоде этой игры: в неё играют колодой из 40 карт, без валетов, дам и королей.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="36"/>
        <source>The file</source>
        <comment>the subject of a sentence about a file that cannot be read</comment>
        <translation>Файл</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="40"/>
        <source>{what} is damaged: part of it is cut off or garbled, so it cannot be read.</source>
        <translation>{what}: файл повреждён — часть обрезана или искажена, поэтому его нельзя прочитать.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="64"/>
        <source>{what} is not text in a known encoding, so it cannot be read.</source>
        <translation>{what}: это не текст в известной кодировке, поэтому его нельзя прочитать.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="79"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="160"/>
        <source>{what} could not be read.</source>
        <translation>{what}: не удалось прочитать.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="81"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="225"/>
        <source>{what} is too large ({shown} bytes; at most {most} are read).</source>
        <extracomment>For one: {what} is too large ({shown} byte; at most {most} are read).</extracomment>
        <translation>
            <numerusform>{what}: слишком большой размер ({shown} байт; читается не больше {most}).</numerusform>
            <numerusform>{what}: слишком большой размер ({shown} байта; читается не больше {most}).</numerusform>
            <numerusform>{what}: слишком большой размер ({shown} байт; читается не больше {most}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="139"/>
        <source>a number of {shown} digits is far larger than any this program stores</source>
        <extracomment>For one: a number of {shown} digit is far larger than any this program stores</extracomment>
        <translation>
            <numerusform>число из {shown} цифры намного больше любого, какое хранит эта программа</numerusform>
            <numerusform>число из {shown} цифр намного больше любого, какое хранит эта программа</numerusform>
            <numerusform>число из {shown} цифр намного больше любого, какое хранит эта программа</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="148"/>
        <source>the number {number} is too large</source>
        <translation>число {number} слишком велико</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="153"/>
        <source>&apos;{key}&apos; is not a number</source>
        <translation>«{key}» — не число</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="162"/>
        <source>{what} is too large ({shown} characters; at most {most} are read).</source>
        <extracomment>For one: {what} is too large ({shown} character; at most {most} are read).</extracomment>
        <translation>
            <numerusform>{what}: слишком большой размер ({shown} символ; читается не больше {most}).</numerusform>
            <numerusform>{what}: слишком большой размер ({shown} символа; читается не больше {most}).</numerusform>
            <numerusform>{what}: слишком большой размер ({shown} символов; читается не больше {most}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="168"/>
        <source>{what} cannot be read: {err}.</source>
        <translation>{what}: не удаётся прочитать — {err}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="174"/>
        <source>{what} cannot be read: its data is nested far too deep.</source>
        <translation>{what}: не удаётся прочитать — данные вложены слишком глубоко.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="177"/>
        <source>{what} cannot be read: it holds a value this program cannot store.</source>
        <translation>{what}: не удаётся прочитать — там значение, которое эта программа не может хранить.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="192"/>
        <source>{what} cannot be read: it holds far more data than any game needs.</source>
        <translation>{what}: не удаётся прочитать — там намного больше данных, чем нужно любой игре.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="195"/>
        <source>{what} cannot be read: its data is nested too deep.</source>
        <translation>{what}: не удаётся прочитать — данные вложены слишком глубоко.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="215"/>
        <source>{what} is not there any more.</source>
        <translation>{what}: больше не существует.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="217"/>
        <source>{what} cannot be read: the system refused.</source>
        <translation>{what}: не удаётся прочитать — система отказала.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="219"/>
        <source>{what} is a link to another file, not a file.</source>
        <translation>{what}: это ссылка на другой файл, а не файл.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="221"/>
        <source>{what} is a folder, not a file.</source>
        <translation>{what}: это папка, а не файл.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="223"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="233"/>
        <source>{what} is not a file that can be read.</source>
        <translation>{what}: это не файл, который можно прочитать.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="236"/>
        <source>{what} cannot be read: permission denied.</source>
        <translation>{what}: не удаётся прочитать — доступ запрещён.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="238"/>
        <source>{what} cannot be read: {reason}.</source>
        <translation>{what}: не удаётся прочитать — {reason}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="238"/>
        <source>the system refused</source>
        <translation>система отказала</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="250"/>
        <source>&apos;{key}&apos; must be a whole number from {lo} to {hi}.</source>
        <translation>«{key}» должно быть целым числом от {lo} до {hi}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="256"/>
        <source>&apos;{key}&apos; must be text of at most {most} characters.</source>
        <translation>«{key}» должно быть текстом не длиннее {most} символов.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="269"/>
        <source>&apos;{key}&apos; must be a JSON object of at most {count} entries.</source>
        <extracomment>For one: &apos;{key}&apos; must be a JSON object of at most {count} entry.</extracomment>
        <translation>
            <numerusform>«{key}» должно быть JSON-объектом не больше чем из {count} записи.</numerusform>
            <numerusform>«{key}» должно быть JSON-объектом не больше чем из {count} записей.</numerusform>
            <numerusform>«{key}» должно быть JSON-объектом не больше чем из {count} записей.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="272"/>
        <source>&apos;{key}&apos; must be a JSON object.</source>
        <translation>«{key}» должно быть JSON-объектом.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="279"/>
        <source>&apos;{key}&apos; must be a list of at most {shown} items.</source>
        <extracomment>For one: &apos;{key}&apos; must be a list of at most {shown} item.</extracomment>
        <translation>
            <numerusform>«{key}» должно быть списком не больше чем из {shown} элемента.</numerusform>
            <numerusform>«{key}» должно быть списком не больше чем из {shown} элементов.</numerusform>
            <numerusform>«{key}» должно быть списком не больше чем из {shown} элементов.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="281"/>
        <source>&apos;{key}&apos; must be a list.</source>
        <translation>«{key}» должно быть списком.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="75"/>
        <source>{card} big casino</source>
        <translation>{card} (большое казино)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="76"/>
        <source>{card} little casino</source>
        <translation>{card} (маленькое казино)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="81"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="73"/>
        <source>Most cards</source>
        <translation>Больше всего карт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="82"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="86"/>
        <source>Most spades</source>
        <translation>Больше всего пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="83"/>
        <source>Spades beyond {threshold}</source>
        <comment>Överspader: a point for every spade taken beyond this many</comment>
        <translation>Пики сверх {threshold}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="84"/>
        <source>Spades</source>
        <comment>a score item: points for every spade taken</comment>
        <translation>Пики</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="85"/>
        <source>Aces</source>
        <comment>a score item: points for every ace taken</comment>
        <translation>Тузы</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="86"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="209"/>
        <source>Last capture</source>
        <translation>Последний захват</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="87"/>
        <source>Sweeps</source>
        <comment>a score item: points for sweeps</comment>
        <translation>Зачистки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="90"/>
        <source>Sweeps</source>
        <comment>a score item: points for sweeps in the Dominican game, whose players call them virados</comment>
        <translation>Зачистки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="92"/>
        <source>Sweeps left open</source>
        <comment>a score item: minus points for leaving the table open to a sweep</comment>
        <translation>Допущенные зачистки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="93"/>
        <source>Mulles</source>
        <comment>a score item: points for mulles</comment>
        <translation>Мулле</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/scoring.py" line="94"/>
        <source>{count} spades or more</source>
        <comment>a score item: a point for each side that took at least this many spades (South Africa: five)</comment>
        <extracomment>For one: {count} spade or more</extracomment>
        <translation>
            <numerusform>{count} пика или больше</numerusform>
            <numerusform>{count} пики или больше</numerusform>
            <numerusform>{count} пик или больше</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="20"/>
        <source>South</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Юг</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="21"/>
        <source>West</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Запад</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="22"/>
        <source>North</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Север</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="23"/>
        <source>East</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Восток</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="35"/>
        <source>You</source>
        <comment>the person at the table, where a seat&apos;s name stands</comment>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="39"/>
        <source>You trail {card}</source>
        <translation>Вы выкладываете {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="39"/>
        <source>{name} trails {card}</source>
        <translation>{name} выкладывает {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="39"/>
        <source>trail {card}</source>
        <translation>выложить {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="40"/>
        <source>You trail {card} and build {value} from {taken}</source>
        <translation>Вы выкладываете {card} и собираете {value} из {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="41"/>
        <source>{name} trails {card} and builds {value} from {taken}</source>
        <translation>{name} выкладывает {card} и собирает {value} из {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="42"/>
        <source>trail {card} and build {value} from {taken}</source>
        <translation>выложить {card} и собрать {value} из {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="43"/>
        <source>You take {taken} with {card}</source>
        <translation>Вы берёте {taken} картой {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="43"/>
        <source>{name} takes {taken} with {card}</source>
        <translation>{name} берёт {taken} картой {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="44"/>
        <source>take {taken} with {card}</source>
        <translation>взять {taken} картой {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="45"/>
        <source>You take {taken} with {card} and sweep the table</source>
        <translation>Вы берёте {taken} картой {card} и зачищаете стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="46"/>
        <source>{name} takes {taken} with {card} and sweeps the table</source>
        <translation>{name} берёт {taken} картой {card} и зачищает стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="49"/>
        <source>You take {taken} with {card} and sweep the table</source>
        <comment>in the Dominican game, whose players call a sweep a virado</comment>
        <translation>Вы берёте {taken} картой {card} и зачищаете стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="51"/>
        <source>{name} takes {taken} with {card} and sweeps the table</source>
        <comment>in the Dominican game, whose players call a sweep a virado</comment>
        <translation>{name} берёт {taken} картой {card} и зачищает стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="53"/>
        <source>You build {value} with {card} on {taken}</source>
        <translation>Вы кладёте {card} на {taken} и собираете {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="53"/>
        <source>{name} builds {value} with {card} on {taken}</source>
        <translation>{name} кладёт {card} на {taken} и собирает {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="54"/>
        <source>build {value} with {card} on {taken}</source>
        <translation>положить {card} на {taken} и собрать {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="58"/>
        <source>You build {value}s with {card}: {groups}</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Вы кладёте {card} и собираете множественную сборку на {value}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="60"/>
        <source>{name} builds {value}s with {card}: {groups}</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>{name} кладёт {card} и собирает множественную сборку на {value}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="62"/>
        <source>build {value}s with {card}: {groups}</source>
        <comment>a multiple build put as a suggestion: two or more groups, each of this value</comment>
        <translation>положить {card} и собрать множественную сборку на {value}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="64"/>
        <source>You build {value}s from {groups}</source>
        <comment>a multiple build of table cards: two or more groups, each of this value</comment>
        <translation>Вы собираете множественную сборку на {value}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="66"/>
        <source>{name} builds {value}s from {groups}</source>
        <comment>a multiple build of table cards: two or more groups, each of this value</comment>
        <translation>{name} собирает множественную сборку на {value}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="68"/>
        <source>build {value}s from {groups}</source>
        <comment>a multiple build of table cards put as a suggestion: two or more groups, each of this value</comment>
        <translation>собрать множественную сборку на {value}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="73"/>
        <source>You raise build {old} ({cards}) to {value} with {card}</source>
        <translation>Вы повышаете сборку на {old} ({cards}) до {value} картой {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="74"/>
        <source>{name} raises build {old} ({cards}) to {value} with {card}</source>
        <translation>{name} повышает сборку на {old} ({cards}) до {value} картой {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="75"/>
        <source>raise build {old} ({cards}) to {value} with {card}</source>
        <translation>повысить сборку на {old} ({cards}) до {value} картой {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="78"/>
        <source>You raise build {old} ({cards}) to {value} with {card} and {extra}</source>
        <translation>Вы повышаете сборку на {old} ({cards}) до {value} картой {card}, добавляя {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="79"/>
        <source>{name} raises build {old} ({cards}) to {value} with {card} and {extra}</source>
        <translation>{name} повышает сборку на {old} ({cards}) до {value} картой {card}, добавляя {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="80"/>
        <source>raise build {old} ({cards}) to {value} with {card} and {extra}</source>
        <translation>повысить сборку на {old} ({cards}) до {value} картой {card}, добавив {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="81"/>
        <source>You add {card} to build {value} ({cards})</source>
        <translation>Вы добавляете {card} к сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="82"/>
        <source>{name} adds {card} to build {value} ({cards})</source>
        <translation>{name} добавляет {card} к сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="83"/>
        <source>add {card} to build {value} ({cards})</source>
        <translation>добавить {card} к сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="85"/>
        <source>You add {card} and {extra} to build {value} ({cards})</source>
        <translation>Вы добавляете {card} и {extra} к сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="86"/>
        <source>{name} adds {card} and {extra} to build {value} ({cards})</source>
        <translation>{name} добавляет {card} и {extra} к сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="87"/>
        <source>add {card} and {extra} to build {value} ({cards})</source>
        <translation>добавить {card} и {extra} к сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="90"/>
        <source>You add {card} to multiple build {value} ({cards})</source>
        <translation>Вы добавляете {card} к множественной сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="91"/>
        <source>{name} adds {card} to multiple build {value} ({cards})</source>
        <translation>{name} добавляет {card} к множественной сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="92"/>
        <source>add {card} to multiple build {value} ({cards})</source>
        <translation>добавить {card} к множественной сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="93"/>
        <source>You add {card} and {extra} to multiple build {value} ({cards})</source>
        <translation>Вы добавляете {card} и {extra} к множественной сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="94"/>
        <source>{name} adds {card} and {extra} to multiple build {value} ({cards})</source>
        <translation>{name} добавляет {card} и {extra} к множественной сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="95"/>
        <source>add {card} and {extra} to multiple build {value} ({cards})</source>
        <translation>добавить {card} и {extra} к множественной сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="98"/>
        <source>You build {value} from {taken}</source>
        <translation>Вы собираете {value} из {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="98"/>
        <source>{name} builds {value} from {taken}</source>
        <translation>{name} собирает {value} из {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="99"/>
        <source>build {value} from {taken}</source>
        <translation>собрать {value} из {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="101"/>
        <source>You add {taken} to build {value} ({cards})</source>
        <translation>Вы добавляете {taken} к сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="102"/>
        <source>{name} adds {taken} to build {value} ({cards})</source>
        <translation>{name} добавляет {taken} к сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="103"/>
        <source>add {taken} to build {value} ({cards})</source>
        <translation>добавить {taken} к сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="104"/>
        <source>You add {taken} to multiple build {value} ({cards})</source>
        <translation>Вы добавляете {taken} к множественной сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="105"/>
        <source>{name} adds {taken} to multiple build {value} ({cards})</source>
        <translation>{name} добавляет {taken} к множественной сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="106"/>
        <source>add {taken} to multiple build {value} ({cards})</source>
        <translation>добавить {taken} к множественной сборке на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="109"/>
        <source>The build of {old} was yours</source>
        <translation>Сборка на {old} принадлежала вам</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="109"/>
        <source>The build of {old} was {name}&apos;s</source>
        <translation>Сборка на {old} принадлежала игроку {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="110"/>
        <source>You end your turn</source>
        <translation>Вы завершаете ход</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="110"/>
        <source>{name} ends their turn</source>
        <translation>{name} завершает ход</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="110"/>
        <source>end your turn</source>
        <translation>завершить ход</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="113"/>
        <source>{card} comes from the top of your pile</source>
        <translation>Карта {card} — сверху вашей стопки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="114"/>
        <source>{card} comes from the top of {name}&apos;s pile</source>
        <translation>Карта {card} — сверху стопки игрока {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="115"/>
        <source>{card} comes from the top of {name}&apos;s pile</source>
        <comment>a pile two partners share</comment>
        <translation>Карта {card} — сверху общей стопки пары {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="116"/>
        <source>{card} comes from the top of the pile you share with {name}</source>
        <translation>Карта {card} — сверху вашей общей стопки с игроком {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="117"/>
        <source>You score a mulle</source>
        <translation>Вы делаете мулле</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="117"/>
        <source>{name} scores a mulle</source>
        <translation>{name} делает мулле</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="119"/>
        <source>You score {count} points at once</source>
        <extracomment>For one: You score {count} point at once</extracomment>
        <translation>
            <numerusform>Вы сразу получаете {count} очко</numerusform>
            <numerusform>Вы сразу получаете {count} очка</numerusform>
            <numerusform>Вы сразу получаете {count} очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="120"/>
        <source>{name} scores {count} points at once</source>
        <extracomment>For one: {name} scores {count} point at once</extracomment>
        <translation>
            <numerusform>{name} сразу получает {count} очко</numerusform>
            <numerusform>{name} сразу получает {count} очка</numerusform>
            <numerusform>{name} сразу получает {count} очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="124"/>
        <source>You score {count} points at once for {cards}</source>
        <comment>{cards}: the cards that scored as they were taken, such as: A♠ and 10♦</comment>
        <extracomment>For one: You score {count} point at once for {cards}</extracomment>
        <translation>
            <numerusform>Вы сразу получаете {count} очко за {cards}</numerusform>
            <numerusform>Вы сразу получаете {count} очка за {cards}</numerusform>
            <numerusform>Вы сразу получаете {count} очков за {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="126"/>
        <source>{name} scores {count} points at once for {cards}</source>
        <comment>{cards}: the cards that scored as they were taken, such as: A♠ and 10♦</comment>
        <extracomment>For one: {name} scores {count} point at once for {cards}</extracomment>
        <translation>
            <numerusform>{name} сразу получает {count} очко за {cards}</numerusform>
            <numerusform>{name} сразу получает {count} очка за {cards}</numerusform>
            <numerusform>{name} сразу получает {count} очков за {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="129"/>
        <source>You take the last {count} cards from the table</source>
        <extracomment>For one: You take the last card from the table</extracomment>
        <translation>
            <numerusform>Вы забираете со стола {count} оставшуюся карту</numerusform>
            <numerusform>Вы забираете со стола {count} оставшиеся карты</numerusform>
            <numerusform>Вы забираете со стола {count} оставшихся карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="130"/>
        <source>{name} takes the last {count} cards from the table</source>
        <extracomment>For one: {name} takes the last card from the table</extracomment>
        <translation>
            <numerusform>{name} забирает со стола {count} оставшуюся карту</numerusform>
            <numerusform>{name} забирает со стола {count} оставшиеся карты</numerusform>
            <numerusform>{name} забирает со стола {count} оставшихся карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="131"/>
        <source>Round {round} — you deal</source>
        <translation>Раунд {round} — сдаёте вы</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="131"/>
        <source>Round {round} — {name} deals</source>
        <translation>Раунд {round} — сдаёт {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="132"/>
        <source>Round {round}: you deal.</source>
        <translation>Раунд {round}: сдаёте вы.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="132"/>
        <source>Round {round}: {name} deals.</source>
        <translation>Раунд {round}: сдаёт {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="133"/>
        <source>Your turn.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="133"/>
        <source>{name}&apos;s turn.</source>
        <translation>Ходит {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="135"/>
        <source>You may still add table cards to your builds, or end your turn.</source>
        <translation>Вы ещё можете добавить карты стола к своим сборкам или завершить ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="136"/>
        <source>{name} may still add table cards to their builds, or end the turn.</source>
        <translation>{name} ещё может добавить карты стола к своим сборкам или завершить ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="137"/>
        <source>You hold: {cards}.</source>
        <translation>У вас на руках: {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="137"/>
        <source>{name} holds: {cards}.</source>
        <translation>{name} держит на руках: {cards}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="139"/>
        <source>You win the match with {count} points ({others}).</source>
        <extracomment>For one: You win the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>Вы выигрываете партию, набрав {count} очко ({others}).</numerusform>
            <numerusform>Вы выигрываете партию, набрав {count} очка ({others}).</numerusform>
            <numerusform>Вы выигрываете партию, набрав {count} очков ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="140"/>
        <source>{name} wins the match with {count} points ({others}).</source>
        <extracomment>For one: {name} wins the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>{name} выигрывает партию, набрав {count} очко ({others}).</numerusform>
            <numerusform>{name} выигрывает партию, набрав {count} очка ({others}).</numerusform>
            <numerusform>{name} выигрывает партию, набрав {count} очков ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="141"/>
        <source>{name} win the match with {count} points ({others}).</source>
        <extracomment>For one: {name} win the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>{name} выигрывают партию, набрав {count} очко ({others}).</numerusform>
            <numerusform>{name} выигрывают партию, набрав {count} очка ({others}).</numerusform>
            <numerusform>{name} выигрывают партию, набрав {count} очков ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="146"/>
        <source>You win the match with {count} penalty points ({others}).</source>
        <comment>a penalty game (Krypkasino), where the fewest points win; {others}: the other sides&apos; penalty points, such as: North 45</comment>
        <extracomment>For one: You win the match with {count} penalty point ({others}).</extracomment>
        <translation>
            <numerusform>Вы выигрываете партию с {count} штрафным очком ({others}).</numerusform>
            <numerusform>Вы выигрываете партию с {count} штрафными очками ({others}).</numerusform>
            <numerusform>Вы выигрываете партию с {count} штрафными очками ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="150"/>
        <source>{name} wins the match with {count} penalty points ({others}).</source>
        <comment>a penalty game (Krypkasino), where the fewest points win; {others}: the other sides&apos; penalty points, such as: North 45</comment>
        <extracomment>For one: {name} wins the match with {count} penalty point ({others}).</extracomment>
        <translation>
            <numerusform>{name} выигрывает партию с {count} штрафным очком ({others}).</numerusform>
            <numerusform>{name} выигрывает партию с {count} штрафными очками ({others}).</numerusform>
            <numerusform>{name} выигрывает партию с {count} штрафными очками ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="154"/>
        <source>{name} win the match with {count} penalty points ({others}).</source>
        <comment>a penalty game (Krypkasino), where the fewest points win; {others}: the other sides&apos; penalty points, such as: North 45</comment>
        <extracomment>For one: {name} win the match with {count} penalty point ({others}).</extracomment>
        <translation>
            <numerusform>{name} выигрывают партию с {count} штрафным очком ({others}).</numerusform>
            <numerusform>{name} выигрывают партию с {count} штрафными очками ({others}).</numerusform>
            <numerusform>{name} выигрывают партию с {count} штрафными очками ({others}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="162"/>
        <source>Taken back: {move}.</source>
        <translation>Ход отменён: {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="163"/>
        <source>Played again: {move}.</source>
        <translation>Ход повторён: {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="164"/>
        <source>Hint: {move}</source>
        <translation>Подсказка: {move}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="165"/>
        <source>Hint: {move}. Press 1 or click Play it to play it.</source>
        <translation>Подсказка: {move}. Нажмите 1 или кнопку «Сыграть», чтобы сделать этот ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="167"/>
        <source>Table: {cards}.</source>
        <translation>На столе: {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="168"/>
        <source>Table: nothing.</source>
        <translation>На столе пусто.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="169"/>
        <source>build {value} ({cards})</source>
        <translation>сборка на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="170"/>
        <source>multiple build {value} ({cards})</source>
        <comment>a multiple build lying on the table, in the table in words for screen readers; {cards}: its groups, each worth the value, such as: A♠ + 5♥ and 6♥</comment>
        <translation>множественная сборка на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="176"/>
        <source>build {value} ({cards})</source>
        <comment>a build as what a move takes or builds on, after a verb such as takes: in the form your language gives that object</comment>
        <translation>сборку на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="182"/>
        <source>multiple build {value} ({cards})</source>
        <comment>a multiple build (two or more groups of cards, each worth this value) as what a move takes, after a verb such as takes: in the form your language gives that object; {cards}: its groups, such as: 5♥ + 6♠ and J♣</comment>
        <translation>множественную сборку на {value} ({cards})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="186"/>
        <source>Stock: {count} cards.</source>
        <extracomment>For one: Stock: {count} card.</extracomment>
        <translation>
            <numerusform>В колоде {count} карта.</numerusform>
            <numerusform>В колоде {count} карты.</numerusform>
            <numerusform>В колоде {count} карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="187"/>
        <source>New hands dealt; {count} cards left in the stock</source>
        <extracomment>For one: New hands dealt; {count} card left in the stock</extracomment>
        <translation>
            <numerusform>Сданы новые карты; в колоде осталась {count} карта</numerusform>
            <numerusform>Сданы новые карты; в колоде осталось {count} карты</numerusform>
            <numerusform>Сданы новые карты; в колоде осталось {count} карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="188"/>
        <source>Last deal</source>
        <translation>Последняя сдача</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="189"/>
        <source>{count} cards</source>
        <extracomment>For one: {count} card</extracomment>
        <translation>
            <numerusform>{count} карта</numerusform>
            <numerusform>{count} карты</numerusform>
            <numerusform>{count} карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="191"/>
        <source>{count} spades</source>
        <extracomment>For one: {count} spade</extracomment>
        <translation>
            <numerusform>{count} пика</numerusform>
            <numerusform>{count} пики</numerusform>
            <numerusform>{count} пик</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="192"/>
        <source>{count} sweeps</source>
        <extracomment>For one: {count} sweep</extracomment>
        <translation>
            <numerusform>{count} зачистка</numerusform>
            <numerusform>{count} зачистки</numerusform>
            <numerusform>{count} зачисток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="193"/>
        <source>{count} mulles</source>
        <extracomment>For one: {count} mulle</extracomment>
        <translation>
            <numerusform>{count} мулле</numerusform>
            <numerusform>{count} мулле</numerusform>
            <numerusform>{count} мулле</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="200"/>
        <source>{first} &amp; {second}</source>
        <comment>two partners&apos; names as one side, such as: North &amp; South (an ampersand, or your word for and)</comment>
        <translation>{first} и {second}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="202"/>
        <source>{first} &amp;
{second}</source>
        <comment>the same two partners on two lines, over a narrow column</comment>
        <translation>{first} и
{second}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="251"/>
        <source>{count} sweeps</source>
        <comment>sweeps counted in the Dominican game, whose players call them virados</comment>
        <extracomment>For one: {count} sweep</extracomment>
        <translation>
            <numerusform>{count} зачистка</numerusform>
            <numerusform>{count} зачистки</numerusform>
            <numerusform>{count} зачисток</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/templates.py" line="157"/>
        <source>{rest} and {last}</source>
        <comment>the last two of a list of names, such as: North, West and Anna ({rest} is the names before the last, joined by commas)</comment>
        <translation>{rest} и {last}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="35"/>
        <source>Raise your partner&apos;s build</source>
        <translation>Повышать сборку партнёра</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="35"/>
        <source>In partnerships a player may raise a single build their partner owns (the Swazi game allows only an opponent&apos;s).</source>
        <translation>При игре парами можно повышать одиночную сборку партнёра (в Свазийском казино — только сборку соперника).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="48"/>
        <source>Add to an opponent&apos;s build</source>
        <translation>Добавлять к сборке соперника</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="48"/>
        <source>A player may add cards to a build an opponent owns, or merge a build of the same value into it, and so take it over; when off, cards may go onto an opponent&apos;s build only in the turn that captures it (Swazi).</source>
        <translation>Можно добавлять карты к сборке соперника или сливать с ней свою сборку того же значения — и так забирать её себе; если выключено, класть карты на сборку соперника можно только в тот ход, в который её берут (Эсватини).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="64"/>
        <source>A turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="64"/>
        <source>With several actions a player plays exactly one card from the hand, and before or after it may make builds from table cards alone and add table cards and top cards to their side&apos;s builds; then they end the turn (Swazi).</source>
        <translation>При нескольких действиях игрок играет ровно одну карту с руки, а до или после неё может собирать сборки только из карт стола и добавлять карты стола и верхние карты к сборкам своей стороны; затем он завершает ход (Эсватини).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="67"/>
        <source>one play from the hand</source>
        <translation>один ход картой с руки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="67"/>
        <source>several actions, one hand card</source>
        <translation>несколько действий, одна карта с руки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="77"/>
        <source>One build in the first deal</source>
        <translation>Одна сборка в первой сдаче</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="77"/>
        <source>With two players, during the first deal a player who owns a build may not trail and may not make or take over a build of another value (lifted in the second deal).</source>
        <translation>При игре вдвоём в первой сдаче игрок, у которого есть своя сборка, не может выкладывать карту и не может строить или забирать себе сборку другого значения (во второй сдаче это снимается).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="92"/>
        <source>Build owner trails in the second deal</source>
        <translation>Владелец сборки может выложить карту во второй сдаче</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="92"/>
        <source>With two players the owner of a build may trail in the second deal, though not in the first (South Africa).</source>
        <translation>При игре вдвоём владелец сборки может выложить карту во второй сдаче, но не в первой (ЮАР).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="58"/>
        <source>Players may build: combine a hand card with table cards to be taken later by a card of the declared value.</source>
        <translation>Можно строить сборки: соединить карту с руки с картами стола, чтобы позже взять их картой объявленного значения.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="72"/>
        <source>Highest build</source>
        <translation>Наибольшая сборка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="72"/>
        <source>The highest value a build may have (0: as high as any card can capture).</source>
        <translation>Наибольшее значение сборки (0 — насколько позволяет самая старшая берущая карта).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="85"/>
        <source>Raise your own build</source>
        <translation>Повышать свою сборку</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="85"/>
        <source>A player may raise a single build they control (the Dominican form forbids it).</source>
        <translation>Игрок может повысить одиночную сборку, которой владеет сам (в доминиканском варианте это запрещено).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="101"/>
        <source>Two builds of one value</source>
        <translation>Две сборки одного значения</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="101"/>
        <source>What happens to a new build of a value already built on the table.</source>
        <translation>Что происходит с новой сборкой, если на столе уже есть сборка того же значения.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="104"/>
        <source>both stand side by side</source>
        <translation>обе лежат рядом</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="104"/>
        <source>they merge into one multiple build</source>
        <translation>сливаются в одну множественную сборку</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="117"/>
        <source>A court card may be put on a table court card of its rank, to be taken later by another card of that rank.</source>
        <translation>Картинку можно положить на картинку того же достоинства на столе, чтобы позже взять их ещё одной картой этого достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="119"/>
        <source>Not allowed: a court card may be put on a table court card of its rank, to be taken later by another card of that rank.</source>
        <translation>Не разрешено: класть картинку на картинку того же достоинства на столе, чтобы позже взять их ещё одной картой этого достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="124"/>
        <source>A court card may be put on two table court cards of its rank, to make three of them, to be taken later by the fourth.</source>
        <translation>Картинку можно положить на две картинки того же достоинства на столе, чтобы их стало три, и позже взять их четвёртой.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="134"/>
        <source>Court-card builds</source>
        <translation>Сборки из картинок</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="134"/>
        <source>A court card may be put on a table court card of its rank, to be taken later by another of that rank.</source>
        <translation>Картинку можно положить на картинку того же достоинства на столе, чтобы позже взять их ещё одной картой этого достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="148"/>
        <source>Build owner may trail</source>
        <translation>Владелец сборки может выложить карту</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="148"/>
        <source>The controller of a build may trail and leave the build on the table.</source>
        <translation>Владелец сборки может просто выложить карту и оставить сборку на столе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="160"/>
        <source>Loose table cards may help raise a single build, provided a card from your hand also adds to its value.</source>
        <translation>Свободные карты стола могут помочь повысить одиночную сборку, если карта с руки тоже добавляет к её значению.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="162"/>
        <source>Not allowed: loose table cards may help raise a single build, provided a card from your hand also adds to its value.</source>
        <translation>Не разрешено: повышать одиночную сборку с помощью свободных карт стола, даже если карта с руки тоже добавляет к её значению.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="167"/>
        <source>Table cards may help raise</source>
        <translation>Карты стола помогают повысить</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="167"/>
        <source>Loose table cards may help raise a single build, provided a hand card also adds to its value.</source>
        <translation>Свободные карты стола могут помочь повысить одиночную сборку, если карта с руки тоже добавляет к её значению.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="180"/>
        <source>A single build counts as one card of its value in sums, when capturing and when building on.</source>
        <translation>Одиночная сборка считается в суммах одной картой своего значения — при захвате и при надстройке сборок.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="182"/>
        <source>Not allowed: a single build counts as one card of its value in sums, when capturing and when building on.</source>
        <translation>Не разрешено: считать одиночную сборку в суммах одной картой своего значения — при захвате и при надстройке сборок.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="187"/>
        <source>A single build counts as a card</source>
        <translation>Одиночная сборка как карта</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="187"/>
        <source>A single build counts as one card of its value in sums, for capturing and for extending builds.</source>
        <translation>Одиночная сборка считается одной картой своего значения в суммах — для захвата и для расширения сборок.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="201"/>
        <source>You may trail a card and at the same time build from other table cards (not the trailed card), if you hold a card of the build&apos;s value.</source>
        <translation>Можно выложить карту и одновременно собрать сборку из других карт стола (не из выложенной), если у вас есть карта значения этой сборки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="203"/>
        <source>Not allowed: you may trail a card and at the same time build from other table cards (not the trailed card), if you hold a card of the build&apos;s value.</source>
        <translation>Не разрешено: выкладывать карту и одновременно собирать сборку из других карт стола (не из выложенной), даже если у вас есть карта значения этой сборки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="208"/>
        <source>Trail and build</source>
        <translation>Выложить и собрать</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="208"/>
        <source>Trail a card and at the same time build from other table cards (not the trailed card); you must still hold a card of the build&apos;s value.</source>
        <translation>Выложить карту и одновременно собрать сборку из других карт стола (не из выложенной); при этом у вас должна остаться карта значения сборки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="223"/>
        <location filename="../../casino_desktop/core/units_building.py" line="228"/>
        <source>In partnerships you may build to the value of a build your partner owns, without holding that value yourself.</source>
        <translation>При игре парами можно собирать сборку на значение сборки, которой владеет партнёр, даже если у вас самих нет карты этого значения.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="224"/>
        <source>Not allowed: in partnerships you may build to the value of a build your partner owns, without holding that value yourself.</source>
        <translation>Не разрешено: при игре парами можно собирать сборку на значение сборки, которой владеет партнёр, даже если у вас самих нет карты этого значения.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="228"/>
        <source>Build for your partner</source>
        <translation>Сборка для партнёра</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="242"/>
        <source>Build owner&apos;s duty</source>
        <translation>Обязанность владельца сборки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="242"/>
        <source>Until a build is taken, its owner keeps a card that takes it. On each turn the owner may take the build, capture something else, or make or add to a build. Under the stricter rule of the simple game, the owner may only take the build, capture something else or raise a build. Whether the owner may trail is a separate rule.</source>
        <translation>Пока сборку не взяли, её владелец держит карту, которой её можно взять. В свой ход владелец может взять сборку, взять что-то другое, построить сборку или добавить к ней. По более строгому правилу простой игры владелец может только взять сборку, взять что-то другое или повысить сборку. Может ли владелец выкладывать карту — отдельное правило.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="245"/>
        <source>take it, capture, build or add</source>
        <translation>взять её, взять другое, строить или добавлять</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="245"/>
        <source>only take it, capture or raise</source>
        <translation>только взять её, взять другое или повысить</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="267"/>
        <source>No build may be made, raised or added to in the first deal of a round: building starts with the second deal.</source>
        <translation>В первой сдаче раунда нельзя строить, повышать сборки и добавлять к ним: строить можно со второй сдачи.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="270"/>
        <source>No build may be made, raised or added to until the second deal of the round.</source>
        <translation>До второй сдачи раунда нельзя строить, повышать сборки и добавлять к ним.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="271"/>
        <source>Builds may be made from the first deal of the round on.</source>
        <translation>Строить сборки можно уже с первой сдачи раунда.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="282"/>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="174"/>
        <source>No building until the second deal</source>
        <translation>Без сборок до второй сдачи</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="51"/>
        <source>Court cards</source>
        <translation>Картинки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="51"/>
        <source>What J, Q and K count.</source>
        <translation>Сколько стоят В, Д и К.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="54"/>
        <source>no number, each takes its own rank</source>
        <translation>без числа, берут карты своего достоинства</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="54"/>
        <source>J 11, Q 12, K 13, in sums and builds</source>
        <translation>В 11, Д 12, К 13 — в суммах и сборках</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="66"/>
        <source>Ace</source>
        <translation>Туз</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="66"/>
        <source>What an ace counts; where it may count 1 or 14, the player chooses.</source>
        <translation>Сколько стоит туз; где он может стоить 1 или 14, выбирает игрок.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="69"/>
        <source>1 or 14, played or on the table</source>
        <translation>1 или 14 — и с руки, и на столе</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="69"/>
        <source>1 or 14 played; 1 on table (Royal)</source>
        <translation>1 или 14 с руки, 1 на столе (как в Королевском)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="69"/>
        <source>14 when played, 1 on the table</source>
        <translation>14 с руки, 1 на столе</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="80"/>
        <source>10♦ = 16 and 2♠ = 15 from the hand</source>
        <translation>10♦ = 16 и 2♠ = 15 с руки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="80"/>
        <source>Played from the hand the ten of diamonds counts 16 and the two of spades 15 (10 and 2 on the table).</source>
        <translation>Сыгранная с руки бубновая десятка стоит 16, а двойка пик — 15 (на столе — 10 и 2).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="91"/>
        <source>A court card takes one table card of its own rank at a time.</source>
        <translation>Картинка берёт за раз одну карту стола своего достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="92"/>
        <source>A court card takes every table card of its own rank at once.</source>
        <translation>Картинка берёт сразу все карты стола своего достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="93"/>
        <source>A court card takes one table card of its own rank; when three of a rank lie on the table, the fourth takes all three.</source>
        <translation>Картинка берёт одну карту стола своего достоинства; если на столе лежат три карты одного достоинства, четвёртая берёт все три.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="98"/>
        <source>Court card captures</source>
        <translation>Захват картинкой</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="98"/>
        <source>What a numberless court card takes.</source>
        <translation>Что берёт картинка без числового значения.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="101"/>
        <source>one table card of its rank</source>
        <translation>одну карту своего достоинства со стола</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="101"/>
        <source>any number of its rank</source>
        <translation>сколько угодно карт своего достоинства</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="101"/>
        <source>one, or all three by the fourth</source>
        <translation>одну, или все три — четвёртой</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="113"/>
        <source>You must capture when you can: you may trail only when no card of yours takes anything (building is still allowed).</source>
        <translation>Если можете взять — берите: выкладывать карту можно, только когда ни одна ваша карта ничего не берёт (строить сборки по-прежнему можно).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="115"/>
        <source>You must capture when you can: you may trail only when no card of yours takes anything.</source>
        <translation>Если можете взять — берите: выкладывать карту можно, только когда ни одна ваша карта ничего не берёт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="117"/>
        <location filename="../../casino_desktop/core/units_capturing.py" line="118"/>
        <source>You may always trail, even when you could capture.</source>
        <translation>Выкладывать карту можно всегда, даже если можно что-то взять.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="122"/>
        <source>Capturing is compulsory</source>
        <translation>Брать обязательно</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="122"/>
        <source>A player who can capture may not trail (building is still allowed).</source>
        <translation>Игрок, который может взять, не может выложить карту (строить сборку по-прежнему можно).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="136"/>
        <source>A card equal in value to a loose table card may not be trailed, and when you capture with it you must take every loose card of that value; it may still go into a build.</source>
        <translation>Карту, равную по значению свободной карте на столе, нельзя выложить, а взяв ею, вы должны забрать все свободные карты этого значения; в сборку её класть по-прежнему можно.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="138"/>
        <source>A card equal to a loose table card may be trailed.</source>
        <translation>Карту, равную свободной карте на столе, выкладывать можно.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="142"/>
        <source>Equal cards must be taken</source>
        <translation>Равные карты нужно брать</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="142"/>
        <source>A card equal in value to a loose table card may not be trailed, and a capture made with it must take every loose card worth the value it is played as; it may still go into a build (Dominican).</source>
        <translation>Карту, равную по значению свободной карте на столе, нельзя выложить, а захват ею должен забрать все свободные карты того значения, за которое она сыграна; в сборку её класть по-прежнему можно (доминиканское правило).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="107"/>
        <source>Decks</source>
        <translation>Колоды</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="107"/>
        <source>One 52-card deck, or the 104-card double deck of Mulle.</source>
        <translation>Одна колода из 52 карт или двойная колода из 104 карт, как в Мулле.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="124"/>
        <source>Cards per hand</source>
        <translation>Карт на руку</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="124"/>
        <source>Cards dealt to each player in every deal.</source>
        <translation>Сколько карт получает каждый игрок при каждой сдаче.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="134"/>
        <source>Cards to the table</source>
        <translation>Карт на стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="134"/>
        <source>Cards dealt face up to the table at the start of a round (never again later).</source>
        <translation>Сколько карт кладётся на стол лицом вверх в начале раунда (потом на стол больше не сдают).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="143"/>
        <source>Fewest players</source>
        <translation>Минимум игроков</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="143"/>
        <source>The smallest number of players this variant is played with.</source>
        <translation>Наименьшее число игроков в этом варианте.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="153"/>
        <source>Most players</source>
        <translation>Максимум игроков</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="153"/>
        <source>The largest number of players this variant is played with.</source>
        <translation>Наибольшее число игроков в этом варианте.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="163"/>
        <source>Three players</source>
        <translation>Трое игроков</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="163"/>
        <source>Whether three players may play (Kortspelshandboken&apos;s Mulle is for two, or four in partnerships).</source>
        <translation>Можно ли играть втроём (Мулле по Kortspelshandboken — для двоих или для четверых парами).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="172"/>
        <source>Partnerships with four</source>
        <translation>Четверо — парами</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="172"/>
        <source>Whether four players play as two partnerships (partners sit opposite and score their captures together).</source>
        <translation>Играют ли четверо в двух парах (партнёры сидят друг напротив друга, и взятые ими карты засчитываются вместе).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="175"/>
        <source>as the players choose</source>
        <translation>по выбору игроков</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="175"/>
        <source>always</source>
        <translation>всегда</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="175"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="257"/>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="181"/>
        <source>Deal order</source>
        <translation>Порядок сдачи</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="181"/>
        <source>The order in which each packet of the shuffled deck is dealt: it decides which card goes where.</source>
        <translation>В каком порядке сдаётся каждая порция перетасованной колоды: от этого зависит, какая карта куда попадёт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="184"/>
        <source>round the players, then to the table</source>
        <translation>по кругу игрокам, затем на стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="184"/>
        <source>others, the table, then the dealer</source>
        <translation>другим игрокам, на стол, затем сдающему</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="191"/>
        <source>Choosing the first dealer</source>
        <translation>Выбор первого сдающего</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="191"/>
        <source>How the first dealer is chosen; the deal then passes to the next player each round, in the direction of play.</source>
        <translation>Как выбирают первого сдающего; затем сдача каждый раунд переходит к следующему игроку по ходу игры.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="194"/>
        <source>at random</source>
        <translation>случайно</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="194"/>
        <source>the highest card drawn deals</source>
        <translation>сдаёт вытянувший старшую карту</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="194"/>
        <source>the lowest card drawn deals</source>
        <translation>сдаёт вытянувший младшую карту</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="203"/>
        <source>40-card pack</source>
        <translation>Колода из 40 карт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="203"/>
        <source>The jacks, queens and kings are taken out of the pack before the deal (South Africa).</source>
        <translation>Перед сдачей из колоды убирают валетов, дам и королей (ЮАР).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="210"/>
        <source>Deal the whole pack</source>
        <translation>Сдавать всю колоду</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="210"/>
        <source>After the cards to the table the dealer deals the whole pack out, one card at a time, in equal hands (two players get theirs in two deals); cards that do not divide evenly go to the table. The number of cards per hand is then not used.</source>
        <translation>Выложив карты на стол, сдающий раздаёт всю колоду по одной карте, поровну всем (двое получают свои карты в две сдачи); карты, которые не делятся поровну, идут на стол. Число карт на руке тогда не используется.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="217"/>
        <source>Play to the right</source>
        <translation>Ход направо</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="217"/>
        <source>Play, the cut and the deal pass to the right (anticlockwise), as in southern Africa and the Dominican Republic.</source>
        <translation>Ход, снятие карт и сдача переходят к игроку справа (против часовой стрелки), как на юге Африки и в Доминиканской Республике.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="43"/>
        <source>Target score</source>
        <translation>Играть до (очков)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="43"/>
        <source>The game ends when a side reaches this score; 0: a single round is the game.</source>
        <translation>Игра заканчивается, когда одна из сторон набирает столько очков; 0 — игра в один раунд.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="55"/>
        <source>Rounds each player deals</source>
        <translation>Сдач на каждого игрока</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="55"/>
        <source>If not 0, the match has no target: it ends when every player has dealt this many rounds, and the higher total wins.</source>
        <translation>Если не 0, у партии нет цели: она кончается, когда каждый игрок сдаст столько раундов, и побеждает больший итог.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="63"/>
        <source>Each round only the side with more points scores, and only the difference.</source>
        <translation>В каждом раунде очки получает только сторона, набравшая больше, и только разницу.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="64"/>
        <source>Each round every side scores what it took.</source>
        <translation>В каждом раунде каждая сторона получает то, что взяла.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="68"/>
        <source>Differential scoring</source>
        <translation>Разностный счёт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="68"/>
        <source>Each round only the side with more points scores, the difference (two sides only).</source>
        <translation>В каждом раунде очки получает только сторона, набравшая больше, — разницу (только для двух сторон).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="80"/>
        <source>Near the target: a side that needs exactly the points of most cards ({cards} of {target}), of the 10♦ ({big_casino}) or of most spades ({spades}) reaches the target only by winning that item, and then wins outright. Until then its other points stop one short of the target, and its sweeps score nothing.</source>
        <comment>{cards}, {big_casino} and {spades}: the scores at which a side needs that item (18, 19 and 20 of 21)</comment>
        <translation>У самой цели: сторона, которой до цели недостаёт ровно очков за большинство карт ({cards} из {target}), за 10♦ ({big_casino}) или за большинство пик ({spades}), достигает цели, только выиграв именно это, и тогда сразу побеждает. До тех пор её остальные очки останавливаются за одно очко до цели, а её зачистки ничего не приносят.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="85"/>
        <source>Any points reach the target.</source>
        <translation>Цели достигают любые очки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="113"/>
        <source>Dominican: a side that needs exactly the points of most cards to reach the target (18 of 21), of the 10♦ (19) or of most spades (20) reaches it only by winning that item, and then wins outright, whatever the others score. Until then its other points stop one short of the target, and its sweeps score nothing (they still cancel the others&apos;).</source>
        <translation>Доминиканское правило: сторона, которой до цели недостаёт ровно очков за большинство карт (18 из 21), за 10♦ (19) или за большинство пик (20), может достичь цели, только выиграв именно это, и тогда сразу побеждает, сколько бы ни набрали другие. До тех пор остальные её очки останавливаются за одно очко до цели, а её зачистки ничего не приносят (но по-прежнему гасят зачистки соперников).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="116"/>
        <source>any points reach the target</source>
        <translation>цели достигают любые очки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="116"/>
        <source>the Dominican ladder (18, 19, 20)</source>
        <translation>доминиканская лесенка (18, 19, 20)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="124"/>
        <source>When several reach the target</source>
        <translation>Если цели достигли несколько</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="124"/>
        <source>Who wins when more than one side reaches the target in the same round. Counting out goes item by item: cards, spades, 10♦, 2♠, the aces ♠♣♥♦, sweeps; the Finnish order is aces and casinos, then spades, then cards.</source>
        <translation>Кто побеждает, если в одном раунде цели достигли несколько сторон. Досчёт идёт по пунктам: карты, пики, 10♦, 2♠, тузы ♠♣♥♦, зачистки; финский порядок — тузы, 10♦ и 2♠, затем пики, затем карты.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>higher total (equal: another round)</source>
        <translation>больший итог (при равенстве — ещё раунд)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>counting out, item by item</source>
        <translation>досчёт по пунктам</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>higher total, then most spades</source>
        <translation>больший итог, затем больше пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>higher total, then Finnish order</source>
        <translation>больший итог, затем финский порядок</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="35"/>
        <source>Top cards of capture piles</source>
        <translation>Верхние карты стопок взятых карт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="35"/>
        <source>Captured cards are kept face up; what another player may do with the top card of a capture pile (the card beneath then becomes the top).</source>
        <translation>Взятые карты лежат лицом вверх; что другой игрок может сделать с верхней картой стопки взятых карт (тогда верхней становится карта под ней).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="38"/>
        <source>not in play</source>
        <translation>не в игре</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="38"/>
        <source>into builds only (Swazi)</source>
        <translation>только для сборок (Эсватини)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="38"/>
        <source>built or captured (South Africa)</source>
        <translation>для сборок и захвата (ЮАР)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="53"/>
        <source>Partners&apos; capture piles</source>
        <translation>Стопки взятых карт у партнёров</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="53"/>
        <source>Whether partners keep one capture pile between them or one each; a partner&apos;s top card is in play when each keeps their own (Lesotho).</source>
        <translation>Одна ли у партнёров общая стопка взятых карт или у каждого своя; если у каждого своя, верхняя карта партнёра тоже в игре (Лесото).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="56"/>
        <source>one pile for both</source>
        <translation>одна стопка на двоих</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="56"/>
        <source>one pile each</source>
        <translation>у каждого своя стопка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="64"/>
        <source>Order on the capture pile</source>
        <translation>Порядок в стопке взятых карт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="64"/>
        <source>Which card of a capture ends up on top of the pile, where the next player may use it: the card played (the cards it took beneath it, the lowest nearest the top), or the lowest card (all of them in order of value).</source>
        <translation>Какая карта захвата окажется сверху стопки, где её сможет использовать следующий игрок: сыгранная карта (взятые ею карты — под ней, самая младшая ближе всего к верху) или самая младшая карта (все карты по порядку значений).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="67"/>
        <source>the card played on top</source>
        <translation>сыгранная карта сверху</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="67"/>
        <source>the lowest card on top</source>
        <translation>младшая карта сверху</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="74"/>
        <source>Opponents insist</source>
        <translation>Соперники настаивают</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="74"/>
        <source>A capture must take everything the card played may take, and a player who may add table cards or top cards to their side&apos;s builds must add them before ending the turn (Swazi lets opponents insist on both).</source>
        <translation>Захват должен забрать всё, что может взять сыгранная карта, а игрок, который может добавить карты стола или верхние карты к сборкам своей стороны, должен добавить их до завершения хода (в Эсватини соперники вправе настаивать на том и другом).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="30"/>
        <source> (tabbe)</source>
        <comment>the Swedish game&apos;s own word for a sweep, in brackets after the word sweep</comment>
        <translation> (таббе)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="31"/>
        <source> (mökki)</source>
        <comment>the Finnish game&apos;s own word for a sweep, in brackets after the word sweep</comment>
        <translation> (мёкки)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="32"/>
        <source> (virado)</source>
        <comment>the Dominican game&apos;s own word for a sweep, in brackets after the word sweep</comment>
        <translation> (вирадо)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="73"/>
        <source>Points for taking the most cards (a tie scores nothing, unless tied majorities share).</source>
        <translation>Очки за то, что взято больше всего карт (при равенстве — никому, если не включено правило «Равенство — очки поровну»).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="86"/>
        <source>Points for taking the most spades (a tie scores nothing, unless tied majorities share).</source>
        <translation>Очки за то, что взято больше всего пик (при равенстве — никому, если не включено правило «Равенство — очки поровну»).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="99"/>
        <source>Överspader threshold</source>
        <translation>Порог «Överspader»</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="99"/>
        <source>If not 0: one point per spade taken beyond this many, instead of a most-spades prize.</source>
        <translation>Если не 0: по очку за каждую пику, взятую сверх этого числа, вместо приза за большинство пик.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="110"/>
        <source>Each spade</source>
        <translation>Каждая пика</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="110"/>
        <source>Points for every spade taken.</source>
        <translation>Очки за каждую взятую пику.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="124"/>
        <source>Each ace</source>
        <translation>Каждый туз</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="124"/>
        <source>Points for every ace taken.</source>
        <translation>Очки за каждого взятого туза.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="138"/>
        <source>10♦ (big casino)</source>
        <translation>10♦ («Большое казино»)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="138"/>
        <source>Points for the ten of diamonds (on top of any spade or ace points).</source>
        <translation>Очки за бубновую десятку (сверх очков за пики или тузов).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="151"/>
        <source>2♠ (little casino)</source>
        <translation>2♠ («Маленькое казино»)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="151"/>
        <source>Points for the two of spades (on top of its spade point, if spades score each).</source>
        <translation>Очки за двойку пик (сверх её очка как пики, если каждая пика приносит очки).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="164"/>
        <source>A♠ extra</source>
        <translation>Надбавка за Т♠</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="164"/>
        <source>Extra points for the ace of spades.</source>
        <translation>Дополнительные очки за туза пик.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="177"/>
        <source>J♠ extra</source>
        <translation>Надбавка за В♠</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="177"/>
        <source>Extra points for the jack of spades (Spade Casino).</source>
        <translation>Дополнительные очки за валета пик («Пиковое казино»).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="190"/>
        <source>Tied majorities share</source>
        <translation>Равенство — очки поровну</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="190"/>
        <source>When sides tie for most cards or most spades, each tied side scores an equal share of the points (rounded down) instead of nothing.</source>
        <translation>Если несколько сторон поровну взяли больше всего карт или больше всего пик, каждая из них получает равную долю очков (с округлением вниз), а не ноль.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="198"/>
        <source>Spades for a point</source>
        <translation>Очко за пики</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="198"/>
        <source>If not 0: every side that takes at least this many spades scores 1 point (South Africa: five).</source>
        <translation>Если не 0: каждая сторона, взявшая хотя бы столько пик, получает 1 очко (ЮАР: пять).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="209"/>
        <source>Points for the player who makes the last capture of the round (sistan).</source>
        <translation>Очки игроку, который последним в раунде сделал захват (по-шведски «систан»).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="222"/>
        <source>Each sweep</source>
        <translation>Каждая зачистка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="222"/>
        <source>Points for each sweep (a capture that empties the table); 0: sweeps are not scored.</source>
        <translation>Очки за каждую зачистку (захват, после которого стол пустеет); 0 — зачистки не считаются.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="236"/>
        <source>Sweeps count against whoever left them</source>
        <translation>Зачистка — в минус тому, кто её допустил</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="236"/>
        <source>The player who played just before a sweep, and so left the table open to it, loses what the sweep scores (Krypkasino: a sweep costs its maker 5 penalty points and takes 5 off those of whoever left it).</source>
        <translation>Игрок, ходивший прямо перед зачисткой и тем самым оставивший стол открытым, теряет то, что приносит зачистка (в Крюпказино зачистка стоит сделавшему её 5 штрафных очков, а у того, кто её допустил, 5 штрафных очков снимается).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="247"/>
        <source>Sweeps never cancel out.</source>
        <translation>Зачистки никогда не гасятся.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="248"/>
        <source>At the end of a round, if every side swept, each loses one sweep.</source>
        <translation>Если в конце раунда зачистки были у всех сторон, каждая теряет по одной зачистке.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="249"/>
        <source>At the end of a round the sides&apos; sweeps cancel out: each loses as many as the side with the fewest sweeps made.</source>
        <translation>В конце раунда зачистки сторон взаимно гасятся: каждая теряет столько, сколько сделала сторона с наименьшим числом зачисток.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="254"/>
        <source>Sweeps cancel</source>
        <translation>Зачистки взаимно гасятся</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="254"/>
        <source>Whether the sweeps of different sides cancel out at the end of a round: one each when every side swept, or as many as the side with the fewest sweeps made.</source>
        <translation>Гасятся ли зачистки разных сторон в конце раунда: по одной, если зачистки были у всех сторон, или столько, сколько сделала сторона с наименьшим их числом.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="257"/>
        <source>if all sides swept, one each</source>
        <translation>если зачистки у всех сторон — по одной</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="257"/>
        <source>as many as the side with fewest</source>
        <translation>по меньшему числу зачисток</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="265"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="270"/>
        <source>No sweep counts in the last deal, nor once any side has 10 or more points.</source>
        <translation>Зачистки не считаются в последней сдаче, а также после того, как у любой стороны 10 очков или больше.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="266"/>
        <source>Sweeps count in every deal, whatever the score.</source>
        <translation>Зачистки считаются в каждой сдаче, при любом счёте.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="270"/>
        <source>Finnish sweep limits</source>
        <translation>Финские ограничения зачисток</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="280"/>
        <source>Aces, the 10♦ and the 2♠ score the moment they are taken, so a game can end in the middle of a round.</source>
        <translation>Тузы, 10♦ и 2♠ приносят очки сразу, как только их взяли, так что игра может закончиться посреди раунда.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="282"/>
        <source>Every point is counted at the end of the round.</source>
        <translation>Все очки подсчитываются в конце раунда.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="286"/>
        <source>Score aces and casinos at once</source>
        <translation>Тузы, 10♦ и 2♠ — очки сразу</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="286"/>
        <source>Aces, 10♦ and 2♠ score the moment they are taken, so a game can end in the middle of a round (Finnish).</source>
        <translation>Тузы, 10♦ и 2♠ приносят очки в момент взятия, так что игра может закончиться посреди раунда (финское правило).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="295"/>
        <source>Points are scored as they are earned: sweeps, mulles and cards the moment they are made or taken, most spades once a side holds 7 of the 13, most cards once it holds 27 of the 52; the last capture and a majority nobody reached are scored at the end of the round.</source>
        <translation>Очки засчитываются по мере набора: зачистки, мулле и карты — в момент, когда они сделаны или взяты, «больше всего пик» — как только у стороны 7 пик из 13, «больше всего карт» — как только у неё 27 карт из 52; последний захват и большинство, которого никто не набрал, считаются в конце раунда.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="299"/>
        <source>Points are counted at the end of each round.</source>
        <translation>Очки подсчитываются в конце каждого раунда.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="303"/>
        <source>Score points as they are earned</source>
        <translation>Очки по мере набора</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="303"/>
        <source>Sweeps, mulles, aces, casinos and every other point for a card score the moment they are made or taken; most spades the moment a side holds more than half the spades (7 of 13), most cards the moment it holds more than half the cards (27 of 52). A side reaching the target during play wins at once, even in the middle of a round; the rest (last capture, a majority nobody reached) is scored at the end of the round.</source>
        <translation>Зачистки, мулле, тузы, 10♦, 2♠ и все остальные очки за карты засчитываются в момент, когда они сделаны или взяты; «больше всего пик» — как только у стороны больше половины пик (7 из 13), «больше всего карт» — как только у неё больше половины карт (27 из 52). Сторона, набравшая цель во время игры, сразу побеждает, даже посреди раунда; остальное (последний захват, большинство, которого никто не набрал) считается в конце раунда.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="313"/>
        <source>Taking a card&apos;s identical twin scores nothing special.</source>
        <translation>Взятие точного двойника карты ничего особенного не приносит.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="314"/>
        <source>Taking the identical twin of the card you play, and nothing else with it, is a mulle and scores 5 points.</source>
        <translation>Взять точного двойника сыгранной карты, и ничего больше вместе с ним, — это мулле, оно приносит 5 очков.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="316"/>
        <source>Taking the identical twin of the card you play, alone or with other cards, is a mulle and scores the played card&apos;s value.</source>
        <translation>Взять точного двойника сыгранной карты, одного или вместе с другими картами, — это мулле, оно приносит столько очков, сколько стоит сыгранная карта.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="321"/>
        <location filename="../../casino_desktop/core/variants.py" line="187"/>
        <location filename="../../casino_desktop/core/variants.py" line="187"/>
        <location filename="../../casino_desktop/core/variants.py" line="191"/>
        <source>Mulle</source>
        <translation>Мулле</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="321"/>
        <source>Double deck only: what taking the twin of the card you play (a mulle) scores; when it scores the card&apos;s value, other cards may be taken with the twin.</source>
        <translation>Только с двойной колодой: сколько приносит взятие двойника сыгранной карты (мулле); если мулле стоит значение карты, вместе с двойником можно брать и другие карты.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="324"/>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="324"/>
        <source>5 when the twin is taken alone</source>
        <translation>5, если двойник взят один</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="324"/>
        <source>the played card&apos;s value</source>
        <translation>значение сыгранной карты</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="331"/>
        <source>Points are penalties (misère)</source>
        <translation>Очки — штрафные (мизер)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="331"/>
        <source>Every point a side takes counts against it: a round&apos;s points are scored as minus points, so the fewest taken win (Krypkasino).</source>
        <translation>Каждое очко, взятое стороной, идёт ей в минус: очки раунда записываются как штрафные, и побеждает тот, кто взял меньше всех (Крюпказино).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="140"/>
        <source>Nordic</source>
        <comment>a family of games, shown after a game&apos;s name: the Kasino of Sweden and Norway and its variants (Finnish Kasino and Mulle have families of their own)</comment>
        <translation>скандинавское</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="146"/>
        <location filename="../../casino_desktop/qt/catalogs.py" line="111"/>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="60"/>
        <location filename="../../casino_desktop/qt/main_window.py" line="88"/>
        <source>Casino</source>
        <translation>Казино</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="146"/>
        <location filename="../../casino_desktop/core/variants.py" line="149"/>
        <location filename="../../casino_desktop/core/variants.py" line="161"/>
        <location filename="../../casino_desktop/core/variants.py" line="164"/>
        <source>Anglo-American</source>
        <translation>англо-американское</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="147"/>
        <source>The classic English-language game: builds, court cards take only their rank, 11 points a round, game to 21.</source>
        <translation>Классическая англоязычная игра: сборки, картинки берут только карты своего достоинства, 11 очков за раунд, игра до 21.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="149"/>
        <source>Casino (simple rules)</source>
        <translation>Казино (простые правила)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="150"/>
        <source>Casino as it is often taught at home: builds up to 10, court-card builds, a court card takes every card of its rank, sweeps score, one round.</source>
        <translation>Казино, как его часто объясняют дома: сборки до 10, сборки из картинок, картинка берёт все карты своего достоинства, зачистки приносят очки, один раунд.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="153"/>
        <source>Royal Casino</source>
        <translation>Королевское казино</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="153"/>
        <location filename="../../casino_desktop/core/variants.py" line="156"/>
        <source>Royal</source>
        <translation>королевское</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="154"/>
        <source>North American Royal Casino: J 11, Q 12, K 13 join sums and builds; the ace counts 1 or 14; game to 21.</source>
        <translation>Североамериканское Королевское казино: В 11, Д 12, К 13 участвуют в суммах и сборках; туз стоит 1 или 14; игра до 21.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="156"/>
        <source>Royal Casino (Dominican)</source>
        <translation>Королевское казино (доминиканское)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="157"/>
        <source>Royal Casino as played in the Dominican Republic: J 11, Q 12, K 13, the ace 1 or 14; a card equal to a loose card must take it; nobody raises their own build; opposing sweeps cancel; near 21 only cards, the 10♦ or spades win.</source>
        <translation>Королевское казино, как в него играют в Доминиканской Республике: В 11, Д 12, К 13, туз 1 или 14; карта, равная свободной карте, должна её взять; свою сборку повышать нельзя; зачистки соперников гасятся; у самой цели (21) побеждают только карты, 10♦ или пики.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="161"/>
        <source>Spade Casino</source>
        <translation>Пиковое казино</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="162"/>
        <source>Casino where every spade scores, the jack of spades one extra: 24 points a round, game to 61.</source>
        <translation>Казино, где каждая пика приносит очко, а валет пик — ещё одно: 24 очка за раунд, игра до 61.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="164"/>
        <source>Wippen</source>
        <translation>Виппен</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="165"/>
        <source>The Belgian game: most cards 2, most spades 2, each sweep (wip) 1.</source>
        <translation>Бельгийская игра: больше всего карт — 2, больше всего пик — 2, каждая зачистка (вип) — 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="167"/>
        <source>Swedish Kasino</source>
        <translation>Шведское казино</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="168"/>
        <source>The Nordic game without building: J 11, Q 12, K 13, the ace 1 or 14; most spades 2, the last capture (sistan) and every sweep (tabbe) score; game to 16.</source>
        <translation>Северная игра без сборок: В 11, Д 12, К 13, туз 1 или 14; больше всего пик — 2, очки приносят последний захват (систан) и каждая зачистка (таббе); игра до 16.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="170"/>
        <source>Överspader</source>
        <translation>Överspader</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="171"/>
        <source>Swedish Kasino where every spade beyond six scores a point instead of the most-spades prize; game to 21.</source>
        <translation>Шведское казино, где каждая пика сверх шести приносит очко вместо приза за большинство пик; игра до 21.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="173"/>
        <source>Kasino</source>
        <translation>Казино</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="174"/>
        <source>The Nordic game without building, with the ace worth 14 in the hand and 1 on the table: J 11, Q 12, K 13; most spades 2, every sweep (tabbe) and the last capture (sistan) score; game to 16.</source>
        <translation>Скандинавская игра без сборок, где туз стоит 14 с руки и 1 на столе: В 11, Д 12, К 13; больше всего пик — 2, очки приносят каждая зачистка (таббе) и последний захват (систан); игра до 16.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="176"/>
        <source>Finnish Kasino</source>
        <translation>Финское казино</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="176"/>
        <source>Finnish</source>
        <translation>финское</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="177"/>
        <source>Finnish Kasino: ace 14 from the hand, 2♠ 15 and 10♦ 16 from the hand; aces and casinos score at once; sweeps (mökki) cancel and freeze at 10 points; game to 16.</source>
        <translation>Финское казино: туз 14 с руки, 2♠ 15 и 10♦ 16 с руки; тузы, 10♦ и 2♠ приносят очки сразу; зачистки (мёкки) гасятся и перестают считаться с 10 очков; игра до 16.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="181"/>
        <source>Krypkasino</source>
        <translation>Крюпказино</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="182"/>
        <source>Misère Kasino with two decks: capturing is compulsory and every point taken is a penalty (10♦ 3, 2♠ 2, A♠ 2, the other spades and aces 1 each); a sweep costs its maker 5 and takes 5 off the penalties of whoever left the table open; the fewest penalties win. Rule books disagree on the deal and say nothing of the end, so these are our choices (both can be changed): 4 cards each and 4 to the table, and every player deals once.</source>
        <translation>Казино «наоборот» (мизер) с двумя колодами: брать обязательно, и каждое взятое очко — штрафное (10♦ — 3, 2♠ — 2, Т♠ — 2, остальные пики и тузы — по 1); зачистка стоит сделавшему её 5 очков, а у того, кто оставил стол открытым, 5 штрафных очков снимается; побеждает тот, у кого меньше всего штрафных. Сборники правил расходятся в сдаче и молчат о конце игры, поэтому здесь выбор наш (можно изменить и то и другое): по 4 карты каждому и 4 на стол, и каждый игрок сдаёт один раз.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="188"/>
        <source>Swedish Mulle with two decks: 5 cards each and 5 to the table; taking the identical card alone is a mulle worth 5.</source>
        <translation>Шведская игра Мулле с двумя колодами: по 5 карт каждому и 5 на стол; взять одну лишь точно такую же карту — это мулле, оно стоит 5.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="191"/>
        <source>Mulle (Kortspelshandboken)</source>
        <translation>Мулле (Kortspelshandboken)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="192"/>
        <source>Mulle of Kortspelshandboken: two decks, 4 each and 8 to the table, building, ace 14 / 2♠ 15 / 10♦ 16 from the hand; every spade scores; a mulle scores the played card&apos;s value.</source>
        <translation>Мулле по Kortspelshandboken: две колоды, по 4 карты каждому и 8 на стол, сборки, с руки туз 14 / 2♠ 15 / 10♦ 16; каждая пика приносит очко; мулле стоит значение сыгранной карты.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="209"/>
        <source>Swazi Casino</source>
        <translation>Свазийское казино</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="209"/>
        <location filename="../../casino_desktop/core/variants.py" line="212"/>
        <location filename="../../casino_desktop/core/variants.py" line="216"/>
        <source>African</source>
        <translation>африканское</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="210"/>
        <source>Casino of Eswatini: play to the right; four cards cut to the table, the rest dealt out; captured cards lie face up and an opponent&apos;s top card may go into your build; one card from the hand a turn, with builds and additions from the table before or after it; J 11, Q 12, K 13, the ace 1 or 14; 11 points a deal, game to 21.</source>
        <translation>Казино Эсватини: ход направо; четыре карты из середины колоды — на стол, остальные раздаются игрокам; взятые карты лежат лицом вверх, и верхнюю карту соперника можно положить в свою сборку; за ход — одна карта с руки, а до или после неё — сборки и добавления из карт стола; В 11, Д 12, К 13, туз 1 или 14; 11 очков за раунд, игра до 21.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="212"/>
        <source>Sotho Casino</source>
        <translation>Лесотское казино</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="213"/>
        <source>Casino of Lesotho: Swazi Casino where court cards have no number and take only their rank, the ace counts 1, and partners keep a capture pile each and may use each other&apos;s top card.</source>
        <translation>Казино Лесото: Свазийское казино, в котором у картинок нет числового значения и они берут только карты своего достоинства, туз стоит 1, а у каждого партнёра своя стопка взятых карт, и партнёры могут использовать верхние карты друг друга.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="216"/>
        <source>South African Casino</source>
        <translation>Южноафриканское казино</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="217"/>
        <source>The South African game: 40 cards without court cards, the ace 1, builds to 10, the whole pack dealt, play to the right; the top card of every capture pile may be captured; most cards 2, five spades or more 1, 10♦ 2, 2♠ 1, each ace 1; one deal is the game.</source>
        <translation>Южноафриканская игра: 40 карт без картинок, туз 1, сборки до 10, сдаётся вся колода, ход направо; верхнюю карту любой стопки взятых карт можно взять; больше всего карт — 2, пять пик или больше — 1, 10♦ — 2, 2♠ — 1, каждый туз — 1; игра в один раунд.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="229"/>
        <source>The variant must be given by its name, like &quot;casino&quot;.</source>
        <translation>Вариант нужно указать по имени, например &quot;casino&quot;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="235"/>
        <source>Unknown variant &apos;{shown}&apos;; the variants are: {known}.</source>
        <translation>Неизвестный вариант «{shown}»; есть такие варианты: {known}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="266"/>
        <source>Unknown option &apos;{shown}&apos;.</source>
        <translation>Неизвестный параметр «{shown}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="270"/>
        <source>Option &apos;{name}&apos; must be true or false.</source>
        <translation>Параметр «{name}» должен быть true или false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="273"/>
        <source>Option &apos;{name}&apos; must be a whole number.</source>
        <translation>Параметр «{name}» должен быть целым числом.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="276"/>
        <source>Option &apos;{name}&apos; must be between {lo} and {hi}.</source>
        <translation>Параметр «{name}» должен быть от {lo} до {hi}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="279"/>
        <source>Option &apos;{name}&apos; must be one of {choices}.</source>
        <translation>Параметр «{name}» должен быть одним из: {choices}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="290"/>
        <source>House rules must be given as a JSON object of option names and values, like {&quot;target&quot;: 11}.</source>
        <translation>Домашние правила нужно задать JSON-объектом из имён параметров и значений, например {&quot;target&quot;: 11}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/absences.py" line="56"/>
        <source>The network match&apos;s file is damaged: it cannot say who played for whom.</source>
        <translation>Файл сетевой партии повреждён: по нему нельзя понять, кто за кого играл.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/match_file.py" line="35"/>
        <source>The network match&apos;s file</source>
        <comment>the subject of a sentence about a file that cannot be read</comment>
        <translation>Файл сетевой партии</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/match_file.py" line="45"/>
        <source>The network match&apos;s file is damaged: its seats are not those of a network table.</source>
        <translation>Файл сетевой партии повреждён: места в нём — не места сетевого стола.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="17"/>
        <source>The message</source>
        <comment>the subject of a sentence about a network message that cannot be read</comment>
        <translation>Сообщение</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="18"/>
        <source>That message could not be read: {problem}</source>
        <translation>Не удалось прочитать сообщение: {problem}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="19"/>
        <source>That message was too large: a message is at most {most} bytes.</source>
        <translation>Сообщение слишком длинное: допустимо не больше {most} байт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="20"/>
        <source>Too many messages at once: wait a moment before sending more.</source>
        <translation>Слишком много сообщений сразу: подождите немного, прежде чем отправлять новые.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="21"/>
        <source>That kind of message is not part of this table&apos;s language.</source>
        <translation>Такого вида сообщений этот стол не понимает.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="22"/>
        <source>That message was refused: a part of it is missing, of the wrong kind or out of range.</source>
        <translation>Сообщение отклонено: какой-то его части нет, она не того вида или вне допустимых пределов.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="23"/>
        <source>That message was refused: it holds something this table does not know.</source>
        <translation>Сообщение отклонено: в нём есть то, чего этот стол не знает.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="24"/>
        <source>Join the table first: that message is only for players seated at it.</source>
        <translation>Сначала сядьте за стол: это сообщение только для игроков, которые за ним сидят.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="25"/>
        <source>You sit in seat {seat}: that move was for another seat.</source>
        <translation>Ваше место — {seat}: этот ход был для другого места.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="26"/>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="27"/>
        <source>The table changed before your move arrived; look again and play.</source>
        <translation>Пока ваш ход шёл, на столе всё изменилось; посмотрите ещё раз и сыграйте.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="28"/>
        <source>A computer player is making this move for you; you take your seat back at your next turn.</source>
        <translation>Этот ход за вас делает компьютер; вы вернётесь на своё место к следующему своему ходу.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="29"/>
        <source>The match starts when every seat is taken.</source>
        <translation>Партия начнётся, когда все места будут заняты.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="30"/>
        <source>There is nothing to play now: the round is over.</source>
        <translation>Сейчас ходить нечем: раунд окончен.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="31"/>
        <source>That move is not legal: {reason}</source>
        <translation>Такой ход не разрешён: {reason}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="34"/>
        <source>This table speaks version {table} of the network game; your program speaks version {yours}. Both players need the same version of the program.</source>
        <translation>У этого стола версия сетевой игры {table}, у вашей программы — {yours}. Обоим игрокам нужна одна и та же версия программы.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="36"/>
        <source>That join code is not this table&apos;s. Check the code with the host and try again.</source>
        <translation>Этот код входа не от этого стола. Сверьте код с хозяином стола и попробуйте ещё раз.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="37"/>
        <source>Too many wrong join codes from your address: wait a minute before trying again.</source>
        <translation>С вашего адреса пришло слишком много неверных кодов входа: подождите минуту и попробуйте снова.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="38"/>
        <source>Every seat at this table is taken.</source>
        <translation>Все места за этим столом заняты.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="39"/>
        <source>Every seat at this table is taken, and {count} of them wait for the players who left them: only those players&apos; programs can take them back (each keeps its seat, whichever address it uses).</source>
        <extracomment>For one: Every seat at this table is taken, and {count} of them waits for the player who left it: only that player&apos;s program can take it back (it keeps the seat, whichever address it uses).</extracomment>
        <translation>
            <numerusform>Все места за этим столом заняты, и {count} из них ждёт игрока, который его покинул: вернуть это место может только программа этого игрока (место остаётся за ней, с какого бы адреса она ни подключалась).</numerusform>
            <numerusform>Все места за этим столом заняты, и {count} из них ждут игроков, которые их покинули: вернуть эти места могут только программы этих игроков (каждая сохраняет своё место, с какого бы адреса ни подключалась).</numerusform>
            <numerusform>Все места за этим столом заняты, и {count} из них ждут игроков, которые их покинули: вернуть эти места могут только программы этих игроков (каждая сохраняет своё место, с какого бы адреса ни подключалась).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="44"/>
        <source>Your seat is already played from another connection.</source>
        <translation>За ваше место уже играют с другого подключения.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="45"/>
        <source>Too many refused messages: the host closed your connection. The table goes on without you.</source>
        <translation>Слишком много отклонённых сообщений: хозяин стола закрыл ваше подключение. Игра за столом продолжается без вас.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="46"/>
        <source>Your connection could not keep up with the table, so the host closed it.</source>
        <translation>Ваше подключение не успевало за игрой, поэтому хозяин стола его закрыл.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="47"/>
        <source>The table did not hear from you in time.</source>
        <translation>Стол не дождался от вас ответа вовремя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="48"/>
        <source>The host is busy with other connections; try again in a moment.</source>
        <translation>Хозяин стола занят другими подключениями; попробуйте ещё раз чуть позже.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="51"/>
        <source>The host&apos;s program sent something this program cannot read, so you could not join. Both players need the same version of the program.</source>
        <translation>Программа хозяина стола прислала то, что эта программа не может прочитать, поэтому войти не удалось. У обоих игроков должна быть одна и та же версия программы.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="53"/>
        <source>The host&apos;s program sent something this program cannot read, so the connection to the table was closed; a computer player plays your seat until you join again. Both players need the same version of the program.</source>
        <translation>Программа хозяина стола прислала то, что эта программа не может прочитать, поэтому связь со столом закрыта; за вас играет компьютер, пока вы снова не войдёте. У обоих игроков должна быть одна и та же версия программы.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="56"/>
        <source>The host did not prove that it knows the join code: this is not the table you meant.</source>
        <translation>Хозяин стола не подтвердил, что знает код входа: это не тот стол, который вам нужен.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="57"/>
        <source>The match is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="58"/>
        <source>The host did not come back, so the table is closed.</source>
        <translation>Хозяин стола не вернулся, поэтому стол закрыт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="61"/>
        <source>Nothing answers at {address}: check the address the host reads out, and that the host has opened the table.</source>
        <translation>По адресу {address} никто не отвечает: проверьте адрес, который продиктовал хозяин стола, и что он открыл стол.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="65"/>
        <source>Something answers at {address}, but it is not a Casino table: check the address the host reads out.</source>
        <comment>Casino is the program&apos;s name</comment>
        <translation>По адресу {address} что-то отвечает, но это не стол «Казино»: проверьте адрес, который называет хозяин стола.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="67"/>
        <source>The host closed the table. If the host opens it again, your program takes your seat back.</source>
        <translation>Хозяин закрыл стол. Если он откроет его снова, ваша программа вернёт вас на ваше место.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="70"/>
        <source>The program at {address} sent something this table cannot read, and was told so. Both players need the same version of the program.</source>
        <translation>Программа по адресу {address} прислала то, что этот стол не может прочитать, и ей об этом сообщили. У обоих игроков должна быть одна и та же версия программы.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="74"/>
        <source>{name} joined the table.</source>
        <translation>За стол садится игрок {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="75"/>
        <source>{name} lost the connection; a computer player ({level}) plays for them until they return.</source>
        <translation>{name}: связь потеряна; пока игрок не вернётся, за него играет компьютер ({level}).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="76"/>
        <source>{name} left the table; a computer player ({level}) plays for them until they return.</source>
        <translation>{name}: игрок вышел из-за стола; пока он не вернётся, за него играет компьютер ({level}).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="79"/>
        <source>{name} is not back at the table yet; a computer player ({level}) plays for them until they return.</source>
        <translation>{name}: игрок ещё не вернулся за стол; пока он не вернётся, за него играет компьютер ({level}).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="82"/>
        <source>{name} is back and plays their own turns again.</source>
        <translation>{name}: игрок вернулся и снова сам делает свои ходы.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="86"/>
        <source>Nothing has come from {name} for a minute: the connection may be lost. The table waits for their move as for any turn.</source>
        <translation>От игрока {name} уже минуту ничего не приходит: возможно, связь потеряна. Стол ждёт хода, как и в любой другой ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="92"/>
        <source>{name} is connected again.</source>
        <translation>{name}: игрок снова на связи.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="93"/>
        <source>{name} is connected again, and has up to a minute more to make their move.</source>
        <translation>{name}: игрок снова на связи; на ход осталось ещё не больше минуты.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="94"/>
        <source>The host resumed the match where it stopped.</source>
        <translation>Хозяин стола продолжил партию с того места, где она остановилась.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="95"/>
        <source>In a minute, a computer player ({level}) makes this move for you, unless you play first.</source>
        <translation>Через минуту этот ход за вас сделает компьютер ({level}), если вы не сходите раньше.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="98"/>
        <source>In {count} seconds, a computer player ({level}) makes this move for you, unless you play first.</source>
        <extracomment>For one: In {count} second, a computer player ({level}) makes this move for you, unless you play first.</extracomment>
        <translation>
            <numerusform>Через {count} секунду этот ход за вас сделает компьютер ({level}), если вы не сходите раньше.</numerusform>
            <numerusform>Через {count} секунды этот ход за вас сделает компьютер ({level}), если вы не сходите раньше.</numerusform>
            <numerusform>Через {count} секунд этот ход за вас сделает компьютер ({level}), если вы не сходите раньше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="107"/>
        <source>You have not moved for {count} minutes; a computer player ({level}) makes this move for you.</source>
        <extracomment>For one: You have not moved for {count} minute; a computer player ({level}) makes this move for you.</extracomment>
        <translation>
            <numerusform>Вы не делаете ход уже {count} минуту; этот ход за вас делает компьютер ({level}).</numerusform>
            <numerusform>Вы не делаете ход уже {count} минуты; этот ход за вас делает компьютер ({level}).</numerusform>
            <numerusform>Вы не делаете ход уже {count} минут; этот ход за вас делает компьютер ({level}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="113"/>
        <source>A computer player made that move for you.</source>
        <translation>Этот ход за вас сделал компьютер.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="114"/>
        <source>A computer player made that move for {name}.</source>
        <translation>Этот ход за игрока {name} сделал компьютер.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="115"/>
        <source>{name} has not moved for {count} minutes; a computer player ({level}) makes this move for them.</source>
        <extracomment>For one: {name} has not moved for {count} minute; a computer player ({level}) makes this move for them.</extracomment>
        <translation>
            <numerusform>{name} не делает ход уже {count} минуту; за этого игрока ходит компьютер ({level}).</numerusform>
            <numerusform>{name} не делает ход уже {count} минуты; за этого игрока ходит компьютер ({level}).</numerusform>
            <numerusform>{name} не делает ход уже {count} минут; за этого игрока ходит компьютер ({level}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="276"/>
        <source>Someone at this table is already called {name}: choose another name and join again.</source>
        <translation>За этим столом уже есть игрок с именем {name}: выберите другое имя и войдите снова.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="279"/>
        <source>The host dealt a new match at this table, with the same seats.</source>
        <translation>Хозяин стола сдал за этим столом новую партию, места те же.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="280"/>
        <source>The host closed the table after the match.</source>
        <translation>Хозяин стола закрыл стол после партии.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="283"/>
        <source>The match at this table is over: the host deals the next one, and your window follows when they do.</source>
        <translation>Партия за этим столом окончена: следующую сдаст хозяин стола, и ваше окно покажет её, как только он сдаст.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="287"/>
        <source>You dealt a new match at this table, with the same seats.</source>
        <translation>Вы сдали за этим столом новую партию, места те же.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="289"/>
        <source>You resumed the match where it stopped.</source>
        <translation>Вы продолжили партию с того места, где она остановилась.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="298"/>
        <source>{name}&apos;s computer, which hosts the table, did not answer for {count} seconds, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: {name}&apos;s computer, which hosts the table, did not answer for {count} second, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Компьютер, с которого {name} открывает стол, не отвечал {count} секунду, поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
            <numerusform>Компьютер, с которого {name} открывает стол, не отвечал {count} секунды, поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
            <numerusform>Компьютер, с которого {name} открывает стол, не отвечал {count} секунд, поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="303"/>
        <source>{name}&apos;s computer, which hosts the table, did not answer for {count} minutes, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: {name}&apos;s computer, which hosts the table, did not answer for {count} minute, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Компьютер, с которого {name} открывает стол, не отвечал {count} минуту, поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
            <numerusform>Компьютер, с которого {name} открывает стол, не отвечал {count} минуты, поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
            <numerusform>Компьютер, с которого {name} открывает стол, не отвечал {count} минут, поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="308"/>
        <source>Your computer did not answer for {count} seconds (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: Your computer did not answer for {count} second (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Ваш компьютер не отвечал {count} секунду (возможно, он был в спящем режиме), поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
            <numerusform>Ваш компьютер не отвечал {count} секунды (возможно, он был в спящем режиме), поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
            <numerusform>Ваш компьютер не отвечал {count} секунд (возможно, он был в спящем режиме), поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="313"/>
        <source>Your computer did not answer for {count} minutes (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: Your computer did not answer for {count} minute (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Ваш компьютер не отвечал {count} минуту (возможно, он был в спящем режиме), поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
            <numerusform>Ваш компьютер не отвечал {count} минуты (возможно, он был в спящем режиме), поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
            <numerusform>Ваш компьютер не отвечал {count} минут (возможно, он был в спящем режиме), поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="318"/>
        <source>The host&apos;s computer did not answer for {count} seconds, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: The host&apos;s computer did not answer for {count} second, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Компьютер хозяина стола не отвечал {count} секунду, поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
            <numerusform>Компьютер хозяина стола не отвечал {count} секунды, поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
            <numerusform>Компьютер хозяина стола не отвечал {count} секунд, поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="323"/>
        <source>The host&apos;s computer did not answer for {count} minutes, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: The host&apos;s computer did not answer for {count} minute, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Компьютер хозяина стола не отвечал {count} минуту, поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
            <numerusform>Компьютер хозяина стола не отвечал {count} минуты, поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
            <numerusform>Компьютер хозяина стола не отвечал {count} минут, поэтому никто не мог играть. Игра продолжается с того места, где остановилась, и все сохраняют свои места.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="22"/>
        <source>Find every capture the {card} can make here.</source>
        <translation>Найдите все захваты, которые здесь может сделать карта {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="23"/>
        <source>Make a build of {value}.</source>
        <translation>Постройте сборку на {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="24"/>
        <source>Take the build of {cards}, worth {value}.</source>
        <translation>Возьмите сборку на {value} ({cards}).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="27"/>
        <source>Take the build of {cards}, worth {value}, with what must go with it: here no capture takes that build alone.</source>
        <translation>Возьмите сборку на {value} ({cards}) вместе с тем, что должно уйти с ней: здесь никакое взятие не берёт эту сборку отдельно.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="29"/>
        <source>Raise the build of {cards}, worth {value}.</source>
        <translation>Повысьте сборку на {value} ({cards}).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="30"/>
        <source>The round is over. This drill is about {item}, but a round is scored as a whole: count the points of each pile for every item of the scoring table ({items}), and give the points of each side.</source>
        <comment>{item}: one item&apos;s name, such as: Most spades; {items}: every item with its points, such as: Most cards: 2, Aces: 1 each</comment>
        <translation>Раунд окончен. Это задание — о пункте «{item}», но раунд считается целиком: подсчитайте очки каждой стопки по каждому пункту таблицы счёта ({items}) и укажите очки каждой стороны.</translation>
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
        <translation>{item}: по {points}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="39"/>
        <source>There is no building in this game, so it has no drills about builds.</source>
        <translation>В этой игре нет сборок, поэтому и заданий про сборки в ней нет.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="40"/>
        <source>The play is legal.</source>
        <translation>Ход разрешён.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="42"/>
        <source>Make a build of {value} from table cards alone.</source>
        <translation>Постройте сборку на {value} только из карт стола.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="45"/>
        <source>Right.</source>
        <translation>Верно.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="46"/>
        <source>Right: the play is legal.</source>
        <translation>Верно: ход разрешён.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="47"/>
        <source>Not so: the play is legal.</source>
        <translation>Нет: ход разрешён.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="48"/>
        <source>Not so. The rules say: {sentence}</source>
        <translation>Нет. По правилам: {sentence}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="49"/>
        <source>You missed {count} captures, such as {capture}.</source>
        <extracomment>For one: You missed a capture: {capture}.</extracomment>
        <translation>
            <numerusform>Вы пропустили {count} захват, например {capture}.</numerusform>
            <numerusform>Вы пропустили {count} захвата, например {capture}.</numerusform>
            <numerusform>Вы пропустили {count} захватов, например {capture}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="52"/>
        <source>You missed a capture: {capture}. The {card} may take those groups all at once, and that is a capture of its own.</source>
        <translation>Вы пропустили захват: {capture}. {card} может взять эти группы сразу, и это отдельный захват.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="54"/>
        <source>The question is about the {card}; {capture} is played with another card.</source>
        <translation>Вопрос о карте {card}; захват {capture} делается другой картой.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="55"/>
        <source>That play is legal, but it is not a capture.</source>
        <translation>Такой ход разрешён, но это не захват.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="56"/>
        <source>That play is legal, but it does not leave a build of {value}.</source>
        <translation>Такой ход разрешён, но после него не остаётся сборки на {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="57"/>
        <source>That play is legal, but it does not take the build of {cards}.</source>
        <translation>Такой ход разрешён, но он не берёт сборку из {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="58"/>
        <source>That play is legal, but it does not raise the build of {cards}.</source>
        <translation>Такой ход разрешён, но он не повышает сборку из {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="59"/>
        <source>That play is legal, but it is not a build of {value} from table cards alone.</source>
        <translation>Такой ход разрешён, но это не сборка на {value} только из карт стола.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="60"/>
        <source>{item}: the points are {right}, not {given}.</source>
        <translation>{item}: правильно {right}, а не {given}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="61"/>
        <source>That answer cannot be read: {problem}</source>
        <translation>Ответ не удаётся прочесть: {problem}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="63"/>
        <source>give the number of a choice, from 0 to {last}.</source>
        <translation>укажите номер варианта от 0 до {last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="64"/>
        <source>give one play, as text.</source>
        <translation>укажите один ход текстом.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="65"/>
        <source>give the points as an object of items, each with a list of points per side.</source>
        <translation>укажите очки объектом из пунктов, у каждого — список очков по сторонам.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="66"/>
        <source>&apos;{item}&apos; is not an item of this round&apos;s scoring table.</source>
        <translation>«{item}» — не пункт таблицы счёта этого раунда.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="67"/>
        <source>give {count} whole numbers of points for each item.</source>
        <extracomment>For one: give {count} whole number of points for each item.</extracomment>
        <translation>
            <numerusform>укажите для каждого пункта {count} целое число очков.</numerusform>
            <numerusform>укажите для каждого пункта {count} целых числа очков.</numerusform>
            <numerusform>укажите для каждого пункта {count} целых чисел очков.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="70"/>
        <source>{cards} with the {card}</source>
        <translation>{cards} картой {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="71"/>
        <source>{cards} with the {card}, counted as {value}</source>
        <translation>{cards} картой {card} (как {value})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="97"/>
        <source>{first} to {second}</source>
        <translation>{first} : {second}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="101"/>
        <source>Take {cards} with the {card}.</source>
        <translation>Возьмите {cards} картой {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="102"/>
        <source>Build {value} with the {card} on {cards}.</source>
        <translation>Положите {card} на {cards} и соберите {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="103"/>
        <source>Raise the build of {builds} to {value} with the {card}.</source>
        <translation>Повысьте сборку из {builds} до {value} картой {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="104"/>
        <source>Raise the build of {builds} to {value} with the {card} and {cards}.</source>
        <translation>Повысьте сборку из {builds} до {value} картой {card} и картами {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="105"/>
        <source>Build {value} from the table cards {cards} alone.</source>
        <translation>Соберите {value} только из карт стола {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="109"/>
        <source>Build {value}s with the {card}: {groups}.</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Соберите множественную сборку на {value} картой {card}: {groups}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="111"/>
        <source>Build {value}s from the table cards alone: {groups}.</source>
        <comment>a multiple build of table cards: two or more groups, each of this value</comment>
        <translation>Соберите множественную сборку на {value} из одних карт стола: {groups}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="149"/>
        <source>Playing only while the round is on</source>
        <translation>Ходить можно, только пока идёт раунд</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="150"/>
        <source>Playing a card you hold</source>
        <translation>Ходить картой, которая у вас есть</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="151"/>
        <source>Naming cards that are on the table</source>
        <translation>Называть карты, которые лежат на столе</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="152"/>
        <source>Naming builds that are on the table</source>
        <translation>Называть сборки, которые лежат на столе</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="154"/>
        <source>A trail takes no table cards</source>
        <translation>Выложенная карта не берёт карт со стола</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="155"/>
        <source>A trail leaves the builds alone</source>
        <translation>Выложенная карта не трогает сборки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="156"/>
        <source>A trailed card declares no value</source>
        <translation>Выложенная карта не объявляет значения</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="157"/>
        <source>No trailing while you own a build</source>
        <translation>Нельзя выкладывать карту, пока у вас есть сборка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="158"/>
        <source>No trailing a card that pairs a table card</source>
        <translation>Нельзя выкладывать карту, равную карте стола</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="159"/>
        <source>Trailing and building at once</source>
        <translation>Выложить и собрать одновременно</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="161"/>
        <source>What the owner of a build must do</source>
        <translation>Что должен делать владелец сборки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="162"/>
        <source>Keeping a card that takes your build</source>
        <translation>Сохранять карту, которая берёт вашу сборку</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="164"/>
        <source>Capturing whenever you can</source>
        <translation>Брать, когда можно</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="165"/>
        <source>The values a card can count as</source>
        <translation>Какие значения может иметь карта</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="166"/>
        <source>A build is taken whole, by its value</source>
        <translation>Сборку берут целиком, картой её значения</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="167"/>
        <source>Naming what a capture takes</source>
        <translation>Называть, что берёт захват</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="168"/>
        <source>Court cards take their own rank</source>
        <translation>Картинки берут карты своего достоинства</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="169"/>
        <source>How many court cards one card takes</source>
        <translation>Сколько картинок берёт одна карта</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="170"/>
        <source>Taking groups that add up</source>
        <translation>Брать группы, дающие сумму</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="171"/>
        <source>Taking every equal loose card</source>
        <translation>Брать все равные свободные карты</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="173"/>
        <source>No building in this game</source>
        <translation>В этой игре сборок нет</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="175"/>
        <source>Court cards cannot build</source>
        <translation>Картинками строить нельзя</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="176"/>
        <source>Building with court cards</source>
        <translation>Сборки из картинок</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="177"/>
        <source>Adding to a court-card build</source>
        <translation>Добавление к сборке из картинок</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="178"/>
        <source>Declaring a build&apos;s value</source>
        <translation>Объявление значения сборки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="179"/>
        <source>Which builds can be raised</source>
        <translation>Какие сборки можно повышать</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="180"/>
        <source>Raising your own build</source>
        <translation>Повышение своей сборки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="181"/>
        <source>The highest build allowed</source>
        <translation>Наибольшая разрешённая сборка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="182"/>
        <source>Holding a card that takes your build</source>
        <translation>Иметь карту, которая возьмёт сборку</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="183"/>
        <source>Court cards stay out of builds</source>
        <translation>Картинки не входят в сборки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="184"/>
        <source>What a raise adds</source>
        <translation>Что добавляет повышение</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="185"/>
        <source>Adding keeps a build&apos;s value</source>
        <translation>Добавление не меняет значения сборки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="186"/>
        <source>A build needs table cards</source>
        <translation>В сборке нужны карты стола</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="187"/>
        <source>One build of each value</source>
        <translation>Одна сборка каждого значения</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="188"/>
        <source>Joining builds together</source>
        <translation>Объединение сборок</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="189"/>
        <source>Building groups that make the value</source>
        <translation>Группы сборки, дающие её значение</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="191"/>
        <source>Finding every capture</source>
        <translation>Найти все захваты</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="192"/>
        <source>Making a build</source>
        <translation>Построить сборку</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="193"/>
        <source>Taking a build</source>
        <translation>Взять сборку</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="194"/>
        <source>Raising a build</source>
        <translation>Повысить сборку</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="195"/>
        <source>Building from table cards alone</source>
        <translation>Сборка только из карт стола</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="197"/>
        <source>Where a capture pile&apos;s top card may go</source>
        <translation>Как можно использовать верхнюю карту стопки взятых карт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="198"/>
        <source>Leaving your partner&apos;s build alone</source>
        <translation>Не трогать сборку партнёра</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="199"/>
        <source>Adding to an opponent&apos;s build</source>
        <translation>Добавление к сборке соперника</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="200"/>
        <source>The first deal&apos;s limits for two players</source>
        <translation>Ограничения первой сдачи при игре вдвоём</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="201"/>
        <source>Taking everything when opponents insist</source>
        <translation>Взять всё, когда соперники настаивают</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="202"/>
        <source>One card from the hand a turn</source>
        <translation>Одна карта с руки за ход</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="203"/>
        <source>Ending your turn</source>
        <translation>Завершение хода</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="204"/>
        <source>Building from table cards</source>
        <translation>Сборка из карт стола</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="205"/>
        <source>Adding table cards to a build</source>
        <translation>Добавление карт стола к сборке</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="206"/>
        <source>Scoring enough spades</source>
        <translation>Очко за нужное число пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="207"/>
        <source>Telling a legal play</source>
        <translation>Отличить разрешённый ход</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="209"/>
        <source>Scoring the most cards</source>
        <translation>Очки за большинство карт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="210"/>
        <source>Scoring the most spades</source>
        <translation>Очки за большинство пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="211"/>
        <source>Scoring spades beyond the limit</source>
        <translation>Очки за пики сверх порога</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="212"/>
        <source>Scoring every spade</source>
        <translation>Очки за каждую пику</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="213"/>
        <source>Scoring the aces</source>
        <translation>Очки за тузы</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="214"/>
        <source>Scoring the 10♦ (big casino)</source>
        <translation>Очки за 10♦ («Большое казино»)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="215"/>
        <source>Scoring the 2♠ (little casino)</source>
        <translation>Очки за 2♠ («Маленькое казино»)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="216"/>
        <source>Scoring the A♠</source>
        <translation>Очки за Т♠</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="217"/>
        <source>Scoring the J♠</source>
        <translation>Очки за В♠</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="218"/>
        <source>Scoring the last capture</source>
        <translation>Очки за последний захват</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="219"/>
        <source>Scoring sweeps</source>
        <translation>Очки за зачистки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="220"/>
        <source>Sweeps left open</source>
        <translation>Допущенные зачистки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="221"/>
        <source>Scoring mulles</source>
        <translation>Очки за мулле</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="223"/>
        <source>A rule of a later version of the game</source>
        <translation>Правило из более новой версии игры</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="19"/>
        <source>Drag your {card} to an empty spot on the table: it takes nothing here, so you trail it.</source>
        <translation>Перетащите свою карту {card} на свободное место стола: здесь она ничего не берёт, поэтому вы её выкладываете.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="22"/>
        <source>Drag your {card} to an empty spot on the table: no card in your hand takes anything here, so you may trail; whenever a card of yours can take, you must capture.</source>
        <translation>Перетащите свою карту {card} на свободное место стола: здесь ни одна карта в вашей руке ничего не берёт, поэтому можно выложить; когда хоть одна ваша карта может взять, брать обязательно.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="24"/>
        <source>Drag your {card} onto the {cards}: a card takes a table card of the same rank.</source>
        <translation>Перетащите свою карту {card} на {cards}: карта берёт карту стола того же достоинства.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="25"/>
        <source>Drag your {card} onto {cards}: together they count {value}, so your {card} takes them at once.</source>
        <translation>Перетащите свою карту {card} на {cards}: вместе они дают {value}, поэтому ваша карта {card} берёт их сразу.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="26"/>
        <source>Drag your {card} onto {cards} to build {value}: you still hold a card worth {value}, so you can take the build on your next turn.</source>
        <translation>Перетащите свою карту {card} на {cards}, чтобы собрать {value}: у вас остаётся карта со значением {value}, так что следующим ходом вы сможете взять сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="28"/>
        <source>Now take your build: drag your {card} onto the build worth {value}.</source>
        <translation>Теперь возьмите свою сборку: перетащите карту {card} на сборку на {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="29"/>
        <source>Drag your {card} onto {name}&apos;s build to raise it to {value}: you hold a card worth {value}, and the build becomes yours.</source>
        <translation>Перетащите свою карту {card} на сборку игрока {name}, чтобы повысить её до {value}: у вас есть карта со значением {value}, и сборка станет вашей.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="34"/>
        <source>Take {cards} with your {card}: that clears the table, a {sweep}, which scores {count} points for you.</source>
        <extracomment>For one: Take {cards} with your {card}: that clears the table, a {sweep}, which scores {count} point for you.</extracomment>
        <translation>
            <numerusform>Возьмите {cards} картой {card}: стол опустеет — это {sweep}, и вы получаете {count} очко.</numerusform>
            <numerusform>Возьмите {cards} картой {card}: стол опустеет — это {sweep}, и вы получаете {count} очка.</numerusform>
            <numerusform>Возьмите {cards} картой {card}: стол опустеет — это {sweep}, и вы получаете {count} очков.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="38"/>
        <source>Take {cards} with your {card}: that clears the table, a {sweep}; in this game a {sweep} scores nothing by itself.</source>
        <translation>Возьмите {cards} картой {card}: стол опустеет — это {sweep}, но в этой игре очков за это не дают.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="40"/>
        <source>You must capture, and your only capture is {cards} with your {card}: it clears the table, a {sweep}, which costs you {count} penalty points and credits {count} to {name}, who left the table open.</source>
        <extracomment>For one: You must capture, and your only capture is {cards} with your {card}: it clears the table, a {sweep}, which costs you {count} penalty point and credits {count} to {name}, who left the table open.</extracomment>
        <translation>
            <numerusform>Брать обязательно, а взять вы можете только {cards} картой {card}: стол опустеет — это {sweep}; вы получаете {count} штрафное очко, а {count} снимается с того, кто оставил стол открытым, — {name}.</numerusform>
            <numerusform>Брать обязательно, а взять вы можете только {cards} картой {card}: стол опустеет — это {sweep}; вы получаете {count} штрафных очка, а {count} снимается с того, кто оставил стол открытым, — {name}.</numerusform>
            <numerusform>Брать обязательно, а взять вы можете только {cards} картой {card}: стол опустеет — это {sweep}; вы получаете {count} штрафных очков, а {count} снимается с того, кто оставил стол открытым, — {name}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="46"/>
        <source>Drag your {card} onto its twin on the table: taking the identical card is a mulle, and it scores the card&apos;s value.</source>
        <translation>Перетащите свою карту {card} на её двойника на столе: взять точно такую же карту — это мулле, и оно приносит столько очков, сколько стоит карта.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="50"/>
        <source>Drag your {card} onto its twin on the table and take nothing else with it: taking the identical card alone is a mulle, and it scores {count} points.</source>
        <extracomment>For one: Drag your {card} onto its twin on the table and take nothing else with it: taking the identical card alone is a mulle, and it scores {count} point.</extracomment>
        <translation>
            <numerusform>Перетащите свою карту {card} на её двойника на столе и больше ничего с ним не берите: взять точно такую же карту одну — это мулле, и оно приносит {count} очко.</numerusform>
            <numerusform>Перетащите свою карту {card} на её двойника на столе и больше ничего с ним не берите: взять точно такую же карту одну — это мулле, и оно приносит {count} очка.</numerusform>
            <numerusform>Перетащите свою карту {card} на её двойника на столе и больше ничего с ним не берите: взять точно такую же карту одну — это мулле, и оно приносит {count} очков.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="54"/>
        <source>Take {cards} with your {card}: the last capture of the round; the cards still on the table at the end go to whoever made it.</source>
        <translation>Возьмите {cards} картой {card}: это последний захват раунда; карты, оставшиеся на столе в конце, достаются тому, кто его сделал.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="56"/>
        <source>Take {cards} with your {card}: the last capture of the round ({last}); it scores {count} points, and the cards still on the table at the end go with it.</source>
        <extracomment>For one: Take {cards} with your {card}: the last capture of the round ({last}); it scores {count} point, and the cards still on the table at the end go with it.</extracomment>
        <translation>
            <numerusform>Возьмите {cards} картой {card}: это последний захват раунда ({last}); он приносит {count} очко, а карты, оставшиеся на столе в конце, тоже достаются вам.</numerusform>
            <numerusform>Возьмите {cards} картой {card}: это последний захват раунда ({last}); он приносит {count} очка, а карты, оставшиеся на столе в конце, тоже достаются вам.</numerusform>
            <numerusform>Возьмите {cards} картой {card}: это последний захват раунда ({last}); он приносит {count} очков, а карты, оставшиеся на столе в конце, тоже достаются вам.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="60"/>
        <source>Take {cards} with your {card}: the last capture of the round, and another {sweep}, which scores {count} points, as it clears the table; whatever is left on the table at the end goes to whoever made the last capture.</source>
        <extracomment>For one: Take {cards} with your {card}: the last capture of the round, and another {sweep}, which scores {count} point, as it clears the table; whatever is left on the table at the end goes to whoever made the last capture.</extracomment>
        <translation>
            <numerusform>Возьмите {cards} картой {card}: это последний захват раунда и к тому же {sweep} — стол опустеет, и вы получаете {count} очко; всё, что останется на столе в конце, достаётся тому, кто сделал последний захват.</numerusform>
            <numerusform>Возьмите {cards} картой {card}: это последний захват раунда и к тому же {sweep} — стол опустеет, и вы получаете {count} очка; всё, что останется на столе в конце, достаётся тому, кто сделал последний захват.</numerusform>
            <numerusform>Возьмите {cards} картой {card}: это последний захват раунда и к тому же {sweep} — стол опустеет, и вы получаете {count} очков; всё, что останется на столе в конце, достаётся тому, кто сделал последний захват.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="66"/>
        <source>Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round; the cards still on the table at the end go to whoever made it.</source>
        <translation>Возьмите {cards} картой {card}, которая с руки стоит {value}: это последний захват раунда; карты, оставшиеся на столе в конце, достаются тому, кто его сделал.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="68"/>
        <source>Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round ({last}); it scores {count} points, and the cards still on the table at the end go with it.</source>
        <extracomment>For one: Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round ({last}); it scores {count} point, and the cards still on the table at the end go with it.</extracomment>
        <translation>
            <numerusform>Возьмите {cards} картой {card}, которая с руки стоит {value}: это последний захват раунда ({last}); он приносит {count} очко, а карты, оставшиеся на столе в конце, тоже достаются вам.</numerusform>
            <numerusform>Возьмите {cards} картой {card}, которая с руки стоит {value}: это последний захват раунда ({last}); он приносит {count} очка, а карты, оставшиеся на столе в конце, тоже достаются вам.</numerusform>
            <numerusform>Возьмите {cards} картой {card}, которая с руки стоит {value}: это последний захват раунда ({last}); он приносит {count} очков, а карты, оставшиеся на столе в конце, тоже достаются вам.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="74"/>
        <source>Drag your {card} onto your build worth {value} together with {top}, the top card of {name}&apos;s capture pile: {card} and {top} make {value}, so both join your build. It is now an augmented build, and its value can never change.</source>
        <translation>Перетащите свою карту {card} на свою сборку на {value} вместе с {top} — верхней картой стопки взятых карт игрока {name}: {card} и {top} дают {value}, поэтому обе входят в вашу сборку. Теперь это дополненная, то есть множественная, сборка, и её значение больше никогда не изменится.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="77"/>
        <source>Your card is played, but your turn goes on: build {value} from the table cards {cards} alone, dragging one onto the other. You hold a card worth {value}, so you can take the build on your next turn.</source>
        <translation>Ваша карта сыграна, но ход продолжается: соберите {value} только из карт стола {cards}, перетащив одну на другую. У вас есть карта со значением {value}, так что следующим ходом вы сможете взять сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="80"/>
        <source>A turn here may go on with table cards, but nothing more is needed now: end your turn, and {name} plays.</source>
        <translation>Здесь ход можно продолжить картами стола, но сейчас больше ничего не нужно: завершите ход, и тогда ходит {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="86"/>
        <source>That move is allowed, but this step asks you to trail your {card}.</source>
        <translation>Такой ход разрешён, но на этом шаге нужно выложить карту {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="87"/>
        <source>That move is allowed, but this step asks you to take the {cards} with your {card}.</source>
        <translation>Такой ход разрешён, но на этом шаге нужно взять {cards} картой {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="88"/>
        <source>That move is allowed, but this step asks you to take {cards} together with your {card}.</source>
        <translation>Такой ход разрешён, но на этом шаге нужно взять {cards} разом, одной картой {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="89"/>
        <source>That move is allowed, but this step asks you to build {value} with your {card} on {cards}.</source>
        <translation>Такой ход разрешён, но на этом шаге нужно собрать {value}, положив {card} на {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="90"/>
        <source>That move is allowed, but this step asks you to take your build worth {value} with your {card}.</source>
        <translation>Такой ход разрешён, но на этом шаге нужно взять свою сборку на {value} картой {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="91"/>
        <source>That move is allowed, but this step asks you to raise {name}&apos;s build to {value} with your {card}.</source>
        <translation>Такой ход разрешён, но на этом шаге нужно повысить сборку игрока {name} до {value} картой {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="92"/>
        <source>That move is allowed, but this step asks you to take {cards} with your {card} and clear the table.</source>
        <translation>Такой ход разрешён, но на этом шаге нужно взять {cards} картой {card} и зачистить стол.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="93"/>
        <source>That move is allowed, but this step asks you to take the twin {cards} with your {card}.</source>
        <translation>Такой ход разрешён, но на этом шаге нужно взять двойника {cards} картой {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="94"/>
        <source>That move is allowed, but this step asks you to take {cards} with your {card}.</source>
        <translation>Такой ход разрешён, но на этом шаге нужно взять {cards} картой {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="95"/>
        <source>That move is allowed, but this step asks you to add your {card} and {name}&apos;s top card {top} to your build worth {value}.</source>
        <translation>Такой ход разрешён, но на этом шаге нужно добавить свою карту {card} и верхнюю карту {top} игрока {name} к своей сборке на {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="97"/>
        <source>That move is allowed, but this step asks you to build {value} from the table cards {cards} alone.</source>
        <translation>Такой ход разрешён, но на этом шаге нужно собрать {value} только из карт стола {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="98"/>
        <source>That move is allowed, but this step asks you to end your turn.</source>
        <translation>Такой ход разрешён, но на этом шаге нужно завершить ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="101"/>
        <source>Step {number} of {total}</source>
        <translation>Шаг {number} из {total}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="102"/>
        <source>{name} plays now; your next step follows.</source>
        <translation>Сейчас ходит {name}; потом ваш следующий шаг.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="103"/>
        <source>That is the whole deal. The score sheet shows what each of you scored.</source>
        <translation>Вот и вся сдача. В таблице счёта видно, сколько очков набрал каждый из вас.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="105"/>
        <source>Welcome to Casino. You play against North: take cards from the table with a card of the same rank, or with one worth their sum, and build for later. Follow the pointer.</source>
        <translation>Добро пожаловать в «Казино». Вы играете против Севера: берите карты со стола картой того же достоинства или картой, равной их сумме, и стройте сборки на потом. Следуйте за указателем.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="107"/>
        <source>Welcome to Casino as it is often played at home. You play against North: take cards from the table with a card of the same rank, or with one worth their sum, build for later, and clear the table for a sweep, which scores. Follow the pointer.</source>
        <translation>Добро пожаловать в «Казино», как в него часто играют дома. Вы играете против Севера: берите карты со стола картой того же достоинства или картой, равной их сумме, стройте сборки на потом и очищайте стол — зачистка приносит очки. Следуйте за указателем.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="110"/>
        <source>Welcome to Wippen, the Belgian game. You play against North: take cards from the table with a card of the same rank, or with one worth their sum, build for later, and clear the table for a sweep, which scores. Follow the pointer.</source>
        <translation>Добро пожаловать в «Виппен», бельгийскую игру. Вы играете против Севера: берите карты со стола картой того же достоинства или картой, равной их сумме, стройте сборки на потом и очищайте стол — зачистка приносит очки. Следуйте за указателем.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="113"/>
        <source>Welcome to Royal Casino. Here J counts 11, Q 12 and K 13, and an ace from your hand 1 or 14, so court cards take sums and build too. Follow the pointer.</source>
        <translation>Добро пожаловать в «Королевское казино». Здесь В стоит 11, Д — 12, К — 13, а туз с руки — 1 или 14, так что картинки тоже берут суммы и строят сборки. Следуйте за указателем.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="115"/>
        <source>Welcome to Swedish Kasino. There is no building: take cards by rank or by sum, clear the table for a tabbe, and make the last capture, sistan. Follow the pointer.</source>
        <translation>Добро пожаловать в игру «Шведское казино». Сборок нет: берите карты по достоинству или по сумме, очищайте стол ради таббе и сделайте последний захват — систан. Следуйте за указателем.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="117"/>
        <source>Welcome to Finnish Kasino. An ace from the hand counts 14, the 2♠ 15 and the 10♦ 16; aces and casinos score the moment you take them. Follow the pointer.</source>
        <translation>Добро пожаловать в игру «Финское казино». Туз с руки стоит 14, 2♠ — 15, а 10♦ — 16; тузы, 10♦ и 2♠ приносят очки сразу, как только вы их берёте. Следуйте за указателем.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="119"/>
        <source>Welcome to Mulle, with two decks: every card has an identical twin. There is no building: take cards by rank or by sum, clear the table for a tabbe, and take a card&apos;s twin alone for a mulle, worth 5 points. Follow the pointer.</source>
        <translation>Добро пожаловать в Мулле с двумя колодами: у каждой карты есть точно такой же двойник. Сборок нет: берите карты по достоинству или по сумме, очищайте стол ради таббе и берите двойника карты одного ради мулле, которое стоит 5 очков. Следуйте за указателем.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="122"/>
        <source>Welcome to Mulle, with two decks: every card has an identical twin. Take by rank or by sum, build, and take a twin for a mulle. Follow the pointer.</source>
        <translation>Добро пожаловать в Мулле с двумя колодами: у каждой карты есть точно такой же двойник. Берите по достоинству или по сумме, стройте сборки и берите двойников ради мулле. Следуйте за указателем.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="124"/>
        <source>Welcome to Krypkasino, with two decks: every point you take is a penalty, and you must capture whenever you can. Follow the pointer.</source>
        <translation>Добро пожаловать в Крюпказино с двумя колодами: каждое взятое очко — штрафное, и брать нужно всегда, когда можете. Следуйте за указателем.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="126"/>
        <source>Welcome to Dominican Royal Casino: a card equal to a loose table card must take it, and nobody raises their own build. Follow the pointer.</source>
        <translation>Добро пожаловать в доминиканское «Королевское казино»: карта, равная свободной карте стола, должна её взять, а свою сборку не повышает никто. Следуйте за указателем.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="128"/>
        <source>Welcome to Swazi Casino. The four cards on the table were cut from the middle of the pack. Capture piles lie face up, and the top card of your opponent&apos;s pile can go into your builds. Play one card from your hand each turn, then end your turn. Follow the pointer.</source>
        <translation>Добро пожаловать в «Свазийское казино». Четыре карты на столе вынуты из середины колоды. Стопки взятых карт лежат лицом вверх, и верхнюю карту стопки соперника можно класть в свои сборки. Каждый ход играйте одну карту с руки, а затем завершайте ход. Следуйте за указателем.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="137"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ (big casino) {big_casino} and the 2♠ (little casino) {little_casino}. The match goes on until someone reaches {target}.</source>
        <translation>Каждая строка — один пункт счёта, каждый столбец — игрок: больше всего карт {most_cards}, больше всего пик {most_spades}, каждый туз {each_ace}, 10♦ («Большое казино») {big_casino} и 2♠ («Маленькое казино») {little_casino}. Партия идёт, пока кто-нибудь не наберёт {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="140"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ (big casino) {big_casino}, the 2♠ (little casino) {little_casino} and each sweep {sweep_points}. One round is the whole game.</source>
        <translation>Каждая строка — один пункт счёта, каждый столбец — игрок: больше всего карт {most_cards}, больше всего пик {most_spades}, каждый туз {each_ace}, 10♦ (большое казино) {big_casino}, 2♠ (маленькое казино) {little_casino} и каждая зачистка {sweep_points}. Вся игра — один раунд.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="144"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino}, the 2♠ {little_casino} and each sweep {sweep_points}. The match goes on until someone reaches {target}.</source>
        <translation>Каждая строка — один пункт счёта, каждый столбец — игрок: больше всего карт {most_cards}, больше всего пик {most_spades}, каждый туз {each_ace}, 10♦ {big_casino}, 2♠ {little_casino} и каждая зачистка {sweep_points}. Партия идёт, пока кто-нибудь не наберёт {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="147"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino} and the 2♠ {little_casino}. The match goes on until someone reaches {target}.</source>
        <translation>Каждая строка — один пункт счёта, каждый столбец — игрок: больше всего карт {most_cards}, больше всего пик {most_spades}, каждый туз {each_ace}, 10♦ {big_casino} и 2♠ {little_casino}. Партия идёт, пока кто-нибудь не наберёт {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="150"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino}, the 2♠ {little_casino}, the last capture (sistan) {last_capture} and each tabbe {sweep_points}. The match goes on until someone reaches {target}.</source>
        <translation>Каждая строка — один пункт счёта, каждый столбец — игрок: больше всего карт {most_cards}, больше всего пик {most_spades}, каждый туз {each_ace}, 10♦ {big_casino}, 2♠ {little_casino}, последний захват (систан) {last_capture} и каждое таббе {sweep_points}. Партия идёт, пока кто-нибудь не наберёт {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="154"/>
        <source>Each row is one thing that scores, each column a player; the rows marked “at once” were scored the moment the card was taken. Each mökki scores {sweep_points} unless both of you made one. The match goes on until someone reaches {target}.</source>
        <translation>Каждая строка — один пункт счёта, каждый столбец — игрок; строки с пометкой «сразу» засчитаны в момент взятия карты. Каждое мёкки приносит {sweep_points}, если только мёкки не было у вас обоих. Партия идёт, пока кто-нибудь не наберёт {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="158"/>
        <source>Each row is one thing that scores, each column a player: most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino}, the 2♠ {little_casino}, the last capture (sistan) {last_capture}, each tabbe {sweep_points} and each mulle 5; there is no point for most cards. The match goes on until someone reaches {target}.</source>
        <translation>Каждая строка — один пункт счёта, каждый столбец — игрок: больше всего пик {most_spades}, каждый туз {each_ace}, 10♦ {big_casino}, 2♠ {little_casino}, последний захват (систан) {last_capture}, каждое таббе {sweep_points} и каждое мулле 5; за больше всего карт очков нет. Партия идёт, пока кто-нибудь не наберёт {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="162"/>
        <source>Each row is one thing that scores, each column a player: every spade {each_spade}, the 10♦ {big_casino}, the 2♠ {little_casino}, the A♠ {ace_of_spades} more, each sweep {sweep_points} and each mulle the value of the card that made it. One round is the whole game.</source>
        <translation>Каждая строка — один пункт счёта, каждый столбец — игрок: каждая пика {each_spade}, 10♦ {big_casino}, 2♠ {little_casino}, Т♠ ещё {ace_of_spades}, каждая зачистка {sweep_points}, а каждое мулле — значение карты, которой оно сделано. Вся игра — один раунд.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="166"/>
        <source>Each row is a penalty, each column a player: every spade and ace, the casinos and each sweep count against whoever took them, and a sweep credits whoever left the table open. The fewest penalties win once each of you has dealt.</source>
        <translation>Каждая строка — штраф, каждый столбец — игрок: каждая пика, каждый туз, 10♦, 2♠ и каждая зачистка идут в минус тому, кто их взял, а зачистка засчитывается в плюс тому, кто оставил стол открытым. Когда каждый из вас сдаст по разу, побеждает тот, у кого меньше штрафных.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="169"/>
        <source>Each row is one thing that scores, each column a player; sweeps of both sides cancel out. The match goes on to {target}, where near the end only most cards, the 10♦ or most spades can win it.</source>
        <translation>Каждая строка — один пункт счёта, каждый столбец — игрок; зачистки сторон взаимно гасятся. Партия идёт до {target}, и у самой цели выиграть её могут только больше всего карт, 10♦ или больше всего пик.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="172"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino} and the 2♠ {little_casino}: 11 points in every deal, shared when tied. The match goes on until someone reaches {target}.</source>
        <translation>Каждая строка — один пункт счёта, каждый столбец — игрок: больше всего карт {most_cards}, больше всего пик {most_spades}, каждый туз {each_ace}, 10♦ {big_casino} и 2♠ {little_casino}: 11 очков за каждый раунд, при равенстве их делят. Партия идёт, пока кто-нибудь не наберёт {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="177"/>
        <source>&amp;Close the Lesson</source>
        <translation>&amp;Закрыть урок</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="178"/>
        <source>&amp;End Turn</source>
        <translation>Завершить &amp;ход</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="179"/>
        <source>End your turn once you have played your card from the hand (and any table cards you add).</source>
        <translation>Завершите ход, когда сыграете карту с руки (и добавите карты стола, если хотите).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="180"/>
        <source>&amp;Lesson</source>
        <translation>&amp;Урок</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="181"/>
        <source>&amp;Start Again</source>
        <translation>&amp;Начать заново</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="182"/>
        <source>A Guided First Game</source>
        <translation>Первая игра с подсказками</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="183"/>
        <source>New to {game}? Play a short guided deal: the table shows you each kind of move, one at a time, and explains what scores.</source>
        <translation>Впервые играете в {game}? Сыграйте короткую сдачу с подсказками: стол по очереди показывает каждый вид хода и объясняет, что приносит очки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="185"/>
        <source>Play the &amp;Guided Deal</source>
        <translation>Сыграть &amp;сдачу с подсказками</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="186"/>
        <source>&amp;Not Now</source>
        <translation>&amp;Не сейчас</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="187"/>
        <source>&amp;Guided First Game</source>
        <translation>Первая &amp;игра с подсказками</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="188"/>
        <source>{game}: a guided first game</source>
        <translation>{game}: первая игра с подсказками</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="192"/>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="194"/>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="195"/>
        <source>tabbe</source>
        <comment>the Swedish family&apos;s word for a sweep</comment>
        <translation>таббе</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="193"/>
        <source>mökki</source>
        <comment>the Finnish family&apos;s word for a sweep</comment>
        <translation>мёкки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="196"/>
        <source>virado</source>
        <comment>the Dominican players&apos; word for a sweep</comment>
        <translation>вирадо</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="197"/>
        <source>sweep</source>
        <comment>clearing the table in one capture; the word of a game that has none of its own</comment>
        <translation>зачистка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="198"/>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="199"/>
        <source>sistan</source>
        <comment>the Swedish family&apos;s word for the last capture of a round</comment>
        <translation>систан</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="21"/>
        <source>build {value} ({cards})</source>
        <comment>a build on the table and its cards, such as: build 6 (2♥ + 4♠)</comment>
        <translation>сборку на {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="22"/>
        <source>multiple build {value} ({cards})</source>
        <comment>a build of several groups of one value and its groups, such as: multiple build 8 (5♦ + 3♠, 8♠)</comment>
        <translation>множественную сборку на {value} ({cards})</translation>
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
        <translation>Вы кладёте {card} на свободное место стола, чтобы выложить карту. Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="28"/>
        <source>You drop the {card} on {things} to trail it and build {value} from them: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Вы кладёте {card} на {things}, чтобы выложить карту и собрать из них {value}: {sum}. Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="30"/>
        <source>You drop the {card} on {things} to make a capture. Is that play legal? If not, pick the reason.</source>
        <translation>Вы кладёте {card} на {things}, чтобы взять. Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="31"/>
        <source>You drop the {card} on {things} to make a capture: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Вы кладёте {card} на {things}, чтобы взять: {sum}. Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="33"/>
        <source>You drop the {card} on {things} to make a capture, the {card} counted as {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Вы кладёте {card} на {things}, чтобы взять, считая {card} за {value}: {sum}. Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="35"/>
        <source>You drop the {card} on {things} to make a capture, the {card} counted as {value}. Is that play legal? If not, pick the reason.</source>
        <translation>Вы кладёте {card} на {things}, чтобы взять, считая {card} за {value}. Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="37"/>
        <source>You drop the {card} on {things} to build {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Вы кладёте {card} на {things}, чтобы собрать {value}: {sum}. Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="39"/>
        <source>You drop the {card} on {things} to build {value}s: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Вы кладёте {card} на {things}, чтобы построить множественную сборку на {value}: {sum}. Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="41"/>
        <source>You drop the {card} on {build} to raise it to {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Вы кладёте {card} на {build}, чтобы повысить сборку до {value}: {sum}. Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="43"/>
        <source>You drop the {card} on {build} with {things} to raise it to {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Вы кладёте {card} на {build}, выбрав также {things}, чтобы повысить сборку до {value}: {sum}. Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="45"/>
        <source>You drop the {card} on {build} to add it to the build, which stays {value}. Is that play legal? If not, pick the reason.</source>
        <translation>Вы кладёте {card} на {build}, чтобы добавить карту к сборке, которая остаётся на {value}. Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="47"/>
        <source>You drop the {card} on {build} with {things} to add them to the build, which stays {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Вы кладёте {card} на {build}, выбрав также {things}, чтобы добавить их к сборке, которая остаётся на {value}: {sum}. Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="49"/>
        <source>You drag the {card} onto the {target} to build {value} from table cards: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Вы перетаскиваете {card} со стола на {target}, чтобы собрать {value} из карт стола: {sum}. Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="51"/>
        <source>You drag the {card} onto the {target} to build {value} from {things}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Вы перетаскиваете {card} со стола на {target}, чтобы собрать {value}, взяв в сборку также {things}: {sum}. Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="53"/>
        <source>You drag the {card} onto {build} to add it to the build, which stays {value}. Is that play legal? If not, pick the reason.</source>
        <translation>Вы перетаскиваете {card} со стола на {build}, чтобы добавить карту к сборке, которая остаётся на {value}. Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="55"/>
        <source>You drag {things} onto {build} to add them to the build, which stays {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Вы перетаскиваете {things} на {build}, чтобы добавить их к сборке, которая остаётся на {value}: {sum}. Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="57"/>
        <source>You press End Turn. Is that play legal? If not, pick the reason.</source>
        <translation>Вы нажимаете «Завершить ход». Разрешён ли такой ход? Если нет, выберите причину.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="62"/>
        <source>What the {card} would take makes {sum}, not {value}.</source>
        <comment>{sum} is the table cards&apos; total, such as: 2 + 4 = 6 (or just 2); {value} is what the card counts</comment>
        <translation>То, что взяла бы карта {card}, даёт {sum}, а не {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="33"/>
        <source>Table in &amp;Words</source>
        <translation>Стол с&amp;ловами</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="34"/>
        <source>&amp;High Contrast</source>
        <translation>&amp;Высокий контраст</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="35"/>
        <source>Lar&amp;ge Cards</source>
        <translation>Кр&amp;упные карты</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="36"/>
        <source>The table, your hand, the seats and your legal moves as lists a screen reader reads</source>
        <translation>Стол, ваша рука, места и ваши допустимые ходы — списками, которые читает экранный диктор</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="37"/>
        <source>White on black, with strong card outlines and indices, for any card theme</source>
        <translation>Белое на чёрном, с чёткими контурами и индексами карт, для любого оформления карт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="38"/>
        <source>Your hand, the table&apos;s cards and the words around them drawn larger</source>
        <translation>Ваша рука, карты стола и надписи вокруг них крупнее</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="39"/>
        <source>Your hand and the table&apos;s cards are now drawn larger.</source>
        <translation>Карты на руке и на столе теперь крупнее.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="40"/>
        <source>The cards are now drawn at their usual size.</source>
        <translation>Карты теперь обычного размера.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="27"/>
        <source>It is not your turn to play.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="28"/>
        <source>Only the first {count} moves are listed: pick a hand card on the table for the others.</source>
        <translation>Показаны только первые ходы ({count}): для остальных выберите карту руки на столе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="76"/>
        <source>Table in Words</source>
        <translation>Стол словами</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="84"/>
        <source>Legal &amp;moves</source>
        <translation>Допустимые &amp;ходы</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="84"/>
        <source>Legal moves</source>
        <translation>Допустимые ходы</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="85"/>
        <source>Your legal moves; Enter plays the selected one.</source>
        <translation>Ваши допустимые ходы; Enter играет выбранный.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="89"/>
        <source>Last message</source>
        <translation>Последнее сообщение</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="91"/>
        <source>Your ha&amp;nd</source>
        <translation>Ваша &amp;рука</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="91"/>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="51"/>
        <source>Your hand</source>
        <translation>Ваша рука</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="106"/>
        <source>Ta&amp;ble</source>
        <translation>&amp;Стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="107"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="107"/>
        <source>Builds with their cards, loose cards and the stock.</source>
        <translation>Сборки с их картами, свободные карты и колода.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="109"/>
        <source>&amp;Seats</source>
        <translation>&amp;Места</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="109"/>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="27"/>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="109"/>
        <source>Each seat&apos;s hand and the cards it took.</source>
        <translation>Рука каждого места и взятые им карты.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="113"/>
        <location filename="../../casino_desktop/qt/access/panel.py" line="114"/>
        <source>Close the table in words</source>
        <translation>Закрыть «Стол словами»</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="115"/>
        <source>View › Table in Words (F7) opens it again.</source>
        <translation>Открыть снова: Вид › Стол словами (F7).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of spades</source>
        <translation>Туз пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of hearts</source>
        <translation>Туз червей</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of diamonds</source>
        <translation>Туз бубён</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of clubs</source>
        <translation>Туз треф</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of spades</source>
        <translation>Двойка пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of hearts</source>
        <translation>Двойка червей</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of diamonds</source>
        <translation>Двойка бубён</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of clubs</source>
        <translation>Двойка треф</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of spades</source>
        <translation>Тройка пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of hearts</source>
        <translation>Тройка червей</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of diamonds</source>
        <translation>Тройка бубён</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of clubs</source>
        <translation>Тройка треф</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of spades</source>
        <translation>Четвёрка пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of hearts</source>
        <translation>Четвёрка червей</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of diamonds</source>
        <translation>Четвёрка бубён</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of clubs</source>
        <translation>Четвёрка треф</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of spades</source>
        <translation>Пятёрка пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of hearts</source>
        <translation>Пятёрка червей</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of diamonds</source>
        <translation>Пятёрка бубён</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of clubs</source>
        <translation>Пятёрка треф</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of spades</source>
        <translation>Шестёрка пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of hearts</source>
        <translation>Шестёрка червей</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of diamonds</source>
        <translation>Шестёрка бубён</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of clubs</source>
        <translation>Шестёрка треф</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of spades</source>
        <translation>Семёрка пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of hearts</source>
        <translation>Семёрка червей</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of diamonds</source>
        <translation>Семёрка бубён</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of clubs</source>
        <translation>Семёрка треф</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of spades</source>
        <translation>Восьмёрка пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of hearts</source>
        <translation>Восьмёрка червей</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of diamonds</source>
        <translation>Восьмёрка бубён</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of clubs</source>
        <translation>Восьмёрка треф</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of spades</source>
        <translation>Девятка пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of hearts</source>
        <translation>Девятка червей</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of diamonds</source>
        <translation>Девятка бубён</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of clubs</source>
        <translation>Девятка треф</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of spades</source>
        <translation>Десятка пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of hearts</source>
        <translation>Десятка червей</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of diamonds</source>
        <translation>Десятка бубён</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of clubs</source>
        <translation>Десятка треф</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of spades</source>
        <translation>Валет пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of hearts</source>
        <translation>Валет червей</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of diamonds</source>
        <translation>Валет бубён</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of clubs</source>
        <translation>Валет треф</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of spades</source>
        <translation>Дама пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of hearts</source>
        <translation>Дама червей</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of diamonds</source>
        <translation>Дама бубён</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of clubs</source>
        <translation>Дама треф</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of spades</source>
        <translation>Король пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of hearts</source>
        <translation>Король червей</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of diamonds</source>
        <translation>Король бубён</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of clubs</source>
        <translation>Король треф</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="35"/>
        <source>{card}, in your hand</source>
        <translation>{card}, у вас на руке</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="36"/>
        <source>{card}, in {name}&apos;s hand</source>
        <translation>{card}, на руке у игрока {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="37"/>
        <source>{card}, on the table</source>
        <translation>{card}, на столе</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="38"/>
        <source>{card}, in the build of {value}</source>
        <translation>{card}, в сборке на {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="39"/>
        <source>Loose card {index} of {count} on the table.</source>
        <translation>Свободная карта {index} из {count} на столе.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="40"/>
        <source>{count} legal moves with this card.</source>
        <extracomment>For one: {count} legal move with this card.</extracomment>
        <translation>
            <numerusform>С этой картой {count} допустимый ход.</numerusform>
            <numerusform>С этой картой {count} допустимых хода.</numerusform>
            <numerusform>С этой картой {count} допустимых ходов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="41"/>
        <source>Build of {value}, yours, {count} cards</source>
        <extracomment>For one: Build of {value}, yours, {count} card</extracomment>
        <translation>
            <numerusform>Сборка на {value}, ваша, {count} карта</numerusform>
            <numerusform>Сборка на {value}, ваша, {count} карты</numerusform>
            <numerusform>Сборка на {value}, ваша, {count} карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="42"/>
        <source>Build of {value}, {name}&apos;s, {count} cards</source>
        <extracomment>For one: Build of {value}, {name}&apos;s, {count} card</extracomment>
        <translation>
            <numerusform>Сборка на {value}, владелец: {name}, {count} карта</numerusform>
            <numerusform>Сборка на {value}, владелец: {name}, {count} карты</numerusform>
            <numerusform>Сборка на {value}, владелец: {name}, {count} карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="43"/>
        <source>Single build: {cards}.</source>
        <translation>Одиночная сборка: {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="44"/>
        <source>Multiple build: {cards}.</source>
        <translation>Множественная сборка: {cards}.</translation>
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
            <numerusform>{count} карта на руке</numerusform>
            <numerusform>{count} карты на руке</numerusform>
            <numerusform>{count} карт на руке</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="47"/>
        <source>{count} cards taken</source>
        <extracomment>For one: {count} card taken</extracomment>
        <translation>
            <numerusform>взята {count} карта</numerusform>
            <numerusform>взято {count} карты</numerusform>
            <numerusform>взято {count} карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="48"/>
        <source>Deals this round.</source>
        <translation>Сдаёт в этом раунде.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="49"/>
        <source>To play.</source>
        <translation>Ходит сейчас.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="50"/>
        <source>{count} spades taken.</source>
        <extracomment>For one: {count} spade taken.</extracomment>
        <translation>
            <numerusform>Взята {count} пика.</numerusform>
            <numerusform>Взято {count} пики.</numerusform>
            <numerusform>Взято {count} пик.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="51"/>
        <source>{count} sweeps.</source>
        <extracomment>For one: {count} sweep.</extracomment>
        <translation>
            <numerusform>{count} зачистка.</numerusform>
            <numerusform>{count} зачистки.</numerusform>
            <numerusform>{count} зачисток.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="52"/>
        <source>{count} mulles.</source>
        <extracomment>For one: {count} mulle.</extracomment>
        <translation>
            <numerusform>{count} мулле.</numerusform>
            <numerusform>{count} мулле.</numerusform>
            <numerusform>{count} мулле.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="53"/>
        <source>Takes cards into one pile with {name}.</source>
        <translation>Складывает взятые карты в одну стопку с игроком {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="54"/>
        <source>No hand is shown face up.</source>
        <translation>Ни одна рука не показана открытой.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="56"/>
        <source>{card}, on top of your capture pile</source>
        <translation>{card}, сверху вашей стопки взятых карт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="56"/>
        <source>{card}, on top of {name}&apos;s capture pile</source>
        <translation>{card}, сверху стопки взятых карт игрока {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="57"/>
        <source>Capture pile of {count} cards; its top card may be used like a table card.</source>
        <extracomment>For one: Capture pile of {count} card; its top card may be used like a table card.</extracomment>
        <translation>
            <numerusform>Стопка взятых карт: {count} карта; её верхнюю карту можно использовать как карту стола.</numerusform>
            <numerusform>Стопка взятых карт: {count} карты; её верхнюю карту можно использовать как карту стола.</numerusform>
            <numerusform>Стопка взятых карт: {count} карт; её верхнюю карту можно использовать как карту стола.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="24"/>
        <source>There is no move of yours in this round to take back.</source>
        <translation>В этом раунде нет вашего хода, который можно отменить.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="25"/>
        <source>There is no move taken back to play again.</source>
        <translation>Нет отменённого хода, который можно повторить.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="26"/>
        <source>There is no finished round of this game to review.</source>
        <translation>В этой игре ещё нет законченного раунда для разбора.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="27"/>
        <source>Looking for a good move…</source>
        <translation>Ищем хороший ход…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="36"/>
        <source>&amp;Take Back Move</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="39"/>
        <source>R&amp;edo Move</source>
        <translation>Повтор&amp;ить ход</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="44"/>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="47"/>
        <source>Re&amp;view Last Round…</source>
        <translation>&amp;Разбор последнего раунда…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="55"/>
        <source>&amp;Cards Still Out</source>
        <translation>&amp;Карты, ещё не вышедшие</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="59"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Четырёхцветная колода</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="60"/>
        <source>Diamonds blue and clubs green: {diamond} and {spade} at a glance</source>
        <translation>Бубны синие, трефы зелёные: {diamond} и {spade} различимы с первого взгляда</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="37"/>
        <source>You came back to the table after the round&apos;s first {count} moves, so this review begins at move {number}; the moves before it are in the play log.</source>
        <comment>the review of a round at a network table, for a player who rejoined mid-round; {number} is {count} + 1</comment>
        <extracomment>For one: You came back to the table after the round&apos;s first move, so this review begins at move {number}; the move before it is in the play log.</extracomment>
        <translation>
            <numerusform>Вы вернулись за стол, когда в раунде был сделан уже {count} ход, поэтому разбор начинается с хода {number}; сделанное раньше есть в журнале игры.</numerusform>
            <numerusform>Вы вернулись за стол, когда в раунде были сделаны уже {count} хода, поэтому разбор начинается с хода {number}; сделанное раньше есть в журнале игры.</numerusform>
            <numerusform>Вы вернулись за стол, когда в раунде было сделано уже {count} ходов, поэтому разбор начинается с хода {number}; сделанное раньше есть в журнале игры.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="52"/>
        <source>Review of round {number}</source>
        <translation>Разбор раунда {number}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="53"/>
        <source>Review of round {number} — {variant}</source>
        <translation>Разбор раунда {number} — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="77"/>
        <source>Table of the round under review</source>
        <translation>Стол разбираемого раунда</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="86"/>
        <source>Every hand is shown face up. During play each player saw only its own hand; the cards of the move about to be made are marked.</source>
        <translation>Все руки показаны открытыми. Во время игры каждый видел только свою руку; карты хода, который сейчас будет сделан, отмечены.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="89"/>
        <source>Your own hand is shown face up and the others face down, as you saw them during play; the cards of the move about to be made are marked.</source>
        <translation>Ваша рука показана открытой, а остальные — рубашкой вверх, как вы видели их во время игры; карты хода, который сейчас будет сделан, отмечены.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="104"/>
        <source>Moves of the round</source>
        <translation>Ходы раунда</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="106"/>
        <source>Round over: {results}</source>
        <translation>Раунд окончен: {results}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="134"/>
        <source>&amp;Start</source>
        <comment>the review&apos;s first position</comment>
        <translation>В на&amp;чало</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="135"/>
        <source>&amp;Back</source>
        <comment>the review&apos;s previous move</comment>
        <translation>&amp;Назад</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="136"/>
        <source>&amp;Forward</source>
        <comment>the review&apos;s next move</comment>
        <translation>&amp;Вперёд</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="137"/>
        <source>&amp;End</source>
        <comment>the review&apos;s end of the round</comment>
        <translation>В &amp;конец</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="194"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="164"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="213"/>
        <source>Round over.</source>
        <translation>Раунд окончен.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="197"/>
        <source>Move {number} of {count}: {move}</source>
        <translation>Ход {number} из {count}: {move}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="128"/>
        <source>Burgundy Lattice</source>
        <comment>a card back design</comment>
        <translation>Бордовая решётка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="129"/>
        <source>Navy Rosette</source>
        <comment>a card back design</comment>
        <translation>Синяя розетка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="130"/>
        <source>Forest Tartan</source>
        <comment>a card back design</comment>
        <translation>Зелёная шотландка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="131"/>
        <source>Charcoal Sunburst</source>
        <comment>a card back design</comment>
        <translation>Угольные лучи</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="25"/>
        <source>Green Baize</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Зелёное сукно</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="26"/>
        <source>Blue Baize</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Синее сукно</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="27"/>
        <source>Burgundy</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Бордовое</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="28"/>
        <source>Slate Grey</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Серый сланец</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="29"/>
        <source>Walnut</source>
        <comment>a colour of the table&apos;s cloth (a wooden table)</comment>
        <translation>Орех</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="57"/>
        <source>Card &amp;Theme</source>
        <translation>&amp;Оформление карт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="63"/>
        <source>Card &amp;Back</source>
        <translation>&amp;Рубашка карт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="66"/>
        <source>F&amp;elt</source>
        <comment>View menu: the table&apos;s cloth</comment>
        <translation>&amp;Сукно</translation>
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
        <translation>Классическое</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/themes.py" line="31"/>
        <source>Large Index</source>
        <comment>our own card theme with large corner letters</comment>
        <translation>Крупные индексы</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/catalogs.py" line="129"/>
        <location filename="../../casino_desktop/qt/catalogs.py" line="131"/>
        <source>The language could not be loaded, so the game stays in English: {reason}</source>
        <translation>Не удалось загрузить язык, поэтому игра остаётся на английском: {reason}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/catalogs.py" line="132"/>
        <source>its catalog is damaged.</source>
        <translation>файл перевода повреждён.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/daily_deal.py" line="36"/>
        <source>This match is today&apos;s deal already; Game › Restart deals it again from its first card.</source>
        <comment>said when Game › Deal of the Day is chosen while today&apos;s deal is being played</comment>
        <translation>Эта партия — уже расклад дня; Игра › Начать заново сдаст её снова с первой карты.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/daily_deal.py" line="38"/>
        <source>You have finished today&apos;s deal at this table before: these are the same cards again.</source>
        <comment>under the deal of the day&apos;s line, when the player has finished today&apos;s deal of this game at this table already today</comment>
        <translation>Вы уже доиграли сегодняшний расклад дня за таким столом: это те же карты ещё раз.</translation>
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
        <translation>Расклад дня, {date}: одни и те же карты у всех, кто сегодня играет в эту игру за таким столом.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="28"/>
        <source>**With the mouse.** Drag a card from your hand onto a table card, a build or the empty felt.  While you drag, every target that makes a legal move lights up.  If the drop means one move, it is played; if it could mean several (take these cards, or build with them), you choose from a short list; if it means none, the card goes back and the status line says why.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Мышью.** Перетащите карту из руки на карту стола, на сборку или на пустое сукно. Пока вы тащите карту, подсвечивается всё, куда её можно положить по правилам. Если такой ход один, он сыгран; если ходов несколько (взять эти карты или построить с ними сборку), вы выбираете из короткого списка; если ходов нет, карта возвращается, а строка состояния объясняет почему.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="32"/>
        <source>**By clicking.** Click a card in your hand, then the table cards you want to take or build with (a running sum shows).  The bar under the table offers the moves that selection makes: click one, or press its number.  A double-click on a card in your hand plays it: at once if it has one move, else from a short list.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Щелчками.** Щёлкните карту в руке, затем карты стола, которые хотите взять или с которыми хотите строить (сумма показывается по ходу дела). Панель под столом предлагает ходы, которые даёт этот выбор: щёлкните нужный или нажмите его номер. Двойной щелчок по карте в руке разыгрывает её: сразу, если у неё один ход, иначе — через короткий список.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="36"/>
        <source>**With the keyboard.** The arrow keys move a cursor (Up to the table, Down to your hand, Left and Right along the row).  Space picks the card under the cursor; Enter plays what you picked (on a hand card, the first Enter picks it); 1-9 play the moves offered in the bar; Esc clears your choice.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**С клавиатуры.** Клавиши со стрелками двигают курсор (вверх — на стол, вниз — в руку, влево и вправо — вдоль ряда). Пробел выбирает карту под курсором; Enter играет выбранное (на карте в руке первый Enter её выбирает); 1–9 играют ходы, предложенные на панели; Esc снимает выбор.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="44"/>
        <source>**The score and the log.** Tab goes from the table on to the score table and the play log, and then back to the table; there the arrow keys move from line to line.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Счёт и журнал.** Клавиша Tab переводит со стола на таблицу счёта и журнал игры, а затем обратно на стол; в таблице и журнале клавиши со стрелками переходят от строки к строке.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="47"/>
        <source>**The gold glow.** On your turn, the table cards and builds that glow gold are the ones a card in your hand can take or build with.  Once you pick a card from your hand, only those that can go with it glow.  A dashed light blue ring marks the cards of a hint.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Золотое свечение.** В ваш ход золотым светятся те карты и сборки на столе, которые может взять карта из вашей руки или с которыми она может построить сборку.  Когда вы выбираете карту в руке, светятся только те, что подходят к ней.  Пунктирное голубое кольцо отмечает карты подсказки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="51"/>
        <source>Several people at one screen</source>
        <translation>Несколько человек у одного экрана</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="52"/>
        <source>In *Game › New Game*, make more than one seat *Human* and type each person&apos;s name.  Every hand is then face down between turns, and the table asks for the screen to be passed on; the person to play shows their cards with Space or the button.  Until then, the one who just played may still take the move back (*Game › Take Back Move*).  Untick *Hide each hand…* to learn together with all hands face up.</source>
        <comment>Markdown: keep the * marks; the menu paths as the menus say them</comment>
        <translation>В *Игра › Новая игра…* назначьте нескольким местам игрока *Человек* и введите имя каждого. Тогда между ходами все руки лежат рубашкой вверх, а стол просит передать экран; тот, чей ход, открывает свои карты пробелом или кнопкой. До этого тот, кто только что сходил, ещё может отменить ход (*Игра › Отменить ход*). Снимите флажок *Скрывать руку каждого…*, чтобы учиться вместе, когда все карты открыты.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="64"/>
        <source>Fair cards</source>
        <translation>Честные карты</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="65"/>
        <source>**What the computer sees.** A computer player chooses its move from what you would see in its seat: its own hand, the table and the cards played so far.  It never sees your hand or the order of the stock, at any level.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Что видит компьютер.** Компьютерный игрок выбирает ход по тому, что вы видели бы на его месте: по своей руке, столу и картам, сыгранным до сих пор.  Он никогда не видит вашу руку и порядок карт в колоде, ни на каком уровне.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="68"/>
        <source>**The deal number.** Every match is shuffled from the number shown under the game&apos;s name in the side panel (*View › Side Panel*).  *Game › Restart* deals the same cards again, and the same number typed in *Game › New Game* deals them again for the same game and players, on any computer.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths as the menus say them</comment>
        <translation>**Номер сдачи.** Каждая партия тасуется по номеру, показанному под названием игры на боковой панели (*Вид › Боковая панель*).  *Игра › Начать заново* сдаёт те же карты снова, а тот же номер, введённый в *Игра › Новая игра*, сдаёт их снова для той же игры и тех же игроков на любом компьютере.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="72"/>
        <source>**A past deal.** *Game › Statistics* lists the deal number of each of your last matches: choose one and press *Play This Deal Again*, and *New Game* opens with its game, house rules and deal number.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths and the button as the menus and Statistics say them</comment>
        <translation>**Прошлая сдача.** *Игра › Статистика* показывает номер сдачи каждой из ваших последних партий: выберите партию и нажмите *Сыграть эту сдачу снова* — откроется *Новая игра* с её игрой, домашними правилами и номером сдачи.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="76"/>
        <source>Playing over the network</source>
        <translation>Игра по сети</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="77"/>
        <source>**Hosting.** *Game › Play Over the Network › Host…* first asks for the game as *New Game* does.  There the first seat is yours; every other seat set to *Joins over the network* is a seat for someone who joins from another computer (type a name and that seat waits for that person); a *Computer* seat is played by this computer.  Then read the join code and the address to the others.  Closing the table&apos;s window closes the table for everyone (you are asked first); *Host…* later offers to resume a match that stopped.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths as the menus say them</comment>
        <translation>**Как открыть стол.** *Игра › Сетевая игра › Открыть стол…* сначала спрашивает, во что играть, как *Новая игра…*. Первое место там ваше; каждое другое место с выбором *Подключается по сети* — место для того, кто подключится с другого компьютера (введите имя, и это место будет ждать именно этого человека); за место с игроком *Компьютер* играет этот компьютер. Затем продиктуйте остальным код входа и адрес. Если закрыть окно стола, стол закроется для всех (сначала вас спросят); позже *Открыть стол…* предложит продолжить прерванную партию.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="84"/>
        <source>**Joining.** *Game › Play Over the Network › Join…* lists the tables on this network; pick one or type the address the host reads out, then the code.  If a table refuses you, the dialog says why and keeps what you typed.  If your computer or the host&apos;s stops, join again: your program takes your seat back, and a computer player plays it meanwhile.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths as the menus say them</comment>
        <translation>**Как сесть за стол.** *Игра › Сетевая игра › Сесть за стол…* показывает столы в этой сети; выберите один или введите адрес, который продиктовал хозяин стола, а затем код. Если стол вас не пускает, окно объясняет почему и сохраняет всё, что вы ввели. Если ваш компьютер или компьютер хозяина перестанет работать, сядьте за стол снова: ваша программа вернёт вас на ваше место, а до тех пор за него играет компьютер.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="130"/>
        <source>The rules of the game you are playing are under *Help › Rules*; this page is about the table.</source>
        <comment>Markdown: keep the * marks</comment>
        <translation>Правила выбранной игры — в *Справка › Правила*; здесь речь о самом столе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="132"/>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="132"/>
        <source>Commands</source>
        <translation>Команды</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="141"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="142"/>
        <source>&amp;Rules</source>
        <comment>Help menu: the rules of the game</comment>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="144"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="146"/>
        <source>&amp;About Casino</source>
        <translation>&amp;О программе «Казино»</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="175"/>
        <source>How to Play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="184"/>
        <source>About Casino</source>
        <translation>О программе «Казино»</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="185"/>
        <source>&lt;h3&gt;Casino {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Казино {version}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="186"/>
        <source>&lt;p&gt;The fishing card game Casino — Cassino, Royal Casino, Nordic Kasino and Mulle — against computer players.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Карточная «рыболовная» игра Казино — Cassino, Королевское казино, северное казино и Мулле — против компьютерных игроков.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="188"/>
        <source>&lt;p&gt;Cards are drawn by the program itself. Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Карты рисует сама программа. Свободное ПО по лицензии GNU GPL версии 3 или более поздней.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="30"/>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="70"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="154"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="210"/>
        <source>Host a Table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="37"/>
        <source>&amp;Next</source>
        <comment>from the hosted game&apos;s setup on to the table&apos;s join code and port</comment>
        <translation>&amp;Далее</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="47"/>
        <source>Joins over the network</source>
        <comment>who plays a seat at a network table</comment>
        <translation>Подключается по сети</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="66"/>
        <source>Who sits here (optional)</source>
        <comment>a network seat&apos;s name field: the player who joins by that name takes the seat</comment>
        <translation>Кто здесь сидит (необязательно)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="69"/>
        <source>Type the name of the player who should sit here: when they join with that name, they take this seat. Left empty, the seat goes to whoever joins.</source>
        <translation>Введите имя игрока, который должен здесь сидеть: когда он подключится под этим именем, он займёт это место. Если поле пустое, место достанется тому, кто подключится.</translation>
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
        <translation>Имя ({seat})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="81"/>
        <source>No seat is left for anyone to join: every other seat is a computer&apos;s. Choose “{choice}” for each player who joins.</source>
        <translation>Не осталось мест для подключения: все остальные места заняты компьютером. Выберите «{choice}» для каждого игрока, который подключится.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="70"/>
        <source>&amp;Reset to the preset&apos;s rules</source>
        <translation>Ве&amp;рнуть правила варианта</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="108"/>
        <source>{game} cannot take these house rules that {before} had, so they are left out (they come back if you choose {before} again): {rules}.</source>
        <extracomment>For one: {game} cannot take this house rule that {before} had, so it is left out (it comes back if you choose {before} again): {rules}.</extracomment>
        <translation>
            <numerusform>{game}: домашнее правило, действовавшее в игре {before}, здесь не подходит и не применяется (оно вернётся, если снова выбрать {before}): {rules}.</numerusform>
            <numerusform>{game}: домашние правила, действовавшие в игре {before}, здесь не подходят и не применяются (они вернутся, если снова выбрать {before}): {rules}.</numerusform>
            <numerusform>{game}: домашние правила, действовавшие в игре {before}, здесь не подходят и не применяются (они вернутся, если снова выбрать {before}): {rules}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="131"/>
        <source>House rules: {count} differ from the preset</source>
        <comment>the heading of the New Game window&apos;s house rules</comment>
        <extracomment>For one: House rules: {count} differs from the preset</extracomment>
        <translation>
            <numerusform>Домашние правила: {count} правило отличается от варианта</numerusform>
            <numerusform>Домашние правила: {count} правила отличаются от варианта</numerusform>
            <numerusform>Домашние правила: {count} правил отличаются от варианта</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="134"/>
        <source>Changed from the preset: {rules}.</source>
        <comment>the house rules that differ from the chosen game&apos;s usual rules</comment>
        <translation>Отличия от варианта: {rules}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="137"/>
        <source>House rules (the preset&apos;s values unless you change them)</source>
        <translation>Домашние правила (значения варианта, если вы их не меняете)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="24"/>
        <source>Deal</source>
        <comment>a tab of the house rules</comment>
        <translation>Сдача</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="25"/>
        <source>Capturing</source>
        <comment>a tab of the house rules</comment>
        <translation>Захват</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="26"/>
        <source>Building</source>
        <comment>a tab of the house rules</comment>
        <translation>Сборки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="27"/>
        <source>Scoring</source>
        <comment>a tab of the house rules</comment>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="28"/>
        <source>Match</source>
        <comment>a tab of the house rules</comment>
        <translation>Партия</translation>
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
            <numerusform>{tab} ({count} изменение)</numerusform>
            <numerusform>{tab} ({count} изменения)</numerusform>
            <numerusform>{tab} ({count} изменений)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="47"/>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="47"/>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="47"/>
        <source>Start a new game and give up the match in progress?</source>
        <translation>Начать новую игру и бросить текущую партию?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="48"/>
        <source>&amp;Start New Game</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Начать новую игру</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="49"/>
        <source>Restart</source>
        <comment>the window title: deal the match again</comment>
        <translation>Начать заново</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="50"/>
        <source>Deal this match again from its first card and give up the play so far?</source>
        <translation>Сдать эту партию заново с первой карты и отказаться от уже сыгранного?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="51"/>
        <source>&amp;Restart</source>
        <comment>the button: deal the match again, with its Alt letter</comment>
        <translation>&amp;Начать заново</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="52"/>
        <source>Deal of the Day</source>
        <translation>Расклад дня</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="52"/>
        <source>Play the deal of the day and give up the match in progress?</source>
        <translation>Сыграть расклад дня и бросить текущую партию?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="53"/>
        <source>&amp;Play Deal of the Day</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Сыграть расклад дня</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="55"/>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="59"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="277"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="285"/>
        <source>Open Game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="55"/>
        <source>Open the saved game and give up the match in progress?</source>
        <translation>Открыть сохранённую игру и бросить текущую партию?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="56"/>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="61"/>
        <source>&amp;Open Saved Game</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Открыть сохранённую игру</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="59"/>
        <source>Go back to where this match was saved? The moves played since then will be lost.</source>
        <translation>Вернуться к тому месту, где партия была сохранена? Ходы, сыгранные после этого, пропадут.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="64"/>
        <source>It will count as given up in your statistics.</source>
        <translation>В статистике она будет считаться брошенной.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="65"/>
        <source>&amp;Keep Playing</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Продолжить игру</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="82"/>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="106"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Вариант:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="92"/>
        <source>&amp;Partnerships (partners sit opposite)</source>
        <translation>&amp;Парами (партнёры сидят друг напротив друга)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="100"/>
        <source>Pla&amp;yers:</source>
        <translation>Игр&amp;оки:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="106"/>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="342"/>
        <source>one round</source>
        <comment>a match without a target score</comment>
        <translation>один раунд</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="107"/>
        <source>&amp;Target score:</source>
        <translation>Играть &amp;до (очков):</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="111"/>
        <source>a new deal, shuffled at random</source>
        <translation>новая сдача, случайная</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="112"/>
        <source>The same number deals the same cards on every computer: play a deal again, or give its number to a friend. The side panel shows the number of the game being played.</source>
        <translation>Один и тот же номер сдаёт одни и те же карты на любом компьютере: сыграйте сдачу ещё раз или сообщите её номер другу. Номер текущей игры показан на боковой панели.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="115"/>
        <source>&amp;Deal number:</source>
        <translation>Номер сдач&amp;и:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="147"/>
        <source>&amp;Start</source>
        <comment>start the game</comment>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="334"/>
        <source>Usually: {summary} Your house rules below change that.</source>
        <comment>New Game, under the chosen game when house rules differ from its preset: {summary} is the game&apos;s usual description, a sentence</comment>
        <translation>Обычно: {summary} Ваши домашние правила ниже это меняют.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="341"/>
        <source>none: a fixed number of rounds</source>
        <translation>нет: заданное число раундов</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="67"/>
        <source>(house rule)</source>
        <translation>(домашнее правило)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="96"/>
        <source>&lt;b&gt;{word}&lt;/b&gt; &lt;i&gt;({language})&lt;/i&gt;: {definition}</source>
        <comment>a glossary entry for a word of another language</comment>
        <translation>&lt;b&gt;{word}&lt;/b&gt; &lt;i&gt;({language})&lt;/i&gt; — {definition}</translation>
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
        <translation>Словарь</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="117"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="121"/>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="128"/>
        <source>Every setting</source>
        <translation>Все настройки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="122"/>
        <source>Show or hide every setting of this game, with its value</source>
        <translation>Показать или скрыть все настройки этой игры с их значениями</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="131"/>
        <source>&amp;Rules</source>
        <comment>a tab of the rules window</comment>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="135"/>
        <source>&amp;Glossary</source>
        <translation>&amp;Словарь</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="176"/>
        <source>Rules — {game}</source>
        <translation>Правила — {game}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="97"/>
        <source>The round ended early</source>
        <translation>Раунд закончился досрочно</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="113"/>
        <source>{item} (at once)</source>
        <translation>{item} (сразу)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="118"/>
        <source>Round total</source>
        <translation>Итог раунда</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="127"/>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="155"/>
        <source>Round {round}</source>
        <translation>Раунд {round}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="156"/>
        <source>Match</source>
        <comment>the match sheet&apos;s total row</comment>
        <translation>Партия</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="157"/>
        <source>&lt;b&gt;Match sheet&lt;/b&gt; ({length})</source>
        <translation>&lt;b&gt;Счёт партии&lt;/b&gt; ({length})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="165"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="211"/>
        <source>Play &amp;Again</source>
        <translation>&amp;Сыграть ещё раз</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="166"/>
        <source>A new match of the same game, with the same players and house rules</source>
        <translation>Новая партия в ту же игру, с теми же игроками и домашними правилами</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="172"/>
        <location filename="../../casino_desktop/qt/main_menus.py" line="65"/>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="129"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="176"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="212"/>
        <source>&amp;Next round</source>
        <translation>&amp;Следующий раунд</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="180"/>
        <source>&amp;Review the round…</source>
        <translation>&amp;Разбор раунда…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="181"/>
        <source>Step through this round&apos;s moves with every hand face up</source>
        <translation>Пройти ходы этого раунда, видя все руки открытыми</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="75"/>
        <source>Match over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="75"/>
        <source>Round {round} scores</source>
        <translation>Очки за раунд {round}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="78"/>
        <source>Match over — {variant}</source>
        <translation>Партия окончена — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="79"/>
        <source>Round {round} scores — {variant}</source>
        <translation>Очки за раунд {round} — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="102"/>
        <source>The match was won during this round, so the items scored only at the end of a round were not counted.</source>
        <comment>under the score sheet&apos;s table of a round cut short by a win: why most cards, most spades and the like show 0 beside their counts</comment>
        <translation>Партия была выиграна во время этого раунда, поэтому то, что засчитывается только в конце раунда, не засчитано.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="38"/>
        <source>Human</source>
        <comment>who plays a seat</comment>
        <translation>Человек</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="39"/>
        <source>Computer</source>
        <comment>who plays a seat</comment>
        <translation>Компьютер</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="54"/>
        <source>A name for the seat on the table and in the play log, a person&apos;s or one for a computer player, up to {most} characters (empty: You, or the seat&apos;s side)</source>
        <translation>Имя места за столом и в журнале игры — человека или данное компьютерному игроку, не длиннее {most} символов (пусто: «Вы» или название места)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="71"/>
        <source>&amp;Hide each hand from the other people at the screen (pass and play)</source>
        <translation>&amp;Скрывать руку каждого от остальных у экрана (игра по очереди за одним экраном)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="73"/>
        <source>With two or more human seats: between turns every hand is face down, and the table asks for the screen to be passed on. Off: every human hand is face up, for learning the game together.</source>
        <translation>Если людей двое или больше: между ходами все руки лежат рубашкой вверх, а стол просит передать экран. Если выключено: все руки людей открыты — так удобно учиться игре вместе.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="91"/>
        <source>A name can have up to {most} characters.</source>
        <translation>Имя может быть не длиннее {most} символов.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/setup_problems.py" line="33"/>
        <source>Two seats are both called {name}: give each seat a name of its own.</source>
        <translation>Два места названы {name}: дайте каждому месту своё имя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="38"/>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="51"/>
        <source>Game</source>
        <comment>statistics column: the variant</comment>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="38"/>
        <source>Players</source>
        <comment>statistics column</comment>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="39"/>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="51"/>
        <source>Opponents</source>
        <comment>statistics column</comment>
        <translation>Соперники</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="39"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="23"/>
        <source>Played</source>
        <comment>statistics column</comment>
        <translation>Сыграно</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="40"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="104"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="23"/>
        <source>Won</source>
        <comment>statistics column</comment>
        <translation>Победы</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="40"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="104"/>
        <source>Lost</source>
        <comment>statistics column</comment>
        <translation>Поражения</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="41"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="105"/>
        <source>Given up</source>
        <comment>statistics column</comment>
        <translation>Брошено</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="43"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="24"/>
        <source>Won %</source>
        <comment>statistics column</comment>
        <translation>Побед, %</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="50"/>
        <source>Ended</source>
        <comment>statistics: the last matches&apos; column, when the match ended</comment>
        <translation>Окончена</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="52"/>
        <source>Result</source>
        <comment>statistics: the last matches&apos; column</comment>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="55"/>
        <source>You won</source>
        <comment>statistics: a last match&apos;s result</comment>
        <translation>Вы выиграли</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="56"/>
        <source>You lost</source>
        <comment>statistics: a last match&apos;s result</comment>
        <translation>Вы проиграли</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="57"/>
        <source>Given up</source>
        <comment>statistics: a last match&apos;s result</comment>
        <translation>Брошена</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="58"/>
        <source>Not restored</source>
        <comment>statistics: a last match&apos;s result: its save was damaged (or made by a newer version), so it could never be finished</comment>
        <translation>Не восстановлена</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="61"/>
        <source>You won {yours} to {theirs}</source>
        <comment>statistics: a last match&apos;s result; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the best of the other sides&apos;</comment>
        <translation>Вы выиграли со счётом {yours}:{theirs}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="63"/>
        <source>You lost {yours} to {theirs}</source>
        <comment>statistics: a last match&apos;s result; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the winner&apos;s</comment>
        <translation>Вы проиграли со счётом {yours}:{theirs}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="67"/>
        <source>You won {yours} to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result when the winner had no more points than another side and the rules&apos; tie-break decided; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the best of the other sides&apos;</comment>
        <translation>Вы выиграли со счётом {yours}:{theirs} по правилу ничьей</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="71"/>
        <source>You lost {yours} to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result when the winner had no more points than the player and the rules&apos; tie-break decided; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the winner&apos;s</comment>
        <translation>Вы проиграли со счётом {yours}:{theirs} по правилу ничьей</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="79"/>
        <source>You won with {count} penalty points to {theirs}</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the fewest of the other sides&apos;</comment>
        <extracomment>For one: You won with {count} penalty point to {theirs}</extracomment>
        <translation>
            <numerusform>Вы выиграли: {count} штрафное очко против {theirs}</numerusform>
            <numerusform>Вы выиграли: {count} штрафных очка против {theirs}</numerusform>
            <numerusform>Вы выиграли: {count} штрафных очков против {theirs}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="83"/>
        <source>You lost with {count} penalty points to {theirs}</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the winner&apos;s</comment>
        <extracomment>For one: You lost with {count} penalty point to {theirs}</extracomment>
        <translation>
            <numerusform>Вы проиграли: {count} штрафное очко против {theirs}</numerusform>
            <numerusform>Вы проиграли: {count} штрафных очка против {theirs}</numerusform>
            <numerusform>Вы проиграли: {count} штрафных очков против {theirs}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="87"/>
        <source>You won with {count} penalty points to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win, when the winner had no fewer penalty points than another side and the rules&apos; tie-break decided; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the fewest of the other sides&apos;</comment>
        <extracomment>For one: You won with {count} penalty point to {theirs} on the tie-break</extracomment>
        <translation>
            <numerusform>Вы выиграли по правилу ничьей: {count} штрафное очко против {theirs}</numerusform>
            <numerusform>Вы выиграли по правилу ничьей: {count} штрафных очка против {theirs}</numerusform>
            <numerusform>Вы выиграли по правилу ничьей: {count} штрафных очков против {theirs}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="93"/>
        <source>You lost with {count} penalty points to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win, when the winner had no fewer penalty points than the player and the rules&apos; tie-break decided; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the winner&apos;s</comment>
        <extracomment>For one: You lost with {count} penalty point to {theirs} on the tie-break</extracomment>
        <translation>
            <numerusform>Вы проиграли по правилу ничьей: {count} штрафное очко против {theirs}</numerusform>
            <numerusform>Вы проиграли по правилу ничьей: {count} штрафных очка против {theirs}</numerusform>
            <numerusform>Вы проиграли по правилу ничьей: {count} штрафных очков против {theirs}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="128"/>
        <source>4, partnerships</source>
        <translation>4, парами</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="129"/>
        <source>mixed levels</source>
        <translation>разные уровни</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="155"/>
        <source>No matches yet: a match counts once it is won, lost or given up.</source>
        <translation>Партий пока нет: партия засчитывается, когда она выиграна, проиграна или брошена.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="157"/>
        <source>You have won {won} of {count} matches against the computer.</source>
        <extracomment>For one: You have won {won} of {count} match against the computer.</extracomment>
        <translation>
            <numerusform>Вы выиграли {won} из {count} партии против компьютера.</numerusform>
            <numerusform>Вы выиграли {won} из {count} партий против компьютера.</numerusform>
            <numerusform>Вы выиграли {won} из {count} партий против компьютера.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="160"/>
        <source>{sentence} {count} of them were given up before the end.</source>
        <extracomment>For one: {sentence} One of them was given up before the end.</extracomment>
        <translation>
            <numerusform>{sentence} Из них {count} не доиграна до конца.</numerusform>
            <numerusform>{sentence} Из них {count} не доиграны до конца.</numerusform>
            <numerusform>{sentence} Из них {count} не доиграно до конца.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="163"/>
        <source>{sentence} {count} of them could not be restored because their saves were damaged.</source>
        <comment>statistics: matches that could never be finished because the saved game was damaged (or made by a newer version of the game); {sentence} is the sentence before it</comment>
        <extracomment>For one: {sentence} One of them could not be restored because its save was damaged.</extracomment>
        <translation>
            <numerusform>{sentence} Из них {count} не удалось восстановить: сохранение было повреждено.</numerusform>
            <numerusform>{sentence} Из них {count} не удалось восстановить: сохранения были повреждены.</numerusform>
            <numerusform>{sentence} Из них {count} не удалось восстановить: сохранения были повреждены.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="236"/>
        <source>{game}, the deal of the day of {date}</source>
        <comment>statistics: a last match&apos;s game when it was played on a deal of the day; {game} is the game&apos;s name (Casino), {date} the day whose deal it was (7 December 2026)</comment>
        <translation>{game}, расклад дня от {date}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="262"/>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="355"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="288"/>
        <source>Last matches</source>
        <translation>Последние партии</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="355"/>
        <source>Forget every result?</source>
        <translation>Забыть все результаты?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="24"/>
        <source>Not restored</source>
        <comment>statistics column: matches whose save was damaged (or made by a newer version), so they could never be finished; shown only when there are some</comment>
        <translation>Не восстановлено</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="37"/>
        <source>Results over time</source>
        <translation>Результаты по времени</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="51"/>
        <source>From {first} to {last}: {won} won, {lost} lost, {abandoned} given up, {unrestored} not restored after a damaged save; share of matches won so far: {share}%.</source>
        <comment>the statistics chart described for a screen reader; {unrestored}: matches that could never be finished because their save was damaged</comment>
        <translation>С {first} по {last}: выиграно — {won}, проиграно — {lost}, брошено — {abandoned}, не восстановлено из-за повреждённого сохранения — {unrestored}; доля выигранных партий на сегодня: {share}%.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="58"/>
        <source>From {first} to {last}: {won} won, {lost} lost, {abandoned} given up; share of matches won so far: {share}%.</source>
        <translation>С {first} по {last}: выиграно — {won}, проиграно — {lost}, брошено — {abandoned}; доля выигранных партий на сегодня: {share}%.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="63"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="75"/>
        <source>No finished matches yet.</source>
        <translation>Доигранных партий пока нет.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="108"/>
        <source>Share won so far</source>
        <translation>Доля выигранных партий</translation>
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
        <translation>Текущая серия побед:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="191"/>
        <source>Best winning streak:</source>
        <translation>Лучшая серия побед:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="32"/>
        <source>Deal number</source>
        <comment>statistics: the last matches&apos; column, each match&apos;s deal number, as the side panel shows it and New Game takes it (the same number deals the same cards)</comment>
        <translation>Сдача №</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="34"/>
        <source>&amp;Play This Deal Again…</source>
        <comment>statistics: a button and a context-menu item; opens New Game with the chosen match&apos;s game, house rules, seats and deal number</comment>
        <translation>&amp;Сыграть эту сдачу снова…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="38"/>
        <source>Choose a match to play its deal again.</source>
        <comment>statistics: beside Play This Deal Again while no match of the last matches is chosen</comment>
        <translation>Выберите партию, чтобы сыграть её сдачу снова.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="40"/>
        <source>New Game will open with this match&apos;s game, house rules and deal number.</source>
        <comment>statistics: beside Play This Deal Again once a match with a deal number is chosen</comment>
        <translation>Откроется «Новая игра» с игрой, домашними правилами и номером сдачи этой партии.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="42"/>
        <source>Older versions of Casino kept no deal number for this match.</source>
        <comment>statistics: why a chosen match (of an older version) cannot be dealt again</comment>
        <translation>Прежние версии «Казино» не сохраняли номер сдачи этой партии.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="44"/>
        <source>This version of Casino cannot deal this match&apos;s game again.</source>
        <comment>statistics: why a chosen match cannot be dealt again: its game or house rules are not known here</comment>
        <translation>Эта версия «Казино» не может снова сдать игру этой партии.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="20"/>
        <source>At one screen</source>
        <comment>statistics: the heading of the matches of several people at one screen, counted by each person&apos;s name</comment>
        <translation>У одного экрана</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="22"/>
        <source>Name</source>
        <comment>statistics column: a person&apos;s name at one screen, as their seat was called</comment>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="25"/>
        <source>No matches of several people at one screen yet. Each person&apos;s matches are counted here by the name of their seat.</source>
        <translation>Партий нескольких человек у одного экрана пока нет. Партии каждого человека учитываются здесь по имени его места.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="89"/>
        <source>The list above counts matches of one person against the computer; matches of several people at one screen are counted under “{section}”.</source>
        <comment>statistics: under the list of matches against the computer; {section} is the heading “At one screen” further down the dialog</comment>
        <translation>В списке выше учитываются партии одного человека против компьютера; партии нескольких человек у одного экрана учитываются в разделе «{section}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="28"/>
        <source>Your game is not being saved: {reason}. It is tried again after every move.</source>
        <translation>Ваша игра не сохраняется: {reason}. Сохранить её пробуем снова после каждого хода.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="29"/>
        <source>Your game is not being saved. It is tried again after every move.</source>
        <translation>Ваша игра не сохраняется. Сохранить её пробуем снова после каждого хода.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="34"/>
        <source>Your game cannot be saved in the folder for saved games: {reason}. If Casino is closed or stops now, this game is lost. Free some disk space, or make the folder writable again: the game tries again after every move and tells you when saving works.</source>
        <translation>Игру не удаётся сохранить в папке сохранённых игр: {reason}. Если «Казино» сейчас закроется или остановится, эта игра пропадёт. Освободите место на диске или снова разрешите запись в папку: игра пробует сохраниться после каждого хода и сообщит, когда сохранение заработает.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="37"/>
        <source>Your game cannot be saved in the folder for saved games. If Casino is closed or stops now, this game is lost. Free some disk space, or make the folder writable again: the game tries again after every move and tells you when saving works.</source>
        <translation>Игру не удаётся сохранить в папке сохранённых игр. Если «Казино» сейчас закроется или остановится, эта игра пропадёт. Освободите место на диске или снова разрешите запись в папку: игра пробует сохраниться после каждого хода и сообщит, когда сохранение заработает.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="52"/>
        <source>Not saved</source>
        <comment>a mark on the status line while the game cannot be saved</comment>
        <translation>Не сохранено</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="64"/>
        <source>Your game is being saved again.</source>
        <translation>Ваша игра снова сохраняется.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="77"/>
        <source>Your game is not being saved</source>
        <translation>Ваша игра не сохраняется</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="79"/>
        <source>To keep this game now, choose Save As and save it in another folder.</source>
        <translation>Чтобы не потерять эту игру, выберите «Сохранить как» и сохраните её в другой папке.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="80"/>
        <source>Save As…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="81"/>
        <source>Keep Playing</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="51"/>
        <source>Your unfinished game could not be restored because its save was damaged, so a new game has started; the damaged save is kept in {folder}.</source>
        <translation>Вашу незаконченную игру не удалось восстановить: её сохранение повреждено. Началась новая игра; повреждённое сохранение лежит в папке {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="55"/>
        <source>Your unfinished game could not be restored because its save was damaged, so a new game has started; your statistics count that match as not restored, not as given up, and the damaged save is kept in {folder}.</source>
        <translation>Вашу незаконченную игру не удалось восстановить: её сохранение повреждено. Началась новая игра; в статистике эта партия считается невосстановленной, а не брошенной, а повреждённое сохранение лежит в папке {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="61"/>
        <source>Your last save was damaged, but the copy kept before it holds the same position, so your unfinished game is back whole; the damaged save is kept in {folder}.</source>
        <translation>Последнее сохранение было повреждено, но копия, сделанная перед ним, хранит ту же позицию, поэтому ваша незаконченная игра восстановлена полностью; повреждённое сохранение лежит в папке {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="63"/>
        <source>Your last save was damaged, so your unfinished game is back from the copy kept before it, which may be a move behind; the damaged save is kept in {folder}.</source>
        <translation>Последнее сохранение было повреждено, поэтому ваша незаконченная игра восстановлена из копии, сделанной перед ним, и может отставать на один ход; повреждённое сохранение лежит в папке {folder}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="66"/>
        <source>Your saves were damaged, so your unfinished game is back as far as they could be read, {count} moves in; the damaged saves are kept in {folder}.</source>
        <extracomment>For one: Your saves were damaged, so your unfinished game is back as far as they could be read, {count} move in; the damaged saves are kept in {folder}.</extracomment>
        <translation>
            <numerusform>Ваши сохранения были повреждены, поэтому незаконченная игра восстановлена настолько, насколько их удалось прочитать: {count} ход; повреждённые сохранения лежат в папке {folder}.</numerusform>
            <numerusform>Ваши сохранения были повреждены, поэтому незаконченная игра восстановлена настолько, насколько их удалось прочитать: {count} хода; повреждённые сохранения лежат в папке {folder}.</numerusform>
            <numerusform>Ваши сохранения были повреждены, поэтому незаконченная игра восстановлена настолько, насколько их удалось прочитать: {count} ходов; повреждённые сохранения лежат в папке {folder}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="74"/>
        <source>Your unfinished game was saved by a newer version of Casino and cannot be continued in this one, so a new game has started; that save is kept in {folder}.</source>
        <translation>Вашу незаконченную игру сохранила более новая версия «Казино», и в этой её нельзя продолжить, поэтому началась новая игра; это сохранение лежит в папке {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="76"/>
        <source>Your unfinished game was saved by a newer version of Casino and cannot be continued in this one, so a new game has started; your statistics count that match as not restored, not as given up, and that save is kept in {folder}.</source>
        <translation>Вашу незаконченную игру сохранила более новая версия «Казино», и в этой её нельзя продолжить, поэтому началась новая игра; в статистике эта партия считается невосстановленной, а не брошенной, а это сохранение лежит в папке {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="163"/>
        <source>Games cannot be kept this time: the folder for saved games cannot be made.</source>
        <translation>На этот раз игры не сохраняются: не удаётся создать папку для сохранённых игр.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="203"/>
        <source>Your unfinished game is back ({menu} starts another).</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Ваша незаконченная игра восстановлена (новую можно начать через {menu}).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/computer_seats.py" line="36"/>
        <source>{name}&apos;s computer player made a mistake; a legal move was played for it.</source>
        <translation>Компьютерный игрок за место «{name}» ошибся; за него сыгран допустимый ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/computer_seats.py" line="37"/>
        <source>{name}&apos;s computer player took too long; a legal move was played for it.</source>
        <translation>Компьютерный игрок за место «{name}» думал слишком долго; за него сыгран допустимый ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/computer_seats.py" line="38"/>
        <source>No hint this time: the computer could not work one out.</source>
        <translation>На этот раз подсказки нет: компьютер не смог её найти.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="30"/>
        <source>Casino games (*.casino.json);;All files (*)</source>
        <comment>file dialog filters: keep the (*...) patterns and ;;</comment>
        <translation>Игры «Казино» (*.casino.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="34"/>
        <source>game</source>
        <comment>the file name Save Game suggests, before .casino.json: one plain word</comment>
        <translation>партия</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="36"/>
        <source>This saved game</source>
        <translation>Эта сохранённая игра</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="38"/>
        <source>A file named “{name}” stood where the folder for saved games goes, so it was put aside and the folder made; it is kept in {folder}.</source>
        <comment>{name}: the file&apos;s name on disk, saves, quoted in your language&apos;s quotation marks; {folder}: the data folder</comment>
        <translation>Там, где должна быть папка сохранённых игр, лежал файл «{name}», поэтому его отложили в сторону и создали папку; файл хранится в папке {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="201"/>
        <source>{what} cannot be replayed: it is damaged.</source>
        <translation>{what} не воспроизводится: файл повреждён.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="255"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="261"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="269"/>
        <source>Save Game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="262"/>
        <source>That file is where the program keeps your game by itself after every move: choose another name or folder.</source>
        <translation>В этот файл программа сама сохраняет вашу партию после каждого хода: выберите другое имя или папку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="268"/>
        <source>the system refused</source>
        <comment>why a file could not be written</comment>
        <translation>система отказала</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="269"/>
        <source>The game could not be saved: {reason}.</source>
        <translation>Не удалось сохранить игру: {reason}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="312"/>
        <source>Saved as “{name}”.</source>
        <comment>{name}: the name the player gave the saved file; keep it quoted in your language&apos;s quotation marks</comment>
        <translation>Сохранено как «{name}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="23"/>
        <source>Opened “{name}”.</source>
        <comment>{name}: the name of the saved file opened; keep it quoted in your language&apos;s quotation marks</comment>
        <translation>Открыто: «{name}».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="37"/>
        <source>Stop Opening</source>
        <translation>Прервать открытие</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="39"/>
        <source>Stop reading the saved game; the game in play goes on.</source>
        <translation>Прекратить чтение сохранённой игры; текущая игра продолжается.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="51"/>
        <source>Opening the saved game…</source>
        <translation>Открываем сохранённую игру…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/opening.py" line="66"/>
        <source>Opening the saved game: {count} moves replayed…</source>
        <extracomment>For one: Opening the saved game: {count} move replayed…</extracomment>
        <translation>
            <numerusform>Открываем сохранённую игру: повторён {count} ход…</numerusform>
            <numerusform>Открываем сохранённую игру: повторено {count} хода…</numerusform>
            <numerusform>Открываем сохранённую игру: повторено {count} ходов…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="80"/>
        <source>Opening the saved game was stopped; the game in play goes on.</source>
        <translation>Открытие сохранённой игры прервано; текущая игра продолжается.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="28"/>
        <source>Casino is already open, so its window has been brought to the front.</source>
        <translation>«Казино» уже открыто, поэтому его окно выведено на передний план.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="29"/>
        <source>Casino is already open, so the game you asked for has been handed to its window.</source>
        <translation>«Казино» уже открыто, поэтому нужная вам игра передана в его окно.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="30"/>
        <source>Casino is already open, but its window does not answer. Close it, or wait until it answers, and then start Casino again.</source>
        <translation>«Казино» уже открыто, но его окно не отвечает. Закройте его или дождитесь ответа, а затем снова запустите «Казино».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="32"/>
        <source>Casino was started again while this window was open, so this window came to the front: one window keeps your games.</source>
        <translation>«Казино» запустили ещё раз, когда это окно было открыто, поэтому оно выведено на передний план: ваши игры хранит одно окно.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="34"/>
        <source>Casino was started again with a new game, but you kept this match.</source>
        <translation>«Казино» запустили ещё раз с новой игрой, но вы оставили эту партию.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/second_start.py" line="105"/>
        <source>Start {game} for {count} players and give up the match in progress?</source>
        <extracomment>For one: Start {game} for {count} player and give up the match in progress?</extracomment>
        <translation>
            <numerusform>Начать игру {game} для {count} игрока и бросить текущую партию?</numerusform>
            <numerusform>Начать игру {game} для {count} игроков и бросить текущую партию?</numerusform>
            <numerusform>Начать игру {game} для {count} игроков и бросить текущую партию?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/second_start.py" line="107"/>
        <source>Start {game} for {count} players, deal {number}, and give up the match in progress?</source>
        <comment>{number}: the deal number, which deals the same cards again</comment>
        <extracomment>For one: Start {game} for {count} player, deal {number}, and give up the match in progress?</extracomment>
        <translation>
            <numerusform>Начать игру {game} для {count} игрока, сдача № {number}, и бросить текущую партию?</numerusform>
            <numerusform>Начать игру {game} для {count} игроков, сдача № {number}, и бросить текущую партию?</numerusform>
            <numerusform>Начать игру {game} для {count} игроков, сдача № {number}, и бросить текущую партию?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="110"/>
        <source>Start {game} for four players in two partnerships and give up the match in progress?</source>
        <translation>Начать игру {game} для четырёх игроков в двух парах и бросить текущую партию?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="111"/>
        <source>Start {game} for four players in two partnerships, deal {number}, and give up the match in progress?</source>
        <comment>{number}: the deal number, which deals the same cards again</comment>
        <translation>Начать игру {game} для четырёх игроков в двух парах, сдача № {number}, и бросить текущую партию?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/language_switch.py" line="55"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/language_switch.py" line="59"/>
        <source>System Language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/language_switch.py" line="107"/>
        <source>The game now speaks English.</source>
        <comment>said in the language just chosen: name YOUR language in this sentence, as your language writes it inside a sentence</comment>
        <translation>Теперь игра на русском языке.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="28"/>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation>Медленно</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="28"/>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Обычно</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="29"/>
        <source>Fast</source>
        <comment>animation speed</comment>
        <translation>Быстро</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="29"/>
        <source>Instant</source>
        <comment>animation speed</comment>
        <translation>Мгновенно</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="46"/>
        <source>&amp;Restart</source>
        <translation>Начать &amp;заново</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="47"/>
        <source>Deal of the &amp;Day</source>
        <translation>Расклад &amp;дня</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="48"/>
        <source>&amp;Practice…</source>
        <translation>&amp;Тренировка…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="49"/>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="41"/>
        <source>Play Over the Net&amp;work</source>
        <translation>Сетева&amp;я игра</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="50"/>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="42"/>
        <source>&amp;Host…</source>
        <translation>&amp;Открыть стол…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="51"/>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="43"/>
        <source>&amp;Join…</source>
        <translation>&amp;Сесть за стол…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="59"/>
        <source>St&amp;atistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="61"/>
        <source>&amp;Open Game…</source>
        <translation>Откр&amp;ыть игру…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="62"/>
        <source>&amp;Save Game…</source>
        <translation>Со&amp;хранить игру…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="66"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="67"/>
        <source>Animation &amp;Speed</source>
        <translation>Скорость &amp;анимации</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="78"/>
        <source>Side &amp;Panel</source>
        <translation>&amp;Боковая панель</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_window.py" line="112"/>
        <source>Welcome to Casino.</source>
        <translation>Добро пожаловать в «Казино».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/menu_names.py" line="13"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/menu_names.py" line="14"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="56"/>
        <source>Your network table stopped before its match was over: {menu} opens it again where it stopped, and its players take their seats back.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Ваш сетевой стол остановился до конца партии: {menu} снова откроет его с того же места, и игроки вернутся на свои места.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="60"/>
        <source>Your network table&apos;s match cannot be resumed: {why} {menu} opens a new table.</source>
        <comment>{why} is a whole sentence on what is wrong with the file; {menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Партию вашего сетевого стола нельзя продолжить: {why} {menu} откроет новый стол.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="63"/>
        <source>Your seat at the network table at {address} is kept while its match goes on: {menu} takes it back.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Ваше место за сетевым столом по адресу {address} сохраняется, пока идёт партия: {menu} вернёт его вам.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialog_parts.py" line="63"/>
        <source>Join code {code}, port {port}.</source>
        <translation>Код входа {code}, порт {port}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialog_parts.py" line="64"/>
        <source>Join code {code}; players join at {addresses}.</source>
        <translation>Код входа {code}; игроки подключаются по адресу {addresses}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="32"/>
        <source>Nothing answers at {address} yet: its host has not opened the table again. Join… takes your seat back once the host has.</source>
        <translation>По адресу {address} пока никто не отвечает: хозяин ещё не открыл стол снова. «Сесть за стол…» вернёт вам место, когда он его откроет.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="68"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="275"/>
        <source>Join a Table</source>
        <translation>Сесть за стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="79"/>
        <source>address:port, like 192.168.1.20:4747</source>
        <translation>адрес:порт, например 192.168.1.20:4747</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="81"/>
        <source>the code the host reads out</source>
        <translation>код, который продиктует хозяин стола</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="92"/>
        <source>Tables on this network:</source>
        <translation>Столы в этой сети:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="93"/>
        <source>Address:</source>
        <translation>Адрес:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="94"/>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="80"/>
        <source>Join code:</source>
        <translation>Код входа:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="95"/>
        <source>Your name:</source>
        <translation>Ваше имя:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="101"/>
        <source>Join</source>
        <translation>Сесть</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="137"/>
        <source>The table at {address} now is not the one your seat was kept at: type the code its host reads out.</source>
        <translation>Стол по адресу {address} теперь не тот, за которым сохранялось ваше место: введите код, который назовёт его хозяин.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="168"/>
        <source>{name} at {address}: {game}, {open} of {players} seats free; your seat is kept</source>
        <translation>{name}, {address}: {game}, свободно мест: {open} из {players}; ваше место сохранено</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="170"/>
        <source>{name} at {address}: {game}, {open} of {players} seats free</source>
        <translation>{name}, {address}: {game}, свободно мест: {open} из {players}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="178"/>
        <source>Looking for tables on this network…</source>
        <translation>Поиск столов в этой сети…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="208"/>
        <source>Give the host&apos;s address and port, like 192.168.1.20:4747.</source>
        <translation>Укажите адрес и порт хозяина стола, например 192.168.1.20:4747.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="210"/>
        <source>A join code never holds {characters}: check the code the host reads out.</source>
        <translation>В коде входа не бывает символов {characters}: проверьте код, который продиктовал хозяин стола.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="214"/>
        <source>The join code has eight letters and digits.</source>
        <translation>Код входа состоит из восьми букв и цифр.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="231"/>
        <source>Joining the table at {address}…</source>
        <translation>Подключение к столу по адресу {address}…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="35"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="35"/>
        <source>{name}: you, at this computer</source>
        <translation>{name}: вы, за этим компьютером</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="37"/>
        <source>{seat}: kept for {name}, who joins with that name</source>
        <translation>{seat}: место за игроком {name}, который подключится под этим именем</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="39"/>
        <source>{name}: a seat for someone who joins</source>
        <translation>{name}: место для того, кто подключится</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="41"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="39"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="51"/>
        <source>{name}: a computer player ({level})</source>
        <translation>{name}: компьютер ({level})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="45"/>
        <source>Partners: {side} against {other}.</source>
        <translation>Пары: {side} против {other}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="53"/>
        <source>{name}&apos;s table</source>
        <translation>Стол — {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="57"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="231"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="246"/>
        <source>Casino table</source>
        <translation>Стол для казино</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="86"/>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="91"/>
        <source>none: this computer is not on a network</source>
        <translation>нет: этот компьютер не подключён к сети</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="92"/>
        <source>Addresses:</source>
        <translation>Адреса:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="93"/>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="99"/>
        <source>Plays for anyone who drops:</source>
        <translation>Играет за выбывшего:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="100"/>
        <source>Allow hints and the coach for players who join</source>
        <translation>Разрешить подсказки и тренера игрокам, которые подключаются</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="103"/>
        <source>List the table for players on this network</source>
        <translation>Показывать стол игрокам этой сети</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="112"/>
        <source>Table name:</source>
        <translation>Название стола:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="117"/>
        <source>Seats:</source>
        <translation>Места:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="119"/>
        <source>Open the Table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="123"/>
        <source>Read the code to the players who join. Nothing listens until you open the table, and closing the table&apos;s window stops it.</source>
        <translation>Продиктуйте код тем, кто садится за стол. Пока вы не откроете стол, подключиться нельзя; закрыв окно стола, вы его закроете.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="136"/>
        <source>No seat is left for anyone to join: every other seat is a computer&apos;s. Cancel, and make a seat Human in the game&apos;s setup for each player who joins.</source>
        <translation>Не осталось ни одного места для тех, кто подключится: на всех остальных местах играет компьютер. Нажмите «Отмена» и в настройках игры назначьте игрока «Человек» стольким местам, сколько игроков будет подключаться.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="146"/>
        <source>Port {port} is in use on this computer: choose another, like {other}.</source>
        <translation>Порт {port} на этом компьютере занят: выберите другой, например {other}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_lost.py" line="68"/>
        <source>Trying to reach the host again…</source>
        <translation>Пытаемся снова связаться с хозяином…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_lost.py" line="69"/>
        <source>Waiting for the host to reopen the table…</source>
        <translation>Ждём, когда хозяин снова откроет стол…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_lost.py" line="108"/>
        <source>The host has closed the table for now: your move can be played once it is open again.</source>
        <translation>Хозяин пока закрыл стол: ваш ход можно будет сыграть, когда стол снова откроется.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/leaving.py" line="34"/>
        <source>{names} are at your table: close it for everyone?</source>
        <extracomment>For one: {names} is at your table: close it for everyone?</extracomment>
        <translation>
            <numerusform>За вашим столом сидит {names}: закрыть его для всех?</numerusform>
            <numerusform>За вашим столом сидят {names}: закрыть его для всех?</numerusform>
            <numerusform>За вашим столом сидят {names}: закрыть его для всех?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/leaving.py" line="42"/>
        <source>Leave the table in the middle of the match? Your seat is kept until you come back: a computer player plays it while someone else is still at the table.</source>
        <translation>Встать из-за стола посреди партии? Ваше место сохранится до вашего возвращения: пока за столом есть кто-то ещё, за него играет компьютер.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/leaving.py" line="49"/>
        <location filename="../../casino_desktop/qt/net/window.py" line="210"/>
        <source>Close the Table</source>
        <translation>Закрыть стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/leaving.py" line="49"/>
        <location filename="../../casino_desktop/qt/net/window.py" line="211"/>
        <source>Leave the Table</source>
        <translation>Встать из-за стола</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="31"/>
        <source>The network match that stopped cannot be resumed: {why} Choose the game for a new table.</source>
        <comment>{why} is a whole sentence on what is wrong with the file</comment>
        <translation>Остановленную сетевую партию нельзя продолжить: {why} Выберите игру для нового стола.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="155"/>
        <source>Resume the network match that stopped? Its players take their seats back with the same code. Starting a new match instead discards it.</source>
        <translation>Продолжить прерванную сетевую партию? Игроки вернутся на свои места с тем же кодом. Если начать новую партию, прерванная будет удалена.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="157"/>
        <source>&amp;Resume</source>
        <comment>the network match that stopped</comment>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="159"/>
        <source>&amp;New Match</source>
        <comment>in place of the network match that stopped, which is discarded</comment>
        <translation>&amp;Новая партия</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="185"/>
        <source>You already have a seat at a network table: close its window to leave it first.</source>
        <translation>У вас уже есть место за сетевым столом: сначала закройте его окно, чтобы выйти из-за стола.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="258"/>
        <source>The table could not be opened on port {port}: another program uses it.</source>
        <translation>Не удалось открыть стол на порту {port}: его занимает другая программа.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="37"/>
        <source>{name}: closed the table</source>
        <translation>{name}: хозяин закрыл стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="41"/>
        <source>{name}: their seat is kept until the host opens the table again</source>
        <translation>{name}: место сохраняется, пока хозяин снова не откроет стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="43"/>
        <source>{name}: no longer seated: the host closed the table</source>
        <translation>{name}: больше не за столом: хозяин закрыл стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="47"/>
        <source>{name}: hosts the table, which cannot be reached at the moment</source>
        <translation>{name}: хозяин стола, с которым сейчас нет связи</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="49"/>
        <source>{name}: not known while the connection to the host is lost</source>
        <translation>{name}: неизвестно, пока связь с хозяином стола потеряна</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="53"/>
        <source>{name}: a computer player that joined over the network</source>
        <translation>{name}: компьютер, подключившийся по сети</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="55"/>
        <source>{name}: waiting for a player to join</source>
        <translation>{name}: ждём, когда подключится игрок</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="59"/>
        <source>{name}: connection lost</source>
        <translation>{name}: связь потеряна</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="61"/>
        <source>{name}: left the table</source>
        <translation>{name}: больше не за столом</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="63"/>
        <source>{name}: not back at the table yet; a computer player ({level}) plays until they return</source>
        <translation>{name}: ещё не вернулся за стол; пока игрок не вернётся, за него играет компьютер ({level})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="66"/>
        <source>{name}: connection lost; a computer player ({level}) plays until they return</source>
        <translation>{name}: связь потеряна; пока игрок не вернётся, за него играет компьютер ({level})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="69"/>
        <source>{name}: left the table; a computer player ({level}) plays until they return</source>
        <translation>{name}: игрок вышел из-за стола; пока он не вернётся, за него играет компьютер ({level})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="74"/>
        <source>{name}: hosts the table; still reading the last round&apos;s scores</source>
        <translation>{name}: хозяин стола; ещё смотрит очки прошлого раунда</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="76"/>
        <source>{name}: hosts the table</source>
        <translation>{name}: хозяин стола</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="78"/>
        <source>{name}: joined and connected; still reading the last round&apos;s scores</source>
        <translation>{name}: в игре, на связи; ещё смотрит очки прошлого раунда</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="79"/>
        <source>{name}: joined and connected</source>
        <translation>{name}: в игре, на связи</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="97"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="100"/>
        <source>At the table</source>
        <translation>За столом</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/sheet_news.py" line="57"/>
        <source>The next round is dealt, and it is your turn.</source>
        <comment>on the score sheet at a network table: the host dealt the next round while the player read it</comment>
        <translation>Следующий раунд сдан, и сейчас ваш ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/sheet_news.py" line="62"/>
        <source>{name} is still reading the last round&apos;s scores: the table waits for their move.</source>
        <comment>the status line at a network table; {name} is another player&apos;s name, never &apos;You&apos;</comment>
        <translation>{name}: ещё смотрит очки прошлого раунда; стол ждёт хода.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_menus.py" line="31"/>
        <source>A network match is saved by its host as it is played: if the table stops, the host resumes it with {menu} and every player takes their seat back.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Сетевую партию сохраняет хозяин стола по ходу игры: если стол остановится, хозяин продолжит её через {menu}, и каждый игрок вернётся на своё место.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_menus.py" line="123"/>
        <source>At a network table a move stands once it is played: the other players have already seen it.</source>
        <translation>За сетевым столом сыгранный ход не отменяется: другие игроки его уже видели.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/table_words.py" line="26"/>
        <source>{names} are at your table: close it for everyone? You can resume the match later where it stopped with {menu}.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <extracomment>For one: {names} is at your table: close it for everyone? You can resume the match later where it stopped with {menu}.</extracomment>
        <translation>
            <numerusform>За вашим столом сидит {names}: закрыть его для всех? Продолжить партию с того места, где она остановилась, можно позже через {menu}.</numerusform>
            <numerusform>За вашим столом сидят {names}: закрыть его для всех? Продолжить партию с того места, где она остановилась, можно позже через {menu}.</numerusform>
            <numerusform>За вашим столом сидят {names}: закрыть его для всех? Продолжить партию с того места, где она остановилась, можно позже через {menu}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="35"/>
        <source>Close your table in the middle of the match? You can resume it later where it stopped with {menu}.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Закрыть ваш стол посреди партии? Продолжить её с того места, где она остановилась, можно позже через {menu}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="41"/>
        <source>You stopped waiting for the host. {join} takes your seat back once the table is open again.</source>
        <comment>{join} is where a menu item is, such as: Game › New Game</comment>
        <translation>Вы перестали ждать хозяина стола. Когда стол снова откроется, {join} вернёт вас на ваше место.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="44"/>
        <source>The host started a new match at this table, so the match you had a seat in is over. {join} with the new join code takes a seat in the new one.</source>
        <comment>{join} is where a menu item is, such as: Game › New Game</comment>
        <translation>Хозяин стола начал за этим столом новую партию, поэтому партия, в которой у вас было место, окончена. {join} с новым кодом входа даст вам место в новой партии.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="58"/>
        <source>The connection to the host was lost; this window keeps trying to reach it.</source>
        <translation>Связь с хозяином потеряна; это окно продолжает попытки связаться с ним.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="62"/>
        <source>Nothing has come from the host for a minute: the connection may be lost. This window keeps trying to reach it.</source>
        <translation>От хозяина уже минуту ничего не приходит: возможно, связь потеряна. Это окно продолжает попытки связаться с ним.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="67"/>
        <source>At a network table the host deals the next match: this window follows when they do.</source>
        <translation>За сетевым столом следующую партию сдаёт хозяин стола: это окно перейдёт к ней, когда он её сдаст.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="69"/>
        <source>This table is closed, so no new match can be dealt at it: {host} opens a table, and {join} takes a seat at one.</source>
        <comment>{host} and {join} are where menu items are, such as: Game › New Game</comment>
        <translation>Этот стол закрыт, поэтому новую партию за ним сдать нельзя: {host} открывает стол, а {join} даёт место за столом.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="87"/>
        <source>Stop Waiting</source>
        <translation>Прекратить ожидание</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/window.py" line="132"/>
        <source>Waiting for {names} to join: the join code is {code}.</source>
        <extracomment>For one: Waiting for {names} to join: the join code is {code}.</extracomment>
        <translation>
            <numerusform>Ждём, когда подключится {names}: код входа {code}.</numerusform>
            <numerusform>Ждём, когда подключатся {names}: код входа {code}.</numerusform>
            <numerusform>Ждём, когда подключатся {names}: код входа {code}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/window.py" line="136"/>
        <source>Waiting for {names} to join.</source>
        <extracomment>For one: Waiting for {names} to join.</extracomment>
        <translation>
            <numerusform>Ждём, когда подключится {names}.</numerusform>
            <numerusform>Ждём, когда подключатся {names}.</numerusform>
            <numerusform>Ждём, когда подключатся {names}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="175"/>
        <source>The host does not allow hints at this table.</source>
        <translation>Хозяин стола не разрешает подсказки за этим столом.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="176"/>
        <source>The host does not allow the coach at this table.</source>
        <translation>Хозяин стола не разрешает тренера за этим столом.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="178"/>
        <source>The host has turned hints and the coach off for this table.</source>
        <translation>Хозяин стола отключил подсказки и тренера за этим столом.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="186"/>
        <source>{table} — Casino</source>
        <comment>a network table&apos;s window title</comment>
        <translation>{table} — Казино</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="203"/>
        <location filename="../../casino_desktop/qt/net/window.py" line="256"/>
        <source>Show the Join Code</source>
        <translation>Показать код входа</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="204"/>
        <source>Start With Computer Players in the Empty Seats</source>
        <translation>Начать с компьютерными игроками на свободных местах</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="238"/>
        <source>Step through this round&apos;s moves as you saw them, your own hand face up</source>
        <translation>Пройти ходы этого раунда так, как вы их видели, со своей рукой открытой</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/comeback.py" line="36"/>
        <source>Your practice of {rules} is back, at the drill you were on.</source>
        <comment>said at start; {rules} is a game&apos;s name, or such as: Casino with your house rules</comment>
        <translation>Ваша тренировка ({rules}) восстановлена на том задании, где вы остановились.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/comeback.py" line="38"/>
        <source>Your practice of {rules} is back, with the same drills.</source>
        <comment>said at start, when the last drill had been answered; {rules} is a game&apos;s name, or such as: Casino with your house rules</comment>
        <translation>Ваша тренировка ({rules}) восстановлена с теми же заданиями.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/comeback.py" line="41"/>
        <source>Your practice of {rules} is back with the same drills, but the drill you were on could not be dealt again.</source>
        <comment>said at start; {rules} is a game&apos;s name, or such as: Casino with your house rules</comment>
        <translation>Ваша тренировка ({rules}) восстановлена с теми же заданиями, но задание, на котором вы остановились, не удалось сдать заново.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="14"/>
        <source>Practice — {variant}</source>
        <translation>Тренировка — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="15"/>
        <source>Practice</source>
        <translation>Тренировка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="16"/>
        <source>Start &amp;Practice</source>
        <translation>Начать &amp;тренировку</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="17"/>
        <source>Pr&amp;actise These Rules</source>
        <translation>По&amp;тренироваться по этим правилам</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="18"/>
        <source>Rule drills for the variant and house rules chosen here, instead of a game.</source>
        <translation>Упражнения на правила выбранного здесь варианта и домашних правил вместо игры.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="21"/>
        <source>Dealing practice positions for {variant}…</source>
        <translation>Раздаём позиции для тренировки: {variant}…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="22"/>
        <source>No drill came up for these rules; try other house rules.</source>
        <translation>Для этих правил не нашлось ни одного упражнения; попробуйте другие домашние правила.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="23"/>
        <source>Every topic of {variant} is learnt for now: the schedule asks each one again when it is due. You may practise anyway.</source>
        <translation>Все темы варианта «{variant}» пока выучены: расписание спросит каждую снова, когда подойдёт срок. Но потренироваться можно и сейчас.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="25"/>
        <source>Practise &amp;Anyway</source>
        <translation>Всё равно &amp;потренироваться</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="28"/>
        <source>Topic: {topic}</source>
        <translation>Тема: {topic}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="29"/>
        <source>Mastered {mastered} of {count} topics · this session {right} right, {wrong} wrong</source>
        <extracomment>For one: Mastered {mastered} of {count} topic · this session {right} right, {wrong} wrong</extracomment>
        <translation>
            <numerusform>Освоено {mastered} из {count} темы · в этом занятии верно: {right}, неверно: {wrong}</numerusform>
            <numerusform>Освоено {mastered} из {count} тем · в этом занятии верно: {right}, неверно: {wrong}</numerusform>
            <numerusform>Освоено {mastered} из {count} тем · в этом занятии верно: {right}, неверно: {wrong}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="32"/>
        <source>Two players.</source>
        <translation>Два игрока.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="33"/>
        <source>Three players.</source>
        <translation>Три игрока.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="34"/>
        <source>Four players, each for themselves.</source>
        <translation>Четыре игрока, каждый за себя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="35"/>
        <source>Four players in partnerships; your partner sits opposite you.</source>
        <translation>Четыре игрока парами; ваш партнёр сидит напротив вас.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="37"/>
        <source>This is the last deal of the round.</source>
        <translation>Это последняя сдача раунда.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="39"/>
        <source>This is the first deal of the round.</source>
        <translation>Это первая сдача раунда.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="40"/>
        <source>This is deal {number} of the round, not the first.</source>
        <comment>{number}: 2, 3, ...</comment>
        <translation>Это сдача {number} в раунде, не первая.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="44"/>
        <source>Build {value}
single · yours</source>
        <translation>Сборка на {value}
одиночная · ваша</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="45"/>
        <source>Build {value}
single · your partner&apos;s</source>
        <translation>Сборка на {value}
одиночная · партнёра</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="46"/>
        <source>Build {value}
single · an opponent&apos;s</source>
        <translation>Сборка на {value}
одиночная · соперника</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="47"/>
        <source>Build {value}
multiple · yours</source>
        <translation>Сборка на {value}
множественная · ваша</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="48"/>
        <source>Build {value}
multiple · your partner&apos;s</source>
        <translation>Сборка на {value}
множественная · партнёра</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="49"/>
        <source>Build {value}
multiple · an opponent&apos;s</source>
        <translation>Сборка на {value}
множественная · соперника</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="53"/>
        <source>Your pile
{count} cards</source>
        <extracomment>For one: Your pile
{count} card</extracomment>
        <translation>
            <numerusform>Ваша стопка
{count} карта</numerusform>
            <numerusform>Ваша стопка
{count} карты</numerusform>
            <numerusform>Ваша стопка
{count} карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="54"/>
        <source>Your partner&apos;s pile
{count} cards</source>
        <extracomment>For one: Your partner&apos;s pile
{count} card</extracomment>
        <translation>
            <numerusform>Стопка партнёра
{count} карта</numerusform>
            <numerusform>Стопка партнёра
{count} карты</numerusform>
            <numerusform>Стопка партнёра
{count} карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="55"/>
        <source>An opponent&apos;s pile
{count} cards</source>
        <extracomment>For one: An opponent&apos;s pile
{count} card</extracomment>
        <translation>
            <numerusform>Стопка соперника
{count} карта</numerusform>
            <numerusform>Стопка соперника
{count} карты</numerusform>
            <numerusform>Стопка соперника
{count} карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="56"/>
        <source>You have played your card from the hand this turn.</source>
        <translation>В этом ходу вы уже сыграли карту с руки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="57"/>
        <source>Drag a table card onto another to build with them; click more table cards first to build with those too.</source>
        <translation>Перетащите карту стола на другую, чтобы собрать из них сборку; чтобы добавить в сборку ещё карты стола, сначала щёлкните их.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="59"/>
        <source>Drop the card on another table card to build with them.</source>
        <translation>Бросьте карту на другую карту стола, чтобы собрать из них сборку.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="60"/>
        <source>First pile: {count} cards</source>
        <extracomment>For one: First pile: {count} card</extracomment>
        <translation>
            <numerusform>Первая стопка: {count} карта</numerusform>
            <numerusform>Первая стопка: {count} карты</numerusform>
            <numerusform>Первая стопка: {count} карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="61"/>
        <source>Second pile: {count} cards</source>
        <extracomment>For one: Second pile: {count} card</extracomment>
        <translation>
            <numerusform>Вторая стопка: {count} карта</numerusform>
            <numerusform>Вторая стопка: {count} карты</numerusform>
            <numerusform>Вторая стопка: {count} карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="62"/>
        <source>Sweeps made: {first} by the first pile, {second} by the second.</source>
        <translation>Сделано зачисток: первой стопкой — {first}, второй — {second}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="63"/>
        <source>Sweeps left open: {first} by the first pile, {second} by the second.</source>
        <translation>Допущено зачисток: первой стопкой — {first}, второй — {second}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="64"/>
        <source>Mulles: worth {first} in all in the first pile, {second} in the second.</source>
        <translation>Мулле в первой стопке стоят всего {first}, во второй — {second}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="65"/>
        <source>The first pile made the last capture.</source>
        <translation>Последний захват сделала первая стопка.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="65"/>
        <source>The second pile made the last capture.</source>
        <translation>Последний захват сделала вторая стопка.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="66"/>
        <source>Nobody made a capture this round.</source>
        <translation>В этом раунде никто ничего не взял.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="68"/>
        <source>For each capture the {card} can make, click the table cards it takes, then press Add Capture (or drag the {card} onto them). Where it can take several groups at once, that is a capture of its own: add it too. When you have added every capture, press Check. On the keyboard, the arrow keys move over the cards and Space picks one.</source>
        <translation>Для каждого захвата, который может сделать {card}, щёлкните карты стола, которые он берёт, затем нажмите «Добавить захват» (или перетащите {card} на них). Если карта может взять несколько групп сразу, это отдельный захват: добавьте и его. Когда добавите все захваты, нажмите «Проверить». С клавиатуры: стрелки двигают по картам, пробел выбирает карту.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="72"/>
        <source>Click a hand card and the table cards to play it with, then press Play; or drag the hand card onto the table cards. Dropping it on the felt trails it. On the keyboard, the arrow keys move over the cards and Space picks one.</source>
        <translation>Щёлкните карту в руке и карты стола, с которыми её сыграть, затем нажмите «Сыграть»; или перетащите карту из руки на карты стола. Если бросить её на сукно, она будет выложена. С клавиатуры: стрелки двигают по картам, пробел выбирает карту.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="75"/>
        <source>Pick your answer, then press Check.</source>
        <translation>Выберите ответ и нажмите «Проверить».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="76"/>
        <source>Enter the points each pile scores for every item (0 where it scores none), then press Check.</source>
        <translation>Введите очки каждой стопки по каждому пункту (0, если очков нет) и нажмите «Проверить».</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="77"/>
        <source>Those cards can be played more than one way: pick the play you mean.</source>
        <translation>Эти карты можно сыграть по-разному: выберите нужный ход.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="79"/>
        <source>&amp;Add Capture</source>
        <translation>&amp;Добавить захват</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="80"/>
        <source>&amp;Remove</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="81"/>
        <source>No capture added yet.</source>
        <translation>Захватов пока не добавлено.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="82"/>
        <source>That capture is on your list already.</source>
        <translation>Этот захват уже есть в вашем списке.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="83"/>
        <source>Click the table cards the {card} takes first.</source>
        <translation>Сначала щёлкните карты стола, которые берёт {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="84"/>
        <source>Click the hand card you play first.</source>
        <translation>Сначала щёлкните карту в руке, которой ходите.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="85"/>
        <source>This question is about the {card}: click the table cards it takes.</source>
        <translation>Вопрос о карте {card}: щёлкните карты стола, которые она берёт.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="86"/>
        <source>&amp;Check</source>
        <translation>&amp;Проверить</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="87"/>
        <source>&amp;Play</source>
        <translation>С&amp;ыграть</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="88"/>
        <source>&amp;Next Drill</source>
        <translation>&amp;Следующее задание</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="89"/>
        <source>Pro&amp;gress…</source>
        <translation>Усп&amp;ехи…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="90"/>
        <source>R&amp;ules…</source>
        <translation>П&amp;равила…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="91"/>
        <source>The rulebook of the variant and house rules being practised.</source>
        <translation>Правила варианта и домашние правила, которые вы тренируете.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="92"/>
        <source>Close</source>
        <comment>a button that closes the practice window</comment>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="93"/>
        <source>Item</source>
        <comment>a row of the scoring table: a thing that scores</comment>
        <translation>Пункт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="94"/>
        <source>First pile</source>
        <translation>Первая стопка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="94"/>
        <source>Second pile</source>
        <translation>Вторая стопка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="97"/>
        <source>The right answer: {answer}</source>
        <translation>Правильный ответ: {answer}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="98"/>
        <source>The captures: {captures}.</source>
        <translation>Захваты: {captures}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="99"/>
        <source>{item}: {first} to {second}.</source>
        <translation>{item}: {first} : {second}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="100"/>
        <source>No item scores any points.</source>
        <translation>Ни один пункт не приносит очков.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="101"/>
        <source>The cards this verdict is about are ringed in red.</source>
        <translation>Карты, о которых идёт речь, обведены красным.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="102"/>
        <source>The cards of the right answer glow light blue.</source>
        <translation>Карты правильного ответа подсвечены голубым.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="105"/>
        <source>Practice Progress</source>
        <translation>Успехи в тренировке</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="109"/>
        <source>{variant} with your house rules</source>
        <comment>in the practice progress&apos;s list of games, after the game&apos;s own name: {variant} is that name</comment>
        <translation>{variant} с вашими домашними правилами</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="112"/>
        <source>{mastered} mastered, {learning} being learnt, {new} new, of {count} topics.</source>
        <extracomment>For one: {mastered} mastered, {learning} being learnt, {new} new, of {count} topic.</extracomment>
        <translation>
            <numerusform>Освоено: {mastered}, изучается: {learning}, новых: {new}, из {count} темы.</numerusform>
            <numerusform>Освоено: {mastered}, изучается: {learning}, новых: {new}, из {count} тем.</numerusform>
            <numerusform>Освоено: {mastered}, изучается: {learning}, новых: {new}, из {count} тем.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="115"/>
        <source>Topic</source>
        <comment>a column of the practice progress table</comment>
        <translation>Тема</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="116"/>
        <source>State</source>
        <comment>a column of the practice progress table</comment>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="117"/>
        <source>Right</source>
        <comment>a column of the practice progress table: answers that were right</comment>
        <translation>Верно</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="118"/>
        <source>Wrong</source>
        <comment>a column of the practice progress table: answers that were wrong</comment>
        <translation>Неверно</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="119"/>
        <source>Asked again</source>
        <comment>a column of the practice progress table</comment>
        <translation>Повтор</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="120"/>
        <source>Mastered</source>
        <comment>a practice topic&apos;s state</comment>
        <translation>Освоена</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="121"/>
        <source>Learning</source>
        <comment>a practice topic&apos;s state</comment>
        <translation>Изучается</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="122"/>
        <source>New</source>
        <comment>a practice topic&apos;s state</comment>
        <translation>Новая</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="123"/>
        <source>now</source>
        <comment>when a topic is asked again</comment>
        <translation>сейчас</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="124"/>
        <source>tomorrow</source>
        <comment>when a topic is asked again</comment>
        <translation>завтра</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="125"/>
        <source>in {count} days</source>
        <comment>when a topic is asked again</comment>
        <extracomment>For one: in {count} day</extracomment>
        <translation>
            <numerusform>через {count} день</numerusform>
            <numerusform>через {count} дня</numerusform>
            <numerusform>через {count} дней</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/screen_fit.py" line="309"/>
        <source>Casino</source>
        <comment>the application&apos;s name</comment>
        <translation>Казино</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="115"/>
        <source>This installation of Casino cannot play sounds, so the game stays silent.</source>
        <translation>Эта установка «Казино» не умеет воспроизводить звук, поэтому игра идёт без звука.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="116"/>
        <source>No speakers or headphones could be opened, so the game stays silent. Tick Sound again to try once more.</source>
        <translation>Не удалось открыть ни динамики, ни наушники, поэтому игра идёт без звука. Отметьте «Звук» ещё раз, чтобы попробовать снова.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="127"/>
        <location filename="../../casino_desktop/qt/sound.py" line="174"/>
        <source>Sou&amp;nd</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="175"/>
        <source>Sounds for cards played, captures, sweeps, builds, the end of a round and moves the table refuses.</source>
        <translation>Звуки для сыгранных карт, захватов, зачисток, сборок, конца раунда и ходов, которые стол не принимает.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="178"/>
        <source>Sou&amp;nd (not available)</source>
        <translation>&amp;Звук (недоступен)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="179"/>
        <source>Sou&amp;nd (no sound output found)</source>
        <translation>&amp;Звук (устройство вывода не найдено)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="96"/>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="186"/>
        <source>End your turn (Enter)</source>
        <translation>Завершить ход (Enter)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="302"/>
        <source>Play it</source>
        <comment>the button that plays the hinted move</comment>
        <translation>Сыграть</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="303"/>
        <source>Play the hinted move</source>
        <translation>Сыграть подсказанный ход</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="35"/>
        <source>Choose a move</source>
        <translation>Выберите ход</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="63"/>
        <source>&lt;b&gt;Play {card}:&lt;/b&gt; which move?</source>
        <translation>&lt;b&gt;Сыграть {card}:&lt;/b&gt; какой ход?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="64"/>
        <source>&lt;b&gt;Which table move?&lt;/b&gt;</source>
        <comment>the chooser of builds and additions made of table cards only</comment>
        <translation>&lt;b&gt;Какой ход картами стола?&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="67"/>
        <source>Cancel (Esc)</source>
        <translation>Отмена (Esc)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="15"/>
        <source>A card in your hand can take this or build with it.</source>
        <translation>Карта из вашей руки может взять это или построить с этим сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="16"/>
        <source>A card in your hand can take this.</source>
        <translation>Карта из вашей руки может взять это.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="17"/>
        <source>Your {card} can take this or build with it.</source>
        <translation>Ваша карта {card} может взять это или построить с этим сборку.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="18"/>
        <source>Your {card} can take this.</source>
        <translation>Ваша карта {card} может взять это.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/input.py" line="40"/>
        <source>The {card} was let go off the table, so nothing was played: to trail it, drop it inside the dashed frame.</source>
        <translation>Карту {card} отпустили за пределами стола, поэтому ход не сделан: чтобы выложить карту, отпустите её внутри пунктирной рамки.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/items.py" line="160"/>
        <source>Dealer</source>
        <translation>Сдающий</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/items.py" line="177"/>
        <source>D</source>
        <comment>on the dealer&apos;s chip: the first letter of Dealer</comment>
        <translation>С</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="19"/>
        <source>Glowing table cards are ones a card in your hand can take or build with. Drag a card onto the table, or click a card, then table cards (keys: arrows, Space, Enter).</source>
        <translation>Светящиеся карты стола может взять карта из вашей руки или построить с ними сборку. Перетащите карту на стол или щёлкните карту, а затем карты стола (клавиши: стрелки, пробел, Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="21"/>
        <source>Glowing table cards are ones a card in your hand can take. Drag a card onto the table, or click a card, then table cards (keys: arrows, Space, Enter).</source>
        <translation>Светящиеся карты стола может взять карта из вашей руки. Перетащите карту на стол или щёлкните карту, а затем карты стола (клавиши: стрелки, пробел, Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="29"/>
        <source>Show the move…</source>
        <translation>Показать ход…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="31"/>
        <source>All {count} moves…</source>
        <extracomment>For one: All {count} move…</extracomment>
        <translation>
            <numerusform>Все ходы ({count})…</numerusform>
            <numerusform>Все ходы ({count})…</numerusform>
            <numerusform>Все ходы ({count})…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="40"/>
        <source>Table: {picked}. Now pick a card from your hand.</source>
        <translation>Стол: {picked}. Теперь выберите карту в руке.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="42"/>
        <source>Drag a table card onto a build of yours or onto another table card to build, or end your turn (Enter).</source>
        <translation>Перетащите карту стола на свою сборку или на другую карту стола, чтобы собрать сборку, или завершите ход (Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="46"/>
        <source>Drag a card onto the table, or click a card and then table cards (keys: arrows, Space, Enter).</source>
        <translation>Перетащите карту на стол или щёлкните карту, а затем карты стола (клавиши: стрелки, пробел, Enter).</translation>
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
        <translation>{picked}. {reason}</translation>
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
        <translation>Ходит {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="71"/>
        <source>{previous} has played. Pass the screen to {name}; the other players look away.</source>
        <translation>{previous} — ход сделан. Передайте экран игроку {name}; остальные отворачиваются.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="74"/>
        <source>Pass the screen to {name}; the other players look away.</source>
        <translation>Передайте экран игроку {name}; остальные отворачиваются.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="75"/>
        <source>Show {name}’s cards</source>
        <translation>Показать карты: {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="178"/>
        <source>Pass the screen to {name}.</source>
        <translation>Передайте экран игроку {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="179"/>
        <source>Waiting for {name}: press Space or click the button when ready.</source>
        <translation>Ждём игрока {name}: нажмите пробел или кнопку, когда будете готовы.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="161"/>
        <source>Stock</source>
        <comment>the caption over the face-down stock</comment>
        <translation>Колода</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="163"/>
        <source>last deal</source>
        <comment>the stock&apos;s caption once its last cards are dealt</comment>
        <translation>последняя сдача</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="177"/>
        <source>thinking…</source>
        <comment>a seat&apos;s caption while the computer chooses its move</comment>
        <translation>думает…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="247"/>
        <source>multiple</source>
        <comment>a build&apos;s caption: a build made up more than one way</comment>
        <translation>множественная</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="248"/>
        <source>single</source>
        <comment>a build&apos;s caption: a build made up one way</comment>
        <translation>одиночная</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="249"/>
        <source>Build {value}</source>
        <comment>a build&apos;s caption</comment>
        <translation>Сборка на {value}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/plan.py" line="314"/>
        <source>{count} taken</source>
        <comment>a pile&apos;s caption: how many cards it holds</comment>
        <extracomment>For one: {count} taken</extracomment>
        <translation>
            <numerusform>взято: {count}</numerusform>
            <numerusform>взято: {count}</numerusform>
            <numerusform>взято: {count}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="326"/>
        <source>The top card of {first} &amp; {second}&apos;s capture pile</source>
        <comment>a pile two partners share</comment>
        <translation>Верхняя карта общей стопки взятых карт ({first} и {second})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="329"/>
        <source>The top card of your capture pile</source>
        <translation>Верхняя карта вашей стопки взятых карт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="330"/>
        <source>The top card of {name}&apos;s capture pile</source>
        <translation>Верхняя карта стопки взятых карт игрока {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/play_log.py" line="24"/>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="170"/>
        <source>Play log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="34"/>
        <source>Match score</source>
        <translation>Счёт партии</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="34"/>
        <source>Cards taken</source>
        <translation>Взято карт</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="34"/>
        <source>Spades taken</source>
        <translation>Взято пик</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="55"/>
        <source>Every point you take is a penalty, counted as a minus point when the round ends; the fewest taken win.</source>
        <comment>under the side panel&apos;s score table in a penalty game (Krypkasino): why the match score stays 0 during the first round, and why it is below 0 after it</comment>
        <translation>Каждое взятое вами очко — штрафное и в конце раунда записывается как минус одно очко; побеждает тот, кто взял меньше всех.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="78"/>
        <source>House rules: {rules}</source>
        <comment>under the game&apos;s name in the side panel: the rules changed from the preset</comment>
        <extracomment>For one: House rule: {rules}</extracomment>
        <translation>
            <numerusform>Домашние правила: {rules}</numerusform>
            <numerusform>Домашние правила: {rules}</numerusform>
            <numerusform>Домашние правила: {rules}</numerusform>
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
        <translation>Счёт партии и взятые карты</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="164"/>
        <source>Cards still out</source>
        <translation>Ещё не вышедшие карты</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="235"/>
        <source>Deal {number}</source>
        <comment>the deal number: the same number deals the same cards</comment>
        <translation>Сдача № {number}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="371"/>
        <source>Still out</source>
        <comment>the cards the player has not seen yet</comment>
        <translation>Не вышли</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/view.py" line="39"/>
        <source>Card table</source>
        <translation>Карточный стол</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="41"/>
        <source>Toolbar</source>
        <translation>Панель инструментов</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="62"/>
        <source>New Game</source>
        <comment>toolbar button</comment>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="63"/>
        <source>Take Back</source>
        <comment>toolbar button</comment>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="64"/>
        <source>Redo</source>
        <comment>toolbar button</comment>
        <translation>Повторить</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="65"/>
        <source>Hint</source>
        <comment>toolbar button</comment>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="71"/>
        <source>Score and Log</source>
        <comment>toolbar button, there only while the side panel (the score table and the play log) is folded away: it shows the panel</comment>
        <translation>Счёт и журнал</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="73"/>
        <source>The side panel with the score and the play log is folded away to give the table room: this shows it (F9, or View › Side Panel).</source>
        <translation>Боковая панель со счётом и журналом игры свёрнута, чтобы освободить место для стола: эта кнопка показывает её (F9 или Вид › Боковая панель).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="83"/>
        <source>Toolba&amp;r</source>
        <translation>Панель &amp;инструментов</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="89"/>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Полный экран</translation>
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
        <translation>Ищем вашу незаконченную игру…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/window_resume.py" line="122"/>
        <source>Bringing back your unfinished game: {count} moves replayed…</source>
        <extracomment>For one: Bringing back your unfinished game: {count} move replayed…</extracomment>
        <translation>
            <numerusform>Восстанавливаем незаконченную игру: повторён {count} ход…</numerusform>
            <numerusform>Восстанавливаем незаконченную игру: повторено {count} хода…</numerusform>
            <numerusform>Восстанавливаем незаконченную игру: повторено {count} ходов…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_resume.py" line="154"/>
        <source>Your Unfinished Game</source>
        <comment>a box&apos;s title</comment>
        <translation>Ваша незаконченная игра</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_resume.py" line="158"/>
        <source>Show the &amp;Folder</source>
        <translation>Показать &amp;папку</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="107"/>
        <source>{side} at {score}: {words}.</source>
        <translation>{side}, счёт {score}: {words}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="163"/>
        <source>Round over: {scores}.</source>
        <translation>Раунд окончен: {scores}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="164"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="213"/>
        <source>Match over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="214"/>
        <source>Score &amp;Sheet</source>
        <comment>the button that shows the round&apos;s score sheet again</comment>
        <translation>&amp;Таблица счёта</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="94"/>
        <source>{name} is thinking…</source>
        <translation>{name} думает…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="118"/>
        <source>That move is no longer possible.</source>
        <translation>Этот ход больше невозможен.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="167"/>
        <source>Pick another card from your hand: the {card} cannot be played now.</source>
        <translation>Выберите другую карту с руки: карту {card} сейчас сыграть нельзя.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="174"/>
        <source>Pick table cards for the {card} to take or build with (arrow keys, Space), then press Enter, or pick a move (keys 1-9).</source>
        <translation>Выберите карты стола, которые {card} возьмёт или с которыми построит сборку (стрелки, пробел), затем нажмите Enter, или выберите ход (клавиши 1–9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="177"/>
        <source>Pick table cards for the {card} to take (arrow keys, Space), then press Enter, or pick a move (keys 1-9).</source>
        <translation>Выберите карты стола, которые {card} возьмёт (стрелки, пробел), затем нажмите Enter, или выберите ход (клавиши 1–9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="180"/>
        <source>Click table cards for the {card} to take or build with, or pick a move (keys 1-9).</source>
        <translation>Щёлкните карты стола, которые {card} возьмёт или с которыми построит сборку, или выберите ход (клавиши 1–9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="183"/>
        <source>Click table cards for the {card} to take, or pick a move (keys 1-9).</source>
        <translation>Щёлкните карты стола, которые {card} возьмёт, или выберите ход (клавиши 1–9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="32"/>
        <source>The language</source>
        <comment>a lost setting, in a list</comment>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="33"/>
        <source>The animation speed</source>
        <comment>a lost setting, in a list</comment>
        <translation>Скорость анимации</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="34"/>
        <source>The game, house rules, players and names chosen in New Game</source>
        <comment>a lost setting, in a list</comment>
        <translation>Игра, домашние правила, игроки и имена, выбранные в окне «Новая игра»</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="37"/>
        <source>The window&apos;s size and place</source>
        <comment>a lost setting, in a list</comment>
        <translation>Размер и положение окна</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="38"/>
        <source>The side panel shown or hidden</source>
        <comment>a lost setting, in a list</comment>
        <translation>Показана ли боковая панель</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="39"/>
        <source>The toolbar shown or hidden</source>
        <comment>a lost setting, in a list</comment>
        <translation>Показана ли панель инструментов</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="40"/>
        <source>Sound on or off</source>
        <comment>a lost setting, in a list</comment>
        <translation>Звук включён или выключен</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="41"/>
        <source>Cards still out and the four-colour deck</source>
        <comment>a lost setting, in a list</comment>
        <translation>Карты, ещё не вышедшие, и четырёхцветная колода</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="43"/>
        <source>The card theme, the card back and the felt</source>
        <comment>a lost setting, in a list</comment>
        <translation>Оформление карт, рубашка карт и сукно</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="45"/>
        <source>Table in words, high contrast and large cards</source>
        <comment>a lost setting, in a list</comment>
        <translation>Стол словами, высокий контраст и крупные карты</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="47"/>
        <source>Coach my moves on or off</source>
        <comment>a lost setting, in a list</comment>
        <translation>Тренер включён или выключен</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="48"/>
        <source>The folder last used to save or open a game</source>
        <comment>a lost setting, in a list</comment>
        <translation>Папка, в которой вы последний раз сохраняли или открывали игру</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="49"/>
        <source>The name and address last used to join a table over the network</source>
        <comment>a lost setting, in a list</comment>
        <translation>Имя и адрес, с которыми вы последний раз садились за стол по сети</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="51"/>
        <source>The table you host over the network: its code, port, name, hints and stand-in</source>
        <comment>a lost setting, in a list</comment>
        <translation>Стол, который вы открываете по сети: его код, порт, название, подсказки и замена</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="55"/>
        <source>Your seats at network tables, kept to come back to</source>
        <comment>a lost setting, in a list</comment>
        <translation>Ваши места за сетевыми столами, сохранённые, чтобы вернуться</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="57"/>
        <source>That the guided first game was offered (it may be offered again)</source>
        <comment>a lost setting, in a list</comment>
        <translation>То, что первая игра с подсказками уже предлагалась (её могут предложить снова)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="62"/>
        <source>Your settings file was damaged and nothing in it could be read, so all your settings are back at their defaults; the damaged file is kept in {folder}.</source>
        <translation>Файл настроек был повреждён, и из него ничего не удалось прочитать, поэтому все ваши настройки вернулись к значениям по умолчанию; повреждённый файл лежит в папке {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="64"/>
        <source>Your settings file was damaged, but none of your settings were lost; the damaged file is kept in {folder}.</source>
        <translation>Файл настроек был повреждён, но ни одна ваша настройка не потеряна; повреждённый файл лежит в папке {folder}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="66"/>
        <source>Your settings file was damaged; the damaged file is kept in {folder}. These settings could not be read from it, so any of them you had changed are back at their defaults:
{settings}</source>
        <comment>{settings} is a list of settings, one a line, such as: • The language</comment>
        <extracomment>For one: Your settings file was damaged; the damaged file is kept in {folder}. This setting could not be read from it, so if you had changed it, it is back at its default:
{settings}</extracomment>
        <translation>
            <numerusform>Файл настроек был повреждён; повреждённый файл лежит в папке {folder}. Эту настройку не удалось из него прочитать, поэтому, если вы её меняли, она вернулась к значению по умолчанию:
{settings}</numerusform>
            <numerusform>Файл настроек был повреждён; повреждённый файл лежит в папке {folder}. Эти настройки не удалось из него прочитать, поэтому те из них, что вы меняли, вернулись к значениям по умолчанию:
{settings}</numerusform>
            <numerusform>Файл настроек был повреждён; повреждённый файл лежит в папке {folder}. Эти настройки не удалось из него прочитать, поэтому те из них, что вы меняли, вернулись к значениям по умолчанию:
{settings}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="20"/>
        <source>Your statistics were kept by a newer version of Casino; this version leaves them as they are and counts nothing.</source>
        <translation>Вашу статистику вела более новая версия «Казино»; эта версия оставляет её как есть и ничего не считает.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="22"/>
        <source>Statistics cannot be kept this time: the statistics file cannot be opened.</source>
        <translation>В этот раз статистику вести нельзя: файл статистики не открывается.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="24"/>
        <source>Your statistics file was damaged, so it was put aside; your statistics start afresh from this match, and your practice progress starts afresh too.</source>
        <translation>Файл статистики был повреждён, поэтому он отложен; ваша статистика начинается заново с этой партии, и ваши успехи в тренировке тоже начинаются заново.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="27"/>
        <source>Your statistics file was damaged, so it was put aside and your statistics start afresh from this match.</source>
        <translation>Файл вашей статистики был повреждён, поэтому его отложили в сторону, и ваша статистика начинается заново с этой партии.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/storage/stats_told.py" line="29"/>
        <source>Your statistics file was damaged, so it was put aside; the {count} matches that could still be read from it are kept in your statistics.</source>
        <extracomment>For one: Your statistics file was damaged, so it was put aside; the {count} match that could still be read from it is kept in your statistics.</extracomment>
        <translation>
            <numerusform>Файл статистики был повреждён, поэтому он отложен; {count} партия, которую ещё удалось из него прочитать, сохранена в вашей статистике.</numerusform>
            <numerusform>Файл статистики был повреждён, поэтому он отложен; {count} партии, которые ещё удалось из него прочитать, сохранены в вашей статистике.</numerusform>
            <numerusform>Файл статистики был повреждён, поэтому он отложен; {count} партий, которые ещё удалось из него прочитать, сохранены в вашей статистике.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="34"/>
        <source>Your practice progress could not be read from it, and starts afresh.</source>
        <comment>said after: Your statistics file was damaged, so it was put aside; ... (&quot;it&quot; is that file)</comment>
        <translation>Ваши успехи в тренировке не удалось из него прочитать, и они начинаются заново.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/storage/stats_told.py" line="37"/>
        <source>Only part of your practice progress could be read from it: your records of {count} topics are kept, the rest starts afresh.</source>
        <comment>said after: Your statistics file was damaged, so it was put aside; ... (&quot;it&quot; is that file; a topic is a rule practised, in any game)</comment>
        <extracomment>For one: Only part of your practice progress could be read from it: your record of {count} topic is kept, the rest starts afresh.</extracomment>
        <translation>
            <numerusform>Из него удалось прочитать лишь часть ваших успехов в тренировке: ваши записи по {count} теме сохранены, остальное начинается заново.</numerusform>
            <numerusform>Из него удалось прочитать лишь часть ваших успехов в тренировке: ваши записи по {count} темам сохранены, остальное начинается заново.</numerusform>
            <numerusform>Из него удалось прочитать лишь часть ваших успехов в тренировке: ваши записи по {count} темам сохранены, остальное начинается заново.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="44"/>
        <source>The practice you had open could not be read from it, so it does not come back.</source>
        <comment>said after: Your statistics file was damaged, so it was put aside; ... (&quot;it&quot; is that file; the practice window open when the game was last quit)</comment>
        <translation>Тренировку, которая была у вас открыта, не удалось из него прочитать, поэтому она не вернётся.</translation>
    </message>
</context>
</TS>
