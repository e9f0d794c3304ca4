export * from "./profile-card";
