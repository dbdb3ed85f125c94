import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const received: { from: string; to: string[]; data: string }[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk) => {
        data += chunk;
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createMailer', () => {
  it('sends over SMTP with the attachment', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: 'Comanda <nao-responda@comanda.test>',
    });
    await mailer.send({
      to: ['dono@exemplo.com.br', 'socio@exemplo.com.br'],
      subject: 'Relatório de vendas',
      text: 'Segue o relatório.',
      attachments: [{ filename: 'relatorio.csv', content: 'a;b\n1;2\n', contentType: 'text/csv' }],
    });
    expect(mailer.kind).toBe('smtp');
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('nao-responda@comanda.test');
    expect(received[0]!.to).toEqual(['dono@exemplo.com.br', 'socio@exemplo.com.br']);
    expect(received[0]!.data).toMatch(
      /Subject: =\?UTF-8\?Q\?Relat=C3=B3rio_de_vendas\?=|Subject: Relatório de vendas/,
    );
    expect(received[0]!.data).toContain('filename=relatorio.csv');
  });

  it('writes an .eml file to the outbox without SMTP', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'comanda-mail-')), 'outbox');
    const mailer = createMailer({ outboxDir, from: 'Comanda <nao-responda@comanda.test>' });
    await mailer.send({ to: ['dono@exemplo.com.br'], subject: 'Redefinição de senha', text: 'Use o link.' });
    const files = readdirSync(outboxDir);
    expect(mailer.kind).toBe('outbox');
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('To: dono@exemplo.com.br');
    expect(eml).toContain('Use o link.');
  });
});
