import type { IncomingMessage } from 'node:http';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { loginSchema } from '@/lib/auth/schemas';
import { isRole, ROLES, type Role } from '@/lib/admin/roles';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '@/server/auth/passwords';
import { knownBrowserCookie } from '@/server/auth/knownBrowser';
import { beginLogin } from '@/server/auth/loginThrottle';
import { newToken, newUserId, tokenHash } from '@/server/auth/tokens';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import * as repo from './operatorRepository';

/** An operator's session lasts one working day at most. */
export const OPERATOR_SESSION_HOURS = 12;
/** Operators guard every traveller's data: a longer password than travellers need. */
export const OPERATOR_PASSWORD_MIN = 12;

export type Operator = { id: string; email: string; name: string; role: Role };

export const adminUnauthorized = () => new AppError(401, 'unauthorized', 'api.unauthorized', undefined, { 'WWW-Authenticate': 'Bearer' });
const db = (database?: Kysely<Database>) => database ?? getDb();

const newOperatorSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  name: z.string().trim().min(2).max(100),
  password: z.string().min(OPERATOR_PASSWORD_MIN).max(200),
  role: z.enum(ROLES).default('owner'),
});

/** A stored role as the guard trusts it: an unknown value (never written by this code) opens nothing. */
const asOperator = (row: { id: string; email: string; name: string; role: string }): Operator | undefined =>
  isRole(row.role) ? { id: row.id, email: row.email, name: row.name, role: row.role } : undefined;

/** `npm run operator -- add`: throws a plain Error with a sentence for the console. */
export async function addOperator(input: { email: string; name: string; password: string; role?: Role }, database?: Kysely<Database>): Promise<Operator> {
  const parsed = newOperatorSchema.safeParse(input);
  if (!parsed.success) throw new Error(`not added: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const { email, name, password, role } = parsed.data;
  const d = db(database);
  if (await repo.findOperatorByEmail(d, email)) throw new Error(`not added: ${email} is already an operator`);
  const id = newUserId();
  await repo.insertOperator(d, { id, email, name, role, password_hash: await hashPassword(password), created_at: new Date().toISOString(), disabled_at: null });
  return { id, email, name, role };
}

export const listOperators = (database?: Kysely<Database>) => repo.listOperators(db(database));

/** `npm run operator -- role <email> <role>`: takes effect on the operator's next request (the guard reads it each time). */
export async function setOperatorRole(email: string, role: Role, database?: Kysely<Database>): Promise<boolean> {
  return repo.setOperatorRole(db(database), email.trim().toLowerCase(), role);
}

export const disableOperator = (email: string, database?: Kysely<Database>) => repo.disableOperator(db(database), email.trim().toLowerCase(), new Date().toISOString());

/**
 * POST /api/admin/login: the same 401 for an unknown address, a wrong password and a disabled
 * operator; wrong passwords are counted as for travellers (server/auth/loginThrottle.ts).
 */
export async function operatorLogin(input: unknown, req: IncomingMessage, database?: Kysely<Database>): Promise<{ token: string; operator: Operator; knownBrowserCookie: string }> {
  const s = parseInput(loginSchema, input);
  return withDatabase('admin-login', async () => {
    const d = db(database);
    const attempt = await beginLogin(d, req, 'adminLogin', s.email);
    const found = await repo.findOperatorByEmail(d, s.email);
    const ok = found ? await verifyPassword(s.password, found.password_hash) : await verifyAgainstNothing(s.password);
    const operator = found && asOperator(found);
    if (!found || !ok || found.disabled_at || !operator) throw new AppError(401, 'invalid_credentials', 'api.invalidCredentials');
    await attempt.succeeded();
    const token = newToken();
    const now = new Date();
    const expires = new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000);
    await repo.insertOperatorSession(d, { token_hash: tokenHash(token), operator_id: found.id, created_at: now.toISOString(), expires_at: expires.toISOString(), ended_at: null });
    return { token, operator, knownBrowserCookie: await knownBrowserCookie(d, req, 'adminLogin', found.email) };
  });
}

/** The operator of a token; 401 when it is missing, unknown, expired, ended, a traveller's, or its operator is disabled. */
export async function currentOperator(token: string | undefined, database?: Kysely<Database>): Promise<Operator> {
  if (!token) throw adminUnauthorized();
  const found = await withDatabase('admin-session', () => repo.findSessionOperator(db(database), tokenHash(token), new Date().toISOString()));
  const operator = found && asOperator(found);
  if (!operator) throw adminUnauthorized();
  return operator;
}

/** POST /api/admin/logout: ends this session only. */
export const endOperatorSession = (token: string, database?: Kysely<Database>) =>
  withDatabase('admin-logout', () => repo.endOperatorSession(db(database), tokenHash(token), new Date().toISOString()));
