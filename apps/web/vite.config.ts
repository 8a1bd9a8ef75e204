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
              // The landing page's icons (its eight and the theme switch's three) with lucide's
              // base they share, in one file: a file each of a few hundred bytes costs more in gzip
              // and module wrappers than the icons' paths themselves (1.4 kB less on the landing
              // page). React comes with them, as a group takes what its modules import; every page
              // loads it anyway.
              test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|context|shared[\\/].*|icons[\\/](award|chart-column|brain|briefcase|message-square|swords|trophy|users|monitor|moon|sun))\.mjs$/,
              name: 'react-and-icons',
              priority: 2,
            },
            {
              // Every other icon in one file for the pages past the landing page: one chunk of
              // icons instead of a file each, whose names every page's preload map would carry.
              test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              name: 'icons',
              priority: 1,
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
