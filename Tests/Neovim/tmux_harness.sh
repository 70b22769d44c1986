# What the tests that drive an editor in a real terminal share (sourced; `$socket` names the
# tmux server, whose session is `editor`; `$work` is the test's folder): the screen, waiting for
# a condition, typing keys and Ex commands, expecting a file's text.
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
# ex COMMAND: an Ex command typed as a person does (Vim and Neovim).
ex() {
  keys Escape
  keys -l ":$1"
  keys Enter
}
# expect_file WHAT FILE TEXT: waits until $work/FILE holds TEXT.
expect_file() {
  local what="$1" file="$2" expected="$3"
  wait_for "$what: $file is '$(cat "$work/$file" 2>/dev/null)', expected '$expected'" \
    sh -c "[ \"\$(cat '$work/$file' 2>/dev/null)\" = '$expected' ]"
  echo "ok - $what"
}
# Removes the test's tmux server and folder (as the EXIT trap).
cleanup() {
  tmux -L "$socket" kill-server 2>/dev/null || true
  rm -rf "$work"
}
