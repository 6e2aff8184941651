/**
 * Why a card cannot go to the recycle bin now (cards spec §8: the API refuses a card in a time-tracked stage),
 * shown under the settings menu's disabled "Move to Recycle Bin". Its own module so the popup's first screen
 * does not import the confirmation (settings-dialogs.ts, loaded on intent; issue 39, decisions UJ1).
 */
import { translate } from '../../../../lib/i18n/i18n-store';
import '../../english-messages';

/**
 * Why a card cannot be binned now, or null when it can (the API refuses a time-tracked stage, cards spec §8).
 * In the interface language: call it while the `card` catalogue is loaded (the popup's render).
 */
export function binRefusal(card: { name: string; stage_name: string; stage_time_tracked: boolean }): string | null {
  return card.stage_time_tracked
    ? translate('card', 'bin.timeTracked', { name: card.name, stage: card.stage_name })
    : null;
}
