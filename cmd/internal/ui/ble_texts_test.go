package ui

import "testing"

// The Russian, Ukrainian, Polish and Czech texts of the Bluetooth
// messages cover every one of them, with the arguments of the English
// text.
func TestBLETextsComplete(t *testing.T) {
	want := []Key{BLENeedsCgo, TransportUnavailable, BoardNeedsProtocol, BoardBadMAC, BoardBadChannel, BoardEmptyAddress,
		BoardLinkFailed, BluetoothAdapter, ScanLooking, ScanFound, ScanNoName, ScanNotABoard, ScanNoSignal, ScanNone, ScanBadWait,
		PlayPromotionAsked, PlayPromotionDefault, PlayBoardAmbiguous, PlayBattery, PlayBatteryCharging, PlayBatteryVolts,
		PlayNoBattery, PlayBatteryNoBoard, PlayBadPromotionWait, EmulateNotASocket}
	for _, lang := range []Lang{Russian, Ukrainian, Polish, Czech} {
		texts := bleTexts[lang]
		if len(texts) != len(want) {
			t.Errorf("%s: %d texts, want %d", lang, len(texts), len(want))
		}
		for _, k := range want {
			text, ok := texts[k]
			if !ok {
				t.Errorf("%s: no text for %s", lang, k)
				continue
			}
			if verbs(text) != verbs(english.msgs[k]) {
				t.Errorf("%s: %s takes %q, English %q", lang, k, verbs(text), verbs(english.msgs[k]))
			}
		}
	}
}
