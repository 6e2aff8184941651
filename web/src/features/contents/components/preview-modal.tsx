/**
 * The image preview modal (cards spec §2 "image preview modal"; issue 13 "the image preview modal with
 * next and previous and zoom, a PDF viewer in the preview"; "Versions: the preview can step through
 * versions and show two side by side"). Previous and Next (buttons, and the left and right arrow keys)
 * step through the card's contents; zoom goes from 50% to 400% (buttons, + and -, 0 resets) and the
 * zoomed image scrolls; a PDF opens in the browser's own PDF viewer on its short-lived signed URL
 * (docs/decisions.md U23). With `can_access_content_versions` and earlier versions, a version picker
 * steps through them and Compare shows the current file and a chosen version side by side.
 * With `onProof` (issue 26), "Proofing view" opens the full-screen proofing viewer on the shown content
 * (pins, threads) and "Compare" opens it in its compare view (side by side, overlay, difference).
 * Its texts come from the `contents` catalogue (issue 41; decisions LU7).
 */
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Button, Loader } from '@aws-amplify/ui-react';
import { useModalDialog } from '../../../components/ui/dialog/use-modal-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useContentVersions, type ContentsScope } from '../api/contents-api';
import type { Content, ContentUrls, ContentVersion } from '../api/types';
import { contentLabel, isPdf } from '../utils/content-display';
import { NewVersionButton } from './new-version-button';
import { earlierVersions } from '../../../lib/content-versions';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The stage's arrows: glyphs, the same in every language (the buttons are named by their aria-labels). */
const ARROW = { previous: '‹', next: '›' } as const;

/** Zoom steps (1 = fit the pane). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

interface PreviewModalProps {
  scope: ContentsScope;
  contents: Content[];
  startId: string;
  canVersions: boolean;
  onClose: () => void;
  /** Opens the proofing viewer on a content, in its compare view or not (issue 26). */
  onProof?: (contentId: string, compare: boolean) => void;
  /** Uploads a file as the shown content's new version; absent for callers who may not (issue 37). */
  onNewVersion?: (contentId: string, file: File) => void;
}

interface MediaProps {
  type: Content['type'];
  urls: ContentUrls;
  label: string;
  zoom: number;
}

/** One file: the image at the zoom, or the PDF in the browser's viewer. */
function Media({ type, urls, label, zoom }: MediaProps) {
  const { t } = useTranslation('contents');
  if (isPdf({ type })) {
    return (
      <iframe
        className="gl-preview__pdf"
        src={urls.original}
        title={t('preview.pdf', { name: label })}
        data-testid="preview-pdf"
      />
    );
  }
  // Up to 100% the medium rendition is sharp enough; beyond, the original.
  const src = zoom > 1 || !urls.small ? urls.original : urls.small;
  return (
    <img
      className="gl-preview__img"
      src={src}
      alt={label}
      // Up to 100% the image fits the pane; beyond, it grows with the pane's width and scrolls.
      style={
        zoom <= 1
          ? { width: `${zoom * 100}%`, height: `${zoom * 100}%`, objectFit: 'contain' }
          : { width: `${zoom * 100}%`, height: 'auto' }
      }
      data-testid="preview-image"
      draggable={false}
    />
  );
}

/** The modal over the popup. */
export function PreviewModal({
  scope,
  contents,
  startId,
  canVersions,
  onClose,
  onProof,
  onNewVersion,
}: PreviewModalProps) {
  const { ref, onCancel } = useModalDialog(onClose);
  const { t } = useTranslation('contents');
  const [currentId, setCurrentId] = useState(startId);
  const [zoomIndex, setZoomIndex] = useState(ZOOM_STEPS.indexOf(1));
  const [versionId, setVersionId] = useState<string | null>(null);
  const [compare, setCompare] = useState(false);
  const index = Math.max(
    0,
    contents.findIndex((c) => c.id === currentId),
  );
  const content = contents[index] as Content | undefined;
  const hasVersions = canVersions && (content?.versions_count ?? 0) > 0;
  const versions = useContentVersions(scope, content?.id ?? '', hasVersions);
  const zoom = ZOOM_STEPS[zoomIndex];

  // The content went away (deleted elsewhere, or hidden from this guest): close.
  useEffect(() => {
    if (!content) onClose();
  }, [content, onClose]);

  const go = (step: number) => {
    if (contents.length < 2) return;
    setCurrentId(contents[(index + step + contents.length) % contents.length].id);
    setVersionId(null);
    setCompare(false);
    setZoomIndex(ZOOM_STEPS.indexOf(1));
  };
  const zoomBy = (step: number) => setZoomIndex((i) => Math.min(ZOOM_STEPS.length - 1, Math.max(0, i + step)));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('select, input, textarea')) return;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      '0': () => setZoomIndex(ZOOM_STEPS.indexOf(1)),
    };
    const action = keys[event.key];
    if (action && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      action();
    }
  };

  // Without the current file, which the versions list already holds when it was refetched first (lib/content-versions.ts).
  const versionList = useMemo(
    () => (content ? earlierVersions(content, versions.data ?? []) : []),
    [content, versions.data],
  );
  const chosenVersion = versionList.find((v) => v.id === versionId) ?? null;
  // Compare shows the current file beside the chosen version, or the newest earlier one.
  const compared = chosenVersion ?? versionList[0] ?? null;
  if (!content) return null;
  const label = contentLabel(content, index);
  const pdf = isPdf(content);
  const versionOption = (v: ContentVersion) => t('preview.versionOption', { number: v.version, filename: v.filename });
  const versionOf = (v: ContentVersion) => t('preview.versionOf', { name: label, number: v.version });

  return (
    <dialog
      ref={ref}
      className="gl-preview"
      aria-label={t('preview.label', { name: label })}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      data-testid="content-preview"
    >
      <header className="gl-preview__bar">
        <h2 className="gl-preview__title" title={label}>
          {label}
        </h2>
        <span className="gl-preview__count" aria-live="polite">
          {t('preview.count', { index: index + 1, total: contents.length })}
        </span>
        {!pdf ? (
          <span className="gl-preview__zoom" role="group" aria-label={t('preview.zoom')}>
            <Button
              size="small"
              onClick={() => zoomBy(-1)}
              isDisabled={zoomIndex === 0}
              aria-label={t('preview.zoomOut')}
            >
              −
            </Button>
            <span className="gl-preview__zoom-value" aria-live="polite" data-testid="preview-zoom">
              {Math.round(zoom * 100)}%
            </span>
            <Button
              size="small"
              onClick={() => zoomBy(1)}
              isDisabled={zoomIndex === ZOOM_STEPS.length - 1}
              aria-label={t('preview.zoomIn')}
            >
              +
            </Button>
          </span>
        ) : (
          <a className="gl-preview__open" href={content.urls.original} target="_blank" rel="noopener noreferrer">
            {t('preview.openTab')}
          </a>
        )}
        {onProof ? (
          <>
            <Button size="small" variation="primary" onClick={() => onProof(content.id, false)}>
              {t('preview.proofing')}
            </Button>
            {hasVersions ? (
              <Button size="small" onClick={() => onProof(content.id, true)}>
                {t('preview.compare')}
              </Button>
            ) : null}
          </>
        ) : null}
        {onNewVersion ? <NewVersionButton name={label} onFile={(file) => onNewVersion(content.id, file)} /> : null}
        <Button size="small" variation="link" onClick={onClose} aria-label={t('preview.close')}>
          ✕
        </Button>
      </header>

      {hasVersions ? (
        <div className="gl-preview__versions" data-testid="preview-versions">
          {versions.isPending ? (
            <Loader ariaLabel={t('preview.loadingVersions')} />
          ) : versions.isError ? (
            <span role="alert">{t('preview.versionsFailed', { error: errorMessage(versions.error) })}</span>
          ) : (
            <>
              <label className="gl-preview__version-pick">
                <span>{t('preview.showing')}</span>
                <select
                  value={versionId ?? ''}
                  onChange={(event) => setVersionId(event.target.value || null)}
                  aria-label={t('preview.version')}
                >
                  <option value="">
                    {t('preview.currentOption', { number: content.versions_count + 1, filename: content.filename })}
                  </option>
                  {versionList.map((v) => (
                    <option key={v.id} value={v.id}>
                      {versionOption(v)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="gl-preview__compare">
                <input type="checkbox" checked={compare} onChange={(event) => setCompare(event.target.checked)} />
                <span>{t('preview.compareSide')}</span>
              </label>
            </>
          )}
        </div>
      ) : null}

      <div className="gl-preview__stage">
        <Button
          className="gl-preview__nav gl-preview__nav--prev"
          onClick={() => go(-1)}
          isDisabled={contents.length < 2}
          aria-label={t('preview.previous')}
        >
          {ARROW.previous}
        </Button>
        {compare && compared ? (
          <div className="gl-preview__compare-panes" data-testid="preview-compare">
            <figure className="gl-preview__pane">
              <figcaption>{t('preview.currentVersion')}</figcaption>
              <div className="gl-preview__scroll">
                <Media
                  type={content.type}
                  urls={content.urls}
                  label={t('preview.currentOf', { name: label })}
                  zoom={zoom}
                />
              </div>
            </figure>
            <figure className="gl-preview__pane">
              <figcaption>{versionOption(compared)}</figcaption>
              <div className="gl-preview__scroll">
                <Media type={compared.type} urls={compared.urls} label={versionOf(compared)} zoom={zoom} />
              </div>
            </figure>
          </div>
        ) : (
          <div
            className="gl-preview__scroll"
            tabIndex={0}
            aria-label={chosenVersion ? versionOf(chosenVersion) : label}
          >
            {chosenVersion ? (
              <Media type={chosenVersion.type} urls={chosenVersion.urls} label={versionOf(chosenVersion)} zoom={zoom} />
            ) : (
              <Media type={content.type} urls={content.urls} label={label} zoom={zoom} />
            )}
          </div>
        )}
        <Button
          className="gl-preview__nav gl-preview__nav--next"
          onClick={() => go(1)}
          isDisabled={contents.length < 2}
          aria-label={t('preview.next')}
        >
          {ARROW.next}
        </Button>
      </div>
    </dialog>
  );
}
