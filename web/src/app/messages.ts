/**
 * App-level notices (accounts spec §2 "a visitor with a session is sent to / with an already-logged-in
 * error"). The session-expired text lives in the shared message table and is shown by the login page,
 * so the signed-in bundle does not carry the shared schema module.
 */

/** Shown when a signed-in visitor opens a public auth page. */
export const ALREADY_LOGGED_IN_MESSAGE = 'You are already logged in.';
