/**
 * The workspace's pending invitations (accounts spec §3 Invited user: status "Invited"; §4 "a reminder
 * can be re-sent, or the invitation cancelled/deleted"). Resend and Cancel show only on invitations of
 * roles the viewer may grant (issue 10, shared/permissions/ranks.ts).
 */
import { Badge, Button, Flex } from '@aws-amplify/ui-react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table/data-table';
import { toast } from '../../../components/ui/toast/toast-store';
import type { InvitedUser } from '../api/get-collaborators';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useResendInvitation } from '../api/resend-invitation';
import type { RankedPerson } from '../../../../../shared/permissions/ranks';
import { mayManageInvitation } from '../utils/member-controls';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ROLE_KEYS } from '../utils/role-names';

/** An invitation's status as a `collaborators` key (the API sends the English word). */
const STATUS_KEYS: Record<InvitedUser['status'], string> = {
  Invited: 'status.invited',
  Accepted: 'status.accepted',
  Declined: 'status.declined',
  Expired: 'status.expired',
};

/** The invited people with Resend and Cancel. */
export function InvitedUsersTable({
  workspaceId,
  invited,
  viewer,
}: {
  workspaceId: string;
  invited: InvitedUser[];
  viewer: RankedPerson;
}) {
  const { t } = useTranslation('collaborators');
  const resend = useResendInvitation(workspaceId);
  const cancel = useCancelInvitation(workspaceId);
  const nameOf = (invitation: InvitedUser) =>
    `${invitation.first_name} ${invitation.last_name}`.trim() || invitation.email;
  const columns: DataTableColumn<InvitedUser>[] = [
    { key: 'name', title: t('column.name'), cell: nameOf, sortValue: nameOf },
    {
      key: 'email',
      title: t('column.email'),
      className: 'gl-member-email',
      cell: (invitation) => invitation.email,
      sortValue: (invitation) => invitation.email,
    },
    { key: 'role', title: t('column.role'), cell: (invitation) => t(ROLE_KEYS[invitation.role]) },
    {
      key: 'status',
      title: t('column.status'),
      cell: (invitation) => (
        <Badge size="small" variation="warning">
          {t(STATUS_KEYS[invitation.status])}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      visuallyHidden: true,
      cell: (invitation) =>
        mayManageInvitation(viewer, invitation) ? (
          <Flex gap="xs" wrap="wrap">
            <Button
              size="small"
              variation="link"
              isLoading={resend.isPending && resend.variables === invitation.id}
              loadingText={t('action.sending')}
              onClick={() =>
                resend.mutate(invitation.id, {
                  onSuccess: () => toast.success(t('invited.reminderSent', { email: invitation.email })),
                })
              }
              aria-label={t('invited.resendLabel', { email: invitation.email })}
            >
              {t('invited.resend')}
            </Button>
            <Button
              size="small"
              variation="link"
              colorTheme="error"
              isLoading={cancel.isPending && cancel.variables === invitation.id}
              loadingText={t('invited.cancelling')}
              onClick={() =>
                cancel.mutate(invitation.id, {
                  onSuccess: () => toast.success(t('invited.cancelled', { email: invitation.email })),
                })
              }
              aria-label={t('invited.cancelLabel', { email: invitation.email })}
            >
              {t('common:action.cancel')}
            </Button>
          </Flex>
        ) : null,
    },
  ];
  return (
    <DataTable
      label={t('invited.table')}
      testId="invited-table"
      className="gl-members"
      columns={columns}
      rows={invited}
      rowTestId={(invitation) => `invited-${invitation.email}`}
    />
  );
}
