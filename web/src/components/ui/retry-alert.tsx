/**
 * A failed load inside a section (accounts spec §8: a failed load shows the server's message): the
 * message as an alert and "Try again" under it. Used by the profile and the calendar feed sections
 * (issue 30); whole pages use `LoadFailure`, whose alert has a heading.
 */
import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { errorMessage } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n/use-translation';

interface RetryAlertProps {
  error: unknown;
  onRetry: () => void;
  /** A retry is under way: the button shows progress. */
  retrying?: boolean;
}

/** The server's message and "Try again". */
export function RetryAlert({ error, onRetry, retrying = false }: RetryAlertProps) {
  const { t } = useTranslation('common');
  return (
    <Flex direction="column" gap="small" alignItems="flex-start">
      <Alert variation="error" hasIcon role="alert">
        {errorMessage(error)}
      </Alert>
      <Button size="small" onClick={onRetry} isLoading={retrying}>
        {t('action.tryAgain')}
      </Button>
    </Flex>
  );
}
