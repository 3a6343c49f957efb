// The rules of the application settings that span several settings ("required when … is enabled") or depend on the server (its
// storages). Types, enumerations and ranges of single settings are in the spec and checked by the request validator.
import type { ApplicationSettings } from './store.js';

type SettingName = keyof ApplicationSettings;

const requiredWhenEnabled: [SettingName, SettingName[]][] = [
  ['metrics_enabled', ['metrics_host', 'metrics_method_call_threshold', 'metrics_packet_size', 'metrics_pool_size', 'metrics_sample_interval', 'metrics_timeout']],
  ['captcha_enabled', ['captcha_private_key', 'captcha_site_key']],
  ['errtrack_enabled', ['errtrack_dsn']],
  ['clientside_errtrack_enabled', ['clientside_errtrack_dsn']],
  ['webide_enabled', ['webide_url']],
  ['diagram_enabled', ['diagram_url']],
  ['domain_blacklist_enabled', ['domain_blacklist']],
  ['unique_ips_limit_enabled', ['unique_ips_limit_per_user', 'unique_ips_limit_time_window']],
  ['jobqueue_throttling_enabled', ['jobqueue_throttling_factor', 'jobqueue_throttling_queues']],
];

/**
 * The settings a request that turns a switch on must give with it, as the real service's parameter rules require
 * them: none when no switch is turned on.
 */
export function missingWithSwitches(change: Record<string, unknown>): string[] {
  return requiredWhenEnabled
    .filter(([switchName]) => change[switchName] === true)
    .flatMap(([, required]) => required.filter((name) => change[name] === undefined));
}

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Every repository of this server lives in one storage. */
const storages = new Set(['default']);

export function ruleViolations(settings: ApplicationSettings): Record<string, string[]> {
  const violations: Record<string, string[]> = {};
  const unknownStorages = settings.repository_storages.filter((name) => !storages.has(name));
  if (unknownStorages.length > 0) violations.repository_storages = [`can't include: ${unknownStorages.join(', ')}`];
  for (const [switchName, required] of requiredWhenEnabled) {
    if (settings[switchName] !== true) continue;
    for (const name of required) if (blank(settings[name])) violations[name] = ["can't be blank"];
  }
  return violations;
}
