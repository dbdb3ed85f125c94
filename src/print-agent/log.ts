/**
 * The agent's log: one short Portuguese line per event, with the time. Never personal data: a job
 * is named by its number in the queue and its station, its bytes are opaque.
 */
export interface AgentLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

const time = () => new Date().toLocaleTimeString('pt-BR', { hour12: false });

export const consoleLog: AgentLog = {
  info: (message) => console.log(`${time()} ${message}`),
  warn: (message) => console.warn(`${time()} Aviso: ${message}`),
  error: (message) => console.error(`${time()} Erro: ${message}`),
};

/** A log that keeps its lines (tests). */
export function memoryLog(): AgentLog & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(message),
    warn: (message) => lines.push(`Aviso: ${message}`),
    error: (message) => lines.push(`Erro: ${message}`),
  };
}
