import { clientErrorLimits, submitRenderErrorReport } from '@talent/contract';
import { isRouteErrorResponse } from 'react-router';
import { callEndpoint } from '@/lib/http-client';

export interface RenderErrorContext {
  /** React's component stack, when the error came from rendering. */
  componentStack?: string | null;
  /** The route pattern the router was showing, e.g. `job-opportunities`. */
  route?: string;
  /** The page with its search, as the router knew it; else the browser's address. */
  page?: string;
}

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    return { message: `${error.name}: ${error.message}`, ...(error.stack ? { stack: error.stack } : {}) };
  }
  return { message: String(error) };
}

/**
 * Sends a page that failed to render, or whose route failed to load, to the server's error log
 * with its stack and the build it ran, so the stack can be mapped to the sources. An answer the
 * router shows on purpose (a 404 thrown by a loader) is not a failure. A failing report is
 * dropped quietly: the error screen is already shown.
 */
export async function reportRenderError(error: unknown, context: RenderErrorContext = {}): Promise<void> {
  if (isRouteErrorResponse(error)) return;
  const { message, stack } = describe(error);
  const { stackLength, messageLength, urlLength, releaseLength } = clientErrorLimits;
  try {
    await callEndpoint(
      submitRenderErrorReport,
      {
        body: {
          message: clip(message, messageLength),
          ...(stack === undefined ? {} : { stack: clip(stack, stackLength) }),
          ...(context.componentStack ? { component_stack: clip(context.componentStack, stackLength) } : {}),
          ...(context.route === undefined ? {} : { route: clip(context.route, urlLength) }),
          page: clip(context.page ?? `${window.location.pathname}${window.location.search}`, urlLength),
          release: clip(import.meta.env.VITE_APP_VERSION || 'unversioned', releaseLength),
        },
      },
      // A report about a report would never end.
      { handleErrors: false },
    );
  } catch {
    // The error screen is shown whether or not the report arrived.
  }
}
