import { expect, test, type Page } from "./fixtures";
import { demo, signIn, signInThroughForm } from "./helpers";

test("QR login: a second device confirms, the console signs in", async ({ browser }) => {
  const consoleContext = await browser.newContext();
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 760 }, isMobile: true });
  const page = await consoleContext.newPage();
  await page.goto("/login");
  const codeAnswer = page.waitForResponse((r) => /\/api\/valicode$/.test(new URL(r.url()).pathname));
  await page.getByRole("button", { name: "扫码登录" }).click();
  const { result } = (await (await codeAnswer).json()) as { result: { url: string; uuid: string } };
  await expect(page.getByRole("img", { name: "登录二维码" })).toHaveAttribute("src", result.url);

  // The phone opens the link inside the QR code and confirms with the doctor's credentials.
  const phone = await phoneContext.newPage();
  await phone.goto(`/qr/confirm?uuid=${encodeURIComponent(result.uuid)}`);
  await phone.getByLabel("账号").fill(demo.verified);
  await phone.getByLabel("密码").fill(demo.password);
  await phone.getByRole("button", { name: "确认登录" }).click();
  await expect(phone.getByRole("heading", { name: "已确认登录" })).toBeVisible();

  // The console polls every 5 s and signs in.
  await expect(page).toHaveURL(/\/Welcome$/, { timeout: 15_000 });
  await expect(page.getByText("登录成功")).toBeVisible();
  await consoleContext.close();
  await phoneContext.close();
});

test("single-device login: a second sign-in warns and logs out the first console at once", async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const a = await first.newPage();
  const b = await second.newPage();
  await signIn(a, demo.verified);
  await expect(a.getByRole("navigation", { name: "主菜单" })).toBeVisible();
  // The second device signs in through the form, as a doctor does (the first console meanwhile has started up).
  await signInThroughForm(b, demo.verified);
  await expect(a.getByText("您的账号已在其他设备登录，请重新登录")).toBeVisible({ timeout: 5_000 });
  await expect(a).toHaveURL(/\/login$/);
  // The second console carries on.
  await b.getByRole("link", { name: /问诊订单/ }).first().click();
  await expect(b).toHaveURL(/\/patient/);
  await first.close();
  await second.close();
});

/** Collects Content-Security-Policy violations the page reports. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__cspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

test("the console runs under the server's Content-Security-Policy without violations", async ({ page }) => {
  const violations = await watchCsp(page);
  const answer = await page.goto("/login");
  expect(answer?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await signIn(page, demo.verified);
  for (const path of ["/patient/patient_djz", "/patient/patient_yjs", "/nutriRecipel/nutriRecipel_jl", "/nutriRecipel/addPGSGA?articleId=0", "/personalData"]) {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  // A toast and a dialog (inline styles of sonner and Radix) as well.
  await page.goto("/nutriRecipel/addPGSGA?articleId=0");
  await page.getByRole("button", { name: /填写说明/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(violations).toEqual([]);
});
