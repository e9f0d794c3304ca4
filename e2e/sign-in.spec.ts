import { expect, test } from "./fixtures";
import { demo, signIn, signInThroughForm } from "./helpers";

test.describe("sign in", () => {
  test("both validation messages, and nothing is sent", async ({ page }) => {
    let loginCalls = 0;
    page.on("request", (r) => {
      if (r.url().includes("/management/login") && r.method() === "POST") loginCalls++;
    });
    await page.goto("/login");
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page.getByText("账号不能为空")).toBeVisible();
    await expect(page.getByText("密码不能为空")).toBeVisible();
    expect(loginCalls).toBe(0);
  });

  test("the form shows from the first paint: no loading screen in between, even on a slow CPU", async ({ page }) => {
    // Every text #root holds while the page loads (the HTML's form, then React's).
    await page.addInitScript(() => {
      const w = window as unknown as { rootTexts: string[] };
      w.rootTexts = [];
      new MutationObserver(() => {
        const text = document.getElementById("root")?.textContent;
        if (text && w.rootTexts.at(-1) !== text) w.rootTexts.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // A slow phone's CPU (Lighthouse's mobile 4×): the page's code arrives while the entry still runs.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto("/login");
    await expect(page.getByRole("textbox", { name: "账号" })).toBeFocused();
    const texts = await page.evaluate(() => (window as unknown as { rootTexts: string[] }).rootTexts);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).toContain("互联网医院 · 医生工作台");
      expect(text).not.toContain("加载中");
    }
  });

  test("before any script has run, /login shows the form where the live one comes, inert; other addresses show none of it", async ({ page }) => {
    const boxes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("#root p, #root h1, #root input, #root button")].map((e) => {
          const r = e.getBoundingClientRect();
          return `${e.tagName} ${r.x},${r.y} ${r.width}×${r.height}`;
        }),
      );
    const entry = /\/assets\/index-[^/]+\.js$/;
    await page.route(entry, (route) => route.abort());
    await page.goto("/login");
    await expect(page.getByText("互联网医院 · 医生工作台")).toBeVisible();
    await expect(page.getByText("医生登录")).toBeVisible();
    // Not yet a form anyone can use (nothing typed into it could be lost): a click or Tab does not reach it.
    const account = page.getByPlaceholder("请输入手机号");
    const box = (await account.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.press("Tab");
    await page.keyboard.type("138");
    await expect(account).toHaveValue("");
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const before = await boxes();
    await page.goto("/patient/patient_djz");
    await expect(page.getByText("互联网医院 · 医生工作台")).toBeHidden();
    await page.goto("/login?mode=qr");
    await expect(page.getByText("互联网医院 · 医生工作台")).toBeHidden();
    await page.unroute(entry);
    await page.goto("/login");
    await expect(page.getByRole("textbox", { name: "账号" })).toBeFocused();
    // React's page takes exactly the place of the HTML's: nothing moves.
    expect(await boxes()).toEqual(before);
  });

  test("unknown number: 该手机号尚未注册, and what was typed stays", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("textbox", { name: "账号" }).fill("13900000000");
    await page.getByLabel("密码", { exact: true }).fill("whatever");
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page.getByText("该手机号尚未注册").first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: "账号" })).toHaveValue("13900000000");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("wrong password: 密码错误", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("textbox", { name: "账号" }).fill(demo.verified);
    await page.getByLabel("密码", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page.getByText("密码错误").first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("signs in, lands on the shell, sets the spec's cookies for one day, session cookie httpOnly", async ({ page, context }) => {
    await signInThroughForm(page, demo.verified);
    await expect(page.getByText("登录成功")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    const cookies = await context.cookies();
    const byName = Object.fromEntries(cookies.map((c) => [c.name, c]));
    for (const name of ["loginName", "customerId", "yunxinId", "yunxinToken", "locked", "DochospitalId", "doctorInfoId", "isVip", "vipEndTime", "state"]) {
      expect(byName[name], name).toBeDefined();
    }
    expect(byName.loginName!.value).toBe(demo.verified);
    expect(byName.state!.value).toBe("1");
    const oneDay = Date.now() / 1000 + 24 * 3600;
    expect(Math.abs(byName.customerId!.expires - oneDay)).toBeLessThan(120);
    expect(byName.dc_session!.httpOnly).toBe(true);
  });

  test("logout: 退出成功！ and back to the login page; pages then send to /login", async ({ page }) => {
    await signIn(page, demo.verified);
    await page.getByRole("button", { name: /张明远/ }).click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    await expect(page.getByText("退出成功！")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/Welcome");
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  });
});

test.describe("VIP menu gating", () => {
  const vipEntries = ["智能开方", "专病专方", "普通开方"];
  const everyone = ["我的患者", "就诊记录", "患者反馈", "医案参考"];

  test("an active VIP sees the three prescribing entries", async ({ page }) => {
    await signIn(page, demo.verified);
    const menu = page.getByRole("navigation", { name: "主菜单" });
    for (const label of [...vipEntries, ...everyone]) await expect(menu.getByRole("link", { name: label })).toBeVisible();
  });

  for (const account of [demo.unverified, demo.reviewing]) {
    test(`${account} (expired or never VIP) does not`, async ({ page }) => {
      await signIn(page, account);
      const menu = page.getByRole("navigation", { name: "主菜单" });
      for (const label of everyone) await expect(menu.getByRole("link", { name: label })).toBeVisible();
      for (const label of vipEntries) await expect(menu.getByRole("link", { name: label })).toHaveCount(0);
    });
  }
});

test.describe("redirects", () => {
  test("/ goes to /login", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("no login cookie: sent to /login after about a second", async ({ page }) => {
    await page.goto("/personalData");
    await expect(page.getByText("您尚未登录，即将跳转到登录页…")).toBeVisible();
    const start = Date.now();
    await expect(page).toHaveURL(/\/login$/);
    expect(Date.now() - start).toBeGreaterThan(500);
  });

  test("signed in: /Home → /Welcome, three segments → last segment, other unknown → / → /login", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/Home" });
    await expect(page).toHaveURL(/\/Welcome$/);
    await page.goto("/a/b/comment");
    await expect(page).toHaveURL(/\/comment$/);
    await expect(page.getByRole("heading", { name: "评论管理" })).toBeVisible();
    await page.goto("/no/such");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test("401 anywhere: 登陆超时 and back to the login page", async ({ page, context }) => {
  await signIn(page, demo.verified, { at: null });
  // The server-side session ends (as when it expires); the console's own cookies are still there.
  await context.clearCookies({ name: "dc_session" });
  // The shell refreshes VIP and verification status on load: that call answers 401.
  await page.goto("/Welcome");
  await expect(page.getByText("登陆超时")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
