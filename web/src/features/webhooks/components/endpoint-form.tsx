/**
 * The Add-endpoint and Edit-endpoint form (issue 29 "An endpoint has a URL (https only in deployed
 * stages), a description, the event types it wants"): URL, description and the grouped event types.
 * The server checks the URL (https, not private), the types (at least one) and the 20-endpoint cap; its
 * message shows next to the field it names (utils/form-errors.ts), and nothing is saved. The form does not
 * repeat those checks: the shared zod schemas would add 12 KB gzip to the page (decisions H35).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Flex, TextField } from '@aws-amplify/ui-react';
import { FormActions } from '../../../components/ui/form-actions';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { CreateEndpointRequest } from '../api/types';
import { endpointFormErrors, type EndpointField } from '../utils/form-errors';
import { EventTypePicker } from './event-type-picker';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** What the form holds. */
export interface EndpointFormValues {
  url: string;
  description: string;
  event_types: string[];
}

interface EndpointFormProps {
  /** The types the server offers. */
  available: readonly string[];
  initial?: EndpointFormValues;
  submitLabel: string;
  /** The submit button's label while saving ("Saving…"). */
  pendingLabel: string;
  isPending: boolean;
  /** The last refusal of the save, shown at its fields. */
  error: unknown;
  onSubmit: (values: CreateEndpointRequest) => void;
  onCancel: () => void;
  testId: string;
}

/** The URL field's example (an address, the same in every language). */
const EXAMPLE_URL = 'https://example.com/greenlight-webhooks';

const EMPTY: EndpointFormValues = { url: '', description: '', event_types: [] };

/** The form; `onSubmit` gets the trimmed values. */
export function EndpointForm({
  available,
  initial = EMPTY,
  submitLabel,
  pendingLabel,
  isPending,
  error,
  onSubmit,
  onCancel,
  testId,
}: EndpointFormProps) {
  const { t } = useTranslation('webhooks');
  const [values, setValues] = useState<EndpointFormValues>(initial);
  const refusal = error
    ? error instanceof ApiError
      ? endpointFormErrors(error.message, error.errors)
      : { fields: {}, form: errorMessage(error) }
    : null;
  // A field's refusal goes once the field is changed, until the next answer (`after` is the answer it was changed after).
  const [edited, setEdited] = useState<{ after: unknown; fields: EndpointField[] }>({ after: null, fields: [] });
  const editedFields = edited.after === error ? edited.fields : [];
  const fieldError = (field: EndpointField) => (editedFields.includes(field) ? undefined : refusal?.fields[field]);
  const change = (field: EndpointField, next: EndpointFormValues) => {
    setValues(next);
    setEdited({ after: error, fields: [...editedFields, field] });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's list decides which types exist; the request carries what was ticked.
    onSubmit({
      url: values.url.trim(),
      description: values.description.trim(),
      event_types: values.event_types as CreateEndpointRequest['event_types'],
    });
  };
  return (
    <form className="gl-webhook-form" onSubmit={submit} data-testid={testId} noValidate>
      <Flex direction="column" gap="medium">
        <TextField
          label={t('form.url')}
          name="url"
          type="url"
          inputMode="url"
          placeholder={EXAMPLE_URL}
          value={values.url}
          isRequired
          autoComplete="off"
          onChange={(e) => change('url', { ...values, url: e.target.value })}
          hasError={Boolean(fieldError('url'))}
          errorMessage={fieldError('url')}
          descriptiveText={t('form.urlHint')}
        />
        <TextField
          label={t('form.description')}
          name="description"
          value={values.description}
          placeholder={t('form.descriptionPlaceholder')}
          onChange={(e) => change('description', { ...values, description: e.target.value })}
          hasError={Boolean(fieldError('description'))}
          errorMessage={fieldError('description')}
        />
        <EventTypePicker
          available={available}
          chosen={values.event_types}
          onChange={(event_types) => change('event_types', { ...values, event_types })}
          error={fieldError('event_types')}
          disabled={isPending}
        />
        {refusal?.form ? (
          <Alert variation="error" role="alert">
            {refusal.form}
          </Alert>
        ) : null}
        <FormActions
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          isPending={isPending}
          onCancel={onCancel}
          cancelLabel={t('common:action.cancel')}
          size="small"
        />
      </Flex>
    </form>
  );
}
