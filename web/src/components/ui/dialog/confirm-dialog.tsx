/**
 * A confirmation popup (accounts spec §5 confirmation texts, e.g. "Are you sure you want to leave this
 * workspace?" with "Leave"; §4 stage deletion in a popup). The confirm button shows progress, and a
 * refusal from the server can be shown inside the popup (`error`).
 */
import type { ReactNode } from 'react';
import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Destructive actions are red. */
  destructive?: boolean;
  isPending?: boolean;
  /** A server refusal to show in the popup. */
  error?: string;
  /**
   * The mutation the confirm button runs (issue 30): its `isPending` shows progress and its `error`, as the
   * server's message, shows in the popup; instead of `isPending` and `error`.
   */
  action?: { isPending: boolean; error: unknown };
  /** Shown under the message, e.g. a "Don't show this again for 5 minutes" checkbox (cards spec §5). */
  extra?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

/** Title, message, Cancel and the confirm button. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  destructive = false,
  isPending: pending = false,
  error: refusal,
  action,
  extra,
  onConfirm,
  onCancel,
  testId,
}: ConfirmDialogProps) {
  // `common` is always loaded: Cancel in the interface language never suspends (issue 41).
  const { t } = useTranslation('common');
  const isPending = action ? action.isPending : pending;
  const error = action ? (action.error ? errorMessage(action.error) : undefined) : refusal;
  return (
    <Dialog title={title} onClose={onCancel} testId={testId}>
      <Text>{message}</Text>
      {extra}
      {error ? (
        <Alert variation="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Flex gap="small" justifyContent="flex-end">
        <Button onClick={onCancel}>{t('action.cancel')}</Button>
        <Button
          variation={destructive ? 'destructive' : 'primary'}
          onClick={onConfirm}
          isLoading={isPending}
          loadingText={`${confirmLabel}…`}
          autoFocus
        >
          {confirmLabel}
        </Button>
      </Flex>
    </Dialog>
  );
}
