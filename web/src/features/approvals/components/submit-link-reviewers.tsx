/**
 * The Submit dialog's reviewers by e-mail link (issue 37 "The Submit dialog lists the workspace's Approvers …
 * and any reviewers invited by e-mail, and lets the team add one"; decisions SD1): the card's link reviewers
 * with their status, and **Invite reviewer**, the same form as the card's Reviewers part. It sits below the
 * dialog's own form, since a form may not hold another. Shown to those who may submit, who may also invite.
 */
import { useRef, useState } from 'react';
import { Button, Loader, Text } from '@aws-amplify/ui-react';
import { errorMessage } from '../../../lib/api-client';
import { useCardReviewers } from '../api/card-reviewers';
import { inviteIntent, LazyInviteReviewerForm, usePreloadInviteFormWhenIdle } from './lazy-invite-reviewer-form';
import { ReviewerSummary } from './reviewer-summary';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';
import './reviewers.css';

interface SubmitLinkReviewersProps {
  workspaceId: string;
  cardId: string;
}

export function SubmitLinkReviewers({ workspaceId, cardId }: SubmitLinkReviewersProps) {
  const { t } = useTranslation('approvals');
  const reviewers = useCardReviewers(workspaceId, cardId);
  const [inviting, setInviting] = useState(false);
  usePreloadInviteFormWhenIdle();
  const inviteButton = useRef<HTMLButtonElement>(null);
  const closeForm = () => {
    setInviting(false);
    requestAnimationFrame(() => inviteButton.current?.focus());
  };
  const list = reviewers.data ?? [];
  return (
    <section
      className="gl-reviewers gl-reviewers--in-dialog"
      aria-labelledby={`submit-reviewers-${cardId}`}
      data-testid="submit-link-reviewers"
    >
      <div className="gl-reviewers__head">
        <h3 className="gl-reviewers__title" id={`submit-reviewers-${cardId}`}>
          {t('byEmail.heading')}
        </h3>
        {inviting ? null : (
          <Button ref={inviteButton} size="small" onClick={() => setInviting(true)} {...inviteIntent}>
            {t('reviewers.invite')}
          </Button>
        )}
      </div>
      {inviting ? (
        <LazyInviteReviewerForm workspaceId={workspaceId} cardId={cardId} onCancel={closeForm} onInvited={closeForm} />
      ) : null}
      {reviewers.isPending ? (
        <Loader ariaLabel={t('byEmail.loading')} />
      ) : reviewers.isError ? (
        <Text role="alert" variation="error">
          {errorMessage(reviewers.error)}
        </Text>
      ) : list.length === 0 ? (
        <Text className="gl-reviewers__empty">{t('byEmail.empty')}</Text>
      ) : (
        <ul className="gl-reviewers__list" aria-label={t('byEmail.heading')}>
          {list.map((reviewer) => (
            <li key={reviewer.id} className="gl-reviewers__item">
              <ReviewerSummary reviewer={reviewer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
