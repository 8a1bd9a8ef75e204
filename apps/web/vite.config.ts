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
            {
              // The landing page's eight icons with lucide's base they share, in one file: eight
              // files of a few hundred bytes cost more in gzip and module wrappers than the
              // icons' paths themselves (1.4 kB less on the landing page). React comes with
              // them, as a group takes what its modules import; every page loads it anyway.
              test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|context|shared[\\/].*|icons[\\/](award|chart-column|brain|briefcase|message-square|swords|trophy|users))\.mjs$/,
              name: 'react-and-icons',
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
