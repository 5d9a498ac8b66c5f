import { defineConfig } from 'vite';

// The server's production build (`npm run build -w @tipwell/server`): one module, dist/main.js,
// with its npm dependencies left as imports (a production-only install provides them).
export default defineConfig({
  ssr: { target: 'node' },
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    target: 'node20',
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
