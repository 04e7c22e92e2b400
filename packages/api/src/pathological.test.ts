import { createRequire } from 'node:module';
import path from 'node:path';
import * as domain from '@backoffice/domain';
import { Struct } from 'superstruct';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { routeList } from './routes';
import * as structs from './structs';

/**
 * Every validator and parser of `packages/domain` and every struct of `packages/api` given
 * 100 KB of what makes regular expressions and parsers slow: dots, `@`, spaces, digits,
 * brackets, angle brackets, slashes, dashes, commas. Each call must end within 50 ms of CPU
 * time: linear code takes a few milliseconds here, a super-linear expression seconds. CPU
 * time, not the clock, so that other processes on the machine do not count; a call over the
 * limit is run again, twice at most, and the least time kept, so that a garbage collection
 * during one run does not count either. On a loaded machine a linear call on 100 KB can still
 * pass 50 ms (a core shared with other work runs slower): a call over the limit is then
 * timed on the same text a quarter as long, and fails only if it grows much faster than its
 * input (a quarter of the text in less than an eighth of the time: a linear call takes about
 * a quarter, a quadratic one a sixteenth).
 *
 * The domain's functions are called with what their parameters' types take (read with the
 * TypeScript checker): the input for every string, in every string field of an object, an
 * array of one such value for a list. A function given a type it does not take is not a
 * finding.
 */
const SIZE = 100_000;
const LIMIT_MS = 50;

/** Each pathological text, made at a given length (about `n` characters). */
const INPUTS: Record<string, (n: number) => string> = {
  dots: (n) => '.'.repeat(n),
  'email-like': (n) => `a@${'.'.repeat(n)}@`,
  'at signs': (n) => '@'.repeat(n),
  spaces: (n) => `a${' '.repeat(n)}a`,
  digits: (n) => '9'.repeat(n),
  'digits and spaces': (n) => '1 '.repeat(n / 2),
  brackets: (n) => `${'['.repeat(n / 2)}${']'.repeat(n / 2)}`,
  'open tags': (n) => '<'.repeat(n),
  'tags in tags': (n) => '<a '.repeat(n / 3),
  slashes: (n) => `${'/'.repeat(n)}a`,
  dashes: (n) => `${'-'.repeat(n)}a`,
  commas: (n) => ','.repeat(n),
  'hash and dot': (n) => '#.'.repeat(n / 2),
  'a-dot': (n) => 'a.'.repeat(n / 2),
};

/**
 * The least CPU time of up to three runs of `work`, in ms (an exception counts as an
 * answer): a run within the limit ends it, a run over it is tried again.
 */
function fastest(work: () => unknown): number {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const started = process.cpuUsage();
    try {
      work();
    } catch {
      // Refused: an answer like any other.
    }
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
    // Within the limit: done. Far over it (a second of CPU): no pause does that, no rerun.
    if (best <= LIMIT_MS || best >= LIMIT_MS * 20) break;
  }
  return best;
}

let slow: string[] = [];
/** Times `work` on the text; over the limit, and growing faster than its input, a finding. */
function check(name: string, make: (n: number) => string, work: (input: string) => unknown): void {
  const ms = fastest(() => work(make(SIZE)));
  if (ms <= LIMIT_MS) return;
  const quarter = fastest(() => work(make(SIZE / 4)));
  if (quarter * 8 < ms)
    slow.push(`${name}: ${ms.toFixed(0)} ms (${quarter.toFixed(0)} ms on a quarter)`);
}

// The domain's functions and the types of their parameters --------------------------------

type Builder = (input: string) => unknown;

function builderFor(checker: ts.TypeChecker, type: ts.Type, depth: number): Builder | null {
  if (type.flags & ts.TypeFlags.String) return (input) => input;
  if (type.isUnion()) {
    // A union that takes any string takes the input; else its first member that can be built.
    const members = type.types.map((member) => builderFor(checker, member, depth));
    const stringMember = type.types.findIndex((member) => member.flags & ts.TypeFlags.String);
    if (stringMember !== -1) return members[stringMember] as Builder;
    return members.find((member) => member !== null) ?? null;
  }
  if (type.flags & ts.TypeFlags.StringLiteral) return () => (type as ts.StringLiteralType).value;
  if (type.flags & (ts.TypeFlags.Number | ts.TypeFlags.NumberLiteral)) return () => 1;
  if (type.flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral)) return () => true;
  if (type.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) return () => undefined;
  if (depth > 3) return null;
  if (checker.isArrayType(type)) {
    const element = checker.getTypeArguments(type as ts.TypeReference)[0];
    const item = element ? builderFor(checker, element, depth + 1) : null;
    return item ? (input) => [item(input)] : () => [];
  }
  if (type.getCallSignatures().length) return () => () => undefined;
  if (type.flags & ts.TypeFlags.Object) {
    const fields: [string, Builder][] = [];
    for (const property of type.getProperties()) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (!declaration) continue;
      const build = builderFor(
        checker,
        checker.getTypeOfSymbolAtLocation(property, declaration),
        depth + 1,
      );
      if (build) fields.push([property.name, build]);
    }
    return (input) => Object.fromEntries(fields.map(([name, build]) => [name, build(input)]));
  }
  return null;
}

/** Each exported function of the domain with a builder of its arguments. */
function domainCalls(): { name: string; args: Builder[] }[] {
  const require = createRequire(import.meta.url);
  const entry = path.join(path.dirname(require.resolve('@backoffice/domain')), 'index.ts');
  const program = ts.createProgram([entry], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry) as ts.SourceFile;
  const module = checker.getSymbolAtLocation(source) as ts.Symbol;
  const calls: { name: string; args: Builder[] }[] = [];
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.valueDeclaration;
    if (!declaration) continue;
    const signature = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures()[0];
    if (!signature || signature.getParameters().length === 0) continue;
    const args = signature.getParameters().map((parameter) => {
      const at = parameter.valueDeclaration ?? declaration;
      return builderFor(checker, checker.getTypeOfSymbolAtLocation(parameter, at), 0);
    });
    if (args.every((arg) => arg !== null))
      calls.push({ name: exported.name, args: args as Builder[] });
  }
  return calls;
}

/** Every key of an object struct (nested objects too) set to the input. */
function filled(struct: Struct<unknown, unknown>, input: string, depth = 0): unknown {
  if (depth > 4) return input;
  if ((struct.type === 'object' || struct.type === 'type') && struct.schema) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(struct.schema as Record<string, Struct>))
      out[key] = filled(field as Struct<unknown, unknown>, input, depth + 1);
    return out;
  }
  if (struct.type === 'array' && struct.schema)
    return [filled(struct.schema as Struct<unknown, unknown>, input, depth + 1)];
  return input;
}

describe('pathological input, 100 KB', () => {
  it('takes every function of packages/domain within 50 ms', () => {
    slow = [];
    const calls = domainCalls();
    expect(calls.length).toBeGreaterThan(150);
    const functions = domain as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const { name, args } of calls) {
      const fn = functions[name] as (...args: unknown[]) => unknown;
      expect(typeof fn, name).toBe('function');
      for (const [kind, make] of Object.entries(INPUTS)) {
        check(`domain.${name}(${kind})`, make, (text) => fn(...args.map((build) => build(text))));
      }
    }
    expect(slow).toEqual([]);
  }, 600_000);

  it('takes every struct of packages/api, and every route query and body, within 50 ms', () => {
    slow = [];
    const all = (Object.entries(structs) as [string, unknown][]).filter(
      (entry): entry is [string, Struct<unknown, unknown>] => entry[1] instanceof Struct,
    );
    for (const route of routeList) {
      if (route.query) all.push([`${route.name}.query`, route.query]);
      if (route.body) all.push([`${route.name}.body`, route.body]);
    }
    expect(all.length).toBeGreaterThan(100);
    for (const [name, struct] of all) {
      for (const [kind, make] of Object.entries(INPUTS)) {
        check(`${name}(${kind})`, make, (text) => struct.validate(text, { coerce: true }));
        check(`${name}({…: ${kind}})`, make, (text) =>
          struct.validate(filled(struct, text), { coerce: true }),
        );
      }
    }
    expect(slow).toEqual([]);
  }, 600_000);
});
