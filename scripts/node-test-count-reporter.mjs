// A node:test reporter used by scripts/run-node-tests.mjs. It writes one JSON line:
// { passed, perFile: { [file]: testsSeen } }. Node reports a test file that registers no test
// as one passing "test" named after the file, so counting `# pass` would call that a success;
// this counts only real tests (not suites, not the file wrapper).
export default async function* countTests(source) {
  let passed = 0;
  const perFile = {};
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { name, file, details, skip, todo } = event.data;
    if (file === undefined) continue;
    perFile[file] ??= 0;
    if (name === file || details?.type === 'suite') continue;
    perFile[file] += 1;
    if (event.type === 'test:pass' && !skip && !todo) passed += 1;
  }
  yield `${JSON.stringify({ passed, perFile })}\n`;
}
