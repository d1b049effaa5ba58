import type { Request, RequestHandler, Response } from 'express';

/**
 * Runs express handlers one after another on a page's request (the cookie session, then the user's
 * fresh rights: what /api runs), so a signed-in page is rendered as that session's user. Rejects
 * when a handler passes an error.
 */
export function pageSession(handlers: RequestHandler[]): (req: Request, res: Response) => Promise<void> {
  return (req, res) =>
    handlers.reduce(
      (before, handler) =>
        before.then(
          () =>
            new Promise<void>((resolve, reject) => {
              void handler(req, res, (error?: unknown) =>
                error ? reject(error instanceof Error ? error : new Error('session handler failed')) : resolve(),
              );
            }),
        ),
      Promise.resolve(),
    );
}
