"""Lifenotes navigation: Home (Following / Discover with channels), Search (Notes / Users / Products,
sort and filters), the note page (carousel, like, collect into a board, comments and replies, share),
user pages, Me (my notes, boards, liked; drafts; edit profile), boards, messages, the publish editor
(pictures from the system media picker; gated Publish) and settings.

``+`` opens the editor with the system media picker over it (its result, ``editor.add`` with ``files``,
fills the editor). Shared pictures (ACTION_SEND from Gallery) open the editor with them, on top of the
sharing app's task.
"""

from __future__ import annotations

from mgym.apps.lifenotes import editor as ed
from mgym.apps.lifenotes import effects as fx
from mgym.apps.lifenotes import social as so
from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay

TABS = ("discover", "following", "search", "messages", "me")
#: the pages (not overlays)
PAGES = (*TABS, "note", "user", "board", "dm", "drafts", "settings", "edit_profile")

NAV = Navigation(
    app="lifenotes",
    entry="discover",
    screens=[
        Screen("discover", params=("channel",), title="Discover", entry_point=True),
        Screen("following", title="Following"),
        Screen("search", params=("q", "tab", "sort", "kind", "period", "panel"), title="Search", entry_point=True, autofocus="q"),
        Screen("note", params=("id", "img", "reply"), title="Note", entry_point=True),
        Screen("collect", params=("id",), kind="sheet", title="Collect to board"),
        Screen("new_board", params=("note",), kind="dialog", title="New board", on_open=so.seed_board_name),
        Screen("share", params=("id",), kind="sheet", title="Share"),
        Screen("user", params=("id", "tab"), title="Profile"),
        Screen("me", params=("tab",), title="Me", entry_point=True),
        Screen("edit_profile", title="Edit profile", on_open=so.seed_profile),
        Screen("board", params=("id",), title="Board"),
        Screen("rename_board", params=("id",), kind="dialog", title="Rename board", on_open=so.seed_rename),
        Screen("delete_board", params=("id",), kind="dialog", title="Delete board"),
        Screen("move", params=("board", "note"), kind="sheet", title="Move to board"),
        Screen("messages", title="Messages", entry_point=True),
        Screen("dm", params=("user",), title="Chat"),
        Screen("publish", params=("files", "draft", "location", "visibility", "text", "subject", "type"),
               title="New note", entry_point=True, on_open=ed.seed),
        Screen("place", kind="sheet", title="Add location"),
        Screen("visibility", kind="sheet", title="Who can see"),
        Screen("drafts", title="Drafts"),
        Screen("delete_draft", params=("id",), kind="dialog", title="Delete draft"),
        Screen("settings", title="Settings"),
        Screen("who_comments", kind="sheet", title="Who can comment"),
    ],
    transitions=[
        reset("nav.home", PAGES, "discover", label="Home"),
        reset("nav.search", PAGES, "search", label="Search"),
        reset("nav.messages", PAGES, "messages", label="Messages"),
        reset("nav.me", PAGES, "me", label="Me"),
        replace("home.following", "discover", "following", label="Following"),
        replace("home.discover", "following", "discover", label="Discover"),
        stay("home.channel", "discover", effect=fx.set_channel, label="Channel"),
        # publish: pictures first, then the editor
        push("nav.new", TABS, "publish", label="New note"),
        stay("editor.add", "publish", effect=ed.add_pictures, label="Add pictures"),
        stay("editor.remove", "publish", effect=ed.remove_picture, label="Remove picture"),
        push("editor.place", "publish", "place", label="Add location"),
        pop("place.pick", "place", "publish", effect=ed.set_place, label="Location"),
        pop("place.close", "place", "publish", label="Close"),
        push("editor.visibility", "publish", "visibility", label="Who can see"),
        pop("visibility.pick", "visibility", "publish", effect=ed.set_visibility, label="Visibility"),
        pop("editor.publish", "publish", "*", guard=ed.can_publish, effect=ed.publish, label="Publish"),
        pop("editor.draft", "publish", "*", guard=ed.has_content, effect=ed.save_draft, label="Save draft"),
        push("me.drafts", "me", "drafts", label="Drafts"),
        replace("draft.open", "drafts", "publish", label="Edit draft"),
        push("draft.delete", "drafts", "delete_draft", label="Delete draft"),
        pop("draft.delete_confirm", "delete_draft", "drafts", effect=ed.delete_draft, label="Delete"),
        pop("draft.delete_cancel", "delete_draft", "drafts", label="Cancel"),
        # notes
        push("note.open", PAGES, "note", label="Open note"),
        stay("card.like", PAGES, effect=fx.like_note, label="Like"),  # the heart on a feed card
        stay("note.swipe", "note", effect=fx.swipe_image, label="Picture"),
        stay("note.next", "note", effect=fx.next_image, label="Next picture"),
        stay("note.prev", "note", effect=fx.prev_image, label="Previous picture"),
        stay("note.like", "note", effect=fx.like_note, label="Like"),
        push("note.collect", "note", "collect", label="Collect"),
        pop("collect.pick", "collect", "note", effect=fx.collect, label="Collect to board"),
        replace("collect.new", "collect", "new_board", label="New board"),
        pop("collect.close", "collect", "note", label="Close"),
        stay("note.comment", "note", guard=fx.can_comment, effect=fx.comment, label="Send comment"),
        stay("note.reply", "note", effect=fx.start_reply, label="Reply"),
        stay("note.reply_cancel", "note", effect=fx.cancel_reply, label="Cancel reply"),
        stay("comment.like", "note", effect=fx.like_comment, label="Like comment"),
        stay("comment.delete", "note", effect=fx.delete_comment, label="Delete comment"),
        push("note.share", "note", "share", label="Share"),
        pop("share.dm", "share", "note", effect=so.share_to_dm, label="Send to"),
        pop("share.apps", "share", "note", effect=fx.share_out, label="More apps"),
        pop("share.copy", "share", "note", effect=fx.copy_link, label="Copy link"),
        pop("share.close", "share", "note", label="Close"),
        # people
        push("user.open", PAGES, "user", label="Open profile"),
        stay("user.follow", ("user", "note"), effect=so.follow, label="Follow"),
        stay("user.notes", "user", effect=fx.tab("notes"), label="Notes"),
        stay("user.collections", "user", effect=fx.tab("collections"), label="Collections"),
        push("user.message", "user", "dm", label="Message"),
        # me, boards
        stay("me.notes", "me", effect=fx.tab("notes"), label="Notes"),
        stay("me.boards", "me", effect=fx.tab("collections"), label="Collections"),
        stay("me.liked", "me", effect=fx.tab("liked"), label="Liked"),
        push("me.edit", "me", "edit_profile", label="Edit profile"),
        pop("profile.save", "edit_profile", "me", guard=so.profile_ready, effect=so.save_profile, label="Save"),
        push("me.settings", "me", "settings", label="Settings"),
        push("me.new_board", "me", "new_board", label="New board"),
        pop("board.create", "new_board", "*", guard=so.board_name_ready, effect=so.create_board, label="Create"),
        pop("board.create_cancel", "new_board", "*", label="Cancel"),
        stay("board.new_private", "new_board", effect=so.toggle_new_private, label="Private"),
        push("board.open", "me", "board", label="Open board"),
        stay("board.private", "board", guard=so.is_my_board, effect=so.toggle_private, label="Private"),
        push("board.rename", "board", "rename_board", guard=so.is_my_board, label="Rename"),
        pop("board.rename_save", "rename_board", "board", guard=so.rename_ready, effect=so.rename_board, label="Save"),
        pop("board.rename_cancel", "rename_board", "board", label="Cancel"),
        push("board.delete", "board", "delete_board", guard=so.is_my_board, label="Delete board"),
        reset("board.delete_confirm", "delete_board", "me", effect=so.delete_board, label="Delete"),
        pop("board.delete_cancel", "delete_board", "board", label="Cancel"),
        push("board.move", "board", "move", label="Move"),
        pop("move.pick", "move", "board", effect=so.move_note, label="Move to"),
        pop("move.close", "move", "board", label="Close"),
        stay("board.remove", "board", effect=so.remove_from_board, label="Remove"),
        # messages
        push("dm.open", "messages", "dm", label="Open chat"),
        stay("dm.send", "dm", guard=so.dm_ready, effect=so.send_dm, label="Send"),
        # search
        stay("search.submit", "search", effect=fx.search_submit, label="Search"),
        stay("search.recent", "search", effect=fx.search_submit, label="Recent search"),
        stay("search.clear", "search", effect=fx.clear_searches, label="Clear"),
        stay("search.tab", "search", effect=fx.set_tab, label="Tab"),
        stay("search.panel", "search", effect=fx.toggle_panel, label="Filters"),
        stay("search.filter", "search", effect=fx.set_filter, label="Filter"),
        # settings
        stay("set.toggle", "settings", effect=so.toggle_setting, label="Switch"),
        push("set.who", "settings", "who_comments", label="Who can comment"),
        pop("who.pick", "who_comments", "settings", effect=so.set_who, label="Who can comment"),
    ],
)
