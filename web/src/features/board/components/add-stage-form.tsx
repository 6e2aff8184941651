/**
 * "Add Stage" at the end of the board (accounts spec §2 Board view; §5: a stage without a name is
 * "Untitled"). Enter adds, Escape cancels (the shared InlineForm). After the columns it is a narrow upright
 * button (`compact`; issue 30 item 10, decisions K44), so a board that nearly fits its window shows it
 * whole instead of a sliver at the edge; opened, it takes a column's width and comes wholly into view.
 */
import { InlineForm } from '../../../components/ui/inline-form';
import { fieldError } from '../../../lib/api-client';
import { useCreateStage } from '../api/create-stage';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The add-stage button and its inline form; `compact` draws the closed button upright and narrow (board end). */
export function AddStageForm({
  workspaceId,
  search,
  compact = false,
}: {
  workspaceId: string;
  search: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('board');
  const mutation = useCreateStage(workspaceId, search);
  return (
    <InlineForm
      className="gl-add-stage"
      closedClassName={compact ? 'gl-add-stage gl-add-stage--compact' : undefined}
      openButton={{ className: 'gl-add-stage__button' }}
      openLabel={t('stage.addButton')}
      formLabel={t('stage.add')}
      fieldLabel={t('stage.nameField')}
      submitLabel={t('stage.add')}
      placeholder={t('stage.untitled')}
      maxLength={100}
      isPending={mutation.isPending}
      serverError={fieldError(mutation.error, 'name')}
      onSubmit={(name, { close }) => mutation.mutate(name, { onSuccess: close })}
      onClose={() => mutation.reset()}
    />
  );
}
