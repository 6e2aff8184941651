/**
 * Messages and limits of the contents feature (cards spec §5, §8, §9). The limits come from the shared tables
 * the API uses too; the messages come from the `contents` catalogue in the reader's language through
 * `translate` (issue 41; decisions LP1, LW2), their English word for word the shared tables' text (the API keeps
 * those constants for its own errors). Each entry is read when it is shown, so a language change applies.
 */
import { CONTENT_LIMITS as SHARED_LIMITS } from '../../../../../shared/schemas/contents-limits';
import { translate } from '../../../lib/i18n/i18n-store';
import '../english-messages';

const t = (key: string, values?: Parameters<typeof translate>[2]) => translate('contents', key, values);

export const CONTENT_MESSAGES = {
  get notAnImage() {
    return t('message.notAnImage');
  },
  /** `bytes`: the size limit in bytes (5,000,000 or 10,000,000), shown in MB. */
  tooLarge: (bytes: number) => t('message.tooLarge', { megabytes: bytes / 1_000_000 }),
  perUpload: (limit: number) => t('message.perUpload', { limit }),
  perCard: (limit: number) => t('message.perCard', { limit }),
  get storageFull() {
    return t('message.storageFull');
  },
  get downloadLimit() {
    return t('message.downloadLimit');
  },
  get uploadFailed() {
    return t('message.uploadFailed');
  },
  /** One refused file: "photo.gif: File selected is not an image". */
  fileError: (name: string, error: string) => t('message.fileError', { name, error }),
  confirmDelete: (count: number) => t('delete.message', { count }),
  /** Files chosen before the area could take them, refused because it never will: `names` joined, `reason` why. */
  queuedRefused: (names: string, reason: string) => t('message.queuedRefused', { names, reason }),
};

/** Limits of a card's contents (cards spec §5, §9). */
export const CONTENT_LIMITS = { perCard: SHARED_LIMITS.perCard, perUpload: SHARED_LIMITS.perUpload } as const;
