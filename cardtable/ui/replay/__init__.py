"""The match archive and the replay viewer: ``start`` (opening one), ``board`` (a position drawn
from the engine's view for some eyes), ``viewer`` (the viewer screen), ``archive`` (the list)."""
