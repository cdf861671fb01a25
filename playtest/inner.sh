#!/bin/bash
P=/tmp/partners/prof/$PROF; mkdir -p $P/home $P/config $P/data
export HOME=$P/home XDG_CONFIG_HOME=$P/config XDG_DATA_HOME=$P/data
[ "$LNG" != "-" ] && export LANGUAGE=$LNG
S=/tmp/partners/shots/$RUN; mkdir -p $S
echo "export DISPLAY=$DISPLAY XAUTHORITY=$XAUTHORITY S=$S" > /tmp/partners/$RUN.env
openbox & OB=$!
sleep 1
cd /work/wt/partners
timeout $SECS /work/main/.venv/bin/python -m casino_desktop $GAMEARGS > $S/game.log 2>&1 & G=$!
( i=0; while kill -0 $G 2>/dev/null; do import -window root $S/auto-$(printf %03d $i).png 2>/dev/null; i=$((i+1)); sleep 4; done ) & SH=$!
wait $G; echo "game rc=$?" >> $S/steps.log
kill $SH $OB 2>/dev/null
