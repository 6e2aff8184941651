/**
 * Cognito Lambda triggers (BRIEF §1, §2). PostConfirmation creates the user record with the personal
 * organization ("My Workspace"), turns the e-mail's earlier invitations into notifications, and sends
 * the welcome e-mail.
 * Locally, cognito-local invokes this through the local Lambda Invoke endpoint (infra/local/lambda-invoke.ts).
 */
import { languageOr } from '../../../../shared/i18n/languages';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { createUserWithPersonalOrganization } from '../../data/users';
import { sendEmail } from '../../lib/email/send-email';
import { welcomeEmail } from '../../lib/email/account-templates';
import { logger } from '../../lib/observability';
import { notifyEarlierInvitations } from '../../services/notifications/notify';

type TriggerEvent = PostConfirmationTriggerEvent;

export const handler = async (event: TriggerEvent): Promise<TriggerEvent> => {
  if (event.triggerSource === 'PostConfirmation_ConfirmSignUp') {
    const attributes = event.request.userAttributes;
    const user = await createUserWithPersonalOrganization({
      userId: attributes.sub,
      email: attributes.email,
      firstName: attributes.given_name ?? attributes.email.split('@')[0],
      lastName: attributes.family_name ?? '',
      // The sign-up's language (issue 41), kept in Cognito's standard `locale` attribute until now.
      language: languageOr(attributes.locale),
    });
    // Invitations sent before the account existed become notifications (docs/decisions.md N1).
    await notifyEarlierInvitations(user);
    await sendEmail(user.email, welcomeEmail({ firstName: user.first_name, language: languageOr(user.language) }));
    logger.info('User confirmed', { userId: user.user_id });
  }
  return event;
};
