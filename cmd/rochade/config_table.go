package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/settings"
	"github.com/rochade/rochade/cmd/internal/uci"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/voices/speech"
)

// settingsFlags returns a fresh set of the flags that are settings: those
// of play, the appliance's own and --lang-ui.
func settingsFlags() *pflag.FlagSet {
	fs := pflag.NewFlagSet("settings", pflag.ContinueOnError)
	fs.AddFlagSet(newPlayCmd(&app{}).Flags())
	var ao applianceOptions
	ao.addFlags(fs)
	var lang string
	addLangUIFlag(fs, &lang)
	return fs
}

// addLangUIFlag registers --lang-ui on fs.
func addLangUIFlag(fs *pflag.FlagSet, lang *string) {
	fs.StringVar(lang, "lang-ui", "", "language of the messages: "+ui.Codes()+" (default: from LC_ALL, LC_MESSAGES or LANG, else en)")
}

// menuOrder is the order of the settings in the menu and on the
// settings page; menuGroups the submenu of those not at the top.
var (
	menuOrder  = []string{"side", "engine", "online", "seek", "challenge", "level", "clock", "lang-ui", "voice", "speed", "volume", "voice-black", "announce-touch", "braille", "board", "protocol"}
	menuGroups = map[string]string{"voice": "speech", "speed": "speech", "volume": "speech", "voice-black": "speech", "board": "board", "protocol": "board",
		"online": "online", "seek": "online", "challenge": "online"}
)

// seekPresets are the online games the menu seeks: rapid and classical.
var seekPresets = []string{"15+10", "30+0", "30+20", "90+30"}

// clockPresets are the time controls the menu offers, with none and the
// board's clock.
var clockPresets = []string{"5m+3s", "15m+10s", "90m+30s", "40/90m+30s:30m+30s"}

// settingsTable returns the table of the settings, labelled in the
// language of p (nil: no labels, for reading the file before the run's
// language is known). The checks give facts, worded by configReason.
func settingsTable(p *ui.Printer) *settings.Table {
	label := func(k ui.Key) string {
		if p == nil {
			return ""
		}
		return p.Sprintf(k)
	}
	choice := func(v string, k ui.Key) settings.Choice { return settings.Choice{Value: v, Label: label(k)} }
	help := func(key string) string {
		if p == nil || p.Lang() == ui.English {
			return "" // English: the flag's own text, which the catalogue's equals (the page words it)
		}
		t, ok := p.Help("rochade play --" + key)
		if !ok {
			t, _ = p.Help("--" + key)
		}
		return fillHelp(key, t)
	}
	var langs []settings.Choice
	for _, l := range ui.Langs() {
		langs = append(langs, settings.Choice{Value: string(l), Label: l.Name()})
	}
	clocks := []settings.Choice{choice("", ui.ChoiceNoClock)}
	for _, c := range clockPresets {
		clocks = append(clocks, settings.Choice{Value: c, Label: strings.NewReplacer("m", "", "s", "").Replace(c)})
	}
	clocks = append(clocks, choice("board", ui.ChoiceBoardClock))
	levels := []settings.Choice{choice("0", ui.ChoiceFullStrength)}
	for i := 1; i <= uci.MaxSkill; i++ {
		levels = append(levels, settings.Choice{Value: strconv.Itoa(i), Label: strconv.Itoa(i)})
	}
	protocols := []settings.Choice{choice("auto", ui.ChoiceAuto)}
	for _, pr := range devices.Protocols() {
		protocols = append(protocols, settings.Choice{Value: pr.Name, Label: pr.Title})
	}
	seeks := []settings.Choice{choice("", ui.ChoiceNoSeek)}
	for _, v := range seekPresets {
		seeks = append(seeks, settings.Choice{Value: v, Label: v})
	}
	numbers := func(vs ...string) []settings.Choice {
		var out []settings.Choice
		for _, v := range vs {
			out = append(out, settings.Choice{Value: v, Label: v})
		}
		return out
	}
	meta := map[string]settings.Meta{
		"board":    {Label: label(ui.SettingBoard), Choices: []settings.Choice{choice("auto", ui.ChoiceAuto)}, Check: boardSetting},
		"protocol": {Label: label(ui.SettingProtocol), Choices: protocols, Check: checkProtocols},
		"side": {Label: label(ui.SettingSide), Check: checkSide, Strict: true,
			Choices: []settings.Choice{choice("white", ui.CompareWhite), choice("black", ui.CompareBlack)}},
		"engine": {Label: label(ui.SettingOpponent),
			Choices: []settings.Choice{choice("", ui.ChoicePerson), choice("stockfish", ui.ChoiceComputer)}},
		"online": {Label: label(ui.SettingServer), Check: checkServer,
			Choices: []settings.Choice{{Value: "lichess", Label: "lichess.org"}}},
		"seek":      {Label: label(ui.SettingSeek), Choices: seeks, Check: checkSeek},
		"challenge": {Label: label(ui.SettingChallenge), Check: checkPlayerName},
		"level":     {Label: label(ui.SettingLevel), Choices: levels, Strict: true, Check: rangeCheck(0, uci.MaxSkill)},
		"clock":     {Label: label(ui.SettingClock), Choices: clocks, Check: checkClock},
		"lang-ui":   {Label: label(ui.SettingLanguage), Choices: langs, Strict: true, Check: checkLangUI},
		"voice": {Label: label(ui.SettingVoice), Choices: []settings.Choice{
			choice("default", ui.ChoiceVoiceBuiltIn), choice("system", ui.ChoiceVoiceSystem), choice("none", ui.ChoiceVoiceNone)}},
		"voice-black": {Label: label(ui.SettingVoiceBlack), Choices: []settings.Choice{
			choice("", ui.ChoiceSameVoice), choice("default", ui.ChoiceVoiceBuiltIn)}},
		"speed":          {Label: label(ui.SettingSpeed), Choices: numbers("0.75", "1", "1.25", "1.5", "2", "2.5", "3"), Check: floatRange(0.5, 3)},
		"volume":         {Label: label(ui.SettingVolume), Choices: numbers("0.5", "1", "1.5", "2", "3", "4"), Check: floatRange(0, 4)},
		"announce-touch": {Label: label(ui.SettingTouch)},
		"braille":        {Label: label(ui.SettingBraille)},
		"spelling":       {Check: oneOf([]string{"de", "fide"}, "german", "ascii")},
		"script":         {Check: oneOf([]string{"latin", "cyrillic"}, "")},
		"elo":            {Check: rangeCheck(0, 4000)},
		"depth":          {Check: rangeCheck(0, 100)},
		"movetime":       {Check: durationRange(time.Millisecond, time.Hour)},
		"promotion-wait": {Check: durationRange(time.Second, 10*time.Minute)},
		"remind-after":   {Check: durationRange(time.Second, time.Hour)},
		"braille-hold":   {Check: durationRange(time.Second, time.Hour)},
		"gap":            {Check: durationRange(0, speech.MaxGap)},
		"pause":          {Check: durationRange(0, speech.MaxPause)},
		"time-alerts":    {Check: checkTimeAlerts},
	}
	for i, k := range menuOrder {
		m := meta[k]
		m.Order, m.Group = i+1, menuGroups[k]
		meta[k] = m
	}
	for k, m := range meta {
		m.Help = help(k)
		meta[k] = m
	}
	return settings.FromFlags(settingsFlags, meta, "config", "help")
}

// fillHelp fills the %s of a flag's translated help as the command's
// help does (the languages, the protocols), so that a menu or a page
// never shows the verb itself.
func fillHelp(key, t string) string {
	if !strings.Contains(t, "%s") {
		return t
	}
	if f := settingsFlags().Lookup(key); f != nil {
		if choices, ok := f.Annotations[choicesAnnotation]; ok {
			return fmt.Sprintf(t, strings.Join(choices, ", "))
		}
	}
	if list, ok := helpLists[key]; ok && key != "help" && key != "version" {
		return fmt.Sprintf(t, list(nil))
	}
	return strings.ReplaceAll(t, "%s", "")
}

// checkSide takes the sides play takes.
func checkSide(v string) error {
	switch strings.ToLower(v) {
	case "white", "w", "weiß", "weiss", "black", "b", "schwarz":
		return nil
	}
	return &settings.ChoiceError{Choices: []string{"white", "black"}}
}

// checkServer takes what play --online takes: lichess, or the address
// of a lichess-compatible server; "" plays over the board.
func checkServer(v string) error {
	if v == "" {
		return nil
	}
	if _, err := lichess.ServerURL(v); err != nil {
		return &settings.ExampleError{Example: "lichess, https://lichess.dev"}
	}
	return nil
}

// checkSeek takes what --seek takes: minutes+seconds of a rapid or
// classical game; "" seeks none.
func checkSeek(v string) error {
	if v == "" {
		return nil
	}
	if _, err := parseSeek(v); err != nil {
		return &settings.ExampleError{Example: "15+10"}
	}
	return nil
}

// checkPlayerName takes a player's name as lichess has them: letters,
// digits, - and _, 2 to 30 of them; "" challenges no one.
func checkPlayerName(v string) error {
	if v == "" {
		return nil
	}
	ok := len(v) >= 2 && len(v) <= 30
	for _, c := range v {
		ok = ok && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_')
	}
	if !ok {
		return &settings.ExampleError{Example: "Anna_Schach"}
	}
	return nil
}

// checkClock takes the clocks play takes: a time control, none, board.
func checkClock(v string) error {
	switch strings.ToLower(v) {
	case "", "none", "board":
		return nil
	}
	_, err := clock.Parse(v)
	return err
}

// checkTimeAlerts takes the times of --time-alerts: 5m,1m.
func checkTimeAlerts(v string) error {
	if v == "" {
		return nil
	}
	for _, f := range strings.Split(v, ",") {
		d, err := clock.Parse(strings.TrimSpace(f))
		if err != nil || len(d.Periods) != 1 || d.Periods[0].Increment != 0 || d.Periods[0].Moves != 0 || d.Periods[0].Base <= 0 {
			return &settings.ExampleError{Example: "5m,1m"}
		}
	}
	return nil
}

// checkProtocols takes one protocol, or one per board: dgt,millennium.
func checkProtocols(v string) error {
	for _, pr := range strings.Split(v, ",") {
		if _, err := devices.ParseProtocol(pr); err != nil {
			return err
		}
	}
	return nil
}

// checkLangUI takes the languages of the messages (empty: from the
// environment).
func checkLangUI(v string) error {
	if v == "" {
		return nil
	}
	if _, err := ui.Parse(v); err != nil {
		var codes []string
		for _, l := range ui.Langs() {
			codes = append(codes, string(l))
		}
		return &settings.ChoiceError{Choices: codes}
	}
	return nil
}

// oneOf takes the values shown and other spellings of them.
func oneOf(shown []string, also ...string) func(string) error {
	return func(v string) error {
		for _, s := range append(shown, also...) {
			if v == s {
				return nil
			}
		}
		return &settings.ChoiceError{Choices: shown}
	}
}

func rangeCheck(lo, hi int) func(string) error {
	return func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < lo || n > hi {
			return &settings.RangeError{Min: strconv.Itoa(lo), Max: strconv.Itoa(hi)}
		}
		return nil
	}
}

func floatRange(lo, hi float64) func(string) error {
	return func(v string) error {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || !(f >= lo && f <= hi) {
			return &settings.RangeError{Min: fmt.Sprint(lo), Max: fmt.Sprint(hi)}
		}
		return nil
	}
}

func durationRange(lo, hi time.Duration) func(string) error {
	return func(v string) error {
		d, err := time.ParseDuration(v)
		if err != nil || d < lo || d > hi {
			return &settings.RangeError{Min: lo.String(), Max: hi.String()}
		}
		return nil
	}
}

// boardSetting checks a board's path in the settings file: a path that
// is not there yet is one the appliance waits for (play refuses it when
// it starts, as it refuses --board).
func boardSetting(path string) error {
	if err := devices.CheckPath(path); err != nil && !pathMissing(err) {
		return err
	}
	return nil
}
