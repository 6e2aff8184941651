/**
 * What a page shows when its data could not be loaded (accounts spec §8: a failed load shows the server's
 * message): "not available" for a 404/403 (deleted, or not the caller's to see), otherwise the error with
 * "Try again".
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ReactNode } from 'react';
import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { EmptyState } from './empty-state';

interface LoadFailureProps {
  error: unknown;
  /** Heading of the error alert, e.g. "The workspace could not be loaded". */
  heading: string;
  onRetry: () => void;
  /** Shown instead of the alert when the API answered 404 or 403; without it every failure is an alert. */
  unavailable?: { title: string; description: string; action?: ReactNode };
}

export function LoadFailure({ error, heading, onRetry, unavailable }: LoadFailureProps) {
  const { t } = useTranslation('common');
  if (unavailable && error instanceof ApiError && (error.status === 404 || error.status === 403)) {
    return <EmptyState title={unavailable.title} description={unavailable.description} action={unavailable.action} />;
  }
  return (
    <Alert variation="error" heading={heading}>
      <Flex direction="column" gap="xs" alignItems="flex-start">
        {errorMessage(error)}
        <Button size="small" onClick={onRetry}>
          {t('action.tryAgain')}
        </Button>
      </Flex>
    </Alert>
  );
}

/** The workspace pages' wording of it. */
export function WorkspaceLoadFailure({
  error,
  onRetry,
  back,
}: {
  error: unknown;
  onRetry: () => void;
  back: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="gl-page">
      <LoadFailure
        error={error}
        heading={t('workspace.loadFailed')}
        onRetry={onRetry}
        unavailable={{
          title: t('workspace.unavailable'),
          description: t('workspace.unavailableHint'),
          action: back,
        }}
      />
    </div>
  );
}
