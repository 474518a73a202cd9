/** The units a countdown shows, largest first (`001` "Countdown"). */
export const COUNTDOWN_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];

/**
 * A unit word per CLDR plural category. `one` and `other` are always given; languages with more forms
 * (Polish, Czech, Russian, Ukrainian) add `few` and `many`. A missing category falls back to `other`.
 */
export interface CountdownUnitWord {
  one: string;
  other: string;
  few?: string;
  many?: string;
}

export type CountdownUnitWords = Readonly<Record<CountdownUnit, CountdownUnitWord>>;

function words(
  days: CountdownUnitWord,
  hours: CountdownUnitWord,
  minutes: CountdownUnitWord,
  seconds: CountdownUnitWord,
): CountdownUnitWords {
  return { days, hours, minutes, seconds };
}

const ENGLISH = words(
  { one: 'day', other: 'days' },
  { one: 'hour', other: 'hours' },
  { one: 'minute', other: 'minutes' },
  { one: 'second', other: 'seconds' },
);

const NORWEGIAN = words(
  { one: 'dag', other: 'dager' },
  { one: 'time', other: 'timer' },
  { one: 'minutt', other: 'minutter' },
  { one: 'sekund', other: 'sekunder' },
);

/**
 * Countdown unit words by site language code (`001` "Countdown": many languages, singular at 1). Finnish,
 * Estonian, Hungarian and Turkish use the partitive or singular form after a number, hence their `other`.
 */
export const COUNTDOWN_UNIT_WORDS: Readonly<Record<string, CountdownUnitWords>> = {
  sv: words(
    { one: 'dag', other: 'dagar' },
    { one: 'timme', other: 'timmar' },
    { one: 'minut', other: 'minuter' },
    { one: 'sekund', other: 'sekunder' },
  ),
  en: ENGLISH,
  da: words(
    { one: 'dag', other: 'dage' },
    { one: 'time', other: 'timer' },
    { one: 'minut', other: 'minutter' },
    { one: 'sekund', other: 'sekunder' },
  ),
  no: NORWEGIAN,
  nb: NORWEGIAN,
  nn: words(
    { one: 'dag', other: 'dagar' },
    { one: 'time', other: 'timar' },
    { one: 'minutt', other: 'minutt' },
    { one: 'sekund', other: 'sekund' },
  ),
  fi: words(
    { one: 'päivä', other: 'päivää' },
    { one: 'tunti', other: 'tuntia' },
    { one: 'minuutti', other: 'minuuttia' },
    { one: 'sekunti', other: 'sekuntia' },
  ),
  is: words(
    { one: 'dagur', other: 'dagar' },
    { one: 'klukkustund', other: 'klukkustundir' },
    { one: 'mínúta', other: 'mínútur' },
    { one: 'sekúnda', other: 'sekúndur' },
  ),
  et: words(
    { one: 'päev', other: 'päeva' },
    { one: 'tund', other: 'tundi' },
    { one: 'minut', other: 'minutit' },
    { one: 'sekund', other: 'sekundit' },
  ),
  de: words(
    { one: 'Tag', other: 'Tage' },
    { one: 'Stunde', other: 'Stunden' },
    { one: 'Minute', other: 'Minuten' },
    { one: 'Sekunde', other: 'Sekunden' },
  ),
  nl: words(
    { one: 'dag', other: 'dagen' },
    { one: 'uur', other: 'uur' },
    { one: 'minuut', other: 'minuten' },
    { one: 'seconde', other: 'seconden' },
  ),
  fr: words(
    { one: 'jour', other: 'jours' },
    { one: 'heure', other: 'heures' },
    { one: 'minute', other: 'minutes' },
    { one: 'seconde', other: 'secondes' },
  ),
  es: words(
    { one: 'día', other: 'días' },
    { one: 'hora', other: 'horas' },
    { one: 'minuto', other: 'minutos' },
    { one: 'segundo', other: 'segundos' },
  ),
  pt: words(
    { one: 'dia', other: 'dias' },
    { one: 'hora', other: 'horas' },
    { one: 'minuto', other: 'minutos' },
    { one: 'segundo', other: 'segundos' },
  ),
  it: words(
    { one: 'giorno', other: 'giorni' },
    { one: 'ora', other: 'ore' },
    { one: 'minuto', other: 'minuti' },
    { one: 'secondo', other: 'secondi' },
  ),
  pl: words(
    { one: 'dzień', few: 'dni', many: 'dni', other: 'dnia' },
    { one: 'godzina', few: 'godziny', many: 'godzin', other: 'godziny' },
    { one: 'minuta', few: 'minuty', many: 'minut', other: 'minuty' },
    { one: 'sekunda', few: 'sekundy', many: 'sekund', other: 'sekundy' },
  ),
  cs: words(
    { one: 'den', few: 'dny', other: 'dní' },
    { one: 'hodina', few: 'hodiny', other: 'hodin' },
    { one: 'minuta', few: 'minuty', other: 'minut' },
    { one: 'sekunda', few: 'sekundy', other: 'sekund' },
  ),
  ru: words(
    { one: 'день', few: 'дня', many: 'дней', other: 'дня' },
    { one: 'час', few: 'часа', many: 'часов', other: 'часа' },
    { one: 'минута', few: 'минуты', many: 'минут', other: 'минуты' },
    { one: 'секунда', few: 'секунды', many: 'секунд', other: 'секунды' },
  ),
  uk: words(
    { one: 'день', few: 'дні', many: 'днів', other: 'дня' },
    { one: 'година', few: 'години', many: 'годин', other: 'години' },
    { one: 'хвилина', few: 'хвилини', many: 'хвилин', other: 'хвилини' },
    { one: 'секунда', few: 'секунди', many: 'секунд', other: 'секунди' },
  ),
  hu: words(
    { one: 'nap', other: 'nap' },
    { one: 'óra', other: 'óra' },
    { one: 'perc', other: 'perc' },
    { one: 'másodperc', other: 'másodperc' },
  ),
  tr: words(
    { one: 'gün', other: 'gün' },
    { one: 'saat', other: 'saat' },
    { one: 'dakika', other: 'dakika' },
    { one: 'saniye', other: 'saniye' },
  ),
  el: words(
    { one: 'ημέρα', other: 'ημέρες' },
    { one: 'ώρα', other: 'ώρες' },
    { one: 'λεπτό', other: 'λεπτά' },
    { one: 'δευτερόλεπτο', other: 'δευτερόλεπτα' },
  ),
  ja: words(
    { one: '日', other: '日' },
    { one: '時間', other: '時間' },
    { one: '分', other: '分' },
    { one: '秒', other: '秒' },
  ),
  zh: words(
    { one: '天', other: '天' },
    { one: '小时', other: '小时' },
    { one: '分钟', other: '分钟' },
    { one: '秒', other: '秒' },
  ),
};

/** Languages without their own words count in English. */
export const COUNTDOWN_FALLBACK_LANGUAGE = 'en';

function pluralCategory(count: number, language: string): Intl.LDMLPluralRule {
  // The spec's rule (`001` "Countdown") is the floor: a count of exactly 1 is always singular.
  if (count === 1) return 'one';
  try {
    return new Intl.PluralRules(language).select(count);
  } catch {
    return 'other';
  }
}

/**
 * The word for `count` of a countdown unit in a site language (`001` "Countdown"): singular at 1, the
 * language's plural form otherwise; English for a language without words of its own.
 */
export function countdownUnitWord(unit: CountdownUnit, count: number, language: string): string {
  const hasOwnWords = Object.hasOwn(COUNTDOWN_UNIT_WORDS, language);
  const wordsOfLanguage =
    COUNTDOWN_UNIT_WORDS[hasOwnWords ? language : COUNTDOWN_FALLBACK_LANGUAGE] ?? ENGLISH;
  const word = wordsOfLanguage[unit];
  const category = pluralCategory(count, hasOwnWords ? language : COUNTDOWN_FALLBACK_LANGUAGE);
  switch (category) {
    case 'one':
    case 'few':
    case 'many':
      return word[category] ?? word.other;
    default:
      return word.other;
  }
}
