// Sums the Vitest and Playwright JSON reports (written when CI is set) into
// one closing line: "Summary: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const parts = [];

const vitestFile = 'dist/test-reports/vitest.json';
if (existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  parts.push(`vitest ${v.numPassedTests ?? 0}/${v.numTotalTests ?? 0}`);
}

const pwFile = 'dist/test-reports/playwright.json';
if (existsSync(pwFile)) {
  const p = JSON.parse(readFileSync(pwFile, 'utf8'));
  const s = p.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  parts.push(`playwright ${(s.expected ?? 0) + (s.flaky ?? 0)} passed, ${s.unexpected ?? 0} failed, ${s.skipped ?? 0} skipped`);
}

if (parts.length) console.log(`(${parts.join('; ')})`);
console.log(`Summary: ${passed} passed, ${failed} failed, ${skipped} skipped`);
