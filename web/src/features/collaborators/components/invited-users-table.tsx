/**
 * The workspace's pending invitations (accounts spec §3 Invited user: status "Invited"; §4 "a reminder
 * can be re-sent, or the invitation cancelled/deleted"). Resend and Cancel show only on invitations of
 * roles the viewer may grant (issue 10, shared/permissions/ranks.ts).
 */
import { Badge, Button, Flex } from '@aws-amplify/ui-react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table/data-table';
import { WORKSPACE_ROLE_LABELS } from '../../../../../shared/permissions/roles';
import { toast } from '../../../components/ui/toast/toast-store';
import type { InvitedUser } from '../api/get-collaborators';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useResendInvitation } from '../api/resend-invitation';
import type { RankedPerson } from '../../../../../shared/permissions/ranks';
import { mayManageInvitation } from '../utils/member-controls';

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
  const resend = useResendInvitation(workspaceId);
  const cancel = useCancelInvitation(workspaceId);
  const nameOf = (invitation: InvitedUser) =>
    `${invitation.first_name} ${invitation.last_name}`.trim() || invitation.email;
  const columns: DataTableColumn<InvitedUser>[] = [
    { key: 'name', title: 'Name', cell: nameOf, sortValue: nameOf },
    {
      key: 'email',
      title: 'Email',
      className: 'gl-member-email',
      cell: (invitation) => invitation.email,
      sortValue: (invitation) => invitation.email,
    },
    { key: 'role', title: 'Role', cell: (invitation) => WORKSPACE_ROLE_LABELS[invitation.role] },
    {
      key: 'status',
      title: 'Status',
      cell: (invitation) => (
        <Badge size="small" variation="warning">
          {invitation.status}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      visuallyHidden: true,
      cell: (invitation) =>
        mayManageInvitation(viewer, invitation) ? (
          <Flex gap="xs" wrap="wrap">
            <Button
              size="small"
              variation="link"
              isLoading={resend.isPending && resend.variables === invitation.id}
              loadingText="Sending…"
              onClick={() =>
                resend.mutate(invitation.id, {
                  onSuccess: () => toast.success(`Reminder sent to ${invitation.email}.`),
                })
              }
              aria-label={`Resend the invitation to ${invitation.email}`}
            >
              Resend
            </Button>
            <Button
              size="small"
              variation="link"
              colorTheme="error"
              isLoading={cancel.isPending && cancel.variables === invitation.id}
              loadingText="Cancelling…"
              onClick={() =>
                cancel.mutate(invitation.id, {
                  onSuccess: () => toast.success(`The invitation to ${invitation.email} was cancelled.`),
                })
              }
              aria-label={`Cancel the invitation to ${invitation.email}`}
            >
              Cancel
            </Button>
          </Flex>
        ) : null,
    },
  ];
  return (
    <DataTable
      label="Invited users"
      testId="invited-table"
      className="gl-members"
      columns={columns}
      rows={invited}
      rowTestId={(invitation) => `invited-${invitation.email}`}
    />
  );
}
