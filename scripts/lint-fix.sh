#!/usr/bin/env bash
# Format and autofix the whole tree, then list what is left to fix by hand.
#   bash scripts/lint-fix.sh        (or: npm run lint:fix)
# Writes files in place: run it on a clean tree and review the diff before committing.
# Exit status: 0 when the tree is then clean (Prettier and ESLint), 1 otherwise.
set -uo pipefail
cd "$(dirname "$0")/.."
bin=node_modules/.bin

echo '== prettier --write .'
"$bin/prettier" --write --log-level warn . || exit 2

echo '== eslint --fix .'
"$bin/eslint" --fix . >/dev/null
# Fixes can change layout (e.g. prefer-const, removed imports): format once more.
"$bin/prettier" --write --log-level warn . || exit 2

echo '== changed by the autofix'
git diff --shortstat

echo '== what remains'
status=0
"$bin/prettier" --check --log-level warn . || status=1
json=$(mktemp)
trap 'rm -f "$json"' EXIT
"$bin/eslint" -f json -o "$json" . || status=1
node - "$json" <<'JS'
const [, , file] = process.argv;
const results = JSON.parse(require('node:fs').readFileSync(file, 'utf8'));
const byRule = new Map();
const byFile = new Map();
const lines = [];
for (const r of results) {
  const path = r.filePath.slice(process.cwd().length + 1);
  for (const m of r.messages) {
    const rule = m.ruleId ?? '(parse error)';
    byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
    byFile.set(path, (byFile.get(path) ?? 0) + 1);
    lines.push(`${path}:${m.line}:${m.column}  ${m.severity === 2 ? 'error' : 'warning'}  ${rule}  ${m.message}`);
  }
}
const table = (map) => [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, n]) => `${String(n).padStart(5)}  ${k}`);
console.log(`ESLint: ${lines.length} problem(s)`);
if (lines.length) {
  console.log('\n-- per rule\n' + table(byRule).join('\n'));
  console.log('\n-- per file\n' + table(byFile).join('\n'));
  console.log('\n-- each\n' + lines.join('\n'));
}
JS
exit $status
