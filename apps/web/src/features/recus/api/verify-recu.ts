import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecuVerification } from '@parcelles/shared/contracts/recus';
import { ApiError, api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What a typed code becomes in the address: upper case, spaces dropped (the server is lenient too). */
export const cleanCode = (code: string): string => code.trim().toUpperCase().replace(/\s+/g, '');

export const recuVerificationQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeys.recus.verification(cleanCode(code)),
    queryFn: ({ signal }) =>
      api.get<RecuVerification>(`/recus/verifier/${encodeURIComponent(cleanCode(code))}`, {
        signal,
        redirectOnUnauthorized: false,
      }),
    // A verdict does not change; an unknown code is an answer, not a failure to retry.
    staleTime: Infinity,
    retry: false,
  });

export const useRecuVerification = (code: string) => useQuery(recuVerificationQuery(code));

export const isUnknownCode = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
