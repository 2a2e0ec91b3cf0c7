#ifndef TERMCELLS_CNCURSESW_SHIM_H
#define TERMCELLS_CNCURSESW_SHIM_H

// Wide-character ncurses. The macros and C globals below do not import into Swift 6
// (macros with arguments are dropped, mutable globals are rejected by strict
// concurrency), so each is wrapped in a static inline function.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <wchar.h>
#include <stdio.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Globals.
static inline WINDOW *tc_stdscr(void) { return stdscr; }
static inline int tc_colors(void) { return COLORS; }
static inline int tc_color_pairs(void) { return COLOR_PAIRS; }
static inline int tc_lines(void) { return LINES; }
static inline int tc_cols(void) { return COLS; }

// Window geometry (macros).
static inline int tc_getmaxy(const WINDOW *w) { return getmaxy(w); }
static inline int tc_getmaxx(const WINDOW *w) { return getmaxx(w); }
static inline int tc_getbegy(const WINDOW *w) { return getbegy(w); }
static inline int tc_getbegx(const WINDOW *w) { return getbegx(w); }

// Attributes (macros).
static inline attr_t tc_a_normal(void) { return A_NORMAL; }
static inline attr_t tc_a_bold(void) { return A_BOLD; }
static inline attr_t tc_a_dim(void) { return A_DIM; }
static inline attr_t tc_a_underline(void) { return A_UNDERLINE; }
static inline attr_t tc_a_reverse(void) { return A_REVERSE; }
static inline attr_t tc_a_italic(void) {
#ifdef A_ITALIC
    return A_ITALIC;
#else
    return A_NORMAL;
#endif
}
static inline attr_t tc_color_pair(int n) { return (attr_t)COLOR_PAIR(n); }

// Key codes that are macros.
static inline int tc_key_code_yes(void) { return KEY_CODE_YES; }
static inline int tc_key_f(int n) { return KEY_F(n); }

// Mouse masks (macros).
static inline mmask_t tc_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t tc_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t tc_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t tc_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t tc_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t tc_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t tc_button5_pressed(void) {
#ifdef BUTTON5_PRESSED
    return BUTTON5_PRESSED;
#else
    return 0;
#endif
}
static inline mmask_t tc_button_shift(void) { return BUTTON_SHIFT; }
static inline mmask_t tc_button_ctrl(void) { return BUTTON_CTRL; }
static inline mmask_t tc_button_alt(void) { return BUTTON_ALT; }
static inline mmask_t tc_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t tc_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

// Builds a cchar_t from a base character and up to CCHARW_MAX-1 zero-width marks
// (`text` is NUL-terminated). `pair` uses the extended-colour argument so that
// more than 256 pairs work. Returns ERR when ncurses refuses the text.
static inline int tc_setcchar(cchar_t *out, const wchar_t *text, attr_t attrs, int pair) {
    return setcchar(out, text, attrs, (short)(pair > 32767 ? 0 : pair), &pair);
}

static inline int tc_max_combining(void) { return CCHARW_MAX - 1; }

// One cell of a window, for a renderer of its own (inline mode): its text (NUL-terminated;
// `text` holds CCHARW_MAX + 1 characters), attributes and colour pair (extended pairs too).
static inline int tc_window_cell(WINDOW *w, int y, int x, wchar_t *text, attr_t *attrs, int *pair) {
    cchar_t cell;
    short shortPair = 0;
    int extendedPair = 0;
    if (mvwin_wch(w, y, x, &cell) == ERR) return ERR;
    if (getcchar(&cell, text, attrs, &shortPair, &extendedPair) == ERR) return ERR;
    *pair = extendedPair != 0 ? extendedPair : shortPair;
    return OK;
}
static inline int tc_cell_text_capacity(void) { return CCHARW_MAX + 1; }

// Moves whole lines top...bottom of `w` by `n` rows (down when positive) inside a scrolling
// region, as wscrl does: ncurses copies each line at once, where reading and writing the
// cells (win_wchnstr, wadd_wchnstr) converts every cell. The lines uncovered are blanked.
// The window's region and scrollok are restored.
static inline int tc_scroll_lines(WINDOW *w, int top, int bottom, int n) {
    int oldTop = 0, oldBottom = 0;
    if (wgetscrreg(w, &oldTop, &oldBottom) == ERR) return ERR;
    bool couldScroll = is_scrollok(w);
    scrollok(w, TRUE);
    int result = wsetscrreg(w, top, bottom);
    if (result == OK) result = wscrl(w, -n);
    wsetscrreg(w, oldTop, oldBottom);
    scrollok(w, couldScroll);
    return result;
}

// Frames sent by TermCells itself (FrameWriter): the screen ncurses believes the terminal
// shows, and what a cell read back with win_wchnstr holds. A cell that only continues a wide
// glyph carries a count in its character bits (ncurses' WidecExt); its style is the attributes
// without the colour and character bits, and the pair (extended pairs too).
static inline WINDOW *tc_curscr(void) { return curscr; }
static inline int tc_cell_is_continuation(const cchar_t *c) {
    int ext = (int)(c->attr & A_CHARTEXT);
    return ext > 1 && ext < 32;
}
static inline attr_t tc_cell_attributes(const cchar_t *c) { return c->attr & (A_ATTRIBUTES & ~(A_COLOR | A_CHARTEXT)); }
static inline int tc_cell_pair(const cchar_t *c) { return c->ext_color != 0 ? c->ext_color : (int)PAIR_NUMBER(c->attr); }
static inline int tc_wcwidth(wchar_t c) { return wcwidth(c); }
// Whether two cells are the same (glyph, attributes, pair): the fields compared directly, which
// the compiler inlines, rather than a `memcmp` call per cell.
static inline int tc_cells_equal(const cchar_t *a, const cchar_t *b) {
    if (a->attr != b->attr || a->ext_color != b->ext_color) return 0;
    for (int i = 0; i < CCHARW_MAX; i++) {
        if (a->chars[i] != b->chars[i]) return 0;
    }
    return 1;
}
static inline int tc_cell_is_plain_blank(const cchar_t *c) {
    return c->chars[0] == L' ' && c->chars[1] == 0 && tc_cell_attributes(c) == 0 && tc_cell_pair(c) == 0;
}

// ASCII text as narrow cells (`chtype`s): `waddchnstr` copies each into the window as it is,
// where `wadd_wchnstr` looks up every cell's width first (about four times the instructions).
// A narrow cell carries its pair in its colour bits: only pairs below 256 fit.
// The attributes and pair of blank cell `c` as a chtype, in *out; 0 when they do not fit one.
static inline int tc_cell_narrow_attributes(const cchar_t *c, chtype *out) {
    if (c->chars[1] != 0 || c->ext_color != (int)PAIR_NUMBER(c->attr)) return 0;
    *out = (chtype)(c->attr & A_ATTRIBUTES);
    return 1;
}
// Writes `n` narrow cells at (y, x) and returns 1; returns 0, having written nothing, when
// the run would cut a wide glyph at either end (`wadd_wchnstr` blanks its other half).
static inline int tc_put_narrow_cells(WINDOW *w, int y, int x, const chtype *cells, int n) {
    cchar_t edge;
    if (mvwin_wch(w, y, x, &edge) == OK && tc_cell_is_continuation(&edge)) return 0;
    if (x + n < getmaxx(w) && mvwin_wch(w, y, x + n, &edge) == OK && tc_cell_is_continuation(&edge)) return 0;
    return mvwaddchnstr(w, y, x, cells, n) == OK;
}

// Output through the current screen's own buffer, the one doupdate fills and flushes with one
// write (`putp` would go to stdio's stdout instead). `_nc_outch` and `_nc_flush` are exported
// by libtinfo but not declared in its headers. They let a frame's synchronized-output markers
// share ncurses' writes.
extern int _nc_outch(int);
extern void _nc_flush(void);
static inline void tc_put_output(const char *text) { tputs(text, 1, _nc_outch); }
static inline void tc_flush_output(void) { _nc_flush(); }

// A parameterized capability (`sgr`, `setaf`, `csr`...) with its parameters: `tparm` is
// variadic in some builds, which Swift cannot call.
static inline const char *tc_tparm(const char *capability, long p1, long p2, long p3, long p4, long p5, long p6,
                                   long p7, long p8, long p9) {
    return tparm(capability, p1, p2, p3, p4, p5, p6, p7, p8, p9);
}

// The main dispatch queue as a descriptor (Linux): the same entry points CoreFoundation's run
// loop uses to serve the main queue from a thread that waits in poll(2). The handle becomes
// readable when work is queued on the main queue; the callback runs that work. Valid only on
// the main thread, before anything called dispatch_main().
#if defined(__linux__)
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);
static inline int tc_main_queue_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }
static inline void tc_drain_main_queue(void) { _dispatch_main_queue_callback_4CF((void *)0); }
#endif

#endif
