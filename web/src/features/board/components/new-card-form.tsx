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
import { Button, Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import type { Card } from '../../../../../shared/schemas/card';
import type { AssignedUser, Label } from '../../../../../shared/schemas/label';
import { fieldError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast/toast-store';
import { CheckboxChoices } from '../../../components/ui/checkbox-choices';
import { LabelChip } from '../../../components/ui/label-chip';
import { PersonAvatar } from '../../../components/ui/avatar-stack';
import { useCreateCard } from '../api/create-card';
import { formatLocalInput, localInputToIso } from '../../../lib/datetime-local';

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

/** Title, stage, start and due date, with Save and "Save, and add cards". */
export function NewCardForm({ workspaceId, stages, initialStageId, onSaved, onCancel, labels, members, noLabels }: NewCardFormProps) {
  const [name, setName] = useState('');
  const [stageId, setStageId] = useState(() => (stages.some((s) => s.id === initialStageId) ? initialStageId! : (stages[0]?.id ?? '')));
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
      setNameError('Required');
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
          toast.success(`Card “${card.name}” created.`);
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
  const startError = fieldError(mutation.error, 'start_date');
  const dueError = fieldError(mutation.error, 'due_date');
  const participantsError = fieldError(mutation.error, 'assigned_users');

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New card" className="gl-new-card">
      <Flex direction="column" gap="medium">
        <TextField
          ref={titleRef}
          label="Title"
          placeholder="Card title"
          value={name}
          onChange={(e) => setName(e.target.value)}
          hasError={Boolean(titleError)}
          errorMessage={titleError}
          maxLength={255}
          isRequired
          autoFocus
        />
        <SelectField
          label="Stage"
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
          <TextField
            flex="1 1 14rem"
            type="datetime-local"
            label="Start date"
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
            descriptiveText={formatLocalInput(startDate) || 'Optional'}
            hasError={Boolean(startError)}
            errorMessage={startError}
          />
          <TextField
            flex="1 1 14rem"
            type="datetime-local"
            label="Due date"
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
            descriptiveText={formatLocalInput(dueDate) || 'Optional'}
            hasError={Boolean(dueError)}
            errorMessage={dueError}
          />
        </Flex>
        {labels ? (
          <CheckboxChoices
            legend="Label"
            testId="new-card-labels"
            choices={labels.map((label) => ({
              value: label.id,
              name: label.name,
              content: <LabelChip name={label.name} colorHex={label.color_hex} />,
            }))}
            selected={labelIds}
            onChange={setLabelIds}
            empty={noLabels ?? 'This workspace has no labels yet.'}
          />
        ) : null}
        {members ? (
          <CheckboxChoices
            legend="Participants"
            testId="new-card-participants"
            choices={members.map((person) => ({
              value: person.user_id,
              name: person.user_full_name,
              content: (
                <>
                  <PersonAvatar person={person} size={18} />
                  <span>{person.user_full_name}</span>
                </>
              ),
            }))}
            selected={userIds}
            onChange={setUserIds}
            empty="This workspace has no members to add."
          />
        ) : null}
        {participantsError ? (
          <Text color="font.error" fontSize="small" role="alert">
            {participantsError}
          </Text>
        ) : null}
        <Flex gap="small" wrap="wrap">
          <Button type="submit" variation="primary" isLoading={mutation.isPending && !addingAnother} isDisabled={mutation.isPending} loadingText="Saving…">
            Save
          </Button>
          <Button type="submit" data-add-another="true" isLoading={mutation.isPending && addingAnother} isDisabled={mutation.isPending} loadingText="Saving…">
            Save, and add cards
          </Button>
          <Button variation="link" onClick={onCancel}>
            Cancel
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
