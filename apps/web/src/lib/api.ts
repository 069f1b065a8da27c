import type { ApiError as ApiErrorBody } from '@asa/domain';

/** An error answer from our API, with the server's code and message (spec §8 texts come from the UI). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Fetches our API with the session cookie; answers JSON or throws ApiError. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiRequest(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The raw Response (for streams), after the same error handling as apiFetch. */
export async function apiRequest(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * The shape of `apiErrorSchema`, checked by hand: every screen's first request (the session) goes
 * through here, and zod is kept off the path to the first paint.
 */
function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body: unknown = await response.json();
    if (isErrorBody(body)) {
      const { code, message, details } = body.error;
      return new ApiError(response.status, code, message, details);
    }
  } catch {
    // not JSON: fall through
  }
  return new ApiError(response.status, 'http_error', response.statusText || 'Request failed');
}
