/**
 * The card's approval badge beside the title (cards spec §4 "Card badges: Approved, Sent, Revision"),
 * for everyone who sees the card, whatever their flags (the approval bar may be hidden for them). Its
 * title and hidden text say the state in words: an approval after a revision keeps the Revision badge.
 */
import { ApprovalBadge, approvalStateText } from '../../../components/ui/approval-badge';
import { useCardPopup } from '../hooks/use-card-popup';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The badge; nothing while the card has no approval in its stage. */
export function ApprovalStatusBadge() {
  const { card } = useCardPopup();
  // approvalStateText reads the `approvals` catalogue: loaded (and re-rendered on a language change) here.
  useTranslation('approvals');
  return (
    <ApprovalBadge
      badge={card.stage.badge}
      size="medium"
      state={approvalStateText(card.stage.status, card.stage.revisions)}
      approval={card.stage}
    />
  );
}
