"""Launcher view contexts: what each screen is given (no rendering)."""

from __future__ import annotations

from mgym import Session
from mgym.apps.launcher.views import matches
from mgym.os.context import picture


def test_home_context_page_one_and_two() -> None:
    s = Session(seed=0)
    ctx = s.sys.ctx(s.sys.home, s.sys.top())
    from mgym.apps.launcher.views import home

    v = home(ctx).context
    assert v["page"] == 0 and v["pages"] == 2 and v["swipes"] == {"up": "drawer.open", "left": "home.next"}
    assert [i["kind"] for i in v["items"]].count("folder") == 1 and len(v["dock"]) == 4
    s.sys.top()["params"]["page"] = 1
    v = home(ctx).context
    assert v["swipes"] == {"up": "drawer.open", "right": "home.prev"} and v["items"][0]["id"] == "f2"
    assert v["wallpaper_asset"] is None


def test_search_matches_names_pinyin_and_initials() -> None:
    assert matches("Scientific Calculator", "calc") and not matches("Clock", "calc")
    assert matches("计算器", "jsq") and matches("科学计算器", "jisuan") and matches("计算器", "计算")


def test_thumbnail_markup_has_no_live_controls() -> None:
    html = '<div class="x" data-t="a.b" data-p=\'{"k":1}\' data-role="button"><div data-input="q"></div></div>'
    out = str(picture(html))
    assert "data-t=" not in out and "data-input=" not in out and "data-p=" not in out and 'class="x"' in out


def test_wallpaper_from_a_gallery_picture_else_the_gradient() -> None:
    from mgym.apps.launcher.views import home

    s = Session(seed=0)
    pic = next((f for f in s.get_state()["os"].get("files") or () if f.get("asset")), None)
    if pic is None:
        return  # no pictures on this phone yet: the gradient is all there is
    s.set_state({"os": {"display": {"wallpaper_photo": pic["id"]}}})
    v = home(s.sys.ctx(s.sys.home, s.sys.top())).context
    assert v["wallpaper_asset"] == pic["asset"] and "lh-wall" in s.html()
    s.set_state({"os": {"display": {"wallpaper_photo": 999_999}}})  # a file that is not there
    assert home(s.sys.ctx(s.sys.home, s.sys.top())).context["wallpaper_asset"] is None
