# Sourced by .ci/run (and usable by hand: `. .ci/toolchain.sh`): puts Node >= 22.18 and the pinned pnpm on PATH,
# installing them from the npm registry (Node from its `node` package) when the machine lacks them. The oldest
# supported Node, which the tests load every entry point on, `pnpm test` installs itself (tooling/src/compat-node.ts).
urlkit_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
node_ok=$(node -p 'const [a, b] = process.versions.node.split(".").map(Number); a > 22 || (a === 22 && b >= 18)' 2>/dev/null || echo false)
if [ "$node_ok" != true ]; then
  node24="$HOME/.cache/node24/node_modules/node/bin"
  if [ ! -x "$node24/node" ]; then
    echo "node $(node --version 2>/dev/null || echo missing) is older than 22.18: installing Node 24 from the npm registry"
    npm install --prefix "$HOME/.cache/node24" --no-audit --no-fund --loglevel=error node@24
  fi
  export PATH="$node24:$PATH"
fi
pnpm_version=$(node -p 'require(process.argv[1] + "/package.json").packageManager.split("@")[1]' "$urlkit_root")
if [ "$(pnpm --version 2>/dev/null)" != "$pnpm_version" ]; then
  pnpm_dir="$HOME/.cache/pnpm-$pnpm_version"
  if [ ! -x "$pnpm_dir/node_modules/.bin/pnpm" ]; then
    npm install --prefix "$pnpm_dir" --no-audit --no-fund --loglevel=error "pnpm@$pnpm_version"
  fi
  export PATH="$pnpm_dir/node_modules/.bin:$PATH"
fi
echo "toolchain: node $(node --version), pnpm $(pnpm --version)"
