import { describe, expect, it } from 'vitest';
import { OPERATOR_USAGE, parseOperatorCommand } from '@/server/admin/operatorCommand';

describe('npm run operator -- …', () => {
  const env = { OPERATOR_PASSWORD: 'twelve-chars' };
  it('adds with the password from OPERATOR_PASSWORD, the address lower-cased, the name from every word after it', () => {
    expect(parseOperatorCommand(['add', 'Neema@Safari.Example', 'Neema', 'Mollel'], env)).toEqual({ command: 'add', email: 'neema@safari.example', name: 'Neema Mollel', password: 'twelve-chars', role: 'owner' });
  });
  it('gives a new account the role named by --role, wherever it stands, and refuses an unknown role', () => {
    expect(parseOperatorCommand(['add', 'a@b.example', 'Neema', 'Mollel', '--role', 'Editor'], env)).toMatchObject({ command: 'add', name: 'Neema Mollel', role: 'editor' });
    expect(parseOperatorCommand(['add', '--role', 'sales', 'a@b.example', 'Neema'], env)).toMatchObject({ command: 'add', email: 'a@b.example', name: 'Neema', role: 'sales' });
    expect(parseOperatorCommand(['add', 'a@b.example', 'Neema', '--role', 'admin'], env)).toEqual({ command: 'usage', error: expect.stringContaining('"admin" is not a role') });
    expect(parseOperatorCommand(['add', 'a@b.example', 'Neema', '--role'], env)).toEqual({ command: 'usage', error: OPERATOR_USAGE });
  });
  it('changes a role', () => {
    expect(parseOperatorCommand(['role', 'Neema@Safari.Example', 'sales'], {})).toEqual({ command: 'role', email: 'neema@safari.example', role: 'sales' });
    expect(parseOperatorCommand(['role', 'a@b.example', 'boss'], {})).toEqual({ command: 'usage', error: expect.stringContaining('"boss" is not a role') });
  });
  it('refuses a password under 12 characters, or none', () => {
    for (const password of [undefined, '', 'eleven-char']) {
      const asked = parseOperatorCommand(['add', 'a@b.example', 'Neema'], { OPERATOR_PASSWORD: password });
      expect(asked).toEqual({ command: 'usage', error: expect.stringContaining('at least 12 characters') });
    }
  });
  it('lists and disables', () => {
    expect(parseOperatorCommand(['list'], {})).toEqual({ command: 'list' });
    expect(parseOperatorCommand(['disable', 'Neema@Safari.Example'], {})).toEqual({ command: 'disable', email: 'neema@safari.example' });
  });
  it('prints the usage for anything else', () => {
    for (const args of [[], ['add'], ['add', 'a@b.example'], ['disable'], ['list', 'extra'], ['remove', 'a@b.example'], ['signup'], ['role', 'a@b.example']]) {
      expect(parseOperatorCommand(args, env)).toEqual({ command: 'usage', error: OPERATOR_USAGE });
    }
  });
});
