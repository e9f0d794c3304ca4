// @vitest-environment jsdom
import { act, createElement, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@doctor-console/api";
import { QR_POLL_MS, errcodes } from "@doctor-console/domain";

const calls = vi.hoisted(() => ({ getQrCode: vi.fn(), pollQrLogin: vi.fn(), completeLogin: vi.fn() }));
// The sign-in calls as the page's lazy chunk hands them over (already loaded: the hook awaits it).
vi.mock("./load-sign-in", async () => {
  const { ApiError } = await import("@doctor-console/api");
  const chunk = { ApiError, api: { account: { getQrCode: calls.getQrCode, pollQrLogin: calls.pollQrLogin } }, completeLogin: calls.completeLogin };
  return { loadSignIn: () => Promise.resolve(chunk) };
});

const { useQrLogin } = await import("./use-qr-login");

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
// What the hook returned at the last commit.
const probe: { current?: ReturnType<typeof useQrLogin> } = {};
function Probe() {
  const value = useQrLogin();
  useEffect(() => void (probe.current = value));
  return null;
}
const platformError = (errcode: number) => new ApiError("platform", "", "silent", errcode);
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(async () => {
  vi.useFakeTimers();
  for (const f of Object.values(calls)) f.mockReset();
  calls.getQrCode.mockResolvedValueOnce({ uuid: "a", url: "/qr/a.png" }).mockResolvedValueOnce({ uuid: "b", url: "/qr/b.png" });
  root = createRoot(document.createElement("div"));
  await act(async () => root.render(createElement(Probe)));
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe("useQrLogin", () => {
  it("asks for nothing until the QR tab opens, then shows a code and polls it every QR_POLL_MS", async () => {
    await tick(QR_POLL_MS * 2);
    expect(calls.getQrCode).not.toHaveBeenCalled();
    calls.pollQrLogin.mockRejectedValue(platformError(errcodes.qrWaiting));
    await act(async () => probe.current!.onModeChange("qr"));
    expect(probe.current!.status).toBe("waiting");
    expect(probe.current!.code?.uuid).toBe("a");
    await tick(QR_POLL_MS - 1);
    expect(calls.pollQrLogin).not.toHaveBeenCalled();
    await tick(1);
    expect(calls.pollQrLogin).toHaveBeenCalledTimes(1);
    expect(calls.pollQrLogin).toHaveBeenLastCalledWith({ uuid: "a" }, { background: true });
    // Not scanned yet: it keeps asking.
    await tick(QR_POLL_MS);
    expect(calls.pollQrLogin).toHaveBeenCalledTimes(2);
  });

  it("an expired code is replaced by a new one, which is polled instead", async () => {
    calls.pollQrLogin.mockRejectedValueOnce(platformError(errcodes.qrExpired)).mockRejectedValue(platformError(errcodes.qrWaiting));
    await act(async () => probe.current!.onModeChange("qr"));
    await tick(QR_POLL_MS);
    expect(calls.getQrCode).toHaveBeenCalledTimes(2);
    expect(probe.current!.code?.uuid).toBe("b");
    await tick(QR_POLL_MS);
    expect(calls.pollQrLogin).toHaveBeenLastCalledWith({ uuid: "b" }, { background: true });
  });

  it("a confirmed code signs in and polling stops", async () => {
    const result = { customerId: 1 };
    calls.pollQrLogin.mockResolvedValue(result);
    await act(async () => probe.current!.onModeChange("qr"));
    await tick(QR_POLL_MS);
    expect(calls.completeLogin).toHaveBeenCalledWith(result);
    await tick(QR_POLL_MS * 3);
    expect(calls.pollQrLogin).toHaveBeenCalledTimes(1);
  });

  it("leaving the QR tab stops polling", async () => {
    calls.pollQrLogin.mockRejectedValue(platformError(errcodes.qrWaiting));
    await act(async () => probe.current!.onModeChange("qr"));
    await tick(QR_POLL_MS);
    await act(async () => probe.current!.onModeChange("password"));
    await tick(QR_POLL_MS * 3);
    expect(calls.pollQrLogin).toHaveBeenCalledTimes(1);
  });

  it("a failed code request shows the error state, and nothing is polled", async () => {
    calls.getQrCode.mockReset().mockRejectedValue(new Error("offline"));
    await act(async () => probe.current!.onModeChange("qr"));
    expect(probe.current!.status).toBe("error");
    await tick(QR_POLL_MS * 2);
    expect(calls.pollQrLogin).not.toHaveBeenCalled();
  });
});
