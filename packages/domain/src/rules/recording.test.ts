import { describe, expect, it } from "vitest";
import { formatDuration, recordingErrorMessage, recordingMessages } from "./recording";

describe("video recording test page", () => {
  it("tells no camera, permission denied, busy and unsupported apart", () => {
    expect(recordingErrorMessage("NotFoundError")).toBe(recordingMessages.noCamera);
    expect(recordingErrorMessage("OverconstrainedError")).toBe(recordingMessages.noCamera);
    expect(recordingErrorMessage("NotAllowedError")).toBe(recordingMessages.permissionDenied);
    expect(recordingErrorMessage("SecurityError")).toBe(recordingMessages.permissionDenied);
    expect(recordingErrorMessage("NotReadableError")).toBe(recordingMessages.cameraBusy);
    expect(recordingErrorMessage("unsupported")).toBe(recordingMessages.unsupported);
    expect(recordingErrorMessage("TypeError")).toBe(recordingMessages.failed);
  });
  it("reads the running time as mm:ss, hh:mm:ss from an hour", () => {
    expect(formatDuration(0)).toBe("00:00");
    expect(formatDuration(999)).toBe("00:00");
    expect(formatDuration(61_000)).toBe("01:01");
    expect(formatDuration(3_600_000 + 5_000)).toBe("01:00:05");
    expect(formatDuration(-5)).toBe("00:00");
  });
});
