#!/usr/bin/env bash
# compose.yaml's secrets, made once before the first `podman-compose up` (or `docker compose up`):
#   bash scripts/compose-secrets.sh [folder]       # folder: ./secrets, or SECRETS_DIR
# Writes what is missing and keeps what is there: postgres-password (PostgreSQL's, read through
# POSTGRES_PASSWORD_FILE), database-url (the app's DATABASE_URL_FILE, with that password) and
# token-encryption-key (TOKEN_ENCRYPTION_KEY_FILE, 32 random bytes, base64; every instance must
# share it). The folder is the operator's only copy and never in git (.gitignore) or the image's
# build context (.dockerignore). The files are readable by all inside a folder only its owner can
# open: the containers read them as their own users (postgres 999, the app 10001).
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:-${SECRETS_DIR:-secrets}}"
mkdir -p "$dir"
chmod 700 "$dir"
write() { # name value: only when missing
  if [ ! -s "$dir/$1" ]; then
    (umask 022 && printf '%s' "$2" >"$dir/$1")
    echo "Made $dir/$1"
  fi
}
# Hex: the password goes into a URL unescaped.
write postgres-password "$(openssl rand -hex 24)"
write database-url "postgres://desk:$(cat "$dir/postgres-password")@postgres:5432/desk"
write token-encryption-key "$(openssl rand -base64 32)"
