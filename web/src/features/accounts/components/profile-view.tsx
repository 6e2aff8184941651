/**
 * The whole profile (accounts spec §2 "Edit Profile modal, Edit Password form, account deletion";
 * §3 User; §7 `POST /api/v1/users/detail`): Edit Profile, Edit Password, the notification ring, the
 * iCal feed (issue 28) and Delete account, each its own section. Used by the header's Profile modal and the /account/edit page.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useProfile } from '../api/get-profile';
import { DeleteAccountSection } from './delete-account-section';
import { EditPasswordForm } from './edit-password-form';
import { EditProfileForm } from './edit-profile-form';
import { NotificationRingToggle } from './notification-ring-toggle';
import { LanguageSelect } from './language-select';
import './accounts.css';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useTranslation } from '../../../lib/i18n/use-translation';

// The calendar feed and API keys sections sit below the profile form: they load after it (BRIEF §6 initial JS).
const CalendarFeedSection = lazy(() =>
  import('./calendar-feed-section').then((m) => ({ default: m.CalendarFeedSection })),
);
const ApiKeysSection = lazy(() => import('./api-keys-section').then((m) => ({ default: m.ApiKeysSection })));

interface ProfileViewProps {
  /** Called after the profile form saves (the modal closes). */
  onProfileSaved?: () => void;
  /** Cancel of the profile form (the modal closes); omitted on the page. */
  onCancel?: () => void;
  /** Heading level of the section titles: 3 under the modal's h2, 2 on the page. */
  headingLevel?: 2 | 3;
  /** Focus First name once the profile shows (the modal). */
  autoFocus?: boolean;
}

function Section({ title, level, children }: { title: string; level: 2 | 3; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="gl-profile-section" aria-label={title}>
      <Heading className="gl-profile-section__title">{title}</Heading>
      {children}
    </section>
  );
}

/** Loads the profile, then shows its sections. */
export function ProfileView({ onProfileSaved, onCancel, headingLevel = 3, autoFocus = false }: ProfileViewProps) {
  const { t } = useTranslation('accounts');
  const query = useProfile();

  if (query.isPending) {
    return (
      <Flex alignItems="center" gap="small" padding="large" justifyContent="center" role="status">
        <Loader ariaLabel={t('profile.loadingLabel')} />
        <Text>{t('profile.loading')}</Text>
      </Flex>
    );
  }
  if (query.isError)
    return <RetryAlert error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const profile = query.data;
  return (
    <div className="gl-profile">
      <Section title={t('section.profile')} level={headingLevel}>
        <EditProfileForm profile={profile} onSaved={onProfileSaved} onCancel={onCancel} autoFocus={autoFocus} />
        <LanguageSelect profile={profile} />
      </Section>
      <Section title={t('section.password')} level={headingLevel}>
        <EditPasswordForm />
      </Section>
      <Section title={t('section.notifications')} level={headingLevel}>
        <NotificationRingToggle enabled={profile.enable_notification_ring} />
      </Section>
      <Section title={t('section.calendarFeed')} level={headingLevel}>
        <Suspense fallback={<Loader ariaLabel={t('calendarFeed.loadingLabel')} />}>
          <CalendarFeedSection />
        </Suspense>
      </Section>
      <Section title={t('section.apiKeys')} level={headingLevel}>
        <Suspense fallback={<Loader ariaLabel={t('apiKeys.loadingLabel')} />}>
          <ApiKeysSection />
        </Suspense>
      </Section>
      <Section title={t('section.deleteAccount')} level={headingLevel}>
        <DeleteAccountSection canDelete={profile.can_delete} />
      </Section>
    </div>
  );
}
