// `cem analyze` (part of `npm run build`) writes custom-elements.json from the elements' JSDoc
// (@summary, @slot, @csspart, @cssproperty, @fires). The define modules are included so that
// each class is linked to its tag name.

/**
 * Helpers that call `customElements.define(tag, klass)` for us (src/elements/parts/define.ts).
 * The analyzer only recognises a literal `customElements.define(…)`; without this, elements
 * registered through a helper would get no tag name in the manifest.
 */
const DEFINE_HELPERS = new Set(['defineOnce']);

const defineHelperCalls = {
  name: 'define-helper-calls',
  analyzePhase({ ts, node, moduleDoc, context }) {
    if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return;
    if (!DEFINE_HELPERS.has(node.expression.text)) return;
    const [tag, klass] = node.arguments;
    if (!tag || !ts.isStringLiteralLike(tag) || !klass || !ts.isIdentifier(klass)) return;
    const imported = context.imports?.find((i) => i.name === klass.text);
    let where = { module: moduleDoc.path };
    if (imported?.isBareModuleSpecifier) where = { package: imported.importPath };
    else if (imported) where = { module: new URL(imported.importPath, `file:///${moduleDoc.path}`).pathname };
    const definition = {
      kind: 'custom-element-definition',
      name: tag.text,
      declaration: { name: klass.text, ...where },
    };
    moduleDoc.exports = [...(moduleDoc.exports ?? []), definition];
  },
  // The helper's own `customElements.define(tag, ctor)` is read as defining an element named
  // "tag"; drop definitions whose name is not a literal custom-element name.
  packageLinkPhase({ customElementsManifest }) {
    for (const mod of customElementsManifest.modules ?? []) {
      mod.exports = mod.exports?.filter(
        (exp) => exp.kind !== 'custom-element-definition' || /^[a-z][a-z0-9._]*-[a-z0-9._-]*$/.test(exp.name),
      );
    }
  },
};

/** Point module paths at the published JavaScript (dist/esm/…js), not the TypeScript source. */
const publishedPaths = {
  name: 'published-paths',
  packageLinkPhase({ customElementsManifest }) {
    // Paths come as `src/x.ts`, `./src/x.ts`, or `/src/x` or `/src/x.js` from define modules.
    const toDist = (p) => p?.replace(/^(\.?\/)?src\/(.*?)(\.ts|\.js)?$/, 'dist/esm/$2.js');
    for (const mod of customElementsManifest.modules ?? []) {
      mod.path = toDist(mod.path);
      for (const exp of mod.exports ?? []) {
        if (exp.declaration?.module) exp.declaration.module = toDist(exp.declaration.module);
      }
      for (const decl of mod.declarations ?? []) {
        if (decl.superclass?.module) decl.superclass.module = toDist(decl.superclass.module);
      }
    }
  },
};

export default {
  globs: ['src/elements/**/*.ts', 'src/games/*/table.ts', 'src/games/*/table.styles.ts', 'src/define/**/*.ts'],
  exclude: ['**/*.test.ts'],
  outdir: '.',
  litelement: true,
  // package.json already has "customElements": "custom-elements.json"; do not rewrite it.
  packagejson: false,
  plugins: [defineHelperCalls, publishedPaths],
};
