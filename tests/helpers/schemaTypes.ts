import path from 'node:path';
import ts from 'typescript';

type Thing = Record<string, unknown>;

const ROOT = path.resolve(__dirname, '../..');
const VIRTUAL = path.join(ROOT, 'tests', '__structured-data-check__.ts');

/**
 * Checks schema.org objects against schema.org's types, as schema-dts (the vocabulary's types,
 * generated from schema.org) writes them: each object becomes a literal assigned to its
 * `@type`'s type, and the TypeScript compiler reports any property the type does not have
 * (e.g. `inLanguage` on a TouristTrip) or any value of the wrong kind. Returns one line per
 * problem, naming the object by its label; none when every object is valid.
 */
export function schemaTypeErrors(things: { label: string; thing: Thing }[]): string[] {
  const lines = things.map(({ thing }, i) => {
    const type = thing['@type'];
    if (typeof type !== 'string' || !/^[A-Z][A-Za-z]+$/.test(type)) return `const t${i}: never = ${JSON.stringify(thing)};`;
    return `const t${i}: S.WithContext<S.${type}> = ${JSON.stringify(thing)};`;
  });
  const source = `import type * as S from 'schema-dts';\n${lines.join('\n')}\nexport {};\n`;
  const options: ts.CompilerOptions = {
    strict: true, noEmit: true, skipLibCheck: true, types: [], target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, baseUrl: ROOT,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (name, version, ...rest) => (path.resolve(name) === VIRTUAL ? ts.createSourceFile(name, source, version) : getSourceFile(name, version, ...rest));
  const fileExists = host.fileExists;
  host.fileExists = (name) => path.resolve(name) === VIRTUAL || fileExists(name);
  const program = ts.createProgram([VIRTUAL], options, host);
  const diagnostics = [...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics()];
  return diagnostics.map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line - 1 : -1;
    const label = things[line]?.label ?? '(file)';
    return `${label}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`.slice(0, 600);
  });
}
