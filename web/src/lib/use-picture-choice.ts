/**
 * A picture chosen in a form and its preview URL: the Edit Profile avatar (accounts spec §2 Edit Profile
 * modal, §5 "Profile image") and the workspace logo (§2 "create with a name and an optional logo", §3
 * Workspace logo). The object URL is made when the file is chosen and revoked when it is replaced,
 * cleared, or the form closes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** A chosen file and its `blob:` preview URL. */
export interface PictureChoice {
  file: File;
  previewUrl: string;
}

/** `[choice, choose]`: `choose(file)` replaces the choice, `choose(null)` clears it. */
export function usePictureChoice(): [PictureChoice | null, (file: File | null) => void] {
  const [choice, setChoice] = useState<PictureChoice | null>(null);
  const current = useRef<PictureChoice | null>(null);

  const choose = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current.previewUrl);
    const next = file ? { file, previewUrl: URL.createObjectURL(file) } : null;
    current.current = next;
    setChoice(next);
  }, []);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.previewUrl);
      current.current = null;
    },
    [],
  );

  return [choice, choose];
}
