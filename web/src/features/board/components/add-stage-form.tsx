/**
 * "Add Stage" at the end of the board (accounts spec §2 Board view; §5: a stage without a name is
 * "Untitled"). Enter adds, Escape cancels (the shared InlineForm).
 */
import { InlineForm } from '../../../components/ui/inline-form';
import { fieldError } from '../../../lib/api-client';
import { useCreateStage } from '../api/create-stage';

/** The add-stage button and its inline form. */
export function AddStageForm({ workspaceId, search }: { workspaceId: string; search: string }) {
  const mutation = useCreateStage(workspaceId, search);
  return (
    <InlineForm
      className="gl-add-stage"
      openLabel="+ Add Stage"
      formLabel="Add Stage"
      fieldLabel="Stage name"
      submitLabel="Add Stage"
      placeholder="Untitled"
      maxLength={100}
      isPending={mutation.isPending}
      serverError={fieldError(mutation.error, 'name')}
      onSubmit={(name, close) => mutation.mutate(name, { onSuccess: close })}
      onClose={() => mutation.reset()}
    />
  );
}
