/**
 * One workspace on the organization home (accounts spec §1): its name, when it was last updated, and
 * the four counts (unread notifications, new messages, pending approvals, pending revisions), each
 * with an icon and a title, and its logo thumb when it has one (§3 Workspace logo). The whole card opens
 * the workspace's list view. Its accessible name is what it shows (name, "Updated …", "0 Unread" …: no
 * aria-label, so speech input can say the words on screen, WCAG 2.5.3); the counts' full titles are its
 * description (issue 30 accessibility, decisions K58).
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDistanceToNow } from 'date-fns';
import { currentDateLocale } from '../../../lib/i18n/i18n-store';
import { useTranslation, type Translation } from '../../../lib/i18n/use-translation';
import '../english-messages';
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import { paths } from '../../../config/paths';
import { WorkspaceLogo } from './workspace-logo';

const iconProps = {
  width: 14,
  height: 14,
  viewBox: '0 0 16 16',
  'aria-hidden': true,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const BellIcon = () => (
  <svg {...iconProps}>
    <path d="M4 11V7a4 4 0 1 1 8 0v4l1 1.5H3L4 11Z" />
    <path d="M6.5 14a1.5 1.5 0 0 0 3 0" />
  </svg>
);
const ChatIcon = () => (
  <svg {...iconProps}>
    <path d="M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z" />
  </svg>
);
const ApprovalIcon = () => (
  <svg {...iconProps}>
    <circle cx="8" cy="8" r="5.5" />
    <path d="m5.5 8 1.8 1.8L10.8 6.3" />
  </svg>
);
const RevisionIcon = () => (
  <svg {...iconProps}>
    <path d="M13 8a5 5 0 1 1-1.5-3.6" />
    <path d="M13 2.5v2.5h-2.5" />
  </svg>
);

/**
 * One count: the number and a short visible label ("0 Unread", a space between them so the card's name
 * reads as words), the full title as tooltip (screen readers hear it in the card's description).
 */
function Count({ icon, value, title, label }: { icon: ReactNode; value: number; title: string; label: string }) {
  return (
    <li className="gl-count" title={title}>
      <span className="gl-count__value">
        {icon}
        <span>{`${value} `}</span>
      </span>
      <span className="gl-count__title">{label}</span>
    </li>
  );
}

/** The card's description: the four counts with their full titles, e.g. "1 pending approvals". */
function countsDescription(workspace: WorkspaceSummary, t: Translation['t']): string {
  return [
    t('card.unreadCount', { count: workspace.unread_notifications_count }),
    t('card.messagesCount', { count: workspace.message_count }),
    t('card.approvalsCount', { count: workspace.content_group_pending_approval_count }),
    t('card.revisionsCount', { count: workspace.content_group_pending_revision_count }),
    // Issue 38: pending approvals past their review deadline, "1 overdue review" / "3 overdue reviews".
    ...(workspace.overdue_reviews ? [t('card.overdue', { count: workspace.overdue_reviews })] : []),
  ].join(', ');
}

/** "Updated 3 hours ago" in the interface language (date-fns's locale: "vor 3 Stunden", "hace 3 horas"). */
function updatedLabel(updatedAt: string, t: Translation['t']): string {
  const time = Date.parse(updatedAt);
  if (Number.isNaN(time)) return '';
  return t('card.updated', { time: formatDistanceToNow(time, { addSuffix: true, locale: currentDateLocale() }) });
}

/** Link card for one workspace. */
export function WorkspaceCard({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('workspace');
  const descriptionId = useId();
  return (
    <>
      <Link
        to={paths.workspace.getHref(workspace.organization_id, workspace.id)}
        className="gl-workspace-card"
        data-testid={`workspace-${workspace.id}`}
        aria-describedby={descriptionId}
      >
        <div className="gl-workspace-card__head">
          <WorkspaceLogo logo={workspace.logo} name={workspace.name} size="medium" />
          <div>
            <h2 className="gl-workspace-card__name">{workspace.name}</h2>
            <span className="gl-workspace-card__meta">{updatedLabel(workspace.updated_at, t)}</span>
            {workspace.overdue_reviews ? (
              <span className="gl-workspace-card__overdue" data-testid="workspace-overdue" aria-hidden="true">
                {t('card.overdue', { count: workspace.overdue_reviews })}
              </span>
            ) : null}
          </div>
        </div>
        <ul className="gl-counts">
          <Count
            icon={<BellIcon />}
            value={workspace.unread_notifications_count}
            title={t('card.unreadTitle')}
            label={t('card.unread')}
          />
          <Count
            icon={<ChatIcon />}
            value={workspace.message_count}
            title={t('card.messagesTitle')}
            label={t('card.messages')}
          />
          <Count
            icon={<ApprovalIcon />}
            value={workspace.content_group_pending_approval_count}
            title={t('card.approvalsTitle')}
            label={t('card.approvals')}
          />
          <Count
            icon={<RevisionIcon />}
            value={workspace.content_group_pending_revision_count}
            title={t('card.revisionsTitle')}
            label={t('card.revisions')}
          />
        </ul>
      </Link>
      {/* Beside the link, not in it: inside, its words would join the name too. */}
      <span id={descriptionId} className="visually-hidden">
        {countsDescription(workspace, t)}
      </span>
    </>
  );
}
