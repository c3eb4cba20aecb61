// Renders the landing page to static HTML in each language after `vite build`, so that its text
// paints before any JavaScript runs (LCP). The browser then renders the same markup with React.
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { App } from '#client/app/app.tsx';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/client');
// The stylesheet is inlined so that the first paint needs nothing but this document.
const template = fs
  .readFileSync(path.join(dist, 'index.html'), 'utf8')
  .replace(
    /<link rel="stylesheet" crossorigin href="([^"]+)">/,
    (_, href: string) => `<style>${fs.readFileSync(path.join(dist, href), 'utf8')}</style>`,
  );
// The chunks holding each language's texts, preloaded so that the app does not wait a round trip
// for them (the build manifest's keys are relative to src/client).
const manifest: Record<string, { file: string }> = JSON.parse(
  fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
);
const textChunks = (lng: string) =>
  [`locales/${lng}/common.json`, `../shared/i18n/agents/${lng}.json`].map((src) => {
    const file = manifest[src]?.file;
    if (!file) throw new Error(`${src} is not in the build manifest`);
    return `<link rel="modulepreload" crossorigin href="/${file}">`;
  });
const read = (p: string) => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));

const resources = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((lng) => [
    lng,
    { common: read(`src/client/locales/${lng}/common.json`), agents: read(`src/shared/i18n/agents/${lng}.json`) },
  ]),
);
await i18next.use(initReactI18next).init({
  lng: 'en',
  resources,
  fallbackLng: 'en',
  ns: ['common', 'agents'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/**
 * The whole page, lazy parts included (preview chat, popup, toasts, cookie banner): prerendering waits
 * for them, so the browser hydrates all of the page instead of rendering those parts again.
 */
async function renderComplete(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<App ssrPath="/" />, {
    // Never move a part out of line: revealing it would need an inline script, which the CSP forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  if (html.includes('<script') || html.includes('<template')) throw new Error('The landing page needs inline scripts');
  return html;
}

/**
 * The first paint waits until the page has been parsed down to the footer (Chromium's render-blocking
 * `rel=expect`; other browsers ignore it). Without it the browser paints the header alone, then styles
 * and lays out the whole page in one long task after the first paint (~150 ms on a mid-range phone):
 * a frozen page that looks ready.
 */
const END_OF_PAGE = 'site-footer';
const renderBlocking = `<link rel="expect" href="#${END_OF_PAGE}" blocking="render">`;

fs.mkdirSync(path.join(dist, 'prerender'), { recursive: true });
for (const lng of SUPPORTED_LANGUAGES) {
  await i18next.changeLanguage(lng);
  const body = await renderComplete();
  if (!body.includes(`id="${END_OF_PAGE}"`)) throw new Error(`#${END_OF_PAGE} is missing from the landing page`);
  const title = `${i18next.t('landing.metaTitle')} · Forja`;
  const html = template
    .replace('<html lang="en">', `<html lang="${lng}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace('</head>', `${renderBlocking}${textChunks(lng).join('')}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  fs.writeFileSync(path.join(dist, 'prerender', `landing.${lng}.html`), html);
}
console.log(`Prerendered the landing page in ${SUPPORTED_LANGUAGES.length} languages.`);
