import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadViews } from './vite-preload-views';

// The sandbox in dev (`npm run dev`); SANDBOX_URL points elsewhere.
const sandbox = process.env['SANDBOX_URL'] ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [react(), preloadViews()],
  server: {
    proxy: {
      '/api': sandbox,
      '/sandbox-provider': sandbox,
      '/sandbox-assets': sandbox,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Keeps CSP strict: no inline module-preload polyfill script.
    modulePreload: { polyfill: false },
    // Read by the size-budget check (scripts/bundle-budgets.ts).
    manifest: true,
  },
});
