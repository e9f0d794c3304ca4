import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const server = process.env.API_SERVER ?? "http://127.0.0.1:3000";

// Workspace packages resolve to their TypeScript source (the `source` export condition),
// so the console needs no package build step.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ["source", "module", "browser", "development|production"] },
  server: {
    port: 5173,
    proxy: { "/api": { target: server, changeOrigin: false }, "/uploads": { target: server } },
  },
  build: { target: "es2022", sourcemap: true, manifest: true, chunkSizeWarningLimit: 300 },
});
