/**
 * A network thermal printer as the print agent sees it, for the agent's tests and the kitchen
 * printing benchmark until the decoding fake (test/fakes/thermal-printer.ts, issue 34) takes over.
 * Sources:
 * - Raw TCP printing on port 9100 (Epson's "TM printer network interface", HP's JetDirect raw
 *   port): the client connects, writes the printer's commands, closes; the printer prints what
 *   came. One connection is one job here.
 * - DLE EOT 4, "Transmit real-time status", roll paper sensor (Epson ESC/POS command reference):
 *   the request is 10 04 04; the answer one byte with bits 1 and 4 set, bits 0 and 7 clear, bits
 *   2–3 for near-end and 5–6 for paper end (0x12 with paper, 0x72 without).
 * It records each connection's bytes (the status requests taken out) and when the last byte came.
 */
import net from 'node:net';

export interface ReceivedPrint {
  bytes: Buffer;
  /** performance.timeOrigin + performance.now() of the last byte's arrival. */
  lastByteAt: number;
}

export interface RawPrinter {
  readonly port: number;
  readonly prints: ReceivedPrint[];
  /** Answer DLE EOT 4 (on by default). */
  answersStatus: boolean;
  /** Answer DLE EOT 4 with paper end (and print nothing a client sends after it). */
  paperOut: boolean;
  /** Stops listening and drops open connections (the printer switched off); start() again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const STATUS_REQUEST = Buffer.from([0x10, 0x04, 0x04]);
const WITH_PAPER = 0x12;
const WITHOUT_PAPER = 0x72;

const now = () => performance.timeOrigin + performance.now();

export async function startRawPrinter(port = 0): Promise<RawPrinter> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const printer: RawPrinter = {
    port,
    prints: [],
    answersStatus: true,
    paperOut: false,
    async start() {
      server = net.createServer((socket) => {
        sockets.add(socket);
        let received = Buffer.alloc(0);
        let lastByteAt = 0;
        socket.on('data', (chunk) => {
          received = Buffer.concat([received, chunk]);
          lastByteAt = now();
          // Status requests at the start of the stream are answered, not printed.
          while (received.subarray(0, 3).equals(STATUS_REQUEST)) {
            received = received.subarray(3);
            if (printer.answersStatus) socket.write(Buffer.of(printer.paperOut ? WITHOUT_PAPER : WITH_PAPER));
          }
        });
        socket.on('error', () => undefined);
        socket.on('close', () => sockets.delete(socket));
        // The client's FIN: every byte of the job is in; printed, then our side closes too.
        socket.on('end', () => {
          if (received.length > 0 && !printer.paperOut) printer.prints.push({ bytes: received, lastByteAt });
          socket.end();
        });
      });
      await new Promise<void>((resolve, reject) => {
        server?.once('error', reject);
        server?.listen(printer.port, '127.0.0.1', () => resolve());
      });
      (printer as { port: number }).port = (server.address() as net.AddressInfo).port;
    },
    async stop() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
    async close() {
      await printer.stop();
    },
  };
  await printer.start();
  return printer;
}
