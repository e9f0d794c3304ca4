import { expect, test, type Page } from "@playwright/test";
import { COOKIE_MAX_AGE_SECONDS } from "@doctor-console/domain";
import { serverUrl } from "./support/server-url";

export const demo = {
  verified: "13800138000",
  unverified: "13800138001",
  reviewing: "13800138002",
  password: "doctor123",
} as const;

/**
 * Signs in through the /login form, as a doctor does, and waits for the home page. For the tests
 * about signing in itself (the form, its toast, what the console stores and asks for at sign-in,
 * the tab bar a sign-in starts); every other test uses `signIn`.
 */
export async function signInThroughForm(page: Page, account: string, password: string = demo.password): Promise<void> {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "账号" }).fill(account);
  await page.getByLabel("密码", { exact: true }).fill(password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/Welcome$/i);
}

interface Envelope<T> {
  errcode: number;
  errmsg: string;
  result: T;
}

/**
 * Signs in over HTTP, then opens `at` (the home page unless told; `null` opens nothing, and the
 * page's next load is the doctor's first page). It makes the calls the /login form makes (the
 * login, then the doctor's profile, VIP and verification) through the page's own `request`,
 * which shares the browser context's cookies, so the server's session cookie lands in the
 * browser; what the console keeps after a sign-in (its cookies and client store, see
 * docs/behaviour/sign-in-and-session.md#cookies-and-client-store) is written as the console
 * writes it. A test is spared the sign-in page's load and a home page it does not look at
 * (see docs/testing.md).
 */
export async function signIn(page: Page, account: string, options: { at?: string | null; password?: string } = {}): Promise<void> {
  const origin = serverUrl(test.info().parallelIndex);
  const get = async <T>(path: string): Promise<Envelope<T>> => {
    const answer = await page.request.get(`${origin}/api${path}`);
    expect(answer.ok(), path).toBe(true);
    return (await answer.json()) as Envelope<T>;
  };
  // A signed-in write says where it comes from, as the console's page would (cross-site ones are refused).
  const answer = await page.request.post(`${origin}/api/management/login`, {
    headers: { Origin: origin },
    form: { usersname: account, password: options.password ?? demo.password },
  });
  expect(answer.ok(), "POST /management/login").toBe(true);
  const login = (await answer.json()) as Envelope<{ loginName: string; customerId: number; yunxinId?: string; yunxinToken?: string; locked?: number; hospitalId: number }>;
  expect(login.errcode, `sign-in of ${account}: ${login.errmsg}`).toBe(0);
  const { loginName, customerId, yunxinId, yunxinToken, locked, hospitalId } = login.result;

  const [profile, vip, verification] = await Promise.all([
    get<{ doctor: { doctorInfoId: number } & Record<string, unknown> }>("/management/message"),
    get<{ isVip: boolean; vipEndTime?: string | null }>(`/back/doctors/getDoctorVip?doctorId=${customerId}`),
    get<{ state: number } | null>("/management/authentication"),
  ]);
  const doctor = profile.result.doctor;
  const cookies: Record<string, string> = {
    loginName,
    customerId: String(customerId),
    yunxinId: String(yunxinId ?? ""),
    yunxinToken: String(yunxinToken ?? ""),
    locked: String(locked ?? 0),
    DochospitalId: String(hospitalId),
    doctorInfoId: String(doctor.doctorInfoId),
    isVip: vip.result.isVip ? "1" : "0",
    vipEndTime: vip.result.vipEndTime ?? "",
    // No verification on file answers "no data": the console counts that as state -1.
    state: String(verification.result?.state ?? -1),
  };
  const expires = Math.floor(Date.now() / 1000) + COOKIE_MAX_AGE_SECONDS;
  await page
    .context()
    .addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value: encodeURIComponent(value), url: origin, expires, sameSite: "Lax" as const })));

  // The client store, written before the console's scripts run, on the page's next load only.
  const store = await page.addInitScript(
    (items: [string, string][]) => {
      for (const [key, value] of items) localStorage.setItem(key, value);
    },
    [
      ["loginName", loginName],
      ["CustomerId", String(customerId)],
      ["medicalData", JSON.stringify(doctor)],
    ] as [string, string][],
  );
  const at = options.at === undefined ? "/Welcome" : options.at;
  if (at === null) {
    page.once("domcontentloaded", () => void store.dispose().catch(() => undefined));
    return;
  }
  try {
    await page.goto(at);
  } finally {
    await store.dispose();
  }
}

/**
 * Opens `path` inside the console already on screen, as its own links do (`history.pushState`,
 * which the router follows): no reload, so the pages' code, the session and the cache stay as a
 * doctor moving from page to page has them. For the sweeps over many pages; a test about what a
 * reload or a typed address does uses `page.goto`.
 */
export async function openInConsole(page: Page, path: string): Promise<void> {
  // Back in the test once the console has rendered the new address (a frame later): its page, its
  // loading veil, or the redirect a section's root makes to its first tab.
  await page.evaluate(async (to) => {
    history.pushState(null, "", to);
    await new Promise((rendered) => requestAnimationFrame(rendered));
  }, path);
}

/**
 * The console as a static host serves it (its files, and index.html for every route): the HTML
 * holds no first screen from the server, so the browser renders the first page itself and asks
 * for its data. For tests of that path, and of answers a test replaces in the browser
 * (`page.route` cannot reach the server's own render of the first screen).
 */
export async function withoutFirstScreen(page: Page): Promise<void> {
  await page.route(
    () => true,
    async (route, request) => {
      if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return route.fallback();
      await route.fulfill({ response: await route.fetch({ url: new URL("/index.html", request.url()).href }) });
    },
  );
}
