/**
 * The in-app invitation notification in the header (accounts spec §4 "Workspace invitation notification:
 * pending shows Accept and Decline; then a disabled "Accepted" or "Declined". Invitations can be accepted
 * singly, by token, or all at once").
 *
 * Each pending invitation has its own Accept and Decline (`PUT|DELETE /api/v1/workspaces/{id}/…_invitation`);
 * several also get "Accept all" and "Decline all" (`GET /api/v1/accept_all_invitation?status`). Answered
 * rows stay in the panel with the disabled outcome.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import { WORKSPACE_ROLE_LABELS } from '../../../../../shared/permissions/roles';
import { toast } from '../../../components/ui/toast/toast-store';
import type { InvitedUser } from '../api/get-collaborators';
import { usePendingInvitations } from '../api/get-pending-invitations';
import { useAnswerAllInvitations, type InvitationAnswer } from '../api/answer-all-invitations';
import { useAnswerInvitation } from '../api/answer-invitation';
import './collaborators.css';

interface InvitationsBellProps {
  /** After an answer: the app refreshes organizations and workspace lists (other features). */
  onAnswered?: (status: InvitationAnswer) => void;
}

interface AnsweredRow {
  invitation: InvitedUser;
  status: InvitationAnswer;
}

const EnvelopeIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
    <rect x="2.5" y="4.5" width="15" height="11" rx="1.5" />
    <path d="m3 5.5 7 5.5 7-5.5" strokeLinejoin="round" />
  </svg>
);

function InvitationRow({ invitation, outcome, actions }: { invitation: InvitedUser; outcome?: InvitationAnswer; actions?: ReactNode }) {
  return (
    <li className="gl-invitations__row" data-testid={`pending-invitation-${invitation.id}`}>
      <Flex direction="column" gap="0">
        <Text fontWeight="semibold">{invitation.workspace_name || 'Workspace invitation'}</Text>
        <Text fontSize="small" color="font.secondary">
          Join as {WORKSPACE_ROLE_LABELS[invitation.role]} · sent to {invitation.email}
        </Text>
      </Flex>
      <Flex gap="xs">
        {outcome ? (
          <Button size="small" isDisabled>
            {outcome === 'accepted' ? 'Accepted' : 'Declined'}
          </Button>
        ) : (
          actions
        )}
      </Flex>
    </li>
  );
}

/** Header button with a badge of pending invitations, opening the invitations panel. */
export function InvitationsBell({ onAnswered }: InvitationsBellProps) {
  const query = usePendingInvitations();
  const [open, setOpen] = useState(false);
  const [answered, setAnswered] = useState<AnsweredRow[]>([]);
  const panelId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const answer = useAnswerAllInvitations({ onAnswered });
  const answerOne = useAnswerInvitation({ onAnswered });

  const answeredIds = new Set(answered.map((a) => a.invitation.id));
  const pending = (query.data ?? []).filter((i) => !answeredIds.has(i.id));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (hostRef.current && !hostRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const answerAll = async (status: InvitationAnswer, expected: number) => {
    // "All" must mean the rows on screen: if another invitation arrived meanwhile, show it first.
    const fresh = (await query.refetch()).data?.filter((i) => !answeredIds.has(i.id)) ?? [];
    if (fresh.length !== expected) {
      toast.info('Your invitations changed. Please check them again.');
      return;
    }
    const rows = fresh;
    answer.mutate(status, {
      onSuccess: ({ count }) => {
        setAnswered((current) => [...current, ...rows.map((invitation) => ({ invitation, status }))]);
        const noun = count === 1 ? 'invitation' : 'invitations';
        toast.success(status === 'accepted' ? `Accepted ${count} ${noun}.` : `Declined ${count} ${noun}.`);
      },
    });
  };

  const answerSingle = (invitation: InvitedUser, status: InvitationAnswer) =>
    answerOne.mutate(
      { invitation, status },
      {
        onSuccess: () => {
          setAnswered((current) => [...current, { invitation, status }]);
          toast.success(status === 'accepted' ? `Joined ${invitation.workspace_name || 'the workspace'}.` : 'Invitation declined.');
        },
      },
    );

  const busy = (status: InvitationAnswer) => answer.isPending && answer.variables === status;
  const busyOne = (invitation: InvitedUser, status: InvitationAnswer) =>
    answerOne.isPending && answerOne.variables?.invitation.id === invitation.id && answerOne.variables.status === status;
  const working = answer.isPending || answerOne.isPending;

  return (
    <div className="gl-invitations" ref={hostRef}>
      <button
        ref={buttonRef}
        type="button"
        className="gl-header-icon"
        aria-label={pending.length ? `Invitations (${pending.length} pending)` : 'Invitations'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid="invitations-bell"
      >
        <EnvelopeIcon />
        {pending.length ? <span className="gl-header-icon__badge">{pending.length}</span> : null}
      </button>
      {open ? (
        <div id={panelId} className="gl-invitations__panel" role="region" aria-label="Invitations">
          <Flex justifyContent="space-between" alignItems="center" gap="small" padding="small small xs">
            <Text fontWeight="bold">Invitations</Text>
            {pending.length > 1 ? <Badge size="small">{pending.length} pending</Badge> : null}
          </Flex>
          {pending.length === 0 && answered.length === 0 ? (
            <Text padding="small" color="font.tertiary">
              {query.isPending ? 'Loading…' : 'No pending invitations.'}
            </Text>
          ) : (
            <ul className="gl-invitations__list">
              {pending.map((invitation) => (
                <InvitationRow
                  key={invitation.id}
                  invitation={invitation}
                  actions={
                    <>
                      <Button size="small" variation="primary" onClick={() => answerSingle(invitation, 'accepted')} isLoading={busyOne(invitation, 'accepted')} loadingText="Accepting…" isDisabled={working}>
                        Accept
                      </Button>
                      <Button size="small" onClick={() => answerSingle(invitation, 'declined')} isLoading={busyOne(invitation, 'declined')} loadingText="Declining…" isDisabled={working}>
                        Decline
                      </Button>
                    </>
                  }
                />
              ))}
              {answered.map(({ invitation, status }) => (
                <InvitationRow key={invitation.id} invitation={invitation} outcome={status} />
              ))}
            </ul>
          )}
          {pending.length > 1 ? (
            <Flex gap="xs" justifyContent="flex-end" padding="xs small small">
              <Button size="small" onClick={() => void answerAll('declined', pending.length)} isLoading={busy('declined')} loadingText="Declining…" isDisabled={working}>
                Decline all
              </Button>
              <Button size="small" variation="primary" onClick={() => void answerAll('accepted', pending.length)} isLoading={busy('accepted')} loadingText="Accepting…" isDisabled={working}>
                Accept all
              </Button>
            </Flex>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
