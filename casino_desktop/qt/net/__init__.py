"""The window's side of playing over the network: the client on a thread
(``bridge``), the turn loop of a table whose host referees
(``remote_controller``), and the window that shows it (``window``)."""
