// Decoders: stb_image (PNG, JPEG, GIF's first frame, BMP; Debian's libstb-dev) with its
// resizer, and libwebp (Debian's libwebp-dev).
#include <stb_image.h>
#include <stb_image_resize.h>
#include <webp/decode.h>
