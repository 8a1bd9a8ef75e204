// docs/ARCHITECTURE.md's conventions, enforced: a web feature never imports another feature
// (pages in app/ compose them); a server module imports another module only through its index;
// modules and lib never import plugins/ (plugins wire Fastify; what modules need is in lib/).
import path from 'node:path';

const WEB_FEATURES = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;
const SERVER_SRC = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`;
const SERVER_MODULES = `${SERVER_SRC}modules${path.sep}`;

/** The first folder below `root` in `file`, and the rest of the path, or null outside root. */
function owner(file, root) {
  const at = file.indexOf(root);
  if (at === -1) return null;
  const [name, ...rest] = file.slice(at + root.length).split(path.sep);
  return { name, rest: rest.join('/') };
}

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'keep web features and server modules apart except through their public surface',
    },
    messages: {
      crossFeature:
        "A web feature never imports another feature ('{{from}}' imports '{{to}}'): compose them in app/.",
      deepModule: "Import the '{{to}}' module through its index.ts, not '{{source}}'.",
      pluginFromModule:
        "'{{source}}' is a Fastify plugin: modules and lib take what they need from lib/, never plugins/.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (/\.test\.tsx?$/.test(file)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const fromFeature = owner(file, WEB_FEATURES);
      const toFeature = owner(target + path.sep, WEB_FEATURES);
      if (fromFeature && toFeature && fromFeature.name !== toFeature.name) {
        context.report({
          node: node.source,
          messageId: 'crossFeature',
          data: { from: fromFeature.name, to: toFeature.name },
        });
        return;
      }
      const fromLayer = owner(file, SERVER_SRC);
      const toLayer = owner(target + path.sep, SERVER_SRC);
      if (fromLayer && ['modules', 'lib'].includes(fromLayer.name) && toLayer?.name === 'plugins') {
        context.report({ node: node.source, messageId: 'pluginFromModule', data: { source } });
        return;
      }
      const fromModule = owner(file, SERVER_MODULES);
      const toModule = owner(target, SERVER_MODULES);
      if (
        fromModule &&
        toModule &&
        fromModule.name !== toModule.name &&
        !['', 'index'].includes(toModule.rest)
      ) {
        context.report({
          node: node.source,
          messageId: 'deepModule',
          data: { to: toModule.name, source },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
