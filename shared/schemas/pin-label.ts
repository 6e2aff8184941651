/**
 * How a pin's number is shown (no imports: the web app's comments and proofing features and the review
 * report PDF share it) (issue 35; decisions PA3): the Guest and Team tabs number their pins apart,
 * so a Team pin reads "T1", "T2"… beside the Guest tab's "1", "2"… (guests only ever see the latter).
 */
export const pinLabel = (pin: { number: number; internal: boolean }): string =>
  pin.internal ? `T${pin.number}` : String(pin.number);
