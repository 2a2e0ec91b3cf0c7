// chafa: sixel, kitty, iTerm2 and symbol-art encoding with dithering (Debian's libchafa-dev).
#include <chafa.h>
