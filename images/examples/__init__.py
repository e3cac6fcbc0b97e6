"""Pictures of the template games (``engine/examples``): small, but drawn from views and catalogs like any."""
