package ui

// ukrainianHelp holds the Ukrainian help texts (see help_de.go for the keys).
var ukrainianHelp = map[string]string{
	"usage-template": `Виклик:{{if .Runnable}}
  {{.UseLine | replaceAll " [flags]" " [параметри]"}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [команда]{{end}}{{if gt (len .Aliases) 0}}

Інші назви:
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

Приклади:
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

Команди:{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

Параметри:
{{.LocalFlags.FlagUsages | trimTrailingWhitespaces | replaceAll "(default " "(типово: "}}{{end}}{{if .HasAvailableInheritedFlags}}

Параметри всіх команд:
{{.InheritedFlags.FlagUsages | trimTrailingWhitespaces | replaceAll "(default " "(типово: "}}{{end}}{{if .HasAvailableSubCommands}}

"{{.CommandPath}} [команда] --help" пояснює команду.{{end}}
`,

	"rochade:short": "Оголошувати шахові ходи для незрячих і слабозорих шахістів (Додаток D ФІДЕ)",
	"rochade:long": `Rochade — електронний помічник для незрячих і слабозорих шахістів за
Правилами гри в шахи ФІДЕ, Додаток D. Він читає ходи в будь-якій звичайній
алгебраїчній нотації, оголошує їх словами Додатка D (Анна, Белла, Цезар ...
айнс, цвай ...), стежить за партіями на сенсорних дошках і веде бланк
запису партії шрифтом Брайля.

Повідомлення виводяться мовою --lang-ui, інакше мовою з LC_ALL, LC_MESSAGES
або LANG (англійською, якщо там немає відомої мови); слова Додатка D
лишаються німецькими, для української та російської мов вони друкуються
російською транскрипцією Додатка D.

Для початку: "rochade demo" програє партію-приклад.`,
	"rochade completion:short":    "Вивести скрипт доповнення команд для оболонки",
	"rochade help:short":          "Допомога з команди",
	"rochade play:short":          "Стежити за партією на сенсорній дошці й оголошувати кожен хід",
	"rochade demo:short":          "Прослухати партію-приклад на віртуальній сенсорній дошці (без пристроїв)",
	"rochade board:short":         "Сенсорні дошки: знайти під'єднану дошку або імітувати дошку",
	"rochade voices:short":        "Показати, перевірити й створити голосові пакети",
	"rochade convert:short":       "Перекладати партії з однієї нотації в іншу (UCI, SAN, повна алгебраїчна)",
	"rochade announce:short":      "Оголосити ходи партій словами Додатка D ФІДЕ",
	"rochade render:short":        "Записати вимовлені ходи кожної партії з файлів PGN в окремий файл WAV",
	"rochade braille:short":       "Записати бланк партії шрифтом Брайля або показати його на дисплеї Брайля",
	"rochade compare:short":       "Порівняти два бланки запису однієї партії й назвати перше розходження",
	"rochade version:short":       "Вивести версію Rochade",
	"rochade board detect:short":  "Знайти під'єднану дошку DGT або Millennium і сказати, де вона",
	"rochade board emulate:short": "Запустити віртуальну сенсорну дошку на псевдотерміналі й зіграти на ній партію",
	"rochade voices test:short":   "Вимовити хід і відповідь, щоб перевірити виведення мовлення",
	"rochade voices list:short":   "Показати вбудований голос і голосові пакети у вказаних теках",
	"rochade voices check:short":  "Перевірити голосовий пакет: відсутні чи нечитабельні записи, частота, перевантаження, тиша, гучність",
	"rochade voices new:short":    "Створити голосовий пакет: опис і список фраз для запису",
	"rochade voices tidy:short":   "Обрізати тишу кожного запису, вирівняти гучність і зберегти з частотою пакета",

	"--lang-ui":         "мова повідомлень: cs, de, en, pl, ru, uk (інакше з LC_ALL, LC_MESSAGES або LANG, без них en)",
	"--to":              "нотація виведення: uci, san або lan (обов'язково)",
	"--lang":            "мова літер фігур на вході або auto",
	"--out-lang":        "мова літер фігур на виході",
	"--long":            "називати в кожного ходу й вихідне поле (Springer Gustav eins Felix drei)",
	"--pawn":            `казати "Bauer" під час ходів пішаком`,
	"--spelling":        "написання слів: de (Cäsar, fünf) або fide (Cesar, fuenf)",
	"--script":          "письмо слів: latin або cyrillic для російської транскрипції (типово cyrillic для ru та uk, інакше latin)",
	"--text":            "виводити лише оголошення: рядок на хід, порожній рядок між партіями",
	"--no-numbers":      "не виводити номер ходу й сторону в списку",
	"--speak":           "говорити через звуковий пристрій",
	"--wav":             "записати оголошення в цей файл WAV (звуковий пристрій не потрібен)",
	"--fallback-wav":    "з --speak: записати оголошення в цей файл WAV, якщо звуковий пристрій не відкривається",
	"--barge-in":        "новий хід перериває поточне оголошення, а не чекає його кінця",
	"--voice":           `тека голосового пакета, "default" для вбудованого німецького голосу, "system" для свого екранного диктора чи системного синтезатора (або один із них: speech-dispatcher, nvda, jaws, sapi, say, voiceover) чи "none" для тиші`,
	"--voice-black":     "тека голосового пакета для ходів чорних (інакше як --voice)",
	"--gap":             "тиша між словами оголошення",
	"--pause":           "тиша між двома оголошеннями",
	"--speed":           "темп мовлення, від 0.5 до 3 (висота тону зберігається; 1 лишає екранному диктору й системному синтезатору їхній власний темп)",
	"--volume":          "гучність, від 0 до 4 (1 лишає екранному диктору й системному синтезатору їхню власну гучність)",
	"--numbers":         `перед кожним ходом білих казати "Zug" і номер ходу`,
	"--quiet":           "виводити лише помилки",
	"--format":          "виведення: unicode, brf або text",
	"--width":           "клітинок (символів) у рядку",
	"--lines":           "рядків на сторінці (brf і unicode)",
	"--no-page-numbers": "не виводити номери сторінок",
	"--sign":            "змінити знак у вигляді назва=клітинки (номери точок як 346, клітинки через /, або знаки Брайля); назви: %s",
	"--game":            "яку партію файлу, рахуючи з 1",
	"--display":         "показати партію на дисплеї Брайля через BRLTTY",
	"--dots":            "з --display надсилати шахові клітинки замість тексту",
	"--help":            "допомога з %s",
	"--version":         "вивести версію %s",

	"rochade board detect --protocol":        "шукати лише за цим `протоколом`: auto, dgt або millennium",
	"rochade board detect --list":            "перелічити порти, на яких може бути дошка, не опитуючи їх",
	"rochade board emulate --protocol":       "`протокол` дошки: dgt або millennium",
	"rochade board emulate --noise":          "справжні руки й справжня лінія: фігури протягуються й ставляться дорогою, датчики мерехтять, на лінії завади",
	"rochade board emulate --exit-when-done": "закінчити приблизно через секунду після останнього ходу",
	"rochade board emulate --seed":           "`початкове число` для способів, якими робляться ходи",
	"rochade board emulate --plain":          "робити кожен хід простим підняттям і постановкою (без протягування й дотиків)",
	"rochade board emulate --link":           "вказати цим `шляхом` на дошку (інакше новий у тимчасовій теці)",
	"rochade board emulate --wait":           "скільки чекати на програму, перш ніж усе одно грати (або приймати команди), `тривалість` як 2m",
	"rochade board emulate --unplug-at":      "вийняти кабель перед півходом із цим `номером` (рахуючи з 1)",
	"rochade board emulate --unplug-for":     "скільки кабель лишається вийнятим, `тривалість` як 10s",
	"rochade board emulate --clock":          "поставити до дошки DGT годинник DGT3000 із цим `контролем часу`, наприклад 300+3 або 5m+3s",
	"rochade voices list --tokens":           "перелічити й кожне слово з написанням, вимовою та файлом (першого пакета)",
	"rochade voices check --tolerance":       "на скільки `дБ` гучність запису може відрізнятися від медіани пакета",
	"rochade voices check --edge-silence":    "найбільша тиша в `секундах` до або після мовлення в записі",
	"rochade voices check --pairs":           "перелічити й `N` найподібніших на слух пар серед вертикалей, горизонталей, фігур, чисел і фраз (--pairs без значення: 3)",
	"rochade voices new --name":              "`назва` голосу",
	"rochade voices new --language":          "`код мови` голосу",
	"rochade voices new --licence":           "`ліцензія` записів, наприклад CC0-1.0",
	"rochade voices new --rate":              "частота дискретизації записів у `Гц`, від 8000 до 48000",
	"rochade voices new --espeak":            "створити записи з espeak-ng цим `голосом` (наприклад, uk, de, cs, pl)",
	"rochade voices new --wpm":               "з --espeak: `кількість` слів за хвилину, від 80 до 450",
	"rochade voices tidy --eq":               "`еквалайзер`: speech (привести спектр до природного мовлення) або none",
	"rochade board emulate --speed":          "темп рук як `множник`: 2 — удвічі швидше",
	"rochade board emulate --game":           "зіграти головний варіант першої партії з цього `файлу` PGN",
	"rochade play --dots":                    "з --braille надсилати шахові клітинки замість тексту",
}
