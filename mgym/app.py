"""The app contract: manifest, navigation, views and the runtime overlay model of one app."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from mgym.nav.declaration import Navigation


class IntentFilter(BaseModel):
    """Which intents an app answers: an action plus optional data schemes and MIME-like types."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    action: str
    schemes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()
    screen: str | None = None  # screen opened for this intent (defaults to the app's entry)


class Shortcut(BaseModel):
    """A launcher shortcut (long-press the app's icon): opens ``screen`` of the app with ``params``."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    id: str
    label: str  # a msgid of the app's own domain
    icon: str  # a Material icon name
    screen: str
    params: tuple[tuple[str, Any], ...] = ()


class Receiver(BaseModel):
    """A broadcast receiver declared in a manifest: ``handlers[handler](ctx, **extras)`` runs when
    the OS (or an app) sends ``action``."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    action: str
    handler: str


class AppManifest(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    id: str
    name: str
    icon: str  # a Material icon name
    color: str  # theme colour, CSS
    intent_filters: tuple[IntentFilter, ...] = ()
    system: bool = False
    in_launcher: bool = True
    #: permissions the app may ask for (``ctx.require_permission``); Settings lists them in App info
    permissions: tuple[str, ...] = ()
    shortcuts: tuple[Shortcut, ...] = ()
    receivers: tuple[Receiver, ...] = ()


@dataclass(frozen=True, slots=True)
class View:
    """What a view function returns: a template name and its context."""

    template: str
    context: Mapping[str, Any] = field(default_factory=dict)


ViewFn = Callable[[Any], View]
#: a background handler (alarms, broadcasts) or a query the OS asks an app (``share_targets``)
Handler = Callable[..., Any]


@dataclass
class App:
    """Everything the OS needs to run an app. Each app package exposes one as ``APP``."""

    manifest: AppManifest
    navigation: Navigation
    views: Mapping[str, ViewFn]
    state_model: type[BaseModel] | None = None
    #: named handlers for alarms and broadcasts: ``handlers[name](ctx, **payload)``
    handlers: Mapping[str, Handler] = field(default_factory=dict)
    #: extra template folder for third-party apps (the repo's ``templates/`` is always searched)
    template_dir: Path | None = None
    #: a state patch that fills the app with representative content for static analysis (the
    #: crawler), for apps whose screens are empty on a fresh phone
    sample_state: dict[str, Any] = field(default_factory=dict)
    #: region -> a patch over the overlay model's defaults for a new phone of that region (its world
    #: data in that language: recent searches, drafts, names); see :meth:`default_state`
    region_state: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    #: entry-point screens with params that the crawler should also open bare (screens only other
    #: apps reach, such as a share target), so static analysis sees their triggers
    crawl_roots: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        missing = [s.id for s in self.navigation.screens if s.id not in self.views]
        if missing:
            raise ValueError(f"app {self.manifest.id}: no view for screens {missing}")
        if self.navigation.app != self.manifest.id:
            raise ValueError(f"app {self.manifest.id}: navigation declares app {self.navigation.app!r}")

    @property
    def id(self) -> str:
        return self.manifest.id

    def default_state(self, region: str = "en") -> dict[str, Any]:
        """The overlay of a new phone of ``region``: the model's defaults, then ``region_state[region]``
        (validated by the model, so a wrong key fails at boot)."""
        base: dict[str, Any] = self.state_model().model_dump(mode="json") if self.state_model else {}
        extra = self.region_state.get(region)
        if extra and self.state_model is not None:
            base = self.state_model.model_validate({**base, **extra}).model_dump(mode="json")
        elif extra:
            base = {**base, **extra}
        return base
