// Tests for CellShotDiff.
