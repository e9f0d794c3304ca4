import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { storyOrder } from "../lib/story-data";
import { DoctorCard } from "./doctor-card";
import { allStatesSnapshot } from "../../lib/chromatic";

const doctor = storyOrder((o) => o.state === 7).doctor;

const meta = {
  title: "Orders/DoctorCard",
  component: DoctorCard,
  args: { doctor },
} satisfies Meta<typeof DoctorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Photo, name, title, region and departments. */
export const Default: Story = {
  parameters: allStatesSnapshot,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("group", { name: doctor.doctorName });
    await expect(within(card).getByRole("img", { name: `${doctor.doctorName}的照片` })).toBeVisible();
    await expect(within(card).getByText(doctor.title)).toBeVisible();
    await expect(within(card).getByText(new RegExp(doctor.provinceName))).toBeVisible();
    await expect(within(card).getByText(new RegExp(doctor.department))).toBeVisible();
  },
};

/** Without a photo the initial stands in; a missing region reads —. */
export const NoPhoto: Story = {
  args: { doctor: { ...doctor, photoUrl: "", provinceName: "", cityName: "", countyName: "" } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("group", { name: doctor.doctorName });
    await expect(within(card).queryByRole("img")).toBeNull();
    await expect(within(card).getByText("—")).toBeVisible();
  },
};
