#!/usr/bin/env bash
# Runs a command inside a private D-Bus session with a fresh, unlocked gnome-keyring, so tests use a
# real Secret Service and never touch the developer's own keyring.
set -euo pipefail

keyring_home=$(mktemp -d)
trap 'rm -rf "$keyring_home"' EXIT
export KEYRING_HOME=$keyring_home
# The login collection's password: a non-empty one creates and unlocks it without a GUI prompt.
KEYRING_PASSWORD=$(head -c 24 /dev/urandom | base64)
export KEYRING_PASSWORD
# A session bus that starts no service on demand: a client asking while our daemon is away must not get a
# second, locked gnome-keyring in the real HOME (D-Bus activation) that would then keep the name.
bus_config=$keyring_home/session.conf
cat >"$bus_config" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=$keyring_home</listen>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
CONF

# shellcheck disable=SC2016
dbus-run-session --config-file="$bus_config" -- bash -c '
  owned() {
    dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
      org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null | grep -q "boolean true"
  }
  # The daemon returns before it owns its bus name: wait for it (NameHasOwner starts nothing).
  start_daemon() {
    printf "%s" "$KEYRING_PASSWORD" | HOME="$KEYRING_HOME" gnome-keyring-daemon --unlock --components=secrets >/dev/null
    for _ in $(seq 400); do owned && return 0; sleep 0.05; done
    echo "with-test-keyring: gnome-keyring did not take the Secret Service name within 20 s" >&2
    return 1
  }
  start_daemon
  # Seen under load: the daemon gone in the middle of a run, and every later test failing with "no
  # result found". A watchdog starts it again on the same keyring file, unlocked with the same password.
  (
    while sleep 0.2; do
      owned || { echo "with-test-keyring: gnome-keyring stopped; starting it again" >&2; start_daemon || true; }
    done
  ) >/dev/null &
  watchdog=$!
  status=0
  "$@" || status=$?
  kill "$watchdog" 2>/dev/null || true
  exit "$status"
' with-test-keyring "$@"
