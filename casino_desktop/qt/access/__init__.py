"""Accessibility: the table in words for screen readers
(``words``, ``panel``), the legal moves as a list the keyboard plays,
keyboard paths and focus order (``keys``), the high-contrast look
(``contrast``) and large cards; ``menu.install_access(window, view_menu)``
is the one call the main window makes.  Nothing is imported here: the card
painter imports ``contrast``, which must not pull in the table."""
