"""Music navigation: three tabs (Home, Search, Your Library), catalogue pages (category, artist,
album, playlist, podcast), the full player with lyrics, queue and sleep timer, the song menu,
playlist create / rename / edit / delete, Premium (through Wallet's checkout) and settings.

A mini player bar on every page plays / pauses and opens the full player. ``premium.buy`` starts
``mgym.wallet.PAY`` for a result; the result (status "paid") comes back through the same transition.
"""

from __future__ import annotations

from collections.abc import Callable

from mgym.apps.music import effects as fx
from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay
from mgym.os.context import AppContext

TABS = ("home", "search", "library")
#: the pages under the tabs (everything that is not an overlay nor the full player)
BROWSE = ("home", "search", "library", "category", "artist", "album", "playlist", "podcast", "settings", "premium")
PAGES = (*BROWSE, "player", "queue", "lyrics", "edit")


def _remember(kind: str) -> Callable[[AppContext], None]:
    def hook(ctx: AppContext) -> None:
        fx.remember(ctx, kind, str(ctx.param("id", "")))
    return hook


NAV = Navigation(
    app="music",
    entry="home",
    screens=[
        Screen("home", title="Home", entry_point=True),
        Screen("search", params=("q", "tab"), title="Search", entry_point=True),
        Screen("library", params=("filter", "sort"), title="Your Library"),
        Screen("category", params=("id",), title="Browse", on_open=_remember("genre")),
        Screen("artist", params=("id",), title="Artist", on_open=_remember("artist")),
        Screen("album", params=("id",), title="Album", on_open=_remember("album")),
        Screen("playlist", params=("id",), title="Playlist", entry_point=True, on_open=_remember("playlist")),
        Screen("podcast", params=("id",), title="Podcast"),
        Screen("player", title="Now playing"),
        Screen("lyrics", title="Lyrics"),
        Screen("queue", title="Queue"),
        Screen("sleep", kind="sheet", title="Sleep timer"),
        Screen("song_menu", params=("track",), kind="sheet", title="Song"),
        Screen("add_to", params=("track",), kind="sheet", title="Add to playlist"),
        Screen("new_playlist", params=("track",), kind="dialog", title="New playlist"),
        Screen("rename", params=("id",), kind="dialog", title="Rename playlist"),
        Screen("delete_confirm", params=("id",), kind="dialog", title="Delete playlist"),
        Screen("edit", params=("id",), title="Edit playlist"),
        Screen("premium", title="Premium"),
        Screen("settings", title="Settings"),
    ],
    transitions=[
        *(reset(f"nav.{t}", BROWSE, t, label=t.title()) for t in TABS),
        push("genre.open", BROWSE, "category", label="Open category"),
        push("artist.open", PAGES, "artist", label="Open artist"),
        push("album.open", PAGES, "album", label="Open album"),
        push("playlist.open", BROWSE, "playlist", label="Open playlist"),
        push("podcast.open", BROWSE, "podcast", label="Open podcast"),
        stay("ctx.play", BROWSE, effect=fx.play_context, label="Play"),
        # the player
        push("player.open", BROWSE, "player", guard=fx.has_player, label="Now playing"),
        stay("player.toggle", (*BROWSE, "player", "lyrics", "queue"), guard=fx.has_player, effect=fx.toggle_play,
             label="Play / pause"),
        stay("player.next", ("player", "lyrics"), guard=fx.has_player, effect=fx.next_track, label="Next"),
        stay("player.prev", ("player", "lyrics"), guard=fx.has_player, effect=fx.prev_track, label="Previous"),
        stay("player.seek", "player", guard=fx.has_player, effect=fx.seek, label="Seek"),
        stay("player.shuffle", "player", guard=fx.has_player, effect=fx.toggle_shuffle, label="Shuffle"),
        stay("player.repeat", "player", guard=fx.has_player, effect=fx.cycle_repeat, label="Repeat"),
        stay("player.like", "player", guard=fx.has_player, effect=fx.like, label="Like"),
        push("player.lyrics", "player", "lyrics", guard=fx.has_player, label="Lyrics"),
        push("player.queue", "player", "queue", guard=fx.has_player, label="Queue"),
        push("player.sleep", "player", "sleep", guard=fx.has_player, label="Sleep timer"),
        pop("sleep.set", "sleep", "player", effect=fx.set_sleep, label="Set"),
        pop("sleep.off", "sleep", "player", effect=fx.sleep_off, label="Turn off"),
        pop("sleep.cancel", "sleep", "player", label="Cancel"),
        stay("queue.play", "queue", effect=fx.queue_play, label="Play"),
        stay("queue.remove", "queue", effect=fx.queue_remove, label="Remove"),
        stay("queue.move", "queue", effect=fx.queue_move, label="Move"),
        # the song menu
        push("track.menu", PAGES, "song_menu", label="More options"),
        pop("menu.like", "song_menu", "*", effect=fx.like, label="Like"),
        pop("menu.next", "song_menu", "*", effect=fx.queue_next, label="Play next"),
        pop("menu.queue", "song_menu", "*", effect=fx.queue_add, label="Add to queue"),
        replace("menu.add", "song_menu", "add_to", label="Add to playlist"),
        replace("menu.album", "song_menu", "album", label="Go to album"),
        replace("menu.artist", "song_menu", "artist", label="Go to artist"),
        pop("menu.share", "song_menu", "*", effect=fx.share, label="Share"),
        pop("menu.download", "song_menu", "*", effect=fx.download, label="Download"),
        pop("menu.close", "song_menu", "*", label="Close"),
        pop("addto.pick", "add_to", "*", effect=fx.add_to_playlist, label="Add"),
        replace("addto.new", "add_to", "new_playlist", label="New playlist"),
        pop("addto.close", "add_to", "*", label="Close"),
        # playlists
        push("lib.new", "library", "new_playlist", label="Create playlist"),
        replace("new.create", "new_playlist", "playlist", guard=fx.new_ready, effect=fx.create_playlist,
                label="Create"),
        pop("new.cancel", "new_playlist", "*", label="Cancel"),
        push("pl.rename", "playlist", "rename", guard=fx.is_mine, label="Rename"),
        pop("rename.save", "rename", "playlist", guard=fx.new_ready, effect=fx.rename_playlist, label="Save"),
        pop("rename.cancel", "rename", "playlist", label="Cancel"),
        push("pl.delete", "playlist", "delete_confirm", guard=fx.is_mine, label="Delete"),
        reset("delete.confirm", "delete_confirm", "library", effect=fx.delete_playlist, label="Delete"),
        pop("delete.cancel", "delete_confirm", "playlist", label="Cancel"),
        push("pl.edit", "playlist", "edit", guard=fx.is_mine, label="Edit"),
        stay("edit.remove", "edit", effect=fx.edit_remove, label="Remove"),
        stay("edit.move", "edit", effect=fx.edit_move, label="Move"),
        pop("edit.done", "edit", "playlist", label="Done"),
        stay("pl.download", ("playlist", "album"), effect=fx.download, label="Download"),
        stay("pl.undownload", ("playlist", "album"), effect=fx.remove_download, label="Remove download"),
        stay("pl.save", "playlist", effect=fx.save_playlist, label="Save"),
        stay("album.save", "album", effect=fx.save_album, label="Save"),
        stay("artist.follow", "artist", effect=fx.follow, label="Follow"),
        stay("podcast.follow", "podcast", effect=fx.save_podcast, label="Follow"),
        # library and search
        stay("lib.filter", "library", effect=fx.set_filter, label="Filter"),
        stay("lib.sort", "library", effect=fx.set_sort, label="Sort"),
        stay("search.submit", "search", effect=fx.search_submit, label="Search"),
        stay("search.tab", "search", effect=fx.set_tab, label="Results tab"),
        stay("search.recent", "search", effect=fx.search_submit, label="Recent search"),
        stay("search.clear", "search", effect=fx.clear_searches, label="Clear recent searches"),
        # Premium and settings
        push("home.settings", "home", "settings", label="Settings"),
        push("home.premium", ("home", "settings", "library"), "premium", label="Premium"),
        stay("premium.buy", "premium", guard=fx.can_buy, effect=fx.buy_premium, label="Get Premium"),
        stay("set.quality", "settings", effect=fx.set_quality, label="Audio quality"),
        stay("set.crossfade", "settings", effect=fx.set_crossfade, label="Crossfade"),
        stay("set.toggle", "settings", effect=fx.toggle_setting, label="Switch"),
    ],
)
