import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API is the reference server on :3000 unless VITE_API_BASE_URL says otherwise.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: 5173,
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3000' },
  },
  build: {
    // The manifest maps each route's entry to its chunks: the size benchmark reads it.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
});
