// A 409: the request is well formed but the state forbids it (DESIGN.md §3). The message says
// why, from the catalogue in messages.ts.
import { AppError } from '@parcelles/shared/errors';

export const conflict = (message: string, code: 'CONFLICT' | 'PLOT_NOT_AVAILABLE' = 'CONFLICT') =>
  new AppError(code, { status: 409, message });
