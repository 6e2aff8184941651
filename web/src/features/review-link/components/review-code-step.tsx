/**
 * The code step of a review link that requires one (issue 37 "With `require_code`, opening the link on a new
 * device e-mails a 6-digit code to the reviewer's address (valid 10 minutes, 5 tries)"; decisions K1): where
 * the code went, a field for it, "Open the review", and "Send a new code". The server's message for a wrong,
 * expired or used-up code shows under the field; a refused link (401) turns the page into its one message.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { FormTextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage, fieldError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  keepPendingCodeStep,
  requestNewReviewCode,
  sendReviewCode,
  type ReviewCodeRequest,
} from '../api/review-session';

interface ReviewCodeStepProps {
  /** The link's token, held in memory only (the address no longer has it). */
  token: string;
  request: ReviewCodeRequest;
  /** The right code was given: the session is kept. */
  onOpened: () => void;
  /** The link was refused (revoked or expired meanwhile). */
  onRefused: () => void;
}

/** The step; the Code field takes the focus. */
export function ReviewCodeStep({ token, request, onOpened, onRefused }: ReviewCodeStepProps) {
  const { t } = useTranslation('review');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState(request.sent_to);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);

  /** Runs one call; a 401 ends the page, any other failure is shown. */
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await call();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) return onRefused();
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await sendReviewCode(token, code.trim());
      onOpened();
    });
  };

  const resend = () =>
    void run(async () => {
      const again = await requestNewReviewCode(token);
      setSentTo(again.sent_to);
      // A reload keeps the new code's step (decisions K8).
      keepPendingCodeStep({ token, request: again });
      setCode('');
      setNotice(t('code.resent', { email: again.sent_to }));
      field.current?.focus();
    });

  const codeError = fieldError(error, 'code');
  return (
    <form className="review-page__code" aria-label={t('code.heading')} onSubmit={submit} noValidate>
      <Flex direction="column" gap="small" maxWidth="26rem">
        <Heading level={1} fontSize="1.5rem">
          {t('code.heading')}
        </Heading>
        <Text>{t('code.intro', { email: sentTo })}</Text>
        <FormTextField
          ref={field}
          label={t('code.label')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onValue={(value) => setCode(value.replace(/\D/g, ''))}
          error={codeError}
        />
        {error && !codeError ? (
          <Alert variation="error" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        {notice ? (
          <Text role="status" className="review-page__code-notice">
            {notice}
          </Text>
        ) : null}
        <Flex gap="small" wrap="wrap" alignItems="center">
          <Button type="submit" variation="primary" isLoading={busy} loadingText={t('code.checking')}>
            {t('code.open')}
          </Button>
          <Button type="button" variation="link" onClick={resend} isDisabled={busy}>
            {t('code.resend')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
