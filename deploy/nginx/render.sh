#!/bin/sh
# Writes the nginx site for the operator's values: the template filled with envsubst, for the
# TWIGA_ names only (nginx's own $host, $scheme… stay as they are). Usage:
#   sh deploy/nginx/render.sh /etc/twiga/nginx.vars > /etc/nginx/sites-available/twiga-site
# The vars file is shell assignments: copy deploy/nginx/site.vars.example and edit it.
set -eu
here=$(dirname "$0")
[ -r "${1:?usage: render.sh <vars file>}" ] || { echo "render.sh: cannot read $1" >&2; exit 1; }
# `.` looks a bare name up in PATH: name the file by its path.
case $1 in */*) vars=$1 ;; *) vars=./$1 ;; esac
set -a
# shellcheck disable=SC1090
. "$vars"
set +a

for name in TWIGA_DOMAIN_EN TWIGA_DOMAIN_DE TWIGA_DOMAIN_FR TWIGA_DOMAIN_ES TWIGA_DOMAIN_IT TWIGA_DOMAIN_PT \
  TWIGA_TLS_CERTIFICATE TWIGA_TLS_CERTIFICATE_KEY TWIGA_INSTANCES; do
  eval "value=\${$name:-}"
  [ -n "$value" ] || { echo "render.sh: $name is not set in $1" >&2; exit 1; }
done
# Defaults, and the values made from them: exported (set -a) for envsubst.
set -a
: "${TWIGA_LISTEN_ADDRESSES:=0.0.0.0 [::]}"
: "${TWIGA_HTTP_PORT:=80}"
: "${TWIGA_HTTPS_PORT:=443}"
: "${TWIGA_CACHE_DIR:=/var/cache/nginx/twiga}"
: "${TWIGA_ACME_ROOT:=/var/www/html}"
: "${TWIGA_MAX_FAILS:=3}"
: "${TWIGA_FAIL_TIMEOUT:=10s}"
: "${TWIGA_REQUEST_RATE:=20r/s}"
: "${TWIGA_REQUEST_BURST:=200}"

# nginx 1.25.1 moved HTTP/2 from `listen … http2` to its own directive (Debian 12 has 1.22, 13 has 1.26):
# render on the machine that runs nginx.
http2_listen=' http2'
TWIGA_HTTP2_DIRECTIVE=''
version=$( (PATH="$PATH:/usr/sbin" nginx -v 2>&1 || true) | sed -n 's#.*nginx/\([0-9.]*\).*#\1#p')
if [ -n "$version" ] && [ "$(printf '%s\n1.25.1\n' "$version" | sort -V | head -n1)" = 1.25.1 ]; then
  http2_listen=''
  TWIGA_HTTP2_DIRECTIVE='http2 on;'
fi

listen() { for address in $TWIGA_LISTEN_ADDRESSES; do printf '    listen %s:%s%s;\n' "$address" "$1" "$2"; done; }
TWIGA_LISTEN_HTTP=$(listen "$TWIGA_HTTP_PORT" '')
TWIGA_LISTEN_HTTP_DEFAULT=$(listen "$TWIGA_HTTP_PORT" ' default_server')
TWIGA_LISTEN_HTTPS=$(listen "$TWIGA_HTTPS_PORT" " ssl$http2_listen")
TWIGA_LISTEN_HTTPS_DEFAULT=$(listen "$TWIGA_HTTPS_PORT" " ssl$http2_listen default_server")
TWIGA_UPSTREAM_SERVERS=$(for server in $TWIGA_INSTANCES; do printf '    server %s max_fails=%s fail_timeout=%s;\n' "$server" "$TWIGA_MAX_FAILS" "$TWIGA_FAIL_TIMEOUT"; done)
# The redirect to https names the port only when it is not the default one.
TWIGA_HTTPS_PORT_SUFFIX=''
[ "$TWIGA_HTTPS_PORT" = 443 ] || TWIGA_HTTPS_PORT_SUFFIX=":$TWIGA_HTTPS_PORT"
set +a

names=$(grep -o '\${TWIGA_[A-Z0-9_]*}' "$here/twiga-site.conf.template" | sort -u | tr '\n' ' ')
envsubst "$names" < "$here/twiga-site.conf.template"
