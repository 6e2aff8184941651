/**
 * The "Add Board Stage" popup (accounts spec §3 Template stage: name defaults to "Untitled", all flags
 * off, from `GET /api/v1/template_stages/new`; §5 stage form: name required). Server field errors show
 * under the field.
 */
import { useState, type FormEvent } from 'react';
import { CheckboxField, Flex } from '@aws-amplify/ui-react';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { errorMessage, fieldError } from '../../../lib/api-client';
import { useCreateTemplateStage } from '../api/create-template-stage';
import { useNewTemplateStage } from '../api/get-new-template-stage';
import { TEMPLATE_STAGE_FLAGS, type TemplateStageFlag } from '../api/get-template-stages';
import { shownStageFlags, STAGE_FLAG_LABELS } from '../../../lib/stage-flags';
import { FormActions } from '../../../components/ui/form-actions';
import { FormTextField } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-message';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../components/ui/ui-english-messages';

const OFF: Record<TemplateStageFlag, boolean> = {
  enable_revision: false,
  enable_timestamp: false,
  visible_to_client: false,
  require_approval_from_client: false,
};

/** Name, the approval flag and (while it is on) the three optional settings, pre-filled with the server's defaults. */
export function CreateBoardStageDialog({ organizationId, onClose }: { organizationId: string; onClose: () => void }) {
  const { t: tc } = useTranslation('ui');
  const { t } = useTranslation('admin');
  const defaults = useNewTemplateStage(organizationId);
  const [name, setName] = useState<string | null>(null);
  const [flags, setFlags] = useState<Partial<Record<TemplateStageFlag, boolean>>>({});
  const [clientError, setClientError] = useState<string>();
  const mutation = useCreateTemplateStage(organizationId);

  const shownName = name ?? defaults.data?.name ?? t('stages.untitled');
  const flagValue = (flag: TemplateStageFlag) => flags[flag] ?? defaults.data?.[flag] ?? OFF[flag];

  const approvalAllowed = flagValue('require_approval_from_client');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!shownName.trim()) {
      setClientError(t('stages.required'));
      return;
    }
    setClientError(undefined);
    // A hidden optional setting is off (accounts spec §5: they exist only while approval requests are allowed).
    const shown = shownStageFlags(flagValue('require_approval_from_client'));
    const body = {
      name: shownName,
      ...Object.fromEntries(TEMPLATE_STAGE_FLAGS.map((f) => [f, shown.includes(f) && flagValue(f)])),
    };
    mutation.mutate(body, { onSuccess: onClose });
  };

  const nameError = clientError ?? fieldError(mutation.error, 'name');
  const otherError = mutation.error && !nameError ? errorMessage(mutation.error) : undefined;
  return (
    <Dialog title={t('stages.add')} onClose={onClose} testId="create-board-stage-dialog">
      <form onSubmit={onSubmit} noValidate>
        <Flex direction="column" gap="medium">
          <FormAlert message={otherError} />
          <FormTextField
            label={t('stages.nameField')}
            value={shownName}
            onValue={setName}
            onFocus={(e) => e.currentTarget.select()}
            error={nameError}
            maxLength={100}
            isRequired
            autoFocus
          />
          <Flex direction="column" gap="xs">
            {shownStageFlags(approvalAllowed).map((flag) => (
              <CheckboxField
                key={flag}
                name={flag}
                label={tc(STAGE_FLAG_LABELS[flag].label)}
                checked={flagValue(flag)}
                onChange={(e) => setFlags((current) => ({ ...current, [flag]: e.target.checked }))}
              />
            ))}
          </Flex>
          <FormActions
            layout="dialog"
            submitLabel={t('stages.create')}
            pendingLabel={t('stages.creating')}
            isPending={mutation.isPending}
            onCancel={onClose}
          />
        </Flex>
      </form>
    </Dialog>
  );
}
