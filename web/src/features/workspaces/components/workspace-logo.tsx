/**
 * A workspace's logo thumb (accounts spec §3 Workspace `logo (thumb_url, medium_url)`) on the
 * organization home's cards, in the workspace switcher and the top bar. Without a logo, or when its
 * image fails to load (an expired URL, a deleted file), nothing is drawn and the place keeps its
 * look without a logo.
 */
import { useState } from 'react';
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import './workspaces.css';

interface WorkspaceLogoProps {
  logo: WorkspaceSummary['logo'] | undefined;
  /** The workspace name, for the alt text. */
  name: string;
  size: 'small' | 'medium';
  /** Decorative where the name is written right beside it, so screen readers do not read it twice. */
  decorative?: boolean;
}

const PIXELS = { small: 24, medium: 40 } as const;

/** The 64 px thumb, or nothing. */
export function WorkspaceLogo({ logo, name, size, decorative = false }: WorkspaceLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = logo?.thumb_url;
  if (!url || failedUrl === url) return null;
  return (
    <img
      className={`gl-workspace-logo gl-workspace-logo--${size}`}
      src={url}
      alt={decorative ? '' : `${name} logo`}
      width={PIXELS[size]}
      height={PIXELS[size]}
      decoding="async"
      onError={() => setFailedUrl(url)}
      data-testid="workspace-logo"
    />
  );
}
