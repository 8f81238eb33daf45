"""People known by a given name, shared by the ask-which-one templates: relation contacts ("Mom") are
not people's names; a Chinese name is a family name then a given name."""

from __future__ import annotations

#: contacts saved under a relation rather than a name
RELATIONS = frozenset({"Mom", "Dad", "妈妈", "爸爸"})


def given_name(name: str, zh: bool) -> str:
    """What a person calls a contact: the first name, or a Chinese name's given name."""
    return name[1:] if zh else name.split()[0]


def renamed(name: str, given: str, zh: bool) -> str:
    """``name`` with its given name replaced by ``given``."""
    return name[0] + given if zh else " ".join([given, *name.split()[1:]])
