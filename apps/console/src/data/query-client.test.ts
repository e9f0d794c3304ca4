// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@doctor-console/api";

const told = vi.hoisted(() => ({ showHttpFailure: vi.fn() }));
vi.mock("./http-failure", () => told);

const { queryClient } = await import("./query-client");

const failing = (key: string, error: Error, silent?: boolean) =>
  queryClient.fetchQuery({ queryKey: ["query-client-test", key], queryFn: () => Promise.reject(error), ...(silent && { meta: { silent } }) }).catch(() => undefined);
const httpFailure = () => new ApiError("http", "服务器开小差了", "error", 500);

beforeEach(() => told.showHttpFailure.mockReset());

describe("the console's query client", () => {
  it("tells a query's HTTP failure once", async () => {
    const error = httpFailure();
    await failing("loud", error);
    expect(told.showHttpFailure).toHaveBeenCalledTimes(1);
    expect(told.showHttpFailure).toHaveBeenCalledWith(error);
  });

  it("does not tell the failure of a silent query (a poll's, a page of a whole list)", async () => {
    await failing("silent", httpFailure(), true);
    expect(told.showHttpFailure).not.toHaveBeenCalled();
  });

  it("leaves other failures to the page (a platform errcode is the page's to show)", async () => {
    await failing("platform", new ApiError("platform", "无数据", "silent", 1));
    expect(told.showHttpFailure).not.toHaveBeenCalled();
  });
});
