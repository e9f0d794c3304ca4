export * from "./profile-form";
