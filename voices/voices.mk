# Voice pack generators. Included from the Makefile.
#
#   make voices-default   remake the embedded German pack with SVOX Pico
#                         (needs Node.js and npm; installs the npm package
#                         @echogarden/svoxpico-wasm@0.2.0 into PICO_WORK),
#                         equalise it, and print its spectral balance and
#                         closest pairs of words
#   make voices-espeak ESPEAK_VOICE=cs ESPEAK_OUT=packs/cs
#                         make a pack with espeak-ng in any of its voices

PICO_DATA ?= voices/gen/pico-de
PICO_WORK ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/rochade-pico
ESPEAK_VOICE ?= de
ESPEAK_OUT ?= packs/espeak-$(ESPEAK_VOICE)

.PHONY: voices-default voices-espeak

voices-default:
	go run ./voices/gen -engine pico -data $(PICO_DATA) -work $(PICO_WORK) -out voices/default
	go run ./cmd/rochade voices check --pairs

voices-espeak:
	go run ./voices/gen -engine espeak-ng -voice $(ESPEAK_VOICE) -out $(ESPEAK_OUT)
	go run ./cmd/rochade voices check $(ESPEAK_OUT)
