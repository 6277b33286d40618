"""The front end's part of `make bench`: layoutc end to end against a floor, and peak memory.

- *Floor*: `floor.c` (compiled here with `cc -O2`) reads the same `.view` file line by line
  and writes as many bytes of JSON as layoutc does, one record per line, to `/dev/null`:
  the least any program can do with that file. The table gives layoutc's end-to-end time,
  the floor's, and their ratio.
- *Peak memory*: the peak resident set of a whole `layoutc FILE --format json` process
  (GNU time's `%M`), in KB and in bytes per view.
"""

import os
import statistics
import subprocess
import time


def build_floor(work):
    """Compiles `floor.c` beside this file into `work`; returns the binary's path."""
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "floor.c")
    binary = os.path.join(work, "floor")
    subprocess.run(["cc", "-O2", "-o", binary, source], check=True)
    return binary


def timed(command, runs):
    """Wall times of whole processes, output to /dev/null, one warm-up run first."""
    times = []
    for i in range(runs + 1):
        start = time.perf_counter_ns()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        if i > 0:
            times.append(time.perf_counter_ns() - start)
    return times


def peak_kb(command):
    """The peak resident set of one run of `command` (its output to /dev/null), in KB.

    Measured by GNU time, not by `os.wait4` here: Linux counts a child's peak from the fork,
    so a child of this process (which holds the Yoga and Taffy trees, 800 MB by then) reported
    this process's size, not its own."""
    done = subprocess.run(["/usr/bin/time", "-f", "%M", *command], check=True,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return int(done.stderr.strip().splitlines()[-1])


def output_bytes(command):
    return len(subprocess.run(command, check=True, capture_output=True).stdout)


def ms(times):
    median = statistics.median(times) / 1e6
    return f"{median:,.0f} ({min(times) / 1e6:,.0f}–{max(times) / 1e6:,.0f})", median


def report(layoutc, work, view_source, wide, files, quick):
    """Prints the floor and memory tables. `files` maps a shape's name to its `.view` path
    and run count; `view_source` and `wide` make the 500,000-view file (without `quick`)."""
    name = "100,000 views (wide 25,000)"
    path, runs = files[name]
    views = 100_002
    command = [layoutc, path, "--format", "json"]
    with open(path) as f:
        lines = sum(1 for _ in f)
    size = output_bytes(command)
    floor = build_floor(work)
    ours, our_median = ms(timed(command, runs))
    theirs, floor_median = ms(timed([floor, path, str(lines), str(size)], runs))
    print("\n## End to end against the floor: the 100,000-view file, ms — median (min–max)\n")
    print("| what | ms | ratio to the floor |")
    print("| --- | --- | --- |")
    print(f"| layoutc `--format json` ({size / 1e6:.1f} MB out) | {ours} | "
          f"{our_median / floor_median:.1f} |")
    print(f"| floor: read {lines:,} lines, write {size / 1e6:.1f} MB of JSON (floor.c) | "
          f"{theirs} | 1 |", flush=True)

    measured = [(name, path, views)]
    if not quick:
        # Wide 125,000 would be 500,002 views, past the file limit of 500,000: one row fewer.
        big = os.path.join(work, "wide-124999.view")
        with open(big, "w") as f:
            f.write(view_source(wide(124_999)))
        measured.append(("500,000 views (wide 124,999)", big, 499_998))
    print("\n## Peak memory, whole process, `--format json`\n")
    print("| file | views | peak resident KB | bytes per view |")
    print("| --- | --- | --- | --- |")
    for label, file, count in measured:
        kb = peak_kb([layoutc, file, "--format", "json"])
        print(f"| {label} | {count:,} | {kb:,} | {kb * 1024 / count:,.0f} |", flush=True)
