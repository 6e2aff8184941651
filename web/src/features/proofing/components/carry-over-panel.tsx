/**
 * Carry-over onto a new version (issue 26 "A new version starts clean. Open annotations of the previous
 * version are listed with 'carry over' (one by one, or all)"; decisions R45): shown on the current file
 * while the version before it has open annotations the caller can see. "Carry over" copies one,
 * "Carry over all" every one in the tabs the caller may post in; the copies get new numbers here and the
 * originals close. Annotations whose page the new version lacks stay and are reported.
 */
import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Annotation } from '../../../../../shared/schemas/annotations';
import { pinLabel } from '../../../../../shared/schemas/pin-label';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { carryOver, proofingKeys, useAnnotations, type ProofingScope } from '../api/annotations-api';
import { plainText } from '../utils/shapes';
import { versionName, type VersionSource } from '../utils/sources';

// Sets the author apart from the text.
const DASH = '—';

interface CarryOverPanelProps {
  scope: ProofingScope;
  contentId: string;
  /** The current file (the target). */
  target: VersionSource;
  /** The version before it (the source). */
  previous: VersionSource;
  mayCarry: (a: Annotation) => boolean;
}

/** The panel, or nothing while the previous version has no open annotation. */
export function CarryOverPanel({ scope, contentId, target, previous, mayCarry }: CarryOverPanelProps) {
  const { t } = useTranslation('proofing');
  const client = useQueryClient();
  const open = useAnnotations(scope, contentId, previous.versionId, 'open');
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const carriable = (open.data ?? []).filter(mayCarry);
  if (carriable.length === 0)
    return note ? (
      <p className="gl-carry__note" role="status">
        {note}
      </p>
    ) : null;

  const run = async (ids: string[] | undefined, key: string) => {
    setBusy(key);
    setNote(null);
    try {
      const result = await carryOver(scope, contentId, target.versionId, ids);
      const moved = result.annotations.length;
      const skipped = result.skipped_ids.length;
      setNote(
        `${t('carry.moved', { count: moved, version: versionName(target) })}${skipped ? ` ${t('carry.skipped', { count: skipped })}` : ''}`,
      );
      await client.invalidateQueries({ queryKey: proofingKeys.all(scope.cardId) });
      void client.invalidateQueries({ queryKey: ['workspaces', scope.workspaceId, 'cards', scope.cardId, 'contents'] });
    } catch (error) {
      setNote(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      className="gl-carry"
      aria-label={t('carry.region', { version: versionName(previous) })}
      data-testid="carry-over"
    >
      <h3 className="gl-carry__title">{t('carry.title', { version: versionName(previous) })}</h3>
      <p className="gl-carry__hint">{t('carry.hint')}</p>
      <ol className="gl-carry__list">
        {carriable.map((a) => (
          <li key={a.id} className="gl-carry__row">
            <span className="gl-carry__text">
              <strong>{pinLabel(a)}.</strong> {plainText(a.description) || t('annotation.noText')}{' '}
              <span className="gl-carry__by">
                {DASH} {a.user?.full_name ?? t('annotation.formerMember')}
              </span>
            </span>
            <Button
              size="small"
              onClick={() => void run([a.id], a.id)}
              isLoading={busy === a.id}
              isDisabled={busy !== null}
              aria-label={t('carry.oneLabel', { pin: pinLabel(a) })}
            >
              {t('carry.one')}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        size="small"
        variation="primary"
        onClick={() => void run(undefined, 'all')}
        isLoading={busy === 'all'}
        isDisabled={busy !== null}
      >
        {t('carry.all')}
      </Button>
      {note ? (
        <p className="gl-carry__note" role="status">
          {note}
        </p>
      ) : null}
    </section>
  );
}
