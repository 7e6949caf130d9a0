# shellcheck shell=bash
# Sourced by .ci/run and by the README's set-up line (`. scripts/use-node.sh`): makes `node` the
# Node.js LTS this project runs on, and has native modules built against that Node's own headers.
# Only the npm registry is asked: its `node` package carries Node's official Linux build.
# Why: docs/decisions/017-node-24-from-the-npm-registry.md

required_node_major=24

current_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(current_node_major)" -lt "$required_node_major" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Node.js $(node -v 2>/dev/null || echo '(none)') is older than $required_node_major:" \
      "installing node@$required_node_major from the npm registry into /usr/local" >&2
    npm install --global --prefix /usr/local --no-audit --no-fund --loglevel=error "node@$required_node_major"
    hash -r
  else
    echo "This project runs on Node.js $required_node_major; this machine has $(node -v 2>/dev/null || echo none)." >&2
    echo "Install it with nvm (nvm install, reading .nvmrc) or from the npm registry:" >&2
    echo "  npm install --global --prefix ~/.local node@$required_node_major   # then put ~/.local/bin first on PATH" >&2
    return 1 2>/dev/null || exit 1
  fi
fi

if [ "$(current_node_major)" -lt "$required_node_major" ]; then
  echo "Node.js $required_node_major is installed, but PATH finds $(command -v node) ($(node -v)) first." >&2
  return 1 2>/dev/null || exit 1
fi

# npm hands `nodedir` to node-gyp. A machine's npmrc may point it at the headers of the Node it
# shipped with (Debian's /usr here), which would build an addon for the wrong ABI.
npm_config_nodedir="$(node "$(dirname "${BASH_SOURCE[0]}")/node-headers.mjs")" || return 1 2>/dev/null || exit 1
export npm_config_nodedir
