import { apiErrorSchema } from '@asa/domain';

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
  headers?: Record<string, string>;
}

/** Fetches our API with the session cookie; answers JSON or throws ApiError. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiRequest(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The raw Response (for streams), after the same error handling as apiFetch. */
export async function apiRequest(path: string, { method = 'GET', body, signal, headers }: RequestOptions = {}): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const parsed = apiErrorSchema.safeParse(await response.json());
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      return new ApiError(response.status, code, message, details);
    }
  } catch {
    // not JSON: fall through
  }
  return new ApiError(response.status, 'http_error', response.statusText || 'Request failed');
}
