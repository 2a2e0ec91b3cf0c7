#!/usr/bin/env python3
"""Writes the image fixtures of TermCellsImagesTests and the images end-to-end tests (needs Pillow).

formats/: one picture, its left half red and its right half blue, in each format read.
grid/: solid pictures named after their colour (`NN-RRGGBB.png`), for tests that check colours on screen.
hostile/: files that are not images, or are images no one should decode.
"""
import os
import struct
import zlib

from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))


def halves(width=8, height=4):
    image = Image.new("RGBA", (width, height), (0, 0, 255, 255))
    for y in range(height):
        for x in range(width // 2):
            image.putpixel((x, y), (255, 0, 0, 255))
    return image


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png(width, height, bit_depth, color_type, idat):
    header = struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", header) + idat + png_chunk(b"IEND", b"")


def main():
    formats = os.path.join(HERE, "formats")
    os.makedirs(formats, exist_ok=True)
    picture = halves()
    picture.save(os.path.join(formats, "halves.png"))
    picture.convert("RGB").save(os.path.join(formats, "halves.jpg"), quality=100, subsampling=0)
    picture.convert("RGB").save(os.path.join(formats, "halves.bmp"))
    picture.save(os.path.join(formats, "halves.webp"), lossless=True)
    green = Image.new("RGBA", picture.size, (0, 255, 0, 255))
    picture.convert("RGB").save(os.path.join(formats, "halves.gif"), save_all=True, append_images=[green.convert("RGB")])

    grid = os.path.join(HERE, "grid")
    os.makedirs(grid, exist_ok=True)
    for index in range(40):
        # Hues far apart, in full colours, so that the terminal's nearest palette colour differs too.
        hue = (index * 0.618033988749895) % 1
        sector = int(hue * 6)
        rising = hue * 6 - sector
        r, g, b = [(1, rising, 0), (1 - rising, 1, 0), (0, 1, rising), (0, 1 - rising, 1), (rising, 0, 1), (1, 0, 1 - rising)][sector]
        color = tuple(int(round(c * 255)) for c in (r, g, b))
        name = "%02d-%02x%02x%02x.png" % ((index + 1,) + color)
        Image.new("RGB", (24, 16), color).save(os.path.join(grid, name))

    hostile = os.path.join(HERE, "hostile")
    os.makedirs(hostile, exist_ok=True)
    Image.new("RGB", (24, 16), (255, 0, 0)).save(os.path.join(hostile, "0-fine.png"))
    open(os.path.join(hostile, "empty.png"), "wb").close()
    with open(os.path.join(hostile, "text.png"), "wb") as file:
        file.write(b"this is not a picture\n")
    whole = open(os.path.join(formats, "halves.png"), "rb").read()
    big = Image.new("RGB", (64, 64))
    for y in range(64):
        for x in range(64):
            big.putpixel((x, y), ((x * 7) % 256, (y * 13) % 256, (x * y) % 256))
    big.save(os.path.join(hostile, "whole.tmp.png"))
    whole = open(os.path.join(hostile, "whole.tmp.png"), "rb").read()
    os.remove(os.path.join(hostile, "whole.tmp.png"))
    with open(os.path.join(hostile, "truncated.png"), "wb") as file:
        file.write(whole[: len(whole) * 2 // 3])
    # A header that claims 65535 × 65535 pixels, and no pixels.
    with open(os.path.join(hostile, "huge-header.png"), "wb") as file:
        file.write(png(65535, 65535, 8, 6, b""))
    # A decompression bomb: 20000 × 20000 black pixels (1 bit each) in a few kilobytes.
    rows = b"".join(b"\x00" + bytes(20000 // 8) for _ in range(20000))
    with open(os.path.join(hostile, "bomb.png"), "wb") as file:
        file.write(png(20000, 20000, 1, 0, png_chunk(b"IDAT", zlib.compress(rows, 9))))


if __name__ == "__main__":
    main()
