# Sourced by .ci/run (and usable by hand: `. .ci/toolchain.sh`): puts Node >= 22 and the pinned pnpm on PATH.
# When the machine's node is older than 22, Node 24 LTS comes from the npm registry's `node` package, and
# the old node is kept in URLKIT_COMPAT_NODE so the tests can check the published packages still run on it.
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 22 ]; then
  if [ "$node_major" -gt 0 ]; then export URLKIT_COMPAT_NODE="${URLKIT_COMPAT_NODE:-$(command -v node)}"; fi
  node24="$HOME/.cache/node24/node_modules/node/bin"
  if [ ! -x "$node24/node" ]; then
    echo "node $(node --version 2>/dev/null || echo missing) is older than 22: installing Node 24 from the npm registry"
    npm install --prefix "$HOME/.cache/node24" --no-audit --no-fund --loglevel=error node@24
  fi
  export PATH="$node24:$PATH"
fi
pnpm_version=$(node -p 'require("./package.json").packageManager.split("@")[1]')
if [ "$(pnpm --version 2>/dev/null)" != "$pnpm_version" ]; then
  pnpm_dir="$HOME/.cache/pnpm-$pnpm_version"
  if [ ! -x "$pnpm_dir/node_modules/.bin/pnpm" ]; then
    npm install --prefix "$pnpm_dir" --no-audit --no-fund --loglevel=error "pnpm@$pnpm_version"
  fi
  export PATH="$pnpm_dir/node_modules/.bin:$PATH"
fi
echo "toolchain: node $(node --version), pnpm $(pnpm --version)${URLKIT_COMPAT_NODE:+, compat node $($URLKIT_COMPAT_NODE --version)}"
