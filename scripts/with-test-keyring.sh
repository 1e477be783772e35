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
# The private session bus starts the Secret Service on demand, from our own service file only: a client
# asking while the daemon is away (seen under load: it dies mid-run) waits for a new one, unlocked on the
# same keyring file, instead of failing, and never gets a locked gnome-keyring in the real HOME.
mkdir -p "$keyring_home/services"
cat >"$keyring_home/start-keyring.sh" <<'START'
#!/bin/sh
if [ -e "$KEYRING_HOME/started" ]; then echo "with-test-keyring: gnome-keyring stopped; started again on demand" >&2; fi
touch "$KEYRING_HOME/started"
printf "%s" "$KEYRING_PASSWORD" | HOME="$KEYRING_HOME" exec gnome-keyring-daemon --unlock --foreground --components=secrets >/dev/null
START
cat >"$keyring_home/services/org.freedesktop.secrets.service" <<SERVICE
[D-BUS Service]
Name=org.freedesktop.secrets
Exec=/bin/sh $keyring_home/start-keyring.sh
SERVICE
bus_config=$keyring_home/session.conf
cat >"$bus_config" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=$keyring_home</listen>
  <servicedir>$keyring_home/services</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
CONF

# shellcheck disable=SC2016
dbus-run-session --config-file="$bus_config" -- bash -c '
  # Started before the command, so a failure to start is said once, here.
  if ! dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.StartServiceByName string:org.freedesktop.secrets uint32:0 >/dev/null; then
    echo "with-test-keyring: gnome-keyring did not start: is it installed (bash scripts/system-deps.sh)?" >&2
    exit 1
  fi
  exec "$@"
' with-test-keyring "$@"
