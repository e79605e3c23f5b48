import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A message as the source builds it: literal text, and holes where a value goes in. */
export type Part = { text: string } | { hole: string };
export type FoundMessage = { file: string; line: number; parts: Part[] };

type Helper = { params: string[]; message: ts.Expression; file: string };
type Helpers = Map<string, Helper[]>;
type Env = Map<string, Part[][]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['__tests__', 'testing'].includes(entry.name) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

function visit(node: ts.Node, each: (node: ts.Node) => void) {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

/** `const NAME = 'text'` (or a number, or a template of such constants), by name, across `files`. */
function constantsOf(files: ts.SourceFile[]): Map<string, ts.Expression> {
  const found = new Map<string, ts.Expression | null>();
  for (const file of files) {
    visit(file, (node) => {
      if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return;
      if (!(node.parent.flags & ts.NodeFlags.Const)) return;
      const value = node.initializer;
      const literal =
        ts.isStringLiteralLike(value) || ts.isNumericLiteral(value) || ts.isTemplateExpression(value);
      if (!literal) return;
      const name = node.name.text;
      // A name with two different values in two files is no constant to rely on.
      found.set(name, found.has(name) && found.get(name)?.getText() !== value.getText() ? null : value);
    });
  }
  return new Map([...found].filter((entry): entry is [string, ts.Expression] => entry[1] !== null));
}

const isAppError = (node: ts.Node): node is ts.NewExpression =>
  ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError';

/** The function a node is in, with its name and parameter names, if it has them. */
function enclosingFunction(node: ts.Node): { name: string; params: string[] } | null {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (!ts.isArrowFunction(at) && !ts.isFunctionDeclaration(at) && !ts.isFunctionExpression(at)) continue;
    const params = at.parameters.flatMap((p) => (ts.isIdentifier(p.name) ? [p.name.text] : []));
    const name =
      at.name?.text ??
      (ts.isVariableDeclaration(at.parent) && ts.isIdentifier(at.parent.name) ? at.parent.name.text : null);
    return name ? { name, params } : null;
  }
  return null;
}

/** Whether a parameter itself goes into the message (not one of its properties: `input.sku`). */
function mentions(expression: ts.Node, names: string[]): boolean {
  let found = false;
  visit(expression, (node) => {
    if (!ts.isIdentifier(node) || !names.includes(node.text)) return;
    const parent = node.parent;
    if (ts.isPropertyAccessExpression(parent) && parent.expression === node) return;
    found = true;
  });
  return found;
}

/** The file an import of `name` in `file` names, if `file` imports it from a relative path. */
function importedFrom(file: ts.SourceFile, name: string): string | null {
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    if (!bindings.elements.some((element) => element.name.text === name)) continue;
    const spec = statement.moduleSpecifier.text;
    if (!spec.startsWith('.')) return null;
    const base = path.resolve(path.dirname(file.fileName), spec);
    return (
      [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => {
        try {
          readFileSync(f);
          return true;
        } catch {
          return false;
        }
      }) ?? null
    );
  }
  return null;
}

/** The helper a call of `name` in `file` runs: one defined there, else the one it imports. */
function helperOf(helpers: Helpers, file: ts.SourceFile, name: string): Helper | undefined {
  const candidates = helpers.get(name) ?? [];
  const local = candidates.find((helper) => helper.file === file.fileName);
  if (local) return local;
  const from = importedFrom(file, name);
  return candidates.find((helper) => helper.file === from);
}

/** The initializer of the `const` an identifier names in its own scope or one around it. */
function localConstant(identifier: ts.Identifier): ts.Expression | undefined {
  for (let at: ts.Node | undefined = identifier.parent; at; at = at.parent) {
    if (!ts.isBlock(at) && !ts.isSourceFile(at)) continue;
    for (const statement of at.statements) {
      if (statement.pos > identifier.pos) break;
      if (!ts.isVariableStatement(statement)) continue;
      if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === identifier.text)
          return declaration.initializer;
      }
    }
  }
  return undefined;
}

const join = (a: Part[][], b: Part[][]): Part[][] => a.flatMap((x) => b.map((y) => [...x, ...y]));

/**
 * Every message an `AppError` of apps/api/src is built with: literal text, constants and the
 * arguments of a helper that builds one (`notFound('Order')`, `fieldError(field, 'reason')`, an
 * adapter's `fail('order search', status, body)`) filled in; what is known only at run time a hole.
 */
export function appErrorMessages(srcDir: string, constantDirs: string[]): FoundMessage[] {
  const files = sourceFiles(srcDir).map(parse);
  const constants = constantsOf([...files, ...constantDirs.flatMap(sourceFiles).map(parse)]);
  const helpers: Helpers = new Map();
  const built: { node: ts.NewExpression; file: ts.SourceFile }[] = [];

  for (const file of files) {
    visit(file, (node) => {
      if (!isAppError(node)) return;
      const message = node.arguments?.[1];
      const fn = enclosingFunction(node);
      if (message && fn && mentions(message, fn.params)) {
        // A helper: each call of it says what goes in.
        const helper = { params: fn.params, message, file: file.fileName };
        helpers.set(fn.name, [...(helpers.get(fn.name) ?? []), helper]);
      } else {
        built.push({ node, file });
      }
    });
  }

  const shapes = (expression: ts.Expression, env: Env, depth = 0): Part[][] => {
    if (depth > 20) return [[{ hole: expression.getText() }]];
    if (ts.isStringLiteralLike(expression) || ts.isNumericLiteral(expression))
      return [[{ text: expression.text }]];
    if (ts.isParenthesizedExpression(expression)) return shapes(expression.expression, env, depth + 1);
    if (ts.isConditionalExpression(expression))
      return [
        ...shapes(expression.whenTrue, env, depth + 1),
        ...shapes(expression.whenFalse, env, depth + 1),
      ];
    if (ts.isTemplateExpression(expression)) {
      let out: Part[][] = [[{ text: expression.head.text }]];
      for (const span of expression.templateSpans) {
        out = join(out, shapes(span.expression, env, depth + 1));
        out = join(out, [[{ text: span.literal.text }]]);
      }
      return out;
    }
    if (ts.isIdentifier(expression)) {
      const bound = env.get(expression.text);
      if (bound) return bound;
      const local = localConstant(expression);
      if (local) return shapes(local, env, depth + 1);
      const constant = constants.get(expression.text);
      if (constant) return shapes(constant, new Map(), depth + 1);
    }
    return [[{ hole: expression.getText() }]];
  };

  const found: FoundMessage[] = [];
  const add = (file: ts.SourceFile, node: ts.Node, parts: Part[][]) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const p of parts) found.push({ file: file.fileName, line, parts: p });
  };
  for (const { node, file } of built) {
    const message = node.arguments?.[1];
    if (message) add(file, node, shapes(message, new Map()));
  }
  for (const file of files) {
    visit(file, (node) => {
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return;
      const helper = helperOf(helpers, file, node.expression.text);
      if (!helper) return;
      const env: Env = new Map(
        helper.params.map((name, i) => {
          const argument = node.arguments[i];
          return [name, argument ? shapes(argument, new Map()) : [[{ hole: name }]]];
        }),
      );
      add(file, node, shapes(helper.message, env));
    });
  }
  return found;
}
