import type { Plugin } from "vite";

/**
 * V8's explicit compile hint: a script whose first line is this comment has every function
 * compiled as the script loads (while it streams in, off the main thread where the browser
 * streams it) instead of on its first call. Chromium 136 and later read it; other browsers see a
 * comment. See https://v8.dev/blog/explicit-compile-hints.
 */
export const compileHint = "//# allFunctionsCalledOnLoad";

/**
 * The modules whose chunks are compiled at load: React (its own chunk, the `react` group below),
 * whose functions the first render of a new kind of screen would otherwise compile one by one on
 * the main thread, and the chat thread's code (the workbench's chunk and the virtual list). The
 * click that opens a conversation then runs code already compiled (docs/performance.md, "Chat
 * thread").
 */
export const eagerModules = /[\\/](node_modules[\\/](react|react-dom|scheduler)[\\/]|packages[\\/]ui[\\/]src[\\/](chat[\\/]|lib[\\/]virtual-rows\.ts))/;

/** React, react-dom and the scheduler as one chunk (the console's group; the chat benchmark's too). */
export const reactGroup = { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 };

/**
 * Puts the compile hint on the first line of every chunk holding one of `modules`.
 */
export function compileHints(modules: RegExp = eagerModules): Plugin {
  return {
    name: "doctor-console:compile-hints",
    apply: "build",
    // After minifying, which would drop the comment (Rolldown's `postBanner`): the file's name
    // hashes the hint with the rest.
    outputOptions(options) {
      const banner = options.postBanner;
      return {
        ...options,
        postBanner: async (chunk) => {
          const own = typeof banner === "function" ? await banner(chunk) : (banner ?? "");
          return chunk.moduleIds.some((id) => modules.test(id)) ? (own ? `${compileHint}\n${own}` : compileHint) : own;
        },
      };
    },
    // Vite writes the map of a chunk's dynamic imports' files above everything: the hint goes back
    // on the first line, the only one V8 reads it on.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || chunk.code.startsWith(compileHint)) continue;
          const at = chunk.code.indexOf(`\n${compileHint}\n`);
          if (at >= 0) chunk.code = `${compileHint}\n${chunk.code.slice(0, at + 1)}${chunk.code.slice(at + compileHint.length + 2)}`;
        }
      },
    },
  };
}
