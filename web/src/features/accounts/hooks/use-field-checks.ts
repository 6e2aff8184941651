/**
 * The client-side check of an account form (accounts spec §5 validation, §8 "Form and field messages";
 * issue 30 "one way to build each thing": the register, reset-password, edit-password, edit-profile and
 * e-mail forms each wrote it again). A form checks its input with the shared zod schema the API uses and
 * hands the parse result to `accept`: a refusal keeps the first message of each field (shown under the
 * fields, so the browser shows exactly the API's texts) and moves the focus to the first field in error,
 * so keyboard and screen-reader users land on it; a success clears the messages and returns the data.
 */
import { useRef, useState, type RefObject } from 'react';
import { accountMessage } from '../../../lib/i18n/account-messages';
import { firstMessages, type FieldMessages, type IssueLike } from '../utils/form-errors';

/** A schema's `safeParse` result: the parsed data, or the issues. */
export type ParseResult<T> = { success: true; data: T } | { success: false; error: { issues: readonly IssueLike[] } };

/** What a form gets: the ref for its `<form>`, the client's field messages and `accept`. */
export interface FieldChecks {
  /** Put on the `<form>`: the first invalid field is looked for inside it. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Field name → the client's message from the last check. */
  clientErrors: FieldMessages;
  /** The parsed data if the input passed, else `undefined` (the messages are set and focus moves). */
  accept: <T>(parsed: ParseResult<T>) => T | undefined;
}

/** Client messages of a form checked with a shared schema. */
export function useFieldChecks(): FieldChecks {
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldMessages>({});
  const accept = <T>(parsed: ParseResult<T>): T | undefined => {
    if (parsed.success) {
      setClientErrors({});
      return parsed.data;
    }
    // The schemas' messages are the spec's English; shown in the reader's language (issue 41).
    const messages = firstMessages(parsed.error.issues);
    for (const field of Object.keys(messages)) messages[field] = accountMessage(messages[field]);
    setClientErrors(messages);
    // After the render that marks the fields invalid.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return undefined;
  };
  return { formRef, clientErrors, accept };
}
