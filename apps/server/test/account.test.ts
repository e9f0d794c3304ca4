/** The seed (demo doctors from the fixtures) and the account / profile calls. */
import { beforeAll, describe, expect, it } from "vitest";
import { isStudioOpen, isVipActive, type Doctor } from "@doctor-console/domain";
import { createFixtures } from "@doctor-console/domain/fixtures";
import { demoAccounts, seedIfEmpty } from "../src/demo/seed";
import { verifyPassword } from "../src/http/session";
import { accounts, PASSWORD, TODAY, useHarness, type Browser } from "./harness";

const h = useHarness();
const fixtures = createFixtures(TODAY);
let zhang: Browser;
let wang: Browser;

beforeAll(async () => {
  zhang = h.browser();
  wang = h.browser();
  await zhang.signInAs(accounts.verified);
  await wang.signInAs(accounts.reviewing);
});

describe("seed", () => {
  it("seeds only an empty database", async () => {
    const before = await h.digest();
    expect(await seedIfEmpty(h.db, TODAY)).toBe(false);
    expect(await h.digest()).toBe(before);
  });

  it("lists the three demo accounts main.ts prints", () => {
    expect(demoAccounts.map((a) => a.account)).toEqual([accounts.verified, accounts.unverified, accounts.reviewing]);
    expect(demoAccounts.every((a) => a.description.length > 0)).toBe(true);
  });

  it("stores hashed passwords that verify doctor123", async () => {
    const { rows } = await h.db.query<{ password_hash: string }>("SELECT password_hash FROM doctors ORDER BY doctor_id");
    expect(rows).toHaveLength(3);
    for (const { password_hash } of rows) {
      expect(password_hash).not.toContain(PASSWORD);
      expect(await verifyPassword(PASSWORD, password_hash)).toBe(true);
    }
  });

  it("gives each demo doctor their verification, VIP and hospital", async () => {
    const expectations = [
      { account: accounts.verified, state: 1, vip: true, library: true },
      { account: accounts.unverified, state: -1, vip: false, library: false },
      { account: accounts.reviewing, state: 0, vip: false, library: true },
    ];
    for (const e of expectations) {
      const b = h.browser();
      const login = await b.signInAs(e.account);
      const verification = await b.client.account.getVerification({});
      expect(verification.state, e.account).toBe(e.state);
      expect(isStudioOpen(verification.state)).toBe(e.state === 1);
      expect(isVipActive(await b.client.account.getVip({ doctorId: login.customerId }), TODAY), e.account).toBe(e.vip);
      const library = await b.client.nutrition.listProducts({ page: 1, hospitalId: login.hospitalId }).then(
        () => true,
        () => false,
      );
      expect(library, e.account).toBe(e.library);
    }
    // Re-signing in ended the file's sessions of these doctors.
    await zhang.signInAs(accounts.verified);
    await wang.signInAs(accounts.reviewing);
  });

  it("keeps the fixture ids and continues the sequences after them", async () => {
    expect((await zhang.client.orders.getOrder({ payRecordId: 10001 })).payRecordId).toBe(10001);
    const id = await zhang.client.articles.saveArticle({
      articleId: 0,
      title: "序列测试",
      content: "<p>x</p>",
      categoryId: 2,
      tagId: 0,
      isEssence: 0,
      isOpenDiscuss: 1,
    });
    expect(id).toBe(Math.max(...fixtures.articles.map((a) => a.articleId)) + 1);
  });
});

describe("profile", () => {
  /** The fields the profile form sends (the server refuses any other key), with `changes`. */
  const formFields = ["doctorName", "sex", "birthDay", "photoUrl", "hospital", "hospitalLevel", "province", "city", "county", "provinceName", "cityName", "countyName", "department", "secondDepartment", "title", "practiceYear"] as const;
  const edit = (doctor: Doctor, changes: Partial<Doctor>) => {
    const merged = { ...doctor, ...changes } as Record<string, unknown>;
    return Object.fromEntries(formFields.map((k) => [k, merged[k] ?? ""])) as Record<string, unknown> as never;
  };

  it("answers the doctor's own profile", async () => {
    expect((await wang.client.account.getProfile({})).doctor).toEqual(fixtures.accounts[2]!.doctor);
  });

  it("saves with domain's profile rules; region names come from the cascader, not the client", async () => {
    const { doctor } = await wang.client.account.getProfile({});
    await wang.client.account.saveProfile({
      ...(edit(doctor, { doctorName: " 王振华 ", province: "440000", city: "440100", county: "440106", title: "主任医师", practiceYear: 5 }) as Record<string, unknown>),
      provinceName: "火星",
    } as never);
    expect((await wang.client.account.getProfile({})).doctor).toEqual({
      ...doctor,
      doctorName: "王振华",
      province: "440000",
      city: "440100",
      county: "440106",
      provinceName: "广东省",
      cityName: "广州市",
      countyName: "天河区",
      title: "主任医师",
      practiceYear: 5,
    });
  });

  it("refuses bad profiles with domain's messages and stores nothing", async () => {
    const { doctor } = await wang.client.account.getProfile({});
    const before = await h.digest();
    const cases: [Partial<Doctor>, string][] = [
      [{ doctorName: "  " }, "请输入姓名"],
      [{ birthDay: "1980-02-30" }, "请选择日期"],
      [{ hospital: " " }, "请输入医院名称"],
      [{ department: " " }, "请输入所在科室"],
      [{ province: "999999" }, "请输入所在地区"],
      [{ county: "110101" }, "请输入所在地区"],
    ];
    for (const [changes, message] of cases) {
      await expect(wang.client.account.saveProfile(edit(doctor, changes)), message).rejects.toMatchObject({ errcode: 10001, message });
    }
    await expect(wang.client.account.saveProfile(edit(doctor, { photoUrl: "https://evil.example/me.png" }))).rejects.toMatchObject({
      errcode: 10001,
    });
    await expect(wang.client.account.saveProfile(edit(doctor, { photoUrl: "/uploads/demo/avatar-zhang.png" }))).rejects.toMatchObject({
      errcode: 10001,
    });
    expect(await h.digest()).toBe(before);
  });

  it("answers the cascaders from the fixtures", async () => {
    expect(await zhang.client.account.getAreas({})).toEqual(fixtures.areas);
    expect(await zhang.client.account.getDepartments({})).toEqual(fixtures.departments);
  });
});

describe("VIP and verification documents", () => {
  it("answers VIP by customerId or doctorInfoId, and 30007 for another doctor", async () => {
    const vip = await zhang.client.account.getVip({ doctorId: 1001 });
    expect(await zhang.client.account.getVip({ doctorId: 1 })).toEqual(vip);
    await expect(zhang.client.account.getVip({ doctorId: 1003 })).rejects.toMatchObject({ errcode: 30007 });
  });

  it("deletes an own document and answers 30007 for an unknown path", async () => {
    const { list } = await wang.client.account.getVerification({});
    await wang.client.account.deleteVerification({ path: list[0]!.paperUrl });
    expect((await wang.client.account.getVerification({})).list).toEqual(list.slice(1));
    await expect(wang.client.account.deleteVerification({ path: "/uploads/demo/nothing.png" })).rejects.toMatchObject({ errcode: 30007 });
  });
});

describe("sessions", () => {
  it("answers 401 after logout, and every call needs a session", async () => {
    const b = h.browser();
    await b.signInAs(accounts.unverified);
    await b.client.account.logout({});
    expect(b.cookies.size).toBe(0);
    for (const call of [
      () => b.client.account.getProfile({}),
      () => b.client.orders.listOrders({ state: 0, page: 1 }),
      () => b.client.nutrition.addProduct({ nourishmentName: "x", price: 1, specification: "袋" }),
    ]) {
      await expect(call()).rejects.toMatchObject({ kind: "unauthorized", errcode: 401, message: "登陆超时" });
    }
    expect(b.unauthorized).toHaveLength(3);
  });

  it("keeps the session in an httpOnly cookie", async () => {
    const b = h.browser();
    const response = await b.fetch("http://localhost/api/management/login", {
      method: "POST",
      body: new URLSearchParams({ usersname: accounts.unverified, password: PASSWORD }),
    });
    const cookie = response.headers.getSetCookie().join(";");
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});
