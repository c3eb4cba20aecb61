import type { BackendModule } from 'i18next';

const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');
/** The coach catalogue's texts live in src/shared: the server's built-in coach speaks them too. */
const agentCatalogs = import.meta.glob<{ default: Record<string, unknown> }>('../../shared/i18n/agents/*.json');

/** Loads each language's namespace JSON on demand, so a page downloads only its own texts. */
export const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load =
      namespace === 'agents'
        ? agentCatalogs[`../../shared/i18n/agents/${language}.json`]
        : catalogs[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No catalog ${language}/${namespace}`), false);
    load().then(
      (m) => callback(null, m.default),
      (err: Error) => callback(err, false),
    );
  },
};
