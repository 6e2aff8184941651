/**
 * A repeat rule whose setter left (issue 35 "A rule set by a member who has since been removed stops creating
 * cards, and the workspace's team leads are told"; decisions RC5). The copies are made as the rule's setter
 * (`created_by`), so once they are no longer in the workspace (nor an Owner or Admin of its organization,
 * who see every workspace) the rule stops at its next run, and the workspace's Team Leads (or, without any,
 * the organization's Owner and Admins) get a notification pointing at the template.
 */
import type { CardRecord } from '../../data/cards';
import { stopOrphanedRecurrence, type CardRecurrenceRecord } from '../../data/card-recurrences';
import type { NewNotification } from '../../data/notifications';
import { getOrganizationRole, listOrganizationAdminIds } from '../../data/organizations';
import { getUser } from '../../data/users';
import type { WorkspaceSkeleton } from '../../data/workspaces';
import { logger } from '../../lib/observability';
import { fullName } from '../../lib/text/names';
import { noticeText } from '../../lib/i18n/notices';

/** What the Team Leads read (its English summary and its `notices` message, issue 41). */
export const orphanedRuleNotice = (cardName: string, setter: string) =>
  noticeText('recurrence.orphaned', { card: cardName, setter });

/** Whether the rule's setter can still act in the workspace: a member, or an Owner or Admin of its organization. */
export async function setterRemains(recurrence: CardRecurrenceRecord, skeleton: WorkspaceSkeleton): Promise<boolean> {
  if (skeleton.members.some((m) => m.user_id === recurrence.created_by)) return true;
  const role = await getOrganizationRole(skeleton.workspace!.organization_id, recurrence.created_by);
  return role === 'owner' || role === 'admin';
}

/**
 * Stop `recurrence` (its setter left) and notify the workspace's Team Leads, else the organization's Owner
 * and Admins, in one transaction. @returns whether it stopped it (false: the rule changed meanwhile).
 */
export async function stopForRemovedSetter(
  recurrence: CardRecurrenceRecord,
  template: CardRecord,
  skeleton: WorkspaceSkeleton,
): Promise<boolean> {
  const workspace = skeleton.workspace!;
  const leads = skeleton.members.filter((m) => m.role === 'team_lead').map((m) => m.user_id);
  const recipients = leads.length ? leads : await listOrganizationAdminIds(workspace.organization_id);
  const setter = await getUser(recurrence.created_by);
  const notice = orphanedRuleNotice(
    template.name,
    setter ? fullName(setter.first_name, setter.last_name) : 'the member',
  );
  const notices: NewNotification[] = recipients.map((userId) => ({
    userId,
    type: 'others',
    ...notice,
    workspaceId: workspace.workspace_id,
    workspaceName: workspace.name,
    organizationId: workspace.organization_id,
    resourceId: template.card_id,
    category: 'other',
  }));
  const stopped = await stopOrphanedRecurrence(recurrence, notices);
  logger.info('Recurring card stopped: its setter left the workspace', {
    cardId: template.card_id,
    setterId: recurrence.created_by,
    stopped,
    notified: notices.length,
  });
  return stopped;
}
