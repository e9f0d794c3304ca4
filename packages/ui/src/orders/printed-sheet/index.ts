export * from "./printed-sheet";
