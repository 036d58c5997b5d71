#!/usr/bin/env bash
# `npm run test:deploy`: builds the image from this checkout (a clean build context: see
# .dockerignore) and runs the container tests against it (src/testing/deploy/image.test.ts).
# Where podman cannot run, says why and skips. Where the official Node image cannot be pulled
# (no registry here), builds on the local base images of scripts/container-base.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
bash scripts/container-base.sh || status=$?
if [ "$status" = 3 ]; then echo "Container tests skipped: podman cannot run here (reason above)." >&2; exit 0; fi
[ "$status" = 0 ] || exit "$status"

IMAGE="${IMAGE:-localhost/pickup-desk:test}"
args=()
if ! podman image exists docker.io/library/node:22-bookworm-slim &&
  ! timeout 20 podman pull -q docker.io/library/node:22-bookworm-slim >/dev/null 2>&1; then
  args+=(--build-arg NODE_IMAGE=localhost/pickup-desk-node:22 --build-arg BUILD_IMAGE=localhost/pickup-desk-node-build:22)
  export LOCAL_BASE_IMAGES=1
fi
started=$(date +%s)
podman build --format docker -q "${args[@]}" -t "$IMAGE" . >/dev/null
echo "Image $IMAGE built in $(($(date +%s) - started)) s: $(podman image inspect --format '{{.Size}}' "$IMAGE" | awk '{printf "%.0f MB", $1/1e6}')"
if ! command -v podman-compose >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman-compose >/dev/null || true
fi
IMAGE="$IMAGE" npx vitest run --no-file-parallelism src/testing/deploy/image.test.ts src/testing/deploy/compose.test.ts src/testing/deploy/kubernetes.test.ts
