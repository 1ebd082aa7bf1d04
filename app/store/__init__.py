"""Settings, saves and statistics on disk, under platformdirs' per-user folders."""
