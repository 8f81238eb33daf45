"""Shop tasks: buying, lists, orders, queries and cross-app hand-offs."""
