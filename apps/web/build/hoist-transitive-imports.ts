import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** The chunks `chunk` imports statically, directly or through other chunks, by file name. */
function transitiveImports(chunk: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): Set<string> {
  const found = new Set<string>();
  const queue = [...chunk.imports];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (found.has(next)) continue;
    found.add(next);
    const imported = bundle[next];
    if (imported?.type === 'chunk') queue.push(...imported.imports);
  }
  return found;
}

/**
 * Adds to every chunk an `import "./x.js";` for each chunk it needs only through another chunk,
 * as Rollup's `hoistTransitiveImports` does by default (Rolldown has not implemented it). A
 * page's chunk then names all the code it needs, and the browser asks for all of it at once
 * instead of discovering it one level of imports at a time: the company profile's code was five
 * levels deep, a round trip each on a phone network (decision 078).
 *
 * The imports are appended after the chunk's code. Import declarations are hoisted and evaluated
 * in source order, so each added chunk comes after the chunks that already import it, and the
 * order in which modules run does not change. File names stay right for caching: a chunk's hash
 * already covers the names of the chunks it imports, whose hashes cover theirs, so the added
 * lines are a function of what the hash covers. Runs before the pre-compression plugin, so the
 * .br and .gz files carry the same lines.
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'hoist-transitive-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const direct = new Set(chunk.imports);
        // a chunk in an import cycle finds itself among what it needs: it does not import itself
        const hoisted = [...transitiveImports(chunk, bundle)].filter(
          (name) => name !== chunk.fileName && !direct.has(name),
        );
        if (hoisted.length === 0) continue;
        const from = path.posix.dirname(chunk.fileName);
        const lines = hoisted.map((name) => `import"./${path.posix.relative(from, name)}";`);
        chunk.code = `${chunk.code}\n${lines.join('')}\n`;
        chunk.imports.push(...hoisted);
      }
    },
  };
}
