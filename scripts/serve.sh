#!/usr/bin/env bash
# Serves the web app on http://127.0.0.1:8080 (rebuilding on every change), after installing
# whatever is missing. Pass --release for the optimised build the tests measure.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh serve
# shellcheck source=scripts/env.sh
source scripts/env.sh
exec trunk serve --address 127.0.0.1 --port 8080 "$@"
