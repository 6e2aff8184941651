/**
 * Where a refusal of the endpoint form shows (issue 29 "Bad input … each gets a clear message"): the
 * API's per-field `errors` go next to their field (`event_types.2` under the event types), and a message
 * with no field of the form goes above the buttons.
 */
import type { FieldErrors } from '../../../lib/api-client';

/** The endpoint form's fields, as the request names them. */
export const ENDPOINT_FIELDS = ['url', 'description', 'event_types'] as const;
/** One field. */
export type EndpointField = (typeof ENDPOINT_FIELDS)[number];

/** A refusal split into the first message per field and the message for the form as a whole. */
export interface EndpointFormErrors {
  fields: Partial<Record<EndpointField, string>>;
  /** The server's message when no field carries it; undefined when every problem is at a field. */
  form?: string;
}

/** Splits an API refusal (its message and `errors`) over the form. */
export function endpointFormErrors(message: string, errors: FieldErrors): EndpointFormErrors {
  const fields: EndpointFormErrors['fields'] = {};
  let unplaced = false;
  for (const [key, messages] of Object.entries(errors)) {
    const field = ENDPOINT_FIELDS.find((f) => key === f || key.startsWith(`${f}.`));
    if (field && messages[0]) fields[field] ??= messages[0];
    else if (messages[0]) unplaced = true;
  }
  // With no field to show it at (or a problem of another key), the message goes above the buttons.
  return Object.keys(fields).length === 0 || unplaced ? { fields, form: message } : { fields };
}
