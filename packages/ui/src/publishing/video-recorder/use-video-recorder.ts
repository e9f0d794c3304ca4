import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { recordingErrorMessage, recordingMessages } from "@doctor-console/domain";

/** The part of `navigator.mediaDevices` the recorder uses (a story or test passes its own). */
export type MediaDevicesLike = Pick<MediaDevices, "getUserMedia" | "enumerateDevices">;

export interface DeviceChoice {
  deviceId: string;
  label: string;
}

export interface Recording {
  url: string;
  /** The container the browser recorded, e.g. video/webm. */
  type: string;
  size: number;
  durationMs: number;
}

export type RecorderStatus = "starting" | "ready" | "recording" | "recorded" | "error";

export interface VideoRecorderState {
  status: RecorderStatus;
  cameras: DeviceChoice[];
  microphones: DeviceChoice[];
  cameraId: string;
  microphoneId: string;
  /** The live camera picture. */
  stream: MediaStream | null;
  /** Why the camera could not be opened (status "error"). */
  error: string | null;
  /** Something to know that does not stop recording (no microphone). */
  notice: string | null;
  elapsedMs: number;
  recording: Recording | null;
  setCameraId: (id: string) => void;
  setMicrophoneId: (id: string) => void;
  start: () => void;
  stop: () => void;
  retry: () => void;
}

/** The first container this browser records (webm in Chrome/Firefox, mp4 in Safari). */
function recordingType(): string {
  const types = ["video/webm;codecs=vp9,opus", "video/webm;codecs=vp8,opus", "video/webm", "video/mp4"];
  return types.find((t) => MediaRecorder.isTypeSupported(t)) ?? "";
}

const choices = (devices: MediaDeviceInfo[], kind: MediaDeviceKind, name: string): DeviceChoice[] =>
  devices
    .filter((d) => d.kind === kind && d.deviceId)
    .map((d, i) => ({ deviceId: d.deviceId, label: d.label || `${name} ${i + 1}` }));

const ignore = () => {};
/** A browser without camera access or MediaRecorder: nothing to choose or record. */
const unsupportedState: VideoRecorderState = {
  status: "error",
  error: recordingErrorMessage("unsupported"),
  notice: null,
  stream: null,
  recording: null,
  elapsedMs: 0,
  cameras: [],
  microphones: [],
  cameraId: "",
  microphoneId: "",
  setCameraId: ignore,
  setMicrophoneId: ignore,
  start: ignore,
  stop: ignore,
  retry: ignore,
};

const errorName = (error: unknown) => (error instanceof Error || error instanceof DOMException ? error.name : "");

const noSubscription = () => () => {};

/**
 * Camera + microphone + MediaRecorder for the recording test page: opens the chosen devices (the
 * browser asks for permission), lists them once allowed, records with a running time, and hands
 * back the recording as an object URL to play back and download. Everything is released when
 * the page is left.
 */
export function useVideoRecorder(media: MediaDevicesLike | null | undefined, now: () => number = Date.now): VideoRecorderState {
  const [status, setStatus] = useState<RecorderStatus>("starting");
  const [devices, setDevices] = useState<{ cameras: DeviceChoice[]; microphones: DeviceChoice[] }>({ cameras: [], microphones: [] });
  // What the doctor asked for ("" = the browser's default) and what is actually open.
  const [request, setRequest] = useState({ cameraId: "", microphoneId: "", attempt: 0 });
  const [active, setActive] = useState({ cameraId: "", microphoneId: "" });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  // Read where it renders; a server (no camera there) and the render that hydrates its page draw
  // "starting" alike, and the render after says what this browser has.
  const unsupported = useSyncExternalStore(
    noSubscription,
    () => !media || typeof MediaRecorder === "undefined",
    () => false,
  );
  // Asking for other devices (or again): the camera is being opened.
  const reopen = (next: Partial<typeof request>) => {
    setStatus((s) => (s === "recorded" ? s : "starting"));
    setRequest((r) => ({ ...r, ...next }));
  };

  // Open the chosen camera and microphone; again whenever the choice changes.
  useEffect(() => {
    // What this browser has, read here too: the render that hydrates a server's page says "supported".
    if (!media || unsupported || typeof MediaRecorder === "undefined") return;
    let live: MediaStream | null = null;
    let cancelled = false;
    const video = request.cameraId ? { deviceId: { exact: request.cameraId } } : true;
    const audio = request.microphoneId ? { deviceId: { exact: request.microphoneId } } : true;
    (async () => {
      let withoutMicrophone = false;
      try {
        live = await media.getUserMedia({ video, audio });
      } catch (e) {
        // A camera without a microphone still records (silently); anything else is the camera's.
        if (errorName(e) !== "NotFoundError") throw e;
        live = await media.getUserMedia({ video, audio: false });
        withoutMicrophone = true;
      }
      // Left (or asked again) while the camera was opening: the cleanup ran before it opened.
      if (cancelled) return live.getTracks().forEach((t) => t.stop());
      const list = await media.enumerateDevices();
      if (cancelled) return;
      setDevices({ cameras: choices(list, "videoinput", "摄像头"), microphones: choices(list, "audioinput", "麦克风") });
      setActive({
        cameraId: live!.getVideoTracks()[0]?.getSettings().deviceId ?? "",
        microphoneId: live!.getAudioTracks()[0]?.getSettings().deviceId ?? "",
      });
      setNotice(withoutMicrophone ? recordingMessages.noMicrophone : null);
      setError(null);
      setStream(live);
      setStatus((s) => (s === "recorded" ? s : "ready"));
    })().catch((e: unknown) => {
      if (cancelled) return;
      setStream(null);
      setError(recordingErrorMessage(errorName(e)));
      setStatus("error");
    });
    return () => {
      cancelled = true;
      // Leaving the page (device choices are locked while recording): drop an unfinished take.
      if (recorder.current?.state === "recording") {
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      live?.getTracks().forEach((t) => t.stop());
    };
  }, [media, unsupported, request]);

  // The running time, while recording.
  const startedAt = useRef(0);
  useEffect(() => {
    if (status !== "recording") return;
    const timer = setInterval(() => setElapsedMs(now() - startedAt.current), 250);
    return () => clearInterval(timer);
  }, [status, now]);

  // The recording's URL lives until the next one or until the page is left.
  useEffect(() => () => void (recording && URL.revokeObjectURL(recording.url)), [recording]);

  const start = useCallback(() => {
    if (!stream || recorder.current?.state === "recording") return;
    const type = recordingType();
    const rec = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    rec.onstop = () => {
      const blob = new Blob(chunks, { type: rec.mimeType || type || "video/webm" });
      setRecording({ url: URL.createObjectURL(blob), type: blob.type, size: blob.size, durationMs: now() - startedAt.current });
      setStatus("recorded");
    };
    recorder.current = rec;
    startedAt.current = now();
    setElapsedMs(0);
    setRecording(null);
    rec.start(1000);
    setStatus("recording");
  }, [stream, now]);

  const stop = useCallback(() => {
    if (recorder.current?.state === "recording") recorder.current.stop();
  }, []);

  if (unsupported) return unsupportedState;
  return {
    status,
    ...devices,
    cameraId: active.cameraId,
    microphoneId: active.microphoneId,
    stream,
    error,
    notice,
    elapsedMs,
    recording,
    setCameraId: (cameraId) => reopen({ cameraId }),
    setMicrophoneId: (microphoneId) => reopen({ microphoneId }),
    start,
    stop,
    retry: () => reopen({ attempt: request.attempt + 1 }),
  };
}
