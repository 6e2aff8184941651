/**
 * The "Invite reviewer" form of the card's Reviewers part (issue 37; decisions RL1, IR3, K1): name, e-mail,
 * how long the link works (7, 30 or 90 days; 30 by default) and "Require a code sent by e-mail" (off). The server checks the fields; each of
 * its messages shows under its field (`name`, `email`, `expires_in_days`), any other refusal above the
 * buttons. After success the form closes, the list refetches and a toast says the link was e-mailed.
 */
import { LANGUAGES, LANGUAGE_NAMES, languageOr, type Language } from '../../../../../shared/i18n/languages';
import { getStoredUser } from '../../../lib/session';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, CheckboxField, Flex, SelectField } from '@aws-amplify/ui-react';
import { FormTextField } from '../../../components/ui/form-field';
import { FormActions } from '../../../components/ui/form-actions';
import { toast } from '../../../components/ui/toast/toast-store';
import { ApiError, errorMessage, fieldError } from '../../../lib/api-client';
import { useInviteReviewer, type LinkDays } from '../api/card-reviewers';
import '../english-messages';

const FIELDS = ['name', 'email', 'expires_in_days', 'require_code'];

interface InviteReviewerFormProps {
  workspaceId: string;
  cardId: string;
  /** Closes the form (Cancel). */
  onCancel: () => void;
  /** Called after an invitation was sent (the part closes the form). */
  onInvited: () => void;
}

/** The form; the Name field takes the focus when it opens (keyboard use). */
export function InviteReviewerForm({ workspaceId, cardId, onCancel, onInvited }: InviteReviewerFormProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [days, setDays] = useState<LinkDays>(30);
  const [requireCode, setRequireCode] = useState(false);
  // The inviter's own language unless the team picks another (issue 41).
  const [language, setLanguage] = useState<Language>(() => languageOr(getStoredUser()?.language));
  const { t } = useTranslation('approvals');
  const invite = useInviteReviewer(workspaceId, cardId);
  const error = invite.error;
  // A refusal not about a field (limit reached, no permission…) shows above the buttons.
  const general =
    error && !(error instanceof ApiError && FIELDS.some((field) => error.errors[field])) ? errorMessage(error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { name: name.trim(), email: email.trim(), expiresInDays: days, requireCode, language },
      {
        onSuccess: (reviewer) => {
          toast.success(t('invite.sent', { email: reviewer.email }));
          onInvited();
        },
      },
    );
  };

  return (
    <form className="gl-reviewers__form" aria-label={t('reviewers.invite')} onSubmit={submit} noValidate>
      <Flex direction="column" gap="small">
        <FormTextField
          ref={nameRef}
          label={t('invite.name')}
          name="name"
          autoComplete="off"
          value={name}
          onValue={setName}
          error={fieldError(error, 'name')}
        />
        <FormTextField
          label={t('invite.email')}
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onValue={setEmail}
          error={fieldError(error, 'email')}
        />
        <SelectField
          label={t('invite.validFor')}
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value) as LinkDays)}
          hasError={Boolean(fieldError(error, 'expires_in_days'))}
          errorMessage={fieldError(error, 'expires_in_days')}
        >
          {([7, 30, 90] as const).map((n) => (
            <option key={n} value={String(n)}>
              {t('invite.days', { days: n })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('common:language.label')}
          name="language"
          value={language}
          onChange={(event) => setLanguage(languageOr(event.target.value))}
        >
          {LANGUAGES.map((lng) => (
            <option key={lng} value={lng} lang={lng}>
              {LANGUAGE_NAMES[lng]}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label={t('invite.requireCode')}
          name="require_code"
          value="yes"
          checked={requireCode}
          onChange={(event) => setRequireCode(event.target.checked)}
          hasError={Boolean(fieldError(error, 'require_code'))}
          errorMessage={fieldError(error, 'require_code')}
        />
        <p className="gl-reviewers__hint">{t('invite.codeHint')}</p>
        {general ? (
          <Alert variation="error" role="alert">
            {general}
          </Alert>
        ) : null}
        <FormActions
          submitLabel={t('invite.send')}
          cancelLabel={t('common:action.cancel')}
          pendingLabel={t('invite.sending')}
          isPending={invite.isPending}
          onCancel={onCancel}
          size="small"
        />
      </Flex>
    </form>
  );
}
