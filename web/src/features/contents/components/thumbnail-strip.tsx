/**
 * The thumbnail strip (cards spec §2 "thumbnail strip (rows of 3)", §4 Contents "Attachments can be
 * reordered by drag", §6 `can_sort_attachments`, `can_access_content_hide`): every content as a tile in
 * rows of three. A tile shows its thumbnail (a PDF's is its first page, rendered by the API), a PDF badge
 * and, for the team, a Hidden badge. A click shows it in the gallery; in select mode it ticks it. With
 * `can_sort_attachments` each tile has a grip that drags it (pointer, touch, or keyboard: Space, arrows,
 * Space), and without it there is no grip at all.
 *
 * Issue 26 (beyond the spec; decisions R57, R58): a tile shows its count of open annotations (the API counts
 * Team pins only for those who may see the Team tab), and, for those who may view comments, a tool that
 * downloads the content's review report. Issue 40 (decisions FT2): a content whose previews failed says
 * "Preview failed" instead of a picture, with "Retry preview" for those who may replace contents.
 * Its texts come from the `contents` catalogue (issue 41; decisions LU7).
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Content } from '../api/types';
import { contentLabel, isPdf } from '../utils/content-display';
import { NewVersionButton } from './new-version-button';
import { useStripAccessibility } from '../hooks/use-strip-accessibility';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface ThumbnailStripProps {
  contents: Content[];
  featuredId: string | null;
  selecting: boolean;
  selected: ReadonlySet<string>;
  canSort: boolean;
  canHide: boolean;
  onFeature: (id: string) => void;
  onToggleSelected: (id: string) => void;
  onSetHidden: (content: Content, hidden: boolean) => void;
  /** The new order of every content's id. */
  onSort: (orderedIds: string[]) => void;
  /** Download a content's review report (issue 26); absent for callers who may not view comments. */
  onReport?: ((content: Content) => void) | undefined;
  /** The content whose report is being made, if any. */
  reportingId?: string | null | undefined;
  /** Uploads a file as a content's new version; absent for callers who may not (issue 37). */
  onNewVersion?: ((contentId: string, file: File) => void) | undefined;
  /** Tries a failed preview again (issue 40); absent for callers who may not replace contents. */
  onRetryPreview?: ((content: Content) => void) | undefined;
  /** The content whose preview is being retried, if any. */
  retryingId?: string | null | undefined;
}

interface TileProps extends Omit<ThumbnailStripProps, 'contents' | 'onSort' | 'featuredId'> {
  content: Content;
  index: number;
  featured: boolean;
}

const GripIcon = () => (
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
    <circle cx="5" cy="3" r="1.4" />
    <circle cx="11" cy="3" r="1.4" />
    <circle cx="5" cy="8" r="1.4" />
    <circle cx="11" cy="8" r="1.4" />
    <circle cx="5" cy="13" r="1.4" />
    <circle cx="11" cy="13" r="1.4" />
  </svg>
);

function Tile({
  content,
  index,
  featured,
  selecting,
  selected,
  canSort,
  canHide,
  onFeature,
  onToggleSelected,
  onSetHidden,
  onReport,
  reportingId,
  onNewVersion,
  onRetryPreview,
  retryingId,
}: TileProps) {
  const { t } = useTranslation('contents');
  const label = contentLabel(content, index);
  const sortable = useSortable({ id: content.id, disabled: !canSort || selecting });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = sortable;
  const hidden = !content.is_active;
  const isSelected = selected.has(content.id);
  const openPins = (content.open_annotations?.team ?? 0) + (content.open_annotations?.guest ?? 0);
  const reporting = reportingId === content.id;
  const className = [
    'gl-tile',
    featured ? 'gl-tile--featured' : '',
    hidden ? 'gl-tile--hidden' : '',
    isDragging ? 'gl-tile--dragging' : '',
    isSelected ? 'gl-tile--selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      ref={setNodeRef}
      className={className}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="content-tile"
      data-content-id={content.id}
      data-hidden={hidden ? 'true' : undefined}
    >
      <button
        type="button"
        className="gl-tile__face"
        onClick={() => (selecting ? onToggleSelected(content.id) : onFeature(content.id))}
        aria-label={selecting ? t('tile.select', { name: label }) : t('tile.show', { name: label })}
        aria-pressed={selecting ? isSelected : featured}
      >
        {content.rendition === 'failed' ? (
          <span className="gl-tile__failed" data-testid="content-preview-failed">
            {t('tile.previewFailed')}
          </span>
        ) : content.urls.thumbnail ? (
          <img
            src={content.urls.thumbnail}
            alt=""
            width={400}
            height={300}
            decoding="async"
            className={`gl-tile__img${content.type === 'pdf' ? ' gl-tile__img--page' : ''}`}
            draggable={false}
          />
        ) : (
          <span className="gl-tile__pending">{t('tile.preparing')}</span>
        )}
      </button>
      {content.rendition === 'failed' && onRetryPreview && !selecting ? (
        <button
          type="button"
          className="gl-tile__retry"
          onClick={() => onRetryPreview(content)}
          disabled={retryingId === content.id}
          aria-busy={retryingId === content.id || undefined}
          aria-label={t('tile.retryOf', { name: label })}
        >
          {retryingId === content.id ? t('tile.retrying') : t('tile.retry')}
        </button>
      ) : null}
      <span className="gl-tile__badges" aria-hidden="true">
        {isPdf(content) ? <span className="gl-badge">{t('tile.pdf')}</span> : null}
        {hidden ? <span className="gl-badge gl-badge--muted">{t('tile.hidden')}</span> : null}
        {openPins > 0 ? (
          <span
            className="gl-badge gl-badge--pins"
            data-testid="content-open-pins"
            title={t('tile.openPins', { count: openPins })}
          >
            <PinIcon /> {openPins}
          </span>
        ) : null}
      </span>
      {openPins > 0 ? (
        <span className="visually-hidden">{t('tile.openPinsOf', { name: label, count: openPins })}</span>
      ) : null}
      {selecting ? (
        <input
          type="checkbox"
          className="gl-tile__check"
          checked={isSelected}
          onChange={() => onToggleSelected(content.id)}
          // The tile's own button (aria-pressed) is the control for keyboards and screen readers.
          tabIndex={-1}
          aria-hidden="true"
        />
      ) : null}
      {!selecting && (canSort || canHide || onReport || onNewVersion) ? (
        <span className="gl-tile__tools">
          {onNewVersion ? (
            <NewVersionButton compact name={label} onFile={(file) => onNewVersion(content.id, file)} />
          ) : null}
          {onReport ? (
            <button
              type="button"
              className="gl-tile__tool"
              onClick={() => onReport(content)}
              disabled={reporting}
              aria-busy={reporting || undefined}
              aria-label={t('tile.reportOf', { name: label })}
              title={t('tile.report')}
              data-testid="content-review-report"
            >
              <ReportIcon />
            </button>
          ) : null}
          {canHide ? (
            <button
              type="button"
              className="gl-tile__tool"
              onClick={() => onSetHidden(content, !hidden)}
              aria-label={
                hidden ? t('tile.showToGuestsOf', { name: label }) : t('tile.hideFromGuestsOf', { name: label })
              }
              title={hidden ? t('tile.showToGuests') : t('tile.hideFromGuests')}
            >
              {hidden ? <EyeIcon /> : <EyeOffIcon />}
            </button>
          ) : null}
          {canSort ? (
            <button
              ref={setActivatorNodeRef}
              type="button"
              className="gl-tile__tool gl-tile__grip"
              {...attributes}
              {...listeners}
              aria-roledescription={t('tile.draggable')}
              aria-label={t('tile.move', { name: label })}
            >
              <GripIcon />
            </button>
          ) : null}
        </span>
      ) : null}
    </li>
  );
}

const PinIcon = () => (
  <svg width="9" height="9" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
    <path d="M8 0a5.5 5.5 0 0 0-5.5 5.5C2.5 9.6 8 16 8 16s5.5-6.4 5.5-10.5A5.5 5.5 0 0 0 8 0zm0 8a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z" />
  </svg>
);
const ReportIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 16 16"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
  >
    <path d="M3 1.5h6.5L13 5v9.5H3z" />
    <path d="M9.5 1.5V5H13" />
    <path d="M8 7.5v4.5M6 10l2 2 2-2" />
  </svg>
);
const EyeIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 16 16"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
  >
    <path d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z" />
    <circle cx="8" cy="8" r="2" />
  </svg>
);
const EyeOffIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 16 16"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
  >
    <path d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z" />
    <path d="M2 14L14 2" />
  </svg>
);

/** Every content in rows of three, sortable with the flag. */
export function ThumbnailStrip({ contents, featuredId, onSort, ...rest }: ThumbnailStripProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { t } = useTranslation('contents');
  const accessibility = useStripAccessibility(contents);
  const ids = contents.map((c) => c.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onSort(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul className="gl-strip" aria-label={t('strip.label')} data-testid="content-strip">
          {contents.map((content, index) => (
            <Tile key={content.id} content={content} index={index} featured={content.id === featuredId} {...rest} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
