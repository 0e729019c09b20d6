// The CellShotLayout module; its sources arrive with its issue.
