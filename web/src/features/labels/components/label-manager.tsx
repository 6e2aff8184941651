/**
 * The workspace's label manager (cards spec §2 "a label dialog with modes list, new and edit"; §3 Label;
 * §5 Label form 'Label Name' and 'Color HEX'; §7 Labels; §6 can_access_edit_label).
 *
 * - list: every label as its colour chip, with Edit and Delete; "New label"; an empty and a loading state.
 * - new / edit: 'Label Name' (required) and 'Color HEX' (6 hex digits without '#', default dddddd), a
 *   colour picker bound to it, and a live preview with the readable text colour (threshold 155).
 * Input is checked with the API's own schema before sending; server refusals are toasted (§8) and
 * their field errors shown on the fields. Delete asks for confirmation.
 */
import { useState, type FormEvent } from 'react';
import { Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import type { Label } from '../../../../../shared/schemas/label';
import { DEFAULT_LABEL_COLOR } from '../../../../../shared/schemas/label-limits';
import { fieldError } from '../../../lib/api-client';
import { zodFormErrors, type FormErrors } from '../../../lib/field-errors';
import { LabelChip } from '../../../components/ui/label-chip';
import { labelTextContrast, MIN_TEXT_CONTRAST } from '../../../lib/label-colors';
import { LoadFailure } from '../../../components/ui/load-failure';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { useLabels } from '../api/get-labels';
import { useCreateLabel } from '../api/create-label';
import { useUpdateLabel } from '../api/update-label';
import { useDeleteLabel } from '../api/delete-label';
import { FormActions } from '../../../components/ui/form-actions';
import { FormTextField } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/i18n/use-translation';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; label: Label };

interface LabelFormProps {
  workspaceId: string;
  label?: Label;
  onChanged?: () => void;
  onDone: () => void;
}

/** The new and edit modes. */
function LabelForm({ workspaceId, label, onChanged, onDone }: LabelFormProps) {
  const { t } = useTranslation('labels');
  const [name, setName] = useState(label?.name ?? '');
  const [color, setColor] = useState(label?.color_hex ?? DEFAULT_LABEL_COLOR);
  const [errors, setErrors] = useState<FormErrors>({});
  const create = useCreateLabel(workspaceId, onChanged);
  const update = useUpdateLabel(workspaceId, onChanged);
  const mutation = label ? update : create;
  const validColor = /^[0-9a-fA-F]{6}$/.test(color.trim()) ? color.trim().toLowerCase() : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const submit = async () => {
    // The schema (and zod) load on first submit, not with the page (BRIEF §6 web budget).
    const { CreateLabelRequestSchema } = await import('../../../../../shared/schemas/label');
    const parsed = CreateLabelRequestSchema.safeParse({ name, color_hex: color });
    if (!parsed.success) {
      setErrors(zodFormErrors(parsed.error));
      return;
    }
    setErrors({});
    const done = (saved: Label) => {
      toast.success(label ? t('toast.saved', { name: saved.name }) : t('toast.created', { name: saved.name }));
      onDone();
    };
    if (label) update.mutate({ labelId: label.id, changes: parsed.data }, { onSuccess: done });
    else create.mutate(parsed.data, { onSuccess: done });
  };

  const nameError = errors.name ?? fieldError(mutation.error, 'name');
  const colorError = errors.color_hex ?? fieldError(mutation.error, 'color_hex');
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={label ? t('form.editTitle') : t('form.newTitle')}
      data-testid="label-form"
    >
      <Flex direction="column" gap="medium">
        <FormTextField
          label={t('form.name')}
          value={name}
          onValue={setName}
          error={nameError}
          maxLength={50}
          isRequired
          autoFocus
        />
        <Flex gap="small" alignItems="flex-end">
          <FormTextField
            flex="1"
            label={t('form.color')}
            value={color}
            onValue={(value) => setColor(value.replace(/^#/, ''))}
            descriptiveText={t('form.colorHint')}
            error={colorError}
            maxLength={7}
            spellCheck={false}
          />
          <input
            type="color"
            className="gl-color-picker"
            aria-label={t('form.pickColor')}
            value={`#${validColor ?? DEFAULT_LABEL_COLOR}`}
            onChange={(e) => setColor(e.target.value.slice(1))}
          />
        </Flex>
        <Flex gap="small" alignItems="center">
          <Text as="span" color="font.secondary" fontSize="small">
            {t('form.preview')}
          </Text>
          <LabelChip name={name.trim() || t('form.previewName')} colorHex={validColor ?? DEFAULT_LABEL_COLOR} />
          {validColor && labelTextContrast(validColor) < MIN_TEXT_CONTRAST ? (
            <Text as="span" color="font.warning" fontSize="small" data-testid="label-contrast-warning">
              {t('form.contrastWarning')}
            </Text>
          ) : null}
        </Flex>
        <FormActions
          submitLabel={label ? t('form.save') : t('form.create')}
          pendingLabel={t('form.saving')}
          isPending={mutation.isPending}
          onCancel={onDone}
          cancelLabel={t('common:action.cancel')}
          lockWhilePending
        />
      </Flex>
    </form>
  );
}

interface LabelManagerProps {
  workspaceId: string;
  /** After any change: refresh what shows labels (the board's cards). */
  onChanged?: () => void;
}

/** The manager: list, new and edit modes. */
export function LabelManager({ workspaceId, onChanged }: LabelManagerProps) {
  const { t } = useTranslation('labels');
  const query = useLabels(workspaceId);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [deleting, setDeleting] = useState<Label | null>(null);
  const remove = useDeleteLabel(workspaceId, onChanged);
  const toList = () => setMode({ kind: 'list' });

  if (mode.kind === 'new') return <LabelForm workspaceId={workspaceId} onChanged={onChanged} onDone={toList} />;
  if (mode.kind === 'edit')
    return <LabelForm workspaceId={workspaceId} label={mode.label} onChanged={onChanged} onDone={toList} />;

  let list;
  if (query.isPending) {
    list = (
      <Flex alignItems="center" gap="small" role="status">
        <Loader />
        <Text>{t('page.loading')}</Text>
      </Flex>
    );
  } else if (!query.data) {
    list = <LoadFailure error={query.error} heading={t('list.loadFailed')} onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    list = <Text color="font.secondary">{t('list.empty')}</Text>;
  } else {
    list = (
      <ul className="gl-label-manager__list" aria-label={t('page.title')} data-testid="label-list">
        {query.data.map((label) => (
          <li key={label.id} className="gl-label-manager__row">
            <LabelChip name={label.name} colorHex={label.color_hex} />
            <Text as="span" color="font.secondary" fontSize="small" fontFamily="monospace">
              #{label.color_hex}
            </Text>
            <Flex gap="xs" marginInlineStart="auto">
              <Button
                size="small"
                onClick={() => setMode({ kind: 'edit', label })}
                aria-label={t('list.editLabel', { name: label.name })}
              >
                {t('list.edit')}
              </Button>
              <Button
                size="small"
                variation="destructive"
                onClick={() => setDeleting(label)}
                aria-label={t('list.deleteLabel', { name: label.name })}
              >
                {t('list.delete')}
              </Button>
            </Flex>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Flex direction="column" gap="medium" data-testid="label-manager">
      <Flex>
        <Button variation="primary" onClick={() => setMode({ kind: 'new' })}>
          {t('form.newTitle')}
        </Button>
      </Flex>
      {list}
      {deleting ? (
        <ConfirmDialog
          title={t('delete.title')}
          message={t('delete.message', { name: deleting.name })}
          confirmLabel={t('list.delete')}
          destructive
          isPending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.success(t('toast.deleted', { name: deleting.name }));
                setDeleting(null);
              },
            })
          }
          testId="delete-label-dialog"
        />
      ) : null}
    </Flex>
  );
}
