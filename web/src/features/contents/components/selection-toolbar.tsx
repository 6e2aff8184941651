/**
 * The contents area's multi-select toolbar (cards spec §4 Contents "multi-select with Select all, Clear,
 * Replace (exactly one), Download and Delete"): a control the caller may not use is not given (its
 * handler is left out), so it is not shown. Its texts come from the `contents` catalogue (issue 41; decisions LU7).
 */
import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface SelectionToolbarProps {
  /** How many contents are selected. */
  count: number;
  onSelectAll: () => void;
  onClear: () => void;
  /** Replace the one selected content; absent when the caller may not, or not exactly one is selected. */
  onReplace?: () => void;
  replaceDisabled: boolean;
  onDownload?: () => void;
  downloading: boolean;
  onDelete?: () => void;
}

/** Select all, Clear, and the actions on the selection. */
export function SelectionToolbar({
  count,
  onSelectAll,
  onClear,
  onReplace,
  replaceDisabled,
  onDownload,
  downloading,
  onDelete,
}: SelectionToolbarProps) {
  const { t } = useTranslation('contents');
  return (
    <div className="gl-selection" role="toolbar" aria-label={t('selection.label')} data-testid="contents-selection">
      <span className="gl-selection__count" aria-live="polite">
        {t('selection.count', { count })}
      </span>
      <Button size="small" variation="link" onClick={onSelectAll}>
        {t('selection.selectAll')}
      </Button>
      <Button size="small" variation="link" onClick={onClear} isDisabled={count === 0}>
        {t('selection.clear')}
      </Button>
      {onReplace ? (
        <Button size="small" onClick={onReplace} isDisabled={replaceDisabled}>
          {t('selection.replace')}
        </Button>
      ) : null}
      {onDownload ? (
        <Button
          size="small"
          onClick={onDownload}
          isDisabled={count === 0}
          isLoading={downloading}
          loadingText={t('selection.downloading')}
        >
          {t('selection.download')}
        </Button>
      ) : null}
      {onDelete ? (
        <Button size="small" variation="destructive" onClick={onDelete} isDisabled={count === 0}>
          {t('selection.delete')}
        </Button>
      ) : null}
    </div>
  );
}
