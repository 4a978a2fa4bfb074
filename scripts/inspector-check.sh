#!/usr/bin/env bash
# The inspector's checks: its build (zero warnings in its own code), its tests (the page's
# renderer among them, in Node.js), and the browser test of its demo in headless Chromium.
# Installs what the tests need when it is missing (Debian's packages, selenium from PyPI).
# The browser test saves its screenshot in .build/inspector.png.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --package-path Inspector --build-tests 2>&1 | tee /tmp/inspector-build.log
# Warnings of the dependencies (a CMakeLists.txt they do not declare) are theirs; ours are not allowed.
if grep "warning:" /tmp/inspector-build.log | grep -v "swift-distributed-tracing" | grep -q .; then
  echo "CI: the inspector's build printed warnings" >&2
  exit 1
fi
# Node.js runs the page's renderer in the tests; Chromium and its driver run the page.
scripts/inspector-prerequisites.sh

swift test --package-path Inspector

mkdir -p .build
python3 Inspector/Tests/Browser/browser_test.py \
  --demo "$(swift build --package-path Inspector --show-bin-path)/InspectorDemo" --screenshot .build/inspector.png
# The flood again with an outbox of 8 messages: most of what the page is sent is dropped, and the
# page still converges on the router's state.
python3 Inspector/Tests/Browser/browser_test.py --outbox 8 \
  --demo "$(swift build --package-path Inspector --show-bin-path)/InspectorDemo" --screenshot .build/inspector-outbox-8.png
