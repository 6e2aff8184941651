/**
 * The workspace options menu (accounts spec §2 Workspace page "options menu (Settings, Leave Workspace,
 * Delete)"), each item shown by its flag (§3: can_access_update_workspace, can_access_leave_workspace,
 * can_access_destroy_workspace), plus "Stages" (the stage settings page) with can_access_stage (§6)
 * and "Labels" (the label manager, cards spec §2) with can_access_edit_label (cards spec §6), and
 * "Archived cards" for every member (docs/decisions.md K7), and "Show live chat" when the caller hid the
 * chat with `can_hide_live_chat` (accounts spec §6; decisions V29).
 *
 * - Settings opens the rename popup, which also changes or removes the logo (§3 Workspace logo).
 * - Leave Workspace asks "Are you sure you want to leave this workspace?" with "Leave"; success goes to
 *   /, a failure just closes the popup and the server's message is toasted (§8).
 * - Delete asks for confirmation; success goes to the organization home.
 *
 * The menu once its code has come, loaded on intent by `workspace-options-menu.tsx` (issue 39; decisions MN1).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Menu, MenuItem } from '@aws-amplify/ui-react';
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import { paths } from '../../../config/paths';
import { setChatHidden, useChatHidden } from '../../../lib/chat-visibility';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import type { FlashState } from '../../../components/ui/toast/flash';
import { useDeleteWorkspace } from '../api/delete-workspace';
import { useLeaveWorkspace } from '../api/leave-workspace';
import { RenameWorkspaceDialog } from './rename-workspace-dialog';
import type { LoadedMenuProps } from '../../../components/ui/menu-on-intent';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The loaded options menu's props (see `WorkspaceOptionsMenu`). */
export interface WorkspaceOptionsMenuProps {
  organizationId: string;
  workspaceId: string;
  name: string;
  /** The saved logo, for Settings. */
  logo?: WorkspaceSummary['logo'];
  permissions: Record<string, boolean>;
  onRenamed?: (workspace: WorkspaceSummary) => void;
  /** After a delete or leave, once the page has moved on: forget the workspace's cached data. */
  onRemoved?: () => void;
  /** Largest logo in bytes for Settings, the organization's. */
  logoMaxBytes?: number;
}

type OpenDialog = 'settings' | 'leave' | 'delete' | null;

/** The "⋯" menu's items and their popups. */
export function WorkspaceOptionsMenuItems({
  menu,
  organizationId,
  workspaceId,
  name,
  logo,
  permissions,
  onRenamed,
  onRemoved,
  logoMaxBytes,
}: WorkspaceOptionsMenuProps & LoadedMenuProps) {
  const { t } = useTranslation('workspace');
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);

  const leaveTo = (href: string, message: string) => {
    const state: FlashState = { flash: { variation: 'success', message } };
    void Promise.resolve(navigate(href, { state })).then(() => onRemoved?.());
  };
  const remove = useDeleteWorkspace(workspaceId, organizationId, {
    onSuccess: () => leaveTo(paths.organization.getHref(organizationId), t('options.deleted', { name })),
  });
  const leave = useLeaveWorkspace(workspaceId, organizationId, {
    onSuccess: () => leaveTo(paths.home.getHref(), t('options.left', { name })),
  });

  const canUpdate = permissions.can_access_update_workspace === true;
  const canStages = permissions.can_access_stage === true;
  const canLabels = permissions.can_access_edit_label === true;
  const canLeave = permissions.can_access_leave_workspace === true;
  const canDelete = permissions.can_access_destroy_workspace === true;
  const chatHidden =
    useChatHidden(workspaceId) && permissions.can_hide_live_chat === true && permissions.can_access_live_chat === true;
  // Leave and Delete: one confirmation popup, worded for the action.
  const confirming =
    open === 'leave'
      ? {
          title: t('options.leave'),
          message: t('options.leaveQuestion'),
          confirmLabel: t('options.leaveConfirm'),
          mutation: leave,
          testId: 'leave-workspace-dialog',
        }
      : open === 'delete'
        ? {
            title: t('options.deleteTitle'),
            message: t('options.deleteQuestion', { name }),
            confirmLabel: t('options.delete'),
            mutation: remove,
            testId: 'delete-workspace-dialog',
          }
        : null;
  // Every member may look at the archived cards (docs/decisions.md K7), so the menu always has an item.

  return (
    <>
      <Menu menuAlign="end" {...menu}>
        {canUpdate ? <MenuItem onClick={() => setOpen('settings')}>{t('options.settings')}</MenuItem> : null}
        {canStages ? (
          <MenuItem onClick={() => void navigate(paths.workspaceStages.getHref(organizationId, workspaceId))}>
            {t('options.stages')}
          </MenuItem>
        ) : null}
        {canLabels ? (
          <MenuItem onClick={() => void navigate(paths.workspaceLabels.getHref(organizationId, workspaceId))}>
            {t('options.labels')}
          </MenuItem>
        ) : null}
        {canUpdate ? (
          <MenuItem onClick={() => void navigate(paths.workspaceRules.getHref(organizationId, workspaceId))}>
            {t('options.rules')}
          </MenuItem>
        ) : null}
        <MenuItem onClick={() => void navigate(paths.workspaceArchived.getHref(organizationId, workspaceId))}>
          {t('options.archived')}
        </MenuItem>
        {chatHidden ? (
          <MenuItem onClick={() => setChatHidden(workspaceId, false)}>{t('options.showChat')}</MenuItem>
        ) : null}
        {canLeave ? <MenuItem onClick={() => setOpen('leave')}>{t('options.leave')}</MenuItem> : null}
        {canDelete ? (
          <MenuItem onClick={() => setOpen('delete')} color="font.error">
            {t('options.delete')}
          </MenuItem>
        ) : null}
      </Menu>
      {open === 'settings' ? (
        <RenameWorkspaceDialog
          workspaceId={workspaceId}
          name={name}
          logo={logo}
          onClose={close}
          onRenamed={onRenamed}
          logoMaxBytes={logoMaxBytes}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          key={confirming.testId}
          title={confirming.title}
          message={confirming.message}
          confirmLabel={confirming.confirmLabel}
          destructive
          isPending={confirming.mutation.isPending}
          // §8: a failure just closes the popup; the query cache toasts the server's message.
          onConfirm={() => confirming.mutation.mutate(undefined, { onError: close })}
          onCancel={close}
          testId={confirming.testId}
        />
      ) : null}
    </>
  );
}
