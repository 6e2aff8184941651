/**
 * "Delete account" (accounts spec §2 "account deletion"; §5 "Account deletion allowed only when can_delete
 * is true, else 'Oops! Leave all shared workspaces to proceed.'", worded plainly here: issue 35) and the confirmation text; §4 sign-in
 * blocked 24 hours, data removed after 15 days). On success the user is signed out and sent to /login.
 */
import { useId, useState, type HTMLAttributes, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import type { FlashState } from '../../../components/ui/toast/flash';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { useDeleteAccount } from '../api/delete-account';
import { accountMessage } from '../../../lib/i18n/account-messages';
import { useTranslation } from '../../../lib/i18n/use-translation';

// The confirmation is the spec's text (accounts spec §5), `deleteAccount.confirmation`; the refusal
// (`deleteAccount.cannot`) is the spec's "Oops! …" in plain words that say what to do (issue 35; decisions
// LA4). The API keeps the spec's text.

// Escape closes only the confirmation: React re-dispatches the native `cancel` event to every onCancel up
// its tree, which would close the Edit Profile modal around it too. (`onCancel` is typed for <dialog>
// only, hence the cast; React handles it on any element.)
const stopCancel = { onCancel: (event: SyntheticEvent) => event.stopPropagation() } as HTMLAttributes<HTMLDivElement>;

/** The delete button (disabled with the reason when not allowed) and its confirmation. */
export function DeleteAccountSection({ canDelete }: { canDelete: boolean }) {
  const { t } = useTranslation('accounts');
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const reasonId = useId();
  const mutation = useDeleteAccount({
    onSuccess: (result) => {
      // The session has just ended, so the route guard is already heading for /login. Navigating once
      // more, after that redirect has started, carries the server's message to the login page.
      const state: FlashState = { flash: { variation: 'success', message: accountMessage(result.message) } };
      window.setTimeout(() => void navigate(paths.auth.login.getHref(), { replace: true, state }), 0);
    },
  });

  const close = () => {
    if (mutation.isPending) return;
    setConfirming(false);
    mutation.reset();
  };

  return (
    <Flex direction="column" gap="small" alignItems="flex-start">
      <Text fontSize="small" color="font.secondary" id={reasonId}>
        {canDelete ? t('deleteAccount.explain') : t('deleteAccount.cannot')}
      </Text>
      <Button
        variation="destructive"
        size="small"
        isDisabled={!canDelete}
        aria-describedby={reasonId}
        onClick={() => setConfirming(true)}
      >
        {t('deleteAccount.button')}
      </Button>
      {confirming ? (
        <div {...stopCancel} style={{ display: 'contents' }}>
          <ConfirmDialog
            title={t('deleteAccount.title')}
            message={t('deleteAccount.confirmation')}
            confirmLabel={t('deleteAccount.button')}
            destructive
            isPending={mutation.isPending}
            error={mutation.error ? errorMessage(mutation.error) : undefined}
            onConfirm={() => mutation.mutate()}
            onCancel={close}
            testId="delete-account-dialog"
          />
        </div>
      ) : null}
    </Flex>
  );
}
