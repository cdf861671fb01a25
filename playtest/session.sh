#!/bin/bash
# usage: session.sh RUN PROFILE LANG SECONDS SCREEN [game args...]
# Starts Xvfb (via xvfb-run) with the given SCREEN (e.g. 1024x768), openbox, and the game from source,
# with its own HOME/XDG dirs per PROFILE; a background subshell takes a screenshot every 4 s.
# The display and auth are written to /tmp/partners/RUN.env so drive.sh can send xdotool input.
RUN=$1 PROF=$2 LNG=$3 SECS=$4 SCR=$5; shift 5
export RUN PROF LNG SECS GAMEARGS="$*"
exec xvfb-run -a -s "-screen 0 ${SCR}x24" bash "$(dirname "$(readlink -f "$0")")/inner.sh"
