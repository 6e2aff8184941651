/**
 * The Edit Password form of a signed-in user (accounts spec §2 "Edit Password form"; §3 current_password;
 * §5 password rules "Enter minimum of 6 characters", "Should match password"). The current password is
 * required: the server checks it with a real sign-in. Client checks use `UpdatePasswordRequestSchema`, loaded on first submit.
 */
import type { FormEvent } from 'react';
import { Alert, Flex } from '@aws-amplify/ui-react';
import { FormPasswordField } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-message';
import { SubmitButton } from '../../../components/ui/form-actions';
import { useFormValues } from '../../../lib/use-form-values';
import { ApiError, fieldError } from '../../../lib/api-client';
import { useUpdatePassword } from '../api/update-password';
import { readableFieldError } from '../utils/form-errors';
import { accountMessage, passwordToggleLabels } from '../../../lib/i18n/account-messages';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFieldChecks } from '../hooks/use-field-checks';

type Field = 'current_password' | 'password' | 'password_confirmation';
const EMPTY: Record<Field, string> = { current_password: '', password: '', password_confirmation: '' };
/** The fields' labels: `auth` keys. */
const LABELS: Record<Field, string> = {
  current_password: 'field.currentPassword',
  password: 'field.newPassword',
  password_confirmation: 'field.confirmNewPassword',
};

/** Current password, new password twice, "Update Password". */
export function EditPasswordForm() {
  const { t } = useTranslation('auth');
  const mutation = useUpdatePassword();
  // A new keystroke hides the last success message.
  const { values, setValues, bind } = useFormValues<Field>(EMPTY, () => {
    if (mutation.isSuccess) mutation.reset();
  });
  const { formRef, clientErrors, accept } = useFieldChecks();
  const errorFor = (field: Field) =>
    clientErrors[field] ?? readableFieldError(t(LABELS[field]), fieldError(mutation.error, field));
  const generalError =
    mutation.error && !(mutation.error instanceof ApiError && Object.keys(mutation.error.errors).length > 0);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const submit = async () => {
    // The schema (and zod) load on first submit, not with the page (BRIEF §6 web budget).
    const { UpdatePasswordRequestSchema } = await import('../../../../../shared/schemas/user');
    const request = accept(UpdatePasswordRequestSchema.safeParse(values));
    if (!request) {
      mutation.reset();
      return;
    }
    mutation.mutate(request, { onSuccess: () => setValues(EMPTY) });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('accounts:section.password')}>
      <Flex direction="column" gap="medium">
        {mutation.isSuccess ? (
          // Inline rather than a toast: a toast would sit behind the modal's backdrop.
          <Alert variation="success" hasIcon role="status">
            {accountMessage(mutation.data.message)}
          </Alert>
        ) : null}
        <FormAlert message={generalError ? accountMessage(mutation.error?.message) : undefined} />
        {(Object.keys(LABELS) as Field[]).map((field) => (
          <FormPasswordField
            {...passwordToggleLabels()}
            key={field}
            label={t(LABELS[field])}
            autoComplete={field === 'current_password' ? 'current-password' : 'new-password'}
            descriptiveText={field === 'password' ? t('field.passwordHint') : undefined}
            isRequired
            {...bind(field, errorFor(field))}
          />
        ))}
        <Flex justifyContent="flex-end">
          <SubmitButton isPending={mutation.isPending} pendingLabel={t('accounts:password.pending')} primary={false}>
            {t('accounts:password.submit')}
          </SubmitButton>
        </Flex>
      </Flex>
    </form>
  );
}
