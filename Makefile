# Rochade — build, test and benchmark.
#
#   make test    install what the tests need, check the code, run every test
#   make demo    play the Appendix C sample game on the board emulator
#   make bench   benchmarks, and the PGN speed comparison with pgn-extract
#   make fuzz    run every fuzz target for FUZZTIME each

GO        ?= go
FUZZTIME  ?= 1m
STATICCHECK_VERSION := v0.8.2
# Debian packages the tests use: pgn-extract (speed comparison), brltty
# (Braille display tests), socat (serial tests), espeak-ng and sox (voice
# pack generators and checks), libasound2 (loaded at run time by the
# sound output; the tests route it to ALSA's null device).
DEB_PACKAGES := pgn-extract brltty socat espeak-ng sox libasound2 stockfish
export PATH := $(PATH):/usr/games:$(shell $(GO) env GOPATH)/bin

.PHONY: all build install test deps lint vet staticcheck gotest bench fuzz demo clean

all: build

build:
	$(GO) build -o bin/rochade ./cmd/rochade

install:
	$(GO) install ./cmd/rochade

test: deps lint gotest

# deps installs the Debian packages the tests need, if any is missing.
deps:
	@missing=""; for p in $(DEB_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:$$missing"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi
	@command -v staticcheck >/dev/null || $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)

lint: vet staticcheck
	@unformatted=$$(gofmt -l .); if [ -n "$$unformatted" ]; then echo "gofmt would change:"; echo "$$unformatted"; exit 1; fi

vet:
	$(GO) vet ./...

staticcheck:
	staticcheck ./...

gotest:
	$(GO) test -count=1 ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...
	bench/pgn-read.sh

fuzz:
	@for pkg in $$($(GO) list ./...); do \
		for target in $$($(GO) test -list 'Fuzz.*' $$pkg | grep '^Fuzz'); do \
			echo "Fuzzing $$target in $$pkg for $(FUZZTIME)"; \
			$(GO) test -run '^$$' -fuzz "^$$target$$" -fuzztime $(FUZZTIME) -parallel 1 $$pkg || exit 1; \
		done; \
	done

demo:
	$(GO) run ./cmd/rochade demo

clean:
	rm -rf bin

-include voices/voices.mk
