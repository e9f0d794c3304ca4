import type { Db } from "./db/store";
import type { Channel } from "./realtime";

/** What every handler may use. `now` is injectable so tests pin the clock. */
export interface Deps {
  db: Db;
  /** Folder for uploads and generated PDFs. */
  filesDir: string;
  channel: Channel;
  now: () => Date;
}
