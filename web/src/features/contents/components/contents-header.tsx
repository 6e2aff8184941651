/**
 * The contents area's head (cards spec §2 "Contents area", §5; issue 13; issue 41's languages, decisions LW1):
 * the heading "Contents" with its count "n / 15", the Select/Done toggle, Add files (disabled at the card's
 * limit, with the limit's message as its tooltip) and the two hidden file inputs (new contents; a replacement
 * for the one selected content). Texts come from the `contents` catalogue.
 */
import type { ChangeEvent, RefObject } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '../utils/content-messages';
import { CONTENT_ACCEPT } from './new-version-button';
import '../english-messages';

/** What the head shows; a missing handler or flag hides its control. */
export interface ContentsHeaderProps {
  headingId: string;
  /** The number of contents, or null while they load. */
  count: number | null;
  /** Shows Select/Done. */
  showSelect: boolean;
  selecting: boolean;
  onToggleSelecting: () => void;
  /** Shows Add files and its input. */
  canCreate: boolean;
  addDisabled: boolean;
  atLimit: boolean;
  /** Shows the replacement input. */
  canReplace: boolean;
  picker: RefObject<HTMLInputElement | null>;
  replacePicker: RefObject<HTMLInputElement | null>;
  onPicked: (event: ChangeEvent<HTMLInputElement>) => void;
  onReplacePicked: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The head of the contents area. */
export function ContentsHeader({
  headingId,
  count,
  showSelect,
  selecting,
  onToggleSelecting,
  canCreate,
  addDisabled,
  atLimit,
  canReplace,
  picker,
  replacePicker,
  onPicked,
  onReplacePicked,
}: ContentsHeaderProps) {
  const { t } = useTranslation('contents');
  return (
    <div className="gl-contents__head">
      <h3 id={headingId} className="gl-card-popup__section-title">
        {t('section.heading')}
      </h3>
      {count !== null ? (
        <span className="gl-contents__count" data-testid="contents-count">
          {t('section.count', { count, limit: CONTENT_LIMITS.perCard })}
        </span>
      ) : null}
      <span className="gl-contents__actions">
        {showSelect ? (
          <Button
            size="small"
            variation={selecting ? 'primary' : undefined}
            onClick={onToggleSelecting}
            aria-pressed={selecting}
          >
            {selecting ? t('section.done') : t('section.select')}
          </Button>
        ) : null}
        {canCreate ? (
          <Button
            size="small"
            onClick={() => picker.current?.click()}
            isDisabled={addDisabled}
            title={atLimit ? CONTENT_MESSAGES.perCard(CONTENT_LIMITS.perCard) : undefined}
          >
            {t('section.addFiles')}
          </Button>
        ) : null}
      </span>
      {canCreate ? (
        <input
          ref={picker}
          type="file"
          multiple
          accept={CONTENT_ACCEPT}
          hidden
          onChange={onPicked}
          data-testid="contents-file-input"
          aria-label={t('section.addFiles')}
        />
      ) : null}
      {canReplace ? (
        <input
          ref={replacePicker}
          type="file"
          accept={CONTENT_ACCEPT}
          hidden
          onChange={onReplacePicked}
          data-testid="contents-replace-input"
          aria-label={t('section.replacementFile')}
        />
      ) : null}
    </div>
  );
}
