/**
 * The create-stage popup of the stages page (accounts spec §4 "Stage creation … use popups"; §5 stage
 * form: name required, a new stage is "Untitled" with its flags off). The server's field errors show
 * under the field.
 */
import { useState, type FormEvent } from 'react';
import { Flex, TextField } from '@aws-amplify/ui-react';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { fieldError } from '../../../lib/api-client';
import { useCreateStage } from '../api/create-stage';
import { FormActions } from '../../../components/ui/form-actions';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** Name field (starting as "Untitled"), Create and Cancel. */
export function CreateStageDialog({ workspaceId, onClose }: { workspaceId: string; onClose: () => void }) {
  const { t } = useTranslation('board');
  const [name, setName] = useState(() => t('stage.untitled'));
  const [clientError, setClientError] = useState<string>();
  const mutation = useCreateStage(workspaceId, '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setClientError(t('form.required'));
      return;
    }
    setClientError(undefined);
    mutation.mutate(name, { onSuccess: onClose });
  };

  const error = clientError ?? fieldError(mutation.error, 'name');
  return (
    <Dialog title={t('stage.add')} onClose={onClose} testId="create-stage-dialog">
      <form onSubmit={onSubmit} noValidate>
        <Flex direction="column" gap="medium">
          <TextField
            label={t('stage.nameField')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onFocus={(e) => e.currentTarget.select()}
            hasError={Boolean(error)}
            errorMessage={error}
            maxLength={100}
            isRequired
            autoFocus
          />
          <FormActions
            layout="dialog"
            submitLabel={t('stage.create')}
            pendingLabel={t('stage.creating')}
            isPending={mutation.isPending}
            onCancel={onClose}
          />
        </Flex>
      </form>
    </Dialog>
  );
}
