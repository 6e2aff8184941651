/**
 * Which language the interface starts in (issue 41 "Each user's language"; decisions LN3): the signed-in
 * user's stored language (kept on this device when the profile is read or changed, so the first paint is
 * already right), else `?lang=` (a review link names its reviewer's language; `en-XA` in development), else
 * the browser's languages.
 */
import { isLanguage, negotiateLanguage } from '../../../../shared/i18n/languages';
import { setLanguage, type UiLanguage } from './i18n-store';

const STORAGE_KEY = 'greenlight.language';

/**
 * Whether this build carries the pseudo-locale `en-XA` (decisions LN4, PS1): the dev server, and the build of
 * `vite build --mode pseudo` (web/dist-pseudo, for tests/browser/i18n-pseudo.test.ts). A constant once built, so
 * the shipped build drops every pseudo branch and catalogue.
 */
export const PSEUDO_BUILD = import.meta.env.DEV || import.meta.env.MODE === 'pseudo';

/** Whether `value` is a language the interface may show here (the pseudo-locale only in PSEUDO_BUILD). */
export function isUiLanguage(value: unknown): value is UiLanguage {
  return isLanguage(value) || (PSEUDO_BUILD && value === 'en-XA');
}

/**
 * Whether this page was asked for the pseudo-locale (`?lang=en-XA`, or kept on this device): it then comes before
 * the signed-in user's stored language, which can never be `en-XA`. Always false outside PSEUDO_BUILD.
 */
export function pseudoLocaleAsked(): boolean {
  if (!PSEUDO_BUILD) return false;
  return new URLSearchParams(window.location.search).get('lang') === 'en-XA' || storedUiLanguage() === 'en-XA';
}

/** The language kept on this device, if any. */
export function storedUiLanguage(): UiLanguage | null {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
    return isUiLanguage(kept) ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps `lng` on this device (the user's stored language, or a reviewer's choice). */
export function keepUiLanguage(lng: UiLanguage): void {
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // Storage refused (private mode): the language still applies to this page.
  }
}

/**
 * The language to start in: kept on this device > `?lang=` > the browser's. The review page puts `?lang=`
 * first (`urlFirst`): its e-mailed link carries the reviewer's language as the team or the reviewer last set it.
 */
export function initialUiLanguage({ urlFirst = false }: { urlFirst?: boolean } = {}): UiLanguage {
  const asked = new URLSearchParams(window.location.search).get('lang');
  const fromUrl = isUiLanguage(asked) ? asked : null;
  return (urlFirst ? fromUrl : null) ?? storedUiLanguage() ?? fromUrl ?? negotiateLanguage(navigator.languages);
}

/**
 * After a sign-in (accounts spec §2 Login; issue 41 "Each user's language"; decisions SL1): the interface switches
 * to the signed-in user's stored language and keeps it on this device, so the next page load starts in it too.
 * Resolves once that language's catalogues for the loaded screens are in, so the first signed-in screen draws in
 * it; a catalogue that fails to load (offline) leaves the current language and never fails the sign-in. A page
 * that asked for the pseudo-locale keeps it (decisions PS1).
 */
export async function adoptSignedInLanguage(lng: UiLanguage): Promise<void> {
  if (pseudoLocaleAsked()) return;
  keepUiLanguage(lng);
  await setLanguage(lng).catch(() => undefined);
}
