/**
 * The header's profile menu (accounts spec §2 Header: "profile menu (Profile, Log Out)"; §3 User logo
 * icon and name_initials). The button shows the user's picture (logo.icon_url) or initials; the menu's list
 * (profile-menu-items.tsx, with Radix's menu code) loads on the button's first hover or focus, or on its
 * press (issue 39; decisions MN1). "Profile" opens the Edit Profile modal the app passes in (features do not
 * import each other). Its texts come from the `header-menus` catalogue, English bundled with the header
 * widgets (issue 41; decisions LU1).
 */
import { useState, type ComponentType } from 'react';
import { MenuButton } from '@aws-amplify/ui-react';
import { useStoredUser } from '../../../lib/session';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { menuOnIntent } from '../../../components/ui/menu-on-intent';
import '../../../components/layouts/header-menus-english-messages';

const ProfileMenuItems = menuOnIntent(() => import('./profile-menu-items').then((m) => m.ProfileMenuItems));

/** The user's picture, falling back to initials when there is none or it fails to load. */
function Avatar({ iconUrl, initials }: { iconUrl: string | null; initials: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = iconUrl !== null && failedUrl !== iconUrl;
  return (
    <span className="gl-avatar" aria-hidden="true" style={showImage ? { overflow: 'hidden', padding: 0 } : undefined}>
      {showImage ? (
        <img
          src={iconUrl}
          alt=""
          width={32}
          height={32}
          style={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: '50%', display: 'block' }}
          onError={() => setFailedUrl(iconUrl)}
        />
      ) : (
        initials
      )}
    </span>
  );
}

/** Avatar button opening the profile menu; `ProfileDialog` is the Edit Profile modal (lazy is fine). */
export function ProfileMenu({ ProfileDialog }: { ProfileDialog: ComponentType<{ onClose: () => void }> }) {
  const user = useStoredUser();
  const { t } = useTranslation('header-menus');
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  const initials = user?.name_initials || fullName.slice(0, 1).toUpperCase() || '?';
  const name = fullName || user?.email;
  // Shown initials are part of the name (WCAG 2.5.3); a picture shows none.
  const shownInitials = user?.logo?.icon_url ? undefined : initials;
  const menuLabel = name
    ? shownInitials
      ? t('profile.menuInitials', { name, initials: shownInitials })
      : t('profile.menu', { name })
    : shownInitials
      ? t('profile.menuYouInitials', { initials: shownInitials })
      : t('profile.menuYou');

  return (
    <ProfileMenuItems
      ProfileDialog={ProfileDialog}
      trigger={
        <MenuButton variation="link" size="small" aria-label={menuLabel} padding="xxs">
          <Avatar iconUrl={user?.logo?.icon_url ?? null} initials={initials} />
        </MenuButton>
      }
    />
  );
}
