// Tests for CellShotLayout.
