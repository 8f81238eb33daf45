"""Reader navigation: three tabs (Bookshelf, Store, Me), the shelf's menus and group dialogs, the
store's featured / rankings / categories, a book's page, the reader with its toolbar, chapters,
paragraph menu and note editor, bookmarks and notes, the audiobook player, reading statistics and
the goal and reminder dialogs.

``book.buy`` starts ``mgym.wallet.PAY`` for a result (as the Theme Store does); ``remind.calendar``
and ``remind.alarm`` hand a reminder to Calendar (INSERT) or Clock (SET_ALARM) to be saved there.
"""

from __future__ import annotations

from mgym.apps.reader import effects as fx
from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay
from mgym.os.context import AppContext

TABS = ("shelf", "store", "me")
#: screens that open a book's page / the reader
LISTS = ("shelf", "store", "category", "store_search", "shelf_search")


def _others(tab: str) -> tuple[str, ...]:
    return tuple(t for t in TABS if t != tab)


def has_groups(ctx: AppContext) -> bool:
    return bool(ctx.state["groups"])


def group_exists(ctx: AppContext) -> bool:
    return ctx.param("name") in ctx.state["groups"]


def has_reader(ctx: AppContext) -> bool:
    return fx.position(ctx) is not None


NAV = Navigation(
    app="reader",
    entry="shelf",
    screens=[
        Screen("shelf", params=("group",), title="Bookshelf", entry_point=True),
        Screen("shelf_search", title="Search bookshelf", autofocus="q"),
        Screen("shelf_menu", params=("id",), kind="menu", title="Book options"),
        Screen("sort_menu", kind="menu", title="Sort"),
        Screen("move_sheet", params=("id",), kind="sheet", title="Move to group"),
        Screen("group_new", params=("id",), kind="dialog", title="New group"),
        Screen("groups", title="Manage groups"),
        Screen("group_rename", params=("name",), kind="dialog", title="Rename group", on_open=fx.prefill_group),
        Screen("group_delete", params=("name",), kind="dialog", title="Delete group"),
        Screen("store", params=("tab", "cat", "kind"), title="Store"),
        Screen("store_search", title="Search books", autofocus="q"),
        Screen("category", params=("cat",), title="Category"),
        Screen("book", params=("id",), title="Book details"),
        Screen("reader", params=("id", "chapter", "page"), title="Reading", on_open=fx.open_reader),
        Screen("toolbar", kind="sheet", title="Reading options"),
        Screen("chapters", kind="sheet", title="Contents"),
        Screen("para_menu", params=("id", "chapter", "para"), kind="menu", title="Paragraph"),
        Screen("note_edit", params=("id", "chapter", "para"), kind="dialog", title="Note", on_open=fx.prefill_note),
        Screen("remind", params=("day", "at"), kind="dialog", title="Remind me"),
        Screen("marks", params=("tab",), title="Bookmarks and notes"),
        Screen("audio", params=("id",), title="Listen", on_open=fx.open_audio),
        Screen("me", params=("period", "offset", "by"), title="Reading statistics"),
        Screen("goal", kind="dialog", title="Daily goal"),
    ],
    transitions=[
        *(reset(f"tab.{t}", _others(t), t, label=t.title()) for t in TABS),
        # ---- shelf
        replace("group.select", "shelf", "shelf", label="Group"),
        stay("shelf.view", "shelf", effect=fx.toggle_view, label="Grid or list"),
        push("sort.open", "shelf", "sort_menu", label="Sort"),
        pop("sort.set", "sort_menu", "shelf", effect=fx.set_sort, label="Sort by"),
        pop("sort.cancel", "sort_menu", "shelf", label="Dismiss"),
        push("shelf.search", "shelf", "shelf_search", label="Search"),
        stay("shelfsearch.go", "shelf_search", effect=fx.search, label="Search"),
        stay("shelfsearch.recent", "shelf_search", effect=fx.pick_search, label="Recent search"),
        push("shelf.menu", ("shelf", "shelf_search"), "shelf_menu", guard=fx.on_shelf, label="Book options"),
        replace("menu.move", "shelf_menu", "move_sheet", label="Move to group"),
        pop("menu.remove", "shelf_menu", "shelf", effect=fx.remove_from_shelf, label="Remove from bookshelf"),
        replace("menu.details", "shelf_menu", "book", label="Book details"),
        pop("menu.cancel", "shelf_menu", "shelf", label="Dismiss"),
        pop("move.to", "move_sheet", "shelf", effect=fx.move_to_group, label="Move"),
        replace("move.new", "move_sheet", "group_new", label="New group"),
        pop("move.cancel", "move_sheet", "shelf", label="Dismiss"),
        stay("group.create", "group_new", effect=fx.create_group, label="Create"),
        pop("group.cancel", "group_new", "shelf", label="Cancel"),
        push("groups.open", "shelf", "groups", label="Manage groups"),
        push("groups.add", "groups", "group_new", label="New group"),
        push("group.rename_ask", "groups", "group_rename", guard=group_exists, label="Rename"),
        stay("group.rename", "group_rename", effect=fx.rename_group, label="Rename"),
        pop("group.rename_cancel", "group_rename", "groups", label="Cancel"),
        push("group.delete_ask", "groups", "group_delete", guard=group_exists, label="Delete"),
        pop("group.delete", "group_delete", "groups", effect=fx.delete_group, label="Delete"),
        pop("group.delete_cancel", "group_delete", "groups", label="Cancel"),
        # ---- store
        *(replace(f"store.{t}", "store", "store", label=t.title()) for t in ("featured", "rankings", "categories")),
        replace("store.tab", "store", "store", label="Ranking"),
        push("cat.open", "store", "category", label="Category"),
        push("store.search", "store", "store_search", label="Search"),
        stay("search.go", "store_search", effect=fx.search, label="Search"),
        stay("search.recent", "store_search", effect=fx.pick_search, label="Recent search"),
        push("book.open", (*LISTS, "marks"), "book", guard=fx.book_exists, label="Open book"),
        # ---- book page
        stay("book.add", "book", guard=fx.not_on_shelf, effect=fx.add_to_shelf, label="Add to bookshelf"),
        stay("book.buy", "book", guard=fx.can_buy, effect=fx.buy, label="Buy"),
        push("book.read", ("book", "shelf", "shelf_search"), "reader", guard=fx.book_exists, label="Read"),
        push("chapter.read", "book", "reader", guard=fx.book_exists, label="Chapter"),
        push("book.listen", "book", "audio", guard=fx.book_exists, label="Listen"),
        # ---- reader
        stay("page.next", "reader", effect=fx.next_page, label="Next page"),
        stay("page.prev", "reader", effect=fx.prev_page, label="Previous page"),
        push("reader.tools", "reader", "toolbar", label="Reading options"),
        push("para.menu", "reader", "para_menu", label="Paragraph"),
        pop("tools.close", "toolbar", "reader", label="Close"),
        replace("tools.chapters", "toolbar", "chapters", label="Contents"),
        stay("tools.font", "toolbar", guard=fx.can_font, effect=fx.set_font, label="Font size"),
        stay("tools.theme", "toolbar", effect=fx.set_theme, label="Theme"),
        stay("tools.turn", "toolbar", effect=fx.set_turn, label="Page turning"),
        stay("tools.bookmark", "toolbar", guard=has_reader, effect=fx.toggle_bookmark, label="Bookmark"),
        stay("tools.step", "toolbar", guard=has_reader, effect=fx.step_chapter, label="Chapter"),
        push("tools.marks", "toolbar", "marks", label="Bookmarks and notes"),
        push("tools.listen", "toolbar", "audio", label="Listen"),
        replace("tools.remind", "toolbar", "remind", label="Remind me"),
        pop("chapter.go", "chapters", "reader", effect=fx.go_chapter, label="Chapter"),
        pop("chapters.close", "chapters", "reader", label="Dismiss"),
        pop("para.highlight", "para_menu", "reader", effect=fx.toggle_highlight, label="Highlight"),
        replace("para.note", "para_menu", "note_edit", label="Add note"),
        pop("para.copy", "para_menu", "reader", effect=fx.copy_para, label="Copy"),
        pop("para.share", "para_menu", "reader", effect=fx.share_para, label="Share"),
        pop("para.cancel", "para_menu", "reader", label="Dismiss"),
        pop("note.save", "note_edit", "reader", effect=fx.save_note, label="Save"),
        pop("note.cancel", "note_edit", "reader", label="Cancel"),
        # ---- reminders (from the reader's toolbar or the goal on Me)
        stay("remind.pick", "remind", effect=fx.set_remind, label="Choose"),
        stay("remind.calendar", "remind", effect=fx.remind_calendar, label="Calendar event"),
        stay("remind.alarm", "remind", effect=fx.remind_alarm, label="Alarm"),
        pop("remind.cancel", "remind", "reader", label="Cancel"),
        push("me.remind", "me", "remind", label="Daily reminder"),
        # ---- bookmarks and notes
        replace("marks.tab", "marks", "marks", label="Tab"),
        pop("mark.open", "marks", "reader", effect=fx.open_mark, label="Open"),
        stay("mark.delete", "marks", effect=fx.delete_bookmark, label="Delete bookmark"),
        push("note.edit", "marks", "note_edit", label="Edit note"),
        # ---- audiobook
        stay("audio.toggle", "audio", effect=fx.toggle_play, label="Play or pause"),
        stay("audio.speed", "audio", effect=fx.set_speed, label="Speed"),
        stay("audio.chapter", "audio", effect=fx.audio_chapter, label="Chapter"),
        stay("audio.seek", "audio", effect=fx.audio_seek, label="Seek"),
        # ---- me: statistics and goal
        replace("stats.period", "me", "me", label="Period"),
        replace("stats.by", "me", "me", label="By day or by book"),
        push("goal.open", "me", "goal", label="Daily goal"),
        pop("goal.set", "goal", "me", effect=fx.set_goal, label="Set goal"),
        pop("goal.cancel", "goal", "me", label="Cancel"),
    ],
)
