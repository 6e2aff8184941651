/**
 * The full-page new-card form (accounts spec §2 "Full-page new-card form: title, stage, start date, due
 * date, label (project), participants; button 'Save, and add cards'"; cards spec §7 create: name
 * required).
 *
 * "Label (project)" is the workspace's labels (docs/decisions.md A10): a multi-select of label chips,
 * each in its colour with readable text (cards spec §3, threshold 155), shown with
 * can_access_edit_label. Participants is a multi-select of the workspace's members with their avatars,
 * shown with can_assign_user (cards spec §6). Both are saved with the card in one request.
 *
 * "Save" creates the card and leaves (`onSaved`); "Save, and add cards" keeps the form open with the
 * same stage and dates, clears the title for the next card and confirms with a toast.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Flex, SelectField } from '@aws-amplify/ui-react';
import type { Card } from '../../../../../shared/schemas/card';
import type { AssignedUser, Label } from '../../../../../shared/schemas/label';
import { fieldError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast/toast-store';
import { CheckboxChoices, type Choice } from '../../../components/ui/checkbox-choices';
import { LabelChip } from '../../../components/ui/label-chip';
import { PersonAvatar } from '../../../components/ui/avatar-stack';
import { FormTextField } from '../../../components/ui/form-field';
import { ErrorText } from '../../../components/ui/form-message';
import { FormActions } from '../../../components/ui/form-actions';
import { useCreateCard } from '../api/create-card';
import { formatLocalInput, localInputToIso } from '../../../lib/datetime-local';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface NewCardFormProps {
  workspaceId: string;
  stages: readonly { id: string; name: string }[];
  /** The stage chosen at first (e.g. the column the form was opened from). */
  initialStageId?: string;
  /** After "Save": where to go next. */
  onSaved: (card: Card) => void;
  /** Cancel. */
  onCancel: () => void;
  /** The workspace's labels; the Label field shows only when given (can_access_edit_label). */
  labels?: readonly Label[];
  /** The workspace's members; the Participants field shows only when given (can_assign_user). */
  members?: readonly AssignedUser[];
  /** What to show when the workspace has no labels yet (e.g. a link to the label manager). */
  noLabels?: ReactNode;
}

/** A label as a choice: its chip in its colour. */
const labelChoice = (label: Label): Choice => ({
  value: label.id,
  name: label.name,
  content: <LabelChip name={label.name} colorHex={label.color_hex} />,
});

/** A member as a choice: avatar and full name. */
const memberChoice = (person: AssignedUser): Choice => ({
  value: person.user_id,
  name: person.user_full_name,
  content: (
    <>
      <PersonAvatar person={person} size={18} />
      <span>{person.user_full_name}</span>
    </>
  ),
});

/** An optional date and time; under it, the chosen value in the spec's format, or "Optional". */
function OptionalDateField({
  label,
  value,
  onValue,
  error,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('board');
  const shown = formatLocalInput(value) || t('newCard.optional');
  return (
    <FormTextField
      flex="1 1 14rem"
      type="datetime-local"
      label={label}
      value={value}
      onValue={onValue}
      descriptiveText={shown}
      error={error}
    />
  );
}

/** Title, stage, start and due date, with Save and "Save, and add cards". */
export function NewCardForm({
  workspaceId,
  stages,
  initialStageId,
  onSaved,
  onCancel,
  labels,
  members,
  noLabels,
}: NewCardFormProps) {
  const { t } = useTranslation('board');
  const [name, setName] = useState('');
  const [stageId, setStageId] = useState(() =>
    stages.some((s) => s.id === initialStageId) ? initialStageId! : (stages[0]?.id ?? ''),
  );
  const [startDate, setStartDate] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [labelIds, setLabelIds] = useState<string[]>([]);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [nameError, setNameError] = useState<string>();
  const [addingAnother, setAddingAnother] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const mutation = useCreateCard(workspaceId, '');

  const save = (addAnother: boolean) => {
    const title = name.trim();
    if (!title) {
      setNameError(t('form.required'));
      titleRef.current?.focus();
      return;
    }
    setNameError(undefined);
    setAddingAnother(addAnother);
    mutation.mutate(
      {
        name: title,
        stage_id: stageId,
        start_date: localInputToIso(startDate),
        due_date: localInputToIso(dueDate),
        ...(labels && labelIds.length ? { label_ids: labelIds } : {}),
        ...(members && userIds.length ? { assigned_user_ids: userIds } : {}),
      },
      {
        onSuccess: (card) => {
          if (!addAnother) {
            onSaved(card);
            return;
          }
          toast.success(t('newCard.created', { name: card.name }));
          setName('');
          mutation.reset();
          titleRef.current?.focus();
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    save(submitter?.getAttribute('data-add-another') === 'true');
  };

  const titleError = nameError ?? fieldError(mutation.error, 'name');
  const stageError = fieldError(mutation.error, 'stage_id');

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('newCard.form')} className="gl-new-card">
      <Flex direction="column" gap="medium">
        <FormTextField
          ref={titleRef}
          label={t('newCard.title')}
          placeholder={t('card.titleField')}
          value={name}
          onValue={setName}
          error={titleError}
          maxLength={255}
          isRequired
          autoFocus
        />
        <SelectField
          label={t('newCard.stage')}
          value={stageId}
          onChange={(e) => setStageId(e.target.value)}
          hasError={Boolean(stageError)}
          errorMessage={stageError}
        >
          {stages.map((stage) => (
            <option key={stage.id} value={stage.id}>
              {stage.name}
            </option>
          ))}
        </SelectField>
        <Flex gap="medium" wrap="wrap">
          <OptionalDateField
            label={t('newCard.startDate')}
            value={startDate}
            onValue={setStartDate}
            error={fieldError(mutation.error, 'start_date')}
          />
          <OptionalDateField
            label={t('newCard.dueDate')}
            value={dueDate}
            onValue={setDueDate}
            error={fieldError(mutation.error, 'due_date')}
          />
        </Flex>
        {labels ? (
          <CheckboxChoices
            legend={t('newCard.label')}
            testId="new-card-labels"
            choices={labels.map(labelChoice)}
            selected={labelIds}
            onChange={setLabelIds}
            empty={noLabels ?? t('newCard.noLabels')}
          />
        ) : null}
        {members ? (
          <CheckboxChoices
            legend={t('newCard.participants')}
            testId="new-card-participants"
            choices={members.map(memberChoice)}
            selected={userIds}
            onChange={setUserIds}
            empty={t('newCard.noMembers')}
          />
        ) : null}
        <ErrorText message={fieldError(mutation.error, 'assigned_users')} />
        <FormActions
          submitLabel={t('newCard.save')}
          isPending={mutation.isPending && !addingAnother}
          isSubmitDisabled={mutation.isPending}
          pendingLabel={t('newCard.saving')}
          extra={
            <Button
              type="submit"
              data-add-another="true"
              isLoading={mutation.isPending && addingAnother}
              isDisabled={mutation.isPending}
              loadingText={t('newCard.saving')}
            >
              {t('newCard.saveAndAdd')}
            </Button>
          }
          onCancel={onCancel}
          cancelAsLink
        />
      </Flex>
    </form>
  );
}
