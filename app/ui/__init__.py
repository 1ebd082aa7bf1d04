"""The table toolkit: scene stack, loop, card rendering, drag-and-drop, tweens, widgets.
It knows nothing about any one game."""
