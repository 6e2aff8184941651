/**
 * The header's profile menu (accounts spec §2 Header: "profile menu (Profile, Log Out)"; §3 User logo
 * icon and name_initials). The button shows the user's picture (logo.icon_url) or initials. "Profile"
 * opens the Edit Profile modal the app passes in (features do not import each other); "Log Out" ends the session
 * here and on the server. Its texts come from the `header-menus` catalogue, English bundled with the header
 * widgets (issue 41; decisions LU1).
 */
import { Suspense, useRef, useState, type ComponentType } from 'react';
import { Flex, Menu, MenuButton, MenuItem, Text, Divider } from '@aws-amplify/ui-react';
import { useStoredUser } from '../../../lib/session';
import { useLogout } from '../api/logout';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../components/layouts/header-menus-english-messages';

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
  const logoutMutation = useLogout();
  const [profileOpen, setProfileOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
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

  const closeProfile = () => {
    setProfileOpen(false);
    // The menu item that opened the modal is gone with the menu: return focus to the menu button.
    requestAnimationFrame(() => triggerRef.current?.focus());
  };

  return (
    <>
      <Menu
        menuAlign="end"
        trigger={
          <MenuButton ref={triggerRef} variation="link" size="small" aria-label={menuLabel} padding="xxs">
            <Avatar iconUrl={user?.logo?.icon_url ?? null} initials={initials} />
          </MenuButton>
        }
      >
        <Flex direction="column" padding="xs small" gap="0">
          <Text fontWeight="semibold">{fullName || t('profile.signedIn')}</Text>
          {user?.email ? (
            <Text fontSize="small" color="font.tertiary">
              {user.email}
            </Text>
          ) : null}
        </Flex>
        <Divider />
        <MenuItem onClick={() => setProfileOpen(true)}>{t('profile.profile')}</MenuItem>
        <MenuItem onClick={() => logoutMutation.mutate()} isDisabled={logoutMutation.isPending}>
          {t('profile.logOut')}
        </MenuItem>
      </Menu>
      {profileOpen ? (
        <Suspense fallback={null}>
          <ProfileDialog onClose={closeProfile} />
        </Suspense>
      ) : null}
    </>
  );
}
