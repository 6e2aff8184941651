/**
 * The contents area's viewers (cards spec §2 "image preview modal"; issue 26 "From a content's preview,
 * open a full-screen view"): the preview modal, whose "Proofing view" and "Compare" hand over to the
 * proofing viewer the app gives through `renderProofing` (decisions W29).
 *
 * Neither is on a card's first screen, so the preview's code is a chunk of its own, fetched on intent (issue 39
 * "≤ 50 KB of unused JavaScript on first load"; decisions UJ2): the gallery's first hover or focus calls
 * `preloadPreview()`, and a screen without hover fetches it when the page is idle. (The proofing viewer, which
 * the preview opens, already loads its own chunk on demand: app/proofing-host.tsx.)
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import type { ProofingOpenProps } from '../../../lib/proofing-slot';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { whenIdle } from '../../../lib/when-idle';
import type { ContentsScope } from '../api/contents-api';
import type { Content } from '../api/types';

const Preview = lazyWithPreload(() => import('./preview-modal').then((m) => m.PreviewModal));

/** Starts loading the preview's code (once); a failed load surfaces when the preview is drawn. */
export function preloadPreview(): void {
  void Preview.preload().catch(() => undefined);
}

interface ContentViewersProps {
  scope: ContentsScope;
  contents: Content[];
  /** The content whose preview is open, or null. */
  previewId: string | null;
  onClosePreview: () => void;
  canVersions: boolean;
  renderProofing?: (props: ProofingOpenProps) => ReactNode;
  /** Uploads a file as a content's new version; absent for callers who may not (issue 37). */
  onNewVersion?: (contentId: string, file: File) => void;
}

/** The preview, then (when asked) the proofing viewer. */
export function ContentViewers({
  scope,
  contents,
  previewId,
  onClosePreview,
  canVersions,
  renderProofing,
  onNewVersion,
}: ContentViewersProps) {
  const [proofing, setProofing] = useState<{ id: string; compare: boolean } | null>(null);
  const hasContents = contents.length > 0;
  // A touch screen gives no hover before the tap on the gallery: fetch the preview's code when idle.
  useEffect(() => {
    if (!hasContents || !window.matchMedia('(hover: none)').matches) return;
    return whenIdle(preloadPreview);
  }, [hasContents]);
  const onProof = (id: string, compare: boolean) => {
    onClosePreview();
    setProofing({ id, compare });
  };
  return (
    <>
      {previewId ? (
        // Suspends only when opened before its code came (a click with no hover or focus first).
        <Suspense fallback={null}>
          <Preview.Component
            scope={scope}
            contents={contents}
            startId={previewId}
            canVersions={canVersions}
            onClose={onClosePreview}
            onProof={renderProofing ? onProof : undefined}
            onNewVersion={onNewVersion}
          />
        </Suspense>
      ) : null}
      {proofing && renderProofing
        ? renderProofing({
            ...scope,
            contents,
            startId: proofing.id,
            canVersions,
            startInCompare: proofing.compare,
            onClose: () => setProofing(null),
            onNewVersion,
          })
        : null}
    </>
  );
}
