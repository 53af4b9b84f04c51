// Every function and component whose body (its braces included) is longer than the house's limit (70 lines), nested ones included,
// outside tests and generated code: `node scripts/function-length.mjs` lists them and exits 1 if any.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const maxLines = 70;
const folders = ['apps', 'packages', 'scripts'];
const skippedFolders = new Set(['node_modules', 'dist', 'generated', 'test', 'e2e', 'coverage']);
const isSource = (name) =>
  /\.(ts|tsx|mjs)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory() && !skippedFolders.has(entry.name))
      yield* sourceFiles(path.join(folder, entry.name));
    else if (entry.isFile() && isSource(entry.name)) yield path.join(folder, entry.name);
  }
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** The name a reader would search for: the function's own, or the variable or property it is assigned to. */
function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText();
  return '(anonymous)';
}

function longFunctions(file) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.mjs')
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (isFunction(node) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.body.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.body.end).line;
      const lines = last - first + 1;
      if (lines > maxLines)
        found.push({ file: path.relative(root, file), line: first + 1, name: nameOf(node), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const offenders = folders
  .flatMap((folder) => [...sourceFiles(path.join(root, folder))])
  .flatMap(longFunctions)
  .sort((a, b) => b.lines - a.lines);
for (const { file, line, name, lines } of offenders) console.log(`${lines} lines  ${file}:${line}  ${name}`);
if (offenders.length > 0) {
  console.log(`${offenders.length} function(s) over ${maxLines} lines.`);
  process.exitCode = 1;
}
