/**
 * The contents area's viewers (cards spec §2 "image preview modal"; issue 26 "From a content's preview,
 * open a full-screen view"): the preview modal, whose "Proofing view" and "Compare" hand over to the
 * proofing viewer the app gives through `renderProofing` (decisions W29).
 */
import { useState, type ReactNode } from 'react';
import type { ProofingOpenProps } from '../../../lib/proofing-slot';
import type { ContentsScope } from '../api/contents-api';
import type { Content } from '../api/types';
import { PreviewModal } from './preview-modal';

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
  const onProof = (id: string, compare: boolean) => {
    onClosePreview();
    setProofing({ id, compare });
  };
  return (
    <>
      {previewId ? (
        <PreviewModal
          scope={scope}
          contents={contents}
          startId={previewId}
          canVersions={canVersions}
          onClose={onClosePreview}
          onProof={renderProofing ? onProof : undefined}
          onNewVersion={onNewVersion}
        />
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
