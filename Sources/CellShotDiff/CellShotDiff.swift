// The CellShotDiff module; its sources arrive with its issue.
