#!/usr/bin/env python3
"""Writes the image fixtures of the PDF image tests into this folder.

Every image is 37 x 29 pixels: four quadrants split at column 18 and row 14, a fully transparent
6 x 6 square at columns 4-9, rows 4-9 (in the images that carry transparency) and a half-transparent
(alpha 128) square at columns 24-31, rows 18-24. Rows use the five PNG filters in turn, so every
filter is exercised; interlaced images use Adam7. The PNG writer is Python's standard library (zlib);
the JPEGs come from ImageMagick's `convert` (Debian's /usr/bin/convert), only needed to regenerate them.

Run: python3 make-images.py   (from any directory; it writes beside itself)
"""

import os
import struct
import subprocess
import zlib

WIDTH, HEIGHT = 37, 29
SPLIT_X, SPLIT_Y = 18, 14
RGB = [(255, 0, 0), (0, 160, 0), (0, 0, 255), (255, 200, 0)]  # top left, top right, bottom left, bottom right
GRAY = [0, 85, 170, 255]
GRAY_1BIT = [0, 255, 255, 0]
HERE = os.path.dirname(os.path.abspath(__file__))


def quadrant(x, y):
    return (0 if x < SPLIT_X else 1) + (0 if y < SPLIT_Y else 2)


def transparent(x, y):
    return 4 <= x < 10 and 4 <= y < 10


def half_transparent(x, y):
    return 24 <= x < 32 and 18 <= y < 25


def alpha(x, y):
    return 0 if transparent(x, y) else 128 if half_transparent(x, y) else 255


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filtered(rows, bpp):
    """Each row prefixed by its filter byte, the filter cycling None, Sub, Up, Average, Paeth."""
    out = bytearray()
    previous = bytes(len(rows[0])) if rows else b""
    for index, row in enumerate(rows):
        kind = index % 5
        out.append(kind)
        for i, value in enumerate(row):
            left = row[i - bpp] if i >= bpp else 0
            up = previous[i]
            upper_left = previous[i - bpp] if i >= bpp else 0
            predictor = [0, left, up, (left + up) // 2, paeth(left, up, upper_left)][kind]
            out.append((value - predictor) & 0xFF)
        previous = row
    return bytes(out)


def pack(samples, depth):
    """One row of samples packed at `depth` bits, most significant first."""
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, bits, count = bytearray(), 0, 0
    for s in samples:
        bits = bits << depth | s
        count += depth
        if count == 8:
            out.append(bits)
            bits, count = 0, 0
    if count:
        out.append(bits << (8 - count))
    return bytes(out)


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def png(name, color_type, depth, pixel, channels, palette=None, trns=None, interlace=0, level=9, idat_size=None):
    """Writes `name`: pixel(x, y) gives the samples of a pixel (a tuple of `channels` values)."""
    bpp = max(1, channels * depth // 8)
    if interlace:
        data = b""
        for x0, y0, dx, dy in ADAM7:
            xs, ys = range(x0, WIDTH, dx), range(y0, HEIGHT, dy)
            if len(xs) and len(ys):
                rows = [pack([s for x in xs for s in pixel(x, y)], depth) for y in ys]
                data += filtered(rows, bpp)
    else:
        rows = [pack([s for x in range(WIDTH) for s in pixel(x, y)], depth) for y in range(HEIGHT)]
        data = filtered(rows, bpp)
    stream = zlib.compress(data, level)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", WIDTH, HEIGHT, depth, color_type, 0, 0, interlace))
    out += chunk(b"tEXt", b"Comment\x00Bills PDF image test fixture")
    if palette is not None:
        out += chunk(b"PLTE", b"".join(bytes(c) for c in palette))
    if trns is not None:
        out += chunk(b"tRNS", trns)
    size = idat_size or len(stream)
    for start in range(0, len(stream), size):
        out += chunk(b"IDAT", stream[start:start + size])
    out += chunk(b"IEND", b"")
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(out)


def gray(x, y):
    return GRAY[quadrant(x, y)]


def rgb(x, y):
    return RGB[quadrant(x, y)]


def main():
    # Opaque images: passed through to the PDF with their zlib stream unchanged.
    png("gray8.png", 0, 8, lambda x, y: (gray(x, y),), 1)
    png("gray4.png", 0, 4, lambda x, y: (gray(x, y) // 17,), 1)
    png("gray2.png", 0, 2, lambda x, y: (gray(x, y) // 85,), 1)
    png("gray1.png", 0, 1, lambda x, y: (GRAY_1BIT[quadrant(x, y)] // 255,), 1)
    png("gray16.png", 0, 16, lambda x, y: (gray(x, y) * 257,), 1)
    png("rgb8.png", 2, 8, rgb, 3, idat_size=97)
    png("rgb8-stored.png", 2, 8, rgb, 3, level=0)
    png("rgb16.png", 2, 16, lambda x, y: tuple(c * 257 for c in rgb(x, y)), 3)
    png("palette8.png", 3, 8, lambda x, y: (quadrant(x, y),), 1, palette=RGB)
    png("palette2.png", 3, 2, lambda x, y: (quadrant(x, y),), 1, palette=RGB)
    # Transparency: decoded, the colour written as one image and the alpha as its soft mask.
    palette_alpha = RGB + [(9, 9, 9), RGB[3]]

    def palette_index(x, y):
        return (4 if transparent(x, y) else 5 if half_transparent(x, y) else quadrant(x, y),)

    png("palette8-trns.png", 3, 8, palette_index, 1, palette=palette_alpha, trns=bytes([255, 255, 255, 255, 0, 128]))
    png("gray8-trns.png", 0, 8, lambda x, y: (50 if transparent(x, y) else gray(x, y),), 1, trns=struct.pack(">H", 50))
    png("rgb8-trns.png", 2, 8, lambda x, y: (1, 2, 3) if transparent(x, y) else rgb(x, y), 3,
        trns=struct.pack(">HHH", 1, 2, 3))
    png("gray-alpha8.png", 4, 8, lambda x, y: (gray(x, y), alpha(x, y)), 2)
    png("gray-alpha16.png", 4, 16, lambda x, y: (gray(x, y) * 257, alpha(x, y) * 257), 2)
    png("rgba8.png", 6, 8, lambda x, y: rgb(x, y) + (alpha(x, y),), 4)
    png("rgba16.png", 6, 16, lambda x, y: tuple(c * 257 for c in rgb(x, y) + (alpha(x, y),)), 4)
    # Interlaced (Adam7): decoded and written without the interlacing.
    png("rgba8-interlaced.png", 6, 8, lambda x, y: rgb(x, y) + (alpha(x, y),), 4, interlace=1)
    png("rgb8-interlaced.png", 2, 8, rgb, 3, interlace=1)
    png("gray1-interlaced.png", 0, 1, lambda x, y: (GRAY_1BIT[quadrant(x, y)] // 255,), 1, interlace=1)
    png("palette2-interlaced.png", 3, 2, lambda x, y: (quadrant(x, y),), 1, palette=RGB, interlace=1)

    # JPEGs from a PPM of the quadrants.
    ppm = os.path.join(HERE, "quadrants.ppm")
    with open(ppm, "wb") as f:
        f.write(b"P6 %d %d 255\n" % (WIDTH, HEIGHT))
        f.write(bytes(c for y in range(HEIGHT) for x in range(WIDTH) for c in rgb(x, y)))
    convert = "/usr/bin/convert"
    common = ["-strip", "-quality", "92", "-sampling-factor", "1x1"]
    subprocess.run([convert, ppm] + common + ["jpeg-baseline.jpg"], cwd=HERE, check=True)
    subprocess.run([convert, ppm] + common + ["-interlace", "JPEG", "jpeg-progressive.jpg"], cwd=HERE, check=True)
    subprocess.run([convert, ppm] + common + ["-colorspace", "Gray", "jpeg-gray.jpg"], cwd=HERE, check=True)
    subprocess.run([convert, ppm] + common + ["-colorspace", "CMYK", "jpeg-cmyk.jpg"], cwd=HERE, check=True)
    os.remove(ppm)
    # Extended sequential (SOF1): the baseline file with its SOF0 marker renamed; the data is the same.
    with open(os.path.join(HERE, "jpeg-baseline.jpg"), "rb") as f:
        baseline = f.read()
    with open(os.path.join(HERE, "jpeg-extended.jpg"), "wb") as f:
        f.write(baseline.replace(b"\xff\xc0", b"\xff\xc1", 1))


if __name__ == "__main__":
    main()
