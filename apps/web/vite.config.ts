import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite.compress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  // ws: the queue's live feed (socket.io under /api/socket.io) goes through the same proxy.
  server: { port: 5173, proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } } },
  // The manifest lets the benchmark report what each route loads.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 700, manifest: true },
});
