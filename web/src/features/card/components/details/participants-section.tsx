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
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';

/** The participants modal. */
function ParticipantsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('card');
  const { workspaceId, card } = useCardPopup();
  const choices = useParticipantChoices(workspaceId, card.id);
  const update = useUpdateParticipants(workspaceId, card.id);
  const change = (userId: string, remove: boolean) =>
    update.mutate({ assigned_users: [{ user_id: userId, _destroy: remove }] });
  return (
    <Dialog title={t('details.participants')} onClose={onClose} testId="participants-dialog">
      <Flex direction="column" gap="xs" as="ul" className="gl-card-people" aria-label={t('participants.ofCard')}>
        {card.assigned_users.length === 0 ? <Text color="font.secondary">{t('participants.none')}</Text> : null}
        {card.assigned_users.map((person) => (
          <li key={person.user_id} className="gl-card-people__row">
            <PersonAvatar person={person} size={30} />
            <span className="gl-card-people__name">{person.user_full_name}</span>
            <Button
              size="small"
              isDisabled={update.isPending}
              onClick={() => change(person.user_id, true)}
              aria-label={t('participants.removeName', { name: person.user_full_name })}
            >
              {t('participants.remove')}
            </Button>
          </li>
        ))}
      </Flex>
      <Text fontWeight="semibold">{t('participants.addHeading')}</Text>
      {choices.isPending ? <Loader ariaLabel={t('participants.loading')} /> : null}
      {choices.isError ? (
        <LoadFailure
          error={choices.error}
          heading={t('participants.loadFailed')}
          onRetry={() => void choices.refetch()}
        />
      ) : null}
      {choices.data ? (
        <Flex direction="column" gap="xs" as="ul" className="gl-card-people" aria-label={t('participants.addable')}>
          {choices.data.length === 0 ? <Text color="font.secondary">{t('participants.allAdded')}</Text> : null}
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
                aria-label={t('participants.addName', { name: person.user_full_name })}
              >
                {t('participants.add')}
              </Button>
            </li>
          ))}
        </Flex>
      ) : null}
      <Flex justifyContent="flex-end">
        <Button onClick={onClose}>{t('dialog.done')}</Button>
      </Flex>
    </Dialog>
  );
}

/** The Participants row. */
export function ParticipantsSection() {
  const { t } = useTranslation('card');
  const { card, can } = useCardPopup();
  const editable = can('can_assign_user');
  if (!can('can_access_assigned_user') && !editable) return null;
  return (
    <DialogDetailRow
      label={t('details.participants')}
      testId="card-participants"
      editLabel={t('participants.edit')}
      editable={editable}
      renderDialog={(onClose) => <ParticipantsDialog onClose={onClose} />}
    >
      {card.assigned_users.length ? <AvatarStack people={card.assigned_users} size={30} /> : t('details.none')}
    </DialogDetailRow>
  );
}
