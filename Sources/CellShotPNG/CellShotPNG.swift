// The CellShotPNG module; its sources arrive with its issue.
