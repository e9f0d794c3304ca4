/** GET /management/diseases: the extension of the contract that lists a doctor's diseases. */
import { beforeAll, describe, expect, it } from "vitest";
import { createFixtures } from "@doctor-console/domain/fixtures";
import { accounts, TODAY, useHarness, type Browser } from "./harness";

const h = useHarness();
const fixtures = createFixtures(TODAY);
let zhang: Browser;
let li: Browser;

beforeAll(async () => {
  zhang = h.browser();
  li = h.browser();
  await zhang.signInAs(accounts.verified);
  await li.signInAs(accounts.unverified);
});

describe("the disease list (extension of the contract)", () => {
  it("lists the doctor's own diseases, newest first, paged like the other lists", async () => {
    const mine = fixtures.diseases.filter((d) => d.customerId === 1001);
    const first = await zhang.client.articles.listDiseases({ page: 1 });
    expect(first.total).toBe(mine.length);
    expect(first.list.map((d) => d.diseaseName)).toEqual(mine.map((d) => d.diseaseName).reverse());
    expect(first.list[0]).toEqual({ diseaseId: expect.any(Number), diseaseName: mine.at(-1)!.diseaseName, content: mine.at(-1)!.content, department: mine.at(-1)!.department });

    for (let i = 0; i < 10; i++) await zhang.client.articles.addDisease({ diseaseName: `病${i}`, content: "内容", department: "中医内科,推拿科" });
    const page1 = await zhang.client.articles.listDiseases({ page: 1 });
    const page2 = await zhang.client.articles.listDiseases({ page: 2 });
    expect(page1.total).toBe(mine.length + 10);
    expect(page1.list).toHaveLength(page1.pageSize);
    expect(page1.list[0]).toMatchObject({ diseaseName: "病9", department: "中医内科,推拿科" });
    expect(page2.list.map((d) => d.diseaseName)).toEqual(mine.map((d) => d.diseaseName).reverse().slice(page1.pageSize - 10));
  });

  it("answers 30007 (an empty list) to a doctor with none, and needs a session", async () => {
    expect((await li.raw("/management/diseases?page=1")).body?.errcode).toBe(30007);
    expect(await li.client.articles.listDiseases({ page: 1 })).toEqual({ list: [], pageSize: 10, total: 0 });
    const { status, body } = await h.browser().raw("/management/diseases?page=1");
    expect(status === 401 || body?.errcode === 401).toBe(true);
  });

  it("refuses a page that is not a page", async () => {
    const { body } = await zhang.raw("/management/diseases?page=abc");
    expect(body?.errcode).not.toBe(0);
  });
});
