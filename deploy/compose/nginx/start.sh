#!/bin/sh
# A self-signed certificate for the demo on first start; a mounted tls.crt/tls.key is kept.
set -eu
if [ ! -s /etc/nginx/tls/tls.crt ] || [ ! -s /etc/nginx/tls/tls.key ]; then
  mkdir -p /etc/nginx/tls
  openssl req -x509 -newkey rsa:2048 -nodes -days 825 -subj "/CN=${TLS_NAME:-localhost}" \
    -addext "subjectAltName=DNS:${TLS_NAME:-localhost},IP:127.0.0.1" \
    -keyout /etc/nginx/tls/tls.key -out /etc/nginx/tls/tls.crt 2>/dev/null
  echo "Made a self-signed certificate for ${TLS_NAME:-localhost}"
fi
# nginx refuses to start while an upstream's name does not resolve: wait for the instances'
# containers to exist (their start order is not guaranteed by every compose implementation).
for _ in $(seq 1 120); do
  getent hosts ${UPSTREAM_HOSTS:-app1 app2} >/dev/null 2>&1 && [ "$(getent hosts ${UPSTREAM_HOSTS:-app1 app2} | wc -l)" -ge 2 ] && break
  sleep 1
done
# nginx resolves its upstreams once, at start or reload, and an instance that restarts comes back
# at another address: reload when the names' addresses change.
addresses() { getent hosts ${UPSTREAM_HOSTS:-app1 app2} | sort; }
(
  known="$(addresses)"
  while sleep 3; do
    now="$(addresses)"
    if [ -n "$now" ] && [ "$now" != "$known" ]; then
      known="$now"
      nginx -s reload && echo "Upstream addresses changed: reloaded"
    fi
  done
) &
exec nginx -g 'daemon off;'
