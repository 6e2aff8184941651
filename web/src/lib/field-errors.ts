/**
 * Field errors of a form, keyed like the API's `errors` (`invited_users.0.email`, `user_roles.1.first_name`),
 * so client-side checks (the shared zod schemas, BRIEF §5 Schemas) and server answers (accounts spec §8
 * "Form and field messages") land under the same field.
 */
import type { core } from '../../../shared/schemas/zod';

/** Field path → first message. */
export type FormErrors = Record<string, string>;

/** The first message per field path of a failed zod parse (paths joined with dots). */
export function zodFormErrors(error: core.$ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The first message per field of an API error's `errors`. */
export function firstMessages(errors: Record<string, string[]>): FormErrors {
  const result: FormErrors = {};
  for (const [key, messages] of Object.entries(errors)) if (messages[0]) result[key] = messages[0];
  return result;
}

/**
 * Rewrites `prefix.N.field` keys from positions in a sent list to positions in the form, for forms that
 * leave blank rows out of the request. `positions[N]` is the form row of the sent row N.
 */
export function remapRowErrors(errors: FormErrors, prefix: string, positions: readonly number[]): FormErrors {
  const result: FormErrors = {};
  const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(\\d+)(\\..*)?$`);
  for (const [key, message] of Object.entries(errors)) {
    const match = pattern.exec(key);
    const position = match ? positions[Number(match[1])] : undefined;
    result[match && position !== undefined ? `${prefix}.${position}${match[2] ?? ''}` : key] = message;
  }
  return result;
}
