"""Messages: screens and transitions.

inbox ──thread.open──► thread ──details.open──► details ──details.delete_ask──► details_delete
  │  ╰─thread.menu (long press)─► thread_menu ──thread.delete_ask──► thread_delete
  ├─new.open─► new ──new.pick / new.submit──► thread (replaces new)
  ├─search.open─► search ──thread.open──► thread
  ╰─inbox.menu─► inbox_menu ──archived.open / settings.open──► archived / settings
thread ──message.menu (long press a bubble)─► message_menu ──message.delete_ask──► message_delete

Overlays that may sit on more than one screen pop with target ``*`` (just the overlay).
"""

from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay
from mgym.nav.declaration import ANY

from . import effects as fx

#: params of a conversation screen: a thread, or an address (from "new" or an sms: intent's data),
#: plus text and pictures shared into it (SEND intent) and the bubble whose timestamp is expanded
THREAD_PARAMS = ("thread_id", "address", "data", "text", "files", "expanded")

NAV = Navigation(
    app="messages",
    entry="inbox",
    screens=[
        Screen("inbox", title="Messages"),
        Screen("inbox_menu", kind="menu", title="More options"),
        Screen("archived", title="Archived"),
        Screen("thread_menu", ("thread_id",), kind="sheet", title="Conversation options"),
        Screen("thread_delete", ("thread_id",), kind="dialog", title="Delete conversation"),
        Screen("thread", THREAD_PARAMS, title="Conversation", entry_point=True, on_open=fx.thread_shown),
        Screen("message_menu", ("thread_id", "message_id"), kind="menu", title="Message options"),
        Screen("message_delete", ("thread_id", "message_id"), kind="dialog", title="Delete message"),
        Screen("new", ("text", "files", "target"), title="New conversation", entry_point=True, on_open=fx.new_shown),
        Screen("search", title="Search", autofocus="q"),
        Screen("details", ("thread_id",), title="Details"),
        Screen("details_delete", ("thread_id",), kind="dialog", title="Delete conversation"),
        Screen("settings", title="Settings"),
    ],
    transitions=[
        # conversation list (and the archived list and search results, which show the same rows)
        push("thread.open", ("inbox", "archived", "search"), "thread", effect=fx.open_thread,
             label="Open a conversation"),
        push("thread.menu", ("inbox", "archived"), "thread_menu", label="Long-press a conversation"),
        push("new.open", "inbox", "new", label="Start chat"),
        push("search.open", "inbox", "search", label="Search"),
        push("inbox.menu", "inbox", "inbox_menu", label="More options"),
        # the inbox's overflow menu
        pop("inbox_menu.dismiss", "inbox_menu", "inbox"),
        replace("archived.open", "inbox_menu", "archived", label="Archived"),
        replace("settings.open", "inbox_menu", "settings", label="Settings"),
        pop("inbox.read_all", "inbox_menu", "inbox", guard=fx.has_unread, effect=fx.read_all,
            label="Mark all as read"),
        # a conversation's long-press sheet
        pop("thread_menu.dismiss", "thread_menu", ANY),
        pop("thread.pin", "thread_menu", ANY, effect=fx.toggle_pin, label="Pin / Unpin"),
        pop("thread.archive", "thread_menu", ANY, effect=fx.toggle_archive, label="Archive / Unarchive"),
        pop("thread.read", "thread_menu", ANY, effect=fx.toggle_read, label="Mark as read / unread"),
        replace("thread.delete_ask", "thread_menu", "thread_delete", label="Delete"),
        pop("thread_delete.dismiss", "thread_delete", ANY, label="Cancel"),
        pop("thread.delete", "thread_delete", ANY, effect=fx.delete_thread, label="Delete"),
        # a conversation
        stay("compose.send", "thread", guard=fx.can_send, effect=fx.send, label="Send SMS"),
        stay("message.time", "thread", effect=fx.toggle_time, label="Show the message's time"),
        stay("compose.attach", "thread", effect=fx.attach, label="Attach pictures"),
        push("message.menu", "thread", "message_menu", label="Long-press a message"),
        push("details.open", "thread", "details", guard=fx.thread_exists, label="Details"),
        pop("message_menu.dismiss", "message_menu", "thread"),
        pop("message.copy", "message_menu", "thread", effect=fx.copy_message, label="Copy text"),
        replace("message.delete_ask", "message_menu", "message_delete", label="Delete"),
        pop("message_delete.dismiss", "message_delete", "thread", label="Cancel"),
        pop("message.delete", "message_delete", "thread", effect=fx.delete_message, label="Delete"),
        # new conversation
        replace("new.pick", "new", "thread", guard=fx.has_contact_phone, effect=fx.pick_contact,
                label="Pick a contact"),
        replace("new.submit", "new", "thread", guard=fx.can_submit_to, effect=fx.submit_to,
                label="Send to the typed number or name"),
        # search
        stay("search.submit", "search", effect=fx.close_keyboard, label="Search"),
        stay("search.clear", "search", effect=fx.clear_query, label="Clear search"),
        # conversation details
        stay("details.mute", "details", effect=fx.toggle_mute, label="Notifications on / off"),
        stay("details.contact", "details", guard=fx.has_thread, effect=fx.open_contact,
             label="View contact / Add contact"),
        push("details.delete_ask", "details", "details_delete", label="Delete conversation"),
        pop("details_delete.dismiss", "details_delete", "details", label="Cancel"),
        reset("details.delete", "details_delete", "inbox", effect=fx.delete_thread, label="Delete"),
        # settings
        stay("settings.toggle", "settings", guard=fx.is_setting, effect=fx.toggle_setting,
             label="Toggle a setting"),
    ],
)
