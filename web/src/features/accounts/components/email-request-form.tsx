/**
 * The one-field e-mail form behind Forgot Password ("Request Password Reset"), resend confirmation and
 * request unlock (accounts spec §2: "Forgot Password: e-mail field and 'Request Password Reset' button,
 * then 'Check your email for instructions.' … Unlock request and resend confirmation show the same
 * success text"; §5 "Forgot password needs an e-mail"). Client checks use the shared `EmailRequestSchema`.
 */
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert, Flex, Text } from '@aws-amplify/ui-react';
import { FormTextField } from '../../../components/ui/form-field';
import { StackedForm } from '../../../components/ui/stacked-form';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { loadAuthSchemas, usePrefetchAuthSchemas } from '../../../lib/auth-schemas';
import { ApiError, fieldError } from '../../../lib/api-client';
import { useFieldChecks } from '../hooks/use-field-checks';
import { accountMessage } from '../../../lib/i18n/account-messages';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface EmailRequestFormProps {
  /** The page's mutation, e.g. `useRequestPasswordReset()`. */
  mutation: UseMutationResult<{ message: string }, Error, { email: string }>;
  /** The submit button's text, e.g. "Request Password Reset". */
  submitLabel: string;
  /** Its text while the request runs. */
  pendingLabel: string;
  /** Accessible name of the form. */
  formLabel: string;
}

/** E-mail field and submit button; on success the server's text replaces the form. */
export function EmailRequestForm({ mutation, submitLabel, pendingLabel, formLabel }: EmailRequestFormProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const { formRef, clientErrors, accept } = useFieldChecks();
  usePrefetchAuthSchemas();
  const error = clientErrors.email ?? accountMessage(fieldError(mutation.error, 'email'));
  const showServerAlert = mutation.error && !(mutation.error instanceof ApiError && mutation.error.errors.email);

  const submit = async () => {
    const { EmailRequestSchema } = await loadAuthSchemas();
    const request = accept(EmailRequestSchema.safeParse({ email }));
    if (!request) {
      mutation.reset();
      return;
    }
    mutation.mutate(request);
  };

  if (mutation.isSuccess) {
    return (
      <Alert variation="success" hasIcon role="status">
        {accountMessage(mutation.data.message)}
      </Alert>
    );
  }

  return (
    <StackedForm
      label={formLabel}
      formRef={formRef}
      onSubmit={() => void submit()}
      error={showServerAlert ? accountMessage(mutation.error?.message) : undefined}
      submitLabel={submitLabel}
      isPending={mutation.isPending}
      pendingLabel={pendingLabel}
    >
      <FormTextField
        label={t('field.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onValue={setEmail}
        error={error}
        isRequired
        autoFocus
      />
    </StackedForm>
  );
}

interface EmailRequestPageProps extends Omit<EmailRequestFormProps, 'formLabel' | 'pendingLabel'> {
  /** The page's title, and the form's accessible name unless `formLabel` is given. */
  title: string;
  formLabel?: string;
  intro: string;
  /** The link beside "Back to Log In"; "Create an account" by default (labels in the reader's language). */
  otherLink?: { to: string; label: string };
}

/** A public page around the form (accounts spec §2 "Forgot Password", "Resend Confirmation"): title, intro, the form, then links to Log In and registration. */
export function EmailRequestPage({ title, formLabel, intro, mutation, submitLabel, otherLink }: EmailRequestPageProps) {
  const { t } = useTranslation('auth');
  const other = otherLink ?? { to: paths.auth.register.getHref(), label: t('link.createAccount') };
  return (
    <AuthLayout title={title}>
      <Text>{intro}</Text>
      <EmailRequestForm
        mutation={mutation}
        formLabel={formLabel ?? title}
        submitLabel={submitLabel}
        pendingLabel={t('emailRequest.pending')}
      />
      <Flex gap="medium" wrap="wrap">
        <Link className="gl-link" to={paths.auth.login.getHref()}>
          {t('link.backToLogin')}
        </Link>
        <Link className="gl-link" to={other.to}>
          {other.label}
        </Link>
      </Flex>
    </AuthLayout>
  );
}
