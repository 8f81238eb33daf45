"""Messenger: screens and transitions.

Four tabs (``chats`` / ``contacts`` / ``moments`` / ``me``) switch with ``reset``; everything else is
pushed on top. Overlays (menus, sheets, dialogs) close with ``<screen>.dismiss``.

chats ─chat.open─► chat ─message.actions (long press)─► message_actions ─► forward ─► forward_confirm
  │                 ├─chat.attach─► attach ─► (system media picker) / location_pick / transfer / red_envelope
  │                 ╰─chat.info / group.info─► chat_info / group_info ─► group_* screens
  ├─chat.actions (long press)─► chat_actions ─► chat_delete
  ├─plus.open─► chats_plus ─► group_new / add_contact
  ╰─search.open─► search
contacts ─► new_friends / group_list / tags ─► tag_detail / contact_profile ─► contact_settings ─► ...
moments ─► moment_compose ─► (system media picker) / moment_visibility;  moment_actions ─► moment_comment
me ─► my_profile / qr_card / settings ─► settings_* ─► blocked_list / moments_range / deactivate

Payments: ``transfer.pay`` / ``envelope.pay`` start the Wallet's checkout for a result and receive
that result themselves (status "paid"), which adds the message and closes the payment screen.

Pictures come from the system media picker behind the "photos" permission: ``chat.photos`` and
``compose.photos`` open it and receive its result (``files``); a refused permission shows an
explanation (``rationale``) whose Settings button opens the app's App info. Content shared by
another app (SEND / SEND_MULTIPLE) opens ``forward`` with the content, and ``forward.send`` leaves
the chat open on top of the sharing app.
"""

from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay
from mgym.nav.declaration import ANY

from . import fx_chat as fc
from . import fx_share as fsh
from . import fx_social as fs

TABS = ("chats", "contacts", "moments", "me")
CHAT = ("chat_id", "user_id")

SCREENS = [
    # tabs
    Screen("chats", title="Chats"),
    Screen("contacts", title="Contacts"),
    Screen("moments", ("limit",), title="Moments"),
    Screen("me", title="Me"),
    # the chat list
    Screen("chats_plus", kind="menu", title="Add"),
    Screen("chat_actions", ("chat_id",), kind="sheet", title="Chat options"),
    Screen("chat_delete", ("chat_id",), kind="dialog", title="Delete chat"),
    Screen("search", title="Search", autofocus="q"),
    # a chat
    Screen("chat", (*CHAT, "quote", "expanded", "shown", "rationale"), title="Chat", entry_point=True,
           on_open=fc.chat_shown),
    Screen("message_actions", ("chat_id", "message_id"), kind="menu", title="Message options"),
    Screen("message_delete", ("chat_id", "message_id"), kind="dialog", title="Delete message"),
    Screen("forward", ("message_id", *fsh.SHARE_KEYS, "target"), title="Select a chat", entry_point=True,
           on_open=fsh.share_opened),
    Screen("forward_confirm", ("message_id", "to_chat", "to_user", *fsh.SHARE_KEYS), kind="dialog", title="Send to"),
    Screen("attach", CHAT, kind="sheet", title="Attach"),
    Screen("location_pick", CHAT, title="Location"),
    Screen("transfer", CHAT, title="Transfer"),
    Screen("red_envelope", CHAT, title="Red Envelope"),
    Screen("payment_detail", ("chat_id", "message_id"), title="Payment details"),
    Screen("image_view", ("chat_id", "message_id", "post_id", "index"), title="Photo"),
    Screen("location_view", ("chat_id", "message_id"), title="Location"),
    Screen("chat_info", CHAT, title="Chat info"),
    Screen("chat_clear", ("chat_id",), kind="dialog", title="Clear chat history"),
    # group chats
    Screen("group_info", ("chat_id",), title="Group info"),
    Screen("group_rename", ("chat_id",), kind="dialog", title="Group name", on_open=fc.prefill_group_name),
    Screen("group_notice", ("chat_id",), title="Group notice"),
    Screen("group_notice_edit", ("chat_id",), title="Edit group notice", on_open=fc.prefill_notice),
    Screen("group_add", ("chat_id", "selected"), title="Add members"),
    Screen("group_remove", ("chat_id", "selected"), title="Remove members"),
    Screen("group_leave", ("chat_id",), kind="dialog", title="Leave group"),
    Screen("group_new", ("selected",), title="New group chat"),
    # contacts
    Screen("new_friends", title="New friends"),
    Screen("group_list", title="Group chats"),
    Screen("tags", title="Tags"),
    Screen("tag_detail", ("tag",), title="Tag"),
    Screen("contact_profile", ("user_id", "via"), title="Profile"),
    Screen("contact_settings", ("user_id",), title="Profile settings"),
    Screen("contact_remark", ("user_id", "tags"), title="Remark and tags", on_open=fs.prefill_remark),
    Screen("contact_block", ("user_id",), kind="dialog", title="Block"),
    Screen("contact_delete", ("user_id",), kind="dialog", title="Delete contact"),
    Screen("add_contact", title="Add contacts"),
    Screen("add_verify", ("user_id", "via"), title="Add to contacts", on_open=fs.prefill_greeting),
    Screen("user_moments", ("user_id", "limit"), title="Moments"),
    # moments
    Screen("moment_compose", ("images", "visibility", "rationale"), title="New moment"),
    Screen("moment_visibility", ("visibility",), kind="sheet", title="Who can see"),
    Screen("moment_actions", ("post_id",), kind="menu", title="Like or comment"),
    Screen("moment_comment", ("post_id", "reply_to"), kind="sheet", title="Comment"),
    Screen("moment_detail", ("post_id",), title="Details"),
    Screen("moment_delete", ("post_id",), kind="dialog", title="Delete moment"),
    Screen("comment_delete", ("post_id", "comment_id"), kind="dialog", title="Delete comment"),
    # me
    Screen("my_profile", title="My profile"),
    Screen("profile_name", kind="dialog", title="Name", on_open=fs.prefill_name),
    Screen("profile_signature", kind="dialog", title="What's up", on_open=fs.prefill_signature),
    Screen("qr_card", title="My QR code"),
    Screen("settings", title="Settings"),
    Screen("settings_account", title="Account security"),
    Screen("deactivate", title="Deactivate account"),
    Screen("deactivate_confirm", kind="dialog", title="Deactivate account"),
    Screen("settings_privacy", title="Privacy"),
    Screen("blocked_list", title="Blocked list"),
    Screen("moments_range", kind="sheet", title="Moments visible for"),
    Screen("settings_notifications", title="Notifications"),
    Screen("settings_chats", title="Chats"),
    Screen("clear_all", kind="dialog", title="Clear all chat history"),
]

PROFILE_SOURCES = ("contacts", "search", "tag_detail", "group_info", "chat_info", "new_friends", "blocked_list",
                   "chat", "moments", "moment_detail")

TRANSITIONS = [
    # tabs
    reset("tab.chats", TABS, "chats", label="Chats"),
    reset("tab.contacts", TABS, "contacts", label="Contacts"),
    reset("tab.moments", TABS, "moments", label="Moments"),
    reset("tab.me", TABS, "me", label="Me"),
    # the chat list
    push("chat.open", ("chats", "search", "group_list"), "chat", label="Open a chat"),
    push("chat.actions", "chats", "chat_actions", label="Long-press a chat"),
    push("plus.open", "chats", "chats_plus", label="Add"),
    push("search.open", ("chats", "contacts"), "search", label="Search"),
    pop("chats_plus.dismiss", "chats_plus", "chats"),
    replace("plus.group", "chats_plus", "group_new", label="New group chat"),
    replace("plus.add", "chats_plus", "add_contact", label="Add contacts"),
    pop("chat_actions.dismiss", "chat_actions", "chats"),
    pop("chat.pin", "chat_actions", "chats", effect=fc.toggle_pin, label="Pin / Unpin"),
    pop("chat.mute", "chat_actions", "chats", effect=fc.toggle_mute, label="Mute / Unmute"),
    pop("chat.read", "chat_actions", "chats", effect=fc.toggle_read, label="Mark as read / unread"),
    replace("chat.delete_ask", "chat_actions", "chat_delete", label="Delete chat"),
    pop("chat_delete.dismiss", "chat_delete", "chats", label="Cancel"),
    pop("chat.delete", "chat_delete", "chats", effect=fc.delete_chat, label="Delete"),
    # search
    stay("search.submit", "search", effect=fc.close_keyboard, label="Search"),
    stay("search.clear", "search", effect=lambda ctx: ctx.set_field("q", ""), label="Clear"),
    # a chat
    stay("chat.send", "chat", guard=fc.can_send, effect=fc.send, label="Send"),
    stay("chat.earlier", "chat", guard=fc.has_earlier, effect=fc.show_earlier, label="Load earlier messages"),
    stay("message.time", "chat", effect=fc.toggle_time, label="Show the message's time"),
    stay("chat.unquote", "chat", effect=fc.unquote, label="Cancel quote"),
    stay("chat.unpin_message", "chat", guard=fc.has_chat, effect=fc.unpin_message, label="Unpin message"),
    push("chat.attach", "chat", "attach", guard=fc.can_write, label="More"),
    push("chat.info", "chat", "chat_info", guard=fc.is_direct, label="Chat info"),
    push("group.info", "chat", "group_info", guard=fc.is_group, label="Group info"),
    push("message.actions", "chat", "message_actions", label="Long-press a message"),
    push("image.open", ("chat", "moments", "moment_detail"), "image_view", label="View photo"),
    push("location.open", "chat", "location_view", label="View location"),
    stay("location.maps", "location_view", effect=fc.open_in_maps, label="Open in Maps"),
    push("payment.open", "chat", "payment_detail", label="View payment"),
    push("profile.open", PROFILE_SOURCES, "contact_profile", label="Open a profile"),
    # message actions
    pop("message_actions.dismiss", "message_actions", "chat"),
    pop("message.copy", "message_actions", "chat", guard=fc.is_text, effect=fc.copy_message, label="Copy"),
    replace("message.forward", "message_actions", "forward", guard=fc.forwardable, label="Forward"),
    pop("message.quote", "message_actions", "chat", guard=fc.is_text, effect=fc.quote_message, label="Quote"),
    pop("message.pin", "message_actions", "chat", effect=fc.toggle_pin_message, label="Pin / Unpin"),
    replace("message.delete_ask", "message_actions", "message_delete", label="Delete"),
    pop("message_delete.dismiss", "message_delete", "chat", label="Cancel"),
    pop("message.delete", "message_delete", "chat", effect=fc.delete_message, label="Delete"),
    # forwarding
    push("forward.pick", "forward", "forward_confirm", label="Pick a chat"),
    pop("forward_confirm.dismiss", "forward_confirm", "forward", label="Cancel"),
    pop("forward.send", "forward_confirm", "chat", guard=fc.has_forward_target, effect=fsh.forward_send, label="Send"),
    # attachments
    pop("attach.dismiss", "attach", "chat"),
    pop("attach.photo", "attach", "chat", effect=fsh.attach_photos, label="Photos"),
    stay("chat.photos", "chat", guard=fc.can_write, effect=fsh.chat_photos, label="Album"),
    stay("photos.settings", ("chat", "moment_compose"), effect=fsh.open_app_info, label="Settings"),
    stay("photos.rationale_close", ("chat", "moment_compose"), effect=fsh.close_rationale, label="Cancel"),
    replace("attach.location", "attach", "location_pick", label="Location"),
    replace("attach.transfer", "attach", "transfer", guard=fc.is_direct, label="Transfer"),
    replace("attach.envelope", "attach", "red_envelope", label="Red Envelope"),
    pop("location.send", "location_pick", "chat", effect=fc.send_location, label="Send a place"),
    stay("location.here", "location_pick", effect=fsh.send_here, label="My location"),
    stay("transfer.pay", "transfer", guard=fc.can_transfer, effect=fc.transfer_pay, label="Transfer"),
    stay("envelope.pay", "red_envelope", guard=fc.can_envelope, effect=fc.envelope_pay, label="Prepare Red Envelope"),
    stay("image.step", "image_view", label="Next / previous photo", effect=lambda ctx: ctx.set_param(
        "index", int(ctx.params.get("index", 0)))),
    stay("image.save", "image_view", guard=fsh.can_save, effect=fsh.save_image, label="Save to phone"),
    # chat info (direct and group)
    push("chatinfo.add", "chat_info", "group_new", effect=fc.start_group_with_peer, label="Add to a new group"),
    stay("chatinfo.pin", ("chat_info", "group_info"), guard=fc.has_chat, effect=fc.toggle_pin, label="Sticky on top"),
    stay("chatinfo.mute", ("chat_info", "group_info"), guard=fc.has_chat, effect=fc.toggle_mute, label="Mute"),
    push("chatinfo.clear_ask", ("chat_info", "group_info"), "chat_clear", guard=fc.has_chat,
         label="Clear chat history"),
    pop("chat_clear.dismiss", "chat_clear", ANY, label="Cancel"),
    pop("chat.clear", "chat_clear", ANY, effect=fc.clear_history, label="Clear"),
    # group info
    push("group.add_open", "group_info", "group_add", label="Add members"),
    push("group.remove_open", "group_info", "group_remove", label="Remove members"),
    push("group.rename_ask", "group_info", "group_rename", label="Group name"),
    push("group.notice_open", "group_info", "group_notice", label="Group notice"),
    push("group.leave_ask", "group_info", "group_leave", label="Leave group"),
    pop("group_rename.dismiss", "group_rename", "group_info", label="Cancel"),
    pop("group.rename", "group_rename", "group_info", guard=fc.can_rename, effect=fc.rename_group, label="Save"),
    push("notice.edit", "group_notice", "group_notice_edit", label="Edit"),
    pop("notice.save", "group_notice_edit", "group_notice", effect=fc.save_notice, label="Done"),
    stay("group_add.toggle", "group_add", effect=fc.toggle_selected, label="Select a contact"),
    pop("group.add", "group_add", "group_info", guard=fc.has_selection, effect=fc.add_members, label="Add"),
    stay("group_remove.toggle", "group_remove", effect=fc.toggle_selected, label="Select a member"),
    pop("group.remove", "group_remove", "group_info", guard=fc.has_selection, effect=fc.remove_members,
        label="Remove"),
    pop("group_leave.dismiss", "group_leave", "group_info", label="Cancel"),
    reset("group.leave", "group_leave", "chats", effect=fc.leave_group, label="Leave"),
    stay("group_new.toggle", "group_new", effect=fc.toggle_selected, label="Select a contact"),
    replace("group.create", "group_new", "chat", guard=fc.can_create_group, effect=fc.create_group, label="Done"),
    # contacts
    stay("contacts.jump", "contacts", effect=fs.jump_to_letter, label="Jump to a letter"),
    push("friends.open", "contacts", "new_friends", label="New friends"),
    push("groups.open", "contacts", "group_list", label="Group chats"),
    push("tags.open", "contacts", "tags", label="Tags"),
    push("contacts.add", ("contacts", "new_friends"), "add_contact", label="Add contacts"),
    stay("request.accept", "new_friends", guard=fs.is_pending_request, effect=fs.accept_request, label="Accept"),
    stay("request.ignore", "new_friends", guard=fs.is_pending_request, effect=fs.ignore_request, label="Ignore"),
    push("tag.open", "tags", "tag_detail", label="Open a tag"),
    # a profile
    push("profile.message", "contact_profile", "chat", guard=fs.is_contact, effect=fs.open_chat_with,
         label="Messages"),
    push("profile.settings", "contact_profile", "contact_settings", guard=fs.is_contact, label="More"),
    push("profile.remark", ("contact_profile", "contact_settings"), "contact_remark", guard=fs.is_contact,
         label="Remark and tags"),
    push("profile.moments", "contact_profile", "user_moments", label="Moments"),
    push("profile.add", "contact_profile", "add_verify", guard=fs.is_stranger, label="Add to contacts"),
    stay("csettings.star", "contact_settings", guard=fs.is_contact, effect=fs.toggle_star, label="Star"),
    stay("csettings.hide_mine", "contact_settings", guard=fs.is_contact, effect=fs.toggle_hide_mine,
         label="Hide my moments"),
    stay("csettings.hide_theirs", "contact_settings", guard=fs.is_contact, effect=fs.toggle_hide_theirs,
         label="Hide their moments"),
    push("csettings.block_ask", "contact_settings", "contact_block", guard=fs.not_blocked, label="Block"),
    stay("csettings.unblock", "contact_settings", guard=fs.is_blocked, effect=fs.unblock, label="Unblock"),
    push("csettings.delete_ask", "contact_settings", "contact_delete", label="Delete contact"),
    pop("contact_block.dismiss", "contact_block", "contact_settings", label="Cancel"),
    pop("contact.block", "contact_block", "contact_settings", effect=fs.block, label="OK"),
    pop("contact_delete.dismiss", "contact_delete", "contact_settings", label="Cancel"),
    reset("contact.delete", "contact_delete", "contacts", effect=fs.delete_contact, label="Delete"),
    stay("remark.tag", "contact_remark", effect=fs.toggle_tag, label="Toggle a tag"),
    stay("remark.new_tag", "contact_remark", guard=fs.has_new_tag, effect=fs.add_tag, label="Add tag"),
    pop("remark.save", "contact_remark", ANY, effect=fs.save_remark, label="Done"),
    # adding contacts
    push("add.search", "add_contact", "contact_profile", guard=fs.can_find, effect=fs.find, label="Search"),
    push("me.qr", ("me", "my_profile", "add_contact"), "qr_card", label="My QR code"),
    pop("verify.send", "add_verify", "contact_profile", guard=fs.is_stranger, effect=fs.send_request, label="Send"),
    # moments
    stay("moments.more", ("moments", "user_moments"), effect=fs.more, label="Load more"),
    push("moment.open", ("user_moments", "moments"), "moment_detail", label="Open a moment"),
    push("moment.new", "moments", "moment_compose", label="Post a moment"),
    push("moments.mine", "moments", "user_moments", label="My moments"),
    push("moment.actions", "moments", "moment_actions", label="Like or comment"),
    pop("moment_actions.dismiss", "moment_actions", "moments"),
    pop("moment.like", "moment_actions", "moments", effect=fs.toggle_like, label="Like / Cancel"),
    replace("moment.comment_open", "moment_actions", "moment_comment", label="Comment"),
    push("comment.reply", ("moments", "moment_detail"), "moment_comment", guard=fs.is_their_comment,
         effect=fs.reply_params, label="Reply to a comment"),
    pop("moment_comment.dismiss", "moment_comment", ANY),
    pop("moment.comment_send", "moment_comment", ANY, guard=fs.can_comment, effect=fs.send_comment, label="Send"),
    stay("detail.like", "moment_detail", effect=fs.toggle_like, label="Like / Cancel"),
    stay("detail.comment", "moment_detail", guard=fs.can_comment, effect=fs.send_comment, label="Send"),
    push("moment.delete_ask", ("moments", "moment_detail"), "moment_delete", guard=fs.is_my_post, label="Delete"),
    pop("moment_delete.dismiss", "moment_delete", ANY, label="Cancel"),
    pop("moment.delete", "moment_delete", ANY, effect=fs.delete_post, label="Delete"),
    push("comment.delete_ask", ("moments", "moment_detail"), "comment_delete", guard=fs.is_my_comment,
         label="Delete my comment"),
    pop("comment_delete.dismiss", "comment_delete", ANY, label="Cancel"),
    pop("comment.delete", "comment_delete", ANY, effect=fs.delete_comment, label="Delete"),
    stay("compose.photos", "moment_compose", effect=fsh.compose_photos, label="Add photos"),
    push("compose.visibility", "moment_compose", "moment_visibility", label="Who can see"),
    pop("compose.post", "moment_compose", "moments", guard=fs.can_post, effect=fs.publish, label="Post"),
    pop("moment_visibility.dismiss", "moment_visibility", "moment_compose"),
    pop("visibility.set", "moment_visibility", "moment_compose", guard=fs.is_visibility, effect=fs.set_visibility,
        label="Choose who can see"),
    # me
    push("me.profile", "me", "my_profile", label="My profile"),
    push("me.moments", "me", "user_moments", label="My moments"),
    push("me.settings", "me", "settings", label="Settings"),
    stay("me.wallet", "me", effect=fs.open_wallet, label="Wallet"),
    push("profile.name_ask", "my_profile", "profile_name", label="Name"),
    push("profile.signature_ask", "my_profile", "profile_signature", label="What's up"),
    pop("profile_name.dismiss", "profile_name", "my_profile", label="Cancel"),
    pop("profile.save_name", "profile_name", "my_profile", guard=fs.has_name, effect=fs.save_name, label="Save"),
    pop("profile_signature.dismiss", "profile_signature", "my_profile", label="Cancel"),
    pop("profile.save_signature", "profile_signature", "my_profile", effect=fs.save_signature, label="Save"),
    # settings
    push("settings.account", "settings", "settings_account", label="Account security"),
    push("settings.privacy", "settings", "settings_privacy", label="Privacy"),
    push("settings.notifications", "settings", "settings_notifications", label="Notifications"),
    push("settings.chats", "settings", "settings_chats", label="Chats"),
    stay("settings.toggle", ("settings_privacy", "settings_notifications", "settings_chats"), guard=fs.is_setting,
         effect=fs.toggle_setting, label="Toggle a setting"),
    push("privacy.blocked", "settings_privacy", "blocked_list", label="Blocked list"),
    push("privacy.range", "settings_privacy", "moments_range", label="Moments visible for"),
    stay("blocked.unblock", "blocked_list", guard=fs.is_blocked, effect=fs.unblock, label="Unblock"),
    pop("moments_range.dismiss", "moments_range", "settings_privacy"),
    pop("range.set", "moments_range", "settings_privacy", guard=fs.is_range, effect=fs.set_range,
        label="Choose a range"),
    push("history.clear_all_ask", "settings_chats", "clear_all", label="Clear all chat history"),
    pop("clear_all.dismiss", "clear_all", "settings_chats", label="Cancel"),
    pop("history.clear_all", "clear_all", "settings_chats", effect=fs.clear_all, label="Clear"),
    push("account.deactivate", "settings_account", "deactivate", label="Deactivate account"),
    push("deactivate.ask", "deactivate", "deactivate_confirm", guard=fs.deactivation_idle, label="Deactivate"),
    stay("deactivate.cancel", "deactivate", guard=fs.deactivation_pending, effect=fs.cancel_deactivation,
         label="Cancel deactivation"),
    pop("deactivate_confirm.dismiss", "deactivate_confirm", "deactivate", label="Cancel"),
    pop("deactivate.confirm", "deactivate_confirm", "deactivate", effect=fs.request_deactivation, label="Deactivate"),
]

NAV = Navigation(app="messenger", entry="chats", screens=SCREENS, transitions=TRANSITIONS)
