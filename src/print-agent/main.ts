/**
 * `npm run agente-impressao`: the print agent on the restaurant's computer (issue 34, decision 0047).
 *
 *   npm run agente-impressao -- --servidor http://192.168.0.10:3000 --codigo 123456   (the first time)
 *   npm run agente-impressao                                                            (after that)
 *
 * `--nome` names the computer in the panel (the host's name by default); `--dados DIR` keeps the
 * token and the journal somewhere other than ~/.comanda-agente.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { PrintAgent } from './agent';
import { ApiError, pair } from './api';
import {
  type AgentConfig,
  defaultDataDir,
  ensureDataDir,
  loadConfig,
  normaliseServer,
  saveConfig,
} from './config';
import { consoleLog } from './log';

const USAGE = `Uso:
  npm run agente-impressao -- --servidor http://IP:3000 --codigo 123456   (primeira vez)
  npm run agente-impressao                                                (depois)
Opções: --nome "Caixa" (nome no painel), --dados PASTA (onde guardar o acesso)`;

function fail(message: string): never {
  consoleLog.error(message);
  process.exit(1);
}

async function main() {
  let args: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      options: {
        servidor: { type: 'string' },
        codigo: { type: 'string' },
        nome: { type: 'string' },
        dados: { type: 'string' },
        ajuda: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
    });
  try {
    args = parse();
  } catch (error) {
    fail(`${error instanceof Error ? error.message : 'opção inválida'}\n${USAGE}`);
  }
  if (args.values.ajuda) {
    console.log(USAGE);
    return;
  }
  const dataDir = args.values.dados ?? defaultDataDir();
  ensureDataDir(dataDir);
  let config = loadConfig(dataDir);

  if (args.values.codigo) {
    const serverArg = args.values.servidor ?? config?.server;
    if (!serverArg) fail(`Informe o endereço do servidor com --servidor.\n${USAGE}`);
    const code = args.values.codigo.replace(/\D/g, '');
    if (code.length !== 6) fail('O código de pareamento tem 6 dígitos (veja no painel, em Cozinha).');
    let server: string;
    try {
      server = normaliseServer(serverArg);
    } catch {
      fail('Endereço do servidor inválido: use algo como http://192.168.0.10:3000');
    }
    const name = (args.values.nome ?? os.hostname()).trim().slice(0, 60) || 'Computador';
    try {
      const answer = await pair(server, code, name);
      config = {
        server,
        agentId: answer.agentId,
        token: answer.token,
        name,
        restaurantName: answer.restaurantName,
        pairedAt: new Date().toISOString(),
      } satisfies AgentConfig;
      saveConfig(dataDir, config);
      consoleLog.info(`Pareado com ${answer.restaurantName} como "${name}"`);
    } catch (error) {
      if (error instanceof ApiError) fail(`Não foi possível parear: ${error.message}`);
      fail(`Não foi possível falar com o servidor em ${server}. Confira o endereço e a rede.`);
    }
  } else if (!config) {
    fail(`Este computador ainda não foi pareado.\n${USAGE}`);
  } else if (args.values.servidor) {
    // The server moved (a new IP): keep the token, use the new address.
    try {
      config = { ...config, server: normaliseServer(args.values.servidor) };
    } catch {
      fail('Endereço do servidor inválido: use algo como http://192.168.0.10:3000');
    }
    saveConfig(dataDir, config);
  }

  const agent = new PrintAgent({
    server: config.server,
    token: config.token,
    dataDir,
    log: consoleLog,
    onRevoked: () => process.exit(2),
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    consoleLog.info(signal === 'SIGINT' ? 'Encerrando (Ctrl+C)...' : 'Encerrando...');
    void agent.stop().then(() => {
      consoleLog.info('Agente encerrado');
      process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  consoleLog.info(`Agente de impressão de ${config.restaurantName}: conectando a ${config.server}`);
  await agent.start();
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
