/**
 * Messages and limits of the contents feature, from the shared tables the API uses too (cards spec §5,
 * §8, §9), plus the web's own texts.
 */
import {
  CONTENT_LIMITS as SHARED_LIMITS,
  CONTENT_MESSAGES as SHARED_MESSAGES,
} from '../../../../../shared/schemas/contents-limits';
import { UPLOAD_MESSAGES } from '../../../../../shared/schemas/upload-limits';

export const CONTENT_MESSAGES = {
  notAnImage: SHARED_MESSAGES.notAllowed,
  tooLarge: UPLOAD_MESSAGES.tooLarge,
  perUpload: SHARED_MESSAGES.perUpload,
  perCard: SHARED_MESSAGES.perCard,
  storageFull: SHARED_MESSAGES.storageFull,
  downloadLimit: SHARED_MESSAGES.downloadLimit,
  uploadFailed: 'The file could not be uploaded. Check your connection and try again.',
  confirmDelete: (n: number) => `Are you sure you want to delete ${n} card(s)?`,
} as const;

/** Limits of a card's contents (cards spec §5, §9). */
export const CONTENT_LIMITS = { perCard: SHARED_LIMITS.perCard, perUpload: SHARED_LIMITS.perUpload } as const;
