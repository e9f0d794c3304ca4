/// <reference types="vite/client" />

/** The host's build-time settings (see docs/behaviour/shell.md). Unset ones are simply not shown. */
interface ImportMetaEnv {
  /** The licence line of the footer, e.g. 互联网医院执业许可证 numbers. */
  readonly VITE_FOOTER_LICENCE?: string;
  /** The hospital's ICP filing number, shown in the footer and linked to the MIIT lookup. */
  readonly VITE_FOOTER_FILING?: string;
}
