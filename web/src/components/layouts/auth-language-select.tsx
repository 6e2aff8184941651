/**
 * The signed-out pages' Language select (issue 41 "Each user's language"; decisions MB3): a visitor has no
 * profile yet, so the page starts in this device's kept language, else `?lang=`, else the browser's
 * (lib/i18n/ui-language.ts). Choosing applies at once and is kept on this device; registering then sends it
 * as `Accept-Language`, which becomes the new account's language (decisions LN9).
 */
import { DeviceLanguageSelect } from '../ui/device-language-select';

/** English, Español, Deutsch, each in its own words. */
export function AuthLanguageSelect() {
  return <DeviceLanguageSelect className="gl-auth__language" />;
}
