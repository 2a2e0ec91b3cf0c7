// The image decoding and encoding TermCellsImages calls, over stb_image, libwebp and chafa:
// plain C types only, so that Swift imports neither GLib nor the decoders' headers.
#ifndef TERMCELLS_IMAGING_H
#define TERMCELLS_IMAGING_H

#include <stddef.h>
#include <stdint.h>

/// What reading an image's bytes came to.
typedef enum {
    tc_image_ok = 0,
    /// No bytes at all.
    tc_image_empty,
    /// No decoder recognises the bytes.
    tc_image_not_an_image,
    /// The header claims more pixels than the limit.
    tc_image_too_large,
    /// The header was read but the pixels could not be (truncated or corrupt data).
    tc_image_corrupt,
    /// Memory for the pixels could not be had.
    tc_image_out_of_memory,
} tc_image_status;

/// Reads the size an image's header claims, decoding nothing.
tc_image_status tc_image_probe(const uint8_t *bytes, size_t length, int *width, int *height);

/// Decodes an image to RGBA (8 bits a channel, unassociated alpha), refusing one whose header
/// claims more than `max_pixels`, and scales it down, keeping its shape, so that neither side
/// is longer than `max_side`. `*pixels` is then the caller's, to free with `tc_image_free`.
tc_image_status tc_image_decode(
    const uint8_t *bytes, size_t length, int64_t max_pixels, int max_side, uint8_t **pixels, int *width,
    int *height);

/// Scales RGBA pixels `width` × `height` to `target_width` × `target_height`. Returns 0, or -1.
int tc_image_resize(const uint8_t *rgba, int width, int height, uint8_t *target, int target_width, int target_height);

/// Scales the RGBA pixels `width` × `height` (rows `stride` bytes apart: a part of a larger
/// image) to `target_width` × `target_height` and encodes them as PNG. `*png` is then the
/// caller's, to free with `tc_image_free`. Returns 0, or -1.
int tc_image_png(
    const uint8_t *rgba, int width, int height, int stride, int target_width, int target_height, uint8_t **png,
    size_t *length);
/// Frees pixels `tc_image_decode` or `tc_image_png` returned.
void tc_image_free(uint8_t *pixels);

/// The colours symbol art is drawn in.
typedef enum {
    /// 24-bit colour: colours come back as 0xRRGGBB.
    tc_image_true_color = 0,
    /// xterm's 256-colour palette less its 16 base colours, which terminals theme: colours come
    /// back as palette indices 16 to 255.
    tc_image_palette_240,
    /// The 16 ANSI colours: indices 0 to 15.
    tc_image_palette_16,
    /// The 8 normal ANSI colours: indices 0 to 7.
    tc_image_palette_8,
} tc_image_palette;

/// Draws RGBA pixels as symbol art `columns` × `rows` cells, with half and quarter blocks, in
/// `palette`: for each cell, row by row, its character (a Unicode scalar) and its foreground
/// and background. Returns 0, or -1 when chafa could not draw.
int tc_image_symbols(
    const uint8_t *rgba, int width, int height, int stride, int columns, int rows, tc_image_palette palette,
    uint32_t *characters, uint32_t *foregrounds, uint32_t *backgrounds);

/// Draws RGBA pixels (rows `stride` bytes apart) as a DEC sixel image of `columns` × `rows`
/// cells of `cell_width` × `cell_height` pixels, drawn from the cursor: the whole
/// `DCS … q … ST` sequence, in at most `registers` colour registers (256 at most). `*sixel` is
/// then the caller's, to free with `tc_image_free`. Returns 0, or -1.
int tc_image_sixel(
    const uint8_t *rgba, int width, int height, int stride, int columns, int rows, int cell_width, int cell_height,
    int registers, uint8_t **sixel, size_t *length);
#endif
