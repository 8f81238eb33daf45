"""Rendering: Jinja templates to one HTML document, Chromium to a Frame (image + hit map)."""

from mgym.render.frame import Frame, HitBox
from mgym.render.renderer import Geometry, Renderer, get_renderer

__all__ = ["Frame", "Geometry", "HitBox", "Renderer", "get_renderer"]
