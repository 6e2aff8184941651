/**
 * What a page shows when its data could not be loaded (accounts spec §8: a failed load shows the server's
 * message): "not available" for a 404/403 (deleted, or not the caller's to see), otherwise the error with
 * "Try again".
 */
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
  if (unavailable && error instanceof ApiError && (error.status === 404 || error.status === 403)) {
    return <EmptyState title={unavailable.title} description={unavailable.description} action={unavailable.action} />;
  }
  return (
    <Alert variation="error" heading={heading}>
      <Flex direction="column" gap="xs" alignItems="flex-start">
        {errorMessage(error)}
        <Button size="small" onClick={onRetry}>
          Try again
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
  return (
    <div className="gl-page">
      <LoadFailure
        error={error}
        heading="The workspace could not be loaded"
        onRetry={onRetry}
        unavailable={{
          title: 'This workspace is not available.',
          description: 'It may have been deleted, or you are not a member.',
          action: back,
        }}
      />
    </div>
  );
}
