#!/bin/sh
# Builds the image with podman and runs it against a local sandbox (not part of `npm test`).
# Needs podman and a registry that serves node:20-bookworm-slim. Usage: sh scripts/try-container.sh
set -eu
cd "$(dirname "$0")/.."
podman build -t tipwell-server .
SANDBOX_PORT=8787 SANDBOX_DB="$(mktemp -d)/sandbox.db" npx tsx apps/sandbox/src/main.ts &
sandbox=$!
trap 'kill $sandbox; podman rm -f tipwell-try >/dev/null 2>&1 || true' EXIT
sleep 3
# NODE_ENV=development: against the sandbox (production refuses it and every default).
podman run -d --name tipwell-try --network host -e PORT=8090 -e NODE_ENV=development \
  -e SANDBOX_URL=http://127.0.0.1:8787 -e METRICS_PORT=9464 tipwell-server
for _ in 1 2 3 4 5 6 7 8 9 10; do
  if curl -fsS http://127.0.0.1:8090/readyz >/dev/null 2>&1; then break; fi
  sleep 1
done
curl -fsS http://127.0.0.1:8090/readyz
curl -fsS -o /dev/null -w 'U500: %{http_code}\n' http://127.0.0.1:8090/U500
curl -fsS http://127.0.0.1:9464/metrics | grep '^http_server_request_duration_seconds_count'
podman inspect --format '{{.State.Health.Status}}' tipwell-try || true
