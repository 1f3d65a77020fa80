// Writes a table between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->` of docs/performance.md,
// so the notes around it stay; a section not there yet is added at the end.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const writeDocSection = (root, name, text) => {
  const doc = path.join(root, 'docs/performance.md');
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const current = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Performance\n';
  if (!current.includes(start)) return writeFileSync(doc, `${current.trimEnd()}\n\n${start}\n${text}\n${end}\n`);
  const [before, rest = ''] = current.split(start);
  const after = rest.split(end)[1] ?? '\n';
  writeFileSync(doc, `${before}${start}\n${text}\n${end}${after}`);
};

export const kib = (bytes) => (bytes / 1024).toFixed(1);
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
