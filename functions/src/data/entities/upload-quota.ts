/**
 * Presigned uploads a user holds open, per clock hour (issue 10 "Uploads that are never confirmed are
 * never removed"; docs/decisions.md S24): each presigned POST takes one, each confirmation (accepted or
 * refused) gives one back, and at OPEN_UPLOADS_PER_HOUR the next presign answers 429.
 * Access pattern: update by user and hour (table); DynamoDB TTL removes the item an hour after its window.
 */
import { Entity } from 'electrodb';
import { SERVICE } from './common';

export const UploadQuotaEntity = new Entity({
  model: { entity: 'upload_quota', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true, readOnly: true },
    /** The UTC clock hour, `YYYY-MM-DDTHH`. */
    window: { type: 'string', required: true, readOnly: true },
    /** Presigned uploads handed out in this window and not yet confirmed. */
    open_uploads: { type: 'number', required: true, default: 0 },
    /** Epoch seconds: one hour after the window ends (DynamoDB TTL). */
    expires_at: { type: 'number', required: true },
  },
  indexes: {
    byUserWindow: { pk: { field: 'pk', composite: ['user_id'] }, sk: { field: 'sk', composite: ['window'] } },
  },
});
