/**
 * A card's unread comments on the board card (cards spec §3 `unread_comments {team, guest}`; issue 14
 * "counts on the tabs and on the board card"): a speech bubble with the caller's unread total of both
 * tabs (Team counts 0 for those who cannot see it); nothing when all is read.
 */
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';
export function UnreadCommentsCount({ unread }: { unread: { team: number; guest: number } }) {
  const { t } = useTranslation('board');
  const total = unread.team + unread.guest;
  if (total <= 0) return null;
  return (
    <span className="gl-unread-comments" title={t('card.unread', { count: total })} data-testid="card-unread-comments">
      <svg
        width="12"
        height="12"
        viewBox="0 0 16 16"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      >
        <path d="M2.5 3h11v7.5h-6L4.5 13v-2.5h-2z" />
      </svg>
      {total}
    </span>
  );
}
