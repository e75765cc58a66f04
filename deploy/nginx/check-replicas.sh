#!/usr/bin/env bash
# Runs deploy/nginx/layoutd-replicas.conf in a real nginx in front of three stand-in
# replicas (tiny Python HTTP servers that answer with their own name) and shows:
#   1. every request naming a scene (/v1/scenes/{name}, .../solve, .../history/{id},
#      with or without a query) reaches the same replica, whatever the method;
#   2. different scene names spread over every replica;
#   3. requests without a scene name (/v1/solve, /v1/scenes) spread over every one;
#   4. with one replica stopped, its scenes move to the others and theirs stay
#      where they were (consistent hashing).
# The file is used as committed but for substitutions made on a copy: the replica
# addresses (free loopback ports, a third replica added after the second), the
# listen port, and the certificate (a throw-away self-signed one).
#
# Needs nginx, python3, curl and openssl on the PATH (or nginx in /usr/sbin); it
# installs nothing and says what is missing (on Debian:
# `apt-get install -y nginx python3 curl openssl`). It does not need root and does
# not touch the system's nginx: everything lives in a temporary directory removed
# at the end, and only the processes it started are stopped. It is a developer's
# check, not part of scripts/test or CI.
#   deploy/nginx/check-replicas.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
conf="$here/layoutd-replicas.conf"

nginx_bin=$(command -v nginx || true)
[ -z "$nginx_bin" ] && [ -x /usr/sbin/nginx ] && nginx_bin=/usr/sbin/nginx
missing=()
[ -n "$nginx_bin" ] || missing+=(nginx)
for tool in python3 curl openssl; do
    command -v "$tool" >/dev/null || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "check-replicas: needs ${missing[*]} (on Debian: apt-get install -y ${missing[*]}); nothing was installed" >&2
    exit 2
fi

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
port_a=$(free_port); port_b=$(free_port); port_c=$(free_port); port_front=$(free_port)
if [ "$(printf '%s\n' "$port_a" "$port_b" "$port_c" "$port_front" | sort -u | wc -l)" -ne 4 ]; then
    echo "check-replicas: could not get four distinct free ports, run it again" >&2
    exit 1
fi

# A stand-in replica: answers every method on every path with its name.
cat > "$work/replica.py" <<'PY'
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

name, port = sys.argv[1], int(sys.argv[2])

class Replica(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def answer(self):
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            self.rfile.read(length)
        body = (name + "\n").encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/plain")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = do_PUT = do_DELETE = answer

    def log_message(self, *args):
        pass

ThreadingHTTPServer(("127.0.0.1", port), Replica).serve_forever()
PY

start_replica() {  # name port
    python3 "$work/replica.py" "$1" "$2" &
    pids+=($!)
}
start_replica A "$port_a"
start_replica B "$port_b"; pid_b=${pids[-1]}
start_replica C "$port_c"

openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=layoutd.example.internal" \
    -addext "subjectAltName=DNS:layoutd.example.internal" \
    -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null

# The committed file with its addresses, listen port and certificate swapped.
sed -e "s|127\.0\.0\.1:8081|127.0.0.1:$port_a|" \
    -e "s|^\( *\)server 127\.0\.0\.1:8082\(.*\)$|&\n\1server 127.0.0.1:$port_c\2|" \
    -e "s|127\.0\.0\.1:8082|127.0.0.1:$port_b|" \
    -e "s|listen 443 ssl|listen 127.0.0.1:$port_front ssl|" \
    -e "s|ssl_certificate \+/etc/ssl/certs/layoutd.pem|ssl_certificate $work/cert.pem|" \
    -e "s|ssl_certificate_key /etc/ssl/private/layoutd.key|ssl_certificate_key $work/key.pem|" \
    "$conf" > "$work/layoutd-replicas.conf"
for expected in "127.0.0.1:$port_a" "127.0.0.1:$port_b" "127.0.0.1:$port_c" "listen 127.0.0.1:$port_front" \
                "ssl_certificate $work/cert.pem" "ssl_certificate_key $work/key.pem"; do
    if ! grep -qF "$expected" "$work/layoutd-replicas.conf"; then
        echo "check-replicas: layoutd-replicas.conf changed shape, could not substitute '$expected'" >&2
        exit 1
    fi
done

mkdir -p "$work/logs"
cat > "$work/nginx.conf" <<EOF
worker_processes 1;
pid $work/nginx.pid;
error_log $work/logs/error.log warn;
events { worker_connections 256; }
http {
    access_log $work/logs/access.log;
    client_body_temp_path $work/client_body;
    proxy_temp_path $work/proxy;
    fastcgi_temp_path $work/fastcgi;
    uwsgi_temp_path $work/uwsgi;
    scgi_temp_path $work/scgi;
    include $work/layoutd-replicas.conf;
}
EOF

echo "== nginx -t"
"$nginx_bin" -t -q -e "$work/logs/error.log" -p "$work/" -c "$work/nginx.conf"

"$nginx_bin" -e "$work/logs/error.log" -p "$work/" -c "$work/nginx.conf" -g 'daemon off;' &
pids+=($!)

base="https://layoutd.example.internal:$port_front"
ask() {  # method path -> the replica's name
    curl -sS --fail --max-time 5 --cacert "$work/cert.pem" \
        --resolve "layoutd.example.internal:$port_front:127.0.0.1" \
        -X "$1" ${3:+--data-binary "$3"} "$base$2"
}
for _ in $(seq 50); do
    ask GET /healthz >/dev/null 2>&1 && break
    sleep 0.1
done

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

echo "== 1. every request for a scene reaches one replica"
names=(a b c d e f g h i j k l m n o p q r s t u v w x y z
       login-form settings.v2 Main_Screen order-42 checkout cart profile feed)
declare -A home
for name in "${names[@]}"; do
    seen=""
    for request in "POST /v1/scenes/$name/solve" "POST /v1/scenes/$name/solve?width=320&height=480" \
                   "GET /v1/scenes/$name" "PUT /v1/scenes/$name" "GET /v1/scenes/$name/versions/1" \
                   "GET /v1/scenes/$name/history" "GET /v1/scenes/$name/history/7" \
                   "DELETE /v1/scenes/$name" "POST /v1/scenes/$name/solve"; do
        replica=$(ask "${request% *}" "${request#* }" '{}')
        seen="$seen $replica"
    done
    distinct=$(tr ' ' '\n' <<<"$seen" | sed '/^$/d' | sort -u | tr '\n' ' ')
    if [ "$(wc -w <<<"$distinct")" -ne 1 ]; then
        fail "scene $name reached:$seen"
    fi
    home[$name]=${distinct% }
done
echo "scene -> replica: $(for n in "${names[@]}"; do printf '%s:%s ' "$n" "${home[$n]}"; done)"

echo "== 2. scene names spread over every replica"
declare -A count=([A]=0 [B]=0 [C]=0)
for name in "${names[@]}"; do count[${home[$name]}]=$((count[${home[$name]}] + 1)); done
echo "${#names[@]} names: ${count[A]} on A, ${count[B]} on B, ${count[C]} on C"
for r in A B C; do [ "${count[$r]}" -gt 0 ] || fail "no scene name on replica $r"; done

echo "== 3. requests without a scene name spread"
count=([A]=0 [B]=0 [C]=0)
for _ in $(seq 30); do
    r=$(ask POST /v1/solve '{}'); count[$r]=$((count[$r] + 1))
    r=$(ask GET "/v1/scenes?limit=100"); count[$r]=$((count[$r] + 1))
done
echo "60 requests: ${count[A]} on A, ${count[B]} on B, ${count[C]} on C"
for r in A B C; do [ "${count[$r]}" -gt 0 ] || fail "no request without a scene name on replica $r"; done

echo "== 4. replica B stopped: its scenes move, the others' stay"
kill "$pid_b"; wait "$pid_b" 2>/dev/null || true
moved=0; stayed=0
for name in "${names[@]}"; do
    replica=$(ask POST "/v1/scenes/$name/solve" '{}') || { fail "scene $name not answered with B stopped"; continue; }
    if [ "${home[$name]}" = B ]; then
        [ "$replica" != B ] || fail "scene $name answered by stopped B"
        moved=$((moved + 1))
    elif [ "$replica" = "${home[$name]}" ]; then
        stayed=$((stayed + 1))
    else
        fail "scene $name moved from ${home[$name]} to $replica though ${home[$name]} still runs"
    fi
done
echo "$moved scenes of B moved to A or C; $stayed scenes of A and C stayed where they were"

if [ "$failures" -gt 0 ]; then
    echo "check-replicas: $failures failure(s); nginx's log:" >&2
    cat "$work/logs/error.log" >&2
    exit 1
fi
echo "check-replicas: ok"
