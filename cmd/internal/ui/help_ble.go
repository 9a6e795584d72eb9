package ui

// The help of board scan and of play's promotion wait (boards over
// Bluetooth), in every language but English (whose texts are in the
// commands).
func init() {
	for help, texts := range map[*map[string]string]map[string]string{
		&germanHelp: {
			"rochade board scan:short": "Die Bluetooth-Bretter in Reichweite auflisten",
			"rochade board scan:long": `Sucht für die Dauer von --wait nach Bluetooth-LE-Geräten und nennt jedes
einmal, sobald es gefunden ist: Name, Art (das Protokoll des Bretts, oder
kein bekanntes Brett), Adresse und Signalstärke, zum Beispiel:

  Chessnut Air, chessnut, 12:34:56:78:9A:BC, -61 dBm

Ein gefundenes Brett öffnet
  rochade play --board ble:ADRESSE (oder ble:NAME) --protocol PROTOKOLL
Strg+C beendet die Suche sofort. DGTs Bretter mit klassischem Bluetooth
werden mit dem System gekoppelt und als rfcomm:ADRESSE (Linux) oder über
ihre serielle Schnittstelle geöffnet.`,
		},
		&russianHelp: {
			"rochade board scan:short": "Перечислить доски Bluetooth в зоне досягаемости",
			"rochade board scan:long": `Ищет устройства Bluetooth LE в течение --wait и называет каждое один раз,
как только оно найдено: имя, вид (протокол доски или «неизвестное
устройство»), адрес и уровень сигнала, например:

  Chessnut Air, chessnut, 12:34:56:78:9A:BC, -61 дБм

Найденную доску открывает
  rochade play --board ble:АДРЕС (или ble:ИМЯ) --protocol ПРОТОКОЛ
Ctrl+C сразу прерывает поиск. Доски DGT с классическим Bluetooth
сопрягаются с системой и открываются как rfcomm:АДРЕС (Linux) или через
свой последовательный порт.`,
			"rochade board scan --wait":     "сколько времени искать",
			"rochade play --promotion-wait": "на доске, которая видит только занятость полей (Pegasus, Square Off): сколько превращение с неизвестной фигурой ждёт, прежде чем фигуру спросят снова (запрос превратить с фигурой; ферзь без названия не берётся)",
		},
		&ukrainianHelp: {
			"rochade board scan:short": "Перелічити дошки Bluetooth у межах досяжності",
			"rochade board scan:long": `Шукає пристрої Bluetooth LE протягом --wait і називає кожен один раз,
щойно його знайдено: ім'я, вид (протокол дошки або «невідомий
пристрій»), адресу й рівень сигналу, наприклад:

  Chessnut Air, chessnut, 12:34:56:78:9A:BC, -61 дБм

Знайдену дошку відкриває
  rochade play --board ble:АДРЕСА (або ble:ІМ'Я) --protocol ПРОТОКОЛ
Ctrl+C одразу перериває пошук. Дошки DGT з класичним Bluetooth
спаровуються із системою й відкриваються як rfcomm:АДРЕСА (Linux) або
через свій послідовний порт.`,
			"rochade board scan --wait":     "скільки часу шукати",
			"rochade play --promotion-wait": "на дошці, яка бачить лише зайнятість полів (Pegasus, Square Off): скільки перетворення з невідомою фігурою чекає, перш ніж фігуру спитають знову (запит перетворити з фігурою; ферзя без назви не беруть)",
		},
		&polishHelp: {
			"rochade board scan:short": "Wypisać szachownice Bluetooth w zasięgu",
			"rochade board scan:long": `Szuka urządzeń Bluetooth LE przez czas --wait i podaje każde raz, gdy
tylko zostanie znalezione: nazwę, rodzaj (protokół szachownicy lub
„nieznane urządzenie”), adres i siłę sygnału, na przykład:

  Chessnut Air, chessnut, 12:34:56:78:9A:BC, -61 dBm

Znalezioną szachownicę otwiera
  rochade play --board ble:ADRES (lub ble:NAZWA) --protocol PROTOKÓŁ
Ctrl+C od razu przerywa szukanie. Szachownice DGT z klasycznym Bluetooth
paruje się z systemem i otwiera jako rfcomm:ADRES (Linux) lub przez ich
port szeregowy.`,
			"rochade board scan --wait":     "jak długo szukać",
			"rochade play --promotion-wait": "na szachownicy, która widzi tylko zajętość pól (Pegasus, Square Off): jak długo promocja z nieznaną figurą czeka, zanim figura zostanie znów zapytana (polecenie promocja z figurą; nigdy hetman bez wskazania)",
		},
		&czechHelp: {
			"rochade board scan:short": "Vypsat šachovnice Bluetooth v dosahu",
			"rochade board scan:long": `Hledá zařízení Bluetooth LE po dobu --wait a každé vypíše jednou, jakmile
je nalezeno: název, druh (protokol šachovnice nebo „neznámé zařízení“),
adresu a sílu signálu, například:

  Chessnut Air, chessnut, 12:34:56:78:9A:BC, -61 dBm

Nalezenou šachovnici otevře
  rochade play --board ble:ADRESA (nebo ble:NÁZEV) --protocol PROTOKOL
Ctrl+C hledání ihned ukončí. Šachovnice DGT s klasickým Bluetooth se
spárují se systémem a otevírají se jako rfcomm:ADRESA (Linux) nebo přes
svůj sériový port.`,
			"rochade board scan --wait":     "jak dlouho hledat",
			"rochade play --promotion-wait": "na šachovnici, která vidí jen obsazenost polí (Pegasus, Square Off): jak dlouho proměna s neznámou figurou čeká, než se na figuru zeptá znovu (požadavek proměna s figurou; nikdy dáma bez určení)",
		},
	} {
		for k, v := range texts {
			(*help)[k] = v
		}
	}
}
