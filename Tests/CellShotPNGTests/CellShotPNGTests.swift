// Tests for CellShotPNG.
