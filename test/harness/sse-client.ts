/**
 * A minimal EventSource over fetch for the API tests that read a live stream (the panel's orders
 * stream, the print agent's job stream) over real HTTP: it parses the server-sent events (WHATWG
 * HTML, "Server-sent events": blocks end with a blank line; `id`, `event` and `data` fields), keeps
 * the named ones, and says when the server ended the stream.
 */
export interface SseMessage {
  id?: string;
  event?: string;
  data: string;
}

export async function connectSse(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const messages: SseMessage[] = [];
  const state = { ended: false };
  const done = (async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) {
          state.ended = true;
          return;
        }
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: SseMessage = { data: '' };
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(': ');
            if (field === 'id') message.id = rest.join(': ');
            if (field === 'event') message.event = rest.join(': ');
            if (field === 'data') message.data = rest.join(': ');
          }
          if (message.event) messages.push(message);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by the test
    }
  })();
  async function waitFor(predicate: (all: SseMessage[]) => boolean, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(messages)) {
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(messages)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  /** The `name` events' data, parsed, each with its SSE id as `sseId`. */
  const named = <T = Record<string, unknown>>(name: string) =>
    messages.filter((m) => m.event === name).map((m) => ({ sseId: m.id, ...(JSON.parse(m.data) as T) }));
  return {
    response,
    messages,
    named,
    /** The `name` events' data, parsed. */
    events: (name: string) => messages.filter((m) => m.event === name).map((m) => JSON.parse(m.data)),
    waitFor,
    ready: () => waitFor((all) => all.some((m) => m.event === 'ready')),
    /** Whether the server ended the stream (not the test's own abort). */
    get ended() {
      return state.ended;
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}

export type SseConnection = Awaited<ReturnType<typeof connectSse>>;
