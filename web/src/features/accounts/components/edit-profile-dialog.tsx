/**
 * The "Edit Profile" modal opened from the header's profile menu (accounts spec §2 Header "profile menu
 * (Profile, Log Out)" and "Edit Profile modal"). A native modal dialog: focus stays inside, Escape or
 * the close button closes it, and focus returns to the menu button.
 */
import { Button } from '@aws-amplify/ui-react';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { ProfileView } from './profile-view';
import './accounts.css';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface EditProfileDialogProps {
  onClose: () => void;
}

/** The profile in a modal; render it only while open. */
export function EditProfileDialog({ onClose }: EditProfileDialogProps) {
  const { t } = useTranslation('accounts');
  return (
    <Dialog title={t('profile.title')} onClose={onClose} testId="edit-profile-dialog">
      <div className="gl-profile-dialog">
        <ProfileView onProfileSaved={onClose} onCancel={onClose} headingLevel={3} autoFocus />
      </div>
      <Button
        className="gl-profile-dialog__close"
        size="small"
        variation="link"
        onClick={onClose}
        aria-label={t('common:action.close')}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </Button>
    </Dialog>
  );
}
