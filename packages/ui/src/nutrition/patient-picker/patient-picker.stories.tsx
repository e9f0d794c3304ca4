import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { NutritionPatient } from "@doctor-console/domain";
import { Label } from "../../primitives/label";
import { deferred, searchStoryPatients } from "../story-data";
import { NutritionPatientPicker, type LoadPatientOptions } from "./patient-picker";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { nextPaint } from "../../lib/story-helpers";

const searchPatients: LoadPatientOptions = async (query) => searchStoryPatients(query);

const meta = {
  title: "Nutrition/NutritionPatientPicker",
  component: NutritionPatientPicker,
  args: {
    loadOptions: fn(searchPatients),
    onValueChange: fn(),
  },
  render: (args) => (
    <div className="grid max-w-[336px] gap-1.5 pb-72">
      <Label htmlFor="patient">选择已有患者</Label>
      <NutritionPatientPicker id="patient" {...args} />
    </div>
  ),
  parameters: noSnapshot,
} satisfies Meta<typeof NutritionPatientPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (listbox: HTMLElement) => within(listbox).getAllByRole("option").map((o) => o.querySelector("span")?.textContent);

/** Search by part of the name; each result shows sex, age, phone and bed; pick with the mouse. */
export const SearchByName: Story = {
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "选择已有患者" });
    await userEvent.type(input, "黄");
    const listbox = await canvas.findByRole("listbox", { name: "患者搜索结果" });
    await expect(names(listbox)).toEqual(["黄志强", "黄秀兰"]);
    const option = within(listbox).getByRole("option", { name: /黄志强/ });
    await expect(option).toHaveTextContent(/男\s+78岁\s+18800112233\s+21床/);
    await expect(canvas.getByRole("status")).toHaveTextContent("找到 2 位患者");
    await expect(args.loadOptions).toHaveBeenCalledWith("黄", expect.any(AbortSignal));
    await userEvent.click(option);
    await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ nutritionPatientId: 1, npWeight: 52 }));
    await expect(input).toHaveValue("黄志强");
    await expect(canvas.queryByRole("listbox")).toBeNull();
  },
};

/** Search by part of the phone number and pick from the keyboard; nothing found says so. */
export const SearchByPhoneWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole("combobox", { name: "选择已有患者" });
    await expect(input).toHaveFocus();
    await userEvent.keyboard("139123");
    const listbox = await canvas.findByRole("listbox");
    await expect(names(listbox)).toEqual(["陈秀英"]);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ npName: "陈秀英", npPhone: "13912345678" }));
    await expect(input).toHaveValue("陈秀英");
    // Editing the text drops the pick.
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await userEvent.keyboard("无此人");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("没有找到相关患者"));
    await expect(canvas.queryByRole("listbox")).toBeNull();
  },
};

/**
 * The race: answers arrive out of order. A newer query aborts the older request; an older answer
 * that still arrives (the loader here ignores the signal) never replaces the newer list.
 */
const calls: { query: string; signal: AbortSignal; answer: ReturnType<typeof deferred<NutritionPatient[]>> }[] = [];
const controlledLoader: LoadPatientOptions = (query, signal) => {
  const answer = deferred<NutritionPatient[]>();
  calls.push({ query, signal, answer });
  return answer.promise;
};

export const OnlyTheLatestAnswerShows: Story = {
  args: { loadOptions: fn(controlledLoader) },
  play: async ({ canvasElement }) => {
    calls.length = 0;
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "选择已有患者" });
    await userEvent.type(input, "黄");
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.type(input, "志");
    await waitFor(() => expect(calls).toHaveLength(2));
    await expect(calls[0]!.signal.aborted).toBe(true);
    await expect(calls.map((c) => c.query)).toEqual(["黄", "黄志"]);

    // The latest answer first, then the stale one: the list stays the latest's.
    calls[1]!.answer.resolve(searchStoryPatients("黄志"));
    const listbox = await canvas.findByRole("listbox");
    await expect(names(listbox)).toEqual(["黄志强"]);
    calls[0]!.answer.resolve(searchStoryPatients("黄"));
    await calls[0]!.answer.promise;
    await nextPaint();
    await expect(names(canvas.getByRole("listbox"))).toEqual(["黄志强"]);

    // A stale answer arriving before the latest one shows nothing either.
    await userEvent.clear(input);
    await userEvent.type(input, "1");
    await waitFor(() => expect(calls).toHaveLength(3));
    await userEvent.type(input, "35");
    await waitFor(() => expect(calls).toHaveLength(4));
    calls[2]!.answer.resolve(searchStoryPatients("1"));
    await calls[2]!.answer.promise;
    await nextPaint();
    await expect(canvas.queryByRole("listbox")).toBeNull();
    await expect(canvas.getByRole("status")).toHaveTextContent("搜索中…");
    calls[3]!.answer.resolve(searchStoryPatients("135"));
    await waitFor(() => expect(names(canvas.getByRole("listbox"))).toEqual(["刘建国"]));
  },
};
