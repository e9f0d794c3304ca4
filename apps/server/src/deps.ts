import type { Db } from "./db/store";
import type { Channel } from "./realtime";
import type { Throttle } from "./http/throttle";

/** What every handler may use. `now` is injectable so tests pin the clock. */
export interface Deps {
  db: Db;
  /** Folder for uploads and generated PDFs. */
  filesDir: string;
  channel: Channel;
  /** Counters of the throttle (shared by every instance on the database). */
  throttle: Throttle;
  now: () => Date;
}
