# Voice pack generators. Included from the Makefile.
#
#   make voices-default   remake the embedded German pack with SVOX Pico
#                         (needs Node.js and npm; installs the npm package
#                         @echogarden/svoxpico-wasm@0.2.0 into PICO_WORK),
#                         equalise it, and print its spectral balance and
#                         closest pairs of words
#   make voices-espeak ESPEAK_VOICE=cs ESPEAK_OUT=packs/cs
#                         make a pack with espeak-ng in any of its voices
#   make voices-prompts   remake the prompt packs (the assistant's phrases
#                         in each language of cmd/internal/ui that has
#                         them) with espeak-ng and sox
#
# voices-default and voices-prompts make again only the clips whose text
# or settings changed: each pack's _made.json records what made each
# clip (and the equaliser's gains, which new clips are made with); the
# others stay byte for byte. Remove _made.json to make a pack whole
# again. GEN_FLAGS=-adopt records a pack made before as it is.

PICO_DATA ?= voices/gen/pico-de
PICO_WORK ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/rochade-pico
ESPEAK_VOICE ?= de
ESPEAK_OUT ?= packs/espeak-$(ESPEAK_VOICE)

.PHONY: voices-default voices-espeak

voices-default:
	go run ./voices/gen -engine pico -data $(PICO_DATA) -work $(PICO_WORK) $(GEN_FLAGS) -out voices/default
	go run ./cmd/rochade voices check --pairs

voices-espeak:
	go run ./voices/gen -engine espeak-ng -voice $(ESPEAK_VOICE) -out $(ESPEAK_OUT)
	go run ./cmd/rochade voices check $(ESPEAK_OUT)

# The prompt packs: the assistant's own phrases in each language of the
# run but German (which speaks them from the default pack), made with
# espeak-ng from the spoken lines of the language (cmd/internal/ui),
# stored as Ogg Vorbis at 11025 Hz, quality 0, and checked.
# PROMPT_LANGS lists them from the registry of languages as CODE:VOICE,
# the voice of espeak-ng that speaks the pack ("en:en-gb ru:ru ...").
PROMPT_LANGS ?= $(shell go run ./cmd/internal/ui/promptlangs)
PROMPT_WORK ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/rochade-prompts
PROMPT_PACKS := cmd/internal/ui/spoken/packs

.PHONY: voices-prompts

voices-prompts:
	go build -o $(PROMPT_WORK)/rochade ./cmd/rochade
	@for lv in $(PROMPT_LANGS); do \
		l=$${lv%%:*}; v=$${lv#*:}; \
		rm -rf $(PROMPT_WORK)/$$l; \
		$(PROMPT_WORK)/rochade voices new --prompts $$l --name "espeak-ng $$v" $(PROMPT_WORK)/$$l >/dev/null || exit 1; \
		go run ./voices/gen -engine espeak-ng -voice $$v -wpm 160 -texts $(PROMPT_WORK)/$$l/voice.json \
			-format ogg -quality 0 -rate 11025 $(GEN_FLAGS) -out $(PROMPT_PACKS)/$$l || exit 1; \
		$(PROMPT_WORK)/rochade voices check $(PROMPT_PACKS)/$$l || exit 1; \
	done
