/** Messages of the contents feature (cards spec §5, §8); placeholder until the shared limits land. */
export const CONTENT_MESSAGES = {
  notAnImage: 'File selected is not an image',
  tooLarge: (bytes: number) => `Maximum file size is ${bytes / 1_000_000}MB.`,
  perUpload: (limit: number) => `You have reached the limit of ${limit} per upload.`,
  perCard: (n: number) => `You can only upload a maximum of ${n} attachments.`,
  storageFull: 'This workspace has reached its 100 MB storage limit.',
  uploadFailed: 'The file could not be uploaded. Check your connection and try again.',
  confirmDelete: (n: number) => `Are you sure you want to delete ${n} card(s)?`,
  downloadLimit: 'You have exceeded the download limit. Please try again later.',
};

/** Limits of a card's contents (cards spec §5, §9); placeholder until the shared limits land. */
export const CONTENT_LIMITS = { perCard: 15, perUpload: 5 } as const;
