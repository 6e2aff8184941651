/**
 * The card popup's contents area (cards spec §2 Popup sections "Contents area: gallery, thumbnail strip",
 * §4 Contents, §5, §6 `can_access_content_*` and `can_sort_attachments`, §8, §9; issue 13): the gallery
 * (the chosen content, large; a click opens the preview modal), the thumbnail strip in rows of 3, the
 * uploads (picker, or files dropped anywhere on the popup), multi-select with Select all, Clear, Replace
 * (exactly one), Download and Delete, hide and unhide, and drag to reorder. Contents are polled every
 * 10 s while the popup is open (docs/decisions.md U22). A control the caller's flags forbid is not shown
 * (read-only turns every editing flag off; download stays). The preview leads to the proofing viewer (issue 26).
 * The head, the empty and failure states and the delete confirmation are their own modules; every text comes
 * from the `contents` catalogue (issue 41, decisions LW1).
 */
import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { RenderProofing } from '../../../lib/proofing-slot';
import { Alert } from '@aws-amplify/ui-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';
import {
  confirmContent,
  contentsQueryOptions,
  destroyContents,
  presignContent,
  replaceContent,
  useContents,
  useUploadInfo,
  type ContentsScope,
} from '../api/contents-api';
import { downloadContents, saveFile } from '../api/download-contents';
import { useReviewReport } from '../hooks/use-review-report';
import { useRetryPreview } from '../hooks/use-retry-preview';
import { useContentUploads } from '../hooks/use-content-uploads';
import { useQueuedFiles } from '../hooks/use-queued-files';
import { contentFlags } from '../utils/content-flags';
import { usePopupFileDrop } from '../hooks/use-popup-file-drop';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '../utils/content-messages';
import { checkUploadBatch } from '../utils/file-checks';
import { useNewVersion } from '../hooks/use-new-version';
import { useOptimisticContents } from '../hooks/use-optimistic-contents';
import { ContentsHeader } from './contents-header';
import { ContentsEmpty, ContentsFailure, ContentsLoading, DropOverlay, UploadsUnavailable } from './contents-states';
import { DeleteContentsDialog } from './delete-contents-dialog';
import { ContentViewers, preloadPreview } from './content-viewers';
import { ThumbnailStrip } from './thumbnail-strip';
import { ContentGallery } from './content-gallery';
import { SelectionToolbar } from './selection-toolbar';
import { UploadList } from './upload-list';
import { StorageWarning } from './storage-warning';
import './contents.css';

/** What the popup gives the contents area (`CardPopupExtensions.renderContents`). */
export interface ContentsSectionProps {
  workspaceId: string;
  cardId: string;
  readOnly: boolean;
  can: (flag: string) => boolean;
  onContentsChanged: () => void;
  renderProofing?: RenderProofing; // the proofing viewer (issue 26), given by the app
}

/** The contents area of one card. */
export function ContentsSection({
  workspaceId,
  cardId,
  readOnly,
  can,
  onContentsChanged,
  renderProofing,
}: ContentsSectionProps) {
  const scope: ContentsScope = useMemo(() => ({ workspaceId, cardId }), [workspaceId, cardId]);
  const queryClient = useQueryClient();
  const { queryKey } = contentsQueryOptions(scope, false);
  // Polled for everyone while the popup is open (docs/decisions.md U22).
  const contents = useContents(scope, true);
  const flags = contentFlags(can);
  const uploadInfo = useUploadInfo(scope, flags.create || flags.update);
  const list = useMemo(() => contents.data ?? [], [contents.data]);

  const [featuredId, setFeaturedId] = useState<string | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [batchError, setBatchError] = useState<string | null>(null);
  // A failed download, sort or hide: shown in the area itself, since toasts sit under the modal popup.
  const [actionError, setActionError] = useState<string | null>(null);
  const showError = useCallback((error: unknown) => setActionError(errorMessage(error)), []);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const section = useRef<HTMLElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const replacePicker = useRef<HTMLInputElement>(null);

  const featured = list.find((c) => c.id === featuredId) ?? list[0] ?? null;
  // Ids that left the card (deleted, or hidden from a guest) drop out of the selection.
  const selectedIds = list.filter((c) => selected.has(c.id)).map((c) => c.id);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey });
    await queryClient.invalidateQueries({ queryKey: ['workspaces', workspaceId, 'cards', cardId, 'contents-new'] });
    onContentsChanged();
  }, [queryClient, queryKey, workspaceId, cardId, onContentsChanged]);

  const uploads = useContentUploads({
    presign: (file, contentType) => presignContent(scope, file, contentType),
    confirm: (key, file, _type, replaceOf) =>
      replaceOf ? replaceContent(scope, replaceOf, key, file) : confirmContent(scope, key, file),
    onUploaded: refresh,
  });
  const uploading = uploads.items.filter((i) => i.status !== 'failed' && !i.meta.replaceOf).length;

  const maxFileBytes = uploadInfo.data?.max_file_bytes ?? null;
  const atLimit = list.length + uploading >= CONTENT_LIMITS.perCard;
  // The spec: add buttons are disabled at the limit, and while read-only, loading or downloading.
  const download = useMutation({
    mutationFn: (ids: string[]) => downloadContents(scope, ids),
    onMutate: () => setActionError(null),
    onSuccess: saveFile,
    onError: showError,
  });
  const report = useReviewReport(scope, () => setActionError(null), showError);
  const retryPreview = useRetryPreview(scope, () => setActionError(null), refresh, showError);
  const canAdd = flags.create && !readOnly && contents.isSuccess && maxFileBytes !== null;
  const addDisabled = atLimit || download.isPending || !canAdd;

  const checkAndUpload = useCallback(
    (files: File[]) => {
      if (!canAdd || maxFileBytes === null) return;
      const verdict = checkUploadBatch(files, {
        maxFileBytes,
        perUpload: CONTENT_LIMITS.perUpload,
        perCard: CONTENT_LIMITS.perCard,
        existing: list.length + uploading,
        storageRemainingBytes: uploadInfo.data?.storage_remaining_bytes ?? null,
      });
      const refused = verdict.error
        ? [verdict.error]
        : verdict.files.filter((f) => f.error).map((f) => CONTENT_MESSAGES.fileError(f.file.name, f.error!));
      setBatchError(refused.length ? refused.join('\n') : null);
      const ok = verdict.files
        .filter((f) => !f.error && f.contentType)
        .map((f) => ({ file: f.file, contentType: f.contentType! }));
      if (ok.length) uploads.start(ok);
    },
    [canAdd, maxFileBytes, list.length, uploading, uploadInfo.data, uploads],
  );
  // Files chosen before the contents and the upload settings loaded wait for them (issue 30 item 12).
  const ready = canAdd && !(contents.isFetching && !contents.data);
  const loadFailure = uploadInfo.isError
    ? errorMessage(uploadInfo.error)
    : contents.isError
      ? errorMessage(contents.error)
      : null;
  const queue = useQueuedFiles(ready, loadFailure, checkAndUpload, setBatchError);
  const addFiles = useCallback(
    (files: File[]) => {
      if (!flags.create || readOnly || files.length === 0) return;
      if (ready) checkAndUpload(files);
      else queue.enqueue(files);
    },
    [flags.create, readOnly, ready, checkAndUpload, queue],
  );
  const drop = usePopupFileDrop(section, canAdd && !addDisabled, addFiles);

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    addFiles(files);
  };

  // A new version of one content (Replace, and issue 37's "Upload new version" on the tile, preview and viewer).
  const newVersion = useNewVersion({
    maxFileBytes,
    storageRemainingBytes: uploadInfo.data?.storage_remaining_bytes ?? null,
    onError: setBatchError,
    start: uploads.start,
  });
  const mayReplace = flags.update && !readOnly && maxFileBytes !== null;
  const onNewVersion = mayReplace ? (contentId: string, file: File) => newVersion(contentId, [file]) : undefined;
  const onReplacePicked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (selectedIds[0]) newVersion(selectedIds[0], files);
  };

  const { sort, hide } = useOptimisticContents(scope, refresh, showError);

  const destroy = useMutation({
    mutationFn: (ids: string[]) => destroyContents(scope, ids),
    onSuccess: async () => {
      setConfirmDelete(false);
      setSelected(new Set());
      setSelecting(false);
      await refresh();
    },
  });

  const toggleSelected = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const showSelect = list.length > 0 && (flags.download || flags.destroy || flags.update);
  const heading = `contents-heading-${cardId}`;
  // Everyone who sees the card may view its comments' review report (R57).
  const reportActions = can('view') ? report : {};

  return (
    <section ref={section} className="gl-contents" aria-labelledby={heading} data-testid="card-contents">
      <ContentsHeader
        headingId={heading}
        count={contents.isSuccess ? list.length : null}
        showSelect={showSelect}
        selecting={selecting}
        onToggleSelecting={() => {
          setSelecting((s) => !s);
          setSelected(new Set());
        }}
        canCreate={flags.create && !readOnly}
        addDisabled={addDisabled}
        atLimit={atLimit}
        canReplace={flags.update && !readOnly}
        picker={picker}
        replacePicker={replacePicker}
        onPicked={onPicked}
        onReplacePicked={onReplacePicked}
      />

      {flags.create && !readOnly && uploadInfo.data ? <StorageWarning info={uploadInfo.data} /> : null}
      {flags.create && !readOnly && uploadInfo.isError ? (
        <UploadsUnavailable error={errorMessage(uploadInfo.error)} />
      ) : null}
      {batchError ? (
        <Alert
          variation="error"
          isDismissible
          onDismiss={() => setBatchError(null)}
          className="gl-contents__error"
          data-testid="contents-upload-error"
        >
          {batchError}
        </Alert>
      ) : null}
      <UploadList
        items={uploads.items}
        waiting={queue.waiting}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onDismiss={uploads.dismiss}
      />

      {contents.isPending ? (
        <ContentsLoading />
      ) : contents.isError ? (
        <ContentsFailure error={errorMessage(contents.error)} onRetry={() => void contents.refetch()} />
      ) : list.length === 0 ? (
        <ContentsEmpty canAdd={canAdd} />
      ) : (
        <>
          {featured ? (
            <ContentGallery
              content={featured}
              index={list.indexOf(featured)}
              onOpen={() => setPreviewId(featured.id)}
              onIntent={preloadPreview}
            />
          ) : null}

          {selecting ? (
            <SelectionToolbar
              count={selectedIds.length}
              onSelectAll={() => setSelected(new Set(list.map((c) => c.id)))}
              onClear={() => setSelected(new Set())}
              onReplace={
                flags.update && !readOnly && selectedIds.length === 1 ? () => replacePicker.current?.click() : undefined
              }
              replaceDisabled={uploads.busy}
              onDownload={flags.download ? () => download.mutate(selectedIds) : undefined}
              downloading={download.isPending}
              onDelete={flags.destroy && !readOnly ? () => setConfirmDelete(true) : undefined}
            />
          ) : null}

          {actionError ? (
            <Alert
              variation="error"
              isDismissible
              onDismiss={() => setActionError(null)}
              role="alert"
              data-testid="contents-action-error"
            >
              {actionError}
            </Alert>
          ) : null}
          <ThumbnailStrip
            contents={list}
            featuredId={featured?.id ?? null}
            selecting={selecting}
            selected={selected}
            canSort={flags.sort && !readOnly && list.length > 1}
            canHide={flags.hide && !readOnly}
            onFeature={setFeaturedId}
            onToggleSelected={toggleSelected}
            onSetHidden={(content, hidden) => hide.mutate({ content, hidden })}
            onSort={(ids) => sort.mutate(ids)}
            onNewVersion={onNewVersion}
            {...(flags.update && !readOnly ? retryPreview : {})}
            {...reportActions}
          />
        </>
      )}

      {drop.over && drop.popup ? <DropOverlay popup={drop.popup} /> : null}
      <ContentViewers
        scope={scope}
        contents={list}
        previewId={previewId}
        onClosePreview={() => setPreviewId(null)}
        canVersions={flags.versions}
        renderProofing={renderProofing}
        onNewVersion={onNewVersion}
      />
      {confirmDelete ? (
        <DeleteContentsDialog
          count={selectedIds.length}
          isPending={destroy.isPending}
          error={destroy.isError ? errorMessage(destroy.error) : undefined}
          onConfirm={() => destroy.mutate(selectedIds)}
          onCancel={() => {
            setConfirmDelete(false);
            destroy.reset();
          }}
        />
      ) : null}
    </section>
  );
}
