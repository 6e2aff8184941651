import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES } from '../../../../shared/schemas/auth-messages';
import { accountMessage, passwordToggleLabels, readableFieldMessage } from './account-messages';
import { setLanguage } from './i18n-store';

describe("the spec's account messages in the reader's language (issue 41; decisions MB2)", () => {
  afterAll(() => setLanguage('en'));

  it('keeps every spec message word for word in English', async () => {
    await setLanguage('en');
    for (const text of [...Object.values(MESSAGES), ...Object.values(ACCOUNT_MESSAGES)].filter(
      (message) => message !== ACCOUNT_MESSAGES.emailTaken && message !== MESSAGES.notAuthorized,
    ))
      expect(accountMessage(text)).toBe(text);
    expect(readableFieldMessage('Email', ACCOUNT_MESSAGES.emailTaken)).toBe('Email has already been taken');
    expect(readableFieldMessage('Current password', 'is invalid')).toBe('Current password is invalid');
    expect(passwordToggleLabels().showPasswordButtonLabel).toBe('Show characters');
  });

  it('words the known messages in German and Spanish and leaves other texts as they came', async () => {
    await setLanguage('de', ['auth']);
    expect(accountMessage(MESSAGES.required)).toBe('Pflichtfeld');
    expect(accountMessage(ACCOUNT_MESSAGES.invalidCredentials)).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    expect(readableFieldMessage('E-Mail', ACCOUNT_MESSAGES.emailTaken)).toBe('E-Mail wird bereits verwendet');
    expect(readableFieldMessage('E-Mail', MESSAGES.invalidEmail)).toBe('Ungültige E-Mail-Adresse');
    expect(accountMessage('Greenlight is busy right now.')).toBe('Greenlight is busy right now.');
    expect(accountMessage(undefined)).toBeUndefined();
    await setLanguage('es', ['auth']);
    expect(accountMessage(ACCOUNT_MESSAGES.checkEmailInstructions)).toBe(
      'Revisa tu correo: te hemos enviado las instrucciones.',
    );
    expect(passwordToggleLabels().passwordIsHiddenLabel).toBe('La contraseña está oculta');
  });
});
