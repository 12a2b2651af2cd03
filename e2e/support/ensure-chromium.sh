#!/usr/bin/env bash
# Installs Debian's Chromium, CJK fonts (Chinese renders as boxes in screenshots without them) and poppler-utils
# (pdftoppm and pdftotext: the print spec turns Chromium's PDFs into pictures and text) when missing.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
# Read whole, not piped into `grep -q`: grep stops at the first match, fc-list dies of SIGPIPE, and under
# pipefail the fonts would look missing (and apt ran on every start).
fonts="$(fc-list : family 2>/dev/null || true)"
[[ "${fonts,,}" == *'noto sans cjk'* ]] || need+=(fonts-noto-cjk)
{ [ -x /usr/bin/pdftoppm ] && [ -x /usr/bin/pdftotext ]; } || need+=(poppler-utils)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} from Debian's packages..."
  # Waits for another install holding dpkg's lock (two suites starting together) instead of failing at once.
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "${need[@]}" >/dev/null
fi
