/**
 * Issue and consume e-mailed account tokens (entities/account-token.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { SINGLE_LINK_KINDS, type AccountTokenKind, type SingleLinkKind } from './entities/account-token-kinds';
import { isConditionFailure } from './access';
import { createItem, deleteItem, getItem } from './access';
import { createTransaction, putTransaction, runTransaction } from './transactions';
import { AccountToken, LatestAccountToken } from './entities/account-token';

const isSingleLink = (kind: AccountTokenKind): kind is SingleLinkKind =>
  (SINGLE_LINK_KINDS as readonly string[]).includes(kind);

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
 * For confirmation, reset and unlock links the new token also becomes the e-mail's only valid one of its
 * kind, in the same transaction (issue 10; docs/decisions.md S13). Returns the raw token for the link.
 */
export async function issueAccountToken(
  kind: AccountTokenKind,
  email: string,
  now = Date.now(),
  subject?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const item = {
    kind,
    token_hash: hash(token),
    email,
    subject,
    expires_at: Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS[kind],
  };
  if (!isSingleLink(kind)) {
    await createItem(AccountToken, item);
    return token;
  }
  await runTransaction([
    createTransaction(AccountToken, item),
    putTransaction(LatestAccountToken, { kind, email, token_hash: item.token_hash, expires_at: item.expires_at }),
  ]);
  return token;
}

/** Whether `tokenHash` is still the newest link of its kind for `email` (always true for invitations). */
async function isNewestLink(kind: AccountTokenKind, email: string, tokenHash: string): Promise<boolean> {
  if (!isSingleLink(kind)) return true;
  const data = await getItem(LatestAccountToken, { kind, email });
  return data?.token_hash === tokenHash;
}

/** Read a token without using it up (invitation links are opened before they are answered); null when unknown or expired. */
export async function readAccountToken(
  kind: AccountTokenKind,
  token: string,
  now = Date.now(),
): Promise<{ email: string; subject?: string } | null> {
  const data = await getItem(AccountToken, { kind, token_hash: hash(token) });
  if (!data || data.expires_at <= Math.floor(now / 1000)) return null;
  return { email: data.email, subject: data.subject };
}

/**
 * Use a token once: deletes it and returns its e-mail, or null when it is unknown, used, expired, or
 * replaced by a newer link of its kind. The delete is conditional, so two concurrent uses cannot both succeed.
 */
export async function consumeAccountToken(
  kind: AccountTokenKind,
  token: string,
  now = Date.now(),
): Promise<string | null> {
  try {
    const data = await deleteItem(
      AccountToken,
      { kind, token_hash: hash(token) },
      { condition: { attr: 'token_hash', exists: true }, returnOld: true },
    );
    if (!data || data.expires_at <= Math.floor(now / 1000)) return null;
    return (await isNewestLink(kind, data.email, data.token_hash)) ? data.email : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
