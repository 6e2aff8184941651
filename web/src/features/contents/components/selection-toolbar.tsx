/**
 * The contents area's multi-select toolbar (cards spec §4 Contents "multi-select with Select all, Clear,
 * Replace (exactly one), Download and Delete"): a control the caller may not use is not given (its
 * handler is left out), so it is not shown.
 */
import { Button } from '@aws-amplify/ui-react';

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
  return (
    <div className="gl-selection" role="toolbar" aria-label="Selected contents" data-testid="contents-selection">
      <span className="gl-selection__count" aria-live="polite">
        {count} selected
      </span>
      <Button size="small" variation="link" onClick={onSelectAll}>
        Select all
      </Button>
      <Button size="small" variation="link" onClick={onClear} isDisabled={count === 0}>
        Clear
      </Button>
      {onReplace ? (
        <Button size="small" onClick={onReplace} isDisabled={replaceDisabled}>
          Replace
        </Button>
      ) : null}
      {onDownload ? (
        <Button
          size="small"
          onClick={onDownload}
          isDisabled={count === 0}
          isLoading={downloading}
          loadingText="Downloading…"
        >
          Download
        </Button>
      ) : null}
      {onDelete ? (
        <Button size="small" variation="destructive" onClick={onDelete} isDisabled={count === 0}>
          Delete
        </Button>
      ) : null}
    </div>
  );
}
