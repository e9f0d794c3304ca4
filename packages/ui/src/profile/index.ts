/**
 * @doctor-console/ui/profile — the doctor's personal data: the profile card (with the
 * verification state in words), the profile form (react-hook-form + domain's profile schema,
 * region and department cascaders, avatar upload) and the eleven verification document slots.
 */
export * from "./profile-card";
export * from "./profile-form";
export * from "./verification-documents";
export type { LinkProps, RenderLink } from "../lib/link";
