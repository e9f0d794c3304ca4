/**
 * The upload calls of docs/behaviour/README.md#platform-calls: avatar (/management/photo), verification documents
 * (/management/authentication), article images (/management/articles/image) and videos
 * (/management/video). Each streams its file through `receiveUpload` (uploads.ts), which applies
 * the domain's rule for the call's kind and stores nothing when it refuses.
 *
 * Video covers: the contract has no call of their own, so the console uploads a cover through
 * the article-image call with an extra text field `kind=cover`. The file then has to pass the
 * cover rule too (jpg/png under 10 MB: no gif) and is kept under /uploads/cover. Without the
 * field the editor-image rule applies.
 */
import type { UploadKind } from "@doctor-console/api/contract";
import { contract } from "@doctor-console/api/contract";
import type { DocumentKey, Verification, VerificationDocument } from "@doctor-console/domain";
import { documentKeys, errorMessages } from "@doctor-console/domain";
import type { Serve } from "../http/route";
import { receiveUpload, removeUpload } from "../uploads";
import type { DoctorData } from "../db/doctors";

const isDocumentKey = (key: string | undefined): key is DocumentKey =>
  key !== undefined && (documentKeys as readonly string[]).includes(key);

export function uploadRoutes(serve: Serve): void {
  serve("uploadAvatar", async (_input, { c, deps, doctorId }) => {
    // The profile save (saveProfile) sets photoUrl; this call only stores the image.
    const { url } = await receiveUpload(c, deps, doctorId, contract.uploadAvatar.upload!);
    return { url };
  });

  serve("uploadArticleImage", async (_input, { c, deps, doctorId }) => {
    const { url } = await receiveUpload(c, deps, doctorId, {
      ...contract.uploadArticleImage.upload!,
      ruleFor: (fields): UploadKind => (fields.kind === "cover" ? "cover" : "editorImage"),
    });
    return { url };
  });

  serve("uploadVideo", async (_input, { c, deps, doctorId }) => {
    const { url } = await receiveUpload(c, deps, doctorId, contract.uploadVideo.upload!);
    return { url };
  });

  serve("uploadVerification", async (_input, { c, deps, doctorId }) => {
    const stored = await receiveUpload(c, deps, doctorId, {
      ...contract.uploadVerification.upload!,
      checkFields: (fields) => (isDocumentKey(fields.key) ? null : errorMessages.upload),
    });
    const key = stored.fields.key as VerificationDocument["type"];
    // Adds the document of that key to the doctor's list, or replaces the one there.
    const replaced = await deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ data: DoctorData }>("SELECT data FROM doctors WHERE doctor_id = $1 FOR UPDATE", [doctorId]);
      const verification: Verification = rows[0]!.data.verification ?? { state: -1, reason: "", list: [] };
      const old = verification.list.filter((d) => d.type === key);
      const list = [...verification.list.filter((d) => d.type !== key), { type: key, paperUrl: stored.url }];
      await tx.query("UPDATE doctors SET data = jsonb_set(data, '{verification}', $2::jsonb) WHERE doctor_id = $1", [
        doctorId,
        JSON.stringify({ ...verification, list }),
      ]);
      return old.map((d) => d.paperUrl);
    });
    // The replaced image is no longer referenced: remove it if it was this doctor's upload.
    for (const url of replaced) await removeUpload(deps, doctorId, url);
    return { key, image: stored.url };
  });
}
