/**
 * A user's round avatar: the picture when there is one, else the initials (accounts spec §3 User logo
 * and name_initials; §2 Workspace page "user avatars"). The initials' colours come from the user's id
 * (`avatarColor`), so two people with the same initials look different.
 */
import { useState } from 'react';
import { avatarColor } from '../../../lib/avatar-color';

interface UserAvatarProps {
  initials: string;
  /** Picture URL, when the user has one. */
  imageUrl?: string | null;
  size?: 'small' | 'medium' | 'large';
  /** The user's id, which picks the colours; without it the theme's default. */
  userId?: string;
}

/** Decorative: the name is always shown or announced next to it. */
export function UserAvatar({ initials, imageUrl = null, size = 'medium', userId }: UserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl !== null && failedUrl !== imageUrl;
  return (
    <span
      className={`gl-avatar gl-user-avatar gl-user-avatar--${size}`}
      aria-hidden="true"
      style={userId ? avatarColor(userId) : undefined}
      data-user-id={userId}
    >
      {showImage ? <img src={imageUrl} alt="" onError={() => setFailedUrl(imageUrl)} /> : initials || '?'}
    </span>
  );
}
