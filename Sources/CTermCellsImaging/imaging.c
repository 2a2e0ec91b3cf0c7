#include "TermCellsImaging.h"

#include <chafa.h>
#include <limits.h>
#include <pthread.h>
#include <stb_image.h>
#include <stb_image_resize.h>
#include <stdlib.h>
#include <string.h>
#include <webp/decode.h>

static int is_webp(const uint8_t *bytes, size_t length) {
    return length >= 12 && memcmp(bytes, "RIFF", 4) == 0 && memcmp(bytes + 8, "WEBP", 4) == 0;
}

static uint32_t big_endian_32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

/// The size a PNG's or a JPEG's header claims, read here because stb_image's reader refuses a
/// size too large to decode as not an image: a claim of 65535 × 65535 must read as too large.
static int claimed_size(const uint8_t *bytes, size_t length, int *width, int *height) {
    if (length >= 24 && memcmp(bytes, "\x89PNG\r\n\x1a\n", 8) == 0 && memcmp(bytes + 12, "IHDR", 4) == 0) {
        uint32_t claimed_width = big_endian_32(bytes + 16);
        uint32_t claimed_height = big_endian_32(bytes + 20);
        if (claimed_width == 0 || claimed_height == 0 || claimed_width > INT_MAX || claimed_height > INT_MAX) return 0;
        *width = (int)claimed_width;
        *height = (int)claimed_height;
        return 1;
    }
    if (length < 4 || bytes[0] != 0xFF || bytes[1] != 0xD8) return 0;
    // JPEG: markers from the start of the image to the first frame header (SOF0 to SOF15, less
    // DHT, JPG and DAC), each a length then its data.
    size_t offset = 2;
    while (offset + 9 <= length) {
        if (bytes[offset] != 0xFF) return 0;
        uint8_t marker = bytes[offset + 1];
        size_t segment = (size_t)bytes[offset + 2] << 8 | bytes[offset + 3];
        if (marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC) {
            *height = bytes[offset + 5] << 8 | bytes[offset + 6];
            *width = bytes[offset + 7] << 8 | bytes[offset + 8];
            return *width > 0 && *height > 0;
        }
        if (segment < 2) return 0;
        offset += 2 + segment;
    }
    return 0;
}

tc_image_status tc_image_probe(const uint8_t *bytes, size_t length, int *width, int *height) {
    *width = 0;
    *height = 0;
    if (length == 0) return tc_image_empty;
    if (length > INT_MAX) return tc_image_too_large;
    if (is_webp(bytes, length)) {
        return WebPGetInfo(bytes, length, width, height) ? tc_image_ok : tc_image_corrupt;
    }
    int channels = 0;
    if (stbi_info_from_memory(bytes, (int)length, width, height, &channels)) return tc_image_ok;
    return claimed_size(bytes, length, width, height) ? tc_image_ok : tc_image_not_an_image;
}

/// Copies `source` (width × height RGBA) into a new buffer no side of which exceeds max_side.
static tc_image_status fit(const uint8_t *source, int width, int height, int max_side, uint8_t **pixels,
                           int *out_width, int *out_height) {
    int target_width = width;
    int target_height = height;
    if (max_side > 0 && (width > max_side || height > max_side)) {
        if (width >= height) {
            target_width = max_side;
            target_height = (int)((int64_t)height * max_side / width);
        } else {
            target_height = max_side;
            target_width = (int)((int64_t)width * max_side / height);
        }
        if (target_width < 1) target_width = 1;
        if (target_height < 1) target_height = 1;
    }
    uint8_t *copy = malloc((size_t)target_width * (size_t)target_height * 4);
    if (copy == NULL) return tc_image_out_of_memory;
    if (target_width == width && target_height == height) {
        memcpy(copy, source, (size_t)width * (size_t)height * 4);
    } else if (!stbir_resize_uint8(source, width, height, 0, copy, target_width, target_height, 0, 4)) {
        free(copy);
        return tc_image_out_of_memory;
    }
    *pixels = copy;
    *out_width = target_width;
    *out_height = target_height;
    return tc_image_ok;
}

tc_image_status tc_image_decode(const uint8_t *bytes, size_t length, int64_t max_pixels, int max_side,
                                uint8_t **pixels, int *width, int *height) {
    *pixels = NULL;
    int claimed_width = 0;
    int claimed_height = 0;
    tc_image_status status = tc_image_probe(bytes, length, &claimed_width, &claimed_height);
    if (status != tc_image_ok) return status;
    if (claimed_width <= 0 || claimed_height <= 0) return tc_image_corrupt;
    if ((int64_t)claimed_width * (int64_t)claimed_height > max_pixels) return tc_image_too_large;

    int decoded_width = 0;
    int decoded_height = 0;
    if (is_webp(bytes, length)) {
        uint8_t *decoded = WebPDecodeRGBA(bytes, length, &decoded_width, &decoded_height);
        if (decoded == NULL) return tc_image_corrupt;
        status = fit(decoded, decoded_width, decoded_height, max_side, pixels, width, height);
        WebPFree(decoded);
        return status;
    }
    int channels = 0;
    stbi_uc *decoded = stbi_load_from_memory(bytes, (int)length, &decoded_width, &decoded_height, &channels, 4);
    if (decoded == NULL) return tc_image_corrupt;
    status = fit(decoded, decoded_width, decoded_height, max_side, pixels, width, height);
    stbi_image_free(decoded);
    return status;
}

int tc_image_resize(const uint8_t *rgba, int width, int height, uint8_t *target, int target_width, int target_height) {
    return stbir_resize_uint8(rgba, width, height, 0, target, target_width, target_height, 0, 4) ? 0 : -1;
}

void tc_image_free(uint8_t *pixels) { free(pixels); }

static pthread_once_t chafa_threads_once = PTHREAD_ONCE_INIT;

/// Callers draw several images on their own threads at once: chafa's own pool would only add threads.
static void use_one_chafa_thread(void) { chafa_set_n_threads(1); }

static ChafaCanvasMode canvas_mode(tc_image_palette palette) {
    switch (palette) {
    case tc_image_palette_240: return CHAFA_CANVAS_MODE_INDEXED_240;
    case tc_image_palette_16: return CHAFA_CANVAS_MODE_INDEXED_16;
    case tc_image_palette_8: return CHAFA_CANVAS_MODE_INDEXED_8;
    default: return CHAFA_CANVAS_MODE_TRUECOLOR;
    }
}

int tc_image_symbols(const uint8_t *rgba, int width, int height, int stride, int columns, int rows,
                     tc_image_palette palette, uint32_t *characters, uint32_t *foregrounds, uint32_t *backgrounds) {
    if (width <= 0 || height <= 0 || columns <= 0 || rows <= 0) return -1;
    pthread_once(&chafa_threads_once, use_one_chafa_thread);
    ChafaSymbolMap *symbols = chafa_symbol_map_new();
    chafa_symbol_map_add_by_tags(symbols, CHAFA_SYMBOL_TAG_SPACE | CHAFA_SYMBOL_TAG_SOLID | CHAFA_SYMBOL_TAG_HALF
                                              | CHAFA_SYMBOL_TAG_QUAD);
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_geometry(config, columns, rows);
    chafa_canvas_config_set_canvas_mode(config, canvas_mode(palette));
    chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SYMBOLS);
    chafa_canvas_config_set_symbol_map(config, symbols);
    ChafaCanvas *canvas = chafa_canvas_new(config);
    chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, rgba, width, height, stride);
    for (int y = 0; y < rows; y++) {
        for (int x = 0; x < columns; x++) {
            size_t index = (size_t)y * (size_t)columns + (size_t)x;
            gint foreground = 0;
            gint background = 0;
            characters[index] = chafa_canvas_get_char_at(canvas, x, y);
            // Raw colours: 0xRRGGBB in true colour, the palette's indices in the others.
            chafa_canvas_get_raw_colors_at(canvas, x, y, &foreground, &background);
            foregrounds[index] = foreground < 0 ? 0 : (uint32_t)foreground;
            backgrounds[index] = background < 0 ? 0 : (uint32_t)background;
        }
    }
    chafa_canvas_unref(canvas);
    chafa_canvas_config_unref(config);
    chafa_symbol_map_unref(symbols);
    return 0;
}

// libstb builds stb_image_write with its PNG writer to memory, which the header declares only
// in its implementation part.
extern unsigned char *stbi_write_png_to_mem(
    const unsigned char *pixels, int stride_bytes, int x, int y, int n, int *out_len);

int tc_image_png(const uint8_t *rgba, int width, int height, int stride, int target_width, int target_height,
                 uint8_t **png, size_t *length) {
    *png = NULL;
    *length = 0;
    if (width <= 0 || height <= 0 || target_width <= 0 || target_height <= 0) return -1;
    uint8_t *scaled = malloc((size_t)target_width * (size_t)target_height * 4);
    if (scaled == NULL) return -1;
    if (!stbir_resize_uint8(rgba, width, height, stride, scaled, target_width, target_height, 0, 4)) {
        free(scaled);
        return -1;
    }
    int written = 0;
    unsigned char *encoded = stbi_write_png_to_mem(scaled, target_width * 4, target_width, target_height, 4, &written);
    free(scaled);
    if (encoded == NULL || written <= 0) {
        free(encoded);
        return -1;
    }
    *png = encoded;
    *length = (size_t)written;
    return 0;
}

int tc_image_sixel(const uint8_t *rgba, int width, int height, int stride, int columns, int rows, int cell_width,
                   int cell_height, int registers, uint8_t **sixel, size_t *length) {
    *sixel = NULL;
    *length = 0;
    if (width <= 0 || height <= 0 || columns <= 0 || rows <= 0 || cell_width <= 0 || cell_height <= 0) return -1;
    pthread_once(&chafa_threads_once, use_one_chafa_thread);
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_geometry(config, columns, rows);
    chafa_canvas_config_set_cell_geometry(config, cell_width, cell_height);
    // chafa's sixels take 256 registers in its own palette; fewer, a fixed palette that fits.
    ChafaCanvasMode mode = CHAFA_CANVAS_MODE_TRUECOLOR;
    if (registers < 16) mode = CHAFA_CANVAS_MODE_INDEXED_8;
    else if (registers < 240) mode = CHAFA_CANVAS_MODE_INDEXED_16;
    else if (registers < 256) mode = CHAFA_CANVAS_MODE_INDEXED_240;
    chafa_canvas_config_set_canvas_mode(config, mode);
    chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SIXELS);
    ChafaCanvas *canvas = chafa_canvas_new(config);
    chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, rgba, width, height, stride);
    GString *printed = chafa_canvas_print(canvas, NULL);
    int status = -1;
    if (printed != NULL && printed->len > 0) {
        uint8_t *copy = malloc(printed->len);
        if (copy != NULL) {
            memcpy(copy, printed->str, printed->len);
            *sixel = copy;
            *length = printed->len;
            status = 0;
        }
    }
    if (printed != NULL) g_string_free(printed, TRUE);
    chafa_canvas_unref(canvas);
    chafa_canvas_config_unref(config);
    return status;
}
