import { parseRuleFile, type RuleFile } from '@portal/domain';

/**
 * Rule files are fetched from assets/validator/{file} RELATIVE TO THE DOCUMENT BASE (document.baseURI),
 * not to the script: inside the portal the page is the host's, which ships the files at
 * /assets/validator/; a remote running standalone serves its own page, and its build ships the same
 * files beside that page (tools/webpack/create-app-config.cjs copies packages/domain/validator into
 * every app), so the same relative URL works in both cases. The server reads the same folder.
 */
export const RULE_FILE_FOLDER = 'assets/validator/';

const FILE_NAME = /^[a-z0-9][a-z0-9_-]*(\.json)?$/i;

let configuredBase: string | null = null;

/**
 * An area embedded in another site's page (createMount's `assetsBase`): the page is not the portal's, so
 * the files come from the remote's own folder, which ships them too.
 */
export function setRuleFileBase(base: string | null): void {
  configuredBase = base;
}

/** "country" or "country.json" -> the URL of assets/validator/country.json under the page's base. */
export function ruleFileUrl(file: string, base: string = configuredBase ?? document.baseURI): string {
  if (!FILE_NAME.test(file)) throw new Error(`Not a rule file name: ${file}`);
  const name = file.toLowerCase().endsWith('.json') ? file : `${file}.json`;
  return new URL(RULE_FILE_FOLDER + name, base).toString();
}

// One fetch per file for the life of the page: the rules only change with a deployment.
const pending = new Map<string, Promise<RuleFile>>();
const loaded = new Map<string, RuleFile>();

/** The rule file when it has already arrived (so a remounted form validates at once). */
export function cachedRuleFile(file: string): RuleFile | undefined {
  return loaded.get(file);
}

export function loadRuleFile(file: string): Promise<RuleFile> {
  const existing = pending.get(file);
  if (existing) return existing;
  const request = (async () => {
    const response = await fetch(ruleFileUrl(file), { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`Rule file ${file}: HTTP ${response.status}`);
    const rules = parseRuleFile(await response.json(), file);
    loaded.set(file, rules);
    return rules;
  })();
  pending.set(file, request);
  // A failed load is forgotten, so the next form that needs the file tries again.
  request.catch(() => pending.delete(file));
  return request;
}

/** Tests start from an empty cache. */
export function clearRuleFileCache(): void {
  pending.clear();
  loaded.clear();
}
