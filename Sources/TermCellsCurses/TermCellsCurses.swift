@_exported import TermCells
