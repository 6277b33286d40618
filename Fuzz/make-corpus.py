#!/usr/bin/env python3
"""Writes the fuzzers' generated inputs (`make fuzz` runs it; see CONTRIBUTING.md, "Fuzzing").

    python3 Fuzz/make-corpus.py VIEW_DIR SWIFT_DIR

VIEW_DIR gets the hostile shapes the engine must survive in linear time (the shapes of
Tests/LayoutCommandTests/HostileInputTests.swift and Tests/LayoutEngineTests/LinearGrowthTests*,
at depths that fit the fuzzers' -max_len); SWIFT_DIR gets every Swift program the tests and
examples use (each app of Examples/Apps as one file, each multi-line string literal of the Swift
tests) and hostile Swift shapes. The inputs are generated rather than committed because some are
tens of kilobytes of repetition; every one is deterministic.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def nest(head, leaf, depth, step=1):
    """`head` nested `depth` levels by indentation (`step` spaces a level), `leaf` inside."""
    lines = [" " * (step * level) + head for level in range(depth)]
    return "\n".join(lines + [" " * (step * depth) + leaf]) + "\n"


def view_inputs():
    inputs = {}
    # Grid › GridRow nested 30 deep (was exponential: ×1.35 a level), a colour at the bottom.
    text = ""
    for level in range(30):
        text += " " * (2 * level) + "Grid\n" + " " * (2 * level + 1) + "GridRow\n"
    inputs["grid-gridrow-30"] = text + " " * 60 + "Color.red\n"
    # Grid alone nested: a grid's direct children are rows of one cell.
    inputs["grid-alone-60"] = nest("Grid", "Color.red", 60)
    # Two-column grids sharing lengths (n log n): a colour beside each nested grid.
    text = ""
    for level in range(40):
        text += " " * (2 * level) + "Grid\n" + " " * (2 * level + 1) + "GridRow\n"
        text += " " * (2 * level + 2) + "Color.blue\n"
    inputs["grid-two-columns-40"] = text + " " * 80 + "Color.red\n"
    # Lazy grids nested, each with a second item.
    text = ""
    for level in range(40):
        pad = " " * (2 * level)
        grid = "LazyVGrid" if level % 2 == 0 else "LazyHGrid"
        items = "columns: [GridItem(), GridItem()]" if level % 2 == 0 else \
            "rows: [GridItem(.adaptive(minimum: 20, maximum: 100))]"
        text += pad + grid + "(" + items + ")\n" + pad + "  Color.blue\n"
    inputs["lazy-grids-40"] = text + " " * 80 + "Color.red\n"
    # ViewThatFits nested: fitting, and too wide at the bottom.
    text = ""
    for level in range(60):
        text += " " * (2 * level) + "ViewThatFits(in: .horizontal)\n"
        text += " " * (2 * level + 2) + "Color.blue.frame(width: 10, height: 10)\n"
    inputs["view-that-fits-60"] = text + " " * 120 + "Color.red.frame(width: 1000, height: 10)\n"
    # Horizontal ScrollView in an HStack, nested, with no containerRelativeFrame.
    text = ""
    for level in range(40):
        text += " " * (4 * level) + "HStack\n" + " " * (4 * level + 2) + "Color.blue\n"
        text += " " * (4 * level + 2) + "ScrollView(.horizontal)\n"
    inputs["scroll-in-hstack-40"] = text + " " * 160 + "Text(\"bottom\")\n"
    # The same with containerRelativeFrame at the bottom (it was exponential in depth; now
    # about 22 size queries a level, kept 6 deep so the seed stays small).
    text = ""
    for level in range(6):
        text += " " * (4 * level) + "HStack\n" + " " * (4 * level + 2) + "Color.blue\n"
        text += " " * (4 * level + 2) + "ScrollView(.horizontal)\n"
    inputs["scroll-in-hstack-container-relative-6"] = text + " " * 24 + \
        "Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)\n"
    # GeometryReader nested, a proxy frame at the bottom, each beside a colour in an HStack.
    text = ""
    for level in range(40):
        text += " " * (4 * level) + "HStack\n" + " " * (4 * level + 2) + "Color.blue\n"
        text += " " * (4 * level + 2) + "GeometryReader { p" + str(level) + " in\n"
    inputs["geometry-readers-40"] = text + " " * 160 + \
        "Color.red.frame(width: p39.size.width * 0.5)\n" + \
        "".join(" " * (4 * level + 2) + "}\n" for level in reversed(range(40)))
    inputs["geometry-readers-braces-100"] = (
        "GeometryReader { p in " * 100 + "Color.red" + " }" * 100 + "\n")
    # AnyLayout choosing each layout, nested.
    layouts = ["HStackLayout()", "VStackLayout()", "ZStackLayout()", "GridLayout()"]
    text = ""
    for level in range(40):
        text += " " * (2 * level) + "AnyLayout(" + layouts[level % 4] + ")\n"
        text += " " * (2 * level + 2) + "Color.blue\n"
    inputs["any-layout-40"] = text + " " * 80 + "Color.red\n"
    # Safe-area modifiers nested.
    text = ""
    for level in range(40):
        pad = " " * (4 * level)
        text += pad + "VStack\n" + pad + "  Color.blue\n"
        text += pad + "  VStack\n" + pad + "    .ignoresSafeArea()\n"
        text += pad + "    .safeAreaPadding(1)\n" + pad + "    .safeAreaInset(edge: .bottom)\n"
        text += pad + "      Color.green.frame(height: 10)\n"
    inputs["safe-area-40"] = "// layoutc: --device \"iPhone 16 Pro\"\n" + text + " " * 160 + \
        "Color.red\n"
    # A wide file: thousands of siblings.
    inputs["wide-3000"] = "VStack\n" + "  Color.red\n" * 3000
    inputs["wide-hstack-texts-1500"] = "HStack\n" + "".join(
        "  Text(\"%d\")\n" % k for k in range(1500))
    # Deep nesting: by indentation (its bytes grow as depth², so 4,000 levels, the limit, is
    # 8 MB: HostileInputTests lays that out), by braces up to and past the expression limit of
    # 256, and a modifier chain 3,000 deep (modifiers have no nesting limit but the line's).
    inputs["deep-vstack-200"] = nest("VStack", "Color.red.frame(width: 10, height: 10)", 200)
    inputs["deep-braces-250"] = "VStack { " * 250 + "Color.red" + " }" * 250 + "\n"
    inputs["deep-braces-300"] = "VStack { " * 300 + "Color.red" + " }" * 300 + "\n"
    inputs["deep-modifiers-3000"] = "Color.red" + ".padding(1)" * 3000 + "\n"
    inputs["deep-mixed-modifiers-1000"] = "Text(\"a\")" + \
        ".frame(maxWidth: .infinity).padding(-1).offset(x: 1).fixedSize()" * 250 + "\n"
    # Long text paragraphs: one long line of words, one unbroken word, and many paragraphs.
    words = " ".join("word%d" % (k % 97) for k in range(2500))
    inputs["long-paragraph"] = "VStack\n  Text(\"" + words + "\")\n  Text(\"" + "x" * 8000 + \
        "\").lineLimit(3)\n"
    inputs["long-paragraphs-multiline"] = "Text(\"" + "\\n".join(
        "paragraph %d " % k + "ab " * 40 for k in range(100)) + "\").frame(width: 120)\n"
    # Huge numbers in every position that takes one.
    numbers = ["1e308", "-1e308", "4.9e-324", ".infinity", "-.infinity", ".nan", "-0",
               "1e308 * 10", "0 / 0", "99999999999999999999999"]
    for k, n in enumerate(numbers):
        text = "VStack\n"
        text += "  Color.red.frame(width: %s, height: %s)\n" % (n, n)
        text += "  Text(\"a\").padding(%s).offset(x: %s)\n" % (n, n)
        text += "  HStack(spacing: %s)\n    Color.blue.frame(minWidth: %s, maxWidth: %s)\n" % (
            n, n, n)
        text += "  Color.green.aspectRatio(%s, contentMode: .fit).layoutPriority(%s)\n" % (n, n)
        inputs["huge-numbers-%d" % k] = text
    return {name + ".view": text for name, text in inputs.items()}


def swift_literals(path):
    """The multi-line string literals of a Swift test file, without their indentation; those
    with interpolation are skipped (their text is not a program until the test runs)."""
    text = open(path, encoding="utf-8").read()
    found = []
    for match in re.finditer(r'"""\n(.*?)\n([ \t]*)"""', text, re.S):
        body, indent = match.group(1), match.group(2)
        if "\\(" in body:
            continue
        lines = [line[len(indent):] if line.startswith(indent) else line.lstrip()
                 for line in body.split("\n")]
        body = "\n".join(lines) + "\n"
        body = body.replace('\\"', '"').replace("\\t", "\t").replace("\\\\", "\\")
        found.append(body)
    return found


def swift_inputs():
    inputs = {}
    apps = os.path.join(ROOT, "Examples", "Apps")
    for app in sorted(os.listdir(apps)):
        folder = os.path.join(apps, app)
        if not os.path.isdir(folder):
            continue
        files = sorted(f for f in os.listdir(folder) if f.endswith(".swift"))
        texts = [open(os.path.join(folder, f), encoding="utf-8").read() for f in files]
        # Each app as one program, and each of its files alone.
        inputs["app-" + app] = "\n".join(texts)
        for name, text in zip(files, texts):
            inputs["app-%s-%s" % (app, name[:-len(".swift")])] = text
    for folder in ["SwiftFrontEndTests", "CLITests"]:
        tests = os.path.join(ROOT, "Tests", folder)
        for name in sorted(os.listdir(tests)):
            if not name.endswith(".swift"):
                continue
            for k, literal in enumerate(swift_literals(os.path.join(tests, name))):
                if "View" in literal or "Preview" in literal:
                    inputs["%s-%d" % (name[:-len(".swift")], k)] = literal
    preview = "#Preview {\n  %s\n}\n"
    # Nesting: calls in a view builder past the parser's and the interpreter's depths.
    inputs["deep-vstack-braces-120"] = preview % ("VStack { " * 120 + "Color.red" + " }" * 120)
    inputs["deep-vstack-braces-300"] = preview % ("VStack { " * 300 + "Color.red" + " }" * 300)
    inputs["deep-parentheses-400"] = preview % (
        "Color.red.frame(width: " + "(" * 400 + "1" + ")" * 400 + ")")
    # Every `.swift` input stays under the target's -max_len (6 KiB, the Makefile says why).
    inputs["deep-modifiers-500"] = preview % ("Color.red" + ".padding(1)" * 500)
    # Custom views nested 100 deep; a view that uses itself runs into the 150-deep call limit.
    text = ""
    for k in range(100):
        text += "struct V%d: View { var body: some View { V%d() } }\n" % (k, k + 1)
    inputs["custom-views-100"] = text + "struct V100: View { var body: some View { Color.red } }\n" \
        + preview % "V0()"
    inputs["recursive-view"] = "struct R: View {\n  var n: Int\n  var body: some View {\n" \
        "    if n > 0 { R(n: n - 1) } else { Color.red }\n  }\n}\n" + preview % "R(n: 100000)"
    inputs["recursive-function"] = "func f(_ n: Int) -> Int { n == 0 ? 0 : 1 + f(n - 1) }\n" + \
        preview % "Color.red.frame(width: Double(f(1000000)))"
    # Loops and ranges past the array limit (10,000). A loop that runs into the step limit
    # (2,000,000 a preview) is not among them: under the sanitizers it runs past -timeout.
    inputs["while-true"] = "func spin() -> Int {\n  var k = 0\n  while true { k += 1 }\n" \
        "  return k\n}\n" + preview % "Color.red.frame(width: Double(spin()))"
    inputs["big-for-each"] = preview % (
        "ScrollView { LazyVStack { ForEach(0..<1000000, id: \\.self) { i in Text(\"\\(i)\") } } }")
    inputs["wide-400"] = preview % ("VStack {\n" + "    Color.red\n" * 400 + "  }")
    # Grids, ViewThatFits and ScrollViews nested, as in the .view inputs.
    inputs["grid-gridrow-30"] = preview % ("Grid { GridRow { " * 30 + "Color.red" + " } }" * 30)
    inputs["view-that-fits-40"] = preview % (
        "ViewThatFits(in: .horizontal) { Color.blue.frame(width: 10); " * 40
        + "Color.red.frame(width: 1000)" + " }" * 40)
    inputs["scroll-in-hstack-30"] = preview % (
        "HStack { Color.blue; ScrollView(.horizontal) { " * 30 + "Text(\"x\")" + " } }" * 30)
    # Huge numbers and long strings.
    inputs["huge-numbers"] = preview % (
        "VStack(spacing: 1e308) { Color.red.frame(width: 1e308 * 10, height: .infinity)\n"
        "    Text(\"a\").padding(-1e308).offset(x: .nan)\n"
        "    Color.blue.frame(width: CGFloat(Int.max), height: Double(Int.min)) }")
    inputs["int-overflow"] = preview % (
        "Color.red.frame(width: Double(Int.max + 1), height: Double(Int.min / -1))")
    inputs["long-string"] = preview % ("Text(\"" + "word " * 1000 + "\").frame(width: 100)")
    return {name + ".swift": text for name, text in inputs.items()}


def write(folder, inputs):
    os.makedirs(folder, exist_ok=True)
    for name, text in inputs.items():
        with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: make-corpus.py VIEW_DIR SWIFT_DIR")
    write(sys.argv[1], view_inputs())
    write(sys.argv[2], swift_inputs())
