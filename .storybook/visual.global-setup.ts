/** Before the story tests: the previous run's visual report is removed (visual.command.ts). */
import { clearReport } from "./visual.command.ts";

export default function setup(): void {
  clearReport();
}
