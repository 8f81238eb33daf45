"""Reinforcement learning at scale: vector envs, pools of processes, Ray, the env server, adapters."""
