/**
 * The workspace top bar's member avatars (accounts spec §2 Workspace page "user avatars (up to 6) that
 * open a users popup"; §9 "Avatars in workspace top bar: 6"). Each avatar shows the user summary after
 * a 1 s hover; clicking opens the popup listing every user with their role and a link to the Users page.
 */
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { paths } from '../../../config/paths';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { useCollaborators, type WorkspaceUser } from '../api/get-collaborators';
import { UserAvatar } from './user-avatar';
import { UserSummaryHover } from './user-summary-hover';
import './collaborators.css';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { memberRoleName } from '../utils/role-names';

/** Most avatars the top bar shows (accounts spec §9). */
export const TOP_BAR_AVATARS = 6;

interface MemberAvatarsProps {
  organizationId: string;
  workspaceId: string;
}

function UsersPopup({
  organizationId,
  workspaceId,
  users,
  onClose,
}: MemberAvatarsProps & { users: WorkspaceUser[]; onClose: () => void }) {
  // `collaborators` loads when the popup first opens, not with the board (decisions MA2).
  const { t } = useTranslation('collaborators');
  return (
    <Dialog title={t('avatars.popupTitle', { count: users.length })} onClose={onClose} testId="users-popup">
      <ul className="gl-users-popup">
        {users.map((user) => (
          <li key={user.id}>
            <UserSummaryHover organizationId={organizationId} workspaceId={workspaceId} userId={user.id}>
              <span className="gl-member-name" tabIndex={0}>
                <UserAvatar initials={user.name_initials} size="small" userId={user.id} />
                <span>{user.name}</span>
              </span>
            </UserSummaryHover>
            <Text as="span" color="font.secondary" fontSize="small">
              {memberRoleName(t, user)}
            </Text>
          </li>
        ))}
      </ul>
      <Flex justifyContent="space-between" alignItems="center" gap="small">
        <Link
          className="gl-link"
          to={paths.workspaceCollaborators.getHref(organizationId, workspaceId)}
          onClick={onClose}
        >
          {t('avatars.manage')}
        </Link>
        <Button onClick={onClose}>{t('common:action.close')}</Button>
      </Flex>
    </Dialog>
  );
}

/** Up to 6 avatars and a "+N"; nothing until the users have loaded. */
export function MemberAvatars({ organizationId, workspaceId }: MemberAvatarsProps) {
  // The stack's name is the top bar's `workspace` namespace, which the board has loaded already: `collaborators`
  // would add a file to the board's cold load (decisions MA3, PS3). No import of workspaces/english-messages
  // either: the stack draws only in the workspace route, whose top bar brings that English.
  const { t } = useTranslation('workspace');
  const query = useCollaborators(workspaceId);
  const [open, setOpen] = useState(false);
  const users = query.data?.workspace_users;
  if (!users?.length) return null;
  const shown = users.slice(0, TOP_BAR_AVATARS);
  const more = users.length - shown.length;

  return (
    <>
      <button
        type="button"
        className="gl-avatar-stack"
        onClick={() => setOpen(true)}
        // What it shows (each avatar's initials, then "+N") after what it is, so the visible text is part of
        // the name (WCAG 2.5.3; issue 30 accessibility, decisions K47).
        aria-label={t('topbar.usersStack', {
          count: users.length,
          initials: shown.map((user) => user.name_initials).join(' '),
          more,
        })}
        data-testid="member-avatars"
      >
        {shown
          .map((user) => (
            <UserSummaryHover key={user.id} organizationId={organizationId} workspaceId={workspaceId} userId={user.id}>
              <UserAvatar initials={user.name_initials} size="small" userId={user.id} />
            </UserSummaryHover>
          ))
          .flatMap((avatar) => [avatar, ' '])}
        {more > 0 ? (
          <span className="gl-avatar gl-user-avatar gl-user-avatar--small gl-avatar-stack__more">+{more}</span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <UsersPopup
            organizationId={organizationId}
            workspaceId={workspaceId}
            users={users}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
