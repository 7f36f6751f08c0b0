// The success envelope of DESIGN.md §3, built in one place for every route: `ok(data, message?)`
// for an answer with data, `done(message)` for one that only says what happened. Failures are the
// error handler's (error-handler.ts).

export const ok = <T>(data: T, message?: string) => ({
  success: true as const,
  data,
  ...(message ? { message } : {}),
});

export const done = (message: string) => ({ success: true as const, message });
