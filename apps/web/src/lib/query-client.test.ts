import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('query retries', () => {
  it('retries lost connections and server errors, twice at most', () => {
    expect(shouldRetry(0, new ApiError(0, 'hors ligne', 'NETWORK_ERROR'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'indisponible', 'SERVICE_UNAVAILABLE'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'indisponible', 'SERVICE_UNAVAILABLE'))).toBe(false);
  });

  it("never retries the server's answer about the request itself", () => {
    expect(shouldRetry(0, new ApiError(404, 'introuvable', 'NOT_FOUND'))).toBe(false);
    expect(shouldRetry(0, new ApiError(422, 'invalide', 'VALIDATION_ERROR'))).toBe(false);
  });
});
