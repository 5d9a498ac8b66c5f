import { WebSocket } from 'undici';

interface Message {
  readonly id?: number;
  readonly method?: string;
  readonly params?: { value?: unknown[] };
  readonly result?: unknown;
  readonly error?: { message: string };
}

/**
 * One DevTools connection to the page target of a Chromium that chrome-launcher started (the
 * guest's rows, bench:profile): commands, and the Tracing domain's events when a trace is taken.
 * No domain is enabled unless a caller sends its `enable`.
 */
export class DevTools {
  private next = 1;
  private readonly waiting = new Map<number, (reply: Message) => void>();
  private readonly traceEvents: unknown[] = [];
  private tracingComplete: (() => void) | null = null;

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as Message;
      if (message.id !== undefined) this.waiting.get(message.id)?.(message);
      else if (message.method === 'Tracing.dataCollected')
        this.traceEvents.push(...(message.params?.value ?? []));
      else if (message.method === 'Tracing.tracingComplete') this.tracingComplete?.();
    });
  }

  static async connect(port: number): Promise<DevTools> {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
      type: string;
      webSocketDebuggerUrl: string;
    }[];
    const page = targets.find((target) => target.type === 'page');
    if (!page) throw new Error('no page target in the launched Chromium');
    const socket = new WebSocket(page.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    return new DevTools(socket);
  }

  /** A command; resolves with its result. */
  send(method: string, params: object = {}): Promise<unknown> {
    const id = this.next++;
    this.socket.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (reply) => {
        this.waiting.delete(id);
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve(reply.result);
      });
    });
  }

  /** A value the page computes (Runtime.evaluate needs no Runtime domain enabled). */
  async evaluate(expression: string): Promise<unknown> {
    const reply = (await this.send('Runtime.evaluate', { expression, returnByValue: true })) as {
      result?: { value?: unknown };
    };
    return reply.result?.value;
  }

  /** Ends a trace started with `Tracing.start` (transferMode ReportEvents): all its events. */
  async endTracing(): Promise<unknown[]> {
    const complete = new Promise<void>((resolve) => (this.tracingComplete = resolve));
    await this.send('Tracing.end');
    await complete;
    return this.traceEvents;
  }

  close(): void {
    this.socket.close();
  }
}
