import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import type { OrderPatient } from "@doctor-console/domain";
import { PatientInfoPopover } from "./patient-info-popover";
import { allStatesSnapshot } from "../../lib/chromatic";

const everyHistory: OrderPatient = {
  patientName: "刘建国",
  sex: "男",
  relationship: "本人",
  birthDay: "1965-09-30",
  age: 61,
  phoneNumber: "13522334455",
  allergic: 1,
  anaphylaxis: "青霉素过敏",
  familc: 1,
  familyHistory: "母亲有高血压病史",
  anamnesic: 1,
  anamnesis: "2型糖尿病5年",
  drinked: 1,
  drinking: "每周饮白酒2次",
  smoked: 1,
  smoking: "吸烟30年",
};

const meta = {
  title: "Orders/PatientInfoPopover",
  component: PatientInfoPopover,
  args: { patient: everyHistory },
} satisfies Meta<typeof PatientInfoPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (popover: HTMLElement, label: string) => within(popover).getByText(label).nextElementSibling?.textContent;

/** Flags at 1: the facts and the five history texts. */
export const EveryHistoryGiven: Story = {
  parameters: allStatesSnapshot,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "患者信息：刘建国" });
    await userEvent.click(trigger);
    const popover = await screen.findByRole("dialog", { name: "患者信息" });
    const expected: [string, string][] = [
      ["姓名", "刘建国"],
      ["性别", "男"],
      ["关系", "本人"],
      ["出生日期", "1965-09-30"],
      ["年龄", "61岁"],
      ["手机号", "13522334455"],
      ["过敏史", "青霉素过敏"],
      ["家族史", "母亲有高血压病史"],
      ["既往史", "2型糖尿病5年"],
      ["饮酒史", "每周饮白酒2次"],
      ["吸烟史", "吸烟30年"],
    ];
    for (const [label, value] of expected) await expect(valueOf(popover, label)).toBe(value);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Flags not 1 show 无, even when a text is there. */
export const NoHistory: Story = {
  args: {
    patient: {
      ...everyHistory,
      patientName: "赵小萌",
      allergic: 0,
      anaphylaxis: "不应显示",
      familc: 0,
      familyHistory: "",
      anamnesic: 0,
      anamnesis: "",
      drinked: 0,
      drinking: "",
      smoked: 0,
      smoking: "",
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "患者信息：赵小萌" }));
    const popover = await screen.findByRole("dialog", { name: "患者信息" });
    for (const label of ["过敏史", "家族史", "既往史", "饮酒史", "吸烟史"]) await expect(valueOf(popover, label)).toBe("无");
    await expect(within(popover).queryByText("不应显示")).toBeNull();
  },
};
