/**
 * A real Chromium for journeys: CHROMIUM_PATH when set (e.g. Debian's /usr/bin/chromium), otherwise
 * the binary shipped inside the @sparticuz/chromium package, so nothing is installed by hand.
 */
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * `lang` ('pt-BR') runs Chromium itself in that language, which the context's `locale` does not
 * reach: the native date inputs follow the process's locale (the LANG variable on Linux; `--lang`
 * alone does not do it), so 'pt-BR' shows dd/mm/aaaa rather than the US mm/dd/yyyy.
 */
export async function launchBrowser(options: { lang?: string } = {}): Promise<Browser> {
  const executablePath =
    process.env.CHROMIUM_PATH || (await (await import('@sparticuz/chromium')).default.executablePath());
  if (!options.lang) return chromium.launch({ executablePath, args: FLAGS });
  return chromium.launch({
    executablePath,
    args: [...FLAGS, `--lang=${options.lang}`],
    env: { ...process.env, LANG: `${options.lang.replace('-', '_')}.UTF-8` },
  });
}

export const baseUrl = () => inject('baseUrl');

export const PHONE_VIEWPORT = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A page whose console errors and uncaught exceptions are collected for the test to assert on. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // A failed request names its address, so a test that fails on it says which call it was.
    const where = message.text().startsWith('Failed to load resource') ? ` (${message.location().url})` : '';
    if (message.type() === 'error') errors.push(`${message.text()}${where}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

export type { Page };
