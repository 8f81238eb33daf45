"""``mgym env-serve``: the env server command (registered by :mod:`bench.cli`)."""

from __future__ import annotations

import os

import typer


def env_serve_cmd(host: str = typer.Option("127.0.0.1", help="address to bind (loopback unless you mean otherwise)"),
                  port: int = typer.Option(8770, help="port to listen on"),
                  token: str | None = typer.Option(None, help="require 'Authorization: Bearer TOKEN' "
                                                   "(default $MGYM_ENV_TOKEN)"),
                  max_envs: int = typer.Option(64, help="most envs alive at once"),
                  ttl: float = typer.Option(900.0, help="close envs idle for this many seconds"),
                  openenv: bool = typer.Option(False, "--openenv", help="speak OpenEnv's protocol instead (WS /ws, "
                                               "/reset, /step, /state, /schema, /metadata, /health; "
                                               "bench/rl/openenv_server.py)")) -> None:
    """Serve mgym's envs over HTTP (create / reset / step / observe / state / snapshot / restore / fork).

    Loopback only unless a token is set: any other address without one is refused."""
    import uvicorn

    from bench.rl.server import create_env_app
    from mgym.server.guard import is_loopback, loopback_hosts
    from mgym.server.listen import UnsafeBind, check_bind, uvicorn_settings

    if max_envs < 1 or ttl <= 0:
        raise typer.BadParameter("--max-envs must be at least 1 and --ttl positive")
    token = token or os.environ.get("MGYM_ENV_TOKEN") or None
    try:
        warning = check_bind(host, token)
    except UnsafeBind as e:
        raise typer.BadParameter(str(e), param_hint="--host") from None
    if warning:
        typer.echo(warning, err=True)
    hosts = loopback_hosts(host) if is_loopback(host) else None
    if openenv:
        from bench.rl.openenv_server import serve

        typer.echo(f"mgym OpenEnv server on http://{host}:{port}/ (ws /ws; max {max_envs} sessions, idle {ttl:g} s"
                   f"{', bearer token required' if token else ''})")
        serve(host, port, token=token, max_sessions=max_envs, idle_timeout=ttl)
        return
    app = create_env_app(token=token, max_envs=max_envs, ttl=ttl, allowed_hosts=hosts)
    typer.echo(f"mgym env server on http://{host}:{port}/ (max {max_envs} envs, ttl {ttl:g} s"
               f"{', bearer token required' if token else ''})")
    uvicorn.run(app, host=host, port=port, log_level="warning", ws="none", lifespan="on", **uvicorn_settings())
