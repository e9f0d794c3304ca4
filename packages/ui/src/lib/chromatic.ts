/**
 * Chromatic snapshot parameters for stories. Each component's stories file turns snapshots off in
 * its meta (`parameters: noSnapshot`) and turns them on for one "all states" story
 * (`parameters: allStatesSnapshot`) at the viewports the console is used at, so snapshots stay
 * few and telling. Behaviour stories are tested by their play functions, not by pixels.
 */
export const noSnapshot = { chromatic: { disableSnapshot: true } } as const;

export const allStatesSnapshot = {
  chromatic: {
    disableSnapshot: false,
    modes: {
      "desktop 1280": { viewport: 1280 },
      "laptop 1024": { viewport: 1024 },
    },
  },
} as const;
