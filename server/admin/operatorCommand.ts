import { isRole, ROLES, type Role } from '@/lib/admin/roles';
import { OPERATOR_PASSWORD_MIN } from './operatorService';

export const OPERATOR_USAGE = `usage: OPERATOR_PASSWORD=... npm run operator -- add <email> <name> [--role ${ROLES.join('|')}] | npm run operator -- role <email> <${ROLES.join('|')}> | npm run operator -- list | npm run operator -- disable <email>`;

export type OperatorCommand =
  | { command: 'add'; email: string; name: string; password: string; role: Role }
  | { command: 'role'; email: string; role: Role }
  | { command: 'list' }
  | { command: 'disable'; email: string }
  | { command: 'usage'; error: string };

const unknownRole = (role: string): OperatorCommand => ({ command: 'usage', error: `"${role}" is not a role: use ${ROLES.join(', ')}.` });

/**
 * What `npm run operator -- …` was asked to do. Pure (arguments and environment in, a command
 * out) so it is tested without a database. The password comes from OPERATOR_PASSWORD, never the
 * command line, where it would stay in the shell's history and the process list. A new account is
 * an `owner` unless `--role` says otherwise.
 */
export function parseOperatorCommand(args: string[], env: Record<string, string | undefined>): OperatorCommand {
  const [command, ...rest] = args;
  if (command === 'list' && rest.length === 0) return { command: 'list' };
  if (command === 'disable' && rest.length === 1) return { command: 'disable', email: rest[0].trim().toLowerCase() };
  if (command === 'role' && rest.length === 2) {
    const role = rest[1].trim().toLowerCase();
    return isRole(role) ? { command: 'role', email: rest[0].trim().toLowerCase(), role } : unknownRole(rest[1]);
  }
  if (command === 'add') {
    const flag = rest.indexOf('--role');
    const roleArg = flag >= 0 ? rest[flag + 1] : 'owner';
    const words = flag >= 0 ? [...rest.slice(0, flag), ...rest.slice(flag + 2)] : rest;
    if (roleArg === undefined || words.length < 2) return { command: 'usage', error: OPERATOR_USAGE };
    const role = roleArg.trim().toLowerCase();
    if (!isRole(role)) return unknownRole(roleArg);
    const password = env.OPERATOR_PASSWORD ?? '';
    if (password.length < OPERATOR_PASSWORD_MIN) return { command: 'usage', error: `Set OPERATOR_PASSWORD to a password of at least ${OPERATOR_PASSWORD_MIN} characters.` };
    // The name may be given unquoted: every word after the address is part of it.
    return { command: 'add', email: words[0].trim().toLowerCase(), name: words.slice(1).join(' ').trim(), password, role };
  }
  return { command: 'usage', error: OPERATOR_USAGE };
}
