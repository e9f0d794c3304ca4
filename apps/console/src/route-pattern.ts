/** The pattern of a route's path (`/patient/:tab`), matched case-insensitively: shared by the router and the build's preload map. */
export function routePattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/:\w+/g, "[^/]+")}$`, "i");
}
