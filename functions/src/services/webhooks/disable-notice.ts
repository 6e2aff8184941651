/**
 * Telling an organization that one of its webhook endpoints was disabled after failing for 24 hours (issue
 * 29 "An endpoint that has failed for 24 hours is disabled, and the Admins get an e-mail and a
 * notification"; decisions H21): each Owner and Admin gets an e-mail (SES, the branded layout) and an in-app
 * notification (type `others`, in the organization's first workspace, since notifications live per
 * workspace; none when it has no workspace). A failure to e-mail one person is logged, not retried: the
 * endpoint stays disabled either way, and the admin page shows why.
 */
import { languageOr } from '../../../../shared/i18n/languages';
import { webhooksAdminPath } from '../../../../shared/schemas/webhooks';
import { createNotifications, type NewNotification } from '../../data/notifications';
import { listOrganizationAdminIds } from '../../data/organizations';
import { getUsers } from '../../data/users';
import type { WebhookEndpointRecord } from '../../data/webhooks';
import { listWorkspacesOfOrganization } from '../../data/workspaces';
import { sendEmail } from '../../lib/email/send-email';
import { endpointDisabledEmail } from '../../lib/email/organization-templates';
import { logger } from '../../lib/observability';
import { noticeText } from '../../lib/i18n/notices';

/** E-mail and notify the organization's Owner and Admins that `endpoint` was disabled. */
export async function notifyEndpointDisabled(endpoint: WebhookEndpointRecord, now: number): Promise<void> {
  const adminIds = await listOrganizationAdminIds(endpoint.organization_id);
  const [users, workspaces] = await Promise.all([
    getUsers(adminIds),
    listWorkspacesOfOrganization(endpoint.organization_id),
  ]);
  const webhooksPath = webhooksAdminPath(endpoint.organization_id);
  await Promise.all(
    [...users.values()].map((user) =>
      sendEmail(
        user.email,
        endpointDisabledEmail({ url: endpoint.url, webhooksPath, language: languageOr(user.language) }),
      ).catch((error: Error) =>
        logger.warn('Webhook disable e-mail not sent', { userId: user.user_id, reason: error.message }),
      ),
    ),
  );
  const workspace = [...workspaces].sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? ''))[0];
  if (!workspace) return;
  const notices: NewNotification[] = adminIds.map((userId) => ({
    userId,
    type: 'others',
    ...noticeText('webhook.disabled', { url: endpoint.url }),
    workspaceId: workspace.workspace_id,
    workspaceName: workspace.name,
    organizationId: endpoint.organization_id,
    category: 'other',
  }));
  await createNotifications(notices);
  logger.info('Webhook endpoint disabled', {
    endpointId: endpoint.endpoint_id,
    organizationId: endpoint.organization_id,
    at: new Date(now).toISOString(),
  });
}
