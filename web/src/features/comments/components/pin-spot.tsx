/**
 * An annotation's spot in the comment tabs (issue 26 "The card's comment tabs show annotations too, with a
 * thumbnail of the spot"; BRIEF §8 beyond the spec; decisions R60): the pinned version's thumbnail with the
 * pin drawn where it is (a dot for a point, an outline for a rectangle, the stroke of a freehand path), and
 * "Pin N on <content name>, page P". The thumbnail is the file's first page, so a pin on a later page of a
 * PDF shows a blank page with its marker. A resolved pin says so.
 */
import { useState } from 'react';
import type { Comment } from '../../../../../shared/schemas/comments';
import { pinLabel } from '../../../../../shared/schemas/pin-label';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The marker of `shape` in a box whose coordinates are fractions (0–1) of the page. */
function Marker({ shape }: { shape: NonNullable<Comment['anchor']>['shape'] }) {
  if (shape.type === 'point')
    return <span className="gl-pin-spot__dot" style={{ left: `${shape.x * 100}%`, top: `${shape.y * 100}%` }} />;
  if (shape.type === 'rect') {
    return (
      <span
        className="gl-pin-spot__rect"
        style={{
          left: `${shape.x * 100}%`,
          top: `${shape.y * 100}%`,
          width: `${shape.w * 100}%`,
          height: `${shape.h * 100}%`,
        }}
      />
    );
  }
  return (
    <svg className="gl-pin-spot__path" viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true">
      <polyline
        points={shape.points.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/** The spot of an annotation; nothing for a plain comment. */
export function PinSpot({ comment }: { comment: Comment }) {
  const { t } = useTranslation('comments');
  const [ratio, setRatio] = useState<number | null>(null);
  const anchor = comment.anchor;
  if (!anchor || !comment.content) return null;
  const name = comment.content.name ?? t('pin.deletedContent');
  const onFirstPage = anchor.page === 1 && comment.content.thumbnail_url;
  const label = t('pin.label', {
    pin: pinLabel({ number: comment.annotation_number ?? 0, internal: comment.internal }),
    name,
    page: anchor.page,
  });
  return (
    <div className={`gl-pin-spot${comment.resolved_at ? ' gl-pin-spot--resolved' : ''}`} data-testid="comment-pin-spot">
      <span
        className="gl-pin-spot__frame"
        style={{ aspectRatio: ratio ?? (onFirstPage ? 4 / 3 : 3 / 4) }}
        aria-hidden="true"
      >
        {onFirstPage ? (
          <img
            src={comment.content.thumbnail_url!}
            alt=""
            loading="lazy"
            onLoad={(e) => setRatio(e.currentTarget.naturalWidth / Math.max(1, e.currentTarget.naturalHeight))}
          />
        ) : null}
        <Marker shape={anchor.shape} />
      </span>
      <span className="gl-pin-spot__label">
        {label}
        {comment.resolved_at ? <span className="gl-pin-spot__state">{` · ${t('pin.resolved')}`}</span> : null}
      </span>
    </div>
  );
}
