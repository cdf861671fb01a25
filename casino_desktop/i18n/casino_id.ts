<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id_ID" sourcelanguage="en">
<context>
    <name>casino</name>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="25"/>
        <source>The dial {dial} takes a whole number from {low} to {high}.</source>
        <translation>Pengaturan {dial} menerima bilangan bulat dari {low} sampai {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="26"/>
        <source>The dial {dial} takes a number from {low} to {high}.</source>
        <translation>Pengaturan {dial} menerima angka dari {low} sampai {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="27"/>
        <source>The dial {dial} takes one of: {choices}.</source>
        <translation>Pengaturan {dial} menerima salah satu dari: {choices}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="28"/>
        <source>&apos;{dial}&apos; is not a dial of {engine}; its dials are: {dials}.</source>
        <translation>&apos;{dial}&apos; bukan pengaturan {engine}; pengaturannya adalah: {dials}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/dials.py" line="29"/>
        <source>The engine {engine} has no dials.</source>
        <translation>Mesin {engine} tidak punya pengaturan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="98"/>
        <source>Beginner</source>
        <comment>a level of the computer players</comment>
        <translation>Pemula</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="99"/>
        <source>Casual</source>
        <comment>a level of the computer players</comment>
        <translation>Santai</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="100"/>
        <source>Skilled</source>
        <comment>a level of the computer players</comment>
        <translation>Terampil</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="101"/>
        <source>Expert</source>
        <comment>a level of the computer players</comment>
        <translation>Ahli</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="102"/>
        <source>Master</source>
        <comment>a level of the computer players</comment>
        <translation>Master</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="106"/>
        <source>Takes what it can each turn, one card at a time: it does not yet see captures of several cards at once.</source>
        <translation>Mengambil apa yang bisa diambil setiap giliran, satu kartu saja: belum melihat tangkapan beberapa kartu sekaligus.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="107"/>
        <source>Takes the most it can each turn and never looks ahead; now and then it misses a capture of several cards.</source>
        <translation>Mengambil sebanyak mungkin setiap giliran dan tidak pernah berpikir ke depan; sesekali melewatkan tangkapan beberapa kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="108"/>
        <source>Remembers every card played and avoids leaving you easy captures.</source>
        <translation>Mengingat setiap kartu yang sudah dimainkan dan tidak meninggalkan tangkapan mudah untuk Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="109"/>
        <source>Imagines many possible deals and plays each option out.</source>
        <translation>Membayangkan banyak kemungkinan pembagian kartu dan mencoba setiap pilihan sampai akhir.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/levels.py" line="110"/>
        <source>Like Expert, with more thinking time, and it learns how you play: the strongest fair player.</source>
        <translation>Seperti Ahli, dengan waktu berpikir lebih lama, dan mempelajari cara Anda bermain: lawan jujur yang paling kuat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/playout_weights.py" line="88"/>
        <source>&apos;{key}&apos; is not a weight of the playout policy.</source>
        <translation>&apos;{key}&apos; bukan bobot aturan permainan uji.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/ai/playout_weights.py" line="90"/>
        <source>&apos;{key}&apos; must be a number from {lo} to {hi}.</source>
        <translation>&apos;{key}&apos; harus berupa angka dari {lo} sampai {hi}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="27"/>
        <source>Name a command to run: {commands}.</source>
        <translation>Sebutkan perintah yang akan dijalankan: {commands}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="28"/>
        <source>&apos;{command}&apos; is not a command; the commands are: {commands}.</source>
        <translation>&apos;{command}&apos; bukan perintah; perintahnya adalah: {commands}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="29"/>
        <source>&apos;{argument}&apos; is not an option of this command; its --help lists the options.</source>
        <translation>&apos;{argument}&apos; bukan opsi perintah ini; --help perintah ini menampilkan opsinya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="30"/>
        <source>The option {option} takes one of: {choices}.</source>
        <translation>Opsi {option} menerima salah satu dari: {choices}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="31"/>
        <source>The option {option} needs a value after it.</source>
        <translation>Opsi {option} memerlukan nilai sesudahnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="32"/>
        <source>The option {option} takes no value.</source>
        <translation>Opsi {option} tidak menerima nilai.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="33"/>
        <source>The option {option} is short for more than one option: {options}.</source>
        <translation>Opsi {option} adalah singkatan dari lebih dari satu opsi: {options}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="34"/>
        <source>These options must be given: {options}.</source>
        <translation>Opsi berikut harus diberikan: {options}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/arguments.py" line="37"/>
        <source>The command line cannot be read ({problem}); --help shows how it is written.</source>
        <translation>Baris perintah tidak dapat dibaca ({problem}); --help menunjukkan cara menulisnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/bounds.py" line="30"/>
        <source>The option {option} takes a whole number from {low} to {high}.</source>
        <translation>Opsi {option} menerima bilangan bulat dari {low} sampai {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/bounds.py" line="31"/>
        <source>A level must be one of: {levels}.</source>
        <translation>Tingkat harus salah satu dari: {levels}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/bounds.py" line="32"/>
        <source>The option {option} takes a number of seconds above 0 and at most {high}.</source>
        <translation>Opsi {option} menerima jumlah detik di atas 0 dan paling banyak {high}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="42"/>
        <source>The --options value</source>
        <comment>the subject of a sentence about the command line&apos;s --options (the house rules as JSON), such as: The --options value is damaged</comment>
        <translation>Nilai --options</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="44"/>
        <source>The --answer value</source>
        <comment>the subject of a sentence about the command line&apos;s --answer (a drill&apos;s answer as JSON), such as: The --answer value is damaged</comment>
        <translation>Nilai --answer</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="187"/>
        <source>The kind of drill must be one of: {kinds}.</source>
        <translation>Jenis latihan harus salah satu dari: {kinds}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="190"/>
        <source>The topic must be the name of a rule or scoring item, in at most 200 characters.</source>
        <translation>Topik harus berupa nama aturan atau butir skor, paling banyak 200 karakter.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/commands.py" line="202"/>
        <source>No drill of that kind and topic came up in this variant&apos;s practice games; try another seed, kind or topic.</source>
        <translation>Tidak ada latihan dengan jenis dan topik itu dalam permainan latihan varian ini; coba benih, jenis, atau topik lain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/score_command.py" line="17"/>
        <source>&apos;{key}&apos; is not a key of a round to score; its keys are: {keys}.</source>
        <translation>&apos;{key}&apos; bukan kunci ronde yang dihitung; kuncinya: {keys}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/stdin_input.py" line="16"/>
        <source>The input</source>
        <comment>the subject of a sentence about what the command line read and cannot use, such as: The input is damaged</comment>
        <translation>Masukan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/cli/stdin_input.py" line="41"/>
        <source>The input is empty: give the JSON on standard input.</source>
        <translation>Masukan kosong: berikan JSON lewat masukan standar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="19"/>
        <source>Good</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Bagus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="20"/>
        <source>Inaccuracy</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Kurang tepat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="21"/>
        <source>Mistake</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Kesalahan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="22"/>
        <source>Blunder</source>
        <comment>the coach&apos;s grade of a move</comment>
        <translation>Kesalahan besar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="27"/>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="105"/>
        <source>Good move.</source>
        <translation>Langkah bagus.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="28"/>
        <source>Inaccuracy: this gave away {points} points on average; better was to {best}.</source>
        <translation>Kurang tepat: langkah ini rata-rata merugikan {points} poin; lebih baik {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="29"/>
        <source>Mistake: this gave away {points} points on average; better was to {best}.</source>
        <translation>Kesalahan: langkah ini rata-rata merugikan {points} poin; lebih baik {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="30"/>
        <source>Blunder: this gave away {points} points on average; better was to {best}.</source>
        <translation>Kesalahan besar: langkah ini rata-rata merugikan {points} poin; lebih baik {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="35"/>
        <source>You could have taken {card}, a card that scores: {advice}.</source>
        <translation>Anda bisa mengambil {card}, kartu yang bernilai poin: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="36"/>
        <source>You could have swept the table: {advice}.</source>
        <translation>Anda bisa mengosongkan meja: {advice}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="37"/>
        <source>This leaves the table open to a sweep by the next player: {count} unseen cards clear it ({cards}).</source>
        <extracomment>For one: This leaves the table open to a sweep by the next player: {count} unseen card clears it ({cards}).</extracomment>
        <translation>
            <numerusform>Ini membuat meja terbuka untuk disapu pemain berikutnya: {count} kartu yang belum terlihat bisa mengosongkannya ({cards}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="40"/>
        <source>The next player can take your build of {value}: {count} unseen cards take it.</source>
        <extracomment>For one: The next player can take your build of {value}: {count} unseen card takes it.</extracomment>
        <translation>
            <numerusform>Pemain berikutnya bisa mengambil bangunan {value} Anda: {count} kartu yang belum terlihat bisa mengambilnya.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="42"/>
        <source>You could have moved {card}, a card that scores, into a build you can take: {advice}.</source>
        <translation>Anda bisa memasukkan {card}, kartu yang bernilai poin, ke bangunan yang bisa Anda ambil: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="49"/>
        <source>The better move comes out ahead by {points} points on “{item}”.</source>
        <translation>Langkah yang lebih baik unggul {points} poin dalam hal “{item}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="50"/>
        <source>The better move comes out ahead by {points} points on “{item}” and by {points2} on “{item2}”.</source>
        <translation>Langkah yang lebih baik unggul {points} poin dalam hal “{item}” dan {points2} dalam hal “{item2}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="52"/>
        <source>The better move comes out ahead by {points} points on “{item}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>Langkah yang lebih baik unggul {points} poin dalam hal “{item}”, meski tertinggal {lost} dalam hal “{lost_item}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="54"/>
        <source>The better move comes out ahead by {points} points on “{item}” and by {points2} on “{item2}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>Langkah yang lebih baik unggul {points} poin dalam hal “{item}” dan {points2} dalam hal “{item2}”, meski tertinggal {lost} dalam hal “{lost_item}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="57"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}”.</source>
        <translation>Langkah yang lebih baik unggul {points} poin penalti dalam hal “{item}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="58"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}” and by {points2} on “{item2}”.</source>
        <translation>Langkah yang lebih baik unggul {points} poin penalti dalam hal “{item}” dan {points2} dalam hal “{item2}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="60"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>Langkah yang lebih baik unggul {points} poin penalti dalam hal “{item}”, meski tertinggal {lost} dalam hal “{lost_item}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="62"/>
        <source>The better move comes out ahead by {points} penalty points on “{item}” and by {points2} on “{item2}”, though behind by {lost} on “{lost_item}”.</source>
        <translation>Langkah yang lebih baik unggul {points} poin penalti dalam hal “{item}” dan {points2} dalam hal “{item2}”, meski tertinggal {lost} dalam hal “{lost_item}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="69"/>
        <source>Option: {advice} — expected to end the round {points} points ahead.</source>
        <translation>Pilihan: {advice} — diperkirakan mengakhiri ronde unggul {points} poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="70"/>
        <source>Option: {advice} — expected to end the round {points} points behind.</source>
        <translation>Pilihan: {advice} — diperkirakan mengakhiri ronde tertinggal {points} poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="71"/>
        <source>Option: {advice} — expected to end the round level.</source>
        <translation>Pilihan: {advice} — diperkirakan mengakhiri ronde dengan seimbang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="88"/>
        <source>&amp;Coach My Moves</source>
        <translation>&amp;Nilai Langkah Saya</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="89"/>
        <source>After each move of a person at the table, the coach says how many points it gave away and what was better.</source>
        <translation>Setelah setiap langkah seseorang di meja, pelatih mengatakan berapa poin yang hilang karenanya dan apa yang lebih baik.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="95"/>
        <source>The coach is on: each move a person plays is graded here once it has been weighed.</source>
        <translation>Pelatih aktif: setiap langkah yang dimainkan pemain dinilai di sini setelah dipertimbangkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="96"/>
        <source>{move} — the coach is weighing this move…</source>
        <translation>{move} — pelatih sedang menimbang langkah ini…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="97"/>
        <source>{move} — a good move.</source>
        <translation>{move} — langkah yang bagus.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="98"/>
        <source>{move} — this gave away {points} points on average; better was to {best}.</source>
        <translation>{move} — langkah ini rata-rata merugikan {points} poin; lebih baik {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="99"/>
        <source>{move} — the coach could not weigh this move.</source>
        <translation>{move} — pelatih tidak bisa menimbang langkah ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="100"/>
        <source>{move} — there was no other move, so there is nothing to grade.</source>
        <translation>{move} — tidak ada langkah lain, jadi tidak ada yang perlu dinilai.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="106"/>
        <source>{label}: {points} points given away; better was to {best}.</source>
        <translation>{label}: {points} poin hilang; lebih baik {best}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="107"/>
        <source>Not weighed yet.</source>
        <translation>Belum ditimbang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="108"/>
        <source>The coach could not weigh this move.</source>
        <translation>Pelatih tidak bisa menimbang langkah ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="115"/>
        <source>None of your choices in this round gave points away.</source>
        <translation>Tidak ada pilihan Anda di ronde ini yang membuat Anda kehilangan poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="116"/>
        <source>None of {name}&apos;s choices in this round gave points away.</source>
        <translation>Tidak ada pilihan {name} di ronde ini yang membuatnya kehilangan poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="117"/>
        <source>You gave away {points} points in this round, all of it at move {move}.</source>
        <translation>Anda kehilangan {points} poin di ronde ini, semuanya pada langkah {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="118"/>
        <source>{name} gave away {points} points in this round, all of it at move {move}.</source>
        <translation>{name} kehilangan {points} poin di ronde ini, semuanya pada langkah {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="119"/>
        <source>You gave away {points} points in this round; most of it at move {move}.</source>
        <translation>Anda kehilangan {points} poin di ronde ini; sebagian besar pada langkah {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="120"/>
        <source>{name} gave away {points} points in this round; most of it at move {move}.</source>
        <translation>{name} kehilangan {points} poin di ronde ini; sebagian besar pada langkah {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="121"/>
        <source>You gave away {points} points in this round; the largest share, {worst} points, at move {move}.</source>
        <translation>Anda kehilangan {points} poin di ronde ini; bagian terbesar, {worst} poin, pada langkah {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="123"/>
        <source>{name} gave away {points} points in this round; the largest share, {worst} points, at move {move}.</source>
        <translation>{name} kehilangan {points} poin di ronde ini; bagian terbesar, {worst} poin, pada langkah {move}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="131"/>
        <source>{count} of your moves were forced (your only legal play) and are not graded.</source>
        <comment>after the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: One of your moves was forced (your only legal play) and is not graded.</extracomment>
        <translation>
            <numerusform>{count} langkah Anda terpaksa (satu-satunya langkah yang sah) dan tidak dinilai.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="134"/>
        <source>{count} of {name}&apos;s moves were forced (the only legal play) and are not graded.</source>
        <comment>after the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: One of {name}&apos;s moves was forced (the only legal play) and is not graded.</extracomment>
        <translation>
            <numerusform>{count} langkah {name} terpaksa (satu-satunya langkah yang sah) dan tidak dinilai.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="140"/>
        <source>All {count} of your moves in this round were forced (your only legal play each time), so none of them is graded.</source>
        <comment>the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: Your one move in this round was forced (your only legal play), so it is not graded.</extracomment>
        <translation>
            <numerusform>Semua {count} langkah Anda di ronde ini terpaksa (setiap kali satu-satunya langkah yang sah), jadi tidak ada yang dinilai.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="144"/>
        <source>All {count} of {name}&apos;s moves in this round were forced (the only legal play each time), so none of them is graded.</source>
        <comment>the round&apos;s total in the review; the first form is for a single move</comment>
        <extracomment>For one: {name}&apos;s one move in this round was forced (the only legal play), so it is not graded.</extracomment>
        <translation>
            <numerusform>Semua {count} langkah {name} di ronde ini terpaksa (setiap kali satu-satunya langkah yang sah), jadi tidak ada yang dinilai.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="149"/>
        <source>The coach is weighing the moves of this round: {done} of {total} done.</source>
        <translation>Pelatih sedang menimbang langkah-langkah ronde ini: {done} dari {total} selesai.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="150"/>
        <source>Nobody at the table played in this round: the coach grades the moves of people only.</source>
        <translation>Tidak ada orang di meja yang bermain di ronde ini: pelatih hanya menilai langkah manusia.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="154"/>
        <source>{name} could have taken {card}, a card that scores: {advice}.</source>
        <translation>{name} bisa mengambil {card}, kartu yang bernilai poin: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="155"/>
        <source>{name} could have swept the table: {advice}.</source>
        <translation>{name} bisa mengosongkan meja: {advice}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="157"/>
        <source>The next player can take {name}&apos;s build of {value}: {count} unseen cards take it.</source>
        <extracomment>For one: The next player can take {name}&apos;s build of {value}: {count} unseen card takes it.</extracomment>
        <translation>
            <numerusform>Pemain berikutnya bisa mengambil bangunan {value} milik {name}: {count} kartu yang belum terlihat bisa mengambilnya.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="160"/>
        <source>{name} could have moved {card}, a card that scores, into a build they can take: {advice}.</source>
        <translation>{name} bisa memasukkan {card}, kartu yang bernilai poin, ke bangunan yang bisa diambilnya: {advice}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="169"/>
        <source>&amp;Why?</source>
        <translation>&amp;Mengapa?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="170"/>
        <source>The three options the coach weighs highest for this player, from what it could see at that moment.</source>
        <translation>Tiga pilihan yang paling tinggi nilainya menurut pelatih untuk pemain ini, berdasarkan apa yang bisa dilihatnya saat itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="172"/>
        <source>The options the coach weighed for this move, best first, with the points each was expected to bring.</source>
        <translation>Pilihan yang ditimbang pelatih untuk langkah ini, yang terbaik lebih dulu, beserta poin yang diperkirakan dihasilkan masing-masing.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="174"/>
        <source>A good move: the coach has nothing to add.</source>
        <translation>Langkah yang bagus: tidak ada yang perlu ditambahkan oleh pelatih.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="175"/>
        <source>The coach has not weighed this move yet.</source>
        <translation>Pelatih belum menimbang langkah ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="176"/>
        <source>The coach&apos;s answer is under the list of moves.</source>
        <translation>Jawaban pelatih ada di bawah daftar langkah.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="177"/>
        <source>Weighing your options…</source>
        <translation>Menimbang pilihan Anda…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="177"/>
        <source>Weighing {name}&apos;s options…</source>
        <translation>Menimbang pilihan {name}…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="179"/>
        <source>The options you had here, best first, as the coach weighs them from what you could see:</source>
        <translation>Pilihan yang Anda miliki di sini, yang terbaik lebih dulu, menurut timbangan pelatih dari apa yang bisa Anda lihat:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="180"/>
        <source>The options {name} had here, best first, as the coach weighs them from what {name} could see:</source>
        <translation>Pilihan yang dimiliki {name} di sini, yang terbaik lebih dulu, menurut timbangan pelatih dari apa yang bisa dilihat {name}:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="184"/>
        <source>The options you had here, best first, as the coach weighs them from what you could see; you played another move.</source>
        <translation>Pilihan yang Anda miliki di sini, yang terbaik lebih dulu, menurut timbangan pelatih dari apa yang bisa Anda lihat; Anda memainkan langkah lain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="186"/>
        <source>The options {name} had here, best first, as the coach weighs them from what {name} could see; {name} played another move.</source>
        <translation>Pilihan yang dimiliki {name} di sini, yang terbaik lebih dulu, menurut timbangan pelatih dari apa yang bisa dilihat {name}; {name} memainkan langkah lain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="192"/>
        <source>Option (your move): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Pilihan (langkah Anda): {advice} — diperkirakan mengakhiri ronde unggul {points} poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="193"/>
        <source>Option (your move): {advice} — expected to end the round {points} points behind.</source>
        <translation>Pilihan (langkah Anda): {advice} — diperkirakan mengakhiri ronde tertinggal {points} poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="194"/>
        <source>Option (your move): {advice} — expected to end the round level.</source>
        <translation>Pilihan (langkah Anda): {advice} — diperkirakan mengakhiri ronde dengan seimbang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="197"/>
        <source>Option ({name}&apos;s move): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Pilihan (langkah {name}): {advice} — diperkirakan mengakhiri ronde unggul {points} poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="198"/>
        <source>Option ({name}&apos;s move): {advice} — expected to end the round {points} points behind.</source>
        <translation>Pilihan (langkah {name}): {advice} — diperkirakan mengakhiri ronde tertinggal {points} poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="199"/>
        <source>Option ({name}&apos;s move): {advice} — expected to end the round level.</source>
        <translation>Pilihan (langkah {name}): {advice} — diperkirakan mengakhiri ronde dengan seimbang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="206"/>
        <source>Option (played for you): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Pilihan (dimainkan untuk Anda): {advice} — diperkirakan mengakhiri ronde unggul {points} poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="207"/>
        <source>Option (played for you): {advice} — expected to end the round {points} points behind.</source>
        <translation>Pilihan (dimainkan untuk Anda): {advice} — diperkirakan mengakhiri ronde tertinggal {points} poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="208"/>
        <source>Option (played for you): {advice} — expected to end the round level.</source>
        <translation>Pilihan (dimainkan untuk Anda): {advice} — diperkirakan mengakhiri ronde dengan seimbang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="211"/>
        <source>Option (played for {name}): {advice} — expected to end the round {points} points ahead.</source>
        <translation>Pilihan (dimainkan untuk {name}): {advice} — diperkirakan mengakhiri ronde unggul {points} poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="212"/>
        <source>Option (played for {name}): {advice} — expected to end the round {points} points behind.</source>
        <translation>Pilihan (dimainkan untuk {name}): {advice} — diperkirakan mengakhiri ronde tertinggal {points} poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="213"/>
        <source>Option (played for {name}): {advice} — expected to end the round level.</source>
        <translation>Pilihan (dimainkan untuk {name}): {advice} — diperkirakan mengakhiri ronde dengan seimbang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="217"/>
        <source>The options you had here, best first, as the coach weighs them from what you could see; the computer player that played for you chose another move.</source>
        <translation>Pilihan yang Anda miliki di sini, yang terbaik lebih dulu, menurut timbangan pelatih dari apa yang bisa Anda lihat; pemain komputer yang bermain untuk Anda memilih langkah lain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="219"/>
        <source>The options {name} had here, best first, as the coach weighs them from what {name} could see; the computer player that played for {name} chose another move.</source>
        <translation>Pilihan yang dimiliki {name} di sini, yang terbaik lebih dulu, menurut timbangan pelatih dari apa yang bisa dilihat {name}; pemain komputer yang bermain untuk {name} memilih langkah lain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="222"/>
        <source>You had no other move here.</source>
        <translation>Anda tidak punya langkah lain di sini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="222"/>
        <source>{name} had no other move here.</source>
        <translation>{name} tidak punya langkah lain di sini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="223"/>
        <source>The coach could not weigh the options of this move.</source>
        <translation>Pelatih tidak bisa menimbang pilihan untuk langkah ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="225"/>
        <source>At a network table the coach weighs only the moves made from your seat: the other players&apos; hands never reach your computer.</source>
        <translation>Di meja jaringan, pelatih hanya menimbang langkah yang dibuat dari kursi Anda: kartu tangan pemain lain tidak pernah sampai ke komputer Anda.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="229"/>
        <source>{count} more things to notice: click this line or press {key} to read them.</source>
        <comment>the coach&apos;s line under the table, when the rest of its note does not fit; {key} is a key such as F6</comment>
        <extracomment>For one: One more thing to notice: click this line or press {key} to read it.</extracomment>
        <translation>
            <numerusform>{count} hal lagi yang perlu diperhatikan: klik baris ini atau tekan {key} untuk membacanya.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="232"/>
        <source>More: {key}</source>
        <comment>the coach&apos;s line under the table when even the longer &apos;more things to notice&apos; sentence does not fit after the verdict; {key} is a key such as F6</comment>
        <translation>Selengkapnya: {key}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="234"/>
        <source>Read the Coach&apos;s &amp;Full Note</source>
        <comment>Game menu: shows the coach&apos;s note under the table in full</comment>
        <translation>Baca &amp;Catatan Pelatih Selengkapnya</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="235"/>
        <source>Shows the whole of the coach&apos;s note when the line under the table is too narrow for it.</source>
        <translation>Menampilkan seluruh catatan pelatih ketika baris di bawah meja terlalu sempit untuknya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/coach/coach_sentences.py" line="236"/>
        <source>Coach</source>
        <comment>the badge of the coach&apos;s line under the table</comment>
        <translation>Pelatih</translation>
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
        <translation>&apos;{text}&apos; bukan kartu: tulis angka lalu jenisnya, seperti 10D atau AS.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="78"/>
        <source>&apos;{text}&apos; is not a card: the suit must be one of S, H, D, C.</source>
        <comment>card codes such as 10D and AS are typed as they are</comment>
        <translation>&apos;{text}&apos; bukan kartu: jenisnya harus salah satu dari S, H, D, C.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/cards.py" line="80"/>
        <source>&apos;{text}&apos; is not a card: the rank must be A, 2-10 (or T), J, Q or K.</source>
        <comment>card codes such as 10D and AS are typed as they are</comment>
        <translation>&apos;{text}&apos; bukan kartu: angkanya harus A, 2-10 (atau T), J, Q, atau K.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/describe.py" line="29"/>
        <source>{count} rounds</source>
        <comment>how long a match is</comment>
        <extracomment>For one: {count} round</extracomment>
        <translation>
            <numerusform>{count} ronde</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/describe.py" line="30"/>
        <source>game to {target}</source>
        <comment>how long a match is: until a side reaches this score</comment>
        <translation>sampai {target} poin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/describe.py" line="31"/>
        <source>one round</source>
        <comment>how long a match is</comment>
        <translation>satu ronde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="23"/>
        <source>Each player drew a card for the deal ({draws}): whoever drew the highest card deals.</source>
        <comment>{draws}: each player&apos;s name and the card drawn, such as: You K♠, North 7♦</comment>
        <translation>Setiap pemain menarik satu kartu untuk menentukan pembagi ({draws}): yang mendapat kartu tertinggi membagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="25"/>
        <source>Each player drew a card for the deal ({draws}): whoever drew the lowest card deals.</source>
        <comment>{draws}: each player&apos;s name and the card drawn, such as: You K♠, North 7♦</comment>
        <translation>Setiap pemain menarik satu kartu untuk menentukan pembagi ({draws}): yang mendapat kartu terendah membagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="27"/>
        <source>In the draw an ace counts 1.</source>
        <comment>said after the draw for the first deal, when an ace was drawn</comment>
        <translation>Dalam penarikan ini, As bernilai 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/draw_words.py" line="28"/>
        <source>Of those who drew equal cards, the one named first deals.</source>
        <comment>said after the draw for the first deal, when two players drew cards of the same rank</comment>
        <translation>Di antara yang mendapat kartu sama, yang disebut pertama membagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="37"/>
        <source>capture</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>tangkapan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="38"/>
        <source>Playing a card from your hand to take table cards: cards of its value, or groups of cards that add up to it.</source>
        <translation>Memainkan kartu dari tangan untuk mengambil kartu di meja: kartu yang nilainya sama, atau kelompok kartu yang jumlahnya sama dengan nilai itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="40"/>
        <source>trail</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>buang kartu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="41"/>
        <source>Playing a card face up onto the table without taking anything.</source>
        <translation>Memainkan kartu terbuka ke meja tanpa mengambil apa pun.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="42"/>
        <source>build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>bangunan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="43"/>
        <source>A pile of table cards and a card from your hand with a value you announce, taken later only whole, by a card of that value.</source>
        <translation>Tumpukan kartu meja ditambah satu kartu dari tangan Anda dengan nilai yang Anda umumkan; nantinya hanya bisa diambil utuh, oleh kartu bernilai itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="45"/>
        <source>single build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>bangunan tunggal</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="46"/>
        <source>A build whose cards add up to its value once, like 3 + 5 as 8; it may be raised.</source>
        <translation>Bangunan yang kartunya berjumlah sama dengan nilainya satu kali, seperti 3 + 5 sebagai 8; bangunan ini boleh dinaikkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="47"/>
        <source>multiple build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>bangunan ganda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="48"/>
        <source>A build of several groups of the same value, like 8 and 3 + 5 as 8; it cannot be raised.</source>
        <translation>Bangunan dari beberapa kelompok bernilai sama, seperti 8 dan 3 + 5 sebagai 8; bangunan ini tidak bisa dinaikkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="49"/>
        <source>raise</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>menaikkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="50"/>
        <source>Adding a card from your hand to a single build so that its value goes up, like 5 on a build of 3 to make 8.</source>
        <translation>Menambahkan kartu dari tangan ke bangunan tunggal sehingga nilainya naik, seperti 5 ke bangunan 3 menjadi 8.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="52"/>
        <source>sweep</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>sapuan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="53"/>
        <source>A capture that takes every card on the table; in many games it scores a point.</source>
        <translation>Tangkapan yang mengambil semua kartu di meja; di banyak permainan bernilai satu poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="54"/>
        <location filename="../../casino_desktop/core/glossary.py" line="61"/>
        <location filename="../../casino_desktop/core/glossary.py" line="63"/>
        <location filename="../../casino_desktop/core/glossary.py" line="69"/>
        <source>Swedish</source>
        <comment>whose word a glossary entry is</comment>
        <translation>bahasa Swedia</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="54"/>
        <source>The Swedish word for a sweep: taking every card on the table.</source>
        <translation>Kata bahasa Swedia untuk sapuan: mengambil semua kartu di meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="55"/>
        <source>Finnish</source>
        <comment>whose word a glossary entry is</comment>
        <translation>bahasa Finlandia</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="56"/>
        <source>The Finnish word for a sweep (it means a cottage); it is marked by turning a card face up in the taker&apos;s pile.</source>
        <translation>Kata bahasa Finlandia untuk sapuan (artinya pondok); ditandai dengan membalik satu kartu menghadap ke atas di tumpukan milik pengambilnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="58"/>
        <source>Flemish</source>
        <comment>whose word a glossary entry is</comment>
        <translation>bahasa Flam</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="58"/>
        <source>The Wippen word for a sweep.</source>
        <translation>Kata dalam Wippen untuk sapuan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="59"/>
        <source>Dominican</source>
        <comment>whose word a glossary entry is</comment>
        <translation>bahasa Spanyol Dominika</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="60"/>
        <source>The Dominican word for a sweep: the sweeping card is laid crosswise under the taker&apos;s pile.</source>
        <translation>Sebutan Dominika untuk sapuan: kartu yang mengosongkan meja diletakkan melintang di bawah tumpukan pengambilnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="61"/>
        <source>Swedish for “the last one”: the last capture of a round, which also takes the cards left on the table; some Nordic games score a point for it.</source>
        <translation>Bahasa Swedia untuk “yang terakhir”: tangkapan terakhir dalam satu ronde, yang juga mengambil kartu yang tersisa di meja; dalam sebagian permainan Nordik tangkapan ini bernilai satu poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="64"/>
        <source>With two decks, taking the identical twin of the card you play (same rank and suit).</source>
        <translation>Dengan dua dek, mengambil kembaran identik dari kartu yang Anda mainkan (angka dan jenis sama).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="65"/>
        <source>big casino</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>kasino besar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="65"/>
        <source>The {big}, which scores on its own in most games.</source>
        <translation>{big}, yang bernilai poin tersendiri di kebanyakan permainan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="66"/>
        <source>little casino</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>kasino kecil</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="66"/>
        <source>The {little}, which scores on its own in most games.</source>
        <translation>{little}, yang bernilai poin tersendiri di kebanyakan permainan.</translation>
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
        <translation>Nama permainan ini sendiri; {big} dan {little} adalah kasino besar dan kasino kecilnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="70"/>
        <source>Swedish for “spades beyond”: every spade taken beyond a number scores a point, instead of a prize for the most spades.</source>
        <translation>Bahasa Swedia untuk “sekop lebihan”: setiap sekop yang diambil melebihi jumlah tertentu bernilai satu poin, sebagai ganti hadiah untuk sekop terbanyak.</translation>
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
        <translation>bahasa Prancis</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="74"/>
        <source>A game where points are penalties: the fewest taken win.</source>
        <translation>Permainan di mana poin adalah penalti: yang mengambil paling sedikit menang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="75"/>
        <source>partnership</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>tim</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="76"/>
        <source>Two players sitting opposite each other who pool their captures and score together.</source>
        <translation>Dua pemain yang duduk berhadapan, menggabungkan tangkapan mereka, dan mencetak skor bersama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="77"/>
        <source>stock</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>sisa kartu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="77"/>
        <source>The cards not yet dealt; new hands come from it when every hand is empty.</source>
        <translation>Kartu yang belum dibagikan; kartu tangan baru diambil darinya ketika semua tangan sudah kosong.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="78"/>
        <source>house rule</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>aturan khusus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="78"/>
        <source>A rule changed from the usual rules of the game, chosen before the match in the New Game window.</source>
        <translation>Aturan yang diubah dari aturan biasa permainan, dipilih sebelum pertandingan di jendela Permainan Baru.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="80"/>
        <source>loose card</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>kartu lepas</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="82"/>
        <source>A card lying on its own on the table, not part of a build.</source>
        <translation>Kartu yang terletak sendiri di meja, bukan bagian dari bangunan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="83"/>
        <source>build owner</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>pemilik bangunan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="84"/>
        <source>The player a build belongs to: whoever made it or last raised it or added to it. In many games an owner may not trail until the build is taken.</source>
        <translation>Pemain yang memiliki bangunan: yang membuatnya, atau yang terakhir menaikkan atau menambahinya. Dalam banyak permainan, pemilik bangunan tidak boleh membuang kartu ke meja sampai bangunan itu diambil.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="86"/>
        <source>augmented build</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>bangunan tambahan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="87"/>
        <source>Swazi Casino&apos;s name for a multiple build: several groups of the same value, like 8 and 3 + 5 as 8. Its value never changes; it is only added to, and taken whole.</source>
        <translation>Sebutan Kasino Eswatini untuk bangunan ganda: beberapa kelompok bernilai sama, seperti 8 dan 3 + 5 sebagai 8. Nilainya tidak pernah berubah; bangunan ini hanya bisa ditambahi, dan diambil utuh.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="89"/>
        <source>capture pile</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>tumpukan tangkapan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="90"/>
        <source>The cards a side has captured. In the African games it lies face up, and only its top card is in play.</source>
        <translation>Kartu-kartu yang sudah ditangkap suatu pihak. Dalam permainan Afrika tumpukan ini terbuka, dan hanya kartu teratasnya yang ikut dimainkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="92"/>
        <source>top card</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>kartu teratas</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="93"/>
        <source>The card on top of a capture pile in the African games: another player may use it in a build (Swazi, Sotho) or capture it (South Africa); the card beneath then becomes the top card.</source>
        <translation>Kartu paling atas pada tumpukan tangkapan dalam permainan Afrika: pemain lain boleh memakainya dalam bangunan (Eswatini, Lesotho) atau menangkapnya (Afrika Selatan); kartu di bawahnya lalu menjadi kartu teratas.</translation>
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
        <translation>Dalam Kasino Eswatini: memasukkan kartu yang sebenarnya bisa menangkap ke dalam bangunan; ini boleh (pasangan membacanya sebagai isyarat). Orang Afrika Selatan menyebut setiap langkah yang tidak menangkap apa pun, yaitu membuang kartu ke meja, drifting.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="99"/>
        <source>ending a turn</source>
        <comment>a word of the game, as the glossary lists it</comment>
        <translation>mengakhiri giliran</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/glossary.py" line="101"/>
        <source>In games with several actions a turn, saying you are done: allowed once your card from the hand is played; the next player&apos;s turn begins.</source>
        <translation>Dalam permainan dengan beberapa tindakan per giliran: menyatakan bahwa Anda sudah selesai. Boleh dilakukan setelah kartu dari tangan Anda dimainkan; lalu giliran pemain berikutnya dimulai.</translation>
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
        <translation>Langkah itu tidak sah di sini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="171"/>
        <source>&apos;{text}&apos; is not a move: write the card played, then trail, take, build, raise or add.</source>
        <comment>the words trail, take, build, raise, add and the card codes are typed as they are</comment>
        <translation>&apos;{text}&apos; bukan langkah: tulis kartu yang dimainkan, lalu trail, take, build, raise, atau add.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="180"/>
        <source>&apos;{text}&apos;: after &apos;=&apos; comes the value the card counts as, like AS=14.</source>
        <translation>&apos;{text}&apos;: setelah &apos;=&apos; tulis nilai yang dipakai kartu itu, seperti AS=14.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="186"/>
        <source>&apos;{text}&apos;: &apos;{word}&apos; is not one of trail, take, build, raise, add.</source>
        <comment>the words trail, take, build, raise, add and the card codes are typed as they are</comment>
        <translation>&apos;{text}&apos;: &apos;{word}&apos; bukan salah satu dari trail, take, build, raise, add.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="192"/>
        <source>&apos;{text}&apos;: say the build value after &apos;{verb}&apos;, like &apos;{verb} 9&apos;.</source>
        <translation>&apos;{text}&apos;: sebutkan nilai bangunan setelah &apos;{verb}&apos;, seperti &apos;{verb} 9&apos;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="197"/>
        <source>&apos;{text}&apos;: say the build value after &apos;trail build&apos;, like &apos;trail build 9&apos;.</source>
        <comment>the words trail, take, build, raise, add and the card codes are typed as they are</comment>
        <translation>&apos;{text}&apos;: sebutkan nilai bangunan setelah &apos;trail build&apos;, seperti &apos;trail build 9&apos;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="214"/>
        <source>&apos;{text}&apos;: a &apos;]&apos; without its &apos;[&apos;.</source>
        <translation>&apos;{text}&apos;: ada &apos;]&apos; tanpa &apos;[&apos; pasangannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="223"/>
        <source>&apos;{text}&apos;: a &apos;[&apos; without its &apos;]&apos;.</source>
        <translation>&apos;{text}&apos;: ada &apos;[&apos; tanpa &apos;]&apos; pasangannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="225"/>
        <source>&apos;{text}&apos;: a trail takes no table cards.</source>
        <translation>&apos;{text}&apos;: membuang kartu ke meja tidak mengambil kartu meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="227"/>
        <source>&apos;{text}&apos;: say which table cards are taken.</source>
        <translation>&apos;{text}&apos;: sebutkan kartu meja mana yang diambil.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="238"/>
        <source>&apos;{text}&apos;: after &apos;table&apos; comes build or add.</source>
        <comment>the words table, build, add and the card codes are typed as they are</comment>
        <translation>&apos;{text}&apos;: sesudah &apos;table&apos; harus ada build atau add.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="241"/>
        <source>&apos;{text}&apos;: say which build the cards are added to, like [4S 5H].</source>
        <translation>&apos;{text}&apos;: sebutkan bangunan mana yang ditambahi, misalnya [4S 5H].</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/moves.py" line="243"/>
        <source>&apos;{text}&apos;: say which table cards are used.</source>
        <translation>&apos;{text}&apos;: sebutkan kartu meja mana yang dipakai.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="28"/>
        <source>only most cards can reach {target} now, and wins at once</source>
        <translation>hanya kartu terbanyak yang kini bisa mencapai {target}, dan langsung menang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="29"/>
        <source>only most spades can reach {target} now, and wins at once</source>
        <translation>hanya sekop terbanyak yang kini bisa mencapai {target}, dan langsung menang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="30"/>
        <source>only the 10♦ can reach {target} now, and wins at once</source>
        <translation>hanya 10♦ yang kini bisa mencapai {target}, dan langsung menang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="31"/>
        <source>nothing can reach {target} this round</source>
        <translation>tidak ada yang bisa mencapai {target} di ronde ini</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="32"/>
        <source>at {score}: won most cards, the game</source>
        <translation>pada {score}: mendapat kartu terbanyak, menang permainan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="33"/>
        <source>at {score}: won most spades, the game</source>
        <translation>pada {score}: mendapat sekop terbanyak, menang permainan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="34"/>
        <source>at {score}: won the 10♦, the game</source>
        <translation>pada {score}: mendapat 10♦, menang permainan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="35"/>
        <source>at {score}: needs most cards</source>
        <translation>pada {score}: perlu kartu terbanyak</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="36"/>
        <source>at {score}: needs most spades</source>
        <translation>pada {score}: perlu sekop terbanyak</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="37"/>
        <source>at {score}: needs the 10♦</source>
        <translation>pada {score}: perlu 10♦</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="38"/>
        <source>at {score}: one short at most</source>
        <translation>pada {score}: paling tinggi kurang satu dari target</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="39"/>
        <source>sweeps do not score</source>
        <comment>the rule near the target: this side&apos;s sweeps score nothing</comment>
        <translation>sapuan tidak dihitung</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/near_target.py" line="40"/>
        <location filename="../../casino_desktop/core/units_match.py" line="113"/>
        <source>Near the target</source>
        <translation>Mendekati target</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="256"/>
        <source>That play is not possible here.</source>
        <translation>Langkah itu tidak mungkin di sini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="257"/>
        <source>build {value}</source>
        <comment>a build on the table among things taken, such as: build 8 + 5♦</comment>
        <translation>bangunan {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="260"/>
        <source>build {value}</source>
        <comment>a build among the things a move&apos;s button takes, after Take: in the form your language gives that object, such as: Take build 8 + 5♦</comment>
        <translation>bangunan {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="263"/>
        <source>multiple build {value}</source>
        <comment>a multiple build (two or more groups, each worth this value) among the things a move&apos;s button takes, after Take: in the form your language gives that object, such as: Take multiple build 8</comment>
        <translation>bangunan ganda {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="267"/>
        <source>Trail</source>
        <comment>a move: play a card to the table and take nothing</comment>
        <translation>Buang ke meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="268"/>
        <source>Trail, and build {value} from {things}</source>
        <translation>Buang ke meja, dan bangun {value} dari {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="269"/>
        <source>Take {things}</source>
        <translation>Ambil {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="270"/>
        <source>Take {things} ({card} as {value})</source>
        <comment>an ace played as 1 or as 14</comment>
        <translation>Ambil {things} ({card} sebagai {value})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="271"/>
        <source>Build {value}s</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Bangun {value} ganda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="272"/>
        <source>Build {value}s with {things}</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Bangun {value} ganda dengan {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="273"/>
        <source>Build {value}</source>
        <comment>a move: make a build of this value</comment>
        <translation>Bangun {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="274"/>
        <source>Build {value} with {things}</source>
        <translation>Bangun {value} dengan {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="275"/>
        <source>Raise to {value}</source>
        <translation>Naikkan menjadi {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="276"/>
        <source>Raise to {value} with {cards}</source>
        <translation>Naikkan menjadi {value} dengan {cards}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="277"/>
        <source>Add to build {value}</source>
        <translation>Tambahkan ke bangunan {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="278"/>
        <source>Add to build {value} with {cards}</source>
        <translation>Tambahkan ke bangunan {value} dengan {cards}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="279"/>
        <source>Build {value} from {things}</source>
        <comment>a move: a build made of table cards only</comment>
        <translation>Bangun {value} dari {things}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="280"/>
        <source>Add {cards} to build {value}</source>
        <comment>a move: table cards added to a build</comment>
        <translation>Tambahkan {cards} ke bangunan {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/pointing.py" line="281"/>
        <source>End turn</source>
        <comment>a move, and its button: end the turn (African Casino)</comment>
        <translation>Akhiri giliran</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="51"/>
        <source>&apos;{key}&apos; is not a key of a position; its keys are: {keys}.</source>
        <translation>&apos;{key}&apos; bukan kunci posisi; kuncinya: {keys}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="52"/>
        <source>&apos;{key}&apos; is not a key of a build; its keys are: {keys}.</source>
        <translation>&apos;{key}&apos; bukan kunci bangunan; kuncinya: {keys}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="54"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="262"/>
        <source>&apos;{key}&apos; must be true or false.</source>
        <translation>&apos;{key}&apos; harus true atau false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="55"/>
        <source>Seat {seat} is the &apos;controller&apos; of the build of {value} but holds no card to take it with, which cannot happen in a game.</source>
        <translation>Kursi {seat} adalah &apos;controller&apos; bangunan {value} tetapi tidak memegang kartu untuk mengambilnya, dan itu tidak mungkin terjadi dalam permainan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="75"/>
        <source>A position must be a JSON object.</source>
        <translation>Posisi harus berupa objek JSON.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="79"/>
        <source>&apos;players&apos; must be a whole number from 2 to 4.</source>
        <translation>&apos;players&apos; harus bilangan bulat dari 2 sampai 4.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="89"/>
        <source>&apos;deal&apos; must be a whole number from 1 to {most}: which deal of the round it is.</source>
        <translation>&apos;deal&apos; harus bilangan bulat dari 1 sampai {most}: bagian keberapa dalam ronde itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="100"/>
        <source>&apos;{key}&apos; must be a seat number from 0 to {last}.</source>
        <translation>&apos;{key}&apos; harus nomor kursi dari 0 sampai {last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="106"/>
        <source>{shown} is not a card: cards are text like &quot;10D&quot;.</source>
        <translation>{shown} bukan kartu: kartu ditulis sebagai teks seperti &quot;10D&quot;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="116"/>
        <source>The {card} appears more often than the deck holds it.</source>
        <translation>{card} muncul lebih sering daripada yang ada di dek.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="122"/>
        <source>The hand of seat {seat}, who is to move, must be given.</source>
        <translation>Tangan kursi {seat}, yang mendapat giliran, harus diberikan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="124"/>
        <source>The hand of seat {seat}, who is to move, must be a list of cards.</source>
        <translation>Tangan kursi {seat}, yang mendapat giliran, harus berupa daftar kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="129"/>
        <source>&apos;{shown}&apos; is not a seat: the hands are given for seats 0 to {last}.</source>
        <translation>&apos;{shown}&apos; bukan kursi: tangan diberikan untuk kursi 0 sampai {last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="136"/>
        <source>The hand of seat {seat} must be a list of cards.</source>
        <translation>Tangan kursi {seat} harus berupa daftar kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="138"/>
        <source>The hand of seat {seat} holds {count} cards; a hand holds at most {most} in this variant.</source>
        <translation>Tangan kursi {seat} berisi {count} kartu; dalam varian ini satu tangan berisi paling banyak {most}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="143"/>
        <source>The seat to move has no cards.</source>
        <translation>Kursi yang mendapat giliran tidak punya kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="150"/>
        <source>&apos;table&apos; must be a list of cards and builds.</source>
        <translation>&apos;table&apos; harus berupa daftar kartu dan bangunan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="163"/>
        <source>&apos;{key}&apos; must be true or false, and true only where a turn has several actions.</source>
        <translation>&apos;{key}&apos; harus true atau false, dan true hanya jika satu giliran terdiri dari beberapa tindakan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="205"/>
        <source>&apos;{key}&apos; is given only where the top cards of the capture piles are in play.</source>
        <translation>&apos;{key}&apos; hanya diberikan jika kartu teratas tumpukan tangkapan ikut dalam permainan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="207"/>
        <source>&apos;{key}&apos; must be a list of {count} lists of cards, the top card last.</source>
        <translation>&apos;{key}&apos; harus berupa daftar berisi {count} daftar kartu (satu untuk setiap tumpukan), kartu teratas paling akhir.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="220"/>
        <source>A build needs a list of at least two cards under &apos;build&apos;.</source>
        <translation>Bangunan memerlukan daftar berisi paling sedikit dua kartu di &apos;build&apos;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="229"/>
        <source>A build needs its &apos;value&apos; as a whole number from 1 to {highest}.</source>
        <translation>Bangunan memerlukan &apos;value&apos; berupa bilangan bulat dari 1 sampai {highest}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="231"/>
        <source>The build {names} is of court cards of one rank, so it is worth {highest}, not {value}.</source>
        <translation>Bangunan {names} terdiri dari kartu gambar satu peringkat, jadi nilainya {highest}, bukan {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="235"/>
        <source>A build&apos;s &apos;multiple&apos; must be true or false.</source>
        <translation>&apos;multiple&apos; sebuah bangunan harus true atau false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="238"/>
        <source>A build&apos;s &apos;controller&apos; must be a seat number from 0 to {last}.</source>
        <translation>&apos;controller&apos; sebuah bangunan harus nomor kursi dari 0 sampai {last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="243"/>
        <source>The build {names} holds a court card, which has no number in this variant.</source>
        <translation>Bangunan {names} berisi kartu gambar, yang tidak punya angka dalam varian ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="246"/>
        <source>The cards {names} add up to {total}, so they cannot make a single build of {value}.</source>
        <translation>Kartu {names} berjumlah {total}, jadi tidak bisa menjadi bangunan tunggal {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/position.py" line="249"/>
        <source>The cards {names} cannot be split into two or more groups of {value}.</source>
        <translation>Kartu {names} tidak bisa dibagi menjadi dua kelompok {value} atau lebih.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="70"/>
        <source>The record</source>
        <comment>the subject of a sentence about a saved game that cannot be read</comment>
        <translation>Catatan permainan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="73"/>
        <source>{what} is damaged: its move {number} cannot be played.</source>
        <translation>{what} rusak: langkah ke-{number} tidak dapat dimainkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="74"/>
        <source>{what} asks for a variant or house rules this program cannot play.</source>
        <translation>{what} meminta varian atau aturan rumah yang tidak dapat dimainkan program ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="204"/>
        <source>The record has no variant.</source>
        <translation>Rekaman ini tidak memiliki varian.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="204"/>
        <source>The record has no house rules.</source>
        <translation>Rekaman ini tidak memiliki aturan khusus.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="205"/>
        <source>The record has no number of players.</source>
        <translation>Rekaman ini tidak memiliki jumlah pemain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="206"/>
        <source>The record has no partnership setting.</source>
        <translation>Rekaman ini tidak memiliki pengaturan kemitraan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="207"/>
        <source>The record has no deal number.</source>
        <translation>Rekaman ini tidak memiliki nomor pembagian.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="207"/>
        <source>The record has no seats.</source>
        <translation>Rekaman ini tidak memiliki data pemain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="208"/>
        <source>The record has no moves.</source>
        <translation>Rekaman ini tidak memiliki langkah.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="215"/>
        <source>The file is not a Casino game record.</source>
        <translation>Berkas ini bukan rekaman permainan Casino.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="218"/>
        <source>unknown</source>
        <comment>the version of a saved game that cannot be read</comment>
        <translation>tidak diketahui</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="219"/>
        <source>The record has version {shown}; this program reads version {version}.</source>
        <translation>Rekaman ini versi {shown}; program ini membaca versi {version}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/record.py" line="227"/>
        <source>The record&apos;s moves must be a list of at most {shown} moves, far more than any match lasts.</source>
        <extracomment>For one: The record&apos;s moves must be a list of at most {shown} move, far more than any match lasts.</extracomment>
        <translation>
            <numerusform>Langkah dalam rekaman harus berupa daftar berisi paling banyak {shown} langkah, jauh lebih banyak daripada pertandingan mana pun.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="232"/>
        <source>Every move in the record must be a short text, like &quot;7H trail&quot;.</source>
        <translation>Setiap langkah dalam rekaman harus berupa teks pendek, seperti &quot;7H trail&quot;.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/record.py" line="234"/>
        <source>The record&apos;s seats must be a list of at most {count} seats.</source>
        <extracomment>For one: The record&apos;s seats must be a list of at most {count} seat.</extracomment>
        <translation>
            <numerusform>Data pemain dalam rekaman harus berupa daftar berisi paling banyak {count} pemain.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="240"/>
        <source>Each seat in the record must give its kind, level and name as short texts.</source>
        <translation>Setiap pemain dalam rekaman harus menyebutkan jenis, tingkat, dan namanya sebagai teks pendek.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="243"/>
        <source>The record&apos;s match number is damaged.</source>
        <translation>Nomor pertandingan dalam rekaman rusak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="246"/>
        <source>The record&apos;s note of a round dealt after its last move is damaged.</source>
        <translation>Catatan rekaman tentang ronde yang dibagikan setelah langkah terakhirnya rusak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="251"/>
        <source>The record&apos;s note of where its match was resumed is damaged.</source>
        <translation>Catatan rekaman tentang titik pertandingan dilanjutkan rusak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="253"/>
        <source>The record&apos;s variant must be the name of a variant.</source>
        <translation>Varian dalam rekaman harus berupa nama varian.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="255"/>
        <source>The record&apos;s house rules are damaged.</source>
        <translation>Aturan khusus dalam rekaman rusak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="257"/>
        <source>The record&apos;s number of players must be a whole number from 2 to 4.</source>
        <translation>Jumlah pemain dalam rekaman harus bilangan bulat dari 2 sampai 4.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="259"/>
        <source>The record&apos;s partnership setting must be true or false.</source>
        <translation>Pengaturan kemitraan dalam rekaman harus true atau false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/record.py" line="261"/>
        <source>The record&apos;s deal number must be a whole number from 0 to {most}.</source>
        <translation>Nomor pembagian dalam rekaman harus bilangan bulat dari 0 sampai {most}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="24"/>
        <source>The {card} was taken more often than the pack holds it.</source>
        <translation>{card} diambil lebih sering daripada jumlahnya dalam dek.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="25"/>
        <source>Player or team {side} made more sweeps than the cards it took allow: each sweep takes at least two cards.</source>
        <translation>Pemain atau tim {side} membuat lebih banyak sapu daripada yang dimungkinkan kartu yang diambilnya: setiap sapu mengambil sedikitnya dua kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="27"/>
        <source>More sweeps were made than cards were taken: each sweep takes at least one card.</source>
        <translation>Sapu yang dibuat lebih banyak daripada kartu yang diambil: setiap sapu mengambil sedikitnya satu kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="28"/>
        <source>Player or team {side} left the table open to more sweeps than the others made.</source>
        <translation>Pemain atau tim {side} membiarkan meja terbuka untuk lebih banyak sapu daripada yang dibuat pihak lain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="29"/>
        <source>This game has no mulles: leave out &quot;mulles&quot;.</source>
        <translation>Permainan ini tidak punya mulle: hilangkan &quot;mulles&quot;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="30"/>
        <source>Player or team {side} made more mulles than the cards it took allow: each mulle takes two cards.</source>
        <translation>Pemain atau tim {side} membuat lebih banyak mulle daripada yang dimungkinkan kartu yang diambilnya: setiap mulle mengambil dua kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/round_check.py" line="32"/>
        <source>A mulle with the {card} needs both of its cards in the pile of player or team {side}.</source>
        <translation>Mulle dengan {card} memerlukan kedua kartunya di tumpukan pemain atau tim {side}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="72"/>
        <source>The {card} on top of a capture pile can only go into a build: it is never captured directly.</source>
        <translation>{card} di atas tumpukan tangkapan hanya bisa masuk ke bangunan: kartu itu tidak pernah ditangkap langsung.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="73"/>
        <source>The {card} on top of a capture pile can only be added to a build that is already on the table.</source>
        <translation>{card} di atas tumpukan tangkapan hanya bisa ditambahkan ke bangunan yang sudah ada di meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="74"/>
        <source>The {card} on top of a capture pile can only be added to a build of your side.</source>
        <translation>{card} di atas tumpukan tangkapan hanya bisa ditambahkan ke bangunan milik pihak Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="110"/>
        <source>You may not change the value of your partner&apos;s build, only an opponent&apos;s.</source>
        <translation>Anda tidak boleh mengubah nilai bangunan pasangan Anda, hanya bangunan lawan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="111"/>
        <source>You may not change the value of your partner&apos;s build of {build}, only an opponent&apos;s, so it cannot go into a build of {value}.</source>
        <translation>Anda tidak boleh mengubah nilai bangunan {build} milik pasangan Anda, hanya bangunan lawan, jadi bangunan itu tidak bisa masuk ke bangunan {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="113"/>
        <source>The build of {value} belongs to an opponent: you may add to it only in a turn in which you capture it.</source>
        <translation>Bangunan {value} milik lawan: Anda boleh menambahinya hanya pada giliran ketika Anda menangkapnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="116"/>
        <source>A build of {value} would merge with an opponent&apos;s build of {value}, and you may add to that build only in a turn in which you capture it.</source>
        <translation>Bangunan {value} akan bergabung dengan bangunan {value} milik lawan, dan Anda boleh menambahi bangunan itu hanya pada giliran ketika Anda menangkapnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="155"/>
        <source>In the first deal a player who owns a build may not trail: capture, or add to your build.</source>
        <translation>Pada pembagian pertama, pemain yang memiliki bangunan tidak boleh membuang kartu ke meja: tangkaplah, atau tambahi bangunan Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="156"/>
        <location filename="../../casino_desktop/core/rule_turns.py" line="142"/>
        <source>In the first deal a player may own only one build: you own the build of {value}.</source>
        <translation>Pada pembagian pertama, seorang pemain hanya boleh memiliki satu bangunan: Anda memiliki bangunan {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="192"/>
        <source>Your opponents insist that you take everything your {card} can take: {more} as well.</source>
        <translation>Lawan Anda menuntut agar Anda mengambil semua yang bisa diambil {card} Anda: {more} juga.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_african.py" line="193"/>
        <source>Your opponents insist that a card that can capture does capture: the {card} can.</source>
        <translation>Lawan Anda menuntut agar kartu yang bisa menangkap benar-benar menangkap: {card} bisa menangkap.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="101"/>
        <source>Say the value of the build.</source>
        <translation>Sebutkan nilai bangunannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="102"/>
        <source>Say which build you raise.</source>
        <translation>Sebutkan bangunan mana yang Anda naikkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="103"/>
        <source>The build of {build} is a multiple build: its value never changes, so it cannot be raised.</source>
        <translation>Bangunan {build} adalah bangunan ganda: nilainya tidak pernah berubah, jadi tidak bisa dinaikkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="104"/>
        <source>You may not raise your own build here.</source>
        <translation>Di sini Anda tidak boleh menaikkan bangunan Anda sendiri.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="105"/>
        <source>You may not change the value of your own build of {build} here, so it cannot go into a build of {value}.</source>
        <translation>Di sini Anda tidak boleh mengubah nilai bangunan {build} milik Anda sendiri, jadi bangunan itu tidak bisa masuk ke bangunan {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="108"/>
        <source>This build would be worth {value}; a build may not be worth more than {max} here.</source>
        <comment>value: what the play would make the build worth; max: the highest build the game allows</comment>
        <translation>Bangunan ini akan bernilai {value}; di sini nilai bangunan tidak boleh lebih dari {max}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="110"/>
        <source>To build {value} you must still hold a card that takes {value}.</source>
        <translation>Untuk membangun {value}, Anda harus masih memegang kartu yang bisa mengambil {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="111"/>
        <source>To raise the build of {build} to {value} you must still hold a card that takes {value}.</source>
        <translation>Untuk menaikkan bangunan {build} menjadi {value}, Anda harus masih memegang kartu yang bisa mengambil {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="112"/>
        <source>To build {value} you must still hold a card that takes {value}, or build it for your partner while they own a build of {value}.</source>
        <translation>Untuk membangun {value}, Anda harus masih memegang kartu yang bisa mengambil {value}, atau membangunnya untuk pasangan Anda selama pasangan Anda memiliki bangunan {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="114"/>
        <source>To raise the build of {build} to {value} you must still hold a card that takes {value}, or raise it for your partner while they own a build of {value}.</source>
        <translation>Untuk menaikkan bangunan {build} menjadi {value}, Anda harus masih memegang kartu yang mengambil {value}, atau menaikkannya untuk pasangan Anda selama ia memiliki bangunan {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="116"/>
        <source>Court cards have no number here: they cannot go into a build.</source>
        <translation>Kartu gambar tidak bernilai angka di sini: kartu itu tidak bisa masuk ke bangunan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="117"/>
        <source>Raising adds exactly one card from your hand: {build} + {worth} makes {raised}, not {value}; table cards may not change a build&apos;s value.</source>
        <translation>Menaikkan berarti menambahkan tepat satu kartu dari tangan Anda: {build} + {worth} menjadi {raised}, bukan {value}; kartu meja tidak boleh mengubah nilai bangunan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="119"/>
        <source>The {card} must help change the value: {build} + {worth} + table cards must make {value}.</source>
        <translation>{card} harus ikut mengubah nilai bangunan: {build} + {worth} + kartu meja harus menjadi {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="121"/>
        <source>Say which build you add to.</source>
        <translation>Sebutkan bangunan mana yang Anda tambahi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="122"/>
        <source>Adding does not change a build&apos;s value: that build is {build}, not {value}.</source>
        <translation>Menambah tidak mengubah nilai bangunan: bangunan itu bernilai {build}, bukan {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="227"/>
        <source>A build needs at least one card from the table.</source>
        <translation>Bangunan memerlukan setidaknya satu kartu dari meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="228"/>
        <source>A build of {value} is already on the table: here you add to it instead.</source>
        <translation>Sudah ada bangunan {value} di meja: di sini Anda harus menambahkan ke bangunan itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="229"/>
        <source>The build of {build} is a multiple build: it can be taken or added to, never built into another build.</source>
        <translation>Bangunan {build} adalah bangunan ganda: bangunan itu bisa diambil atau ditambahi, tetapi tidak pernah dimasukkan ke bangunan lain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="231"/>
        <source>A build is not a card: it cannot join a sum unless single builds count as cards.</source>
        <translation>Bangunan bukan kartu: bangunan tidak bisa ikut dalam penjumlahan, kecuali jika bangunan tunggal dihitung sebagai kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="232"/>
        <source>A raise changes one build: it cannot take another build into it.</source>
        <translation>Menaikkan hanya mengubah satu bangunan: bangunan lain tidak bisa dimasukkan ke dalamnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="233"/>
        <source>To put the build of {value} into a new build of {value}, add to it instead.</source>
        <translation>Untuk memasukkan bangunan {value} ke bangunan {value} yang baru, tambahkan saja ke bangunan itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="234"/>
        <source>This play joins two builds of {value}: name the build of {first} as the one you add to, the other as a card.</source>
        <translation>Langkah ini menggabungkan dua bangunan {value}: sebut bangunan {first} sebagai bangunan yang Anda tambahi, dan yang lain sebagai kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="236"/>
        <source>The {card} with {loose} cannot be split into groups that each make {value}; cards inside a build are never split or rearranged.</source>
        <translation>{card} dengan {loose} tidak bisa dibagi menjadi kelompok yang masing-masing bernilai {value}; kartu di dalam bangunan tidak pernah dipisah atau disusun ulang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="238"/>
        <source>The {card} alone does not make {value}; cards inside a build are never split or rearranged.</source>
        <translation>{card} saja tidak menjadi {value}; kartu di dalam bangunan tidak pernah dipisah atau disusun ulang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="239"/>
        <source>Those table cards cannot be split into groups of {value} for a build of two or more cards.</source>
        <translation>Kartu meja itu tidak bisa dibagi menjadi kelompok bernilai {value} untuk bangunan dari dua kartu atau lebih.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_builds.py" line="321"/>
        <source>Putting the {card} on the build of {build} raises it to {value}: play it as a raise of that build.</source>
        <translation>Menaruh {card} di atas bangunan {build} menaikkannya menjadi {value}: mainkan sebagai menaikkan bangunan itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="88"/>
        <source>Capturing is compulsory here, and you can capture: you may not trail.</source>
        <translation>Di sini menangkap itu wajib, dan Anda bisa menangkap: Anda tidak boleh membuang kartu ke meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="89"/>
        <source>A card equal to a loose table card may not be trailed: the {card} must take the {equal}, or go into a build.</source>
        <translation>Kartu yang sama dengan kartu lepas di meja tidak boleh dibuang ke meja: {card} harus mengambil {equal}, atau masuk ke bangunan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="91"/>
        <source>A card must take every loose card equal to it: the {card} must also take the {left}.</source>
        <translation>Kartu harus mengambil semua kartu lepas yang sama dengannya: {card} juga harus mengambil {left}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="92"/>
        <source>A card must take every loose card equal to it: the {card} as {value} must also take the {left}.</source>
        <translation>Kartu harus mengambil semua kartu lepas yang sama dengannya: {card} sebagai {value} juga harus mengambil {left}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="140"/>
        <source>The {card} cannot count as {value}.</source>
        <translation>{card} tidak bisa dihitung sebagai {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="141"/>
        <source>A build is taken only whole by a card of its value: the build of {build} cannot be taken by a card worth {values}.</source>
        <translation>Bangunan hanya bisa diambil utuh oleh kartu yang sama nilainya: bangunan {build} tidak bisa diambil oleh kartu bernilai {values}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="143"/>
        <source>Say which table cards you take.</source>
        <translation>Sebutkan kartu meja mana yang Anda ambil.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="144"/>
        <source>Court cards have no number here: a court card takes only cards of its own rank.</source>
        <translation>Kartu gambar tidak bernilai angka di sini: kartu gambar hanya mengambil kartu dengan gambar yang sama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="145"/>
        <source>A court card takes only one card of its rank at a time here.</source>
        <translation>Di sini kartu gambar hanya mengambil satu kartu dengan gambar yang sama setiap kali.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="146"/>
        <source>A court card takes one card of its rank, or all three at once by the fourth.</source>
        <translation>Kartu gambar mengambil satu kartu dengan gambar yang sama, atau ketiganya sekaligus dengan kartu keempat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="147"/>
        <source>Court cards have no number here: they are taken only by a card of their own rank.</source>
        <translation>Kartu gambar tidak bernilai angka di sini: kartu gambar hanya bisa diambil oleh kartu dengan gambar yang sama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="148"/>
        <source>Those cards cannot be split into groups that each add up to {values}: every table card belongs to at most one group.</source>
        <translation>Kartu-kartu itu tidak bisa dibagi menjadi kelompok yang masing-masing berjumlah {values}: setiap kartu meja hanya boleh masuk paling banyak satu kelompok.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="151"/>
        <source>The {card} cannot take the {loose}: it takes table cards worth {values}, or several that add up to {values}.</source>
        <translation>{card} tidak bisa mengambil {loose}: kartu itu hanya bisa mengambil kartu meja bernilai {values}, atau beberapa kartu yang jumlahnya {values}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_captures.py" line="160"/>
        <location filename="../../casino_desktop/practice/reasons.py" line="48"/>
        <source>{first} or {last}</source>
        <comment>a card&apos;s values, such as: 1 or 14</comment>
        <translation>{first} atau {last}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="16"/>
        <source>Court cards have no number here: they cannot be built with.</source>
        <translation>Kartu gambar tidak bernilai angka di sini: kartu itu tidak bisa dipakai membangun.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="17"/>
        <source>A court card builds only on loose table cards of its own rank.</source>
        <translation>Kartu gambar hanya bisa membangun di atas kartu lepas di meja yang sama gambarnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="18"/>
        <source>A court card builds only on table cards of its own rank, to be taken by another of that rank.</source>
        <translation>Kartu gambar hanya bisa membangun di atas kartu meja yang sama gambarnya, untuk diambil oleh kartu lain dengan gambar yang sama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="19"/>
        <source>To build with a court card you must still hold another card of its rank to take the build.</source>
        <translation>Untuk membangun dengan kartu gambar, Anda harus masih memegang kartu lain dengan gambar yang sama untuk mengambil bangunannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="20"/>
        <source>A court-card build must then hold three cards of its rank, to be taken by the fourth.</source>
        <translation>Bangunan kartu gambar harus berisi tiga kartu dengan gambar yang sama, untuk diambil oleh kartu keempat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="21"/>
        <source>A court card is added only to a court-card build of its own rank.</source>
        <translation>Kartu gambar hanya bisa ditambahkan ke bangunan kartu gambar yang sama gambarnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_court_builds.py" line="22"/>
        <source>Only a court card of its rank is added to a court-card build, and nothing raises it.</source>
        <translation>Hanya kartu gambar yang sama gambarnya yang bisa ditambahkan ke bangunan kartu gambar, dan bangunan itu tidak bisa dinaikkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="132"/>
        <source>You control the build of {build}: you may not trail; take it, capture something else, build, or add to a build.</source>
        <translation>Anda memiliki bangunan {build}: Anda tidak boleh membuang kartu ke meja; ambil bangunan itu, tangkap kartu lain, bangun, atau tambahkan ke bangunan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="134"/>
        <source>You control the build of {build}: you may not trail; take it, capture something else, or raise a build.</source>
        <translation>Anda memiliki bangunan {build}: Anda tidak boleh membuang kartu ke meja; ambil bangunan itu, tangkap kartu lain, atau naikkan bangunan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="136"/>
        <source>While you own the build of {build} you must take it, capture something else, or raise a build: you may not make another build or add to one.</source>
        <translation>Selama Anda memiliki bangunan {build}, Anda harus mengambilnya, menangkap kartu lain, atau menaikkan bangunan: Anda tidak boleh membuat bangunan lain atau menambah bangunan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_owner.py" line="138"/>
        <source>You control the build of {build}: you must keep a card that takes {build} until you take the build.</source>
        <translation>Anda memiliki bangunan {build}: Anda harus menyimpan kartu yang bisa mengambil {build} sampai Anda mengambil bangunan itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="51"/>
        <source>Deal</source>
        <comment>a group of rules: dealing the cards</comment>
        <translation>Pembagian</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="52"/>
        <source>Capturing</source>
        <comment>a group of rules: taking cards from the table</comment>
        <translation>Menangkap</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="53"/>
        <source>Building</source>
        <comment>a group of rules, and the rule that players may build</comment>
        <translation>Membangun</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="54"/>
        <source>Scoring</source>
        <comment>a group of rules: what scores points</comment>
        <translation>Penghitungan poin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_spec.py" line="55"/>
        <source>Match</source>
        <comment>a group of rules: how a match is won</comment>
        <translation>Pertandingan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="22"/>
        <source>The round is over: no card can be played now.</source>
        <translation>Ronde sudah selesai: sekarang tidak ada kartu yang bisa dimainkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="23"/>
        <source>You do not hold the {card}.</source>
        <translation>Anda tidak memegang {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="24"/>
        <source>The {card} is not on the table.</source>
        <translation>{card} tidak ada di meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="25"/>
        <source>The {card} is in the build of {cards}, and a build is never broken up: to take the {card}, capture the whole build with a card of {value}.</source>
        <translation>{card} ada di dalam bangunan {cards}, dan bangunan tidak pernah dipecah: untuk mengambil {card}, tangkap seluruh bangunan dengan kartu bernilai {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="27"/>
        <source>There is no build of {cards} on the table.</source>
        <translation>Tidak ada bangunan {cards} di meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="30"/>
        <source>The {card} is on top of your own capture pile: only the top cards of the other players&apos; piles are in play.</source>
        <translation>{card} ada di atas tumpukan tangkapan Anda sendiri: hanya kartu teratas tumpukan pemain lain yang ikut dalam permainan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="32"/>
        <source>The build of {cards} is named more often than it stands on the table.</source>
        <translation>Bangunan {cards} disebut lebih sering daripada yang ada di meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="33"/>
        <source>The {card} is named more often than it lies on the table.</source>
        <translation>{card} disebut lebih sering daripada yang ada di meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="36"/>
        <source>Say which card from your hand you play.</source>
        <translation>Sebutkan kartu mana dari tangan Anda yang Anda mainkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="37"/>
        <source>An earlier build on the table holds these same cards, and a play names a build by its cards: only that first build can be taken, raised or added to now.</source>
        <translation>Ada bangunan sebelumnya di meja dengan kartu yang sama persis, dan langkah menyebut bangunan dengan kartunya: sekarang hanya bangunan pertama itu yang bisa diambil, dinaikkan, atau ditambahi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="100"/>
        <source>A trail takes no table cards (trailing and building at once is a house rule that is off).</source>
        <translation>Membuang kartu ke meja tidak mengambil kartu meja (membuang sekaligus membangun adalah aturan khusus yang sedang tidak aktif).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="101"/>
        <source>A trail takes nothing from the table: to play onto a build, take it, raise it or add to it.</source>
        <translation>Membuang kartu ke meja tidak mengambil apa pun dari meja: untuk bermain ke bangunan, ambil, naikkan, atau tambahi bangunan itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="102"/>
        <source>A card trailed alone makes no build, so it declares no value.</source>
        <translation>Kartu yang dibuang sendirian tidak membentuk bangunan, jadi tidak menyebutkan nilai.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="103"/>
        <source>Say the value of the build you make from the table cards.</source>
        <translation>Sebutkan nilai bangunan yang Anda buat dari kartu meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_table.py" line="104"/>
        <source>This variant has no building: capture or trail.</source>
        <translation>Varian ini tidak memakai bangunan: tangkap atau buang kartu ke meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="76"/>
        <source>You have played your card from the hand this turn: add table cards to your builds, or end your turn.</source>
        <translation>Anda sudah memainkan kartu dari tangan pada giliran ini: tambahkan kartu meja ke bangunan Anda, atau akhiri giliran Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="77"/>
        <source>You added to an opponent&apos;s build this turn: the card you play must capture it.</source>
        <translation>Anda sudah menambahi bangunan lawan pada giliran ini: kartu yang Anda mainkan harus menangkapnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="95"/>
        <source>Every play here uses one card from your hand: there are no actions with table cards alone, and a turn ends by itself.</source>
        <translation>Setiap langkah di sini memakai satu kartu dari tangan Anda: tidak ada tindakan dengan kartu meja saja, dan giliran berakhir dengan sendirinya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="107"/>
        <source>Play one card from your hand before you end your turn.</source>
        <translation>Mainkan satu kartu dari tangan Anda sebelum mengakhiri giliran.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="108"/>
        <source>Ending your turn plays no card and moves none: it is just &apos;end&apos;.</source>
        <comment>end is typed as it is</comment>
        <translation>Mengakhiri giliran tidak memainkan kartu dan tidak memindahkan kartu apa pun: cukup &apos;end&apos;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="109"/>
        <source>Your opponents insist that you add the {cards} to your side&apos;s build of {value} before you end your turn.</source>
        <translation>Lawan Anda menuntut agar Anda menambahkan {cards} ke bangunan {value} milik pihak Anda sebelum mengakhiri giliran.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="129"/>
        <source>A build or an addition of table cards alone plays no card from your hand.</source>
        <translation>Bangunan atau tambahan yang hanya dari kartu meja tidak memainkan kartu dari tangan Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="130"/>
        <source>The {card} is not on the table or on top of another player&apos;s capture pile.</source>
        <translation>{card} tidak ada di meja atau di atas tumpukan tangkapan pemain lain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="131"/>
        <source>The {card} has no number: only cards with numbers make builds from the table.</source>
        <translation>{card} tidak bernilai angka: hanya kartu bernilai angka yang bisa dipakai membangun dari kartu meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="132"/>
        <source>You may make a build of {value} only if you hold a card that can capture it.</source>
        <translation>Anda boleh membuat bangunan {value} hanya jika Anda memegang kartu yang bisa menangkapnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="133"/>
        <source>A build of {value} is on the table already: add to it instead.</source>
        <translation>Sudah ada bangunan {value} di meja: tambahkan ke bangunan itu saja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="134"/>
        <source>The {cards} cannot be split into groups that each make {value}.</source>
        <translation>{cards} tidak bisa dibagi menjadi kelompok yang masing-masing berjumlah {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="136"/>
        <source>The {card} alone does not make {value}: the cards added must make {value} together.</source>
        <translation>{card} saja tidak berjumlah {value}: kartu yang ditambahkan harus berjumlah {value} bersama-sama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="137"/>
        <source>A build needs at least two table cards.</source>
        <translation>Bangunan memerlukan sedikitnya dua kartu meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="139"/>
        <source>A build must be worth at least 2.</source>
        <translation>Bangunan harus bernilai paling sedikit 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="140"/>
        <source>A new build of table cards takes in no other build: add the cards to that build instead.</source>
        <translation>Bangunan baru dari kartu meja tidak boleh mencakup bangunan lain: tambahkan kartu-kartu itu ke bangunan tersebut saja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="141"/>
        <source>A top card may start a build only beside a loose {value} from the table.</source>
        <translation>Kartu teratas hanya boleh memulai bangunan bersama kartu lepas {value} dari meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="143"/>
        <source>Say which build the table cards are added to.</source>
        <translation>Sebutkan bangunan mana yang ditambahi kartu meja itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="144"/>
        <source>The build is worth {build}: the cards added must make {build}, not {value}.</source>
        <translation>Bangunan ini bernilai {build}: kartu yang ditambahkan harus berjumlah {build}, bukan {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="145"/>
        <source>Builds are never put together: add table cards to one build.</source>
        <translation>Bangunan tidak pernah digabungkan: tambahkan kartu meja ke satu bangunan saja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="146"/>
        <source>You may add to an opponent&apos;s build only before you play your card, and only to capture it with that card.</source>
        <translation>Anda boleh menambahi bangunan lawan hanya sebelum memainkan kartu Anda, dan hanya untuk menangkapnya dengan kartu itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="147"/>
        <source>To add to an opponent&apos;s build of {value} you must hold a card that captures it.</source>
        <translation>Untuk menambahi bangunan {value} milik lawan, Anda harus memegang kartu yang bisa menangkapnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rule_turns.py" line="148"/>
        <source>You have already added to another opponent&apos;s build this turn.</source>
        <translation>Anda sudah menambahi bangunan lawan yang lain pada giliran ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="19"/>
        <source>It is played with a 40-card pack: one 52-card deck without its jacks, queens and kings.</source>
        <translation>Dimainkan dengan dek 40 kartu: satu dek 52 kartu tanpa Jack, Ratu, dan Raja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="20"/>
        <source>Every card counts its number; there are no court cards in the pack.</source>
        <translation>Setiap kartu bernilai sesuai angkanya; tidak ada kartu gambar di dek ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="24"/>
        <source>The first dealer is chosen at random; the deal then passes to the right each round.</source>
        <translation>Pembagi pertama dipilih secara acak; lalu giliran membagi berpindah ke kanan setiap ronde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="25"/>
        <source>Everyone draws a card and the highest card deals first; the deal then passes to the right each round.</source>
        <translation>Setiap pemain menarik satu kartu dan pemain yang menarik kartu tertinggi membagi lebih dulu; lalu giliran membagi berpindah ke kanan setiap ronde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="27"/>
        <source>Everyone draws a card and the lowest card deals first; the deal then passes to the right each round.</source>
        <translation>Setiap pemain menarik satu kartu dan pemain yang menarik kartu terendah membagi lebih dulu; lalu giliran membagi berpindah ke kanan setiap ronde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="32"/>
        <source>Play goes to the right (anticlockwise): the player on the dealer&apos;s right plays first, and the dealer plays last.</source>
        <translation>Permainan berjalan ke kanan (berlawanan arah jarum jam): pemain di sebelah kanan pembagi bermain pertama, dan pembagi bermain terakhir.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="34"/>
        <source>Play goes to the left (clockwise): the player on the dealer&apos;s left plays first, and the dealer plays last.</source>
        <translation>Permainan berjalan ke kiri (searah jarum jam): pemain di sebelah kiri pembagi bermain pertama, dan pembagi bermain terakhir.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="41"/>
        <source>The player who plays first cuts {count} cards from the middle of the pack and lays them face up on the table; the dealer then deals out the rest of the pack one card at a time, beginning with that player, in equal hands.</source>
        <extracomment>For one: The player who plays first cuts {count} card from the middle of the pack and lays it face up on the table; the dealer then deals out the rest of the pack one card at a time, beginning with that player, in equal hands.</extracomment>
        <translation>
            <numerusform>Pemain yang bermain pertama memotong {count} kartu dari tengah dek dan meletakkannya terbuka di meja; lalu pembagi membagikan sisa kartu satu per satu, mulai dari pemain itu, sama banyak untuk setiap pemain.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="47"/>
        <source>The dealer deals out the whole pack one card at a time, beginning with the player who plays first, in equal hands; no cards go to the table first.</source>
        <translation>Pembagi membagikan seluruh dek satu per satu, mulai dari pemain yang bermain pertama, sama banyak untuk setiap pemain; tidak ada kartu yang diletakkan ke meja lebih dulu.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="52"/>
        <source>With two players each gets {count} cards, and {count} more when both hands are empty.</source>
        <extracomment>For one: With two players each gets {count} card, and {count} more when both hands are empty.</extracomment>
        <translation>
            <numerusform>Dengan dua pemain, masing-masing mendapat {count} kartu, dan {count} kartu lagi setelah kedua tangan kosong.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="54"/>
        <source>With three players each gets {count} cards.</source>
        <extracomment>For one: With three players each gets {count} card.</extracomment>
        <translation>
            <numerusform>Dengan tiga pemain, masing-masing mendapat {count} kartu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="55"/>
        <source>With four players each gets {count} cards.</source>
        <extracomment>For one: With four players each gets {count} card.</extracomment>
        <translation>
            <numerusform>Dengan empat pemain, masing-masing mendapat {count} kartu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="57"/>
        <source>The {count} cards left over go face up to the table.</source>
        <extracomment>For one: The card left over goes face up to the table.</extracomment>
        <translation>
            <numerusform>Sisa {count} kartu diletakkan terbuka di meja.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="62"/>
        <source>Before or after that one card from your hand, your turn may hold as many actions as you like with cards already in play: making a build from loose table cards alone (you must hold a card of its value), and adding loose table cards and top cards of capture piles to a build, in groups of its value. You end your turn when you are done, but not before your card from the hand is played.</source>
        <translation>Sebelum atau sesudah satu kartu dari tangan itu, giliran Anda boleh berisi tindakan sebanyak yang Anda mau dengan kartu yang sudah ada dalam permainan: membuat bangunan hanya dari kartu lepas di meja (Anda harus memegang kartu senilai bangunan itu), dan menambahkan kartu lepas di meja serta kartu teratas tumpukan tangkapan ke sebuah bangunan, dalam kelompok senilai bangunan itu. Anda mengakhiri giliran setelah selesai, tetapi tidak sebelum kartu dari tangan Anda dimainkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="67"/>
        <source>Before or after that one card from your hand, your turn may hold as many actions as you like with cards already in play: making a build from loose table cards alone (you must hold a card of its value), and adding loose table cards to a build, in groups of its value. You end your turn when you are done, but not before your card from the hand is played.</source>
        <translation>Sebelum atau sesudah satu kartu dari tangan itu, giliran Anda boleh berisi tindakan sebanyak yang Anda mau dengan kartu yang sudah ada dalam permainan: membuat bangunan hanya dari kartu lepas di meja (Anda harus memegang kartu senilai bangunan itu), dan menambahkan kartu lepas di meja ke sebuah bangunan, dalam kelompok senilai bangunan itu. Anda mengakhiri giliran setelah selesai, tetapi tidak sebelum kartu dari tangan Anda dimainkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="72"/>
        <source>Your turn is that one play: table cards are never built or added to a build on their own.</source>
        <translation>Giliran Anda hanyalah satu langkah itu: kartu meja tidak pernah dijadikan bangunan atau ditambahkan ke bangunan tanpa kartu dari tangan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="75"/>
        <source>Captured cards are kept face down and stay out of play.</source>
        <translation>Kartu yang ditangkap disimpan tertutup dan tidak ikut dimainkan lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="77"/>
        <source>Captured cards are kept face up in a capture pile: the card you captured with goes on top, and the cards it took beneath it, the lowest nearest the top.</source>
        <translation>Kartu yang ditangkap disimpan terbuka dalam tumpukan tangkapan: kartu yang Anda pakai untuk menangkap diletakkan paling atas, dan kartu yang diambilnya di bawahnya, yang terendah paling dekat ke atas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="79"/>
        <source>Captured cards are kept face up in a capture pile: the cards of each capture, the one you captured with included, go on it in order of value, the lowest on top.</source>
        <translation>Kartu yang ditangkap disimpan terbuka dalam tumpukan tangkapan: kartu-kartu setiap tangkapan, termasuk kartu yang Anda pakai untuk menangkap, ditumpuk menurut urutan nilai, yang terendah paling atas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="83"/>
        <source>Partners keep one capture pile between them, so neither can use the other&apos;s top card.</source>
        <translation>Pasangan menyimpan satu tumpukan tangkapan bersama, jadi tidak ada yang bisa memakai kartu teratas pasangannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="84"/>
        <source>Partners keep a capture pile each, and may use each other&apos;s top card as they use an opponent&apos;s.</source>
        <translation>Setiap pemain dalam tim menyimpan tumpukan tangkapannya sendiri, dan boleh memakai kartu teratas pasangannya seperti memakai kartu teratas lawan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="88"/>
        <source>Only the top card of each capture pile is in play, and only for building: you may add the top card of another player&apos;s pile, alone or with loose table cards, as a group of a build&apos;s value to a build of your side, or to a loose table card you could capture, which then becomes an augmented build of that card&apos;s value. A top card is never captured directly.</source>
        <translation>Hanya kartu teratas setiap tumpukan tangkapan yang ikut dimainkan, dan hanya untuk membangun: Anda boleh menambahkan kartu teratas tumpukan pemain lain, sendiri atau bersama kartu lepas di meja, sebagai kelompok senilai bangunan ke bangunan milik pihak Anda, atau ke kartu lepas di meja yang bisa Anda tangkap, yang lalu menjadi bangunan ganda senilai kartu itu. Kartu teratas tidak pernah ditangkap langsung.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="92"/>
        <source>Only the top card of each capture pile is in play: the card you play may capture the top card of another player&apos;s pile, alone or in a sum with table cards, or add it to your own build.</source>
        <translation>Hanya kartu teratas setiap tumpukan tangkapan yang ikut dimainkan: kartu yang Anda mainkan boleh menangkap kartu teratas tumpukan pemain lain, sendiri atau dalam penjumlahan dengan kartu meja, atau menambahkannya ke bangunan Anda sendiri.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="97"/>
        <source>Each action may use only the card on top of each pile; once it is taken, the card beneath becomes the top card, for your next action or the next player.</source>
        <translation>Setiap tindakan hanya boleh memakai kartu paling atas dari setiap tumpukan; begitu kartu itu diambil, kartu di bawahnya menjadi kartu teratas, untuk tindakan Anda berikutnya atau untuk pemain berikutnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="99"/>
        <source>Once a top card is taken, the card beneath it becomes the top card.</source>
        <translation>Begitu kartu teratas diambil, kartu di bawahnya menjadi kartu teratas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="103"/>
        <source>Opponents insist: a capture must take everything the card you play can take, and you may not end your turn while a loose card or a top card could still be added to a build of your side. A card that could capture may still go into a build instead (drifting).</source>
        <translation>Lawan menuntut: tangkapan harus mengambil semua yang bisa diambil kartu yang Anda mainkan, dan Anda tidak boleh mengakhiri giliran selama masih ada kartu lepas atau kartu teratas yang bisa ditambahkan ke bangunan pihak Anda. Kartu yang bisa menangkap tetap boleh masuk ke bangunan sebagai gantinya (drifting).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="106"/>
        <source>Opponents insist: a capture must take everything the card you play can take. A card that could capture may still go into a build instead (drifting).</source>
        <translation>Lawan menuntut: tangkapan harus mengambil semua yang bisa diambil kartu yang Anda mainkan. Kartu yang bisa menangkap tetap boleh masuk ke bangunan sebagai gantinya (drifting).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="108"/>
        <source>A capture need not take everything the card could take, and you need not add to your builds every card that could go on them. A card that could capture may go into a build instead (drifting).</source>
        <translation>Tangkapan tidak harus mengambil semua yang bisa diambil kartu itu, dan Anda tidak harus menambahkan ke bangunan Anda setiap kartu yang bisa masuk ke sana. Kartu yang bisa menangkap boleh masuk ke bangunan sebagai gantinya (drifting).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="111"/>
        <source>A capture need not take everything the card could take, and a card that could capture may go into a build instead (drifting).</source>
        <translation>Tangkapan tidak harus mengambil semua yang bisa diambil kartu itu, dan kartu yang bisa menangkap boleh masuk ke bangunan sebagai gantinya (drifting).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="115"/>
        <source>An augmented build (a multiple build) holds several groups of the same value (two 4s and a 3 + 5 as a build of 8); you make one by adding a group of that value to a build, or to a loose card of that value that you could capture. No build is ever broken up.</source>
        <translation>Bangunan ganda (di sini disebut juga bangunan tambahan) berisi beberapa kelompok bernilai sama (dua kartu 4 dan 3 + 5 sebagai bangunan 8); Anda membuatnya dengan menambahkan kelompok bernilai itu ke sebuah bangunan, atau ke kartu lepas bernilai itu yang bisa Anda tangkap. Bangunan tidak pernah dipecah.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="120"/>
        <source>Only an opponent&apos;s single build may change its value: you raise it by adding one card from your hand, and it becomes yours. Your own builds and your partner&apos;s never change value, nor does any augmented build.</source>
        <translation>Hanya bangunan tunggal milik lawan yang boleh berubah nilainya: Anda menaikkannya dengan menambahkan satu kartu dari tangan Anda, dan bangunan itu menjadi milik Anda. Bangunan Anda sendiri dan bangunan pasangan Anda tidak pernah berubah nilainya, begitu pula bangunan ganda mana pun.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="123"/>
        <source>You may raise your own single build or an opponent&apos;s by adding a card from your hand to it, but never your partner&apos;s; an augmented build cannot be raised.</source>
        <translation>Anda boleh menaikkan bangunan tunggal Anda sendiri atau milik lawan dengan menambahkan satu kartu dari tangan Anda, tetapi tidak pernah bangunan pasangan Anda; bangunan ganda tidak bisa dinaikkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="128"/>
        <source>A build belongs to whoever made it or last raised it or added to it. Cards go onto an opponent&apos;s build only in a turn in which you capture it; until then you may not add to it, nor build its value, since two builds of one value would merge.</source>
        <translation>Bangunan dimiliki oleh pemain yang membuatnya, atau yang terakhir menaikkan atau menambahinya. Kartu hanya boleh ditambahkan ke bangunan lawan pada giliran ketika Anda menangkapnya; sebelum itu Anda tidak boleh menambahinya, juga tidak boleh membuat bangunan bernilai sama, karena dua bangunan bernilai sama akan bergabung.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="131"/>
        <source>A build belongs to whoever made it or last raised it or added to it. Cards go onto an opponent&apos;s build only in a turn in which you capture it; until then you may not add to it or merge a build into it.</source>
        <translation>Bangunan dimiliki oleh pemain yang membuatnya, atau yang terakhir menaikkan atau menambahinya. Kartu hanya boleh ditambahkan ke bangunan lawan pada giliran ketika Anda menangkapnya; sebelum itu Anda tidak boleh menambahinya atau menggabungkan bangunan ke dalamnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="134"/>
        <source>You may add cards to an opponent&apos;s build, or merge a build of yours into it, and so take it over.</source>
        <translation>Anda boleh menambahkan kartu ke bangunan lawan, atau menggabungkan bangunan Anda ke dalamnya, dan dengan begitu mengambil alih bangunan itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="138"/>
        <source>With two players, in the first deal, a build owner may neither trail nor make or take over a build of another value; the second deal lifts both limits.</source>
        <translation>Dengan dua pemain, pada pembagian pertama, pemilik bangunan tidak boleh membuang kartu ke meja, dan tidak boleh membuat atau mengambil alih bangunan bernilai lain; pembagian kedua mencabut kedua batasan itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="140"/>
        <source>With two players, in the first deal, a build owner may not make or take over a build of another value; the second deal lifts this limit.</source>
        <translation>Dengan dua pemain, pada pembagian pertama, pemilik bangunan tidak boleh membuat atau mengambil alih bangunan bernilai lain; pembagian kedua mencabut batasan ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="142"/>
        <source>With two players the first deal sets a build owner no limits of its own.</source>
        <translation>Dengan dua pemain, pembagian pertama tidak memberi pemilik bangunan batasan tambahan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="146"/>
        <source>With two players that holds only in the first deal: in the second a build owner may trail.</source>
        <translation>Dengan dua pemain, hal itu hanya berlaku pada pembagian pertama: pada pembagian kedua pemilik bangunan boleh membuang kartu ke meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_african.py" line="147"/>
        <source>With two players that holds in both deals.</source>
        <translation>Dengan dua pemain, hal itu berlaku pada kedua pembagian.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="152"/>
        <source>Taking the most cards scores {count} points; sides that tie share them equally, rounded down.</source>
        <extracomment>For one: Taking the most cards scores {count} point; sides that tie share it equally, rounded down.</extracomment>
        <translation>
            <numerusform>Mengambil kartu terbanyak bernilai {count} poin; pihak-pihak yang seri membaginya sama rata, dibulatkan ke bawah.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="156"/>
        <source>Taking the most spades scores {count} points; sides that tie share them equally, rounded down.</source>
        <extracomment>For one: Taking the most spades scores {count} point; sides that tie share it equally, rounded down.</extracomment>
        <translation>
            <numerusform>Mengambil sekop terbanyak bernilai {count} poin; pihak-pihak yang seri membaginya sama rata, dibulatkan ke bawah.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="161"/>
        <source>Every side that takes at least {count} spades scores 1 point.</source>
        <extracomment>For one: Every side that takes at least {count} spade scores 1 point.</extracomment>
        <translation>
            <numerusform>Setiap pihak yang mengambil sedikitnya {count} sekop mendapat 1 poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="165"/>
        <source>With two sides every round is worth {count} points in all.</source>
        <extracomment>For one: With two sides every round is worth {count} point in all.</extracomment>
        <translation>
            <numerusform>Dengan dua pihak, setiap ronde bernilai total {count} poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_african.py" line="167"/>
        <source>With two sides a round is worth {lowest} or {count} points in all.</source>
        <extracomment>For one: With two sides a round is worth {lowest} or {count} point in all.</extracomment>
        <translation>
            <numerusform>Dengan dua pihak, satu ronde bernilai total {lowest} atau {count} poin.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="20"/>
        <source>{sentence} (house rule)</source>
        <comment>a rule&apos;s sentence, then the mark that a house rule changed it</comment>
        <translation>{sentence} (aturan khusus)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="26"/>
        <source>The game is usually like this. {summary} This game&apos;s house rules change that: each rule they change is marked “(house rule)” below.</source>
        <comment>{summary}: the variant&apos;s description, a sentence; the mark is the one the rulebook puts after a house rule&apos;s sentence</comment>
        <translation>Biasanya permainannya seperti ini. {summary} Aturan khusus permainan ini mengubahnya: setiap aturan yang diubah ditandai “(aturan khusus)” di bawah.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="30"/>
        <source>yes</source>
        <comment>a rule that is switched on</comment>
        <translation>ya</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="30"/>
        <source>no</source>
        <comment>a rule that is switched off</comment>
        <translation>tidak</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="31"/>
        <source>The deal</source>
        <translation>Pembagian kartu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="31"/>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="27"/>
        <source>Playing a card</source>
        <translation>Memainkan kartu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="32"/>
        <source>Winning</source>
        <comment>a heading: how a match is won</comment>
        <translation>Cara menang</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="36"/>
        <source>The game is for exactly {count} players.</source>
        <extracomment>For one: The game is for exactly {count} player.</extracomment>
        <translation>
            <numerusform>Permainan ini untuk tepat {count} pemain.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="37"/>
        <source>The game is for {lowest} to {count} players.</source>
        <extracomment>For one: The game is for {lowest} to {count} player.</extracomment>
        <translation>
            <numerusform>Permainan ini untuk {lowest} sampai {count} pemain.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="38"/>
        <source>The game is for {count} players, or 4 in two partnerships.</source>
        <extracomment>For one: The game is for {count} player, or 4 in two partnerships.</extracomment>
        <translation>
            <numerusform>Permainan ini untuk {count} pemain, atau 4 pemain dalam dua tim.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="40"/>
        <source>The game is for 4 players in two partnerships.</source>
        <translation>Permainan ini untuk 4 pemain dalam dua tim.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="43"/>
        <source>Four may play each for themselves or in two partnerships, partners sitting opposite and scoring their captures together.</source>
        <translation>Berempat bisa bermain sendiri-sendiri atau dalam dua tim; pasangan duduk berhadapan dan tangkapan mereka dihitung bersama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="45"/>
        <source>Four always play in two partnerships, partners sitting opposite and scoring their captures together.</source>
        <translation>Berempat selalu bermain dalam dua tim; pasangan duduk berhadapan dan tangkapan mereka dihitung bersama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="47"/>
        <source>Four play each for themselves, never in partnerships.</source>
        <translation>Berempat bermain sendiri-sendiri, tidak pernah dalam tim.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="48"/>
        <source>It is played with two 52-card decks shuffled together (104 cards), so every card has an identical twin.</source>
        <translation>Dimainkan dengan dua dek 52 kartu yang dikocok bersama (104 kartu), jadi setiap kartu punya kembaran yang identik.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="50"/>
        <source>It is played with one 52-card deck.</source>
        <translation>Dimainkan dengan satu dek 52 kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="51"/>
        <source>The first dealer is chosen at random; the deal then passes to the left each round.</source>
        <translation>Pembagi pertama dipilih secara acak; lalu giliran membagi berpindah ke kiri setiap ronde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="52"/>
        <source>Everyone draws a card and the highest card deals first; the deal then passes to the left each round.</source>
        <translation>Setiap pemain menarik satu kartu dan pemain yang menarik kartu tertinggi membagi lebih dulu; lalu giliran membagi berpindah ke kiri setiap ronde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="54"/>
        <source>Everyone draws a card and the lowest card deals first; the deal then passes to the left each round.</source>
        <translation>Setiap pemain menarik satu kartu dan pemain yang menarik kartu terendah membagi lebih dulu; lalu giliran membagi berpindah ke kiri setiap ronde.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="58"/>
        <source>The dealer gives each player {count} cards and puts {table} face up on the table, dealing round the players first, then to the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts {table} face up on the table, dealing round the players first, then to the table.</extracomment>
        <translation>
            <numerusform>Pembagi memberi setiap pemain {count} kartu dan menaruh {table} terbuka di meja, membagikan ke semua pemain dulu, lalu ke meja.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="63"/>
        <source>The dealer gives each player {count} cards and puts none on the table, dealing round the players first, then to the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts none on the table, dealing round the players first, then to the table.</extracomment>
        <translation>
            <numerusform>Pembagi memberi setiap pemain {count} kartu dan tidak menaruh kartu di meja, membagikan ke semua pemain dulu, lalu ke meja.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="68"/>
        <source>The dealer gives each player {count} cards and puts {table} face up on the table, dealing to the other players, then to the table, then to the dealer.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts {table} face up on the table, dealing to the other players, then to the table, then to the dealer.</extracomment>
        <translation>
            <numerusform>Pembagi memberi setiap pemain {count} kartu dan menaruh {table} terbuka di meja, membagikan ke pemain lain dulu, lalu ke meja, lalu ke dirinya sendiri.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="73"/>
        <source>The dealer gives each player {count} cards and puts none on the table, dealing to the other players, then to the table, then to the dealer.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts none on the table, dealing to the other players, then to the table, then to the dealer.</extracomment>
        <translation>
            <numerusform>Pembagi memberi setiap pemain {count} kartu dan tidak menaruh kartu di meja, membagikan ke pemain lain dulu, lalu ke meja, lalu ke dirinya sendiri.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="79"/>
        <source>The dealer gives each player {count} cards and puts {table} face up on the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts {table} face up on the table.</extracomment>
        <translation>
            <numerusform>Pembagi memberi setiap pemain {count} kartu dan menaruh {table} terbuka di meja.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="81"/>
        <source>The dealer gives each player {count} cards and puts none on the table.</source>
        <extracomment>For one: The dealer gives each player {count} card and puts none on the table.</extracomment>
        <translation>
            <numerusform>Pembagi memberi setiap pemain {count} kartu dan tidak menaruh kartu di meja.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="85"/>
        <source>They are dealt in two rounds: {hand} to each player, then {table} to the table, and the same again.</source>
        <translation>Kartu dibagikan dalam dua putaran: {hand} untuk setiap pemain, lalu {table} ke meja, dan diulang sekali lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="87"/>
        <source>They are dealt in two rounds of {hand} to each player.</source>
        <translation>Kartu dibagikan dalam dua putaran, {hand} untuk setiap pemain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="88"/>
        <source>They are dealt in two rounds: {hand} to each of the other players, {table} to the table, then {hand} to the dealer, and the same again.</source>
        <translation>Kartu dibagikan dalam dua putaran: {hand} untuk setiap pemain lain, {table} ke meja, lalu {hand} untuk pembagi, dan diulang sekali lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="91"/>
        <source>They are dealt in two rounds of {hand} to each player, the dealer last.</source>
        <translation>Kartu dibagikan dalam dua putaran, {hand} untuk setiap pemain, pembagi terakhir.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="93"/>
        <source>When too few cards are left for full hands, they go one at a time from the dealer&apos;s left as far as they reach, so some players get fewer.</source>
        <translation>Jika kartu yang tersisa terlalu sedikit untuk tangan penuh, kartu dibagikan satu per satu mulai dari kiri pembagi sejauh cukup, sehingga sebagian pemain mendapat lebih sedikit.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="95"/>
        <source>When every hand is empty the same dealer deals {count} more to each player, but never to the table, until the stock runs out.</source>
        <extracomment>For one: When every hand is empty the same dealer deals {count} more to each player, but never to the table, until the stock runs out.</extracomment>
        <translation>
            <numerusform>Setiap kali semua tangan kosong, pembagi yang sama membagikan {count} kartu lagi kepada setiap pemain, tetapi tidak pernah ke meja, sampai sisa kartu habis.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="102"/>
        <source>Number cards count their value; J, Q and K count 11, 12 and 13, in sums and builds too.</source>
        <translation>Kartu angka bernilai sesuai angkanya; J, Q, dan K bernilai 11, 12, dan 13, juga dalam penjumlahan dan bangunan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="103"/>
        <source>Number cards count their value; J, Q and K have no number: each takes only cards of its own rank.</source>
        <translation>Kartu angka bernilai sesuai angkanya; J, Q, dan K tidak bernilai angka: masing-masing hanya mengambil kartu dengan gambar yang sama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="105"/>
        <source>An ace counts 1.</source>
        <translation>As bernilai 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="106"/>
        <source>An ace counts 1 or 14, as you choose, on the table too.</source>
        <translation>As bernilai 1 atau 14, sesuai pilihan Anda, juga di meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="107"/>
        <source>The ace you play counts 1 or 14 when it takes, as you choose; aces on the table, and an ace you put into a build, count 1.</source>
        <translation>As yang Anda mainkan bernilai 1 atau 14 saat mengambil, sesuai pilihan Anda; As di meja, dan As yang Anda masukkan ke bangunan, bernilai 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="109"/>
        <source>An ace counts 14 when you take with it, and 1 on the table and in a build, even one you build with it from your hand; so it takes an ace on the table only in a group of cards that adds up to 14.</source>
        <translation>As bernilai 14 jika dimainkan dari tangan untuk mengambil, dan 1 di meja dan di dalam bangunan, termasuk bangunan yang Anda buat dengan As itu dari tangan; jadi As hanya mengambil As di meja dalam kelompok kartu yang jumlahnya 14.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="112"/>
        <source>Played from the hand to take, the 10♦ counts 16 and the 2♠ counts 15; on the table and in a build, even one you build with them, they count 10 and 2.</source>
        <translation>Dimainkan dari tangan untuk mengambil, 10♦ bernilai 16 dan 2♠ bernilai 15; di meja dan di dalam bangunan, termasuk bangunan yang Anda buat dengan kartu itu, nilainya 10 dan 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="114"/>
        <source>The 10♦ and the 2♠ count 10 and 2, also from the hand.</source>
        <translation>10♦ dan 2♠ bernilai 10 dan 2, juga dari tangan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="115"/>
        <source>On your turn you play one card from your hand: take the table cards of its value, or groups of cards that add up to it (several groups at once, each card in one group only), build, or trail it: put it face up on the table.</source>
        <translation>Pada giliran Anda, mainkan satu kartu dari tangan: ambil kartu meja yang sama nilainya, atau kelompok kartu yang jumlahnya sama dengan nilai itu (beberapa kelompok sekaligus, setiap kartu hanya dalam satu kelompok), bangun, atau buang kartu itu ke meja: letakkan terbuka di meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="118"/>
        <source>On your turn you play one card from your hand: take the table cards of its value, or groups of cards that add up to it (several groups at once, each card in one group only), or trail it: put it face up on the table.</source>
        <translation>Pada giliran Anda, mainkan satu kartu dari tangan: ambil kartu meja yang sama nilainya, atau kelompok kartu yang jumlahnya sama dengan nilai itu (beberapa kelompok sekaligus, setiap kartu hanya dalam satu kelompok), atau buang kartu itu ke meja: letakkan terbuka di meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="121"/>
        <source>At the end of the round the last player to capture takes the cards still on the table.</source>
        <translation>Di akhir ronde, pemain terakhir yang menangkap mengambil kartu yang masih ada di meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="127"/>
        <source>Number cards count their value; J, Q and K count 11, 12 and 13, in sums too.</source>
        <translation>Kartu angka bernilai sesuai angkanya; J, Q, dan K bernilai 11, 12, dan 13, juga dalam penjumlahan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="128"/>
        <source>The ace you play counts 1 or 14 when it takes, as you choose; aces on the table count 1.</source>
        <translation>As yang Anda mainkan bernilai 1 atau 14 saat mengambil, sesuai pilihan Anda; as di meja bernilai 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="130"/>
        <source>An ace counts 14 when you take with it, and 1 on the table; so it takes an ace on the table only in a group of cards that adds up to 14.</source>
        <translation>As bernilai 14 jika dimainkan dari tangan untuk mengambil, dan 1 di meja; jadi As hanya mengambil As di meja dalam kelompok kartu yang jumlahnya 14.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="132"/>
        <source>Played from the hand to take, the 10♦ counts 16 and the 2♠ counts 15; on the table they count 10 and 2.</source>
        <translation>Jika dimainkan dari tangan untuk mengambil, 10♦ bernilai 16 dan 2♠ bernilai 15; di meja keduanya bernilai 10 dan 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="144"/>
        <source>There is no building: every card played either captures or is trailed.</source>
        <translation>Tidak ada bangunan: setiap kartu yang dimainkan entah menangkap atau dibuang ke meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="145"/>
        <source>A build puts your card together with table cards as one pile of a value you announce; it is taken only whole, by a card of that value, and you must hold such a card when you make it. Builds go up to {top}.</source>
        <translation>Bangunan menyatukan kartu Anda dengan kartu meja menjadi satu tumpukan dengan nilai yang Anda umumkan; bangunan hanya bisa diambil utuh oleh kartu bernilai itu, dan Anda harus memegang kartu seperti itu saat membuatnya. Nilai bangunan paling tinggi {top}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="148"/>
        <source>A multiple build holds several groups of the same value (two 4s and a 3 + 5 as a build of 8); you make one by adding a group of that value to a build.</source>
        <translation>Bangunan ganda berisi beberapa kelompok bernilai sama (dua kartu 4 dan 3 + 5 sebagai bangunan 8); Anda membuatnya dengan menambahkan kelompok bernilai itu ke sebuah bangunan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="150"/>
        <source>You may raise a single build, yours or another&apos;s, by adding a card from your hand to it; a multiple build cannot be raised.</source>
        <translation>Anda boleh menaikkan bangunan tunggal, milik Anda atau milik pemain lain, dengan menambahkan satu kartu dari tangan Anda; bangunan ganda tidak bisa dinaikkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="152"/>
        <source>You may raise another player&apos;s single build by adding a card from your hand to it, but never your own; a multiple build cannot be raised.</source>
        <translation>Anda boleh menaikkan bangunan tunggal milik pemain lain dengan menambahkan satu kartu dari tangan Anda, tetapi tidak pernah bangunan Anda sendiri; bangunan ganda tidak bisa dinaikkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="154"/>
        <source>Two builds of the same value may stand side by side on the table.</source>
        <translation>Dua bangunan bernilai sama boleh berdampingan di meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="155"/>
        <source>A new build of a value already built merges with that build into one multiple build.</source>
        <translation>Bangunan baru dengan nilai yang sudah ada di meja bergabung dengan bangunan itu menjadi satu bangunan ganda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="157"/>
        <source>While you own a build you may not trail, and you must keep a card that takes it until it is taken.</source>
        <translation>Selama Anda memiliki bangunan, Anda tidak boleh membuang kartu ke meja, dan Anda harus menyimpan kartu yang bisa mengambilnya sampai bangunan itu diambil.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="159"/>
        <source>While you own a build you may trail and leave it on the table, but you must keep a card that takes it until it is taken.</source>
        <translation>Selama Anda memiliki bangunan, Anda boleh membuang kartu ke meja dan membiarkan bangunan itu di meja, tetapi Anda harus menyimpan kartu yang bisa mengambilnya sampai bangunan itu diambil.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="161"/>
        <source>While you own a build you may only take it, capture something else or raise a build: no trailing, no new build and no adding; and you must keep a card that takes it until it is taken.</source>
        <translation>Selama Anda memiliki bangunan, Anda hanya boleh mengambilnya, menangkap kartu lain, atau menaikkan bangunan: tidak boleh membuang kartu ke meja, membuat bangunan baru, atau menambah bangunan; dan Anda harus menyimpan kartu yang bisa mengambilnya sampai bangunan itu diambil.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="164"/>
        <source>While you own a build you may only take it, capture something else, raise a build or trail: no new build and no adding; and you must keep a card that takes it until it is taken.</source>
        <translation>Selama Anda memiliki bangunan, Anda hanya boleh mengambilnya, menangkap kartu lain, menaikkan bangunan, atau membuang kartu ke meja: tidak boleh membuat bangunan baru atau menambah bangunan; dan Anda harus menyimpan kartu yang bisa mengambilnya sampai bangunan itu diambil.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="172"/>
        <source>Taking the most cards scores {count} points; a tie scores nothing.</source>
        <extracomment>For one: Taking the most cards scores {count} point; a tie scores nothing.</extracomment>
        <translation>
            <numerusform>Mengambil kartu terbanyak bernilai {count} poin; jika seri, tidak ada poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="174"/>
        <source>Taking the most spades scores {count} points; a tie scores nothing.</source>
        <extracomment>For one: Taking the most spades scores {count} point; a tie scores nothing.</extracomment>
        <translation>
            <numerusform>Mengambil sekop terbanyak bernilai {count} poin; jika seri, tidak ada poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="176"/>
        <source>Every spade you take beyond {count} scores 1 point (överspader).</source>
        <extracomment>For one: Every spade you take beyond {count} scores 1 point (överspader).</extracomment>
        <translation>
            <numerusform>Setiap sekop yang Anda ambil melebihi {count} bernilai 1 poin (överspader).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="178"/>
        <source>Every spade scores {count} points.</source>
        <extracomment>For one: Every spade scores {count} point.</extracomment>
        <translation>
            <numerusform>Setiap sekop bernilai {count} poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="179"/>
        <source>Every ace scores {count} points.</source>
        <extracomment>For one: Every ace scores {count} point.</extracomment>
        <translation>
            <numerusform>Setiap As bernilai {count} poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="180"/>
        <source>The 10♦ (big casino) scores {count} points.</source>
        <extracomment>For one: The 10♦ (big casino) scores {count} point.</extracomment>
        <translation>
            <numerusform>10♦ (kasino besar) bernilai {count} poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="182"/>
        <source>The 2♠ (little casino) scores {count} points.</source>
        <extracomment>For one: The 2♠ (little casino) scores {count} point.</extracomment>
        <translation>
            <numerusform>2♠ (kasino kecil) bernilai {count} poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="184"/>
        <source>The A♠ scores {count} points more.</source>
        <extracomment>For one: The A♠ scores {count} point more.</extracomment>
        <translation>
            <numerusform>A♠ bernilai {count} poin tambahan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="185"/>
        <source>The J♠ scores {count} points more.</source>
        <extracomment>For one: The J♠ scores {count} point more.</extracomment>
        <translation>
            <numerusform>J♠ bernilai {count} poin tambahan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="186"/>
        <source>The last capture of the round (sistan) scores {count} points.</source>
        <extracomment>For one: The last capture of the round (sistan) scores {count} point.</extracomment>
        <translation>
            <numerusform>Tangkapan terakhir dalam ronde (sistan) bernilai {count} poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="188"/>
        <source>Taking every card on the table is a sweep{own_word}, and every sweep scores {count} points (the cards left at the end of the round, which go to the last capture, are never a sweep; but a last card played that takes every card on the table is one).</source>
        <extracomment>For one: Taking every card on the table is a sweep{own_word}, and every sweep scores {count} point (the cards left at the end of the round, which go to the last capture, are never a sweep; but a last card played that takes every card on the table is one).</extracomment>
        <translation>
            <numerusform>Mengambil semua kartu di meja disebut sapuan{own_word}, dan setiap sapuan bernilai {count} poin (kartu yang tersisa di akhir ronde, yang menjadi milik pemain yang terakhir menangkap, tidak pernah dihitung sebagai sapuan; tetapi kartu terakhir yang dimainkan dan mengambil semua kartu di meja adalah sapuan).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="195"/>
        <source>No spade scores beyond a threshold.</source>
        <translation>Tidak ada poin sekop di atas batas tertentu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="196"/>
        <source>Taking every card on the table is a sweep{own_word}; sweeps score nothing.</source>
        <translation>Mengambil semua kartu di meja disebut sapuan{own_word}; sapuan tidak bernilai poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="197"/>
        <source>{label} scores nothing.</source>
        <comment>label: the name of a scoring rule, such as Most cards</comment>
        <translation>{label} tidak bernilai poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="200"/>
        <source>Every point you take is a penalty: it counts as a minus point, so the fewest taken win.</source>
        <translation>Setiap poin yang Anda ambil adalah penalti: dihitung sebagai poin minus, jadi yang mengambil paling sedikit menang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="201"/>
        <source>Points count for the side that takes them.</source>
        <translation>Poin dihitung untuk pihak yang mengambilnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="202"/>
        <source>A sweep also counts for the player who played just before it and so left the table open: as many penalty points are taken off them.</source>
        <translation>Sapuan juga dihitung untuk pemain yang bermain tepat sebelumnya dan membiarkan meja terbuka: poin penaltinya dikurangi sebanyak itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="204"/>
        <source>A sweep also counts for the player who played just before it and so left the table open: they lose what the sweep scores.</source>
        <translation>Sapuan juga dihitung untuk pemain yang bermain tepat sebelumnya dan membiarkan meja terbuka: pemain itu kehilangan nilai sapuan tersebut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="206"/>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="207"/>
        <source>A sweep counts only for its maker.</source>
        <translation>Sapuan hanya dihitung untuk pembuatnya.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="211"/>
        <source>The match ends when every player has dealt {count} times; the fewest penalties win.</source>
        <extracomment>For one: The match ends when every player has dealt once; the fewest penalties win.</extracomment>
        <translation>
            <numerusform>Pertandingan berakhir setelah setiap pemain membagi kartu {count} kali; penalti paling sedikit menang.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="213"/>
        <source>The match ends when every player has dealt {count} times; the higher total wins.</source>
        <extracomment>For one: The match ends when every player has dealt once; the higher total wins.</extracomment>
        <translation>
            <numerusform>Pertandingan berakhir setelah setiap pemain membagi kartu {count} kali; total tertinggi menang.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rulebook_words.py" line="215"/>
        <source>The first side to reach {count} points wins the match; rounds are played until then.</source>
        <extracomment>For one: The first side to reach {count} point wins the match; rounds are played until then.</extracomment>
        <translation>
            <numerusform>Pihak pertama yang mencapai {count} poin memenangkan pertandingan; ronde dimainkan terus sampai saat itu.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="217"/>
        <source>One round is the whole game; the fewest penalties win.</source>
        <translation>Satu ronde adalah seluruh permainan; penalti paling sedikit menang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="218"/>
        <source>One round is the whole game; the higher total wins.</source>
        <translation>Satu ronde adalah seluruh permainan; total tertinggi menang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="219"/>
        <source>A side that reaches the target during play wins at once, even in the middle of a round.</source>
        <translation>Pihak yang mencapai target selama permainan langsung menang, bahkan di tengah ronde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="224"/>
        <source>If several sides reach the target in the same round, the higher total wins; equal totals play another round.</source>
        <translation>Jika beberapa pihak mencapai target dalam ronde yang sama, total tertinggi menang; jika totalnya sama, dimainkan satu ronde lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="226"/>
        <source>If several sides reach the target in the same round, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦, sweeps) and the first to reach the target wins.</source>
        <translation>Jika beberapa pihak mencapai target dalam ronde yang sama, poin ronde itu dihitung satu per satu (kartu, sekop, 10♦, 2♠, As ♠♣♥♦, sapuan) dan yang pertama mencapai target menang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="229"/>
        <source>If several sides reach the target in the same round, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦) and the first to reach the target wins.</source>
        <translation>Jika beberapa pihak mencapai target dalam ronde yang sama, poin ronde itu dihitung satu per satu (kartu, sekop, 10♦, 2♠, As ♠♣♥♦) dan yang pertama mencapai target menang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="232"/>
        <source>If several sides reach the target in the same round, the higher total wins, then the side that took more spades in the round; otherwise another round is played.</source>
        <translation>Jika beberapa pihak mencapai target dalam ronde yang sama, total tertinggi menang, lalu pihak yang mengambil lebih banyak sekop dalam ronde itu; jika masih sama, dimainkan satu ronde lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="235"/>
        <source>If several sides reach the target in the same round, the higher total wins, then the most points for aces and casinos, then the most spades, then the most cards; otherwise another round is played.</source>
        <translation>Jika beberapa pihak mencapai target dalam ronde yang sama, total tertinggi menang, lalu poin terbanyak dari As dan kasino, lalu sekop terbanyak, lalu kartu terbanyak; jika masih sama, dimainkan satu ronde lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="238"/>
        <source>If the totals are equal, another round is played.</source>
        <translation>Jika totalnya sama, dimainkan satu ronde lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="239"/>
        <source>If the totals are equal, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦, sweeps) and the first to reach the target wins.</source>
        <translation>Jika totalnya sama, poin ronde itu dihitung satu per satu (kartu, sekop, 10♦, 2♠, As ♠♣♥♦, sapuan) dan yang pertama mencapai target menang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="242"/>
        <source>If the totals are equal, the round&apos;s points are counted out item by item (cards, spades, 10♦, 2♠, the aces ♠♣♥♦) and the first to reach the target wins.</source>
        <translation>Jika totalnya sama, poin ronde itu dihitung satu per satu (kartu, sekop, 10♦, 2♠, As ♠♣♥♦) dan yang pertama mencapai target menang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="245"/>
        <source>If the totals are equal, the side that took more spades in the round wins; if those are equal too, another round is played.</source>
        <translation>Jika totalnya sama, pihak yang mengambil lebih banyak sekop dalam ronde itu yang menang; jika itu pun sama, dimainkan satu ronde lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rulebook_words.py" line="247"/>
        <source>If the totals are equal, the side with more points for aces and casinos wins, then the one with more spades, then the one with more cards; if all of these are equal, another round is played.</source>
        <translation>Jika totalnya sama, pihak dengan poin lebih banyak dari As dan kasino yang menang, lalu yang punya lebih banyak sekop, lalu yang punya lebih banyak kartu; jika semuanya sama, dimainkan satu ronde lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="34"/>
        <source>The fewest players cannot be more than the most players.</source>
        <translation>Jumlah pemain paling sedikit tidak boleh lebih dari jumlah pemain paling banyak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="36"/>
        <source>Court-card capture rules only apply when court cards have no number.</source>
        <translation>Aturan tangkapan kartu gambar hanya berlaku jika kartu gambar tidak bernilai angka.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="38"/>
        <source>Court-card builds only apply when court cards have no number; with numbers they build like any card.</source>
        <translation>Bangunan kartu gambar hanya berlaku jika kartu gambar tidak bernilai angka; jika bernilai angka, kartu gambar membangun seperti kartu lainnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="43"/>
        <source>&apos;{label}&apos; needs building, which this variant has switched off.</source>
        <translation>&apos;{label}&apos; memerlukan bangunan, yang tidak dipakai dalam varian ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="45"/>
        <source>Build options need building, which this variant has switched off.</source>
        <translation>Opsi bangunan memerlukan bangunan, yang tidak dipakai dalam varian ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="47"/>
        <source>The highest build must be at least 2.</source>
        <translation>Bangunan tertinggi minimal 2.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="49"/>
        <source>The highest build cannot exceed {value}, the highest value a card can capture.</source>
        <translation>Bangunan tertinggi tidak boleh melebihi {value}, nilai tertinggi yang bisa ditangkap kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="52"/>
        <source>Överspader replaces the most-spades prize: set most spades to 0 to use it.</source>
        <translation>Överspader menggantikan hadiah sekop terbanyak: atur sekop terbanyak ke 0 untuk memakainya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="54"/>
        <source>Sweep cancelling and sweep limits need sweeps to score.</source>
        <translation>Pembatalan sapuan dan batas sapuan memerlukan sapuan yang bernilai poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="56"/>
        <source>A mulle needs the double deck: with one deck no card has an identical twin.</source>
        <translation>Mulle memerlukan dek ganda: dengan satu dek tidak ada kartu yang punya kembaran identik.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="58"/>
        <source>Differential scoring needs a target score.</source>
        <translation>Skor selisih memerlukan skor target.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="61"/>
        <source>Scoring points as they are earned ends the game when a side reaches the target: it needs a target score.</source>
        <translation>Menghitung poin begitu diperoleh mengakhiri permainan ketika suatu pihak mencapai target: ini memerlukan skor target.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="63"/>
        <source>Scoring points as they are earned already scores aces and casinos at once: switch off the Finnish immediate scoring.</source>
        <translation>Menghitung poin begitu diperoleh sudah langsung menghitung As dan kasino: matikan penghitungan langsung Finlandia.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="66"/>
        <source>Differential scoring compares whole rounds, so points cannot also be scored as they are earned.</source>
        <translation>Skor selisih membandingkan ronde utuh, jadi poin tidak bisa juga dihitung begitu diperoleh.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="68"/>
        <source>Sweeps that may be cancelled at the end of the round cannot score the moment they are made.</source>
        <translation>Sapuan yang bisa dibatalkan di akhir ronde tidak bisa langsung dihitung begitu dibuat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="70"/>
        <source>Equal cards must be taken needs court cards that can take every card of their rank at once: court cards with numbers, or &apos;any number of its rank&apos;.</source>
        <translation>Kartu yang sama wajib diambil memerlukan kartu gambar yang bisa mengambil semua kartu bergambar sama sekaligus: kartu gambar bernilai angka, atau &apos;berapa pun kartu dengan gambar yang sama&apos;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="73"/>
        <source>Sweeps that count against whoever left them cannot also cancel out.</source>
        <translation>Sapuan yang merugikan pemain yang membiarkan meja terbuka tidak bisa sekaligus saling membatalkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="75"/>
        <source>A match of a fixed number of rounds has no target: set the target score to 0.</source>
        <translation>Pertandingan dengan jumlah ronde tetap tidak punya target: atur skor target ke 0.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="77"/>
        <source>Penalty points are counted at the end of each round: misère cannot go with immediate, as-earned or differential scoring, or with the rule near the target.</source>
        <translation>Poin penalti dihitung di akhir setiap ronde: misère tidak bisa digabung dengan penghitungan langsung, penghitungan poin begitu diperoleh, skor selisih, atau aturan mendekati target.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="84"/>
        <source>Capture piles&apos; top cards are played with one deck: with two, a card could lie on two piles at once.</source>
        <translation>Kartu teratas tumpukan tangkapan hanya dimainkan dengan satu dek: dengan dua dek, satu kartu bisa berada di dua tumpukan sekaligus.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="86"/>
        <source>The 40-card pack is one deck, scored at the end of the round.</source>
        <translation>Dek 40 kartu adalah satu dek, yang poinnya dihitung di akhir ronde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="88"/>
        <source>Several actions in a turn are builds and additions: they need building.</source>
        <translation>Beberapa tindakan dalam satu giliran berarti membuat dan menambahi bangunan: itu memerlukan aturan Membangun.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="90"/>
        <source>&apos;Build owner trails in the second deal&apos; only matters when a build owner may not trail otherwise.</source>
        <translation>&apos;Pemilik bangunan boleh membuang pada pembagian kedua&apos; hanya berarti jika pemilik bangunan tidak boleh membuang kartu ke meja dalam keadaan lain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="92"/>
        <source>There are not enough cards for that many players with those hand and table sizes.</source>
        <translation>Kartu tidak cukup untuk pemain sebanyak itu dengan jumlah kartu tangan dan meja tersebut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="94"/>
        <location filename="../../casino_desktop/core/rules_sense.py" line="162"/>
        <source>With every scoring item at 0 no side can ever score, so the match would never end: give at least one item some points.</source>
        <translation>Jika semua poin bernilai 0, tidak ada pihak yang bisa mencetak skor, jadi pertandingan tidak akan pernah berakhir: beri poin pada setidaknya satu hal.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="97"/>
        <source>Under misère every point counts against its taker, so no side would ever reach a target: set the target score to 0.</source>
        <translation>Dalam misère setiap poin merugikan pengambilnya, jadi tidak ada pihak yang akan mencapai target: atur skor target ke 0.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="124"/>
        <source>The rule near the target needs a target score.</source>
        <translation>Aturan mendekati target memerlukan skor target.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="127"/>
        <source>The rule near the target needs most cards, the 10♦ and most spades to score.</source>
        <translation>Aturan mendekati target memerlukan kartu terbanyak, 10♦, dan sekop terbanyak yang bernilai poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="129"/>
        <source>The rule near the target tells its items apart by their points: most cards, the 10♦ and most spades must score differently.</source>
        <translation>Aturan mendekati target membedakan ketiga hal itu berdasarkan poinnya: kartu terbanyak, 10♦, dan sekop terbanyak harus bernilai berbeda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="132"/>
        <source>The rule near the target needs a target above the points of most cards, the 10♦ and most spades.</source>
        <translation>Aturan mendekati target memerlukan target di atas poin kartu terbanyak, 10♦, dan sekop terbanyak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="134"/>
        <source>The rule near the target judges whole rounds of plain scores: it cannot go with differential, immediate or as-earned scoring.</source>
        <translation>Aturan mendekati target menilai ronde utuh dengan skor biasa: tidak bisa digabung dengan skor selisih, penghitungan langsung, atau penghitungan begitu diperoleh.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rules_sense.py" line="142"/>
        <source>This variant is played by exactly {count} players.</source>
        <extracomment>For one: This variant is played by exactly {count} player.</extracomment>
        <translation>
            <numerusform>Varian ini dimainkan oleh tepat {count} pemain.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/rules_sense.py" line="144"/>
        <source>This variant is played by {lowest} to {count} players.</source>
        <extracomment>For one: This variant is played by {lowest} to {count} player.</extracomment>
        <translation>
            <numerusform>Varian ini dimainkan oleh {lowest} sampai {count} pemain.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="147"/>
        <source>This variant is played by two players, or four in partnerships.</source>
        <translation>Varian ini dimainkan oleh dua pemain, atau empat dalam tim.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="149"/>
        <source>Partnerships need four players.</source>
        <translation>Tim memerlukan empat pemain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="151"/>
        <source>With four players this variant is played in partnerships.</source>
        <translation>Dengan empat pemain, varian ini dimainkan dalam tim.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="153"/>
        <source>This variant is not played in partnerships.</source>
        <translation>Varian ini tidak dimainkan dalam tim.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="155"/>
        <source>Building for a partner needs partnerships.</source>
        <translation>Membangun untuk pasangan memerlukan permainan tim.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="158"/>
        <source>Differential scoring needs exactly two sides.</source>
        <translation>Skor selisih memerlukan tepat dua pihak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="160"/>
        <source>There are not enough cards for that many players.</source>
        <translation>Kartu tidak cukup untuk pemain sebanyak itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/rules_sense.py" line="178"/>
        <source>The {card} is not in this game&apos;s pack: it is played with 40 cards, without jacks, queens and kings.</source>
        <translation>{card} tidak ada di dek permainan ini: permainan ini memakai 40 kartu, tanpa Jack, Ratu, dan Raja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="36"/>
        <source>The file</source>
        <comment>the subject of a sentence about a file that cannot be read</comment>
        <translation>Berkas ini</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="40"/>
        <source>{what} is damaged: part of it is cut off or garbled, so it cannot be read.</source>
        <translation>{what} rusak: sebagian terpotong atau kacau, jadi tidak dapat dibaca.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="64"/>
        <source>{what} is not text in a known encoding, so it cannot be read.</source>
        <translation>{what} bukan teks dalam pengodean yang dikenal, jadi tidak dapat dibaca.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="79"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="160"/>
        <source>{what} could not be read.</source>
        <translation>{what} tidak dapat dibaca.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="81"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="225"/>
        <source>{what} is too large ({shown} bytes; at most {most} are read).</source>
        <extracomment>For one: {what} is too large ({shown} byte; at most {most} are read).</extracomment>
        <translation>
            <numerusform>{what} terlalu besar ({shown} byte; paling banyak {most} yang dibaca).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="139"/>
        <source>a number of {shown} digits is far larger than any this program stores</source>
        <extracomment>For one: a number of {shown} digit is far larger than any this program stores</extracomment>
        <translation>
            <numerusform>angka dengan {shown} digit jauh lebih besar daripada yang disimpan program ini</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="148"/>
        <source>the number {number} is too large</source>
        <translation>angka {number} terlalu besar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="153"/>
        <source>&apos;{key}&apos; is not a number</source>
        <translation>&apos;{key}&apos; bukan angka</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="162"/>
        <source>{what} is too large ({shown} characters; at most {most} are read).</source>
        <extracomment>For one: {what} is too large ({shown} character; at most {most} are read).</extracomment>
        <translation>
            <numerusform>{what} terlalu besar ({shown} karakter; paling banyak {most} yang dibaca).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="168"/>
        <source>{what} cannot be read: {err}.</source>
        <translation>{what} tidak dapat dibaca: {err}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="174"/>
        <source>{what} cannot be read: its data is nested far too deep.</source>
        <translation>{what} tidak dapat dibaca: datanya bersarang terlalu dalam.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="177"/>
        <source>{what} cannot be read: it holds a value this program cannot store.</source>
        <translation>{what} tidak dapat dibaca: berisi nilai yang tidak dapat disimpan program ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="192"/>
        <source>{what} cannot be read: it holds far more data than any game needs.</source>
        <translation>{what} tidak dapat dibaca: berisi data yang jauh lebih banyak daripada yang dibutuhkan permainan apa pun.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="195"/>
        <source>{what} cannot be read: its data is nested too deep.</source>
        <translation>{what} tidak dapat dibaca: datanya bersarang terlalu dalam.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="215"/>
        <source>{what} is not there any more.</source>
        <translation>{what} sudah tidak ada.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="217"/>
        <source>{what} cannot be read: the system refused.</source>
        <translation>{what} tidak dapat dibaca: sistem menolak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="219"/>
        <source>{what} is a link to another file, not a file.</source>
        <translation>{what} adalah tautan ke berkas lain, bukan berkas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="221"/>
        <source>{what} is a folder, not a file.</source>
        <translation>{what} adalah folder, bukan berkas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="223"/>
        <location filename="../../casino_desktop/core/safe_json.py" line="233"/>
        <source>{what} is not a file that can be read.</source>
        <translation>{what} bukan berkas yang dapat dibaca.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="236"/>
        <source>{what} cannot be read: permission denied.</source>
        <translation>{what} tidak dapat dibaca: izin ditolak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="238"/>
        <source>{what} cannot be read: {reason}.</source>
        <translation>{what} tidak dapat dibaca: {reason}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="238"/>
        <source>the system refused</source>
        <translation>sistem menolak</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="250"/>
        <source>&apos;{key}&apos; must be a whole number from {lo} to {hi}.</source>
        <translation>&apos;{key}&apos; harus bilangan bulat dari {lo} sampai {hi}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="256"/>
        <source>&apos;{key}&apos; must be text of at most {most} characters.</source>
        <translation>&apos;{key}&apos; harus teks paling panjang {most} karakter.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="269"/>
        <source>&apos;{key}&apos; must be a JSON object of at most {count} entries.</source>
        <extracomment>For one: &apos;{key}&apos; must be a JSON object of at most {count} entry.</extracomment>
        <translation>
            <numerusform>&apos;{key}&apos; harus objek JSON berisi paling banyak {count} entri.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="272"/>
        <source>&apos;{key}&apos; must be a JSON object.</source>
        <translation>&apos;{key}&apos; harus objek JSON.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/safe_json.py" line="279"/>
        <source>&apos;{key}&apos; must be a list of at most {shown} items.</source>
        <extracomment>For one: &apos;{key}&apos; must be a list of at most {shown} item.</extracomment>
        <translation>
            <numerusform>&apos;{key}&apos; harus daftar berisi paling banyak {shown} item.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/safe_json.py" line="281"/>
        <source>&apos;{key}&apos; must be a list.</source>
        <translation>&apos;{key}&apos; harus daftar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="75"/>
        <source>{card} big casino</source>
        <translation>{card} kasino besar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="76"/>
        <source>{card} little casino</source>
        <translation>{card} kasino kecil</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="81"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="73"/>
        <source>Most cards</source>
        <translation>Kartu terbanyak</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="82"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="86"/>
        <source>Most spades</source>
        <translation>Sekop terbanyak</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="83"/>
        <source>Spades beyond {threshold}</source>
        <comment>Överspader: a point for every spade taken beyond this many</comment>
        <translation>Sekop di atas {threshold}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="84"/>
        <source>Spades</source>
        <comment>a score item: points for every spade taken</comment>
        <translation>Sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="85"/>
        <source>Aces</source>
        <comment>a score item: points for every ace taken</comment>
        <translation>As</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="86"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="209"/>
        <source>Last capture</source>
        <translation>Tangkapan terakhir</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="87"/>
        <source>Sweeps</source>
        <comment>a score item: points for sweeps</comment>
        <translation>Sapuan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="90"/>
        <source>Sweeps</source>
        <comment>a score item: points for sweeps in the Dominican game, whose players call them virados</comment>
        <translation>Sapuan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="92"/>
        <source>Sweeps left open</source>
        <comment>a score item: minus points for leaving the table open to a sweep</comment>
        <translation>Sapuan yang dibiarkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/scoring.py" line="93"/>
        <source>Mulles</source>
        <comment>a score item: points for mulles</comment>
        <translation>Mulle</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/scoring.py" line="94"/>
        <source>{count} spades or more</source>
        <comment>a score item: a point for each side that took at least this many spades (South Africa: five)</comment>
        <extracomment>For one: {count} spade or more</extracomment>
        <translation>
            <numerusform>{count} sekop atau lebih</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="20"/>
        <source>South</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Selatan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="21"/>
        <source>West</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Barat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="22"/>
        <source>North</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Utara</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/seat_places.py" line="23"/>
        <source>East</source>
        <comment>a seat&apos;s name: its place at the table</comment>
        <translation>Timur</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="35"/>
        <source>You</source>
        <comment>the person at the table, where a seat&apos;s name stands</comment>
        <translation>Anda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="39"/>
        <source>You trail {card}</source>
        <translation>Anda membuang {card} ke meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="39"/>
        <source>{name} trails {card}</source>
        <translation>{name} membuang {card} ke meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="39"/>
        <source>trail {card}</source>
        <translation>buang {card} ke meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="40"/>
        <source>You trail {card} and build {value} from {taken}</source>
        <translation>Anda membuang {card} ke meja dan membangun {value} dari {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="41"/>
        <source>{name} trails {card} and builds {value} from {taken}</source>
        <translation>{name} membuang {card} ke meja dan membangun {value} dari {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="42"/>
        <source>trail {card} and build {value} from {taken}</source>
        <translation>buang {card} ke meja dan bangun {value} dari {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="43"/>
        <source>You take {taken} with {card}</source>
        <translation>Anda mengambil {taken} dengan {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="43"/>
        <source>{name} takes {taken} with {card}</source>
        <translation>{name} mengambil {taken} dengan {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="44"/>
        <source>take {taken} with {card}</source>
        <translation>ambil {taken} dengan {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="45"/>
        <source>You take {taken} with {card} and sweep the table</source>
        <translation>Anda mengambil {taken} dengan {card} dan menyapu meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="46"/>
        <source>{name} takes {taken} with {card} and sweeps the table</source>
        <translation>{name} mengambil {taken} dengan {card} dan menyapu meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="49"/>
        <source>You take {taken} with {card} and sweep the table</source>
        <comment>in the Dominican game, whose players call a sweep a virado</comment>
        <translation>Anda mengambil {taken} dengan {card} dan mengosongkan meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="51"/>
        <source>{name} takes {taken} with {card} and sweeps the table</source>
        <comment>in the Dominican game, whose players call a sweep a virado</comment>
        <translation>{name} mengambil {taken} dengan {card} dan mengosongkan meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="53"/>
        <source>You build {value} with {card} on {taken}</source>
        <translation>Anda membangun {value} dengan {card} di atas {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="53"/>
        <source>{name} builds {value} with {card} on {taken}</source>
        <translation>{name} membangun {value} dengan {card} di atas {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="54"/>
        <source>build {value} with {card} on {taken}</source>
        <translation>bangun {value} dengan {card} di atas {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="58"/>
        <source>You build {value}s with {card}: {groups}</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Anda membangun {value} ganda dengan {card}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="60"/>
        <source>{name} builds {value}s with {card}: {groups}</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>{name} membangun {value} ganda dengan {card}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="62"/>
        <source>build {value}s with {card}: {groups}</source>
        <comment>a multiple build put as a suggestion: two or more groups, each of this value</comment>
        <translation>bangun {value} ganda dengan {card}: {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="64"/>
        <source>You build {value}s from {groups}</source>
        <comment>a multiple build of table cards: two or more groups, each of this value</comment>
        <translation>Anda membangun {value} ganda dari {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="66"/>
        <source>{name} builds {value}s from {groups}</source>
        <comment>a multiple build of table cards: two or more groups, each of this value</comment>
        <translation>{name} membangun {value} ganda dari {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="68"/>
        <source>build {value}s from {groups}</source>
        <comment>a multiple build of table cards put as a suggestion: two or more groups, each of this value</comment>
        <translation>bangun {value} ganda dari {groups}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="73"/>
        <source>You raise build {old} ({cards}) to {value} with {card}</source>
        <translation>Anda menaikkan bangunan {old} ({cards}) menjadi {value} dengan {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="74"/>
        <source>{name} raises build {old} ({cards}) to {value} with {card}</source>
        <translation>{name} menaikkan bangunan {old} ({cards}) menjadi {value} dengan {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="75"/>
        <source>raise build {old} ({cards}) to {value} with {card}</source>
        <translation>naikkan bangunan {old} ({cards}) menjadi {value} dengan {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="78"/>
        <source>You raise build {old} ({cards}) to {value} with {card} and {extra}</source>
        <translation>Anda menaikkan bangunan {old} ({cards}) menjadi {value} dengan {card} dan {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="79"/>
        <source>{name} raises build {old} ({cards}) to {value} with {card} and {extra}</source>
        <translation>{name} menaikkan bangunan {old} ({cards}) menjadi {value} dengan {card} dan {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="80"/>
        <source>raise build {old} ({cards}) to {value} with {card} and {extra}</source>
        <translation>naikkan bangunan {old} ({cards}) menjadi {value} dengan {card} dan {extra}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="81"/>
        <source>You add {card} to build {value} ({cards})</source>
        <translation>Anda menambahkan {card} ke bangunan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="82"/>
        <source>{name} adds {card} to build {value} ({cards})</source>
        <translation>{name} menambahkan {card} ke bangunan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="83"/>
        <source>add {card} to build {value} ({cards})</source>
        <translation>tambahkan {card} ke bangunan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="85"/>
        <source>You add {card} and {extra} to build {value} ({cards})</source>
        <translation>Anda menambahkan {card} dan {extra} ke bangunan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="86"/>
        <source>{name} adds {card} and {extra} to build {value} ({cards})</source>
        <translation>{name} menambahkan {card} dan {extra} ke bangunan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="87"/>
        <source>add {card} and {extra} to build {value} ({cards})</source>
        <translation>tambahkan {card} dan {extra} ke bangunan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="90"/>
        <source>You add {card} to multiple build {value} ({cards})</source>
        <translation>Anda menambahkan {card} ke bangunan ganda {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="91"/>
        <source>{name} adds {card} to multiple build {value} ({cards})</source>
        <translation>{name} menambahkan {card} ke bangunan ganda {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="92"/>
        <source>add {card} to multiple build {value} ({cards})</source>
        <translation>tambahkan {card} ke bangunan ganda {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="93"/>
        <source>You add {card} and {extra} to multiple build {value} ({cards})</source>
        <translation>Anda menambahkan {card} dan {extra} ke bangunan ganda {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="94"/>
        <source>{name} adds {card} and {extra} to multiple build {value} ({cards})</source>
        <translation>{name} menambahkan {card} dan {extra} ke bangunan ganda {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="95"/>
        <source>add {card} and {extra} to multiple build {value} ({cards})</source>
        <translation>tambahkan {card} dan {extra} ke bangunan ganda {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="98"/>
        <source>You build {value} from {taken}</source>
        <translation>Anda membangun {value} dari {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="98"/>
        <source>{name} builds {value} from {taken}</source>
        <translation>{name} membangun {value} dari {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="99"/>
        <source>build {value} from {taken}</source>
        <translation>bangun {value} dari {taken}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="101"/>
        <source>You add {taken} to build {value} ({cards})</source>
        <translation>Anda menambahkan {taken} ke bangunan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="102"/>
        <source>{name} adds {taken} to build {value} ({cards})</source>
        <translation>{name} menambahkan {taken} ke bangunan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="103"/>
        <source>add {taken} to build {value} ({cards})</source>
        <translation>tambahkan {taken} ke bangunan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="104"/>
        <source>You add {taken} to multiple build {value} ({cards})</source>
        <translation>Anda menambahkan {taken} ke bangunan ganda {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="105"/>
        <source>{name} adds {taken} to multiple build {value} ({cards})</source>
        <translation>{name} menambahkan {taken} ke bangunan ganda {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="106"/>
        <source>add {taken} to multiple build {value} ({cards})</source>
        <translation>tambahkan {taken} ke bangunan ganda {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="109"/>
        <source>The build of {old} was yours</source>
        <translation>Bangunan {old} tadinya milik Anda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="109"/>
        <source>The build of {old} was {name}&apos;s</source>
        <translation>Bangunan {old} tadinya milik {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="110"/>
        <source>You end your turn</source>
        <translation>Anda mengakhiri giliran</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="110"/>
        <source>{name} ends their turn</source>
        <translation>{name} mengakhiri giliran</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="110"/>
        <source>end your turn</source>
        <translation>akhiri giliran Anda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="113"/>
        <source>{card} comes from the top of your pile</source>
        <translation>{card} diambil dari atas tumpukan Anda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="114"/>
        <source>{card} comes from the top of {name}&apos;s pile</source>
        <translation>{card} diambil dari atas tumpukan {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="115"/>
        <source>{card} comes from the top of {name}&apos;s pile</source>
        <comment>a pile two partners share</comment>
        <translation>{card} diambil dari atas tumpukan {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="116"/>
        <source>{card} comes from the top of the pile you share with {name}</source>
        <translation>{card} diambil dari atas tumpukan yang Anda pakai bersama {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="117"/>
        <source>You score a mulle</source>
        <translation>Anda mendapat mulle</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="117"/>
        <source>{name} scores a mulle</source>
        <translation>{name} mendapat mulle</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="119"/>
        <source>You score {count} points at once</source>
        <extracomment>For one: You score {count} point at once</extracomment>
        <translation>
            <numerusform>Anda langsung mendapat {count} poin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="120"/>
        <source>{name} scores {count} points at once</source>
        <extracomment>For one: {name} scores {count} point at once</extracomment>
        <translation>
            <numerusform>{name} langsung mendapat {count} poin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="124"/>
        <source>You score {count} points at once for {cards}</source>
        <comment>{cards}: the cards that scored as they were taken, such as: A♠ and 10♦</comment>
        <extracomment>For one: You score {count} point at once for {cards}</extracomment>
        <translation>
            <numerusform>Anda langsung mendapat {count} poin untuk {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="126"/>
        <source>{name} scores {count} points at once for {cards}</source>
        <comment>{cards}: the cards that scored as they were taken, such as: A♠ and 10♦</comment>
        <extracomment>For one: {name} scores {count} point at once for {cards}</extracomment>
        <translation>
            <numerusform>{name} langsung mendapat {count} poin untuk {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="129"/>
        <source>You take the last {count} cards from the table</source>
        <extracomment>For one: You take the last card from the table</extracomment>
        <translation>
            <numerusform>Anda mengambil {count} kartu yang tersisa di meja</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="130"/>
        <source>{name} takes the last {count} cards from the table</source>
        <extracomment>For one: {name} takes the last card from the table</extracomment>
        <translation>
            <numerusform>{name} mengambil {count} kartu yang tersisa di meja</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="131"/>
        <source>Round {round} — you deal</source>
        <translation>Ronde {round} — Anda membagi kartu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="131"/>
        <source>Round {round} — {name} deals</source>
        <translation>Ronde {round} — {name} membagi kartu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="132"/>
        <source>Round {round}: you deal.</source>
        <translation>Ronde {round}: Anda membagi kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="132"/>
        <source>Round {round}: {name} deals.</source>
        <translation>Ronde {round}: {name} membagi kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="133"/>
        <source>Your turn.</source>
        <translation>Giliran Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="133"/>
        <source>{name}&apos;s turn.</source>
        <translation>Giliran {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="135"/>
        <source>You may still add table cards to your builds, or end your turn.</source>
        <translation>Anda masih boleh menambahkan kartu meja ke bangunan Anda, atau mengakhiri giliran.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="136"/>
        <source>{name} may still add table cards to their builds, or end the turn.</source>
        <translation>{name} masih boleh menambahkan kartu meja ke bangunannya, atau mengakhiri giliran.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="137"/>
        <source>You hold: {cards}.</source>
        <translation>Kartu Anda: {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="137"/>
        <source>{name} holds: {cards}.</source>
        <translation>Kartu {name}: {cards}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="139"/>
        <source>You win the match with {count} points ({others}).</source>
        <extracomment>For one: You win the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>Anda memenangkan pertandingan dengan {count} poin ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="140"/>
        <source>{name} wins the match with {count} points ({others}).</source>
        <extracomment>For one: {name} wins the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>{name} memenangkan pertandingan dengan {count} poin ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="141"/>
        <source>{name} win the match with {count} points ({others}).</source>
        <extracomment>For one: {name} win the match with {count} point ({others}).</extracomment>
        <translation>
            <numerusform>{name} memenangkan pertandingan dengan {count} poin ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="146"/>
        <source>You win the match with {count} penalty points ({others}).</source>
        <comment>a penalty game (Krypkasino), where the fewest points win; {others}: the other sides&apos; penalty points, such as: North 45</comment>
        <extracomment>For one: You win the match with {count} penalty point ({others}).</extracomment>
        <translation>
            <numerusform>Anda memenangkan pertandingan dengan {count} poin penalti ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="150"/>
        <source>{name} wins the match with {count} penalty points ({others}).</source>
        <comment>a penalty game (Krypkasino), where the fewest points win; {others}: the other sides&apos; penalty points, such as: North 45</comment>
        <extracomment>For one: {name} wins the match with {count} penalty point ({others}).</extracomment>
        <translation>
            <numerusform>{name} memenangkan pertandingan dengan {count} poin penalti ({others}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="154"/>
        <source>{name} win the match with {count} penalty points ({others}).</source>
        <comment>a penalty game (Krypkasino), where the fewest points win; {others}: the other sides&apos; penalty points, such as: North 45</comment>
        <extracomment>For one: {name} win the match with {count} penalty point ({others}).</extracomment>
        <translation>
            <numerusform>{name} memenangkan pertandingan dengan {count} poin penalti ({others}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="162"/>
        <source>Taken back: {move}.</source>
        <translation>Diurungkan: {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="163"/>
        <source>Played again: {move}.</source>
        <translation>Dimainkan lagi: {move}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="164"/>
        <source>Hint: {move}</source>
        <translation>Petunjuk: {move}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="165"/>
        <source>Hint: {move}. Press 1 or click Play it to play it.</source>
        <translation>Petunjuk: {move}. Tekan 1 atau klik Mainkan untuk memainkannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="167"/>
        <source>Table: {cards}.</source>
        <translation>Meja: {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="168"/>
        <source>Table: nothing.</source>
        <translation>Meja: kosong.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="169"/>
        <source>build {value} ({cards})</source>
        <translation>bangunan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="170"/>
        <source>multiple build {value} ({cards})</source>
        <comment>a multiple build lying on the table, in the table in words for screen readers; {cards}: its groups, each worth the value, such as: A♠ + 5♥ and 6♥</comment>
        <translation>bangunan ganda {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="176"/>
        <source>build {value} ({cards})</source>
        <comment>a build as what a move takes or builds on, after a verb such as takes: in the form your language gives that object</comment>
        <translation>bangunan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="182"/>
        <source>multiple build {value} ({cards})</source>
        <comment>a multiple build (two or more groups of cards, each worth this value) as what a move takes, after a verb such as takes: in the form your language gives that object; {cards}: its groups, such as: 5♥ + 6♠ and J♣</comment>
        <translation>bangunan ganda {value} ({cards})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="186"/>
        <source>Stock: {count} cards.</source>
        <extracomment>For one: Stock: {count} card.</extracomment>
        <translation>
            <numerusform>Sisa kartu: {count}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="187"/>
        <source>New hands dealt; {count} cards left in the stock</source>
        <extracomment>For one: New hands dealt; {count} card left in the stock</extracomment>
        <translation>
            <numerusform>Kartu baru dibagikan; sisa kartu tinggal {count}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="188"/>
        <source>Last deal</source>
        <translation>Pembagian terakhir</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="189"/>
        <source>{count} cards</source>
        <extracomment>For one: {count} card</extracomment>
        <translation>
            <numerusform>{count} kartu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="191"/>
        <source>{count} spades</source>
        <extracomment>For one: {count} spade</extracomment>
        <translation>
            <numerusform>{count} sekop</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="192"/>
        <source>{count} sweeps</source>
        <extracomment>For one: {count} sweep</extracomment>
        <translation>
            <numerusform>{count} sapuan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="193"/>
        <source>{count} mulles</source>
        <extracomment>For one: {count} mulle</extracomment>
        <translation>
            <numerusform>{count} mulle</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="200"/>
        <source>{first} &amp; {second}</source>
        <comment>two partners&apos; names as one side, such as: North &amp; South (an ampersand, or your word for and)</comment>
        <translation>{first} dan {second}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/sentences.py" line="202"/>
        <source>{first} &amp;
{second}</source>
        <comment>the same two partners on two lines, over a narrow column</comment>
        <translation>{first} dan
{second}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/core/sentences.py" line="251"/>
        <source>{count} sweeps</source>
        <comment>sweeps counted in the Dominican game, whose players call them virados</comment>
        <extracomment>For one: {count} sweep</extracomment>
        <translation>
            <numerusform>{count} sapuan</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/templates.py" line="157"/>
        <source>{rest} and {last}</source>
        <comment>the last two of a list of names, such as: North, West and Anna ({rest} is the names before the last, joined by commas)</comment>
        <translation>{rest} dan {last}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="35"/>
        <source>Raise your partner&apos;s build</source>
        <translation>Menaikkan bangunan pasangan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="35"/>
        <source>In partnerships a player may raise a single build their partner owns (the Swazi game allows only an opponent&apos;s).</source>
        <translation>Dalam permainan tim, pemain boleh menaikkan bangunan tunggal milik pasangannya (permainan Eswatini hanya mengizinkan bangunan lawan).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="48"/>
        <source>Add to an opponent&apos;s build</source>
        <translation>Menambahi bangunan lawan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="48"/>
        <source>A player may add cards to a build an opponent owns, or merge a build of the same value into it, and so take it over; when off, cards may go onto an opponent&apos;s build only in the turn that captures it (Swazi).</source>
        <translation>Pemain boleh menambahkan kartu ke bangunan milik lawan, atau menggabungkan bangunan bernilai sama ke dalamnya, sehingga mengambil alih bangunan itu; jika aturan ini tidak dipakai, kartu hanya boleh ditambahkan ke bangunan lawan pada giliran yang menangkapnya (Eswatini).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="64"/>
        <source>A turn</source>
        <translation>Giliran</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="64"/>
        <source>With several actions a player plays exactly one card from the hand, and before or after it may make builds from table cards alone and add table cards and top cards to their side&apos;s builds; then they end the turn (Swazi).</source>
        <translation>Dengan beberapa tindakan, pemain memainkan tepat satu kartu dari tangan, dan sebelum atau sesudahnya boleh membuat bangunan hanya dari kartu meja serta menambahkan kartu meja dan kartu teratas ke bangunan pihaknya; lalu ia mengakhiri giliran (Eswatini).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="67"/>
        <source>one play from the hand</source>
        <translation>satu langkah dari tangan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="67"/>
        <source>several actions, one hand card</source>
        <translation>beberapa tindakan, satu kartu tangan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="77"/>
        <source>One build in the first deal</source>
        <translation>Satu bangunan pada pembagian pertama</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="77"/>
        <source>With two players, during the first deal a player who owns a build may not trail and may not make or take over a build of another value (lifted in the second deal).</source>
        <translation>Dengan dua pemain, selama pembagian pertama pemain yang memiliki bangunan tidak boleh membuang kartu ke meja dan tidak boleh membuat atau mengambil alih bangunan bernilai lain (tidak berlaku lagi pada pembagian kedua).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="92"/>
        <source>Build owner trails in the second deal</source>
        <translation>Pemilik bangunan boleh membuang pada pembagian kedua</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_african_building.py" line="92"/>
        <source>With two players the owner of a build may trail in the second deal, though not in the first (South Africa).</source>
        <translation>Dengan dua pemain, pemilik bangunan boleh membuang kartu ke meja pada pembagian kedua, tetapi tidak pada pembagian pertama (Afrika Selatan).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="58"/>
        <source>Players may build: combine a hand card with table cards to be taken later by a card of the declared value.</source>
        <translation>Pemain boleh membangun: menggabungkan kartu tangan dengan kartu meja untuk diambil nanti oleh kartu dengan nilai yang diumumkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="72"/>
        <source>Highest build</source>
        <translation>Nilai bangunan tertinggi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="72"/>
        <source>The highest value a build may have (0: as high as any card can capture).</source>
        <translation>Nilai tertinggi yang boleh dimiliki bangunan (0: setinggi yang bisa ditangkap kartu mana pun).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="85"/>
        <source>Raise your own build</source>
        <translation>Menaikkan bangunan sendiri</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="85"/>
        <source>A player may raise a single build they control (the Dominican form forbids it).</source>
        <translation>Pemain boleh menaikkan bangunan tunggal yang dikuasainya (bentuk Dominika melarangnya).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="101"/>
        <source>Two builds of one value</source>
        <translation>Dua bangunan bernilai sama</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="101"/>
        <source>What happens to a new build of a value already built on the table.</source>
        <translation>Apa yang terjadi pada bangunan baru dengan nilai yang sudah dibangun di meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="104"/>
        <source>both stand side by side</source>
        <translation>keduanya berdampingan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="104"/>
        <source>they merge into one multiple build</source>
        <translation>bergabung menjadi satu bangunan ganda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="117"/>
        <source>A court card may be put on a table court card of its rank, to be taken later by another card of that rank.</source>
        <translation>Kartu gambar boleh ditaruh di atas kartu gambar yang sama di meja, untuk diambil nanti oleh kartu lain dengan gambar yang sama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="119"/>
        <source>Not allowed: a court card may be put on a table court card of its rank, to be taken later by another card of that rank.</source>
        <translation>Tidak boleh: menaruh kartu gambar di atas kartu gambar yang sama di meja, untuk diambil nanti oleh kartu lain dengan gambar yang sama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="124"/>
        <source>A court card may be put on two table court cards of its rank, to make three of them, to be taken later by the fourth.</source>
        <translation>Kartu gambar boleh ditaruh di atas dua kartu gambar yang sama di meja sehingga menjadi tiga, untuk diambil nanti oleh kartu keempat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="134"/>
        <source>Court-card builds</source>
        <translation>Bangunan kartu gambar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="134"/>
        <source>A court card may be put on a table court card of its rank, to be taken later by another of that rank.</source>
        <translation>Kartu gambar boleh ditaruh di atas kartu gambar yang sama di meja, untuk diambil nanti oleh kartu lain dengan gambar yang sama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="148"/>
        <source>Build owner may trail</source>
        <translation>Pemilik bangunan boleh membuang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="148"/>
        <source>The controller of a build may trail and leave the build on the table.</source>
        <translation>Pemilik bangunan boleh membuang kartu ke meja dan membiarkan bangunannya tetap di meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="160"/>
        <source>Loose table cards may help raise a single build, provided a card from your hand also adds to its value.</source>
        <translation>Kartu lepas di meja boleh ikut menaikkan bangunan tunggal, asalkan kartu dari tangan Anda juga menambah nilainya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="162"/>
        <source>Not allowed: loose table cards may help raise a single build, provided a card from your hand also adds to its value.</source>
        <translation>Tidak boleh: kartu lepas di meja ikut menaikkan bangunan tunggal, walaupun kartu dari tangan Anda juga menambah nilainya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="167"/>
        <source>Table cards may help raise</source>
        <translation>Kartu meja boleh ikut menaikkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="167"/>
        <source>Loose table cards may help raise a single build, provided a hand card also adds to its value.</source>
        <translation>Kartu lepas di meja boleh ikut menaikkan bangunan tunggal, asalkan kartu tangan juga menambah nilainya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="180"/>
        <source>A single build counts as one card of its value in sums, when capturing and when building on.</source>
        <translation>Bangunan tunggal dihitung sebagai satu kartu bernilai sama dalam penjumlahan, saat menangkap dan saat membangun di atasnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="182"/>
        <source>Not allowed: a single build counts as one card of its value in sums, when capturing and when building on.</source>
        <translation>Tidak boleh: menghitung bangunan tunggal sebagai satu kartu bernilai sama dalam penjumlahan, saat menangkap dan saat membangun di atasnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="187"/>
        <source>A single build counts as a card</source>
        <translation>Bangunan tunggal dihitung sebagai kartu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="187"/>
        <source>A single build counts as one card of its value in sums, for capturing and for extending builds.</source>
        <translation>Bangunan tunggal dihitung sebagai satu kartu bernilai sama dalam penjumlahan, untuk menangkap dan untuk memperluas bangunan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="201"/>
        <source>You may trail a card and at the same time build from other table cards (not the trailed card), if you hold a card of the build&apos;s value.</source>
        <translation>Anda boleh membuang kartu ke meja sekaligus membangun dari kartu meja lain (bukan kartu yang dibuang), jika Anda memegang kartu senilai bangunan itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="203"/>
        <source>Not allowed: you may trail a card and at the same time build from other table cards (not the trailed card), if you hold a card of the build&apos;s value.</source>
        <translation>Tidak boleh: membuang kartu ke meja sekaligus membangun dari kartu meja lain (bukan kartu yang dibuang), walaupun Anda memegang kartu senilai bangunan itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="208"/>
        <source>Trail and build</source>
        <translation>Buang dan bangun</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="208"/>
        <source>Trail a card and at the same time build from other table cards (not the trailed card); you must still hold a card of the build&apos;s value.</source>
        <translation>Membuang kartu ke meja sekaligus membangun dari kartu meja lain (bukan kartu yang dibuang); Anda harus tetap memegang kartu senilai bangunan itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="223"/>
        <location filename="../../casino_desktop/core/units_building.py" line="228"/>
        <source>In partnerships you may build to the value of a build your partner owns, without holding that value yourself.</source>
        <translation>Dalam tim, Anda boleh membangun ke nilai bangunan milik pasangan Anda, meskipun Anda sendiri tidak memegang kartu bernilai itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="224"/>
        <source>Not allowed: in partnerships you may build to the value of a build your partner owns, without holding that value yourself.</source>
        <translation>Tidak diizinkan: dalam tim, Anda boleh membangun ke nilai bangunan milik pasangan Anda, meskipun Anda sendiri tidak memegang kartu bernilai itu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="228"/>
        <source>Build for your partner</source>
        <translation>Membangun untuk pasangan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="242"/>
        <source>Build owner&apos;s duty</source>
        <translation>Kewajiban pemilik bangunan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="242"/>
        <source>Until a build is taken, its owner keeps a card that takes it. On each turn the owner may take the build, capture something else, or make or add to a build. Under the stricter rule of the simple game, the owner may only take the build, capture something else or raise a build. Whether the owner may trail is a separate rule.</source>
        <translation>Sampai bangunan diambil, pemiliknya menyimpan kartu yang bisa mengambilnya. Pada setiap gilirannya pemilik boleh mengambil bangunan itu, menangkap kartu lain, atau membuat atau menambah bangunan. Dengan aturan permainan sederhana yang lebih ketat, pemilik hanya boleh mengambil bangunan itu, menangkap kartu lain, atau menaikkan bangunan. Boleh tidaknya pemilik membuang kartu ke meja adalah aturan tersendiri.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="245"/>
        <source>take it, capture, build or add</source>
        <translation>mengambilnya, menangkap, membangun, atau menambah</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="245"/>
        <source>only take it, capture or raise</source>
        <translation>hanya mengambilnya, menangkap, atau menaikkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="267"/>
        <source>No build may be made, raised or added to in the first deal of a round: building starts with the second deal.</source>
        <translation>Pada pembagian pertama setiap ronde, bangunan tidak boleh dibuat, dinaikkan, atau ditambahi: membangun baru boleh mulai pembagian kedua.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="270"/>
        <source>No build may be made, raised or added to until the second deal of the round.</source>
        <translation>Bangunan tidak boleh dibuat, dinaikkan, atau ditambahi sebelum pembagian kedua dalam ronde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="271"/>
        <source>Builds may be made from the first deal of the round on.</source>
        <translation>Bangunan boleh dibuat sejak pembagian pertama dalam ronde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_building.py" line="282"/>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="174"/>
        <source>No building until the second deal</source>
        <translation>Tidak boleh membangun sebelum pembagian kedua</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="51"/>
        <source>Court cards</source>
        <translation>Kartu gambar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="51"/>
        <source>What J, Q and K count.</source>
        <translation>Nilai J, Q, dan K.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="54"/>
        <source>no number, each takes its own rank</source>
        <translation>tanpa angka, masing-masing mengambil gambar yang sama</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="54"/>
        <source>J 11, Q 12, K 13, in sums and builds</source>
        <translation>J 11, Q 12, K 13, dalam penjumlahan dan bangunan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="66"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="66"/>
        <source>What an ace counts; where it may count 1 or 14, the player chooses.</source>
        <translation>Nilai As; jika bisa bernilai 1 atau 14, pemain yang memilih.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="69"/>
        <source>1 or 14, played or on the table</source>
        <translation>1 atau 14, saat dimainkan atau di meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="69"/>
        <source>1 or 14 played; 1 on table (Royal)</source>
        <translation>1 atau 14 saat dimainkan; 1 di meja (Royal)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="69"/>
        <source>14 when played, 1 on the table</source>
        <translation>14 saat dimainkan, 1 di meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="80"/>
        <source>10♦ = 16 and 2♠ = 15 from the hand</source>
        <translation>10♦ = 16 dan 2♠ = 15 dari tangan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="80"/>
        <source>Played from the hand the ten of diamonds counts 16 and the two of spades 15 (10 and 2 on the table).</source>
        <translation>Jika dimainkan dari tangan, sepuluh wajik bernilai 16 dan dua sekop bernilai 15 (10 dan 2 di meja).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="91"/>
        <source>A court card takes one table card of its own rank at a time.</source>
        <translation>Kartu gambar mengambil satu kartu meja dengan gambar yang sama setiap kali.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="92"/>
        <source>A court card takes every table card of its own rank at once.</source>
        <translation>Kartu gambar mengambil semua kartu meja dengan gambar yang sama sekaligus.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="93"/>
        <source>A court card takes one table card of its own rank; when three of a rank lie on the table, the fourth takes all three.</source>
        <translation>Kartu gambar mengambil satu kartu meja dengan gambar yang sama; jika ada tiga kartu bergambar sama di meja, kartu keempat mengambil ketiganya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="98"/>
        <source>Court card captures</source>
        <translation>Tangkapan kartu gambar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="98"/>
        <source>What a numberless court card takes.</source>
        <translation>Apa yang diambil kartu gambar tanpa angka.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="101"/>
        <source>one table card of its rank</source>
        <translation>satu kartu meja dengan gambar yang sama</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="101"/>
        <source>any number of its rank</source>
        <translation>berapa pun kartu dengan gambar yang sama</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="101"/>
        <source>one, or all three by the fourth</source>
        <translation>satu, atau ketiganya dengan kartu keempat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="113"/>
        <source>You must capture when you can: you may trail only when no card of yours takes anything (building is still allowed).</source>
        <translation>Anda wajib menangkap jika bisa: Anda hanya boleh membuang kartu ke meja jika tidak ada kartu Anda yang bisa mengambil apa pun (membangun tetap boleh).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="115"/>
        <source>You must capture when you can: you may trail only when no card of yours takes anything.</source>
        <translation>Anda wajib menangkap jika bisa: Anda hanya boleh membuang kartu ke meja jika tidak ada kartu Anda yang bisa mengambil apa pun.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="117"/>
        <location filename="../../casino_desktop/core/units_capturing.py" line="118"/>
        <source>You may always trail, even when you could capture.</source>
        <translation>Anda selalu boleh membuang kartu ke meja, meskipun Anda bisa menangkap.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="122"/>
        <source>Capturing is compulsory</source>
        <translation>Wajib menangkap</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="122"/>
        <source>A player who can capture may not trail (building is still allowed).</source>
        <translation>Pemain yang bisa menangkap tidak boleh membuang kartu ke meja (membangun tetap boleh).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="136"/>
        <source>A card equal in value to a loose table card may not be trailed, and when you capture with it you must take every loose card of that value; it may still go into a build.</source>
        <translation>Kartu yang nilainya sama dengan kartu lepas di meja tidak boleh dibuang ke meja, dan jika Anda menangkap dengannya, Anda harus mengambil semua kartu lepas bernilai itu; kartu itu tetap boleh masuk ke bangunan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="138"/>
        <source>A card equal to a loose table card may be trailed.</source>
        <translation>Kartu yang sama dengan kartu lepas di meja boleh dibuang ke meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="142"/>
        <source>Equal cards must be taken</source>
        <translation>Kartu yang sama wajib diambil</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_capturing.py" line="142"/>
        <source>A card equal in value to a loose table card may not be trailed, and a capture made with it must take every loose card worth the value it is played as; it may still go into a build (Dominican).</source>
        <translation>Kartu yang nilainya sama dengan kartu lepas di meja tidak boleh dibuang ke meja, dan tangkapan dengan kartu itu harus mengambil semua kartu lepas yang bernilai sama dengan nilai yang dipakainya; kartu itu tetap boleh masuk ke bangunan (Dominika).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="107"/>
        <source>Decks</source>
        <translation>Dek</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="107"/>
        <source>One 52-card deck, or the 104-card double deck of Mulle.</source>
        <translation>Satu dek 52 kartu, atau dek ganda 104 kartu untuk Mulle.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="124"/>
        <source>Cards per hand</source>
        <translation>Kartu per tangan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="124"/>
        <source>Cards dealt to each player in every deal.</source>
        <translation>Kartu yang dibagikan kepada setiap pemain di setiap pembagian.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="134"/>
        <source>Cards to the table</source>
        <translation>Kartu ke meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="134"/>
        <source>Cards dealt face up to the table at the start of a round (never again later).</source>
        <translation>Kartu yang dibagikan terbuka ke meja di awal ronde (setelah itu tidak lagi).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="143"/>
        <source>Fewest players</source>
        <translation>Pemain paling sedikit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="143"/>
        <source>The smallest number of players this variant is played with.</source>
        <translation>Jumlah pemain terkecil untuk varian ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="153"/>
        <source>Most players</source>
        <translation>Pemain paling banyak</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="153"/>
        <source>The largest number of players this variant is played with.</source>
        <translation>Jumlah pemain terbesar untuk varian ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="163"/>
        <source>Three players</source>
        <translation>Tiga pemain</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="163"/>
        <source>Whether three players may play (Kortspelshandboken&apos;s Mulle is for two, or four in partnerships).</source>
        <translation>Apakah boleh dimainkan bertiga (Mulle dari Kortspelshandboken untuk dua pemain, atau empat dalam tim).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="172"/>
        <source>Partnerships with four</source>
        <translation>Tim untuk empat pemain</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="172"/>
        <source>Whether four players play as two partnerships (partners sit opposite and score their captures together).</source>
        <translation>Apakah empat pemain bermain sebagai dua tim (pasangan duduk berhadapan dan tangkapan mereka dihitung bersama).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="175"/>
        <source>as the players choose</source>
        <translation>sesuai pilihan pemain</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="175"/>
        <source>always</source>
        <translation>selalu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="175"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="257"/>
        <source>never</source>
        <translation>tidak pernah</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="181"/>
        <source>Deal order</source>
        <translation>Urutan pembagian</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="181"/>
        <source>The order in which each packet of the shuffled deck is dealt: it decides which card goes where.</source>
        <translation>Urutan pembagian setiap paket kartu dari dek yang dikocok: menentukan kartu mana pergi ke mana.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="184"/>
        <source>round the players, then to the table</source>
        <translation>ke semua pemain, lalu ke meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="184"/>
        <source>others, the table, then the dealer</source>
        <translation>pemain lain, meja, lalu pembagi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="191"/>
        <source>Choosing the first dealer</source>
        <translation>Pembagi pertama</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="191"/>
        <source>How the first dealer is chosen; the deal then passes to the next player each round, in the direction of play.</source>
        <translation>Cara memilih pembagi pertama; lalu giliran membagi berpindah ke pemain berikutnya setiap ronde, searah dengan arah permainan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="194"/>
        <source>at random</source>
        <translation>secara acak</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="194"/>
        <source>the highest card drawn deals</source>
        <translation>yang menarik kartu tertinggi menjadi pembagi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="194"/>
        <source>the lowest card drawn deals</source>
        <translation>yang menarik kartu terendah menjadi pembagi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="203"/>
        <source>40-card pack</source>
        <translation>Dek 40 kartu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="203"/>
        <source>The jacks, queens and kings are taken out of the pack before the deal (South Africa).</source>
        <translation>Jack, Ratu, dan Raja dikeluarkan dari dek sebelum pembagian (Afrika Selatan).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="210"/>
        <source>Deal the whole pack</source>
        <translation>Bagikan seluruh dek</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="210"/>
        <source>After the cards to the table the dealer deals the whole pack out, one card at a time, in equal hands (two players get theirs in two deals); cards that do not divide evenly go to the table. The number of cards per hand is then not used.</source>
        <translation>Setelah kartu untuk meja, pembagi membagikan seluruh dek satu per satu, sama banyak untuk setiap pemain (dua pemain mendapatkannya dalam dua kali pembagian); kartu yang tidak terbagi rata diletakkan ke meja. Jumlah kartu per tangan lalu tidak dipakai.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="217"/>
        <source>Play to the right</source>
        <translation>Bermain ke kanan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_deal.py" line="217"/>
        <source>Play, the cut and the deal pass to the right (anticlockwise), as in southern Africa and the Dominican Republic.</source>
        <translation>Permainan, pemotongan dek, dan pembagian berpindah ke kanan (berlawanan arah jarum jam), seperti di Afrika bagian selatan dan Republik Dominika.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="43"/>
        <source>Target score</source>
        <translation>Skor target</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="43"/>
        <source>The game ends when a side reaches this score; 0: a single round is the game.</source>
        <translation>Permainan berakhir ketika suatu pihak mencapai skor ini; 0: satu ronde saja adalah seluruh permainan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="55"/>
        <source>Rounds each player deals</source>
        <translation>Giliran membagi per pemain</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="55"/>
        <source>If not 0, the match has no target: it ends when every player has dealt this many rounds, and the higher total wins.</source>
        <translation>Jika bukan 0, pertandingan tidak punya target: berakhir setelah setiap pemain menjadi pembagi sebanyak jumlah ini, dan total tertinggi menang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="63"/>
        <source>Each round only the side with more points scores, and only the difference.</source>
        <translation>Setiap ronde hanya pihak dengan poin lebih banyak yang mencetak skor, dan hanya selisihnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="64"/>
        <source>Each round every side scores what it took.</source>
        <translation>Setiap ronde setiap pihak mencetak poin yang diambilnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="68"/>
        <source>Differential scoring</source>
        <translation>Skor selisih</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="68"/>
        <source>Each round only the side with more points scores, the difference (two sides only).</source>
        <translation>Setiap ronde hanya pihak dengan poin lebih banyak yang mencetak skor, sebesar selisihnya (hanya untuk dua pihak).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="80"/>
        <source>Near the target: a side that needs exactly the points of most cards ({cards} of {target}), of the 10♦ ({big_casino}) or of most spades ({spades}) reaches the target only by winning that item, and then wins outright. Until then its other points stop one short of the target, and its sweeps score nothing.</source>
        <comment>{cards}, {big_casino} and {spades}: the scores at which a side needs that item (18, 19 and 20 of 21)</comment>
        <translation>Mendekati target: pihak yang tinggal membutuhkan tepat poin kartu terbanyak ({cards} dari {target}), 10♦ ({big_casino}), atau sekop terbanyak ({spades}) hanya mencapai target dengan memenangkan poin itu, lalu langsung menang. Sampai saat itu poin lainnya berhenti kurang satu dari target, dan sapuannya tidak bernilai poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="85"/>
        <source>Any points reach the target.</source>
        <translation>Poin apa pun bisa mencapai target.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="113"/>
        <source>Dominican: a side that needs exactly the points of most cards to reach the target (18 of 21), of the 10♦ (19) or of most spades (20) reaches it only by winning that item, and then wins outright, whatever the others score. Until then its other points stop one short of the target, and its sweeps score nothing (they still cancel the others&apos;).</source>
        <translation>Dominika: pihak yang tinggal membutuhkan tepat poin kartu terbanyak untuk mencapai target (18 dari 21), poin 10♦ (19), atau sekop terbanyak (20) hanya mencapainya dengan memenangkan poin itu, lalu langsung menang, berapa pun skor pihak lain. Sampai saat itu poin lainnya berhenti kurang satu dari target, dan sapuannya tidak bernilai poin (tetapi tetap membatalkan sapuan pihak lain).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="116"/>
        <source>any points reach the target</source>
        <translation>poin apa pun bisa mencapai target</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="116"/>
        <source>the Dominican ladder (18, 19, 20)</source>
        <translation>tangga Dominika (18, 19, 20)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="124"/>
        <source>When several reach the target</source>
        <translation>Jika beberapa pihak mencapai target</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="124"/>
        <source>Who wins when more than one side reaches the target in the same round. Counting out goes item by item: cards, spades, 10♦, 2♠, the aces ♠♣♥♦, sweeps; the Finnish order is aces and casinos, then spades, then cards.</source>
        <translation>Siapa yang menang jika lebih dari satu pihak mencapai target dalam ronde yang sama. Penghitungan dilakukan satu per satu: kartu, sekop, 10♦, 2♠, As ♠♣♥♦, sapuan; urutan Finlandia adalah As dan kasino, lalu sekop, lalu kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>higher total (equal: another round)</source>
        <translation>total tertinggi (sama: satu ronde lagi)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>counting out, item by item</source>
        <translation>dihitung satu per satu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>higher total, then most spades</source>
        <translation>total tertinggi, lalu sekop terbanyak</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_match.py" line="127"/>
        <source>higher total, then Finnish order</source>
        <translation>total tertinggi, lalu urutan Finlandia</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="35"/>
        <source>Top cards of capture piles</source>
        <translation>Kartu teratas tumpukan tangkapan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="35"/>
        <source>Captured cards are kept face up; what another player may do with the top card of a capture pile (the card beneath then becomes the top).</source>
        <translation>Kartu yang ditangkap disimpan terbuka; apa yang boleh dilakukan pemain lain dengan kartu teratas sebuah tumpukan tangkapan (kartu di bawahnya lalu menjadi kartu teratas).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="38"/>
        <source>not in play</source>
        <translation>tidak ikut dimainkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="38"/>
        <source>into builds only (Swazi)</source>
        <translation>hanya masuk ke bangunan (Eswatini)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="38"/>
        <source>built or captured (South Africa)</source>
        <translation>dipakai membangun atau ditangkap (Afrika Selatan)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="53"/>
        <source>Partners&apos; capture piles</source>
        <translation>Tumpukan tangkapan pasangan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="53"/>
        <source>Whether partners keep one capture pile between them or one each; a partner&apos;s top card is in play when each keeps their own (Lesotho).</source>
        <translation>Apakah pasangan menyimpan satu tumpukan tangkapan bersama atau masing-masing satu; kartu teratas pasangan ikut dimainkan jika masing-masing menyimpan tumpukannya sendiri (Lesotho).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="56"/>
        <source>one pile for both</source>
        <translation>satu tumpukan berdua</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="56"/>
        <source>one pile each</source>
        <translation>masing-masing satu tumpukan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="64"/>
        <source>Order on the capture pile</source>
        <translation>Urutan di tumpukan tangkapan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="64"/>
        <source>Which card of a capture ends up on top of the pile, where the next player may use it: the card played (the cards it took beneath it, the lowest nearest the top), or the lowest card (all of them in order of value).</source>
        <translation>Kartu mana dari sebuah tangkapan yang berada paling atas di tumpukan, tempat pemain berikutnya bisa memakainya: kartu yang dimainkan (kartu yang diambilnya di bawahnya, yang terendah paling dekat ke atas), atau kartu terendah (semuanya menurut urutan nilai).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="67"/>
        <source>the card played on top</source>
        <translation>kartu yang dimainkan paling atas</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="67"/>
        <source>the lowest card on top</source>
        <translation>kartu terendah paling atas</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="74"/>
        <source>Opponents insist</source>
        <translation>Lawan menuntut</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_piles.py" line="74"/>
        <source>A capture must take everything the card played may take, and a player who may add table cards or top cards to their side&apos;s builds must add them before ending the turn (Swazi lets opponents insist on both).</source>
        <translation>Tangkapan harus mengambil semua yang bisa diambil kartu yang dimainkan, dan pemain yang bisa menambahkan kartu meja atau kartu teratas ke bangunan pihaknya harus menambahkannya sebelum mengakhiri giliran (di Eswatini lawan boleh menuntut keduanya).</translation>
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
        <translation>Poin untuk mengambil kartu terbanyak (jika seri, tidak ada poin, kecuali jika mayoritas seri dibagi).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="86"/>
        <source>Points for taking the most spades (a tie scores nothing, unless tied majorities share).</source>
        <translation>Poin untuk mengambil sekop terbanyak (jika seri, tidak ada poin, kecuali jika mayoritas seri dibagi).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="99"/>
        <source>Överspader threshold</source>
        <translation>Batas sekop lebih (överspader)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="99"/>
        <source>If not 0: one point per spade taken beyond this many, instead of a most-spades prize.</source>
        <translation>Jika bukan 0: satu poin untuk setiap sekop yang diambil melebihi jumlah ini, sebagai ganti hadiah sekop terbanyak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="110"/>
        <source>Each spade</source>
        <translation>Setiap sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="110"/>
        <source>Points for every spade taken.</source>
        <translation>Poin untuk setiap sekop yang diambil.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="124"/>
        <source>Each ace</source>
        <translation>Setiap As</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="124"/>
        <source>Points for every ace taken.</source>
        <translation>Poin untuk setiap As yang diambil.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="138"/>
        <source>10♦ (big casino)</source>
        <translation>10♦ (kasino besar)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="138"/>
        <source>Points for the ten of diamonds (on top of any spade or ace points).</source>
        <translation>Poin untuk sepuluh wajik (di luar poin sekop atau As).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="151"/>
        <source>2♠ (little casino)</source>
        <translation>2♠ (kasino kecil)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="151"/>
        <source>Points for the two of spades (on top of its spade point, if spades score each).</source>
        <translation>Poin untuk dua sekop (di luar poin sekopnya, jika setiap sekop bernilai poin).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="164"/>
        <source>A♠ extra</source>
        <translation>Tambahan A♠</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="164"/>
        <source>Extra points for the ace of spades.</source>
        <translation>Poin tambahan untuk As sekop.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="177"/>
        <source>J♠ extra</source>
        <translation>Tambahan J♠</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="177"/>
        <source>Extra points for the jack of spades (Spade Casino).</source>
        <translation>Poin tambahan untuk Jack sekop (Spade Casino).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="190"/>
        <source>Tied majorities share</source>
        <translation>Mayoritas seri dibagi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="190"/>
        <source>When sides tie for most cards or most spades, each tied side scores an equal share of the points (rounded down) instead of nothing.</source>
        <translation>Jika beberapa pihak seri untuk kartu terbanyak atau sekop terbanyak, setiap pihak yang seri mendapat bagian poin yang sama (dibulatkan ke bawah), bukannya tidak mendapat apa-apa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="198"/>
        <source>Spades for a point</source>
        <translation>Poin untuk jumlah sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="198"/>
        <source>If not 0: every side that takes at least this many spades scores 1 point (South Africa: five).</source>
        <translation>Jika bukan 0: setiap pihak yang mengambil sekop sedikitnya sebanyak ini mendapat 1 poin (Afrika Selatan: lima).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="209"/>
        <source>Points for the player who makes the last capture of the round (sistan).</source>
        <translation>Poin untuk pemain yang membuat tangkapan terakhir dalam ronde (sistan).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="222"/>
        <source>Each sweep</source>
        <translation>Setiap sapuan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="222"/>
        <source>Points for each sweep (a capture that empties the table); 0: sweeps are not scored.</source>
        <translation>Poin untuk setiap sapuan (tangkapan yang mengosongkan meja); 0: sapuan tidak bernilai poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="236"/>
        <source>Sweeps count against whoever left them</source>
        <translation>Sapuan merugikan pemain yang membiarkan meja terbuka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="236"/>
        <source>The player who played just before a sweep, and so left the table open to it, loses what the sweep scores (Krypkasino: a sweep costs its maker 5 penalty points and takes 5 off those of whoever left it).</source>
        <translation>Pemain yang bermain tepat sebelum sapuan, dan dengan begitu membiarkan meja terbuka, kehilangan nilai sapuan itu (Krypkasino: pembuat sapuan dikenai 5 poin penalti, dan penalti pemain yang membiarkan meja terbuka dikurangi 5).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="247"/>
        <source>Sweeps never cancel out.</source>
        <translation>Sapuan tidak pernah saling membatalkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="248"/>
        <source>At the end of a round, if every side swept, each loses one sweep.</source>
        <translation>Di akhir ronde, jika semua pihak membuat sapuan, masing-masing kehilangan satu sapuan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="249"/>
        <source>At the end of a round the sides&apos; sweeps cancel out: each loses as many as the side with the fewest sweeps made.</source>
        <translation>Di akhir ronde, sapuan para pihak saling membatalkan: masing-masing kehilangan sebanyak jumlah sapuan pihak yang paling sedikit membuat sapuan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="254"/>
        <source>Sweeps cancel</source>
        <translation>Sapuan saling membatalkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="254"/>
        <source>Whether the sweeps of different sides cancel out at the end of a round: one each when every side swept, or as many as the side with the fewest sweeps made.</source>
        <translation>Apakah sapuan dari pihak yang berbeda saling membatalkan di akhir ronde: masing-masing satu jika semua pihak membuat sapuan, atau sebanyak jumlah sapuan pihak yang paling sedikit membuat sapuan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="257"/>
        <source>if all sides swept, one each</source>
        <translation>jika semua pihak menyapu, masing-masing satu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="257"/>
        <source>as many as the side with fewest</source>
        <translation>sebanyak pihak yang paling sedikit</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="265"/>
        <location filename="../../casino_desktop/core/units_scoring.py" line="270"/>
        <source>No sweep counts in the last deal, nor once any side has 10 or more points.</source>
        <translation>Sapuan tidak dihitung pada pembagian terakhir, juga tidak setelah ada pihak yang mencapai 10 poin atau lebih.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="266"/>
        <source>Sweeps count in every deal, whatever the score.</source>
        <translation>Sapuan dihitung pada setiap pembagian, berapa pun skornya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="270"/>
        <source>Finnish sweep limits</source>
        <translation>Batas sapuan Finlandia</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="280"/>
        <source>Aces, the 10♦ and the 2♠ score the moment they are taken, so a game can end in the middle of a round.</source>
        <translation>As, 10♦, dan 2♠ langsung bernilai poin begitu diambil, jadi permainan bisa berakhir di tengah ronde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="282"/>
        <source>Every point is counted at the end of the round.</source>
        <translation>Semua poin dihitung di akhir ronde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="286"/>
        <source>Score aces and casinos at once</source>
        <translation>As dan kasino langsung dihitung</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="286"/>
        <source>Aces, 10♦ and 2♠ score the moment they are taken, so a game can end in the middle of a round (Finnish).</source>
        <translation>As, 10♦, dan 2♠ langsung bernilai poin begitu diambil, jadi permainan bisa berakhir di tengah ronde (Finlandia).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="295"/>
        <source>Points are scored as they are earned: sweeps, mulles and cards the moment they are made or taken, most spades once a side holds 7 of the 13, most cards once it holds 27 of the 52; the last capture and a majority nobody reached are scored at the end of the round.</source>
        <translation>Poin dicatat begitu diperoleh: sapuan, mulle, dan kartu begitu dibuat atau diambil, sekop terbanyak begitu satu pihak memegang 7 dari 13, kartu terbanyak begitu memegang 27 dari 52; tangkapan terakhir dan mayoritas yang tidak dicapai siapa pun dihitung di akhir ronde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="299"/>
        <source>Points are counted at the end of each round.</source>
        <translation>Poin dihitung di akhir setiap ronde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="303"/>
        <source>Score points as they are earned</source>
        <translation>Poin dihitung begitu diperoleh</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="303"/>
        <source>Sweeps, mulles, aces, casinos and every other point for a card score the moment they are made or taken; most spades the moment a side holds more than half the spades (7 of 13), most cards the moment it holds more than half the cards (27 of 52). A side reaching the target during play wins at once, even in the middle of a round; the rest (last capture, a majority nobody reached) is scored at the end of the round.</source>
        <translation>Sapuan, mulle, As, kasino, dan setiap poin lain untuk kartu langsung dihitung begitu dibuat atau diambil; sekop terbanyak begitu satu pihak memegang lebih dari separuh sekop (7 dari 13), kartu terbanyak begitu memegang lebih dari separuh kartu (27 dari 52). Pihak yang mencapai target selama permainan langsung menang, bahkan di tengah ronde; sisanya (tangkapan terakhir, mayoritas yang tidak dicapai siapa pun) dihitung di akhir ronde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="313"/>
        <source>Taking a card&apos;s identical twin scores nothing special.</source>
        <translation>Mengambil kembaran identik sebuah kartu tidak bernilai apa pun secara khusus.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="314"/>
        <source>Taking the identical twin of the card you play, and nothing else with it, is a mulle and scores 5 points.</source>
        <translation>Mengambil kembaran identik dari kartu yang Anda mainkan, tanpa kartu lain, disebut mulle dan bernilai 5 poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="316"/>
        <source>Taking the identical twin of the card you play, alone or with other cards, is a mulle and scores the played card&apos;s value.</source>
        <translation>Mengambil kembaran identik dari kartu yang Anda mainkan, sendiri atau bersama kartu lain, disebut mulle dan bernilai sesuai nilai kartu yang dimainkan.</translation>
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
        <translation>Hanya dek ganda: nilai poin untuk mengambil kembaran dari kartu yang Anda mainkan (mulle); jika bernilai sesuai nilai kartu, kartu lain boleh diambil bersama kembarannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="324"/>
        <source>nothing</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="324"/>
        <source>5 when the twin is taken alone</source>
        <translation>5 jika kembarannya diambil sendiri</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="324"/>
        <source>the played card&apos;s value</source>
        <translation>nilai kartu yang dimainkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="331"/>
        <source>Points are penalties (misère)</source>
        <translation>Poin adalah penalti (misère)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/units_scoring.py" line="331"/>
        <source>Every point a side takes counts against it: a round&apos;s points are scored as minus points, so the fewest taken win (Krypkasino).</source>
        <translation>Setiap poin yang diambil suatu pihak merugikannya: poin ronde dihitung sebagai poin minus, jadi yang mengambil paling sedikit menang (Krypkasino).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="140"/>
        <source>Nordic</source>
        <comment>a family of games, shown after a game&apos;s name: the Kasino of Sweden and Norway and its variants (Finnish Kasino and Mulle have families of their own)</comment>
        <translation>Nordik</translation>
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
        <translation>Anglo-Amerika</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="147"/>
        <source>The classic English-language game: builds, court cards take only their rank, 11 points a round, game to 21.</source>
        <translation>Permainan klasik dari negeri-negeri berbahasa Inggris: ada bangunan, kartu gambar hanya mengambil gambar yang sama, 11 poin per ronde, main sampai 21.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="149"/>
        <source>Casino (simple rules)</source>
        <translation>Casino (aturan sederhana)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="150"/>
        <source>Casino as it is often taught at home: builds up to 10, court-card builds, a court card takes every card of its rank, sweeps score, one round.</source>
        <translation>Casino seperti yang sering diajarkan di rumah: bangunan sampai 10, bangunan kartu gambar, kartu gambar mengambil semua kartu dengan gambar yang sama, sapuan bernilai poin, satu ronde.</translation>
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
        <translation>Royal Casino Amerika Utara: J 11, Q 12, K 13 ikut dalam penjumlahan dan bangunan; As bernilai 1 atau 14; main sampai 21.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="156"/>
        <source>Royal Casino (Dominican)</source>
        <translation>Royal Casino (Dominika)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="157"/>
        <source>Royal Casino as played in the Dominican Republic: J 11, Q 12, K 13, the ace 1 or 14; a card equal to a loose card must take it; nobody raises their own build; opposing sweeps cancel; near 21 only cards, the 10♦ or spades win.</source>
        <translation>Royal Casino seperti yang dimainkan di Republik Dominika: J 11, Q 12, K 13, As 1 atau 14; kartu yang sama dengan kartu lepas wajib mengambilnya; tidak ada yang menaikkan bangunannya sendiri; sapuan lawan saling membatalkan; menjelang 21 hanya kartu terbanyak, 10♦, atau sekop terbanyak yang bisa membawa kemenangan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="161"/>
        <source>Spade Casino</source>
        <translation>Spade Casino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="162"/>
        <source>Casino where every spade scores, the jack of spades one extra: 24 points a round, game to 61.</source>
        <translation>Casino di mana setiap sekop bernilai poin, Jack sekop satu poin tambahan: 24 poin per ronde, main sampai 61.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="164"/>
        <source>Wippen</source>
        <translation>Wippen</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="165"/>
        <source>The Belgian game: most cards 2, most spades 2, each sweep (wip) 1.</source>
        <translation>Permainan dari Belgia: kartu terbanyak 2, sekop terbanyak 2, setiap sapuan (wip) 1.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="167"/>
        <source>Swedish Kasino</source>
        <translation>Kasino Swedia</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="168"/>
        <source>The Nordic game without building: J 11, Q 12, K 13, the ace 1 or 14; most spades 2, the last capture (sistan) and every sweep (tabbe) score; game to 16.</source>
        <translation>Permainan Nordik tanpa bangunan: J 11, Q 12, K 13, As 1 atau 14; sekop terbanyak 2, tangkapan terakhir (sistan) dan setiap sapuan (tabbe) bernilai poin; main sampai 16.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="170"/>
        <source>Överspader</source>
        <translation>Överspader</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="171"/>
        <source>Swedish Kasino where every spade beyond six scores a point instead of the most-spades prize; game to 21.</source>
        <translation>Kasino Swedia di mana setiap sekop di atas enam bernilai satu poin sebagai ganti hadiah sekop terbanyak; main sampai 21.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="173"/>
        <source>Kasino</source>
        <translation>Kasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="174"/>
        <source>The Nordic game without building, with the ace worth 14 in the hand and 1 on the table: J 11, Q 12, K 13; most spades 2, every sweep (tabbe) and the last capture (sistan) score; game to 16.</source>
        <translation>Permainan Nordik tanpa bangunan, dengan As bernilai 14 di tangan dan 1 di meja: J 11, Q 12, K 13; sekop terbanyak 2, setiap sapuan (tabbe) dan tangkapan terakhir (sistan) bernilai poin; main sampai 16.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="176"/>
        <source>Finnish Kasino</source>
        <translation>Kasino Finlandia</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="176"/>
        <source>Finnish</source>
        <translation>Finlandia</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="177"/>
        <source>Finnish Kasino: ace 14 from the hand, 2♠ 15 and 10♦ 16 from the hand; aces and casinos score at once; sweeps (mökki) cancel and freeze at 10 points; game to 16.</source>
        <translation>Kasino Finlandia: As 14 dari tangan, 2♠ 15 dan 10♦ 16 dari tangan; As dan kasino langsung dihitung; sapuan (mökki) saling membatalkan dan berhenti dihitung pada 10 poin; main sampai 16.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="181"/>
        <source>Krypkasino</source>
        <translation>Krypkasino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="182"/>
        <source>Misère Kasino with two decks: capturing is compulsory and every point taken is a penalty (10♦ 3, 2♠ 2, A♠ 2, the other spades and aces 1 each); a sweep costs its maker 5 and takes 5 off the penalties of whoever left the table open; the fewest penalties win. Rule books disagree on the deal and say nothing of the end, so these are our choices (both can be changed): 4 cards each and 4 to the table, and every player deals once.</source>
        <translation>Kasino misère dengan dua dek: wajib menangkap dan setiap poin yang diambil adalah penalti (10♦ 3, 2♠ 2, A♠ 2, sekop dan As lainnya masing-masing 1); pembuat sapuan dikenai 5 poin, dan penalti pemain yang membiarkan meja terbuka dikurangi 5; penalti paling sedikit menang. Buku aturan berbeda pendapat tentang pembagian dan tidak menyebut akhir permainan, jadi ini pilihan kami (keduanya bisa diubah): masing-masing 4 kartu dan 4 ke meja, dan setiap pemain membagi satu kali.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="188"/>
        <source>Swedish Mulle with two decks: 5 cards each and 5 to the table; taking the identical card alone is a mulle worth 5.</source>
        <translation>Mulle Swedia dengan dua dek: masing-masing 5 kartu dan 5 ke meja; mengambil kartu identik sendirian disebut mulle dan bernilai 5.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="191"/>
        <source>Mulle (Kortspelshandboken)</source>
        <translation>Mulle (Kortspelshandboken)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="192"/>
        <source>Mulle of Kortspelshandboken: two decks, 4 each and 8 to the table, building, ace 14 / 2♠ 15 / 10♦ 16 from the hand; every spade scores; a mulle scores the played card&apos;s value.</source>
        <translation>Mulle dari Kortspelshandboken: dua dek, masing-masing 4 dan 8 ke meja, ada bangunan, As 14 / 2♠ 15 / 10♦ 16 dari tangan; setiap sekop bernilai poin; mulle bernilai sesuai nilai kartu yang dimainkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="209"/>
        <source>Swazi Casino</source>
        <translation>Kasino Eswatini</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="209"/>
        <location filename="../../casino_desktop/core/variants.py" line="212"/>
        <location filename="../../casino_desktop/core/variants.py" line="216"/>
        <source>African</source>
        <translation>Afrika</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="210"/>
        <source>Casino of Eswatini: play to the right; four cards cut to the table, the rest dealt out; captured cards lie face up and an opponent&apos;s top card may go into your build; one card from the hand a turn, with builds and additions from the table before or after it; J 11, Q 12, K 13, the ace 1 or 14; 11 points a deal, game to 21.</source>
        <translation>Kasino dari Eswatini: bermain ke kanan; empat kartu dipotong ke meja, sisanya dibagikan; kartu yang ditangkap terbuka dan kartu teratas lawan boleh masuk ke bangunan Anda; satu kartu dari tangan per giliran, dengan bangunan dan tambahan dari meja sebelum atau sesudahnya; J 11, Q 12, K 13, As 1 atau 14; 11 poin per ronde, main sampai 21.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="212"/>
        <source>Sotho Casino</source>
        <translation>Kasino Lesotho</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="213"/>
        <source>Casino of Lesotho: Swazi Casino where court cards have no number and take only their rank, the ace counts 1, and partners keep a capture pile each and may use each other&apos;s top card.</source>
        <translation>Kasino dari Lesotho: Kasino Eswatini di mana kartu gambar tidak bernilai angka dan hanya mengambil gambar yang sama, As bernilai 1, dan setiap pemain dalam tim menyimpan tumpukan tangkapannya sendiri serta boleh memakai kartu teratas pasangannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="216"/>
        <source>South African Casino</source>
        <translation>Kasino Afrika Selatan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="217"/>
        <source>The South African game: 40 cards without court cards, the ace 1, builds to 10, the whole pack dealt, play to the right; the top card of every capture pile may be captured; most cards 2, five spades or more 1, 10♦ 2, 2♠ 1, each ace 1; one deal is the game.</source>
        <translation>Permainan Afrika Selatan: 40 kartu tanpa kartu gambar, As 1, bangunan sampai 10, seluruh dek dibagikan, bermain ke kanan; kartu teratas setiap tumpukan tangkapan boleh ditangkap; kartu terbanyak 2, lima sekop atau lebih 1, 10♦ 2, 2♠ 1, setiap As 1; satu ronde adalah seluruh permainan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="229"/>
        <source>The variant must be given by its name, like &quot;casino&quot;.</source>
        <translation>Varian harus disebut dengan namanya, seperti &quot;casino&quot;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="235"/>
        <source>Unknown variant &apos;{shown}&apos;; the variants are: {known}.</source>
        <translation>Varian &apos;{shown}&apos; tidak dikenal; variannya adalah: {known}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="266"/>
        <source>Unknown option &apos;{shown}&apos;.</source>
        <translation>Opsi &apos;{shown}&apos; tidak dikenal.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="270"/>
        <source>Option &apos;{name}&apos; must be true or false.</source>
        <translation>Opsi &apos;{name}&apos; harus true atau false.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="273"/>
        <source>Option &apos;{name}&apos; must be a whole number.</source>
        <translation>Opsi &apos;{name}&apos; harus bilangan bulat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="276"/>
        <source>Option &apos;{name}&apos; must be between {lo} and {hi}.</source>
        <translation>Opsi &apos;{name}&apos; harus antara {lo} dan {hi}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="279"/>
        <source>Option &apos;{name}&apos; must be one of {choices}.</source>
        <translation>Opsi &apos;{name}&apos; harus salah satu dari {choices}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/core/variants.py" line="290"/>
        <source>House rules must be given as a JSON object of option names and values, like {&quot;target&quot;: 11}.</source>
        <translation>Aturan khusus harus diberikan sebagai objek JSON berisi nama opsi dan nilainya, seperti {&quot;target&quot;: 11}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/absences.py" line="56"/>
        <source>The network match&apos;s file is damaged: it cannot say who played for whom.</source>
        <translation>Berkas pertandingan jaringan rusak: berkas itu tidak dapat menunjukkan siapa bermain untuk siapa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/match_file.py" line="35"/>
        <source>The network match&apos;s file</source>
        <comment>the subject of a sentence about a file that cannot be read</comment>
        <translation>Berkas pertandingan jaringan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/match_file.py" line="45"/>
        <source>The network match&apos;s file is damaged: its seats are not those of a network table.</source>
        <translation>Berkas pertandingan jaringan rusak: kursi-kursinya bukan kursi meja jaringan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="17"/>
        <source>The message</source>
        <comment>the subject of a sentence about a network message that cannot be read</comment>
        <translation>Pesan itu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="18"/>
        <source>That message could not be read: {problem}</source>
        <translation>Pesan itu tidak bisa dibaca: {problem}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="19"/>
        <source>That message was too large: a message is at most {most} bytes.</source>
        <translation>Pesan itu terlalu besar: sebuah pesan paling banyak {most} bita.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="20"/>
        <source>Too many messages at once: wait a moment before sending more.</source>
        <translation>Terlalu banyak pesan sekaligus: tunggu sebentar sebelum mengirim lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="21"/>
        <source>That kind of message is not part of this table&apos;s language.</source>
        <translation>Jenis pesan itu tidak dikenal oleh meja ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="22"/>
        <source>That message was refused: a part of it is missing, of the wrong kind or out of range.</source>
        <translation>Pesan itu ditolak: ada bagian yang hilang, salah jenis, atau di luar batas.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="23"/>
        <source>That message was refused: it holds something this table does not know.</source>
        <translation>Pesan itu ditolak: isinya ada yang tidak dikenal oleh meja ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="24"/>
        <source>Join the table first: that message is only for players seated at it.</source>
        <translation>Bergabunglah ke meja dulu: pesan itu hanya untuk pemain yang duduk di meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="25"/>
        <source>You sit in seat {seat}: that move was for another seat.</source>
        <translation>Anda duduk di kursi {seat}: langkah itu untuk kursi lain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="26"/>
        <source>It is not your turn.</source>
        <translation>Sekarang bukan giliran Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="27"/>
        <source>The table changed before your move arrived; look again and play.</source>
        <translation>Meja sudah berubah sebelum langkah Anda sampai; lihat lagi, lalu mainkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="28"/>
        <source>A computer player is making this move for you; you take your seat back at your next turn.</source>
        <translation>Pemain komputer sedang memainkan langkah ini untuk Anda; Anda kembali ke kursi Anda pada giliran berikutnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="29"/>
        <source>The match starts when every seat is taken.</source>
        <translation>Pertandingan dimulai setelah semua kursi terisi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="30"/>
        <source>There is nothing to play now: the round is over.</source>
        <translation>Tidak ada yang bisa dimainkan sekarang: ronde sudah selesai.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="31"/>
        <source>That move is not legal: {reason}</source>
        <translation>Langkah itu tidak sah: {reason}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="34"/>
        <source>This table speaks version {table} of the network game; your program speaks version {yours}. Both players need the same version of the program.</source>
        <translation>Meja ini memakai permainan jaringan versi {table}; program Anda memakai versi {yours}. Kedua pemain memerlukan versi program yang sama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="36"/>
        <source>That join code is not this table&apos;s. Check the code with the host and try again.</source>
        <translation>Kode bergabung itu bukan milik meja ini. Periksa kodenya dengan tuan rumah, lalu coba lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="37"/>
        <source>Too many wrong join codes from your address: wait a minute before trying again.</source>
        <translation>Terlalu banyak kode bergabung yang salah dari alamat Anda: tunggu satu menit sebelum mencoba lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="38"/>
        <source>Every seat at this table is taken.</source>
        <translation>Semua kursi di meja ini sudah terisi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="39"/>
        <source>Every seat at this table is taken, and {count} of them wait for the players who left them: only those players&apos; programs can take them back (each keeps its seat, whichever address it uses).</source>
        <extracomment>For one: Every seat at this table is taken, and {count} of them waits for the player who left it: only that player&apos;s program can take it back (it keeps the seat, whichever address it uses).</extracomment>
        <translation>
            <numerusform>Semua kursi di meja ini sudah terisi, dan {count} kursi di antaranya menunggu pemain yang meninggalkannya: hanya program pemain yang bersangkutan yang bisa mengambilnya kembali (kursi tetap menjadi milik program itu, apa pun alamat yang dipakainya).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="44"/>
        <source>Your seat is already played from another connection.</source>
        <translation>Kursi Anda sudah dimainkan dari sambungan lain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="45"/>
        <source>Too many refused messages: the host closed your connection. The table goes on without you.</source>
        <translation>Terlalu banyak pesan yang ditolak: tuan rumah menutup sambungan Anda. Permainan di meja berlanjut tanpa Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="46"/>
        <source>Your connection could not keep up with the table, so the host closed it.</source>
        <translation>Sambungan Anda tidak bisa mengikuti meja, jadi tuan rumah menutupnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="47"/>
        <source>The table did not hear from you in time.</source>
        <translation>Meja tidak menerima kabar dari Anda tepat waktu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="48"/>
        <source>The host is busy with other connections; try again in a moment.</source>
        <translation>Tuan rumah sedang sibuk dengan sambungan lain; coba lagi sebentar lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="51"/>
        <source>The host&apos;s program sent something this program cannot read, so you could not join. Both players need the same version of the program.</source>
        <translation>Program tuan rumah mengirim sesuatu yang tidak bisa dibaca program ini, jadi Anda tidak bisa bergabung. Kedua pemain perlu versi program yang sama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="53"/>
        <source>The host&apos;s program sent something this program cannot read, so the connection to the table was closed; a computer player plays your seat until you join again. Both players need the same version of the program.</source>
        <translation>Program tuan rumah mengirim sesuatu yang tidak bisa dibaca program ini, jadi sambungan ke meja ditutup; pemain komputer bermain di kursi Anda sampai Anda bergabung lagi. Kedua pemain perlu versi program yang sama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="56"/>
        <source>The host did not prove that it knows the join code: this is not the table you meant.</source>
        <translation>Tuan rumah tidak bisa membuktikan bahwa ia tahu kode bergabungnya: ini bukan meja yang Anda maksud.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="57"/>
        <source>The match is over.</source>
        <translation>Pertandingan sudah selesai.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="58"/>
        <source>The host did not come back, so the table is closed.</source>
        <translation>Tuan rumah tidak kembali, jadi meja ditutup.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="61"/>
        <source>Nothing answers at {address}: check the address the host reads out, and that the host has opened the table.</source>
        <translation>Tidak ada yang menjawab di {address}: periksa alamat yang dibacakan tuan rumah, dan pastikan tuan rumah sudah membuka meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="65"/>
        <source>Something answers at {address}, but it is not a Casino table: check the address the host reads out.</source>
        <comment>Casino is the program&apos;s name</comment>
        <translation>Ada yang menjawab di {address}, tetapi itu bukan meja Casino: periksa alamat yang dibacakan tuan rumah.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="67"/>
        <source>The host closed the table. If the host opens it again, your program takes your seat back.</source>
        <translation>Tuan rumah menutup meja. Jika tuan rumah membukanya lagi, program Anda mengambil kembali kursi Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="70"/>
        <source>The program at {address} sent something this table cannot read, and was told so. Both players need the same version of the program.</source>
        <translation>Program di {address} mengirim sesuatu yang tidak bisa dibaca meja ini, dan sudah diberi tahu. Kedua pemain perlu versi program yang sama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="74"/>
        <source>{name} joined the table.</source>
        <translation>{name} bergabung ke meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="75"/>
        <source>{name} lost the connection; a computer player ({level}) plays for them until they return.</source>
        <translation>Sambungan {name} terputus; pemain komputer ({level}) bermain menggantikannya sampai ia kembali.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="76"/>
        <source>{name} left the table; a computer player ({level}) plays for them until they return.</source>
        <translation>{name} meninggalkan meja; pemain komputer ({level}) bermain menggantikannya sampai ia kembali.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="79"/>
        <source>{name} is not back at the table yet; a computer player ({level}) plays for them until they return.</source>
        <translation>{name} belum kembali ke meja; pemain komputer ({level}) bermain menggantikannya sampai ia kembali.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="82"/>
        <source>{name} is back and plays their own turns again.</source>
        <translation>{name} sudah kembali dan memainkan gilirannya sendiri lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="86"/>
        <source>Nothing has come from {name} for a minute: the connection may be lost. The table waits for their move as for any turn.</source>
        <translation>Tidak ada kabar dari {name} selama satu menit: sambungannya mungkin terputus. Meja menunggu langkahnya seperti pada giliran mana pun.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="92"/>
        <source>{name} is connected again.</source>
        <translation>{name} tersambung lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="93"/>
        <source>{name} is connected again, and has up to a minute more to make their move.</source>
        <translation>{name} tersambung lagi, dan masih punya waktu hingga satu menit lagi untuk melakukan langkahnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="94"/>
        <source>The host resumed the match where it stopped.</source>
        <translation>Tuan rumah melanjutkan pertandingan dari tempat terhentinya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="95"/>
        <source>In a minute, a computer player ({level}) makes this move for you, unless you play first.</source>
        <translation>Dalam satu menit, pemain komputer ({level}) akan menjalankan langkah ini untuk Anda, kecuali Anda bermain lebih dulu.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="98"/>
        <source>In {count} seconds, a computer player ({level}) makes this move for you, unless you play first.</source>
        <extracomment>For one: In {count} second, a computer player ({level}) makes this move for you, unless you play first.</extracomment>
        <translation>
            <numerusform>Dalam {count} detik, pemain komputer ({level}) akan menjalankan langkah ini untuk Anda, kecuali Anda bermain lebih dulu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="107"/>
        <source>You have not moved for {count} minutes; a computer player ({level}) makes this move for you.</source>
        <extracomment>For one: You have not moved for {count} minute; a computer player ({level}) makes this move for you.</extracomment>
        <translation>
            <numerusform>Anda belum melangkah selama {count} menit; pemain komputer ({level}) menjalankan langkah ini untuk Anda.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="113"/>
        <source>A computer player made that move for you.</source>
        <translation>Pemain komputer membuat langkah itu untuk Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="114"/>
        <source>A computer player made that move for {name}.</source>
        <translation>Pemain komputer membuat langkah itu untuk {name}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="115"/>
        <source>{name} has not moved for {count} minutes; a computer player ({level}) makes this move for them.</source>
        <extracomment>For one: {name} has not moved for {count} minute; a computer player ({level}) makes this move for them.</extracomment>
        <translation>
            <numerusform>{name} belum melangkah selama {count} menit; pemain komputer ({level}) menjalankan langkah ini untuknya.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="276"/>
        <source>Someone at this table is already called {name}: choose another name and join again.</source>
        <translation>Seseorang di meja ini sudah bernama {name}: pilih nama lain lalu bergabung lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="279"/>
        <source>The host dealt a new match at this table, with the same seats.</source>
        <translation>Tuan rumah membagi pertandingan baru di meja ini, dengan kursi yang sama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="280"/>
        <source>The host closed the table after the match.</source>
        <translation>Tuan rumah menutup meja setelah pertandingan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="283"/>
        <source>The match at this table is over: the host deals the next one, and your window follows when they do.</source>
        <translation>Pertandingan di meja ini sudah selesai: tuan rumah membagi pertandingan berikutnya, dan jendela Anda ikut saat itu terjadi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="287"/>
        <source>You dealt a new match at this table, with the same seats.</source>
        <translation>Anda membagi pertandingan baru di meja ini, dengan kursi yang sama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/net/net_sentences.py" line="289"/>
        <source>You resumed the match where it stopped.</source>
        <translation>Anda melanjutkan pertandingan dari tempat terhentinya.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="298"/>
        <source>{name}&apos;s computer, which hosts the table, did not answer for {count} seconds, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: {name}&apos;s computer, which hosts the table, did not answer for {count} second, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Komputer {name}, tuan rumah meja ini, tidak menjawab selama {count} detik, jadi tidak ada yang bisa bermain sementara itu. Meja berlanjut dari tempat berhenti, dan semua tetap di kursinya.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="303"/>
        <source>{name}&apos;s computer, which hosts the table, did not answer for {count} minutes, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: {name}&apos;s computer, which hosts the table, did not answer for {count} minute, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Komputer {name}, tuan rumah meja ini, tidak menjawab selama {count} menit, jadi tidak ada yang bisa bermain sementara itu. Meja berlanjut dari tempat berhenti, dan semua tetap di kursinya.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="308"/>
        <source>Your computer did not answer for {count} seconds (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: Your computer did not answer for {count} second (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Komputer Anda tidak menjawab selama {count} detik (mungkin sedang tidur), jadi tidak ada yang bisa bermain sementara itu. Meja berlanjut dari tempat berhenti, dan semua tetap di kursinya.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="313"/>
        <source>Your computer did not answer for {count} minutes (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: Your computer did not answer for {count} minute (it may have been asleep), so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Komputer Anda tidak menjawab selama {count} menit (mungkin sedang tidur), jadi tidak ada yang bisa bermain sementara itu. Meja berlanjut dari tempat berhenti, dan semua tetap di kursinya.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="318"/>
        <source>The host&apos;s computer did not answer for {count} seconds, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: The host&apos;s computer did not answer for {count} second, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Komputer tuan rumah tidak menjawab selama {count} detik, jadi tidak ada yang bisa bermain sementara itu. Meja berlanjut dari tempat berhenti, dan semua tetap di kursinya.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/net/net_sentences.py" line="323"/>
        <source>The host&apos;s computer did not answer for {count} minutes, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</source>
        <extracomment>For one: The host&apos;s computer did not answer for {count} minute, so nobody could play meanwhile. The table goes on where it stopped, and everyone keeps their seat.</extracomment>
        <translation>
            <numerusform>Komputer tuan rumah tidak menjawab selama {count} menit, jadi tidak ada yang bisa bermain sementara itu. Meja berlanjut dari tempat berhenti, dan semua tetap di kursinya.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="22"/>
        <source>Find every capture the {card} can make here.</source>
        <translation>Temukan setiap tangkapan yang bisa dibuat {card} di sini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="23"/>
        <source>Make a build of {value}.</source>
        <translation>Buat bangunan {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="24"/>
        <source>Take the build of {cards}, worth {value}.</source>
        <translation>Ambil bangunan {cards}, bernilai {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="27"/>
        <source>Take the build of {cards}, worth {value}, with what must go with it: here no capture takes that build alone.</source>
        <translation>Ambil bangunan {cards}, bernilai {value}, bersama apa yang harus ikut terambil: di sini tidak ada tangkapan yang mengambil bangunan itu sendirian.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="29"/>
        <source>Raise the build of {cards}, worth {value}.</source>
        <translation>Naikkan bangunan {cards}, bernilai {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="30"/>
        <source>The round is over. This drill is about {item}, but a round is scored as a whole: count the points of each pile for every item of the scoring table ({items}), and give the points of each side.</source>
        <comment>{item}: one item&apos;s name, such as: Most spades; {items}: every item with its points, such as: Most cards: 2, Aces: 1 each</comment>
        <translation>Ronde sudah selesai. Latihan ini tentang {item}, tetapi ronde dihitung secara keseluruhan: hitung poin setiap tumpukan untuk setiap hal di tabel skor ({items}), lalu berikan poin setiap pihak.</translation>
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
        <translation>{item}: masing-masing {points}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="39"/>
        <source>There is no building in this game, so it has no drills about builds.</source>
        <translation>Permainan ini tanpa bangunan, jadi tidak ada latihan tentang bangunan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="40"/>
        <source>The play is legal.</source>
        <translation>Langkah itu sah.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="42"/>
        <source>Make a build of {value} from table cards alone.</source>
        <translation>Buatlah bangunan {value} hanya dari kartu meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="45"/>
        <source>Right.</source>
        <translation>Benar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="46"/>
        <source>Right: the play is legal.</source>
        <translation>Benar: langkah itu sah.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="47"/>
        <source>Not so: the play is legal.</source>
        <translation>Bukan begitu: langkah itu sah.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="48"/>
        <source>Not so. The rules say: {sentence}</source>
        <translation>Bukan begitu. Aturannya berbunyi: {sentence}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="49"/>
        <source>You missed {count} captures, such as {capture}.</source>
        <extracomment>For one: You missed a capture: {capture}.</extracomment>
        <translation>
            <numerusform>Anda melewatkan {count} tangkapan, misalnya {capture}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="52"/>
        <source>You missed a capture: {capture}. The {card} may take those groups all at once, and that is a capture of its own.</source>
        <translation>Anda melewatkan satu tangkapan: {capture}. {card} boleh mengambil kelompok-kelompok itu sekaligus, dan itu tangkapan tersendiri.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="54"/>
        <source>The question is about the {card}; {capture} is played with another card.</source>
        <translation>Pertanyaannya tentang {card}; {capture} dimainkan dengan kartu lain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="55"/>
        <source>That play is legal, but it is not a capture.</source>
        <translation>Langkah itu sah, tetapi bukan tangkapan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="56"/>
        <source>That play is legal, but it does not leave a build of {value}.</source>
        <translation>Langkah itu sah, tetapi tidak menghasilkan bangunan {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="57"/>
        <source>That play is legal, but it does not take the build of {cards}.</source>
        <translation>Langkah itu sah, tetapi tidak mengambil bangunan {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="58"/>
        <source>That play is legal, but it does not raise the build of {cards}.</source>
        <translation>Langkah itu sah, tetapi tidak menaikkan bangunan {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="59"/>
        <source>That play is legal, but it is not a build of {value} from table cards alone.</source>
        <translation>Langkah itu sah, tetapi bukan bangunan {value} yang dibuat hanya dari kartu meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="60"/>
        <source>{item}: the points are {right}, not {given}.</source>
        <translation>{item}: poinnya {right}, bukan {given}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="61"/>
        <source>That answer cannot be read: {problem}</source>
        <translation>Jawaban itu tidak dapat dibaca: {problem}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="63"/>
        <source>give the number of a choice, from 0 to {last}.</source>
        <translation>berikan nomor pilihan, dari 0 sampai {last}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="64"/>
        <source>give one play, as text.</source>
        <translation>berikan satu langkah, sebagai teks.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="65"/>
        <source>give the points as an object of items, each with a list of points per side.</source>
        <translation>berikan poin sebagai objek berisi hal-hal, masing-masing dengan daftar poin per pihak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="66"/>
        <source>&apos;{item}&apos; is not an item of this round&apos;s scoring table.</source>
        <translation>&apos;{item}&apos; bukan salah satu hal di tabel skor ronde ini.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="67"/>
        <source>give {count} whole numbers of points for each item.</source>
        <extracomment>For one: give {count} whole number of points for each item.</extracomment>
        <translation>
            <numerusform>berikan {count} bilangan bulat poin untuk setiap hal.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="70"/>
        <source>{cards} with the {card}</source>
        <translation>{cards} dengan {card}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="71"/>
        <source>{cards} with the {card}, counted as {value}</source>
        <translation>{cards} dengan {card}, dihitung sebagai {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="97"/>
        <source>{first} to {second}</source>
        <translation>{first} lawan {second}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="101"/>
        <source>Take {cards} with the {card}.</source>
        <translation>Ambil {cards} dengan {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="102"/>
        <source>Build {value} with the {card} on {cards}.</source>
        <translation>Bangun {value} dengan {card} di atas {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="103"/>
        <source>Raise the build of {builds} to {value} with the {card}.</source>
        <translation>Naikkan bangunan {builds} menjadi {value} dengan {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="104"/>
        <source>Raise the build of {builds} to {value} with the {card} and {cards}.</source>
        <translation>Naikkan bangunan {builds} menjadi {value} dengan {card} dan {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="105"/>
        <source>Build {value} from the table cards {cards} alone.</source>
        <translation>Bangun {value} hanya dari kartu meja {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="109"/>
        <source>Build {value}s with the {card}: {groups}.</source>
        <comment>a multiple build: two or more groups, each of this value</comment>
        <translation>Bangun bangunan ganda {value} dengan {card}: {groups}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="111"/>
        <source>Build {value}s from the table cards alone: {groups}.</source>
        <comment>a multiple build of table cards: two or more groups, each of this value</comment>
        <translation>Bangun bangunan ganda {value} dari kartu meja saja: {groups}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="149"/>
        <source>Playing only while the round is on</source>
        <translation>Bermain hanya selama ronde berlangsung</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="150"/>
        <source>Playing a card you hold</source>
        <translation>Memainkan kartu yang Anda pegang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="151"/>
        <source>Naming cards that are on the table</source>
        <translation>Menyebut kartu yang ada di meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="152"/>
        <source>Naming builds that are on the table</source>
        <translation>Menyebut bangunan yang ada di meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="154"/>
        <source>A trail takes no table cards</source>
        <translation>Membuang ke meja tidak mengambil kartu meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="155"/>
        <source>A trail leaves the builds alone</source>
        <translation>Membuang ke meja tidak menyentuh bangunan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="156"/>
        <source>A trailed card declares no value</source>
        <translation>Kartu yang dibuang tidak menyebut nilai</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="157"/>
        <source>No trailing while you own a build</source>
        <translation>Tidak boleh membuang selama memiliki bangunan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="158"/>
        <source>No trailing a card that pairs a table card</source>
        <translation>Tidak boleh membuang kartu yang sama dengan kartu meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="159"/>
        <source>Trailing and building at once</source>
        <translation>Membuang dan membangun sekaligus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="161"/>
        <source>What the owner of a build must do</source>
        <translation>Yang wajib dilakukan pemilik bangunan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="162"/>
        <source>Keeping a card that takes your build</source>
        <translation>Menyimpan kartu yang bisa mengambil bangunan Anda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="164"/>
        <source>Capturing whenever you can</source>
        <translation>Menangkap setiap kali bisa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="165"/>
        <source>The values a card can count as</source>
        <translation>Nilai yang bisa dipakai sebuah kartu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="166"/>
        <source>A build is taken whole, by its value</source>
        <translation>Bangunan diambil utuh, sesuai nilainya</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="167"/>
        <source>Naming what a capture takes</source>
        <translation>Menyebut apa yang diambil sebuah tangkapan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="168"/>
        <source>Court cards take their own rank</source>
        <translation>Kartu gambar mengambil gambar yang sama</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="169"/>
        <source>How many court cards one card takes</source>
        <translation>Berapa kartu gambar yang diambil satu kartu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="170"/>
        <source>Taking groups that add up</source>
        <translation>Mengambil kelompok yang jumlahnya pas</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="171"/>
        <source>Taking every equal loose card</source>
        <translation>Mengambil semua kartu lepas yang sama</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="173"/>
        <source>No building in this game</source>
        <translation>Tidak ada bangunan dalam permainan ini</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="175"/>
        <source>Court cards cannot build</source>
        <translation>Kartu gambar tidak bisa membangun</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="176"/>
        <source>Building with court cards</source>
        <translation>Membangun dengan kartu gambar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="177"/>
        <source>Adding to a court-card build</source>
        <translation>Menambah bangunan kartu gambar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="178"/>
        <source>Declaring a build&apos;s value</source>
        <translation>Menyebut nilai bangunan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="179"/>
        <source>Which builds can be raised</source>
        <translation>Bangunan mana yang bisa dinaikkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="180"/>
        <source>Raising your own build</source>
        <translation>Menaikkan bangunan sendiri</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="181"/>
        <source>The highest build allowed</source>
        <translation>Nilai bangunan tertinggi yang diizinkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="182"/>
        <source>Holding a card that takes your build</source>
        <translation>Memegang kartu yang bisa mengambil bangunan Anda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="183"/>
        <source>Court cards stay out of builds</source>
        <translation>Kartu gambar tidak masuk bangunan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="184"/>
        <source>What a raise adds</source>
        <translation>Apa yang ditambahkan saat menaikkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="185"/>
        <source>Adding keeps a build&apos;s value</source>
        <translation>Menambah tidak mengubah nilai bangunan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="186"/>
        <source>A build needs table cards</source>
        <translation>Bangunan memerlukan kartu meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="187"/>
        <source>One build of each value</source>
        <translation>Satu bangunan untuk setiap nilai</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="188"/>
        <source>Joining builds together</source>
        <translation>Menggabungkan bangunan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="189"/>
        <source>Building groups that make the value</source>
        <translation>Membangun kelompok yang menghasilkan nilainya</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="191"/>
        <source>Finding every capture</source>
        <translation>Menemukan setiap tangkapan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="192"/>
        <source>Making a build</source>
        <translation>Membuat bangunan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="193"/>
        <source>Taking a build</source>
        <translation>Mengambil bangunan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="194"/>
        <source>Raising a build</source>
        <translation>Menaikkan bangunan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="195"/>
        <source>Building from table cards alone</source>
        <translation>Membangun hanya dari kartu meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="197"/>
        <source>Where a capture pile&apos;s top card may go</source>
        <translation>Ke mana kartu teratas tumpukan tangkapan boleh dipakai</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="198"/>
        <source>Leaving your partner&apos;s build alone</source>
        <translation>Membiarkan bangunan pasangan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="199"/>
        <source>Adding to an opponent&apos;s build</source>
        <translation>Menambahi bangunan lawan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="200"/>
        <source>The first deal&apos;s limits for two players</source>
        <translation>Batasan pembagian pertama untuk dua pemain</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="201"/>
        <source>Taking everything when opponents insist</source>
        <translation>Mengambil semuanya jika lawan menuntut</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="202"/>
        <source>One card from the hand a turn</source>
        <translation>Satu kartu dari tangan per giliran</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="203"/>
        <source>Ending your turn</source>
        <translation>Mengakhiri giliran</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="204"/>
        <source>Building from table cards</source>
        <translation>Membangun dari kartu meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="205"/>
        <source>Adding table cards to a build</source>
        <translation>Menambahkan kartu meja ke bangunan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="206"/>
        <source>Scoring enough spades</source>
        <translation>Mengumpulkan cukup sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="207"/>
        <source>Telling a legal play</source>
        <translation>Mengenali langkah yang sah</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="209"/>
        <source>Scoring the most cards</source>
        <translation>Poin kartu terbanyak</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="210"/>
        <source>Scoring the most spades</source>
        <translation>Poin sekop terbanyak</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="211"/>
        <source>Scoring spades beyond the limit</source>
        <translation>Poin sekop di atas batas</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="212"/>
        <source>Scoring every spade</source>
        <translation>Poin setiap sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="213"/>
        <source>Scoring the aces</source>
        <translation>Poin As</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="214"/>
        <source>Scoring the 10♦ (big casino)</source>
        <translation>Poin 10♦ (kasino besar)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="215"/>
        <source>Scoring the 2♠ (little casino)</source>
        <translation>Poin 2♠ (kasino kecil)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="216"/>
        <source>Scoring the A♠</source>
        <translation>Poin A♠</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="217"/>
        <source>Scoring the J♠</source>
        <translation>Poin J♠</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="218"/>
        <source>Scoring the last capture</source>
        <translation>Poin tangkapan terakhir</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="219"/>
        <source>Scoring sweeps</source>
        <translation>Poin sapuan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="220"/>
        <source>Sweeps left open</source>
        <translation>Sapuan yang dibiarkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="221"/>
        <source>Scoring mulles</source>
        <translation>Poin mulle</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/drill_sentences.py" line="223"/>
        <source>A rule of a later version of the game</source>
        <translation>Aturan dari versi permainan yang lebih baru</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="19"/>
        <source>Drag your {card} to an empty spot on the table: it takes nothing here, so you trail it.</source>
        <translation>Seret {card} Anda ke tempat kosong di meja: kartu itu tidak mengambil apa pun di sini, jadi Anda membuangnya ke meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="22"/>
        <source>Drag your {card} to an empty spot on the table: no card in your hand takes anything here, so you may trail; whenever a card of yours can take, you must capture.</source>
        <translation>Seret {card} Anda ke tempat kosong di meja: tidak ada kartu di tangan Anda yang bisa mengambil apa pun di sini, jadi Anda boleh membuang kartu; setiap kali salah satu kartu Anda bisa mengambil, Anda wajib menangkap.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="24"/>
        <source>Drag your {card} onto the {cards}: a card takes a table card of the same rank.</source>
        <translation>Seret {card} Anda ke {cards}: sebuah kartu mengambil kartu meja dengan angka yang sama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="25"/>
        <source>Drag your {card} onto {cards}: together they count {value}, so your {card} takes them at once.</source>
        <translation>Seret {card} Anda ke {cards}: bersama-sama nilainya {value}, jadi {card} Anda mengambil semuanya sekaligus.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="26"/>
        <source>Drag your {card} onto {cards} to build {value}: you still hold a card worth {value}, so you can take the build on your next turn.</source>
        <translation>Seret {card} Anda ke {cards} untuk membangun {value}: Anda masih memegang kartu bernilai {value}, jadi Anda bisa mengambil bangunan itu pada giliran berikutnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="28"/>
        <source>Now take your build: drag your {card} onto the build worth {value}.</source>
        <translation>Sekarang ambil bangunan Anda: seret {card} Anda ke bangunan bernilai {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="29"/>
        <source>Drag your {card} onto {name}&apos;s build to raise it to {value}: you hold a card worth {value}, and the build becomes yours.</source>
        <translation>Seret {card} Anda ke bangunan {name} untuk menaikkan bangunan itu menjadi {value}: Anda memegang kartu bernilai {value}, dan bangunan itu menjadi milik Anda.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="34"/>
        <source>Take {cards} with your {card}: that clears the table, a {sweep}, which scores {count} points for you.</source>
        <extracomment>For one: Take {cards} with your {card}: that clears the table, a {sweep}, which scores {count} point for you.</extracomment>
        <translation>
            <numerusform>Ambil {cards} dengan {card} Anda: meja menjadi kosong, itulah {sweep}, yang memberi Anda {count} poin.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="38"/>
        <source>Take {cards} with your {card}: that clears the table, a {sweep}; in this game a {sweep} scores nothing by itself.</source>
        <translation>Ambil {cards} dengan {card} Anda: meja menjadi kosong, itulah {sweep}; dalam permainan ini {sweep} sendiri tidak bernilai poin.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="40"/>
        <source>You must capture, and your only capture is {cards} with your {card}: it clears the table, a {sweep}, which costs you {count} penalty points and credits {count} to {name}, who left the table open.</source>
        <extracomment>For one: You must capture, and your only capture is {cards} with your {card}: it clears the table, a {sweep}, which costs you {count} penalty point and credits {count} to {name}, who left the table open.</extracomment>
        <translation>
            <numerusform>Anda wajib menangkap, dan satu-satunya tangkapan Anda adalah {cards} dengan {card} Anda: meja menjadi kosong, itulah {sweep}, yang membuat Anda dikenai {count} poin penalti dan memberi {count} poin kepada {name}, yang membiarkan meja terbuka.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="46"/>
        <source>Drag your {card} onto its twin on the table: taking the identical card is a mulle, and it scores the card&apos;s value.</source>
        <translation>Seret {card} Anda ke kembarannya di meja: mengambil kartu yang identik disebut mulle, dan nilainya sesuai nilai kartu itu.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="50"/>
        <source>Drag your {card} onto its twin on the table and take nothing else with it: taking the identical card alone is a mulle, and it scores {count} points.</source>
        <extracomment>For one: Drag your {card} onto its twin on the table and take nothing else with it: taking the identical card alone is a mulle, and it scores {count} point.</extracomment>
        <translation>
            <numerusform>Seret {card} Anda ke kembarannya di meja dan jangan ambil kartu lain bersamanya: mengambil kartu yang identik saja disebut mulle, dan nilainya {count} poin.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="54"/>
        <source>Take {cards} with your {card}: the last capture of the round; the cards still on the table at the end go to whoever made it.</source>
        <translation>Ambil {cards} dengan {card} Anda: tangkapan terakhir dalam ronde; kartu yang masih di meja di akhir ronde menjadi milik pemain yang membuatnya.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="56"/>
        <source>Take {cards} with your {card}: the last capture of the round ({last}); it scores {count} points, and the cards still on the table at the end go with it.</source>
        <extracomment>For one: Take {cards} with your {card}: the last capture of the round ({last}); it scores {count} point, and the cards still on the table at the end go with it.</extracomment>
        <translation>
            <numerusform>Ambil {cards} dengan {card} Anda: tangkapan terakhir dalam ronde ({last}); nilainya {count} poin, dan kartu yang masih di meja di akhir ronde ikut diambil.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="60"/>
        <source>Take {cards} with your {card}: the last capture of the round, and another {sweep}, which scores {count} points, as it clears the table; whatever is left on the table at the end goes to whoever made the last capture.</source>
        <extracomment>For one: Take {cards} with your {card}: the last capture of the round, and another {sweep}, which scores {count} point, as it clears the table; whatever is left on the table at the end goes to whoever made the last capture.</extracomment>
        <translation>
            <numerusform>Ambil {cards} dengan {card} Anda: tangkapan terakhir dalam ronde, dan satu {sweep} lagi, yang bernilai {count} poin, karena meja menjadi kosong; apa pun yang tersisa di meja di akhir ronde menjadi milik pembuat tangkapan terakhir.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="66"/>
        <source>Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round; the cards still on the table at the end go to whoever made it.</source>
        <translation>Ambil {cards} dengan {card} Anda, yang bernilai {value} dari tangan: tangkapan terakhir dalam ronde; kartu yang masih di meja di akhir ronde menjadi milik pemain yang membuatnya.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="68"/>
        <source>Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round ({last}); it scores {count} points, and the cards still on the table at the end go with it.</source>
        <extracomment>For one: Take {cards} with your {card}, which counts {value} from your hand: the last capture of the round ({last}); it scores {count} point, and the cards still on the table at the end go with it.</extracomment>
        <translation>
            <numerusform>Ambil {cards} dengan {card} Anda, yang bernilai {value} dari tangan: tangkapan terakhir dalam ronde ({last}); nilainya {count} poin, dan kartu yang masih di meja di akhir ronde ikut diambil.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="74"/>
        <source>Drag your {card} onto your build worth {value} together with {top}, the top card of {name}&apos;s capture pile: {card} and {top} make {value}, so both join your build. It is now an augmented build, and its value can never change.</source>
        <translation>Seret {card} Anda ke bangunan Anda yang bernilai {value} bersama {top}, kartu teratas tumpukan tangkapan {name}: {card} dan {top} berjumlah {value}, jadi keduanya masuk ke bangunan Anda. Sekarang bangunan itu menjadi bangunan ganda, dan nilainya tidak akan pernah berubah.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="77"/>
        <source>Your card is played, but your turn goes on: build {value} from the table cards {cards} alone, dragging one onto the other. You hold a card worth {value}, so you can take the build on your next turn.</source>
        <translation>Kartu Anda sudah dimainkan, tetapi giliran Anda berlanjut: bangun {value} hanya dari kartu meja {cards}, dengan menyeret satu kartu ke kartu lainnya. Anda memegang kartu bernilai {value}, jadi Anda bisa mengambil bangunan itu pada giliran berikutnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="80"/>
        <source>A turn here may go on with table cards, but nothing more is needed now: end your turn, and {name} plays.</source>
        <translation>Di sini giliran boleh berlanjut dengan kartu meja, tetapi sekarang tidak ada lagi yang perlu dilakukan: akhiri giliran Anda, lalu {name} bermain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="86"/>
        <source>That move is allowed, but this step asks you to trail your {card}.</source>
        <translation>Langkah itu boleh dimainkan, tetapi pada tahap ini Anda diminta membuang {card} ke meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="87"/>
        <source>That move is allowed, but this step asks you to take the {cards} with your {card}.</source>
        <translation>Langkah itu boleh dimainkan, tetapi pada tahap ini Anda diminta mengambil {cards} dengan {card} Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="88"/>
        <source>That move is allowed, but this step asks you to take {cards} together with your {card}.</source>
        <translation>Langkah itu boleh dimainkan, tetapi pada tahap ini Anda diminta mengambil {cards} sekaligus dengan {card} Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="89"/>
        <source>That move is allowed, but this step asks you to build {value} with your {card} on {cards}.</source>
        <translation>Langkah itu boleh dimainkan, tetapi pada tahap ini Anda diminta membangun {value} dengan {card} Anda di atas {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="90"/>
        <source>That move is allowed, but this step asks you to take your build worth {value} with your {card}.</source>
        <translation>Langkah itu boleh dimainkan, tetapi pada tahap ini Anda diminta mengambil bangunan bernilai {value} milik Anda dengan {card} Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="91"/>
        <source>That move is allowed, but this step asks you to raise {name}&apos;s build to {value} with your {card}.</source>
        <translation>Langkah itu boleh dimainkan, tetapi pada tahap ini Anda diminta menaikkan bangunan {name} menjadi {value} dengan {card} Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="92"/>
        <source>That move is allowed, but this step asks you to take {cards} with your {card} and clear the table.</source>
        <translation>Langkah itu boleh dimainkan, tetapi pada tahap ini Anda diminta mengambil {cards} dengan {card} Anda dan mengosongkan meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="93"/>
        <source>That move is allowed, but this step asks you to take the twin {cards} with your {card}.</source>
        <translation>Langkah itu boleh dimainkan, tetapi pada tahap ini Anda diminta mengambil kembaran {cards} dengan {card} Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="94"/>
        <source>That move is allowed, but this step asks you to take {cards} with your {card}.</source>
        <translation>Langkah itu boleh dimainkan, tetapi pada tahap ini Anda diminta mengambil {cards} dengan {card} Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="95"/>
        <source>That move is allowed, but this step asks you to add your {card} and {name}&apos;s top card {top} to your build worth {value}.</source>
        <translation>Langkah itu boleh dimainkan, tetapi pada tahap ini Anda diminta menambahkan {card} Anda dan kartu teratas {name}, {top}, ke bangunan Anda yang bernilai {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="97"/>
        <source>That move is allowed, but this step asks you to build {value} from the table cards {cards} alone.</source>
        <translation>Langkah itu boleh dimainkan, tetapi pada tahap ini Anda diminta membangun {value} hanya dari kartu meja {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="98"/>
        <source>That move is allowed, but this step asks you to end your turn.</source>
        <translation>Langkah itu boleh dimainkan, tetapi pada tahap ini Anda diminta mengakhiri giliran.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="101"/>
        <source>Step {number} of {total}</source>
        <translation>Tahap {number} dari {total}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="102"/>
        <source>{name} plays now; your next step follows.</source>
        <translation>Sekarang giliran {name}; tahap Anda berikutnya menyusul.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="103"/>
        <source>That is the whole deal. The score sheet shows what each of you scored.</source>
        <translation>Ronde ini sudah selesai. Lembar skor menampilkan poin yang didapat masing-masing.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="105"/>
        <source>Welcome to Casino. You play against North: take cards from the table with a card of the same rank, or with one worth their sum, and build for later. Follow the pointer.</source>
        <translation>Selamat datang di Casino. Anda bermain melawan Utara: ambil kartu dari meja dengan kartu yang angkanya sama, atau dengan kartu yang nilainya sama dengan jumlahnya, dan bangun untuk nanti. Ikuti penunjuknya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="107"/>
        <source>Welcome to Casino as it is often played at home. You play against North: take cards from the table with a card of the same rank, or with one worth their sum, build for later, and clear the table for a sweep, which scores. Follow the pointer.</source>
        <translation>Selamat datang di Casino seperti yang sering dimainkan di rumah. Anda bermain melawan Utara: ambil kartu dari meja dengan kartu yang angkanya sama, atau dengan kartu yang nilainya sama dengan jumlahnya, bangun untuk nanti, dan kosongkan meja untuk sapuan, yang bernilai poin. Ikuti penunjuknya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="110"/>
        <source>Welcome to Wippen, the Belgian game. You play against North: take cards from the table with a card of the same rank, or with one worth their sum, build for later, and clear the table for a sweep, which scores. Follow the pointer.</source>
        <translation>Selamat datang di Wippen, permainan dari Belgia. Anda bermain melawan Utara: ambil kartu dari meja dengan kartu yang angkanya sama, atau dengan kartu yang nilainya sama dengan jumlahnya, bangun untuk nanti, dan kosongkan meja untuk sapuan, yang bernilai poin. Ikuti penunjuknya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="113"/>
        <source>Welcome to Royal Casino. Here J counts 11, Q 12 and K 13, and an ace from your hand 1 or 14, so court cards take sums and build too. Follow the pointer.</source>
        <translation>Selamat datang di Royal Casino. Di sini J bernilai 11, Q 12, dan K 13, dan As dari tangan Anda 1 atau 14, jadi kartu gambar juga bisa mengambil jumlah dan membangun. Ikuti penunjuknya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="115"/>
        <source>Welcome to Swedish Kasino. There is no building: take cards by rank or by sum, clear the table for a tabbe, and make the last capture, sistan. Follow the pointer.</source>
        <translation>Selamat datang di Kasino Swedia. Tidak ada bangunan: ambil kartu berdasarkan angka atau jumlah, kosongkan meja untuk tabbe, dan buat tangkapan terakhir, sistan. Ikuti penunjuknya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="117"/>
        <source>Welcome to Finnish Kasino. An ace from the hand counts 14, the 2♠ 15 and the 10♦ 16; aces and casinos score the moment you take them. Follow the pointer.</source>
        <translation>Selamat datang di Kasino Finlandia. As dari tangan bernilai 14, 2♠ 15, dan 10♦ 16; As dan kasino langsung bernilai poin begitu Anda mengambilnya. Ikuti penunjuknya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="119"/>
        <source>Welcome to Mulle, with two decks: every card has an identical twin. There is no building: take cards by rank or by sum, clear the table for a tabbe, and take a card&apos;s twin alone for a mulle, worth 5 points. Follow the pointer.</source>
        <translation>Selamat datang di Mulle, dengan dua dek: setiap kartu punya kembaran yang identik. Tidak ada bangunan: ambil kartu berdasarkan angka atau jumlah, kosongkan meja untuk tabbe, dan ambil kembaran sebuah kartu saja untuk mendapat mulle, yang bernilai 5 poin. Ikuti penunjuknya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="122"/>
        <source>Welcome to Mulle, with two decks: every card has an identical twin. Take by rank or by sum, build, and take a twin for a mulle. Follow the pointer.</source>
        <translation>Selamat datang di Mulle, dengan dua dek: setiap kartu punya kembaran yang identik. Ambil berdasarkan angka atau jumlah, bangun, dan ambil kembaran untuk mendapat mulle. Ikuti penunjuknya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="124"/>
        <source>Welcome to Krypkasino, with two decks: every point you take is a penalty, and you must capture whenever you can. Follow the pointer.</source>
        <translation>Selamat datang di Krypkasino, dengan dua dek: setiap poin yang Anda ambil adalah penalti, dan Anda wajib menangkap setiap kali bisa. Ikuti penunjuknya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="126"/>
        <source>Welcome to Dominican Royal Casino: a card equal to a loose table card must take it, and nobody raises their own build. Follow the pointer.</source>
        <translation>Selamat datang di Royal Casino Dominika: kartu yang sama dengan kartu lepas di meja wajib mengambilnya, dan tidak ada yang menaikkan bangunannya sendiri. Ikuti penunjuknya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="128"/>
        <source>Welcome to Swazi Casino. The four cards on the table were cut from the middle of the pack. Capture piles lie face up, and the top card of your opponent&apos;s pile can go into your builds. Play one card from your hand each turn, then end your turn. Follow the pointer.</source>
        <translation>Selamat datang di Kasino Eswatini. Empat kartu di meja dipotong dari tengah dek. Tumpukan tangkapan terletak terbuka, dan kartu teratas tumpukan lawan Anda boleh masuk ke bangunan Anda. Mainkan satu kartu dari tangan Anda setiap giliran, lalu akhiri giliran Anda. Ikuti penunjuknya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="137"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ (big casino) {big_casino} and the 2♠ (little casino) {little_casino}. The match goes on until someone reaches {target}.</source>
        <translation>Setiap baris adalah satu hal yang bernilai poin, setiap kolom seorang pemain: kartu terbanyak {most_cards}, sekop terbanyak {most_spades}, setiap As {each_ace}, 10♦ (kasino besar) {big_casino}, dan 2♠ (kasino kecil) {little_casino}. Pertandingan berlanjut sampai ada yang mencapai {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="140"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ (big casino) {big_casino}, the 2♠ (little casino) {little_casino} and each sweep {sweep_points}. One round is the whole game.</source>
        <translation>Setiap baris adalah satu hal yang bernilai poin, setiap kolom seorang pemain: kartu terbanyak {most_cards}, sekop terbanyak {most_spades}, setiap As {each_ace}, 10♦ (kasino besar) {big_casino}, 2♠ (kasino kecil) {little_casino}, dan setiap sapuan {sweep_points}. Satu ronde adalah seluruh permainan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="144"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino}, the 2♠ {little_casino} and each sweep {sweep_points}. The match goes on until someone reaches {target}.</source>
        <translation>Setiap baris adalah satu hal yang bernilai poin, setiap kolom seorang pemain: kartu terbanyak {most_cards}, sekop terbanyak {most_spades}, setiap As {each_ace}, 10♦ {big_casino}, 2♠ {little_casino}, dan setiap sapuan {sweep_points}. Pertandingan berlanjut sampai ada yang mencapai {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="147"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino} and the 2♠ {little_casino}. The match goes on until someone reaches {target}.</source>
        <translation>Setiap baris adalah satu hal yang bernilai poin, setiap kolom seorang pemain: kartu terbanyak {most_cards}, sekop terbanyak {most_spades}, setiap As {each_ace}, 10♦ {big_casino}, dan 2♠ {little_casino}. Pertandingan berlanjut sampai ada yang mencapai {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="150"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino}, the 2♠ {little_casino}, the last capture (sistan) {last_capture} and each tabbe {sweep_points}. The match goes on until someone reaches {target}.</source>
        <translation>Setiap baris adalah satu hal yang bernilai poin, setiap kolom seorang pemain: kartu terbanyak {most_cards}, sekop terbanyak {most_spades}, setiap As {each_ace}, 10♦ {big_casino}, 2♠ {little_casino}, tangkapan terakhir (sistan) {last_capture}, dan setiap tabbe {sweep_points}. Pertandingan berlanjut sampai ada yang mencapai {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="154"/>
        <source>Each row is one thing that scores, each column a player; the rows marked “at once” were scored the moment the card was taken. Each mökki scores {sweep_points} unless both of you made one. The match goes on until someone reaches {target}.</source>
        <translation>Setiap baris adalah satu hal yang bernilai poin, setiap kolom seorang pemain; baris yang bertanda “langsung” dihitung begitu kartunya diambil. Setiap mökki bernilai {sweep_points} kecuali Anda dan lawan sama-sama membuatnya. Pertandingan berlanjut sampai ada yang mencapai {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="158"/>
        <source>Each row is one thing that scores, each column a player: most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino}, the 2♠ {little_casino}, the last capture (sistan) {last_capture}, each tabbe {sweep_points} and each mulle 5; there is no point for most cards. The match goes on until someone reaches {target}.</source>
        <translation>Setiap baris adalah satu hal yang bernilai poin, setiap kolom seorang pemain: sekop terbanyak {most_spades}, setiap As {each_ace}, 10♦ {big_casino}, 2♠ {little_casino}, tangkapan terakhir (sistan) {last_capture}, setiap tabbe {sweep_points}, dan setiap mulle 5; kartu terbanyak tidak bernilai poin. Pertandingan berlanjut sampai ada yang mencapai {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="162"/>
        <source>Each row is one thing that scores, each column a player: every spade {each_spade}, the 10♦ {big_casino}, the 2♠ {little_casino}, the A♠ {ace_of_spades} more, each sweep {sweep_points} and each mulle the value of the card that made it. One round is the whole game.</source>
        <translation>Setiap baris adalah satu hal yang bernilai poin, setiap kolom seorang pemain: setiap sekop {each_spade}, 10♦ {big_casino}, 2♠ {little_casino}, A♠ tambahan {ace_of_spades}, setiap sapuan {sweep_points}, dan setiap mulle sesuai nilai kartu yang membuatnya. Satu ronde adalah seluruh permainan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="166"/>
        <source>Each row is a penalty, each column a player: every spade and ace, the casinos and each sweep count against whoever took them, and a sweep credits whoever left the table open. The fewest penalties win once each of you has dealt.</source>
        <translation>Setiap baris adalah penalti, setiap kolom seorang pemain: setiap sekop dan As, kedua kasino, dan setiap sapuan merugikan pemain yang mengambilnya, dan setiap sapuan memberi poin kepada pemain yang membiarkan meja terbuka. Penalti paling sedikit menang setelah setiap pemain membagi kartu satu kali.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="169"/>
        <source>Each row is one thing that scores, each column a player; sweeps of both sides cancel out. The match goes on to {target}, where near the end only most cards, the 10♦ or most spades can win it.</source>
        <translation>Setiap baris adalah satu hal yang bernilai poin, setiap kolom seorang pemain; sapuan kedua pihak saling membatalkan. Pertandingan berlanjut sampai {target}, dan menjelang akhir hanya kartu terbanyak, 10♦, atau sekop terbanyak yang bisa memenangkannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="172"/>
        <source>Each row is one thing that scores, each column a player: most cards {most_cards}, most spades {most_spades}, each ace {each_ace}, the 10♦ {big_casino} and the 2♠ {little_casino}: 11 points in every deal, shared when tied. The match goes on until someone reaches {target}.</source>
        <translation>Setiap baris adalah satu hal yang bernilai poin, setiap kolom seorang pemain: kartu terbanyak {most_cards}, sekop terbanyak {most_spades}, setiap As {each_ace}, 10♦ {big_casino}, dan 2♠ {little_casino}: 11 poin di setiap ronde, dibagi jika seri. Pertandingan berlanjut sampai ada yang mencapai {target}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="177"/>
        <source>&amp;Close the Lesson</source>
        <translation>&amp;Tutup Pelajaran</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="178"/>
        <source>&amp;End Turn</source>
        <translation>&amp;Akhiri Giliran</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="179"/>
        <source>End your turn once you have played your card from the hand (and any table cards you add).</source>
        <translation>Akhiri giliran Anda setelah Anda memainkan kartu dari tangan (dan menambahkan kartu meja yang Anda inginkan).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="180"/>
        <source>&amp;Lesson</source>
        <translation>&amp;Pelajaran</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="181"/>
        <source>&amp;Start Again</source>
        <translation>&amp;Ulangi dari Awal</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="182"/>
        <source>A Guided First Game</source>
        <translation>Permainan Pertama Terpandu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="183"/>
        <source>New to {game}? Play a short guided deal: the table shows you each kind of move, one at a time, and explains what scores.</source>
        <translation>Baru mengenal {game}? Mainkan satu ronde singkat dengan panduan: meja menunjukkan setiap jenis langkah, satu per satu, dan menjelaskan apa yang bernilai poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="185"/>
        <source>Play the &amp;Guided Deal</source>
        <translation>Mainkan Ronde &amp;Terpandu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="186"/>
        <source>&amp;Not Now</source>
        <translation>&amp;Nanti Saja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="187"/>
        <source>&amp;Guided First Game</source>
        <translation>Permainan Pertama Ter&amp;pandu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/guided/guide_sentences.py" line="188"/>
        <source>{game}: a guided first game</source>
        <translation>{game}: permainan pertama terpandu</translation>
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
        <translation>sapuan</translation>
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
        <translation>bangunan {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="22"/>
        <source>multiple build {value} ({cards})</source>
        <comment>a build of several groups of one value and its groups, such as: multiple build 8 (5♦ + 3♠, 8♠)</comment>
        <translation>bangunan ganda {value} ({cards})</translation>
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
        <translation>Anda meletakkan {card} di bagian meja yang kosong, untuk membuangnya ke meja. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="28"/>
        <source>You drop the {card} on {things} to trail it and build {value} from them: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Anda meletakkan {card} di atas {things} untuk membuangnya ke meja dan membangun {value} dari kartu-kartu itu: {sum}. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="30"/>
        <source>You drop the {card} on {things} to make a capture. Is that play legal? If not, pick the reason.</source>
        <translation>Anda meletakkan {card} di atas {things} untuk menangkap. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="31"/>
        <source>You drop the {card} on {things} to make a capture: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Anda meletakkan {card} di atas {things} untuk menangkap: {sum}. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="33"/>
        <source>You drop the {card} on {things} to make a capture, the {card} counted as {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Anda meletakkan {card} di atas {things} untuk menangkap, dengan {card} dihitung {value}: {sum}. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="35"/>
        <source>You drop the {card} on {things} to make a capture, the {card} counted as {value}. Is that play legal? If not, pick the reason.</source>
        <translation>Anda meletakkan {card} di atas {things} untuk menangkap, dengan {card} dihitung sebagai {value}. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="37"/>
        <source>You drop the {card} on {things} to build {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Anda meletakkan {card} di atas {things} untuk membangun {value}: {sum}. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="39"/>
        <source>You drop the {card} on {things} to build {value}s: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Anda meletakkan {card} di atas {things} untuk membangun {value} ganda: {sum}. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="41"/>
        <source>You drop the {card} on {build} to raise it to {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Anda meletakkan {card} di atas {build} untuk menaikkan bangunan itu menjadi {value}: {sum}. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="43"/>
        <source>You drop the {card} on {build} with {things} to raise it to {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Anda meletakkan {card} di atas {build} bersama {things} untuk menaikkan bangunan itu menjadi {value}: {sum}. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="45"/>
        <source>You drop the {card} on {build} to add it to the build, which stays {value}. Is that play legal? If not, pick the reason.</source>
        <translation>Anda meletakkan {card} di atas {build} untuk menambahkannya ke bangunan itu, yang tetap bernilai {value}. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="47"/>
        <source>You drop the {card} on {build} with {things} to add them to the build, which stays {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Anda meletakkan {card} di atas {build} bersama {things} untuk menambahkannya ke bangunan itu, yang tetap bernilai {value}: {sum}. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="49"/>
        <source>You drag the {card} onto the {target} to build {value} from table cards: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Anda menyeret {card} ke {target} untuk membangun {value} dari kartu meja: {sum}. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="51"/>
        <source>You drag the {card} onto the {target} to build {value} from {things}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Anda menyeret {card} ke {target} untuk membangun {value} dari {things}: {sum}. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="53"/>
        <source>You drag the {card} onto {build} to add it to the build, which stays {value}. Is that play legal? If not, pick the reason.</source>
        <translation>Anda menyeret {card} ke {build} untuk menambahkannya ke bangunan itu, yang tetap bernilai {value}. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="55"/>
        <source>You drag {things} onto {build} to add them to the build, which stays {value}: {sum}. Is that play legal? If not, pick the reason.</source>
        <translation>Anda menyeret {things} ke {build} untuk menambahkannya ke bangunan itu, yang tetap bernilai {value}: {sum}. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="57"/>
        <source>You press End Turn. Is that play legal? If not, pick the reason.</source>
        <translation>Anda menekan Akhiri Giliran. Apakah langkah itu sah? Jika tidak, pilih alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/practice/play_words.py" line="62"/>
        <source>What the {card} would take makes {sum}, not {value}.</source>
        <comment>{sum} is the table cards&apos; total, such as: 2 + 4 = 6 (or just 2); {value} is what the card counts</comment>
        <translation>Yang akan diambil {card} berjumlah {sum}, bukan {value}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="33"/>
        <source>Table in &amp;Words</source>
        <translation>&amp;Meja sebagai Teks</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="34"/>
        <source>&amp;High Contrast</source>
        <translation>Kontras T&amp;inggi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="35"/>
        <source>Lar&amp;ge Cards</source>
        <translation>Kartu Besa&amp;r</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="36"/>
        <source>The table, your hand, the seats and your legal moves as lists a screen reader reads</source>
        <translation>Meja, kartu tangan Anda, kursi pemain, dan langkah sah Anda dalam bentuk daftar yang dapat dibaca pembaca layar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="37"/>
        <source>White on black, with strong card outlines and indices, for any card theme</source>
        <translation>Putih di atas hitam, dengan garis tepi dan indeks kartu yang tegas, untuk tema kartu apa pun</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="38"/>
        <source>Your hand, the table&apos;s cards and the words around them drawn larger</source>
        <translation>Kartu di tangan Anda, kartu di meja, dan tulisan di sekitarnya digambar lebih besar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="39"/>
        <source>Your hand and the table&apos;s cards are now drawn larger.</source>
        <translation>Kartu tangan Anda dan kartu di meja sekarang ditampilkan lebih besar.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/menu.py" line="40"/>
        <source>The cards are now drawn at their usual size.</source>
        <translation>Kartu sekarang ditampilkan dengan ukuran biasa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="27"/>
        <source>It is not your turn to play.</source>
        <translation>Sekarang bukan giliran Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="28"/>
        <source>Only the first {count} moves are listed: pick a hand card on the table for the others.</source>
        <translation>Hanya {count} langkah pertama yang ditampilkan: pilih kartu tangan di meja untuk langkah lainnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="76"/>
        <source>Table in Words</source>
        <translation>Meja sebagai Teks</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="84"/>
        <source>Legal &amp;moves</source>
        <translation>&amp;Langkah sah</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="84"/>
        <source>Legal moves</source>
        <translation>Langkah sah</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="85"/>
        <source>Your legal moves; Enter plays the selected one.</source>
        <translation>Langkah sah Anda; Enter memainkan langkah yang dipilih.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="89"/>
        <source>Last message</source>
        <translation>Pesan terakhir</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="91"/>
        <source>Your ha&amp;nd</source>
        <translation>Kartu &amp;tangan Anda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="91"/>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="51"/>
        <source>Your hand</source>
        <translation>Kartu tangan Anda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="106"/>
        <source>Ta&amp;ble</source>
        <translation>&amp;Meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="107"/>
        <source>Table</source>
        <translation>Meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="107"/>
        <source>Builds with their cards, loose cards and the stock.</source>
        <translation>Bangunan beserta kartunya, kartu lepas, dan sisa kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="109"/>
        <source>&amp;Seats</source>
        <translation>&amp;Kursi pemain</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="109"/>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="27"/>
        <source>Seats</source>
        <translation>Kursi pemain</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="109"/>
        <source>Each seat&apos;s hand and the cards it took.</source>
        <translation>Kartu tangan setiap pemain dan kartu yang telah diambilnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="113"/>
        <location filename="../../casino_desktop/qt/access/panel.py" line="114"/>
        <source>Close the table in words</source>
        <translation>Tutup Meja sebagai Teks</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/panel.py" line="115"/>
        <source>View › Table in Words (F7) opens it again.</source>
        <translation>Tampilan › Meja sebagai Teks (F7) membukanya lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of spades</source>
        <translation>As sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of hearts</source>
        <translation>As hati</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of diamonds</source>
        <translation>As wajik</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="20"/>
        <source>Ace of clubs</source>
        <translation>As keriting</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of spades</source>
        <translation>Dua sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of hearts</source>
        <translation>Dua hati</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of diamonds</source>
        <translation>Dua wajik</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="21"/>
        <source>Two of clubs</source>
        <translation>Dua keriting</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of spades</source>
        <translation>Tiga sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of hearts</source>
        <translation>Tiga hati</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of diamonds</source>
        <translation>Tiga wajik</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="22"/>
        <source>Three of clubs</source>
        <translation>Tiga keriting</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of spades</source>
        <translation>Empat sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of hearts</source>
        <translation>Empat hati</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of diamonds</source>
        <translation>Empat wajik</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="23"/>
        <source>Four of clubs</source>
        <translation>Empat keriting</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of spades</source>
        <translation>Lima sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of hearts</source>
        <translation>Lima hati</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of diamonds</source>
        <translation>Lima wajik</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="24"/>
        <source>Five of clubs</source>
        <translation>Lima keriting</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of spades</source>
        <translation>Enam sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of hearts</source>
        <translation>Enam hati</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of diamonds</source>
        <translation>Enam wajik</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="25"/>
        <source>Six of clubs</source>
        <translation>Enam keriting</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of spades</source>
        <translation>Tujuh sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of hearts</source>
        <translation>Tujuh hati</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of diamonds</source>
        <translation>Tujuh wajik</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="26"/>
        <source>Seven of clubs</source>
        <translation>Tujuh keriting</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of spades</source>
        <translation>Delapan sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of hearts</source>
        <translation>Delapan hati</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of diamonds</source>
        <translation>Delapan wajik</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="27"/>
        <source>Eight of clubs</source>
        <translation>Delapan keriting</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of spades</source>
        <translation>Sembilan sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of hearts</source>
        <translation>Sembilan hati</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of diamonds</source>
        <translation>Sembilan wajik</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="28"/>
        <source>Nine of clubs</source>
        <translation>Sembilan keriting</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of spades</source>
        <translation>Sepuluh sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of hearts</source>
        <translation>Sepuluh hati</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of diamonds</source>
        <translation>Sepuluh wajik</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="29"/>
        <source>Ten of clubs</source>
        <translation>Sepuluh keriting</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of spades</source>
        <translation>Jack sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of hearts</source>
        <translation>Jack hati</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of diamonds</source>
        <translation>Jack wajik</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="30"/>
        <source>Jack of clubs</source>
        <translation>Jack keriting</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of spades</source>
        <translation>Ratu sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of hearts</source>
        <translation>Ratu hati</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of diamonds</source>
        <translation>Ratu wajik</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="31"/>
        <source>Queen of clubs</source>
        <translation>Ratu keriting</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of spades</source>
        <translation>Raja sekop</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of hearts</source>
        <translation>Raja hati</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of diamonds</source>
        <translation>Raja wajik</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="32"/>
        <source>King of clubs</source>
        <translation>Raja keriting</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="35"/>
        <source>{card}, in your hand</source>
        <translation>{card}, di tangan Anda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="36"/>
        <source>{card}, in {name}&apos;s hand</source>
        <translation>{card}, di tangan {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="37"/>
        <source>{card}, on the table</source>
        <translation>{card}, di meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="38"/>
        <source>{card}, in the build of {value}</source>
        <translation>{card}, dalam bangunan {value}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="39"/>
        <source>Loose card {index} of {count} on the table.</source>
        <translation>Kartu lepas {index} dari {count} di meja.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="40"/>
        <source>{count} legal moves with this card.</source>
        <extracomment>For one: {count} legal move with this card.</extracomment>
        <translation>
            <numerusform>{count} langkah sah dengan kartu ini.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="41"/>
        <source>Build of {value}, yours, {count} cards</source>
        <extracomment>For one: Build of {value}, yours, {count} card</extracomment>
        <translation>
            <numerusform>Bangunan {value}, milik Anda, {count} kartu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="42"/>
        <source>Build of {value}, {name}&apos;s, {count} cards</source>
        <extracomment>For one: Build of {value}, {name}&apos;s, {count} card</extracomment>
        <translation>
            <numerusform>Bangunan {value}, milik {name}, {count} kartu</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="43"/>
        <source>Single build: {cards}.</source>
        <translation>Bangunan tunggal: {cards}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="44"/>
        <source>Multiple build: {cards}.</source>
        <translation>Bangunan ganda: {cards}.</translation>
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
            <numerusform>{count} kartu di tangan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="47"/>
        <source>{count} cards taken</source>
        <extracomment>For one: {count} card taken</extracomment>
        <translation>
            <numerusform>{count} kartu diambil</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="48"/>
        <source>Deals this round.</source>
        <translation>Membagi kartu di ronde ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="49"/>
        <source>To play.</source>
        <translation>Giliran bermain.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="50"/>
        <source>{count} spades taken.</source>
        <extracomment>For one: {count} spade taken.</extracomment>
        <translation>
            <numerusform>{count} sekop diambil.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="51"/>
        <source>{count} sweeps.</source>
        <extracomment>For one: {count} sweep.</extracomment>
        <translation>
            <numerusform>{count} sapuan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="52"/>
        <source>{count} mulles.</source>
        <extracomment>For one: {count} mulle.</extracomment>
        <translation>
            <numerusform>{count} mulle.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="53"/>
        <source>Takes cards into one pile with {name}.</source>
        <translation>Mengumpulkan kartu dalam satu tumpukan bersama {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="54"/>
        <source>No hand is shown face up.</source>
        <translation>Tidak ada kartu tangan yang ditampilkan terbuka.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="56"/>
        <source>{card}, on top of your capture pile</source>
        <translation>{card}, di atas tumpukan tangkapan Anda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/access/words.py" line="56"/>
        <source>{card}, on top of {name}&apos;s capture pile</source>
        <translation>{card}, di atas tumpukan tangkapan {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/access/words.py" line="57"/>
        <source>Capture pile of {count} cards; its top card may be used like a table card.</source>
        <extracomment>For one: Capture pile of {count} card; its top card may be used like a table card.</extracomment>
        <translation>
            <numerusform>Tumpukan tangkapan berisi {count} kartu; kartu teratasnya boleh dipakai seperti kartu meja.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="24"/>
        <source>There is no move of yours in this round to take back.</source>
        <translation>Tidak ada langkah Anda di ronde ini yang bisa diurungkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="25"/>
        <source>There is no move taken back to play again.</source>
        <translation>Tidak ada langkah yang diurungkan untuk dimainkan lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="26"/>
        <source>There is no finished round of this game to review.</source>
        <translation>Belum ada ronde yang selesai dalam permainan ini untuk ditinjau.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="27"/>
        <source>Looking for a good move…</source>
        <translation>Mencari langkah yang bagus…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="36"/>
        <source>&amp;Take Back Move</source>
        <translation>&amp;Urungkan Langkah</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="39"/>
        <source>R&amp;edo Move</source>
        <translation>Ulang&amp;i Langkah</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="44"/>
        <source>&amp;Hint</source>
        <translation>&amp;Petunjuk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="47"/>
        <source>Re&amp;view Last Round…</source>
        <translation>&amp;Tinjau Ronde Terakhir…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="55"/>
        <source>&amp;Cards Still Out</source>
        <translation>Kartu yang Belum Kel&amp;uar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="59"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>Dek &amp;Empat Warna</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/player_aids.py" line="60"/>
        <source>Diamonds blue and clubs green: {diamond} and {spade} at a glance</source>
        <translation>Wajik biru dan keriting hijau: {diamond} dan {spade} langsung terlihat</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="37"/>
        <source>You came back to the table after the round&apos;s first {count} moves, so this review begins at move {number}; the moves before it are in the play log.</source>
        <comment>the review of a round at a network table, for a player who rejoined mid-round; {number} is {count} + 1</comment>
        <extracomment>For one: You came back to the table after the round&apos;s first move, so this review begins at move {number}; the move before it is in the play log.</extracomment>
        <translation>
            <numerusform>Anda kembali ke meja setelah {count} langkah pertama ronde ini, jadi tinjauan ini dimulai dari langkah {number}; langkah-langkah sebelumnya ada di riwayat permainan.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="52"/>
        <source>Review of round {number}</source>
        <translation>Tinjauan ronde {number}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="53"/>
        <source>Review of round {number} — {variant}</source>
        <translation>Tinjauan ronde {number} — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="77"/>
        <source>Table of the round under review</source>
        <translation>Meja ronde yang sedang ditinjau</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="86"/>
        <source>Every hand is shown face up. During play each player saw only its own hand; the cards of the move about to be made are marked.</source>
        <translation>Semua kartu tangan ditampilkan terbuka. Selama permainan, setiap pemain hanya melihat kartu tangannya sendiri; kartu dari langkah yang akan dimainkan ditandai.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="89"/>
        <source>Your own hand is shown face up and the others face down, as you saw them during play; the cards of the move about to be made are marked.</source>
        <translation>Kartu tangan Anda sendiri ditampilkan terbuka dan yang lain tertutup, seperti yang Anda lihat selama bermain; kartu dari langkah yang akan dimainkan ditandai.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="104"/>
        <source>Moves of the round</source>
        <translation>Langkah-langkah dalam ronde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="106"/>
        <source>Round over: {results}</source>
        <translation>Ronde selesai: {results}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="134"/>
        <source>&amp;Start</source>
        <comment>the review&apos;s first position</comment>
        <translation>&amp;Awal</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="135"/>
        <source>&amp;Back</source>
        <comment>the review&apos;s previous move</comment>
        <translation>&amp;Mundur</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="136"/>
        <source>&amp;Forward</source>
        <comment>the review&apos;s next move</comment>
        <translation>Ma&amp;ju</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="137"/>
        <source>&amp;End</source>
        <comment>the review&apos;s end of the round</comment>
        <translation>A&amp;khir</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="194"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="164"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="213"/>
        <source>Round over.</source>
        <translation>Ronde selesai.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/aids/round_review.py" line="197"/>
        <source>Move {number} of {count}: {move}</source>
        <translation>Langkah {number} dari {count}: {move}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="128"/>
        <source>Burgundy Lattice</source>
        <comment>a card back design</comment>
        <translation>Kisi Merah Marun</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="129"/>
        <source>Navy Rosette</source>
        <comment>a card back design</comment>
        <translation>Roset Biru Dongker</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="130"/>
        <source>Forest Tartan</source>
        <comment>a card back design</comment>
        <translation>Tartan Hijau Hutan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/backs.py" line="131"/>
        <source>Charcoal Sunburst</source>
        <comment>a card back design</comment>
        <translation>Pancaran Sinar Arang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="25"/>
        <source>Green Baize</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Laken Hijau</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="26"/>
        <source>Blue Baize</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Laken Biru</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="27"/>
        <source>Burgundy</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Merah Marun</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="28"/>
        <source>Slate Grey</source>
        <comment>a colour of the table&apos;s cloth</comment>
        <translation>Abu-abu Batu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="29"/>
        <source>Walnut</source>
        <comment>a colour of the table&apos;s cloth (a wooden table)</comment>
        <translation>Kayu Kenari</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="57"/>
        <source>Card &amp;Theme</source>
        <translation>&amp;Tema Kartu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="63"/>
        <source>Card &amp;Back</source>
        <translation>&amp;Gambar Belakang Kartu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/look.py" line="66"/>
        <source>F&amp;elt</source>
        <comment>View menu: the table&apos;s cloth</comment>
        <translation>&amp;Kain Meja</translation>
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
        <translation>Klasik</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/cards/themes.py" line="31"/>
        <source>Large Index</source>
        <comment>our own card theme with large corner letters</comment>
        <translation>Indeks Besar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/catalogs.py" line="129"/>
        <location filename="../../casino_desktop/qt/catalogs.py" line="131"/>
        <source>The language could not be loaded, so the game stays in English: {reason}</source>
        <translation>Bahasa tidak dapat dimuat, jadi permainan tetap dalam bahasa Inggris: {reason}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/catalogs.py" line="132"/>
        <source>its catalog is damaged.</source>
        <translation>katalognya rusak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/daily_deal.py" line="36"/>
        <source>This match is today&apos;s deal already; Game › Restart deals it again from its first card.</source>
        <comment>said when Game › Deal of the Day is chosen while today&apos;s deal is being played</comment>
        <translation>Pertandingan ini sudah Tantangan Harian hari ini; Permainan › Mulai Ulang membagikannya lagi dari kartu pertama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/daily_deal.py" line="38"/>
        <source>You have finished today&apos;s deal at this table before: these are the same cards again.</source>
        <comment>under the deal of the day&apos;s line, when the player has finished today&apos;s deal of this game at this table already today</comment>
        <translation>Anda sudah menyelesaikan pembagian Tantangan Harian hari ini di meja ini: ini kartu yang sama lagi.</translation>
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
        <translation>Tantangan Harian, {date}: kartu yang sama untuk semua orang yang memainkan permainan ini di meja ini hari ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="28"/>
        <source>**With the mouse.** Drag a card from your hand onto a table card, a build or the empty felt.  While you drag, every target that makes a legal move lights up.  If the drop means one move, it is played; if it could mean several (take these cards, or build with them), you choose from a short list; if it means none, the card goes back and the status line says why.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Dengan tetikus.** Seret kartu dari tangan Anda ke kartu meja, bangunan, atau alas meja yang kosong.  Selama Anda menyeret, setiap sasaran yang menghasilkan langkah sah akan menyala.  Jika kartu yang dilepas hanya berarti satu langkah, langkah itu dimainkan; jika bisa berarti beberapa (mengambil kartu-kartu ini, atau membangun dengannya), Anda memilih dari daftar singkat; jika tidak berarti apa pun, kartu kembali dan baris status menjelaskan alasannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="32"/>
        <source>**By clicking.** Click a card in your hand, then the table cards you want to take or build with (a running sum shows).  The bar under the table offers the moves that selection makes: click one, or press its number.  A double-click on a card in your hand plays it: at once if it has one move, else from a short list.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Dengan mengeklik.** Klik kartu di tangan Anda, lalu kartu meja yang ingin Anda ambil atau pakai membangun (jumlahnya ditampilkan).  Bilah di bawah meja menawarkan langkah yang sesuai dengan pilihan itu: klik salah satu, atau tekan nomornya.  Klik dua kali pada kartu di tangan Anda untuk memainkannya: langsung jika kartu itu hanya punya satu langkah, jika tidak dari daftar singkat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="36"/>
        <source>**With the keyboard.** The arrow keys move a cursor (Up to the table, Down to your hand, Left and Right along the row).  Space picks the card under the cursor; Enter plays what you picked (on a hand card, the first Enter picks it); 1-9 play the moves offered in the bar; Esc clears your choice.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Dengan papan ketik.** Tombol panah menggerakkan kursor (Atas ke meja, Bawah ke tangan Anda, Kiri dan Kanan sepanjang baris).  Spasi memilih kartu di bawah kursor; Enter memainkan yang Anda pilih (pada kartu tangan, Enter pertama memilihnya); 1-9 memainkan langkah yang ditawarkan di bilah; Esc menghapus pilihan Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="44"/>
        <source>**The score and the log.** Tab goes from the table on to the score table and the play log, and then back to the table; there the arrow keys move from line to line.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Skor dan riwayat.** Tab berpindah dari meja ke tabel skor dan riwayat permainan, lalu kembali ke meja; di sana tombol panah berpindah dari baris ke baris.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="47"/>
        <source>**The gold glow.** On your turn, the table cards and builds that glow gold are the ones a card in your hand can take or build with.  Once you pick a card from your hand, only those that can go with it glow.  A dashed light blue ring marks the cards of a hint.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Cahaya emas.** Saat giliran Anda, kartu meja dan bangunan yang bercahaya emas adalah yang bisa diambil atau dipakai membangun oleh salah satu kartu di tangan Anda.  Setelah Anda memilih kartu dari tangan, hanya yang cocok dengannya yang bercahaya.  Lingkaran biru muda putus-putus menandai kartu-kartu petunjuk.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="51"/>
        <source>Several people at one screen</source>
        <translation>Beberapa orang di satu layar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="52"/>
        <source>In *Game › New Game*, make more than one seat *Human* and type each person&apos;s name.  Every hand is then face down between turns, and the table asks for the screen to be passed on; the person to play shows their cards with Space or the button.  Until then, the one who just played may still take the move back (*Game › Take Back Move*).  Untick *Hide each hand…* to learn together with all hands face up.</source>
        <comment>Markdown: keep the * marks; the menu paths as the menus say them</comment>
        <translation>Di *Permainan › Permainan Baru*, jadikan lebih dari satu kursi *Manusia* dan ketik nama setiap orang.  Setiap kartu tangan lalu tertutup di antara giliran, dan meja meminta layar diserahkan; orang yang mendapat giliran menampilkan kartunya dengan Spasi atau tombol.  Sampai saat itu, orang yang baru bermain masih bisa mengurungkan langkahnya (*Permainan › Urungkan Langkah*).  Hapus centang *Sembunyikan setiap kartu tangan…* untuk belajar bersama dengan semua kartu tangan terbuka.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="64"/>
        <source>Fair cards</source>
        <translation>Permainan yang adil</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="65"/>
        <source>**What the computer sees.** A computer player chooses its move from what you would see in its seat: its own hand, the table and the cards played so far.  It never sees your hand or the order of the stock, at any level.</source>
        <comment>Markdown: keep the ** marks</comment>
        <translation>**Apa yang dilihat komputer.** Pemain komputer memilih langkahnya dari apa yang akan Anda lihat di kursinya: kartu di tangannya sendiri, meja, dan kartu yang sudah dimainkan.  Ia tidak pernah melihat kartu di tangan Anda atau urutan sisa kartu, di level mana pun.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="68"/>
        <source>**The deal number.** Every match is shuffled from the number shown under the game&apos;s name in the side panel (*View › Side Panel*).  *Game › Restart* deals the same cards again, and the same number typed in *Game › New Game* deals them again for the same game and players, on any computer.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths as the menus say them</comment>
        <translation>**Nomor pembagian.** Setiap pertandingan dikocok dari nomor yang tampil di bawah nama permainan di panel samping (*Tampilan › Panel Samping*).  *Permainan › Mulai Ulang* membagikan kartu yang sama lagi, dan nomor yang sama yang diketik di *Permainan › Permainan Baru* membagikannya lagi untuk permainan dan pemain yang sama, di komputer mana pun.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="72"/>
        <source>**A past deal.** *Game › Statistics* lists the deal number of each of your last matches: choose one and press *Play This Deal Again*, and *New Game* opens with its game, house rules and deal number.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths and the button as the menus and Statistics say them</comment>
        <translation>**Pembagian yang lalu.** *Permainan › Statistik* menampilkan nomor pembagian setiap pertandingan terakhir Anda: pilih satu lalu tekan *Mainkan pembagian ini lagi*, dan *Permainan Baru* terbuka dengan permainan, aturan khusus, dan nomor pembagiannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="76"/>
        <source>Playing over the network</source>
        <translation>Bermain lewat jaringan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="77"/>
        <source>**Hosting.** *Game › Play Over the Network › Host…* first asks for the game as *New Game* does.  There the first seat is yours; every other seat set to *Joins over the network* is a seat for someone who joins from another computer (type a name and that seat waits for that person); a *Computer* seat is played by this computer.  Then read the join code and the address to the others.  Closing the table&apos;s window closes the table for everyone (you are asked first); *Host…* later offers to resume a match that stopped.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths as the menus say them</comment>
        <translation>**Menjadi tuan rumah.** *Permainan › Bermain lewat Jaringan › Jadi Tuan Rumah…* lebih dulu menampilkan pengaturan permainan, sama seperti *Permainan Baru*.  Di sana kursi pertama adalah milik Anda; setiap kursi lain yang diatur ke *Bergabung lewat jaringan* adalah kursi untuk orang yang bergabung dari komputer lain (ketik sebuah nama, maka kursi itu menunggu orang tersebut); kursi *Komputer* dimainkan oleh komputer ini.  Lalu bacakan kode bergabung dan alamatnya kepada pemain lain.  Menutup jendela meja berarti menutup meja untuk semua orang (Anda ditanya lebih dulu); nantinya *Jadi Tuan Rumah…* menawarkan untuk melanjutkan pertandingan yang terhenti.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="84"/>
        <source>**Joining.** *Game › Play Over the Network › Join…* lists the tables on this network; pick one or type the address the host reads out, then the code.  If a table refuses you, the dialog says why and keeps what you typed.  If your computer or the host&apos;s stops, join again: your program takes your seat back, and a computer player plays it meanwhile.</source>
        <comment>Markdown: keep the * and ** marks; the menu paths as the menus say them</comment>
        <translation>**Bergabung ke meja.** *Permainan › Bermain lewat Jaringan › Bergabung…* menampilkan daftar meja di jaringan ini; pilih salah satu atau ketik alamat yang dibacakan tuan rumah, lalu kodenya.  Jika meja menolak Anda, dialog menjelaskan alasannya dan tetap menyimpan apa yang sudah Anda ketik.  Jika komputer Anda atau komputer tuan rumah berhenti, bergabunglah lagi: program Anda mengambil kembali kursi Anda, dan sementara itu pemain komputer memainkannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="130"/>
        <source>The rules of the game you are playing are under *Help › Rules*; this page is about the table.</source>
        <comment>Markdown: keep the * marks</comment>
        <translation>Aturan permainan yang sedang Anda mainkan ada di *Bantuan › Aturan*; halaman ini tentang meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="132"/>
        <source>How to play</source>
        <translation>Cara bermain</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="132"/>
        <source>Commands</source>
        <translation>Perintah</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="141"/>
        <source>&amp;Help</source>
        <translation>&amp;Bantuan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="142"/>
        <source>&amp;Rules</source>
        <comment>Help menu: the rules of the game</comment>
        <translation>&amp;Aturan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="144"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Cara Bermain</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="146"/>
        <source>&amp;About Casino</source>
        <translation>&amp;Tentang Casino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="175"/>
        <source>How to Play</source>
        <translation>Cara Bermain</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="184"/>
        <source>About Casino</source>
        <translation>Tentang Casino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="185"/>
        <source>&lt;h3&gt;Casino {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Casino {version}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="186"/>
        <source>&lt;p&gt;The fishing card game Casino — Cassino, Royal Casino, Nordic Kasino and Mulle — against computer players.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Permainan kartu memancing Casino — Cassino, Royal Casino, Kasino Nordik, dan Mulle — melawan pemain komputer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/help_menu.py" line="188"/>
        <source>&lt;p&gt;Cards are drawn by the program itself. Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kartu digambar oleh program ini sendiri. Perangkat lunak bebas di bawah GNU GPL, versi 3 atau yang lebih baru.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="30"/>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="70"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="154"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="210"/>
        <source>Host a Table</source>
        <translation>Buka Meja sebagai Tuan Rumah</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="37"/>
        <source>&amp;Next</source>
        <comment>from the hosted game&apos;s setup on to the table&apos;s join code and port</comment>
        <translation>&amp;Berikutnya</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="47"/>
        <source>Joins over the network</source>
        <comment>who plays a seat at a network table</comment>
        <translation>Bergabung lewat jaringan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="66"/>
        <source>Who sits here (optional)</source>
        <comment>a network seat&apos;s name field: the player who joins by that name takes the seat</comment>
        <translation>Siapa yang duduk di sini (opsional)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="69"/>
        <source>Type the name of the player who should sit here: when they join with that name, they take this seat. Left empty, the seat goes to whoever joins.</source>
        <translation>Ketik nama pemain yang akan duduk di sini: saat ia bergabung dengan nama itu, ia mendapat kursi ini. Jika dibiarkan kosong, kursi ini untuk siapa pun yang bergabung.</translation>
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
        <translation>Nama ({seat})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/host_setup.py" line="81"/>
        <source>No seat is left for anyone to join: every other seat is a computer&apos;s. Choose “{choice}” for each player who joins.</source>
        <translation>Tidak ada kursi tersisa untuk siapa pun yang bergabung: semua kursi lain milik komputer. Pilih “{choice}” untuk setiap pemain yang bergabung.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="70"/>
        <source>&amp;Reset to the preset&apos;s rules</source>
        <translation>&amp;Kembalikan ke aturan bawaan varian</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="108"/>
        <source>{game} cannot take these house rules that {before} had, so they are left out (they come back if you choose {before} again): {rules}.</source>
        <extracomment>For one: {game} cannot take this house rule that {before} had, so it is left out (it comes back if you choose {before} again): {rules}.</extracomment>
        <translation>
            <numerusform>{game} tidak dapat memakai aturan rumah yang berlaku di {before}, jadi aturan itu tidak dipakai (aturan itu kembali jika Anda memilih {before} lagi): {rules}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="131"/>
        <source>House rules: {count} differ from the preset</source>
        <comment>the heading of the New Game window&apos;s house rules</comment>
        <extracomment>For one: House rules: {count} differs from the preset</extracomment>
        <translation>
            <numerusform>Aturan khusus: {count} berbeda dari bawaan varian</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="134"/>
        <source>Changed from the preset: {rules}.</source>
        <comment>the house rules that differ from the chosen game&apos;s usual rules</comment>
        <translation>Diubah dari bawaan varian: {rules}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_box.py" line="137"/>
        <source>House rules (the preset&apos;s values unless you change them)</source>
        <translation>Aturan khusus (nilai bawaan varian kecuali Anda mengubahnya)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="24"/>
        <source>Deal</source>
        <comment>a tab of the house rules</comment>
        <translation>Pembagian</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="25"/>
        <source>Capturing</source>
        <comment>a tab of the house rules</comment>
        <translation>Menangkap</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="26"/>
        <source>Building</source>
        <comment>a tab of the house rules</comment>
        <translation>Membangun</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="27"/>
        <source>Scoring</source>
        <comment>a tab of the house rules</comment>
        <translation>Penghitungan poin</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/house_rules_form.py" line="28"/>
        <source>Match</source>
        <comment>a tab of the house rules</comment>
        <translation>Pertandingan</translation>
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
            <numerusform>{tab} ({count} diubah)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="47"/>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="47"/>
        <source>New Game</source>
        <translation>Permainan Baru</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="47"/>
        <source>Start a new game and give up the match in progress?</source>
        <translation>Mulai permainan baru dan menyerah dalam pertandingan yang sedang berjalan?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="48"/>
        <source>&amp;Start New Game</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Mulai Permainan Baru</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="49"/>
        <source>Restart</source>
        <comment>the window title: deal the match again</comment>
        <translation>Mulai Ulang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="50"/>
        <source>Deal this match again from its first card and give up the play so far?</source>
        <translation>Bagikan ulang pertandingan ini dari kartu pertamanya dan menyerah dalam permainan sejauh ini?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="51"/>
        <source>&amp;Restart</source>
        <comment>the button: deal the match again, with its Alt letter</comment>
        <translation>&amp;Mulai Ulang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="52"/>
        <source>Deal of the Day</source>
        <translation>Tantangan Harian</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="52"/>
        <source>Play the deal of the day and give up the match in progress?</source>
        <translation>Mainkan Tantangan Harian dan tinggalkan pertandingan yang sedang berjalan?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="53"/>
        <source>&amp;Play Deal of the Day</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Mainkan Tantangan Harian</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="55"/>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="59"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="277"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="285"/>
        <source>Open Game</source>
        <translation>Buka Permainan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="55"/>
        <source>Open the saved game and give up the match in progress?</source>
        <translation>Buka permainan yang disimpan dan menyerah dalam pertandingan yang sedang berjalan?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="56"/>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="61"/>
        <source>&amp;Open Saved Game</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Buka Permainan Tersimpan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="59"/>
        <source>Go back to where this match was saved? The moves played since then will be lost.</source>
        <translation>Kembali ke saat pertandingan ini disimpan? Langkah yang dimainkan sejak itu akan hilang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="64"/>
        <source>It will count as given up in your statistics.</source>
        <translation>Pertandingan ini akan dihitung sebagai ditinggalkan dalam statistik Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/match_guard.py" line="65"/>
        <source>&amp;Keep Playing</source>
        <comment>a button of the question before giving up a match, with its Alt letter</comment>
        <translation>&amp;Lanjutkan Bermain</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="82"/>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="106"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Varian:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="92"/>
        <source>&amp;Partnerships (partners sit opposite)</source>
        <translation>&amp;Tim (pasangan duduk berhadapan)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="100"/>
        <source>Pla&amp;yers:</source>
        <translation>P&amp;emain:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="106"/>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="342"/>
        <source>one round</source>
        <comment>a match without a target score</comment>
        <translation>satu ronde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="107"/>
        <source>&amp;Target score:</source>
        <translation>&amp;Skor target:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="111"/>
        <source>a new deal, shuffled at random</source>
        <translation>permainan baru, dikocok secara acak</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="112"/>
        <source>The same number deals the same cards on every computer: play a deal again, or give its number to a friend. The side panel shows the number of the game being played.</source>
        <translation>Nomor yang sama membagikan kartu yang sama di setiap komputer: mainkan lagi permainan yang sama, atau berikan nomornya kepada teman. Panel samping menampilkan nomor permainan yang sedang dimainkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="115"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Nomor permainan:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="147"/>
        <source>&amp;Start</source>
        <comment>start the game</comment>
        <translation>&amp;Mulai</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="334"/>
        <source>Usually: {summary} Your house rules below change that.</source>
        <comment>New Game, under the chosen game when house rules differ from its preset: {summary} is the game&apos;s usual description, a sentence</comment>
        <translation>Biasanya: {summary} Aturan khusus Anda di bawah mengubahnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/new_game.py" line="341"/>
        <source>none: a fixed number of rounds</source>
        <translation>tidak ada: jumlah ronde tetap</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="67"/>
        <source>(house rule)</source>
        <translation>(aturan khusus)</translation>
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
        <translation>Glosarium</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="117"/>
        <source>Rules</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="121"/>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="128"/>
        <source>Every setting</source>
        <translation>Semua pengaturan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="122"/>
        <source>Show or hide every setting of this game, with its value</source>
        <translation>Tampilkan atau sembunyikan semua pengaturan permainan ini, beserta nilainya</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="131"/>
        <source>&amp;Rules</source>
        <comment>a tab of the rules window</comment>
        <translation>&amp;Aturan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="135"/>
        <source>&amp;Glossary</source>
        <translation>&amp;Glosarium</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/rulebook_window.py" line="176"/>
        <source>Rules — {game}</source>
        <translation>Aturan — {game}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="97"/>
        <source>The round ended early</source>
        <translation>Ronde berakhir lebih awal</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="113"/>
        <source>{item} (at once)</source>
        <translation>{item} (langsung)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="118"/>
        <source>Round total</source>
        <translation>Total ronde</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="127"/>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="155"/>
        <source>Round {round}</source>
        <translation>Ronde {round}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="156"/>
        <source>Match</source>
        <comment>the match sheet&apos;s total row</comment>
        <translation>Pertandingan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="157"/>
        <source>&lt;b&gt;Match sheet&lt;/b&gt; ({length})</source>
        <translation>&lt;b&gt;Lembar skor pertandingan&lt;/b&gt; ({length})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="165"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="211"/>
        <source>Play &amp;Again</source>
        <translation>&amp;Main Lagi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="166"/>
        <source>A new match of the same game, with the same players and house rules</source>
        <translation>Pertandingan baru dengan permainan, pemain, dan aturan rumah yang sama</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="172"/>
        <location filename="../../casino_desktop/qt/main_menus.py" line="65"/>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="129"/>
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="176"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="212"/>
        <source>&amp;Next round</source>
        <translation>Ronde Berikut&amp;nya</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="180"/>
        <source>&amp;Review the round…</source>
        <translation>&amp;Tinjau ronde…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet.py" line="181"/>
        <source>Step through this round&apos;s moves with every hand face up</source>
        <translation>Telusuri langkah-langkah ronde ini dengan semua kartu tangan terbuka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="75"/>
        <source>Match over</source>
        <translation>Pertandingan selesai</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="75"/>
        <source>Round {round} scores</source>
        <translation>Skor ronde {round}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="78"/>
        <source>Match over — {variant}</source>
        <translation>Pertandingan selesai — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="79"/>
        <source>Round {round} scores — {variant}</source>
        <translation>Skor ronde {round} — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/score_sheet_words.py" line="102"/>
        <source>The match was won during this round, so the items scored only at the end of a round were not counted.</source>
        <comment>under the score sheet&apos;s table of a round cut short by a win: why most cards, most spades and the like show 0 beside their counts</comment>
        <translation>Pertandingan dimenangkan di tengah ronde ini, jadi butir yang baru dihitung di akhir ronde tidak dihitung.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="38"/>
        <source>Human</source>
        <comment>who plays a seat</comment>
        <translation>Manusia</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="39"/>
        <source>Computer</source>
        <comment>who plays a seat</comment>
        <translation>Komputer</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="54"/>
        <source>A name for the seat on the table and in the play log, a person&apos;s or one for a computer player, up to {most} characters (empty: You, or the seat&apos;s side)</source>
        <translation>Nama kursi di meja dan di riwayat permainan, nama orang atau nama untuk pemain komputer, paling banyak {most} karakter (kosong: Anda, atau arah kursinya)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="71"/>
        <source>&amp;Hide each hand from the other people at the screen (pass and play)</source>
        <translation>Sem&amp;bunyikan setiap kartu tangan dari orang lain di depan layar (main bergantian)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="73"/>
        <source>With two or more human seats: between turns every hand is face down, and the table asks for the screen to be passed on. Off: every human hand is face up, for learning the game together.</source>
        <translation>Dengan dua kursi manusia atau lebih: di antara giliran setiap kartu tangan tertutup, dan meja meminta layar diserahkan. Jika tidak dipakai: setiap kartu tangan manusia terbuka, untuk belajar permainan bersama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/seats_box.py" line="91"/>
        <source>A name can have up to {most} characters.</source>
        <translation>Nama boleh berisi paling banyak {most} karakter.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/setup_problems.py" line="33"/>
        <source>Two seats are both called {name}: give each seat a name of its own.</source>
        <translation>Dua kursi sama-sama bernama {name}: beri setiap kursi namanya sendiri.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="38"/>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="51"/>
        <source>Game</source>
        <comment>statistics column: the variant</comment>
        <translation>Permainan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="38"/>
        <source>Players</source>
        <comment>statistics column</comment>
        <translation>Pemain</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="39"/>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="51"/>
        <source>Opponents</source>
        <comment>statistics column</comment>
        <translation>Lawan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="39"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="23"/>
        <source>Played</source>
        <comment>statistics column</comment>
        <translation>Dimainkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="40"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="104"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="23"/>
        <source>Won</source>
        <comment>statistics column</comment>
        <translation>Menang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="40"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="104"/>
        <source>Lost</source>
        <comment>statistics column</comment>
        <translation>Kalah</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="41"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="105"/>
        <source>Given up</source>
        <comment>statistics column</comment>
        <translation>Ditinggalkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="43"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="24"/>
        <source>Won %</source>
        <comment>statistics column</comment>
        <translation>% Menang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="50"/>
        <source>Ended</source>
        <comment>statistics: the last matches&apos; column, when the match ended</comment>
        <translation>Berakhir</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="52"/>
        <source>Result</source>
        <comment>statistics: the last matches&apos; column</comment>
        <translation>Hasil</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="55"/>
        <source>You won</source>
        <comment>statistics: a last match&apos;s result</comment>
        <translation>Anda menang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="56"/>
        <source>You lost</source>
        <comment>statistics: a last match&apos;s result</comment>
        <translation>Anda kalah</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="57"/>
        <source>Given up</source>
        <comment>statistics: a last match&apos;s result</comment>
        <translation>Ditinggalkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="58"/>
        <source>Not restored</source>
        <comment>statistics: a last match&apos;s result: its save was damaged (or made by a newer version), so it could never be finished</comment>
        <translation>Tak dipulihkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="61"/>
        <source>You won {yours} to {theirs}</source>
        <comment>statistics: a last match&apos;s result; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the best of the other sides&apos;</comment>
        <translation>Anda menang {yours} lawan {theirs}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="63"/>
        <source>You lost {yours} to {theirs}</source>
        <comment>statistics: a last match&apos;s result; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the winner&apos;s</comment>
        <translation>Anda kalah {yours} lawan {theirs}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="67"/>
        <source>You won {yours} to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result when the winner had no more points than another side and the rules&apos; tie-break decided; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the best of the other sides&apos;</comment>
        <translation>Anda menang {yours} lawan {theirs} lewat aturan seri</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="71"/>
        <source>You lost {yours} to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result when the winner had no more points than the player and the rules&apos; tie-break decided; {yours} is the player&apos;s (or their partnership&apos;s) final score, {theirs} the winner&apos;s</comment>
        <translation>Anda kalah {yours} lawan {theirs} lewat aturan seri</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="79"/>
        <source>You won with {count} penalty points to {theirs}</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the fewest of the other sides&apos;</comment>
        <extracomment>For one: You won with {count} penalty point to {theirs}</extracomment>
        <translation>
            <numerusform>Anda menang dengan {count} poin penalti lawan {theirs}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="83"/>
        <source>You lost with {count} penalty points to {theirs}</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the winner&apos;s</comment>
        <extracomment>For one: You lost with {count} penalty point to {theirs}</extracomment>
        <translation>
            <numerusform>Anda kalah dengan {count} poin penalti lawan {theirs}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="87"/>
        <source>You won with {count} penalty points to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win, when the winner had no fewer penalty points than another side and the rules&apos; tie-break decided; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the fewest of the other sides&apos;</comment>
        <extracomment>For one: You won with {count} penalty point to {theirs} on the tie-break</extracomment>
        <translation>
            <numerusform>Anda menang lewat aturan seri dengan {count} poin penalti lawan {theirs}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="93"/>
        <source>You lost with {count} penalty points to {theirs} on the tie-break</source>
        <comment>statistics: a last match&apos;s result in a penalty game, where the fewest points win, when the winner had no fewer penalty points than the player and the rules&apos; tie-break decided; {count} is the player&apos;s (or their partnership&apos;s) penalty points, {theirs} the winner&apos;s</comment>
        <extracomment>For one: You lost with {count} penalty point to {theirs} on the tie-break</extracomment>
        <translation>
            <numerusform>Anda kalah lewat aturan seri dengan {count} poin penalti lawan {theirs}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="128"/>
        <source>4, partnerships</source>
        <translation>4, tim</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="129"/>
        <source>mixed levels</source>
        <translation>tingkat campuran</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="155"/>
        <source>No matches yet: a match counts once it is won, lost or given up.</source>
        <translation>Belum ada pertandingan: pertandingan dihitung setelah dimenangkan, kalah, atau ditinggalkan.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="157"/>
        <source>You have won {won} of {count} matches against the computer.</source>
        <extracomment>For one: You have won {won} of {count} match against the computer.</extracomment>
        <translation>
            <numerusform>Anda telah memenangkan {won} dari {count} pertandingan melawan komputer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="160"/>
        <source>{sentence} {count} of them were given up before the end.</source>
        <extracomment>For one: {sentence} One of them was given up before the end.</extracomment>
        <translation>
            <numerusform>{sentence} {count} di antaranya ditinggalkan sebelum selesai.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="163"/>
        <source>{sentence} {count} of them could not be restored because their saves were damaged.</source>
        <comment>statistics: matches that could never be finished because the saved game was damaged (or made by a newer version of the game); {sentence} is the sentence before it</comment>
        <extracomment>For one: {sentence} One of them could not be restored because its save was damaged.</extracomment>
        <translation>
            <numerusform>{sentence} {count} di antaranya tidak bisa dipulihkan karena simpanannya rusak.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="236"/>
        <source>{game}, the deal of the day of {date}</source>
        <comment>statistics: a last match&apos;s game when it was played on a deal of the day; {game} is the game&apos;s name (Casino), {date} the day whose deal it was (7 December 2026)</comment>
        <translation>{game}, Tantangan Harian tanggal {date}</translation>
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
        <translation>Pertandingan terakhir</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/statistics.py" line="355"/>
        <source>Forget every result?</source>
        <translation>Lupakan semua hasil?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="24"/>
        <source>Not restored</source>
        <comment>statistics column: matches whose save was damaged (or made by a newer version), so they could never be finished; shown only when there are some</comment>
        <translation>Tak dipulihkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="37"/>
        <source>Results over time</source>
        <translation>Hasil dari waktu ke waktu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="51"/>
        <source>From {first} to {last}: {won} won, {lost} lost, {abandoned} given up, {unrestored} not restored after a damaged save; share of matches won so far: {share}%.</source>
        <comment>the statistics chart described for a screen reader; {unrestored}: matches that could never be finished because their save was damaged</comment>
        <translation>Dari {first} sampai {last}: {won} menang, {lost} kalah, {abandoned} menyerah, {unrestored} tak dipulihkan karena simpanan rusak; bagian pertandingan yang dimenangkan sejauh ini: {share}%.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="58"/>
        <source>From {first} to {last}: {won} won, {lost} lost, {abandoned} given up; share of matches won so far: {share}%.</source>
        <translation>Dari {first} sampai {last}: {won} menang, {lost} kalah, {abandoned} menyerah; bagian pertandingan yang dimenangkan sejauh ini: {share}%.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="63"/>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="75"/>
        <source>No finished matches yet.</source>
        <translation>Belum ada pertandingan yang selesai.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="108"/>
        <source>Share won so far</source>
        <translation>Bagian yang dimenangkan sejauh ini</translation>
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
        <translation>Rentetan kemenangan saat ini:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_history.py" line="191"/>
        <source>Best winning streak:</source>
        <translation>Rentetan kemenangan terbaik:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="32"/>
        <source>Deal number</source>
        <comment>statistics: the last matches&apos; column, each match&apos;s deal number, as the side panel shows it and New Game takes it (the same number deals the same cards)</comment>
        <translation>Nomor pembagian</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="34"/>
        <source>&amp;Play This Deal Again…</source>
        <comment>statistics: a button and a context-menu item; opens New Game with the chosen match&apos;s game, house rules, seats and deal number</comment>
        <translation>&amp;Mainkan pembagian ini lagi…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="38"/>
        <source>Choose a match to play its deal again.</source>
        <comment>statistics: beside Play This Deal Again while no match of the last matches is chosen</comment>
        <translation>Pilih pertandingan untuk memainkan pembagiannya lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="40"/>
        <source>New Game will open with this match&apos;s game, house rules and deal number.</source>
        <comment>statistics: beside Play This Deal Again once a match with a deal number is chosen</comment>
        <translation>Permainan Baru akan terbuka dengan permainan, aturan khusus, dan nomor pembagian pertandingan ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="42"/>
        <source>Older versions of Casino kept no deal number for this match.</source>
        <comment>statistics: why a chosen match (of an older version) cannot be dealt again</comment>
        <translation>Versi lama Casino tidak menyimpan nomor pembagian pertandingan ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_replay.py" line="44"/>
        <source>This version of Casino cannot deal this match&apos;s game again.</source>
        <comment>statistics: why a chosen match cannot be dealt again: its game or house rules are not known here</comment>
        <translation>Versi Casino ini tidak dapat membagikan permainan pertandingan ini lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="20"/>
        <source>At one screen</source>
        <comment>statistics: the heading of the matches of several people at one screen, counted by each person&apos;s name</comment>
        <translation>Di satu layar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="22"/>
        <source>Name</source>
        <comment>statistics column: a person&apos;s name at one screen, as their seat was called</comment>
        <translation>Nama</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="25"/>
        <source>No matches of several people at one screen yet. Each person&apos;s matches are counted here by the name of their seat.</source>
        <translation>Belum ada pertandingan beberapa orang di satu layar. Pertandingan setiap orang dihitung di sini menurut nama kursinya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/dialogs/stats_shared.py" line="89"/>
        <source>The list above counts matches of one person against the computer; matches of several people at one screen are counted under “{section}”.</source>
        <comment>statistics: under the list of matches against the computer; {section} is the heading “At one screen” further down the dialog</comment>
        <translation>Daftar di atas menghitung pertandingan satu orang melawan komputer; pertandingan beberapa orang di satu layar dihitung di bagian “{section}”.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="28"/>
        <source>Your game is not being saved: {reason}. It is tried again after every move.</source>
        <translation>Permainan Anda tidak sedang disimpan: {reason}. Penyimpanan dicoba lagi setelah setiap langkah.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="29"/>
        <source>Your game is not being saved. It is tried again after every move.</source>
        <translation>Permainan Anda tidak sedang disimpan. Penyimpanan dicoba lagi setelah setiap langkah.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="34"/>
        <source>Your game cannot be saved in the folder for saved games: {reason}. If Casino is closed or stops now, this game is lost. Free some disk space, or make the folder writable again: the game tries again after every move and tells you when saving works.</source>
        <translation>Permainan Anda tidak bisa disimpan di folder permainan tersimpan: {reason}. Jika Casino ditutup atau berhenti sekarang, permainan ini hilang. Kosongkan sedikit ruang disk, atau buat folder itu bisa ditulisi lagi: permainan mencoba lagi setelah setiap langkah dan memberi tahu Anda saat penyimpanan berhasil.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="37"/>
        <source>Your game cannot be saved in the folder for saved games. If Casino is closed or stops now, this game is lost. Free some disk space, or make the folder writable again: the game tries again after every move and tells you when saving works.</source>
        <translation>Permainan Anda tidak bisa disimpan di folder permainan tersimpan. Jika Casino ditutup atau berhenti sekarang, permainan ini hilang. Kosongkan sedikit ruang disk, atau buat folder itu bisa ditulisi lagi: permainan mencoba lagi setelah setiap langkah dan memberi tahu Anda saat penyimpanan berhasil.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="52"/>
        <source>Not saved</source>
        <comment>a mark on the status line while the game cannot be saved</comment>
        <translation>Tidak tersimpan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="64"/>
        <source>Your game is being saved again.</source>
        <translation>Permainan Anda disimpan lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="77"/>
        <source>Your game is not being saved</source>
        <translation>Permainan Anda tidak sedang disimpan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="79"/>
        <source>To keep this game now, choose Save As and save it in another folder.</source>
        <translation>Untuk menyimpan permainan ini sekarang, pilih Simpan Sebagai dan simpan di folder lain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="80"/>
        <source>Save As…</source>
        <translation>Simpan Sebagai…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_notice.py" line="81"/>
        <source>Keep Playing</source>
        <translation>Lanjutkan Bermain</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="51"/>
        <source>Your unfinished game could not be restored because its save was damaged, so a new game has started; the damaged save is kept in {folder}.</source>
        <translation>Permainan Anda yang belum selesai tidak bisa dipulihkan karena simpanannya rusak, jadi permainan baru telah dimulai; simpanan yang rusak tetap ada di {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="55"/>
        <source>Your unfinished game could not be restored because its save was damaged, so a new game has started; your statistics count that match as not restored, not as given up, and the damaged save is kept in {folder}.</source>
        <translation>Permainan Anda yang belum selesai tidak bisa dipulihkan karena simpanannya rusak, jadi permainan baru telah dimulai; statistik Anda mencatat pertandingan itu sebagai tak dipulihkan, bukan menyerah, dan simpanan yang rusak tetap ada di {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="61"/>
        <source>Your last save was damaged, but the copy kept before it holds the same position, so your unfinished game is back whole; the damaged save is kept in {folder}.</source>
        <translation>Berkas simpanan terakhir Anda rusak, tetapi salinan yang disimpan sebelumnya memuat posisi yang sama, jadi permainan Anda yang belum selesai pulih seutuhnya; simpanan yang rusak tetap ada di {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="63"/>
        <source>Your last save was damaged, so your unfinished game is back from the copy kept before it, which may be a move behind; the damaged save is kept in {folder}.</source>
        <translation>Berkas simpanan terakhir Anda rusak, jadi permainan Anda yang belum selesai dipulihkan dari salinan yang disimpan sebelumnya, yang mungkin tertinggal satu langkah; simpanan yang rusak tetap ada di {folder}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="66"/>
        <source>Your saves were damaged, so your unfinished game is back as far as they could be read, {count} moves in; the damaged saves are kept in {folder}.</source>
        <extracomment>For one: Your saves were damaged, so your unfinished game is back as far as they could be read, {count} move in; the damaged saves are kept in {folder}.</extracomment>
        <translation>
            <numerusform>Simpanan Anda rusak, jadi permainan Anda yang belum selesai dipulihkan sejauh yang bisa dibaca, {count} langkah; simpanan yang rusak tetap ada di {folder}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="74"/>
        <source>Your unfinished game was saved by a newer version of Casino and cannot be continued in this one, so a new game has started; that save is kept in {folder}.</source>
        <translation>Permainan Anda yang belum selesai disimpan oleh versi Casino yang lebih baru dan tidak bisa dilanjutkan di versi ini, jadi permainan baru telah dimulai; simpanan itu tetap ada di {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="76"/>
        <source>Your unfinished game was saved by a newer version of Casino and cannot be continued in this one, so a new game has started; your statistics count that match as not restored, not as given up, and that save is kept in {folder}.</source>
        <translation>Permainan Anda yang belum selesai disimpan oleh versi Casino yang lebih baru dan tidak bisa dilanjutkan di versi ini, jadi permainan baru telah dimulai; statistik Anda mencatat pertandingan itu sebagai tak dipulihkan, bukan menyerah, dan simpanan itu tetap ada di {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="163"/>
        <source>Games cannot be kept this time: the folder for saved games cannot be made.</source>
        <translation>Permainan tidak dapat disimpan kali ini: folder untuk permainan tersimpan tidak dapat dibuat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/autosave_reading.py" line="203"/>
        <source>Your unfinished game is back ({menu} starts another).</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Permainan Anda yang belum selesai telah dipulihkan (permainan lain bisa dimulai lewat {menu}).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/computer_seats.py" line="36"/>
        <source>{name}&apos;s computer player made a mistake; a legal move was played for it.</source>
        <translation>Pemain komputer {name} membuat kesalahan; sebuah langkah sah dimainkan untuknya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/computer_seats.py" line="37"/>
        <source>{name}&apos;s computer player took too long; a legal move was played for it.</source>
        <translation>Pemain komputer {name} terlalu lama; sebuah langkah sah dimainkan untuknya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/computer_seats.py" line="38"/>
        <source>No hint this time: the computer could not work one out.</source>
        <translation>Tidak ada petunjuk kali ini: komputer tidak bisa menemukannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="30"/>
        <source>Casino games (*.casino.json);;All files (*)</source>
        <comment>file dialog filters: keep the (*...) patterns and ;;</comment>
        <translation>Permainan Casino (*.casino.json);;Semua berkas (*)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="34"/>
        <source>game</source>
        <comment>the file name Save Game suggests, before .casino.json: one plain word</comment>
        <translation>permainan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="36"/>
        <source>This saved game</source>
        <translation>Permainan tersimpan ini</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="38"/>
        <source>A file named “{name}” stood where the folder for saved games goes, so it was put aside and the folder made; it is kept in {folder}.</source>
        <comment>{name}: the file&apos;s name on disk, saves, quoted in your language&apos;s quotation marks; {folder}: the data folder</comment>
        <translation>Ada berkas bernama &quot;{name}&quot; di tempat folder permainan tersimpan seharusnya berada, jadi berkas itu disisihkan dan foldernya dibuat; berkas itu tetap ada di {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="201"/>
        <source>{what} cannot be replayed: it is damaged.</source>
        <translation>{what} tidak dapat dimainkan ulang: berkasnya rusak.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="255"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="261"/>
        <location filename="../../casino_desktop/qt/game/files.py" line="269"/>
        <source>Save Game</source>
        <translation>Simpan Permainan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="262"/>
        <source>That file is where the program keeps your game by itself after every move: choose another name or folder.</source>
        <translation>Berkas itu adalah tempat program menyimpan permainan Anda sendiri setelah setiap langkah: pilih nama atau folder lain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="268"/>
        <source>the system refused</source>
        <comment>why a file could not be written</comment>
        <translation>sistem menolak</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="269"/>
        <source>The game could not be saved: {reason}.</source>
        <translation>Permainan tidak dapat disimpan: {reason}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/files.py" line="312"/>
        <source>Saved as “{name}”.</source>
        <comment>{name}: the name the player gave the saved file; keep it quoted in your language&apos;s quotation marks</comment>
        <translation>Disimpan sebagai &quot;{name}&quot;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="23"/>
        <source>Opened “{name}”.</source>
        <comment>{name}: the name of the saved file opened; keep it quoted in your language&apos;s quotation marks</comment>
        <translation>Dibuka: &quot;{name}&quot;.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="37"/>
        <source>Stop Opening</source>
        <translation>Hentikan Pembukaan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="39"/>
        <source>Stop reading the saved game; the game in play goes on.</source>
        <translation>Berhenti membaca permainan tersimpan; permainan yang sedang berjalan berlanjut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="51"/>
        <source>Opening the saved game…</source>
        <translation>Membuka permainan tersimpan…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/opening.py" line="66"/>
        <source>Opening the saved game: {count} moves replayed…</source>
        <extracomment>For one: Opening the saved game: {count} move replayed…</extracomment>
        <translation>
            <numerusform>Membuka permainan tersimpan: {count} langkah dimainkan ulang…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/opening.py" line="80"/>
        <source>Opening the saved game was stopped; the game in play goes on.</source>
        <translation>Pembukaan permainan tersimpan dihentikan; permainan yang sedang berjalan berlanjut.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="28"/>
        <source>Casino is already open, so its window has been brought to the front.</source>
        <translation>Casino sudah terbuka, jadi jendelanya dibawa ke depan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="29"/>
        <source>Casino is already open, so the game you asked for has been handed to its window.</source>
        <translation>Casino sudah terbuka, jadi permainan yang Anda minta diberikan ke jendelanya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="30"/>
        <source>Casino is already open, but its window does not answer. Close it, or wait until it answers, and then start Casino again.</source>
        <translation>Casino sudah terbuka, tetapi jendelanya tidak merespons. Tutup jendela itu, atau tunggu sampai merespons, lalu jalankan Casino lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="32"/>
        <source>Casino was started again while this window was open, so this window came to the front: one window keeps your games.</source>
        <translation>Casino dijalankan lagi saat jendela ini terbuka, jadi jendela ini dibawa ke depan: satu jendela menyimpan permainan Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="34"/>
        <source>Casino was started again with a new game, but you kept this match.</source>
        <translation>Casino dijalankan lagi dengan permainan baru, tetapi Anda tetap melanjutkan pertandingan ini.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/second_start.py" line="105"/>
        <source>Start {game} for {count} players and give up the match in progress?</source>
        <extracomment>For one: Start {game} for {count} player and give up the match in progress?</extracomment>
        <translation>
            <numerusform>Mulai {game} untuk {count} pemain dan menyerah dalam pertandingan yang sedang berjalan?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/game/second_start.py" line="107"/>
        <source>Start {game} for {count} players, deal {number}, and give up the match in progress?</source>
        <comment>{number}: the deal number, which deals the same cards again</comment>
        <extracomment>For one: Start {game} for {count} player, deal {number}, and give up the match in progress?</extracomment>
        <translation>
            <numerusform>Mulai {game} untuk {count} pemain, pembagian nomor {number}, dan menyerah dalam pertandingan yang sedang berjalan?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="110"/>
        <source>Start {game} for four players in two partnerships and give up the match in progress?</source>
        <translation>Mulai {game} untuk empat pemain dalam dua tim dan menyerah dalam pertandingan yang sedang berjalan?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/game/second_start.py" line="111"/>
        <source>Start {game} for four players in two partnerships, deal {number}, and give up the match in progress?</source>
        <comment>{number}: the deal number, which deals the same cards again</comment>
        <translation>Mulai {game} untuk empat pemain dalam dua tim, pembagian nomor {number}, dan menyerah dalam pertandingan yang sedang berjalan?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/language_switch.py" line="55"/>
        <source>&amp;Language</source>
        <translation>&amp;Bahasa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/language_switch.py" line="59"/>
        <source>System Language</source>
        <translation>Bahasa Sistem</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/language_switch.py" line="107"/>
        <source>The game now speaks English.</source>
        <comment>said in the language just chosen: name YOUR language in this sentence, as your language writes it inside a sentence</comment>
        <translation>Permainan kini berbahasa Indonesia.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="28"/>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation>Lambat</translation>
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
        <translation>Cepat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="29"/>
        <source>Instant</source>
        <comment>animation speed</comment>
        <translation>Instan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="46"/>
        <source>&amp;Restart</source>
        <translation>&amp;Mulai Ulang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="47"/>
        <source>Deal of the &amp;Day</source>
        <translation>Tantangan &amp;Harian</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="48"/>
        <source>&amp;Practice…</source>
        <translation>&amp;Latihan…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="49"/>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="41"/>
        <source>Play Over the Net&amp;work</source>
        <translation>Bermain lewat &amp;Jaringan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="50"/>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="42"/>
        <source>&amp;Host…</source>
        <translation>Jadi &amp;Tuan Rumah…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="51"/>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="43"/>
        <source>&amp;Join…</source>
        <translation>&amp;Bergabung…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="59"/>
        <source>St&amp;atistics…</source>
        <translation>St&amp;atistik…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="61"/>
        <source>&amp;Open Game…</source>
        <translation>Buka P&amp;ermainan…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="62"/>
        <source>&amp;Save Game…</source>
        <translation>&amp;Simpan Permainan…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="66"/>
        <source>&amp;View</source>
        <translation>&amp;Tampilan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="67"/>
        <source>Animation &amp;Speed</source>
        <translation>Kecepatan &amp;Animasi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_menus.py" line="78"/>
        <source>Side &amp;Panel</source>
        <translation>&amp;Panel Samping</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/main_window.py" line="112"/>
        <source>Welcome to Casino.</source>
        <translation>Selamat datang di Casino.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/menu_names.py" line="13"/>
        <source>&amp;Game</source>
        <translation>&amp;Permainan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/menu_names.py" line="14"/>
        <source>&amp;New Game…</source>
        <translation>Permainan &amp;Baru…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="56"/>
        <source>Your network table stopped before its match was over: {menu} opens it again where it stopped, and its players take their seats back.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Meja jaringan Anda berhenti sebelum pertandingannya selesai: {menu} membukanya lagi dari tempat ia berhenti, dan para pemainnya kembali ke kursi mereka.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="60"/>
        <source>Your network table&apos;s match cannot be resumed: {why} {menu} opens a new table.</source>
        <comment>{why} is a whole sentence on what is wrong with the file; {menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Pertandingan meja jaringan Anda tidak dapat dilanjutkan: {why} {menu} membuka meja baru.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/comeback.py" line="63"/>
        <source>Your seat at the network table at {address} is kept while its match goes on: {menu} takes it back.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Kursi Anda di meja jaringan di {address} disimpan selama pertandingannya berlangsung: {menu} mengambilnya kembali.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialog_parts.py" line="63"/>
        <source>Join code {code}, port {port}.</source>
        <translation>Kode bergabung {code}, port {port}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialog_parts.py" line="64"/>
        <source>Join code {code}; players join at {addresses}.</source>
        <translation>Kode bergabung {code}; pemain bergabung di {addresses}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="32"/>
        <source>Nothing answers at {address} yet: its host has not opened the table again. Join… takes your seat back once the host has.</source>
        <translation>Belum ada yang menjawab di {address}: tuan rumahnya belum membuka meja lagi. Bergabung… mengembalikan kursi Anda setelah tuan rumah membukanya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="68"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="275"/>
        <source>Join a Table</source>
        <translation>Bergabung ke Meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="79"/>
        <source>address:port, like 192.168.1.20:4747</source>
        <translation>alamat:port, misalnya 192.168.1.20:4747</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="81"/>
        <source>the code the host reads out</source>
        <translation>kode yang dibacakan tuan rumah</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="92"/>
        <source>Tables on this network:</source>
        <translation>Meja di jaringan ini:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="93"/>
        <source>Address:</source>
        <translation>Alamat:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="94"/>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="80"/>
        <source>Join code:</source>
        <translation>Kode bergabung:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="95"/>
        <source>Your name:</source>
        <translation>Nama Anda:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="101"/>
        <source>Join</source>
        <translation>Bergabung</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="137"/>
        <source>The table at {address} now is not the one your seat was kept at: type the code its host reads out.</source>
        <translation>Meja di {address} sekarang bukan meja tempat kursi Anda disimpan: ketik kode yang dibacakan tuan rumahnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="168"/>
        <source>{name} at {address}: {game}, {open} of {players} seats free; your seat is kept</source>
        <translation>{name} di {address}: {game}, {open} dari {players} kursi kosong; kursi Anda disimpan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="170"/>
        <source>{name} at {address}: {game}, {open} of {players} seats free</source>
        <translation>{name} di {address}: {game}, {open} dari {players} kursi kosong</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="178"/>
        <source>Looking for tables on this network…</source>
        <translation>Mencari meja di jaringan ini…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="208"/>
        <source>Give the host&apos;s address and port, like 192.168.1.20:4747.</source>
        <translation>Masukkan alamat dan port tuan rumah, misalnya 192.168.1.20:4747.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="210"/>
        <source>A join code never holds {characters}: check the code the host reads out.</source>
        <translation>Kode bergabung tidak pernah berisi {characters}: periksa kode yang dibacakan tuan rumah.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="214"/>
        <source>The join code has eight letters and digits.</source>
        <translation>Kode bergabung terdiri dari delapan huruf dan angka.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/dialogs.py" line="231"/>
        <source>Joining the table at {address}…</source>
        <translation>Bergabung ke meja di {address}…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="35"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="35"/>
        <source>{name}: you, at this computer</source>
        <translation>{name}: Anda, di komputer ini</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="37"/>
        <source>{seat}: kept for {name}, who joins with that name</source>
        <translation>{seat}: disimpan untuk {name}, yang bergabung dengan nama itu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="39"/>
        <source>{name}: a seat for someone who joins</source>
        <translation>{name}: kursi untuk pemain yang bergabung</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="41"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="39"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="51"/>
        <source>{name}: a computer player ({level})</source>
        <translation>{name}: pemain komputer ({level})</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="45"/>
        <source>Partners: {side} against {other}.</source>
        <translation>Pasangan: {side} melawan {other}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="53"/>
        <source>{name}&apos;s table</source>
        <translation>Meja {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="57"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="231"/>
        <location filename="../../casino_desktop/qt/net/menu.py" line="246"/>
        <source>Casino table</source>
        <translation>Meja Casino</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="86"/>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="91"/>
        <source>none: this computer is not on a network</source>
        <translation>tidak ada: komputer ini tidak tersambung ke jaringan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="92"/>
        <source>Addresses:</source>
        <translation>Alamat:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="93"/>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="99"/>
        <source>Plays for anyone who drops:</source>
        <translation>Bermain untuk pemain yang terputus:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="100"/>
        <source>Allow hints and the coach for players who join</source>
        <translation>Izinkan petunjuk dan pelatih untuk pemain yang bergabung</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="103"/>
        <source>List the table for players on this network</source>
        <translation>Tampilkan meja ini kepada pemain di jaringan ini</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="112"/>
        <source>Table name:</source>
        <translation>Nama meja:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="117"/>
        <source>Seats:</source>
        <translation>Kursi:</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="119"/>
        <source>Open the Table</source>
        <translation>Buka Meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="123"/>
        <source>Read the code to the players who join. Nothing listens until you open the table, and closing the table&apos;s window stops it.</source>
        <translation>Bacakan kode ini kepada pemain yang bergabung. Tidak ada yang bisa tersambung sebelum Anda membuka meja, dan menutup jendela meja akan menghentikannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="136"/>
        <source>No seat is left for anyone to join: every other seat is a computer&apos;s. Cancel, and make a seat Human in the game&apos;s setup for each player who joins.</source>
        <translation>Tidak ada kursi tersisa untuk orang yang bergabung: semua kursi lainnya dimainkan komputer. Batalkan, lalu di pengaturan permainan jadikan satu kursi sebagai Manusia untuk setiap pemain yang bergabung.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_dialog.py" line="146"/>
        <source>Port {port} is in use on this computer: choose another, like {other}.</source>
        <translation>Port {port} sedang dipakai di komputer ini: pilih port lain, misalnya {other}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_lost.py" line="68"/>
        <source>Trying to reach the host again…</source>
        <translation>Mencoba menghubungi tuan rumah lagi…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_lost.py" line="69"/>
        <source>Waiting for the host to reopen the table…</source>
        <translation>Menunggu tuan rumah membuka meja lagi…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/host_lost.py" line="108"/>
        <source>The host has closed the table for now: your move can be played once it is open again.</source>
        <translation>Tuan rumah menutup meja untuk sementara: langkah Anda bisa dimainkan setelah meja dibuka lagi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/leaving.py" line="34"/>
        <source>{names} are at your table: close it for everyone?</source>
        <extracomment>For one: {names} is at your table: close it for everyone?</extracomment>
        <translation>
            <numerusform>{names} ada di meja Anda: tutup meja untuk semua orang?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/leaving.py" line="42"/>
        <source>Leave the table in the middle of the match? Your seat is kept until you come back: a computer player plays it while someone else is still at the table.</source>
        <translation>Tinggalkan meja di tengah pertandingan? Kursi Anda disimpan sampai Anda kembali: pemain komputer memainkannya selama masih ada orang lain di meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/leaving.py" line="49"/>
        <location filename="../../casino_desktop/qt/net/window.py" line="210"/>
        <source>Close the Table</source>
        <translation>Tutup Meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/leaving.py" line="49"/>
        <location filename="../../casino_desktop/qt/net/window.py" line="211"/>
        <source>Leave the Table</source>
        <translation>Tinggalkan Meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="31"/>
        <source>The network match that stopped cannot be resumed: {why} Choose the game for a new table.</source>
        <comment>{why} is a whole sentence on what is wrong with the file</comment>
        <translation>Pertandingan jaringan yang berhenti tidak dapat dilanjutkan: {why} Pilih permainan untuk meja baru.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="155"/>
        <source>Resume the network match that stopped? Its players take their seats back with the same code. Starting a new match instead discards it.</source>
        <translation>Lanjutkan pertandingan jaringan yang terhenti? Para pemainnya kembali ke kursi mereka dengan kode yang sama. Memulai pertandingan baru akan membuangnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="157"/>
        <source>&amp;Resume</source>
        <comment>the network match that stopped</comment>
        <translation>&amp;Lanjutkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="159"/>
        <source>&amp;New Match</source>
        <comment>in place of the network match that stopped, which is discarded</comment>
        <translation>Pertandingan &amp;Baru</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="185"/>
        <source>You already have a seat at a network table: close its window to leave it first.</source>
        <translation>Anda sudah punya kursi di meja jaringan: tutup jendelanya untuk meninggalkannya terlebih dahulu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/menu.py" line="258"/>
        <source>The table could not be opened on port {port}: another program uses it.</source>
        <translation>Meja tidak bisa dibuka di port {port}: port itu dipakai program lain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="37"/>
        <source>{name}: closed the table</source>
        <translation>{name}: menutup meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="41"/>
        <source>{name}: their seat is kept until the host opens the table again</source>
        <translation>{name}: kursinya disimpan sampai tuan rumah membuka meja lagi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="43"/>
        <source>{name}: no longer seated: the host closed the table</source>
        <translation>{name}: tidak lagi duduk: tuan rumah menutup meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="47"/>
        <source>{name}: hosts the table, which cannot be reached at the moment</source>
        <translation>{name}: tuan rumah meja, yang saat ini tidak dapat dihubungi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="49"/>
        <source>{name}: not known while the connection to the host is lost</source>
        <translation>{name}: tidak diketahui selama sambungan ke tuan rumah terputus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="53"/>
        <source>{name}: a computer player that joined over the network</source>
        <translation>{name}: pemain komputer yang bergabung lewat jaringan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="55"/>
        <source>{name}: waiting for a player to join</source>
        <translation>{name}: menunggu pemain bergabung</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="59"/>
        <source>{name}: connection lost</source>
        <translation>{name}: sambungan terputus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="61"/>
        <source>{name}: left the table</source>
        <translation>{name}: meninggalkan meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="63"/>
        <source>{name}: not back at the table yet; a computer player ({level}) plays until they return</source>
        <translation>{name}: belum kembali ke meja; pemain komputer ({level}) bermain sampai ia kembali</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="66"/>
        <source>{name}: connection lost; a computer player ({level}) plays until they return</source>
        <translation>{name}: sambungan terputus; pemain komputer ({level}) bermain sampai ia kembali</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="69"/>
        <source>{name}: left the table; a computer player ({level}) plays until they return</source>
        <translation>{name}: meninggalkan meja; pemain komputer ({level}) bermain sampai ia kembali</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="74"/>
        <source>{name}: hosts the table; still reading the last round&apos;s scores</source>
        <translation>{name}: tuan rumah meja; masih membaca skor ronde sebelumnya</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="76"/>
        <source>{name}: hosts the table</source>
        <translation>{name}: tuan rumah meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="78"/>
        <source>{name}: joined and connected; still reading the last round&apos;s scores</source>
        <translation>{name}: sudah bergabung dan tersambung; masih membaca skor ronde sebelumnya</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="79"/>
        <source>{name}: joined and connected</source>
        <translation>{name}: sudah bergabung dan tersambung</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="97"/>
        <location filename="../../casino_desktop/qt/net/seat_list.py" line="100"/>
        <source>At the table</source>
        <translation>Di meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/sheet_news.py" line="57"/>
        <source>The next round is dealt, and it is your turn.</source>
        <comment>on the score sheet at a network table: the host dealt the next round while the player read it</comment>
        <translation>Ronde berikutnya sudah dibagikan, dan sekarang giliran Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/sheet_news.py" line="62"/>
        <source>{name} is still reading the last round&apos;s scores: the table waits for their move.</source>
        <comment>the status line at a network table; {name} is another player&apos;s name, never &apos;You&apos;</comment>
        <translation>{name} masih membaca skor ronde sebelumnya: meja menunggu langkahnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_menus.py" line="31"/>
        <source>A network match is saved by its host as it is played: if the table stops, the host resumes it with {menu} and every player takes their seat back.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Pertandingan jaringan disimpan oleh tuan rumahnya selama dimainkan: jika meja berhenti, tuan rumah melanjutkannya dengan {menu} dan setiap pemain mendapat kursinya kembali.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_menus.py" line="123"/>
        <source>At a network table a move stands once it is played: the other players have already seen it.</source>
        <translation>Di meja jaringan, langkah yang sudah dimainkan tetap berlaku: pemain lain sudah melihatnya.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/table_words.py" line="26"/>
        <source>{names} are at your table: close it for everyone? You can resume the match later where it stopped with {menu}.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <extracomment>For one: {names} is at your table: close it for everyone? You can resume the match later where it stopped with {menu}.</extracomment>
        <translation>
            <numerusform>{names} ada di meja Anda: tutup meja untuk semua orang? Anda bisa melanjutkan pertandingan nanti dari tempatnya berhenti dengan {menu}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="35"/>
        <source>Close your table in the middle of the match? You can resume it later where it stopped with {menu}.</source>
        <comment>{menu} is where a menu item is, such as: Game › New Game</comment>
        <translation>Tutup meja Anda di tengah pertandingan? Anda bisa melanjutkannya nanti dari tempatnya berhenti dengan {menu}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="41"/>
        <source>You stopped waiting for the host. {join} takes your seat back once the table is open again.</source>
        <comment>{join} is where a menu item is, such as: Game › New Game</comment>
        <translation>Anda berhenti menunggu tuan rumah. Setelah meja dibuka lagi, {join} mengembalikan Anda ke kursi Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="44"/>
        <source>The host started a new match at this table, so the match you had a seat in is over. {join} with the new join code takes a seat in the new one.</source>
        <comment>{join} is where a menu item is, such as: Game › New Game</comment>
        <translation>Tuan rumah memulai pertandingan baru di meja ini, jadi pertandingan tempat Anda punya kursi sudah berakhir. {join} dengan kode bergabung yang baru memberi Anda kursi di pertandingan baru.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="58"/>
        <source>The connection to the host was lost; this window keeps trying to reach it.</source>
        <translation>Sambungan ke tuan rumah terputus; jendela ini terus mencoba menghubunginya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="62"/>
        <source>Nothing has come from the host for a minute: the connection may be lost. This window keeps trying to reach it.</source>
        <translation>Tidak ada kabar dari tuan rumah selama satu menit: sambungannya mungkin terputus. Jendela ini terus mencoba menghubunginya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="67"/>
        <source>At a network table the host deals the next match: this window follows when they do.</source>
        <translation>Di meja jaringan, tuan rumah membagi pertandingan berikutnya: jendela ini ikut saat ia melakukannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/table_words.py" line="69"/>
        <source>This table is closed, so no new match can be dealt at it: {host} opens a table, and {join} takes a seat at one.</source>
        <comment>{host} and {join} are where menu items are, such as: Game › New Game</comment>
        <translation>Meja ini sudah ditutup, jadi tidak ada pertandingan baru yang bisa dibagi di sini: {host} membuka meja, dan {join} mengambil kursi di sebuah meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="87"/>
        <source>Stop Waiting</source>
        <translation>Berhenti Menunggu</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/window.py" line="132"/>
        <source>Waiting for {names} to join: the join code is {code}.</source>
        <extracomment>For one: Waiting for {names} to join: the join code is {code}.</extracomment>
        <translation>
            <numerusform>Menunggu {names} bergabung: kode bergabungnya {code}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/net/window.py" line="136"/>
        <source>Waiting for {names} to join.</source>
        <extracomment>For one: Waiting for {names} to join.</extracomment>
        <translation>
            <numerusform>Menunggu {names} bergabung.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="175"/>
        <source>The host does not allow hints at this table.</source>
        <translation>Tuan rumah tidak mengizinkan petunjuk di meja ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="176"/>
        <source>The host does not allow the coach at this table.</source>
        <translation>Tuan rumah tidak mengizinkan pelatih di meja ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="178"/>
        <source>The host has turned hints and the coach off for this table.</source>
        <translation>Tuan rumah menonaktifkan petunjuk dan pelatih untuk meja ini.</translation>
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
        <translation>Tampilkan Kode Bergabung</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="204"/>
        <source>Start With Computer Players in the Empty Seats</source>
        <translation>Mulai dengan Pemain Komputer di Kursi Kosong</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/net/window.py" line="238"/>
        <source>Step through this round&apos;s moves as you saw them, your own hand face up</source>
        <translation>Telusuri langkah-langkah ronde ini seperti yang Anda lihat, dengan kartu tangan Anda sendiri terbuka</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/comeback.py" line="36"/>
        <source>Your practice of {rules} is back, at the drill you were on.</source>
        <comment>said at start; {rules} is a game&apos;s name, or such as: Casino with your house rules</comment>
        <translation>Latihan {rules} Anda kembali, pada soal latihan terakhir Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/comeback.py" line="38"/>
        <source>Your practice of {rules} is back, with the same drills.</source>
        <comment>said at start, when the last drill had been answered; {rules} is a game&apos;s name, or such as: Casino with your house rules</comment>
        <translation>Latihan {rules} Anda kembali, dengan soal latihan yang sama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/comeback.py" line="41"/>
        <source>Your practice of {rules} is back with the same drills, but the drill you were on could not be dealt again.</source>
        <comment>said at start; {rules} is a game&apos;s name, or such as: Casino with your house rules</comment>
        <translation>Latihan {rules} Anda kembali dengan soal latihan yang sama, tetapi soal terakhir Anda tidak bisa dibagikan lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="14"/>
        <source>Practice — {variant}</source>
        <translation>Latihan — {variant}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="15"/>
        <source>Practice</source>
        <translation>Latihan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="16"/>
        <source>Start &amp;Practice</source>
        <translation>Mulai &amp;Latihan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="17"/>
        <source>Pr&amp;actise These Rules</source>
        <translation>Latih Aturan &amp;Ini</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="18"/>
        <source>Rule drills for the variant and house rules chosen here, instead of a game.</source>
        <translation>Latihan aturan untuk varian dan aturan khusus yang dipilih di sini, sebagai ganti permainan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="21"/>
        <source>Dealing practice positions for {variant}…</source>
        <translation>Membagikan kartu untuk posisi latihan {variant}…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="22"/>
        <source>No drill came up for these rules; try other house rules.</source>
        <translation>Tidak ada latihan untuk aturan ini; coba aturan khusus yang lain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="23"/>
        <source>Every topic of {variant} is learnt for now: the schedule asks each one again when it is due. You may practise anyway.</source>
        <translation>Semua topik {variant} sudah dipelajari untuk saat ini: jadwal akan menanyakan setiap topik lagi jika sudah waktunya. Anda tetap boleh berlatih.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="25"/>
        <source>Practise &amp;Anyway</source>
        <translation>Tetap &amp;Berlatih</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="28"/>
        <source>Topic: {topic}</source>
        <translation>Topik: {topic}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="29"/>
        <source>Mastered {mastered} of {count} topics · this session {right} right, {wrong} wrong</source>
        <extracomment>For one: Mastered {mastered} of {count} topic · this session {right} right, {wrong} wrong</extracomment>
        <translation>
            <numerusform>Dikuasai {mastered} dari {count} topik · sesi ini {right} benar, {wrong} salah</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="32"/>
        <source>Two players.</source>
        <translation>Dua pemain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="33"/>
        <source>Three players.</source>
        <translation>Tiga pemain.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="34"/>
        <source>Four players, each for themselves.</source>
        <translation>Empat pemain, masing-masing sendiri.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="35"/>
        <source>Four players in partnerships; your partner sits opposite you.</source>
        <translation>Empat pemain dalam tim; pasangan Anda duduk di seberang Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="37"/>
        <source>This is the last deal of the round.</source>
        <translation>Ini pembagian terakhir dalam ronde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="39"/>
        <source>This is the first deal of the round.</source>
        <translation>Ini pembagian pertama dalam ronde.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="40"/>
        <source>This is deal {number} of the round, not the first.</source>
        <comment>{number}: 2, 3, ...</comment>
        <translation>Ini pembagian ke-{number} dalam ronde, bukan yang pertama.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="44"/>
        <source>Build {value}
single · yours</source>
        <translation>Bangunan {value}
tunggal · milik Anda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="45"/>
        <source>Build {value}
single · your partner&apos;s</source>
        <translation>Bangunan {value}
tunggal · milik pasangan Anda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="46"/>
        <source>Build {value}
single · an opponent&apos;s</source>
        <translation>Bangunan {value}
tunggal · milik lawan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="47"/>
        <source>Build {value}
multiple · yours</source>
        <translation>Bangunan {value}
ganda · milik Anda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="48"/>
        <source>Build {value}
multiple · your partner&apos;s</source>
        <translation>Bangunan {value}
ganda · milik pasangan Anda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="49"/>
        <source>Build {value}
multiple · an opponent&apos;s</source>
        <translation>Bangunan {value}
ganda · milik lawan</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="53"/>
        <source>Your pile
{count} cards</source>
        <extracomment>For one: Your pile
{count} card</extracomment>
        <translation>
            <numerusform>Tumpukan Anda
{count} kartu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="54"/>
        <source>Your partner&apos;s pile
{count} cards</source>
        <extracomment>For one: Your partner&apos;s pile
{count} card</extracomment>
        <translation>
            <numerusform>Tumpukan pasangan Anda
{count} kartu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="55"/>
        <source>An opponent&apos;s pile
{count} cards</source>
        <extracomment>For one: An opponent&apos;s pile
{count} card</extracomment>
        <translation>
            <numerusform>Tumpukan lawan
{count} kartu</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="56"/>
        <source>You have played your card from the hand this turn.</source>
        <translation>Anda sudah memainkan kartu dari tangan pada giliran ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="57"/>
        <source>Drag a table card onto another to build with them; click more table cards first to build with those too.</source>
        <translation>Seret satu kartu meja ke kartu meja lain untuk membangun dengan keduanya; klik dulu kartu meja lain jika ingin ikut membangun dengan kartu-kartu itu juga.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="59"/>
        <source>Drop the card on another table card to build with them.</source>
        <translation>Lepaskan kartu itu di atas kartu meja lain untuk membangun dengan keduanya.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="60"/>
        <source>First pile: {count} cards</source>
        <extracomment>For one: First pile: {count} card</extracomment>
        <translation>
            <numerusform>Tumpukan pertama: {count} kartu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="61"/>
        <source>Second pile: {count} cards</source>
        <extracomment>For one: Second pile: {count} card</extracomment>
        <translation>
            <numerusform>Tumpukan kedua: {count} kartu</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="62"/>
        <source>Sweeps made: {first} by the first pile, {second} by the second.</source>
        <translation>Sapuan yang dibuat: {first} oleh tumpukan pertama, {second} oleh tumpukan kedua.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="63"/>
        <source>Sweeps left open: {first} by the first pile, {second} by the second.</source>
        <translation>Sapuan yang dibiarkan: {first} oleh tumpukan pertama, {second} oleh tumpukan kedua.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="64"/>
        <source>Mulles: worth {first} in all in the first pile, {second} in the second.</source>
        <translation>Mulle: total bernilai {first} di tumpukan pertama, {second} di tumpukan kedua.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="65"/>
        <source>The first pile made the last capture.</source>
        <translation>Tumpukan pertama membuat tangkapan terakhir.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="65"/>
        <source>The second pile made the last capture.</source>
        <translation>Tumpukan kedua membuat tangkapan terakhir.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="66"/>
        <source>Nobody made a capture this round.</source>
        <translation>Tidak ada yang menangkap di ronde ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="68"/>
        <source>For each capture the {card} can make, click the table cards it takes, then press Add Capture (or drag the {card} onto them). Where it can take several groups at once, that is a capture of its own: add it too. When you have added every capture, press Check. On the keyboard, the arrow keys move over the cards and Space picks one.</source>
        <translation>Untuk setiap tangkapan yang bisa dibuat {card}, klik kartu meja yang diambilnya, lalu tekan Tambah Tangkapan (atau seret {card} ke kartu-kartu itu). Jika kartu itu bisa mengambil beberapa kelompok sekaligus, itu tangkapan tersendiri: tambahkan juga. Setelah semua tangkapan ditambahkan, tekan Periksa. Dengan papan ketik, tombol panah bergerak di antara kartu dan Spasi memilih satu kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="72"/>
        <source>Click a hand card and the table cards to play it with, then press Play; or drag the hand card onto the table cards. Dropping it on the felt trails it. On the keyboard, the arrow keys move over the cards and Space picks one.</source>
        <translation>Klik kartu tangan dan kartu meja yang ingin dimainkan bersamanya, lalu tekan Mainkan; atau seret kartu tangan ke kartu meja. Melepasnya di alas meja berarti membuangnya ke meja. Dengan papan ketik, tombol panah bergerak di antara kartu dan Spasi memilih satu kartu.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="75"/>
        <source>Pick your answer, then press Check.</source>
        <translation>Pilih jawaban Anda, lalu tekan Periksa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="76"/>
        <source>Enter the points each pile scores for every item (0 where it scores none), then press Check.</source>
        <translation>Masukkan poin setiap tumpukan untuk setiap hal (0 jika tidak ada poin), lalu tekan Periksa.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="77"/>
        <source>Those cards can be played more than one way: pick the play you mean.</source>
        <translation>Kartu-kartu itu bisa dimainkan dengan lebih dari satu cara: pilih langkah yang Anda maksud.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="79"/>
        <source>&amp;Add Capture</source>
        <translation>&amp;Tambah Tangkapan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="80"/>
        <source>&amp;Remove</source>
        <translation>&amp;Hapus</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="81"/>
        <source>No capture added yet.</source>
        <translation>Belum ada tangkapan yang ditambahkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="82"/>
        <source>That capture is on your list already.</source>
        <translation>Tangkapan itu sudah ada di daftar Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="83"/>
        <source>Click the table cards the {card} takes first.</source>
        <translation>Klik dulu kartu meja yang diambil {card}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="84"/>
        <source>Click the hand card you play first.</source>
        <translation>Klik dulu kartu tangan yang Anda mainkan.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="85"/>
        <source>This question is about the {card}: click the table cards it takes.</source>
        <translation>Pertanyaan ini tentang {card}: klik kartu meja yang diambilnya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="86"/>
        <source>&amp;Check</source>
        <translation>&amp;Periksa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="87"/>
        <source>&amp;Play</source>
        <translation>&amp;Mainkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="88"/>
        <source>&amp;Next Drill</source>
        <translation>Latihan &amp;Berikutnya</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="89"/>
        <source>Pro&amp;gress…</source>
        <translation>Kema&amp;juan…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="90"/>
        <source>R&amp;ules…</source>
        <translation>&amp;Aturan…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="91"/>
        <source>The rulebook of the variant and house rules being practised.</source>
        <translation>Buku aturan untuk varian dan aturan khusus yang sedang dilatih.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="92"/>
        <source>Close</source>
        <comment>a button that closes the practice window</comment>
        <translation>Tutup</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="93"/>
        <source>Item</source>
        <comment>a row of the scoring table: a thing that scores</comment>
        <translation>Hal</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="94"/>
        <source>First pile</source>
        <translation>Tumpukan pertama</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="94"/>
        <source>Second pile</source>
        <translation>Tumpukan kedua</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="97"/>
        <source>The right answer: {answer}</source>
        <translation>Jawaban yang benar: {answer}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="98"/>
        <source>The captures: {captures}.</source>
        <translation>Tangkapan-tangkapannya: {captures}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="99"/>
        <source>{item}: {first} to {second}.</source>
        <translation>{item}: {first} lawan {second}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="100"/>
        <source>No item scores any points.</source>
        <translation>Tidak ada hal yang bernilai poin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="101"/>
        <source>The cards this verdict is about are ringed in red.</source>
        <translation>Kartu yang dimaksud penilaian ini dilingkari merah.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="102"/>
        <source>The cards of the right answer glow light blue.</source>
        <translation>Kartu dari jawaban yang benar menyala biru muda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="105"/>
        <source>Practice Progress</source>
        <translation>Kemajuan Latihan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="109"/>
        <source>{variant} with your house rules</source>
        <comment>in the practice progress&apos;s list of games, after the game&apos;s own name: {variant} is that name</comment>
        <translation>{variant} dengan aturan khusus Anda</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="112"/>
        <source>{mastered} mastered, {learning} being learnt, {new} new, of {count} topics.</source>
        <extracomment>For one: {mastered} mastered, {learning} being learnt, {new} new, of {count} topic.</extracomment>
        <translation>
            <numerusform>{mastered} dikuasai, {learning} sedang dipelajari, {new} baru, dari {count} topik.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="115"/>
        <source>Topic</source>
        <comment>a column of the practice progress table</comment>
        <translation>Topik</translation>
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
        <translation>Benar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="118"/>
        <source>Wrong</source>
        <comment>a column of the practice progress table: answers that were wrong</comment>
        <translation>Salah</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="119"/>
        <source>Asked again</source>
        <comment>a column of the practice progress table</comment>
        <translation>Ditanyakan lagi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="120"/>
        <source>Mastered</source>
        <comment>a practice topic&apos;s state</comment>
        <translation>Dikuasai</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="121"/>
        <source>Learning</source>
        <comment>a practice topic&apos;s state</comment>
        <translation>Sedang dipelajari</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="122"/>
        <source>New</source>
        <comment>a practice topic&apos;s state</comment>
        <translation>Baru</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="123"/>
        <source>now</source>
        <comment>when a topic is asked again</comment>
        <translation>sekarang</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="124"/>
        <source>tomorrow</source>
        <comment>when a topic is asked again</comment>
        <translation>besok</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/practice/window_sentences.py" line="125"/>
        <source>in {count} days</source>
        <comment>when a topic is asked again</comment>
        <extracomment>For one: in {count} day</extracomment>
        <translation>
            <numerusform>dalam {count} hari</numerusform>
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
        <translation>Casino yang terpasang ini tidak bisa memutar suara, jadi permainan tetap tanpa suara.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="116"/>
        <source>No speakers or headphones could be opened, so the game stays silent. Tick Sound again to try once more.</source>
        <translation>Tidak ada pengeras suara atau headphone yang bisa dibuka, jadi permainan tetap tanpa suara. Centang Suara lagi untuk mencoba sekali lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="127"/>
        <location filename="../../casino_desktop/qt/sound.py" line="174"/>
        <source>Sou&amp;nd</source>
        <translation>&amp;Suara</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="175"/>
        <source>Sounds for cards played, captures, sweeps, builds, the end of a round and moves the table refuses.</source>
        <translation>Suara untuk kartu yang dimainkan, tangkapan, sapuan, bangunan, akhir ronde, dan langkah yang ditolak meja.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="178"/>
        <source>Sou&amp;nd (not available)</source>
        <translation>&amp;Suara (tidak tersedia)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/sound.py" line="179"/>
        <source>Sou&amp;nd (no sound output found)</source>
        <translation>&amp;Suara (tidak ada keluaran suara)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="96"/>
        <source>Moves</source>
        <translation>Langkah</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="186"/>
        <source>End your turn (Enter)</source>
        <translation>Akhiri giliran Anda (Enter)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="302"/>
        <source>Play it</source>
        <comment>the button that plays the hinted move</comment>
        <translation>Mainkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/action_bar.py" line="303"/>
        <source>Play the hinted move</source>
        <translation>Mainkan langkah yang disarankan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="35"/>
        <source>Choose a move</source>
        <translation>Pilih langkah</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="63"/>
        <source>&lt;b&gt;Play {card}:&lt;/b&gt; which move?</source>
        <translation>&lt;b&gt;Mainkan {card}:&lt;/b&gt; langkah yang mana?</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="64"/>
        <source>&lt;b&gt;Which table move?&lt;/b&gt;</source>
        <comment>the chooser of builds and additions made of table cards only</comment>
        <translation>&lt;b&gt;Langkah meja yang mana?&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/chooser.py" line="67"/>
        <source>Cancel (Esc)</source>
        <translation>Batal (Esc)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="15"/>
        <source>A card in your hand can take this or build with it.</source>
        <translation>Kartu di tangan Anda bisa mengambil ini atau membangun dengannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="16"/>
        <source>A card in your hand can take this.</source>
        <translation>Kartu di tangan Anda bisa mengambil ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="17"/>
        <source>Your {card} can take this or build with it.</source>
        <translation>{card} Anda bisa mengambil ini atau membangun dengannya.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/glow_words.py" line="18"/>
        <source>Your {card} can take this.</source>
        <translation>{card} Anda bisa mengambil ini.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/input.py" line="40"/>
        <source>The {card} was let go off the table, so nothing was played: to trail it, drop it inside the dashed frame.</source>
        <translation>{card} dilepas di luar meja, jadi tidak ada yang dimainkan: untuk membuangnya ke meja, lepaskan di dalam bingkai bergaris putus-putus.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/items.py" line="160"/>
        <source>Dealer</source>
        <translation>Pembagi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/items.py" line="177"/>
        <source>D</source>
        <comment>on the dealer&apos;s chip: the first letter of Dealer</comment>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="19"/>
        <source>Glowing table cards are ones a card in your hand can take or build with. Drag a card onto the table, or click a card, then table cards (keys: arrows, Space, Enter).</source>
        <translation>Kartu meja yang bercahaya bisa diambil atau dipakai membangun oleh kartu di tangan Anda. Seret kartu ke meja, atau klik kartu, lalu kartu meja (tombol: panah, Spasi, Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="21"/>
        <source>Glowing table cards are ones a card in your hand can take. Drag a card onto the table, or click a card, then table cards (keys: arrows, Space, Enter).</source>
        <translation>Kartu meja yang bercahaya bisa diambil oleh kartu di tangan Anda. Seret kartu ke meja, atau klik kartu, lalu kartu meja (tombol: panah, Spasi, Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="29"/>
        <source>Show the move…</source>
        <translation>Tampilkan langkahnya…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="31"/>
        <source>All {count} moves…</source>
        <extracomment>For one: All {count} move…</extracomment>
        <translation>
            <numerusform>Semua {count} langkah…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="40"/>
        <source>Table: {picked}. Now pick a card from your hand.</source>
        <translation>Meja: {picked}. Sekarang pilih kartu dari tangan Anda.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="42"/>
        <source>Drag a table card onto a build of yours or onto another table card to build, or end your turn (Enter).</source>
        <translation>Seret kartu meja ke bangunan Anda atau ke kartu meja lain untuk membangun, atau akhiri giliran Anda (Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="46"/>
        <source>Drag a card onto the table, or click a card and then table cards (keys: arrows, Space, Enter).</source>
        <translation>Seret kartu ke meja, atau klik kartu lalu kartu di meja (tombol: panah, Spasi, Enter).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/offer_words.py" line="54"/>
        <source>{card} on {picked}</source>
        <comment>the hand card and the table cards picked for it</comment>
        <translation>{card} ke {picked}</translation>
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
        <translation>Giliran {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="71"/>
        <source>{previous} has played. Pass the screen to {name}; the other players look away.</source>
        <translation>{previous} sudah bermain. Serahkan layar kepada {name}; pemain lain jangan melihat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="74"/>
        <source>Pass the screen to {name}; the other players look away.</source>
        <translation>Serahkan layar kepada {name}; pemain lain jangan melihat.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="75"/>
        <source>Show {name}’s cards</source>
        <translation>Tampilkan kartu {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="178"/>
        <source>Pass the screen to {name}.</source>
        <translation>Serahkan layar kepada {name}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/pass_and_play.py" line="179"/>
        <source>Waiting for {name}: press Space or click the button when ready.</source>
        <translation>Menunggu {name}: tekan Spasi atau klik tombol jika sudah siap.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="161"/>
        <source>Stock</source>
        <comment>the caption over the face-down stock</comment>
        <translation>Sisa Kartu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="163"/>
        <source>last deal</source>
        <comment>the stock&apos;s caption once its last cards are dealt</comment>
        <translation>pembagian terakhir</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="177"/>
        <source>thinking…</source>
        <comment>a seat&apos;s caption while the computer chooses its move</comment>
        <translation>berpikir…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="247"/>
        <source>multiple</source>
        <comment>a build&apos;s caption: a build made up more than one way</comment>
        <translation>ganda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="248"/>
        <source>single</source>
        <comment>a build&apos;s caption: a build made up one way</comment>
        <translation>tunggal</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="249"/>
        <source>Build {value}</source>
        <comment>a build&apos;s caption</comment>
        <translation>Bangunan {value}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/plan.py" line="314"/>
        <source>{count} taken</source>
        <comment>a pile&apos;s caption: how many cards it holds</comment>
        <extracomment>For one: {count} taken</extracomment>
        <translation>
            <numerusform>{count} diambil</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="326"/>
        <source>The top card of {first} &amp; {second}&apos;s capture pile</source>
        <comment>a pile two partners share</comment>
        <translation>Kartu teratas tumpukan tangkapan {first} &amp; {second}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="329"/>
        <source>The top card of your capture pile</source>
        <translation>Kartu teratas tumpukan tangkapan Anda</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/plan.py" line="330"/>
        <source>The top card of {name}&apos;s capture pile</source>
        <translation>Kartu teratas tumpukan tangkapan {name}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/play_log.py" line="24"/>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="170"/>
        <source>Play log</source>
        <translation>Riwayat permainan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="34"/>
        <source>Match score</source>
        <translation>Skor pertandingan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="34"/>
        <source>Cards taken</source>
        <translation>Kartu diambil</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="34"/>
        <source>Spades taken</source>
        <translation>Sekop diambil</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="55"/>
        <source>Every point you take is a penalty, counted as a minus point when the round ends; the fewest taken win.</source>
        <comment>under the side panel&apos;s score table in a penalty game (Krypkasino): why the match score stays 0 during the first round, and why it is below 0 after it</comment>
        <translation>Setiap poin yang Anda ambil adalah penalti, dihitung sebagai poin minus saat ronde berakhir; yang mengambil paling sedikit menang.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="78"/>
        <source>House rules: {rules}</source>
        <comment>under the game&apos;s name in the side panel: the rules changed from the preset</comment>
        <extracomment>For one: House rule: {rules}</extracomment>
        <translation>
            <numerusform>Aturan khusus: {rules}</numerusform>
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
        <translation>Skor pertandingan dan kartu yang diambil</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="164"/>
        <source>Cards still out</source>
        <translation>Kartu yang belum keluar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="235"/>
        <source>Deal {number}</source>
        <comment>the deal number: the same number deals the same cards</comment>
        <translation>Permainan No. {number}</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/side_panel.py" line="371"/>
        <source>Still out</source>
        <comment>the cards the player has not seen yet</comment>
        <translation>Belum keluar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/table/view.py" line="39"/>
        <source>Card table</source>
        <translation>Meja kartu</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="41"/>
        <source>Toolbar</source>
        <translation>Bilah Alat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="62"/>
        <source>New Game</source>
        <comment>toolbar button</comment>
        <translation>Permainan Baru</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="63"/>
        <source>Take Back</source>
        <comment>toolbar button</comment>
        <translation>Urungkan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="64"/>
        <source>Redo</source>
        <comment>toolbar button</comment>
        <translation>Ulangi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="65"/>
        <source>Hint</source>
        <comment>toolbar button</comment>
        <translation>Petunjuk</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="71"/>
        <source>Score and Log</source>
        <comment>toolbar button, there only while the side panel (the score table and the play log) is folded away: it shows the panel</comment>
        <translation>Skor dan riwayat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="73"/>
        <source>The side panel with the score and the play log is folded away to give the table room: this shows it (F9, or View › Side Panel).</source>
        <translation>Panel samping berisi skor dan riwayat permainan dilipat agar meja punya ruang: tombol ini menampilkannya (F9, atau Tampilan › Panel Samping).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="83"/>
        <source>Toolba&amp;r</source>
        <translation>Bilah A&amp;lat</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/toolbar.py" line="89"/>
        <source>F&amp;ull Screen</source>
        <translation>Layar Pe&amp;nuh</translation>
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
        <translation>Mencari permainan Anda yang belum selesai…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/qt/window_resume.py" line="122"/>
        <source>Bringing back your unfinished game: {count} moves replayed…</source>
        <extracomment>For one: Bringing back your unfinished game: {count} move replayed…</extracomment>
        <translation>
            <numerusform>Memulihkan permainan Anda yang belum selesai: {count} langkah dimainkan ulang…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_resume.py" line="154"/>
        <source>Your Unfinished Game</source>
        <comment>a box&apos;s title</comment>
        <translation>Permainan Anda yang Belum Selesai</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_resume.py" line="158"/>
        <source>Show the &amp;Folder</source>
        <translation>Tampilkan &amp;Folder</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="107"/>
        <source>{side} at {score}: {words}.</source>
        <translation>{side} pada {score}: {words}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="163"/>
        <source>Round over: {scores}.</source>
        <translation>Ronde selesai: {scores}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="164"/>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="213"/>
        <source>Match over.</source>
        <translation>Pertandingan selesai.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_rounds.py" line="214"/>
        <source>Score &amp;Sheet</source>
        <comment>the button that shows the round&apos;s score sheet again</comment>
        <translation>Lembar &amp;Skor</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="94"/>
        <source>{name} is thinking…</source>
        <translation>{name} sedang berpikir…</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="118"/>
        <source>That move is no longer possible.</source>
        <translation>Langkah itu sudah tidak mungkin.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="167"/>
        <source>Pick another card from your hand: the {card} cannot be played now.</source>
        <translation>Pilih kartu lain dari tangan Anda: kartu {card} tidak bisa dimainkan sekarang.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="174"/>
        <source>Pick table cards for the {card} to take or build with (arrow keys, Space), then press Enter, or pick a move (keys 1-9).</source>
        <translation>Pilih kartu meja yang ingin diambil atau dibangun dengan {card} (tombol panah, Spasi), lalu tekan Enter, atau pilih langkah (tombol 1-9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="177"/>
        <source>Pick table cards for the {card} to take (arrow keys, Space), then press Enter, or pick a move (keys 1-9).</source>
        <translation>Pilih kartu meja yang ingin diambil dengan {card} (tombol panah, Spasi), lalu tekan Enter, atau pilih langkah (tombol 1-9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="180"/>
        <source>Click table cards for the {card} to take or build with, or pick a move (keys 1-9).</source>
        <translation>Klik kartu meja yang ingin diambil atau dibangun dengan {card}, atau pilih langkah (tombol 1-9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/qt/window_turns.py" line="183"/>
        <source>Click table cards for the {card} to take, or pick a move (keys 1-9).</source>
        <translation>Klik kartu meja yang ingin diambil dengan {card}, atau pilih langkah (tombol 1-9).</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="32"/>
        <source>The language</source>
        <comment>a lost setting, in a list</comment>
        <translation>Bahasa</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="33"/>
        <source>The animation speed</source>
        <comment>a lost setting, in a list</comment>
        <translation>Kecepatan animasi</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="34"/>
        <source>The game, house rules, players and names chosen in New Game</source>
        <comment>a lost setting, in a list</comment>
        <translation>Permainan, aturan rumah, pemain, dan nama yang dipilih di Permainan Baru</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="37"/>
        <source>The window&apos;s size and place</source>
        <comment>a lost setting, in a list</comment>
        <translation>Ukuran dan letak jendela</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="38"/>
        <source>The side panel shown or hidden</source>
        <comment>a lost setting, in a list</comment>
        <translation>Panel samping ditampilkan atau disembunyikan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="39"/>
        <source>The toolbar shown or hidden</source>
        <comment>a lost setting, in a list</comment>
        <translation>Bilah alat ditampilkan atau disembunyikan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="40"/>
        <source>Sound on or off</source>
        <comment>a lost setting, in a list</comment>
        <translation>Suara hidup atau mati</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="41"/>
        <source>Cards still out and the four-colour deck</source>
        <comment>a lost setting, in a list</comment>
        <translation>Kartu yang belum keluar dan dek empat warna</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="43"/>
        <source>The card theme, the card back and the felt</source>
        <comment>a lost setting, in a list</comment>
        <translation>Tema kartu, gambar belakang kartu, dan alas meja</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="45"/>
        <source>Table in words, high contrast and large cards</source>
        <comment>a lost setting, in a list</comment>
        <translation>Meja sebagai teks, kontras tinggi, dan kartu besar</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="47"/>
        <source>Coach my moves on or off</source>
        <comment>a lost setting, in a list</comment>
        <translation>Nilai langkah saya hidup atau mati</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="48"/>
        <source>The folder last used to save or open a game</source>
        <comment>a lost setting, in a list</comment>
        <translation>Folder yang terakhir dipakai untuk menyimpan atau membuka permainan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="49"/>
        <source>The name and address last used to join a table over the network</source>
        <comment>a lost setting, in a list</comment>
        <translation>Nama dan alamat yang terakhir dipakai untuk bergabung ke meja lewat jaringan</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="51"/>
        <source>The table you host over the network: its code, port, name, hints and stand-in</source>
        <comment>a lost setting, in a list</comment>
        <translation>Meja yang Anda buka sebagai tuan rumah lewat jaringan: kode, port, nama, petunjuk, dan penggantinya</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="55"/>
        <source>Your seats at network tables, kept to come back to</source>
        <comment>a lost setting, in a list</comment>
        <translation>Kursi Anda di meja jaringan, disimpan agar Anda bisa kembali</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="57"/>
        <source>That the guided first game was offered (it may be offered again)</source>
        <comment>a lost setting, in a list</comment>
        <translation>Bahwa permainan pertama terpandu sudah ditawarkan (bisa ditawarkan lagi)</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="62"/>
        <source>Your settings file was damaged and nothing in it could be read, so all your settings are back at their defaults; the damaged file is kept in {folder}.</source>
        <translation>Berkas pengaturan Anda rusak dan tidak ada isinya yang bisa dibaca, jadi semua pengaturan Anda kembali ke bawaan; berkas yang rusak tetap ada di {folder}.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="64"/>
        <source>Your settings file was damaged, but none of your settings were lost; the damaged file is kept in {folder}.</source>
        <translation>Berkas pengaturan Anda rusak, tetapi tidak ada pengaturan Anda yang hilang; berkas yang rusak tetap ada di {folder}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/storage/settings_salvage.py" line="66"/>
        <source>Your settings file was damaged; the damaged file is kept in {folder}. These settings could not be read from it, so any of them you had changed are back at their defaults:
{settings}</source>
        <comment>{settings} is a list of settings, one a line, such as: • The language</comment>
        <extracomment>For one: Your settings file was damaged; the damaged file is kept in {folder}. This setting could not be read from it, so if you had changed it, it is back at its default:
{settings}</extracomment>
        <translation>
            <numerusform>Berkas pengaturan Anda rusak; berkas yang rusak tetap ada di {folder}. Pengaturan berikut tidak bisa dibaca darinya, jadi yang pernah Anda ubah kembali ke bawaan:
{settings}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="20"/>
        <source>Your statistics were kept by a newer version of Casino; this version leaves them as they are and counts nothing.</source>
        <translation>Statistik Anda dicatat oleh versi Casino yang lebih baru; versi ini membiarkannya apa adanya dan tidak menghitung apa pun.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="22"/>
        <source>Statistics cannot be kept this time: the statistics file cannot be opened.</source>
        <translation>Statistik tidak dapat dicatat kali ini: berkas statistik tidak dapat dibuka.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="24"/>
        <source>Your statistics file was damaged, so it was put aside; your statistics start afresh from this match, and your practice progress starts afresh too.</source>
        <translation>File statistik Anda rusak, jadi disisihkan; statistik Anda dimulai lagi dari pertandingan ini, dan kemajuan latihan Anda juga dimulai lagi.</translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="27"/>
        <source>Your statistics file was damaged, so it was put aside and your statistics start afresh from this match.</source>
        <translation>Berkas statistik Anda rusak, jadi berkas itu disisihkan dan statistik Anda dimulai lagi dari pertandingan ini.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/storage/stats_told.py" line="29"/>
        <source>Your statistics file was damaged, so it was put aside; the {count} matches that could still be read from it are kept in your statistics.</source>
        <extracomment>For one: Your statistics file was damaged, so it was put aside; the {count} match that could still be read from it is kept in your statistics.</extracomment>
        <translation>
            <numerusform>File statistik Anda rusak, jadi disisihkan; {count} permainan yang masih bisa dibaca darinya tetap ada di statistik Anda.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="34"/>
        <source>Your practice progress could not be read from it, and starts afresh.</source>
        <comment>said after: Your statistics file was damaged, so it was put aside; ... (&quot;it&quot; is that file)</comment>
        <translation>Kemajuan latihan Anda tidak bisa dibaca darinya, jadi dimulai lagi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../casino_desktop/storage/stats_told.py" line="37"/>
        <source>Only part of your practice progress could be read from it: your records of {count} topics are kept, the rest starts afresh.</source>
        <comment>said after: Your statistics file was damaged, so it was put aside; ... (&quot;it&quot; is that file; a topic is a rule practised, in any game)</comment>
        <extracomment>For one: Only part of your practice progress could be read from it: your record of {count} topic is kept, the rest starts afresh.</extracomment>
        <translation>
            <numerusform>Hanya sebagian kemajuan latihan Anda yang bisa dibaca darinya: catatan Anda untuk {count} topik tetap ada, sisanya dimulai lagi.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../casino_desktop/storage/stats_told.py" line="44"/>
        <source>The practice you had open could not be read from it, so it does not come back.</source>
        <comment>said after: Your statistics file was damaged, so it was put aside; ... (&quot;it&quot; is that file; the practice window open when the game was last quit)</comment>
        <translation>Latihan yang sedang Anda buka tidak bisa dibaca darinya, jadi tidak kembali.</translation>
    </message>
</context>
</TS>
