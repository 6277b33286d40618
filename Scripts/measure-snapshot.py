#!/usr/bin/env python3
"""Measure reference images (PNG snapshots) of iOS screens, in points.

Pure Python 3 (zlib only, no Pillow). Used to build Documentation/Chrome.md:
every number there names the image, the pixel rows/columns and this script's
output it came from, so it can be re-measured.

Usage:
  measure-snapshot.py FILE.png [--scale 3] info
      size in pixels and points, colour type
  measure-snapshot.py FILE.png [--scale 3] column X [--from Y0 --to Y1]
      runs of equal colour down pixel column X: "y0-y1 (pt a-b, h) #RRGGBB"
  measure-snapshot.py FILE.png [--scale 3] row Y [--from X0 --to X1]
      runs of equal colour along pixel row Y
  measure-snapshot.py FILE.png [--scale 3] lines [--bg RRGGBB] [--x0 X --x1 X]
      pixel rows whose pixels between x0 and x1 are all one colour, grouped
      into bands (finds separators, card edges, bar bottoms); --from/--to
      limit the pixel rows scanned (also for ink)
  measure-snapshot.py FILE.png [--scale 3] ink [--bg RRGGBB] [--x0 X --x1 X]
      pixel rows that contain "ink" (pixels differing from the band's
      dominant colour by more than --tol), grouped into text/graphic rows,
      with the leftmost and rightmost ink column of each group
  measure-snapshot.py FILE.png [--scale 3] stem --x0 X --x1 X --from Y0 --to Y1 [--bg RRGGBB]
      per pixel column of the box, the summed ink coverage (0 at the
      background, 1 at the box's darkest pixel): a glyph stem's column sum is
      its height in pixels, to a tenth of a pixel (cap heights, Dynamic Type)
  measure-snapshot.py FILE.png pixel X Y

Runs shorter than --min (default 1) pixels are merged into "~mixed".
Points = pixels / scale; values are printed with both.
"""
import struct, sys, zlib, argparse, signal
from collections import Counter


def read_png(path):
    data = open(path, 'rb').read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        raise SystemExit(f'{path}: not a PNG (Git LFS pointer?)')
    pos, idat, ihdr = 8, b'', None
    while pos < len(data):
        ln, = struct.unpack('>I', data[pos:pos + 4])
        typ = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + ln]
        if typ == b'IHDR':
            ihdr = struct.unpack('>IIBBBBB', body)
        elif typ == b'IDAT':
            idat += body
        pos += 12 + ln
    w, h, depth, ctype, _, _, interlace = ihdr
    if depth not in (8, 16) or interlace:
        raise SystemExit('only 8- and 16-bit non-interlaced PNGs are handled')
    spp = {2: 3, 6: 4, 0: 1, 4: 2}[ctype]   # samples per pixel
    bps = depth // 8                         # bytes per sample
    bpp = spp * bps
    raw = zlib.decompress(idat)
    stride = w * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(h):
        f = raw[i]; i += 1
        line = bytearray(raw[i:i + stride]); i += stride
        if f == 1:
            for x in range(bpp, stride): line[x] = (line[x] + line[x - bpp]) & 255
        elif f == 2:
            for x in range(stride): line[x] = (line[x] + prev[x]) & 255
        elif f == 3:
            for x in range(stride):
                a = line[x - bpp] if x >= bpp else 0
                line[x] = (line[x] + ((a + prev[x]) >> 1)) & 255
        elif f == 4:
            for x in range(stride):
                a = line[x - bpp] if x >= bpp else 0
                b = prev[x]; c = prev[x - bpp] if x >= bpp else 0
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pr) & 255
        rows.append(line); prev = line
    def px(x, y):
        # 16-bit samples are big-endian: the first byte is the 8-bit value.
        r = rows[y]; o = x * bpp
        if spp >= 3:
            return (r[o], r[o + bps], r[o + 2 * bps])
        return (r[o], r[o], r[o])
    return w, h, ctype, px


def hexc(c): return '#%02X%02X%02X' % c


def runs(values):
    out, start = [], 0
    for i in range(1, len(values) + 1):
        if i == len(values) or values[i] != values[start]:
            out.append((start, i - 1, values[start])); start = i
    return out


def fmt(a, b, s):
    return f'{a}-{b} (pt {a / s:g}-{(b + 1) / s:g}, h {(b - a + 1) / s:g})'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('file'); ap.add_argument('cmd')
    ap.add_argument('args', nargs='*', type=int)
    ap.add_argument('--scale', type=float, default=3)
    ap.add_argument('--from', dest='lo', type=int); ap.add_argument('--to', dest='hi', type=int)
    ap.add_argument('--x0', type=int); ap.add_argument('--x1', type=int)
    ap.add_argument('--bg'); ap.add_argument('--tol', type=int, default=24)
    ap.add_argument('--min', type=int, default=1)
    a = ap.parse_args()
    w, h, ctype, px = read_png(a.file); s = a.scale
    if a.cmd == 'info':
        print(f'{w}x{h} px, colour type {ctype}; at scale {s:g}: {w / s:g} x {h / s:g} pt')
    elif a.cmd == 'pixel':
        print(hexc(px(a.args[0], a.args[1])))
    elif a.cmd in ('column', 'row'):
        n = a.args[0]
        if a.cmd == 'column':
            lo, hi = a.lo or 0, a.hi if a.hi is not None else h - 1
            vals = [px(n, y) for y in range(lo, hi + 1)]
        else:
            lo, hi = a.lo or 0, a.hi if a.hi is not None else w - 1
            vals = [px(x, n) for x in range(lo, hi + 1)]
        for r0, r1, c in runs(vals):
            tag = hexc(c) if r1 - r0 + 1 >= a.min else '~mixed'
            print(fmt(r0 + lo, r1 + lo, s), tag)
    elif a.cmd in ('lines', 'ink'):
        x0, x1 = a.x0 or 0, a.x1 if a.x1 is not None else w - 1
        groups, cur = [], None
        for y in range(a.lo or 0, (a.hi if a.hi is not None else h - 1) + 1):
            row = [px(x, y) for x in range(x0, x1 + 1)]
            if a.cmd == 'lines':
                key = hexc(row[0]) if all(p == row[0] for p in row) else None
            else:
                bg = tuple(int(a.bg[i:i + 2], 16) for i in (0, 2, 4)) if a.bg else Counter(row).most_common(1)[0][0]
                xs = [x0 + i for i, p in enumerate(row) if max(abs(p[k] - bg[k]) for k in range(3)) > a.tol]
                key = 'ink' if xs else None
            if key and cur and cur[2] == key and cur[1] == y - 1:
                cur[1] = y
                if a.cmd == 'ink': cur[3] = min(cur[3], xs[0]); cur[4] = max(cur[4], xs[-1])
            elif key:
                cur = [y, y, key] + ([xs[0], xs[-1]] if a.cmd == 'ink' else []); groups.append(cur)
            else:
                cur = None
        for g in groups:
            extra = f' x {g[3]}-{g[4]} (pt {g[3] / s:g}-{(g[4] + 1) / s:g})' if a.cmd == 'ink' else ''
            print(fmt(g[0], g[1], s), g[2], extra)
    elif a.cmd == 'stem':
        # Summed ink coverage per column, for cap heights: coverage is measured from the
        # background (--bg, default: the top-left pixel of the box) to the darkest pixel in
        # the box --x0..--x1 x --from..--to; a glyph stem's column sum is its height in px.
        x0, x1, lo, hi = a.x0, a.x1, a.lo, a.hi
        lum = lambda p: sum(p) / 3
        bgl = lum(tuple(int(a.bg[i:i + 2], 16) for i in (0, 2, 4))) if a.bg else lum(px(x0, lo))
        cols = {x: [lum(px(x, y)) for y in range(lo, hi + 1)] for x in range(x0, x1 + 1)}
        ink = min(min(v) for v in cols.values())
        for x, v in cols.items():
            cov = [max(0.0, (bgl - l) / (bgl - ink)) for l in v] if bgl != ink else [0.0] * len(v)
            full = [lo + i for i, c in enumerate(cov) if c > 0.5]
            span = f', rows over 50 %: {full[0]}-{full[-1]}' if full else ''
            print(f'column {x}: {sum(cov):.2f} px = {sum(cov) / s:.2f} pt{span}')
    else:
        ap.error('unknown command')


if __name__ == '__main__':
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet when piped into head
    main()
