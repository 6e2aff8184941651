/**
 * Account deletion (accounts spec §4): 15 days after a deletion request everything the user owns is
 * removed; 15 days before 6 months without a sign-in the user is warned by e-mail and their deletion is
 * scheduled at the 6-month mark (decisions C4).
 * Runs daily on EventBridge; locally `POST /_local/schedules/account-deletion` runs it now.
 */
import { scheduledJob } from '../../services/schedules/run-due-jobs';
import { deleteAccountData, warnInactiveAccount } from '../../services/accounts/deletion';

export const handler = scheduledJob({
  account_deletion: (entry) => deleteAccountData(entry.subject_id),
  account_inactivity: (entry) => warnInactiveAccount(entry.subject_id),
});
