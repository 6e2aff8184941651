/**
 * Accounts in a real browser (issue 3 "Tests: In Chromium"; accounts spec §2 public routes, §4 Account
 * states, §8 session expiry): register and confirm through the e-mailed link, sign in and out; five
 * wrong passwords lock the account and the e-mailed unlock link frees it; forgot password, reset, sign
 * in with the new password; an expired session goes to /login with the spec's message, while a stale
 * access token alone is refreshed without the user noticing. Also the Edit Profile modal (picture,
 * names, password, deletion) and the "Add Business" / "Upgrade" gating (accounts spec §2, §5, §6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { TEST_PASSWORD, baseUrl, createUser, signedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { linkFromMail } from '../support/mail';

const TOKENS_KEY = 'greenlight.tokens';

describe('accounts in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // A fresh context per test: no session or storage leaks from one flow into the next.
  async function freshPage(): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    return page;
  }

  async function fillLogin(email: string, password: string): Promise<void> {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
  }

  it('registers, confirms through the e-mailed link, signs in and signs out', async () => {
    await freshPage();
    const email = `register-${Date.now()}@example.com`;
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();

    // The spec's messages, in the browser, before anything is sent.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Required').first().waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password').fill('abd');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Invalid email').waitFor();
    await page.getByText('Enter minimum of 6 characters').waitFor();
    await page.getByText('Should match password').waitFor();

    await page.getByLabel('First name').fill('Rita');
    await page.getByLabel('Last name').fill('Register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password').fill('Secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Check your email for confirmation.').waitFor();

    // Not confirmed yet: sign-in says so.
    await page.goto(`${baseUrl()}/login`);
    await fillLogin(email, 'Secret123');
    await page
      .getByRole('alert')
      .filter({ hasText: 'You have to confirm your email address before continuing.' })
      .waitFor();

    const link = await linkFromMail(email, /Confirm your Greenlight account/);
    expect(link.pathname).toBe('/users/confirmation');
    await page.goto(link.toString());
    await page.getByText('Email confirmed successfully. You may now log in.').waitFor();
    await page.getByRole('link', { name: 'Back to Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await fillLogin(email, 'Secret123');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // Confirmation created the personal organization ("My Workspace").
    await page.getByRole('heading', { name: 'My Workspace', level: 1 }).waitFor();

    // Signed in, a public auth page sends the visitor home with an error.
    await page.goto(`${baseUrl()}/register`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('toast').filter({ hasText: 'You are already logged in.' }).waitFor();

    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKENS_KEY)).toBeNull();
    expect(await page.getByText('Your session has already expired').count()).toBe(0);
  });

  it('locks the account after 5 wrong passwords, and the e-mailed unlock link frees it', async () => {
    await freshPage();
    const { email, password } = await createUser('locked');
    await page.goto(`${baseUrl()}/login`);

    for (let attempt = 1; attempt <= 4; attempt++) {
      await fillLogin(email, `wrong-${attempt}`);
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    }
    await fillLogin(email, 'wrong-5');
    const locked = 'Your account is locked. We sent you an e-mail with a link to unlock it.';
    await page.getByRole('alert').filter({ hasText: locked }).waitFor();

    // The right password does not get past the lock.
    await fillLogin(email, password);
    await page.getByRole('alert').filter({ hasText: locked }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    const link = await linkFromMail(email, /locked/i);
    expect(link.pathname).toBe('/users/unlock');
    await page.goto(link.toString());
    await page.getByText('Your account has been unlocked successfully. You may now log in.').waitFor();
    await page.getByRole('link', { name: 'Back to Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await fillLogin(email, password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });

  it('resets a forgotten password through the e-mailed link, then signs in with the new one', async () => {
    await freshPage();
    const { email, password } = await createUser('forgot');
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.getByRole('button', { name: 'Request Password Reset' }).click();
    await page.getByText('Required').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Request Password Reset' }).click();
    await page.getByText('Check your email for instructions.').waitFor();

    const link = await linkFromMail(email, /Reset your Greenlight password/);
    expect(link.pathname).toBe('/users/password/edit');
    await page.goto(link.toString());
    await page.getByLabel('New password', { exact: true }).fill('NewSecret1');
    await page.getByLabel('Confirm new password').fill('NewSecret1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page
      .getByTestId('toast')
      .filter({ hasText: /password has been changed/i })
      .waitFor();

    // The old password is gone; the new one works.
    await fillLogin(email, password);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    await fillLogin(email, 'NewSecret1');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // A used link says so and offers a new one.
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(link.toString());
    await page.getByLabel('New password', { exact: true }).fill('Another1');
    await page.getByLabel('Confirm new password').fill('Another1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Reset password token is invalid or has expired.' }).waitFor();
    await page.getByRole('link', { name: 'Request a new password reset link' }).waitFor();
  });

  it('refreshes a stale access token without signing out, and sends an expired session to /login', async () => {
    await freshPage();
    const { email, password } = await createUser('session');
    await signInThroughUi(page, email, password);
    await page.getByRole('heading', { name: 'My Workspace', level: 1 }).waitFor();

    // Only the access token is bad (a laptop that slept): the app refreshes it and retries.
    const before = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key)!), TOKENS_KEY);
    await page.evaluate((key) => {
      const tokens = JSON.parse(window.localStorage.getItem(key)!);
      window.localStorage.setItem(key, JSON.stringify({ ...tokens, access_token: 'corrupted' }));
    }, TOKENS_KEY);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/refresh') && r.status() === 200);
    await page.reload();
    await refreshed;
    await page.getByRole('heading', { name: 'My Workspace', level: 1 }).waitFor();
    const after = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key)!), TOKENS_KEY);
    expect(after.access_token).not.toBe('corrupted');
    expect(after.refresh_token).toBe(before.refresh_token);
    expect(new URL(page.url()).pathname).toBe('/');

    // A token about to expire is refreshed ahead of time, by the timer, with no call from the page.
    await page.evaluate((key) => {
      const tokens = JSON.parse(window.localStorage.getItem(key)!);
      window.localStorage.setItem(key, JSON.stringify({ ...tokens, expires_at: Date.now() + 2 * 60_000 + 3_000 }));
    }, TOKENS_KEY);
    const early = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/refresh') && r.status() === 200, {
      timeout: 20_000,
    });
    await page.reload();
    await early;
    // The app stores the new tokens just after the response arrives: wait for the write, not the wire.
    await page.waitForFunction(
      (key) => JSON.parse(window.localStorage.getItem(key)!).expires_at > Date.now() + 30 * 60_000,
      TOKENS_KEY,
    );
    const renewed = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key)!), TOKENS_KEY);
    expect(renewed.expires_at).toBeGreaterThan(Date.now() + 30 * 60_000);

    // Access and refresh tokens both refused: the session has expired.
    await page.evaluate((key) => {
      const tokens = JSON.parse(window.localStorage.getItem(key)!);
      window.localStorage.setItem(
        key,
        JSON.stringify({ ...tokens, access_token: 'corrupted', refresh_token: 'corrupted' }),
      );
    }, TOKENS_KEY);
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your session has already expired. Please sign in again.' })
      .waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('greenlight.user'))).toBeNull();

    // Storage that is not even JSON counts as expired too, here on the next call rather than a reload.
    await signInThroughUi(page, email, password);
    await page.getByRole('heading', { name: 'My Workspace', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate((key) => window.localStorage.setItem(key, '{not json'), TOKENS_KEY);
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your session has already expired. Please sign in again.' })
      .waitFor();
  });

  it('edits the profile with a picture in the modal, then deletes the account', async () => {
    await freshPage();
    const { email, password } = await createUser('profile');
    await signInThroughUi(page, email, password);
    // No create-organization permission: "Upgrade" instead of "+ Add Business" (the sidebar's Business mode).
    await page.getByRole('tab', { name: 'Business', exact: true }).click();
    await page.getByRole('button', { name: 'Upgrade' }).click();
    await page.getByRole('dialog', { name: 'Upgrade your account' }).getByText('support@greenlight.example').waitFor();
    await page.getByRole('button', { name: 'Maybe later' }).click();
    expect(await page.getByRole('button', { name: '+ Add Business' }).count()).toBe(0);

    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('First name').waitFor();

    const picker = dialog.locator('input[type=file]');
    await picker.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a picture'),
    });
    await dialog.getByText('File selected is not an image').waitFor();
    const picture = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2fa866' } })
      .png()
      .toBuffer();
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    // The crop dialog comes first (issue 30 item 9; tests/browser/avatar-crop.test.ts).
    await page.getByRole('dialog', { name: 'Crop picture' }).getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('me.png will be saved with the profile.').waitFor();

    await dialog.getByLabel('First name').fill('');
    await dialog.getByRole('button', { name: 'Save Profile' }).click();
    await dialog.getByText('First name: Required').waitFor();
    await dialog.getByLabel('First name').fill('Petra');
    await dialog.getByRole('button', { name: 'Save Profile' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('toast').filter({ hasText: 'Your profile has been updated.' }).waitFor();
    await page
      .getByRole('button', { name: /Profile menu for Petra/ })
      .locator('img')
      .waitFor();

    // Escape closes the modal; the wrong current password is refused.
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await dialog.getByLabel('First name').waitFor();
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByLabel('New password', { exact: true }).fill('Changed123');
    await dialog.getByLabel('Confirm new password').fill('Changed123');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await dialog.getByText('Current password is invalid').waitFor();

    // Deletion: the spec's confirmation, then signed out on /login; sign-in is blocked.
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByTestId('delete-account-dialog');
    await confirm
      .getByText(
        'You cannot log in this account in 24 hours. This action will permanently delete all data associated with this account after 15 days.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await fillLogin(email, password);
    await page.getByRole('alert').filter({ hasText: 'This account is scheduled for deletion.' }).waitFor();
  });

  it('shows "+ Add Business" to a user allowed to create organizations, and refuses deletion while in a shared organization', async () => {
    await freshPage();
    const owner = await signedInUser('owner', { canCreateOrganization: true });
    await signInThroughUi(page, owner.email, TEST_PASSWORD);
    await page.getByRole('tab', { name: 'Business', exact: true }).click();
    await page.getByRole('button', { name: '+ Add Business' }).waitFor();
    expect(await page.getByRole('button', { name: 'Upgrade' }).count()).toBe(0);
    await page.getByRole('button', { name: '+ Add Business' }).click();
    await page.getByLabel('Business name').fill('Acme Studio');
    await page.getByLabel('Business name').press('Enter');
    await page.getByRole('link', { name: 'Acme Studio' }).first().waitFor();

    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    // Plain, actionable wording instead of the spec's "Oops!" (issue 35).
    await dialog
      .getByText(
        "You can't delete your account while you belong to workspaces or organizations other than My Workspace. Leave those workspaces and delete the organizations you own, then come back here.",
      )
      .waitFor();
    expect(await dialog.getByText('Oops!').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Delete Account' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
