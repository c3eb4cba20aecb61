/**
 * Building an Intl.DateTimeFormat costs far more than formatting with one (it was a fifth of the
 * server's CPU under load on `/api/usage/today`): one formatter per time zone and kind, kept. IANA
 * names are a few hundred, but Intl also accepts them in any letter case: the cache starts over
 * past a bound.
 */
const MAX_FORMATS = 1000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let format = cache.get(timeZone);
  if (!format) {
    format = make();
    if (cache.size >= MAX_FORMATS) cache.clear();
    cache.set(timeZone, format);
  }
  return format;
}

let knownZones: Set<string> | undefined;

/**
 * The zone's canonical IANA name (as Intl resolves it: `US/Pacific-New` → `America/Los_Angeles`,
 * `europe/madrid` → `Europe/Madrid`) when that name is one of `Intl.supportedValuesOf('timeZone')`
 * or UTC; else undefined. Intl alone accepts names PostgreSQL refuses (issue 25, finding 7); every
 * canonical name is known to both.
 */
export function canonicalTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  knownZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return knownZones.has(resolved) ? resolved : undefined;
}

/** The calendar day (YYYY-MM-DD) in an IANA time zone. */
export function localDay(timeZone: string, at: Date = new Date()): string {
  return cached(
    dayFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(at);
}

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** Offset of a time zone from UTC at an instant, in minutes. */
function offsetMinutes(timeZone: string, at: Date): number {
  const parts = cached(clockFormats, timeZone, () => clockFormat(timeZone)).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

/** A time zone's wall clock at an instant, to the second ("2024-03-02 18:04:05"). */
export function localClock(timeZone: string, at: Date): string {
  const parts = cached(clockFormats, timeZone, () => clockFormat(timeZone)).formatToParts(at);
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** 23:59:59 local time on the day of `at` in that time zone, as an instant (DST-aware). */
export function endOfLocalDay(timeZone: string, at: Date = new Date()): Date {
  const [y, m, d] = localDay(timeZone, at).split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d, 23, 59, 59);
  // Two passes settle the offset around a DST change.
  let guess = naive - offsetMinutes(timeZone, new Date(naive)) * 60000;
  guess = naive - offsetMinutes(timeZone, new Date(guess)) * 60000;
  return new Date(guess);
}

/**
 * The instant at which a time zone's clocks read a wall time (an export's "2024-03-02 18:04"), DST-aware:
 * a time skipped by a change reads as the same time after it.
 */
export function instantOfLocalTime(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date {
  const naive = Date.UTC(year, month - 1, day, hour, minute, second);
  let guess = naive - offsetMinutes(timeZone, new Date(naive)) * 60000;
  guess = naive - offsetMinutes(timeZone, new Date(guess)) * 60000;
  return new Date(guess);
}
