/**
 * The Edit Password form of a signed-in user (accounts spec §2 "Edit Password form"; §3 current_password;
 * §5 password rules "Enter minimum of 6 characters", "Should match password"). The current password is
 * required: the server checks it with a real sign-in. Client checks use `UpdatePasswordRequestSchema`, loaded on first submit.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Flex, PasswordField } from '@aws-amplify/ui-react';
import { ApiError, fieldError } from '../../../lib/api-client';
import { useUpdatePassword } from '../api/update-password';
import { firstMessages, readableFieldError, type FieldMessages } from '../utils/form-errors';

type Field = 'current_password' | 'password' | 'password_confirmation';
const EMPTY: Record<Field, string> = { current_password: '', password: '', password_confirmation: '' };
const LABELS: Record<Field, string> = {
  current_password: 'Current password',
  password: 'New password',
  password_confirmation: 'Confirm new password',
};

/** Current password, new password twice, "Update Password". */
export function EditPasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [clientErrors, setClientErrors] = useState<FieldMessages>({});
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useUpdatePassword();
  const errorFor = (field: Field) => clientErrors[field] ?? readableFieldError(LABELS[field], fieldError(mutation.error, field));
  const generalError = mutation.error && !(mutation.error instanceof ApiError && Object.keys(mutation.error.errors).length > 0);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const submit = async () => {
    // The schema (and zod) load on first submit, not with the page (BRIEF §6 web budget).
    const { UpdatePasswordRequestSchema } = await import('../../../../../shared/schemas/user');
    const parsed = UpdatePasswordRequestSchema.safeParse(values);
    if (!parsed.success) {
      setClientErrors(firstMessages(parsed.error.issues));
      mutation.reset();
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setClientErrors({});
    mutation.mutate(parsed.data, { onSuccess: () => setValues(EMPTY) });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Edit Password">
      <Flex direction="column" gap="medium">
        {mutation.isSuccess ? (
          // Inline rather than a toast: a toast would sit behind the modal's backdrop.
          <Alert variation="success" hasIcon role="status">
            {mutation.data.message}
          </Alert>
        ) : null}
        {generalError ? (
          <Alert variation="error" hasIcon role="alert">
            {mutation.error?.message}
          </Alert>
        ) : null}
        {(Object.keys(LABELS) as Field[]).map((field) => (
          <PasswordField
            key={field}
            label={LABELS[field]}
            name={field}
            autoComplete={field === 'current_password' ? 'current-password' : 'new-password'}
            descriptiveText={field === 'password' ? 'At least 6 characters.' : undefined}
            showPasswordButtonLabel="Show characters"
            value={values[field]}
            onChange={(e) => {
              setValues((v) => ({ ...v, [field]: e.target.value }));
              if (mutation.isSuccess) mutation.reset();
            }}
            hasError={Boolean(errorFor(field))}
            errorMessage={errorFor(field)}
            isRequired
          />
        ))}
        <Flex justifyContent="flex-end">
          <Button type="submit" isLoading={mutation.isPending} loadingText="Updating…">
            Update Password
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
