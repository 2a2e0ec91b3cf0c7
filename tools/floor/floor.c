/*
 * floor: the floor probe of `make bench`. The least a list in ncurses can do per key: a loop
 * of getch, mvprintw of the visible rows (the cursor's row reversed), refresh. No models,
 * no layout, no cells: what ncurses and the terminal cost on their own, measured beside
 * TermCells in the same run (tools/termbench.py).
 *
 * usage: floor [ITEMS]                            (default 1000000; Down/Up/j/k move, q quits)
 *        floor --rate LINES --duration SECONDS    (a stream, as `termcells-demo live` takes)
 *
 * With --rate, the list starts empty and its own clock adds a line every 1/LINES s for SECONDS
 * (none with 0), each drawn as a frame of its own, the cursor following the newest line and a
 * status row below ("Received N lines"); the loop sleeps in poll until the next line is due or
 * a key comes, and with nothing due it waits for keys only. So a streamed frame does what a key's
 * frame does, woken by a timer instead of input: what that wake-up costs on its own.
 *
 * Frames are wrapped in synchronized output as TermCells' are (the begin marker through
 * ncurses' buffer, the end marker written after refresh), so termbench sees where each ends.
 */
#define _XOPEN_SOURCE_EXTENDED 1
#define _POSIX_C_SOURCE 200809L
#include <locale.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static const char begin_frame[] = "\033[?2026h";
static const char end_frame[] = "\033[?2026l";

static void draw(long items, long top, long cursor, int list_rows, int status) {
    int cols = COLS;
    for (int row = 0; row < list_rows; row++) {
        long item = top + row;
        if (item == cursor) attron(A_REVERSE);
        if (item < items) mvprintw(row, 0, "  Item %-*ld", cols > 8 ? cols - 8 : 0, item);
        else { move(row, 0); clrtoeol(); }
        if (item == cursor) attroff(A_REVERSE);
    }
    if (status) { mvprintw(list_rows, 0, " Received %ld lines", items); clrtoeol(); }
    putp(begin_frame);
    refresh();
    if (write(STDOUT_FILENO, end_frame, sizeof end_frame - 1) < 0) exit(1);
}

static double now_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Moves the cursor by a key; returns 0 to quit. */
static int handle(int key, long items, long *cursor) {
    if (key == 'q') return 0;
    if ((key == KEY_DOWN || key == 'j') && *cursor + 1 < items) (*cursor)++;
    if ((key == KEY_UP || key == 'k') && *cursor > 0) (*cursor)--;
    return 1;
}

static void keep_visible(long cursor, long *top, int list_rows) {
    if (cursor < *top) *top = cursor;
    if (list_rows > 0 && cursor >= *top + list_rows) *top = cursor - list_rows + 1;
}

/* The stream: lines due by the clock, drawn one frame each; keys still move the cursor. */
static int stream(double rate, double duration) {
    long total = rate > 0 && duration > 0 ? (long)(rate * duration) : 0;
    long items = 0, top = 0, cursor = -1;
    double start = now_seconds();
    nodelay(stdscr, TRUE);
    for (;;) {
        int list_rows = LINES > 1 ? LINES - 1 : 0;
        keep_visible(cursor < 0 ? 0 : cursor, &top, list_rows);
        draw(items, top, cursor, list_rows, 1);
        int timeout = -1;
        if (items < total) {
            double due = start + (double)(items + 1) / rate;
            double wait = (due - now_seconds()) * 1000.0;
            timeout = wait > 0 ? (int)(wait + 0.999) : 0;
        }
        struct pollfd input = {STDIN_FILENO, POLLIN, 0};
        int ready = poll(&input, 1, timeout);
        if (ready > 0) {
            int key;
            while ((key = getch()) != ERR)
                if (!handle(key, items, &cursor)) return 0;
            if (input.revents & (POLLHUP | POLLERR)) return 0;
            continue;
        }
        if (ready < 0) continue;
        /* One line a wake-up, as the demo's stream at 20 a second brings. */
        int following = cursor == items - 1;
        items++;
        if (following) cursor = items - 1;
    }
}

int main(int argc, char **argv) {
    long items = 1000000;
    double rate = -1, duration = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--rate") && i + 1 < argc) rate = atof(argv[++i]);
        else if (!strcmp(argv[i], "--duration") && i + 1 < argc) duration = atof(argv[++i]);
        else items = atol(argv[i]);
    }
    long top = 0, cursor = 0;
    setlocale(LC_ALL, "");
    initscr();
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    if (rate >= 0) {
        stream(rate, duration);
        endwin();
        return 0;
    }
    for (;;) {
        draw(items, top, cursor, LINES, 0);
        int key = getch();
        if (key == ERR || !handle(key, items, &cursor)) break;
        keep_visible(cursor, &top, LINES);
    }
    endwin();
    return 0;
}
