"""The cards as drawn: our own faces, court figures and backs, the system's
SVG decks, one card's scene item, and View › Card Theme / Card Back / Felt."""
