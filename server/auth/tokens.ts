import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what a session or a reset link carries. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token (a stolen copy of the table signs nobody in). */
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A user's id and an avatar's file name: random, so neither reveals the email or the sign-up order. */
export const newUserId = () => randomBytes(8).toString('hex');
export const newAvatarKey = () => randomBytes(16).toString('hex');
