/**
 * The open-upload limit (issue 10; docs/decisions.md S24; entities/upload-quota.ts): one conditional
 * update per presign and per confirmation, no read-then-write.
 */
import { db, isConditionFailure } from './service';

/** Presigned uploads one user may hold open (handed out, not yet confirmed) within one clock hour. */
export const OPEN_UPLOADS_PER_HOUR = 20;

const windowOf = (now: Date) => now.toISOString().slice(0, 13);
const expiryOf = (now: Date) => Math.floor(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), now.getUTCHours() + 2) / 1000);

/**
 * Take one open upload for `userId` in the current hour.
 * @returns false when the user already holds OPEN_UPLOADS_PER_HOUR (nothing is changed).
 */
export async function reserveUpload(userId: string, now = new Date()): Promise<boolean> {
  try {
    await db()
      .entities.uploadQuota.update({ user_id: userId, window: windowOf(now) })
      .add({ open_uploads: 1 })
      .set({ expires_at: expiryOf(now) })
      .where(({ open_uploads }, { notExists, lt }) => `${notExists(open_uploads)} OR ${lt(open_uploads, OPEN_UPLOADS_PER_HOUR)}`)
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Give one back in the current hour (a confirmed or refused upload); never below zero. */
export async function releaseUpload(userId: string, now = new Date()): Promise<void> {
  try {
    await db()
      .entities.uploadQuota.patch({ user_id: userId, window: windowOf(now) })
      .subtract({ open_uploads: 1 })
      .where(({ open_uploads }, { gt }) => gt(open_uploads, 0))
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
