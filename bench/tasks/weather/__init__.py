"""Weather tasks: cities, units, the located city, forecast queries, and cross-app forecasts."""
