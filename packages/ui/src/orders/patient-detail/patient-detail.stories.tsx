import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { chatRecordOfThread, patientHistory } from "@doctor-console/domain";
import { storyOrder } from "../lib/story-data";
import { PatientDetail } from "./patient-detail";
import { allStatesSnapshot } from "../../lib/chromatic";

const order = storyOrder((o) => o.state === 7 && o.communication.length > 3);

const meta = {
  title: "Orders/PatientDetail",
  component: PatientDetail,
  args: { order },
} satisfies Meta<typeof PatientDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** History answers, the doctor card and the chat record; all left out of print. */
export const Default: Story = {
  parameters: allStatesSnapshot,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = canvas.getByRole("group", { name: "患者信息与病史" });
    for (const h of patientHistory(order.patient)) {
      await expect(within(history).getByText(h.label).nextElementSibling).toHaveTextContent(h.text);
    }
    await expect(canvas.getByRole("group", { name: order.doctor.doctorName })).toBeVisible();
    const chat = canvas.getByRole("region", { name: /聊天记录/ });
    await userEvent.click(within(chat).getByRole("button", { name: /展开其余/ }));
    await expect(within(chat).getByRole("region", { name: "其余聊天记录" })).toBeVisible();
    await expect(canvasElement.querySelector("[data-slot=patient-detail]")).toHaveAttribute("data-print-hide");
  },
};

/** The chat record from a chat the host provides (its thread, as domain's `chatRecordOfThread` gives it), not the order's own. */
export const ChatFromAThread: Story = {
  args: {
    chatMessages: chatRecordOfThread(
      [
        { id: "1", clientId: "a1", conversationId: "k", from: "patient", kind: "text", text: "<b>医生</b>您好", sentAt: "2026-11-20T01:00:00.000Z", state: "read" },
        { id: "2", clientId: "a2", conversationId: "k", from: "doctor", kind: "text", text: "您好，请讲。", sentAt: "2026-11-20T01:01:00.000Z", state: "read" },
      ],
      { doctor: "张明远", patient: "陈秀英" },
    ),
  },
  play: async ({ canvasElement }) => {
    const chat = within(canvasElement).getByRole("region", { name: /聊天记录/ });
    await expect(within(chat).getByText("共 2 条")).toBeVisible();
    await expect(within(chat).getByText("<b>医生</b>您好")).toBeVisible();
    await expect(within(chat).getByText("您好，请讲。")).toBeVisible();
  },
};
