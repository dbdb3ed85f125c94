/**
 * Where the agent keeps what it needs between starts: the server's address and the token it got
 * when paired (config.json, readable by the computer's user only), and the journal of what it
 * printed. The folder is `~/.comanda-agente` unless `--dados` names another.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface AgentConfig {
  /** The Comanda server, as `http://192.168.0.10:3000`. */
  server: string;
  agentId: string;
  token: string;
  name: string;
  restaurantName: string;
  pairedAt: string;
}

export function defaultDataDir(): string {
  return path.join(os.homedir(), '.comanda-agente');
}

export function ensureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

const configPath = (dir: string) => path.join(dir, 'config.json');

export function loadConfig(dir: string): AgentConfig | null {
  const file = configPath(dir);
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<AgentConfig>;
  if (!parsed.server || !parsed.token || !parsed.agentId) return null;
  return parsed as AgentConfig;
}

/** Written whole to a temporary file and renamed over the old one, mode 0600 (the token is a key). */
export function saveConfig(dir: string, config: AgentConfig): void {
  ensureDataDir(dir);
  const file = configPath(dir);
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

/** `http://192.168.0.10:3000/` or `192.168.0.10:3000` → `http://192.168.0.10:3000`. */
export function normaliseServer(address: string): string {
  const trimmed = address.trim().replace(/\/+$/, '');
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  const url = new URL(withScheme);
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}
