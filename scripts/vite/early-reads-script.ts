// The page's first read in a script of its own (src/early-reads.ts), named by the built HTML
// before the entry. The entry is the largest file a page waits for; a read the entry starts
// waits for all of it to arrive and run, while this script, a few hundred bytes, starts the
// read as soon as the HTML is parsed. It is bundled apart, with what it imports, so that it
// shares no chunk with the application (which would put a shared chunk ahead of the entry);
// the two share the read through a global (src/services/early-requests.ts). `async`: it runs as
// soon as it arrives, whatever the entry does. The development server has no such script: there
// the entry starts the read.
import { createHash } from 'node:crypto';
import { build, type Plugin } from 'vite';

export const EARLY_READS_SOURCE = 'src/early-reads.ts';

/** The script's tag, for the head of index.html, before the entry's. */
export const earlyReadsTag = (src: string) =>
  `<script type="module" async crossorigin src="${src}"></script>`;

export const earlyReadsScript = (): Plugin => {
  let fileName = '';
  let code = '';
  let root = '';
  let base = '/';
  let mode = 'production';
  let alias: Record<string, string> = {};
  return {
    name: 'rota-early-reads-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      mode = config.mode;
      alias = Object.fromEntries(
        config.resolve.alias.flatMap(({ find, replacement }) =>
          typeof find === 'string' ? [[find, replacement]] : [],
        ),
      );
    },
    async buildStart() {
      const result = await build({
        configFile: false,
        root,
        mode,
        logLevel: 'silent',
        resolve: { alias },
        build: {
          write: false,
          sourcemap: false,
          modulePreload: false,
          rolldownOptions: { input: `${root}/${EARLY_READS_SOURCE}` },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) =>
        'output' in output ? output.output : [],
      );
      const chunks = outputs.filter((item) => item.type === 'chunk');
      if (chunks.length !== 1)
        throw new Error(`early-reads: expected one chunk, the build made ${chunks.length}`);
      code = chunks[0]!.code;
      fileName = `assets/early-reads-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /(\s*)<script type="module"/,
          `$1${earlyReadsTag(base + fileName)}$1<script type="module"`,
        ),
    },
  };
};
