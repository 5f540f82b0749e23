import fs from 'node:fs';
import path from 'node:path';

/** One variable documented in .env.example. */
export type DocumentedVariable = {
  name: string;
  /** The comment line above it: what it does, then "Default: … Secret: yes|no." */
  comment: string;
  defaultValue: string;
  secret: boolean;
  /** Listed under the test-only heading: read by the tests, never set on a server. */
  testOnly: boolean;
};

export const ENV_EXAMPLE = path.resolve(__dirname, '../../.env.example');
/** The heading that starts the section of variables only the tests read. */
export const TEST_ONLY_HEADING = '# ===== TEST-ONLY';

const VARIABLE = /^# ([A-Z][A-Z0-9_]*)=/;
const COMMENT = /^# (.+)\. Default: (.+?)\. Secret: (yes|no)\.$/;

/**
 * Reads .env.example: each variable is a commented-out assignment (`# NAME=example`, so a copy
 * to .env changes nothing until a line is uncommented) under a one-line comment that says what
 * it does, its default and whether it is a secret. A variable without such a comment throws.
 */
export function readEnvExample(file = ENV_EXAMPLE): DocumentedVariable[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const variables: DocumentedVariable[] = [];
  let testOnly = false;
  lines.forEach((line, i) => {
    if (line.startsWith(TEST_ONLY_HEADING)) testOnly = true;
    const name = VARIABLE.exec(line)?.[1];
    if (!name) return;
    const comment = lines[i - 1] ?? '';
    const parts = COMMENT.exec(comment);
    if (!parts) throw new Error(`.env.example line ${i + 1}: ${name} needs a comment line "# What it does. Default: … Secret: yes|no." above it`);
    variables.push({ name, comment, defaultValue: parts[2], secret: parts[3] === 'yes', testOnly });
  });
  return variables;
}
