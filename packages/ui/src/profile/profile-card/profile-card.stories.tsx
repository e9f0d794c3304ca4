import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { storyDoctors, storyVerification } from "../story-data";
import { ProfileCard } from "./profile-card";

const meta = {
  title: "Profile/ProfileCard",
  component: ProfileCard,
  parameters: noSnapshot,
  args: { doctor: storyDoctors.verified, verification: storyVerification.verified },
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every field with its label; level and practice years as words; the links. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole("group", { name: "个人资料" }));
    const value = (label: string) => card.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    await expect(value("姓名")).toBe("张明远");
    await expect(value("性别")).toBe("男");
    await expect(value("出生日期")).toBe("1972-06-18");
    await expect(value("医院名称")).toBe("北京康宁中医医院");
    await expect(value("医院等级")).toBe("三级");
    await expect(value("职称")).toBe("主任医师");
    await expect(value("所在地区")).toBe("北京市 东城区");
    await expect(value("所在科室")).toBe("中医内科 / 脾胃病科");
    await expect(value("工作年限")).toBe("10年以上");
    await expect(card.getByRole("img", { name: "张明远的头像" })).toBeVisible();
    await expect(card.getByText("已认证")).toBeVisible();
    await expect(card.getByRole("link", { name: "编辑资料" })).toHaveAttribute("href", "/personalData/editInformation");
    await expect(card.getByRole("link", { name: "管理资料" })).toHaveAttribute("href", "/personalData/certificateReview");
    // The studio is open: nothing to open.
    await expect(card.queryByRole("link", { name: "开通工作室" })).toBeNull();
  },
};

/** The state words: -1 未认证, 0 审核中 (and the link reads 审核中), 1 and 3 已认证, 2 认证失败 with the reason. */
export const AllStates: Story = {
  parameters: allStatesSnapshot,
  render: () => (
    <div className="grid gap-4">
      <div data-case="未认证"><ProfileCard doctor={storyDoctors.unverified} verification={{ state: -1 }} /></div>
      <div data-case="审核中"><ProfileCard doctor={storyDoctors.underReview} verification={storyVerification.underReview} /></div>
      <div data-case="已认证 3"><ProfileCard doctor={storyDoctors.verified} verification={{ state: 3 }} /></div>
      <div data-case="认证失败"><ProfileCard doctor={storyDoctors.unverified} verification={storyVerification.failed} /></div>
      <div data-case="无照片"><ProfileCard doctor={{ ...storyDoctors.unverified, photoUrl: "" }} verification={{ state: 7 }} /></div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = (name: string) => canvasElement.querySelector<HTMLElement>(`[data-case="${name}"]`)!;
    const card = (name: string) => within(box(name));
    const stateOf = (name: string) => box(name).querySelector("[data-slot=profile-card-verification]")!;
    await expect(stateOf("未认证")).toHaveTextContent("认证状态未认证");
    await expect(card("未认证").getByRole("link", { name: "管理资料" })).toBeVisible();
    await expect(stateOf("审核中")).toHaveTextContent("认证状态审核中");
    await expect(card("审核中").getByRole("link", { name: "审核中" })).toHaveAttribute("href", "/personalData/certificateReview");
    await expect(card("审核中").queryByRole("link", { name: "管理资料" })).toBeNull();
    await expect(stateOf("已认证 3")).toHaveTextContent("认证状态已认证");
    // 开通工作室 only where the studio is not open (states other than 1 and 3).
    await expect(card("已认证 3").queryByRole("link", { name: "开通工作室" })).toBeNull();
    for (const name of ["未认证", "审核中", "认证失败", "无照片"]) {
      await expect(card(name).getByRole("link", { name: "开通工作室" })).toHaveAttribute("href", "/personalData/openingStudio");
    }
    await expect(stateOf("认证失败")).toHaveTextContent("认证状态认证失败手持身份证照片模糊，请重新上传");
    // An unknown state reads as 未认证.
    await expect(stateOf("无照片")).toHaveTextContent("认证状态未认证");
  },
};
