/**
 * The reads the service worker keeps (the last answer, for offline use), and only these (issue 25,
 * finding 6). The server sends them `Cache-Control: no-cache` (stored, always revalidated) and every
 * other answer under /api `private, no-store`; the worker also refuses any answer marked `no-store`
 * or `private`, and anything ending in `.csv`, whatever its path.
 */
const OFFLINE_READS: readonly RegExp[] = [
  /^\/api\/config$/,
  /^\/api\/profile$/,
  /^\/api\/usage\/today$/,
  /^\/api\/subscription$/,
  /^\/api\/workout-plans$/,
  /^\/api\/nutrition-plans$/,
  /^\/api\/workouts\/previous$/,
  /^\/api\/chat\/sessions$/,
  /^\/api\/chat\/sessions\/[\w-]+$/,
  /^\/api\/chat\/sessions\/[\w-]+\/messages$/,
  /^\/api\/progress\/(personal-records|muscle-recovery|health-score|one-rm)$/,
  /^\/api\/leaderboard$/,
];

/** Whether the service worker may keep the answer to a GET of this path. */
export function isOfflineRead(pathname: string): boolean {
  return !pathname.toLowerCase().endsWith('.csv') && OFFLINE_READS.some((read) => read.test(pathname));
}

/** Whether a `Cache-Control` value forbids the service worker to keep the answer. */
export function forbidsStoring(cacheControl: string | null): boolean {
  return /(^|[\s,])(no-store|private)($|[\s,=])/i.test(cacheControl ?? '');
}
