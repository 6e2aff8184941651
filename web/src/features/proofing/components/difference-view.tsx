/**
 * The Difference mode (issue 26; BRIEF §8 "compute a pixel difference with pixelmatch"): both versions'
 * page drawn at the same size and compared; the changed pixels are painted red over a faded first
 * version, with the count of changed pixels said in words.
 */
import { useEffect, useRef, useState } from 'react';
import { Loader } from '@aws-amplify/ui-react';
import type { ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { translate } from '../../../lib/i18n/i18n-store';
import { differenceOf } from '../utils/difference';
import { versionName, type VersionSource } from '../utils/sources';
import { ZoomStage } from './zoom-stage';

interface DifferenceViewProps {
  base: VersionSource;
  other: VersionSource;
  page: number;
  controlRef: React.RefObject<ReactZoomPanPinchContentRef | null>;
  readoutRef: React.RefObject<HTMLElement | null>;
}

type Outcome = { key: string } & (
  { status: 'error'; message: string } | { status: 'ready'; width: number; height: number; changed: number }
);
type State = { status: 'loading' } | Outcome;

/** The difference canvas. */
export function DifferenceView({ base, other, page, controlRef, readoutRef }: DifferenceViewProps) {
  const { t } = useTranslation('proofing');
  const holder = useRef<HTMLDivElement>(null);
  const key = `${base.versionId}:${other.versionId}:${page}`;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const state: State = outcome?.key === key ? outcome : { status: 'loading' };
  useEffect(() => {
    let live = true;
    differenceOf(base, other, page)
      .then(({ canvas, changed }) => {
        if (!live || !holder.current) return;
        canvas.className = 'gl-proof-page__media';
        canvas.dataset.testid = 'difference-canvas';
        canvas.setAttribute('aria-hidden', 'true');
        holder.current.replaceChildren(canvas);
        setOutcome({ key, status: 'ready', width: canvas.width, height: canvas.height, changed });
      })
      .catch(
        (e: unknown) =>
          live &&
          setOutcome({
            key,
            status: 'error',
            message: e instanceof Error ? e.message : translate('proofing', 'diff.failed'),
          }),
      );
    return () => {
      live = false;
    };
    // Keyed by the versions and page: the contents refresh (every 10 s) hands new but equal sources.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const names = { base: versionName(base), other: versionName(other) };
  const size = state.status === 'ready' ? { width: state.width, height: state.height } : null;
  return (
    <div className="gl-compare__single" data-testid="compare-difference">
      <p className="gl-compare__summary" role="status">
        {state.status === 'ready'
          ? state.changed === 0
            ? t('diff.none', names)
            : t('diff.some', { ...names, count: state.changed })
          : state.status === 'error'
            ? state.message
            : t('diff.comparing')}
      </p>
      <ZoomStage
        size={size}
        controlRef={controlRef}
        readoutRef={readoutRef}
        label={t('diff.label', { ...names, page })}
      >
        <div ref={holder} className="gl-compare__diff" />
        {state.status === 'loading' ? (
          <div className="gl-proof-page__state">
            <Loader ariaLabel={t('diff.comparing')} />
          </div>
        ) : null}
      </ZoomStage>
    </div>
  );
}
