#!/usr/bin/env bash
# Runs a command inside a private D-Bus session with a fresh, unlocked gnome-keyring, so tests use a
# real Secret Service and never touch the developer's own keyring.
set -euo pipefail

keyring_home=$(mktemp -d)
trap 'rm -rf "$keyring_home"' EXIT
export KEYRING_HOME=$keyring_home

# shellcheck disable=SC2016
dbus-run-session -- bash -c '
  # A non-empty password creates and unlocks a new "login" collection without a GUI prompt.
  head -c 24 /dev/urandom | base64 | HOME="$KEYRING_HOME" gnome-keyring-daemon --unlock --components=secrets >/dev/null
  # The daemon returns before it owns its bus name; a client asking sooner makes D-Bus start a second,
  # locked daemon in the real HOME. Wait for ours (NameHasOwner starts nothing).
  for _ in $(seq 100); do
    dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
      org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets | grep -q "boolean true" && break
    sleep 0.05
  done
  exec "$@"
' with-test-keyring "$@"
