import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A caller's span, read from its W3C `traceparent` header. */
export interface ParentSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly sampled: boolean;
}

/** This server's span for one request: its ids go on every log line and to the services. */
export interface RequestSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly sampled: boolean;
  /** The request has been answered (OpenTelemetry exports the span then; a no-op otherwise). */
  end(attributes: Readonly<Record<string, string | number>>): void;
}

/** Starts this server's span for a request, under the caller's span when it sent one. */
export type SpanStarter = (name: string, parent: ParentSpan | null) => RequestSpan;

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZEROS = /^0+$/;

/**
 * A `traceparent` header as W3C Trace Context reads it (version 00, or a later one with extra
 * fields); null when absent or malformed, and a new trace starts.
 */
export function parseTraceparent(header: string | string[] | undefined): ParentSpan | null {
  if (typeof header !== 'string') return null;
  const match = TRACEPARENT.exec(header.trim());
  if (match === null) return null;
  const [, version, traceId, spanId, flags, rest] = match as unknown as string[];
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (ZEROS.test(traceId!) || ZEROS.test(spanId!)) return null;
  return { traceId: traceId!, spanId: spanId!, sampled: (parseInt(flags!, 16) & 1) === 1 };
}

export function formatTraceparent(
  span: Pick<RequestSpan, 'traceId' | 'spanId' | 'sampled'>,
): string {
  return `00-${span.traceId}-${span.spanId}-${span.sampled ? '01' : '00'}`;
}

/**
 * Without an exporter: fresh ids, nothing recorded. The caller's sampling decision is passed on;
 * a trace this server starts is not sampled (nothing here records it).
 */
export const plainSpans: SpanStarter = (_name, parent) => ({
  traceId: parent?.traceId ?? randomBytes(16).toString('hex'),
  spanId: randomBytes(8).toString('hex'),
  sampled: parent?.sampled ?? false,
  end: () => undefined,
});

/** The part of Node's request a span is read from (HTTP/1 or HTTP/2). */
export type RawRequest = Pick<IncomingMessage, 'headers' | 'method'>;

const spans = new WeakMap<RawRequest, RequestSpan>();

/** The span of a request, started on first ask (Fastify asks first when it makes the request's logger). */
export function spanOf(raw: RawRequest, start: SpanStarter): RequestSpan {
  let span = spans.get(raw);
  if (span === undefined) {
    span = start(`${raw.method ?? 'GET'} request`, parseTraceparent(raw.headers.traceparent));
    spans.set(raw, span);
  }
  return span;
}

/** The span of the request being handled, for calls made on its behalf (the renderer's fetches). */
export const currentSpan = new AsyncLocalStorage<RequestSpan>();
