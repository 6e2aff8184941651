/**
 * The Edit Profile form (accounts spec §2 "Edit Profile modal"; §3 User: first_name, last_name, logo,
 * send_email_notification; §5 "Profile: first_name required", profile image rules; §8 "Profile errors
 * list above the form"). Client checks use the shared `UpdateDetailRequestSchema`, loaded on first submit.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Flex, SwitchField, Text } from '@aws-amplify/ui-react';
import { FormTextField } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-message';
import { FormActions } from '../../../components/ui/form-actions';
import { useFormValues } from '../../../lib/use-form-values';
import { ApiError, errorMessage, fieldError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast/toast-store';
import type { UserDetail } from '../api/get-profile';
import { usePictureChoice } from '../../../lib/use-picture-choice';
import { PicturePicker } from '../../../components/ui/picture-picker';
import { useSaveProfile } from '../hooks/use-save-profile';
import { translatedFieldLabel } from '../utils/form-errors';
import { accountMessage } from '../../../lib/i18n/account-messages';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFieldChecks } from '../hooks/use-field-checks';

interface EditProfileFormProps {
  profile: UserDetail;
  /** Called after a successful save (the modal closes). */
  onSaved?: () => void;
  /** Called by Cancel; without it no Cancel button shows (the page has nothing to cancel to). */
  onCancel?: () => void;
  /** Focus First name when the form appears (in the modal, which may open before the profile loads). */
  autoFocus?: boolean;
}

/** Picture, names, e-mail notifications and Save. */
export function EditProfileForm({ profile, onSaved, onCancel, autoFocus = false }: EditProfileFormProps) {
  const { t } = useTranslation('accounts');
  // The field labels and the spec's messages come from `auth`.
  useTranslation('auth');
  const { values, bind } = useFormValues({ first_name: profile.first_name, last_name: profile.last_name });
  const [sendEmail, setSendEmail] = useState(profile.send_email_notification);
  const { formRef, clientErrors, accept } = useFieldChecks();
  const [choice, choose] = usePictureChoice();
  const firstNameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) firstNameRef.current?.focus();
  }, [autoFocus]);
  const saving = useSaveProfile({
    onSuccess: () => {
      choose(null);
      toast.success(t('profile.saved'));
      onSaved?.();
    },
  });

  const errorFor = (field: string) => clientErrors[field] ?? fieldError(saving.updateError, field);
  // §8: profile errors are listed above the form.
  const listed: string[] = [];
  for (const [field, message] of Object.entries(clientErrors))
    if (message) listed.push(t('profile.fieldError', { field: translatedFieldLabel(field), message }));
  if (saving.updateError instanceof ApiError && Object.keys(saving.updateError.errors).length > 0) {
    for (const [field, messages] of Object.entries(saving.updateError.errors))
      listed.push(
        t('profile.fieldError', { field: translatedFieldLabel(field), message: accountMessage(messages[0]) }),
      );
  } else if (saving.updateError) {
    listed.push(errorMessage(saving.updateError));
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const submit = async () => {
    // The schema (and zod) load on first submit, not with the page (BRIEF §6 web budget).
    const { UpdateDetailRequestSchema } = await import('../../../../../shared/schemas/user');
    const input = { ...values, send_email_notification: sendEmail };
    if (accept(UpdateDetailRequestSchema.safeParse(input))) void saving.save(input, choice?.file ?? null);
  };

  const firstNameField = bind('first_name', errorFor('first_name'));
  const lastNameField = bind('last_name', errorFor('last_name'));
  const initials = profile.name_initials || profile.first_name.slice(0, 1).toUpperCase() || '?';
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('profile.title')}>
      <Flex direction="column" gap="medium">
        <FormAlert
          heading={t('profile.correct')}
          message={
            listed.length > 0 ? (
              <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                {listed.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
        <PicturePicker
          choice={choice}
          onChoose={choose}
          currentUrl={profile.logo?.thumbnail_url ?? null}
          fallback={initials}
          noun="picture"
          currentAlt={t('profile.currentPicture')}
          previewAlt={t('profile.newPicture')}
          savedWith="profile"
          progress={saving.progress}
          uploadError={saving.uploadError ? errorMessage(saving.uploadError) : undefined}
          disabled={saving.isPending}
          crop
        />
        <Flex gap="small" wrap="wrap">
          <FormTextField
            ref={firstNameRef}
            label={t('auth:field.firstName')}
            autoComplete="given-name"
            isRequired
            flex="1 1 10rem"
            {...firstNameField}
          />
          <FormTextField
            label={t('auth:field.lastName')}
            autoComplete="family-name"
            flex="1 1 10rem"
            {...lastNameField}
          />
        </Flex>
        <Text fontSize="small" color="font.secondary">
          {t('profile.signedInAs', { email: profile.email })}
        </Text>
        <SwitchField
          label={t('profile.emailNotifications')}
          name="send_email_notification"
          isChecked={sendEmail}
          onChange={(e) => setSendEmail(e.target.checked)}
          labelPosition="end"
        />
        <FormActions
          layout="dialog"
          submitLabel={t('profile.save')}
          isPending={saving.isPending}
          pendingLabel={
            saving.progress !== null ? t('profile.uploading', { percent: saving.progress }) : t('profile.saving')
          }
          onCancel={onCancel}
          lockWhilePending
        />
      </Flex>
    </form>
  );
}
