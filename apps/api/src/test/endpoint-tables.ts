import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from '@hissa/contracts/http/endpoint';

/** The repository's root folder. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The contracts package's sources. */
export const contractsDir = path.join(repoRoot, 'packages/contracts/src');

/** Every file below `dir` whose name passes `keep`, skipping node_modules and dist. */
export function filesBelow(dir: string, keep: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesBelow(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

/** True for the name of an endpoint table (docs/decisions/012): *-endpoints.ts. */
export const isEndpointTable = (name: string) => name.endsWith('-endpoints.ts');

/**
 * True for the name of a list of endpoint paths without schemas (decision 071):
 * *-endpoint-paths.ts, whose paths the tables' definitions take.
 */
export const isEndpointPathList = (name: string) => name.endsWith('-endpoint-paths.ts');

/**
 * Every endpoint of the contracts' tables, keyed "METHOD /path/{param}" as OpenAPI writes it;
 * throws when two definitions share a method and path.
 */
export async function definedEndpoints(): Promise<Map<string, Endpoint>> {
  const found = new Map<string, Endpoint>();
  for (const file of filesBelow(contractsDir, isEndpointTable)) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (typeof value !== 'object' || value === null || !('responses' in value) || !('path' in value)) continue;
      const endpoint = value as Endpoint;
      const key = `${endpoint.method} ${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
      if (found.has(key)) throw new Error(`${key} is defined twice`);
      found.set(key, endpoint);
    }
  }
  return found;
}
