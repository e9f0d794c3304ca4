import { describe, expect, it } from "vitest";
import { avatarFileRule, checkFile, checkFileContent, editorImageFileRule, sniffFileType, verificationFileRule } from "./files";

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];

describe("image rules", () => {
  it("avatar: jpeg or png strictly under 2 MB, with the avatar's messages", () => {
    expect(checkFile(avatarFileRule, { type: "image/png", size: 2 * 1024 * 1024 - 1 })).toBeNull();
    expect(checkFile(avatarFileRule, { type: "image/png", size: 3 * 1024 * 1024 })).toBe("上传头像图片大小不能超过 2MB!");
    expect(checkFile(avatarFileRule, { type: "image/gif", size: 10 })).toBe("上传头像图片只能是 JPG 格式!");
    expect(avatarFileRule.hint).toBe("建议上传 1MB 以内的图片");
  });

  it("verification documents: the issue's messages", () => {
    expect(checkFile(verificationFileRule, { type: "image/gif", size: 10 })).toBe("上传图片只能是 JPG 或 PNG 格式!");
    expect(checkFile(verificationFileRule, { type: "image/jpeg", size: 2 * 1024 * 1024 })).toBe("上传图片大小不能超过 2MB!");
  });

  it("sniffs JPEG, PNG, GIF and MP4 from the first bytes", () => {
    expect(sniffFileType(bytes(...JPEG))).toBe("image/jpeg");
    expect(sniffFileType(bytes(...PNG))).toBe("image/png");
    expect(sniffFileType(bytes(...GIF))).toBe("image/gif");
    expect(sniffFileType(bytes(0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70))).toBe("video/mp4");
    expect(sniffFileType(bytes(0x25, 0x50, 0x44, 0x46))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });

  it("a GIF renamed .png is refused by its content; a real PNG passes", async () => {
    const renamed = new Blob([bytes(...GIF)], { type: "image/png" });
    expect(checkFile(verificationFileRule, { type: renamed.type, size: renamed.size })).toBeNull();
    expect(await checkFileContent(verificationFileRule, renamed)).toBe("上传图片只能是 JPG 或 PNG 格式!");
    expect(await checkFileContent(verificationFileRule, new Blob([bytes(...PNG)]))).toBeNull();
    expect(await checkFileContent(editorImageFileRule, new Blob([bytes(...GIF)]))).toBeNull();
  });
});
