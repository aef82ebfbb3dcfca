#!/bin/sh
# Writes the nginx map of the origins a remote's files answer with CORS (deploy/nginx-remote.conf): the
# portal's own origin (PORTAL_ORIGIN) plus ALLOWED_ORIGINS (comma-separated, as the API server reads it).
# An allowed origin maps to itself; any other to "", so nginx sends no Access-Control-Allow-Origin.
#
# In the image it runs from /docker-entrypoint.d/ at every container start and writes
# /etc/nginx/portal-cors-origins.conf; a bad value stops the start with a message, as the API's does.
# `cors-origins.sh <file>` writes <file> instead (the tests).
set -eu
# The comma-separated list is split unquoted: no file-name expansion of what it holds.
set -f
# Byte-wise ranges: [a-z] must not take in capitals in some locale.
export LC_ALL=C

MAP_NAME=portal-cors-origins.conf
if [ $# -gt 0 ]; then
  output=$1
else
  output=/etc/nginx/$MAP_NAME
  # The host's image is built from the same Dockerfile and its configuration uses no map: nothing to do.
  if ! grep -Fqs "$MAP_NAME" /etc/nginx/conf.d/*.conf; then
    exit 0
  fi
fi

fail() {
  echo "$0: $*" >&2
  exit 1
}

# An origin exactly as a browser sends it in the Origin header: lower-case scheme://host[:port], no path,
# no default port (the API server refuses the same values, server/src/plugins/cors.ts). Only these
# characters reach the configuration, so a value cannot add nginx syntax.
check_origin() {
  name=$1
  value=$2
  # First by character, so a line break cannot hide a second value from the line-wise grep below.
  case $value in
    '' | *[!]a-z0-9:/.[-]*) fail "$name: not an origin (lower-case scheme://host[:port], no path): $value" ;;
  esac
  label='[a-z0-9]([a-z0-9-]*[a-z0-9])?'
  if ! printf '%s\n' "$value" |
    grep -Eqx "https?://(${label}(\\.${label})*|\\[[0-9a-f:.]+\\])(:[1-9][0-9]{0,4})?"; then
    fail "$name: not an origin (lower-case scheme://host[:port], no path): $value"
  fi
  port=${value##*:}
  case $value in
    http://*:80 | https://*:443) fail "$name: write the origin without its default port: $value" ;;
  esac
  case $port in
    */* | *]*) ;;
    *) [ "$port" -le 65535 ] || fail "$name: port out of range: $value" ;;
  esac
}

[ -n "${PORTAL_ORIGIN:-}" ] ||
  fail "PORTAL_ORIGIN is not set: the portal's own origin, as users open it (e.g. https://portal.example.com)"

origins=''
# Spaces around a value and a trailing slash are accepted, as the API server accepts them.
trim() {
  printf '%s' "$1" | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' -e 's:/*$::'
}

add_origin() {
  value=$(trim "$2")
  check_origin "$1" "$value"
  case " $origins " in
    *" $value "*) ;;
    *) origins="$origins $value" ;;
  esac
}

add_origin PORTAL_ORIGIN "$PORTAL_ORIGIN"
old_ifs=$IFS
IFS=,
for item in ${ALLOWED_ORIGINS:-}; do
  IFS=$old_ifs
  [ -z "$(trim "$item")" ] || add_origin ALLOWED_ORIGINS "$item"
done
IFS=$old_ifs

# Written beside and renamed, so nginx never reads half a file.
{
  echo "# Written by cors-origins.sh at start from PORTAL_ORIGIN and ALLOWED_ORIGINS: do not edit."
  echo "# Anchored, case-sensitive regular expressions: an origin matches itself only."
  echo 'map $http_origin $portal_cors_origin {'
  echo '  default "";'
  for origin in $origins; do
    pattern=$(printf '%s' "$origin" | sed -e 's/[].[]/\\&/g')
    echo "  \"~^${pattern}\$\" \"${origin}\";"
  done
  echo '}'
} >"$output.tmp"
mv "$output.tmp" "$output"
echo "$0: CORS allowed for:$origins"
