/**
 * The notification ring switch (accounts spec §3 User enable_notification_ring "default on"; §9
 * "Notification ring on by default"; §7 `PUT /api/v1/users/update_notification_ring`). It saves at once
 * and flips back, with the server's message, if the server refuses.
 */
import { Flex, SwitchField, Text } from '@aws-amplify/ui-react';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateNotificationRing } from '../api/update-notification-ring';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** "Play the notification ring" on/off. */
export function NotificationRingToggle({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('accounts');
  const mutation = useUpdateNotificationRing();
  return (
    <Flex direction="column" gap="xxs">
      <SwitchField
        label={t('ring.label')}
        name="enable_notification_ring"
        isChecked={enabled}
        onChange={(e) => mutation.mutate(e.target.checked)}
        labelPosition="end"
      />
      {mutation.isError ? (
        <Text fontSize="small" color="font.error" role="alert">
          {errorMessage(mutation.error)}
        </Text>
      ) : null}
    </Flex>
  );
}
