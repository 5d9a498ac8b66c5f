import type { OpenTelemetryConfig } from '../config';
import type { ParentSpan, SpanStarter } from './trace-context';

export interface OpenTelemetry {
  readonly spans: SpanStarter;
  /** Exports what is still buffered. */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry's Node SDK, configured by the `OTEL_*` variables (exporter, endpoint, protocol,
 * sampler, resource; whether it starts at all: config.ts), exporting one server span per request. No auto-instrumentation: the spans
 * are this server's own, so none of the SDK's module hooks are needed.
 */
export async function startOpenTelemetry(config: OpenTelemetryConfig): Promise<OpenTelemetry> {
  const [{ NodeSDK }, api] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/api'),
  ]);
  const sdk = new NodeSDK({
    ...(config.serviceName === null ? { serviceName: 'tipwell-server' } : {}),
    instrumentations: [],
  });
  sdk.start();
  const tracer = api.trace.getTracer('@tipwell/server');
  const parentContext = (parent: ParentSpan | null) =>
    parent === null
      ? api.ROOT_CONTEXT
      : api.trace.setSpanContext(api.ROOT_CONTEXT, {
          traceId: parent.traceId,
          spanId: parent.spanId,
          traceFlags: parent.sampled ? api.TraceFlags.SAMPLED : api.TraceFlags.NONE,
          isRemote: true,
        });
  const spans: SpanStarter = (name, parent) => {
    const span = tracer.startSpan(name, { kind: api.SpanKind.SERVER }, parentContext(parent));
    const { traceId, spanId, traceFlags } = span.spanContext();
    return {
      traceId,
      spanId,
      sampled: (traceFlags & api.TraceFlags.SAMPLED) !== 0,
      end(attributes) {
        const method = attributes['http.request.method'];
        const route = attributes['http.route'];
        if (method !== undefined && route !== undefined) span.updateName(`${method} ${route}`);
        span.setAttributes(attributes);
        if (Number(attributes['http.response.status_code']) >= 500) {
          span.setStatus({ code: api.SpanStatusCode.ERROR });
        }
        span.end();
      },
    };
  };
  return { spans, shutdown: () => sdk.shutdown() };
}
