/**
 * Participants (cards spec §2 "participants modal"; §3 Assigned user; §7 Participants; §9 avatars, 8
 * then +N). Shown with can_access_assigned_user; the modal (Edit) with can_assign_user lists the
 * participants with Remove and the other members with Add.
 */
import { Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { AvatarStack, PersonAvatar } from '../../../../components/ui/avatar-stack';
import { Dialog } from '../../../../components/ui/dialog/dialog';
import { LoadFailure } from '../../../../components/ui/load-failure';
import { useParticipantChoices } from '../../api/get-participant-choices';
import { useUpdateParticipants } from '../../api/update-participants';
import { useCardPopup } from '../../hooks/use-card-popup';
import { DialogDetailRow } from './detail-row';

/** The participants modal. */
function ParticipantsDialog({ onClose }: { onClose: () => void }) {
  const { workspaceId, card } = useCardPopup();
  const choices = useParticipantChoices(workspaceId, card.id);
  const update = useUpdateParticipants(workspaceId, card.id);
  const change = (userId: string, remove: boolean) =>
    update.mutate({ assigned_users: [{ user_id: userId, _destroy: remove }] });
  return (
    <Dialog title="Participants" onClose={onClose} testId="participants-dialog">
      <Flex direction="column" gap="xs" as="ul" className="gl-card-people" aria-label="Participants of the card">
        {card.assigned_users.length === 0 ? <Text color="font.secondary">No participants yet.</Text> : null}
        {card.assigned_users.map((person) => (
          <li key={person.user_id} className="gl-card-people__row">
            <PersonAvatar person={person} size={30} />
            <span className="gl-card-people__name">{person.user_full_name}</span>
            <Button
              size="small"
              isDisabled={update.isPending}
              onClick={() => change(person.user_id, true)}
              aria-label={`Remove ${person.user_full_name}`}
            >
              Remove
            </Button>
          </li>
        ))}
      </Flex>
      <Text fontWeight="semibold">Add participants</Text>
      {choices.isPending ? <Loader ariaLabel="Loading members…" /> : null}
      {choices.isError ? (
        <LoadFailure
          error={choices.error}
          heading="The members could not be loaded"
          onRetry={() => void choices.refetch()}
        />
      ) : null}
      {choices.data ? (
        <Flex direction="column" gap="xs" as="ul" className="gl-card-people" aria-label="Members who may be added">
          {choices.data.length === 0 ? <Text color="font.secondary">Every member is a participant.</Text> : null}
          {choices.data.map((person) => (
            <li key={person.user_id} className="gl-card-people__row">
              <PersonAvatar person={person} size={30} />
              <span className="gl-card-people__name">
                {person.user_full_name}{' '}
                <Text as="span" fontSize="small" color="font.secondary">
                  {person.role_name}
                </Text>
              </span>
              <Button
                size="small"
                isDisabled={update.isPending}
                onClick={() => change(person.user_id, false)}
                aria-label={`Add ${person.user_full_name}`}
              >
                Add
              </Button>
            </li>
          ))}
        </Flex>
      ) : null}
      <Flex justifyContent="flex-end">
        <Button onClick={onClose}>Done</Button>
      </Flex>
    </Dialog>
  );
}

/** The Participants row. */
export function ParticipantsSection() {
  const { card, can } = useCardPopup();
  const editable = can('can_assign_user');
  if (!can('can_access_assigned_user') && !editable) return null;
  return (
    <DialogDetailRow
      label="Participants"
      testId="card-participants"
      editLabel="Edit participants"
      editable={editable}
      renderDialog={(onClose) => <ParticipantsDialog onClose={onClose} />}
    >
      {card.assigned_users.length ? <AvatarStack people={card.assigned_users} size={30} /> : 'None'}
    </DialogDetailRow>
  );
}
