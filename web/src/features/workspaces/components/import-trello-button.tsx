/**
 * "Import from Trello" beside "Create Workspace" on the organization's page (issue 40 "From Trello";
 * decisions FT8): choose the board's JSON export, and the board becomes a new workspace, which then opens.
 * While it is written the button says "Importing…" (a board of hundreds of cards takes seconds); a file
 * that is not a board export is refused before anything is sent, and the server's refusal (a board over
 * 500 cards) shows as the app's error toast, with what to do. Shown only to those who may create workspaces (the caller decides).
 */
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button, Loader } from '@aws-amplify/ui-react';
import { paths } from '../../../config/paths';
import { toast } from '../../../components/ui/toast/toast-store';
import { looksLikeTrelloBoard, useImportTrelloBoard } from '../api/import-trello';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** Reads `file` as JSON; null when it is not JSON at all. */
async function readJson(file: File): Promise<unknown> {
  try {
    return JSON.parse(await file.text());
  } catch {
    return null;
  }
}

export function ImportTrelloButton({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('workspace');
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const mutation = useImportTrelloBoard(organizationId);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const board = await readJson(file);
    if (!looksLikeTrelloBoard(board)) {
      // English: shared/schemas/trello-import-limits.ts NOT_A_TRELLO_BOARD, word for word.
      toast.error(t('import.notABoard'));
      return;
    }
    mutation.mutate(board, {
      onSuccess: (workspace) => {
        toast.successAcrossRoute(t('import.done', { name: workspace.name }));
        void navigate(paths.workspace.getHref(organizationId, workspace.id, 'board'));
      },
    });
  };

  return (
    <>
      <Button onClick={() => input.current?.click()} isDisabled={mutation.isPending} aria-live="polite">
        {mutation.isPending ? (
          <>
            <Loader size="small" marginInlineEnd="xs" /> {t('import.importing')}
          </>
        ) : (
          t('import.button')
        )}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={t('import.fileLabel')}
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}
