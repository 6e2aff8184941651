/**
 * The card popup's "Reviewers" part (issue 37 "Invite reviewer … The card shows its reviewers with their
 * status … The team can resend or revoke a link"; decisions RL1, IR1–IR5): the card's reviewers by link,
 * each with their steps and times ("Opened 10:42 · Approved 11:05", decisions K3), Resend and Revoke (both confirmed), and the
 * "Invite reviewer" form. The app shows it only to callers with the card flag `can_access_submit_approval`
 * (the API's own rule), never on a binned card; Approvers and other guests never get it.
 * Resend revokes the link and invites the same name and e-mail again for the same number of days (and the same
 * code rule), so the
 * old link stops working and a new one is e-mailed (the API has no resend call).
 */
import { useRef, useState } from 'react';
import { Button, Loader, Text } from '@aws-amplify/ui-react';
import type { Reviewer } from '../../../../../shared/schemas/review-links';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useCardReviewers, useInviteReviewer, useRevokeReviewer } from '../api/card-reviewers';
import { linkDays } from '../utils/reviewer-status';
import { inviteIntent, LazyInviteReviewerForm, usePreloadInviteFormWhenIdle } from './lazy-invite-reviewer-form';
import { ReviewerSummary } from './reviewer-summary';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';
import './reviewers.css';

export interface ReviewersPanelProps {
  workspaceId: string;
  cardId: string;
  cardName: string;
}

/** What a confirmation is about: revoking or resending one reviewer's link. */
type Pending = { kind: 'revoke' | 'resend'; reviewer: Reviewer };

/** The part: heading, Invite button (or the form), the list or its empty and loading states. */
export function ReviewersPanel({ workspaceId, cardId, cardName }: ReviewersPanelProps) {
  const { t } = useTranslation('approvals');
  const reviewers = useCardReviewers(workspaceId, cardId);
  const revoke = useRevokeReviewer(workspaceId, cardId);
  const invite = useInviteReviewer(workspaceId, cardId);
  const [inviting, setInviting] = useState(false);
  usePreloadInviteFormWhenIdle();
  const inviteButton = useRef<HTMLButtonElement>(null);
  // Closing the form gives the focus back to the button that opened it (keyboard use).
  const closeForm = () => {
    setInviting(false);
    requestAnimationFrame(() => inviteButton.current?.focus());
  };
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const busy = revoke.isPending || invite.isPending;

  const confirm = async () => {
    if (!pending) return;
    const { kind, reviewer } = pending;
    setFailure(undefined);
    try {
      await revoke.mutateAsync(reviewer.id);
      if (kind === 'resend') {
        const days = linkDays(reviewer.created_at, reviewer.expires_at);
        await invite.mutateAsync({
          name: reviewer.name,
          email: reviewer.email,
          expiresInDays: days,
          requireCode: reviewer.require_code,
        });
        toast.success(t('reviewers.resent', { email: reviewer.email }));
      } else toast.success(t('reviewers.revoked', { name: reviewer.name }));
      setPending(null);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const list = reviewers.data ?? [];
  return (
    <section className="gl-reviewers" aria-labelledby={`reviewers-${cardId}`} data-testid="reviewers">
      <div className="gl-reviewers__head">
        <h3 className="gl-reviewers__title" id={`reviewers-${cardId}`}>
          {t('reviewers.heading')}
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
        <Loader ariaLabel={t('reviewers.loading', { card: cardName })} />
      ) : reviewers.isError ? (
        <Text role="alert" variation="error">
          {errorMessage(reviewers.error)}{' '}
          <Button size="small" variation="link" onClick={() => void reviewers.refetch()}>
            {t('common:action.tryAgain')}
          </Button>
        </Text>
      ) : list.length === 0 ? (
        <Text className="gl-reviewers__empty">{t('reviewers.empty')}</Text>
      ) : (
        <ul className="gl-reviewers__list" aria-label={t('reviewers.list', { card: cardName })}>
          {list.map((reviewer) => (
            <li key={reviewer.id} className="gl-reviewers__item">
              <ReviewerSummary reviewer={reviewer} />
              <span className="gl-reviewers__actions">
                <Button
                  size="small"
                  aria-label={t('reviewers.resendName', { name: reviewer.name })}
                  isDisabled={busy}
                  onClick={() => setPending({ kind: 'resend', reviewer })}
                >
                  {t('reviewers.resend')}
                </Button>
                <Button
                  size="small"
                  className="gl-reviewers__revoke"
                  aria-label={t('reviewers.revokeName', { name: reviewer.name })}
                  isDisabled={busy}
                  onClick={() => setPending({ kind: 'revoke', reviewer })}
                >
                  {t('reviewers.revoke')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {pending ? (
        <ConfirmDialog
          title={pending.kind === 'revoke' ? t('reviewers.revokeTitle') : t('reviewers.resendTitle')}
          message={
            pending.kind === 'revoke'
              ? t('reviewers.revokeQuestion', { name: pending.reviewer.name })
              : t('reviewers.resendQuestion', { name: pending.reviewer.name, email: pending.reviewer.email })
          }
          confirmLabel={pending.kind === 'revoke' ? t('reviewers.revoke') : t('reviewers.resend')}
          destructive={pending.kind === 'revoke'}
          isPending={busy}
          error={failure}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setPending(null);
            setFailure(undefined);
          }}
          testId="reviewer-confirm"
        />
      ) : null}
    </section>
  );
}
