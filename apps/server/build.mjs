// Bundles the server into dist/server.js. Our own workspace packages (TypeScript source) are
// inlined; every npm dependency stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@quizarena/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
