#!/usr/bin/env bash
# Installs Debian's Chromium and CJK fonts (Chinese renders as boxes in screenshots without them) when missing.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
# Read whole, not piped into `grep -q`: grep stops at the first match, fc-list dies of SIGPIPE, and under
# pipefail the fonts would look missing (and apt ran on every start).
fonts="$(fc-list : family 2>/dev/null || true)"
[[ "${fonts,,}" == *'noto sans cjk'* ]] || need+=(fonts-noto-cjk)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} from Debian's packages..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
