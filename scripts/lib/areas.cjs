// The portal's areas: the seven remotes and `shell` (the host, the shared packages and the server's
// platform). Each owns folders of the repository; a Playwright spec names the areas it covers with tags
// (`@hr`). `npm test -- --area <name>` and `--changed` (scripts/lib/quick-loop.mjs) select tests with them,
// and tools/areas/areas.test.cjs fails when a server module, a domain folder or a spec has no area.
// CommonJS so that both the scripts (ES modules) and the jest tests can read it.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/**
 * Every folder of server/src/modules, under exactly one area. The server's platform (sign-in, users,
 * accounts, rights, realtime, push, system, backup, the resource kit, work items) is the shell's; the
 * account screens are in the hr remote and the rights screens in masterdata, but the server side is
 * what every area signs in and is authorised through.
 */
const SERVER_MODULES = {
  shell: [
    'accounts',
    'backup',
    'header-lookups',
    'i18n',
    'kit',
    'push',
    'realtime',
    'rights',
    'screen-settings',
    'system',
    'user',
    'work-items',
  ],
  // Bookings to certificates. scheduling-config holds the rates and man-day rules allocation reads; its
  // travel-rate and food-allowance screens are in the finance remote.
  inspection: [
    'booking',
    'certificate',
    'purchase-order',
    'report',
    'report-decision',
    'report-email',
    'report-files',
    'report-summary',
    'schedule',
    'scheduling-config',
  ],
  audit: [],
  finance: [],
  hr: ['hr-expenses', 'hr-leave', 'hr-staff'],
  masterdata: [
    'customer',
    'customer-config',
    'customer-product',
    'customer-records',
    'customer-registration',
    'customer-style',
    'geography',
    'product-category',
    'supplier',
  ],
  tcf: [],
  lab: [],
};

/** Every folder of packages/domain/src, under exactly one area (its files beside them are the shell's). */
const DOMAIN_FOLDERS = {
  shell: [
    'accounts',
    'auth',
    'dates',
    'i18n',
    'menu',
    'resource',
    'rights',
    'schema',
    'search',
    'status',
    'testing',
    'validation',
    'work-items',
    'xlsx',
  ],
  inspection: ['booking', 'purchase-order', 'report', 'schedule'],
  audit: [],
  finance: [],
  hr: ['hr'],
  masterdata: [
    'customer',
    'customer-config',
    'customer-records',
    'customer-registration',
    'geography',
    'product',
    'supplier',
  ],
  tcf: [],
  lab: [],
};

const REMOTES = ['inspection', 'audit', 'finance', 'hr', 'masterdata', 'tcf', 'lab'];

/**
 * The areas, each with the folders it owns (repository-relative, ending in `/`) and the jest projects
 * its tests are in. A file belongs to the area with the longest folder holding it: the shell's broad
 * `server/` and `packages/` give way to an area's own module and domain folders. Files outside every
 * folder (docs, scripts, root configuration) belong to no area: only CI's full run covers them.
 */
const AREAS = [
  {
    name: 'shell',
    description:
      'host, shell-contract, screen-kit, ui, api-client, domain’s shared parts, the server’s platform, tools',
    folders: [
      'host/',
      'packages/',
      'server/',
      'e2e/',
      'tools/',
      ...SERVER_MODULES.shell.map((name) => `server/src/modules/${name}/`),
      ...DOMAIN_FOLDERS.shell.map((name) => `packages/domain/src/${name}/`),
    ],
    jestProjects: [
      'domain',
      'shell-contract',
      'screen-kit',
      'api-client',
      'ui',
      'host',
      'build-tools',
      'server',
    ],
  },
  ...REMOTES.map((name) => {
    const modules = SERVER_MODULES[name];
    const domain = DOMAIN_FOLDERS[name];
    return {
      name,
      description: `remotes/${name}${modules.length ? ', its server modules' : ''}${domain.length ? ', its domain folders' : ''}`,
      folders: [
        `remotes/${name}/`,
        ...modules.map((module) => `server/src/modules/${module}/`),
        ...domain.map((folder) => `packages/domain/src/${folder}/`),
      ],
      jestProjects: [
        `remote-${name}`,
        ...(domain.length ? ['domain'] : []),
        ...(modules.length ? ['server'] : []),
      ],
    };
  }),
];

const AREA_NAMES = AREAS.map((area) => area.name);

function areaNamed(name) {
  return AREAS.find((area) => area.name === name) ?? null;
}

/** The area owning a repository-relative path, or null (see AREAS). */
function ownerOf(file) {
  let owner = null;
  let longest = 0;
  for (const area of AREAS)
    for (const folder of area.folders)
      if (file.startsWith(folder) && folder.length > longest) {
        owner = area.name;
        longest = folder.length;
      }
  return owner;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One jest test path pattern (a regular expression on absolute paths) for an area's files: its folders,
 * less the longer folders of other areas inside them.
 */
function jestPattern(name, base = root) {
  const area = areaNamed(name);
  const others = AREAS.filter((other) => other !== area).flatMap((other) => other.folders);
  const carvedOut = others.filter((folder) =>
    area.folders.some((own) => folder.startsWith(own) && folder.length > own.length),
  );
  // A folder inside another of the same area adds nothing to the pattern.
  const outermost = area.folders.filter(
    (folder) => !area.folders.some((other) => other !== folder && folder.startsWith(other)),
  );
  const own = outermost.map(escape).join('|');
  const excluded = carvedOut.length ? `(?!(?:${carvedOut.map(escape).join('|')}))` : '';
  return `^${escape(base)}/${excluded}(?:${own})`;
}

/** The area tags a spec's source names in `tag: '@x'` or `tag: ['@x', '@y']` (tools/areas checks every test has one). */
function specTags(source) {
  const tags = new Set();
  for (const match of source.matchAll(/\btag:\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g))
    for (const tag of match[1].matchAll(/@([\w-]+)/g)) tags.add(tag[1]);
  return [...tags];
}

/** The e2e specs (repository-relative) and the areas each is tagged with. */
function specAreas(base = root) {
  const dir = path.join(base, 'e2e/tests');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => ({
      file: `e2e/tests/${file}`,
      areas: specTags(fs.readFileSync(path.join(dir, file), 'utf8')),
    }));
}

/**
 * The areas a set of changed files touches. A spec counts as the areas it is tagged with; any other
 * file as its owner (ownerOf). A shared package, the host or the server's platform is `shell`: its
 * consumers are every area, and the shell's specs (sign-in, navigation, panels, federation, embedding,
 * accessibility) are the ones that go through all of them.
 */
function touchedAreas(files, base = root) {
  const areas = new Set();
  for (const file of files) {
    if (/^e2e\/tests\/.*\.spec\.ts$/.test(file) && fs.existsSync(path.join(base, file))) {
      for (const tag of specTags(fs.readFileSync(path.join(base, file), 'utf8')))
        if (AREA_NAMES.includes(tag)) areas.add(tag);
      continue;
    }
    const owner = ownerOf(file);
    if (owner) areas.add(owner);
  }
  return AREA_NAMES.filter((name) => areas.has(name));
}

module.exports = {
  AREAS,
  AREA_NAMES,
  DOMAIN_FOLDERS,
  SERVER_MODULES,
  areaNamed,
  jestPattern,
  ownerOf,
  specAreas,
  specTags,
  touchedAreas,
};
