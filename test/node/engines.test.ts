// The Node version a newcomer is told to use is one that every package supports (issue 19,
// "Set-up a newcomer trusts"): package.json's `engines.node` is a subset of every locked
// package's own `engines.node`, so `npm install` prints no EBADENGINE warning on any Node it
// allows, and the README names exactly that range.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import semver from 'semver';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const pkg = JSON.parse(read('package.json')) as { engines: { node: string } };
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; dev?: boolean }>;
};

/** Every locked package that states a Node range: [name@version, range]. */
const ranges = Object.entries(lock.packages)
  .filter(([path, p]) => path !== '' && p.engines && !Array.isArray(p.engines) && p.engines.node)
  .map(([path, p]) => [`${path.replace(/^.*node_modules\//, '')}@${p.version}`, (p.engines as { node: string }).node]);

describe('the declared Node version and the dependencies agree (issue 19)', () => {
  it("package.json's engines.node is a valid range that this machine's Node satisfies", () => {
    assert.ok(semver.validRange(pkg.engines.node), pkg.engines.node);
    assert.ok(
      semver.satisfies(process.versions.node, pkg.engines.node),
      `${process.versions.node} in ${pkg.engines.node}`,
    );
  });

  it("every locked package supports every Node that package.json's engines allow (no EBADENGINE)", () => {
    // @web/test-runner-core@1.0.0 (under @open-wc/testing 5) asks for >=22: that made 25 warnings on Node 20.
    assert.ok(ranges.length > 50, `${ranges.length} packages state a Node range`);
    const narrower = ranges.filter(([, range]) => !semver.subset(pkg.engines.node, range!));
    assert.deepEqual(narrower, []);
  });

  it('the README names the same range', () => {
    assert.ok(read('README.md').includes(`\`${pkg.engines.node}\``), pkg.engines.node);
  });
});
