# What the tests that drive Neovim in a real terminal share (sourced; `$socket` names the tmux
# server, whose session is `editor`): the screen, waiting for a condition, typing keys.
screen() { tmux -L "$socket" capture-pane -p -t editor; }
# wait_for WHAT COMMAND…: runs COMMAND until it succeeds; after 40 s fails, showing the screen.
wait_for() {
  local what="$1" deadline=$((SECONDS + 40))
  shift
  until "$@"; do
    if [ $SECONDS -ge $deadline ]; then
      echo "FAIL: $what; the screen shows:" >&2
      screen >&2
      exit 1
    fi
    sleep 0.2
  done
}
keys() { tmux -L "$socket" send-keys -t editor "$@"; }
