// Chunks per journey rather than per shared module. Left to itself the bundler gives every set of
// lazy routes sharing some modules a chunk of its own, so opening /dashboard asked for about 80
// small files; over HTTP/1.1 a browser fetches 6 at a time, a round trip each, and the round
// trips cost more than the bytes. Here each journey (the sign-in page, the signed-in shell, the
// dashboard) becomes one chunk: what its screens load that the entry and the journeys before it
// do not already hold. Other routes keep the automatic chunks, and import from these.
//
// Which modules a screen really uses is known only once the bundler has dropped what is unused
// (a screen imports one component of @mantine/core, whose index names them all), so a first
// build, not written, tells which chunks each journey loads; the real build then groups them.
import { build, type Plugin } from 'vite';

export interface Journey {
  /** The chunk's name. */
  name: string;
  /** Modules (paths from the project's root) that are lazy routes of the journey. */
  roots: string[];
  /**
   * Pages (URL paths) whose HTML names the journey's chunk, what it imports and their styles, so
   * the browser fetches them with the entry instead of after it has run (server/spa-pages.ts).
   */
  preloadOn?: string[];
  /**
   * Folders (from the project's root) of the message catalogs the journey's pages show, each
   * holding pt.json, en.json and ar.json: the pages name the reader's language's catalog ahead.
   */
  catalogs?: string[];
  /**
   * For a journey the later ones never pass through (the sign-in page is not on the way to the
   * dashboard of a signed-in user): what it shares with later journeys goes to a chunk of this
   * name, which it and they import, so their pages need not download its own chunk.
   * `ENTRY_CHUNK` puts it in the entry: every page of either journey needs it, and one file fewer
   * to request.
   */
  sharedChunk?: string;
}

/** dist/preloads.json: per page path, the files its HTML asks for ahead, catalogs per language. */
export type Preloads = Record<
  string,
  { modules: string[]; styles: string[]; catalogs: Partial<Record<string, string[]>> }
>;

const LANGUAGES = ['pt', 'en', 'ar'];
export const PRELOADS_FILE = 'preloads.json';

/** What the survey reads of each chunk of the first build. */
export interface SurveyChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

/** The entry's chunk: what the entry imports statically, and what journeys give it. */
export const ENTRY_CHUNK = 'entry';

/** Set in the first build, which must make the automatic chunks. */
const SURVEY = 'ROTA_JOURNEY_SURVEY';

/** The chunks of a build without journeys: its automatic split. */
async function survey(configFile: string): Promise<SurveyChunk[]> {
  process.env[SURVEY] = '1';
  try {
    const result = await build({ configFile, logLevel: 'silent', build: { write: false, sourcemap: false } });
    const outputs = Array.isArray(result) ? result : [result];
    return outputs.flatMap((output) =>
      'output' in output ? output.output.filter((item) => item.type === 'chunk') : [],
    );
  } finally {
    delete process.env[SURVEY];
  }
}

/**
 * Module id → chunk: the entry's static imports go to ENTRY_CHUNK; each module of a chunk that a
 * journey loads (its routes' chunks and what they import) goes to the first journey loading it,
 * or to the journey's `sharedChunk` when a later journey loads it too.
 */
export function assignJourneys(
  chunks: SurveyChunk[],
  root: string,
  journeys: Journey[],
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: SurveyChunk[], taken: Set<string>) => {
    const stack = [...start];
    const found: SurveyChunk[] = [];
    while (stack.length) {
      const chunk = stack.pop()!;
      if (taken.has(chunk.fileName)) continue;
      taken.add(chunk.fileName);
      found.push(chunk);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) stack.push(imported);
      }
    }
    return found;
  };
  const owner = new Map<string, string>();
  const taken = new Set<string>();
  closure(
    chunks.filter((chunk) => chunk.isEntry),
    taken,
  );
  const entry = new Set(taken);
  for (const file of entry) for (const id of byFile.get(file)?.moduleIds ?? []) owner.set(id, ENTRY_CHUNK);
  const startsOf = (roots: string[]) =>
    roots.map((path) => {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === `${root}/${path}`);
      if (!chunk) throw new Error(`journey-chunks: ${path} is not a lazy route of the build`);
      return chunk;
    });
  journeys.forEach(({ name, roots, sharedChunk }, index) => {
    // What the later journeys load beyond the entry, whichever journey holds it.
    const later = new Set(
      sharedChunk
        ? journeys
            .slice(index + 1)
            .flatMap((next) => closure(startsOf(next.roots), new Set(entry)))
            .map((chunk) => chunk.fileName)
        : [],
    );
    for (const chunk of closure(startsOf(roots), taken)) {
      const chunkOwner = sharedChunk && later.has(chunk.fileName) ? sharedChunk : name;
      for (const id of chunk.moduleIds) owner.set(id, chunkOwner);
    }
  });
  return owner;
}

export const journeyChunks = (journeys: Journey[]): Plugin => {
  let owner = new Map<string, string>();
  let root = '';
  let configFile: string | undefined;
  let base = '/';
  return {
    name: 'rota-journey-chunks',
    apply: () => !process.env[SURVEY],
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // What the entry imports, in one file beside it rather than in a few small ones
                // (the parts lazy chunks share with it).
                { name: ENTRY_CHUNK, test: (id: string) => owner.get(id) === ENTRY_CHUNK },
                ...journeys
                  .flatMap(({ name, sharedChunk }) =>
                    sharedChunk && sharedChunk !== ENTRY_CHUNK ? [sharedChunk, name] : [name],
                  )
                  .map((name) => ({
                    name,
                    test: (id: string) => owner.get(id) === name,
                    // A journey already holds what it needs beyond the entry and the journeys
                    // before it; pulling dependencies in would move the entry's modules here.
                    includeDependenciesRecursively: false,
                  })),
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
      base = config.base;
      configFile = config.configFile;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const preloads: Preloads = {};
      // Each language's catalog chunk of the folders `dirs`.
      const catalogsOf = (dirs: string[]) =>
        Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            dirs.map((dir) => {
              const catalog = chunks.find((c) => c.facadeModuleId === `${root}/${dir}/${language}.json`);
              if (!catalog) throw new Error(`journey-chunks: no chunk for ${dir}/${language}.json`);
              return `${base}${catalog.fileName}`;
            }),
          ]),
        );
      for (const { name, preloadOn = [], catalogs = [] } of journeys) {
        const chunk = chunks.find((candidate) => candidate.name === name && !candidate.isEntry);
        if (!chunk) throw new Error(`journey-chunks: the build made no ${name} chunk`);
        // The journey's chunk and what it imports, the entry aside (index.html names it).
        const files = new Set<string>();
        const stack = [chunk.fileName];
        while (stack.length) {
          const file = stack.pop()!;
          const found = byFile.get(file);
          if (!found || found.isEntry || files.has(file)) continue;
          files.add(file);
          stack.push(...found.imports);
        }
        const modules = [...files].map((file) => `${base}${file}`);
        const styles = [...files].flatMap((file) =>
          [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])].map((css) => `${base}${css}`),
        );
        for (const path of preloadOn) preloads[path] = { modules, styles, catalogs: catalogsOf(catalogs) };
      }
      this.emitFile({ type: 'asset', fileName: PRELOADS_FILE, source: JSON.stringify(preloads, null, 2) });
    },
    async buildStart() {
      if (!configFile) throw new Error('journey-chunks: the build needs its config file');
      owner = assignJourneys(await survey(configFile), root, journeys);
    },
  };
};
