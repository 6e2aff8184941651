/**
 * A user's round avatar: the picture when there is one, else the initials (accounts spec §3 User logo
 * and name_initials; §2 Workspace page "user avatars").
 */
import { useState } from 'react';

interface UserAvatarProps {
  initials: string;
  /** Picture URL, when the user has one. */
  imageUrl?: string | null;
  size?: 'small' | 'medium' | 'large';
}

/** Decorative: the name is always shown or announced next to it. */
export function UserAvatar({ initials, imageUrl = null, size = 'medium' }: UserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl !== null && failedUrl !== imageUrl;
  return (
    <span className={`gl-avatar gl-user-avatar gl-user-avatar--${size}`} aria-hidden="true">
      {showImage ? <img src={imageUrl} alt="" onError={() => setFailedUrl(imageUrl)} /> : initials || '?'}
    </span>
  );
}
