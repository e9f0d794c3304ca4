export * from "./refuse-dialog";
