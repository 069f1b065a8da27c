import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** Deeper than any payload of ours: a chat body is three levels, an assessment five. */
export const MAX_INPUT_DEPTH = 16;

/**
 * What no route accepts, checked for every request before its own schema (DESIGN §4): NUL
 * characters anywhere — PostgreSQL refuses them in text, SQLite would store them — and JSON
 * nested deeper than MAX_INPUT_DEPTH. Library routes (identity) pass through here too.
 */
export function inputProblem(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? `${where} contains a NUL character.` : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return `${where} is nested too deeply.`;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${where} has a key with a NUL character.`;
    const problem = inputProblem(child, where, depth + 1);
    if (problem) return problem;
  }
  return null;
}

export async function guardInput(request: FastifyRequest): Promise<void> {
  const problem =
    (request.url.includes('%00') || request.url.includes('\u0000') ? 'The address contains a NUL character.' : null) ??
    inputProblem(request.params, 'A path parameter') ??
    inputProblem(request.query, 'The query') ??
    inputProblem(request.body, 'The body');
  if (problem) throw badRequest(problem);
}
