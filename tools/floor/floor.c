/*
 * floor: the floor probe of `make bench`. The least a list in ncurses can do per key: a loop
 * of getch, mvprintw of the visible rows (the cursor's row reversed), refresh. No models,
 * no layout, no cells: what ncurses and the terminal cost on their own, measured beside
 * TermCells in the same run (tools/termbench.py).
 *
 * usage: floor [ITEMS]   (default 1000000; Down/Up/j/k move, q quits)
 *
 * Frames are wrapped in synchronized output as TermCells' are (the begin marker through
 * ncurses' buffer, the end marker written after refresh), so termbench sees where each ends.
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static const char begin_frame[] = "\033[?2026h";
static const char end_frame[] = "\033[?2026l";

static void draw(long items, long top, long cursor) {
    int rows = LINES, cols = COLS;
    for (int row = 0; row < rows; row++) {
        long item = top + row;
        if (item == cursor) attron(A_REVERSE);
        if (item < items) mvprintw(row, 0, "  Item %-*ld", cols > 8 ? cols - 8 : 0, item);
        else { move(row, 0); clrtoeol(); }
        if (item == cursor) attroff(A_REVERSE);
    }
    putp(begin_frame);
    refresh();
    if (write(STDOUT_FILENO, end_frame, sizeof end_frame - 1) < 0) exit(1);
}

int main(int argc, char **argv) {
    long items = argc > 1 ? atol(argv[1]) : 1000000;
    long top = 0, cursor = 0;
    setlocale(LC_ALL, "");
    initscr();
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    for (;;) {
        draw(items, top, cursor);
        int key = getch();
        if (key == 'q' || key == ERR) break;
        if ((key == KEY_DOWN || key == 'j') && cursor + 1 < items) cursor++;
        if ((key == KEY_UP || key == 'k') && cursor > 0) cursor--;
        if (cursor < top) top = cursor;
        if (cursor >= top + LINES) top = cursor - LINES + 1;
    }
    endwin();
    return 0;
}
