"""Benchmarks, run by `make bench` (python -m bench [NAME ...]). Never timed asserts in tests."""
