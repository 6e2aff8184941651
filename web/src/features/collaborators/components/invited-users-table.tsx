/**
 * The workspace's pending invitations (accounts spec §3 Invited user: status "Invited"; §4 "a reminder
 * can be re-sent, or the invitation cancelled/deleted"). Resend and Cancel show only on invitations of
 * roles the viewer may grant (issue 10, shared/permissions/ranks.ts).
 */
import { Badge, Button, Flex, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { WORKSPACE_ROLE_LABELS } from '../../../../../shared/permissions/roles';
import { toast } from '../../../components/ui/toast/toast-store';
import type { InvitedUser } from '../api/get-collaborators';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useResendInvitation } from '../api/resend-invitation';
import type { RankedPerson } from '../../../../../shared/permissions/ranks';
import { mayManageInvitation } from '../utils/member-controls';

/** The invited people with Resend and Cancel. */
export function InvitedUsersTable({ workspaceId, invited, viewer }: { workspaceId: string; invited: InvitedUser[]; viewer: RankedPerson }) {
  const resend = useResendInvitation(workspaceId);
  const cancel = useCancelInvitation(workspaceId);
  return (
    <div className="gl-list-table-wrap gl-members">
      <Table size="small" aria-label="Invited users" data-testid="invited-table">
        <TableHead>
          <TableRow>
            <TableCell as="th" scope="col">
              Name
            </TableCell>
            <TableCell as="th" scope="col">
              Email
            </TableCell>
            <TableCell as="th" scope="col">
              Role
            </TableCell>
            <TableCell as="th" scope="col">
              Status
            </TableCell>
            <TableCell as="th" scope="col">
              <span className="visually-hidden">Actions</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invited.map((invitation) => {
            const name = `${invitation.first_name} ${invitation.last_name}`.trim() || invitation.email;
            return (
              <TableRow key={invitation.id} data-testid={`invited-${invitation.email}`}>
                <TableCell>{name}</TableCell>
                <TableCell className="gl-member-email">{invitation.email}</TableCell>
                <TableCell>{WORKSPACE_ROLE_LABELS[invitation.role]}</TableCell>
                <TableCell>
                  <Badge size="small" variation="warning">
                    {invitation.status}
                  </Badge>
                </TableCell>
                <TableCell>
                  {mayManageInvitation(viewer, invitation) ? (
                    <Flex gap="xs" wrap="wrap">
                      <Button
                        size="small"
                        variation="link"
                        isLoading={resend.isPending && resend.variables === invitation.id}
                        loadingText="Sending…"
                        onClick={() => resend.mutate(invitation.id, { onSuccess: () => toast.success(`Reminder sent to ${invitation.email}.`) })}
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
                        onClick={() => cancel.mutate(invitation.id, { onSuccess: () => toast.success(`The invitation to ${invitation.email} was cancelled.`) })}
                        aria-label={`Cancel the invitation to ${invitation.email}`}
                      >
                        Cancel
                      </Button>
                    </Flex>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
