/**
 * The board's card and stage moves, while one is on its way (issue 40): "Saving…", then "Not saved yet,
 * retrying" when the network dropped and the move is being sent again (components/ui/save-status.tsx).
 */
import { useIsMutating } from '@tanstack/react-query';
import { SaveStatus } from '../../../components/ui/save-status';
import { workspaceMoveScope } from '../api/get-workspace';

/** A small pill at the bottom of the window, shown only while a move of this workspace is in flight. */
const PILL = {
  position: 'fixed',
  bottom: '1rem',
  left: '50%',
  transform: 'translateX(-50%)',
  padding: '0.25rem 0.75rem',
  borderRadius: '1rem',
  background: 'var(--amplify-colors-background-primary, #fff)',
  boxShadow: '0 1px 4px rgb(0 0 0 / 25%)',
  zIndex: 20,
} as const;

/** Shows whether the workspace's moves are saved yet. */
export function MoveSaveStatus({ workspaceId }: { workspaceId: string }) {
  const scope = workspaceMoveScope(workspaceId);
  const moving = useIsMutating({ predicate: (mutation) => mutation.options.scope?.id === scope }) > 0;
  return <SaveStatus saving={moving} testId="board-save-status" style={PILL} />;
}
