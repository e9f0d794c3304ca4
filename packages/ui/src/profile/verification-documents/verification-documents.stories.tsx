import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { requiredDocumentKeys, type DocumentKey } from "@doctor-console/domain";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import type { UploadImage } from "../../primitives/image-upload";
import { gifFile, jpegFile, pngFile } from "../../primitives/image-upload/story-files";
import { storyVerification } from "../story-data";
import { VerificationDocuments } from "./verification-documents";
import { demoImage } from "@doctor-console/domain/fixtures";
import { dismissToasts, expectToast, withToaster } from "../../lib/story-helpers";

/** What the (story) server answers for the new scan: an image that loads anywhere. */
const uploadedScan = demoImage("li-diplomaCertificate.png")!;

let uploads: { key: DocumentKey; onProgress: (f: number) => void; resolve: (url: string) => void; reject: (e: unknown) => void }[] = [];
const upload = fn((key: DocumentKey, ...[, { onProgress }]: Parameters<UploadImage>) =>
  new Promise<string>((resolve, reject) => uploads.push({ key, onProgress, resolve, reject })),
);
const onDelete = fn(async (_path: string) => null);
const onChanged = fn();

const meta = {
  title: "Profile/VerificationDocuments",
  component: VerificationDocuments,
  parameters: noSnapshot,
  args: { verification: storyVerification.unverified, upload, onDelete, onChanged },
  decorators: [withToaster()],
  beforeEach: () => {
    dismissToasts();
    uploads = [];
    for (const f of [upload, onDelete, onChanged]) f.mockClear();
    onDelete.mockImplementation(async () => null);
  },
} satisfies Meta<typeof VerificationDocuments>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const slotLabels = ["身份证正面", "身份证反面", "手持身份证", "学历证书", "毕业证书", "医师资格证书", "专业技术资格证书", "规培证书", "医师执业证书", "电子签名", "其他"];
/** The unverified doctor: eleven labelled slots, two filled; upload one, with progress and 上传成功. */
export const Unverified: Story = {
  parameters: allStatesSnapshot,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(slotLabels);
    for (const label of slotLabels) await expect(canvas.getByLabelText(label)).toBeEnabled();
    await expect(canvas.getByRole("img", { name: "身份证正面" })).toBeVisible();
    await expect(canvas.queryByRole("img", { name: "学历证书" })).toBeNull();

    await userEvent.upload(canvas.getByLabelText("学历证书"), pngFile("d.png"));
    await waitFor(() => expect(upload).toHaveBeenCalledOnce());
    await expect(uploads[0]!.key).toBe("diplomaCertificate");
    uploads[0]!.onProgress(0.6);
    await waitFor(() => expect(canvas.getByRole("progressbar", { name: "学历证书 上传中" })).toHaveAttribute("aria-valuenow", "60"));
    uploads[0]!.resolve(uploadedScan);
    await expectToast("上传成功", "success");
    await expect(onChanged).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("img", { name: "学历证书" })).toHaveAttribute("src", uploadedScan);
  },
};

/** Bad files never leave: wrong type and over 2 MB, with the verification messages. A failed upload says 上传失败. */
export const BadFilesAndFailure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("毕业证书");
    await userEvent.upload(input, gifFile("x.png", 64, "image/png"));
    await expect(await canvas.findByText("上传图片只能是 JPG 或 PNG 格式!")).toBeVisible();
    await userEvent.upload(input, pngFile("big.png", 3 * 1024 * 1024));
    await expect(await canvas.findByText("上传图片大小不能超过 2MB!")).toBeVisible();
    await expect(upload).not.toHaveBeenCalled();

    await userEvent.upload(input, jpegFile("ok.jpg"));
    await waitFor(() => expect(upload).toHaveBeenCalledOnce());
    uploads[0]!.reject(new Error("上传失败"));
    await expect(await canvas.findByText("上传失败")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "重试：毕业证书" })).toBeVisible();
  },
};

/** 删除 asks first: 取消 keeps the image; 删除 sends the path, says 删除成功 and empties the slot. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const path = storyVerification.unverified.list[0]!.paperUrl;
    await userEvent.click(canvas.getByRole("button", { name: "删除：身份证正面" }));
    let dialog = await body().findByRole("alertdialog", { name: "确定删除这张图片吗？" });
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await expect(onDelete).not.toHaveBeenCalled();
    await expect(canvas.getByRole("img", { name: "身份证正面" })).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "删除：身份证正面" }));
    dialog = await body().findByRole("alertdialog", { name: "确定删除这张图片吗？" });
    await userEvent.click(within(dialog).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(path));
    await expectToast("删除成功", "success");
    await waitFor(() => expect(canvas.queryByRole("img", { name: "身份证正面" })).toBeNull());
    await expect(canvas.getByRole("img", { name: "身份证反面" })).toBeVisible();
  },
};

/** A refused delete keeps the image (the page reports why). */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    onDelete.mockImplementation(async () => {
      throw new Error("服务器开小差了，请刷新页面重新请求");
    });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "删除：身份证反面" }));
    const dialog = await body().findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());
    await expect(onDelete).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("img", { name: "身份证反面" })).toBeVisible();
    await expect(body().queryByText("删除成功")).toBeNull();
  },
};

/** State 0: 资料审核中; every upload and delete is disabled, images still open large. */
export const UnderReview: Story = {
  args: { verification: storyVerification.underReview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("资料审核中");
    for (const label of slotLabels) await expect(canvas.getByLabelText(label)).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: /^删除/ })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "查看大图：手持身份证" }));
    await expect(await body().findByRole("dialog", { name: "手持身份证" })).toBeVisible();
  },
};

/** State 2: the reason stands above the slots. */
export const Failed: Story = {
  args: { verification: storyVerification.failed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("认证失败原因：手持身份证照片模糊，请重新上传")).toBeVisible();
    await expect(canvas.getByLabelText("手持身份证")).toBeEnabled();
    await expect(canvas.queryByText("资料审核中")).toBeNull();
  },
};

/** The required documents are marked 必传 (the others 选传), and the page says what is still missing and what happens next. */
export const RequiredMarked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const required = [...canvasElement.querySelectorAll("[data-slot=verification-slot]")].filter((li) => li.querySelector("[data-required]"));
    await expect(required.map((li) => li.getAttribute("data-key")).sort()).toEqual([...requiredDocumentKeys].sort());
    await expect(canvas.getAllByText("必传")).toHaveLength(7);
    await expect(canvas.getAllByText("选传")).toHaveLength(4);
    // Li has uploaded both sides of the ID card: five required documents are missing.
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("账号状态：未认证");
    await expect(status).toHaveTextContent("还需上传5项必传资料：手持身份证、医师资格证书、专业技术资格证书、医师执业证书、电子签名。");
    await expect(status).toHaveTextContent("审核通过后即开通工作室");
  },
};

/** Every required document uploaded: the page says the platform reviews them next. */
export const RequiredComplete: Story = {
  args: {
    verification: {
      state: -1,
      list: requiredDocumentKeys.map((type) => ({ type, paperUrl: uploadedScan })),
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status");
    await expect(status).toHaveTextContent("账号状态：未认证");
    await expect(status).toHaveTextContent("必传资料已上传齐全，等待平台审核；审核通过后即开通工作室。");
    await expect(status).not.toHaveTextContent("还需上传");
  },
};

/** Verified: the page says the studio is open. */
export const Verified: Story = {
  args: { verification: storyVerification.verified },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status");
    await expect(status).toHaveTextContent("账号状态：已认证");
    await expect(status).toHaveTextContent("资料已通过审核，工作室已开通。");
  },
};
