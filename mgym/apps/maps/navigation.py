"""Maps navigation: the map (Explore) and Saved tabs, search and its results, the place page (hours,
reviews, save sheet, share, website in the Browser), directions by car / walking / transit with a
step-by-step view, saved lists and settings. A ``geo:`` link (VIEW) opens the place page."""

from __future__ import annotations

from mgym.apps.maps import effects as fx
from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay
from mgym.nav.declaration import ANY

MAP = ("city", "x", "y", "z", "pin")
RESULTS = ("q", "cat", "sort", "open", "city", "ox", "oy")
#: screens that list places (a place opens from them)
LISTS = ("map", "results", "list", "search")

NAV = Navigation(
    app="maps",
    entry="map",
    screens=[
        Screen("map", params=MAP, title="Maps", entry_point=True),
        Screen("cities", kind="sheet", title="Cities"),
        Screen("search", params=("city", "x", "y"), title="Search", on_open=fx.focus_query, autofocus="q"),
        Screen("results", params=RESULTS, title="Results"),
        Screen("place", params=("id", "data", "hours"), title="Place", entry_point=True, on_open=fx.resolve_geo),
        Screen("reviews", params=("id",), title="Reviews"),
        Screen("save", params=("id",), kind="sheet", title="Save to list"),
        Screen("list_name", params=("id", "list"), kind="dialog", title="List name", on_open=fx.fill_name),
        Screen("directions", params=("origin", "to", "mode"), title="Directions"),
        Screen("pick", params=("which",), title="Choose a place", on_open=fx.focus_query),
        Screen("route_options", kind="sheet", title="Route options"),
        Screen("navigate", params=("origin", "to", "mode", "i"), title="Navigation"),
        Screen("saved", title="Saved"),
        Screen("list", params=("list",), title="List"),
        Screen("list_menu", params=("list",), kind="menu", title="List options"),
        Screen("list_delete", params=("list",), kind="dialog", title="Delete list"),
        Screen("settings", title="Maps settings"),
    ],
    transitions=[
        reset("tab.explore", ("saved", "settings"), "map", label="Explore"),
        reset("tab.saved", ("map", "settings"), "saved", label="Saved"),
        reset("tab.settings", ("map", "saved"), "settings", label="Settings"),
        # the map
        stay("map.zoom", "map", effect=fx.zoom, label="Zoom"),
        stay("map.pan_e", "map", effect=fx.pan_east, label="Pan east"),
        stay("map.pan_w", "map", effect=fx.pan_west, label="Pan west"),
        stay("map.pan_n", "map", effect=fx.pan_north, label="Pan north"),
        stay("map.pan_s", "map", effect=fx.pan_south, label="Pan south"),
        stay("map.me", "map", effect=fx.my_location, label="Your location"),
        stay("map.pin", "map", guard=fx.has_place, effect=fx.show_pin, label="Place"),
        stay("map.unpin", "map", effect=fx.close_pin, label="Close"),
        push("map.cities", "map", "cities", label="Cities"),
        pop("city.pick", "cities", "map", guard=fx.known_city, effect=fx.pick_city, label="City"),
        pop("cities.dismiss", "cities", "map"),
        push("map.search", "map", "search", label="Search here"),
        push("map.chip", "map", "results", guard=fx.known_chip, effect=fx.chip_go, label="Category"),
        # search
        replace("search.go", "search", "results", guard=fx.has_query, effect=fx.search_go, label="Search"),
        replace("search.recent", "search", "results", effect=fx.recent_go, label="Recent search"),
        replace("search.chip", "search", "results", guard=fx.known_chip, effect=fx.chip_go, label="Category"),
        stay("search.clear_recent", "search", effect=fx.clear_recent, label="Clear history"),
        stay("search.clear", ("search", "pick"), effect=fx.clear_query, label="Clear"),
        stay("results.sort", "results", effect=fx.set_sort, label="Sort"),
        stay("results.open", "results", effect=fx.toggle_open, label="Open now"),
        # the place page
        push("place.open", LISTS, "place", guard=fx.has_place, label="Open place"),
        stay("place.hours", "place", effect=fx.toggle_hours, label="Opening hours"),
        stay("place.call", "place", guard=fx.has_place, effect=fx.copy_phone, label="Call"),
        stay("place.website", "place", guard=fx.has_site, effect=fx.website, label="Website"),
        stay("place.share", "place", guard=fx.has_place, effect=fx.share_place, label="Share"),
        push("place.reviews", "place", "reviews", label="All reviews"),
        push("place.save", "place", "save", guard=fx.has_place, label="Save"),
        stay("save.toggle", "save", guard=fx.is_list, effect=fx.toggle_saved, label="List"),
        replace("save.new", "save", "list_name", label="New list"),
        pop("save.done", "save", ANY, label="Done"),
        pop("listname.ok", "list_name", ANY, guard=fx.name_ok, effect=fx.save_name, label="Save"),
        pop("listname.cancel", "list_name", ANY, label="Cancel"),
        push("place.directions", ("place", "map"), "directions", guard=fx.has_place, effect=fx.directions_to,
             label="Directions"),
        # directions
        stay("dir.mode", "directions", effect=fx.set_mode, label="Travel mode"),
        stay("dir.swap", "directions", guard=fx.can_swap, effect=fx.swap, label="Swap start and destination"),
        push("dir.pick", "directions", "pick", label="Choose start or destination"),
        pop("pick.choose", "pick", "directions", effect=fx.choose_end, label="Choose"),
        push("dir.options", "directions", "route_options", label="Options"),
        stay("opt.tolls", ("route_options", "settings"), effect=fx.toggle_tolls, label="Avoid tolls"),
        stay("opt.highways", ("route_options", "settings"), effect=fx.toggle_highways, label="Avoid highways"),
        pop("opt.done", "route_options", "directions", label="Done"),
        stay("dir.share", "directions", guard=fx.has_route, effect=fx.share_route, label="Share directions"),
        push("dir.start", "directions", "navigate", guard=fx.has_route, effect=fx.start, label="Start"),
        stay("nav.step", "navigate", effect=fx.step, label="Next step"),
        pop("nav.exit", "navigate", "directions", label="Exit"),
        # saved lists
        push("saved.open", "saved", "list", guard=fx.is_list, label="Open list"),
        push("saved.new", "saved", "list_name", label="New list"),
        stay("list.remove", "list", guard=fx.is_list, effect=fx.remove_from_list, label="Remove"),
        push("list.menu", "list", "list_menu", guard=fx.is_user_list, label="More options"),
        replace("list.rename", "list_menu", "list_name", label="Rename"),
        replace("list.delete", "list_menu", "list_delete", label="Delete"),
        pop("list_menu.dismiss", "list_menu", "list"),
        pop("delete.confirm", "list_delete", "saved", effect=fx.delete_list, label="Delete"),
        pop("delete.cancel", "list_delete", "list", label="Cancel"),
        # settings
        stay("settings.units", "settings", effect=fx.set_units, label="Distance units"),
    ],
)
