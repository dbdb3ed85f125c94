/**
 * The one command that starts the print agent on the restaurant's computer (issue 34; the agent is
 * `src/print-agent/`, `npm run agente-impressao`). Kept here, once, so the panel and its tests say
 * the same thing the README does.
 */
export const AGENT_COMMAND = 'npm run agente-impressao -- --servidor {servidor} --codigo {codigo}';

export function agentCommand(server: string, code: string): string {
  return AGENT_COMMAND.replace('{servidor}', server).replace('{codigo}', code);
}
