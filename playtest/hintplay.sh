# source after drive.sh: play N of my turns by asking for a hint (H) and taking it (1); stop at a dialog
hintplay() {
  for i in $(seq 1 $1); do
    d=$(xdotool search --onlyvisible --name . 2>/dev/null | while read w; do xdotool getwindowname $w; done | grep -v '^Casino$\|^$' | grep -v -- '— Casino$' ); 
    n=$(xdotool search --onlyvisible --name . 2>/dev/null | wc -l); if [ "$n" -gt 1 ]; then echo "dialog after $i"; return 0; fi
    xdotool key h; sleep 0.6; xdotool key 1; sleep ${2:-8}
  done
}
