"""The simulated Android OS: persistent state schema, managers, services, task stacks and input."""
