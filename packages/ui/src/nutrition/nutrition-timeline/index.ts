export { NutritionTimeline, type NutritionTimelineHrefs, type NutritionTimelineProps } from "./nutrition-timeline";
