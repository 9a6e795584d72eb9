# Rochade — build, test and benchmark.
#
#   make check   the quick loop: gofmt, vet, staticcheck and the tests that
#                need no board emulator (go test -short), in a minute or two
#   make test    install what the tests need, check the code (also built
#                and vetted for every release target), run every test
#   make cross   build and vet for Windows, macOS and the Raspberry Pi
#   make dist    release binaries for every target in dist/, version stamped
#   make demo    play the Appendix C sample game on the board emulator
#   make bench   benchmarks, and the PGN speed comparison with pgn-extract
#   make fuzz    run every fuzz target for FUZZTIME each

GO        ?= go
FUZZTIME  ?= 1m
STATICCHECK_VERSION := v0.8.2
# Debian packages the tests use: pgn-extract (speed comparison), brltty
# (Braille display tests), socat (serial tests), espeak-ng and sox (voice
# pack generators and checks), libasound2 (loaded at run time by the
# sound output; the tests route it to ALSA's null device), stockfish (the
# engine client's tests and play --engine), speech-dispatcher (the system
# speech's tests start their own daemon), dbus and python3-dbusmock (the
# Bluetooth LE tests run a stand-in for BlueZ on a private bus), systemd
# (systemd-analyze verifies the appliance's unit), chromium (the live
# page's tests run it headless).
DEB_PACKAGES := pgn-extract brltty socat espeak-ng sox libasound2 stockfish speech-dispatcher dbus python3-dbusmock systemd chromium gettext
# axe-core (npm), which the live page's tests inject into the page to check
# its accessibility; installed into an ignored folder, never committed.
AXE_VERSION := 4.14.1
AXE_DIR     := cmd/internal/web/testdata/axe
export PATH := $(PATH):/usr/games:$(shell $(GO) env GOPATH)/bin

# Systems other than the one building, as GOOS/GOARCH: Windows, macOS on
# Apple silicon, 64- and 32-bit Raspberry Pi OS. All build without cgo.
CROSS_TARGETS := windows/amd64 darwin/arm64 linux/arm64 linux/arm
# cross vets these too: linux/arm64 builds the very files of linux/amd64,
# with ints of the same size, which vet checks on the build machine.
CROSS_VET_TARGETS := windows/amd64 darwin/arm64 linux/arm
# NICE runs the checks at a lower priority (make test sets it).
NICE ?=
DIST_TARGETS  := linux/amd64 $(CROSS_TARGETS)
# The version --version prints: the Git tag (or commit) of this checkout.
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo devel)
# 32-bit ARM for ARMv6, so that the binary runs on every Raspberry Pi.
GOARM ?= 6

.PHONY: all build install check test deps lint vet staticcheck cross gotest bench fuzz demo dist clean

all: build

build:
	$(GO) build -o bin/rochade ./cmd/rochade

install:
	$(GO) install ./cmd/rochade

# test checks the code and runs the tests at the same time: the tests
# mostly wait on real time (see gotest), and the checks (vet, staticcheck,
# gofmt, cross) run in that time at the lowest priority (nice 19), so that
# they take no processor from the tests' games. Each job's output is
# printed whole when it ends; the first failure fails make test.
test: deps
	@$(MAKE) --no-print-directory -j2 --output-sync=target NICE="nice -n 19" gotest lint cross

# check is the quick loop after a change: the code formatted, vetted and
# staticchecked, and every test that needs no board emulator. In a short
# run (-short) the tests in a real browser and those that play a game in
# real time on an emulated board (board emulate, the demo's board) skip,
# and the large-file test reads smaller files; make test runs them all. Test results of unchanged
# packages come from Go's cache.
check: lint
	$(GO) test -short -p 4 ./...

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
	@grep -qs '"version": "$(AXE_VERSION)"' $(AXE_DIR)/node_modules/axe-core/package.json || { \
		echo "Installing axe-core $(AXE_VERSION) into $(AXE_DIR)"; \
		npm install --prefix $(AXE_DIR) --no-save --no-package-lock --no-audit --no-fund --silent axe-core@$(AXE_VERSION); }

lint: vet staticcheck
	@unformatted=$$($(NICE) gofmt -l .); if [ -n "$$unformatted" ]; then echo "gofmt would change:"; echo "$$unformatted"; exit 1; fi

vet:
	$(NICE) $(GO) vet ./...

staticcheck:
	@command -v staticcheck >/dev/null || $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)
	$(NICE) staticcheck ./...

# cross builds every package for each other system, and vets it, tests
# included, for each of CROSS_VET_TARGETS; the first failure stops it.
cross:
	@for t in $(CROSS_TARGETS); do \
		echo "Building for $$t"; \
		GOOS=$${t%/*} GOARCH=$${t#*/} GOARM=$(GOARM) CGO_ENABLED=0 $(NICE) $(GO) build ./... || exit 1; \
	done
	@for t in $(CROSS_VET_TARGETS); do \
		echo "Vetting for $$t"; \
		GOOS=$${t%/*} GOARCH=$${t#*/} GOARM=$(GOARM) CGO_ENABLED=0 $(NICE) $(GO) vet ./... || exit 1; \
	done

# The end-to-end tests play real games on emulated boards: they wait on
# real time (sensors scanning, hands moving, clocks running) far more than
# they compute (cmd/rochade's use about 90 s of CPU in 11 minutes one after
# another). The independent ones run in parallel, ten at a time
# (-parallel 10; go's default is one per core), so that the longest
# (TestEveryBoardAtPace, 200 s of games one after another) need not wait
# for a turn: cmd/rochade then takes about 7 minutes on two cores, its
# tests that must run alone 3 of them; the other packages run beside it
# (-p, go's default of one per core). A limit of 18 minutes, well under
# CI's 20.
gotest:
	$(GO) test -count=1 -timeout 18m -parallel 10 ./...

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

# dist writes dist/rochade-OS-ARCH (.exe on Windows) for each release
# target, without cgo, with VERSION stamped in, and their SHA-256 sums.
# The 32-bit ARM binary names the hard-float loader of Raspberry Pi OS
# (Go's default, /lib/ld-linux.so.3, is missing from some armhf systems).
dist:
	@rm -rf dist && mkdir -p dist
	@for t in $(DIST_TARGETS); do \
		os=$${t%/*}; arch=$${t#*/}; ext=; ld=; \
		[ $$os = windows ] && ext=.exe; \
		[ $$t = linux/arm ] && ld="-I /lib/ld-linux-armhf.so.3"; \
		echo "dist/rochade-$$os-$$arch$$ext"; \
		GOOS=$$os GOARCH=$$arch GOARM=$(GOARM) CGO_ENABLED=0 $(GO) build -trimpath \
			-ldflags "-s -w $$ld -X main.version=$(VERSION)" \
			-o dist/rochade-$$os-$$arch$$ext ./cmd/rochade || exit 1; \
	done
	@cd dist && sha256sum rochade-* > SHA256SUMS

clean:
	rm -rf bin dist

-include voices/voices.mk
