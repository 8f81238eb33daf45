"""Round trips through each adapter's own parser: screen point -> model coordinates -> screen point."""

from __future__ import annotations

from typing import Any

import pytest

from bench.agents import make_agent
from mgym.observation import Observation, UIElement

ADAPTERS = ["generic", "uitars", "autoglm", "qwen3vl", "qwen25vl", "guiowl", "guiowl1"]
SCREENS = [(1080, 2400), (412, 915), (720, 1600), (1440, 3120)]


def blank(width: int, height: int, ui: list[UIElement] | None = None) -> Observation:
    return Observation(None, width, height, ui or [], "launcher", "home", "2026-03-14T09:00:00", False)


def grid(n: int, size: int) -> list[float]:
    return [0.0, size - 1.0, *(size * k / n + 0.37 * k for k in range(1, n))]


def round_trip(agent: Any, native: Any, adapter: str, width: int, height: int, px: float, py: float) -> tuple[float, float]:
    space = agent.space(width, height)
    reply = native(adapter, {"action": "click", "x": px / width * 1000, "y": py / height * 1000}, space)
    actions, _ = agent.parse(reply, blank(width, height), space)
    assert actions[0]["action"] == "click"
    return actions[0]["x"] / 1000 * width, actions[0]["y"] / 1000 * height


@pytest.mark.parametrize("adapter", ADAPTERS)
@pytest.mark.parametrize(("width", "height"), SCREENS)
def test_click_round_trip_is_exact_to_a_pixel(adapter: str, width: int, height: int, fake_llm: Any,
                                              native: Any) -> None:
    """Within one pixel wherever the model's grid is at least as fine as the screen; a relative
    [0, 1000] grid on a 2400-pixel-high screen cannot do better than half a unit (1.2 px)."""
    agent = make_agent(adapter, config=fake_llm.config())
    space = agent.space(width, height)
    tol_x = max(1.0, width / space.width / 2 + 1e-6)
    tol_y = max(1.0, height / space.height / 2 + 1e-6)
    for px in grid(9, width):
        for py in grid(13, height):
            bx, by = round_trip(agent, native, adapter, width, height, px, py)
            assert abs(bx - px) <= tol_x and abs(by - py) <= tol_y, (px, py, bx, by, space)
    if space.width >= width and space.height >= height:
        assert (tol_x, tol_y) == (1.0, 1.0)


@pytest.mark.parametrize("adapter", ADAPTERS)
def test_model_coordinates_survive_the_round_trip_exactly(adapter: str, fake_llm: Any, native: Any) -> None:
    """What the model writes -> mgym coordinates -> what the model would write: the same integers."""
    agent = make_agent(adapter, config=fake_llm.config())
    width, height = 1080, 2400
    space = agent.space(width, height)
    for mx in range(0, int(space.width), 37):
        for my in range(0, int(space.height), 53):
            reply = native(adapter, {"action": "click", "x": mx / space.width * 1000,
                                     "y": my / space.height * 1000}, space)
            actions, _ = agent.parse(reply, blank(width, height), space)
            assert space.to_model(actions[0]["x"], actions[0]["y"]) == (mx, my), reply


@pytest.mark.parametrize("adapter", ["uitars", "qwen25vl", "guiowl1"])
@pytest.mark.parametrize("policy", [{"screenshot_scale": 0.5}, {"image_size": 1280}, {"image_size": 700}])
def test_downscaled_images_round_trip_within_half_a_model_pixel(adapter: str, policy: dict[str, Any],
                                                                fake_llm: Any, native: Any) -> None:
    """Pixel-space models see a smaller image: one model pixel spans several screen pixels."""
    agent = make_agent(adapter, config=fake_llm.config(**policy))
    width, height = 1080, 2400
    space = agent.space(width, height)
    assert space.width < width
    tol_x, tol_y = width / space.width / 2 + 1e-6, height / space.height / 2 + 1e-6
    for px in grid(7, width):
        for py in grid(7, height):
            bx, by = round_trip(agent, native, adapter, width, height, px, py)
            assert abs(bx - px) <= tol_x and abs(by - py) <= tol_y


def test_spaces_follow_each_published_convention(fake_llm: Any) -> None:
    cfg = fake_llm.config()
    spaces = {name: make_agent(name, config=cfg).space(1080, 2400) for name in ADAPTERS}
    assert (spaces["generic"].width, spaces["autoglm"].width, spaces["guiowl"].width) == (1000, 1000, 1000)
    assert (spaces["qwen3vl"].width, spaces["qwen3vl"].height) == (999, 999)
    # Qwen2.5-VL, UI-TARS-1.5 and GUI-Owl v1: pixels of the smart-resized image (multiples of 28)
    for name in ("qwen25vl", "uitars", "guiowl1"):
        assert (spaces[name].width, spaces[name].height) == (1092, 2408)


def test_text_agent_taps_the_centre_of_the_indexed_element(fake_llm: Any) -> None:
    box = UIElement(7, "button", "Wi-Fi", (100.0, 200.0, 300.0, 260.0), (108.0, 480.0, 324.0, 624.0), clickable=True)
    agent = make_agent("text", config=fake_llm.config())
    obs = blank(1080, 2400, [box])
    actions, _ = agent.parse('Action: {"action": "click", "index": 7}', obs, agent.space(1080, 2400))
    assert actions == [{"action": "click", "x": 200.0, "y": 230.0}]
    actions, _ = agent.parse('{"action": "type", "text": "hi", "index": 7}', obs, agent.space(1080, 2400))
    assert actions[0]["x"] == 200.0 and actions[0]["text"] == "hi"


def test_text_agent_swipes_inside_the_indexed_element(fake_llm: Any) -> None:
    lst = UIElement(3, "scroll", "", (0.0, 100.0, 1000.0, 900.0), (0.0, 240.0, 1080.0, 2160.0), scrollable=True)
    agent = make_agent("text", config=fake_llm.config())
    (swipe,), _ = agent.parse('{"action": "swipe", "direction": "up", "index": 3}', blank(1080, 2400, [lst]),
                              agent.space(1080, 2400))
    assert swipe == {"action": "swipe", "x1": 500.0, "y1": 740.0, "x2": 500.0, "y2": 260.0}


def test_text_agent_scroll_names_the_views_direction(fake_llm: Any) -> None:
    """AndroidWorld's meaning: ``scroll down`` shows what is below, so the finger moves up."""
    lst = UIElement(3, "scroll", "", (0.0, 100.0, 1000.0, 900.0), (0.0, 240.0, 1080.0, 2160.0), scrollable=True)
    agent = make_agent("text", config=fake_llm.config())
    (swipe,), _ = agent.parse('{"action": "scroll", "direction": "down", "index": 3}', blank(1080, 2400, [lst]),
                              agent.space(1080, 2400))
    assert swipe == {"action": "swipe", "x1": 500.0, "y1": 740.0, "x2": 500.0, "y2": 260.0}
