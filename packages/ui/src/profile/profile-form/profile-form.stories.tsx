import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { Doctor } from "@doctor-console/domain";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import type { UploadImage } from "../../primitives/image-upload";
import { gifFile, jpegFile, pngFile } from "../../primitives/image-upload/story-files";
import { storyAreas, storyDepartments, storyDoctors } from "../story-data";
import { ProfileForm, type ProfileSubmit } from "./profile-form";
import { demoImage } from "@doctor-console/domain/fixtures";
import { dismissToasts, expectToast, withToaster } from "../../lib/story-helpers";

/** What the (story) server answers for the new photo: an image that loads anywhere. */
const uploadedPhoto = demoImage("avatar-li.png")!;

const MB = 1024 * 1024;
let uploads: { onProgress: (f: number) => void; resolve: (url: string) => void; reject: (e: unknown) => void }[] = [];
const uploadAvatar = fn<UploadImage>(
  (_file, { onProgress }) => new Promise<string>((resolve, reject) => uploads.push({ onProgress, resolve, reject })),
);
const onSubmit = fn(async (_values: ProfileSubmit) => null);
const onDirtyChange = fn();

const meta = {
  title: "Profile/ProfileForm",
  component: ProfileForm,
  parameters: noSnapshot,
  args: {
    doctor: storyDoctors.verified,
    loadAreas: async () => storyAreas,
    loadDepartments: async () => storyDepartments,
    uploadAvatar,
    onSubmit,
    onDirtyChange,
  },
  decorators: [
    withToaster(),
    (Story) => (
      <div className="pb-72">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    dismissToasts();
    uploads = [];
    for (const f of [uploadAvatar, onSubmit, onDirtyChange]) f.mockClear();
    onSubmit.mockImplementation(async () => null);
  },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
async function confirmSave() {
  const dialog = await body().findByRole("alertdialog", { name: "确认修改信息？" });
  await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
}

/** The labels exactly as the product words them, filled from the profile. */
export const Filled: Story = {
  parameters: allStatesSnapshot,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "姓名" })).toHaveValue("张明远");
    await expect(canvas.getByRole("radiogroup", { name: "性别" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "男" })).toBeChecked();
    await expect(canvas.getByLabelText(/出生日期/)).toHaveValue("1972-06-18");
    await expect(canvas.getByRole("textbox", { name: "医院名称" })).toHaveValue("北京康宁中医医院");
    await expect(canvas.getByRole("combobox", { name: "医院等级" })).toHaveTextContent("三级");
    await expect(canvas.getByRole("combobox", { name: "职称" })).toHaveTextContent("主任医师");
    await expect(canvas.getByRole("combobox", { name: "工作年限" })).toHaveTextContent("10年以上");
    await waitFor(() => expect(canvas.getByRole("button", { name: "所在地区" })).toHaveTextContent("北京市 / 北京市 / 东城区"));
    await expect(canvas.getByRole("button", { name: "所在科室" })).toHaveTextContent("中医内科 / 脾胃病科");
    await expect(canvas.getByLabelText("头像")).toHaveAccessibleDescription("建议上传 1MB 以内的图片");
  },
};

/** An empty profile: every required message of docs/behaviour/personal-data.md#editing-the-profile, exactly; nothing is sent. */
export const RequiredMessages: Story = {
  args: {
    doctor: { doctorInfoId: 9, photoUrl: "" } as Doctor,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    for (const message of ["请输入姓名", "请选择性别", "请选择日期", "请输入医院名称", "请输入所在地区", "请输入所在科室", "请选择工作年限"]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    // Hospital level and title share 请选择职称 as the spec writes it.
    await expect(canvas.getAllByText("请选择职称")).toHaveLength(2);
    await expect(canvas.getByRole("textbox", { name: "姓名" })).toHaveFocus();
    await expect(body().queryByRole("alertdialog")).toBeNull();
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole("textbox", { name: "姓名" }), "赵");
    await waitFor(() => expect(canvas.queryByText("请输入姓名")).toBeNull());
  },
};

/** Change the name, the title and the region; 保存 asks 确认修改信息？; 确定 sends; 保存成功. */
export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: "姓名" });
    await userEvent.clear(name);
    await userEvent.type(name, "张明远远");
    await expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole("combobox", { name: "职称" }));
    await userEvent.click(await body().findByRole("option", { name: "副主任医师" }));
    await userEvent.click(canvas.getByRole("radio", { name: "女" }));

    await userEvent.click(canvas.getByRole("button", { name: "所在地区" }));
    await userEvent.click(await body().findByRole("option", { name: "广东省" }));
    await userEvent.click(body().getByRole("option", { name: "深圳市" }));
    await userEvent.click(body().getByRole("option", { name: "福田区" }));
    await expect(canvas.getByRole("button", { name: "所在地区" })).toHaveTextContent("广东省 / 深圳市 / 福田区");

    // 取消 keeps everything and sends nothing.
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    const dialog = await body().findByRole("alertdialog", { name: "确认修改信息？" });
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await expect(onSubmit).not.toHaveBeenCalled();
    await expect(name).toHaveValue("张明远远");

    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await confirmSave();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    await expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      doctorName: "张明远远",
      sex: "女",
      title: "副主任医师",
      hospitalLevel: 3,
      practiceYear: 5,
      province: "440000",
      city: "440300",
      county: "440304",
      provinceName: "广东省",
      cityName: "深圳市",
      countyName: "福田区",
      department: "中医内科",
      secondDepartment: "脾胃病科",
      photoUrl: storyDoctors.verified.photoUrl,
    });
    await expectToast("保存成功", "success");
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

/** A refused save shows the reason and keeps everything typed. */
export const SaveFails: Story = {
  play: async ({ canvasElement }) => {
    onSubmit.mockImplementation(async () => {
      throw new Error("服务器开小差了，请刷新页面重新请求");
    });
    const canvas = within(canvasElement);
    const hospital = canvas.getByRole("textbox", { name: "医院名称" });
    await userEvent.clear(hospital);
    await userEvent.type(hospital, "广州中医药大学第一附属医院");
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await confirmSave();
    await expect(await canvas.findByRole("alert")).toHaveTextContent("服务器开小差了，请刷新页面重新请求");
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());
    await expect(hospital).toHaveValue("广州中医药大学第一附属医院");
    await expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  },
};

/** The avatar: a 3 MB PNG and a GIF are refused with their messages; a good one shows progress, then is the photo. */
export const Avatar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("头像");
    await userEvent.upload(input, pngFile("big.png", 3 * MB));
    await expect(await canvas.findByText("上传头像图片大小不能超过 2MB!")).toBeVisible();
    // A GIF renamed .png.
    await userEvent.upload(input, gifFile("a.png", 64, "image/png"));
    await expect(await canvas.findByText("上传头像图片只能是 JPG 格式!")).toBeVisible();
    await expect(uploadAvatar).not.toHaveBeenCalled();

    const name = canvas.getByRole("textbox", { name: "姓名" });
    await userEvent.type(name, "X");
    await userEvent.upload(input, jpegFile("me.jpg"));
    await waitFor(() => expect(uploadAvatar).toHaveBeenCalledOnce());
    uploads[0]!.onProgress(0.5);
    await waitFor(() => expect(canvas.getByRole("progressbar", { name: "头像 上传中" })).toHaveAttribute("aria-valuenow", "50"));
    uploads[0]!.reject(new Error("500"));
    await expect(await canvas.findByText("上传失败")).toBeVisible();
    await expect(name).toHaveValue("张明远X");

    await userEvent.click(canvas.getByRole("button", { name: "重试：头像" }));
    await waitFor(() => expect(uploadAvatar).toHaveBeenCalledTimes(2));
    uploads[1]!.resolve(uploadedPhoto);
    await expectToast("上传成功", "success");
    await expect(canvas.getByRole("img", { name: "头像" })).toHaveAttribute("src", uploadedPhoto);

    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await confirmSave();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ photoUrl: uploadedPhoto, doctorName: "张明远X" })));
  },
};
