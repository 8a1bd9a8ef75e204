import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One chunk a locale: the first render waits for the shown locale's catalogue, so it
          // comes in one request rather than one a namespace.
          groups: [
            {
              test: /[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/,
              name: (id: string) => `locale-${/[\\/]locales[\\/]([^\\/]+)[\\/]/.exec(id)![1]}`,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': api,
      '/healthz': api,
      '/readyz': api,
      '/metrics': api,
      '/uploads': api,
      '/ws': { target: api, ws: true },
    },
  },
});
