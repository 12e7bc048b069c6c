// Runs before the browser tests: fail with one clear line, not a stack trace, when there is no
// Chromium to drive. Same lookup as web-test-runner.config.mjs.
import { accessSync, constants } from 'node:fs';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
try {
  accessSync(chrome, constants.X_OK);
} catch {
  const where = process.env.CHROME_PATH ? `CHROME_PATH=${chrome}` : chrome;
  console.error(
    `Browser tests need Chromium, but ${where} is missing or not executable: run \`apt-get update && apt-get install -y chromium\`, or set CHROME_PATH to a Chrome/Chromium binary.`,
  );
  process.exit(1);
}
