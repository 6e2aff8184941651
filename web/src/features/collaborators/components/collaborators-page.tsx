/**
 * The workspace Users / Collaborators page body (accounts spec §2 …/collaborators; §3 Workspace user,
 * Invited user, Invitation form, Organization seats; §6 can_invite_collaborator). Everyone in the
 * workspace sees its users (guests without e-mails); with can_invite_collaborator the roles ranked at or
 * below the viewer's can be granted, changed, removed, re-sent and cancelled (issue 10, shared/permissions/ranks.ts).
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Flex, Placeholder, Text } from '@aws-amplify/ui-react';
import type { WorkspaceRole } from '../../../../../shared/permissions/roles';
import { paths } from '../../../config/paths';
import { useCollaborators, type Collaborators } from '../api/get-collaborators';
import { usePermissions } from '../api/get-permissions';
import { InvitedUsersTable } from './invited-users-table';
import { MembersTable } from './members-table';
import { SeatsAvailable } from '../../../components/ui/seats-available';
import './collaborators.css';
import { QueryState } from '../../../components/ui/query-state';
import { PageSection } from '../../../components/ui/page-section';
import { grantableRoles } from '../../../../../shared/permissions/ranks';
import { viewerOf } from '../utils/member-controls';

// Only those who may invite see the form: its code (role picker, row checks) loads with it, not with the page
// (BRIEF §6 budget; decisions MA3).
const InviteForm = lazy(() => import('./invite-form').then((m) => ({ default: m.InviteForm })));
import { useTranslation } from '../../../lib/i18n/use-translation';

interface CollaboratorsPageProps {
  organizationId: string;
  workspaceId: string;
  /** The workspace flag can_invite_collaborator (accounts spec §6). */
  canInvite: boolean;
}

/** Members, invitations and the invite form. */
export function CollaboratorsPage({ organizationId, workspaceId, canInvite }: CollaboratorsPageProps) {
  const { t } = useTranslation('collaborators');
  const query = useCollaborators(workspaceId);
  const permissions = usePermissions();
  const descriptions = Object.fromEntries(
    (permissions.data?.workspace_roles ?? []).map((r) => [r.id, r.description]),
  ) as Partial<Record<WorkspaceRole, string>>;

  return (
    <QueryState query={query} errorHeading={t('page.loadFailed')}>
      {(collaborators) => (
        <CollaboratorsSections
          organizationId={organizationId}
          workspaceId={workspaceId}
          canInvite={canInvite}
          collaborators={collaborators}
          descriptions={descriptions}
        />
      )}
    </QueryState>
  );
}

interface SectionsProps extends CollaboratorsPageProps {
  collaborators: Collaborators;
  descriptions: Partial<Record<WorkspaceRole, string>>;
}

/** Members, then the invite form and the invitations (or the seats) for the loaded workspace. */
function CollaboratorsSections({ organizationId, workspaceId, canInvite, collaborators, descriptions }: SectionsProps) {
  const { workspace_users: users, invited_users: invited, seats, owner_id: ownerId } = collaborators;
  const viewer = viewerOf(collaborators);
  const roles = grantableRoles(viewer);
  const { t } = useTranslation('collaborators');
  return (
    <Flex direction="column" gap="xl">
      <PageSection title={t('page.members')} count={users.length}>
        <MembersTable
          organizationId={organizationId}
          workspaceId={workspaceId}
          users={users}
          canManage={canInvite}
          viewer={viewer}
          ownerId={ownerId}
          roles={roles}
          descriptions={descriptions}
        />
      </PageSection>

      {canInvite && roles.length > 0 ? (
        <>
          <PageSection title={t('page.invite')}>
            <Text color="font.secondary" fontSize="small">
              {t('page.inviteHint')}{' '}
              <Link className="gl-link" to={paths.permission.getHref()}>
                {t('page.rolesLink')}
              </Link>
            </Text>
            <Suspense fallback={<Placeholder size="large" />}>
              <InviteForm workspaceId={workspaceId} seats={seats} descriptions={descriptions} roles={roles} />
            </Suspense>
          </PageSection>
          <PageSection title={t('page.invited')} count={invited.length}>
            {invited.length ? (
              <InvitedUsersTable workspaceId={workspaceId} invited={invited} viewer={viewer} />
            ) : (
              <Text color="font.tertiary">{t('page.noInvitations')}</Text>
            )}
          </PageSection>
        </>
      ) : (
        <SeatsAvailable seats={seats} />
      )}
    </Flex>
  );
}
