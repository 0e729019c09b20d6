// Tests for CellShotRaster.
