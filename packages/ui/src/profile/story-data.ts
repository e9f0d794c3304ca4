/**
 * Story data (not exported by the package): the three demo doctors and their verification, with
 * uploaded images replaced by inline pictures so stories render without a server.
 */
import type { Doctor, Verification } from "@doctor-console/domain";
import { fixtures, withDemoImages } from "@doctor-console/domain/fixtures";
import type { CascaderOption } from "../primitives/cascader";

const [zhang, li, wang] = fixtures.accounts;

const withPhoto = (doctor: Doctor): Doctor => withDemoImages(doctor);
const withPictures = (v: Verification): Verification => withDemoImages(v);

export const storyDoctors = { verified: withPhoto(zhang!.doctor), unverified: withPhoto(li!.doctor), underReview: withPhoto(wang!.doctor) };
export const storyVerification = {
  verified: withPictures(zhang!.verification),
  unverified: withPictures(li!.verification),
  underReview: withPictures(wang!.verification),
  failed: { ...withPictures(li!.verification), state: 2, reason: "手持身份证照片模糊，请重新上传" } as Verification,
};
export const storyAreas = fixtures.areas as CascaderOption[];
export const storyDepartments = fixtures.departments as CascaderOption[];
export { deferred } from "../lib/story-helpers";
