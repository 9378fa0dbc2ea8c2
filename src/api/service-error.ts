import type { TextKey } from '../texts/nb.js';
import type { ErrorBody } from '../schemas/common.js';

/** What went wrong, broadly: the service said no, the network failed, the answer was malformed … */
export type ServiceErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response' | 'invalid-request';

/** Everything a ServiceError carries (spec 1 §7: code, name, developerMessage, type, message, correlation id). */
export interface ServiceErrorInit {
  kind: ServiceErrorKind;
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  /** The service's error code (often the status as a number, sometimes a text). */
  code?: string | number | undefined;
  /** The service's error name, compared with the error catalogue (e.g. `DNUMMER_KUNDE`). */
  name: string;
  /** A message for developers, never shown to customers. */
  developerMessage?: string | undefined;
  /** The service's error type (e.g. `VALIDATION`). */
  type?: string | undefined;
  /** A message for the customer, in Norwegian, when the service gave one. */
  message: string;
  /** The request correlation id (RCID) for support. */
  correlationId?: string | undefined;
  /** The method and path that failed. */
  request?: string | undefined;
}

/**
 * Whether a write that failed this way may still have been carried out by the service: no answer came
 * (a timeout, a dropped connection), the answer could not be read, or a gateway stopped waiting for the
 * service (504). Such a write is looked up before it is sent again (decisions 0034, 0037).
 */
export function outcomeUnknown(error: ServiceError): boolean {
  const kind = error.kind;
  return kind === 'network' || kind === 'timeout' || kind === 'invalid-response' || error.status === 504;
}

/**
 * Every failure of a service call. `name` is the service's error name, matched against the error
 * catalogue by the flows; unknown names show the generic screen.
 */
export class ServiceError extends Error {
  readonly kind: ServiceErrorKind;
  readonly status: number;
  readonly code: string | number | undefined;
  readonly developerMessage: string | undefined;
  readonly type: string | undefined;
  readonly correlationId: string | undefined;
  readonly request: string | undefined;

  constructor(init: ServiceErrorInit) {
    super(init.message);
    this.name = init.name;
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.developerMessage = init.developerMessage;
    this.type = init.type;
    this.correlationId = init.correlationId;
    this.request = init.request;
  }

  /** Whether this failure was the caller's own abort (an element removed, a newer request). */
  get aborted(): boolean {
    return this.kind === 'aborted';
  }

  /** A plain object for logs and the error screen's detail panel. */
  toJSON(): ServiceErrorInit {
    return {
      kind: this.kind,
      status: this.status,
      code: this.code,
      name: this.name,
      developerMessage: this.developerMessage,
      type: this.type,
      message: this.message,
      correlationId: this.correlationId,
      request: this.request,
    };
  }
}

/**
 * Messages for failures the service did not describe itself, as text keys (`errors.message.*`): the
 * error screen's detail panel shows their text, which a CMS can override.
 */
export const FALLBACK_MESSAGES = {
  network: 'errors.message.network',
  timeout: 'errors.message.timeout',
  aborted: 'errors.message.aborted',
  invalidResponse: 'errors.message.invalidResponse',
  http: 'errors.message.http',
} as const satisfies Record<string, TextKey>;

/** The error name used when a response could not be understood. */
export const INVALID_RESPONSE = 'INVALID_RESPONSE';

/**
 * Builds a ServiceError from the services' error JSON: an HTTP error's body, or the `errorOrNull` of a
 * result envelope (status 200). Missing fields get sensible fallbacks.
 */
export function serviceErrorFromBody(
  body: ErrorBody | null | undefined,
  context: { status: number; request?: string | undefined; correlationId?: string | null | undefined },
): ServiceError {
  const { status } = context;
  const fallbackName =
    status >= 502 && status <= 504 ? 'SERVICE_UNAVAILABLE' : status === 404 ? 'NOT_FOUND' : 'INTERN_FEIL';
  return new ServiceError({
    kind: 'http',
    status,
    code: body?.code ?? status,
    name: body?.name ?? body?.errorName ?? fallbackName,
    developerMessage: body?.developerMessage ?? undefined,
    type: body?.type ?? undefined,
    message: body?.message ?? body?.errorMessage ?? FALLBACK_MESSAGES.http,
    correlationId:
      body?.requestCorrelationId?.value ?? body?.rcid ?? body?.correlationId ?? context.correlationId ?? undefined,
    request: context.request,
  });
}

/** Builds a ServiceError from an HTTP error response and its (possibly absent) JSON body. */
export function serviceErrorFromResponse(
  response: Pick<Response, 'status' | 'headers'>,
  body: ErrorBody | undefined,
  request: string,
): ServiceError {
  return serviceErrorFromBody(body, {
    status: response.status,
    request,
    correlationId: response.headers.get('x-correlation-id'),
  });
}

/** Any thrown value as a ServiceError: itself, or an unexpected failure the catalogue shows as generic. */
export function asServiceError(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  return new ServiceError({
    kind: 'invalid-response',
    status: 0,
    name: 'INTERN_FEIL',
    message: '',
    developerMessage: error instanceof Error ? error.message : String(error),
  });
}
