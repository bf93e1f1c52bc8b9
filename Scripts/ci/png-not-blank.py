"""Exits 1 when a PNG screenshot is blank: too few pixels differ from the most common colour.

Standard library only (no Pillow here): decodes 8-bit RGB/RGBA PNGs, the kind Chromium writes.
Usage: python3 png-not-blank.py FILE.png
"""
import collections
import struct
import sys
import zlib


def pixels(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG file")
    offset, idat, header = 8, b"", None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        sys.exit(f"{path}: unsupported PNG (depth {depth}, colour type {color})")
    step = 3 if color == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * step
    previous = bytearray(stride)
    rows = []
    position = 0
    for _ in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = line[i - step] if i >= step else 0
            up = previous[i]
            corner = previous[i - step] if i >= step else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + predictor) & 0xFF
        rows.append(bytes(line))
        previous = line
    return width, height, step, rows


def main():
    width, height, step, rows = pixels(sys.argv[1])
    counts = collections.Counter()
    for row in rows[::2]:
        for x in range(0, width * step, step * 2):
            counts[row[x:x + 3]] += 1
    total = sum(counts.values())
    background = counts.most_common(1)[0][1]
    drawn = 1 - background / total
    print(f"{sys.argv[1]}: {width}x{height}, {len(counts)} colours, {drawn:.1%} drawn")
    if drawn < 0.02 or len(counts) < 8:
        sys.exit(f"{sys.argv[1]}: the screenshot looks blank")


main()
