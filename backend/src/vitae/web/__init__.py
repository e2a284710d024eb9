"""HTTP adapter: routers, dependencies and the mapping of domain errors to responses."""
