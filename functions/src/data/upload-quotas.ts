/**
 * The open-upload limit (issue 10; docs/decisions.md S24; entities/upload-quota.ts): one conditional
 * update per presign and per confirmation, no read-then-write.
 */
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { isConditionFailure } from './access';
import { patchItem, updateItem } from './access';
import { UploadQuota } from './entities/upload-quota';

/** Presigned uploads one user may hold open (handed out, not yet confirmed) within one clock hour. */
export const OPEN_UPLOADS_PER_HOUR = 20;

const windowOf = (now: Date) => now.toISOString().slice(0, 13);
const expiryOf = (now: Date) =>
  Math.floor(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), now.getUTCHours() + 2) / 1000);

/**
 * Take one open upload for `userId` in the current hour.
 * @returns false when the user already holds OPEN_UPLOADS_PER_HOUR (nothing is changed).
 */
export async function reserveUpload(userId: string, now = new Date()): Promise<boolean> {
  try {
    await updateItem(
      UploadQuota,
      { user_id: userId, window: windowOf(now), open_uploads: $add(1), expires_at: expiryOf(now) },
      {
        condition: {
          or: [
            { attr: 'open_uploads', exists: false },
            { attr: 'open_uploads', lt: OPEN_UPLOADS_PER_HOUR },
          ],
        },
        returnValues: 'NONE',
      },
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Give one back in the current hour (a confirmed or refused upload); never below zero. */
export async function releaseUpload(userId: string, now = new Date()): Promise<void> {
  try {
    await patchItem(
      UploadQuota,
      { user_id: userId, window: windowOf(now), open_uploads: $add(-1) },
      { condition: { attr: 'open_uploads', gt: 0 }, returnValues: 'NONE' },
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
