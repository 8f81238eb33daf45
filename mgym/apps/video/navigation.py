"""Video navigation: three tabs (Home with partition tabs, Rankings, Me), search with filters, the
video page (player, intro, comments and replies; coin and favourite sheets, the "more" sheet), uploader
pages, and Me's lists (history, watch later, favourite folders with rename / delete / move, following,
downloads), VIP (through Wallet's checkout) and settings.

A long press on Like is the "triple": like + a coin + the default folder. ``vip.buy`` starts
``mgym.wallet.PAY`` for a result; the result (status "paid") comes back through the same transition.
"""

from __future__ import annotations

from mgym.apps.video import effects as fx
from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay

TABS = ("home", "rankings", "me")
ME_PAGES = ("history", "later", "favs", "folder", "follows", "downloads", "vip", "settings")
PAGES = ("home", "rankings", "search", "video", "replies", "uploader", "me", *ME_PAGES)
#: pages listing videos (a card opens the video page)
LISTS = ("home", "rankings", "search", "video", "uploader", "history", "later", "folder", "downloads")

NAV = Navigation(
    app="video",
    entry="home",
    screens=[
        Screen("home", params=("part",), title="Home", entry_point=True),
        Screen("rankings", params=("part",), title="Rankings"),
        Screen("search", params=("q", "dur", "date", "sort"), title="Search", entry_point=True, autofocus="q"),
        Screen("video", params=("id", "tab", "sort", "more"), title="Video", on_open=fx.open_video),
        Screen("replies", params=("id", "c"), title="Replies"),
        Screen("uploader", params=("up", "sort"), title="Uploader"),
        Screen("me", title="Me"),
        Screen("history", title="History"),
        Screen("later", title="Watch later"),
        Screen("favs", title="Favourites"),
        Screen("folder", params=("id", "edit", "sel"), title="Folder"),
        Screen("follows", title="Following"),
        Screen("downloads", title="Downloads"),
        Screen("vip", title="VIP"),
        Screen("settings", title="Settings"),
        Screen("coin_sheet", params=("id",), kind="sheet", title="Give coins"),
        Screen("fav_sheet", params=("id",), kind="sheet", title="Add to favourites"),
        Screen("more_sheet", params=("id",), kind="sheet", title="More"),
        Screen("move_sheet", params=("id", "sel"), kind="sheet", title="Move to"),
        Screen("folder_name", params=("id", "folder"), kind="dialog", title="Folder name"),
        Screen("folder_delete", params=("id",), kind="dialog", title="Delete folder"),
        Screen("history_clear", kind="dialog", title="Clear history"),
    ],
    transitions=[
        *(reset(f"nav.{t}", PAGES, t, label=t.title()) for t in TABS),
        stay("home.part", "home", effect=fx.set_param("part"), label="Partition"),
        stay("rank.part", "rankings", effect=fx.set_param("part"), label="Partition"),
        push("nav.search", ("home", "rankings"), "search", label="Search"),
        push("video.open", LISTS, "video", label="Open video"),
        push("up.open", ("video", "search", "follows", "rankings"), "uploader", label="Open uploader"),
        stay("up.follow", ("video", "uploader", "follows"), effect=fx.follow, label="Follow"),
        stay("up.sort", "uploader", effect=fx.set_param("sort"), label="Sort"),
        # search
        stay("search.submit", "search", effect=fx.search_submit, label="Search"),
        stay("search.recent", "search", effect=fx.search_submit, label="Recent search"),
        stay("search.filter", "search", effect=fx.set_filter, label="Filter"),
        stay("search.clear", "search", effect=fx.clear_searches, label="Clear recent searches"),
        # the video page
        stay("player.toggle", "video", effect=fx.toggle_play, label="Play / pause"),
        stay("part.pick", "video", effect=fx.pick_part, label="Play part"),
        stay("video.intro", "video", effect=fx.set_param("tab"), label="Intro"),
        stay("video.comments", "video", effect=fx.set_param("tab"), label="Comments"),
        stay("video.more_desc", "video", effect=fx.set_param("more"), label="Expand"),
        stay("comments.sort", "video", effect=fx.set_param("sort"), label="Sort comments"),
        push("comments.replies", "video", "replies", label="Replies"),
        stay("video.like", "video", effect=fx.like, label="Like"),
        stay("video.triple", "video", effect=fx.triple, label="Like, coin and favourite"),
        push("video.coin", "video", "coin_sheet", label="Coin"),
        pop("coin.give", "coin_sheet", "video", guard=fx.can_coin, effect=fx.give_coins, label="Give"),
        pop("coin.close", "coin_sheet", "video", label="Close"),
        push("video.fav", "video", "fav_sheet", label="Favourite"),
        stay("fav.toggle", "fav_sheet", effect=fx.fav_toggle, label="Folder"),
        replace("fav.new", "fav_sheet", "folder_name", label="New folder"),
        pop("fav.done", "fav_sheet", "video", label="Done"),
        stay("video.share", "video", effect=fx.share, label="Share"),
        push("video.more", "video", "more_sheet", label="More"),
        pop("more.later", "more_sheet", "video", effect=fx.watch_later, label="Watch later"),
        pop("more.download", "more_sheet", "video", effect=fx.download, label="Download"),
        pop("more.close", "more_sheet", "video", label="Close"),
        # Me
        push("me.history", "me", "history", label="History"),
        push("me.later", "me", "later", label="Watch later"),
        push("me.favs", "me", "favs", label="Favourites"),
        push("me.follows", "me", "follows", label="Following"),
        push("me.downloads", "me", "downloads", label="Downloads"),
        push("me.vip", ("me", "settings", "downloads"), "vip", label="VIP"),
        push("me.settings", "me", "settings", label="Settings"),
        push("history.clear", "history", "history_clear", label="Clear"),
        pop("hclear.confirm", "history_clear", "history", effect=fx.clear_history, label="Clear"),
        pop("hclear.cancel", "history_clear", "history", label="Cancel"),
        stay("later.remove", "later", effect=fx.later_remove, label="Remove"),
        stay("download.remove", "downloads", effect=fx.download_remove, label="Delete"),
        # favourite folders
        push("folder.open", "favs", "folder", label="Open folder"),
        push("favs.new", "favs", "folder_name", label="New folder"),
        pop("fname.create", "folder_name", "*", guard=fx.name_ready, effect=fx.create_folder, label="Create"),
        pop("fname.save", "folder_name", "folder", guard=fx.name_ready, effect=fx.rename_folder, label="Save"),
        pop("fname.cancel", "folder_name", "*", label="Cancel"),
        push("folder.rename", "folder", "folder_name", label="Rename"),
        push("folder.delete", "folder", "folder_delete", guard=fx.can_delete_folder, label="Delete folder"),
        pop("fdel.confirm", "folder_delete", "favs", effect=fx.delete_folder, label="Delete"),
        pop("fdel.cancel", "folder_delete", "folder", label="Cancel"),
        stay("folder.edit", "folder", effect=fx.edit_mode, label="Manage"),
        stay("folder.select", "folder", effect=fx.select, label="Select"),
        stay("folder.remove", "folder", guard=fx.has_selection, effect=fx.remove_selected, label="Remove"),
        push("folder.move", "folder", "move_sheet", guard=fx.has_selection, label="Move"),
        pop("move.pick", "move_sheet", "folder", effect=fx.move_selected, label="Move here"),
        pop("move.close", "move_sheet", "folder", label="Close"),
        # VIP and settings
        stay("vip.buy", "vip", guard=fx.can_buy, effect=fx.buy_vip, label="Join VIP"),
        stay("set.toggle", "settings", effect=fx.toggle_setting, label="Switch"),
        stay("set.quality", "settings", effect=fx.set_quality, label="Quality"),
    ],
)
