# layoutc — see CONTRIBUTING.md ("Makefile targets"). Every target works on a fresh Debian 12
# machine with Swift on the PATH.

# Debian packages the build needs (FreeType, HarfBuzz, ICU, and pkg-config to find them);
# add one by adding its name here.
PACKAGES := libfreetype-dev pkg-config libharfbuzz-dev libicu-dev

# Debian packages only the tests need: Chromium for the browser check of `--format svg`, zlib to
# decode its screenshots (about 120 MB to fetch, under a minute to install), jq for the
# documentation's `| jq` examples, DejaVu Sans as the `--fallback-font` the tests pass.
TEST_PACKAGES := chromium zlib1g-dev jq fonts-dejavu-core

# The example `make run` lays out.
EXAMPLE ?= Examples/FeedCard.view

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN = $(shell $(SWIFT) build --show-bin-path)

# The binary users run (`make release`, `make install`, and what `make bench` measures): optimised,
# with the Swift runtime linked in, so a run loads and relocates no Swift shared libraries
# (BENCHMARKS.md, cold start). FreeType, HarfBuzz and ICU stay the system's shared libraries.
RELEASE_FLAGS := -c release --static-swift-stdlib
RELEASE_BIN = $(shell $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)
# `make install`: $(PREFIX)/bin/layoutc and the bundled fonts in $(PREFIX)/share/layoutc/Fonts,
# where the binary looks for them (relative to itself, so the prefix can move).
PREFIX ?= /usr/local

.PHONY: setup setup-test build run release install test golden pictures browser-check bench fuzz \
  format lint

# Installs the packages named in $(1) that are missing (dpkg -s checks each), with the
# apt-get options in $(2).
define install_missing
	@missing=""; \
	for package in $(1); do \
	  dpkg -s "$$package" >/dev/null 2>&1 || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y $(2) $$missing; \
	fi
endef

## setup: install the Debian packages the build needs, if any is missing
setup:
	$(call install_missing,$(PACKAGES))

## setup-test: setup, and the packages the tests need (Chromium, zlib, jq), if any is missing
setup-test: setup
	$(call install_missing,$(TEST_PACKAGES),--no-install-recommends)

## build: build everything (debug)
build: setup
	$(SWIFT) build

## run: build and lay out one example, printing its table
run: build
	$(BIN)/layoutc $(EXAMPLE)

## release: build the binary to ship (release, static Swift runtime): .build/release/layoutc
release: setup
	$(SWIFT) build $(RELEASE_FLAGS) --product layoutc
	@echo "built $(RELEASE_BIN)/layoutc"

## install: release, then copy the binary to $(PREFIX)/bin and the fonts (with their licence) to
## $(PREFIX)/share/layoutc/Fonts
install: release
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/layoutc/Fonts"
	install -m 755 "$(RELEASE_BIN)/layoutc" "$(PREFIX)/bin/layoutc"
	install -m 644 Sources/TextMeasurement/Fonts/* "$(PREFIX)/share/layoutc/Fonts/"

## test: THE test command — set up (with the test packages), build and run every test
test: setup-test
	$(SWIFT) test

# The Swift sources swift-format formats and lints, with the rules in .swift-format.
FORMAT_PATHS := Package.swift Sources Tests Benchmarks Fuzz

## format: rewrite every Swift source in the project's style (.swift-format; swift-format ships with
## the toolchain as `swift format`)
format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMAT_PATHS)

## lint: check every Swift source against .swift-format without changing it; any finding fails
lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

## golden: re-record the examples' goldens from the built binary (on purpose only; check the diff):
## `layoutc record Examples/` writes Examples/__Layouts__/ (each example on the canvases of its
## first-line `// layoutc:` header) and each app's Examples/Apps/NAME/__Layouts__/ (on the
## iPhone 16 Pro of Examples/Apps/layoutc.json), and lists what it wrote and what moved; then each
## app's previews.jsonl. `layoutc check Examples/` (a CLI test) checks them all.
golden: build
	$(BIN)/layoutc record Examples/
	@for app in Examples/Apps/*/; do \
	  app="$${app%/}"; \
	  $(BIN)/layoutc "$$app" --device "iPhone 16 Pro" --format json > "$$app/previews.jsonl.tmp" \
	    || { rm -f "$$app/previews.jsonl.tmp"; exit 1; }; \
	  mv "$$app/previews.jsonl.tmp" "$$app/previews.jsonl"; \
	  echo "recorded $$app/previews.jsonl"; \
	done
	@git status --short Examples

## pictures: re-draw every Documentation/Pictures/X.svg from Examples/X.view (on purpose only;
## check the diff), with the flags of the example's first-line `// layoutc: FLAGS` header (split
## by xargs, as a shell would)
pictures: build
	@mkdir -p Documentation/Pictures
	@for view in Examples/*.view; do \
	  name=$$(basename "$${view%.view}"); svg="Documentation/Pictures/$$name.svg"; \
	  sed -n '1{s/\r$$//;s|^// layoutc:||p;}' "$$view" \
	    | xargs $(BIN)/layoutc "$$view" --format svg > "$$svg.tmp" || { rm -f "$$svg.tmp"; exit 1; }; \
	  mv "$$svg.tmp" "$$svg"; \
	  echo "drew $$svg"; \
	done
	@git status --short Documentation/Pictures

## browser-check: render an example's SVG with headless Chromium and check the screenshot's pixels
## (part of `make test`; this runs it alone)
browser-check: setup-test
	$(SWIFT) test --filter BrowserTests

## bench: build release as `make release` does and print the comparison table (Benchmarks/bench.py;
## see BENCHMARKS.md). Yoga and Taffy come from PyPI (poga, stretchable) into the git-ignored .venv.
BENCH_PYTHON ?= python3
BENCH_FLAGS ?=
bench: setup
	$(call install_missing,time)
	LAYOUTC_EXTRA_TARGETS=bench $(SWIFT) build $(RELEASE_FLAGS) --scratch-path .build-bench
	@[ -x .venv/bin/python ] || $(BENCH_PYTHON) -m venv .venv
	@.venv/bin/pip install --quiet --disable-pip-version-check poga==0.1.19 stretchable==1.1.8
	.venv/bin/python Benchmarks/bench.py --bin .build-bench/release --work .build-bench/views $(BENCH_FLAGS)

## fuzz: libFuzzer under AddressSanitizer over the whole pipeline, twice: `.view` bytes -> parse
## -> layout -> JSON (layoutc-fuzz), then `.swift` bytes -> swift-syntax -> front end ->
## interpreter -> layout -> JSON (layoutc-fuzz-swift), FUZZ_SECONDS in all, split between them
## (a read out of bounds stops it even where it would not crash; leak checks off, as in the tests:
## run-long caches are kept to the end). Starting inputs: the examples, Fuzz/corpus, and the hostile shapes
## and the tests' Swift programs Fuzz/make-corpus.py writes; new inputs go to .build-fuzz/corpus
## and .build-fuzz/swift-corpus, crashes and hangs to .build-fuzz/artifacts (turn each into a
## regression test).
FUZZ_SECONDS ?= 60
# The `.swift` target's share of FUZZ_SECONDS; the `.view` target gets the rest.
FUZZ_SWIFT_SECONDS ?= $(shell echo $$(( $(FUZZ_SECONDS) / 2 )))
# The `.view` target's -max_len: 64 KiB keeps every generated input whole (the largest is 36 KB;
# libFuzzer cuts longer inputs) and reaches the limits that matter: braces past the expression limit of 256 (2.3 KB),
# swift-syntax's nesting limit, a modifier chain 6,000 deep (the engine's tree deeper than the
# 4,000-level view limit), 6,000 siblings, indentation 360 levels deep (4,000 levels by
# indentation is 8 MB; HostileInputTests lays that out). Measured on the `.view` target, 40 s
# each (-seed=1, shared machine): 4 KiB ran 37 inputs a second to 13,749 coverage points,
# 16 KiB 17 to 14,146, 64 KiB 15 to 14,012 (BENCHMARKS.md, "Fuzzing").
FUZZ_MAX_LEN ?= 65536
# The `.swift` target's -max_len. swift-syntax's recovery from code that is not a declaration in
# a type's body (`struct S { .padding(1).padding(1)… }`) is quadratic in its length, and
# swift-syntax is a debug build here: 6 KiB of it parse in 24.6 s, 8 KiB in 42.3 s, 22 KB ran past
# the 90 s below (BENCHMARKS.md, "Fuzzing"). 6 KiB keeps such an input under a third of it and
# still reaches the front end's limits (150-deep calls, 2,000,000 steps, 10,000-element ranges).
FUZZ_SWIFT_MAX_LEN ?= 6144
# Both targets in one scratch path and configuration, so the modules they share compile once
# (SwiftPM builds one product per call; the second call compiles only what the first did not).
# Package.swift optimises and instruments the project's modules; swift-syntax stays a plain
# debug build (see the note there).
FUZZ_BUILD := LAYOUTC_EXTRA_TARGETS=fuzz $(SWIFT) build --scratch-path .build-fuzz
# -timeout: an input that runs 10 seconds is a hang, a finding like a crash. A `.swift` input
# gets 90: a program that runs to the interpreter's limit of 2,000,000 steps takes 2.2 s in the
# release build and 33–45 s under the sanitizers (a loaded machine), and stopping there is the
# limit working, not a hang.
FUZZ_RUN := ASAN_OPTIONS=detect_leaks=0
FUZZ_FLAGS = -rss_limit_mb=4096 -artifact_prefix=.build-fuzz/artifacts/ -print_final_stats=1
fuzz: setup
	$(call install_missing,python3)
	$(FUZZ_BUILD) --product layoutc-fuzz
	$(FUZZ_BUILD) --product layoutc-fuzz-swift
	@mkdir -p .build-fuzz/corpus .build-fuzz/swift-corpus .build-fuzz/artifacts
	@cp Examples/*.view .build-fuzz/corpus/
	python3 Fuzz/make-corpus.py .build-fuzz/generated/view .build-fuzz/generated/swift
	$(FUZZ_RUN) .build-fuzz/debug/layoutc-fuzz .build-fuzz/corpus Fuzz/corpus \
	  .build-fuzz/generated/view -max_total_time=$$(( $(FUZZ_SECONDS) - $(FUZZ_SWIFT_SECONDS) )) \
	  -timeout=10 -max_len=$(FUZZ_MAX_LEN) $(FUZZ_FLAGS)
	$(FUZZ_RUN) .build-fuzz/debug/layoutc-fuzz-swift .build-fuzz/swift-corpus \
	  .build-fuzz/generated/swift -max_total_time=$(FUZZ_SWIFT_SECONDS) -timeout=90 \
	  -max_len=$(FUZZ_SWIFT_MAX_LEN) $(FUZZ_FLAGS)
