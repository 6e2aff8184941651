/**
 * The facts the Terms and Privacy pages state (accounts spec §9 "Business constants and limits";
 * §4 Account deletion; §5 minimum age). One table, so both pages always agree.
 */
export const LEGAL_FACTS = {
  /** accounts spec §9 "Privacy policy effective 2025-07-14" (used for both pages). */
  effectiveDate: '2025-07-14',
  effectiveDateText: 'July 14, 2025',
  /**
   * Minimum user age. The spec gives 16 in one place and 18 in the privacy policy (§5, §9); we use the
   * stricter 18 on both pages so they never contradict each other.
   */
  minimumAge: 18,
  /** Where personal data is processed, and the governing law (§9). */
  processingCountry: 'the Philippines',
  governingLaw: 'the Republic of the Philippines',
  /** Data requests go to the support mailbox (§9). */
  supportEmail: 'support@greenlight.example',
  /** Collected data (§9). */
  collectedData: [
    'e-mail address',
    'first name and last name',
    'phone number',
    'address',
    'country',
    'state',
    'province',
    'ZIP / postal code',
    'city',
    'cookies and usage data',
  ],
  /** Account deletion (§4, §9): sign-in blocked for 24 hours, data removed after 15 days. */
  deletionLoginBlockHours: 24,
  deletionRemovalDays: 15,
  /** Automatic deletion after 6 months of inactivity (§4, §9). */
  inactivityDeletionMonths: 6,
  /** Recycle bin retention (§9). */
  recycleBinDays: 30,
} as const;
