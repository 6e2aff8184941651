/**
 * The contract between the contents feature (which opens the proofing viewer from a content's preview),
 * the proofing feature (the viewer) and the comments feature (the editor and threads it reuses), which do
 * not import each other (BRIEF §5): the app composes them (web/src/app/proofing-host.tsx). Issue 26;
 * BRIEF §8.
 */
import type { ReactNode } from 'react';
import type { AnnotationAnchor } from '../../../shared/schemas/annotation-anchor';
import type { Content } from '../../../shared/schemas/contents';
import type { CommentTab } from './comments-slot';

export type { CommentTab };

/** What the contents area gives the viewer when a user opens it. */
export interface ProofingOpenProps {
  workspaceId: string;
  cardId: string;
  /** The card's contents in order (guests never receive hidden ones). */
  contents: Content[];
  startId: string;
  /** The caller may see earlier versions (`can_access_content_versions`): version picker, compare, carry-over. */
  canVersions: boolean;
  /** Open straight in the compare view (the preview's Compare button). */
  startInCompare?: boolean;
  onClose: () => void;
  /** Uploads a file as a content's new version (issue 37); absent for callers who may not replace contents. */
  onNewVersion?: (contentId: string, file: File) => void;
}

/** What the app gives the viewer from the comments feature. */
export interface ProofingCommentParts {
  /** The tabs the caller may post in (Team first), by the comment tabs' own rule (decisions R20). */
  postableTabs: CommentTab[];
  /** A team member (not a guest): with `postableTabs`, who may resolve others' annotations (decisions R44). */
  isTeam: boolean;
  /** The comment box for a new annotation pinned at `anchor` in `tab`. */
  renderComposer: (props: { tab: CommentTab; anchor: AnnotationAnchor; onPosted: () => void }) => ReactNode;
  /** An annotation's thread: the annotation, its replies, and a reply box for those who may post. */
  renderThread: (props: { annotationId: string; tab: CommentTab; onChanged: () => void }) => ReactNode;
  /**
   * The approvals feature's Approve and Request changes for the toolbar, when the card awaits the
   * caller's decision (issue 37); it renders nothing otherwise.
   */
  renderDecision: () => ReactNode;
}

/** The viewer's props. */
export type ProofingViewerProps = ProofingOpenProps & ProofingCommentParts;

/** How the contents area opens the viewer: the app renders it with the comments feature's parts. */
export type RenderProofing = (props: ProofingOpenProps) => ReactNode;
