// One closing line for the whole run, "N passed, N failed", from the runners' JSON reports.
import fs from 'node:fs';
import path from 'node:path';

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
const unit = read('reports/unit.json');
const e2e = read('reports/e2e.json');

let passed = 0;
let failed = 0;
let skipped = 0;
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
} else failed += 1; // no report: the unit run never finished
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
} else failed += 1;

// Named here, at the very end, so whoever reads only the last lines of a red run knows what failed.
const failures = [];
for (const file of unit?.testResults ?? []) {
  const name = path.relative(process.cwd(), file.name);
  for (const t of file.assertionResults) if (t.status === 'failed') failures.push(`${name} › ${t.fullName ?? t.title}`);
  // A file whose hook or loading failed, with every test in it passed: a failure all the same.
  if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) failures.push(`${name} › ${(file.message || 'failed outside its tests').split('\n')[0]}`);
}
// Vitest fails a run on an error no test owns (an unhandled rejection after the tests): count it too.
if (unit && unit.success === false && failures.length === 0) failures.push('vitest: an error outside any test (see "Unhandled Errors" above)');
const walk = (suite) => {
  for (const spec of suite.specs ?? []) for (const t of spec.tests) if (t.status === 'unexpected') failures.push(`${spec.file}:${spec.line} › ${spec.title} [${t.projectName}]`);
  for (const inner of suite.suites ?? []) walk(inner);
};
for (const suite of e2e?.suites ?? []) walk(suite);
failed = Math.max(failed, failures.length);
if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);

console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
