import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { FIRST_NAMESPACES } from './src/i18n/first-namespaces.ts';

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
          // Two chunks a locale: the namespaces the first render waits for (FIRST_NAMESPACES),
          // in one request, and the rest, which routes beyond the landing page load.
          groups: [
            {
              test: /[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/,
              name: (id: string) => {
                const [, locale, namespace] =
                  /[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(id)!;
                return `locale-${locale}${FIRST_NAMESPACES.includes(namespace!) ? '-first' : ''}`;
              },
              debugName: 'locales',
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
