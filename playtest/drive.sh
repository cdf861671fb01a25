# source with RUN set: gives xdotool helpers on the run's display
source /tmp/partners/$RUN.env
shot() { import -window root $S/$1.png; echo "shot $1" >> $S/steps.log; echo $S/$1.png; }
wins() { xdotool search --onlyvisible --name . 2>/dev/null | while read w; do echo "$w $(xdotool getwindowname $w) $(xdotool getwindowgeometry $w | tr '\n' ' ')"; done; }
drag() { xdotool mousemove $1 $2 mousedown 1; sleep 0.2; xdotool mousemove $(( ($1+$3)/2 )) $(( ($2+$4)/2 )); sleep 0.2; xdotool mousemove $3 $4; sleep 0.3; xdotool mouseup 1; }
view() { shot $1 >/dev/null; convert $S/$1.png -resize 50% /tmp/partners/v.png; }
