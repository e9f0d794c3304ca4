export * from "./video-recorder";
export type { DeviceChoice, MediaDevicesLike } from "./use-video-recorder";
