// ARCHITECTURE.md convention 2, enforced: a web feature never imports another feature (pages
// in app/ compose them), and a server module imports another module only through its index.
import path from 'node:path';

const WEB_FEATURES = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;
const SERVER_MODULES = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}modules${path.sep}`;

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
