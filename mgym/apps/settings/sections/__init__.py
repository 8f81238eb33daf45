"""The Settings app's sections: each module declares its SCREENS, TRANSITIONS and VIEWS."""

from mgym.apps.settings.sections import (
    about,
    apps,
    devices,
    display,
    home,
    network,
    notifications,
    permissions,
    power,
    privacy,
    sound,
    system,
)

SECTIONS = (home, network, devices, apps, permissions, notifications, power, sound, display, privacy, system, about)

__all__ = ["SECTIONS"]
