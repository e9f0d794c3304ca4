export * from "./video-upload";
