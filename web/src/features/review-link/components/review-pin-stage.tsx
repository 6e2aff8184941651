/**
 * One content's artwork on the review page, with its pins (issue 37 "its client-visible contents in the proofing
 * viewer, with pins"; "At 390 px … zooming, pinning with a finger"; decisions L3, L4): the image (a PDF's first
 * page, its `small` rendition) in a scrolling stage, the Guest tab's pins on it numbered 1…n as guests see them,
 * and zoom by buttons, + / − keys or a pinch. A PDF's later pages come drawn by the caller (decisions L6). A tap or click on the artwork places a new pin and opens its
 * comment box; Enter on the focused stage places one at the centre, the arrows move it, Escape drops it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import type { Content } from '../../../../../shared/schemas/contents';
import type { ReviewPin } from '../utils/pins';
import { htmlToPlainText } from '../utils/plain-text';
import { stepZoom, useStageGestures, useStageZoom } from '../utils/use-stage-zoom';
import { ReviewPinForm } from './review-pin-form';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface Props {
  content: Content;
  /** The picture to show: the `small` rendition (a PDF's first page), else the original, or a drawn PDF page. */
  src: string;
  /** The page shown: 1 for an image; a PDF's page, from 1 (decisions L6). New pins are anchored there. */
  page: number;
  pins: ReviewPin[];
  onRefused: () => void;
}

/** The artwork, its pins, the zoom controls and the box of a pin being placed. */
export function ReviewPinStage({ content, src, page, pins, onRefused }: Props) {
  const { t } = useTranslation('review');
  const { stage, zoom, zoomTo, canZoomIn, canZoomOut } = useStageZoom();
  const [aspect, setAspect] = useState<number | null>(null);
  const [draft, setDraft] = useState<{ x: number; y: number; byKeyboard: boolean } | null>(null);
  const boxId = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const [focusPin, setFocusPin] = useState<string | null>(null);
  const pinButtons = useRef(new Map<string, HTMLButtonElement>());

  const placeAt = (clientX: number, clientY: number, byKeyboard = false) => {
    const page = stage.current?.firstElementChild?.getBoundingClientRect();
    if (!page || page.width === 0 || page.height === 0) return;
    setSelected(null);
    const x = Math.min(1, Math.max(0, (clientX - page.left) / page.width));
    const y = Math.min(1, Math.max(0, (clientY - page.top) / page.height));
    setDraft({ x, y, byKeyboard });
  };
  const gestures = useStageGestures(zoom, zoomTo, (x, y) => placeAt(x, y));

  // Focus goes to the new pin once it is drawn (as in the proofing viewer, decisions VW4).
  useEffect(() => {
    if (!focusPin) return;
    const button = pinButtons.current.get(focusPin);
    if (button) {
      button.focus();
      setFocusPin(null);
    }
  }, [focusPin, pins]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const step = event.shiftKey ? 0.1 : 0.01;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    if (event.key === '+' || event.key === '=') zoomTo(stepZoom(zoom, 1));
    else if (event.key === '-' || event.key === '_') zoomTo(stepZoom(zoom, -1));
    else if (event.key === 'Escape' && draft) setDraft(null);
    else if ((event.key === 'Enter' || event.key === ' ') && !draft) {
      const box = stage.current!.getBoundingClientRect();
      placeAt(box.left + box.width / 2, box.top + box.height / 2, true);
    } else if (event.key === 'Enter' && draft) document.getElementById(boxId)?.focus();
    else if (draft && moves[event.key]) {
      const [dx, dy] = moves[event.key];
      const x = Math.min(1, Math.max(0, draft.x + dx));
      setDraft({ ...draft, x, y: Math.min(1, Math.max(0, draft.y + dy)) });
    } else return;
    event.preventDefault();
  };

  const shown = pins.find((p) => p.comment.id === selected);
  const pageWidth = aspect ? `min(100%, ${(78 * aspect).toFixed(3)}vh)` : '100%';
  return (
    <Flex direction="column" gap="xs">
      <Flex className="review-stage__toolbar" gap="xs" alignItems="center" wrap="wrap">
        <Button
          size="small"
          onClick={() => zoomTo(stepZoom(zoom, -1))}
          isDisabled={!canZoomOut}
          ariaLabel={t('stage.zoomOut')}
        >
          −
        </Button>
        <Text as="span" className="review-stage__zoom" aria-live="polite">
          {t('stage.zoom', { percent: Math.round(zoom * 100) })}
        </Text>
        <Button
          size="small"
          onClick={() => zoomTo(stepZoom(zoom, 1))}
          isDisabled={!canZoomIn}
          ariaLabel={t('stage.zoomIn')}
        >
          +
        </Button>
        <Button size="small" onClick={() => zoomTo(1)} isDisabled={!canZoomOut}>
          {t('stage.fit')}
        </Button>
        <Text as="span" fontSize="small" color="font.secondary">
          {t('stage.hint')}
        </Text>
      </Flex>
      <div
        ref={stage}
        className="review-stage"
        role="group"
        aria-label={t('stage.label', { file: content.filename })}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <div
          className="review-stage__page"
          style={{ width: `calc(${pageWidth} * ${zoom})` }}
          data-testid="review-stage-page"
          {...gestures}
        >
          <img
            src={src}
            alt={content.filename}
            className="review-stage__image"
            referrerPolicy="no-referrer"
            draggable={false}
            onLoad={(event) => {
              const img = event.currentTarget;
              if (img.naturalHeight > 0) setAspect(img.naturalWidth / img.naturalHeight);
            }}
          />
          {pins.map((pin) => (
            <button
              key={pin.comment.id}
              type="button"
              ref={(el) => {
                if (el) pinButtons.current.set(pin.comment.id, el);
                else pinButtons.current.delete(pin.comment.id);
              }}
              className="review-pin"
              style={{ left: `${pin.x * 100}%`, top: `${pin.y * 100}%` }}
              aria-label={t('comments.pin', { number: pin.number })}
              aria-pressed={selected === pin.comment.id}
              onClick={() => setSelected(selected === pin.comment.id ? null : pin.comment.id)}
            >
              {pin.number}
            </button>
          ))}
          {draft && (
            <span
              className="review-pin review-pin--draft"
              style={{ left: `${draft.x * 100}%`, top: `${draft.y * 100}%` }}
              aria-hidden="true"
            >
              +
            </span>
          )}
        </div>
      </div>
      {shown && !draft && (
        <Text className="review-stage__pin-text">
          <strong>
            {t('stage.pinText', {
              number: shown.number,
              name: shown.comment.user?.full_name ?? t('comments.someone'),
            })}
          </strong>{' '}
          {htmlToPlainText(shown.comment.description)}
        </Text>
      )}
      {draft && (
        <ReviewPinForm
          content={content}
          page={page}
          spot={draft}
          boxId={boxId}
          autoFocus={!draft.byKeyboard}
          onCancel={() => setDraft(null)}
          onPosted={(id) => {
            setDraft(null);
            setFocusPin(id);
          }}
          onRefused={onRefused}
        />
      )}
    </Flex>
  );
}
