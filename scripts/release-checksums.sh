#!/usr/bin/env bash
# Writes SHA256SUMS for every file of a release folder (checked with `sha256sum -c SHA256SUMS`), and
# SHA256SUMS.asc, its detached ASCII-armoured signature, when RELEASE_SIGNING_KEY holds an armoured
# private key (RELEASE_SIGNING_KEY_PASSPHRASE its passphrase, if it has one). The key goes into a
# throwaway GnuPG home, never the runner's.
#   bash scripts/release-checksums.sh installers
set -euo pipefail
dir=${1:?usage: release-checksums.sh DIR}
cd "$dir"
shopt -s nullglob
files=()
for file in *; do
  [[ -f $file && $file != SHA256SUMS && $file != SHA256SUMS.asc ]] && files+=("$file")
done
if ((${#files[@]} == 0)); then
  echo "release-checksums: no files in $dir" >&2
  exit 1
fi
sha256sum -- "${files[@]}" >SHA256SUMS
echo "SHA256SUMS: ${#files[@]} files"

if [[ -z ${RELEASE_SIGNING_KEY:-} ]]; then
  echo "SHA256SUMS not signed: RELEASE_SIGNING_KEY not set"
  exit 0
fi
GNUPGHOME=$(mktemp -d)
export GNUPGHOME
trap 'rm -rf "$GNUPGHOME"' EXIT
gpg --batch --quiet --import <<<"$RELEASE_SIGNING_KEY"
gpg --batch --yes --quiet --pinentry-mode loopback --passphrase "${RELEASE_SIGNING_KEY_PASSPHRASE:-}" \
  --armor --detach-sign --output SHA256SUMS.asc SHA256SUMS
echo "SHA256SUMS.asc: signed by $(gpg --batch --list-secret-keys --with-colons | awk -F: '$1 == "fpr" { print $10; exit }')"
