/**
 * Lint rule: a relative import may not leave its own workspace package. Packages meet only through
 * their public entries (`@storefront/shared`, never `../../shared/src/...`).
 */
const path = require('node:path');
const { existsSync } = require('node:fs');

const packageRootOf = (file) => {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return null;
};

const noCrossPackageRelative = {
  meta: {
    type: 'problem',
    docs: { description: 'Relative imports must stay inside their own package.' },
    schema: [],
    messages: { leaves: "'{{source}}' leaves the package {{pkg}}; import the other package by its public name." },
  },
  create(context) {
    const file = context.filename;
    const root = packageRootOf(file);
    const check = (node) => {
      const source = node.source && node.source.value;
      if (!root || typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (target !== root && !target.startsWith(root + path.sep)) {
        context.report({ node: node.source, messageId: 'leaves', data: { source, pkg: path.basename(root) } });
      }
    };
    return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};

module.exports = { rules: { 'no-cross-package-relative': noCrossPackageRelative } };
