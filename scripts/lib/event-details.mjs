// The fields of each event's detail type, read with the TypeScript compiler from the declarations the
// build emitted (dist/types): the manifest then documents `{ href: string; … }` and not only the type's
// name, and the text cannot drift from the type hosts compile against.
import ts from 'typescript';

/**
 * A resolver from an event's type text (`CustomEvent<SalgspantNavigateDetail>`) to the fields of its
 * detail, looked up among the exports of `entryDts` (the package root's declarations).
 * @returns {(typeText: string) => { name: string, nullable?: true, fields: { name: string, type: string, optional: boolean, description: string }[] } | undefined}
 */
export function eventDetailResolver(entryDts) {
  const program = ts.createProgram([entryDts], {
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryDts);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entryDts}: no module to read event details from`);
  const exported = new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol]));

  return (typeText) => {
    const name = /^CustomEvent<(\w+)>$/.exec(typeText ?? '')?.[1];
    const symbol = name && exported.get(name);
    if (!symbol) return undefined;
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declared = checker.getDeclaredTypeOfSymbol(target);
    // A detail that may be null (`kyc-continue`'s for a declaration completed before the visit): the
    // fields of the object, and `| null` after them.
    const nullable = declared.isUnion() && declared.types.some((member) => (member.flags & ts.TypeFlags.Null) !== 0);
    const type = nullable ? checker.getNonNullableType(declared) : declared;
    const declaration = target.declarations?.[0];
    if (!declaration) return undefined;
    return {
      name,
      ...(nullable ? { nullable } : {}),
      fields: checker.getPropertiesOfType(type).map((property) => {
        const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
        const text = checker.typeToString(checker.getTypeOfSymbolAtLocation(property, declaration));
        return {
          name: property.name,
          // An optional field reads `string | undefined` under strict null checks; `?` says that already.
          type: optional ? text.replace(/ \| undefined$/, '') : text,
          optional,
          description: ts.displayPartsToString(property.getDocumentationComment(checker)),
        };
      }),
    };
  };
}

/** `{ href: string; route: string | null; trackingName?: string }`, with ` | null` for a detail that may be null. */
export const detailText = (detail) =>
  detail
    ? `{ ${detail.fields.map((f) => `${f.name}${f.optional ? '?' : ''}: ${f.type}`).join('; ')} }${detail.nullable ? ' | null' : ''}`
    : '';
