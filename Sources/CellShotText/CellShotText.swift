// The CellShotText module; its sources arrive with its issue.
