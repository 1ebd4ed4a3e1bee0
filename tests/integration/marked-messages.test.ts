import { relative, resolve } from "node:path";
import {
  type Node,
  type SourceFile,
  isArrayLiteralExpression,
  isAsExpression,
  isIdentifier,
  isJsxElement,
  isJsxText,
  isNoSubstitutionTemplateLiteral,
  isObjectLiteralExpression,
  isParenthesizedExpression,
  isPropertyAssignment,
  isSatisfiesExpression,
  isStringLiteral,
  isVariableDeclaration,
  isVariableDeclarationList,
  NodeFlags,
} from "typescript/unstable/ast";
import { API } from "typescript/unstable/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A user-facing French text is marked, so that `lingui extract` finds it and a page says it in its
 * language (ADR 0049): a table of messages, titles or labels writes each text after `/*i18n*\/`,
 * and a page's heading writes its words in `<Trans>`. Read from the source with the TypeScript
 * compiler's syntax tree, every module of app/ (tests left out); a text left unmarked is named by
 * its file and line.
 */

/** The tables of user-facing texts, by the name of their constant. */
const TEXT_TABLE = /_(MESSAGES|MESSAGE|TITLES|LABELS)$/;

/**
 * The values of such tables that are not French words to translate, each with why: a whole table
 * (`file:CONST`) or one value (`file:CONST.key`).
 */
const NOT_TRANSLATED: ReadonlySet<string> = new Set([
  // The payment providers' names, as an administrator reads them: the same in every language.
  "app/features/payments/provider-labels.ts:PROVIDER_LABELS",
  // The wallets' brands, the same in every language (the card's words are marked).
  "app/server/payments/payment-methods.ts:METHOD_LABELS.orange-money",
  "app/server/payments/payment-methods.ts:METHOD_LABELS.mtn-momo",
  "app/server/payments/payment-methods.ts:METHOD_LABELS.moov-money",
  "app/server/payments/payment-methods.ts:METHOD_LABELS.wave",
]);

/** The headings checked for raw text, and where. */
const HEADINGS = new Set(["h1", "h2"]);
const HEADING_FOLDERS = [/^app\/routes\//, /^app\/features\/[^/]+\/(.+\/)?components\//];

const ROOT = resolve(".");
const app = (file: string) => relative(ROOT, file).replaceAll("\\", "/");
const isAppModule = (path: string) => path.startsWith("app/") && /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.endsWith(".d.ts");

let api: API | undefined;
let files: SourceFile[] = [];

beforeAll(() => {
  api = new API({ cwd: ROOT });
  const program = api.updateSnapshot({ openProject: "tsconfig.json" }).getProjects()[0]?.program;
  if (!program) throw new Error("tsconfig.json opened no project");
  files = program
    .getSourceFileNames()
    .filter((name) => isAppModule(app(name)))
    .map((name) => program.getSourceFile(name))
    .filter((file): file is SourceFile => file !== undefined);
}, 60_000);

afterAll(() => api?.close());

const lineOf = (node: Node) => node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;
const where = (node: Node) => `${app(node.getSourceFile().fileName)}:${lineOf(node)}`;

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** `x as const`, `x satisfies T`, `(x)`: the expression inside. */
function unwrap(node: Node): Node {
  while (isAsExpression(node) || isSatisfiesExpression(node) || isParenthesizedExpression(node)) node = node.expression;
  return node;
}

/** Whether `/*i18n*\/` is written just before the node: among the spaces and comments that lead to it. */
function marked(node: Node): boolean {
  const trivia = node.getSourceFile().text.slice(node.getFullStart(), node.getStart());
  return trivia.replace(/\/\/.*$/gm, "").includes("/*i18n*/");
}

/** The string values of a text table (nested objects and arrays included) written without the mark, as `file:line CONST.key "text"`. */
function unmarkedTableTexts(file: SourceFile): string[] {
  const found: string[] = [];
  const path = app(file.fileName);
  const check = (value: Node, name: string) => {
    const inner = unwrap(value);
    // A marked descriptor, `/*i18n*/ { id, message }`, is marked whole.
    if (marked(value) || marked(inner) || NOT_TRANSLATED.has(`${path}:${name}`)) return;
    if (isStringLiteral(inner) || isNoSubstitutionTemplateLiteral(inner)) {
      found.push(`${where(inner)} ${name} ${JSON.stringify(inner.text)}`);
    } else if (isObjectLiteralExpression(inner)) {
      for (const property of inner.properties) {
        if (!isPropertyAssignment(property)) continue;
        const key = isIdentifier(property.name) || isStringLiteral(property.name) ? property.name.text : property.name.getText();
        check(property.initializer, `${name}.${key}`);
      }
    } else if (isArrayLiteralExpression(inner)) {
      inner.elements.forEach((element, i) => check(element, `${name}[${i}]`));
    }
  };
  walk(file, (node) => {
    if (!isVariableDeclaration(node) || !isIdentifier(node.name) || !node.initializer) return;
    if (!isVariableDeclarationList(node.parent) || !(node.parent.flags & NodeFlags.Const)) return;
    if (!TEXT_TABLE.test(node.name.text) || !isObjectLiteralExpression(unwrap(node.initializer))) return;
    check(node.initializer, node.name.text);
  });
  return found;
}

/** The `<h1>`/`<h2>` of a page or a feature's component whose own words are raw JSX text, not `<Trans>`. */
function rawHeadings(file: SourceFile): string[] {
  if (!HEADING_FOLDERS.some((folder) => folder.test(app(file.fileName)))) return [];
  const found: string[] = [];
  walk(file, (node) => {
    if (!isJsxElement(node) || !HEADINGS.has(node.openingElement.tagName.getText())) return;
    for (const child of node.children) {
      if (isJsxText(child) && /\p{L}/u.test(child.text))
        found.push(`${where(child)} <${node.openingElement.tagName.getText()}> ${JSON.stringify(child.text.trim())}`);
    }
  });
  return found;
}

describe("user-facing texts are marked for translation", () => {
  it("reads the app's modules, the tables and headings among them", () => {
    expect(files.length).toBeGreaterThan(300);
    const paths = files.map((file) => app(file.fileName));
    expect(paths).toContain("app/features/bookings/booking-rules.ts");
    expect(paths).toContain("app/routes/bookings.tsx");
  });

  it("every text of a *_MESSAGES, *_MESSAGE, *_TITLES or *_LABELS table is written after /*i18n*/", () => {
    expect(files.flatMap(unmarkedTableTexts)).toEqual([]);
  });

  it("every <h1> and <h2> of a page or a component writes its words in <Trans>", () => {
    expect(files.flatMap(rawHeadings)).toEqual([]);
  });
});
