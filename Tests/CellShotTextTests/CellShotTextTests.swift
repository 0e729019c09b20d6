// Tests for CellShotText.
