/**
 * The refusal of a file over the size limit, "Maximum file size is 5MB." (accounts spec §5, cards spec §9), with
 * its catalogue key and the megabytes as its value, so the API answers it in the caller's language (issue 41;
 * decisions MV5). The field `field` carries the same message.
 */
import { UPLOAD_MESSAGES } from '../../../../shared/schemas/upload-limits';
import { BadRequestError, withMessageKey } from '../http/errors';

/** 400 for a file over `maxBytes` (a whole number of decimal megabytes), its message also under `field`. */
export function fileTooLargeError(maxBytes: number, field: string): BadRequestError {
  const message = UPLOAD_MESSAGES.tooLarge(maxBytes);
  return withMessageKey(new BadRequestError(message, { [field]: [message] }), 'uploads.tooLarge', {
    size: String(maxBytes / 1_000_000),
  });
}
