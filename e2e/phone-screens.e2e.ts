/**
 * Every public page and every admin tab at 390 × 844, as a phone shows them (issue 20, "So it stays
 * fixed"). Fails on: a page wider than the screen or an element sticking out of it (outside a
 * scrolling box), an amount broken after its "R$", English words a Brazilian reads as a bug, and
 * money or rates written with a decimal point. Screenshots go to e2e/screens/ (not committed) for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TABS } from '../src/web/features/admin/tabs';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';

const SCREENS = path.join(import.meta.dirname, 'screens');
/** Case-sensitive: 'Dashboard' is the specification's tab, written as Brazilian products do. */
const ENGLISH = [
  'dashboard',
  'loading',
  'submit',
  'error',
  'save',
  'cancel',
  'delete',
  'settings',
  'undefined',
  'null',
  'NaN',
  'Invalid Date',
  'basic',
  'true',
  'false',
  'Page Not Found',
];
const DECIMAL_POINT = [/R\$\s?\d+\.\d{2}\b/, /\b\d+\.\d{2}\b/];
const FISCAL_CODES = /\b\d{4}\.\d{2}\.\d{2}\b|\b\d{2}\.\d{3}\.\d{2}\b/g;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENS, { recursive: true });
});
afterAll(() => browser?.close());

/** What is wrong with the page as shown: overflow, English words, decimal points. */
async function problems(page: Page, allowEnglish: string[] = []): Promise<string[]> {
  // The screen's width, not window.innerWidth: on a phone (isMobile) the layout viewport widens to
  // fit content that sticks out, so innerWidth grew with the overflow it was meant to catch.
  const screenWidth = page.viewportSize()!.width;
  const found = await page.evaluate((width) => {
    const out: string[] = [];
    const scroller = document.scrollingElement!;
    if (scroller.scrollWidth > width) out.push(`page ${scroller.scrollWidth}px wide`);
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip')
          return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1 || clipped(element)) continue;
      out.push(
        `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)} ends at ${Math.round(box.right)}px`,
      );
      if (out.length > 5) break;
    }
    // An amount split over two lines ("R$" on one, the figure on the next): formatBRL writes a plain
    // space, so a narrow column may break there.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (out.length > 10) break;
      for (const match of (node.textContent ?? '').matchAll(/R\$ [\d.]+,\d{2}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        const parent = node.parentElement!;
        if (lines.size > 1)
          out.push(
            `"${match[0]}" broken in ${parent.tagName.toLowerCase()}.${(parent.getAttribute('class') ?? '').slice(0, 40)}`,
          );
      }
    }
    // The text a person sees (hidden elements and scripts left out): innerText, not textContent.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here.
    return { out, text: document.body.innerText };
  }, screenWidth);
  const issues = [...found.out];
  for (const word of ENGLISH.filter((w) => !allowEnglish.includes(w))) {
    if (new RegExp(`\\b${word}\\b`).test(found.text)) issues.push(`English word "${word}"`);
  }
  // Fiscal codes are written with dots by law (NCM 2106.90.90, CEST 03.011.00): not amounts.
  const amounts = found.text.replace(FISCAL_CODES, '');
  for (const pattern of DECIMAL_POINT) {
    const match = pattern.exec(amounts);
    if (match) issues.push(`decimal point in "${match[0]}"`);
  }
  return issues;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300);
}

describe('every screen on a 390 px phone', () => {
  it('public pages: no overflow, Portuguese words, decimal commas', async () => {
    const { page, context } = await openPage(browser, PHONE_VIEWPORT);
    const login = await page.request.post('/api/auth/login', {
      data: { email: 'demo@comanda.app', password: 'comanda-demo' },
    });
    const demo = (await login.json()) as { id: string };
    await page.request.post('/api/auth/logout').catch(() => undefined);
    const pages: [string, string, string[]?][] = [
      ['home', '/'],
      ['login', '/login'],
      ['register', '/register'],
      ['plans', '/plans'],
      ['explore', '/explorar'],
      ['menu', `/menu/${demo.id}`],
      ['tracking', '/rastrear-pedido'],
      ['privacy', '/privacidade'],
      ['terms', '/termos'],
      ['payment-failure', '/payment-failure'],
      ['payment-pending', '/payment-pending'],
      // The specification keeps the title '404 Page Not Found'.
      ['not-found', '/nao-existe', ['Page Not Found']],
    ];
    const failures: string[] = [];
    for (const [name, url, allow] of pages) {
      await page.goto(url);
      await settle(page);
      // Measured before the full-page screenshot, which resizes the page while it captures.
      for (const issue of await problems(page, allow)) failures.push(`${url}: ${issue}`);
      await page.screenshot({ path: path.join(SCREENS, `public-${name}.png`), fullPage: true });
    }
    await context.close();
    expect(failures).toEqual([]);
  });

  it('every admin tab: no overflow, Portuguese words, decimal commas', async () => {
    const { page, context } = await openPage(browser, PHONE_VIEWPORT);
    const login = await page.request.post('/api/auth/login', {
      data: { email: 'demo@comanda.app', password: 'comanda-demo' },
    });
    const demo = (await login.json()) as { id: string };
    const failures: string[] = [];
    for (const tab of ADMIN_TABS) {
      await page.goto(`/admin/${demo.id}?tab=${tab.key}`);
      await page.getByRole('heading', { name: 'Painel Administrativo' }).waitFor();
      await settle(page);
      for (const issue of await problems(page)) failures.push(`${tab.key}: ${issue}`);
      await page.screenshot({ path: path.join(SCREENS, `admin-${tab.key}.png`), fullPage: true });
    }
    await context.close();
    expect(failures).toEqual([]);
  });
});
