import type { SiteV2 } from '../schemas/site';

/**
 * The site's date as its owner gave it ('YYYY-MM-DDTHH:mm', local): its first shown countdown's, else the
 * wizard's answer; null when it has neither (a date not decided).
 */
export function siteDateOf(site: Pick<SiteV2, 'siteModules' | 'wizardData'>): string | null {
  const countdown = site.siteModules.find((module) => module.siteModuleType === 'Countdown' && !module.hide);
  if (countdown?.siteModuleType === 'Countdown') return countdown.countdownDate;
  const wizard = site.wizardData;
  return wizard && !wizard.dateNotDecided && wizard.dateStart ? wizard.dateStart.slice(0, 16) : null;
}
