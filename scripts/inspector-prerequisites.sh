#!/usr/bin/env bash
# What the inspector's tests need besides Swift, installed when missing: Node.js (the page's
# renderer runs in its tests), Chromium and its driver (the browser test), selenium (PyPI).
# Idempotent: quick when everything is there. CI starts it at once, in the background, so that
# the downloads overlap the builds.
set -euo pipefail
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
missing=()
command -v node >/dev/null || missing+=(nodejs)
command -v chromium >/dev/null || missing+=(chromium)
command -v chromedriver >/dev/null || missing+=(chromium-driver)
if [ ${#missing[@]} -gt 0 ]; then
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}"
fi
if ! python3 -c "import selenium" 2>/dev/null; then
  python3 -m pip install --quiet selenium || python3 -m pip install --quiet --break-system-packages selenium
fi
