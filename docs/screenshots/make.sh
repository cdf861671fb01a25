#!/bin/sh
# Regenerate the family screenshots: the real window under Xvfb (xcb), every
# seat a computer, the picture taken by the app after the given move.
# Run from the repository root: sh docs/screenshots/make.sh
set -e
shot() {  # name variant players seed ply [extra args]
    name=$1 variant=$2 players=$3 seed=$4 ply=$5; shift 5
    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python -m casino_desktop --autoplay \
        --variant "$variant" --players "$players" --seed "$seed" --size 1280x800 --speed fast \
        --screenshot "docs/screenshots/$name.png" --screenshot-ply "$ply" "$@"
}
shot anglo-american casino 2 1 26
shot royal royal-casino 4 1 39 --partnerships
shot swedish swedish-kasino 3 4 46
shot finnish finnish-kasino 2 1 44
shot mulle mulle 2 3 70
# hint-and-count.png needs a human seat, so it is taken by hand under Xvfb:
#   .venv/bin/casino-desktop --variant royal-casino --seed 42 --size 1280x800
#   with View › Cards Still Out (F8) on, press H, then `import -window root`.
# round-review.png is taken by hand too: the same command with --variant
#   royal-casino --seed 9 --speed instant, play the round (H then 1), click
#   Review the round…, press End then Left, `import -window root` and crop
#   the dialog.
# pass-and-play.png by hand: New Game with both seats Human (or write the
#   setup to QSettings first), --seed 9 --speed instant --size 1200x820,
#   press Space, click the felt, H then 1, and `import -window root` with
#   -crop 1200x820+0+0.
# krypkasino.png: the end of a round, score sheet open, taken by the app:
#   xvfb-run -a -s "-screen 0 1280x900x24" .venv/bin/python -m casino_desktop --variant krypkasino \
#     --seed 5 --autoplay --level casual --exit-after round --speed instant --size 1200x820 \
#     --screenshot shot.png, then crop to 1200x820+0+0.
# cards-*.png: the three kinds of deck (View › Card Theme) at 1024x768 and
#   1920x1080. The look is written to the settings of a throw-away XDG
#   config first (keys cards/theme, cards/back, cards/felt), then:
#   xvfb-run -a -s "-screen 0 WxHx24" .venv/bin/python -m casino_desktop --autoplay --variant casino \
#     --seed 3 --size WxH --screenshot docs/screenshots/cards-....png --screenshot-ply 9
#   classic: classic/lattice/green; large-index: large/tartan/slate;
#   system-theme: aisleriot:bonded/rosette/blue (apt-get install aisleriot).
# screen-*.png (any screen size): docs/screenshots/screen_sizes.py, see its docstring.
# statistics-history.png and the toolbar: docs/screenshots/statistics_history.py
#   (a made-up month of results in a throw-away data folder), see its docstring.
