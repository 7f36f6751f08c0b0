// What the end-to-end journeys share: the API's address, the passwords, the phone check, the
// sign-in, a second browser, a fresh verified buyer and the data of an API answer.
import { expect, type APIRequestContext, type APIResponse, type Browser, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mail';

export const API = '/api/v1';
/** The password of the buyers the journeys sign up. */
export const PASSWORD = 'Lubumbashi2026';
/** The password of the demo accounts (admin, agent, buyer) of the seed. */
export const DEMO_PASSWORD = 'Parcelles2026!';

/** Whether the project is the phone one (narrower than the desktop layout). */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The `data` of an API answer, which must be a success. */
export async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Fills and sends the sign-in form, whatever the answer. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

/** Signs in through the form, and waits for 'Connexion réussie !'. */
export async function signIn(page: Page, email: string, password: string) {
  await submitSignIn(page, email, password);
  await expect(page.getByText('Connexion réussie !')).toBeVisible();
}

/**
 * Opens the page's browser signed in with a session made once per worker (test.ts
 * `staffSession`), as a returning staff member would find it: what the app keeps in localStorage.
 */
export async function useSession(page: Page, session: { token: string; user: unknown }) {
  await page.context().addInitScript(
    ([token, user]) => {
      if (!localStorage.getItem('authToken')) {
        localStorage.setItem('authToken', token);
        localStorage.setItem('user', user);
      }
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

/** A second browser for the other person of the scene, at the same size as the project's. */
export async function otherPage(browser: Browser, page: Page) {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: isPhone(page),
    hasTouch: isPhone(page),
  });
  return context.newPage();
}

/** A new buyer (password PASSWORD) whose address is verified through the mailed link. */
export async function verifiedBuyer(page: Page, request: APIRequestContext, email: string, nom: string) {
  const registered = await request.post(`${API}/auth/register`, {
    data: { nom, email, telephone: '+243812345678', motDePasse: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const mail = await waitForMail(email, 'Confirmez votre adresse email');
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email vérifié !' })).toBeVisible();
}
