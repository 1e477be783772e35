#!/usr/bin/env bash
# Debian packages the tests need: Chromium (browser tests), D-Bus and gnome-keyring (a real Secret Service),
# gpg (the signature of a release's SHA256SUMS), fonts-dejavu-core (the one font the screenshot tests draw with).
# Installs only what is missing; needs root (or sudo) only when something is missing.
set -euo pipefail

packages=(chromium dbus gnome-keyring gpg fonts-dejavu-core)
missing=()
for pkg in "${packages[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
((${#missing[@]} == 0)) && exit 0

if [[ $(id -u) -ne 0 ]]; then
  echo "Missing Debian packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
