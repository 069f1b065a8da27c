import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every relative import of a file, type-only imports and re-exports included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+\.ts)'/g)].map((m) =>
    path.resolve(path.dirname(file), m[1]!),
  );
}

describe('the package layout (issue 13)', () => {
  const files = sourceFiles(SRC);

  it('has no import cycle, type imports included', () => {
    const graph = new Map(files.map((f) => [f, importsOf(f)]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (f: string) => {
      state.set(f, 'open');
      stack.push(f);
      for (const g of graph.get(f) ?? []) {
        if (state.get(g) === 'open')
          cycles.push([...stack.slice(stack.indexOf(g)), g].map((x) => path.relative(SRC, x)).join(' → '));
        else if (!state.has(g)) visit(g);
      }
      stack.pop();
      state.set(f, 'done');
    };
    for (const f of files) if (!state.has(f)) visit(f);
    expect(cycles).toEqual([]);
  });

  it('names no file or folder after a round or a date', () => {
    const named = files.map((f) => path.relative(SRC, f)).filter((f) => /round|v\d|\d{4}|new-|-new/i.test(f));
    expect(named).toEqual([]);
  });

  it('keeps lexicon/<language>/ data only: no import but the concept ids', () => {
    const lexicon = files.map((f) => path.relative(SRC, f)).filter((f) => /^lexicon\/[a-z]{2}\//.test(f));
    const languages = new Set(lexicon.map((f) => f.split('/')[1]));
    expect(languages.size).toBe(15);
    // every language has its terms, its cues and the words of its compositions, and nothing else
    for (const lang of languages)
      expect(lexicon.filter((f) => f.startsWith(`lexicon/${lang}/`)).sort()).toEqual(
        ['compositions.ts', 'cues.ts', 'index.ts'].map((n) => `lexicon/${lang}/${n}`),
      );
    for (const f of lexicon) {
      const imports = importsOf(path.join(SRC, f)).map((x) => path.relative(SRC, x));
      expect(
        imports.filter((x) => x !== 'concepts/registry.ts'),
        f,
      ).toEqual([]);
    }
  });

  it('keeps words of one language in one place: no file of words across languages in lexicon/', () => {
    expect(files.map((f) => path.relative(SRC, f)).filter((f) => /^lexicon\/[^/]+$/.test(f))).toEqual([]);
  });
});
