"""A pyte screen that understands REP (`CSI n b`: repeat the preceding graphic character n times).

TermCells' frame writer sends runs of identical printable ASCII cells as one character plus REP
when terminfo has `rep` (as xterm-256color does), and ncurses' own paints use it too; pyte 0.8
ignores the sequence, which would shift the rest of such a run on the measuring tools' screens.
"""

import pyte


class RepeatingScreen(pyte.Screen):
    """A pyte.Screen that remembers the last character drawn, for REP."""

    def __init__(self, columns, lines):
        super().__init__(columns, lines)
        self.last_drawn = ""

    def draw(self, data):
        super().draw(data)
        if data:
            self.last_drawn = data[-1]

    def repeat_last(self, count=1, *rest, **kwargs):
        if self.last_drawn and count > 0:
            self.draw(self.last_drawn * count)


class RepeatingByteStream(pyte.ByteStream):
    csi = dict(pyte.ByteStream.csi, b="repeat_last")


def screen_and_stream(columns, lines):
    """A screen of `columns` x `lines` and a byte stream feeding it, REP included."""
    screen = RepeatingScreen(columns, lines)
    return screen, RepeatingByteStream(screen)
