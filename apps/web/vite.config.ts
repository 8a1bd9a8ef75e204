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
              // Everything the entry imports, which every page runs before anything else
              // (rolldown's `$initial` modules), in two files: the libraries, which change only
              // with a dependency, and the app's own modules. Left to itself, rolldown gave each
              // set of these modules that some lazy page shares a file of its own, about twenty
              // on the landing page, each with its gzip framing and import and export lines, and
              // each name in the preload map again (149.8 kB before, 142.4 kB with these two).
              // No page loads more for it: all of it came with the first download anyway. The
              // landing page's icons and lucide's base come here, ahead of the `icons` group.
              name: 'initial-vendor',
              tags: ['$initial'],
              test: /[\\/]node_modules[\\/]/,
              priority: 3,
            },
            {
              // The entry module (main.tsx, behind index.html) and its CSS stay in the entry
              // chunk that index.html names; a group that took index.html would leave none.
              name: 'initial-app',
              tags: ['$initial'],
              test: (id: string) => !/[\\/]src[\\/]main\.tsx$|\.html$|\.css$/.test(id),
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
