/**
 * Issue and consume e-mailed account tokens (entities/account-token.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AccountTokenKind } from './entities/account-token';
import { db, isConditionFailure } from './service';

/** Lifetimes in seconds: confirmation 3 days, password reset 6 hours, unlock 1 day (Devise's defaults). */
export const TOKEN_LIFETIME_SECONDS: Record<AccountTokenKind, number> = {
  confirmation: 3 * 24 * 3600,
  reset_password: 6 * 3600,
  unlock: 24 * 3600,
  invitation: 7 * 24 * 3600,
};

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new random token for `email` (and optionally what it points at); only its hash is stored.
 * Returns the raw token for the e-mail link.
 */
export async function issueAccountToken(kind: AccountTokenKind, email: string, now = Date.now(), subject?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db()
    .entities.accountToken.create({ kind, token_hash: hash(token), email, subject, expires_at: Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS[kind] })
    .go({ response: 'none' });
  return token;
}

/** Read a token without using it up (invitation links are opened before they are answered); null when unknown or expired. */
export async function readAccountToken(kind: AccountTokenKind, token: string, now = Date.now()): Promise<{ email: string; subject?: string } | null> {
  const { data } = await db().entities.accountToken.get({ kind, token_hash: hash(token) }).go();
  if (!data || data.expires_at <= Math.floor(now / 1000)) return null;
  return { email: data.email, subject: data.subject };
}

/**
 * Use a token once: deletes it and returns its e-mail, or null when it is unknown, used or expired.
 * The delete is conditional, so two concurrent uses cannot both succeed.
 */
export async function consumeAccountToken(kind: AccountTokenKind, token: string, now = Date.now()): Promise<string | null> {
  try {
    const { data } = await db()
      .entities.accountToken.delete({ kind, token_hash: hash(token) })
      .where(({ token_hash }, { exists }) => exists(token_hash))
      .go({ response: 'all_old' });
    if (!data || data.expires_at <= Math.floor(now / 1000)) return null;
    return data.email;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
